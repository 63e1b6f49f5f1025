#!/usr/bin/env python3
"""Writes a random-weight model for examples/translate, as a PyTorch user would.

    python3 examples/random_gru_model.py --out DIR [--target-vocab 8000 ...]

DIR/model.npz holds the tensors of fastdec's reference GRU model under their
PyTorch state_dict names (docs/model.md lists them), written with np.savez,
exactly what

    np.savez(path, **{k: v.numpy() for k, v in model.state_dict().items()})

writes for a trained model. DIR/vocab.src and DIR/vocab.tgt list one word
per line (<s>, </s>, <unk>, then w3, w4, ...); DIR/input.txt holds a few
tokenized source sentences. The weights are uniform in +-1/sqrt(fan-in),
PyTorch's default initialization, so the translations are nonsense, but the
decoding work is that of a trained model of the same shape.
"""
import argparse
import os

import numpy as np


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--out", required=True)
    p.add_argument("--source-vocab", type=int, default=2000)
    p.add_argument("--target-vocab", type=int, default=2000)
    p.add_argument("--embedding", type=int, default=64)
    p.add_argument("--encoder-hidden", type=int, default=64, help="per direction")
    p.add_argument("--encoder-layers", type=int, default=1)
    p.add_argument("--decoder-hidden", type=int, default=128)
    p.add_argument("--attention", type=int, default=128)
    p.add_argument("--fc-layers", type=int, default=0)
    p.add_argument("--fc-size", type=int, default=128)
    p.add_argument("--pre-output", type=int, default=128)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--compressed", action="store_true", help="np.savez_compressed")
    a = p.parse_args()

    rng = np.random.default_rng(a.seed)

    def uniform(*shape, fan_in):
        bound = 1.0 / np.sqrt(fan_in)
        return rng.uniform(-bound, bound, size=shape).astype(np.float32)

    he, hd, c = a.encoder_hidden, a.decoder_hidden, 2 * a.encoder_hidden
    w = {"encoder.embedding.weight": rng.normal(size=(a.source_vocab, a.embedding)).astype(np.float32)}
    for layer in range(a.encoder_layers):
        width = a.embedding if layer == 0 else c
        for suffix in ("", "_reverse"):
            at = f"l{layer}{suffix}"
            w[f"encoder.rnn.weight_ih_{at}"] = uniform(3 * he, width, fan_in=he)
            w[f"encoder.rnn.weight_hh_{at}"] = uniform(3 * he, he, fan_in=he)
            w[f"encoder.rnn.bias_ih_{at}"] = uniform(3 * he, fan_in=he)
            w[f"encoder.rnn.bias_hh_{at}"] = uniform(3 * he, fan_in=he)
    w["decoder.init.weight"] = uniform(hd, c, fan_in=c)
    w["decoder.init.bias"] = uniform(hd, fan_in=c)
    w["decoder.attention.key.weight"] = uniform(a.attention, c, fan_in=c)
    w["decoder.attention.key.bias"] = uniform(a.attention, fan_in=c)
    w["decoder.attention.query.weight"] = uniform(a.attention, hd, fan_in=hd)
    w["decoder.attention.v.weight"] = uniform(1, a.attention, fan_in=a.attention)
    w["decoder.embedding.weight"] = rng.normal(size=(a.target_vocab, a.embedding)).astype(np.float32)
    w["decoder.cell.weight_ih"] = uniform(3 * hd, a.embedding + c, fan_in=hd)
    w["decoder.cell.weight_hh"] = uniform(3 * hd, hd, fan_in=hd)
    w["decoder.cell.bias_ih"] = uniform(3 * hd, fan_in=hd)
    w["decoder.cell.bias_hh"] = uniform(3 * hd, fan_in=hd)
    width = hd
    for i in range(a.fc_layers):
        w[f"decoder.fc.{i}.weight"] = uniform(a.fc_size, width, fan_in=width)
        w[f"decoder.fc.{i}.bias"] = uniform(a.fc_size, fan_in=width)
        width = a.fc_size
    pre_in = width + c + a.embedding  # [state; context; embedding]
    w["decoder.pre_output.weight"] = uniform(a.pre_output, pre_in, fan_in=pre_in)
    w["decoder.pre_output.bias"] = uniform(a.pre_output, fan_in=pre_in)
    w["decoder.output.weight"] = uniform(a.target_vocab, a.pre_output, fan_in=a.pre_output)
    w["decoder.output.bias"] = uniform(a.target_vocab, fan_in=a.pre_output)

    os.makedirs(a.out, exist_ok=True)
    (np.savez_compressed if a.compressed else np.savez)(os.path.join(a.out, "model.npz"), **w)
    for name, size in (("vocab.src", a.source_vocab), ("vocab.tgt", a.target_vocab)):
        with open(os.path.join(a.out, name), "w") as f:
            f.write("<s>\n</s>\n<unk>\n" + "".join(f"w{i}\n" for i in range(3, size)))
    with open(os.path.join(a.out, "input.txt"), "w") as f:
        for s in range(4):
            f.write(" ".join(f"w{3 + (s * 37 + j * 11) % (a.source_vocab - 3)}" for j in range(4 + 3 * s)) + "\n")


if __name__ == "__main__":
    main()
