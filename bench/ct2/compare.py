#!/usr/bin/python3
"""fastdec against CTranslate2 on the bundled Transformer (docs/compare-ctranslate2.md).

    bench/ct2/compare.py [--ct2 TRANSLATOR] [--ct2-model DIR] [--beams 5,1] [--threads 1,2] ...

An optional baseline, like intgemm and oneDNN in bench/gemm: CTranslate2 is
never vendored or built by fastdec's CMake. Without a CTranslate2 translator
binary (cli/ct2-translator of a CTranslate2 build; --ct2 or $CT2_TRANSLATOR,
default build/ct2/build/cli/ct2-translator) the script says it is skipped and
exits 0. Without a converted model (--ct2-model) it converts
models/en-es-transformer with tools/compare/ct2_convert.py, which needs
CTranslate2's python/ folder (--ct2-python).

Both programs read the same SentencePiece pieces (spm_encode of the raw test
source) and append </s> to the source, decode with the same beam, batch
size, threads, length limit, length normalization and stopping rule, and
write pieces. Neither prints scores, so at beam 1 both skip the softmax
(CTranslate2's greedy search without --with_score; fastdec's translate by
itself, "beam 1 (the best logit: no softmax)" in its summary). Both sort
each 16 batches' worth of lines by length before batching, their default
(--fastdec-no-sort, --ct2-no-sort: input order instead). For each
setting and each compute-type pair (fastdec
fp32/int16/int8 against CTranslate2 float32/int16/int8) the two run back to
back, in alternating order, --repeats times; the time of a run is the
program's own decoding time (model loading excluded: fastdec's "s wall
clock", CTranslate2's --log_throughput). A compute type CTranslate2 lacks
(int16 without MKL) is reported as n/a with its error. The environment
passes through (e.g. CT2_FORCE_CPU_ISA=AVX512). Reported: corpus BLEU-4 (tokenized and lowercased as
tools/data/bible_corpus.py does, against models/en-es/test.es; no smoothing,
as multi-bleu.perl), target words/s and pieces/s (medians) and the median of
the per-repeat ratios fastdec/CTranslate2.

--check-dev: first compare greedy fp32 decoding of the dev source, line by
line (how many translations are identical).

--shortlist sentence|union: both programs choose each word from a shortlist
of the same lexicon over pieces (MODEL_DIR/lexicon.s2t.bin, 50 target pieces
per source piece and the 100 pieces of ids 0..99) instead of the whole
vocabulary: fastdec's `--output-layer wa` (a vocabulary per sentence, or with
union one for the batch) and CTranslate2's `--use_vmap` (one for the batch;
its vmap.txt is written from the lexicon by tools/compare/lexicon_vmap.py into
a copy of --ct2-model's directory).
"""
import argparse
import json
import math
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools", "data"))
from bible_corpus import tokenize  # noqa: E402
from bleu import corpus_bleu  # noqa: E402

LEXICON = "lexicon.s2t.bin"  # the bundled lexicon over pieces, beside the model
SHORTLIST_WORDS, SHORTLIST_FREQUENT = 50, 100  # translate's wa defaults
FASTDEC_TIME = re.compile(r"target words in ([0-9.]+) s wall clock")
TYPES = {
    "fp32": "float32",
    "fp32-fma": "float32",
    "int16": "int16",
    "int8": "int8",
    "int8-7bit": "int8",
}  # fastdec --gemm -> CT2 compute type


def detokenize(pieces_line):
    """SentencePiece pieces -> text (what spm_decode does for this model's pieces)."""
    return "".join(pieces_line.split()).replace("\u2581", " ").strip()


def run(command, what):
    start = time.perf_counter()
    done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"compare.py: {what} failed ({done.returncode}):\n  {' '.join(command)}\n"
                 f"{done.stderr[-2000:]}")
    return done, elapsed


def read_lines(path):
    with open(path, encoding="utf-8") as f:
        return f.read().splitlines()


