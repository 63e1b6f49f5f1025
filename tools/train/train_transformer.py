"""Trains the reference Transformer (tools/train/transformer.py) on the Bible
corpus with a joint SentencePiece vocabulary, and exports it for fastdec.

  /usr/bin/python3 tools/train/train_transformer.py DATA_DIR OUT_DIR [--minutes 55] ...

DATA_DIR holds train/dev.raw.en and .raw.es (tools/data/make-data.sh).
OUT_DIR gets:
  spm.model, spm.vocab   the joint SentencePiece model (unigram) and its pieces
  vocab.txt              the pieces in id order, one per line: fastdec's vocabulary
  model.npz              the state_dict under the manifest's names (float16 with
                         --float16, else float32) and the config.* arrays
  dev.greedy             PyTorch's greedy decode of dev: per line the target
                         ids and their log-probabilities (the identity check)
  train.log              the log

The defaults are the Bergamot "tiny" student's shape (6 encoder and 2 decoder
layers of 256, 4 heads, feed-forward 1024), pre-norm, tied embeddings; the
time budget ends training (2 cores of a CPU, PyTorch from Debian 12).
"""
import argparse
import contextlib
import math
import os
import random
import sys
import time

# One BLAS thread, set before numpy and torch load OpenBLAS: torch's own
# threads run the ops in parallel, and OpenBLAS threads under them would fight
# for the same cores (tools/train/train_gru.py measured 1.5x on 2 cores).
# Torch needs Debian's libopenblas0-pthread (the reference BLAS is 50x slower).
for _name in ("OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ[_name] = "1"

import numpy as np  # noqa: E402
import sentencepiece as spm  # noqa: E402
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data"))
import transformer as T  # noqa: E402
from bible_corpus import tokenize  # noqa: E402
from bleu import corpus_bleu  # noqa: E402

BOS, EOS = 1, 2  # SentencePiece's ids (unk 0, no padding piece)


def log(out, text):
    print(text, flush=True)
    out.write(text + "\n")
    out.flush()


def train_sentencepiece(data, out_dir, vocab_size):
    prefix = os.path.join(out_dir, "spm")
    spm.SentencePieceTrainer.train(
        input=f"{data}/train.raw.en,{data}/train.raw.es", model_prefix=prefix,
        vocab_size=vocab_size, model_type="unigram", character_coverage=1.0,
        unk_id=0, bos_id=BOS, eos_id=EOS, pad_id=-1, input_sentence_size=200000,
        shuffle_input_sentence=True, num_threads=2, minloglevel=2)
    processor = spm.SentencePieceProcessor(model_file=prefix + ".model")
    with open(os.path.join(out_dir, "vocab.txt"), "w", encoding="utf-8") as vocab:
        for i in range(processor.get_piece_size()):
            vocab.write(processor.id_to_piece(i) + "\n")
    return processor


def read_pairs(processor, data, name, max_length):
    with open(f"{data}/{name}.raw.en", encoding="utf-8") as en, \
         open(f"{data}/{name}.raw.es", encoding="utf-8") as es:
        sources, targets = en.read().splitlines(), es.read().splitlines()
    pairs = []
    for s, t in zip(sources, targets):
        source = processor.encode(s) + [EOS]
        target = processor.encode(t)
        if len(source) <= max_length and len(target) + 1 <= max_length:
            pairs.append((source, target))
    return pairs


def batches(pairs, tokens_per_batch, shuffle):
    """Batches of similar lengths, about tokens_per_batch target tokens each."""
    order = sorted(range(len(pairs)), key=lambda i: (len(pairs[i][1]), len(pairs[i][0])))
    result, current, longest = [], [], 0
    for i in order:
        longest = max(longest, len(pairs[i][1]) + 1, len(pairs[i][0]))
        if current and longest * (len(current) + 1) > tokens_per_batch:
            result.append(current)
            current, longest = [], max(len(pairs[i][1]) + 1, len(pairs[i][0]))
        current.append(i)
    if current:
        result.append(current)
    if shuffle:
        random.shuffle(result)
    return result


def tensors(pairs, batch):
    s_len = max(len(pairs[i][0]) for i in batch)
    t_len = max(len(pairs[i][1]) for i in batch) + 1
    source = torch.zeros(len(batch), s_len, dtype=torch.long)
    source_pad = torch.ones(len(batch), s_len, dtype=torch.bool)
    target_in = torch.zeros(len(batch), t_len, dtype=torch.long)
    target_out = torch.full((len(batch), t_len), -100, dtype=torch.long)
    for row, i in enumerate(batch):
        s, t = pairs[i]
        source[row, :len(s)] = torch.tensor(s)
        source_pad[row, :len(s)] = False
        target_in[row, :len(t) + 1] = torch.tensor([BOS] + t)
        target_out[row, :len(t) + 1] = torch.tensor(t + [EOS])
    return source, source_pad, target_in, target_out


def loss_of(model, pairs, batch, smoothing):
    source, source_pad, target_in, target_out = tensors(pairs, batch)
    logits = model.decode(target_in, model.encode(source, source_pad), source_pad)
    return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), target_out.reshape(-1),
                           ignore_index=-100, label_smoothing=smoothing, reduction="sum"), \
        int((target_out != -100).sum())


