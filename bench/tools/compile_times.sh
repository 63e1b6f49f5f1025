#!/usr/bin/env bash
# Compile times of fastdec's headers: user + system CPU
# seconds of one compiler process, the least of N runs, for
#   umbrella   #include <fastdec/fastdec.hpp>, -fsyntax-only
#   readme     the README's example (between its readme-example markers), -O2, compiled and linked
#   readme+umbrella  the same with #include <fastdec/fastdec.hpp> added first
#              (what including the umbrella instead of the headers used costs)
#   int16      a program that uses only Int16Gemm (with FusedTopK), -O2; also
#              reports whether Eigen was read and how many fp32 GEMM tiles were compiled
#   int8       the same program with Int8Gemm
#   baseline   the standard headers and <immintrin.h> fastdec.hpp reads, -fsyntax-only
#   eigen      <Eigen/Core>, -fsyntax-only
#   *-compiled the first three in compiled mode (-DFASTDEC_COMPILED_KERNELS:
#              the x86 kernels come from the fastdec_kernels library), compiled
#              without linking (-c)
# Usage: bench/tools/compile_times.sh [runs=3] [compiler=g++] [--against REV] [--rows ROW,...]
# --rows times only the rows named (e.g. --rows readme,readme-compiled).
# Run it on an idle machine: the figures are CPU time, but a busy machine
# still slows a compile (shared caches, frequency).
#
# --against REV compares with the headers of commit REV in pairs: each run
# compiles the same file against REV's headers and this tree's at once, one
# compiler per core (taskset), the cores swapped every run, and prints the
# least time of each and the geometric mean of the runs' ratios (this tree /
# REV's). On a shared, noisy machine (a VM whose speed drifts by 20% within
# minutes, and whose two cores have differed by up to 1.5x) only such pairs,
# which see the same moment, give a ratio worth quoting; two sequential runs
# of the script do not. An even number of runs puts each tree on each core
# equally often, so a steady difference between the cores cancels in the
# mean; the rows `baseline` and `eigen` (no fastdec header) show what is left
# of the noise. Needs two cores; REV's tree must compile the same sources
# (the README example is this tree's).
set -euo pipefail
cd "$(dirname "$0")/../.."
against=
rows=
positional=()
while (($#)); do
  case $1 in
    --against) against=$2; shift 2 ;;
    --rows) rows=",$2,"; shift 2 ;;
    *) positional+=("$1"); shift ;;
  esac
done
runs=${positional[0]:-3}
cxx=${positional[1]:-g++}
if [[ -n "$against" ]] && ((runs % 2)); then runs=$((runs + 1)); fi  # each tree on each core equally
work=$(mktemp -d)
cleanup() {
  [[ -n "$against" && -d "$work/against" ]] && git worktree remove --force "$work/against"
  rm -rf "$work"
}
trap cleanup EXIT
eigen=$(pkg-config --cflags eigen3 2>/dev/null || echo -I/usr/include/eigen3)
flags=(-std=c++20 -Iinclude $eigen)
if [[ -n "$against" ]]; then
  git worktree add --detach "$work/against" "$against" >/dev/null 2>&1
  against_flags=(-std=c++20 "-I$work/against/include" $eigen)
fi

# cpu_seconds TIMEFILE: user + system seconds /usr/bin/time wrote.
cpu_seconds() { awk '{printf "%.2f", $1 + $2}' "$1"; }

# paired_time NAME ARGS...: --against's pairs (see the header).
paired_time() {
  local name=$1 ratios=() ours=() theirs=()
  shift
  for ((i = 0; i < runs; i++)); do
    local core_ours=$((i % 2)) core_theirs=$((1 - i % 2))
    /usr/bin/time -o "$work/time_ours" -f "%U %S" taskset -c $core_ours \
      "$cxx" "${flags[@]}" "${@/#@OUT@/$work/ours}" >/dev/null 2>"$work/errors_ours" &
    local pid_ours=$!
    /usr/bin/time -o "$work/time_theirs" -f "%U %S" taskset -c $core_theirs \
      "$cxx" "${against_flags[@]}" "${@/#@OUT@/$work/theirs}" >/dev/null 2>"$work/errors_theirs" &
    local pid_theirs=$!
    local failed=
    wait $pid_ours || failed="this tree"
    wait $pid_theirs || failed="$against"
    if [[ -n "$failed" ]]; then
      echo "$name: the compile failed with $failed's headers:" >&2
      cat "$work/errors_ours" "$work/errors_theirs" | head -20 >&2
      exit 1
    fi
    ours+=("$(cpu_seconds "$work/time_ours")")
    theirs+=("$(cpu_seconds "$work/time_theirs")")
    ratios+=("$(awk -v a="${ours[-1]}" -v b="${theirs[-1]}" 'BEGIN { printf "%.3f", a / b }')")
  done
  local least_ours least_theirs mean
  least_ours=$(printf '%s\n' "${ours[@]}" | sort -n | head -1)
  least_theirs=$(printf '%s\n' "${theirs[@]}" | sort -n | head -1)
  mean=$(printf '%s\n' "${ratios[@]}" | awk '{ s += log($1) } END { printf "%.3f", exp(s / NR) }')
  printf '%-26s %6s s  %6s s   %5s   (%s)\n' "$name" "$least_theirs" "$least_ours" "$mean" "${ratios[*]}"
}

