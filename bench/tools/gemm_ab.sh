#!/usr/bin/env bash
# Paired A/B of two versions of fastdec's packed GEMM kernels in one process
# (docs/RESULTS.md, "GEMM backends"). Side a is the headers of a git revision,
# side b the working tree:
#   bench/tools/gemm_ab.sh REV int16|int8|fp32 K N COPIES PAIRS M...
# e.g. bench/tools/gemm_ab.sh HEAD~1 int16 1024 80000 2 24 1 6 12
# COPIES prepared copies are used in turn: make COPIES x weights exceed the
# last-level cache for cold weights. Runs pinned to CPU 0. CXX picks the compiler;
# FASTDEC_FORCE_ISA sets the level both sides run at (avx2: AVX2 without AVX-VNNI).
set -euo pipefail
if [ $# -lt 7 ]; then
  sed -n '2,8p' "$0"
  exit 2
fi
rev=$1
shift
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/a"
git -C "$root" archive "$rev" include | tar -x -C "$work/a"
cxx=${CXX:-g++}
flags=(-O3 -DNDEBUG -std=c++20 -I "$root/bench/tools/gemm_ab")
src=$root/bench/tools/gemm_ab
"$cxx" "${flags[@]}" -DFASTDEC_AB_SIDE=a -Dfastdec=fastdec_ab_a -I "$work/a/include" -c "$src/side.cpp" -o "$work/a.o" &
side_a=$!
"$cxx" "${flags[@]}" -DFASTDEC_AB_SIDE=b -Dfastdec=fastdec_ab_b -I "$root/include" -c "$src/side.cpp" -o "$work/b.o" &
side_b=$!
wait "$side_a"
wait "$side_b"
"$cxx" "${flags[@]}" "$src/main.cpp" "$work/a.o" "$work/b.o" -o "$work/gemm_ab"
echo "a = $rev ($(git -C "$root" rev-parse --short "$rev")), b = working tree"
taskset -c 0 "$work/gemm_ab" "$@"
