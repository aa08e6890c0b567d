"""Writes learned variants as the project's description files (isa/sm90/)."""
import hashlib
import json

import ctrl
import learn

# Where each register class starts in target.in.yaml's `sources:` codes (R at 0, UR at 256).
SRC_FIRST = {"R": 0, "UR": 256}
REG_TYPES = {("R", None): "r", ("UR", None): "ur", ("P", None): "p", ("UP", None): "up",
             ("R", "+"): "raddr", ("UR", "+"): "uraddr"}


def bits_spec(bits):
    """'hi:lo,...' of bits listed most significant first (the field's value concatenates them)."""
    out, run = [], [bits[0]]
    for b in bits[1:]:
        if b == run[-1] - 1:
            run.append(b)
        else:
            out.append(run)
            run = [b]
    out.append(run)
    return ",".join(f"{r[0]}:{r[-1]}" if len(r) > 1 else f"{r[0]}" for r in out)


def learned_from(v):
    """The variant's origin: the corpus word it was learned from, or the word one bit away from a
    learned sample (tools/sm90/flips.py reads the first word named here)."""
    if v.get("origin"):
        return f"Learned by tools/sm90 from the word {v['word']:#034x} ({v['origin']})"
    return f"Learned by tools/sm90 from the corpus word {v['word']:#034x}"


def q(s):
    return json.dumps(s)


