#!/bin/sh
# Builds the runtime's sources with main.swift as one optimized module
# (swiftc -O -wmo, no package build; from a copy, so that editing the sources
# meanwhile does not stop the build) and runs it: the emoji-search timing
# table and the worst cases of every query kind in Benchmarks/RESULTS.md.
# Usage: Benchmarks/emoji-search/run.sh [RUNS]
# (or --searches N QUERY [LOCALE]: N searches only, for counting allocations).
# The worst-case finder's sweep can be narrowed: BENCH_KINDS=letter,letters2
# (kinds), BENCH_LETTERS=1 (only queries of letters and spaces),
# BENCH_LOCALES=none,zh (`none`: no locale given).
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$root/Sources/TextGauge" "$work/TextGauge"
# The names and search (TextGaugeNames) join the core in one module, as
# before the split: the figures stay comparable, and `import TextGauge`
# names no module there.
cp -R "$root/Sources/TextGaugeNames" "$work/TextGaugeNames"
find "$work/TextGaugeNames" -name '*.swift' -exec sed -i '/^import TextGauge$/d' {} +
cp "$root/Benchmarks/emoji-search/main.swift" "$work/main.swift"
(cd "$work" && swiftc -O -wmo -package-name TextGauge -module-name TextGaugeSearchBench \
  $(find TextGauge TextGaugeNames -name '*.swift') main.swift -o "$work/bench" 2>&1 | grep -v warning || true)
# BENCH_BINARY=PATH keeps a copy of the binary (for valgrind: main.swift's --searches).
if [ -n "${BENCH_BINARY:-}" ]; then cp "$work/bench" "$BENCH_BINARY"; fi
case "${1:-}" in
  --searches) "$work/bench" "$@" ;;
  # The judged queries are read from the package's ranking test.
  *) "$work/bench" "${1:-101}" "$root" ;;
esac
