"""Learns one variant's encoding from one real word by varying its bits and reading nvdisasm's text.

A variant is described by
  fields:  name -> list of bits (most significant first) and its role
  syntax:  a template in the project's notation ("IMAD{m:imad_m} {rd:r}, {ra:r}{ra_reuse:reuse}, ...")
  fixed:   the values of every other bit (the base word's)
Operands the solver cannot describe exactly make it give up on the word (returns None with a
reason): a variant it writes prints every word it claims as nvdisasm does.
"""
import random
import re

import sass_text

CTRL_BITS = range(105, 122)          # wait mask, scoreboards, yield, stall: never varied
REUSE_BITS = range(122, 126)
VARIED = [b for b in range(16, 105)] + [122, 123, 124, 125, 126, 127]
REGCLASS = {"R": (8, 255, "RZ"), "UR": (6, 63, "URZ"), "P": (3, 7, "PT"), "UP": (3, 7, "UPT")}
MAX_ENUM_BITS = 8
PINNED = ("RZ", "URZ")


def flip(w, bits, value):
    """w with `bits` (most significant first) set to `value`."""
    for i, b in enumerate(reversed(bits)):
        w = (w & ~(1 << b)) | (((value >> i) & 1) << b)
    return w


def get(w, bits):
    v = 0
    for b in bits:
        v = (v << 1) | ((w >> b) & 1)
    return v


class Fail(Exception):
    pass


def classify_flips(oracle, w, base):
    """For each varied bit: ('refused'|'none'|'mod'|'op',k|'other')."""
    words = [w ^ (1 << b) for b in VARIED]
    texts = oracle.texts(words)
    g0, m0, ops0 = base
    res = {}
    for b, x in zip(VARIED, words):
        t = texts[x]
        if t is None:
            res[b] = ("refused",)
            continue
        g, m, ops = sass_text.parse(t)
        if g != g0:
            res[b] = ("other",)
        elif m != m0 and ops == ops0:
            res[b] = ("mod",)
        elif m == m0 and ops == ops0:
            res[b] = ("none",)
        elif m == m0 and len(ops) == len(ops0):
            diff = [k for k in range(len(ops)) if ops[k] != ops0[k]]
            res[b] = ("op", diff[0], ops[diff[0]]) if len(diff) == 1 else ("other",)
        else:
            res[b] = ("other",)
    return res


def runs(bits):
    """Contiguous runs of bit numbers, each most significant first."""
    out = []
    for b in sorted(bits):
        if out and out[-1][0] == b - 1:
            out[-1].insert(0, b)
        else:
            out.append([b])
    return out


def enumerate_values(oracle, w, bits, limit=MAX_ENUM_BITS):
    n = len(bits)
    if n > limit:
        raise Fail(f"{n} bits to enumerate")
    words = [flip(w, bits, v) for v in range(1 << n)]
    texts = oracle.texts(words)
    return [texts[x] for x in words]


def span_tokens(text):
    return [(m.start(), m.end(), m.group()) for m in sass_text.TOKEN.finditer(text)]


def reg_parts(tok):
    m = re.fullmatch(r"(UR|UP|R|P|B)(\d+|Z|T)", tok)
    if not m:
        return None
    return m.group(1), m.group(2)


def number(tok):
    if re.fullmatch(r"-?0x[0-9a-f]+", tok):
        return int(tok, 16), "hex"
    if re.fullmatch(r"-?\d+", tok):
        return int(tok), "dec"
    return None


def token_kind(tok):
    """What a token is: a number, a register of one class, or a word of its own."""
    if number(tok):
        return "num"
    rp = reg_parts(tok)
    return ("reg", rp[0]) if rp else ("word", tok)


_FLOAT = re.compile(r"[-+]?(?:INF|QNAN|SNAN)|-?\d+(?:\.\d+)?(?:e[+-]\d+)?")


def f32_text(bits):
    """An IEEE single as nvdisasm prints it (the C++ printer's PrintStyle::F32); the blank it
    leaves after INF and NAN included."""
    import struct
    neg, exp, man = bits >> 31, (bits >> 23) & 0xFF, bits & 0x7FFFFF
    if exp == 0xFF:
        return ("-" if neg else "+") + ("INF " if man == 0 else "QNAN " if man >> 22 else "SNAN ")
    if bits & 0x7FFFFFFF == 0:
        return "-0.0" if neg else "0"
    f = struct.unpack("<f", struct.pack("<I", bits))[0]
    return ("%.20e" if abs(f) >= 1e9 else "%.20g") % f


def f64hi_text(hi):
    """The high half of an IEEE double whose low half is zero, as nvdisasm prints the double
    (DADD R4, R6, -1; DMUL R4, R4, 134217728): f32_text's rules on the double."""
    import struct
    bits = hi << 32
    neg, exp, man = bits >> 63, (bits >> 52) & 0x7FF, bits & ((1 << 52) - 1)
    if exp == 0x7FF:
        return ("-" if neg else "+") + ("INF " if man == 0 else "QNAN " if man >> 51 else "SNAN ")
    if bits & ~(1 << 63) == 0:
        return "-0.0" if neg else "0"
    d = struct.unpack("<d", struct.pack("<Q", bits))[0]
    return ("%.20e" if abs(d) >= 1e9 else "%.20g") % d


FLOAT_TEXT = {"f32": f32_text, "f64hi": f64hi_text}


def sample_values(n):
    vals = {0, (1 << n) - 1, 1 << (n - 1), (1 << (n - 1)) | 1}
    vals |= {1 << i for i in range(n)}
    rnd = random.Random(n)
    vals |= {rnd.getrandbits(n) for _ in range(4)}
    return sorted(vals)


