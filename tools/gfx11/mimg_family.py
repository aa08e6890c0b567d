"""MIMG (image_load*, image_store*, image_sample*, image_gather4*, image_atomic_*, image_bvh*): the
image family the generator asks llvm-mc about.

What llvm-mc prints for one opcode depends on field values no operand shows: vdata's width is the
number of dmask bits (halved, rounded up, with d16; +1 with tfe; gather4 and msaa_load always 4),
vaddr's the addresses the opcode takes for dim and a16. So each opcode is probed over every
(d16, tfe, dmask) and every (a16, dim, nsa): each vdata width and each vaddr shape llvm-mc prints
is a form of its own, and a form says which (d16, tfe, dmask) values give its vdata width (`only:`
on the view field dsize = d16 tfe dmask) and which (a16, dim) give its address shape (asize = a16
dim); a word with other values is not the form's, and the assembler refuses the text with
llvm-mc's message (learned by assembling a wrong size). The NSA forms (nsa = 1) list the
addresses one register each, [v1, v4, v2], in a third dword (vaddr1..vaddr4; the last one a tuple
of the rest): the MIMG_NSA format, 96 bits. Every form is kept only where llvm-mc assembles its
text back to the same bytes.
"""
import itertools
import os
import re

from families import Family64, TYPE_DOCS

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
FLAGS = ("unorm", "glc", "slc", "dlc", "r128", "a16", "tfe", "lwe", "d16")  # llvm-mc's order, after dmask and dim
NSA_FIELDS = ("vaddr1", "vaddr2", "vaddr3", "vaddr4")
_VREG = re.compile(r"^v(?:(\d+)|\[(\d+):(\d+)\])$")


def vwidth(tok):
    m = _VREG.match(tok)
    if not m:
        return None
    return 1 if m.group(1) is not None else int(m.group(3)) - int(m.group(2)) + 1


def split_text(text):
    """'image_load v[0:3], [v2, v8], s[4:11] dmask:0xf ...' -> (mnemonic, spaces, [operands], [modifiers])."""
    m = re.match(r"^(\S+)( +)(.*)$", text)
    mnem, spaces, rest = m.group(1), m.group(2), m.group(3)
    ops, depth, cur = [], 0, ""
    for ch in rest:
        if ch == "," and depth == 0:
            ops.append(cur.strip())
            cur = ""
            continue
        depth += ch == "["
        depth -= ch == "]"
        cur += ch
    ops.append(cur.strip())
    last = ops[-1].split()
    ops[-1:] = [last[0]]
    return mnem, spaces, ops, last[1:]


