#!/usr/bin/python3
"""Checks that fastdec decodes an exported model as PyTorch does.

    tools/train/check_export.py TRANSLATE MODEL_DIR DEV_SOURCE [--gemm fp32]

Runs TRANSLATE (examples/translate) greedily (--beam 1 --nbest 1, full
softmax, no approximate speed-ups) on DEV_SOURCE with MODEL_DIR's model.npz
and vocabularies, and compares each translation and its log-probability
with MODEL_DIR/dev.greedy and dev.greedy.logprob, which train_gru.py wrote
from the PyTorch model itself. Prints the identical translations and the
largest log-probability difference among them; exits 1 if any translation
differs (fp32) or a log-probability differs by more than 1e-3 per token.
"""
import argparse
import os
import subprocess
import sys


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("translate")
    p.add_argument("model_dir")
    p.add_argument("dev_source")
    p.add_argument("--gemm", default="fp32", choices=["fp32", "int16"])
    a = p.parse_args()

    d = a.model_dir
    with open(a.dev_source, encoding="utf-8") as source:
        run = subprocess.run(
            [a.translate, "--model", os.path.join(d, "model.npz"),
             "--source-vocab", os.path.join(d, "vocab.src"),
             "--target-vocab", os.path.join(d, "vocab.tgt"),
             "--beam", "1", "--nbest", "1", "--output-layer", "full", "--gemm", a.gemm,
             "--speedups", "none", "--quiet"],
            stdin=source, capture_output=True, text=True, check=True)
    rows = [line.split(" ||| ") for line in run.stdout.splitlines()]
    with open(os.path.join(d, "dev.greedy"), encoding="utf-8") as f:
        reference = [line.rstrip("\n") for line in f]
    with open(os.path.join(d, "dev.greedy.logprob"), encoding="utf-8") as f:
        reference_logprob = [float(line) for line in f]
    if len(rows) != len(reference):
        sys.exit(f"check_export: {len(rows)} translations for {len(reference)} reference lines")

    identical, worst, worst_per_token = 0, 0.0, 0.0
    for (_, tokens, features, _), words, logprob in zip(rows, reference, reference_logprob):
        if tokens != words:
            continue  # int16 may choose another word; its score is not comparable
        identical += 1
        fields = features.split()
        difference = abs(float(fields[1]) - logprob)
        worst = max(worst, difference)
        worst_per_token = max(worst_per_token, difference / max(int(fields[3]), 1))
    print(f"{a.gemm}: {identical} of {len(rows)} translations identical to PyTorch's greedy "
          f"decode; largest log-probability difference among them {worst:.2e} "
          f"({worst_per_token:.2e} per token); {len(set(reference))} distinct translations")
    exact = a.gemm == "fp32"
    if (exact and identical != len(rows)) or worst_per_token > 1e-3:
        sys.exit(1)


if __name__ == "__main__":
    main()