class OperandLearner:
    """Fields of one operand (index k) of the base word, as template pieces over its text."""

    def __init__(self, oracle, w, base, k, bits, flips, lenient=False):
        self.o, self.w, self.base, self.k = oracle, w, base, k
        # lenient: bits that change the operand's shape in a way no field describes stay fixed at
        # the sample's value (c[0x0][0x208]'s register bits, which print 'R254+' when not RZ)
        self.lenient = lenient
        self.other_form = {}  # token index -> bits whose flip prints another kind of token there
        self.text = base[2][k]
        self.bits = sorted(bits)
        self.flips = flips
        self.pieces = []  # (start, end, field dict) spans of self.text replaced by a placeholder
        self.reuse = None
        self.reuse_seen = None  # where the sample's '.reuse' went, when not at the end

    def op_text(self, word):
        t = self.o.texts([word])[word]
        if t is None:
            return None
        g, m, ops = sass_text.parse(t)
        if (g, m) != self.base[:2] or len(ops) != len(self.base[2]):
            return None
        if any(ops[i] != self.base[2][i] for i in range(len(ops)) if i != self.k):
            return None
        return ops[self.k]

    def learn(self):
        toks = span_tokens(self.text)
        sub, flags = {}, []
        for b in self.bits:
            new = self.flips[b][2]
            nt = span_tokens(new)
            if new == self.text + ".reuse" and b in REUSE_BITS:
                self.reuse = b
            elif b in REUSE_BITS and new.count(".reuse") == 1 and new.replace(".reuse", "") == self.text:
                # '.reuse' before the operand's suffix (R2P's 'R0.reuse.B2'): placed by reuse_place
                self.reuse, self.reuse_seen = b, new.index(".reuse")
            elif len(nt) == len(toks) and sum(x[2] != y[2] for x, y in zip(nt, toks)) == 1:
                j = next(i for i in range(len(toks)) if nt[i][2] != toks[i][2])
                if token_kind(nt[j][2]) != token_kind(toks[j][2]):
                    self.other_form.setdefault(j, []).append(b)
                    continue  # another form of the operand (an immediate that becomes UR0): a fixed bit
                sub.setdefault(j, []).append(b)
            elif self.zeroed_offset(new, toks) is not None:
                sub.setdefault(self.zeroed_offset(new, toks), []).append(b)
            else:
                flags.append(b)
        for j in range(len(toks)):
            f = self.f32_field(toks[j][2], j, sub.get(j, []) + self.other_form.get(j, []))
            if f:
                sub.pop(j, None)
                self.other_form.pop(j, None)
                self.pieces.append((toks[j][0], toks[j][1], f))
        for j, bs in sorted(sub.items()):
            f = self.atom_field(toks[j][2], j, bs)
            a, b = f.pop("span", (toks[j][0], toks[j][1]))
            self.pieces.append((a, b, f))
        for run in runs(flags):
            try:
                self.pieces.append(self.flag_field(run))
            except Fail:
                if not self.lenient:
                    raise
        self.pieces = self.order_ties(drop_overlapping_flags(with_register_mods(self.text, self.pieces)))
        self.pieces = reg_before_offset(self.pieces)
        self.true_left_out()
        for a, b in zip(self.pieces, self.pieces[1:]):
            if a[1] > b[0]:
                raise Fail(f"operand {self.k} '{self.text}': overlapping parts")
        self.reuse_at = self.reuse_place()
        return self

    def reuse_place(self):
        """Where '.reuse' goes in the operand's text, when not at its end: right after its register
        (and a closing '|'), before the parts that follow it (HFMA2's 'R69.reuse.H0_NH1', R2P's
        'R0.reuse.B2'). None where nothing can follow the register (the '.reuse' ends the text)."""
        if self.reuse is None:
            return None
        regs = [(a, b) for a, b, f in self.pieces if f["kind"] in ("reg", "src") and f["cls"] in ("R", "UR")]
        if len(regs) != 1:
            if self.reuse_seen is not None:
                raise Fail(f"operand {self.k}: '.reuse' inside '{self.text}' with no one register before it")
            return None
        p = regs[0][1] + (1 if self.text[regs[0][1]:regs[0][1] + 1] == "|" else 0)
        if self.reuse_seen is not None and self.reuse_seen != p:
            raise Fail(f"operand {self.k}: '.reuse' at {self.reuse_seen} of '{self.text}', not after its register")
        if not any(a >= p for a, _, _ in self.pieces) and p == len(self.text):
            return None
        return p

    def true_left_out(self):
        """A predicate ('!P0': a negation and a register) whose register nvdisasm leaves out, or
        refuses, at PT with some negation (LDGSTS prints no ', PT'): PT is not this variant's
        (the words holding it print as another form, learned from samples of their own)."""
        for _, _, f in self.pieces:
            if f["kind"] != "reg" or f["cls"] not in ("P", "UP") or f.get("exclude") is not None:
                continue
            pt = REGCLASS[f["cls"]][1]
            for _, _, e in self.pieces:
                if e["kind"] != "enum":
                    continue
                words = [flip(flip(self.w, f["bits"], pt), e["bits"], v) for v, nm in e["names"].items() if nm is not None]
                self.o.texts(words)
                if any(self.op_text(x) is None for x in words):
                    f["exclude"] = pt

    def f32_field(self, tok, j, bits):
        """The token as a 32-bit float immediate (FFMA's 1, FSETP's +INF; DADD's -1, the high
        half of a double), when it is one: 32 contiguous bits whose values print as nvdisasm
        prints singles (or doubles); else None."""
        if len(bits) != 32 or not _FLOAT.fullmatch(tok):
            return None
        order = sorted(bits, reverse=True)
        if order != list(range(order[0], order[0] - 32, -1)):
            return None
        kind = next((k for k, text in FLOAT_TEXT.items() if text(get(self.w, order)).strip() == tok), None)
        if kind is None:
            return None
        rnd = random.Random(j)
        vals = [0, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0x7F800001, 1, 0x4E6E6B28, 0x3F800000, 0xBF000000,
                0x7FF00000, 0xFFF00000, 0x7FF80000, 0x7FF00001, 0x3FF00000, 0xC0000000, 0x41CDCD65]
        vals += [rnd.getrandbits(32) for _ in range(22)]
        words = [flip(self.w, order, v) for v in vals]
        self.o.texts(words)
        for v, x in zip(vals, words):
            t = self.op_text(x)
            if t is None or self.atom_in(t, j) != FLOAT_TEXT[kind](v).strip():
                return None
        return {"kind": "num", "float": kind, "signed": False, "bits": order, "n": 32, "scale": 0, "style": kind,
                "offset": False, "bias": 0, "pcrel": False}

    def order_ties(self, pieces):
        """Pieces inserted at one place ('+UR0' and an offset '+0x4' after '[R1') in the order
        nvdisasm prints them: read off a word with each of them at a value that prints."""
        out, i = [], 0
        while i < len(pieces):
            j = i
            while j < len(pieces) and pieces[j][:2] == pieces[i][:2] and pieces[i][0] == pieces[i][1]:
                j += 1
            group = pieces[i:max(j, i + 1)]
            if len(group) > 1:
                group = self.tie_order(group)
            out += group
            i += len(group)
        return out

    def tie_order(self, group):
        import itertools
        w, vals = self.w, []
        for _, _, f in group:
            v = next((v for v in range(1 << f["n"]) if render_field(f, v)), None)
            if v is None:
                raise Fail(f"operand {self.k}: a part that never prints")
            w = flip(w, f["bits"], v)
            vals.append(v)
        t = self.op_text(w)
        p = group[0][0]
        for perm in itertools.permutations(range(len(group))):
            mid = "".join(render_field(group[k][2], vals[k]) for k in perm)
            if t == self.text[:p] + mid + self.text[p:]:
                return [group[k] for k in perm]
        raise Fail(f"operand {self.k}: parts at {p} print as '{t}' in no order")

    def zeroed_offset(self, new, toks):
        """j when `new` is the operand with its offset '+tok_j' left out (the offset became 0)."""
        for j in range(1, len(toks)):
            if toks[j - 1][2] == "+" and number(toks[j][2]):
                if new == self.text[:toks[j - 1][0]] + self.text[toks[j][1]:]:
                    return j
        return None

    def weights(self, tok, bs, value_of):
        v0 = value_of(tok)
        ws = {}
        for b in bs:
            new = span_tokens(self.flips[b][2])
            if len(new) != len(span_tokens(self.text)):
                v = 0  # an offset that became 0 and is not printed
                d = abs(v - v0)
                if d & (d - 1) or d == 0:
                    raise Fail(f"operand {self.k}: bit {b} changes {tok} by {d}")
                ws[b] = d.bit_length() - 1
                continue
            j = next(i for i, (x, y) in enumerate(zip(new, span_tokens(self.text))) if x[2] != y[2])
            v = value_of(new[j][2])
            if v is None:
                raise Fail(f"operand {self.k}: '{new[j][2]}' is no value")
            d = abs(v - v0)
            if d & (d - 1) or d == 0:
                raise Fail(f"operand {self.k}: bit {b} changes {tok} by {d}")
            ws[b] = d.bit_length() - 1
        ps = sorted(ws.values())
        gaps = [p for p in range(ps[0], ps[-1] + 1) if p not in ps]
        other = self.other_form.get(self.tok_index, [])
        if len(gaps) == 1 and len(other) == 1 and v0 == 1 << gaps[0]:
            # The one bit whose flip makes the value 0, printed as another form ('c[0x0][RZ]' for
            # 'c[0x0][0x20]'): a bit of the number; value 0 is left to that form (exclude).
            ws[other[0]] = gaps[0]
            self.zero_form = True
            ps = sorted(ws.values())
        order = sorted(ws, key=lambda b: -ws[b])
        if ps != list(range(ps[0], ps[0] + len(ps))):
            raise Fail(f"operand {self.k}: bit weights {ps} are not contiguous")
        return order, ps[0]

    def atom_field(self, tok, j, bs):
        self.tok_index = j
        rp = reg_parts(tok)
        if rp:
            return self.reg_field(tok, j, bs, rp[0])
        if number(tok):
            return self.num_field(tok, j, bs)
        raise Fail(f"operand {self.k}: token '{tok}' is neither a register nor a number")

    def reg_field(self, tok, j, bs, prefix):
        if prefix not in REGCLASS:
            raise Fail(f"operand {self.k}: no register class for '{tok}'")
        def idx(t):
            p = reg_parts(t)
            if not p or p[0] != prefix:
                return None
            return REGCLASS.get(prefix, (0, 1 << 30, ""))[1] if p[1] in ("Z", "T") else int(p[1])
        order, scale = self.weights(tok, bs, idx)
        if scale != 0:
            raise Fail("scaled register")
        n = len(order)
        if n != REGCLASS[prefix][0]:
            raise Fail(f"operand {self.k}: {n} bits of a {prefix} register")
        words = [flip(self.w, order, v) for v in range(1 << n)]
        self.o.texts(words)
        texts = [self.op_text(x) for x in words]
        lo, hi = span_tokens(self.text)[j][0], span_tokens(self.text)[j][1]
        special = REGCLASS.get(prefix)
        optional = None
        refused = [v for v, t in enumerate(texts) if t is None]
        exclude = refused[0] if self.lenient and len(refused) == 1 else None
        for v, t in enumerate(texts):
            if v == exclude:
                continue  # nvdisasm refuses the word (IMAD.IADD's -RZ): not this variant's
            name = (special[2] if special and v == special[1] else f"{prefix}{v}")
            want = self.text[:lo] + name + self.text[hi:]
            if t == want:
                continue
            if t is None:
                raise Fail(f"operand {self.k}: {prefix}{v} refused")
            # An address register left out when it is the zero register: "[RZ+UR4]" prints "[UR4]".
            if special and v == special[1] and self.text[hi:hi + 1] == "+" and t == self.text[:lo] + self.text[hi + 1:]:
                optional = "+"
                continue
            raise Fail(f"operand {self.k}: {prefix}{v} prints '{t}', expected '{want}'")
        f = {"kind": "reg", "cls": prefix, "bits": order, "n": n, "optional": optional}
        if exclude is not None:
            f["exclude"] = exclude
        if optional:
            f["span"] = (lo, hi + 1)  # the '+' after it is the type's own (printed with the register)
        return f

    def num_field(self, tok, j, bs):
        def val(t):
            x = number(t)
            return x[0] if x else None
        order, scale = self.weights(tok, bs, val)
        toks = span_tokens(self.text)
        if j > 0 and toks[j - 1][2] == "+":
            # An offset: printed '+0x10' (and '+-0x10'), nothing when 0.
            pre, post = self.text[:toks[j - 1][0]], self.text[toks[j][1]:]

            def atom(text):
                if not (text.startswith(pre + "+") and text.endswith(post)):
                    return None
                return text[len(pre) + 1:len(text) - len(post)]
            f = self.check_number(order, scale, number(tok)[1], atom, offset=True)
            f["span"] = (toks[j - 1][0], toks[j][1])
            return f
        if getattr(self, "pc_token", None) == (self.k, j):
            return self.check_number(order, scale, number(tok)[1], lambda text: self.atom_in(text, j), pcrel=True)
        return self.check_number(order, scale, number(tok)[1], lambda text: self.atom_in(text, j))

    def atom_in(self, text, j):
        toks = span_tokens(text)
        base = span_tokens(self.text)
        if len(toks) != len(base):
            return None
        return toks[j][2]

    def check_number(self, order, scale, style, atom_of, offset=False, pcrel=False):
        n = len(order)
        vals = sample_values(n)
        words = [flip(self.w, order, v) for v in vals]
        texts = self.o.texts(words)
        signed = None
        bias = 0
        if pcrel:
            t0 = self.op_text(flip(self.w, order, 0))
            a0 = atom_of(t0) if t0 is not None else None
            if a0 is None or number(a0) is None:
                raise Fail(f"operand {self.k}: no target for offset 0")
            bias = number(a0)[0]
        exclude = None
        aliased = []  # values nvdisasm prints as another form of the instruction (IMAD's 0x4 as IMAD.SHL)
        for v, x in zip(vals, words):
            t = self.op_text(x)
            if t is None and not (offset or pcrel) and texts[x] is not None:
                aliased.append(v)
                continue
            if t is None:
                raise Fail(f"operand {self.k}: value {v:#x} refused")
            if offset and v == 0:
                continue
            a = atom_of(t)
            got = number(a) if a is not None else None
            if v == 0 and not pcrel and self.lenient and (got is None or got[1] != style):
                exclude = 0  # printed as another form of the operand ('c[0x0][RZ]'): not this variant's
                continue
            if a is None:
                raise Fail(f"operand {self.k}: value {v:#x} prints '{t}'")
            if got is None or got[1] != style:
                raise Fail(f"operand {self.k}: value {v:#x} prints '{a}'")
            uns = (v << scale) + bias
            sgn = ((v - (1 << n) if v >> (n - 1) else v) << scale) + bias
            if got[0] == uns and got[0] == sgn:
                continue
            kind = "u" if got[0] == uns else "s" if got[0] == sgn else None
            if kind is None or (signed is not None and signed != kind):
                raise Fail(f"operand {self.k}: value {v:#x} prints {a}")
            signed = kind
        if offset and signed != "s":
            raise Fail(f"operand {self.k}: an offset that is not signed")
        if pcrel and signed != "s":
            raise Fail(f"operand {self.k}: an unsigned branch offset")
        f = {"kind": "num", "signed": signed == "s", "bits": order, "n": n, "scale": scale, "style": style,
             "offset": offset, "bias": bias, "pcrel": pcrel}
        if exclude is not None:
            f["exclude"] = exclude
        if aliased:
            # Left to the forms they print as (IMAD.MOV for 0, IMAD.SHL for powers of two): the
            # sample values hold 0, 1 and every power of two; random words check the others.
            if exclude is not None or len(aliased) > 40:
                raise Fail(f"operand {self.k}: values {aliased[:4]}... print another form")
            f["exclude"] = aliased[0] if len(aliased) == 1 else aliased
        return f

    def flag_field(self, run):
        """A run of bits that changes the operand's shape: a suffix/prefix enum, or an offset."""
        n = len(run)
        if n > 5:
            return self.offset_field(run)
        vals = list(range(1 << n))
        words = [flip(self.w, run, v) for v in vals]
        self.o.texts(words)
        texts = [self.op_text(x) for x in words]
        good = [t for t in texts if t is not None]
        a = 0
        while all(len(t) > a for t in good) and len({t[a] for t in good}) == 1:
            a += 1
        b = 0
        while all(len(t) - a > b for t in good) and len({t[len(t) - 1 - b] for t in good}) == 1:
            b += 1
        # The common prefix may have eaten the start of a token the values share ("R2" of "R2.64").
        names = {v: (t[a:len(t) - b] if t is not None else None) for v, t in zip(vals, texts)}
        v0 = get(self.w, run)
        start, end = a, len(self.text) - b
        if names[v0] != self.text[start:end]:
            raise Fail(f"operand {self.k}: flag bits {run} are not one span")
        if start == end:
            start, names = self.insertion_point(start, names)
            end = start
        return (start, end, {"kind": "enum", "bits": run, "n": n, "names": names})

    def insertion_point(self, pos, names):
        """Text inserted at `pos` ('[R1+0x4]' -> '[R1+UR0+0x4]': 'UR0+' at 4) moved left to the
        first token boundary outside the operand's numbers and registers ('+UR0' at 3), where
        the same texts result: the parts of the operand then do not cut into each other."""
        bounds = {0, len(self.text)} | {x for t in span_tokens(self.text) for x in t[:2]}
        inside = [(t[0], t[1]) for t in span_tokens(self.text) if number(t[2]) or reg_parts(t[2])]
        p, cur = pos, dict(names)
        while True:
            if p in bounds and not any(a < p < b for a, b in inside) and not (p > 0 and self.text[p - 1] == "+" and
                                                                             any(a == p for a, _ in inside)):
                return p, cur
            if p == 0:
                return pos, names
            ch = self.text[p - 1]
            if not all(x is None or x == "" or x.endswith(ch) for x in cur.values()):
                return pos, names
            cur = {v: (x if not x else ch + x[:-1]) for v, x in cur.items()}
            p -= 1

    def offset_field(self, run):
        """Bits whose value prints as '+0x..' inserted at one place, nothing when 0 (memory offsets),
        or as ' 0x..' after the operand's register (CALL.ABS.NOINC's 'UR0 0x4')."""
        pos, ws, seps = None, {}, set()
        for b in run:
            new = self.flips[b][2]
            i = next((i for i in range(len(self.text) + 1) if new[:i] == self.text[:i] and new.endswith(self.text[i:])
                      and (new[i:i + 1] == "+" or (new[i:i + 1] == " " and i == len(self.text)))), None)
            if i is None:
                raise Fail(f"operand {self.k}: bit {b} prints '{new}'")
            x = new[i + 1:len(new) - (len(self.text) - i)]
            got = number(x)
            mag = abs(got[0]) if got else 0
            if not got or mag == 0 or mag & (mag - 1):
                raise Fail(f"operand {self.k}: bit {b} prints '{new}'")
            if pos is not None and pos != i:
                raise Fail(f"operand {self.k}: offset bits print at two places")
            pos, ws[b] = i, mag.bit_length() - 1
            seps.add(new[i])
        if len(seps) != 1:
            raise Fail(f"operand {self.k}: offset bits print after '+' and after a blank")
        sep = seps.pop()
        order = sorted(run, key=lambda b: -ws[b])
        ps = sorted(ws.values())
        if ps != list(range(ps[0], ps[0] + len(ps))):
            raise Fail(f"operand {self.k}: offset weights {ps} are not contiguous")
        pre, post = self.text[:pos], self.text[pos:]

        def atom(text):
            if not (text.startswith(pre + sep) and text.endswith(post)):
                return None
            return text[len(pre) + 1:len(text) - len(post)]
        style = number(self.flips[run[0]][2][pos + 1:len(self.flips[run[0]][2]) - len(post)])[1]
        f = self.check_number(order, ps[0], style, atom, offset=True)
        if sep == " ":
            f["sep"] = " "
        return (pos, pos, f)