class Emitter:
    def __init__(self):
        self.enums = {}   # name -> [(name, value)]
        self.types = {}   # name -> yaml text
        self.formats = {}  # name -> yaml text
        self.groups = {}  # mnemonic -> [instruction yaml]
        self.kept = ({}, {}, {})  # formats, types, enums ({name: yaml text}) kept from an earlier run

    def enum_type(self, names, bits, hint):
        seen, entries = set(), []
        for v in sorted(names):
            nm = names[v]
            if nm is None or nm in seen:
                continue  # refused, or a second value printing as the first: not this variant
            seen.add(nm)
            entries.append((nm, v))
        key = hashlib.sha1(repr((entries, bits)).encode()).hexdigest()[:6]
        name = f"{hint}_{key}"
        self.enums[name] = entries
        self.types[name] = f"  {name}: {{kind: enum, enum: {name}, bits: {bits}, en: \"learned from nvdisasm\"}}"
        return name

    def num_type(self, f):
        if f.get("float") == "f32":
            self.types["f32"] = ('  f32: {kind: uimm, bits: 32, print: f32, en: "a single-precision immediate, printed as '
                                 'nvdisasm prints one (1, 0.5, +INF); written as a number or as its bits in hex"}')
            return "f32"
        if f.get("float") == "f64hi":
            self.types["f64hi"] = ('  f64hi: {kind: uimm, bits: 32, print: f64hi, en: "a double-precision immediate of which the '
                                   'high 32 bits are encoded (the low 32 are zero), printed as nvdisasm prints the double (1, -2, '
                                   '134217728, +INF); written as a number or as its high bits in hex"}')
            return "f64hi"
        if f.get("pcrel"):
            name = f"pcrel{f['n']}x{1 << f['scale']}b{f['bias']}"
            self.types[name] = (f"  {name}: {{kind: pcrel, bits: {f['n']}, scale: {1 << f['scale']}, bias: {f['bias']}, print: hex, "
                                f"en: \"a branch target: the address of the instruction plus {f['bias']} plus the field times {1 << f['scale']}\"}}")
            return name
        kind = "simm" if f["signed"] or f["offset"] else "uimm"
        spaced = f.get("sep") == " "
        name = f"{'s' if kind == 'simm' else 'u'}{f['n']}" + (f"x{1 << f['scale']}" if f["scale"] else "") + \
            (("offsp" if spaced else "off") if f["offset"] else "")
        extra = f", scale: {1 << f['scale']}" if f["scale"] else ""
        extra += (", offset: space" if spaced else ", offset: plus") if f["offset"] else ""
        self.types[name] = f"  {name}: {{kind: {kind}, bits: {f['n']}{extra}, print: hex, en: \"an immediate, printed in hex as nvdisasm does\"}}"
        return name

    def src_type(self, f):
        """A register operand with negation and absolute-value bits (the target's `sources:`
        codes: R0..R254 and RZ at 0..255, UR0..UR62 and URZ at 256..319)."""
        name = f"{f['cls'].lower()}_{''.join(m[0] for m in f['mods'])}"
        first = SRC_FIRST[f["cls"]]
        codes = f"{first}..{first + (1 << learn.REGCLASS[f['cls']][0]) - 1}"
        base = f", base: {first}" if first else ""
        marks = {"neg": "negated (-R1)", "abs": "absolute (|R1|)"}
        self.types[name] = (f"  {name}: {{kind: src, bits: {f['reg_n']}, data: b32, codes: \"{codes}\"{base}, mods: [{', '.join(f['mods'])}], "
                            f"en: \"a {'general' if f['cls'] == 'R' else 'uniform'} register, "
                            f"{' or '.join(marks[m] for m in f['mods'])}\"}}")
        return name

    def type_of(self, fname, f, hint):
        if f["kind"] == "reg":
            return REG_TYPES[(f["cls"], f["optional"])]
        if f["kind"] == "reuse":
            return "reuse"
        if f["kind"] == "src":
            return self.src_type(f)
        if f["kind"] == "num":
            return self.num_type(f)
        return self.enum_type(f["names"], f["n"], hint)

    def add(self, v, vname):
        op = v["word"] & 0xFFF
        fields = learn.field_list(v)
        dc = v.get("dontcare", [])
        used = set(range(0, 16)) | set(range(105, 122)) | set(dc)
        for _, f in fields:
            used |= set(f["bits"])
        ones = sorted((b for b in range(128) if b not in used and (v["word"] >> b) & 1), reverse=True)
        fmt_name = vname.upper()
        flines = [f'op: "11:0"', 'guard: "15:12"', 'ctrl: "121:105"']
        if ones:
            flines.append(f'k: "{bits_spec(ones)}"')
        # Bits nvdisasm does not read here: the decoder ignores them, the assembler writes the
        # sample's. Fields of at most 64 bits each.
        dcs = [(f"dc{i}", dc[64 * i:64 * i + 64]) for i in range((len(dc) + 63) // 64)]
        for nm, bits in dcs:
            flines.append(f'{nm}: "{bits_spec(bits)}"')
        types = {}
        for fname, f in fields:
            flines.append(f'{fname}: "{bits_spec(f["bits"])}"')
            types[fname] = self.type_of(fname, f, f"{v['name'].lower()}_{fname}")
        self.formats[fmt_name] = (f"  {fmt_name}:\n    bits: 128\n    en: {q('Learned from ' + v['text'])}\n"
                                  f"{ctrl.reserved_line(v['name'], v.get('ctrl_held', []))}\n    fields: {{{', '.join(flines)}}}")
        mname = lambda i: f"m_{'abcdefgh'[i]}"
        syn = v["name"] + ("{m:" + types["m"] + "}" if v["mods"] else
                           learn.mod_text(v, lambda i: "{" + mname(i) + ":" + types[mname(i)] + "}"))
        ops = []
        for k in range(len(v["operands"])):
            ops.append(learn.operand_text(v, k, lambda nm: "{" + nm + ":" + ("reuse" if nm.endswith("_reuse") else types[nm]) + "}"))
        if ops:
            syn += " " + ", ".join(ops)
        fixed = [f"op: {op:#05x}"] + ([f"k: {(1 << len(ones)) - 1:#x}"] if ones else [])
        fixed += [f"{nm}: {learn.get(v['word'], bits):#x}" for nm, bits in dcs]
        excl = [f"{fname}: {f['exclude']}" for fname, f in fields if f.get("exclude") is not None]
        ins = (f"      - name: {q(vname)}\n        syntax: {q(syn)}\n        prefix: {'learned_u' if v['uniform'] else 'learned'}\n"
               f"        en: {q('As nvdisasm prints ' + v['text'])}\n        variants:\n"
               f"          - name: {q(vname)}\n            format: {fmt_name}\n            fixed: {{{', '.join(fixed)}}}\n"
               + (f"            exclude: {{{', '.join(excl)}}}\n" if excl else "")
               + (f"            ignore: [{', '.join(nm for nm, _ in dcs)}]\n" if dcs else "") +
               f"            latency: \"fixed:1\"\n            status: confirmed\n"
               f"            en: {q(learned_from(v))}")
        self.groups.setdefault(v["name"], []).append(ins)

    def target_parts(self):
        enums = {}
        for name, entries in self.enums.items():
            lines = [f"  {name}:"]
            for nm, val in entries:
                # nvdisasm's name for a value it defines nothing for: printed, never suggested.
                ph = ", placeholder: true" if "???" in nm else ""
                lines.append(f"    - {{name: {q(nm)}, value: {val}{ph}}}")
            enums[name] = "\n".join(lines)
        parts = []
        for mine, kept in zip((self.formats, self.types, enums), self.kept):
            both = {**kept, **mine}
            parts.append("\n".join(both[k] for k in sorted(both)))
        return tuple(parts)

    def group_files(self):
        out = {}
        for mn, insns in sorted(self.groups.items()):
            out[f"sass_{mn.lower()}.yaml"] = (
                f"# Generated by tools/sm90/solve.py from the corpus (make sm90-isa): do not edit.\n"
                f"group: {q(mn.lower())}\ntitle: {{en: {q(mn + ' (learned from nvdisasm)')}}}\nsections:\n"
                f"  - title: {{en: {q(mn)}}}\n    instructions:\n" + "\n".join(insns) + "\n")
        return out
