#!/usr/bin/env bash
# Makes the word-alignment lexicon of a SentencePiece model over its pieces,
# as Bergamot ships one beside each student (translate --output-layer wa
# --lexicon MODEL_DIR/lexicon.s2t.bin).
#   tools/train/make_piece_lexicon.sh [DATA_DIR] [MODEL_DIR]
#   default build/data/en-es models/en-es-transformer
# Encodes DATA_DIR/train.raw.{en,es} into pieces with MODEL_DIR/spm.model,
# trains IBM Model 1 with fast_align's diagonal prior on them
# (examples/build_lexicon, built in build/translate), keeps the 50 best target
# pieces of each source piece (tools/train/prune_lexicon.py) and writes them
# in fastdec's binary form, in the model's piece ids (build_lexicon --convert).
# The intermediate files go to build/lexicon-pieces.
set -euo pipefail
cd "$(dirname "$0")/../.."

data=${1:-build/data/en-es}
model=${2:-models/en-es-transformer}
work=build/lexicon-pieces

cmake -S . -B build/translate -DCMAKE_BUILD_TYPE=Release -DFASTDEC_BUILD_TESTS=OFF \
  -DFASTDEC_BUILD_BENCHMARKS=OFF >/dev/null
cmake --build build/translate --target build_lexicon -j "$(nproc)" >/dev/null
mkdir -p "$work"
/usr/bin/python3 - "$model/spm.model" "$data" "$work" <<'EOF'
import sys
import sentencepiece as spm
processor = spm.SentencePieceProcessor(model_file=sys.argv[1])
for side in ("en", "es"):
    with open(f"{sys.argv[2]}/train.raw.{side}", encoding="utf-8") as raw, \
         open(f"{sys.argv[3]}/train.{side}", "w", encoding="utf-8") as pieces:
        for line in raw:
            pieces.write(" ".join(processor.encode(line.rstrip("\n"), out_type=str)) + "\n")
EOF
build/translate/examples/build_lexicon --source "$work/train.en" --target "$work/train.es" \
  --output "$work/lexicon.full.txt" --diagonal-tension 4 --show ▁God,▁water,▁wept --coverage 50
/usr/bin/python3 tools/train/prune_lexicon.py "$work/lexicon.full.txt" \
  "$model/vocab.txt" "$model/vocab.txt" "$work/lexicon.s2t.txt"
build/translate/examples/build_lexicon --convert "$work/lexicon.s2t.txt" \
  --source-vocab "$model/vocab.txt" --target-vocab "$model/vocab.txt" \
  --binary "$model/lexicon.s2t.bin" --show ▁God,▁wept
