"""VOPD, the dual-issue encoding: two vector ALU operations in one 64-bit word, written
`v_dual_X vdstx, src0x[, vsrc1x] :: v_dual_Y vdsty, src0y[, vsrc1y]`.

What the generator asks llvm-mc: which opx (X) and opy (Y) values decode and to what; every
X x Y pair (each one instruction whose template is the X half, ` :: ` and the Y half); the codes
each src0 takes; the register-bank rules its assembler enforces and their messages (the pair's
`differ:` rules). vdsty's field holds the register number / 2: its low bit is the opposite of
vdstx's (`implied: true`). v_dual_fmamk/fmaak carry K in a third dword (format VOPDK), which is
also the literal a src0 of 255 reads (`literal_at:` of the format).
"""
import families

_FIELDS = {"src0x": (0, 9), "vsrc1x": (9, 8), "opy": (17, 5), "opx": (22, 4),
           "src0y": (32, 9), "vsrc1y": (41, 8), "vdsty": (49, 7), "vdstx": (56, 8)}
# Probe registers, in different banks (register number mod 4) on the two sides: X half v0, v1, v2;
# Y half v3, v6, v7 (v3's field value is 1: 3 >> 1).
_PROBE = {"vdstx": 0, "src0x": 256 + 1, "vsrc1x": 2, "vdsty": 1, "src0y": 256 + 6, "vsrc1y": 7}
_SIDE = {"x": {0: "vdst", 1: "src0", 2: "vsrc1"}, "y": {3: "vdst", 6: "src0", 7: "vsrc1"}}
_K = 0x1234
# Source codes printed by name that are neither registers nor constants.
_NAMED = {124: "null", 125: "m0", 126: "exec_lo", 127: "exec_hi", 106: "vcc_lo", 107: "vcc_hi", 235: "src_shared_base",
          236: "src_shared_limit", 237: "src_private_base", 238: "src_private_limit", 253: "src_scc", 254: "src_lds_direct"}
_REF = 4  # v_dual_add_f32 in both slots: the other half while one half is probed


