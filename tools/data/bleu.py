"""Corpus BLEU-4 as the Python tools report it (bench/ct2/compare.py,
tools/train/train_transformer.py): examples/evaluate's definition."""
import math
from collections import Counter


def corpus_bleu(hypotheses, references):
    """Corpus BLEU-4 in 0..100 on whitespace tokens (one reference per
    hypothesis), brevity penalty, no smoothing."""
    matches, totals = [0] * 4, [0] * 4
    hyp_length = ref_length = 0
    for hyp, ref in zip(hypotheses, references):
        h, r = hyp.split(), ref.split()
        hyp_length += len(h)
        ref_length += len(r)
        for n in range(1, 5):
            hc = Counter(tuple(h[i:i + n]) for i in range(len(h) - n + 1))
            rc = Counter(tuple(r[i:i + n]) for i in range(len(r) - n + 1))
            matches[n - 1] += sum(min(c, rc[g]) for g, c in hc.items())
            totals[n - 1] += max(len(h) - n + 1, 0)
    if hyp_length == 0 or min(matches) == 0:
        return 0.0
    log_precision = sum(math.log(m / t) for m, t in zip(matches, totals)) / 4
    brevity = min(0.0, 1 - ref_length / hyp_length)
    return 100 * math.exp(log_precision + brevity)