class Fastdec:
    name = "fastdec"

    def __init__(self, a):
        self.a = a

    def command(self, gemm, beam, threads, source, output):
        a = self.a
        vocab = os.path.join(a.model_dir, "vocab.txt")
        return [a.translate, "--model", os.path.join(a.model_dir, "model.npz"),
                "--source-vocab", vocab, "--target-vocab", vocab, "--source-eos",
                "--gemm", gemm, "--beam", str(beam), "--batch", str(a.batch),
                "--threads", str(threads), "--normalize", "length",
                *([] if a.fastdec_own_limit else
                  ["--max-length-ratio", "0", "--max-length-offset", str(a.max_length)]),
                "--stopping", a.stopping, "--progress", "0",
                *(["--no-length-sort"] if a.fastdec_no_sort else []),
                *(["--output-layer", "wa", "--lexicon", os.path.join(a.model_dir, LEXICON),
                   "--lexicon-words", str(SHORTLIST_WORDS), "--frequent-words",
                   str(SHORTLIST_FREQUENT), "--shortlist-batching", a.shortlist]
                  if a.shortlist else []),
                "--input", source, "--output", output]

    def decode(self, gemm, beam, threads, source, output):
        done, wall = run(self.command(gemm, beam, threads, source, output), "fastdec translate")
        m = FASTDEC_TIME.search(done.stderr)
        if not m:
            sys.exit("compare.py: no timing in fastdec's summary:\n" + done.stderr[-1000:])
        return float(m.group(1)), wall


class CTranslate2:
    name = "CTranslate2"

    def __init__(self, a):
        self.a = a

    def command(self, compute_type, beam, threads, source, output):
        a = self.a
        # fastdec's --threads N runs N searches side by side: CTranslate2's inter_threads.
        inter, intra = (1, threads) if a.ct2_intra else (threads, 1)
        return [a.ct2, "--model", a.ct2_vmap_model if a.shortlist else a.ct2_model,
                "--device", "cpu",
                "--compute_type", compute_type, "--beam_size", str(beam),
                "--batch_size", str(a.batch), "--inter_threads", str(inter),
                "--intra_threads", str(intra), "--length_penalty", "1",
                "--max_decoding_length", str(a.max_length), "--log_throughput",
                # read_batch_size = batch_size: one batch read at a time, so no sorting
                # across batches (its default reads 16 batches and sorts them by length)
                *(["--read_batch_size", str(a.batch)] if a.ct2_no_sort else []),
                *(["--use_vmap"] if a.shortlist else []),
                "--src", source, "--out", output]

    def decode(self, compute_type, beam, threads, source, output):
        done, wall = run(self.command(compute_type, beam, threads, source, output),
                         "CTranslate2 translator")
        rate = float(done.stderr.strip().splitlines()[-1])  # tokens (pieces, no </s>) per second
        pieces = sum(len(line.split()) for line in read_lines(output))
        return pieces / rate, wall


def score(output, references):
    pieces_lines = read_lines(output)
    words = [tokenize(detokenize(line)) for line in pieces_lines]
    return {
        "bleu": corpus_bleu(words, references),
        "words": sum(len(w.split()) for w in words),
        "pieces": sum(len(line.split()) for line in pieces_lines),
        "lines": pieces_lines,
    }


def encode(spm_model, raw, out):
    with open(raw, encoding="utf-8") as src, open(out, "w", encoding="utf-8") as dst:
        subprocess.run(["spm_encode", f"--model={spm_model}", "--output_format=piece"],
                       stdin=src, stdout=dst, check=True)


