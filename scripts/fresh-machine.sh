#!/usr/bin/env bash
# Sets up a fresh Debian 12 machine and builds fastdec.
#   scripts/fresh-machine.sh example    build the main example and translate the bundled test set
#                                       with the bundled model under every setting (about 6 min)
#   scripts/fresh-machine.sh test       does it work here: check the sources' format
#                                       (.clang-format), build the tests and the examples they run
#                                       (GCC release, compiled kernels) and run them (ctest)
#   scripts/fresh-machine.sh test-all   what CI runs: `test`, then every other configuration
#                                       (docs/design.md, "What each CI configuration catches"):
#                                       every target for x86-64-v4 (Clang, compiled mode,
#                                       compile-only), Clang header-only with the packaging checks,
#                                       the loaders' fuzz targets, ASan + UBSan (GCC, compiled
#                                       mode, every kernel also compiled header-only once), and the
#                                       aarch64 cross build with its tests under qemu
# Missing packages are installed with apt when run as root; otherwise the
# exact apt-get line is printed and the script stops.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=${1:-}
if [[ "$mode" != example && "$mode" != test && "$mode" != test-all ]]; then
  echo "usage: $0 example|test|test-all" >&2
  exit 2
fi

case "$mode" in
  example) packages=(g++ cmake make libeigen3-dev catch2 libbenchmark-dev pkg-config
                     libsentencepiece-dev) ;;
  test) packages=(g++ cmake make libeigen3-dev catch2 clang-format pkg-config libsentencepiece-dev) ;;
  test-all) packages=(g++ cmake make libeigen3-dev catch2 libbenchmark-dev clang-format clang
                      libclang-rt-14-dev pkg-config libsentencepiece-dev g++-aarch64-linux-gnu
                      qemu-user-static) ;;
esac
tools/install-packages.sh "${packages[@]}"

jobs=$(nproc)
stage() {  # prints a stage's name and, when it ends, its wall time
  echo "== fresh-machine: $1" >&2
  stage_start=$(date +%s)
}
stage_done() { echo "== fresh-machine: done in $(($(date +%s) - stage_start)) s" >&2; }

# Configure, build and (unless "build-only") run one preset's tests.
preset() {
  stage "$1${2:+ ($2)}"
  cmake --preset "$1" >/dev/null
  cmake --build --preset "$1" -j "$jobs"
  if [[ "${2:-}" != build-only ]]; then ctest --preset "$1" -j "$jobs"; fi
  stage_done
}

if [[ "$mode" == example ]]; then
  cmake --preset release >/dev/null
  cmake --build --preset release --target evaluate -j "$jobs"
  # The bundled model on its test set under every output layer, GEMM and
  # pruning setting (docs/RESULTS.md; tools/plot/speed_bleu.py draws the .tsv).
  ./build/release/examples/evaluate --tsv build/release/evaluate.tsv
  # The reference Transformer on raw text through SentencePiece, with where
  # its time goes (docs/RESULTS.md).
  ./build/release/examples/evaluate --model-dir models/en-es-transformer \
    --tsv build/release/evaluate-transformer.tsv
  exit 0
fi

stage "format"
scripts/check-format.sh
stage_done
preset test
if [[ "$mode" == test-all ]]; then
  # Compile-only: a machine without AVX-512 could not run it.
  preset x86-64-v4 build-only
  preset clang-header-only
  stage "fuzz"
  scripts/fuzz.sh 5 --parallel # each fuzz target for 5 s, all at once
  stage_done
  preset asan
  # aarch64: the test programs and translate cross-built, run under qemu (the
  # quick and isa tests, translate's own test, and the digest of both bundled
  # models' translations at the default level, which qemu's CPU makes
  # neon_dotprod: the cross-aarch64 presets). Each level's bit-identity tests
  # make the other levels' digests follow; `ctest --test-dir
  # build/cross-aarch64 -R digest` runs them too (minutes each under qemu).
  preset cross-aarch64
fi
