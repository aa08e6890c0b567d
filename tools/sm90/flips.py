#!/usr/bin/env python3
"""Single-bit variations of every learned sm90 variant, decoded by simtloom and by nvdisasm.

  flips.py [--simtloom build/simtloom] [--isa isa/sm90] [--only MOV,S2R] [--cache FILE]

Each learned variant names the word it was learned from (its `en`: "... from the corpus word
0x..." or "... from the word 0x... (bit N of the sample 0x... flipped)"). Every bit of that word
but the opcode (0-11) is flipped, one at a time (the control code's too: nvdisasm refuses a stall count without yield outside 1..11, and some instructions with
a scoreboard they cannot use, tools/sm90/ctrl.py), and both tools read the resulting words: a word is
  equal       simtloom prints nvdisasm's text;
  refused     nvdisasm refuses it and simtloom prints the generic OP line (it claims nothing);
  open        nvdisasm decodes it, simtloom prints the OP line (no learned variant describes it);
  WRONG       simtloom prints a text that is not nvdisasm's, or claims a word nvdisasm refuses.
Open words whose text holds a NaN (+QNAN, +SNAN) are counted apart too: nvdisasm prints a float
immediate's NaN payload that way whatever it is, so that text does not give the word back, and
simtloom prints the generic line (which does).
Exits 1 when any word is WRONG. Words are placed one after another from address 0 for both
tools, so branch targets agree.
"""
import argparse
import collections
import glob
import os
import re
import subprocess
import sys
import tempfile

import nvd

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
FLIPPED = list(range(12, 128))
_SAMPLE = re.compile(r'^\s*- name: "([^"]+)"\n\s*syntax: "((?:[^"\\]|\\.)*)"', re.M)
_NAN = re.compile(r"[-+]?[QS]NAN\b")
_WORD = re.compile(r"from the (?:corpus )?word (0x[0-9a-f]+)")


def learned_variants(isa):
    """(variant name, mnemonic, sample word) of every learned variant in the description."""
    out = []
    for f in sorted(glob.glob(os.path.join(isa, "sass_*.yaml"))):
        text = open(f).read()
        names = [(m.start(), m.group(1), m.group(2).split("{")[0].split(" ")[0].split(".")[0]) for m in _SAMPLE.finditer(text)]
        for pos, name, mnem in names:
            w = _WORD.search(text, pos)
            if w:
                out.append((name, mnem, int(w.group(1), 16)))
    return out


def ours(tool, isa, words, d):
    path = os.path.join(d, "w.bin")
    with open(path, "wb") as fh:
        fh.write(nvd.blob(words))
    p = subprocess.run([tool, "dis", "-t", "sm90", "--isa", isa, "--raw", "--no-comments", "--no-control", path],
                       capture_output=True, text=True)
    if p.returncode:
        raise RuntimeError(p.stderr)
    lines = [l.strip() for l in p.stdout.splitlines() if l.strip() and l.strip() != ".text"]
    if len(lines) != len(words):
        raise RuntimeError(f"simtloom printed {len(lines)} lines for {len(words)} words")
    return lines


def is_generic(line):
    core = line.split(" ", 1)[1] if line.startswith("@") else line
    return core.startswith("OP ")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--simtloom", default=os.path.join(ROOT, "build", "simtloom"))
    ap.add_argument("--isa", default=os.path.join(ROOT, "isa", "sm90"))
    ap.add_argument("--only", default="", help="mnemonics whose variants are varied (default: all)")
    ap.add_argument("--cache", default="", help="a file keeping nvdisasm's texts between runs")
    ap.add_argument("--show", type=int, default=20, help="WRONG words to print")
    ap.add_argument("--open", type=int, default=0, metavar="N",
                    help="also list the N variants whose flips nvdisasm decodes and no learned variant describes most often")
    args = ap.parse_args()
    o = nvd.Oracle(cache_file=args.cache or None)
    if not o.path:
        sys.exit("flips.py: nvdisasm not found (pip install nvidia-cuda-nvdisasm, or set NVDISASM)")
    only = set(args.only.split(",")) if args.only else None
    variants = [v for v in learned_variants(args.isa) if not only or v[1] in only]
    words, owner = [], []
    for name, _, w in variants:
        for b in FLIPPED:
            words.append(w ^ (1 << b))
            owner.append((name, b))
    refused = o.texts(words)  # which words nvdisasm refuses (cached; texts at unknown addresses)
    good = [i for i, w in enumerate(words) if refused[w] is not None]
    bad = [i for i, w in enumerate(words) if refused[w] is None]
    count = collections.Counter()
    wrong = []
    opened = collections.defaultdict(list)  # variant -> nvdisasm's texts of its open flips
    with tempfile.TemporaryDirectory() as d:
        for chunk in (good[i:i + 4096] for i in range(0, len(good), 4096)):
            theirs = o.at_address([words[i] for i in chunk])
            mine = ours(args.simtloom, args.isa, [words[i] for i in chunk], d)
            for i, t, m in zip(chunk, theirs, mine):
                if m == t:
                    count["equal"] += 1
                elif is_generic(m):
                    count["open"] += 1
                    opened[owner[i][0]].append(t)
                    if _NAN.search(t):
                        count["nan"] += 1
                else:
                    count["WRONG"] += 1
                    wrong.append(f"{owner[i][0]} bit {owner[i][1]}: {words[i]:#034x}: nvdisasm '{t}', simtloom '{m}'")
        if bad:
            mine = ours(args.simtloom, args.isa, [words[i] for i in bad], d)
            for i, m in zip(bad, mine):
                if is_generic(m):
                    count["refused"] += 1
                else:
                    count["WRONG"] += 1
                    wrong.append(f"{owner[i][0]} bit {owner[i][1]}: {words[i]:#034x}: nvdisasm refuses it, simtloom '{m}'")
    o.save()
    n = len(words)
    print(f"single-bit variations of {len(variants)} learned variants: {n} words; equal {count['equal']}, "
          f"refused by both {count['refused']}, decoded by nvdisasm only {count['open']} "
          f"({100.0 * (count['equal'] + count['refused']) / max(n, 1):.2f}% the same), WRONG {count['WRONG']}")
    if count["nan"]:
        print(f"  of those decoded by nvdisasm only, {count['nan']} are float immediates holding a NaN payload, which "
              f"nvdisasm prints as +QNAN/+SNAN whatever the payload (its text names no one word: simtloom keeps the bytes)")
    for x in wrong[:args.show]:
        print("  " + x)
    for name, texts in sorted(opened.items(), key=lambda kv: -len(kv[1]))[:args.open]:
        shapes = collections.Counter(t.split(" ")[0] for t in texts)
        print(f"  open {len(texts):4d} {name}: " + ", ".join(f"{k} x{c}" for k, c in shapes.most_common(4)))
    sys.exit(1 if count["WRONG"] else 0)


if __name__ == "__main__":
    main()
