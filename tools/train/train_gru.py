#!/usr/bin/python3
"""Trains fastdec's reference attentional GRU model (docs/model.md) in PyTorch
and exports what examples/translate loads.

    tools/train/train_gru.py DATA_DIR OUT_DIR [--minutes 55] [--source en --target es]

DATA_DIR holds train/dev.{en,es} (tools/data/make-data.sh). OUT_DIR gets
model.npz (the state_dict under the manifest's names, np.savez), vocab.src
and vocab.tgt (one word per line, id = line - 1: <s>, </s>, <unk>, then the
training words by falling frequency, so low ids are frequent words, as the
frequency shortlist and the precomputed embeddings expect), train.log, and
dev.greedy and dev.greedy.logprob (the PyTorch model's own greedy decode of
the dev source and each translation's log-probability, to compare with
`translate --beam 1 --nbest 1`).

The module mirrors the manifest attribute by attribute; its step is the
docs/model.md equations: attention queried by s_{i-1}, the GRU cell fed
[E_t y; c_i], pre-output tanh(W_p [s_i; c_i; E_t y] + b_p). No FC layers,
initial state tanh(W_init mean_j a_j + b_init), no EOS on the source.

Training: Adam, batches of about --batch-tokens target tokens (sentences
sorted by length, then shuffled by batch), cross-entropy, gradient norm
clipped at 5; stops after --minutes of wall clock (checked between batches)
and keeps the weights with the best dev loss. BLAS threads are pinned to 1;
torch uses --threads (default 2). Torch needs an optimized BLAS: Debian's
python3-torch links the reference BLAS unless libopenblas0-pthread is
installed (2 against 100 GFLOPS here); tools/train/train.sh installs it.
"""
import argparse
import collections
import math
import os
import random
import sys
import time

