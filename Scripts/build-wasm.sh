#!/usr/bin/env bash
# Builds the engine as WebAssembly for the JavaScript package (js/), from the
# same Swift sources as every other target (Embedded Swift), with the C ABI's
# functions (textgauge.h, Sources/TextGaugeC) as the modules' exports:
#
#   Scripts/build-wasm.sh [--core] [OUT]     (default OUT: js/dist)
#
#   OUT/textgauge.wasm         the core: metrics, emoji, GB 18030, policies
#                              (TextGauge, TextGaugeInput, TextGaugeJSON,
#                              TextGaugePolicy, TextGaugeC without EmojiNames
#                              and Columns), whose emoji matches carry no name
#   OUT/textgauge-names.wasm   emoji names and search (CLDR annotations): the
#                              runtime with TextGaugeNames, EmojiNames'
#                              functions and the emoji matches with their
#                              names, loaded on demand by js/src/names.js
#
# Each is compiled as ONE Swift module (see "Compiling").
#   OUT/sizes.txt              each module's size, raw and gzipped
#
# --core builds the core alone (the names module is left as it is).
# Needs the Swift toolchain (swiftc and its wasm-ld) and wasi-libc, whose
# malloc, memcpy and friends Embedded Swift calls (Debian: apt-get install
# wasi-libc; elsewhere WASI_SYSROOT=<wasi-sysroot>), and binaryen's wasm-opt
# to shrink the linked modules. Objects are kept in
# .build/wasm and a module is recompiled only when one of its sources (or
# this script) is newer.
set -euo pipefail
cd "$(dirname "$0")/.."

names=1
case ${1:-} in
  -h|--help) sed -n '2,26p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  --core) names=0; shift ;;
esac
out=${1:-js/dist}
work=.build/wasm
mkdir -p "$out" "$work/core" "$work/names"

swiftc=$(command -v swiftc) || { echo "build-wasm.sh: no swiftc on PATH" >&2; exit 1; }
bin=$(dirname "$(readlink -f "$swiftc")")
wasm_ld=$bin/wasm-ld
[ -x "$wasm_ld" ] || { echo "build-wasm.sh: no wasm-ld beside $swiftc" >&2; exit 1; }
embedded=$bin/../lib/swift/embedded/wasm32-unknown-none-wasm
# Debian's wasi-libc puts the libraries under /usr/lib/wasm32-wasi; a
# wasi-sdk sysroot under lib/wasm32-wasi.
libc=""
for candidate in ${WASI_SYSROOT:+"$WASI_SYSROOT/lib/wasm32-wasi/libc.a"} /usr/lib/wasm32-wasi/libc.a; do
  [ -f "$candidate" ] && { libc=$candidate; break; }
done
[ -n "$libc" ] || { echo "build-wasm.sh: no wasi-libc (apt-get install wasi-libc, or set WASI_SYSROOT)" >&2; exit 1; }
# The reactor start file: `_initialize` runs the constructors once, when the
# JavaScript side has instantiated the module. Without it wasm-ld links a
# command, and wraps every export in a call of the constructors and the
# destructors (flushing stdio), which cost more than a nickname's width.
reactor=$(dirname "$libc")/crt1-reactor.o
[ -f "$reactor" ] || { echo "build-wasm.sh: no crt1-reactor.o beside $libc" >&2; exit 1; }
# binaryen's wasm-opt (Debian: apt-get install binaryen), run on each module
# after linking; without it the modules are larger (a warning says so), not
# different in what they answer.
wasm_opt=$(command -v wasm-opt || true)
[ -n "$wasm_opt" ] || echo "build-wasm.sh: no wasm-opt (apt-get install binaryen): the modules are left as linked, larger" >&2

# ---- Sources --------------------------------------------------------------
# The names and search: CLDR annotations and their index (about 9 MB of
# generated source), kept out of the core module. One pattern per target, so
# that moving them into a target of their own changes only these lines.
names_cabi='/TextGaugeC/EmojiNames\.swift$'
# The column functions (tg_*_column, tg_*_column_large: Arrow string arrays,
# for the Python package's columns) in neither module: the JavaScript
# package measures one string per call and has no Arrow arrays to hand
# them; in the core they were 6.5 KB gzipped that no call reaches.
columns_cabi='/TextGaugeC/Columns\.swift$'
# What the names module needs of the C ABI besides EmojiNames: the
# boundary, the errors, memory, the versions, and the emoji matches, which
# carry their names there (the core's carry none: see core_flags).
names_cabi_support='/TextGaugeC/(Memory|Errors|Text|Versions|Emoji|Generated/Vocabulary)\.swift$'
# The core is compiled without the English names of emoji-test.txt
# (`EmojiMatch.name`, 71 KB of tables, which only its matches read): the
# names module's matches have them.
core_flags=(-D TEXTGAUGE_NO_EMOJI_NAMES)

