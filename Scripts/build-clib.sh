#!/usr/bin/env bash
# Builds libtextgauge, TextGauge's C ABI (Sources/CTextGauge/include/textgauge.h),
# into an output folder laid out like an install prefix:
#
#   Scripts/build-clib.sh [OUT]       (default OUT: .build/clib)
#
#   OUT/include/textgauge.h
#   OUT/lib/libtextgauge.so.1          the shared library, soname libtextgauge.so.1,
#   OUT/lib/libtextgauge.so            the Swift runtime linked in (-static-stdlib):
#                                      it needs only glibc, libstdc++ and libm, and
#                                      exports tg_* alone (Scripts/libtextgauge.map)
#   OUT/lib/libtextgauge.a             the static library (SwiftPM's textgauge-c-static);
#                                      linking it needs the Swift runtime's static
#                                      libraries (Docs/C.md, "Linking statically")
#
# A release build in .build (SwiftPM products textgauge-c and textgauge-c-static).
# TEXTGAUGE_CLIB_CONFIG=debug builds a debug library instead (faster to build).
set -euo pipefail
cd "$(dirname "$0")/.."

case ${1:-} in
  -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
out=${1:-.build/clib}
config=${TEXTGAUGE_CLIB_CONFIG:-release}
abi=$(sed -n 's/^#define TG_ABI_VERSION \([0-9]*\)$/\1/p' Sources/CTextGauge/include/textgauge.h)
[ -n "$abi" ] || { echo "build-clib.sh: no TG_ABI_VERSION in textgauge.h" >&2; exit 1; }

# -static-stdlib: the Swift runtime (libswiftCore, and what it needs) goes
# into the .so, so that it loads where no Swift toolchain is installed; the
# soname carries the ABI version (TG_ABI_VERSION).
scratch=.build
flags=(-c "$config" --scratch-path "$scratch" -Xswiftc -static-stdlib
  -Xlinker -soname -Xlinker "libtextgauge.so.$abi")
# The shared library exports textgauge.h's functions and nothing else
# (Scripts/libtextgauge.map): a linker flag only, so the objects are the
# same as the other products' of this configuration.
exports=(-Xlinker "--version-script=$PWD/Scripts/libtextgauge.map")
echo "== swift build ${flags[*]} ${exports[*]} --product textgauge-c"
swift build "${flags[@]}" "${exports[@]}" --product textgauge-c
# The same flags, so that the static library reuses the objects just built.
swift build "${flags[@]}" --product textgauge-c-static
bin=$(swift build "${flags[@]}" --show-bin-path)

mkdir -p "$out/include" "$out/lib"
install -m 644 Sources/CTextGauge/include/textgauge.h "$out/include/textgauge.h"
install -m 755 "$bin/libtextgauge-c.so" "$out/lib/libtextgauge.so.$abi"
ln -sf "libtextgauge.so.$abi" "$out/lib/libtextgauge.so"
install -m 644 "$bin/libtextgauge-c-static.a" "$out/lib/libtextgauge.a"

# What the shared library exports: tg_* alone.
others=$(nm -D --defined-only --extern-only "$out/lib/libtextgauge.so.$abi" | awk '$3 !~ /^tg_/ { print $3 }')
if [ -n "$others" ]; then
  echo "build-clib.sh: libtextgauge.so exports more than tg_*: $(echo "$others" | head -n 5 | tr '\n' ' ')($(echo "$others" | wc -l) in all)" >&2
  exit 1
fi
# What the shared library needs at run time: no libswift*, no toolchain path.
if ldd "$out/lib/libtextgauge.so.$abi" | grep -E 'libswift|libFoundation|/opt/swift|not found'; then
  echo "build-clib.sh: libtextgauge.so still needs the Swift toolchain (above)" >&2
  exit 1
fi
echo "built $out/lib/libtextgauge.so.$abi ($(du -h "$out/lib/libtextgauge.so.$abi" | cut -f1)), $out/lib/libtextgauge.a, $out/include/textgauge.h"
