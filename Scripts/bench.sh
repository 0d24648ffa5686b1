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
#                                     emoji, characters, iteration, scalars, prefix, keystroke, boundaries,
#                                     width, percall, perline, adversarial, weighted, prototypes
#   Scripts/bench.sh --no-instructions  skip the callgrind instruction counts
#   Scripts/bench.sh --no-cli         skip the command-line throughput and memory runs
#   Scripts/bench.sh --only-instructions  only the callgrind counts and the CLI runs
#
# Ratios are only meaningful within one run: run it on an idle machine.
# Instructions per MB (valgrind --tool=callgrind, if installed) are the same
# for the same binary and input whatever else runs: judge a change by them.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

bench_args=()
build_times=1
instructions=1
cli=1
timings=1
usage() { echo "usage: $0 [--quick] [--no-build-times] [--no-instructions] [--no-cli] [--only-instructions] [--only SECTION]..." >&2; exit 2; }
while [ $# -gt 0 ]; do
  case $1 in
    --quick) bench_args+=(--quick) ;;
    --no-build-times) build_times=0 ;;
    --no-instructions) instructions=0 ;;
    --no-cli) cli=0 ;;
    --only-instructions) timings=0; build_times=0 ;;
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
bench="Benchmarks/.build/release/TextGaugeBench"
if [ "$timings" = 1 ]; then
  log "running (load average $(cut -d ' ' -f 1-3 /proc/loadavg))"
  "$bench" "${bench_args[@]+"${bench_args[@]}"}"
  echo
fi

work=$(mktemp -d)
trap 'rm -rf "$work" ${scratch:+"$root/$scratch"}' EXIT

# Instructions counted by callgrind inside one function (--toggle-collect),
# for one call on one input: repeatable on a busy machine. Valgrind 3.19
# cannot read the DWARF Swift 6 emits ("possibly corrupted debuginfo"), so
# it runs copies without debug info; the symbol table names the functions.
nodebug() { objcopy --strip-debug "$1" "$work/$(basename "$1")"; echo "$work/$(basename "$1")"; }
callgrind_count() {  # pattern command...
  local pattern=$1; shift
  valgrind --tool=callgrind --callgrind-out-file=/dev/null ${pattern:+--toggle-collect="$pattern"} "$@" 2>&1 >/dev/null \
    | sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p' || true  # check exits 1 on a violation
}
# Digits grouped by commas, like the rest of the report.
per_mb() { awk -v n="$1" -v b="$2" 'BEGIN { s = sprintf("%.0f", n / (b / 1e6)); out = ""; while (length(s) > 3) { out = "," substr(s, length(s) - 2) out; s = substr(s, 1, length(s) - 3) }; print s out }'; }

