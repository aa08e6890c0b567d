"""The DPP forms of VOP3P (`v_fma_mix_f32_e64_dpp`, `v_dot2_f32_f16_e64_dpp` ...): the VOP3P word with
src0 = 0xFA (DPP16) or 0xE9 / 0xEA (DPP8; 0xEA: fi) in field `dpp`, and a third dword with the VGPR
source and the DPP fields, as dpp_families.Vop3DppFamily has them for VOP3. Which opcodes have them,
their operands, lists and source modifiers are learned as vop3p_family.Vop3pFamily learns the VOP3P
forms, on DPP16 words whose DPP tail the oracle wrapper strips; then the DPP bits and the DPP8 forms."""
import dpp_families
import vop3p_family
from dpp_families import DPP16, DPP8, DPP8_FI, _DPP8_ID, _QUAD_ID, _TAIL16

_BASE = {f: v for f, v in vop3p_family._FIELDS.items() if f != "src0"}


class Vop3pDppFamily(vop3p_family.Vop3pFamily):

    def __init__(self):
        super().__init__()
        self.name = "vop3p_dpp"
        self.title = "Vector packed and mixed precision (VOP3P) DPP16 and DPP8 forms"
        self.fields = dict(_BASE, dpp=(32, 9), **dpp_families._VOP3_DPP16_DWORD)
        self.fields8 = dict(_BASE, dpp=(32, 9), **dpp_families._VOP3_DPP8_DWORD)
        self.defaults = {"dpp": DPP16, "dpp_ctrl": _QUAD_ID, "row_mask": 15, "bank_mask": 15}
        self.doc_by_format = {
            "VOP3P": "the DPP16 form of a VOP3P opcode: src0 a VGPR read through a lane permutation (dpp_ctrl), row_mask and bank_mask "
                     "selecting the rows and banks written, bound_ctrl and fi, with the VOP3P lists and clamp; the DPP8 forms: eight "
                     "3-bit lane selectors"}

    def words(self, op, values, fields=None):
        return dpp_families.three_dwords(self, op, values, fields)

    def classify(self, g, ops, probe):
        return dpp_families.src0_is_vgpr(super().classify(g, ops, probe))

    def generate(self, g, types, skip, report):
        h = dpp_families._Helpers(g)
        self.plain_helpers = g
        found = self.find_opcodes(h, report, skip)
        self.find_modifiers(h, found, report)
        self.find_codes(h, found, dpp_families._VgprSourceTypes(types))
        self.find_fixed(h, found)
        for ins in list(found.values()):
            if ins["trouble"]:
                report.append("vop3p_dpp opcode %#x %s: %s" % (ins["op"], ins["mnemonic"], ins["trouble"]))
                del found[ins["op"]]
        dpp_families.Vop3DppFamily.find_dpp_bits(self, found, report)
        self.find_dpp8(found, report)
        return [self.dpp_instruction(found[op]) for op in sorted(found)]

    def value_types(self, g, found):
        """The sources' value types, asked of the opcode's VOP3P form (no literal is allowed in a DPP
        form, and literals are how llvm-mc tells the types apart): its sources are the same."""
        return vop3p_family.VOP3P.value_types(self.plain_helpers, found)

    def find_dpp8(self, found, report):
        ops = sorted(found)
        words = [self.words(op, dict(found[op]["probe"], dpp=d, dpp8=_DPP8_ID), self.fields8) for op in ops for d in (DPP8, DPP8_FI)]
        dpp_families.mark_dpp8(found, ops, words, 3, "vop3p_dpp", report)

    def dpp_instruction(self, ins):
        return dpp_families.Vop3DppFamily.dpp_instruction(self, ins)

    def syntax(self, mnemonic, slots):
        keyed = ("clamp",) + vop3p_family._LISTS + tuple(n for n, _ in dpp_families._DPP16_TAIL + dpp_families._DPP8_TAIL)
        regs = [s for s in slots if s[0] not in keyed and s[0] is not None]
        rest = [s for s in slots if s not in regs]
        text = mnemonic + (" " + ", ".join("{%s:%s}" % s for s in regs) if regs else "")
        return text + "".join(" " + (t if f is None else "{%s:%s}" % (f, t)) for f, t in rest)


FAMILIES = [Vop3pDppFamily()]
