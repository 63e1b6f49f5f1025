#!/usr/bin/python3
"""Writes CTranslate2's vocabulary map (vmap.txt) from fastdec's binary lexicon.

    tools/compare/lexicon_vmap.py LEXICON VOCAB OUT [--words-per-source 50] [--frequent-words 100]

LEXICON is a fastdec binary lexicon (FDLEXBIN, docs/file-formats.md: rows of
target ids per source id, best first), VOCAB the model's vocabulary (one piece
a line, id = line number; source and target share it), OUT the vmap.txt that
CTranslate2 reads from a model directory when it translates with --use_vmap.

The map holds what `translate --output-layer wa` chooses from: each source
piece's --words-per-source best targets, and, on the line with an empty
source, the --frequent-words pieces of ids 0 .. N-1, which CTranslate2 always
keeps (as fastdec's --frequent-words). CTranslate2 also always keeps <unk>, <s>
and </s>; fastdec keeps </s> and <unk>: with N >= 3 (ids 0, 1, 2 are <unk>,
<s> and </s> in the bundled vocabulary) both choose among the same pieces.
CTranslate2 takes one vocabulary for a whole batch (the union over its
sentences), as `translate --shortlist-batching union` does. Nothing of
CTranslate2 is part of fastdec: this is the optional baseline of
docs/compare-ctranslate2.md.
"""
import argparse
import struct
import sys

MAGIC = b"FDLEXBIN"
HEADER = 24  # magic, version, reserved, payload size


def read_lexicon(path):
    """Rows of target ids per source id, best first, from fastdec's binary lexicon."""
    with open(path, "rb") as f:
        data = f.read()
    if len(data) < HEADER + 8 or data[:8] != MAGIC:
        sys.exit(f"lexicon_vmap.py: {path} is not a fastdec binary lexicon")
    version, _, payload_size = struct.unpack_from("<IIQ", data, 8)
    if version != 2 or payload_size != len(data) - HEADER - 8 or payload_size < 24:
        sys.exit(f"lexicon_vmap.py: {path}: version {version}, payload of {payload_size} bytes "
                 f"in a file of {len(data)}: not a version-2 lexicon")
    payload = memoryview(data)[HEADER:HEADER + payload_size]
    sources, _, entries = struct.unpack_from("<QQQ", payload, 0)
    if 24 + 8 * (sources + 1) + 8 * entries != payload_size:
        sys.exit(f"lexicon_vmap.py: {path}: {sources} sources and {entries} entries do not fill "
                 f"its {payload_size} bytes")
    offsets = struct.unpack_from(f"<{sources + 1}Q", payload, 24)
    targets = struct.unpack_from(f"<{entries}i", payload, 24 + 8 * (sources + 1))
    if offsets[0] != 0 or offsets[-1] != entries or any(
            a > b for a, b in zip(offsets, offsets[1:])):
        sys.exit(f"lexicon_vmap.py: {path}: its row offsets are not 0 .. {entries} in order")
    return [targets[offsets[s]:offsets[s + 1]] for s in range(sources)]


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("lexicon")
    p.add_argument("vocab")
    p.add_argument("out")
    p.add_argument("--words-per-source", type=int, default=50)
    p.add_argument("--frequent-words", type=int, default=100)
    a = p.parse_args()
    with open(a.vocab, encoding="utf-8") as f:
        pieces = [line.rstrip("\n") for line in f]
    rows = read_lexicon(a.lexicon)
    if len(rows) > len(pieces) or a.frequent_words > len(pieces):
        sys.exit(f"lexicon_vmap.py: the lexicon has {len(rows)} source ids and the vocabulary "
                 f"{len(pieces)} pieces (--frequent-words {a.frequent_words})")
    if any(c in piece for piece in pieces for c in " \t"):
        sys.exit("lexicon_vmap.py: a piece holds a space or a tab, which vmap.txt cannot write")
    with open(a.out, "w", encoding="utf-8") as out:
        out.write("\t" + " ".join(pieces[:a.frequent_words]) + "\n")
        for source, targets in enumerate(rows):
            kept = targets[:a.words_per_source]
            if kept:
                if any(t < 0 or t >= len(pieces) for t in kept):
                    sys.exit(f"lexicon_vmap.py: source {source} lists a target outside the "
                             "vocabulary")
                out.write(pieces[source] + "\t" + " ".join(pieces[t] for t in kept) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
