#!/usr/bin/env bash
# Builds the `textgauge` command in release mode and installs it with its
# shell completions and manual page, and libtextgauge, the C library.
#
#   Scripts/install.sh [--lib-only] [PREFIX]     (default PREFIX: /usr/local)
#
# Installs
#   PREFIX/include/textgauge.h                              the C header (Docs/C.md)
#   PREFIX/lib/libtextgauge.so.1, libtextgauge.so, libtextgauge.a
#   PREFIX/lib/pkgconfig/textgauge.pc                       pkg-config textgauge
#   PREFIX/bin/textgauge
#   PREFIX/share/man/man1/textgauge.1                       man textgauge
#   PREFIX/share/bash-completion/completions/textgauge      bash
#   PREFIX/share/zsh/site-functions/_textgauge              zsh
#   PREFIX/share/fish/vendor_completions.d/textgauge.fish   fish
#
# The completions come from ArgumentParser (--generate-completion-script) and
# the manual page from ArgumentParser's generate-manual tool, both reading the
# command's own definition, so they always match the installed binary.
# Nothing outside PREFIX is written; the build stays in .build/.
set -euo pipefail
cd "$(dirname "$0")/.."

case ${1:-} in
  -h|--help) sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
lib_only=0
if [ "${1:-}" = --lib-only ]; then lib_only=1; shift; fi
[ $# -le 1 ] || { echo "usage: $0 [--lib-only] [PREFIX]" >&2; exit 64; }
prefix=${1:-/usr/local}

# The C library: Scripts/build-clib.sh's output (TEXTGAUGE_CLIB_DIR names
# one already built), its header, and a pkg-config file for this prefix.
clib=${TEXTGAUGE_CLIB_DIR:-}
if [ -z "$clib" ]; then
  clib=.build/clib
  Scripts/build-clib.sh "$clib"
fi
abi=$(sed -n 's/^#define TG_ABI_VERSION \([0-9]*\)$/\1/p' "$clib/include/textgauge.h")
install -d "$prefix/include" "$prefix/lib/pkgconfig"
install -m 644 "$clib/include/textgauge.h" "$prefix/include/textgauge.h"
install -m 755 "$clib/lib/libtextgauge.so.$abi" "$prefix/lib/libtextgauge.so.$abi"
ln -sf "libtextgauge.so.$abi" "$prefix/lib/libtextgauge.so"
install -m 644 "$clib/lib/libtextgauge.a" "$prefix/lib/libtextgauge.a"
# The valgrind suppressions of the Swift runtime inside the library (Docs/C.md).
install -d "$prefix/share/textgauge"
install -m 644 Tests/C/swift-runtime.supp "$prefix/share/textgauge/swift-runtime.supp"
cat >"$prefix/lib/pkgconfig/textgauge.pc" <<PC
prefix=$prefix
libdir=\${prefix}/lib
includedir=\${prefix}/include

Name: textgauge
Description: TextGauge's C ABI: text measured from Unicode's data (lengths, width, GB 18030, emoji, field policies)
Version: 0.1.0
Libs: -L\${libdir} -ltextgauge
Cflags: -I\${includedir}
PC
echo "installed libtextgauge (ABI $abi) in $prefix: include/textgauge.h, lib/libtextgauge.so.$abi, lib/libtextgauge.a, lib/pkgconfig/textgauge.pc"
[ "$lib_only" = 0 ] || exit 0

# The flags of Scripts/build-clib.sh, so that the command and the library
# share one release build (not two), and the command too runs without a
# Swift toolchain (the runtime linked in).
release=(-c release -Xswiftc -static-stdlib -Xlinker -soname -Xlinker "libtextgauge.so.$abi")
echo "== swift build ${release[*]} --product textgauge"
swift build "${release[@]}" --product textgauge
# generate-manual is an executable of the swift-argument-parser dependency.
swift build "${release[@]}" --product generate-manual
bin=$(swift build "${release[@]}" --show-bin-path)
tool=$bin/textgauge

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The manual's date is the last commit's, so that the same source gives the
# same page.
date=$(git log -1 --format=%cs 2>/dev/null || date -u +%Y-%m-%d)
# generate-manual (ArgumentParser 1.8.2) drops every non-ASCII character,
# which would turn the help's `textgauge measure 中文abc😀 → 11` into
# `textgauge measure abc 11`. So it reads the help through a wrapper that
# spells each non-ASCII scalar as an ASCII token, and the tokens become
# roff's \[uXXXX] escapes afterwards.
cat >"$work/textgauge" <<WRAPPER
#!/bin/sh
"$tool" "\$@" | perl -CSD -pe 's/([^\\x00-\\x7F])/sprintf("QQU%04XQQ", ord(\$1))/ge'
WRAPPER
chmod +x "$work/textgauge"
mkdir "$work/man"
"$bin/generate-manual" "$work/textgauge" --date "$date" --output-directory "$work/man" >/dev/null
[ -f "$work/man/textgauge.1" ] || { echo "install.sh: generate-manual wrote no textgauge.1" >&2; exit 1; }
# Blank lines inside a discussion are paragraph breaks (mdoc warns on them).
sed -e 's/QQU\([0-9A-F]\{4,6\}\)QQ/\\[u\1]/g' -e 's/^$/.Pp/' "$work/man/textgauge.1" >"$work/textgauge.1"
"$tool" --generate-completion-script bash >"$work/textgauge.bash"
"$tool" --generate-completion-script zsh >"$work/_textgauge"
"$tool" --generate-completion-script fish >"$work/textgauge.fish"

install -d "$prefix/bin" "$prefix/share/man/man1" \
  "$prefix/share/bash-completion/completions" \
  "$prefix/share/zsh/site-functions" \
  "$prefix/share/fish/vendor_completions.d"
install -m 755 "$tool" "$prefix/bin/textgauge"
install -m 644 "$work/textgauge.1" "$prefix/share/man/man1/textgauge.1"
install -m 644 "$work/textgauge.bash" "$prefix/share/bash-completion/completions/textgauge"
install -m 644 "$work/_textgauge" "$prefix/share/zsh/site-functions/_textgauge"
install -m 644 "$work/textgauge.fish" "$prefix/share/fish/vendor_completions.d/textgauge.fish"

echo "installed $("$prefix/bin/textgauge" --version | head -1) in $prefix:"
echo "  $prefix/bin/textgauge"
echo "  $prefix/share/man/man1/textgauge.1"
echo "  completions for bash, zsh and fish under $prefix/share"
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "note: $prefix/bin is not on PATH" ;;
esac
