/* What the Swift code of the WebAssembly modules (Scripts/build-wasm.sh)
 * calls that neither the toolchain's Embedded Swift libraries nor wasi-libc
 * define, and smaller forms of wasi-libc functions that the modules need
 * less of (linked before libc.a, they take the place of libc's). C11, compiled
 * with the toolchain's clang; no headers beyond the compiler's own. */
#include <stddef.h>
#include <stdint.h>

/* ---- The stack protector ----------------------------------------------
 * swiftc emits stack-protector checks as it does for every target, and
 * wasi-libc, unlike glibc, defines neither symbol. A fixed canary:
 * WebAssembly has no per-process random value to take one from at start
 * (the modules have no start function and call no WASI), and what the check
 * guards against here is a linear-memory overrun by the module's own code,
 * which does not know the value. A failed check traps, as every failed
 * precondition of the runtime does. */

uintptr_t __stack_chk_guard = 0x5e7a9c31u;

_Noreturn void __stack_chk_fail(void) { __builtin_trap(); }

/* ---- Reading a Double --------------------------------------------------
 * `Double(_: StringProtocol)` (the policy JSON reader's numbers) calls the
 * Swift runtime's `_swift_stdlib_strtod_clocale`, which Embedded Swift
 * leaves to the platform: strtod in the C locale (C11 7.22.1.3), the only
 * locale wasi-libc has. It returns where the number ends; the caller
 * accepts the text only when that is its end. */

double strtod(const char *restrict text, char **restrict end);

const char *_swift_stdlib_strtod_clocale(const char *text, double *result) {
  char *end = NULL;
  *result = strtod(text, &end);
  return end;
}

/* ---- Failed assertions -------------------------------------------------
 * wasi-libc's __assert_fail (C11 7.2.1.1) writes its message with fprintf:
 * printf's formatting, about 15 KB, in a module whose only output is what
 * its exports return. Should a libc function the modules link assert, a
 * failed assertion traps instead, as a failed precondition of the runtime
 * does (the linker drops this one while nothing calls it). */

_Noreturn void __assert_fail(const char *expression, const char *file, int line, const char *function) {
  (void)expression;
  (void)file;
  (void)line;
  (void)function;
  __builtin_trap();
}

/* ---- Random bytes ------------------------------------------------------
 * The runtime's hashing takes its per-process seed from arc4random_buf (the
 * one-time initializer of Embedded Swift's _swift_stdlib_Hashing_parameters,
 * two words); nothing else here asks for random bytes. wasi-libc's
 * arc4random_buf runs a ChaCha20 generator keyed from WASI's random_get
 * (1.1 KB of the core gzipped), which pays off over many calls; the module
 * asks only for that seed, so this one asks random_get itself
 * (WASI preview 1: `random_get(buf, buf_len) -> errno`, the host's CSPRNG,
 * which js/src/wasm.js fills with crypto.getRandomValues). A failure traps,
 * as wasi-libc's failed assertion does here. */

__attribute__((import_module("wasi_snapshot_preview1"), import_name("random_get")))
uint16_t wasi_random_get(uint8_t *buffer, size_t length);

void arc4random_buf(void *buffer, size_t length) {
  if (wasi_random_get(buffer, length) != 0) __builtin_trap();
}

/* ---- Filling memory ----------------------------------------------------
 * The Swift code fills memory with WebAssembly's memory.fill (bulk memory,
 * which LLVM enables for wasm32); wasi-libc's memset, a loop over words
 * that only its calloc calls, is the same fill in 0.4 KB. This one is
 * memory.fill (C11 7.24.6.1); the attribute says so to a compiler whose
 * default has no bulk memory, which would otherwise make the builtin a call
 * of memset, this function. */

__attribute__((target("bulk-memory")))
void *memset(void *destination, int byte, size_t count) {
  __builtin_memset(destination, byte, count);
  return destination;
}
