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
# Usage: bench/tools/compile_times.sh [runs=3] [compiler=g++]
# Run it on an idle machine: the figures are CPU time, but a busy machine
# still slows a compile (shared caches, frequency).
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-3}
cxx=${2:-g++}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
eigen=$(pkg-config --cflags eigen3 2>/dev/null || echo -I/usr/include/eigen3)
flags=(-std=c++20 -Iinclude $eigen)

# least_time NAME ARGS...: the least user+system time of $runs compiles.
least_time() {
  local name=$1 best=
  shift
  for ((i = 0; i < runs; i++)); do
    if ! /usr/bin/time -o "$work/time" -f "%U %S" "$cxx" "${flags[@]}" "$@" >/dev/null 2>"$work/errors"; then
      echo "$name: the compile failed:" >&2
      head -20 "$work/errors" >&2
      exit 1
    fi
    local t
    t=$(awk '{printf "%.2f", $1 + $2}' "$work/time")
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

echo "compiler: $("$cxx" --version | head -1); $runs runs each, least user+system CPU time"
least_time umbrella -fsyntax-only "$work/umbrella.cpp"
least_time readme -O2 "$work/readme.cpp" -o "$work/readme"
least_time readme+umbrella -O2 "$work/readme_umbrella.cpp" -o "$work/readme"
least_time int16 -O2 "$work/int16.cpp" -o "$work/int16"
least_time int8 -O2 "$work/int8.cpp" -o "$work/int8"
if [[ -f src/arch/kernels_avx2.cpp ]]; then  # trees from before compiled mode lack it
  least_time umbrella-compiled -DFASTDEC_COMPILED_KERNELS -fsyntax-only "$work/umbrella.cpp"
  least_time readme-compiled -DFASTDEC_COMPILED_KERNELS -O2 -c "$work/readme.cpp" -o "$work/readme.o"
  least_time readme+umbrella-compiled -DFASTDEC_COMPILED_KERNELS -O2 -c "$work/readme_umbrella.cpp" -o "$work/readme.o"
  least_time int16-compiled -DFASTDEC_COMPILED_KERNELS -O2 -c "$work/int16.cpp" -o "$work/int16.o"
  least_time int8-compiled -DFASTDEC_COMPILED_KERNELS -O2 -c "$work/int8.cpp" -o "$work/int8.o"
fi
least_time baseline -fsyntax-only "$work/baseline.cpp"
least_time eigen -fsyntax-only "$work/eigen.cpp"
eigen_headers=$("$cxx" "${flags[@]}" -fsyntax-only -H "$work/int16.cpp" 2>&1 | grep -c 'Eigen/' || true)
fp32_tiles=$(nm -C "$work/int16" | grep -c 'fp32_tile\|fp32_block' || true)
echo "int16 program: $eigen_headers Eigen headers read, $fp32_tiles fp32 GEMM tile symbols"
