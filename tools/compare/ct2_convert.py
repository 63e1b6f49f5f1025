#!/usr/bin/python3
"""Converts the reference Transformer (model.npz) to a CTranslate2 model directory.

    tools/compare/ct2_convert.py MODEL_DIR OUT_DIR --ct2-python CT2_SOURCE/python

MODEL_DIR holds model.npz (the state_dict of tools/train/transformer.py, with
its config.* arrays) and vocab.txt (one piece a line, id = line number). The
weights are described with CTranslate2's own `ctranslate2.specs` package,
taken from a CTranslate2 source tree (--ct2-python: its python/ folder; the
compiled extension is not needed), which writes OUT_DIR/model.bin, config.json
and shared_vocabulary.json. Nothing of CTranslate2 is part of fastdec: this is
the optional baseline of docs/compare-ctranslate2.md.

How transformer.py maps onto CTranslate2's TransformerSpec:
  - query, key, value of self-attention are stacked into one [3d, d] linear
    (linear[0]); cross-attention keeps the query (linear[0]) and stacks key and
    value (linear[1]); the output projection is the last linear.
  - pre-norm, relu, final layer norms, layer norm eps 1e-5 (PyTorch's).
  - the embedding is tied three ways: source and target embeddings and the
    output projection all get the same array (CTranslate2 aliases identical
    variables when it saves), the output bias is the projection's bias.
  - embeddings are scaled by sqrt(d) (CTranslate2's scale_embeddings), and the
    position table is passed as a variable: transformer.py interleaves sin
    (even features) and cos (odd features), while CTranslate2's built-in table
    puts all sines before all cosines, so the built-in one would not match.
  - the source gets </s> appended (add_source_eos), the decoder starts with <s>.
The weights are stored as float32 (the archive's float16 values, widened), so
every CTranslate2 compute type quantizes from the same numbers fastdec reads.
"""
import argparse
import math
import os
import sys

import numpy as np


def sinusoidal_positions(length, d_model):
    """transformer.py's table: sin on even features, cos on odd ones, positions from 0."""
    position = np.arange(length, dtype=np.float64)[:, None]
    rate = np.exp(np.arange(0, d_model, 2, dtype=np.float64) * (-math.log(10000.0) / d_model))
    table = np.zeros((length, d_model), dtype=np.float64)
    table[:, 0::2] = np.sin(position * rate)
    table[:, 1::2] = np.cos(position * rate)
    return table.astype(np.float32)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("model_dir")
    p.add_argument("out_dir")
    p.add_argument("--ct2-python", required=True,
                   help="the python/ folder of a CTranslate2 source tree (for ctranslate2.specs)")
    p.add_argument("--positions", type=int, default=1024,
                   help="rows of the position table (longest source or target) [1024]")
    a = p.parse_args()

    sys.path.insert(0, a.ct2_python)
    from ctranslate2.specs import common_spec, transformer_spec  # noqa: E402

    archive = np.load(os.path.join(a.model_dir, "model.npz"))
    w = {name: archive[name].astype(np.float32) for name in archive.files}
    config = {name[len("config."):]: float(w[name][0]) for name in w if name.startswith("config.")}
    d, heads = int(config["d_model"]), int(config["heads"])
    layers = (int(config["encoder_layers"]), int(config["decoder_layers"]))
    if not config.get("pre_norm", 1) or config.get("gelu", 0) or not config.get("tied", 1):
        sys.exit("ct2_convert.py: only the pre-norm, relu, tied configuration is mapped")
    with open(os.path.join(a.model_dir, "vocab.txt"), encoding="utf-8") as f:
        vocab = f.read().splitlines()
    if len(vocab) != int(config["vocab"]):
        sys.exit(f"ct2_convert.py: vocab.txt has {len(vocab)} pieces, the model {int(config['vocab'])}")

    spec = transformer_spec.TransformerSpec.from_config(
        layers, heads, pre_norm=True, activation=common_spec.Activation.RELU)

    def linear(target, prefix):
        target.weight = w[prefix + ".weight"]
        target.bias = w[prefix + ".bias"]

    def stacked(target, prefix, parts):
        target.weight = np.concatenate([w[f"{prefix}.{n}.weight"] for n in parts])
        target.bias = np.concatenate([w[f"{prefix}.{n}.bias"] for n in parts])

    def norm(target, prefix):
        target.gamma = w[prefix + ".weight"]
        target.beta = w[prefix + ".bias"]

    def feed_forward(target, prefix):
        norm(target.layer_norm, prefix + "_norm")
        linear(target.linear_0, prefix + ".inner")
        linear(target.linear_1, prefix + ".outer")

    embedding = w["embedding.weight"]
    positions = sinusoidal_positions(a.positions, d)
    for stack in (spec.encoder, spec.decoder):
        embeddings = stack.embeddings[0] if isinstance(stack.embeddings, list) else stack.embeddings
        embeddings.weight = embedding
        stack.scale_embeddings = True
        stack.position_encodings.encodings = positions

    for i, layer in enumerate(spec.encoder.layer):
        prefix = f"encoder.layers.{i}"
        attention = layer.self_attention
        stacked(attention.linear[0], prefix + ".self_attention", ("query", "key", "value"))
        linear(attention.linear[1], prefix + ".self_attention.output")
        norm(attention.layer_norm, prefix + ".self_attention_norm")
        feed_forward(layer.ffn, prefix + ".feed_forward")
    norm(spec.encoder.layer_norm, "encoder.final_norm")

    for i, layer in enumerate(spec.decoder.layer):
        prefix = f"decoder.layers.{i}"
        attention = layer.self_attention
        stacked(attention.linear[0], prefix + ".self_attention", ("query", "key", "value"))
        linear(attention.linear[1], prefix + ".self_attention.output")
        norm(attention.layer_norm, prefix + ".self_attention_norm")
        cross = layer.attention
        linear(cross.linear[0], prefix + ".cross_attention.query")
        stacked(cross.linear[1], prefix + ".cross_attention", ("key", "value"))
        linear(cross.linear[2], prefix + ".cross_attention.output")
        norm(cross.layer_norm, prefix + ".cross_attention_norm")
        feed_forward(layer.ffn, prefix + ".feed_forward")
    norm(spec.decoder.layer_norm, "decoder.final_norm")
    spec.decoder.projection.weight = embedding
    spec.decoder.projection.bias = w["output_bias"]

    spec.config.unk_token, spec.config.bos_token, spec.config.eos_token = vocab[0], vocab[1], vocab[2]
    spec.config.decoder_start_token = vocab[1]
    spec.config.add_source_eos = True
    spec.config.layer_norm_epsilon = 1e-5
    spec.register_source_vocabulary(vocab)
    spec.register_target_vocabulary(vocab)

    spec.validate()
    spec.optimize(quantization="float32")
    os.makedirs(a.out_dir, exist_ok=True)
    spec.save(a.out_dir)
    print(f"ct2_convert.py: wrote {a.out_dir} ({layers[0]}+{layers[1]} layers, d {d}, "
          f"{heads} heads, vocabulary {len(vocab)})")


if __name__ == "__main__":
    main()
