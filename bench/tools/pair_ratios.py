#!/usr/bin/env python3
"""Pairs two families of Google Benchmark results from one JSON run and prints
a Markdown table of their median times and ratios.

  pair_ratios.py RESULTS.json BASELINE_PREFIX CANDIDATE_PREFIX

Benchmarks are matched by the argument suffix after the prefix
(e.g. after_gemm_separate/6/32000/6 with after_gemm_fused/6/32000/6). Uses the
`_median` aggregates when the run had repetitions, plain results otherwise,
and CPU time (the process's own time, less disturbed by other load).
"""
import json
import sys


def medians(results, prefix):
    rows = {}
    for b in results["benchmarks"]:
        name = b["name"]
        aggregate = b.get("aggregate_name")
        if aggregate not in (None, "median"):
            continue
        if aggregate == "median":
            name = name[: -len("_median")]
        if not name.startswith(prefix + "/"):
            continue
        rows[name[len(prefix) + 1 :]] = (b["cpu_time"], b.get("time_unit", "ns"), b.get("label", ""))
    return rows


def main():
    path, baseline, candidate = sys.argv[1:4]
    with open(path) as f:
        results = json.load(f)
    base = medians(results, baseline)
    cand = medians(results, candidate)
    print(f"| args | {baseline} | {candidate} | ratio (candidate / baseline) | time saved |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for args in base:
        if args not in cand:
            continue
        b, unit, label = base[args]
        c, _, _ = cand[args]
        print(f"| {args} | {b:.1f} {unit} | {c:.1f} {unit} | {c / b:.3f} | {100 * (1 - c / b):.0f}% |")
    context = results.get("context", {})
    print()
    print(f"host: {context.get('num_cpus')} CPUs at {context.get('mhz_per_cpu')} MHz, "
          f"load average {context.get('load_avg')}, {label}")


if __name__ == "__main__":
    main()
