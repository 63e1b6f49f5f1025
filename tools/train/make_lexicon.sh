#!/usr/bin/env bash
# Makes the word-alignment lexicon of a trained model, for the WA output layer
# (translate --output-layer wa --lexicon MODEL_DIR/lexicon.s2t.txt).
#   tools/train/make_lexicon.sh [DATA_DIR] [MODEL_DIR]   default build/data/en-es build/model/en-es
# Builds examples/build_lexicon in build/translate, trains IBM Model 1 with
# fast_align's diagonal prior on DATA_DIR/train.{en,es} into
# build/lexicon/lexicon.full.txt, then keeps with tools/train/prune_lexicon.py
# the 50 best targets of each source word of the model's vocabularies in
# MODEL_DIR/lexicon.s2t.txt.
set -euo pipefail
cd "$(dirname "$0")/../.."

data=${1:-build/data/en-es}
model=${2:-build/model/en-es}

cmake -S . -B build/translate -DCMAKE_BUILD_TYPE=Release -DFASTDEC_BUILD_TESTS=OFF \
  -DFASTDEC_BUILD_BENCHMARKS=OFF >/dev/null
cmake --build build/translate --target build_lexicon -j "$(nproc)" >/dev/null
mkdir -p build/lexicon
build/translate/examples/build_lexicon --source "$data/train.en" --target "$data/train.es" \
  --output build/lexicon/lexicon.full.txt --diagonal-tension 4 --show god,water,lord --coverage 50
/usr/bin/python3 tools/train/prune_lexicon.py build/lexicon/lexicon.full.txt \
  "$model/vocab.src" "$model/vocab.tgt" "$model/lexicon.s2t.txt"
