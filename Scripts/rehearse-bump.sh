#!/usr/bin/env bash
# Rehearses a Unicode version bump the way a contributor does it, in a copy of
# the package, so that CI proves a bump needs no hand edits:
#
#   1. Scripts/make-synthetic-version.py writes a synthetic next version from
#      the shipped files (headers bumped, one new emoji at a reserved code
#      point, one new ZWJ sequence with it; see that script);
#   2. Scripts/update-unicode-data.sh <next> --from <those files>;
#   3. tablegen (with its cross-checks against the new files), then
#      textgauge-conformance, then the command built over the new tables;
#   4. textgauge scan --json must find both new emoji, fully-qualified, with
#      the new version.
#
# Nothing in the copy is edited by hand, and nothing outside it changes. On
# Linux as root (CI) the copy is the package itself seen through an overlay
# in a private mount namespace, its writes kept in memory and gone when the
# script ends: the build reuses the package's own .build, so the bump
# recompiles what the new tables touch rather than every target. Elsewhere
# (or with REHEARSAL_COPY=1) the tracked files are copied to .build/rehearsal
# (ignored by git), whose own .build is reused from one run to the next.
# tablegen is the package's own build when
# there is one (.build/debug/tablegen: the generator reads no table it
# writes, so the copy's would be the same program). CI stops there, to
# build the runtime once more rather than the whole suite; REHEARSAL_TESTS=1
# also runs checklist step 3, `swift test`, in the copy.
#
#   Scripts/rehearse-bump.sh            # CI's rehearsal
#   REHEARSAL_TESTS=1 Scripts/rehearse-bump.sh   # and the whole suite in the copy
#   REHEARSAL_DIR=/tmp/r Scripts/rehearse-bump.sh
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
work=${REHEARSAL_DIR:-$root/.build/rehearsal}
copy=$work/package
next=$work/next

step() { echo "== rehearse-bump: $*"; }

if [ "${REHEARSAL_IN_OVERLAY:-0}" = 1 ]; then
  copy=$root
elif [ "${REHEARSAL_COPY:-0}" != 1 ] && [ "$(uname -s)" = Linux ] && [ "$(id -u)" = 0 ] &&
  unshare -m true 2>/dev/null; then
  upper=$(mktemp -d)
  status=0
  unshare -m bash -c 'mount -t tmpfs tmpfs "$1" && mkdir "$1/upper" "$1/work" &&
    mount -t overlay overlay -o "lowerdir=$2,upperdir=$1/upper,workdir=$1/work" "$2" || exit 97
    REHEARSAL_IN_OVERLAY=1 exec "$2/Scripts/rehearse-bump.sh"' _ "$upper" "$root" || status=$?
  rmdir "$upper" 2>/dev/null || true
  if [ "$status" = 97 ]; then
    echo "rehearse-bump: no overlay mount here; rehearsing in a copy" >&2
    REHEARSAL_COPY=1 exec "$0"
  fi
  exit "$status"
fi

if [ "$copy" = "$root" ]; then
  step "the package through an overlay (its writes in memory, its .build reused)"
else
  step "copying the package's tracked files to $copy"
  mkdir -p "$copy"
  find "$copy" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
  (cd "$root" && git ls-files -z --cached --others --exclude-standard | xargs -0 cp --parents -p -t "$copy" 2>/dev/null) || true
  # Dependencies as the package already resolved them: no network needed.
  mkdir -p "$copy/.build"
  for item in checkouts repositories workspace-state.json; do
    if [ -e "$root/.build/$item" ] && [ ! -e "$copy/.build/$item" ]; then cp -a "$root/.build/$item" "$copy/.build/$item"; fi
  done
fi

# The copy's data root (Data/README.md): the package's, file by file as
# links, so that the synthetic version is added beside the real ones without
# writing into the package's data root (which may be read-only).
shared=${TEXTGAUGE_DATA_ROOT:-$root/../shared}
[ -d "$shared" ] || { echo "rehearse-bump: no data root at $shared (TEXTGAUGE_DATA_ROOT): the bump needs Unicode's files" >&2; exit 1; }
data_root=$work/data-root
rm -rf "$data_root"
mkdir -p "$data_root"
cp -rs "$(cd "$shared" && pwd)/." "$data_root/"
export TEXTGAUGE_DATA_ROOT=$data_root

cd "$copy"
rm -rf "$next"
read -r version codepoint < <(python3 Scripts/make-synthetic-version.py "$copy" "$next")
step "synthetic Unicode $version with U+$codepoint and U+$codepoint U+200D U+1F525"

step "Scripts/update-unicode-data.sh $version --from $next (into the copy's data root $data_root)"
Scripts/update-unicode-data.sh "$version" --from "$next"

if [ -x "$root/.build/debug/tablegen" ]; then
  step "tablegen (the package's build, $root/.build/debug/tablegen, run in the copy)"
  "$root/.build/debug/tablegen"
else
  step "swift run tablegen"
  swift run tablegen
fi

step "swift run textgauge-conformance"
swift run textgauge-conformance

step "swift build --product textgauge"
swift build --product textgauge

if [ "${REHEARSAL_TESTS:-0}" = 1 ]; then
  step "swift test"
  swift test 2>&1 | tail -n 3
fi

step "textgauge scan --json"
emoji=$(printf "\\U$(printf %08X $((16#$codepoint)))")
zwj="$emoji"$'\u200d\U0001F525'
output=$(.build/debug/textgauge scan --json "a $emoji b $zwj")
echo "$output"
[ "$(echo "$output" | wc -l)" -eq 2 ] || { echo "rehearse-bump: expected 2 emoji" >&2; exit 1; }
while read -r line; do
  case $line in
    *'"status":"fully-qualified"'*'"version":"'"$version"'"'*) ;;
    *) echo "rehearse-bump: not fully-qualified $version: $line" >&2; exit 1 ;;
  esac
done <<< "$output"
step "ok: Unicode $version found, fully-qualified, with no hand edits"