if [ "$instructions" = 1 ] && command -v valgrind >/dev/null; then
  log "callgrind: instructions per MB of each hot path"
  "$bench" --write-corpora "$work" >/dev/null
  bench_nodebug=$(nodebug "$bench")
  echo "### Instructions per MB (callgrind)"
  echo
  echo "\`valgrind --tool=callgrind --toggle-collect='*FUNCTION*'\`: instructions executed inside the"
  echo "function for one warm call on the 1 MiB corpus (two calls less one: first calls of Foundation"
  echo "and ICU load tables), per 10^6 bytes. The same for the same binary and input, whatever else"
  echo "the machine runs. Valgrind reports a baseline x86-64 CPU, so libraries that pick code by CPU"
  echo "features (memchr, ICU) run their SSE2 paths here."
  echo
  echo "| hot path (function) | Chinese | English | Emoji chat |"
  echo "| --- | ---: | ---: | ---: |"
  for method in gb18030:gb18030ByteCount gb18030-buffer:gb18030ByteCountOfUTF8Buffer prefix:prefixFitting \
                emoji-count:emojiCount characters:characterCount width:MethodsO12displayWidth \
                string-count:stringCount \
                byte-loop:byteLoop foundation:foundationByteCount \
                icu-from-string:icuFromString; do
    name=${method%%:*} function=${method#*:}
    row="| \`$name\` (\`$function\`)"
    for corpus in chinese english emoji-chat; do
      file="$work/$corpus.txt"
      once=$(callgrind_count "*${function}*" "$bench_nodebug" --once "$name" "$file" 1)
      twice=$(callgrind_count "*${function}*" "$bench_nodebug" --once "$name" "$file" 2)
      row="$row | $(per_mb "$((twice - once))" "$(stat -c %s "$file")")"
    done
    echo "$row |"
  done
  echo
fi

if [ "$instructions" = 1 ] && command -v valgrind >/dev/null; then
  log "callgrind: instructions per MB by writing system"
  "$bench" --bytes 262144 --write-script-corpora "$work" >/dev/null
  bench_nodebug=$(nodebug "$bench")
  echo "### Instructions per MB by writing system (callgrind)"
  echo
  echo "The corpora of \`--write-script-corpora\` (256 KiB each: lines of everyday words of one"
  echo "script with ASCII spaces, punctuation and digits, an emoji in 50 words), measured as the"
  echo "table above; per line, every line once (\`--lines-loop\`), the instructions per 10^6 bytes."
  echo "A script whose scalars take a slow path shows here, where the three corpora would hide it."
  echo
  echo "| script | \`width\` whole | \`displayWidth\` per line | \`emoji-count\` whole | \`characters\` whole |"
  echo "| --- | ---: | ---: | ---: | ---: |"
  for file in "$work"/script-*.txt; do
    script=$(basename "$file" .txt); script=${script#script-}
    bytes=$(stat -c %s "$file")
    row="| $script"
    for method in width:MethodsO12displayWidth lines:displayWidth emoji-count:emojiCount characters:characterCount; do
      name=${method%%:*} function=${method#*:}
      if [ "$name" = lines ]; then
        once=$(callgrind_count '*PerCallBenchmarkO9everyLine*' "$bench_nodebug" --lines-loop "$function" "$file" 1)
        twice=$(callgrind_count '*PerCallBenchmarkO9everyLine*' "$bench_nodebug" --lines-loop "$function" "$file" 2)
      else
        once=$(callgrind_count "*${function}*" "$bench_nodebug" --once "$name" "$file" 1)
        twice=$(callgrind_count "*${function}*" "$bench_nodebug" --once "$name" "$file" 2)
      fi
      row="$row | $(per_mb "$((twice - once))" "$bytes")"
    done
    echo "$row |"
  done
  echo
fi

if [ "$instructions" = 1 ] && command -v valgrind >/dev/null; then
  log "callgrind: instructions per call on short texts and per line"
  echo "### Instructions per call and per line (callgrind)"
  echo
  echo "Per call: \`--percall-loop METHOD TEXT 200\` under \`--toggle-collect='*PerCallBenchmarkO10repeatedly*'\`,"
  echo "divided by 200 (a first call outside the loop). The harness row is the loop, the closure and"
  echo "the opaque copy of the text alone: subtract it for the entry point's own cost. Per line: every"
  echo "line of the corpus once (\`--lines-loop\`, two passes less one), per line and per 10^6 bytes."
  echo
  echo "| entry point | nickname \`alice_07\` | Chinese name + emoji | chat message (~100 bytes) |"
  echo "| --- | ---: | ---: | ---: |"
  for method in harness displayWidth emojiCount containsEmoji isSingleEmoji GB18030.byteCount TextMetric.characters \
                TextMetric.unicodeScalars TextMetric.utf16 TextMetric.gb18030 TextMetric.displayWidth InputRules.evaluate \
                InputRules.evaluate.field InputRules.evaluate.overtype InputRules.evaluate.backspace \
                String.utf16.count String.count; do
    row="| \`$method\`"
    for text in nickname chinese-name chat; do
      n=$(callgrind_count '*PerCallBenchmarkO10repeatedly*' "$bench_nodebug" --percall-loop "$method" "$text" 200)
      row="$row | $((n / 200))"
    done
    echo "$row |"
  done
  echo
  echo "Of those, the instructions spent in the Swift runtime's reference counting, allocation and"
  echo "lazy initialisation (\`swift_retain\`, \`swift_release\`, \`swift_bridgeObject*\`,"
  echo "\`swift_initStaticObject\`, \`__swift_instantiateConcreteTypeFromMangledName\`,"
  echo "\`swift_allocObject\`, \`malloc\`, \`free\`), per call, less the harness's: the per-call setup"
  echo "that issue 23 rules out, 0 where an entry point reaches its tables without it. The input"
  echo "engine's are its own Strings and Substrings of the text (it allocates nothing, \`--only percall\`)."
  echo
  echo "| entry point: runtime instructions per call beyond the harness | nickname | Chinese name + emoji | chat message |"
  echo "| --- | ---: | ---: | ---: |"
  runtime_per_call() {  # method text -> instructions in runtime entry points per call
    valgrind --tool=callgrind --callgrind-out-file="$work/percall.out" --toggle-collect='*PerCallBenchmarkO10repeatedly*' \
      "$bench_nodebug" --percall-loop "$1" "$2" 200 >/dev/null 2>&1 || true
    callgrind_annotate --threshold=100 "$work/percall.out" 2>/dev/null | awk '
      /swift_retain|swift_release|swift_bridgeObjectRe|swift_initStaticObject|instantiateConcreteType|swift_allocObject|swift_slowAlloc|[^_a-z]malloc|[^_a-z]free/ {
        gsub(",", "", $1); total += $1 }
      END { printf "%d\n", total / 200 }'
  }
  declare -A harness_runtime
  for text in nickname chinese-name chat; do harness_runtime[$text]=$(runtime_per_call harness "$text"); done
  for method in displayWidth emojiCount containsEmoji isSingleEmoji GB18030.byteCount TextMetric.characters \
                TextMetric.unicodeScalars TextMetric.utf16 TextMetric.gb18030 TextMetric.displayWidth InputRules.evaluate; do
    row="| \`$method\`"
    for text in nickname chinese-name chat; do
      row="$row | $(( $(runtime_per_call "$method" "$text") - ${harness_runtime[$text]} ))"
    done
    echo "$row |"
  done
  echo
  echo "| per line: instructions per line (per MB) | Chinese | English | Emoji chat |"
  echo "| --- | ---: | ---: | ---: |"
  for method in displayWidth emojiCount GB18030.byteCount TextMetric.characters "String.count" \
                "ICU RGI_Emoji per Character" "Foundation GB18030"; do
    row="| \`$method\`"
    for corpus in chinese english emoji-chat; do
      file="$work/$corpus.txt"
      lines=$(awk 'END { print NR + 1 }' "$file")
      once=$(callgrind_count '*PerCallBenchmarkO9everyLine*' "$bench_nodebug" --lines-loop "$method" "$file" 1)
      twice=$(callgrind_count '*PerCallBenchmarkO9everyLine*' "$bench_nodebug" --lines-loop "$method" "$file" 2)
      row="$row | $(((twice - once) / lines)) ($(per_mb "$((twice - once))" "$(stat -c %s "$file")"))"
    done
    echo "$row |"
  done
  echo
fi

if [ "$cli" = 1 ]; then
  log "release build of textgauge"
  swift build -c release --product textgauge >&2
  textgauge=.build/release/textgauge
  textgauge_nodebug=$(nodebug "$textgauge")
  # 2 million short chat lines, 122 MB (issue 15's file).
  line='中文abc😀👍🏽🇨🇳1️⃣©™ hello world 你好'
  chat="$work/chat.txt"
  awk -v line="$line" 'BEGIN { for (i = 0; i < 2000000; i++) print line }' > "$chat"
  small="$work/chat-small.txt"
  head -n 20000 "$chat" > "$small"
  size=$(stat -c %s "$chat")
  echo "### Command line"
  echo
  echo "On $(awk -v b="$size" 'BEGIN { printf "%.0f", b / 1e6 }') MB of 2,000,000 lines \`$line\` (release build). Throughput is"
  echo "wall-clock (noisy on a shared machine: user CPU time beside it); peak memory is the maximum"
  echo "resident set size from \`/usr/bin/time -v\`. Instructions per MB: callgrind over the whole"
  echo "process on the first 20,000 lines, less the same command on empty input."
  echo
  echo "| command | MB/s (wall) | MB/s (user CPU) | peak RSS | instructions per MB | target |"
  echo "| --- | ---: | ---: | ---: | ---: | --- |"
  for spec in "scan --json --lines|≥ 100 MB/s, ≤ 64 MB" "measure --lines|≥ 300 MB/s, ≤ 64 MB" \
              "check --lines --max 100|≥ 300 MB/s, ≤ 64 MB" "check --lines --max 20|(every line too long: the rules engine)" \
              "measure --lines --json|" "measure|≤ input + constant" "scan --json|≤ input + constant"; do
    command=${spec%%|*} target=${spec#*|}
    # shellcheck disable=SC2086
    /usr/bin/time -v "$textgauge" $command --file "$chat" >/dev/null 2>"$work/time.txt" || true
    wall=$(sed -n 's/^.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$work/time.txt" | awk -F: '{ s = 0; for (i = 1; i <= NF; i++) s = s * 60 + $i; print s }')
    user=$(sed -n 's/^.*User time (seconds): //p' "$work/time.txt")
    rss=$(sed -n 's/^.*Maximum resident set size (kbytes): //p' "$work/time.txt")
    instructions_cell="-"
    if [ "$instructions" = 1 ] && command -v valgrind >/dev/null; then
      # shellcheck disable=SC2086
      full=$(callgrind_count "" "$textgauge_nodebug" $command --file "$small")
      # shellcheck disable=SC2086
      empty=$(callgrind_count "" "$textgauge_nodebug" $command --file /dev/null)
      instructions_cell=$(per_mb "$((full - empty))" "$(stat -c %s "$small")")
    fi
    awk -v c="$command" -v b="$size" -v w="$wall" -v u="$user" -v r="$rss" -v i="$instructions_cell" -v t="$target" \
      'BEGIN { printf "| `%s` | %.0f | %.0f | %.1f MB | %s | %s |\n", c, b / 1e6 / w, b / 1e6 / u, r / 1024, i, t }'
  done
  echo
fi
echo "Load average at the end: $(cut -d ' ' -f 1-3 /proc/loadavg)."
