#!/usr/bin/env python3
"""Writes isa/gfx11/<family>.yaml from what llvm-mc 19 says about gfx1100 words.

For every opcode value of a family it disassembles one probe word (operand fields at distinct
values, so that each printed operand names its field), reads the mnemonic and the operands'
shapes (a register or a tuple and its size, an immediate and how it prints), then sweeps every
code of every source field to learn which codes the operand takes. Operands of the same role,
width and code set share one operand type; those are written between the "generated" markers
of isa/gfx11/target.yaml. Facts come from llvm-mc's behaviour only.

  tools/gfx11/gen_isa.py [--out DIR] [--family sop1 ...] [--check]

--check writes nothing and exits 1 when the files would change (what the regeneration test runs).
"""
import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import families  # noqa: E402
import llvm_oracle  # noqa: E402
import yaml_out  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))

_REG = re.compile(r"^(s|ttmp|v)(?:(\d+)|\[(\d+):(\d+)\])$")


def split_operands(text):
    """'s_getreg_b32 s4, hwreg(X, 0, 1)' -> ('s_getreg_b32', ['s4', 'hwreg(X, 0, 1)'])."""
    mnem, _, rest = text.partition(" ")
    ops, depth, cur = [], 0, ""
    for ch in rest:
        if ch == "," and depth == 0:
            ops.append(cur.strip())
            cur = ""
            continue
        depth += ch == "("
        depth -= ch == ")"
        cur += ch
    if cur.strip():
        ops.append(cur.strip())
    return mnem, ops


def register_shape(tok):
    """'s[8:9]' -> (8, 2); 's8' -> (8, 1); None when not a register."""
    m = _REG.match(tok)
    if not m:
        return None
    if m.group(2) is not None:
        return int(m.group(2)), 1
    lo, hi = int(m.group(3)), int(m.group(4))
    return lo, hi - lo + 1


def described_elsewhere():
    """Mnemonics the hand-written files describe (sopp.yaml): the generator leaves them alone."""
    names = set()
    for f in ("sopp.yaml",):
        with open(os.path.join(ROOT, "isa", "gfx11", f)) as fh:
            names |= set(re.findall(r'syntax: "([a-z0-9_]+)', fh.read()))
    return names


def probe_opcodes(fam):
    """Per opcode: (mnemonic, printed operands) of the probe word, or None where llvm refuses it."""
    cands = [[fam.word(op, fam.probe)] for op in fam.opcodes]
    alt = [[fam.word(op, fam.probe2)] for op in fam.opcodes]
    first, second = llvm_oracle.disassemble(cands), llvm_oracle.disassemble(alt)
    out = {}
    for op, a, b in zip(fam.opcodes, first, second):
        if a is None or b is None or a[1] != 1:
            continue
        out[op] = (split_operands(a[0]), split_operands(b[0]), a[0])
    return out


def classify(fam, op, probe, probe2):
    """The operand list of one opcode: [(field, kind, detail)], or a reason it is not described."""
    (mnem, ops), (mnem2, ops2) = probe, probe2
    if mnem != mnem2 or len(ops) != len(ops2):
        return mnem, None, "its text changes with the operand values"
    result = []
    for tok, tok2 in zip(ops, ops2):
        shape = register_shape(tok)
        if shape:
            field = fam.field_by_probe.get(shape[0])
            if field is None:
                return mnem, None, "operand %s names no probed field" % tok
            result.append((field, "src", shape[1] * 32))
            continue
        style = fam.immediate_style(tok, tok2)
        if style is None:
            return mnem, None, "operand %s is not described yet" % tok
        result.append(style)
    return mnem, result, None


def sweep_codes(fam, wanted):
    """For each (opcode, field): the codes llvm-mc decodes there (others at their probe values),
    and of those the codes whose printed text llvm-mc assembles (without an error). One
    batch each way."""
    cands, keys = [], []
    for op, field in wanted:
        width = fam.fields[field][1]
        for c in range(1 << width):
            values = dict(fam.probe)
            values[field] = c
            w = [fam.word(op, values)]
            if c == 255 and width == 8:
                w.append(0x12345678)  # the literal
            cands.append(w)
            keys.append((op, field, c))
    res = llvm_oracle.disassemble(cands) if cands else []
    decoded = []
    for key, w, r in zip(keys, cands, res):
        # llvm-mc prints some codes with "/*Invalid register, operand has ... class*/" and does not
        # assemble that text back: such a code is not the operand's.
        if r is not None and "/*Invalid" not in r[0]:
            decoded.append((key, w, r[0]))
    back = llvm_oracle.assemble([text for _, _, text in decoded])
    out = {k: (set(), set()) for k in wanted}
    for ((op, field, c), w, _), (got, _err) in zip(decoded, back):
        out[(op, field)][0].add(c)
        if got is not None:  # (an odd register of a pair prints as the pair, which assembles to the even code)
            out[(op, field)][1].add(c)
    return {k: (frozenset(a), frozenset(b)) for k, (a, b) in out.items()}