def check_dev(a, fastdec, ct2, work):
    source = os.path.join(work, "dev.pieces")
    encode(os.path.join(a.model_dir, "spm.model"), a.dev_source, source)
    outputs = {}
    for system, kind in ((fastdec, "fp32"), (ct2, "float32")):
        outputs[system.name] = os.path.join(work, f"dev.{system.name}")
        system.decode(kind, 1, 1, source, outputs[system.name])
    f, c = read_lines(outputs["fastdec"]), read_lines(outputs["CTranslate2"])
    same = sum(x == y for x, y in zip(f, c))
    print(f"dev greedy fp32: {same}/{len(f)} translations identical (fastdec --gemm fp32 "
          f"--beam 1 vs CTranslate2 float32 --beam_size 1)")
    for i, (x, y) in enumerate(zip(f, c)):
        if x != y and a.show_diffs > 0:
            a.show_diffs -= 1
            print(f"  line {i + 1}:\n    fastdec: {x}\n    ct2:     {y}")
    return same, len(f)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--translate", default=os.path.join(ROOT, "build/release/examples/translate"))
    p.add_argument("--ct2", default=os.environ.get(
        "CT2_TRANSLATOR", os.path.join(ROOT, "build/ct2/build/cli/ct2-translator")))
    p.add_argument("--ct2-model", default=os.path.join(ROOT, "build/ct2/model"))
    p.add_argument("--ct2-python", default=os.path.join(ROOT, "build/ct2/src/python"))
    p.add_argument("--ct2-intra", action="store_true",
                   help="CTranslate2 threads as intra_threads (one search, parallel ops) "
                        "instead of inter_threads")
    p.add_argument("--model-dir", default=os.path.join(ROOT, "models/en-es-transformer"))
    p.add_argument("--source", default=os.path.join(ROOT, "models/en-es-transformer/test.en"))
    p.add_argument("--reference", default=os.path.join(ROOT, "models/en-es/test.es"))
    p.add_argument("--dev-source", default=os.path.join(ROOT, "models/en-es-transformer/dev.en"))
    p.add_argument("--beams", default="5,1")
    p.add_argument("--threads", default="1,2")
    p.add_argument("--types", default="fp32,int16,int8", help="fastdec --gemm values")
    p.add_argument("--batch", type=int, default=32)
    p.add_argument("--stopping", default="refill-beam",
                   help="fastdec --stopping; refill-beam is CTranslate2's rule with a "
                        "length penalty [refill-beam]")
    p.add_argument("--max-length", type=int, default=256,
                   help="at most this many target tokens, </s> included, for both: "
                        "CTranslate2's max_decoding_length has no source-length ratio [256]")
    p.add_argument("--fastdec-own-limit", action="store_true",
                   help="fastdec keeps its default limit, floor(2 x source length + 10) "
                        "tokens, instead of --max-length (not the same search any more)")
    p.add_argument("--fastdec-no-sort", action="store_true",
                   help="fastdec decodes the lines in input order (translate --no-length-sort) "
                        "instead of 16 batches sorted by length, its default as CTranslate2's "
                        "(see --ct2-no-sort)")
    p.add_argument("--fastdec-length-sort", action="store_true",
                   help="fastdec's default since translate sorts by length (kept for older "
                        "commands: before that, input order was fastdec's default)")
    p.add_argument("--ct2-no-sort", action="store_true",
                   help="CTranslate2 reads one batch at a time (--read_batch_size = --batch) "
                        "instead of 16 batches sorted by length, its default")
    p.add_argument("--shortlist", choices=["sentence", "union"],
                   help="both choose words from the lexicon's shortlist: fastdec's wa layer "
                        "with this --shortlist-batching, CTranslate2's vmap (see above)")
    p.add_argument("--repeats", type=int, default=3)
    p.add_argument("--check-dev", action="store_true")
    p.add_argument("--show-diffs", type=int, default=0)
    p.add_argument("--json", help="write every run's numbers to this file")
    a = p.parse_args()
    if a.fastdec_no_sort and a.fastdec_length_sort:
        p.error("--fastdec-no-sort and --fastdec-length-sort contradict each other")

    if not (os.path.isfile(a.ct2) and os.access(a.ct2, os.X_OK)):
        print(f"compare.py: skipped: no CTranslate2 translator at {a.ct2} "
              "(build CTranslate2's cli/ct2-translator, see docs/compare-ctranslate2.md)")
        return 0
    if not os.path.isfile(a.translate):
        sys.exit(f"compare.py: no fastdec translate at {a.translate}")
    if shutil.which("spm_encode") is None:
        sys.exit("compare.py: needs spm_encode (Debian: sentencepiece)")
    if not os.path.isfile(os.path.join(a.ct2_model, "model.bin")):
        subprocess.run([sys.executable, os.path.join(ROOT, "tools/compare/ct2_convert.py"),
                        a.model_dir, a.ct2_model, "--ct2-python", a.ct2_python], check=True)

    fastdec, ct2 = Fastdec(a), CTranslate2(a)
    references = read_lines(a.reference)
    records = {"settings": vars(a).copy(), "runs": []}
    with tempfile.TemporaryDirectory() as work:
        if a.shortlist:
            a.ct2_vmap_model = vmap_model(a, work)
        if a.check_dev:
            records["dev_identical"] = check_dev(a, fastdec, ct2, work)
        source = os.path.join(work, "test.pieces")
        encode(os.path.join(a.model_dir, "spm.model"), a.source, source)
        print("| beam | threads | fastdec | BLEU | words/s | pieces/s | CTranslate2 | BLEU | "
              "words/s | pieces/s | words/s ratio | identical | same as own fp32 |")
        print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
        fp32_lines = {}  # (beam, threads) -> each program's fp32 translations
        for beam in map(int, a.beams.split(",")):
            for threads in map(int, a.threads.split(",")):
                for gemm in a.types.split(","):
                    row, lines = compare(a, fastdec, ct2, gemm, beam, threads, source, work,
                                         references)
                    if gemm == "fp32":
                        fp32_lines[beam, threads] = lines
                    elif (beam, threads) in fp32_lines:
                        # How faithful each program's quantized decode is to its own fp32.
                        exact = fp32_lines[beam, threads]
                        row["same_as_fp32"] = {
                            name: sum(x == y for x, y in zip(lines[name], exact[name]))
                            for name in lines if lines[name] and exact.get(name)}
                    records["runs"].append(row)
                    print(format_row(row), flush=True)
    if a.json:
        with open(a.json, "w") as f:
            json.dump(records, f, indent=1)
    return 0


