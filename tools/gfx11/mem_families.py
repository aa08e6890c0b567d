"""The memory families the generator asks llvm-mc about (FLAT / GLOBAL / SCRATCH, ...).

Each family here generates its own instruction list (`generate`): a memory instruction is
written several ways for one opcode (with and without a scalar address, returning or not), so
the generator probes every addressing mode of every opcode and writes each way llvm-mc prints
as a form of its own with the fields that select it fixed.
"""
import re

from families import Family64, TYPE_DOCS

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


class MemFamily(Family64):
    """A 64-bit memory family whose instructions the family finds itself: each instruction is a
    list of forms (dicts: slots, fixed field values, the probe `values` and llvm-mc's `text`)."""
    reg_roles = {}  # register field -> the role of its operand types
    flags = ()      # modifiers written as a bare word

    def finish(self, insns):
        """The first form is the instruction's own syntax; flags take the type of their name."""
        for ins in insns:
            main = ins["forms"].pop(0)
            ins.update(slots=main["slots"], fixed=main["fixed"], ignore=main["ignore"], text=main["text"])
            for key in ("format", "extra", "returns"):
                if key in main:
                    ins[key] = main[key]
        for ins in insns:
            for form in [ins] + ins["forms"]:
                form["slots"] = [(f, f if f in self.flags else t) for f, t in form["slots"]]
        return insns

    def slot_type(self, types, form, field, detail, dec, asm):
        role = self.reg_roles[field]
        return types.get(role, 8, 32 * detail, frozenset(dec), frozenset(asm), base=256)

    def code_base(self, field):
        return 256  # a VGPR field: code = 256 + the field

    code_scale = {}    # field -> log2 of the register step (srsrc: a quad, the field is its index / 4)
    literal_code = {}  # field -> the code that puts a 32-bit literal after the instruction

    def same_shape(self, form_text, text):
        """Whether a swept code's text is still this form (saddr 124 prints `off`: another form)."""
        return self_shape(form_text) == self_shape(text)

    def learn_codes(self, gen, types, insns):
        """The register codes each register operand takes, per form (one sweep per field)."""
        import llvm_oracle
        cands, keys = [], []
        for ins in insns:
            for k, form in enumerate(ins["forms"]):
                values = form["values"]
                for field, detail in form["slots"]:
                    if field in self.reg_roles:
                        for c in range(1 << self.fields[field][1]):
                            v = dict(values)
                            v[field] = c
                            lit = c == self.literal_code.get(field)
                            cands.append(self.words(ins["op"], v) + ([0x12345678] if lit else []))
                            keys.append((id(ins), k, field, c))
        res = llvm_oracle.disassemble(cands)
        decoded = []
        for key, w, r in zip(keys, cands, res):
            if r is None or "/*Invalid" in r[0] or r[1] != len(w):
                continue
            decoded.append((key, r[0]))
        # A code is the operand's when the text keeps this form's shape (saddr 124 is `off`:
        # another form) and llvm-mc assembles the printed text back.
        text = {}
        for ins in insns:
            for k, form in enumerate(ins["forms"]):
                text[(id(ins), k)] = form["text"]
        decoded = [(key, t) for key, t in decoded if self.same_shape(text[key[:2]], t)]
        back = llvm_oracle.assemble([t for _, t in decoded])
        codes = {}
        for (key, _), (got, _err) in zip(decoded, back):
            dec, asm = codes.setdefault(key[:3], (set(), set()))
            code = (key[3] << self.code_scale.get(key[2], 0)) + self.code_base(key[2])
            dec.add(code)
            if got is not None:
                asm.add(code)
        for ins in insns:
            for k, form in enumerate(ins["forms"]):
                slots = []
                for field, detail in form["slots"]:
                    if field in self.reg_roles:
                        dec, asm = codes.get((id(ins), k, field), (set(), set()))
                        slots.append((field, self.slot_type(types, form, field, detail, dec, asm)))
                    else:
                        slots.append((field, detail))
                form["slots"] = slots

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


