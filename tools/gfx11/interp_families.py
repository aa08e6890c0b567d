"""The pixel-shader families the generator asks llvm-mc about: LDSDIR (LDS parameter and direct
loads), VINTERP (the interpolation ALU ops) and EXP (exports).

Each family finds its own instructions (`generate`), as the memory families do: it disassembles
probe words for every opcode value, reads the operands llvm-mc prints, sweeps the register
fields for the codes they take and writes one form per way llvm-mc prints an opcode. llvm-mc
prints wait_vdst:N and wait_exp:N always (also 0) and takes them left out: keyed operand types
with `print_default: true` (target.yaml). The names of lds_param_load's attributes and of the
export targets are enums of target.yaml (decode_only: the names llvm-mc prints and does not
assemble); the generator checks them against llvm-mc.
"""
import os
import re

from families import Family, Family64, TYPE_DOCS


ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def vgpr(tok):
    """'v9' -> 9, else None."""
    m = re.fullmatch(r"v(\d+)", tok)
    return int(m.group(1)) if m else None


def sweep_vgpr_field(gen, fam, probes, field, same_text):
    """Per opcode, the codes (256 + field) llvm-mc decodes in `field` (a VGPR field) and of those the
    ones whose text it assembles back. `same_text(op, text)`: whether a swept text is still the form."""
    import llvm_oracle
    keys, words = [], []
    for op, values in probes.items():
        for c in range(1 << fam.fields[field][1]):
            keys.append((op, c))
            words.append(fam.words(op, dict(values, **{field: c})))
    res = llvm_oracle.disassemble(words)
    decoded = [(k, r[0]) for k, r in zip(keys, res) if r is not None and "/*Invalid" not in r[0] and same_text(k[0], r[0])]
    back = llvm_oracle.assemble([t for _, t in decoded])
    out = {op: (set(), set()) for op in probes}
    for ((op, c), _), (got, _err) in zip(decoded, back):
        code = c + fam.code_base.get(field, 256)
        out[op][0].add(code)
        if got is not None:
            out[op][1].add(code)
    return {op: (frozenset(a), frozenset(b)) for op, (a, b) in out.items()}


def shape(text):
    """The text with register numbers blanked: a swept register keeps the form."""
    return re.sub(r"\bv\d+\b", "vN", text)


def ignored_fields(fam, op, values, text, shown):
    """The fields a form does not show that llvm-mc decodes the same whatever they hold (all ones tried)."""
    import llvm_oracle
    trials = [f for f in fam.fields if f not in shown]
    res = llvm_oracle.disassemble([fam.words(op, dict(values, **{f: (1 << fam.fields[f][1]) - 1})) for f in trials]) if trials else []
    return [f for f, r in zip(trials, res) if r is not None and r[0] == text]


def enum_names(name):
    """{value: (name, decode_only)} of an enum of target.yaml."""
    with open(os.path.join(ROOT, "isa", "gfx11", "target.yaml")) as fh:
        text = fh.read()
    lines = text[text.index("\n  %s:\n    - " % name) + 1:].split("\n")[1:]
    out = {}
    for line in lines:
        m = re.match(r"    - \{name: ([^,]+), value: (\w+)(, decode_only: true)?", line)
        if not m:
            break
        out[int(m.group(2), 0)] = (m.group(1), bool(m.group(3)))
    return out


def check_enum(name, printed, assembles, report):
    """The enum `name` of target.yaml against llvm-mc: printed {value: text}, assembles {value: bool}."""
    llvm = {v: (printed[v], not assembles[v]) for v in printed}
    if enum_names(name) != llvm:
        report.append("the %s enum of target.yaml differs from llvm-mc: %s" % (name, sorted(set(llvm.items()) ^ set(enum_names(name).items()))[:4]))


