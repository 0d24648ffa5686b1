#!/usr/bin/env bash
# Adds (or refreshes) one Unicode emoji version under Data/emoji/<VERSION>/.
#
#   Scripts/update-unicode-data.sh VERSION            download from unicode.org
#   Scripts/update-unicode-data.sh VERSION --from DIR copy from DIR (offline)
#
# Checks each file's "# Version:" header (or the older "# Used with Emoji
# Version" form) against VERSION, refuses truncated files (no #EOF line),
# then writes SHA256SUMS. Also fetches the UCD files of the display width
# tables into Data/ucd/<VERSION>/ (from DIR/ucd or DIR with --from), checking
# each file's "# Name-VERSION.0.txt" first line and "# EOF".
# Nothing in Data/ changes unless every file passes.
# Afterwards: swift run tablegen && swift test (see CONTRIBUTING.md).
set -euo pipefail

usage() { echo "usage: $0 VERSION [--from DIR]   (VERSION like 17.0)" >&2; exit 2; }
[ $# -ge 1 ] || usage
version=$1; shift
[[ $version =~ ^[0-9]+\.[0-9]+$ ]] || usage
from=""
if [ $# -gt 0 ]; then
  [ "$1" = "--from" ] && [ $# -eq 2 ] || usage
  from=$2
fi

root=$(cd "$(dirname "$0")/.." && pwd)
dest="$root/Data/emoji/$version"
files=(emoji-data.txt emoji-sequences.txt emoji-zwj-sequences.txt emoji-test.txt emoji-variation-sequences.txt)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Where unicode.org keeps each file. Since Unicode 17.0 the emoji files sit in
# the version's own folder (/Public/17.0.0/emoji/); emoji-data.txt and
# emoji-variation-sequences.txt are part of the UCD (/Public/17.0.0/ucd/emoji/).
# Older versions kept the first three in /Public/emoji/<version>/.
candidates() {
  local name=$1 public="https://www.unicode.org/Public"
  case $name in
    emoji-data.txt|emoji-variation-sequences.txt)
      echo "$public/$version.0/ucd/emoji/$name" "$public/emoji/$version/$name" ;;
    *)
      echo "$public/$version.0/emoji/$name" "$public/emoji/$version/$name" ;;
  esac
}

for name in "${files[@]}"; do
  if [ -n "$from" ]; then
    [ -f "$from/$name" ] || { echo "$from/$name: missing" >&2; exit 1; }
    cp "$from/$name" "$work/$name"
  else
    ok=""
    for url in $(candidates "$name"); do
      if curl -fsSL --retry 2 -o "$work/$name" "$url"; then ok=$url; break; fi
    done
    [ -n "$ok" ] || { echo "$name: not found at $(candidates "$name")" >&2; exit 1; }
    echo "fetched $ok"
  fi
  header=$(head -n 12 "$work/$name" | sed -nE 's/^# (Version:|Used with Emoji Version) ([0-9]+\.[0-9]+).*/\2/p' | head -n 1)
  [ "$header" = "$version" ] || { echo "$name: header says version '${header:-none}', expected $version" >&2; exit 1; }
  tail -n 3 "$work/$name" | grep -q '^#EOF' || { echo "$name: no #EOF line: truncated" >&2; exit 1; }
done

# The UCD files of the display width tables (and Unified_Ideograph, Age).
ucd_files=(EastAsianWidth.txt DerivedGeneralCategory.txt DerivedCoreProperties.txt HangulSyllableType.txt PropList.txt DerivedAge.txt)
mkdir -p "$work/ucd"
for name in "${ucd_files[@]}"; do
  if [ -n "$from" ]; then
    src="$from/ucd/$name"; [ -f "$src" ] || src="$from/$name"
    [ -f "$src" ] || { echo "$name: missing in $from/ucd and $from" >&2; exit 1; }
    cp "$src" "$work/ucd/$name"
  else
    sub=""; [ "$name" = DerivedGeneralCategory.txt ] && sub="extracted/"
    url="https://www.unicode.org/Public/$version.0/ucd/$sub$name"
    curl -fsSL --retry 2 -o "$work/ucd/$name" "$url" || { echo "$name: not found at $url" >&2; exit 1; }
    echo "fetched $url"
  fi
  stem=${name%.txt}
  head -n 1 "$work/ucd/$name" | grep -qE "^# $stem-$version(\.[0-9]+)?\.txt" \
    || { echo "$name: first line is not '# $stem-$version.0.txt'" >&2; exit 1; }
  tail -n 3 "$work/ucd/$name" | grep -qE '^# ?EOF' || { echo "$name: no EOF line: truncated" >&2; exit 1; }
done
(cd "$work/ucd" && sha256sum "${ucd_files[@]}" > SHA256SUMS)

(cd "$work" && sha256sum "${files[@]}" > SHA256SUMS)
mkdir -p "$dest"
for name in "${files[@]}" SHA256SUMS; do cp "$work/$name" "$dest/$name"; done
echo "wrote $dest:"
cat "$dest/SHA256SUMS"
ucd_dest="$root/Data/ucd/$version"
mkdir -p "$ucd_dest"
for name in "${ucd_files[@]}" SHA256SUMS; do cp "$work/ucd/$name" "$ucd_dest/$name"; done
echo "wrote $ucd_dest:"
cat "$ucd_dest/SHA256SUMS"
echo "next: add a Provenance entry to Data/README.md, then swift run tablegen && swift test"