def pinned_inside(text):
    """Whether an operand holds a zero register among other tokens ('c[0x0][RZ]')."""
    return text not in PINNED and any(t[2] in PINNED for t in span_tokens(text))


def changes_pinned_token(text, new):
    """Whether `new` (the operand after a bit flip) has another token where `text` has RZ or URZ:
    pinned, the zero register stays (c[0x0][RZ]: its register and offset bits stay fixed, the
    'c[0x0][R2+0x210]' and 'c[0x0][0x210]' forms are learned from samples of their own)."""
    a, b = span_tokens(text), span_tokens(new)
    return any(t[2] in PINNED and (j >= len(b) or b[j][2] != t[2]) for j, t in enumerate(a))


def reg_before_offset(pieces):
    """An optional register ('R2+' left out when RZ) right before an offset ('+0x210', nothing
    when 0) both print the '+' between them: 'c[0x0][R2+0x210]'. The register becomes a plain one
    that is never RZ (RZ with an offset prints 'c[0x0][0x210]', RZ without one 'c[0x0][RZ]': other
    forms, learned from samples of their own), and the '+' is the offset's."""
    out = []
    for i, p in enumerate(pieces):
        f = p[2]
        nxt = pieces[i + 1] if i + 1 < len(pieces) else None
        if f["kind"] == "reg" and f.get("optional") and nxt and nxt[0] == p[1] - 1 and nxt[2]["kind"] == "num" \
                and nxt[2].get("offset"):
            f = dict(f, optional=None, exclude=REGCLASS[f["cls"]][1])
            p = (p[0], p[1] - 1, f)
        out.append(p)
    return out


