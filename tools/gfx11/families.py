"""The encoding families the generator asks llvm-mc about: where each field is, the probe values
that make every printed operand name its field, and how an immediate's printing is recognised."""


class Family:
    def __init__(self, name, title, fmt, enc, enc_field, op_field, opcodes, fields, probe, probe2, roles, imm=None, doc="",
                 not_yet=None):
        self.name, self.title, self.format = name, title, fmt
        self.enc, self.enc_field = enc, enc_field  # the fixed encoding bits: value and (lo, width)
        self.op_field = op_field                    # (lo, width)
        self.opcodes = list(opcodes)
        self.fields = fields                        # operand fields: name -> (lo, width)
        self.probe, self.probe2 = probe, probe2     # field values of the two probe words
        self.roles = roles                          # field -> operand-type role ("sdst", "ssrc")
        self.imm = imm or {}                        # immediate field -> its name in the template
        self.doc = doc
        self.not_yet = not_yet or {}  # mnemonic -> why the generator leaves it out for now
        # printed register number -> field (a field value stands for code value << scale)
        self.field_by_probe = {v << self.scales.get(f, 0): f for f, v in probe.items() if f in roles}

    def words(self, op, values):
        return [self.word(op, values)] + self.extra_dwords(values)

    def word(self, op, values):
        w = self.enc << self.enc_field[0] | op << self.op_field[0]
        for f, (lo, width) in self.fields.items():
            w |= (values.get(f, 0) & ((1 << width) - 1)) << lo
        return w

    scales = {}  # field -> the code a field value stands for is value << scale

    def syntax(self, mnemonic, slots):
        ops = ", ".join(t if f is None else "{%s:%s}" % (f, t) for f, t in slots)
        return mnemonic + (" " + ops if ops else "")

    def extra_dwords(self, values):
        """Dwords after the first (64-bit formats); none for the 32-bit families."""
        return []

    def role(self, field):
        return self.roles[field]

    symbolic = {}  # an immediate printed "hwreg(...)": the operand type that reads and writes it

    def insn_extras(self, op):
        """Keys of an opcode's generated entry beyond the family's (SOPK's "format" of s_setreg_imm32_b32)."""
        return {}

    def op_fields(self, op):
        """The operand fields an opcode's format has."""
        return self.fields

    def immediate_style(self, tok, tok2):
        """An immediate printed `tok` for probe and `tok2` for probe2: (field, "imm", type) or None.
        A symbolic one needs only the first probe to show its names (s_version's 0xfffe is a number)."""
        for field in self.imm:
            for prefix, t in self.symbolic.items():
                if tok.startswith(prefix) and (tok2.startswith(prefix) or t == "version"):
                    return field, "imm", t
            a, b = self.probe[field], self.probe2[field]
            styles = {("0x%x" % a, "0x%x" % b): "hex16", (str(a), "0x%x" % b): "imm16", (str(a), str(b)): "label"}
            t = styles.get((tok, tok2))
            if t:
                return field, "imm", t
        return None


SOP1 = Family("sop1", "Scalar one-source (SOP1)", "SOP1", 0x17d, (23, 9), (8, 8), range(256),
              {"sdst": (16, 7), "ssrc0": (0, 8)}, {"sdst": 4, "ssrc0": 8}, {"sdst": 4, "ssrc0": 8},
              {"sdst": "sdst", "ssrc0": "ssrc"},
              doc="a scalar destination (or none) and one scalar source; a source of 255 is a 32-bit literal after the instruction",
              imm={"ssrc0": "ssrc0"})
SOP1.symbolic = {"sendmsg(": "sendmsg_rtn"}  # s_sendmsg_rtn_b32/b64: the message in ssrc0
SOP2 = Family("sop2", "Scalar two-source (SOP2)", "SOP2", 0x2, (30, 2), (23, 7), range(0x60),
              {"sdst": (16, 7), "ssrc0": (0, 8), "ssrc1": (8, 8)}, {"sdst": 4, "ssrc0": 8, "ssrc1": 12},
              {"sdst": 4, "ssrc0": 8, "ssrc1": 12}, {"sdst": "sdst", "ssrc0": "ssrc", "ssrc1": "ssrc"},
              doc="a scalar destination and two scalar sources; the sources share one 32-bit literal")
SOPC = Family("sopc", "Scalar compare (SOPC)", "SOPC", 0x17e, (23, 9), (16, 7), range(0x80),
              {"ssrc0": (0, 8), "ssrc1": (8, 8)}, {"ssrc0": 8, "ssrc1": 12}, {"ssrc0": 8, "ssrc1": 12},
              {"ssrc0": "ssrc", "ssrc1": "ssrc"}, doc="two scalar sources compared into SCC")
