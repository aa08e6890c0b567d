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
import glob
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import families  # noqa: E402
import dpp_families  # noqa: E402
import image_families  # noqa: E402
import lane_masks  # noqa: E402
import legacy_aliases  # noqa: E402
import llvm_oracle  # noqa: E402
import yaml_out  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))

_REG = re.compile(r"^(s|ttmp|v)(?:(\d+)|\[(\d+):(\d+)\])$")
_HALF = re.compile(r"^v(\d+)\.[lh]$")


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


def half_register(tok):
    """'v4.l' / 'v4.h' (a true16 operand: a 16-bit half of a VGPR) -> 4; None otherwise."""
    m = _HALF.match(tok)
    return int(m.group(1)) if m else None


def probe_opcodes(fam, need_both=True):
    """Per opcode: (mnemonic, printed operands) of the probe word, or None where llvm refuses it."""
    cands = [fam.words(op, fam.probe) for op in fam.opcodes]
    alt = [fam.words(op, fam.probe2) for op in fam.opcodes]
    first, second = llvm_oracle.disassemble(cands), llvm_oracle.disassemble(alt)
    # An opcode without operands (v_nop, v_pipeflush, v_illegal) decodes only with its operand
    # fields at zero: the zero word is its probe.
    refused = [i for i, a in enumerate(first) if a is None]
    zeros = llvm_oracle.disassemble([fam.words(fam.opcodes[i], {}) for i in refused]) if refused else []
    for i, z in zip(refused, zeros):
        if z is not None and " " not in z[0]:
            first[i] = second[i] = z
            cands[i] = fam.words(fam.opcodes[i], {})
    out = {}
    for op, a, b, w in zip(fam.opcodes, first, second, cands):
        if a is None or (need_both and b is None) or a[1] != len(w):
            continue
        out[op] = (split_operands(a[0]), split_operands(b[0]) if b else None, a[0])
    return out


def classify(fam, op, probe, probe2):
    """The operand list of one opcode: [(field, kind, detail)], or a reason it is not described."""
    (mnem, ops), (mnem2, ops2) = probe, probe2
    if mnem != mnem2 or len(ops) != len(ops2):
        return mnem, None, "its text changes with the operand values"
    result = []
    for tok, tok2 in zip(ops, ops2):
        if half_register(tok) is not None:  # v_mov_b16's v4.l: the field's codes name halves (`halves: v`)
            field = fam.field_by_probe.get(half_register(tok))
            if field is None:
                return mnem, None, "operand %s names no probed field" % tok
            result.append((field, "src", (16, 256 if field in getattr(fam, "vgpr_fields", ()) else 0, "v")))
            continue
        shape = register_shape(tok)
        if shape:
            field = fam.field_by_probe.get(shape[0])
            if field is None:
                return mnem, None, "operand %s names no probed field" % tok
            # A VGPR-only field's code is 256 + the field (a VGPR); printed as an SGPR, the field is the code.
            base = 256 if field in getattr(fam, "vgpr_fields", ()) and tok.startswith("v") else 0
            result.append((field, "src", (shape[1] * 32, base)))
            continue
        if tok == tok2 and re.fullmatch(r"vcc_lo|vcc|exec_lo|exec", tok):
            result.append((None, "lit", tok))  # an implicit operand llvm-mc prints (v_cndmask's vcc_lo)
            continue
        style = fam.immediate_style(tok, tok2)
        if style is None:
            return mnem, None, "operand %s is not described yet" % tok
        result.append(style)
    return mnem, result, None