MODS = ("neg", "abs")


def mods_of(name, reg):
    """(neg, abs) of an operand text that is the register `reg` negated ('-R9'), absolute ('|R9|')
    or both ('-|R9|'), or None."""
    neg = name.startswith("-")
    body = name[1:] if neg else name
    ab = len(body) > 2 and body[0] == "|" and body[-1] == "|"
    return (neg, ab) if (body[1:-1] if ab else body) == reg else None


def with_register_mods(text, pieces):
    """The pieces with a flag piece that negates a register operand or takes its absolute value
    (FFMA's '-|R9|': bits whose values print R9, -R9, |R9| and -|R9|; HADD2's '|R0|' before its
    '.H0_H0') merged with the register's piece into one 'src' field: the modifier bits above the
    register's (neg first), as the target's source operands with `mods: [neg, abs]` are (the flag
    alone would overlap the register and stay a fixed bit)."""
    regs = [p for p in pieces if p[2]["kind"] == "reg" and p[2]["cls"] in ("R", "UR") and not p[2]["optional"]
            and p[2].get("exclude") is None]
    if len(regs) != 1:
        return pieces
    reg = regs[0]
    for flag in pieces:
        f = flag[2]
        if f["kind"] != "enum" or not (flag[0] <= reg[0] and reg[1] <= flag[1]):
            continue  # the flag's names span the register and its marks ('-|R0|' of '-|R0|.H0_H0')
        forms = {v: mods_of(nm, text[reg[0]:reg[1]]) if nm is not None else None for v, nm in f["names"].items()}
        if any(x is None for x in forms.values()) or len(forms) != 1 << f["n"]:
            continue
        # Each bit of the flag field is one modifier: toggling it toggles that modifier alone.
        role = {}
        for i in range(f["n"]):
            d = {tuple(a != b for a, b in zip(forms[v], forms[v ^ (1 << i)])) for v in forms}
            if len(d) != 1 or sum(next(iter(d))) != 1:
                break
            role[i] = MODS[next(iter(d)).index(True)]
        if len(role) != f["n"] or len(set(role.values())) != f["n"]:
            continue
        if any(forms[v] != tuple(any(role[i] == m and (v >> i) & 1 for i in role) for m in MODS) for v in forms):
            continue  # not the plain register at value 0
        mods = [m for m in MODS if m in role.values()]
        mbits = [f["bits"][f["n"] - 1 - i] for m in mods for i in role if role[i] == m]
        merged = {"kind": "src", "cls": reg[2]["cls"], "mods": mods, "bits": mbits + reg[2]["bits"],
                  "n": len(mbits) + reg[2]["n"], "reg_n": reg[2]["n"], "optional": None}
        return [p for p in pieces if p is not flag and p is not reg] + [(flag[0], flag[1], merged)]
    return pieces


