#!/usr/bin/python3
"""Builds an English -> Spanish parallel corpus from two SWORD Bible modules.

Input: the World English Bible and the Reina-Valera 1909, each exported verse
by verse with libsword's `mod2imp` (tools/data/make-data.sh does that). Each
verse's markup is stripped: Strong's numbers and other word tags keep their
text; notes, cross references and non-canonical headings are dropped with
their text; canonical headings (the Psalms' titles, which the Reina-Valera
prints as part of verse 1) are kept. Text is lower-cased and tokenized: words,
apostrophe suffixes ('s) and every other character apart.

Alignment: by verse reference. The two modules use different versifications
(NRSVA and KJV), so only chapters whose verse numbers agree in both are kept;
the rest are dropped and counted, as are verses empty on either side.

Split: a fixed seed shuffles the aligned verses; 500 go to dev, 1000 to test,
the rest to train. Writes {train,dev,test}.{en,es} (one verse per line),
{train,dev,test}.ref (its reference, Book.Chapter.Verse) and stats.txt.

Standard library only. Usage:
  bible_corpus.py ENGLISH.imp SPANISH.imp OUT_DIR [--seed N]
"""
import argparse
import html
import random
import re
import sys
from collections import OrderedDict

DEV_SIZE = 500
TEST_SIZE = 1000

REFERENCE = re.compile(r"^\$\$\$(.+) (\d+):(\d+)$")
TAG = re.compile(r"(<[^>]*>)")
TOKEN = re.compile(r"\w+|'\w+|[^\w\s]")


def read_imp(path):
    """Reference (book, chapter, verse) -> raw verse text, in module order.
    Headings ($$$[ ... ]) and chapter or book introductions (verse 0) are skipped."""
    verses = OrderedDict()
    key = None
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            line = line.rstrip("\n")
            if line.startswith("$$$"):
                match = REFERENCE.match(line)
                key = None
                if match and int(match.group(3)) > 0:
                    key = (match.group(1), int(match.group(2)), int(match.group(3)))
                    verses[key] = ""
            elif key is not None:
                verses[key] += (" " if verses[key] else "") + line
    return verses


def tag_name(tag):
    match = re.match(r"</?\s*([A-Za-z]+)", tag)
    return match.group(1) if match else ""


def strip_markup(text):
    """The verse's words without OSIS markup, notes or non-canonical headings."""
    kept = []
    skipping = 0          # depth inside dropped elements
    open_elements = []    # (name, dropped?) of elements that are not self-closing
    for piece in TAG.split(text):
        if not piece.startswith("<"):
            if skipping == 0:
                kept.append(piece)
            continue
        name = tag_name(piece)
        if piece.endswith("/>"):
            continue
        if piece.startswith("</"):
            while open_elements:
                open_name, dropped = open_elements.pop()
                if dropped:
                    skipping -= 1
                if open_name == name:
                    break
            continue
        dropped = name == "note" or (name == "title" and 'canonical="true"' not in piece)
        open_elements.append((name, dropped))
        if dropped:
            skipping += 1
    return html.unescape("".join(kept))


def tokenize(text):
    text = text.replace("\u2019", "'").replace("\u2018", "'").lower()
    return " ".join(TOKEN.findall(text))


def chapters(verses):
    """(book, chapter) -> the set of its verse numbers."""
    numbers = OrderedDict()
    for book, chapter, verse in verses:
        numbers.setdefault((book, chapter), set()).add(verse)
    return numbers


def align(english, spanish, stats):
    english_chapters, spanish_chapters = chapters(english), chapters(spanish)
    pairs = []
    for chapter, verses in english_chapters.items():
        other = spanish_chapters.get(chapter)
        if other is None:
            stats["chapters only in the English module"] += 1
            continue
        if other != verses:
            stats["chapters dropped: verse numbering differs"] += 1
            stats["verses in those chapters (English)"] += len(verses)
            continue
        stats["chapters kept"] += 1
        for verse in sorted(verses):
            key = (chapter[0], chapter[1], verse)
            raw_source = " ".join(strip_markup(english[key]).split())
            raw_target = " ".join(strip_markup(spanish[key]).split())
            source, target = tokenize(raw_source), tokenize(raw_target)
            if not source or not target:
                stats["verses dropped: empty on one side"] += 1
                continue
            pairs.append((key, source, target, raw_source, raw_target))
    stats["chapters only in the Spanish module"] = sum(
        1 for chapter in spanish_chapters if chapter not in english_chapters)
    stats["verse pairs kept"] = len(pairs)
    return pairs


def write(out_dir, name, pairs):
    """NAME.en / NAME.es tokenized and lower-cased (the word-level GRU model's
    input), NAME.raw.en / NAME.raw.es the same verses as printed (subword
    models, SentencePiece), NAME.ref the verse references."""
    with open(f"{out_dir}/{name}.en", "w", encoding="utf-8") as en, \
         open(f"{out_dir}/{name}.es", "w", encoding="utf-8") as es, \
         open(f"{out_dir}/{name}.raw.en", "w", encoding="utf-8") as raw_en, \
         open(f"{out_dir}/{name}.raw.es", "w", encoding="utf-8") as raw_es, \
         open(f"{out_dir}/{name}.ref", "w", encoding="utf-8") as ref:
        for (book, chapter, verse), source, target, raw_source, raw_target in pairs:
            en.write(source + "\n")
            es.write(target + "\n")
            raw_en.write(raw_source + "\n")
            raw_es.write(raw_target + "\n")
            ref.write(f"{book.replace(' ', '_')}.{chapter}.{verse}\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("english")
    parser.add_argument("spanish")
    parser.add_argument("out_dir")
    parser.add_argument("--seed", type=int, default=2017)
    args = parser.parse_args()

    stats = OrderedDict((name, 0) for name in (
        "chapters kept", "chapters dropped: verse numbering differs",
        "verses in those chapters (English)", "chapters only in the English module",
        "chapters only in the Spanish module", "verses dropped: empty on one side",
        "verse pairs kept"))
    pairs = align(read_imp(args.english), read_imp(args.spanish), stats)
    if len(pairs) <= DEV_SIZE + TEST_SIZE:
        sys.exit(f"bible_corpus: only {len(pairs)} verse pairs aligned; is the export complete?")
    random.Random(args.seed).shuffle(pairs)
    splits = {"dev": pairs[:DEV_SIZE], "test": pairs[DEV_SIZE:DEV_SIZE + TEST_SIZE],
              "train": pairs[DEV_SIZE + TEST_SIZE:]}
    for name, part in splits.items():
        write(args.out_dir, name, part)
    with open(f"{args.out_dir}/stats.txt", "w", encoding="utf-8") as out:
        for name, value in stats.items():
            out.write(f"{name}: {value}\n")
        for name, part in splits.items():
            words = (sum(len(p[1].split()) for p in part), sum(len(p[2].split()) for p in part))
            out.write(f"{name}: {len(part)} verses, {words[0]} English and {words[1]} Spanish tokens\n")
        out.write(f"seed: {args.seed}\n")
    with open(f"{args.out_dir}/stats.txt", encoding="utf-8") as out:
        sys.stdout.write(out.read())


if __name__ == "__main__":
    main()