# least_time NAME ARGS...: the least user+system time of $runs compiles
# (with --against, the pairs). An argument @OUT@name is an output file.
least_time() {
  if [[ -n "$rows" && "$rows" != *",$1,"* ]]; then return; fi
  if [[ -n "$against" ]]; then
    paired_time "$@"
    return
  fi
  local name=$1 best=
  shift
  set -- "${@/#@OUT@/$work/}"
  for ((i = 0; i < runs; i++)); do
    if ! /usr/bin/time -o "$work/time" -f "%U %S" "$cxx" "${flags[@]}" "$@" >/dev/null 2>"$work/errors"; then
      echo "$name: the compile failed:" >&2
      head -20 "$work/errors" >&2
      exit 1
    fi
    local t
    t=$(cpu_seconds "$work/time")
    if [[ -z "$best" ]] || awk -v a="$t" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$t; fi
  done
  printf '%-26s %6s s\n' "$name" "$best"
}

echo '#include <fastdec/fastdec.hpp>' >"$work/umbrella.cpp"
awk '/<!-- readme-example -->/ { on = 1; next } /<!-- \/readme-example -->/ { on = 0 }
     on && !/^```/' README.md >"$work/readme.cpp"
{ echo '#include <fastdec/fastdec.hpp>'; cat "$work/readme.cpp"; } >"$work/readme_umbrella.cpp"
cat >"$work/int16.cpp" <<'CPP'
#include <fastdec/gemm/int16_gemm.hpp>
#include <fastdec/output/fused_topk.hpp>

#include <vector>

int main() {
  std::vector<float> w(64 * 32, 0.25f), h(32, 1.0f);
  const fastdec::OutputWeights weights(w, std::vector<float>(64, 0.0f), 64, 32);
  const fastdec::FusedTopK<fastdec::Int16Gemm> layer(weights);
  fastdec::FusedTopK<fastdec::Int16Gemm>::Workspace workspace;
  std::vector<fastdec::ScoredToken> best(4);
  layer.topk(workspace, {h.data(), 1, 32}, 4, {best.data(), 1, 4});
  return best[0].token < 64 ? 0 : 1;
}
CPP
sed -e 's/int16_gemm/int8_gemm/; s/Int16Gemm/Int8Gemm/g' "$work/int16.cpp" >"$work/int8.cpp"
# The standard and intrinsics headers the umbrella reads directly.
"$cxx" "${flags[@]}" -fsyntax-only -H "$work/umbrella.cpp" 2>&1 >/dev/null |
  awk '/^\.+ / { depth = length($1); file = $2
                 if (file ~ /include\/fastdec\//) { inside = depth; next }
                 if (depth == inside + 1 && (file ~ /c\+\+\/[0-9]+\/[a-z_]+$/ || file ~ /\/(immintrin|sys\/mman)\.h$/))
                   print "#include \"" file "\"" }' |
  sort -u >"$work/baseline.cpp"
echo '#include <Eigen/Core>' >"$work/eigen.cpp"

if [[ -n "$against" ]]; then
  echo "compiler: $("$cxx" --version | head -1); $runs pairs each, least user+system CPU time"
  printf '%-26s %8s  %8s   %5s   (each pair)\n' "" "$against" "this" "ratio"
else
  echo "compiler: $("$cxx" --version | head -1); $runs runs each, least user+system CPU time"
fi
least_time umbrella -fsyntax-only "$work/umbrella.cpp"
least_time readme -O2 "$work/readme.cpp" -o @OUT@readme
least_time readme+umbrella -O2 "$work/readme_umbrella.cpp" -o @OUT@readme
least_time int16 -O2 "$work/int16.cpp" -o @OUT@int16
least_time int8 -O2 "$work/int8.cpp" -o @OUT@int8
if [[ -f src/arch/kernels_avx2.cpp || -f src/arch/kernels_level.cpp.in ]]; then  # trees from before compiled mode lack both
  least_time umbrella-compiled -DFASTDEC_COMPILED_KERNELS -fsyntax-only "$work/umbrella.cpp"
  least_time readme-compiled -DFASTDEC_COMPILED_KERNELS -O2 -c "$work/readme.cpp" -o @OUT@readme.o
  least_time readme+umbrella-compiled -DFASTDEC_COMPILED_KERNELS -O2 -c "$work/readme_umbrella.cpp" -o @OUT@readme.o
  least_time int16-compiled -DFASTDEC_COMPILED_KERNELS -O2 -c "$work/int16.cpp" -o @OUT@int16.o
  least_time int8-compiled -DFASTDEC_COMPILED_KERNELS -O2 -c "$work/int8.cpp" -o @OUT@int8.o
fi
least_time baseline -fsyntax-only "$work/baseline.cpp"
least_time eigen -fsyntax-only "$work/eigen.cpp"
eigen_headers=$("$cxx" "${flags[@]}" -fsyntax-only -H "$work/int16.cpp" 2>&1 | grep -c 'Eigen/' || true)
[[ -f "$work/int16" ]] || "$cxx" "${flags[@]}" -O2 "$work/int16.cpp" -o "$work/int16"
fp32_tiles=$(nm -C "$work/int16" | grep -c 'fp32_tile\|fp32_block' || true)
echo "int16 program: $eigen_headers Eigen headers read, $fp32_tiles fp32 GEMM tile symbols"