class Types:
    """Operand types by (role, bits, width, code set), named role_bWIDTH[_N] in order of first use."""

    def __init__(self, existing=None):
        self.by_key = dict(existing or {})

    def get(self, role, bits, width, codes, asm_codes):
        key = (role, bits, width, codes, asm_codes)
        if key not in self.by_key:
            base = "%s_b%d" % (role, width)
            n = sum(1 for k in self.by_key if (k[0], k[1], k[2]) == (role, bits, width))
            name = base if n == 0 else "%s_%d" % (base, n + 1)
            self.by_key[key] = name
        return self.by_key[key]


def generate(fam, types, skip, report):
    probes = probe_opcodes(fam)
    found = []
    for op in fam.opcodes:
        if op not in probes:
            continue
        mnem, operands, why = classify(fam, op, probes[op][0], probes[op][1])
        if mnem in skip:
            continue
        if mnem in fam.not_yet:
            operands, why = None, fam.not_yet[mnem]
        if operands is None:
            report.append("%s opcode %#x %s: %s" % (fam.name, op, mnem, why))
            continue
        found.append((op, mnem, operands, probes[op][2]))
    codes = sweep_codes(fam, [(op, f) for op, _, operands, _ in found for f, kind, _ in operands if kind == "src"])
    insns = []
    for op, mnem, operands, text in found:
        slots, used = [], set()
        for field, kind, detail in operands:
            used.add(field)
            if kind == "src":
                dec, asm = codes[(op, field)]
                slots.append((field, types.get(fam.role(field), fam.fields[field][1], detail, dec, asm)))
            else:
                slots.append((field, detail))
        insns.append(dict(op=op, mnemonic=mnem, text=text, slots=slots, unused=[f for f in fam.fields if f not in used]))
    # A field the text does not show is ignored where llvm-mc decodes the word the same whatever it
    # holds (tried with all ones), else it must be 0.
    trials = [(ins, f) for ins in insns for f in ins["unused"]]
    words = []
    for ins, f in trials:
        values = dict(fam.probe)
        values[f] = (1 << fam.fields[f][1]) - 1
        words.append([fam.word(ins["op"], values)] + fam.extra_dwords(values))
    res = llvm_oracle.disassemble(words) if words else []
    for ins in insns:
        ins["ignore"] = []
    for (ins, f), r in zip(trials, res):
        if r is not None and r[0] == ins["text"]:
            ins["ignore"].append(f)
    return insns


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=os.path.join(ROOT, "isa", "gfx11"))
    ap.add_argument("--family", action="append", help="only these families (sample); default: all")
    ap.add_argument("--check", action="store_true", help="compare with the files instead of writing them")
    args = ap.parse_args()
    if not llvm_oracle.available():
        print("gen_isa: llvm-mc 19 / llvm-objdump 19 not found under %s" % llvm_oracle.LLVM, file=sys.stderr)
        return 2
    chosen = [f for f in families.ALL if not args.family or f.name in args.family]
    target = os.path.join(args.out, "target.yaml")
    with open(target) as fh:
        old_target = fh.read()
    # A sample (--family) names its types as the committed target.yaml does; a full run names
    # them afresh, in order of first use.
    types = Types(yaml_out.existing_types(old_target) if args.family else None)
    before = dict(types.by_key)
    report, files = [], {}
    skip = described_elsewhere()
    for fam in chosen:
        files[fam.name + ".yaml"] = yaml_out.group_file(fam, generate(fam, types, skip, report))
    if args.family and types.by_key != before:
        report.append("the sample needs operand types target.yaml does not have: run the whole generator")
        files["target.yaml"] = None
    else:
        files["target.yaml"] = yaml_out.with_types(old_target, types, families.TYPE_DOCS, keep_existing=bool(args.family))
    changed = []
    for name, text in files.items():
        if text is None:
            changed.append(name)
            continue
        path = os.path.join(args.out, name)
        old = open(path).read() if os.path.exists(path) else None
        if old != text:
            changed.append(name)
            if not args.check:
                with open(path, "w") as fh:
                    fh.write(text)
    for line in report:
        print("gen_isa: not described: " + line, file=sys.stderr)
    if args.check and changed:
        print("gen_isa: would change: " + ", ".join(changed), file=sys.stderr)
        return 1
    print("gen_isa: %s" % (("changed " + ", ".join(changed)) if changed else "up to date"), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