class VopdFamily(families.Family):
    latency = "fixed:1"
    op_name = "opx"

    def __init__(self):
        super().__init__("vopd", "Vector dual issue (VOPD)", "VOPD", 0x32, (26, 6), (22, 4), [],
                         dict(_FIELDS), dict(_PROBE), dict(_PROBE), {},
                         doc="two vector ALU operations issued together (X :: Y)")

    def words(self, op, values):
        opx, opy = op
        w0 = self.enc << 26 | opx << 22 | opy << 17
        w1 = 0
        for f, (lo, width) in self.fields.items():
            if f in ("opx", "opy"):
                continue
            v = (values.get(f, 0) & ((1 << width) - 1)) << lo
            if lo >= 32:
                w1 |= v >> 32
            else:
                w0 |= v
        k = values.get("k", _K)
        return [w0, w1] if k is None else [w0, w1, k]  # k None: the caller appends the third dword

    def syntax(self, mnemonic, slots):
        halves = []
        for mnem, side in slots:
            ops = ", ".join("{%s:%s}" % s for s in side)
            halves.append(mnem + (" " + ops if ops else ""))
        return " :: ".join(halves)

    # ---- what llvm-mc says ----

    def components(self, g, report):
        """Per side, opcode -> (mnemonic, [operand role or 'k'], roles absent from the text)."""
        out = {"x": {}, "y": {}}
        for side, count in (("x", 16), ("y", 32)):
            cands = []
            for op in range(count):
                pair = (op, _REF) if side == "x" else (_REF, op)
                cands.append(self.words(pair, _PROBE))
                # an operation without vsrc1 (v_dual_mov_b32) decodes only with the field at 0
                cands.append(self.words(pair, dict(_PROBE, **{"vsrc1" + side: 0})))
            res = g.llvm_oracle.disassemble(cands)
            for op in range(count):
                r = res[2 * op] or res[2 * op + 1]
                if r is None:
                    continue
                half = r[0].split(" :: ")[0 if side == "x" else 1]
                mnem, toks = g.split_operands(half)
                roles = []
                for tok in toks:
                    shape = g.register_shape(tok)
                    if tok == "0x%x" % _K:
                        roles.append("k")
                    elif shape and tok.startswith("v") and shape[1] == 1 and shape[0] in _SIDE[side]:
                        roles.append(_SIDE[side][shape[0]])
                    else:
                        roles = None
                        break
                if roles is None or roles[0] != "vdst" or "src0" not in roles:
                    report.append("vopd %s opcode %#x %s: operands %s are not described yet" % (side, op, mnem, toks))
                    continue
                out[side][op] = (mnem, roles)
        return out

    def src0_types(self, g, types, comps):
        """The type of each component's src0: the codes llvm-mc decodes and assembles there (the
        other half's src0 a scalar register, so that no bank rule applies)."""
        wanted, probes = [], {}
        for side, other in (("x", "y"), ("y", "x")):
            for op in comps[side]:
                pair = (op, _REF) if side == "x" else (_REF, op)
                wanted.append((pair, "src0" + side))
        probe = dict(_PROBE, src0x=1, src0y=5)
        codes = {}
        # Twice: the other half's src0 a scalar register (no bank rule), then a VGPR (the constant
        # bus has room for this src0, K and VCC); a code either takes is the operand's.
        for other in ({"src0x": 1, "src0y": 5}, {"src0x": 256 + 1, "src0y": 256 + 6}):
            for side in ("x", "y"):
                mine = [w for w in wanted if w[1] == "src0" + side]
                # A component without vsrc1 needs the field at 0: probe each group with its own values.
                for zero in (False, True):
                    group = [w for w in mine if ("vsrc1" in comps[side][w[0][0 if side == "x" else 1]][1]) != zero]
                    if not group:
                        continue
                    got = g.sweep_codes(self, group, dict(probe, **other, **({"vsrc1" + side: 0} if zero else {})))
                    for k, (dec, asm) in got.items():
                        old = codes.get(k, (frozenset(), frozenset()))
                        codes[k] = (old[0] | dec, old[1] | asm)
        self.probe = dict(probe, vsrc1x=0, vsrc1y=0, k=None)  # value_types appends the literal
        datas = g.value_types(self, [(pair, f, 32) for pair, f in wanted])
        self.probe = dict(_PROBE)
        out = {}
        for pair, f in wanted:
            dec, asm = codes[(pair, f)]
            side = f[-1]
            op = pair[0] if side == "x" else pair[1]
            out[(side, op)] = types.get("src", 9, datas.get((pair, f), "b32"), dec, asm)
        return out

    def register_types(self, g, types):
        """vdstx, vsrc1x, vsrc1y: VGPR fields (code 256 + field); vdsty: the field is the register
        number / 2, every VGPR reachable through the implied low bit."""
        pair = (_REF, _REF)
        wanted = [(pair, "vdstx"), (pair, "vsrc1x"), (pair, "vsrc1y")]
        bases = {w: 256 for w in wanted}
        # Twice, the other half's vsrc1 in another bank each time: a code refused only for the
        # bank rule is still the operand's.
        a = g.sweep_codes(self, wanted, dict(_PROBE, src0x=1, src0y=5), bases=bases)
        b = g.sweep_codes(self, wanted, dict(_PROBE, src0x=1, src0y=5, vsrc1x=1, vsrc1y=4), bases=bases)
        out = {}
        for f, role in (("vdstx", "vdst"), ("vsrc1x", "vsrc"), ("vsrc1y", "vsrc")):
            dec, asm = a[(pair, f)][0] | b[(pair, f)][0], a[(pair, f)][1] | b[(pair, f)][1]
            out[f] = types.get(role, 8, "b32", dec, asm, base=256)
        out["vdsty"] = types.get("vdsty", 7, "b32", frozenset(range(256, 512)), frozenset(range(256, 512)), scale=2, base=256)
        return out

    @staticmethod
    def half(mnem, roles, regs):
        by = dict(regs, k="0x1234")
        return "%s %s" % (mnem, ", ".join(by[r] for r in roles))

    def rules(self, g, comps, pairs, samples=48):
        """Per pair, the register rules llvm-mc enforces between the halves, learned from random
        VGPR choices: a rule (x operand, y operand, modulo 2 or 4, message) is one that no accepted
        line breaks and that explains a refusal (llvm-mc's message, at the y operand's column),
        the smaller modulo where both fit. Returns {pair: [rules, in llvm-mc's order of messages]}
        and the lines the rules do not predict."""
        import random
        rng = random.Random(11)
        lines, keys = [], []
        for x, y in pairs:
            (mx, rx), (my, ry) = comps["x"][x], comps["y"][y]
            for _ in range(samples):
                rx_regs = {r: rng.randrange(16) for r in rx if r != "k"}
                ry_regs = {r: rng.randrange(16) for r in ry if r != "k"}
                text_x = self.half(mx, rx, {r: "v%d" % n for r, n in rx_regs.items()})
                text_y = self.half(my, ry, {r: "v%d" % n for r, n in ry_regs.items()})
                line = text_x + " :: " + text_y
                # the column of each Y operand (1-based), for telling which operand llvm-mc points at
                cols, at = {}, len(mx) + 1
                for r in rx:
                    cols[r + "x"] = at + 1
                    at += len("0x1234" if r == "k" else "v%d" % rx_regs[r]) + 2
                at = len(text_x) + 4 + len(my) + 1
                for r in ry:
                    cols[r + "y"] = at + 1
                    at += len("0x1234" if r == "k" else "v%d" % ry_regs[r]) + 2
                lines.append(line)
                keys.append((x, y, rx_regs, ry_regs, cols))
        obs = {}
        for (x, y, rxr, ryr, cols), (got, err) in zip(keys, g.llvm_oracle.assemble(lines)):
            at = None if got is not None else next((r for r, c in cols.items() if c == err[0]), "?")
            obs.setdefault((x, y), []).append((rxr, ryr, None if got is not None else (at, err[1])))
        # llvm-mc's rules are by the operands' kinds: dst (parity), src0 and src1 (bank: mod 4),
        # src2 (mod 2), checked in that order; its messages name the kind. Which operand of a
        # component is its src1 and its src2 (v_dual_fmac's src2 is its destination, v_dual_fmamk's
        # its vsrc1) is the hypothesis that predicts every line.
        messages = {}
        for seen in obs.values():
            for _, _, bad in seen:
                if bad:
                    kind = next((k for k in ("src0", "src1", "src2", "dst") if k in bad[1]), None)
                    if kind:
                        messages.setdefault(kind, bad[1])
        hyps = [(s1, s2) for s1 in ("vsrc1", None) for s2 in ("vdst", "vsrc1", None) if s1 is None or s1 != s2]
        hyps = [h for h in hyps if h != ("vsrc1", None)] + [("vsrc1", None)]  # preference: reversed below
        mod = {"dst": 2, "src0": 4, "src1": 4, "src2": 2}

        def predict(hx, hy, rxr, ryr):
            ops_x = {"dst": "vdst", "src0": "src0", "src1": hx[0], "src2": hx[1]}
            ops_y = {"dst": "vdst", "src0": "src0", "src1": hy[0], "src2": hy[1]}
            for kind in ("dst", "src0", "src1", "src2"):
                a, b = ops_x[kind], ops_y[kind]
                if a in rxr and b in ryr and rxr[a] % mod[kind] == ryr[b] % mod[kind]:
                    return (reported(kind, a, b), messages.get(kind))
            return None

        def reported(kind, a, b):
            # at the Y operand, or the X one where Y's is its destination read again (v_dual_fmac's src2)
            return a + "x" if kind == "src2" and b == "vdst" else b + "y"

        # The hypotheses each pair's lines allow, narrowed until each component's hypothesis fits
        # every one of its pairs; the one with the fewest rules where several do.
        def fits(op_roles):
            return [h for h in hyps if all(r is None or r in op_roles for r in h)]
        perfect = {}
        for (x, y), seen in obs.items():
            perfect[(x, y)] = {(hx, hy) for hx in fits(comps["x"][x][1]) for hy in fits(comps["y"][y][1])
                               if all(predict(hx, hy, rxr, ryr) == bad for rxr, ryr, bad in seen)}
        allowed = {side: {op: set(fits(roles)) for op, (_, roles) in comps[side].items()} for side in ("x", "y")}
        for _ in range(4):
            for (x, y), ok in perfect.items():
                allowed["x"][x] &= {hx for hx, hy in ok if hy in allowed["y"][y]}
                allowed["y"][y] &= {hy for hx, hy in ok if hx in allowed["x"][x]}
        hyp = {side: {} for side in ("x", "y")}
        for side in ("x", "y"):
            for op, (mnem, roles) in comps[side].items():
                choices = [h for h in hyps[::-1] if h in allowed[side][op]]  # (None, None) first
                hyp[side][op] = choices[0] if choices else (None, None)
        out, wrong = {}, []
        for (x, y), seen in obs.items():
            hx, hy = hyp["x"][x], hyp["y"][y]
            ops_x = {"dst": "vdst", "src0": "src0", "src1": hx[0], "src2": hx[1]}
            ops_y = {"dst": "vdst", "src0": "src0", "src1": hy[0], "src2": hy[1]}
            out[(x, y)] = [(ops_x[k] + "x", ops_y[k] + "y", mod[k], messages[k], reported(k, ops_x[k], ops_y[k]) == ops_x[k] + "x")
                           for k in ("dst", "src0", "src1", "src2") if ops_x[k] and ops_y[k] and k in messages]
            for rxr, ryr, bad in seen:
                pred = predict(hx, hy, rxr, ryr)
                if pred != bad:
                    wrong.append(((x, y), rxr, ryr, bad, pred))
        return out, wrong

    def bank_of_names(self, g, asm_codes):
        """Named source codes that llvm-mc puts in a VGPR bank for the src0 rule (src_lds_direct):
        code -> the bank, from which of v4..v7 in the other src0 it clashes with."""
        names = {c: n for c, n in _NAMED.items() if c in asm_codes}
        probe = [(c, bank, "v_dual_add_f32 v0, %s, v2 :: v_dual_add_f32 v3, v%d, v7" % (n, bank + 4))
                 for c, n in sorted(names.items()) for bank in range(4)]
        res = g.llvm_oracle.assemble([t for *_, t in probe])
        return {c: bank for (c, bank, _), (got, err) in zip(probe, res) if got is None and "src0" in err[1]}

    def hidden_reads(self, g, comps):
        """X components that read a scalar value besides their operands (v_dual_cndmask_b32's VCC):
        with src0x = s1 and src0y = s5 llvm-mc finds the constant bus (two values) overfull. K
        counts as the literal it is; those components are told by their K."""
        names = {op: c for op, c in comps["x"].items() if "k" not in c[1]}
        lines = []
        for op, (mnem, roles) in sorted(names.items()):
            regs = {"vdst": "v0", "src0": "s1", "vsrc1": "v2"}
            lines.append("%s %s :: v_dual_add_f32 v3, s5, v7" % (mnem, ", ".join(regs[r] for r in roles)))
        res = g.llvm_oracle.assemble(lines)
        return {names_op[1][0] for names_op, (got, err) in zip(sorted(names.items()), res)
                if got is None and "constant bus" in err[1]}

    def generate(self, g, types, skip, report):
        comps = self.components(g, report)
        src0 = self.src0_types(g, types, comps)
        regs = self.register_types(g, types)
        hidden = self.hidden_reads(g, comps)
        pairs = [(x, y) for x in sorted(comps["x"]) for y in sorted(comps["y"])]
        dec = g.llvm_oracle.disassemble([self.words(p, dict(_PROBE, vsrc1x=0 if "vsrc1" not in comps["x"][p[0]][1] else 2,
                                                            vsrc1y=0 if "vsrc1" not in comps["y"][p[1]][1] else 6)) for p in pairs])
        rules, wrong = self.rules(g, comps, pairs)
        for pair, rxr, ryr, bad, pred in wrong[:10]:
            report.append("vopd pair %#x/%#x: x %s y %s: llvm-mc says %s, the rules %s" % (pair + (rxr, ryr, bad, pred)))
        names = set(src0.values())
        banks = self.bank_of_names(g, frozenset().union(*(k[4] for k, v in types.by_key.items() if v in names)))
        as_text = ", as: {%s}" % ", ".join("%d: %d" % (c, 256 + b) for c, b in sorted(banks.items())) if banks else ""
        insns = []
        for (x, y), r in zip(pairs, dec):
            if r is None:
                report.append("vopd pair %#x/%#x: llvm-mc decodes no instruction" % (x, y))
                continue
            slots, has, unused, has_k = [], {"x": set(), "y": set()}, [], False
            for side, op in (("x", x), ("y", y)):
                mnem, roles = comps[side][op]
                side_slots = []
                for role in roles:
                    name = role + side
                    has[side].add(role)
                    if role == "k":
                        has_k = True
                        side_slots.append((name, "k32"))
                    elif role == "src0":
                        side_slots.append((name, src0[(side, op)]))
                    else:
                        side_slots.append((name, regs["vdst" + side] if role == "vdst" else regs[name]))
                slots.append((mnem, side_slots))
                if "vsrc1" not in roles:
                    unused.append("vsrc1" + side)
            rules_here = []
            for a, b, modulo, message, at_first in rules[(x, y)]:
                if (a, b) == ("vdstx", "vdsty") and "dst" in message:
                    rules_here.append('{operands: [%s, %s], modulo: 2, implied: true, message: "%s"}' % (a, b, message))
                elif (a, b) != ("vdstx", "vdsty"):  # (src2 of two v_dual_fmac: their destinations, already of two parities)
                    extra = as_text if a == "src0x" else ""
                    extra += ", report: first" if at_first else ""
                    rules_here.append('{operands: [%s, %s], modulo: %d, codes: "256..511"%s, message: "%s"}' % (a, b, modulo, extra, message))
            ins = dict(op=x, mnemonic=slots[0][0], slots=slots, text=r[0], format="VOPDK" if has_k else "VOPD",
                       doc="%s (X) and %s (Y, opy %#x) issued together" % (slots[0][0], slots[1][0], y),
                       fixed=[("opy", "%#x" % y)] + [(f, "0") for f in unused], ignore=[],
                       insn_extra=["differ: [%s]" % ", ".join(rules_here)])
            if slots[0][0] in hidden or slots[1][0] in hidden:  # the two read the same VCC
                ins["insn_extra"].append("constant_bus_reads: 1")
            insns.append(ins)
        return insns


VOPD = VopdFamily()
FAMILIES = [VOPD]
