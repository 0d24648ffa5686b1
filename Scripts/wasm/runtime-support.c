/* What the Swift code of the WebAssembly modules (Scripts/build-wasm.sh)
 * calls that neither the toolchain's Embedded Swift libraries nor wasi-libc
 * define. C11, compiled with the toolchain's clang; no headers beyond the
 * compiler's own. */
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
 * wasi-libc's arc4random, which seeds the runtime's hashing, asserts (C11
 * 7.2.1.1), and wasi-libc's __assert_fail writes its message with fprintf:
 * printf's formatting, about 15 KB, in a module whose only output is what
 * its exports return. A failed assertion traps instead, as a failed
 * precondition of the runtime does. */

_Noreturn void __assert_fail(const char *expression, const char *file, int line, const char *function) {
  (void)expression;
  (void)file;
  (void)line;
  (void)function;
  __builtin_trap();
}