class FlatFamily(MemFamily):
    """FLAT, GLOBAL and SCRATCH (one 64-bit format; `seg` says which): vector address, data and
    destination registers, an optional scalar address (saddr; 124 = `off`), a 13-bit offset,
    glc slc dlc. A returning atomic is the opcode with glc set: it writes vdst and prints `glc`."""
    segments = {0: "flat", 1: "scratch", 2: "global"}
    flags = ("glc", "slc", "dlc")
    # How each segment addresses memory: (saddr, sve) field values of each mode; the generator
    # keeps the modes llvm-mc decodes. saddr 20 stands for "a scalar register".
    modes = {0: [(124, 0)], 1: [(124, 1), (20, 1), (20, 0), (124, 0)], 2: [(124, 0), (20, 0)]}
    offset_types = {(True, 13): "flat_soffset", (False, 12): "flat_uoffset"}  # (signed, bits the assembler takes)
    reg_roles = {"vdst": "vdst", "addr": "vaddr", "data": "vdata", "saddr": "saddr"}

    def slot_type(self, types, form, field, detail, dec, asm):
        if field != "saddr":
            return super().slot_type(types, form, field, detail, dec, asm)
        n = 2 if form["text"].count("s[") or re.search(r"\b(vcc|exec)\b", form["text"]) else 1
        return types.get("saddr", 7, 32 * n, frozenset(dec), frozenset(asm))

    def code_base(self, field):
        return 0 if field == "saddr" else 256

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
        return self.finish(insns)

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