class LdsdirFamily(Family):
    """LDSDIR (32 bits): lds_param_load reads an attribute's channel (attrN.c) of the wave's LDS
    parameter space, lds_direct_load the dword M0 addresses, into a VGPR; wait_vdst:N waits for
    the vector ALU writes still in flight (0..15)."""
    code_base = {"vdst": 256}
    probe_values = {"vdst": 1, "attr": 5 * 4 + 2, "wait_vdst": 3}

    def syntax(self, mnemonic, slots):
        regs = [s for s in slots if s[0] in ("vdst", "attr")]
        keyed = [s for s in slots if s[0] == "wait_vdst"]
        return " ".join([mnemonic + " " + ", ".join("{%s:%s}" % s for s in regs)] + ["{%s:%s}" % s for s in keyed])

    def check_attributes(self, op, report):
        """The ldsdir_attr enum against what llvm-mc prints and assembles for every attribute field value."""
        import llvm_oracle
        res = llvm_oracle.disassemble([self.words(op, dict(self.probe_values, attr=a)) for a in range(256)])
        printed = {a: r[0].split()[2] for a, r in enumerate(res) if r is not None}
        back = llvm_oracle.assemble(["lds_param_load v1, %s" % printed[a] for a in sorted(printed)])
        check_enum("ldsdir_attr", printed, {a: got is not None for a, (got, _) in zip(sorted(printed), back)}, report)

    def generate(self, gen, types, skip, report):
        import llvm_oracle
        res = llvm_oracle.disassemble([self.words(op, self.probe_values) for op in self.opcodes])
        found = {}
        for op, r in zip(self.opcodes, res):
            if r is None or r[1] != 1:
                continue
            mnem, ops = gen.split_operands(r[0])
            words = [w for tok in ops for w in tok.split()]
            slots = []
            for tok in words:
                if vgpr(tok) == self.probe_values["vdst"]:
                    slots.append(("vdst", None))
                elif tok == "attr5.z":  # the probe's attribute field
                    slots.append(("attr", "ldsdir_attr"))
                    self.check_attributes(op, report)
                elif tok == "wait_vdst:%d" % self.probe_values["wait_vdst"]:
                    slots.append(("wait_vdst", "wait_vdst"))
                else:
                    report.append("%s opcode %#x %s: operand %s not described yet" % (self.name, op, mnem, tok))
                    slots = None
                    break
            if slots is not None and mnem not in skip:
                found[op] = (mnem, slots, r[0])
        codes = sweep_vgpr_field(gen, self, {op: self.probe_values for op in found}, "vdst",
                                 lambda op, t: shape(t) == shape(found[op][2]))
        insns = []
        for op, (mnem, slots, text) in found.items():
            dec, asm = codes[op]
            slots = [(f, types.get("vdst", 8, 32, dec, asm, base=256) if f == "vdst" else t) for f, t in slots]
            ignore = ignored_fields(self, op, self.probe_values, text, {f for f, _ in slots})
            insns.append(dict(op=op, mnemonic=mnem, text=text, slots=slots, ignore=ignore, fixed=[]))
        return insns


