#!/usr/bin/env bash
# Builds the Bible corpus and trains the reference GRU model on it.
#   tools/train/train.sh [OUT_DIR] [train_gru.py options...]   default OUT_DIR build/model/en-es
# Installs python3-torch, python3-numpy and OpenBLAS with apt (as root; else
# prints the line), runs tools/data/make-data.sh, trains with
# tools/train/train_gru.py, then checks with tools/train/check_export.py that
# examples/translate (built here) decodes the result as PyTorch does, and
# makes the WA output layer's lexicon with tools/train/make_lexicon.sh.
set -euo pipefail
cd "$(dirname "$0")/../.."

out=${1:-build/model/en-es}
shift || true
tools/install-packages.sh python3-torch python3-numpy libopenblas0-pthread g++ cmake make libeigen3-dev

data=build/data/en-es
tools/data/make-data.sh "$data" >/dev/null
/usr/bin/python3 tools/train/train_gru.py "$data" "$out" "$@"
cmake -S . -B build/translate -DCMAKE_BUILD_TYPE=Release -DFASTDEC_BUILD_TESTS=OFF \
  -DFASTDEC_BUILD_BENCHMARKS=OFF >/dev/null
cmake --build build/translate --target translate -j "$(nproc)" >/dev/null
for gemm in fp32 int16; do
  /usr/bin/python3 tools/train/check_export.py build/translate/examples/translate "$out" \
    "$data/dev.en" --gemm "$gemm"
done
# The IBM Model 1 lexicon of the WA output layer: $out/lexicon.s2t.txt.
tools/train/make_lexicon.sh "$data" "$out"
# The dev and test sets travel with the model: examples/evaluate reads them there.
cp "$data"/dev.en "$data"/dev.es "$data"/test.en "$data"/test.es "$out"/
