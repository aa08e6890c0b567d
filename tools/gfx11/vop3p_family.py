"""VOP3P, the packed and mixed-precision vector form: v_pk_* (two 16-bit halves per register),
v_fma_mix{,lo,hi}_f16 / v_fma_mix_f32, v_dot* and WMMA (v_wmma_*).

What the generator asks llvm-mc 19, per opcode: which sources it prints (most sources first),
the text with op_sel_hi at all zeros and all ones (the one without `op_sel_hi:` is the default
llvm-mc elides), then each modifier bit alone flipped: a bit whose text is unchanged is ignored,
one llvm-mc refuses keeps the probe's value, one that changes an element of `op_sel:[..]`,
`op_sel_hi:[..]`, `neg_lo:[..]` or `neg_hi:[..]` is that element of the list (v_fma_mix's neg_lo
and neg_hi print as -x and |x| instead: source modifiers, as in VOP3), and one that adds `clamp`
is clamp. The lists' defaults, and the bits llvm-mc writes where the text shows nothing (it writes
op_sel_hi as ones where no list prints), come from llvm-mc's encoding of the default text.
"""
import re

from vop_families import Vop3Family

# VOP3P word bits (64): vdst 7:0, neg_hi 10:8, op_sel 13:11, op_sel_hi[2] 14, clamp 15,
# op 22:16, enc 31:23 = 0x198, src0 40:32, src1 49:41, src2 58:50, op_sel_hi[1:0] 60:59, neg_lo 63:61.
_FIELDS = {"vdst": (0, 8), "neg_hi": (8, 3), "op_sel": (11, 3), "op_sel_hi2": (14, 1), "clamp": (15, 1),
           "src0": (32, 9), "src1": (41, 9), "src2": (50, 9), "op_sel_hi01": (59, 2), "neg": (61, 3)}
_SRCS = ("src0", "src1", "src2")
# Each modifier bit: (list key, element's value bit in the list's view, probe field, bit in it, the format's one-bit field).
_BITS = [("neg_lo", i, "neg", i, "neg%d" % i) for i in range(3)] + \
        [("neg_hi", i, "neg_hi", i, "neg_hi%d" % i) for i in range(3)] + \
        [("op_sel", i, "op_sel", i, "op_sel%d" % i) for i in range(3)] + \
        [("op_sel_hi", 0, "op_sel_hi01", 0, "op_sel_hi0"), ("op_sel_hi", 1, "op_sel_hi01", 1, "op_sel_hi1"),
         ("op_sel_hi", 2, "op_sel_hi2", 0, "op_sel_hi2"), ("clamp", 0, "clamp", 0, "clamp")]
_LISTS = ("op_sel", "op_sel_hi", "neg_lo", "neg_hi")
_TAIL = re.compile(r" (op_sel|op_sel_hi|neg_lo|neg_hi):\[([01](?:,[01])*)\]| (clamp)")
# The absolute word bit of each list element's value bit (op_sel_hi's view is 14,60:59).
_VIEW_BITS = {"op_sel": (11, 12, 13), "op_sel_hi": (59, 60, 14), "neg_lo": (61, 62, 63), "neg_hi": (8, 9, 10)}


def split_tail(text):
    """'v_pk_add_f16 v1, v2, v3 op_sel:[1,0] clamp' -> ('v_pk_add_f16 v1, v2, v3', {'op_sel': [1, 0], 'clamp': [1]}, order)."""
    mods, order = {}, []
    for m in _TAIL.finditer(text):
        key = m.group(1) or m.group(3)
        mods[key] = [int(x) for x in m.group(2).split(",")] if m.group(2) else [1]
        order.append(key)
    return _TAIL.sub("", text), mods, order