sources() { find "Sources/$1" -name '*.swift' | LC_ALL=C sort; }

# ---- Compiling ------------------------------------------------------------
# The header's module for Swift, as SwiftPM makes it for the CTextGauge target.
cat >"$work/module.modulemap.new" <<EOF
module CTextGauge {
  header "$PWD/Sources/CTextGauge/include/textgauge.h"
  export *
}
EOF
cmp -s "$work/module.modulemap.new" "$work/module.modulemap" || mv "$work/module.modulemap.new" "$work/module.modulemap"
rm -f "$work/module.modulemap.new"

# -Osize: the module is downloaded; Embedded Swift specialises every generic
# at its use, so size, not speed, is what -O would trade away. -msimd128:
# the byte kernels' SIMD vectors (UTF-8 check, ASCII runs) as WebAssembly's
# 128-bit SIMD, which every evergreen browser and Node since 16.4 run;
# without it LLVM splits each vector into its lanes.
# -sil-disable-pass=closure-specialize: the closure specialiser copies a
# function that takes a closure once per closure passed to it (the
# standard library's `withContiguousStorageIfAvailable` 26 times in the
# core); without it there is one copy per type, which calls the closure.
# -inline-threshold=0: LLVM inlines only what costs nothing to inline
# (the kernels' `@inline(__always)` still holds: it is Swift's, not
# LLVM's). Together 10.8 KB of the core gzipped; the JavaScript package's
# metrics on the corpora's lines run no more instructions (callgrind,
# Benchmarks/RESULTS.md).
swift_flags=(-target wasm32-unknown-none-wasm -enable-experimental-feature Embedded
  -enable-experimental-feature Extern -wmo -Osize -parse-as-library -package-name TextGauge -suppress-warnings
  -Xllvm -sil-disable-pass=closure-specialize -Xllvm -inline-threshold=0
  -Xcc -ffreestanding -Xcc -msimd128 -Xcc -fmodule-map-file="$work/module.modulemap")

# Each WebAssembly module is ONE Swift module, named TextGauge, compiled from
# the sources of every target it holds. Embedded Swift emits a static table
# into each Swift module whose code reads it, with internal linkage, and
# specialises every generic function in each module that calls it: linked as
# separate modules, the core held three copies of the emoji trie and of
# `emojiEntries` and two of much of the runtime's code. The sources'
# `import TextGauge` is then the module's own (which the compiler ignores),
# and their imports of the other targets resolve to empty modules, written
# here once. The package (SwiftPM) keeps its targets.
stubs=$work/stubs
for stub in TextGaugeInput TextGaugeJSON TextGaugePolicy TextGaugeNames; do
  if [ ! -f "$stubs/$stub.swiftmodule" ]; then
    mkdir -p "$stubs"
    : >"$stubs/empty.swift"
    swiftc "${swift_flags[@]}" -module-name "$stub" -emit-module -emit-module-path "$stubs/$stub.swiftmodule" "$stubs/empty.swift"
  fi
done

# compile DIR FLAGS FILE... : DIR/TextGauge.o, unless the object is newer
# than every file. FLAGS: swiftc's, besides swift_flags (words, may be
# empty).
compile() {
  local dir=$1 flags=$2
  shift 2
  # swiftc tells private declarations apart by their file's name, and two
  # targets may each have one of the same name (Generated/Vocabulary.swift):
  # the second is compiled through a link named after its target.
  local files=() seen=" " file name
  for file in "$@"; do
    name=$(basename "$file")
    if [[ "$seen" == *" $name "* ]]; then
      mkdir -p "$dir/links"
      ln -sf "$PWD/$file" "$dir/links/$(cut -d/ -f2 <<<"$file")-$name"
      file="$dir/links/$(cut -d/ -f2 <<<"$file")-$name"
    fi
    seen+="$name "
    files+=("$file")
  done
  set -- "${files[@]}"
  # This script too: a change of the compiler's flags recompiles.
  local object="$dir/TextGauge.o" inputs=("$@" "$work/module.modulemap" Scripts/build-wasm.sh)
  if [ -f "$object" ] && [ -z "$(find -H "${inputs[@]}" -newer "$object" | head -n 1)" ]; then
    echo "== $dir: current"
    return
  fi
  echo "== swiftc ($# files) -> $object"
  local start=$SECONDS
  # Written aside and moved in place, so that an interrupted compile leaves
  # no object that looks current.
  # shellcheck disable=SC2086 # FLAGS are words
  swiftc "${swift_flags[@]}" $flags -I "$stubs" -module-name TextGauge -c "$@" -o "$object.partial"
  mv "$object.partial" "$object"
  echo "   ($((SECONDS - start)) s)"
}