def drop_overlapping_flags(pieces):
    """The pieces in text order without the flag (enum) pieces that overlap another piece: a bit
    that changes the operand's shape around a register or number ('|R4|', 'cx[UR0]') stays fixed
    at the sample's value, and a sample holding the other value is learned as another variant."""
    pieces = sorted(pieces, key=lambda p: (p[0], p[1]))
    atoms = [p for p in pieces if p[2]["kind"] != "enum"]
    kept = list(atoms)
    for p in pieces:
        if p[2]["kind"] == "enum" and not any(p[0] < q[1] and q[0] < p[1] for q in kept):
            kept.append(p)
    return sorted(kept, key=lambda p: (p[0], p[1]))


def names_only(text):
    """Whether an operand is words alone (SR_SWINHI, gsb0): no register or number in it."""
    return all(token_kind(t[2])[0] == "word" for t in span_tokens(text))


def lost_bits(pieces, bits):
    """Bits that change the operand but no piece takes (flag pieces dropped as overlapping:
    SR_SWINHI's bit 75 prints SR_CTAID.Z, its other bits SR43, SR_PM_HI5 ...): the operand is
    then one name table over all of them (whole_enum), when they are few enough."""
    taken = {b for _, _, f in pieces for b in f["bits"]}
    lost = [b for b in bits if b not in REUSE_BITS and b not in taken]
    return lost and len([b for b in bits if b not in REUSE_BITS]) <= MAX_ENUM_BITS


def whole_enum(oracle, w, base, k, bits):
    """The operand as one name table over all its bits (SR_TID.X, !P3 ...)."""
    bits = sorted(bits, reverse=True)
    texts = enumerate_values(oracle, w, bits)
    names = {}
    for v, t in enumerate(texts):
        if t is None:
            names[v] = None
            continue
        g, m, ops = sass_text.parse(t)
        ok = (g, m) == base[:2] and len(ops) == len(base[2]) and all(
            ops[i] == base[2][i] for i in range(len(ops)) if i != k)
        names[v] = ops[k] if ok else None
    return {"kind": "enum", "bits": bits, "n": len(bits), "names": names}


def join(g, m, ops):
    return (g + " " if g else "") + m + (" " + ", ".join(ops) if ops else "")


