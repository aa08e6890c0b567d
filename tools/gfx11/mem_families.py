"""The memory families the generator asks llvm-mc about (FLAT / GLOBAL / SCRATCH, ...).

Each family here generates its own instruction list (`generate`): a memory instruction is
written several ways for one opcode (with and without a scalar address, returning or not), so
the generator probes every addressing mode of every opcode and writes each way llvm-mc prints
as a form of its own with the fields that select it fixed.
"""
import re

from families import Family, TYPE_DOCS

_VREG = re.compile(r"^v(?:(\d+)|\[(\d+):(\d+)\])$")
_SREG = re.compile(r"^(?:s(\d+)|s\[(\d+):(\d+)\]|vcc|vcc_lo|vcc_hi|exec|exec_lo|exec_hi|m0|null|ttmp\d+|ttmp\[\d+:\d+\])$")


def vreg(tok):
    """'v9' -> (9, 1), 'v[9:12]' -> (9, 4), else None."""
    m = _VREG.match(tok)
    if not m:
        return None
    if m.group(1) is not None:
        return int(m.group(1)), 1
    return int(m.group(2)), int(m.group(3)) - int(m.group(2)) + 1


class FlatFamily(Family):
    """FLAT, GLOBAL and SCRATCH (one 64-bit format; `seg` says which): vector address, data and
    destination registers, an optional scalar address (saddr; 124 = `off`), a 13-bit offset,
    glc slc dlc. A returning atomic is the opcode with glc set: it writes vdst and prints `glc`."""
    latency = "fixed:1"
    segments = {0: "flat", 1: "scratch", 2: "global"}
    flags = ("glc", "slc", "dlc")
    # How each segment addresses memory: (saddr, sve) field values of each mode; the generator
    # keeps the modes llvm-mc decodes. saddr 20 stands for "a scalar register".
    modes = {0: [(124, 0)], 1: [(124, 1), (20, 1), (20, 0), (124, 0)], 2: [(124, 0), (20, 0)]}
    offset_types = {(True, 13): "flat_soffset", (False, 12): "flat_uoffset"}  # (signed, bits the assembler takes)

    def word(self, op, values):
        return super().word(op, values) & 0xFFFFFFFF

    def extra_dwords(self, values):
        w = 0
        for f, (lo, width) in self.fields.items():
            if lo >= 32:
                w |= (values.get(f, 0) & ((1 << width) - 1)) << (lo - 32)
        return [w]

    def syntax(self, mnemonic, slots):
        out = mnemonic
        sep = " "
        for f, t in slots:
            piece = t if f is None else "{%s:%s}" % (f, t)
            keyed = f in ("offset",) + self.flags or (f is None and t in self.flags)
            out += (" " if keyed else sep) + piece
            sep = ", "
        return out

    # ---- generation ----

    def probe_values(self, seg, saddr, sve, glc):
        v = dict(self.probe)
        v.update(seg=seg, saddr=saddr, sve=sve, glc=glc)
        return v

    def read_operands(self, gen, text):
        """The printed operands of a probe word: [(field or None, token)]; None when unknown."""
        mnem, ops = gen.split_operands(text)
        words = []
        for tok in ops:
            words.extend(tok.split())
        out = []
        for tok in words:
            r = vreg(tok)
            if r:
                field = {self.probe[f]: f for f in ("vdst", "addr", "data")}.get(r[0])
                if field is None:
                    return mnem, None
                out.append((field, r[1]))
            elif _SREG.match(tok):
                out.append(("saddr", None))
            elif tok == "off":
                out.append((None, "off"))
            elif tok.startswith("offset:"):
                out.append(("offset", None))
            elif tok in self.flags:
                out.append((tok, None))
            else:
                return mnem, None
        return mnem, out

    def generate(self, gen, types, skip, report):
        import llvm_oracle
        # Every (segment, opcode, mode, glc): what llvm-mc prints.
        keys = [(seg, op, mode, glc) for seg in sorted(self.segments) for op in self.opcodes for mode in self.modes[seg] for glc in (0, 1)]
        words = [self.words(op, self.probe_values(seg, mode[0], mode[1], glc)) for seg, op, mode, glc in keys]
        texts = dict(zip(keys, llvm_oracle.disassemble(words)))
        insns = []
        for seg in sorted(self.segments):
            for op in self.opcodes:
                insn = self.instruction(gen, seg, op, texts, skip, report)
                if insn:
                    insns.append(insn)
        self.learn_codes(gen, types, insns)
        self.learn_offsets(insns, report)
        self.learn_ignored(insns)
        for ins in insns:
            main = ins["forms"].pop(0)
            ins.update(slots=main["slots"], fixed=main["fixed"], ignore=main["ignore"], text=main["text"])
        for ins in insns:
            for form in [ins] + ins["forms"]:
                form["slots"] = [(f, f if f in self.flags else t) for f, t in form["slots"]]
        return insns

    def instruction(self, gen, seg, op, texts, skip, report):
        """One opcode of one segment: its forms, each {slots (with register sizes), fixed, text}."""
        forms, mnem = [], None
        for mode in self.modes[seg]:
            got = [texts[(seg, op, mode, glc)] for glc in (0, 1)]
            if got[0] is None or got[0][1] != 2:
                continue
            m0, ops0 = self.read_operands(gen, got[0][0])
            m1, ops1 = self.read_operands(gen, got[1][0]) if got[1] else (m0, None)
            if m0 in skip:
                return None
            if ops0 is None or m0 != m1:
                report.append("%s opcode %#x seg %d %s: operands not described yet" % (self.name, op, seg, got[0][0]))
                return None
            mnem = m0
            fixed = [("seg", seg), ("saddr", mode[0])] if ("saddr", None) not in ops0 else [("seg", seg)]
            if seg == 1:
                fixed.append(("sve", mode[1]))
            returning = ops1 is not None and any(f == "vdst" for f, _ in ops1) and not any(f == "vdst" for f, _ in ops0)
            values = [self.probe_values(seg, mode[0], mode[1], glc) for glc in (0, 1)]
            if returning:
                # glc selects the returning atomic: two forms, neither with glc as a modifier.
                forms.append(self.form(ops0, fixed + [("glc", 0)], got[0][0], values[0], drop_glc=True))
                forms.append(self.form(ops1, fixed + [("glc", 1)], got[1][0], values[1], drop_glc=True, glc_literal=True))
            else:
                forms.append(self.form(ops0, fixed, got[0][0], values[0]))
        if not forms:
            return None
        return dict(op=op, mnemonic=mnem, forms=forms, unused=[])

    def form(self, ops, fixed, text, values, drop_glc=False, glc_literal=False):
        """A form's slots: the registers and `off` in printed order, then the modifiers in
        llvm-mc's order (offset, glc, slc, dlc); a returning atomic writes `glc` as literal text."""
        head = [(f, d) for f, d in ops if f not in ("offset",) + self.flags]
        tail = [("offset", None)] + ([(None, "glc")] if glc_literal else [])
        tail += [(f, None) for f in self.flags if not (f == "glc" and drop_glc)]
        return dict(slots=head + tail, fixed=fixed, text=text, values=values)

    def learn_codes(self, gen, types, insns):
        """The register codes each register operand takes, per form (one sweep per field)."""
        import llvm_oracle
        cands, keys = [], []
        for ins in insns:
            for k, form in enumerate(ins["forms"]):
                values = form["values"]
                for field, detail in form["slots"]:
                    if field in ("vdst", "addr", "data", "saddr"):
                        for c in range(1 << self.fields[field][1]):
                            v = dict(values)
                            v[field] = c
                            cands.append(self.words(ins["op"], v))
                            keys.append((id(ins), k, field, c))
        res = llvm_oracle.disassemble(cands)
        decoded = []
        for key, r in zip(keys, res):
            if r is None or "/*Invalid" in r[0] or r[1] != 2:
                continue
            decoded.append((key, r[0]))
        # A code is the operand's when the text keeps this form's shape (saddr 124 is `off`:
        # another form) and llvm-mc assembles the printed text back.
        shape = {}
        for ins in insns:
            for k, form in enumerate(ins["forms"]):
                shape[(id(ins), k)] = self_shape(form["text"])
        decoded = [(key, t) for key, t in decoded if self_shape(t) == shape[key[:2]]]
        back = llvm_oracle.assemble([t for _, t in decoded])
        codes = {}
        for (key, _), (got, _err) in zip(decoded, back):
            dec, asm = codes.setdefault(key[:3], (set(), set()))
            base = 0 if key[2] == "saddr" else 256
            dec.add(key[3] + base)
            if got is not None:
                asm.add(key[3] + base)
        for ins in insns:
            for k, form in enumerate(ins["forms"]):
                slots = []
                for field, detail in form["slots"]:
                    if field in ("vdst", "addr", "data", "saddr"):
                        dec, asm = codes.get((id(ins), k, field), (set(), set()))
                        if field == "saddr":
                            n = 2 if form["text"].count("s[") or re.search(r"\b(vcc|exec)\b", form["text"]) else 1
                            t = types.get("saddr", 7, 32 * n, frozenset(dec), frozenset(asm))
                        else:
                            role = {"vdst": "vdst", "addr": "vaddr", "data": "vdata"}[field]
                            t = types.get(role, 8, 32 * detail, frozenset(dec), frozenset(asm), base=256)
                        slots.append((field, t))
                    else:
                        slots.append((field, detail))
                form["slots"] = slots

    def learn_offsets(self, insns, report):
        """Which offsets the assembler takes (signed 13 bits or unsigned 12): tried in llvm-mc."""
        import llvm_oracle
        lines = []
        for ins in insns:
            text = ins["forms"][0]["text"]
            for off in (-1, 4095, -4096, 4096):
                lines.append(re.sub(r"offset:-?\d+", "offset:%d" % off, text))
        res = llvm_oracle.assemble(lines)
        for i, ins in enumerate(insns):
            ok = [r[0] is not None for r in res[4 * i:4 * i + 4]]
            key = {(True, True, True, False): (True, 13), (False, True, False, False): (False, 12)}.get(tuple(ok))
            name = self.offset_types.get(key)
            if name is None:
                report.append("%s %s: offsets taken %s are not a described range" % (self.name, ins["mnemonic"], ok))
                name = "flat_soffset"
            for form in ins["forms"]:
                form["slots"] = [(f, name if f == "offset" else t) for f, t in form["slots"]]

    def learn_ignored(self, insns):
        """Fields a form does not show that llvm-mc decodes the same whatever they hold."""
        import llvm_oracle
        trials, words = [], []
        for ins in insns:
            for form in ins["forms"]:
                shown = {f for f, _ in form["slots"]} | {f for f, _ in form["fixed"]}
                form["ignore"] = []
                values = form["values"]
                for f in self.fields:
                    if f in shown:
                        continue
                    v = dict(values)
                    v[f] = (1 << self.fields[f][1]) - 1
                    trials.append((form, f))
                    words.append(self.words(ins["op"], v))
        for (form, f), r in zip(trials, llvm_oracle.disassemble(words)):
            if r is not None and r[0] == form["text"]:
                form["ignore"].append(f)


