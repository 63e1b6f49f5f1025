#!/usr/bin/env python3
"""Where a file that includes fastdec spends its compile time.

Compiles one source with Clang's -ftime-trace and splits the front end's time
three ways: parsing the standard and system headers, parsing fastdec's own
headers (each header's time without the headers it includes), and the
templates instantiated at the end of the file (those named in inline
functions, which every includer pays for even at -fsyntax-only). Prints the
largest items of each, which is where shortening the compile has to start.

Usage: bench/tools/compile_profile.py [source=#include <fastdec/fastdec.hpp>]
           [--cxx clang++] [--top 15] [-- extra compiler flags]
Run from the repository root. The figures are one compile's wall time: take
them as shares, and time whole compiles with compile_times.sh.
"""

import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile


def trace(cxx, source, flags, work):
    obj = os.path.join(work, "profile.o")
    # -c, not -fsyntax-only (which writes no trace); the trace is named
    # after the object file.
    command = [cxx, "-std=c++20", "-Iinclude", "-c", "-ftime-trace",
               "-ftime-trace-granularity=1", source, "-o", obj] + flags
    subprocess.run(command, check=True)
    with open(os.path.join(work, "profile.json")) as f:
        return [e for e in json.load(f)["traceEvents"] if e.get("ph") == "X"]


def exclusive_source_times(events):
    """Each header's parse time less that of the headers it includes."""
    sources = sorted((e for e in events if e["name"] == "Source"),
                     key=lambda e: (e["ts"], -e["dur"]))
    times = collections.defaultdict(float)
    stack = []
    for event in sources:
        while stack and event["ts"] >= stack[-1]["ts"] + stack[-1]["dur"]:
            stack.pop()
        if stack:
            times[stack[-1]["args"]["detail"]] -= event["dur"]
        times[event["args"]["detail"]] += event["dur"]
        stack.append(event)
    return times


def outermost(events):
    """The events not nested in an earlier one of the list."""
    result, end = [], -1
    for event in sorted(events, key=lambda e: e["ts"]):
        if event["ts"] >= end:
            result.append(event)
            end = event["ts"] + event["dur"]
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", nargs="?")
    parser.add_argument("--cxx", default="clang++")
    parser.add_argument("--top", type=int, default=15)
    # Everything after "--" goes to the compiler untouched (argparse would
    # read "-D..." as its own options).
    argv = sys.argv[1:]
    flags = argv[argv.index("--") + 1:] if "--" in argv else []
    args = parser.parse_args(argv[:argv.index("--")] if "--" in argv else argv)
    with tempfile.TemporaryDirectory() as work:
        source = args.source
        if source is None:
            source = os.path.join(work, "profile.cpp")
            with open(source, "w") as f:
                f.write("#include <fastdec/fastdec.hpp>\n")
        else:
            source = os.path.abspath(source)
            # Name the trace after the fixed object name, whatever the source.
            os.symlink(source, os.path.join(work, "profile" + os.path.splitext(source)[1]))
            source = os.path.join(work, "profile" + os.path.splitext(source)[1])
        events = trace(args.cxx, source, flags, work)

    seconds = lambda us: us / 1e6
    total = next(e["dur"] for e in events if e["name"] == "Total Frontend")
    parse = exclusive_source_times(events)
    ours = {k: v for k, v in parse.items() if "/fastdec/" in k}
    theirs = {k: v for k, v in parse.items() if "/fastdec/" not in k}
    pending = [e for e in events if e["name"] == "PerformPendingInstantiations"]
    pending_instantiations = []
    for block in pending:
        inside = [e for e in events
                  if e["name"] in ("InstantiateFunction", "InstantiateClass")
                  and block["ts"] <= e["ts"] < block["ts"] + block["dur"]]
        pending_instantiations += outermost(inside)

    short = lambda path: re.sub(r".*/include/", "", path)
    print(f"front end {seconds(total):.2f} s")
    print(f"  standard and system headers, parsing  {seconds(sum(theirs.values())):.2f} s")
    print(f"  fastdec's {len(ours)} headers, parsing        {seconds(sum(ours.values())):.2f} s")
    print(f"  end-of-file instantiations ({len(pending_instantiations)})  "
          f"{seconds(sum(e['dur'] for e in pending)):.2f} s")
    print(f"\nfastdec headers, own parse time (the largest {args.top}):")
    for path, us in sorted(ours.items(), key=lambda kv: -kv[1])[:args.top]:
        print(f"  {seconds(us):6.3f} s  {short(path)}")
    print(f"\nend-of-file instantiations (the largest {args.top}):")
    for event in sorted(pending_instantiations, key=lambda e: -e["dur"])[:args.top]:
        print(f"  {seconds(event['dur']):6.3f} s  {event['args']['detail'][:110]}")


if __name__ == "__main__":
    sys.exit(main())
