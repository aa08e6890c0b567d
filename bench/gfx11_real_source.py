#!/usr/bin/env python3
"""Writes a large gfx1100 assembly file of real compiler output: clang 19's -O2 -S output for the
OpenCL C kernels of tests/gfx11/kernels/ and examples/gfx11/ (every encoding family clang emits:
SOP*, SMEM, VOP1/2/3/3P/C, VOPD, DS, FLAT/GLOBAL, MUBUF), whole files with their kernel
descriptors, repeated until the file has the asked number of lines. Each copy's symbols (kernels,
their descriptors, .LBB labels) get a suffix so that copies do not collide; the code-object
metadata note (one per object) and the file header appear once.

  bench/gfx11_real_source.py OUT.s LINES [--clang PATH]

Prints "LINES INSTRUCTIONS" of what it wrote.
"""
import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
HEADER = ('\t.text\n\t.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"\n\t.amdhsa_code_object_version 5\n')
_ONCE = re.compile(r"^\s*\.(amdgcn_target|amdhsa_code_object_version)\b")
_DEFINED = re.compile(r"^([A-Za-z_.$][\w.$]*):")


def compile_kernels(clang, out_dir):
    sources = sorted(glob.glob(os.path.join(ROOT, "tests/gfx11/kernels/*.cl")) + glob.glob(os.path.join(ROOT, "examples/gfx11/*.cl")))
    texts = []
    for cl in sources:
        s = os.path.join(out_dir, os.path.basename(cl) + ".s")
        subprocess.run([clang, "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx1100", "-nogpulib", "-O2", "-S", cl,
                        "-o", s], check=True)
        text = open(s).read()
        # Kernels built for another processor or wave size (gfx1101.cl, wave64.cl) stay out: one file, one target.
        if '"amdgcn-amd-amdhsa--gfx1100"' in text and "wavefrontsize64" not in text:
            texts.append(text)
    return texts


def body(text):
    """The file without its header lines and its metadata block, and the names it defines."""
    lines, names, skip = [], set(), False
    for line in text.splitlines():
        if line.strip().startswith(".amdgpu_metadata"):
            skip = True
        if not skip and not _ONCE.match(line):
            lines.append(line)
            m = _DEFINED.match(line)
            if m:
                names.add(m.group(1))
        if line.strip().startswith(".end_amdgpu_metadata"):
            skip = False
    for line in lines:  # .set names and .amdhsa_kernel names too
        m = re.match(r"^\s*\.(?:set|amdhsa_kernel)\s+([\w.$]+)", line)
        if m:
            names.add(m.group(1))
    return lines, names


def renamed(lines, names, suffix):
    if not names:
        return lines
    pat = re.compile(r"(?<![\w.$])(" + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)) + r")(?![\w$])")
    return [pat.sub(lambda m: m.group(1) + suffix, line) for line in lines]


def is_instruction(line):
    s = re.split(r"\s;|^;", line, maxsplit=1)[0].strip()
    return bool(s) and re.match(r"^[a-z]", s) is not None and not s.endswith(":")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("lines", type=int)
    ap.add_argument("--clang", default="/usr/lib/llvm-19/bin/clang")
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as d:
        files = [body(t) for t in compile_kernels(a.clang, d)]
    if not files:
        sys.exit("gfx11_real_source: no kernel compiled for gfx1100")
    insns = copy = 0
    with open(a.out, "w") as f:
        f.write(HEADER)
        total = HEADER.count("\n")
        while total < a.lines:
            lines, names = files[copy % len(files)]
            for line in renamed(lines, names, "_c%d" % copy):
                f.write(line + "\n")
                insns += is_instruction(line)
            total += len(lines)
            copy += 1
    print(total, insns)


if __name__ == "__main__":
    main()
