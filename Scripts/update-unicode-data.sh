#!/usr/bin/env bash
# Adds (or refreshes) one Unicode version: checks the five emoji files and
# the UCD files, puts them in the data root (emoji/<VERSION>/ and
# unicode/<VERSION as x.y.z>/, the layout of Data/README.md) and writes
# their checksums, which the repository pins, to Data/emoji/<VERSION>/SHA256SUMS
# and Data/ucd/<VERSION>/SHA256SUMS. Unicode's files are not committed.
#
#   Scripts/update-unicode-data.sh VERSION            download from unicode.org
#   Scripts/update-unicode-data.sh VERSION --from DIR [--from DIR2 …]
#                                                     copy (offline) from the
#                                                     first DIR holding each file
#   … --data-root ROOT                                the data root (default:
#                                                     TEXTGAUGE_DATA_ROOT, else
#                                                     ../shared beside the package)
#
# Each DIR is searched for a file NAME (or auxiliary/NAME) as DIR/NAME,
# DIR/ucd/NAME, DIR/emoji/NAME, DIR/emoji/<VERSION>/NAME and
# DIR/unicode/<VERSION as x.y.z>/NAME, so DIR can be one folder holding
# everything, the emoji and the UCD folders given separately, or their parent:
#
#   Scripts/update-unicode-data.sh 18.0 --from ../shared/emoji/18.0 --from ../shared/unicode/18.0.0
#   Scripts/update-unicode-data.sh 18.0 --from ../shared                # the same files
#
# VERSION is compared as a version: 18, 18.0 and 18.0.0 are the same, and the
# folders are named 18.0. Each file's version header ("# Version:", the older
# "# Used with Emoji Version", or a UCD file's first line "# PropList-18.0.0.txt")
# must name that version, and each file must end with its EOF line; then each
# folder gets its SHA256SUMS. Nothing changes unless every file passes; a file
# already in the data root is left as it is when identical, and refused when
# it differs.
# The UCD files are the ucd_files list below (every file a generator stage,
# a cross-check or a conformance test reads: PropList, DerivedAge, Scripts,
# the display width inputs, the UAX #29 property and test files);
# a stage that needs one more file adds it there once.
# Afterwards: swift run tablegen && swift test (see CONTRIBUTING.md).
set -euo pipefail

usage() { echo "usage: $0 VERSION [--from DIR]... [--data-root ROOT]   (VERSION like 18.0, 18 or 18.0.0)" >&2; exit 2; }
[ $# -ge 1 ] || usage
version_arg=$1; shift
from=()
data_root=${TEXTGAUGE_DATA_ROOT:-}
while [ $# -gt 0 ]; do
  [ $# -ge 2 ] || usage
  case $1 in
    --from) [ -d "$2" ] || { echo "$2: not a folder" >&2; exit 2; }; from+=("$2") ;;
    --data-root) data_root=$2 ;;
    *) usage ;;
  esac
  shift 2
done

# normalize V: 18 -> 18.0, 18.0.0 -> 18.0, 15.1.1 -> 15.1.1; empty if not a version.
normalize() {
  local v=$1
  [[ $v =~ ^[0-9]{1,4}(\.[0-9]{1,4}){0,2}$ ]] || return 0
  local major minor update
  IFS=. read -r major minor update <<< "$v"
  major=$((10#$major)); minor=$((10#${minor:-0})); update=$((10#${update:-0}))
  if [ "$update" = 0 ]; then echo "$major.$minor"; else echo "$major.$minor.$update"; fi
}

version=$(normalize "$version_arg")
[ -n "$version" ] || usage
three_part=$version; [[ $version =~ ^[0-9]+\.[0-9]+$ ]] && three_part=$version.0

root=$(cd "$(dirname "$0")/.." && pwd)
data_root=${data_root:-$(dirname "$root")/shared}
emoji_sums="$root/Data/emoji/$version"
ucd_sums="$root/Data/ucd/$version"
emoji_dest="$data_root/emoji/$version"
ucd_dest="$data_root/unicode/$three_part"
emoji_files=(emoji-data.txt emoji-sequences.txt emoji-zwj-sequences.txt emoji-test.txt emoji-variation-sequences.txt)

# The UCD files, sorted as SHA256SUMS lists them (sha256sum keeps this order).
# Paths under auxiliary/ keep Unicode's own layout (ucd/auxiliary/ on unicode.org).
ucd_files=(DerivedAge.txt DerivedCoreProperties.txt DerivedGeneralCategory.txt EastAsianWidth.txt
  HangulSyllableType.txt PropList.txt Scripts.txt
  auxiliary/GraphemeBreakProperty.txt auxiliary/GraphemeBreakTest.txt
  auxiliary/WordBreakProperty.txt auxiliary/WordBreakTest.txt)

shown=""
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/emoji" "$work/ucd/auxiliary"

# Where unicode.org keeps each file. Since Unicode 17.0 the emoji files sit in
# the version's own folder (/Public/17.0.0/emoji/); emoji-data.txt and
# emoji-variation-sequences.txt are part of the UCD (/Public/17.0.0/ucd/emoji/).
# Older versions kept the first three in /Public/emoji/<version>/.
candidates() {
  local name=$1 public="https://www.unicode.org/Public"
  case $name in
    emoji-data.txt|emoji-variation-sequences.txt)
      echo "$public/$three_part/ucd/emoji/$name" "$public/emoji/$version/$name" ;;
    emoji-*)
      echo "$public/$three_part/emoji/$name" "$public/emoji/$version/$name" ;;
    DerivedGeneralCategory.txt)
      echo "$public/$three_part/ucd/extracted/$name" ;;
    *)
      echo "$public/$three_part/ucd/$name" ;;
  esac
}

