#!/usr/bin/env python3
"""The GEMM targets of docs/RESULTS.md from one bench_gemm JSON file.

Usage: gemm_ratios.py bench_gemm.json
Prints, per shape (K, N, cold/hot) and M, the median time of each
implementation and the ratios the targets are stated in: int16 vs the best
fp32 (any implementation), int16 vs intgemm, PackedFp32Gemm vs oneDNN, int8
vs int16, int8 vs oneDNN's and intgemm's int8.
"""
import json
import sys
from collections import defaultdict

FP32 = ("fastdec_packed<PackedFp32Gemm>", "openblas_sgemm", "openblas_sgemv",
        "onednn_matmul_f32", "fastdec_eigen_gemm", "eigen_product")


def main(path):
    with open(path) as f:
        runs = json.load(f)["benchmarks"]
    median = defaultdict(dict)  # (k, n, cold, m) -> implementation -> µs
    for run in runs:
        if run.get("aggregate_name") != "median":
            continue
        name, m, k, n, cold = run["run_name"].split("/")[:5]
        median[(int(k), int(n), int(cold), int(m))][name] = run["real_time"]
    for key in sorted(median, key=lambda key: (key[0], key[1], -key[2], key[3])):
        k, n, cold, m = key
        times = median[key]
        int16 = times.get("fastdec_packed<Int16Gemm>")
        ours = times.get("fastdec_packed<PackedFp32Gemm>")
        fp32 = {name: t for name, t in times.items() if name in FP32}
        line = f"K={k} N={n} {'cold' if cold else 'hot '} M={m:2d}:"
        line += " ".join(f" {name} {t:,.0f}" for name, t in sorted(times.items()))
        if int16 and fp32:
            best = min(fp32, key=fp32.get)
            line += f" | int16 vs best fp32 ({best}) {fp32[best] / int16:.2f}x"
        if int16 and "intgemm_int16" in times:
            line += f" | int16 vs intgemm {times['intgemm_int16'] / int16:.2f}x"
        int8 = times.get("fastdec_packed<Int8Gemm>")
        if int8 and int16:
            line += f" | int8 vs int16 {int16 / int8:.2f}x"
        for peer in ("onednn_matmul_int8", "intgemm_int8"):
            if int8 and peer in times:
                line += f" | int8 vs {peer} {times[peer] / int8:.2f}x"
        if ours and "onednn_matmul_f32" in times:
            line += f" | PackedFp32 vs oneDNN {times['onednn_matmul_f32'] / ours:.2f}x"
        print(line)


if __name__ == "__main__":
    main(sys.argv[1])
