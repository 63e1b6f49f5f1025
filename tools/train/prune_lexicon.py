#!/usr/bin/python3
"""Prunes examples/build_lexicon's IBM Model 1 lexicon to what a model can use.

    tools/train/prune_lexicon.py LEXICON SOURCE_VOCAB TARGET_VOCAB OUTPUT [--best 50]

Why: build_lexicon trains on the whole corpus, so its table P(e|f) covers
every word of the training text (tens of thousands per side, every pair above
its --min-probability) and prints the probabilities with full float
precision. The WA output layer (`translate --output-layer wa --lexicon`) only
ever looks at the model's vocabularies and at the --lexicon-words (default 50)
best targets of each source word, so a lexicon shipped with a model needs
only those: this keeps the entries whose source word is in SOURCE_VOCAB and
target word in TARGET_VOCAB (one word per line, id = line - 1: the files
tools/train/train_gru.py writes), then per source word its --best targets
(highest probability first, ties broken by the target word so the output is
deterministic), and writes "target source probability" lines, the
probability with 4 significant digits ('%.4g'), sorted by source word in
vocabulary-id order, then by falling probability. One summary line goes to
stderr.
"""
import argparse
import collections
import sys


def read_vocab(path):
    with open(path, encoding="utf-8") as f:
        words = [line.rstrip("\n") for line in f]
    ids = {}
    for i, w in enumerate(words):
        if w:
            ids.setdefault(w, i)
    return ids


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    p.add_argument("lexicon", help="build_lexicon's text output: target source probability")
    p.add_argument("source_vocab", help="the model's source vocabulary (one word a line)")
    p.add_argument("target_vocab", help="the model's target vocabulary (one word a line)")
    p.add_argument("output", help="the pruned lexicon to write")
    p.add_argument("--best", type=int, default=50, metavar="N",
                   help="target words kept per source word (default 50)")
    args = p.parse_args()
    if args.best < 1:
        p.error("--best must be at least 1")

    source = read_vocab(args.source_vocab)
    target = read_vocab(args.target_vocab)
    rows = collections.defaultdict(list)  # source id -> [(target word, probability)]
    read = 0
    with open(args.lexicon, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            fields = line.split()
            if not fields:
                continue
            if len(fields) != 3:
                sys.exit(f"{args.lexicon}:{number}: expected 3 fields (target source "
                         f"probability), found {len(fields)}")
            read += 1
            e, f_word, prob = fields
            if f_word in source and e in target:
                rows[source[f_word]].append((e, float(prob)))

    words = {i: w for w, i in source.items()}
    kept = 0
    with open(args.output, "w", encoding="utf-8") as out:
        for f_id in sorted(rows):
            best = sorted(rows[f_id], key=lambda t: (-t[1], t[0]))[: args.best]
            kept += len(best)
            for e, prob in best:
                out.write(f"{e} {words[f_id]} {prob:.4g}\n")
    print(f"prune_lexicon: read {read} entries, kept {kept} ({len(rows)} source words, "
          f"at most {args.best} targets each) in {args.output}", file=sys.stderr)


if __name__ == "__main__":
    main()
