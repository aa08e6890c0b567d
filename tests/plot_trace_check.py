#!/usr/bin/env python3
"""ctest plot_trace: a fresh timing-mode trace of examples/scan through scripts/plot_trace.py gives
a well-formed SVG with a row per warp, a legend naming the stall reasons and a cycle axis.

    tests/plot_trace_check.py BUILD/simtloom
"""
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
simtloom = sys.argv[1]
with tempfile.TemporaryDirectory() as tmp:
    trace, svg = os.path.join(tmp, "scan.json"), os.path.join(tmp, "scan.svg")
    subprocess.run([simtloom, "run", "examples/scan/scan.s", "--launch", "examples/scan/scan.yaml", "--timing", "--trace", trace],
                   cwd=root, check=True, stdout=subprocess.DEVNULL)
    subprocess.run([sys.executable, os.path.join(root, "scripts", "plot_trace.py"), trace, "-o", svg, "--title", "scan"], check=True)
    tree = ET.parse(svg)

ns = "{http://www.w3.org/2000/svg}"
top = tree.getroot()
texts = [t.text for t in top.iter(ns + "text")]
rects = list(top.iter(ns + "rect"))
problems = []
if top.tag != ns + "svg":
    problems.append(f"root element is {top.tag}")
for want in ("issue", "barrier", "waitcnt.vm", "cycle", "core 0", "wg 6 warp 4"):
    if want not in texts:
        problems.append(f"no text '{want}'")
if len(rects) < 500:
    problems.append(f"only {len(rects)} rectangles")
if problems:
    print("plot_trace_check: " + "; ".join(problems), file=sys.stderr)
    sys.exit(1)
print(f"plot_trace_check: {len(rects)} rectangles, {len(texts)} texts")
