#!/usr/bin/env bash
# Builds the libFuzzer targets of tests/fuzz (Clang, ASan + UBSan), writes
# each one's seeds with the library's own writers, and runs each for
# SECONDS (default 5): one line per target with its executions, corpus size
# and findings. Exits non-zero if any target found a crash.
#   scripts/fuzz.sh [SECONDS] [--parallel]
# --parallel runs the targets at once (under nice) instead of one by one.
# Crashing inputs are left as build/fuzz/<target>-crash-*; the corpus grows
# in build/fuzz/corpus/<target>. Needs clang and libclang-rt-14-dev.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-5}
parallel=${2:-}
build=build/fuzz
cmake -S tests/fuzz -B "$build" -DCMAKE_CXX_COMPILER=clang++ -DFASTDEC_WERROR=ON >/dev/null
cmake --build "$build" -j "$(nproc)" >/dev/null
mapfile -t fuzzers <"$build/fuzzers.txt"

run_fuzzer() {
  local name=$1 seeds=$build/seeds/$1 corpus=$build/corpus/$1
  rm -rf "$seeds"
  mkdir -p "$corpus"
  if ! "$build/${name}_seeds" "$seeds" >"$build/$name.log" 2>&1; then
    echo "$name: FINDING in its own seeds, see $build/$name.log"
    return 1
  fi
  local status=0
  nice "$build/$name" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -malloc_limit_mb=256 -print_final_stats=1 -artifact_prefix="$build/$name-" \
    "$corpus" "$seeds" >"$build/$name.log" 2>&1 || status=$?
  local runs
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$build/$name.log")
  echo "$name: ${runs:-?} executions in ${seconds} s, corpus $(ls "$corpus" | wc -l) files," \
    "$( ((status == 0)) && echo "no findings" || echo "FINDING (exit $status, see $build/$name.log)")"
  return "$status"
}

failed=0
if [[ "$parallel" == --parallel ]]; then
  pids=()
  for name in "${fuzzers[@]}"; do
    run_fuzzer "$name" &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
else
  for name in "${fuzzers[@]}"; do run_fuzzer "$name" || failed=1; done
fi
exit "$failed"