def vmap_model(a, work):
    """A copy of the CTranslate2 model directory (links) with the lexicon's vmap.txt."""
    folder = os.path.join(work, "ct2-vmap")
    os.mkdir(folder)
    for name in os.listdir(a.ct2_model):
        if name != "vmap.txt":
            os.symlink(os.path.abspath(os.path.join(a.ct2_model, name)),
                       os.path.join(folder, name))
    subprocess.run([sys.executable, os.path.join(ROOT, "tools/compare/lexicon_vmap.py"),
                    os.path.join(a.model_dir, LEXICON), os.path.join(a.model_dir, "vocab.txt"),
                    os.path.join(folder, "vmap.txt"), "--words-per-source", str(SHORTLIST_WORDS),
                    "--frequent-words", str(SHORTLIST_FREQUENT)], check=True)
    return folder


def compare(a, fastdec, ct2, gemm, beam, threads, source, work, references):
    compute_type = TYPES[gemm]
    out = {s: os.path.join(work, f"out.{s}") for s in ("fastdec", "CTranslate2")}
    times = {"fastdec": [], "CTranslate2": []}
    walls = {"fastdec": [], "CTranslate2": []}
    row = {"beam": beam, "threads": threads, "gemm": gemm, "compute_type": compute_type}
    ct2_ok = True
    for repeat in range(a.repeats):
        order = [(fastdec, gemm), (ct2, compute_type)]
        if repeat % 2:
            order.reverse()
        for system, kind in order:
            if system is ct2 and not ct2_ok:
                continue
            try:
                seconds, wall = system.decode(kind, beam, threads, source, out[system.name])
            except SystemExit as e:
                if system is not ct2:
                    raise
                ct2_ok = False
                row["ct2_error"] = str(e).strip().splitlines()[-1]
                continue
            times[system.name].append(seconds)
            walls[system.name].append(wall)
    for name in times:
        if not times[name]:
            continue
        s = score(out[name], references)
        row[name] = {"bleu": s["bleu"], "words": s["words"], "pieces": s["pieces"],
                     "seconds": times[name], "process_seconds": walls[name],
                     "words_per_s": statistics.median(s["words"] / t for t in times[name]),
                     "pieces_per_s": statistics.median(s["pieces"] / t for t in times[name])}
        row[name + "_lines"] = s["lines"]
    lines = {name: row.pop(name + "_lines", None) for name in ("fastdec", "CTranslate2")}
    if ct2_ok:
        f, c = lines["fastdec"], lines["CTranslate2"]
        row["identical"] = sum(x == y for x, y in zip(f, c))
        # words/s ratio per repeat (fastdec / CTranslate2), median
        fw, cw = row["fastdec"]["words"], row["CTranslate2"]["words"]
        row["ratio"] = statistics.median(
            (fw / tf) / (cw / tc) for tf, tc in zip(times["fastdec"], times["CTranslate2"]))
    return row, lines


def format_row(row):
    f = row["fastdec"]
    cells = [row["beam"], row["threads"], row["gemm"], f"{f['bleu']:.2f}",
             f"{f['words_per_s']:.0f}", f"{f['pieces_per_s']:.0f}", row["compute_type"]]
    if "CTranslate2" in row:
        c = row["CTranslate2"]
        cells += [f"{c['bleu']:.2f}", f"{c['words_per_s']:.0f}", f"{c['pieces_per_s']:.0f}",
                  f"{row['ratio']:.2f}", row["identical"]]
    else:
        cells += ["n/a: " + row.get("ct2_error", "failed"), "", "", "", ""]
    same = row.get("same_as_fp32", {})
    cells.append(" / ".join(str(same.get(name, "-")) for name in ("fastdec", "CTranslate2"))
                 if same else "")
    return "| " + " | ".join(str(c) for c in cells) + " |"


if __name__ == "__main__":
    sys.exit(main())
