#!/usr/bin/env bash
# Sets up a fresh Debian 12 machine and builds fastdec.
#   scripts/fresh-machine.sh example   build the main example and translate the bundled test set
#                                      with the bundled model under every setting (about 6 min)
#   scripts/fresh-machine.sh test      check the sources' format (.clang-format); build and
#                                      run all tests: release (GCC); then every
#                                      target compiled for x86-64-v4 (AVX-512) without the
#                                      optional baselines (compile-only); the tests built by
#                                      Clang in compiled mode, by GCC in compiled mode and by
#                                      Clang header-only; then ASan + UBSan (GCC)
# Missing packages are installed with apt when run as root; otherwise the
# exact apt-get line is printed and the script stops.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=${1:-}
if [[ "$mode" != example && "$mode" != test ]]; then
  echo "usage: $0 example|test" >&2
  exit 2
fi

packages=(g++ cmake make libeigen3-dev catch2 libbenchmark-dev)
if [[ "$mode" == test ]]; then
  packages+=(clang libclang-rt-14-dev clang-format)
fi
tools/install-packages.sh "${packages[@]}"

jobs=$(nproc)
if [[ "$mode" == example ]]; then
  cmake --preset release >/dev/null
  cmake --build --preset release --target evaluate -j "$jobs"
  # The bundled model on its test set under every output layer, GEMM and
  # pruning setting (docs/RESULTS.md; tools/plot/speed_bleu.py draws the .tsv).
  ./build/release/examples/evaluate --tsv build/release/evaluate.tsv
else
  scripts/check-format.sh
  cmake --preset release
  cmake --build --preset release -j "$jobs"
  ctest --preset release -j "$jobs"
  # Compile-only: a machine without AVX-512 could not run it, and the release
  # build above ran the tests. What it catches: warnings and errors that only
  # AVX-512 code or a machine without OpenBLAS, oneDNN, hnswlib or intgemm
  # shows (fastdec's own build machine may have neither).
  cmake --preset x86-64-v4
  cmake --build --preset x86-64-v4 -j "$jobs"
  # Both kernel modes under both compilers: Clang in compiled mode, GCC in
  # compiled mode, Clang header-only (the release build above is GCC
  # header-only).
  for preset in clang compiled clang-header-only; do
    cmake --preset "$preset"
    cmake --build --preset "$preset" -j "$jobs"
    ctest --preset "$preset" -j "$jobs"
  done
  scripts/fuzz.sh 5  # each loader's libFuzzer target, 5 s each
  cmake --preset asan
  cmake --build --preset asan -j "$jobs"
  ctest --preset asan -j "$jobs"
fi