def sweep_codes(fam, wanted, probe=None, bases=None):
    """For each (opcode, field): the codes llvm-mc decodes there (others at their probe values),
    and of those the codes whose printed text llvm-mc assembles (without an error). One
    batch each way."""
    cands, keys = [], []
    for op, field in wanted:
        width = fam.fields[field][1]
        for c in range(1 << width):
            values = dict(probe or fam.probe)
            values[field] = c
            w = fam.words(op, values)
            if c == 255 and width in (8, 9) and not (bases or {}).get((op, field)):
                w.append(0x12345678)  # the literal
            cands.append(w)
            keys.append((op, field, c))
    res = llvm_oracle.disassemble(cands) if cands else []
    # A code that turns the word into another instruction (src0 = 250: a DPP form) is not the operand's.
    mnemonics = {}
    for (op, field, c), r in zip(keys, res):
        if r is not None and (op, field) in wanted and c == fam.probe.get(field):
            mnemonics[op] = r[0].split()[0]
    decoded = []
    for key, w, r in zip(keys, cands, res):
        # llvm-mc prints some codes with "/*Invalid register, operand has ... class*/" and does not
        # assemble that text back: such a code is not the operand's.
        if r is not None and "/*Invalid" not in r[0] and r[0].split()[0] == mnemonics.get(key[0], r[0].split()[0]):
            decoded.append((key, w, r[0]))
    back = llvm_oracle.assemble([text for _, _, text in decoded])
    out = {k: (set(), set()) for k in wanted}
    for ((op, field, f), w, _), (got, _err) in zip(decoded, back):
        c = (f << fam.scales.get(field, 0)) + (bases or {}).get((op, field), 0)  # the code the field value stands for
        out[(op, field)][0].add(c)
        if got is not None:  # (an odd register of a pair prints as the pair, which assembles to the even code)
            out[(op, field)][1].add(c)
    return {k: (frozenset(a), frozenset(b)) for k, (a, b) in out.items()}


class Types:
    """Operand types by (role, bits, width, code set), named role_bWIDTH[_N] in order of first use."""

    def __init__(self, existing=None):
        self.by_key = dict(existing or {})

    def get(self, role, bits, data, codes, asm_codes, scale=1, base=0, mods=(), halves=""):
        if isinstance(data, int):
            data = "b%d" % data
        key = (role, bits, data, codes, asm_codes, scale, base) + ((tuple(mods),) if mods else ()) + ((("halves", halves),) if halves else ())
        if key not in self.by_key:
            base = "%s_%s" % (role, data)
            n = sum(1 for k in self.by_key if (k[0], k[1], k[2]) == (role, bits, data))
            taken = set(self.by_key.values())
            name = base if n == 0 else "%s_%d" % (base, n + 1)
            while name in taken:  # (lane masks of one width have fields of 7, 8 and 9 bits)
                n += 1
                name = "%s_%d" % (base, n + 1)
            self.by_key[key] = name
        return self.by_key[key]

    def keep_only(self, names):
        self.by_key = {k: n for k, n in self.by_key.items() if n in names}


def generate(fam, types, skip, report):
    if hasattr(fam, "generate"):  # a family that finds its own forms (mem_families.py, vop_families.py), with these helpers
        return fam.generate(sys.modules[__name__], types, skip, report)
    if isinstance(fam, families.SmemFamily):
        return find_ignored(fam, generate_smem(fam, types, skip, report))
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
    bases = {(op, f): d[1] for op, _, operands, _ in found for f, kind, d in operands if kind == "src"}
    codes = sweep_codes(fam, list(bases), bases=bases)
    datas = value_types(fam, [(op, f, d[0]) for op, _, operands, _ in found for f, kind, d in operands
                              if kind == "src" and fam.fields[f][1] == 9])
    insns = []
    for op, mnem, operands, text in found:
        slots, used = [], set()
        for field, kind, detail in operands:
            used.add(field)
            if kind == "src":
                dec, asm = codes[(op, field)]
                data = datas.get((op, field), "b%d" % detail[0])
                halves = detail[2] if len(detail) > 2 else ""
                role = fam.role(field) + ("h" if halves else "")  # (own names: srch_b16, not a renumbered src_b16)
                slots.append((field, types.get(role, fam.fields[field][1], data, dec, asm, base=detail[1], halves=halves)))
            elif kind == "lit":
                slots.append((None, detail))
            else:
                slots.append((field, detail))
        insns.append(dict(op=op, mnemonic=mnem, text=text, slots=slots, unused=[f for f in fam.op_fields(op) if f not in used],
                          **fam.insn_extras(op)))
    return find_ignored(fam, insns)


def find_ignored(fam, insns):
    # A field the text does not show is ignored where llvm-mc decodes the word the same whatever it
    # holds (tried with all ones), else it must be 0.
    trials = [(ins, f) for ins in insns for f in ins["unused"]]
    words = []
    for ins, f in trials:
        values = dict(fam.probe)
        values[f] = (1 << fam.fields[f][1]) - 1
        words.append(fam.words(ins["op"], values))
    res = llvm_oracle.disassemble(words) if words else []
    for ins in insns:
        ins["ignore"] = []
    for (ins, f), r in zip(trials, res):
        if r is not None and r[0] == ins["text"]:
            ins["ignore"].append(f)
    return insns