def position_token(oracle, w):
    """(operand, token) of the number that changes with the word's address (a branch target), or None."""
    res = oracle.at_address([w, w])
    if not res or res[0] == res[1]:
        return None
    a, b = sass_text.parse(res[0]), sass_text.parse(res[1])
    if a[:2] != b[:2] or len(a[2]) != len(b[2]):
        raise Fail("the text changes with the address")
    diff = [k for k in range(len(a[2])) if a[2][k] != b[2][k]]
    ta, tb = sass_text.tokens(a[2][diff[0]]), sass_text.tokens(b[2][diff[0]])
    js = [j for j in range(len(ta)) if j < len(tb) and ta[j] != tb[j]]
    if len(diff) != 1 or len(ta) != len(tb) or len(js) != 1:
        raise Fail("the text changes with the address in more than one place")
    return diff[0], js[0]


def learn_variant(oracle, w, text, mod_split="runs", pin=False):
    """One variant from the sample word w. mod_split: how more modifier bits than one table
    takes are split into fields: "runs" of adjacent bits, or "pairs" (mod_fields). pin: operands
    that are a zero register in the sample stay that register (IMAD.MOV.U32 R0, RZ, RZ, R15:
    nvdisasm prints .MOV when a factor is RZ, so the factors are no fields of this form)."""
    pc_token = position_token(oracle, w)
    if pc_token:
        import nvd
        oracle = nvd.AtZero(oracle, pc_token, join)
        text = oracle.texts([w])[w]
        if text is None:
            raise Fail("refused at address 0")
    base = sass_text.parse(text)
    g0, m0, ops0 = base
    if g0:
        raise Fail("sample has a guard")
    flips = classify_flips(oracle, w, base)
    # guard datapath
    gt = oracle.texts([w & ~(0xF << 12)])[w & ~(0xF << 12)]
    if gt is None:
        raise Fail("guard P0 refused")
    uniform = gt.startswith("@UP0")
    mods = [b for b, r in flips.items() if r[0] == "mod"]
    per_op = {}
    for b, r in flips.items():
        if r[0] == "op":
            per_op.setdefault(r[1], []).append(b)
    operands = []  # per operand: list of pieces (start, end, field) over its text, and reuse bit
    reuse_at = {}  # operand -> where its '.reuse' goes when not at the end (OperandLearner.reuse_place)
    for k, op_text in enumerate(ops0):
        bits = per_op.get(k, [])
        if pin and op_text in PINNED:
            bits = [b for b in bits if b in REUSE_BITS]
        elif pin:
            bits = [b for b in bits if not changes_pinned_token(op_text, flips[b][2])]
        try:
            ol = OperandLearner(oracle, w, base, k, bits, flips)
            ol.pc_token = pc_token
            ol.learn()
            if names_only(op_text) and lost_bits(ol.pieces, bits):
                raise Fail("a name whose bits the pieces do not all take")
            operands.append((op_text, ol.pieces, ol.reuse))
            if ol.reuse_at is not None:
                reuse_at[k] = ol.reuse_at
        except Fail:
            nonreuse = [b for b in bits if b not in REUSE_BITS]
            if len(nonreuse) > MAX_ENUM_BITS:
                ol = OperandLearner(oracle, w, base, k, bits, flips, lenient=True)
                ol.pc_token = pc_token
                ol.learn()
                operands.append((op_text, ol.pieces, ol.reuse))
                continue
            f = whole_enum(oracle, w, base, k, nonreuse)
            reuse = next((b for b in bits if b in REUSE_BITS), None)
            operands.append((op_text, [(0, len(op_text), f)] if nonreuse else [], reuse))
    mfield = None
    name = m0.split(".")[0]
    mod_pieces = []
    if len(mods) > MAX_ENUM_BITS:
        split = mod_fields if mod_split == "pairs" else mod_groups
        mod_pieces = drop_shared_names(split(oracle, w, base, name, mods))
    elif mods:
        mbits = sorted(mods, reverse=True)
        texts = enumerate_values(oracle, w, mbits)
        names = {}
        for v, t in enumerate(texts):
            if t is None:
                names[v] = None
                continue
            g, m, ops = sass_text.parse(t)
            names[v] = m[len(name):] if (m.split(".")[0] == name and ops == ops0) else None
        mfield = {"kind": "enum", "bits": mbits, "n": len(mbits), "names": names}
    v = {"word": w, "text": text, "name": name, "pcrel": bool(pc_token), "pc_token": pc_token, "mnem_suffix": m0[len(name):], "uniform": uniform,
         "mods": mfield, "mod_pieces": mod_pieces, "operands": operands, "reuse_at": reuse_at, "flips": {b: r[0] for b, r in flips.items()}}
    v["dontcare"] = dont_care(v)
    return v


def dont_care(v):
    """Bits of no field whose flip leaves nvdisasm's text as it is: bits nvdisasm does not read for
    this variant (most significant first). The solver checks them on random words (solve.validate)
    and keeps only those every corpus word it claims holds at the sample's value."""
    used = {b for _, f in field_list(v) for b in f["bits"]}
    return sorted((b for b, r in v["flips"].items() if r == "none" and b not in used), reverse=True)


def drop_shared_names(pieces):
    """Modifier pieces without the names two of them print: 'STG.E.INVALID7.CONSTANT' does not say
    whether the eviction field or the size field holds INVALID7, so a word holding either is not
    the variant's (it prints as the generic line and reassembles to itself). Empty names stay:
    a piece that prints nothing is told apart by the others."""
    import collections
    count = collections.Counter(nm for _, _, f in pieces for nm in set(f["names"].values()) if nm)
    for _, _, f in pieces:
        f["names"] = {v: (None if nm and count[nm] > 1 else nm) for v, nm in f["names"].items()}
    return pieces


def mod_text(v, piece_text):
    """The mnemonic's suffix with each modifier piece i replaced by piece_text(i)."""
    text, s, pos = v["mnem_suffix"], "", 0
    for i, (a, b, f) in enumerate(v.get("mod_pieces", [])):
        s += text[pos:a] + piece_text(i)
        pos = b
    return s + text[pos:]