fetch() {  # fetch NAME DESTDIR
  local name=$1 dir=$2
  if [ ${#from[@]} -gt 0 ]; then
    local source="" folder candidate
    for folder in "${from[@]}"; do
      for candidate in "$folder/$name" "$folder/ucd/$name" "$folder/emoji/$name" "$folder/emoji/$version/$name" \
        "$folder/unicode/$three_part/$name"; do
        [ -f "$candidate" ] && { source=$candidate; break 2; }
      done
    done
    [ -n "$source" ] || { echo "$name: missing in ${from[*]}" >&2; exit 1; }
    cp "$source" "$dir/$name"
    shown=$source
  else
    local ok=""
    for url in $(candidates "$name"); do
      if curl -fsSL --retry 2 -o "$dir/$name" "$url"; then ok=$url; break; fi
    done
    [ -n "$ok" ] || { echo "$name: not found at $(candidates "$name")" >&2; exit 1; }
    echo "fetched $ok"
    shown=$ok
  fi
}

# check NAME FILE: the header names $version (as a version) and the EOF line
# is there. Messages name the file where it came from ($shown), path:line.
check() {
  local name=$1 file=$2 header line
  header=$(head -n 12 "$file" | sed -nE 's/^# (Version:|Used with Emoji Version) ([0-9.]*[0-9]).*/\2/p' | head -n 1)
  if [ -z "$header" ]; then
    header=$(head -n 1 "$file" | sed -nE 's/^# .*-([0-9]+(\.[0-9]+){0,2})\.txt$/\1/p')
  fi
  line=$(grep -n -m 1 -E '^# (Version:|Used with Emoji Version)|^# .*-[0-9.]+\.txt$' "$file" | cut -d: -f1 || true)
  [ "$(normalize "$header")" = "$version" ] || {
    echo "$shown:${line:-1}: header says version '${header:-none}', expected $version" >&2; exit 1; }
  tail -n 3 "$file" | grep -qE '^# ?EOF' || { echo "$shown: no EOF line: truncated" >&2; exit 1; }
}

for name in "${emoji_files[@]}"; do
  fetch "$name" "$work/emoji"
  check "$name" "$work/emoji/$name"
done
for name in "${ucd_files[@]}"; do
  fetch "$name" "$work/ucd"
  check "$name" "$work/ucd/$name"
done

(cd "$work/emoji" && sha256sum "${emoji_files[@]}" > SHA256SUMS)
(cd "$work/ucd" && sha256sum "${ucd_files[@]}" > SHA256SUMS)
# A file already in the data root must be the same file.
for pair in "emoji:$emoji_dest:${emoji_files[*]}" "ucd:$ucd_dest:${ucd_files[*]}"; do
  IFS=: read -r kind dest names <<< "$pair"
  for name in $names; do
    if [ -e "$dest/$name" ] && ! cmp -s "$work/$kind/$name" "$dest/$name"; then
      echo "$dest/$name: already in the data root and different from the checked file: remove it first" >&2; exit 1
    fi
  done
done
install_files() {  # install_files KIND DEST NAME...
  local kind=$1 dest=$2 name; shift 2
  for name in "$@"; do
    [ -e "$dest/$name" ] && continue
    mkdir -p "$(dirname "$dest/$name")"
    cp "$work/$kind/$name" "$dest/$name"
  done
  # The data root's own sums, if it has them, are its own (they may list more files).
  [ -e "$dest/SHA256SUMS" ] || cp "$work/$kind/SHA256SUMS" "$dest/SHA256SUMS"
}
install_files emoji "$emoji_dest" "${emoji_files[@]}"
install_files ucd "$ucd_dest" "${ucd_files[@]}"
mkdir -p "$emoji_sums" "$ucd_sums"
cp "$work/emoji/SHA256SUMS" "$emoji_sums/SHA256SUMS"
cp "$work/ucd/SHA256SUMS" "$ucd_sums/SHA256SUMS"
echo "checked the files in $emoji_dest and $ucd_dest; wrote $emoji_sums/SHA256SUMS and $ucd_sums/SHA256SUMS"
echo "next: add a Provenance entry to Data/README.md, then swift run tablegen && swift test"