def value_types(fam, wanted):
    """The value type of each 9-bit source (op, field, width): how llvm-mc prints literals there.
    A 16-bit float prints 0x3c00 as 1.0; a 32-bit operand 0x3f800000; a 64-bit float 0x3ff00000
    (the high half); a 16-bit integer none of them."""
    probes = [0x3C00, 0x3F800000, 0x3FF00000, 0x12343C00]
    cands, keys = [], []
    for op, field, width in wanted:
        for lit in probes:
            values = dict(fam.probe)
            values[field] = 255
            cands.append(fam.words(op, values) + [lit])
            keys.append((op, field, width, lit))
    res = llvm_oracle.disassemble(cands) if cands else []
    ones, zero, whole, one_text = {}, set(), set(), {}
    for (op, field, width, lit), r in zip(keys, res):
        if r is not None and "1.0" in split_operands(r[0])[1]:
            ones.setdefault((op, field, width), set()).add(lit)
            if lit == 0x3F800000:
                one_text[(op, field, width)] = r[0]
        if r is not None and lit == 0x3FF00000 and "0x0" in split_operands(r[0])[1]:
            zero.add((op, field, width))  # only the low half printed: a 16-bit operand
        if r is not None and lit == 0x12343C00 and "0x12343c00" in split_operands(r[0])[1]:
            whole.add((op, field, width))  # both halves printed: two packed halves
    out = {}
    for op, field, width in wanted:
        got = ones.get((op, field, width), set())
        if width == 64:
            out[(op, field)] = "f64" if 0x3FF00000 in got else "b64"
        elif 0x3C00 in got:
            out[(op, field)] = "pk_f16" if (op, field, width) in whole else "f16"
        elif (op, field, width) in zero:
            out[(op, field)] = "b16"
        else:
            out[(op, field)] = "b32"
    # A 32-bit float operand prints as an untyped one; llvm-mc tells them apart by taking neg on a
    # constant there (folded into its sign bit when the operand has no modifier bits).
    b32 = [k for k in one_text if out[k[:2]] == "b32"]
    texts = []
    for k in b32:
        mnem, ops = split_operands(one_text[k])
        i = ops.index("1.0")
        texts.append(mnem + " " + ", ".join(ops[:i] + ["neg(1.0)"] + ops[i + 1:]))
    for k, (got, _err) in zip(b32, llvm_oracle.assemble(texts) if texts else []):
        if got is not None:
            out[k[:2]] = "f32"
    return out