class MimgFamily(Family64):
    """The 64-bit MIMG word and its NSA third dword."""

    def extra_dwords(self, values):
        lo = super().extra_dwords(values)
        if not values.get("nsa"):
            return lo
        return lo + [sum((values.get(f, 0) & 0xFF) << (8 * k) for k, f in enumerate(NSA_FIELDS))]

    def syntax(self, mnemonic, slots):
        """Registers comma-separated (an NSA address list in [ ]), then the modifiers; a slot
        ("space2", None) is llvm-mc's second space after the mnemonic (its NSA sample forms)."""
        out, sep = mnemonic, " "
        for f, t in slots:
            if f == "space2":
                out += " "
                continue
            opens, closes = t.startswith("["), t.endswith("]")
            piece = "{%s:%s}" % (f, t.strip("[]"))
            if f in ("dmask", "dim") + FLAGS:
                out += " " + piece
                continue
            out += sep + ("[" if opens else "") + piece + ("]" if closes else "")
            sep = ", "
        return out

    # ---- probing ----

    bases = [dict(dmask=0xF, ssamp=5), dict(dmask=0xF, ssamp=0), dict(dmask=0xF, unorm=1, r128=1, ssamp=0)]
    probe_regs = dict(vaddr=2, vdata=20, srsrc=1, vaddr1=40, vaddr2=60, vaddr3=80, vaddr4=100)

    def values(self, base, **kw):
        v = dict(self.probe_regs)
        v.update(base)
        v.update(kw)
        return v

    def generate(self, gen, types, skip, report):
        import llvm_oracle
        found = self.find_opcodes(llvm_oracle)
        self.dim_names = self.learn_dim_names(llvm_oracle, found[0], report)
        self.learn_descriptor_codes(llvm_oracle, found)
        insns = []
        for op, base in found:
            ins = self.instruction(llvm_oracle, types, op, base, skip, report)
            if ins:
                insns.append(ins)
        self.learn_messages(llvm_oracle, insns)
        return insns

    def learn_dim_names(self, oracle, first, report):
        """How llvm-mc prints each dim value (dim:SQ_RSRC_IMG_...), checked against target.yaml's mimg_dim enum."""
        op, base = first
        res = oracle.disassemble([self.words(op, self.values(base, dim=d)) for d in range(8)])
        names = [re.search(r"dim:\w+", r[0]).group(0) for r in res]
        with open(os.path.join(ROOT, "isa", "gfx11", "target.yaml")) as fh:
            text = fh.read()
        described = re.findall(r'name: "(dim:\w+)", value: (\d+)', text)
        if sorted((int(v), n) for n, v in described) != list(enumerate(names)):
            report.append("mimg: the mimg_dim enum of target.yaml differs from llvm-mc's names %s" % names)
        return names

    def find_opcodes(self, oracle):
        keys = [(op, k) for op in self.opcodes for k in range(len(self.bases))]
        res = oracle.disassemble([self.words(op, self.values(self.bases[k])) for op, k in keys])
        out = {}
        for (op, k), r in zip(keys, res):
            if r is not None and op not in out:
                out[op] = self.bases[k]
        return sorted(out.items())

    def instruction(self, oracle, types, op, base, skip, report):
        data_keys = list(itertools.product((0, 1), (0, 1), range(16)))  # d16, tfe, dmask
        addr_keys = list(itertools.product((0, 1), range(8), (0, 1)))  # a16, dim, nsa
        # A dim and a dmask llvm-mc takes (msaa_load: an MSAA dim; gather4: one dmask bit; atomics: not 0xf),
        # at which the other fields are swept.
        starts = [(dm, m) for dm in range(8) for m in (base["dmask"], 1)]
        _, sok = self.sweep(oracle, op, [self.values(base, dim=dm, dmask=m) for dm, m in starts])
        if not any(sok):
            report.append("mimg opcode %#x: no form llvm-mc assembles back" % op)
            return None
        dim0, dmask0 = starts[sok.index(True)]
        base = dict(base, dim=dim0, dmask=dmask0)
        dres, dok = self.sweep(oracle, op, [self.values(base, d16=d, tfe=t, dmask=m) for d, t, m in data_keys])
        ares, aok = self.sweep(oracle, op, [self.values(base, a16=a, dim=dm, nsa=n) for a, dm, n in addr_keys], nsa_used=True)
        data, addr = {}, {}
        mnem = None
        for (d, t, m), r, good in zip(data_keys, dres, dok):
            if good:
                mnem, _, ops, _ = split_text(r[0])
                data.setdefault(vwidth(ops[0]), []).append((d << 5) | (t << 4) | m)
        for (a, dm, n), r, good in zip(addr_keys, ares, aok):
            if good:
                _, spaces, ops, _ = split_text(r[0])
                shape = tuple(vwidth(x.strip()) for x in ops[1][1:-1].split(",")) if n else (vwidth(ops[1]),)
                addr.setdefault((n, shape, len(spaces), r[1]), []).append((a << 3) | dm)
        texts = [r[0] if r else None for r in dres]
        ok = dok
        if mnem is None or not addr:
            report.append("mimg opcode %#x: no form llvm-mc assembles back" % op)
            return None
        if mnem in skip:
            return None
        base_text = texts[data_keys.index((0, 0, dmask0))]
        _, _, ops, mods = split_text(base_text)
        shown = self.shown_flags(oracle, op, base, base_text)
        has_ssamp = len(ops) == 4
        srsrc_w = vwidth(ops[2].replace("s", "v", 1))
        fixed_hidden = [(f, base.get(f, 0)) for f in ("dmask", "dim", "unorm", "r128") if f not in shown and not
                        (f in ("dmask", "dim") and any(x.startswith(f + ":") for x in mods))]
        if not has_ssamp:
            fixed_hidden.append(("ssamp", 0))
        forms = []
        for width, dvals in sorted(data.items()):
            for (nsa, shape, spaces, dwords), avals in sorted(addr.items()):
                slots = [("space2", None)] if spaces == 2 else []
                slots.append(("vdata", self.vreg_type(types, "vdata", width)))
                if nsa:
                    for k, w in enumerate(shape):
                        t = self.vreg_type(types, "vaddr", w)
                        slots.append(("vaddr" if k == 0 else NSA_FIELDS[k - 1], ("[" if k == 0 else "") + t + ("]" if k == len(shape) - 1 else "")))
                else:
                    slots.append(("vaddr", self.vreg_type(types, "vaddr", shape[0])))
                slots.append(("srsrc", types.get("srsrc", 5, 32 * srsrc_w, *self.sgpr_codes(srsrc_w), scale=4)))
                if has_ssamp:
                    slots.append(("ssamp", types.get("srsrc", 5, 128, *self.sgpr_codes(4, "ssamp"), scale=4)))
                for f in ("dmask", "dim"):
                    if any(x.startswith(f + ":") for x in mods):
                        slots.append((f, "mimg_" + f))
                slots += [(f, "mimg_" + f if f not in ("glc", "slc", "dlc") else f) for f in FLAGS if f in shown]
                fixed = [("nsa", nsa)] + fixed_hidden + [(f, 0) for f in ("unorm", "glc", "slc", "dlc", "r128", "lwe") if f not in shown and f not in dict(fixed_hidden)]
                fixed += [(f, 0) for f in ("a16", "tfe", "d16") if f not in shown]
                ignore = ["unused0", "unused1", "unused2", "unused3"] + [f for f in NSA_FIELDS[len(shape) - 1:] if nsa]
                forms.append(dict(slots=slots, fixed=fixed, ignore=ignore, format="MIMG_NSA" if dwords == 3 else "MIMG",
                                  only=dict(dsize=dvals, asize=avals), width=width, shape=(nsa, shape)))
        forms = self.learn_vgpr_codes(oracle, types, op, base, forms, report)
        if not forms:
            return None
        main = forms.pop(0)
        return dict(op=op, mnemonic=mnem, slots=main["slots"], fixed=main["fixed"], ignore=main["ignore"], format=main["format"],
                    only=main["only"], forms=forms, unused=[], width=main["width"], shape=main["shape"])

    def sweep(self, oracle, op, values, nsa_used=False):
        """llvm-mc's text of each word, and whether llvm-mc assembles that text back to the word
        (nsa_used: to the word with the NSA address fields it does not print at 0, as it writes them)."""
        words = [self.words(op, v) for v in values]
        res = oracle.disassemble(words)
        back = oracle.assemble([r[0] if r else "" for r in res])
        ok = []
        for v, w, r, (got, _e) in zip(values, words, res, back):
            if r is not None and nsa_used and v.get("nsa"):
                used = len(split_text(r[0])[2][1].split(",")) - 1
                w = self.words(op, dict(v, **{f: 0 for f in NSA_FIELDS[used:]}))
            ok.append(r is not None and got == b"".join(x.to_bytes(4, "little") for x in w))
        return res, ok

    def shown_flags(self, oracle, op, base, base_text):
        """The modifiers llvm-mc prints as a word of their own on this opcode."""
        cands = [f for f in FLAGS if f not in ("a16", "tfe", "d16")]
        res = oracle.disassemble([self.words(op, self.values(base, **{f: 1 - base.get(f, 0)})) for f in cands])
        shown = {f for f, r in zip(cands, res) if r and f in r[0].split()}
        for f in ("a16", "tfe", "d16"):
            r = oracle.disassemble([self.words(op, self.values(base, **{f: 1}))])[0]
            if r and f in r[0].split():
                shown.add(f)
        return shown

    def vreg_type(self, types, role, n):
        return "@%s@%d@" % (role, n)  # a placeholder until learn_vgpr_codes knows the codes

    def learn_vgpr_codes(self, oracle, types, op, base, forms, report):
        """The VGPRs each register operand of each form takes at the top of the file (v240..v255:
        llvm-mc's decoder checks some forms' vdata against a wider tuple than it prints: gather4's
        d16 NSA forms refuse v[254:255]), swept on the form's first dsize and asize values; below
        v240 every register. A form whose own word llvm-mc does not give back is left out."""
        keys, values = [], []
        for k, form in enumerate(forms):
            d, a = form["only"]["dsize"][0], form["only"]["asize"][0]
            rep = self.values(base, d16=d >> 5 & 1, tfe=d >> 4 & 1, dmask=d & 15, a16=a >> 3 & 1, dim=a & 7, nsa=form["shape"][0])
            keys.append((k, None, None))
            values.append(rep)
            for f, t in form["slots"]:
                if t and "@" in t:
                    for c in range(240, 256):
                        keys.append((k, f, c))
                        values.append(dict(rep, **{f: c}))
        _, ok = self.sweep(oracle, op, values, nsa_used=True)
        good, top = set(), {}
        for (k, f, c), g in zip(keys, ok):
            if f is None and g:
                good.add(k)
            elif f is not None and g:
                top.setdefault((k, f), set()).add(256 + c)
        out = []
        for k, form in enumerate(forms):
            if k not in good:
                report.append("mimg opcode %#x: llvm-mc does not give back its own word of form vdata %d x vaddr %s" % (op, form["width"], form["shape"]))
                continue
            slots = []
            for f, t in form["slots"]:
                m = t and re.search(r"@(\w+)@(\d+)@", t)
                if m:
                    codes = frozenset(range(256, 496)) | frozenset(top.get((k, f), ()))
                    t = t.replace(m.group(0), types.get(m.group(1), 8, 32 * int(m.group(2)), codes, codes, base=256))
                slots.append((f, t))
            form["slots"] = slots
            out.append(form)
        return out

    def sgpr_codes(self, n, field="srsrc"):
        return self.descriptor_codes[(field, n)]

    def learn_descriptor_codes(self, oracle, found):
        """The codes (4 * the field) llvm-mc decodes and assembles in srsrc (eight registers, or four
        for BVH) and ssamp (four): every field value swept on the first opcode of each kind."""
        self.descriptor_codes = {}
        seen = set()
        for op, base in found:
            r = oracle.disassemble([self.words(op, self.values(base))])[0]
            if not r:
                continue
            _, _, ops, _ = split_text(r[0])
            kinds = [("srsrc", vwidth(ops[2].replace("s", "v", 1)))] + ([("ssamp", 4)] if len(ops) == 4 else [])
            for key in kinds:
                if key in seen:
                    continue
                seen.add(key)
                res, ok = self.sweep(oracle, op, [self.values(base, **{key[0]: c}) for c in range(32)])
                self.descriptor_codes[key] = (frozenset(4 * c for c, x in enumerate(res) if x and "/*Invalid" not in x[0]),
                                              frozenset(4 * c for c, good in enumerate(ok) if good))

    def learn_messages(self, oracle, insns):
        """llvm-mc's message for a vdata tuple or an address of the wrong size, per opcode."""
        lines = []
        for ins in insns:
            text = self.example(ins, wide_data=True)
            lines += [text, self.example(ins, wide_addr=True)]
        res = oracle.assemble(lines)
        for k, ins in enumerate(insns):
            d, a = res[2 * k][1], res[2 * k + 1][1]
            ins["messages"] = dict(dsize=d[1] if d else "invalid operand for instruction", asize=a[1] if a else "invalid operand for instruction")
            for form in [ins] + ins["forms"]:
                only = ", ".join('%s: {values: "%s", message: "%s"}' % (f, code_ranges(form["only"][f]), ins["messages"][f])
                                 for f in ("dsize", "asize"))
                form["extra"] = ", only: {%s}" % only

    def example(self, ins, wide_data=False, wide_addr=False):
        """The first form's text with registers at the probe values, one register more where asked."""
        def reg(first, n):
            return "v%d" % first if n == 1 else "v[%d:%d]" % (first, first + n - 1)
        nsa, shape = ins["shape"]
        addr = reg(2, shape[0] + wide_addr) if not nsa else "[" + ", ".join(reg(2 + 20 * k, n + (wide_addr and k == 0)) for k, n in enumerate(shape)) + "]"
        ops = [reg(20, ins["width"] + wide_data), addr]
        mods = []
        for f, t in ins["slots"]:
            if f == "srsrc":
                ops.append("s[4:%d]" % (4 + int(t.split("_b")[1].split("_")[0]) // 32 - 1))
            elif f == "ssamp":
                ops.append("s[20:23]")
            elif f == "dmask":
                mods.append("dmask:%#x" % (ins["only"]["dsize"][0] & 15))
            elif f == "dim":
                mods.append(self.dim_names[ins["only"]["asize"][0] & 7])
        a16 = " a16" if ins["only"]["asize"][0] & 8 else ""
        d = ins["only"]["dsize"][0]
        flags = (" tfe" if d & 16 else "") + (" d16" if d & 32 else "")
        return "%s %s %s%s%s" % (ins["mnemonic"], ", ".join(ops), " ".join(mods), a16, flags)


def code_ranges(values):
    values = sorted(values)
    out, i = [], 0
    while i < len(values):
        j = i
        while j + 1 < len(values) and values[j + 1] == values[j] + 1:
            j += 1
        out.append(str(values[i]) if i == j else "%d..%d" % (values[i], values[j]))
        i = j + 1
    return ",".join(out)


MIMG = MimgFamily("mimg", "Image memory (MIMG)", "MIMG", 0x3C, (26, 6), (18, 8), range(256),
                  {"nsa": (0, 1), "unused0": (1, 1), "dim": (2, 3), "unused1": (5, 2), "unorm": (7, 1), "dmask": (8, 4),
                   "slc": (12, 1), "dlc": (13, 1), "glc": (14, 1), "r128": (15, 1), "a16": (16, 1), "d16": (17, 1),
                   "vaddr": (32, 8), "vdata": (40, 8), "srsrc": (48, 5), "tfe": (53, 1), "lwe": (54, 1), "unused2": (55, 3),
                   "ssamp": (58, 5), "unused3": (63, 1)},
                  dict(MimgFamily.probe_regs), None, {},
                  doc="image memory through a resource descriptor (and a sampler): data registers (as many as dmask has bits, "
                      "halved with d16, one more with tfe), the address registers dim and a16 call for (a tuple, or NSA: one register each)")

TYPE_DOCS.update({"srsrc": "resource descriptor: scalar registers (the field holds their index / 4)"})
