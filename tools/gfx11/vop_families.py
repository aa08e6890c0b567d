"""The vector-ALU encoding families beyond the 32-bit forms: VOP3 (the _e64 promotions of VOP1,
VOP2 and VOPC and the native three-source opcodes) and VOP3SD (a scalar destination in place of
abs/op_sel). What each opcode takes is learned from llvm-mc 19: which sources it prints, which
of them take neg / abs, whether clamp, omod and op_sel print, and every source's codes."""
import re

from families import Family

# VOP3 word bits (64): vdst 7:0, abs 10:8 (or VOP3SD's sdst 14:8), op_sel 14:11, clamp 15,
# op 25:16, enc 31:26 = 0x35, src0 40:32, src1 49:41, src2 58:50, omod 60:59, neg 63:61.
_FIELDS = {"vdst": (0, 8), "sdst": (8, 7), "abs": (8, 3), "op_sel": (11, 4), "clamp": (15, 1),
           "src0": (32, 9), "src1": (41, 9), "src2": (50, 9), "omod": (59, 2), "neg": (61, 3)}
_SRCS = ("src0", "src1", "src2")
# The printed register number of each probed field (a VGPR source v8 is code 264).
_PROBE_REG = {"vdst": 4, "src0": 8, "src1": 12, "src2": 16, "sdst": 20}
_OMOD = {1: "mul:2", 2: "mul:4", 3: "div:2"}