# The core: the runtime, the input engine, the policies and the C ABI
# without the names.
build_core() {
  local files=()
  mapfile -t -O "${#files[@]}" files < <(sources TextGauge)
  mapfile -t -O "${#files[@]}" files < <(sources TextGaugeInput)
  mapfile -t -O "${#files[@]}" files < <(sources TextGaugeJSON)
  mapfile -t -O "${#files[@]}" files < <(sources TextGaugePolicy)
  mapfile -t -O "${#files[@]}" files < <(sources TextGaugeC | grep -v -E "$names_cabi|$columns_cabi")
  compile "$work/core" "${core_flags[*]}" "${files[@]}"
}

# The names module: the runtime again (the module has its own memory) with
# TextGaugeNames and the C ABI's name functions.
build_names() {
  local files=()
  mapfile -t -O "${#files[@]}" files < <(sources TextGauge)
  mapfile -t -O "${#files[@]}" files < <(sources TextGaugeNames)
  mapfile -t -O "${#files[@]}" files < <(sources TextGaugeC | grep -E "$names_cabi|$names_cabi_support")
  compile "$work/names" "" "${files[@]}"
}

# The C the Swift code calls that no library here defines, and smaller
# forms of some of wasi-libc's (Scripts/wasm/runtime-support.c says what
# and why).
support=$work/runtime-support.o
if [ ! -f "$support" ] || [ Scripts/wasm/runtime-support.c -nt "$support" ]; then
  echo "== clang Scripts/wasm/runtime-support.c"
  "$bin/clang" --target=wasm32-unknown-unknown -std=c11 -Os -ffreestanding -c Scripts/wasm/runtime-support.c -o "$support"
fi

# The core and the names module side by side.
if [ "$names" = 1 ]; then
  build_names >"$work/names.log" 2>&1 &
  names_pid=$!
fi
build_core
if [ "$names" = 1 ]; then
  if ! wait "$names_pid"; then
    cat "$work/names.log" >&2
    echo "build-wasm.sh: the names module did not compile" >&2
    exit 1
  fi
  cat "$work/names.log"
fi

# ---- Linking --------------------------------------------------------------
# Every function of textgauge.h is exported where it is defined: the header
# decides the exports, not a list kept here.
header_functions=$(sed -n 's/^[a-z].*[ *]\(tg_[a-z0-9_]*\)(.*/\1/p' Sources/CTextGauge/include/textgauge.h | LC_ALL=C sort -u)
name_functions=$(sed -n 's/^@_cdecl("\(tg_[a-z0-9_]*\)")$/\1/p' Sources/TextGaugeC/EmojiNames.swift | LC_ALL=C sort -u)
column_functions=$(sed -n 's/^@_cdecl("\(tg_[a-z0-9_]*\)")$/\1/p' Sources/TextGaugeC/Columns.swift | LC_ALL=C sort -u)

# link OUTPUT PASSES OPTIONS OBJECT... : a reactor (no main; `_initialize`,
# which the JavaScript side calls once) exporting the header's functions it
# defines, its memory, and malloc and free, with which the JavaScript side
# hands it text. PASSES: binaryen passes run before -Oz; OPTIONS: wasm-opt's
# options after it (words, either may be empty).
link() {
  local output=$1 passes=$2 options=$3
  shift 3
  local exports=()
  for function in $header_functions; do exports+=("--export-if-defined=$function"); done
  # 1 MiB of stack: the scanners keep their state on it, and the default
  # (64 KiB) is the first thing a deep policy check would run out of.
  # The map (beside the objects) says which symbols the bytes are; the
  # module itself keeps no names (--strip-all: the "name" section was a
  # tenth of the core, for stack traces no user of the package reads).
  # The data from address 1024 (wasm-ld's default, said here because
  # --low-memory-unused below relies on it), the stack after the data.
  "$wasm_ld" --entry=_initialize --gc-sections --strip-all -O2 --global-base=1024 -z stack-size=1048576 -Map="$work/$(basename "$output" .wasm).map" \
    "${exports[@]}" --export=_initialize --export=malloc --export=free \
    "$reactor" "$@" "$embedded/libswiftUnicodeDataTables.a" "$libc" -o "$output.linked"
  # binaryen's size passes over the whole module (-Oz): what LLVM cannot
  # do across functions after linking, about a twentieth of the core
  # gzipped. The features are those the linked module already uses (the
  # validator refuses it without them); the map still describes the
  # linked module, before them. --low-memory-unused: nothing lives below
  # address 1024, so a pointer plus a constant under 1024 cannot wrap
  # around into memory in use, and binaryen folds the constant into the
  # load's or store's offset (an instruction fewer; a valid address is
  # read the same).
  if [ -n "$wasm_opt" ]; then
    # shellcheck disable=SC2086 # PASSES and OPTIONS are words
    "$wasm_opt" $passes -Oz $options --low-memory-unused --enable-simd --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
      --enable-nontrapping-float-to-int "$output.linked" -o "$output"
    rm -f "$output.linked"
  else
    mv "$output.linked" "$output"
  fi
}

