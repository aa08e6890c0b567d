#!/usr/bin/env python3
"""Control-code sub-fields a learned variant's decode depends on, asked of nvdisasm.

nvdisasm refuses some instructions with a scoreboard they cannot use: a store with a write
barrier (`W0`..`W5`), NANOSLEEP or WARPSYNC with any barrier, WARPGROUP.DEPBAR with a wait mask.
Each scoreboard sub-field of the control code is flipped bit by bit on a variant's sample word; a
sub-field any of whose flips nvdisasm refuses is held at the sample's value (a `reserved` entry of
the variant's format, so the decoder refuses what nvdisasm refuses and the assembler says what to
write). The stall count and yield bit (109:105) follow one rule for every instruction (measured on
every learned variant: no exception), written into every learned format by emit.py.

  ctrl.py --update [--isa isa/sm90]   asks nvdisasm about every learned variant's sample word and
                                      rewrites the formats' `reserved` lines in target.yaml (what
                                      solve.py writes for the variants it learns).
"""
import argparse
import os
import re
import sys

import nvd

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))

# (high bit, low bit, what it is, its notation in the control code [B------:R-:W-:Y:S01]).
SUBFIELDS = [(112, 110, "a write barrier", "W"), (115, 113, "a read barrier", "R"), (121, 116, "a wait mask", "B")]
STALL_YIELD = ("{bits: \"109,108:105\", values: [\"0..15\", \"17..27\"], message: \"a control code without "
               "yield ('-') needs a stall count of 1..11: write S01..S11, or 'Y'; nvdisasm refuses the others\"}")


def field(word, hi, lo):
    return (word >> lo) & ((1 << (hi - lo + 1)) - 1)


def notation(letter, value):
    """How the control code writes this sub-field's value."""
    if letter == "B":
        return "B" + "".join(str(i) if (value >> i) & 1 else "-" for i in range(6))
    return f"{letter}-" if value == 7 else f"{letter}{value}"


def flipped(word):
    """Every single-bit flip of the scoreboard sub-fields: [(sub-field index, word)]."""
    return [(i, word ^ (1 << b)) for i, (hi, lo, _, _) in enumerate(SUBFIELDS) for b in range(lo, hi + 1)]


def held(word, texts):
    """The sub-fields nvdisasm reads `word` only with (texts: nvdisasm's text of each flip, None
    where it refuses): [(high, low, value, what, letter)]."""
    refused = {i for i, w in flipped(word) if texts[w] is None}
    return [(hi, lo, field(word, hi, lo), what, letter)
            for i, (hi, lo, what, letter) in enumerate(SUBFIELDS) if i in refused]


def learn(oracle, word):
    return held(word, oracle.texts([w for _, w in flipped(word)]))


def reserved_line(mnemonic, fixed):
    """The format's `reserved:` list: the stall/yield rule, then each held sub-field."""
    entries = [STALL_YIELD]
    for hi, lo, value, what, letter in fixed:
        nt = notation(letter, value)
        entries.append(f"{{bits: \"{hi}:{lo}\", values: [\"{value}\"], message: \"nvdisasm reads {mnemonic} only with "
                       f"{nt} in its control code ({what} makes it refuse the word): write {nt}\"}}")
    return "    reserved: [" + ", ".join(entries) + "]"


_FORMAT = re.compile(r"^  ([A-Z0-9_]+):\n    bits: 128\n    en: \"Learned from .*\"\n(    reserved: .*)$", re.M)


def update(isa):
    import flips  # learned_variants: each variant's name, mnemonic and sample word
    variants = flips.learned_variants(isa)
    o = nvd.Oracle()
    words = [w for _, _, s in variants for _, w in flipped(s)]
    texts = o.texts(words)
    lines = {name.upper(): reserved_line(mn, held(s, texts)) for name, mn, s in variants}
    path = os.path.join(isa, "target.yaml")
    text = open(path).read()
    changed = 0

    def mend(m):
        nonlocal changed
        want = lines.get(m.group(1))
        if want is None or want == m.group(2):
            return m.group(0)
        changed += 1
        return m.group(0)[:m.start(2) - m.start(0)] + want

    text = _FORMAT.sub(mend, text)
    tmp = path + ".tmp"
    with open(tmp, "w") as fh:
        fh.write(text)
    os.replace(tmp, path)
    print(f"ctrl.py: {changed} of {len(lines)} learned formats changed ({o.processes} nvdisasm runs)")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--update", action="store_true", required=True)
    ap.add_argument("--isa", default=os.path.join(ROOT, "isa", "sm90"))
    args = ap.parse_args()
    if not nvd.find_nvdisasm():
        sys.exit("ctrl.py: nvdisasm not found (pip install nvidia-cuda-nvdisasm, or set NVDISASM)")
    update(args.isa)


if __name__ == "__main__":
    main()