def mod_groups(oracle, w, base, name, mods):
    """Modifier bits too many to enumerate together (LD.E.64.CONSTANT.EF ...) as one enum per run
    of adjacent bits, each a span of the suffix, in the order nvdisasm prints them."""
    g0, m0, ops0 = base
    text = m0[len(name):]
    pieces = []
    for run in runs(mods):
        if len(run) > MAX_ENUM_BITS:
            raise Fail(f"a run of {len(run)} modifier bits")
        texts = enumerate_values(oracle, w, run)
        sfx = {}
        for v, t in enumerate(texts):
            g, m, ops = sass_text.parse(t) if t is not None else (None, "", None)
            ok = t is not None and g == g0 and ops == ops0 and m.split(".")[0] == name
            sfx[v] = m[len(name):] if ok else None
        good = [x for x in sfx.values() if x is not None]
        a = 0
        while all(len(x) > a for x in good) and len({x[a] for x in good}) == 1:
            a += 1
        b = 0
        while all(len(x) - a > b for x in good) and len({x[len(x) - 1 - b] for x in good}) == 1:
            b += 1
        names = {v: (x[a:len(x) - b] if x is not None else None) for v, x in sfx.items()}
        start, end = a, len(text) - b
        if names[get(w, run)] != text[start:end]:
            raise Fail(f"modifier bits {run} are not one span of '{m0}'")
        while start == end and 0 < start and text[start - 1] != "." and all(not x or x.endswith(text[start - 1]) for x in names.values()):
            ch = text[start - 1]
            names = {k: (x if not x else ch + x[:-1]) for k, x in names.items()}
            start = end = start - 1
        pieces.append((start, end, {"kind": "enum", "bits": run, "n": len(run), "names": names}))
    pieces.sort(key=lambda p: (p[0], p[1]))
    for a, b in zip(pieces, pieces[1:]):
        if a[1] > b[0]:
            raise Fail(f"modifier groups of '{m0}' overlap")
    return order_mod_ties(oracle, w, name, text, pieces)


def order_mod_ties(oracle, w, name, text, pieces):
    """Modifier pieces inserted at one place in the order nvdisasm prints them."""
    import itertools
    out, i = [], 0
    while i < len(pieces):
        j = i + 1
        while j < len(pieces) and pieces[j][:2] == pieces[i][:2] and pieces[i][0] == pieces[i][1]:
            j += 1
        group = pieces[i:j]
        if len(group) > 1:
            x, vals = w, []
            for _, _, f in group:
                v = next((v for v in range(1 << f["n"]) if f["names"].get(v)), None)
                if v is None:
                    raise Fail("a modifier piece that never prints")
                x = flip(x, f["bits"], v)
                vals.append(v)
            t = oracle.texts([x])[x]
            m = sass_text.parse(t)[1] if t else ""
            p = group[0][0]
            for perm in itertools.permutations(range(len(group))):
                mid = "".join(group[k][2]["names"][vals[k]] for k in perm)
                if m == name + text[:p] + mid + text[p:]:
                    group = [group[k] for k in perm]
                    break
            else:
                raise Fail(f"modifier pieces at {p} print as '{m}' in no order")
        out += group
        i = j
    return out


def field_list(v):
    """Every field of a learned variant: (name, field dict) in template order."""
    out = []
    if v["mods"]:
        out.append(("m", v["mods"]))
    for i, (a, b, f) in enumerate(v.get("mod_pieces", [])):
        out.append((f"m_{'abcdefgh'[i]}", f))
    for k, (text, pieces, reuse) in enumerate(v["operands"]):
        for i, (a, b, f) in enumerate(pieces):
            out.append((f"o{k}" + ("" if len(pieces) == 1 else "_" + "abcdefgh"[i]), f))
        if reuse is not None:
            out.append((f"o{k}_reuse", {"kind": "reuse", "bits": [reuse], "n": 1}))
    return out


def render_field(f, value):
    """The text a field's value prints as, or None when the variant does not hold it."""
    kind = f["kind"]
    ex = f.get("exclude")
    if value == ex or (isinstance(ex, list) and value in ex):
        return None  # printed through another form, or refused
    if kind == "enum":
        return f["names"].get(value)
    if kind == "reuse":
        return ".reuse" if value else ""
    if kind == "src":
        on = {m for i, m in enumerate(f["mods"]) if (value >> (f["n"] - 1 - i)) & 1}
        reg = render_field({"kind": "reg", "cls": f["cls"], "optional": None}, value & ((1 << f["reg_n"]) - 1))
        body = f"|{reg}|" if "abs" in on else reg
        return ("-" if "neg" in on else "") + body
    if kind == "reg":
        sp = REGCLASS.get(f["cls"])
        if sp and value == sp[1]:
            return "" if f["optional"] else sp[2]
        return f"{f['cls']}{value}" + (f["optional"] or "")
    if kind == "num" and f.get("float") == "f32":
        man = value & 0x7FFFFF
        if (value >> 23) & 0xFF == 0xFF and man not in (0, 0x400000, 1):
            return None  # a NaN payload its text does not read back as: not claimed (Variant::f32_fields)
        return f32_text(value)
    if kind == "num" and f.get("float") == "f64hi":
        man = value & 0xFFFFF
        if (value >> 20) & 0x7FF == 0x7FF and man not in (0, 0x80000, 1):
            return None  # as for f32 (Variant::f64hi_fields)
        return f64hi_text(value)
    if kind == "num":
        n = f["n"]
        v = value - (1 << n) if f["signed"] and value >> (n - 1) else value
        v = (v << f["scale"]) + f.get("bias", 0)
        s = f"{v:#x}" if v >= 0 else f"-{-v:#x}"
        if f["offset"]:
            return "" if v == 0 else f.get("sep", "+") + s
        return s
    raise ValueError(kind)


def render(v, word):
    """The text nvdisasm prints for `word` if the learned variant `v` describes it (no guard)."""
    fields = dict(field_list(v))
    vals = {n: get(word, f["bits"]) for n, f in fields.items()}
    parts = {}
    for n, f in fields.items():
        t = render_field(f, vals[n])
        if t is None:
            return None
        parts[n] = t
    mn = v["name"] + (parts["m"] if v["mods"] else mod_text(v, lambda i: parts[f"m_{'abcdefgh'[i]}"]))
    ops = []
    for k, (text, pieces, reuse) in enumerate(v["operands"]):
        ops.append(operand_text(v, k, lambda nm: parts[nm]))
    return (mn + (" " + ", ".join(ops) if ops else "")).rstrip()  # nvdisasm's text, trailing blanks dropped