class SopkFamily(Family):
    """SOPK. s_setreg_imm32_b32 (opcode 0x13) has a 32-bit constant in a second dword (format
    SOPK_LIT, field imm32), which its probe words carry."""
    literal_ops = {0x13: "SOPK_LIT"}

    def words(self, op, values):
        w = [self.word(op, values) & 0xFFFFFFFF]
        return w + [values.get("imm32", 0) & 0xFFFFFFFF] if op in self.literal_ops else w

    docs = {0x1: "the microcode version the program was written for (no operation)",
            0x13: "a hardware register field and a 32-bit constant in the dword after the instruction word"}

    def insn_extras(self, op):
        extras = {"doc": self.docs[op]} if op in self.docs else {}
        return dict(extras, format=self.literal_ops[op]) if op in self.literal_ops else extras

    def op_fields(self, op):
        return self.fields if op in self.literal_ops else {f: v for f, v in self.fields.items() if f != "imm32"}

    def immediate_style(self, tok, tok2):
        # The constant prints as a 32-bit integer source's inline constant, else in hex.
        if (tok, tok2) == ("0x%x" % self.probe["imm32"], str(self.probe2["imm32"])):
            return "imm32", "imm", "imm32"
        return super().immediate_style(tok, tok2)


# simm16's first probe is 6: s_version prints it as UC_VERSION_GFX11 (its `version` type), the
# others as they print 5.
SOPK = SopkFamily("sopk", "Scalar with a 16-bit constant (SOPK)", "SOPK", 0xb, (28, 4), (23, 5), range(0x1d),
                  {"sdst": (16, 7), "simm16": (0, 16), "imm32": (32, 32)}, {"sdst": 4, "simm16": 6, "imm32": 0x12345678},
                  {"sdst": 4, "simm16": 0xfffe, "imm32": 5}, {"sdst": "sdst"}, imm={"simm16": "simm16"},
                  doc="a scalar register and a 16-bit constant in the instruction word")
SOPK.symbolic = {"hwreg(": "hwreg", "UC_VERSION_": "version"}  # s_getreg_b32, s_setreg_b32; s_version



class Family64(Family):
    """A 64-bit format: fields at bit 32 and above go into the second dword."""

    def word(self, op, values):
        return super().word(op, values) & 0xFFFFFFFF

    def extra_dwords(self, values):
        w = 0
        for f, (lo, width) in self.fields.items():
            if lo >= 32:
                w |= (values.get(f, 0) & ((1 << width) - 1)) << (lo - 32)
        return [w]


class SmemFamily(Family64):
    """SMEM: 64 bits. Written `m sdata, sbase, offset [glc] [dlc]` without a scalar offset register
    (soffset = null) and `m sdata, sbase, soffset [offset:N] [glc] [dlc]` with one."""
    scales = {"sbase": 1}
    modifiers = ["{glc:glc}", "{dlc:dlc}"]

    def syntax(self, mnemonic, slots):
        regs = [s for s in slots if s[0] in ("sdata", "sbase", "soffset")]
        ops = ", ".join("{%s:%s}" % s for s in regs)
        rest = [s for s in slots if s[0] not in ("sdata", "sbase", "soffset")]
        if not ops:
            return mnemonic
        tail = " ".join("{%s:%s}" % s for s in rest)
        if rest and rest[0][1] in ("smem_offset", "smem_uoffset"):  # the offset alone is an operand
            return "%s %s, %s" % (mnemonic, ops, tail)
        return "%s %s %s" % (mnemonic, ops, tail)


SMEM = SmemFamily("smem", "Scalar memory (SMEM)", "SMEM", 0x3d, (26, 6), (18, 8), range(256),
                  {"sbase": (0, 6), "sdata": (6, 7), "dlc": (13, 1), "glc": (14, 1), "unused0": (15, 3), "offset": (32, 21),
                   "unused1": (53, 4), "soffset": (57, 7)},
                  {"sdata": 4, "sbase": 4, "soffset": 124, "offset": 0x10}, {"sdata": 4, "sbase": 4, "soffset": 12, "offset": 0x10, "glc": 1, "dlc": 1},
                  {"sdata": "sdata", "sbase": "sbase", "soffset": "soffset"},
                  doc="scalar memory: data registers, a base address, a byte offset and an optional scalar offset register")


