#!/usr/bin/env python3
"""Counts what the GEMM micro-kernels' inner k loops execute, per level.

The int16 and fp32 tiles keep their accumulators in registers while the
panels stream through (arch/gemm_body.inc); a register copy or a stack access
inside the k loop means the compiler did not manage that. This reads the
disassembly of any object or binary that instantiates the kernels and prints,
for every int16_block<R, P> / fp32_block<R, P>, the innermost loop holding
its R x P multiplies: instructions, multiplies, register-to-register vector
copies and stack references.

    objdump -d --no-show-raw-insn -C build/release/bench/bench_gemm > gemm.s
    python3 bench/tools/inner_loops.py gemm.s [--all] [--show 'isa_avx512vnni::int16_block<12, 1>']

Without --all only loops with copies or stack references, and the 12-row
tiles, are listed.
"""
import argparse
import re
import sys

MULTIPLY = re.compile(r"(vpdpwssd|vpmaddwd|pmaddwd|vmulps|mulps)\b")
COPY = re.compile(r"v?mov(dqa64|dqa32|dqa|aps|ups|dqu64)\s+%[xyz]mm\d+,%[xyz]mm\d+$")
JUMP = re.compile(r"j\w+\s+([0-9a-f]+)")
KERNEL = re.compile(r"(isa_\w+)::(int16|fp32)_block<(\d+), (\d+)>")


def functions(lines):
    current, body = None, []
    for line in lines:
        header = re.match(r"^[0-9a-f]+ <(.*)>:$", line)
        if header:
            if current:
                yield current, body
            current, body = header.group(1), []
        elif current and re.match(r"^\s+[0-9a-f]+:", line):
            body.append(line)
    if current:
        yield current, body


def inner_loop(body, multiplies):
    addresses = [int(line.split(":")[0], 16) for line in body]
    instructions = [line.split("\t", 1)[1].strip() if "\t" in line else "" for line in body]
    best = None
    for i, instruction in enumerate(instructions):
        jump = JUMP.match(instruction)
        if not jump:
            continue
        target = int(jump.group(1), 16)
        if target >= addresses[i] or target not in addresses:
            continue
        loop = instructions[addresses.index(target): i + 1]
        if sum(1 for x in loop if MULTIPLY.match(x)) >= multiplies and (best is None or len(loop) < len(best)):
            best = loop
    return best


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("disassembly")
    parser.add_argument("--all", action="store_true", help="list every tile shape")
    parser.add_argument("--show", help="print the loop of this kernel (a substring of its name)")
    args = parser.parse_args()
    with open(args.disassembly) as f:
        lines = f.read().split("\n")
    seen = set()
    print(f"{'level':16s} {'kernel':22s} {'insns':>5s} {'mul':>4s} {'copies':>6s} {'stack':>5s}")
    for name, body in functions(lines):
        kernel = KERNEL.search(name)
        if not kernel or kernel.group(0) in seen:
            continue
        seen.add(kernel.group(0))
        rows, panels = int(kernel.group(3)), int(kernel.group(4))
        loop = inner_loop(body, rows * panels)
        if loop is None:
            continue
        copies = sum(1 for x in loop if COPY.match(x))
        stack = sum(1 for x in loop if "(%rsp)" in x or "(%rbp)" in x)
        if args.all or copies or stack or rows == 12:
            label = f"{kernel.group(2)}_block<{rows},{panels}>"
            multiplies = sum(1 for x in loop if MULTIPLY.match(x))
            print(f"{kernel.group(1):16s} {label:22s} {len(loop):5d} {multiplies:4d} {copies:6d} {stack:5d}")
        if args.show and args.show in name:
            print("\n".join(loop))
    return 0


if __name__ == "__main__":
    sys.exit(main())