def operand_text(v, k, part):
    """Operand k's text with each field's part (part(name): its text, or its template slot), the
    '.reuse' part where nvdisasm prints it: at v['reuse_at'][k], before the parts from there on,
    else at the very end."""
    text, pieces, reuse = v["operands"][k]
    at = v.get("reuse_at", {}).get(k) if reuse is not None else None
    s, pos = "", 0
    for i, (a, b, f) in enumerate(pieces):
        lit = text[pos:a]
        if at is not None and at <= a:
            lit, at = text[pos:at] + part(f"o{k}_reuse") + text[at:a], None
        s += lit + part(f"o{k}" + ("" if len(pieces) == 1 else "_" + "abcdefgh"[i]))
        pos = b
    if at is not None:
        return s + text[pos:at] + part(f"o{k}_reuse") + text[at:]
    return s + text[pos:] + (part(f"o{k}_reuse") if reuse is not None and k not in v.get("reuse_at", {}) else "")


def suffix_tokens(m, name):
    """The dot-separated modifiers of a mnemonic ('LD.E.64' -> ['E', '64'])."""
    return m[len(name) + 1:].split(".") if len(m) > len(name) else []


def _effect(l0, l1):
    """(tokens removed, tokens added) from l0 to l1, as multisets."""
    import collections
    a, b = collections.Counter(l0), collections.Counter(l1)
    return a - b, b - a


def _join_tokens(toks):
    return "".join("." + t for t in toks)


def mod_fields(oracle, w, base, name, mods):
    """Modifier bits too many to enumerate together (LD.E.64.CONSTANT.EF ...) split into the fields
    nvdisasm reads: two bits are one field when flipping both does not print the modifiers that
    flipping each adds and removes (a size's .64 and .128 bits; .CONSTANT.PRIVATE and .CONSTANT.CTA).
    Each field is a span of the sample's modifiers (empty when it prints nothing there); fields
    inserted at one place are ordered as nvdisasm prints them together (.EF before .64)."""
    import collections
    g0, m0, ops0 = base
    l0 = suffix_tokens(m0, name)

    def toks_of(t):
        if t is None:
            return None
        g, m, ops = sass_text.parse(t)
        if g != g0 or ops != ops0 or m.split(".")[0] != name:
            return None
        return suffix_tokens(m, name)
    single = oracle.texts([w ^ (1 << b) for b in mods])
    eff = {b: _effect(l0, toks_of(single[w ^ (1 << b)])) for b in mods}
    pairs = [(a, b) for i, a in enumerate(mods) for b in mods[i + 1:]]
    both = oracle.texts([w ^ (1 << a) ^ (1 << b) for a, b in pairs])
    parent = {b: b for b in mods}

    def root(b):
        while parent[b] != b:
            b = parent[b]
        return b
    c0 = collections.Counter(l0)
    for a, b in pairs:
        lab = toks_of(both[w ^ (1 << a) ^ (1 << b)])
        want = c0 - eff[a][0] - eff[b][0] + eff[a][1] + eff[b][1]
        if lab is None or collections.Counter(lab) != want or eff[a][0] & eff[b][0]:
            parent[root(a)] = root(b)
    groups = collections.defaultdict(list)
    for b in mods:
        groups[root(b)].append(b)
    fields = []  # (I, J, names, first non-empty value)
    for bits in groups.values():
        bits = sorted(bits, reverse=True)
        if len(bits) > MAX_ENUM_BITS:
            raise Fail(f"a modifier field of {len(bits)} bits")
        lv = [toks_of(t) for t in enumerate_values(oracle, w, bits)]
        spans = []
        for x in lv:
            if x is None or x == l0:
                continue  # the sample's own value prints the sample's modifiers: no span of its own
            i = 0
            while i < min(len(x), len(l0)) and x[i] == l0[i]:
                i += 1
            j = len(l0)
            while j > i and len(x) - (len(l0) - j) > i and x[len(x) - (len(l0) - j) - 1] == l0[j - 1]:
                j -= 1
            spans.append((i, j))
        lo, hi = min(s[0] for s in spans), max(s[1] for s in spans)
        names = {}
        for v, x in enumerate(lv):
            if x is None or x[:lo] != l0[:lo] or (hi < len(l0) and x[len(x) - (len(l0) - hi):] != l0[hi:]):
                names[v] = None
                continue
            names[v] = _join_tokens(x[lo:len(x) - (len(l0) - hi)])
        if names[get(w, bits)] != _join_tokens(l0[lo:hi]):
            raise Fail(f"modifier bits {bits} are not one span of '{m0}'")
        fields.append([lo, hi, {"kind": "enum", "bits": bits, "n": len(bits), "names": names}])
    for p in fields:
        for q in fields:
            if p is not q and p[0] < q[1] and q[0] < p[1]:
                raise Fail(f"modifier fields of '{m0}' overlap")
    fields = order_inserted(oracle, w, name, l0, fields, toks_of)
    offs = [0]
    for t in l0:
        offs.append(offs[-1] + len(t) + 1)
    return [(offs[i], offs[j], f) for i, j, f in fields]


def order_inserted(oracle, w, name, l0, fields, toks_of):
    """The fields in the order nvdisasm prints them; those inserted at one place ordered pairwise
    by a word with both set to a value that prints."""
    import functools

    def shown(f):
        return next((v for v in range(1 << f["n"]) if f["names"].get(v)), None)
    fields.sort(key=lambda p: (p[0], p[1]))
    at = {}
    for p in fields:
        if p[0] == p[1]:
            at.setdefault(p[0], []).append(p)
    order = {}
    for pos, group in at.items():
        for i, p in enumerate(group):
            for q in group[i + 1:]:
                vp, vq = shown(p[2]), shown(q[2])
                if vp is None or vq is None:
                    raise Fail("a modifier field that never prints")
                x = flip(flip(w, p[2]["bits"], vp), q[2]["bits"], vq)
                got = toks_of(oracle.texts([x])[x])
                np_, nq = p[2]["names"][vp][1:].split("."), q[2]["names"][vq][1:].split(".")
                if got == l0[:pos] + np_ + nq + l0[pos:]:
                    order[id(p), id(q)], order[id(q), id(p)] = -1, 1
                elif got == l0[:pos] + nq + np_ + l0[pos:]:
                    order[id(p), id(q)], order[id(q), id(p)] = 1, -1
                else:
                    raise Fail(f"modifier fields at {pos} of '{name}' print as {got} in no order")

    def cmp(p, q):
        if (p[0], p[1]) != (q[0], q[1]):
            return -1 if (p[0], p[1]) < (q[0], q[1]) else 1
        return order.get((id(p), id(q)), 0)
    out = sorted(fields, key=functools.cmp_to_key(cmp))
    for i, p in enumerate(out):
        for q in out[i + 1:]:
            if cmp(p, q) > 0:
                raise Fail(f"modifier fields of '{name}' have no one order")
    return out
