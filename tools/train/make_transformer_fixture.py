"""Writes the reference Transformer's test fixture: three tiny random models of
transformer.py (pre-norm relu tied, post-norm gelu untied, pre-norm relu tied
with learned positions) as .npz files and
their greedy decodes of fixed source sentences, which
tests/model/test_transformer_model.cpp decodes again with fastdec.

    /usr/bin/python3 tools/train/make_transformer_fixture.py [OUT_DIR]

OUT_DIR defaults to tests/model/data. Each model's decodes go to a text file
of the same stem, one block per sentence:

    source <ids, EOS last>
    tokens <ids, EOS last unless the length limit stopped it>
    logprobs <one per token, repr of a Python float (round-trips)>

BOS = 0, EOS = 1. The length limit is BeamSearch's default,
floor(2 * source length + 10) steps (the source's EOS counted).
"""
import math
import os
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import transformer as T  # noqa: E402

BOS, EOS = 0, 1
SOURCES = [
    [5, 9, 13, 2, 1],
    [7, 1],
    [30, 31, 32, 33, 34, 35, 36, 37, 1],
    [12, 25, 3, 39, 1],
    [4, 4, 4, 1],
    [21, 8, 17, 26, 11, 38, 6, 1],
]
# (file stem, configuration, seed, embedding scale, decoder final norm weight std).
MODELS = [
    ("transformer_prenorm_relu_tied", dict(pre_norm=True, activation="relu", tied=True), 13, 1.0,
     4.0),
    ("transformer_postnorm_gelu_untied", dict(pre_norm=False, activation="gelu", tied=False), 12,
     3.0, None),
    ("transformer_prenorm_relu_learned", dict(pre_norm=True, activation="relu", tied=True,
                                              learned_positions=32), 14, 1.0, 4.0),
]


def build(options, seed, embedding_scale, final_norm_std):
    torch.manual_seed(seed)
    config = T.Config(vocab=40, d_model=16, heads=2, ff=24, encoder_layers=2, decoder_layers=2,
                      dropout=0.0, **options)
    model = T.Transformer(config)
    # With PyTorch's initialization a random model repeats one token (the
    # residual stream carries E[y], which a tied output layer scores highest).
    # Random layer norm gains, larger embeddings and a bias towards EOS make
    # the greedy outputs vary with the source and the step, and some end.
    with torch.no_grad():
        for name, p in model.named_parameters():
            if name.endswith("norm.weight"):
                p.copy_(1.0 + 0.2 * torch.randn_like(p))
            elif name.endswith("norm.bias"):
                p.copy_(0.1 * torch.randn_like(p))
            elif name in ("embedding.weight", "output_weight"):
                p.mul_(embedding_scale)
            elif name.endswith("positions.weight"):  # learned: as large as sqrt(d) E[y]
                p.mul_(4.0)
            elif name == "output_bias":
                p.copy_(0.1 * torch.randn_like(p))
                p[EOS] += 1.0
        if final_norm_std is not None:
            weight = model.decoder.final_norm.weight
            weight.copy_(final_norm_std * torch.randn_like(weight))
    model.eval()
    return model


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "..", "tests", "model", "data")
    os.makedirs(out, exist_ok=True)
    for stem, options, seed, embedding_scale, final_norm_std in MODELS:
        model = build(options, seed, embedding_scale, final_norm_std)
        np.savez(os.path.join(out, stem + ".npz"), **T.export_state(model))
        lines = []
        for source in SOURCES:
            limit = math.floor(2.0 * len(source) + 10)
            tokens, logprobs = model.greedy(source, BOS, EOS, limit)
            lines.append("source " + " ".join(map(str, source)))
            lines.append("tokens " + " ".join(map(str, tokens)))
            lines.append("logprobs " + " ".join(repr(lp) for lp in logprobs))
        with open(os.path.join(out, stem + ".txt"), "w") as f:
            f.write("\n".join(lines) + "\n")
        print(stem, [len(line.split()) - 1 for line in lines[1::3]])


if __name__ == "__main__":
    main()