class Vop3pFamily(Vop3Family):

    def __init__(self):
        super().__init__()
        self.name, self.title, self.format = "vop3p", "Vector packed and mixed precision (VOP3P)", "VOP3P"
        self.enc, self.enc_field, self.op_field = 0x198, (23, 9), (16, 7)
        self.opcodes = list(range(128))
        self.fields = dict(_FIELDS)
        self.doc_by_format = {"VOP3P": "the 64-bit packed form: a destination and up to three sources of any kind (a 32-bit literal after the instruction for code 255), "
                                       "each 16-bit half selected by op_sel (low result) and op_sel_hi (high result) and negated by neg_lo / neg_hi, and clamp"}

    def words(self, op, values):
        w = self.enc << 23 | op << 16
        for f, (lo, width) in self.fields.items():
            w |= (values.get(f, 0) & ((1 << width) - 1)) << lo
        return [w & 0xFFFFFFFF, w >> 32]

    # ---- probing -----------------------------------------------------------------------------

    def find_opcodes(self, g, report, skip):
        """Per opcode: the first probe (most sources first) llvm-mc decodes, with op_sel_hi at the
        value whose text does not print it (ones, else zeros)."""
        probes = self.probes()
        his = ({"op_sel_hi01": 3, "op_sel_hi2": 1}, {"op_sel_hi01": 0, "op_sel_hi2": 0})
        cands = [(op, p, h) for op in self.opcodes for p in probes for h in his]
        res = g.llvm_oracle.disassemble([self.words(op, dict(p, **h)) for op, p, h in cands])
        by_op = {}
        for (op, p, h), r in zip(cands, res):
            if r is None or r[1] != 2 or "/*Invalid" in r[0]:
                continue
            by_op.setdefault(op, []).append((probes.index(p), his.index(h), dict(p, **h), r[0]))
        found = {}
        for op, got in sorted(by_op.items()):
            first = min(k for k, _, _, _ in got)
            options = sorted((hi, p, text) for k, hi, p, text in got if k == first)
            plain = [o for o in options if "op_sel_hi:" not in o[2]]
            _, p, text = (plain or options)[0]
            mnem, ops = g.split_operands(split_tail(text)[0])
            if mnem in skip:
                continue
            slots = self.classify(g, ops, p)
            if isinstance(slots, str):
                report.append("vop3p opcode %#x %s: %s" % (op, mnem, slots))
                continue
            found[op] = dict(op=op, mnemonic=mnem, text=text, probe=p, format="VOP3P", slots=slots)
        return found

    def find_modifiers(self, g, found, report):
        """Each modifier bit flipped alone (see the module's doc)."""
        trials = []
        for ins in found.values():
            for b in _BITS:
                _, _, field, bit, _ = b
                v = dict(ins["probe"])
                v[field] = v.get(field, 0) ^ (1 << bit)
                trials.append((ins, b, v))
            ins["srcs"] = [f for f, _, _ in ins["slots"] if f in _SRCS]
            ins.update(mods={}, ignore=[], keyed=[], lists={}, must_keep=[], trouble=None)
        res = g.llvm_oracle.disassemble([self.words(ins["op"], v) for ins, _, v in trials])
        for (ins, b, _), r in zip(trials, res):
            self.learn_bit(g, ins, b, None if r is None or r[1] != 2 else r[0])
        self.find_order(g, found)
        for ins in list(found.values()):
            if ins["trouble"]:
                report.append("vop3p opcode %#x %s: %s" % (ins["op"], ins["mnemonic"], ins["trouble"]))
                del found[ins["op"]]

    def learn_bit(self, g, ins, b, text):
        key, elem_bit, field, bit, one = b
        base = ins["text"]
        if text == base:
            ins["ignore"].append(one)
            return
        if text is None:
            ins["must_keep"].append(b)  # llvm-mc refuses the other value: the variant keeps the probe's
            return
        head, mods, _ = split_tail(text)
        bhead, bmods, _ = split_tail(base)
        if head != bhead and key in ("neg_lo", "neg_hi") and mods == bmods:
            # v_fma_mix: neg_lo is -x, neg_hi |x| of source `bit`.
            src = _SRCS[bit]
            mnem, ops = g.split_operands(bhead)
            idx = [i for i, (fld, _, _) in enumerate(ins["slots"]) if fld == src]
            if idx:
                want = list(ops)
                want[idx[0]] = "-" + ops[idx[0]] if key == "neg_lo" else "|%s|" % ops[idx[0]]
                if head == "%s %s" % (mnem, ", ".join(want)):
                    ins["mods"].setdefault(src, {})["neg" if key == "neg_lo" else "abs"] = "neg" if key == "neg_lo" else "abs"
                    return
        elif head == bhead and key == "clamp" and mods == dict(bmods, clamp=[1]):
            ins["keyed"].append("clamp")
            return
        elif head == bhead and key in _LISTS:
            changed = [k for k in set(mods) | set(bmods) if mods.get(k) != bmods.get(k)]
            if changed == [key]:
                was = ins["probe"].get(field, 0) >> bit & 1
                new = mods[key]
                old = bmods.get(key, [was] * len(new))
                diff = [i for i in range(len(new)) if len(old) == len(new) and new[i] != old[i]]
                if len(diff) == 1:
                    ins["lists"].setdefault(key, {"n": len(new), "bits": {}})["bits"][diff[0]] = elem_bit
                    return
        ins["trouble"] = ins["trouble"] or "with %s bit %d flipped llvm-mc prints '%s'" % (key, elem_bit, text)

    def find_order(self, g, found):
        """The order llvm-mc prints the keyed modifiers in: every learned list bit and clamp flipped at once."""
        cands = []
        for ins in found.values():
            v = dict(ins["probe"])
            for key, elem_bit, field, bit, _ in _BITS:
                if (key == "clamp" and "clamp" in ins["keyed"]) or elem_bit in ins["lists"].get(key, {"bits": {}})["bits"].values():
                    v[field] = v.get(field, 0) ^ (1 << bit)
            cands.append((ins, v))
        res = g.llvm_oracle.disassemble([self.words(ins["op"], v) for ins, v in cands])
        for (ins, _), r in zip(cands, res):
            order = split_tail(r[0])[2] if r else []
            want = set(ins["lists"]) | ({"clamp"} if "clamp" in ins["keyed"] else set())
            if set(order) != want:
                ins["trouble"] = ins["trouble"] or "with every modifier set llvm-mc prints '%s'" % (r[0] if r else None)
            ins["order"] = order

    def find_fixed(self, g, found):
        """Register fields the text does not show (as VOP3), the lists' defaults and the modifier bits
        llvm-mc writes where nothing prints: from its encoding of the default text."""
        super().find_fixed(g, found)
        order = sorted(found)
        back = g.llvm_oracle.assemble([found[op]["text"] for op in order])
        for op, (got, _err) in zip(order, back):
            ins = found[op]
            ins["defaults"] = {}
            if got is None or len(got) < 8:
                ins["trouble"] = "llvm-mc does not assemble its own text '%s'" % ins["text"]
                continue
            w = int.from_bytes(got[:8], "little")
            for key, bits in _VIEW_BITS.items():
                ins["defaults"][key] = sum(((w >> b) & 1) << i for i, b in enumerate(bits))
            for key, elem_bit, field, bit, one in _BITS:
                v = (w >> _VIEW_BITS[key][elem_bit]) & 1 if key != "clamp" else (w >> 15) & 1
                if key in ins["lists"] or key == "clamp" and "clamp" in ins["keyed"]:
                    continue  # an operand: its default (a list's bits no element sets among them)
                src = _SRCS[bit] if key in ("neg_lo", "neg_hi") else None
                if src and ins["mods"].get(src, {}).get("neg" if key == "neg_lo" else "abs"):
                    continue  # a source modifier
                if v:
                    ins["fixed"].append((one, "0x1"))
                if v != (ins["probe"].get(field, 0) >> bit & 1) and one not in ins["ignore"]:
                    ins["trouble"] = "llvm-mc writes %s = %d for '%s', which its decoder refuses" % (one, v, ins["text"])

    # ---- the description -----------------------------------------------------------------------

    @staticmethod
    def list_type(key, spec, default):
        """The keyed type of one list: named by the element bits (x: an element no bit sets) and,
        where not 0, its default (`op_sel_hi_01_d7`)."""
        elems = [spec["bits"].get(i, "x") for i in range(spec["n"])]
        name = "vop3p_%s_%s" % (key, "".join(str(e) for e in elems))
        return name + ("_d%d" % default if default else "")

    def instruction(self, ins):
        slots, bind = [], []
        for f, _, _ in ins["slots"]:
            slots.append((f, ins["types"][f]))
            mods = ins["mods"].get(f)
            if mods:
                bind.append("%s: %s_%s" % (f, f, "".join(b[0] for b in ("neg", "abs") if b in mods)))
        keyed = []
        for key in ins["order"]:
            if key == "clamp":
                keyed.append(("clamp", "clamp"))
                continue
            spec = ins["lists"][key]
            mask = sum(1 << b for b in spec["bits"].values())
            keyed.append((key, self.list_type(key, spec, ins["defaults"][key] if ins["defaults"][key] & mask else 0)))
        extra = ", bind: {%s}" % ", ".join(bind) if bind else ""
        ignore = sorted(set(ins["ignore"]), key=ins["ignore"].index)
        return dict(op=ins["op"], mnemonic=ins["mnemonic"], text=ins["text"], slots=slots + keyed, ignore=ignore,
                    format="VOP3P", extra=extra, doc=self.doc_by_format["VOP3P"], fixed=ins.get("fixed", []))

    def generate(self, g, types, skip, report):
        found = self.find_opcodes(g, report, skip)
        self.find_modifiers(g, found, report)
        self.find_codes(g, found, types)
        self.find_fixed(g, found)
        for ins in list(found.values()):
            if ins["trouble"]:
                report.append("vop3p opcode %#x %s: %s" % (ins["op"], ins["mnemonic"], ins["trouble"]))
                del found[ins["op"]]
        return [self.instruction(ins) for ins in sorted(found.values(), key=lambda i: i["op"])]

    def syntax(self, mnemonic, slots):
        tail = ("clamp",) + _LISTS
        regs = [s for s in slots if s[0] not in tail]
        rest = [s for s in slots if s[0] in tail]
        text = mnemonic + (" " + ", ".join("{%s:%s}" % s for s in regs) if regs else "")
        return text + "".join(" {%s:%s}" % s for s in rest)


VOP3P = Vop3pFamily()
FAMILIES = [VOP3P]
