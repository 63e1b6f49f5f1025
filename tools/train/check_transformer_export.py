#!/usr/bin/python3
"""Checks that fastdec decodes the exported Transformer as PyTorch does.

    tools/train/check_transformer_export.py TRANSLATE MODEL_DIR DEV_RAW_SOURCE [--gemm fp32]

Encodes DEV_RAW_SOURCE with MODEL_DIR/spm.model (as train_transformer.py
did), runs TRANSLATE (examples/translate) greedily (--beam 1 --nbest 1, full
softmax) on the pieces with MODEL_DIR's model.npz and vocab.txt, and
compares each translation's ids and log-probability with MODEL_DIR/dev.greedy,
which train_transformer.py wrote from the PyTorch model itself. Prints the
identical translations and the largest log-probability difference among
them; exits 1 if a translation differs in fp32, or a log-probability by more
than 1e-3 per token.
"""
import argparse
import os
import subprocess
import sys

import sentencepiece as spm


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("translate")
    p.add_argument("model_dir")
    p.add_argument("dev_source")
    p.add_argument("--gemm", default="fp32", choices=["fp32", "int16", "int8"])
    a = p.parse_args()

    d = a.model_dir
    with open(os.path.join(d, "dev.greedy"), encoding="utf-8") as f:
        reference = [line.rstrip("\n").split(" ||| ") for line in f]
    processor = spm.SentencePieceProcessor(model_file=os.path.join(d, "spm.model"))
    with open(a.dev_source, encoding="utf-8") as f:
        lines = f.read().splitlines()[:len(reference)]
    pieces = "".join(" ".join(processor.encode(line, out_type=str)) + "\n" for line in lines)
    run = subprocess.run(
        [a.translate, "--model", os.path.join(d, "model.npz"),
         "--source-vocab", os.path.join(d, "vocab.txt"),
         "--target-vocab", os.path.join(d, "vocab.txt"), "--source-eos",
         "--beam", "1", "--nbest", "1", "--output-layer", "full", "--gemm", a.gemm, "--quiet"],
        input=pieces, capture_output=True, text=True, check=True)
    rows = [line.split(" ||| ") for line in run.stdout.splitlines()]
    if len(rows) != len(reference):
        sys.exit(f"check: {len(rows)} translations for {len(reference)} PyTorch decodes")
    identical, worst, worst_per_token = 0, 0.0, 0.0
    for row, (ids, logprobs) in zip(rows, reference):
        expected = [processor.id_to_piece(int(i)) for i in ids.split()]
        if expected and expected[-1] == "</s>":
            expected = expected[:-1]
        if row[1].split() != expected:
            continue
        identical += 1
        total = sum(float(x) for x in logprobs.split())
        difference = abs(float(row[2].split()[1]) - total)
        worst = max(worst, difference)
        worst_per_token = max(worst_per_token, difference / max(len(expected) + 1, 1))
    print(f"{a.gemm}: {identical} of {len(reference)} translations identical to PyTorch's greedy "
          f"decode; largest log-probability difference among them {worst:.2e} "
          f"({worst_per_token:.2e} per token)")
    if (a.gemm == "fp32" and identical != len(reference)) or worst_per_token > 1e-3:
        sys.exit(1)


if __name__ == "__main__":
    main()