class VopFamily(Family):
    """VOP1, VOP2, VOPC (the 32-bit _e32 forms): src0 is a 9-bit source code (VGPRs at 256..511),
    vdst and vsrc1 are 8-bit VGPR fields (code = 256 + field; vdst of v_readfirstlane is an SGPR).
    The operand's value type is learned from how llvm-mc prints literals in src0."""
    vgpr_fields = ("vdst", "vsrc1")

    def __init__(self, *args, **kw):
        super().__init__(*args, **kw)
        # src0's probe is v8 (code 264): it prints as register 8
        self.field_by_probe = {(v - 256 if v >= 256 else v): f for f, v in self.probe.items() if f in self.roles}


_VOP_NOT_YET = {}

VOP2 = VopFamily("vop2", "Vector two-source (VOP2)", "VOP2", 0x0, (31, 1), (25, 6), range(0x3e),
                 {"vdst": (17, 8), "vsrc1": (9, 8), "src0": (0, 9)}, {"vdst": 4, "vsrc1": 12, "src0": 256 + 8},
                 {"vdst": 4, "vsrc1": 12, "src0": 256 + 8}, {"vdst": "vdst", "vsrc1": "vsrc", "src0": "src"},
                 doc="a vector destination, a source of any kind (255: a 32-bit literal after the instruction) and a vector source",
                 not_yet=_VOP_NOT_YET)
VOP1 = VopFamily("vop1", "Vector one-source (VOP1)", "VOP1", 0x3f, (25, 7), (9, 8), range(256),
                 {"vdst": (17, 8), "src0": (0, 9)}, {"vdst": 4, "src0": 256 + 8}, {"vdst": 4, "src0": 256 + 8},
                 {"vdst": "vdst", "src0": "src"},
                 doc="a vector destination and a source of any kind (255: a 32-bit literal after the instruction)",
                 not_yet=_VOP_NOT_YET)
VOPC = VopFamily("vopc", "Vector compare (VOPC)", "VOPC", 0x3e, (25, 7), (17, 8), range(256),
                 {"vsrc1": (9, 8), "src0": (0, 9)}, {"vsrc1": 12, "src0": 256 + 8}, {"vsrc1": 12, "src0": 256 + 8},
                 {"vsrc1": "vsrc", "src0": "src"},
                 doc="a source of any kind and a vector source compared into VCC (v_cmpx: into EXEC)",
                 not_yet=_VOP_NOT_YET)

ALL = [SOP1, SOP2, SOPC, SOPK, SMEM, VOP1, VOP2, VOPC]
import vop_families  # noqa: E402  (the VOP3 families, in their own file)
ALL += vop_families.FAMILIES
import vop3p_family  # noqa: E402  (VOP3P: packed, mixed precision, dot, WMMA)
ALL += vop3p_family.FAMILIES

TYPE_DOCS = {
    "mask": "lane mask (a bit per lane: one SGPR in wave32, an SGPR pair in wave64)",
    "vdst": "vector destination",
    "vsrc": "vector source (a VGPR)",
    "vdsth": "vector destination: a VGPR's half (vN.l, vN.h)",
    "vsrch": "vector source: a VGPR's half (vN.l, vN.h)",
    "vsrcmh": "vector source: a VGPR's half (vN.l, vN.h), with modifiers (-x, |x|, sext(x))",
    "srch": "vector-ALU source: a VGPR's half (vN.l, vN.h), other registers, inline constants, a literal",
    "vdsty": "vector destination of a VOPD Y half (the field is the register number / 2; the low bit is the opposite of vdstx's)",
    "src": "vector-ALU source: registers, inline constants, a literal",
    "srcm": "vector-ALU source with modifiers (-x, |x|): registers, inline constants, a literal",
    "sdata": "scalar memory data registers",
    "sbase": "scalar memory base address (the field holds the register number / 2)",
    "soffset": "scalar memory offset register",
    "sdst": "scalar destination (or a scalar register read in place)",
    "ssrc": "scalar source: registers, inline constants, a literal",
}

import mem_families  # noqa: E402  (the memory families; they use Family and TYPE_DOCS above)
ALL += mem_families.ALL
import vopd_family  # noqa: E402  (VOPD dual issue)
ALL += vopd_family.FAMILIES
import image_families  # noqa: E402  (MTBUF, MIMG)
import interp_families  # noqa: E402  (LDSDIR, VINTERP, EXP)
ALL += image_families.ALL + interp_families.ALL
import dpp_families  # noqa: E402  (the DPP16 / DPP8 forms of VOP1, VOP2, VOPC)
ALL += dpp_families.DPP_FAMILIES
import vop3p_dpp_family  # noqa: E402  (VOP3P's DPP16 / DPP8 forms)
ALL += vop3p_dpp_family.FAMILIES