class VinterpFamily(Family64):
    """VINTERP (64 bits): v_interp_p10 / p2 (f32, f16 and rtz f16 results) from three VGPR sources,
    each with neg; clamp, op_sel (the f16 forms) and wait_exp:N (0..7, the LDS parameter loads
    still in flight) in llvm-mc's order."""
    code_base = {"vdst": 256, "src0": 0, "src1": 0, "src2": 0}
    probe_values = {"vdst": 4, "src0": 256 + 5, "src1": 256 + 6, "src2": 256 + 7, "wait_exp": 3}
    srcs = ("src0", "src1", "src2")

    def syntax(self, mnemonic, slots):
        regs = [s for s in slots if s[0] in ("vdst",) + self.srcs]
        keyed = [s for s in slots if s[0] in ("clamp", "op_sel", "wait_exp")]  # in llvm-mc's order
        return " ".join([mnemonic + " " + ", ".join("{%s:%s}" % s for s in regs)] + ["{%s:%s}" % s for s in keyed])

    def generate(self, gen, types, skip, report):
        import llvm_oracle
        probes = [dict(self.probe_values), dict(self.probe_values, clamp=1, op_sel=15, neg0=1, neg1=1, neg2=1)]
        res = [llvm_oracle.disassemble([self.words(op, p) for op in self.opcodes]) for p in probes]
        found = {}
        for op, plain, full in zip(self.opcodes, *res):
            if plain is None or plain[1] != 2:
                continue
            mnem, ops = gen.split_operands(plain[0])
            if mnem in skip:
                continue
            # op_sel: the f16 forms print it; the others do not decode a word with it set.
            op_sel = full is not None
            words = [w for tok in ops for w in tok.split()]
            if [vgpr(t) for t in words[:4]] != [4, 5, 6, 7] or words[4:] != ["wait_exp:3"]:
                report.append("%s opcode %#x %s: operands not described yet" % (self.name, op, plain[0]))
                continue
            found[op] = dict(mnemonic=mnem, text=plain[0], op_sel=op_sel, full=full and full[0])
        # A source's code may print as another name (src_scc, -src_execz): the text keeps its words.
        same = {"vdst": lambda op, t: shape(t) == shape(found[op]["text"])}
        for f in self.srcs:
            same[f] = lambda op, t: t.split()[0] == found[op]["mnemonic"] and len(t.split()) == len(found[op]["text"].split())
        sweeps = {f: sweep_vgpr_field(gen, self, {op: self.probe_values for op in found}, f, same[f]) for f in ("vdst",) + self.srcs}
        negs = self.learn_neg(found)
        insns = []
        for op, ins in sorted(found.items()):
            slots, bind = [], []
            for f in ("vdst",) + self.srcs:
                dec, asm = sweeps[f][op]
                if f == "vdst":
                    slots.append((f, types.get("vdst", 8, 32, dec, asm, base=256)))
                    continue
                neg = f in negs[op]
                slots.append((f, types.get("srcm" if neg else "src", 9, "b32", dec, asm, mods=("neg",) if neg else ())))
                if neg:
                    bind.append("%s: %s_n" % (f, f))
            slots.append(("clamp", "clamp"))
            if ins["op_sel"]:
                slots.append(("op_sel", "op_sel_0123"))
            slots.append(("wait_exp", "wait_exp"))
            fixed = [] if ins["op_sel"] else [("op_sel", 0)]
            shown = {f for f, _ in slots} | {"neg0", "neg1", "neg2"}
            ignore = ignored_fields(self, op, self.probe_values, ins["text"], shown)
            extra = ", bind: {%s}" % ", ".join(bind) if bind else ""
            insns.append(dict(op=op, mnemonic=ins["mnemonic"], text=ins["text"], slots=slots, ignore=ignore, fixed=fixed, extra=extra))
        return insns

    def learn_neg(self, found):
        """Per opcode, the sources llvm-mc prints negated (-vN) with their neg bit set."""
        import llvm_oracle
        keys = [(op, k) for op in found for k in range(3)]
        res = llvm_oracle.disassemble([self.words(op, dict(self.probe_values, **{"neg%d" % k: 1})) for op, k in keys])
        out = {op: set() for op in found}
        for (op, k), r in zip(keys, res):
            if r is not None and "-v%d" % (5 + k) in r[0]:
                out[op].add(self.srcs[k])
        return out


