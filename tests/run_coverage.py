#!/usr/bin/env python3
"""Fails when a wisa variant is executed by no tests/wisa/run/ file.

The variants are the rows of the variant tables of the generated manual (`simtloom doc -t wisa`),
so the list follows the description. What ran is read from the timing model's trace, whose
issue events are named by variant: each run/ file runs once more with --timing --trace (and must
pass its checks there too, which also checks that the timing mode computes what the functional
mode does). usage: run_coverage.py path/to/simtloom
"""
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

simtloom = sys.argv[1]
root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
os.chdir(root)

manual = subprocess.run([simtloom, "doc", "-t", "wisa"], capture_output=True, text=True, check=True).stdout
variants, in_table = [], False
for line in manual.splitlines():
    if line.startswith("| Variant"):
        in_table = True
    elif in_table and (m := re.match(r"\| ([a-z0-9.]+) \|", line)):
        variants.append(m[1])
    elif not line.startswith("|"):
        in_table = False
if not variants:
    sys.exit("no variant tables in `simtloom doc -t wisa`")

ran, bad = set(), 0
with tempfile.TemporaryDirectory() as tmp:
    for y in sorted(glob.glob("tests/wisa/run/*.yaml")):
        trace, stats = os.path.join(tmp, "trace.json"), os.path.join(tmp, "stats.json")
        r = subprocess.run([simtloom, "run", y[:-5] + ".s", "--launch", y, "--timing", "--trace", trace, "--stats", stats],
                           capture_output=True, text=True)
        if r.returncode != 0:
            print(f"FAIL: {y} in the timing mode (exit {r.returncode}):\n{r.stdout[-2000:]}{r.stderr[-2000:]}")
            bad += 1
            continue
        if json.load(open(stats))["timing"]["trace"]["dropped"]:
            print(f"FAIL: {y}: the trace dropped events; keep run/ files small")
            bad += 1
        ran |= {e["name"] for e in json.load(open(trace))["traceEvents"] if e.get("cat") == "issue"}

missing = [v for v in variants if v not in ran]
print(f"wisa run/ coverage: {len(variants) - len(missing)} of {len(variants)} variants executed")
if missing:
    print("not executed by any tests/wisa/run/ file: " + " ".join(missing))
sys.exit(1 if missing or bad else 0)
