#!/usr/bin/python3
"""Plots the speed/quality trade-off of fastdec's decoding configurations.

    tools/plot/speed_bleu.py RESULTS.tsv OUT.png [--title TITLE]

RESULTS.tsv has a header line and the tab-separated columns
    name gemm layer pruning bleu identical_percent words_per_second speedup layer_share_percent
(name a short label such as "int16 wa50", bleu in 0..100, speedup relative to
the plain fp32 path). Draws target words per second (x, log scale) against
BLEU (y): one marker per row annotated with its name, the marker's shape by
gemm (fp32 circle, int16 triangle), its colour by output layer, and a dashed
line at the BLEU of the row named "fp32 full" (the exact fp32 beam search).
Needs Debian's python3-matplotlib.
"""
import argparse
import csv
import math
import sys

try:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.lines import Line2D
    from matplotlib.ticker import FuncFormatter
    from matplotlib.transforms import Bbox
except ImportError:
    print("needs python3-matplotlib: apt-get install python3-matplotlib", file=sys.stderr)
    sys.exit(1)

COLUMNS = ["name", "gemm", "layer", "pruning", "bleu", "identical_percent",
           "words_per_second", "speedup", "layer_share_percent"]
MARKERS = {"fp32": "o", "int16": "^"}
COLOURS = {"full": "tab:blue", "fused": "tab:cyan", "tf": "tab:orange", "wa": "tab:green",
           "lsh": "tab:red", "hnsw": "tab:purple"}
OTHER_MARKER, OTHER_COLOUR = "s", "grey"
# Where a label may go, in points from its marker, in order of preference.
OFFSETS = [((6, 4), "left", "bottom"), ((6, -4), "left", "top"),
           ((-6, 4), "right", "bottom"), ((-6, -4), "right", "top"),
           ((0, 7), "center", "bottom"), ((0, -7), "center", "top"),
           ((8, 0), "left", "center"), ((-8, 0), "right", "center")]


def read_results(path):
    with open(path, encoding="utf-8", newline="") as f:
        reader = csv.DictReader(f, delimiter="\t")
        missing = [c for c in COLUMNS if c not in (reader.fieldnames or [])]
        if missing:
            sys.exit(f"{path}: missing column(s) {', '.join(missing)}; the header must be: "
                     + " ".join(COLUMNS))
        rows = []
        for number, row in enumerate(reader, 2):
            try:
                row["bleu"] = float(row["bleu"])
                row["words_per_second"] = float(row["words_per_second"])
            except (TypeError, ValueError):
                sys.exit(f"{path}:{number}: bleu and words_per_second must be numbers")
            if row["words_per_second"] <= 0:
                sys.exit(f"{path}:{number}: words_per_second must be positive (log scale)")
            rows.append(row)
    if not rows:
        sys.exit(f"{path}: no rows")
    return rows


def overlap(a, b):
    width = min(a.x1, b.x1) - max(a.x0, b.x0)
    height = min(a.y1, b.y1) - max(a.y0, b.y0)
    return width * height if width > 0 and height > 0 else 0.0


