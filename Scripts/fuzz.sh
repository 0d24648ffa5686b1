#!/usr/bin/env bash
# Builds TextGauge's libFuzzer targets (Fuzz/, with -sanitize=fuzzer,address)
# and runs them, each for SECONDS, starting from the committed seed corpus
# Fuzz/Corpus/<TARGET>. Inputs libFuzzer finds interesting go to
# Fuzz/.build/corpus/<TARGET> (not committed); a crash or a property failure
# stops the target, saves the input as Fuzz/.build/artifacts/<TARGET>-crash-…
# and makes the script exit 1.
#
#   Scripts/fuzz.sh                       every target, 60 s each
#   Scripts/fuzz.sh all 20                every target, 20 s each (what CI runs)
#   Scripts/fuzz.sh FuzzEmojiScanner 600  one target for ten minutes
#   Scripts/fuzz.sh --list                the targets
#   Scripts/fuzz.sh --build               build only
#
# Reproduce a saved failure (runs that one input and prints the property):
#   SWIFT_BACKTRACE=enable=no Fuzz/.build/debug/FuzzEmojiScanner Fuzz/.build/artifacts/FuzzEmojiScanner-crash-…
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
fuzz="$root/Fuzz"
targets=(FuzzEmojiScanner FuzzGB18030 FuzzTextMetric FuzzInputRules FuzzStickers FuzzTableGen FuzzJSONParse FuzzFieldPolicy FuzzCABI)

usage() { echo "usage: $0 [--list | --build | all | TARGET] [SECONDS]" >&2; exit 2; }
case ${1:-all} in
  --list) printf '%s\n' "${targets[@]}"; exit 0 ;;
  --build) selected=(); ;;
  all) selected=("${targets[@]}") ;;
  -*) usage ;;
  *)
    [[ " ${targets[*]} " == *" $1 "* ]] || { echo "fuzz.sh: unknown target '$1' (try --list)" >&2; exit 2; }
    selected=("$1")
    ;;
esac
seconds=${2:-60}
[[ $seconds =~ ^[0-9]+$ ]] || usage

log() { echo "fuzz.sh: $*" >&2; }

# On a failure libFuzzer and ASan print the stack; Swift's own backtracer
# would also start and can keep the pipe below open long after the target died.
export SWIFT_BACKTRACE=enable=no

start=$(date +%s)
log "building Fuzz/ with -sanitize=fuzzer,address"
# gold warns once per ASan helper symbol; keep the log readable.
if ! swift build --package-path "$fuzz" --scratch-path "$fuzz/.build" \
  -Xswiftc -sanitize=fuzzer,address 2>&1 | { grep -v 'Cannot export local symbol' || true; }; then
  log "build failed"
  exit 1
fi
log "build took $(( $(date +%s) - start )) s"

mkdir -p "$fuzz/.build/artifacts" "$fuzz/.build/logs"
# libFuzzer runs one thread per target, so the targets run side by side, one
# per core (FUZZ_JOBS to change it): on CI's two cores every target still
# gets its SECONDS, in half the wall-clock. Each target's lines are printed
# together when it ends.
jobs=${FUZZ_JOBS:-$(nproc 2>/dev/null || echo 1)}
[[ $jobs =~ ^[1-9][0-9]*$ ]] || { echo "fuzz.sh: FUZZ_JOBS must be a positive number" >&2; exit 2; }
run_target() {
  local target=$1 corpus="$fuzz/.build/corpus/$1" status=0
  mkdir -p "$corpus"
  # -timeout: one input taking over 10 s is a hang worth reporting.
  "$fuzz/.build/debug/$target" "$corpus" "$fuzz/Corpus/$target" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
    -artifact_prefix="$fuzz/.build/artifacts/$target-" > "$fuzz/.build/logs/$target.log" 2>&1 || status=$?
  {
    echo "fuzz.sh: $target for $seconds s: $([ "$status" = 0 ] && echo passed || echo "FAILED (exit $status)")"
    grep -E 'DONE|stat::number_of_executed_units|property failed|ERROR|SUMMARY|Fatal error|Test unit written|^Base64' \
      "$fuzz/.build/logs/$target.log" || true
  } >&2
  echo "$status" > "$fuzz/.build/logs/$target.status"
}
[ ${#selected[@]} = 0 ] || log "${#selected[@]} target(s), $seconds s each, $jobs at a time (full logs in Fuzz/.build/logs/)"
running=0
for target in "${selected[@]}"; do
  rm -f "$fuzz/.build/logs/$target.status"
  if [ "$running" -ge "$jobs" ]; then wait -n || true; running=$((running - 1)); fi
  run_target "$target" &
  running=$((running + 1))
done
wait || true
failed=()
for target in "${selected[@]}"; do
  [ "$(cat "$fuzz/.build/logs/$target.status" 2>/dev/null)" = 0 ] || failed+=("$target")
done

if [ ${#failed[@]} -gt 0 ]; then
  log "FAILED: ${failed[*]} (inputs in Fuzz/.build/artifacts/; rerun one with Fuzz/.build/debug/TARGET FILE)"
  exit 1
fi
log "all passed in $(( $(date +%s) - start )) s"
