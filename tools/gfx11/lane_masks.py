"""Which operands are lane masks, and what they are in wave64 (llvm-mc -mattr=+wavefrontsize64).

A lane mask (a compare's result, v_cndmask's selector, a carry) is one SGPR in wave32 and an SGPR
pair in wave64; the encodings are the same. Every generated instruction's probe text is assembled
in wave32 and its bytes disassembled in wave64: an operand whose text changes (`s4` -> `s[4:5]`,
`vcc_lo` -> `vcc`) is a lane mask; a VGPR tuple that changes size (WMMA's matrices, half as
many registers in wave64) is a wave-sized operand. Such operands get types of their own (role
`mask`, `wave_<role>`), and the wave64 mode of target.yaml redefines those types by what a wave64
sweep of their codes decodes and assembles; a literal token that changes (`vcc_lo`) is a token the mode rewrites; an instruction
llvm refuses in wave64 (VOPD) is a format the mode leaves out, with llvm-mc's message.
"""
import re

import llvm_oracle

MODE = "wave64"
_TUPLE = re.compile(r"^([sv])(?:(\d+)|\[(\d+):(\d+)\])$")


def shape(tok):
    """'v[4:11]' -> ('v', 8); 's4' -> ('s', 1); a named scalar register (vcc_lo) -> ('s', 1)."""
    m = _TUPLE.match(tok)
    if not m:
        return ("s", 1) if re.fullmatch(r"vcc(_lo|_hi)?|exec(_lo|_hi)?|null|m0|ttmp\d+", tok) else None
    return m.group(1), 1 if m.group(2) is not None else int(m.group(4)) - int(m.group(3)) + 1


def register_text(kind, first, size):
    return "%s%d" % (kind, first) if size == 1 else "%s[%d:%d]" % (kind, first, first + size - 1)


def chunks(text):
    """The comma-separated operands of a text or template after the mnemonic, as (start, end)
    spans of their first word, brackets, parentheses and braces kept whole."""
    sp = text.find(" ")
    if sp < 0:
        return []
    spans, depth, start = [], 0, sp + 1
    for i in range(sp + 1, len(text) + 1):
        ch = text[i] if i < len(text) else ","
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == "," and depth == 0:
            s = start
            while s < i and text[s] == " ":
                s += 1
            e = s
            d = 0
            while e < i and (d or text[e] != " "):
                d += text[e] in "([{"
                d -= text[e] in ")]}"
                e += 1
            spans.append((s, e))
            start = i + 1
    return spans


def words_of(data):
    return [int.from_bytes(data[k:k + 4], "little") for k in range(0, len(data), 4)]


def _probe(entries):
    """Per (fam, ins): its wave32 bytes and wave64 text, (None, None) where it does not assemble."""
    asm = llvm_oracle.assemble([ins["text"] for _, ins in entries])
    ok = [i for i, (b, _e) in enumerate(asm) if b and len(b) <= 16]
    dis = llvm_oracle.disassemble([words_of(asm[i][0]) for i in ok], mode=MODE) if ok else []
    out = [(None, None)] * len(entries)
    for i, r in zip(ok, dis):
        out[i] = (asm[i][0], r[0] if r and r[1] * 4 == len(asm[i][0]) else None)
    return out


def _slot_at(fam, ins, slots, k):
    """The slot the k-th operand of the template is: (field, type) or (None, literal)."""
    syntax = fam.syntax(ins["mnemonic"], slots)
    spans = chunks(syntax)
    if k >= len(spans):
        return None
    tok = syntax[spans[k][0]:spans[k][1]]
    m = re.fullmatch(r"\{(\w+):(\w+)\}", tok)
    return (m.group(1), m.group(2)) if m else (None, tok)


def _sweep(rep_text, k, bits, base):
    """The codes an operand (the k-th of rep_text, a register or tuple) decodes and assembles in
    wave64: the field is found by assembling the text with registers 0 and 2 there; each code
    (field value + base) is then tried in it."""
    s, e = chunks(rep_text)[k]
    kind, size = shape(rep_text[s:e])
    two = llvm_oracle.assemble([rep_text[:s] + register_text(kind, r, size) + rep_text[e:] for r in (0, 2)])
    (b0, _), (b2, _) = two
    if not b0 or not b2 or len(b0) != len(b2):
        return None
    x = int.from_bytes(b0, "little") ^ int.from_bytes(b2, "little")
    if x == 0 or x & (x - 1):
        return None
    lo = x.bit_length() - 2  # the code's bit 1 changed
    word = int.from_bytes(b0, "little") & ~(((1 << bits) - 1) << lo)
    codes = list(range(1 << bits))
    literal = [0x12345678] if bits > 7 else []  # (code 255 of an 8- or 9-bit field: a literal follows)
    cands = [words_of((word | c << lo).to_bytes(len(b0), "little")) + (literal if c == 255 else []) for c in codes]
    res = llvm_oracle.disassemble(cands, mode=MODE)
    mnem = rep_text.split()[0]
    decoded = [(c, r[0]) for c, r in zip(codes, res) if r and "/*Invalid" not in r[0] and r[0].split()[0] == mnem]
    back = llvm_oracle.assemble([t for _, t in decoded], mode=MODE)
    # The width its inline floats print at: 1/(2*pi) (code 248) as a half, float or double.
    inv2pi = [t for c, t in decoded if c == 248]
    width = next((w for w, txt in ((64, "0.15915494309189532"), (32, "0.15915494"), (16, "0.1592")) if inv2pi and txt in inv2pi[0]), 0)
    return (frozenset(c + base for c, _ in decoded),
            frozenset(c + base for (c, _), (got, _e) in zip(decoded, back) if got is not None), width)