def generate_smem(fam, types, skip, report):
    """SMEM: probe 1 has no scalar offset register (soffset = null), probe 2 has one and glc dlc."""
    probes = probe_opcodes(fam, need_both=False)
    loads = []
    insns = []
    for op in fam.opcodes:
        if op not in probes:
            continue
        (mnem, ops), _, text = probes[op]
        if mnem in skip:
            continue
        if mnem in fam.not_yet:
            report.append("%s opcode %#x %s: %s" % (fam.name, op, mnem, fam.not_yet[mnem]))
            continue
        if not ops:
            insns.append(dict(op=op, mnemonic=mnem, text=text, slots=[], unused=list(fam.fields)))
            continue
        data, base = register_shape(ops[0]), register_shape(ops[1]) if len(ops) > 1 else None
        if ops and ops[0] == str(fam.probe["sdata"]):
            data = (fam.probe["sdata"], 0)  # s_atc_probe: the sdata field is a number (its probe value printed)
        if len(ops) != 3 or not data or not base or data[0] != 4 or base[0] != 8 or ops[2] != "0x10":
            report.append("%s opcode %#x %s: operands %s are not the load shape" % (fam.name, op, mnem, ops))
            continue
        loads.append((op, mnem, text, data[1] * 32, base[1] * 32))
    a = sweep_codes(fam, [(op, f) for op, _, _, dw, _ in loads for f in ("sdata", "sbase") if dw or f != "sdata"])
    mods_of = smem_modifiers(fam, [op for op, _, _, dw, _ in loads if not dw])
    b = sweep_codes(fam, [(op, "soffset") for op, _, _, dw, _ in loads if dw], fam.probe2)
    # (s_atc_probe takes neither glc nor dlc: its scalar offset register is swept without them)
    b.update(sweep_codes(fam, [(op, "soffset") for op, _, _, dw, _ in loads if not dw], dict(fam.probe2, glc=0, dlc=0)))
    # Offsets: signed 21 bits, or (llvm-mc refuses a negative one) unsigned 20 bits.
    def regs(first, bits):
        if not bits:
            return str(first)
        return "s%d" % first if bits == 32 else "s[%d:%d]" % (first, first + bits // 32 - 1)
    negative = llvm_oracle.assemble(["%s %s, %s, -0x10" % (mnem, regs(4, dw), regs(8, bw)) for _, mnem, _, dw, bw in loads])
    for (op, mnem, text, dw, bw), (got, _err) in zip(loads, negative):
        off, off_key = ("smem_offset", "smem_offset_key") if got is not None else ("smem_uoffset", "smem_uoffset_key")
        tdata = types.get("sdata", 7, dw, *a[(op, "sdata")]) if dw else "atc_data"
        tbase = types.get("sbase", 6, bw, *a[(op, "sbase")], scale=2)
        dec, asm = b[(op, "soffset")]
        # llvm-mc writes the offset alone when soffset is null and the offset is not 0; otherwise
        # the register ("null" too) and offset:N when not 0. The second form is tried only when the
        # first does not match.
        toff = types.get("soffset", 7, 32, dec, asm)
        common = [("sdata", tdata), ("sbase", tbase)]
        mods = [m for m in (("glc", "glc"), ("dlc", "dlc")) if dw or m[0] in mods_of[op]]
        doc = {} if dw else {"doc": "an address-translation probe: its kind (a number in the sdata field), a base address, a byte offset and an optional scalar offset register"}
        insns.append(dict(op=op, mnemonic=mnem, text=text, slots=common + [("offset", off)] + mods, **doc,
                          fixed=[("soffset", 124)], extra=", exclude: {offset: 0}", unused=["unused0", "unused1"],
                          forms=[dict(slots=common + [("soffset", toff), ("offset", off_key)] + mods, extra=", fallback: true")]))
    return sorted(insns, key=lambda i: i["op"])


def smem_modifiers(fam, ops):
    """Per opcode, which of glc and dlc llvm-mc decodes alone on the probe word (s_atc_probe: neither)."""
    trials = [(op, m) for op in ops for m in ("glc", "dlc")]
    res = llvm_oracle.disassemble([fam.words(op, dict(fam.probe, **{m: 1})) for op, m in trials]) if trials else []
    out = {op: set() for op in ops}
    for (op, m), r in zip(trials, res):
        if r is not None:
            out[op].add(m)
    return out


def used_types(chosen, generated):
    """The operand types the generated instructions' templates name."""
    names = set()
    for fam in chosen:
        for ins in generated[fam.name]:
            for holder in [ins] + ins.get("forms", []):
                names |= set(re.findall(r"\{\w+:(\w+)\}", fam.syntax(ins["mnemonic"], holder["slots"])))
    return names


def known_names(isa_dir, insns):
    """Every gfx11 mnemonic and suffix-less name, generated now or committed (a sample run sees
    the other families' names too): none of them is an older spelling of another."""
    names = {ins["mnemonic"] for ins in insns}
    for path in glob.glob(os.path.join(isa_dir, "*.yaml")):
        with open(path) as fh:
            names |= set(re.findall(r'^\s*- (?:\{)?syntax: "([a-z0-9_]+)', fh.read(), re.M))
    return names | {yaml_out._SUFFIXES.sub("", n) for n in names}


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
    generated = {fam.name: generate(fam, types, skip, report) for fam in chosen}
    mode, replaced = lane_masks.find(chosen, generated, types, report)  # wave64's lane masks and widths
    # A type the wave64 operands were moved off is left out when nothing else names it.
    used = used_types(chosen, generated)
    types.keep_only({n for n in types.by_key.values() if n in used or n not in replaced})
    every = [ins for insns in generated.values() for ins in insns]
    legacy = legacy_aliases.find(every, known_names(args.out, every))
    for fam in chosen:
        files[fam.name + ".yaml"] = yaml_out.group_file(fam, generated[fam.name], legacy)
    if args.family and types.by_key != before:
        report.append("the sample needs operand types target.yaml does not have: run the whole generator")
        files["target.yaml"] = None
    else:
        files["target.yaml"] = yaml_out.with_types(old_target, types, families.TYPE_DOCS, keep_existing=bool(args.family))
        files["target.yaml"] = dpp_families.with_enum(files["target.yaml"])  # the dpp_ctrl names
        files["target.yaml"] = image_families.with_format_enum(files["target.yaml"])  # MTBUF's formats
        if not args.family:
            files["target.yaml"] = yaml_out.with_modes(files["target.yaml"], {lane_masks.MODE: mode}, families.TYPE_DOCS)
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
