#!/usr/bin/env bash
# Builds and runs TextGauge's benchmarks and prints a markdown report:
# the machine, a clean release build time of the TextGauge module, tablegen's
# run time and table sizes, then every benchmark (Benchmarks/, release mode):
# MB/s per corpus, counts, allocations, ratios to the peers measured in the
# same run, and the issue's targets met or missed.
#
#   Scripts/bench.sh                  everything (about 2-4 minutes on 2 idle cores)
#   Scripts/bench.sh --quick          fewer samples per benchmark
#   Scripts/bench.sh --no-build-times skip the clean build and tablegen timings
#   Scripts/bench.sh --only SECTION   only that benchmark section (repeatable): gb18030,
#                                     emoji, iteration, scalars, prefix, keystroke, adversarial, prototypes
#
# Ratios are only meaningful within one run: run it on an idle machine.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

bench_args=()
build_times=1
usage() { echo "usage: $0 [--quick] [--no-build-times] [--only SECTION]..." >&2; exit 2; }
while [ $# -gt 0 ]; do
  case $1 in
    --quick) bench_args+=(--quick) ;;
    --no-build-times) build_times=0 ;;
    --only) [ $# -ge 2 ] || usage; bench_args+=(--only "$2"); shift ;;
    *) usage ;;
  esac
  shift
done

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f s", b - a }'; }
log() { echo "bench.sh: $*" >&2; }

echo "## TextGauge benchmarks"
echo
echo "### Machine"
echo
echo "| | |"
echo "| --- | --- |"
cpu_field() { sed -n "s/^$1[[:space:]]*: //p" /proc/cpuinfo | head -n 1; }
echo "| CPU | $(cpu_field 'model name'), $(cpu_field 'cpu MHz') MHz, cache $(cpu_field 'cache size') |"
echo "| cores (nproc) | $(nproc) |"
echo "| memory | $(awk '/^MemTotal/ { printf "%.1f GB", $2 / 1048576 }' /proc/meminfo) |"
echo "| OS | $(. /etc/os-release 2>/dev/null && echo "${PRETTY_NAME:-?}"), Linux $(uname -r) |"
echo "| Swift | $(swift --version 2>&1 | head -n 1) |"
echo "| commit | $(git rev-parse --short HEAD 2>/dev/null || echo '?')$(git diff --quiet 2>/dev/null || echo ' (with local changes)') |"
echo "| load average at start | $(cut -d ' ' -f 1-3 /proc/loadavg) |"
echo

if [ "$build_times" = 1 ]; then
  scratch=.build-benchclean
  trap 'rm -rf "$root/$scratch"' EXIT
  rm -rf "$scratch"
  log "resolving packages into $scratch (not timed)"
  swift package resolve --scratch-path "$scratch" >&2
  log "clean release build of the TextGauge module"
  start=$(now)
  swift build -c release --target TextGauge --scratch-path "$scratch" >&2
  build_time=$(elapsed "$start" "$(now)")

  log "release build of tablegen"
  swift build -c release --product tablegen --scratch-path "$scratch" >&2
  start=$(now)
  tablegen_output=$("$scratch/release/tablegen" --check)
  tablegen_time=$(elapsed "$start" "$(now)")
  start=$(now)
  "$scratch/release/tablegen" --check --skip-icu >/dev/null
  tablegen_skip_icu_time=$(elapsed "$start" "$(now)")

  echo "### Build and generator"
  echo
  echo "| | |"
  echo "| --- | ---: |"
  echo "| clean release build of the TextGauge module (\`swift build -c release --target TextGauge\`, fresh scratch path, dependencies resolved beforehand) | $build_time |"
  echo "| \`tablegen --check\` (release): generate every table in memory, compare, cross-check against ICU | $tablegen_time |"
  echo "| \`tablegen --check --skip-icu\` (release) | $tablegen_skip_icu_time |"
  echo
  echo "### Generated tables"
  echo
  echo "| file | table | entries | bytes |"
  echo "| --- | --- | ---: | ---: |"
  # tablegen prints "  File.swift: tableName: N entries, B bytes" per table
  # and "  total: B bytes of tables".
  echo "$tablegen_output" | sed -nE 's/^  ([^:]+): ([^:]+): ([0-9]+) entries, ([0-9]+) bytes$/| \1 | `\2` | \3 | \4 |/p'
  echo "$tablegen_output" | sed -nE 's/^  total: ([0-9]+) bytes of tables$/| **total** | | | **\1** |/p'
  echo
fi

log "release build of the benchmarks"
swift build -c release --package-path Benchmarks >&2
log "running (load average $(cut -d ' ' -f 1-3 /proc/loadavg))"
"Benchmarks/.build/release/TextGaugeBench" "${bench_args[@]+"${bench_args[@]}"}"
echo
echo "Load average at the end: $(cut -d ' ' -f 1-3 /proc/loadavg)."
