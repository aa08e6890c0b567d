#!/usr/bin/env python3
"""How much of the corpus simtloom prints as nvdisasm does, and round-trips, by opcode.

  measure.py [--simtloom build/simtloom] [--isa isa/sm90] [--cubins DIR] [--require-exact]

Every .text section of every cubin is disassembled as a raw blob by both tools (branch targets
are then section offsets for both). An instruction is 'described' when simtloom prints it as
something other than the generic OP line; 'equal' when its text is nvdisasm's. --require-exact
exits 1 when a described instruction differs or a section does not reassemble to its bytes.
"""
import argparse
import collections
import glob
import os
import subprocess
import sys
import tempfile

import cubin
import nvd

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))


def nvdisasm_lines(o, path):
    p = subprocess.run([o.path, "-b", o.arch, "-hex", path], capture_output=True, text=True)
    texts = {}
    for line in p.stdout.splitlines():
        m = nvd._LINE.match(line)
        if m:
            texts[int(m.group(1), 16) // 16] = nvd.normalize(m.group(2))
    return texts


def ours(tool, isa, path, control):
    args = [tool, "dis", "-t", "sm90", "--isa", isa, "--raw", "--no-comments"] + ([] if control else ["--no-control"]) + [path]
    p = subprocess.run(args, capture_output=True, text=True)
    if p.returncode:
        raise RuntimeError(p.stderr)
    return [l.strip() for l in p.stdout.splitlines() if l.strip() and l.strip() != ".text"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--simtloom", default=os.path.join(ROOT, "build", "simtloom"))
    ap.add_argument("--isa", default=os.path.join(ROOT, "isa", "sm90"))
    ap.add_argument("--cubins", default=os.path.join(HERE, "build"))
    ap.add_argument("--require-exact", action="store_true")
    ap.add_argument("--by-opcode", action="store_true")
    args = ap.parse_args()
    o = nvd.Oracle()
    total = described = equal = 0
    sections = roundtrip = 0
    per = collections.defaultdict(lambda: [0, 0, 0])  # mnemonic -> total, described, equal
    diffs = []
    with tempfile.TemporaryDirectory() as d:
        for f in sorted(glob.glob(os.path.join(args.cubins, "*.cubin"))):
            # One blob per cubin (its sections one after another): branch targets are then blob
            # offsets for both tools, and each tool starts once per cubin.
            name, words = "text", [w for _, ws in cubin.text_sections(f) for w in ws]
            if words:
                b = os.path.join(d, "s.bin")
                with open(b, "wb") as fh:
                    fh.write(nvd.blob(words))
                theirs = nvdisasm_lines(o, b)
                mine = ours(args.simtloom, args.isa, b, False)
                for i, w in enumerate(words):
                    t = theirs.get(i)
                    m = mine[i] if i < len(mine) else ""
                    mn = (t or "?").split(" ")[1 if (t or "").startswith("@") else 0].split(".")[0]
                    total += 1
                    per[mn][0] += 1
                    core = m.split(" ", 1)[1] if m.startswith("@") else m
                    if core.startswith("OP "):
                        continue
                    described += 1
                    per[mn][1] += 1
                    if m == t:
                        equal += 1
                        per[mn][2] += 1
                    else:
                        diffs.append(f"{os.path.basename(f)} {name} +{16 * i:#x}: nvdisasm '{t}', simtloom '{m}'")
                # Round trip: the listing with control codes reassembles to the same bytes.
                sections += 1
                lst = os.path.join(d, "s.s")
                with open(lst, "w") as fh:
                    fh.write("\n".join(ours(args.simtloom, args.isa, b, True)) + "\n")
                out = os.path.join(d, "s.out")
                p = subprocess.run([args.simtloom, "asm", "-t", "sm90", "--isa", args.isa, "-f", "bin", lst, "-o", out],
                                   capture_output=True, text=True)
                if p.returncode == 0 and open(out, "rb").read() == nvd.blob(words):
                    roundtrip += 1
                else:
                    diffs.append(f"{os.path.basename(f)} {name}: does not reassemble to its bytes {p.stderr[:400]}")
    print(f"instructions: {total}; described (not the OP line): {described} ({100.0 * described / total:.2f}%); "
          f"equal to nvdisasm: {equal} ({100.0 * equal / total:.2f}% of all, "
          f"{100.0 * equal / max(described, 1):.2f}% of described); sections round-tripping byte for byte: {roundtrip}/{sections}")
    if args.by_opcode:
        for mn, (n, dsc, eq) in sorted(per.items(), key=lambda x: -x[1][0]):
            print(f"  {mn:14} {n:7} described {100.0 * dsc / n:6.2f}%  equal {100.0 * eq / n:6.2f}%")
    for x in diffs[:20]:
        print("  " + x)
    if args.require_exact and (equal != described or roundtrip != sections):
        sys.exit(1)


if __name__ == "__main__":
    main()
