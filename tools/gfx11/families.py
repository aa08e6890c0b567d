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
        self.field_by_probe = {v: f for f, v in probe.items() if f in roles}

    def word(self, op, values):
        w = self.enc << self.enc_field[0] | op << self.op_field[0]
        for f, (lo, width) in self.fields.items():
            w |= (values.get(f, 0) & ((1 << width) - 1)) << lo
        return w

    def extra_dwords(self, values):
        """Dwords after the first (64-bit formats); none for the 32-bit families."""
        return []

    def role(self, field):
        return self.roles[field]

    def immediate_style(self, tok, tok2):
        """An immediate printed `tok` for probe and `tok2` for probe2: (field, "imm", type) or None."""
        for field in self.imm:
            a, b = self.probe[field], self.probe2[field]
            styles = {("0x%x" % a, "0x%x" % b): "hex16", (str(a), "0x%x" % b): "imm16", (str(a), str(b)): "label"}
            t = styles.get((tok, tok2))
            if t:
                return field, "imm", t
        return None


SOP1 = Family("sop1", "Scalar one-source (SOP1)", "SOP1", 0x17d, (23, 9), (8, 8), range(256),
              {"sdst": (16, 7), "ssrc0": (0, 8)}, {"sdst": 4, "ssrc0": 8}, {"sdst": 4, "ssrc0": 8},
              {"sdst": "sdst", "ssrc0": "ssrc"},
              doc="a scalar destination (or none) and one scalar source; a source of 255 is a 32-bit literal after the instruction")
SOP2 = Family("sop2", "Scalar two-source (SOP2)", "SOP2", 0x2, (30, 2), (23, 7), range(0x60),
              {"sdst": (16, 7), "ssrc0": (0, 8), "ssrc1": (8, 8)}, {"sdst": 4, "ssrc0": 8, "ssrc1": 12},
              {"sdst": 4, "ssrc0": 8, "ssrc1": 12}, {"sdst": "sdst", "ssrc0": "ssrc", "ssrc1": "ssrc"},
              doc="a scalar destination and two scalar sources; the sources share one 32-bit literal")
SOPC = Family("sopc", "Scalar compare (SOPC)", "SOPC", 0x17e, (23, 9), (16, 7), range(0x80),
              {"ssrc0": (0, 8), "ssrc1": (8, 8)}, {"ssrc0": 8, "ssrc1": 12}, {"ssrc0": 8, "ssrc1": 12},
              {"ssrc0": "ssrc", "ssrc1": "ssrc"}, doc="two scalar sources compared into SCC")
SOPK = Family("sopk", "Scalar with a 16-bit constant (SOPK)", "SOPK", 0xb, (28, 4), (23, 5), range(0x1d),
              {"sdst": (16, 7), "simm16": (0, 16)}, {"sdst": 4, "simm16": 5}, {"sdst": 4, "simm16": 0xfffe},
              {"sdst": "sdst"}, imm={"simm16": "simm16"},
              doc="a scalar register and a 16-bit constant in the instruction word",
              not_yet={"s_version": "its operand has names (UC_VERSION_GFX7|UC_VERSION_MDP_BIT...) not described yet"})

ALL = [SOP1, SOP2, SOPC, SOPK]

TYPE_DOCS = {
    "sdst": "scalar destination (or a scalar register read in place)",
    "ssrc": "scalar source: registers, inline constants, a literal",
}