class DsFamily(MemFamily):
    """DS (LDS and GDS): an 8-bit opcode, an address register, up to two data registers and a
    destination; one 16-bit offset (format DS) or two 8-bit ones (format DS2, the 2addr forms),
    and gds. Unused register fields must be 0 for llvm-mc to decode a word, so every opcode is
    probed with each subset of the register fields set, most fields first."""
    reg_roles = {"vdst": "vdst", "addr": "vaddr", "data0": "vdata", "data1": "vdata"}
    flags = ("gds",)
    keyed = {"offset": "ds_offset", "offset0": "ds_offset0", "offset1": "ds_offset1"}

    def syntax(self, mnemonic, slots):
        regs = [("{%s:%s}" % (f, t) if f else t) for f, t in slots if f in self.reg_roles]
        rest = [("{%s:%s}" % (f, t) if f else t) for f, t in slots if f not in self.reg_roles]
        return " ".join([mnemonic] + ([", ".join(regs)] if regs else []) + rest)

    def subsets(self):
        import itertools
        regs = list(self.reg_roles)
        return [c for n in range(len(regs), -1, -1) for c in itertools.combinations(regs, n)]

    def probe_values(self, used, gds, offsets=True):
        v = {f: (self.probe[f] if f in used else 0) for f in self.reg_roles}
        v.update(offset0=self.probe["offset0"] * offsets, offset1=self.probe["offset1"] * offsets, gds=gds)
        return v

    def read_operands(self, gen, text):
        mnem, ops = gen.split_operands(text)
        words = [w for tok in ops for w in tok.split()]
        by_start = {self.probe[f]: f for f in self.reg_roles}
        out = []
        for tok in words:
            r = vreg(tok)
            if r and r[0] in by_start:
                out.append((by_start[r[0]], r[1]))
            elif tok.split(":")[0] in self.keyed and re.fullmatch(r"\w+:\d+", tok):
                out.append((tok.split(":")[0], None))
            elif re.fullmatch(r"offset:swizzle\(.*\)", tok):
                out.append(("offset", "swizzle"))  # ds_swizzle_b32's lane pattern
            elif tok in self.flags:
                out.append((tok, None))
            else:
                return mnem, None
        return mnem, out

    def generate(self, gen, types, skip, report):
        import llvm_oracle
        keys = [(op, used, offs, gds) for op in self.opcodes for offs in (True, False) for used in self.subsets() for gds in (0, 1)]
        res = llvm_oracle.disassemble([self.words(op, self.probe_values(used, gds, offs)) for op, used, offs, gds in keys])
        texts = {}
        for (op, used, offs, gds), r in zip(keys, res):
            if r is not None and r[1] == 2 and (op, gds) not in texts:
                texts[(op, gds)] = (self.probe_values(used, gds, offs), r[0])  # the fullest probe that decodes
        insns = []
        for op in self.opcodes:
            ins = self.instruction(gen, op, texts, skip, report)
            if ins:
                insns.append(ins)
        self.learn_codes(gen, types, insns)
        self.learn_ignored(insns)
        self.check_swizzle(insns, report)
        return self.finish(insns)

    swizzle_type = "ds_swizzle_offset"  # target.yaml: the lane pattern, with its modes

    def check_swizzle(self, insns, report):
        """Every one of the 65,536 offsets of ds_swizzle_b32, as llvm-objdump prints it (one batch),
        against what the modes of target.yaml's ds_swizzle_offset print: a difference is reported."""
        import call_modes
        import llvm_oracle
        for ins in insns:
            form = ins["forms"][0]
            if (("offset", self.swizzle_type)) not in form["slots"]:
                continue
            values = form["values"]
            words = [self.words(ins["op"], dict(values, offset0=v & 0xFF, offset1=v >> 8)) for v in range(1 << 16)]
            base = re.sub(r" offset:\S+", "", form["text"])
            modes = call_modes.load(self.swizzle_type)
            bad = []
            for v, r in enumerate(llvm_oracle.disassemble(words)):
                want = base + call_modes.keyed_text("offset", modes, v)
                if r is None or r[0] != want:
                    bad.append("%#x: llvm-objdump '%s', the description '%s'" % (v, r and r[0], want))
            for line in bad[:10]:
                report.append("%s %s offset %s" % (self.name, ins["mnemonic"], line))
            if bad:
                report.append("%s %s: %d of 65536 offsets print otherwise than ds_swizzle_offset's modes say" % (self.name, ins["mnemonic"], len(bad)))

    def instruction(self, gen, op, texts, skip, report):
        plain, with_gds = texts.get((op, 0)), texts.get((op, 1))
        first = plain or with_gds
        if first is None:
            return None
        mnem, ops = self.read_operands(gen, first[1])
        if mnem in skip:
            return None
        if mnem in self.not_yet or ops is None:
            report.append("%s opcode %#x %s: %s" % (self.name, op, mnem, self.not_yet.get(mnem, "operands not described yet")))
            return None
        fmt = "DS2" if any(f == "offset0" for f, _ in ops) else "DS"
        if plain and with_gds and with_gds[1] == plain[1] + " gds":
            fixed, tail = [], [("gds", None)]            # gds is a modifier
        elif plain:
            fixed, tail = [("gds", 0)], []
        else:
            fixed, tail = [("gds", 1)], [(None, "gds")]  # a GDS-only instruction: gds is written, always
        slots = [(f, d) for f, d in ops if f in self.reg_roles]
        keyed = dict(self.keyed, offset=self.swizzle_type) if ("offset", "swizzle") in ops else self.keyed
        slots += [(f, keyed[f]) for f in ("offset", "offset0", "offset1") if any(f == g for g, _ in ops)] + tail
        return dict(op=op, mnemonic=mnem, unused=[], forms=[dict(slots=slots, fixed=fixed, text=first[1], values=first[0], format=fmt)])

    def learn_ignored(self, insns):
        super().learn_ignored(insns)
        # The DS format has one 16-bit offset where DS2 has two bytes.
        for ins in insns:
            for form in ins["forms"]:
                ig = form["ignore"]
                if form["format"] == "DS" and "offset0" in ig and "offset1" in ig:
                    ig[:] = [f for f in ig if f not in ("offset0", "offset1")] + ["offset"]
                elif form["format"] == "DS":
                    ig[:] = [f for f in ig if f not in ("offset0", "offset1")]


_DS_REGS = {"addr": (32, 8), "data0": (40, 8), "data1": (48, 8), "vdst": (56, 8)}
DS = DsFamily("ds", "Local and global data share (DS)", "DS", 0x36, (26, 6), (18, 8), range(256),
              dict(_DS_REGS, offset0=(0, 8), offset1=(8, 8), unused0=(16, 1), gds=(17, 1)),
              {"addr": 2, "data0": 5, "data1": 12, "vdst": 20, "offset0": 0x10, "offset1": 0x20}, None, {},
              doc="local (LDS) or global (GDS) data share: an address register, data registers, a destination, byte offsets")