class Vop3Family(Family):

    def __init__(self):
        super().__init__("vop3", "Vector three-operand (VOP3, VOP3SD)", "VOP3", 0x35, (26, 6), (16, 10), range(1024),
                         _FIELDS, {}, {}, {}, doc="")
        self.doc_by_format = {
            "VOP3": "the 64-bit vector form: a destination, up to three sources of any kind (a 32-bit literal after the instruction for code 255), with neg/abs, clamp and omod where the opcode takes them",
            "VOP3SD": "the 64-bit vector form with a scalar destination (carry out, or the divide-scale flag) beside the vector one",
        }

    def words(self, op, values):
        w = self.enc << 26 | op << 16
        for f, (lo, width) in self.fields.items():
            w |= (values.get(f, 0) & ((1 << width) - 1)) << lo
        return [w & 0xFFFFFFFF, w >> 32]

    # ---- probing -----------------------------------------------------------------------------

    @staticmethod
    def probes():
        """Operand values to try, most sources first and VGPRs before SGPRs: an opcode's unused
        source fields must be 0, and a source that takes only SGPRs refuses a VGPR."""
        out = []
        for n in (3, 2, 1, 0):
            for mask in sorted(range(1 << n), key=lambda m: bin(m).count("1")):
                values = {"vdst": _PROBE_REG["vdst"]}
                for i in range(n):
                    reg = _PROBE_REG[_SRCS[i]]
                    values[_SRCS[i]] = reg if (mask >> i) & 1 else 256 + reg
                out.append(values)
        out.append({})  # v_nop, v_pipeflush: no operands, every field 0
        return out

    def generate(self, g, types, skip, report):
        found = self.find_opcodes(g, report, skip)
        self.find_modifiers(g, found, report)
        self.find_codes(g, found, types)
        self.find_fixed(g, found)
        self.find_bus_reads(g, found)
        return [self.instruction(ins) for ins in sorted(found.values(), key=lambda i: i["op"])]

    def find_opcodes(self, g, report, skip):
        """Per opcode: the first probe llvm-mc decodes, its text and operand fields."""
        probes = self.probes()
        cands = [(op, p) for op in self.opcodes for p in probes]
        res = g.llvm_oracle.disassemble([self.words(op, p) for op, p in cands])
        first = {}
        for (op, p), r in zip(cands, res):
            if op in first or r is None or r[1] != 2 or "/*Invalid" in r[0]:
                continue
            first[op] = (dict(p), r[0])
        # A scalar destination (VOP3SD) prints in bits 14:8: with them at 20 the text names s20.
        sd_cands = [(op, dict(p, sdst=_PROBE_REG["sdst"])) for op, (p, _) in sorted(first.items())]
        sd_res = g.llvm_oracle.disassemble([self.words(op, p) for op, p in sd_cands])
        found = {}
        for (op, p_sd), r in zip(sd_cands, sd_res):
            p, text = first[op]
            mnem, ops = g.split_operands(text)
            if mnem in skip:
                continue
            fmt = "VOP3"
            if r is not None and "/*Invalid" not in r[0]:
                _, ops_sd = g.split_operands(r[0])
                if any(g.register_shape(t) and g.register_shape(t)[0] == _PROBE_REG["sdst"] and t.startswith("s") for t in ops_sd):
                    p, text, ops, fmt = p_sd, r[0], ops_sd, "VOP3SD"
            slots = self.classify(g, ops, p)
            if isinstance(slots, str):
                report.append("vop3 opcode %#x %s: %s" % (op, mnem, slots))
                continue
            found[op] = dict(op=op, mnemonic=mnem, text=text, probe=p, format=fmt, slots=slots)
        return found

    def classify(self, g, ops, probe):
        """[(field, bits, base)] for the printed operands, or why they are not described."""
        by_reg = {_PROBE_REG[f]: f for f in _PROBE_REG if f in probe}
        out = []
        for tok in ops:
            shape = g.register_shape(tok)
            if not shape or shape[0] not in by_reg:
                return "operand %s is not described yet" % tok
            field = by_reg[shape[0]]
            base = 256 if field == "vdst" and tok.startswith("v") else 0
            out.append((field, shape[1] * 32, base))
        return out

    def find_modifiers(self, g, found, report):
        """Which of neg/abs each source takes, and clamp, omod, op_sel: a bit whose text is the
        probe's with the modifier written is the modifier; one that leaves the text alone is
        ignored; one llvm-mc refuses must be 0."""
        trials = []
        for ins in found.values():
            p = ins["probe"]
            srcs = [f for f, _, _ in ins["slots"] if f in _SRCS]
            for i, f in enumerate(_SRCS):
                trials.append((ins, ("neg", i), dict(p, neg=1 << i)))
                if ins["format"] == "VOP3":
                    trials.append((ins, ("abs", i), dict(p, abs=1 << i)))
            trials.append((ins, ("clamp", 0), dict(p, clamp=1)))
            for k in _OMOD:
                trials.append((ins, ("omod", k), dict(p, omod=k)))
            if ins["format"] == "VOP3":
                for k in range(4):
                    trials.append((ins, ("op_sel", k), dict(p, op_sel=1 << k)))
            ins["srcs"] = srcs
        res = g.llvm_oracle.disassemble([self.words(ins["op"], v) for ins, _, v in trials])
        for ins in found.values():
            ins.update(mods={}, ignore=[], keyed=[], op_sel_list={}, trouble=None)
        for (ins, (what, k), _), r in zip(trials, res):
            text = None if r is None or r[1] != 2 else r[0]
            self.learn_bit(g, ins, what, k, text)
        for ins in list(found.values()):
            if ins["trouble"]:
                report.append("vop3 opcode %#x %s: %s" % (ins["op"], ins["mnemonic"], ins["trouble"]))
                del found[ins["op"]]

    def learn_bit(self, g, ins, what, k, text):
        base = ins["text"]
        field_name = "%s%d" % (what, k) if what in ("neg", "abs", "op_sel") else what
        if text == base:
            ins["ignore"].append(field_name)
            return
        if text is None:
            return  # must be 0: the variant fixes it
        mnem, ops = g.split_operands(base)
        if what in ("neg", "abs"):
            f = _SRCS[k]
            idx = [i for i, (fld, _, _) in enumerate(ins["slots"]) if fld == f]
            if idx:
                tok = ops[idx[0]]
                want = list(ops)
                # The neg bit is sext(x) for an integer source.
                for name, written in (("neg", "-" + tok), ("sext", "sext(%s)" % tok)) if what == "neg" else (("abs", "|%s|" % tok),):
                    want[idx[0]] = written
                    if text == "%s %s" % (mnem, ", ".join(want)):
                        ins["mods"].setdefault(f, {})[what] = name
                        return
        elif what == "clamp" and text == base + " clamp":
            ins["keyed"].append("clamp")
            return
        elif what == "omod" and text == base + " " + _OMOD[k]:
            if "omod" not in ins["keyed"]:
                ins["keyed"].append("omod")
            return
        elif what == "op_sel":
            m = re.fullmatch(re.escape(base) + r" op_sel:\[([01](?:,[01])*)\]", text)
            if m:
                bits = m.group(1).split(",")
                if bits.count("1") == 1:
                    ins["op_sel_list"][bits.index("1")] = (k, len(bits))
                    return
        ins["trouble"] = ins["trouble"] or "with %s bit %d set llvm-mc prints '%s'" % (what, k, text)

    # ---- operand codes -----------------------------------------------------------------------

    def find_codes(self, g, found, types):
        """Every code of every printed register field, and the sources' value types."""
        cands, keys = [], []
        for ins in found.values():
            for f, bits, base in ins["slots"]:
                width = self.fields[f][1]
                for c in range(1 << width):
                    values = dict(ins["probe"])
                    values[f] = c
                    w = self.words(ins["op"], values)
                    if c == 255 and width == 9:
                        w = w + [0x12345678]
                    cands.append(w)
                    keys.append((ins["op"], f, c))
        res = g.llvm_oracle.disassemble(cands)
        decoded = []
        for (op, f, c), r in zip(keys, res):
            ins = found[op]
            if r is not None and "/*Invalid" not in r[0] and r[0].split()[0] == ins["mnemonic"]:
                decoded.append(((op, f, c), r[0]))
        back = g.llvm_oracle.assemble([t for _, t in decoded])
        # A 16-bit source prints the probe's literal whole (0x12345678), which it does not take back;
        # it takes a literal that fits (0x5678): the code is assembled all the same.
        again = [k for k, (((op, f, c), t), (got, _)) in enumerate(zip(decoded, back)) if got is None and c == 255 and "0x12345678" in t]
        retry = g.llvm_oracle.assemble([decoded[k][1].replace("0x12345678", "0x5678") for k in again]) if again else []
        back = list(back)
        for k, r in zip(again, retry):
            back[k] = r
        codes = {}
        for ((op, f, c), _), (got, _err) in zip(decoded, back):
            base = dict((fld, b) for fld, _, b in found[op]["slots"])[f]
            dec, asm = codes.setdefault((op, f), (set(), set()))
            dec.add(c + base)
            if got is not None:
                asm.add(c + base)
        datas = self.value_types(g, found)
        for ins in found.values():
            ins["types"] = {}
            for f, bits, base in ins["slots"]:
                dec, asm = codes.get((ins["op"], f), (set(), set()))
                width = self.fields[f][1]
                by_bit = ins["mods"].get(f, {})
                mods = [by_bit[b] for b in ("neg", "abs") if b in by_bit]  # the field's pieces, most significant first
                if f in _SRCS:
                    data = datas.get((ins["op"], f), "b%d" % bits)
                    role = "srcm" if mods else "src"
                    ins["types"][f] = types.get(role, width, data, frozenset(dec), frozenset(asm), base=base, mods=tuple(mods))
                else:
                    role = "vdst" if f == "vdst" else "sdst"
                    ins["types"][f] = types.get(role, width, "b%d" % bits, frozenset(dec), frozenset(asm), base=base)

    def value_types(self, g, found):
        """How llvm-mc prints a literal in each source: 1.0 from 0x3c00 (f16), 0x3f800000 (f32,
        b32 printed as a float for float sources), 0x3ff00000 (f64's high half) or 0x3f80 (bf16);
        pk_f16 / pk_bf16 where 0x12343c00 / 0x12343f80 prints whole (two halves: v_dot2_f16_f16's)."""
        lits = [0x3C00, 0x3F800000, 0x3FF00000, 0x3F80, 0x12343F80, 0x12343C00]
        cands, keys = [], []
        for ins in found.values():
            for f, bits, _ in ins["slots"]:
                if f not in _SRCS:
                    continue
                for lit in lits:
                    values = dict(ins["probe"])
                    values[f] = 255
                    cands.append(self.words(ins["op"], values) + [lit])
                    keys.append((ins, f, bits, lit))
        res = g.llvm_oracle.disassemble(cands)
        ones, zero, whole = {}, set(), set()
        for (ins, f, bits, lit), r in zip(keys, res):
            if r is None:
                continue
            printed = g.split_operands(r[0])[1]
            if "1.0" in printed:
                ones.setdefault((ins["op"], f), set()).add(lit)
            if lit in (0x12343F80, 0x12343C00) and any("%#x" % lit in t for t in printed):
                whole.add((ins["op"], f, lit))
            if lit == 0x3FF00000 and "0x0" in printed:
                zero.add((ins["op"], f))
        out = {}
        for ins in found.values():
            for f, bits, _ in ins["slots"]:
                if f not in _SRCS:
                    continue
                got = ones.get((ins["op"], f), set())
                if bits > 64:
                    out[(ins["op"], f)] = "b%d" % bits
                elif bits == 64:
                    out[(ins["op"], f)] = "f64" if 0x3FF00000 in got else "b64"
                elif 0x3C00 in got:
                    out[(ins["op"], f)] = "pk_f16" if (ins["op"], f, 0x12343C00) in whole else "f16"
                elif 0x3F80 in got:
                    out[(ins["op"], f)] = "pk_bf16" if (ins["op"], f, 0x12343F80) in whole else "bf16"
                elif (ins["op"], f) in zero:
                    out[(ins["op"], f)] = "b16"
                else:
                    out[(ins["op"], f)] = "b32"
        return out

    # ---- implicit scalar reads ---------------------------------------------------------------

    @staticmethod
    def _sgpr(n, bits):
        return "s%d" % n if bits <= 32 else "s[%d:%d]" % (n, n + bits // 32 - 1)

    def find_bus_reads(self, g, found):
        """Opcodes that read a scalar through the constant bus besides their operands (v_div_fmas'
        VCC): llvm-mc refuses two different SGPR sources for them, which the bus (two reads) takes
        for every other opcode (the 64-bit shifts refuse them too: their bus takes one scalar, the
        same slot taken). Then whether the source that names the same register (vcc at the
        source's width) is that read: llvm-mc takes it beside an SGPR, and its encoding gives vcc's code."""
        probes = []
        for ins in found.values():
            srcs = [(i, bits) for i, (f, bits, _) in enumerate(ins["slots"]) if f in _SRCS]
            if len(srcs) < 2:
                continue
            mnem, ops = g.split_operands(ins["text"])
            (i0, b0), (i1, b1) = srcs[0], srcs[1]
            if any(not ops[i].startswith("v") for i, _ in srcs[2:]):
                continue  # a scalar third source (v_cndmask_b32's mask) is a read of its own
            two = list(ops)
            two[i0], two[i1] = self._sgpr(10, b0), self._sgpr(20, b1)
            same = list(two)
            same[i0] = "vcc" if b0 == 64 else "vcc_lo"
            probes.append((ins, b0, "%s %s" % (mnem, ", ".join(two)), "%s %s" % (mnem, ", ".join(same))))
        back = g.llvm_oracle.assemble([t for _, _, t, _ in probes] + [t for _, _, _, t in probes])
        for k, (ins, b0, _, _) in enumerate(probes):
            _, err = back[k]
            if not err or "constant bus" not in err[1]:
                continue
            same = back[len(probes) + k][0]
            if same is not None:
                lo, width = self.fields["src0"]
                code = (int.from_bytes(same[:8], "little") >> lo) & ((1 << width) - 1)
                ins.setdefault("insn_extra", []).append("constant_bus_reads: [{code: %d, width: %d}]" % (code, b0))
            else:
                ins.setdefault("insn_extra", []).append("constant_bus_reads: 1")

    # ---- the description -----------------------------------------------------------------------

    def instruction(self, ins):
        """The generator's record for yaml_out.group_file."""
        slots, bind = [], []
        for f, _, _ in ins["slots"]:
            slots.append((f, ins["types"][f]))
            mods = ins["mods"].get(f)
            if mods:  # the view of the source's code with its neg and abs bits: src0_na, src0_n, src0_a
                bind.append("%s: %s_%s" % (f, f, "".join(b[0] for b in ("neg", "abs") if b in mods)))
        keyed = []  # in llvm-mc's order: op_sel, clamp, omod
        if ins["op_sel_list"]:
            n = next(iter(ins["op_sel_list"].values()))[1]
            bits = [ins["op_sel_list"].get(i, ("x",))[0] for i in range(n)]  # x: an element no bit sets
            keyed.append(("op_sel", "op_sel_" + "".join(str(b) for b in bits)))
        if "clamp" in ins["keyed"]:
            keyed.append(("clamp", "clamp"))
        if "omod" in ins["keyed"]:
            keyed.append(("omod", "omod"))
        extra = ", bind: {%s}" % ", ".join(bind) if bind else ""
        if not ins["slots"] and 0x180 <= ins["op"] < 0x200:
            # llvm-mc prints v_nop's VOP3 form `v_nop`, as the VOP1 form: that text assembles to VOP1
            extra += ", decode_only: true"
        ignore = sorted(set(ins["ignore"]), key=ins["ignore"].index)
        return dict(op=ins["op"], mnemonic=ins["mnemonic"], text=ins["text"], slots=slots + keyed, ignore=ignore,
                    format=ins["format"], extra=extra, doc=self.doc_by_format[ins["format"]], fixed=ins.get("fixed", []),
                    insn_extra=ins.get("insn_extra", []))

    def find_fixed(self, g, found):
        """Register fields the text does not show (v_cmpx_*_e64's vdst): what llvm-mc writes there,
        and whether it decodes the probe's other value the same (then the field is ignored)."""
        order = sorted(found)
        back = g.llvm_oracle.assemble([found[op]["text"] for op in order])
        for op, (got, _err) in zip(order, back):
            ins = found[op]
            ins["fixed"] = []
            if got is None or len(got) != 8:
                continue
            w = int.from_bytes(got, "little")
            shown = {f for f, _, _ in ins["slots"]}
            for f in ("vdst", "src0", "src1", "src2") + (("sdst",) if ins["format"] == "VOP3SD" else ()):
                if f in shown:
                    continue
                lo, width = self.fields[f]
                v = (w >> lo) & ((1 << width) - 1)
                if v:
                    ins["fixed"].append((f, "%#x" % v))
                if v != ins["probe"].get(f, 0):
                    ins["ignore"].append(f)

    def syntax(self, mnemonic, slots):
        regs = [s for s in slots if s[0] not in ("clamp", "omod", "op_sel")]
        rest = [s for s in slots if s[0] in ("clamp", "omod", "op_sel")]
        text = mnemonic + (" " + ", ".join("{%s:%s}" % s for s in regs) if regs else "")
        return text + "".join(" {%s:%s}" % s for s in rest)


class Vop2KFamily(Family):
    """VOP2 opcodes whose constant K is a literal that is always there (v_fmamk_*: src0 * K +
    vsrc1; v_fmaak_*: src0 * vsrc1 + K): 64 bits, K the second dword, printed in hex. src0 = 255
    is a literal, and the only literal there is K itself (printed twice; target.yaml's VOP2K has
    literal_at: 32, so the two share the dword as VOPDK's do)."""
    _probe = {"vdst": 4, "vsrc1": 12, "src0": 256 + 8, "k": 0x1234}

    def __init__(self):
        super().__init__("vop2k", "Vector two-source with a constant (VOP2 with K)", "VOP2K", 0x0, (31, 1), (25, 6), range(0x40),
                         {"vdst": (17, 8), "vsrc1": (9, 8), "src0": (0, 9), "k": (32, 32)}, {}, {}, {},
                         doc="a vector destination, a source of any kind, a vector source and the 32-bit constant K in the second dword")

    def words(self, op, values):
        w = self.enc << 31 | op << 25
        for f, (lo, width) in self.fields.items():
            if lo < 32:
                w |= (values.get(f, 0) & ((1 << width) - 1)) << lo
        return [w, values.get("k", 0)]

    def generate(self, g, types, skip, report):
        res = g.llvm_oracle.disassemble([self.words(op, self._probe) for op in self.opcodes])
        by_reg = {4: ("vdst", 256), 8: ("src0", 0), 12: ("vsrc1", 256)}
        found = []
        for op, r in zip(self.opcodes, res):
            if r is None or r[1] != 2:
                continue  # a 32-bit VOP2 form (or none): vop2.yaml's
            mnem, ops = g.split_operands(r[0])
            slots = []
            for tok in ops:
                shape = g.register_shape(tok)
                if tok == "0x1234":
                    slots.append(("k", None, None))
                elif shape and shape[0] in by_reg and tok.startswith("v"):
                    slots.append((by_reg[shape[0]][0], shape[1] * 32, by_reg[shape[0]][1]))
                else:
                    slots = None
                    break
            if slots is None:
                report.append("vop2k opcode %#x %s: operands %s are not described yet" % (op, mnem, ops))
                continue
            found.append(dict(op=op, mnemonic=mnem, text=r[0], slots=slots))
        wanted = [(ins["op"], f) for ins in found for f, _, _ in ins["slots"] if f != "k"]
        self.probe = dict(self._probe)
        bases = {(ins["op"], f): b for ins in found for f, _, b in ins["slots"] if f != "k"}
        codes = g.sweep_codes(self, wanted, bases=bases)
        # src0's value type: how llvm-mc prints src0 = 255 (the literal, K) with K = 0x3c00 (1.0 if f16).
        half = g.llvm_oracle.disassemble([self.words(ins["op"], dict(self._probe, src0=255, k=0x3C00)) for ins in found])
        insns = []
        for ins, h in zip(found, half):
            slots = []
            for f, bits, base in ins["slots"]:
                if f == "k":
                    # llvm-mc takes a 16-bit K for the f16 forms (0x10000 is "invalid operand")
                    # and prints whatever the dword holds.
                    slots.append(("k", "k16" if ins["mnemonic"].endswith("_f16") else "k32"))
                    continue
                dec, asm = codes[(ins["op"], f)]
                data = "f16" if f == "src0" and h and g.split_operands(h[0])[1][1] == "1.0" else "b%d" % bits
                role = "vdst" if f == "vdst" else "vsrc" if f == "vsrc1" else "src"
                slots.append((f, types.get(role, self.fields[f][1], data, frozenset(dec), frozenset(asm), base=base)))
            insns.append(dict(op=ins["op"], mnemonic=ins["mnemonic"], text=ins["text"], slots=slots, ignore=[]))
        return insns


VOP3 = Vop3Family()
VOP2K = Vop2KFamily()
FAMILIES = [VOP3, VOP2K]