@torch.no_grad()
def dev_loss(model, pairs, tokens_per_batch):
    model.eval()
    total, count = 0.0, 0
    for batch in batches(pairs, tokens_per_batch, False):
        loss, n = loss_of(model, pairs, batch, 0.0)
        total, count = total + float(loss), count + n
    model.train()
    return total / count


def greedy_decodes(model, pairs, chunk, last_only=False):
    """PyTorch's greedy decodes of pairs' sources (length limit 2 x source + 10,
    as fastdec's default), batched by chunks of similar lengths, in pairs'
    order: [(tokens with EOS, log-probabilities)]."""
    order = sorted(range(len(pairs)), key=lambda i: len(pairs[i][0]))
    decoded = [None] * len(pairs)
    for first in range(0, len(order), chunk):
        part = order[first:first + chunk]
        sources = [pairs[i][0] for i in part]
        for i, result in zip(part, T.greedy_batch(model, sources, BOS, EOS,
                                                  [2 * len(s) + 10 for s in sources], last_only)):
            decoded[i] = result
    return decoded


def write_dev_greedy(model, pairs, path, chunk=50):
    with open(path, "w", encoding="utf-8") as greedy:
        for tokens, logprobs in greedy_decodes(model, pairs, chunk):
            greedy.write(" ".join(map(str, tokens)) + " ||| " +
                         " ".join(f"{x:.9g}" for x in logprobs) + "\n")


def dev_bleu(model, processor, pairs, references, chunk=100):
    """Greedy BLEU on dev, on the tokenized, lower-cased text as evaluate scores
    it: what early stopping keeps the best of."""
    decoded = [processor.decode([t for t in tokens if t != EOS])
               for tokens, _ in greedy_decodes(model, pairs, chunk, last_only=True)]
    model.train()
    return corpus_bleu([tokenize(text) for text in decoded],
                       [tokenize(text) for text in references])