def find(chosen, generated, types, report):
    """Gives every lane-mask and wave-sized slot a type of its own (in `generated`, in place);
    returns the wave64 mode, {"tokens": {...}, "without": (formats, message), "types": {name:
    (bits, data, codes, asm, base, constant width or 0)}}, and the types those slots had."""
    key_of = {name: key for key, name in types.by_key.items()}
    entries = [(fam, ins) for fam in chosen for ins in generated[fam.name] if ins.get("text")]
    probed = _probe(entries)
    tokens, refused, masks = {}, {}, {}  # masks: (fam name, op, field, wave32 type) -> (text, operand index)
    for (fam, ins), (data, text64) in zip(entries, probed):
        if data is None:
            continue
        if text64 is None:
            refused.setdefault(ins.get("format", fam.format), ins["text"])
            continue
        a, b = chunks(ins["text"]), chunks(text64)
        if ins["text"].split()[0] != text64.split()[0] or len(a) != len(b):
            report.append("wave64: %s prints as %s" % (ins["text"], text64))
            continue
        for k, ((s1, e1), (s2, e2)) in enumerate(zip(a, b)):
            t32, t64 = ins["text"][s1:e1], text64[s2:e2]
            if t32 == t64:
                continue
            slot = _slot_at(fam, ins, ins["slots"], k)
            if slot is None or (slot[0] is None and slot[1] != t32):
                report.append("wave64: operand %d of %s (%s) is no slot" % (k, ins["text"], t32))
            elif slot[0] is None:
                if tokens.setdefault(t32, t64) != t64:
                    report.append("wave64: %s prints as both %s and %s" % (t32, tokens[t32], t64))
            elif shape(t32) and shape(t64) and shape(t32)[0] == shape(t64)[0]:
                masks.setdefault((fam.name, ins["op"], slot[0], slot[1]), (ins["text"], k, shape(t32), shape(t64)))
            else:
                report.append("wave64: operand %d of %s changes from %s to %s" % (k, ins["text"], t32, t64))
    messages = {}
    for fmt, text in sorted(refused.items()):
        (_b, err), = llvm_oracle.assemble([text], mode=MODE)
        messages[fmt] = err[1] if err else "not in wave64"
    renamed, wave64 = {}, {}
    for (_f, _op, _field, t32), (text, k, (kind, n32), (_kind, n64)) in sorted(masks.items()):
        if t32 in renamed:
            continue
        role, bits, data, codes, asm, scale, base, *rest = key_of[t32]
        swept = _sweep(text, k, bits, base) if not rest and scale == 1 else None
        if swept is None:
            report.append("wave64: the operand %s of %s is not swept" % (t32, text))
            continue
        mask = kind == "s" and n32 == 1 and n64 == 2
        renamed[t32] = types.get("mask" if mask else "wave_" + role, bits, data, codes, asm, base=base)
        entry = (bits, "b%d" % (32 * n64), swept[0], swept[1], base, swept[2] if 32 * n64 > 64 and swept[2] != 64 else 0)
        if wave64.setdefault(renamed[t32], entry) != entry:
            report.append("wave64: %s stands for operands of two wave64 code sets" % renamed[t32])
    for fam in chosen:
        for ins in generated[fam.name]:
            fields = {f for (fn, op, f, t) in masks if fn == fam.name and op == ins["op"] and t in renamed}
            for holder in [ins] + ins.get("forms", []):
                holder["slots"] = [(f, renamed[t]) if f in fields and t in renamed else (f, t) for f, t in holder["slots"]]
    formats = sorted(messages)
    msg = {messages[f] for f in formats}
    if len(msg) > 1:
        report.append("wave64: the formats llvm refuses give different messages: %s" % messages)
    return {"tokens": tokens, "without": (formats, msg.pop() if msg else ""), "types": wave64}, set(renamed)