# The core's control flow rebuilt by binaryen's relooper before -Oz
# (--flatten --rereloop): 4.3 KB of it raw, 3.1 KB gzipped, and the
# JavaScript package's metrics and policy checks run no more instructions
# (callgrind over node, Benchmarks/RESULTS.md); -Oz's passes run again
# until the module stops shrinking (--converge, 1.2 KB raw); and a function
# with one caller is inlined only when it is small (100 bytes): binaryen's
# default inlines any, which made the module 3.7 KB larger gzipped and the
# JavaScript package's policy checks slower. The names module's search was
# not measured with them, so it keeps -Oz alone.
echo "== wasm-ld $out/textgauge.wasm"
link "$out/textgauge.wasm" "--flatten --rereloop" "--converge --one-caller-inline-max-function-size=100" "$work/core/TextGauge.o" "$support"
if [ "$names" = 1 ]; then
  echo "== wasm-ld $out/textgauge-names.wasm"
  link "$out/textgauge-names.wasm" "" "" "$work/names/TextGauge.o" "$support"
fi

# ---- Checks ---------------------------------------------------------------
# exports FILE: the names a module exports (the export section, read with
# node, which the package needs anyway).
exports_of() {
  node -e '
    const m = new WebAssembly.Module(require("fs").readFileSync(process.argv[1]));
    for (const e of WebAssembly.Module.exports(m)) console.log(e.name);
    for (const i of WebAssembly.Module.imports(m)) console.log("import " + i.module + "." + i.name);
  ' "$1"
}
core_exports=$(exports_of "$out/textgauge.wasm")
names_exports=""
[ "$names" = 0 ] || names_exports=$(exports_of "$out/textgauge-names.wasm")
status=0
for function in $header_functions; do
  if grep -qx "$function" <<<"$column_functions"; then
    ! grep -qx "$function" <<<"$core_exports" || { echo "build-wasm.sh: textgauge.wasm holds the columns ($function)" >&2; status=1; }
  elif grep -qx "$function" <<<"$name_functions"; then
    [ "$names" = 0 ] || grep -qx "$function" <<<"$names_exports" \
      || { echo "build-wasm.sh: textgauge-names.wasm lacks $function" >&2; status=1; }
    ! grep -qx "$function" <<<"$core_exports" || { echo "build-wasm.sh: textgauge.wasm holds the names ($function)" >&2; status=1; }
  else
    grep -qx "$function" <<<"$core_exports" || { echo "build-wasm.sh: textgauge.wasm lacks $function" >&2; status=1; }
  fi
done
# js/src/names.js's emojiMatches: the matches with their names.
[ "$names" = 0 ] || grep -qx tg_emoji_matches <<<"$names_exports" \
  || { echo "build-wasm.sh: textgauge-names.wasm lacks tg_emoji_matches" >&2; status=1; }
# What the modules import is what js/src/wasm.js gives them, and no more.
imports=$(printf '%s\n%s\n' "$core_exports" "$names_exports" | sed -n 's/^import //p' | LC_ALL=C sort -u | tr '\n' ' ')
expected="wasi_snapshot_preview1.fd_close wasi_snapshot_preview1.fd_seek wasi_snapshot_preview1.fd_write wasi_snapshot_preview1.random_get "
for import in $imports; do
  [[ " $expected" == *" $import "* ]] || { echo "build-wasm.sh: a module imports $import, which js/src/wasm.js does not provide" >&2; status=1; }
done
[ "$status" = 0 ] || exit 1

modules=(textgauge.wasm)
[ "$names" = 0 ] || modules+=(textgauge-names.wasm)
{
  printf '%-22s %10s %10s\n' module bytes gzip-9
  for module in "${modules[@]}"; do
    printf '%-22s %10d %10d\n' "$module" "$(wc -c <"$out/$module")" "$(gzip -9 -c "$out/$module" | wc -c)"
  done
} | tee "$out/sizes.txt"