class BufferFamily(MemFamily):
    """MUBUF: buffer memory through a descriptor (srsrc, four SGPRs: the field is their index / 4),
    a scalar offset (a source code: registers, inline constants, a literal), a 12-bit offset and a
    vector address that idxen / offen say is used (none: `off`; both: a pair). idxen, offen and tfe
    (a status register after the data) change the operands: each combination is a form of its own,
    the bits fixed and written as words; glc slc dlc are modifiers."""
    reg_roles = {"vdata": "vdata", "vaddr": "vaddr", "srsrc": "srsrc", "soffset": "buf_soffset"}
    flags = ("glc", "slc", "dlc")
    words_fixed = ("idxen", "offen", "tfe")  # mode bits, printed as words when set
    code_scale = {"srsrc": 2}
    literal_code = {"soffset": 255}
    offset_type = "buf_offset"

    def syntax(self, mnemonic, slots):
        regs = [("{%s:%s}" % (f, t) if f else t) for f, t in slots if f in self.reg_roles or (f is None and t == "off")]
        rest = [("{%s:%s}" % (f, t) if f else t) for f, t in slots if not (f in self.reg_roles or (f is None and t == "off"))]
        return " ".join([mnemonic] + ([", ".join(regs)] if regs else []) + rest)

    def code_base(self, field):
        return 256 if field in ("vdata", "vaddr") else 0

    def slot_type(self, types, form, field, detail, dec, asm):
        if field == "srsrc":
            return types.get("srsrc", 5, 128, frozenset(dec), frozenset(asm), scale=4)
        if field == "soffset":
            return types.get("buf_soffset", 8, form.get("soffset_data", "b32"), frozenset(dec), frozenset(asm))
        return super().slot_type(types, form, field, detail, dec, asm)

    def same_shape(self, form_text, text):
        # The swept operand's token may change (s3 -> 0.5, v5 -> v255); nothing else may, and
        # the vector address may not become `off`.
        a, b = form_text.split(), text.split()
        diff = [k for k in range(min(len(a), len(b))) if a[k] != b[k]]
        return len(a) == len(b) and len(diff) <= 1 and not any(b[k].rstrip(",") == "off" for k in diff)

    def probe_values(self, mode, flag, empty=False):
        v = {f: 0 for f in self.fields} if empty else dict(self.probe)
        v.update(zip(self.words_fixed, mode))
        for f in self.flags:
            v[f] = int(f == flag)
        return v

    def read_operands(self, gen, text):
        mnem, ops = gen.split_operands(text)
        words = [w for tok in ops for w in tok.split()]
        out = []
        for tok in words:
            r = vreg(tok)
            if r and r[0] == self.probe["vdata"]:
                out.append(("vdata", r[1]))
            elif r and r[0] == self.probe["vaddr"]:
                out.append(("vaddr", r[1]))
            elif tok == "s[%d:%d]" % (4 * self.probe["srsrc"], 4 * self.probe["srsrc"] + 3):
                out.append(("srsrc", 4))
            elif tok == "s%d" % self.probe["soffset"]:
                out.append(("soffset", 1))
            elif tok == "off" or tok in self.words_fixed:
                out.append((None, tok))
            elif re.fullmatch(r"offset:\d+", tok):
                out.append(("offset", None))
            elif tok in self.flags:
                out.append((tok, None))
            else:
                return mnem, None
        return mnem, out

    def generate(self, gen, types, skip, report):
        import itertools
        import llvm_oracle
        modes = list(itertools.product((0, 1), repeat=len(self.words_fixed)))
        flags = (None,) + self.flags
        keys = [(op, mode, flag, empty) for op in self.opcodes for mode in modes for flag in flags for empty in (False, True)]
        res = llvm_oracle.disassemble([self.words(op, self.probe_values(mode, flag, empty)) for op, mode, flag, empty in keys])
        texts = {}
        for (op, mode, flag, empty), r in zip(keys, res):
            if r is not None and r[1] == 2:
                texts.setdefault((op, mode, flag), (self.probe_values(mode, flag, empty), r[0]))
        insns = []
        for op in self.opcodes:
            forms = self.forms(gen, op, modes, texts, skip, report)
            if forms:
                insns.append(dict(op=op, mnemonic=forms[0].pop("mnemonic"), forms=forms, unused=[]))
        insns = self.assembled_forms(insns, report)
        self.learn_soffset_data(insns)
        self.learn_codes(gen, types, insns)
        self.learn_ignored(insns)
        return self.finish(insns)

    def forms(self, gen, op, modes, texts, skip, report):
        forms = []
        for mode in modes:
            plain = texts.get((op, mode, None))
            if plain is None:
                continue
            mnem, ops = self.read_operands(gen, plain[1])
            if mnem in skip:
                return []
            if ops is None:
                report.append("%s opcode %#x %s: operands not described yet" % (self.name, op, plain[1]))
                return []
            # A flag is a modifier where setting it only adds its word.
            mods = [f for f in self.flags if texts.get((op, mode, f)) and f in texts[(op, mode, f)][1].split() and
                    [t for t in texts[(op, mode, f)][1].split() if t != f] == plain[1].split()]
            slots = [(f, self.offset_type if f == "offset" else d) for f, d in ops]
            at = next((k + 1 for k, (f, _) in enumerate(slots) if f == "offset"), None)
            if at is None:
                at = next((k for k, s in enumerate(slots) if s == (None, "tfe")), len(slots))
            slots[at:at] = [(f, None) for f in mods]
            fixed = list(zip(self.words_fixed, mode)) + [(f, 0) for f in self.flags if f not in mods]
            form = dict(slots=slots, fixed=fixed, text=plain[1], values=plain[0], mnemonic=mnem)
            if "_atomic_" in mnem and "glc" in mods:
                forms += self.atomic_forms(form)
            else:
                forms.append(form)
        return forms

    @staticmethod
    def atomic_forms(form):
        """An atomic's glc says whether it returns the old value into vdata: llvm-mc prints glc as a
        modifier, but the two are different instructions to the machine (the returning one writes
        vdata and counts on vmcnt, the other only reads it and counts on vscnt). One variant each,
        told apart by an `only:` on glc; the operand stays, so the text and the semantics read it."""
        out = []
        for glc, what in ((0, "without glc the atomic returns nothing"), (1, "with glc the atomic returns the old value")):
            out.append(dict(form, returns=bool(glc), extra=', only: {glc: {values: "%d", message: "%s"}}' % (glc, what)))
        return out

    def assembled_forms(self, insns, report):
        """The forms whose text llvm-mc assembles back (it prints a store with tfe, but refuses to
        assemble one): the others are left out, and said so."""
        import llvm_oracle
        forms = [(ins, f) for ins in insns for f in ins["forms"]]
        back = llvm_oracle.assemble([f["text"] for _, f in forms])
        bad = {id(f) for (_, f), (got, _err) in zip(forms, back) if got is None}
        for ins, f in forms:
            if id(f) in bad:
                report.append("%s opcode %#x: llvm-mc prints '%s' but does not assemble it" % (self.name, ins["op"], f["text"]))
        for ins in insns:
            ins["forms"] = [f for f in ins["forms"] if id(f) not in bad]
        return [ins for ins in insns if ins["forms"]]

    def learn_soffset_data(self, insns):
        """How llvm-mc prints a literal scalar offset: 0x3f800000 as 1.0 is a 32-bit float."""
        import llvm_oracle
        forms = [(ins, f) for ins in insns for f in ins["forms"] if any(s[0] == "soffset" for s in f["slots"])]
        words = []
        for ins, form in forms:
            v = dict(form["values"], soffset=self.literal_code["soffset"])
            words.append(self.words(ins["op"], v) + [0x3F800000])
        for (ins, form), r in zip(forms, llvm_oracle.disassemble(words)):
            form["soffset_data"] = "f32" if r and " 1.0" in r[0] else "b32"


BUFFER = BufferFamily("mubuf", "Buffer memory (MUBUF)", "MUBUF", 0x38, (26, 6), (18, 8), range(256),
                      {"offset": (0, 12), "slc": (12, 1), "dlc": (13, 1), "glc": (14, 1), "unused0": (15, 3),
                       "vaddr": (32, 8), "vdata": (40, 8), "srsrc": (48, 5), "tfe": (53, 1), "offen": (54, 1), "idxen": (55, 1),
                       "soffset": (56, 8)},
                      {"vaddr": 2, "vdata": 5, "srsrc": 2, "soffset": 3, "offset": 0x10}, None, {},
                      doc="buffer memory through a resource descriptor: data registers, a vector address (idxen, offen), the descriptor, a scalar offset and a 12-bit byte offset")


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

ALL = [FLAT, DS, BUFFER]

TYPE_DOCS.update({
    "vaddr": "vector memory address registers",
    "vdata": "vector memory data registers",
    "saddr": "scalar base address of a memory instruction (off: none)",
    "srsrc": "buffer resource descriptor: four scalar registers (the field holds their index / 4)",
    "buf_soffset": "buffer scalar offset: registers, inline constants, a literal",
})
