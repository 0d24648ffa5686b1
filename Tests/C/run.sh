#!/usr/bin/env bash
# TextGauge's C ABI proven from C (CI): builds libtextgauge
# (Scripts/build-clib.sh), installs it into a temporary prefix
# (Scripts/install.sh --lib-only), then with `cc` and pkg-config only:
#   - the header compiles as C99 with -pedantic -Werror;
#   - textgauge_test.c runs the conformance vectors (converted to lines by
#     vectors_to_lines.py), every preset, the error codes and threads;
#   - the same under AddressSanitizer, under valgrind memcheck (no leak,
#     no invalid access), and with the Swift toolchain hidden (unshare -m
#     over /opt/swift), where ldd must show no libswift*;
#   - the static library, linked into the test by swiftc -static-stdlib
#     (which adds the Swift runtime's archives), run with the toolchain hidden;
#   - the example of Docs/C.md compiles and prints what the page says.
#
#   Tests/C/run.sh [CLIB_DIR]    (an already built Scripts/build-clib.sh output)
set -euo pipefail
cd "$(dirname "$0")/../.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
clib=${1:-}
if [ -z "$clib" ]; then
  clib=$work/clib
  Scripts/build-clib.sh "$clib"
fi
prefix=$work/prefix
TEXTGAUGE_CLIB_DIR=$clib Scripts/install.sh --lib-only "$prefix" >/dev/null
export PKG_CONFIG_PATH=$prefix/lib/pkgconfig
cflags=$(pkg-config --cflags textgauge)
libs="$(pkg-config --libs textgauge) -Wl,-rpath,$prefix/lib"
python3 Tests/C/vectors_to_lines.py Conformance/vectors.json >"$work/vectors.lines"

echo "== textgauge.h as C99 (-std=c99 -pedantic -Wall -Wextra -Werror)"
printf '#include <textgauge.h>\nint main(void) { return tg_abi_version() == TG_ABI_VERSION ? 0 : 1; }\n' >"$work/c99.c"
# shellcheck disable=SC2086
cc -std=c99 -pedantic -Wall -Wextra -Werror $cflags "$work/c99.c" -o "$work/c99" $libs
"$work/c99"

echo "== textgauge_test (cc, the installed header and library)"
# shellcheck disable=SC2086
cc -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -Werror -g $cflags Tests/C/textgauge_test.c -o "$work/test" $libs -lpthread
"$work/test" "$work/vectors.lines"

echo "== with the Swift toolchain hidden (unshare -m, tmpfs over /opt/swift)"
toolchain=${TEXTGAUGE_TOOLCHAIN_DIR:-/opt/swift}
if ldd "$prefix/lib/libtextgauge.so" | grep -E 'libswift|/opt/swift|not found'; then
  echo "run.sh: libtextgauge.so needs the toolchain (above)" >&2
  exit 1
fi
hide=(unshare -m)
[ "$(id -u)" = 0 ] || hide=(unshare -r -m)
"${hide[@]}" sh -c "mount -t tmpfs none $toolchain && ! command -v swiftc >/dev/null && ls -A $toolchain | wc -l | grep -qx 0 && '$work/test' '$work/vectors.lines'"

echo "== the static library: libtextgauge.a, linked by swiftc -static-stdlib, run with the toolchain hidden"
# shellcheck disable=SC2086
cc -c -std=c11 -D_POSIX_C_SOURCE=200809L $cflags Tests/C/textgauge_test.c -o "$work/test.o"
swiftc -static-stdlib "$work/test.o" "$prefix/lib/libtextgauge.a" -o "$work/test-static"
! ldd "$work/test-static" | grep -E 'libswift|/opt/swift|textgauge'
"${hide[@]}" sh -c "mount -t tmpfs none $toolchain && '$work/test-static' '$work/vectors.lines'"

echo "== AddressSanitizer (leaks included)"
# shellcheck disable=SC2086
cc -std=c11 -D_POSIX_C_SOURCE=200809L -g -fsanitize=address -fno-omit-frame-pointer $cflags Tests/C/textgauge_test.c \
  -o "$work/test-asan" $libs -lpthread
ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:exitcode=1 "$work/test-asan" "$work/vectors.lines"

if command -v valgrind >/dev/null 2>&1; then
  echo "== valgrind memcheck (--leak-check=full --error-exitcode=1)"
  valgrind -q --leak-check=full --errors-for-leak-kinds=definite,indirect,possible --error-exitcode=1 \
    --suppressions="$prefix/share/textgauge/swift-runtime.supp" \
    "$work/test" "$work/vectors.lines" >"$work/valgrind.out"
  tail -n 1 "$work/valgrind.out"
else
  echo "== valgrind SKIPPED: not installed (apt-get install valgrind)"
fi

echo "== the example of Docs/C.md"
awk '/^```c$/{on=1; next} /^```$/{if (on) exit} on' Docs/C.md >"$work/example.c"
awk '/^```text$/{on=1; next} /^```$/{if (on) exit} on' Docs/C.md >"$work/example.expected"
# shellcheck disable=SC2086
cc -std=c99 -Wall -Werror $cflags "$work/example.c" -o "$work/example" $libs
"$work/example" >"$work/example.out"
diff -u "$work/example.expected" "$work/example.out"
echo "c-tests: ok"