def place_labels(fig, ax, rows, reference=None):
    """Annotates each marker with its row's name, greedily: each label takes
    the first offset that overlaps no marker, legend, line or text placed before
    (else the one that overlaps least), staying inside the axes if it can."""
    renderer = fig.canvas.get_renderer()
    frame = ax.get_window_extent(renderer)
    pad = 3.0
    obstacles = [t.get_window_extent(renderer) for t in ax.texts]
    if ax.get_legend() is not None:
        obstacles.append(ax.get_legend().get_window_extent(renderer))
    if reference is not None:  # the dashed line
        _, y = ax.transData.transform((1.0, reference))
        obstacles.append(Bbox.from_extents(frame.x0, y - 1, frame.x1, y + 1))
    for row in rows:
        x, y = ax.transData.transform((row["words_per_second"], row["bleu"]))
        obstacles.append(Bbox.from_extents(x - pad, y - pad, x + pad, y + pad))
    # Left to right, the labels of crowded stretches get placed one by one.
    for row in sorted(rows, key=lambda r: (r["words_per_second"], -r["bleu"])):
        best = None
        for offset, ha, va in OFFSETS:
            text = ax.annotate(row["name"], (row["words_per_second"], row["bleu"]),
                               xytext=offset, textcoords="offset points", ha=ha, va=va,
                               fontsize=7, zorder=4)
            box = text.get_window_extent(renderer)
            outside = box.x0 < frame.x0 or box.x1 > frame.x1 or box.y0 < frame.y0 or \
                box.y1 > frame.y1
            cost = sum(overlap(box, o) for o in obstacles) + (1e6 if outside else 0.0)
            if best is None or cost < best[0]:
                if best is not None:
                    best[1].remove()
                best = (cost, text, box)
            else:
                text.remove()
            if cost == 0:
                break
        obstacles.append(best[2])


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    p.add_argument("results", help="the results TSV (header line, tab-separated)")
    p.add_argument("output", help="the PNG to write")
    p.add_argument("--title", default="fastdec on the bundled en-es model")
    args = p.parse_args()
    rows = read_results(args.results)

    fig, ax = plt.subplots(figsize=(8, 5), dpi=120)
    for row in rows:
        ax.scatter(row["words_per_second"], row["bleu"], s=45, zorder=3,
                   marker=MARKERS.get(row["gemm"], OTHER_MARKER),
                   color=COLOURS.get(row["layer"], OTHER_COLOUR),
                   edgecolors="black", linewidths=0.5)
    ax.set_xscale("log")
    ax.grid(True, which="major", linewidth=0.6, alpha=0.6)
    ax.grid(True, which="minor", linewidth=0.3, alpha=0.4)
    ax.set_xlabel("target words per second (log scale)")
    ax.set_ylabel("BLEU (test, tokenized)")
    ax.set_title(args.title)
    # Room for the labels at the ends of both axes.
    ax.margins(x=0.12, y=0.12)
    low, high = ax.get_xlim()
    ax.xaxis.set_major_formatter(FuncFormatter(lambda v, _: f"{v:g}"))
    if high / low < 100:  # label 2, 3 and 5 times the powers of ten too
        ax.xaxis.set_minor_formatter(FuncFormatter(
            lambda v, _: f"{v:g}" if round(v / 10 ** math.floor(math.log10(v) + 1e-9)) in (2, 3, 5)
            else ""))
    ax.tick_params(axis="x", which="minor", labelsize=8)

    exact = next((r for r in rows if r["name"] == "fp32 full"), None)
    if exact is not None:
        ax.axhline(exact["bleu"], color="black", linestyle="--", linewidth=0.9, zorder=2)
        ax.annotate("exact fp32 beam", (0.99, exact["bleu"]), xycoords=("axes fraction", "data"),
                    xytext=(0, 3), textcoords="offset points", ha="right", va="bottom",
                    fontsize=7, style="italic")

    handles = []
    for gemm in [g for g in MARKERS if any(r["gemm"] == g for r in rows)]:
        handles.append(Line2D([], [], linestyle="", marker=MARKERS[gemm], color="white",
                              markeredgecolor="black", label=gemm))
    if any(r["gemm"] not in MARKERS for r in rows):
        handles.append(Line2D([], [], linestyle="", marker=OTHER_MARKER, color="white",
                              markeredgecolor="black", label="other gemm"))
    for layer in [l for l in COLOURS if any(r["layer"] == l for r in rows)]:
        handles.append(Line2D([], [], linestyle="", marker="s", color=COLOURS[layer],
                              label=layer))
    if any(r["layer"] not in COLOURS for r in rows):
        handles.append(Line2D([], [], linestyle="", marker="s", color=OTHER_COLOUR,
                              label="other layer"))
    ax.legend(handles=handles, fontsize=7, loc="best", framealpha=0.85)

    fig.tight_layout()
    place_labels(fig, ax, rows, exact["bleu"] if exact is not None else None)
    fig.savefig(args.output, dpi=120)
    print(f"speed_bleu: {len(rows)} rows -> {args.output}", file=sys.stderr)


if __name__ == "__main__":
    main()