def self_shape(text):
    """The text with register numbers and offsets blanked: two decodings of one form agree here."""
    t = re.sub(r"offset:-?\d+", "offset:N", text)
    t = re.sub(r"\bv\d+\b", "vN", t)
    t = re.sub(r"\bv\[\d+:\d+\](?!\w)", "v[N]", t)
    t = re.sub(r"\b(s\d+|vcc_lo|vcc_hi|exec_lo|exec_hi|m0|null|ttmp\d+)\b", "s1", t)
    t = re.sub(r"\b(s\[\d+:\d+\]|ttmp\[\d+:\d+\]|vcc|exec)(?!\w)", "s2", t)
    return t


FLAT = FlatFamily("flat", "Flat, global and scratch memory (FLAT)", "FLAT", 0x37, (26, 6), (18, 7), range(128),
                  {"offset": (0, 13), "dlc": (13, 1), "glc": (14, 1), "slc": (15, 1), "seg": (16, 2), "unused0": (25, 1),
                   "addr": (32, 8), "data": (40, 8), "saddr": (48, 7), "sve": (55, 1), "vdst": (56, 8)},
                  {"addr": 2, "data": 5, "vdst": 9, "saddr": 124, "offset": 0x10}, None, {},
                  doc="vector memory through a flat, global or scratch address: a vector address, an optional scalar base (off: none) and a 13-bit byte offset")

ALL = [FLAT]

TYPE_DOCS.update({
    "vaddr": "vector memory address registers",
    "vdata": "vector memory data registers",
    "saddr": "scalar base address of a memory instruction (off: none)",
})