class ExpFamily(Family64):
    """EXP (64 bits): an export to a target (mrt0..7, mrtz, pos0..4, prim, dual_src_blend0/1) of
    four VGPRs, each enabled by a bit of `en` (a disabled one is written `off`), with done and
    row_en. One form per `en` value."""
    code_base = {f: 256 for f in ("vsrc0", "vsrc1", "vsrc2", "vsrc3")}
    probe_values = {"target": 0, "vsrc0": 1, "vsrc1": 2, "vsrc2": 3, "vsrc3": 4}
    srcs = ("vsrc0", "vsrc1", "vsrc2", "vsrc3")
    op_name = None  # one instruction: no opcode field

    def syntax(self, mnemonic, slots):
        target = [t for f, t in slots if f == "target"]
        regs = [("{%s:%s}" % (f, t) if f else t) for f, t in slots if f in self.srcs or (f is None and t == "off")]
        flags = ["{%s:%s}" % (f, t) for f, t in slots if f in ("done", "row_en")]
        return " ".join([mnemonic, "{target:%s}" % target[0], ", ".join(regs)] + flags)

    def generate(self, gen, types, skip, report):
        import llvm_oracle
        targets = llvm_oracle.disassemble([self.words(0, dict(self.probe_values, en=15, target=t)) for t in range(64)])
        names = {t: r[0].split()[1] for t, r in enumerate(targets) if r is not None}
        back = llvm_oracle.assemble(["exp %s v0, v1, v2, v3" % names[t] for t in sorted(names)])
        check_enum("exp_target", names, {t: got is not None for t, (got, _) in zip(sorted(names), back)}, report)
        forms = []
        res = llvm_oracle.disassemble([self.words(0, dict(self.probe_values, en=en)) for en in range(16)])
        for en, r in zip(range(16), res):
            if r is None or r[1] != 2:
                report.append("%s en %#x: llvm-mc does not decode the probe" % (self.name, en))
                continue
            mnem, ops = gen.split_operands(r[0])
            regs = [ops[0].split()[1]] + ops[1:4]
            regs[3] = regs[3].split()[0]
            slots = [("target", "exp_target")]
            for k, tok in enumerate(regs):
                if tok == "off":
                    slots.append((None, "off"))
                elif vgpr(tok) == self.probe_values[self.srcs[k]]:
                    slots.append((self.srcs[k], None))
                else:
                    report.append("%s en %#x: operand %s not described yet" % (self.name, en, tok))
                    slots = None
                    break
            if slots is None:
                continue
            values = dict(self.probe_values, en=en)
            forms.append(dict(slots=slots + [("done", "done"), ("row_en", "row_en")], fixed=[("en", en)], text=r[0], values=values))
        self.learn_codes(gen, types, forms)
        for form in forms:
            shown = {f for f, _ in form["slots"]} | {"en"}
            form["ignore"] = ignored_fields(self, 0, form["values"], form["text"], shown)
        forms.sort(key=lambda f: -f["fixed"][0][1])  # en = 0xf (every source) is the instruction's own syntax
        main = forms.pop(0)
        return [dict(op=0, mnemonic="exp", text=main["text"], slots=main["slots"], ignore=main["ignore"], fixed=main["fixed"],
                     forms=forms)]

    def learn_codes(self, gen, types, forms):
        for k, field in enumerate(self.srcs):
            probes = {i: f["values"] for i, f in enumerate(forms) if any(s[0] == field for s in f["slots"])}
            codes = sweep_vgpr_field(gen, _FormWords(self), probes, field, lambda i, t: shape(t) == shape(forms[i]["text"]))
            for i, (dec, asm) in codes.items():
                forms[i]["slots"] = [(f, types.get("vsrc", 8, 32, dec, asm, base=256) if f == field else t) for f, t in forms[i]["slots"]]


class _FormWords:
    """The EXP family with the form's index standing for the opcode (EXP has one opcode)."""

    def __init__(self, fam):
        self.fam, self.fields, self.code_base = fam, fam.fields, fam.code_base

    def words(self, _form, values):
        return self.fam.words(0, values)


LDSDIR = LdsdirFamily("ldsdir", "LDS parameter and direct loads (LDSDIR)", "LDSDIR", 0xce, (24, 8), (20, 2), range(4),
                      {"vdst": (0, 8), "attr": (8, 8), "wait_vdst": (16, 4), "unused0": (22, 2)},
                      {}, None, {}, doc="a load from the LDS parameter space (attrN.c) or at M0 (lds_direct_load) into a VGPR; wait_vdst waits for vector ALU writes in flight")
VINTERP = VinterpFamily("vinterp", "Vector interpolation (VINTERP)", "VINTERP", 0xcd, (24, 8), (16, 7), range(128),
                        {"vdst": (0, 8), "wait_exp": (8, 3), "op_sel": (11, 4), "clamp": (15, 1), "unused0": (23, 1),
                         "src0": (32, 9), "src1": (41, 9), "src2": (50, 9), "unused1": (59, 2), "neg0": (61, 1), "neg1": (62, 1), "neg2": (63, 1)},
                        {}, None, {}, doc="interpolation from three VGPR sources (each with neg); wait_exp waits for the LDS parameter loads in flight")
EXP = ExpFamily("exp", "Export (EXP)", "EXP", 0x3e, (26, 6), (26, 0), range(1),
                {"en": (0, 4), "target": (4, 6), "unused0": (10, 1), "done": (11, 1), "unused1": (12, 1), "row_en": (13, 1),
                 "unused2": (14, 12), "vsrc0": (32, 8), "vsrc1": (40, 8), "vsrc2": (48, 8), "vsrc3": (56, 8)},
                {}, None, {}, doc="an export of four VGPRs (off: not exported) to a target; done: the last export, row_en: to the row's address")

ALL = [LDSDIR, VINTERP, EXP]