def export(model, path, float16):
    arrays = T.export_state(model)
    if float16:
        arrays = {k: (v if k.startswith("config.") else v.astype(np.float16)) for k, v in arrays.items()}
    np.savez(path, **arrays)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("data")
    parser.add_argument("out")
    parser.add_argument("--minutes", type=float, default=55)
    parser.add_argument("--vocab", type=int, default=8000)
    parser.add_argument("--d-model", type=int, default=256)
    parser.add_argument("--heads", type=int, default=4)
    parser.add_argument("--ff", type=int, default=1024)
    parser.add_argument("--encoder-layers", type=int, default=6)
    parser.add_argument("--decoder-layers", type=int, default=2)
    parser.add_argument("--post-norm", action="store_true")
    parser.add_argument("--learned-positions", type=int, default=0,
                        help="a learned table of N positions per stack instead of sinusoidal ones")
    parser.add_argument("--tokens-per-batch", type=int, default=2000)
    parser.add_argument("--warmup", type=int, default=500,
                        help="steps of linear warm-up, then the inverse square root decay")
    parser.add_argument("--lr", type=float, default=1e-3, help="the peak learning rate")
    parser.add_argument("--smoothing", type=float, default=0.1, help="label smoothing")
    parser.add_argument("--eval-every", type=int, default=0,
                        help="steps between dev BLEU checks besides each epoch's end (0: none)")
    parser.add_argument("--bf16", action="store_true",
                        help="products in bfloat16 (CPU autocast), float32 weights and updates")
    parser.add_argument("--max-length", type=int, default=160)
    parser.add_argument("--float16", action="store_true")
    parser.add_argument("--dev-greedy", type=int, default=500, help="dev lines decoded greedily")
    parser.add_argument("--greedy-only", action="store_true",
                        help="no training: write dev.greedy from OUT_DIR's best.pt")
    args = parser.parse_args()
    if args.greedy_only:
        return greedy_only(args)

    os.makedirs(args.out, exist_ok=True)
    torch.manual_seed(2017)
    random.seed(2017)
    torch.set_num_threads(os.cpu_count() or 1)
    out = open(os.path.join(args.out, "train.log"), "w", encoding="utf-8")
    start = time.time()
    processor = train_sentencepiece(args.data, args.out, args.vocab)
    train = read_pairs(processor, args.data, "train", args.max_length)
    dev = read_pairs(processor, args.data, "dev", 100000)
    log(out, f"sentencepiece: {args.vocab} pieces; {len(train)} training and {len(dev)} dev pairs; "
             f"{time.time() - start:.0f} s")

    config = T.Config(vocab=processor.get_piece_size(), d_model=args.d_model, heads=args.heads,
                      ff=args.ff, encoder_layers=args.encoder_layers,
                      decoder_layers=args.decoder_layers, pre_norm=not args.post_norm,
                      learned_positions=args.learned_positions)
    model = T.Transformer(config)
    log(out, f"config {config.as_dict()}; {sum(p.numel() for p in model.parameters())} parameters")
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr, betas=(0.9, 0.98), eps=1e-9)
    schedule = torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda s: min((s + 1) / args.warmup, math.sqrt(args.warmup / (s + 1))))
    deadline = start + 60 * args.minutes
    with open(f"{args.data}/dev.raw.es", encoding="utf-8") as references:
        dev_references = references.read().splitlines()
    best, step, epoch = -1.0, 0, 0
    model_path = os.path.join(args.out, "model.npz")
    autocast = (lambda: torch.autocast("cpu", dtype=torch.bfloat16)) if args.bf16 \
        else contextlib.nullcontext

    def checkpoint(where):
        # Early stopping on dev BLEU: the exported model is the best one seen.
        nonlocal best
        loss = dev_loss(model, dev, args.tokens_per_batch)
        bleu = dev_bleu(model, processor, dev, dev_references)
        log(out, f"{where}: dev loss {loss:.3f} (ppl {math.exp(loss):.1f}), dev BLEU {bleu:.2f} "
                 f"(greedy), {(time.time() - start) / 60:.1f} min")
        if bleu > best:
            best = bleu
            export(model, model_path, args.float16)
            torch.save(model.state_dict(), os.path.join(args.out, "best.pt"))
            log(out, f"  saved {model_path}")

    while time.time() < deadline:
        epoch += 1
        seen, total, count = 0, 0.0, 0
        for batch in batches(train, args.tokens_per_batch, True):
            with autocast():
                loss, n = loss_of(model, train, batch, args.smoothing)
            optimizer.zero_grad()
            (loss / n).backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            optimizer.step()
            schedule.step()
            step, seen, total, count = step + 1, seen + len(batch), total + float(loss), count + n
            if step % 100 == 0:
                log(out, f"  step {step}: train loss {total / count:.3f}, lr {schedule.get_last_lr()[0]:.2e}, "
                         f"{(time.time() - start) / 60:.1f} min")
            if time.time() >= deadline:
                break
            if args.eval_every and step % args.eval_every == 0:
                checkpoint(f"step {step}")
        log(out, f"epoch {epoch}: {seen} pairs, train loss {total / max(count, 1):.3f}")
        checkpoint(f"epoch {epoch} (step {step})")
    log(out, f"best dev BLEU {best:.2f}; {(time.time() - start) / 60:.1f} min in all")

    # PyTorch's greedy decode of dev with the saved weights (as exported: the
    # float16 values when --float16), for fastdec's identity check.
    model.load_state_dict(torch.load(os.path.join(args.out, "best.pt")))
    if args.float16:
        with torch.no_grad():
            for p in model.parameters():
                p.copy_(p.half().float())
    write_dev_greedy(model, dev[:args.dev_greedy], os.path.join(args.out, "dev.greedy"))
    log(out, f"dev.greedy: {min(args.dev_greedy, len(dev))} lines; {(time.time() - start) / 60:.1f} min")


def greedy_only(args):
    processor = spm.SentencePieceProcessor(model_file=os.path.join(args.out, "spm.model"))
    dev = read_pairs(processor, args.data, "dev", 100000)
    state = torch.load(os.path.join(args.out, "best.pt"))
    config = T.Config(vocab=processor.get_piece_size(), d_model=args.d_model, heads=args.heads,
                      ff=args.ff, encoder_layers=args.encoder_layers,
                      decoder_layers=args.decoder_layers, pre_norm=not args.post_norm,
                      learned_positions=args.learned_positions)
    model = T.Transformer(config)
    model.load_state_dict(state)
    if args.float16:
        with torch.no_grad():
            for p in model.parameters():
                p.copy_(p.half().float())
    start = time.time()
    write_dev_greedy(model, dev[:args.dev_greedy], os.path.join(args.out, "dev.greedy"))
    print(f"dev.greedy: {min(args.dev_greedy, len(dev))} lines in {time.time() - start:.0f} s")


if __name__ == "__main__":
    main()