# One BLAS thread, set before numpy and torch load OpenBLAS: torch's own threads
# (--threads) run the ops in parallel, and OpenBLAS threads under them fight
# for the same cores (1.5x slower on 2 cores, measured).
for _name in ("OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ[_name] = "1"

import numpy as np
import torch
from torch import nn

BOS, EOS, UNK = 0, 1, 2
SPECIALS = ["<s>", "</s>", "<unk>"]


def read_lines(path):
    with open(path, encoding="utf-8") as f:
        return [line.split() for line in f]


def build_vocab(sentences, size):
    counts = collections.Counter(w for s in sentences for w in s)
    words = [w for w, _ in sorted(counts.items(), key=lambda x: (-x[1], x[0]))]
    return SPECIALS + words[: size - len(SPECIALS)]


def ids(sentence, index):
    return [index.get(w, UNK) for w in sentence]


class Encoder(nn.Module):
    def __init__(self, vocab, embedding, hidden, layers):
        super().__init__()
        self.embedding = nn.Embedding(vocab, embedding)
        self.rnn = nn.GRU(embedding, hidden, layers, batch_first=True, bidirectional=True)

    def forward(self, source, lengths):
        packed = nn.utils.rnn.pack_padded_sequence(
            self.embedding(source), lengths.cpu(), batch_first=True, enforce_sorted=False)
        out, _ = self.rnn(packed)
        out, _ = nn.utils.rnn.pad_packed_sequence(out, batch_first=True, total_length=source.shape[1])
        return out  # [B, S, C], zeros past each length


class Attention(nn.Module):
    def __init__(self, context, state, size):
        super().__init__()
        self.key = nn.Linear(context, size)
        self.query = nn.Linear(state, size, bias=False)
        self.v = nn.Linear(size, 1, bias=False)


class Decoder(nn.Module):
    def __init__(self, vocab, embedding, context, hidden, attention, pre_output):
        super().__init__()
        self.init = nn.Linear(context, hidden)
        self.attention = Attention(context, hidden, attention)
        self.embedding = nn.Embedding(vocab, embedding)
        self.cell = nn.GRUCell(embedding + context, hidden)
        self.pre_output = nn.Linear(hidden + context + embedding, pre_output)
        self.output = nn.Linear(pre_output, vocab)


class GruTranslator(nn.Module):
    def __init__(self, a, source_vocab, target_vocab):
        super().__init__()
        context = 2 * a.encoder_hidden
        self.encoder = Encoder(source_vocab, a.embedding, a.encoder_hidden, a.encoder_layers)
        self.decoder = Decoder(target_vocab, a.embedding, context, a.decoder_hidden, a.attention,
                               a.pre_output)

    def start(self, source, lengths):
        a = self.encoder(source, lengths)
        mask = torch.arange(source.shape[1])[None, :] < lengths[:, None]  # [B, S]
        mean = a.sum(1) / lengths[:, None].to(a.dtype)
        s = torch.tanh(self.decoder.init(mean))
        keys = self.decoder.attention.key(a)  # [B, S, A]
        return a, mask, keys, s

    def step(self, a, mask, keys, s, previous):
        return self.step_embedded(a, mask, keys, s, self.decoder.embedding(previous))

    def step_embedded(self, a, mask, keys, s, e):
        """One decoder step from the previous word's embedding e: the new state and the logits."""
        s, h = self.pre_output(a, mask, keys, s, e)
        return s, self.decoder.output(h)

    def pre_output(self, a, mask, keys, s, e):
        d = self.decoder
        scores = d.attention.v(torch.tanh(d.attention.query(s)[:, None, :] + keys)).squeeze(2)
        alpha = torch.softmax(scores.masked_fill(~mask, float("-inf")), dim=1)
        c = torch.bmm(alpha[:, None, :], a).squeeze(1)
        s = d.cell(torch.cat([e, c], 1), s)
        return s, torch.tanh(d.pre_output(torch.cat([s, c, e], 1)))

    def forward(self, source, lengths, target_in, target_out):
        """The summed cross-entropy of target_out (-100: padding) under teacher forcing.
        Embeddings and the output layer run once over all steps: PyTorch would otherwise add
        a vocabulary-sized weight gradient per step, which costs more than the products."""
        a, mask, keys, s = self.start(source, lengths)
        outputs = []
        # unbind, not indexing: its backward stacks the step gradients instead of adding
        # each into a zero-filled [B, T, E] tensor.
        for e in self.decoder.embedding(target_in).unbind(1):
            s, h = self.pre_output(a, mask, keys, s, e)
            outputs.append(h)
        logits = self.decoder.output(torch.stack(outputs, 1))  # [B, T, V]
        return nn.functional.cross_entropy(
            logits.reshape(-1, logits.shape[-1]), target_out.reshape(-1), reduction="sum")

    @torch.no_grad()
    def greedy(self, source, lengths, max_steps):
        """Greedy tokens per sentence (up to and with EOS) and their log-probability sums."""
        a, mask, keys, s = self.start(source, lengths)
        previous = torch.full((source.shape[0],), BOS, dtype=torch.long)
        tokens = [[] for _ in range(source.shape[0])]
        scores = [0.0] * source.shape[0]
        done = torch.zeros(source.shape[0], dtype=torch.bool)
        for step in range(max_steps):
            s, logits = self.step(a, mask, keys, s, previous)
            logprobs = torch.log_softmax(logits, 1)
            previous = logits.argmax(1)
            for i in range(source.shape[0]):
                if not done[i] and step < max_steps_of(lengths[i]):
                    tokens[i].append(int(previous[i]))
                    scores[i] += float(logprobs[i, previous[i]])
            done |= previous == EOS
            if bool(done.all()):
                break
        return tokens, scores


def max_steps_of(length):
    """fastdec's length limit with --max-length-ratio 2 --max-length-offset 10."""
    return 2 * int(length) + 10


def pad(rows, value):
    width = max(len(r) for r in rows)
    return torch.tensor([r + [value] * (width - len(r)) for r in rows], dtype=torch.long)


def batches(pairs, batch_tokens, rng):
    order = sorted(range(len(pairs)), key=lambda i: (len(pairs[i][1]), len(pairs[i][0])))
    out, current, longest = [], [], 0
    for i in order:
        longest = max(longest, len(pairs[i][1]) + 1)
        if current and longest * (len(current) + 1) > batch_tokens:
            out.append(current)
            current, longest = [], len(pairs[i][1]) + 1
        current.append(i)
    if current:
        out.append(current)
    rng.shuffle(out)
    return out


def tensors(pairs, batch):
    source = [pairs[i][0] if pairs[i][0] else [UNK] for i in batch]
    target = [pairs[i][1] for i in batch]
    lengths = torch.tensor([len(s) for s in source], dtype=torch.long)
    target_in = pad([[BOS] + t for t in target], BOS)
    target_out = pad([t + [EOS] for t in target], -100)
    return pad(source, UNK), lengths, target_in, target_out


def dev_loss(model, pairs, batch_tokens):
    model.eval()
    total, count = 0.0, 0
    with torch.no_grad():
        for batch in batches(pairs, batch_tokens, random.Random(0)):
            source, lengths, target_in, target_out = tensors(pairs, batch)
            total += model(source, lengths, target_in, target_out).item()
            count += int((target_out != -100).sum())
    model.train()
    return total / count


def export(model, path):
    state = {k: v.detach().cpu().numpy().astype(np.float32) for k, v in model.state_dict().items()}
    np.savez(path, **state)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("data_dir")
    p.add_argument("out_dir")
    p.add_argument("--source", default="en")
    p.add_argument("--target", default="es")
    p.add_argument("--source-vocab", type=int, default=16000)
    p.add_argument("--target-vocab", type=int, default=16000)
    p.add_argument("--embedding", type=int, default=256)
    p.add_argument("--encoder-hidden", type=int, default=256, help="per direction")
    p.add_argument("--encoder-layers", type=int, default=1)
    p.add_argument("--decoder-hidden", type=int, default=512)
    p.add_argument("--attention", type=int, default=256)
    p.add_argument("--pre-output", type=int, default=256)
    p.add_argument("--batch-tokens", type=int, default=3000)
    p.add_argument("--learning-rate", type=float, default=1e-3)
    p.add_argument("--max-length", type=int, default=80, help="drop longer training pairs")
    p.add_argument("--train-limit", type=int, default=0, help="use only this many pairs (tests)")
    p.add_argument("--minutes", type=float, default=55.0)
    p.add_argument("--threads", type=int, default=2)
    p.add_argument("--seed", type=int, default=1)
    a = p.parse_args()

    torch.set_num_threads(a.threads)
    torch.manual_seed(a.seed)
    rng = random.Random(a.seed)
    os.makedirs(a.out_dir, exist_ok=True)
    log = open(os.path.join(a.out_dir, "train.log"), "w", encoding="utf-8")

    def say(text):
        print(text, flush=True)
        log.write(text + "\n")
        log.flush()

    say("command: " + " ".join(sys.argv))
    train_src = read_lines(os.path.join(a.data_dir, f"train.{a.source}"))
    train_tgt = read_lines(os.path.join(a.data_dir, f"train.{a.target}"))
    dev_src = read_lines(os.path.join(a.data_dir, f"dev.{a.source}"))
    dev_tgt = read_lines(os.path.join(a.data_dir, f"dev.{a.target}"))
    if a.train_limit:
        train_src, train_tgt = train_src[: a.train_limit], train_tgt[: a.train_limit]
    source_vocab = build_vocab(train_src, a.source_vocab)
    target_vocab = build_vocab(train_tgt, a.target_vocab)
    for name, vocab in (("vocab.src", source_vocab), ("vocab.tgt", target_vocab)):
        with open(os.path.join(a.out_dir, name), "w", encoding="utf-8") as f:
            f.write("".join(w + "\n" for w in vocab))
    source_index = {w: i for i, w in enumerate(source_vocab)}
    target_index = {w: i for i, w in enumerate(target_vocab)}
    train = [(ids(s, source_index), ids(t, target_index)) for s, t in zip(train_src, train_tgt)
             if len(s) <= a.max_length and len(t) <= a.max_length]
    dev = [(ids(s, source_index), ids(t, target_index)) for s, t in zip(dev_src, dev_tgt)]
    say(f"vocabularies {len(source_vocab)} / {len(target_vocab)}; {len(train)} training pairs, "
        f"{len(dev)} dev pairs")

    model = GruTranslator(a, len(source_vocab), len(target_vocab))
    say(f"parameters: {sum(p.numel() for p in model.parameters())}")
    optimizer = torch.optim.Adam(model.parameters(), lr=a.learning_rate)
    start = time.time()
    best = math.inf
    best_path = os.path.join(a.out_dir, "model.npz")
    epoch = 0
    while time.time() - start < a.minutes * 60:
        epoch += 1
        seen, loss_sum, tokens = 0, 0.0, 0
        for batch in batches(train, a.batch_tokens, rng):
            if time.time() - start >= a.minutes * 60:
                break
            source, lengths, target_in, target_out = tensors(train, batch)
            n = int((target_out != -100).sum())
            loss = model(source, lengths, target_in, target_out) / n
            optimizer.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(model.parameters(), 5.0)
            optimizer.step()
            loss_sum += loss.item() * n
            tokens += n
            seen += len(batch)
        current = dev_loss(model, dev, a.batch_tokens)
        say(f"epoch {epoch}: {seen} pairs, train loss {loss_sum / max(tokens, 1):.3f}, dev loss "
            f"{current:.3f} (ppl {math.exp(current):.1f}), {(time.time() - start) / 60:.1f} min")
        if current < best:
            best = current
            export(model, best_path)
            say(f"  saved {best_path}")

    # The PyTorch model's own greedy decode of the dev source, from the best weights.
    state = np.load(best_path)
    model.load_state_dict({k: torch.from_numpy(state[k]) for k in state.files})
    model.eval()
    with open(os.path.join(a.out_dir, "dev.greedy"), "w", encoding="utf-8") as out, \
         open(os.path.join(a.out_dir, "dev.greedy.logprob"), "w", encoding="utf-8") as scores_out:
        for first in range(0, len(dev), 64):
            chunk = dev[first:first + 64]
            source = [s if s else [UNK] for s, _ in chunk]
            lengths = torch.tensor([len(s) for s in source], dtype=torch.long)
            steps = max(max_steps_of(len(s)) for s in source)
            tokens, scores = model.greedy(pad(source, UNK), lengths, steps)
            for row, score in zip(tokens, scores):
                out.write(" ".join(target_vocab[t] for t in row if t != EOS) + "\n")
                scores_out.write(f"{score:.6f}\n")
    say(f"best dev loss {best:.3f}; {(time.time() - start) / 60:.1f} min in all")


if __name__ == "__main__":
    main()
