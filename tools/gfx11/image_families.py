"""The typed-buffer and image families the generator asks llvm-mc about: MTBUF (tbuffer_*, MUBUF
with a data format in the instruction), here, and MIMG (image_*), in mimg_family.py.

MTBUF is found as MUBUF is (mem_families.BufferFamily: every idxen / offen / tfe mode a form of
its own, glc slc dlc modifiers), probed with the default format (1, which llvm-mc leaves out);
the format is then a keyed operand after the scalar offset: format:[BUF_FMT_...] for the
formats llvm-mc names, format:N for the others (the `buf_format` enum of target.yaml, which
this generator checks against llvm-mc's names).
"""
import os
import re

from mem_families import BufferFamily

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


class MtbufFamily(BufferFamily):
    """MTBUF: MUBUF's fields with a 4-bit opcode and a 7-bit unified data format in the first dword."""
    default_format = 1

    def probe_values(self, mode, flag, empty=False):
        v = super().probe_values(mode, flag, empty)
        v["format"] = self.default_format
        return v

    def generate(self, gen, types, skip, report):
        self.check_format_names(report)
        insns = super().generate(gen, types, skip, report)
        for ins in insns:
            for form in [ins] + ins["forms"]:
                at = next(k for k, (f, _) in enumerate(form["slots"]) if f == "soffset") + 1
                form["slots"][at:at] = [("format", "buf_format")]
                form["ignore"] = [f for f in form["ignore"] if f != "format"]
        return insns

    def check_format_names(self, report):
        """llvm-mc's name of every format value (format:[NAME]) against the enum in target.yaml."""
        import llvm_oracle
        values = dict(self.probe, format=0)
        res = llvm_oracle.disassemble([self.words(0, dict(values, format=f)) for f in range(128)])
        printed = {}
        for f, r in enumerate(res):
            m = r and re.search(r"format:\[(\w+)\]", r[0])
            if m:
                printed[f] = m.group(1)
        with open(os.path.join(ROOT, "isa", "gfx11", "target.yaml")) as fh:
            text = fh.read()
        lines = text[text.index("\n  buf_format:\n    - ") + 1:].split("\n")[1:]
        block = "\n".join(l for l in lines[:next(k for k, l in enumerate(lines) if not l.startswith("    - "))])
        described = {int(v, 0): n for n, v in re.findall(r'name: "format:\[(\w+)\]", value: (\w+)', block)}
        if described != printed:
            report.append("mtbuf: the buf_format enum of target.yaml differs from llvm-mc's names: %s" %
                          sorted(set(printed.items()) ^ set(described.items()))[:6])


MTBUF = MtbufFamily("mtbuf", "Typed buffer memory (MTBUF)", "MTBUF", 0x3a, (26, 6), (15, 4), range(16),
                    {"offset": (0, 12), "slc": (12, 1), "dlc": (13, 1), "glc": (14, 1), "format": (19, 7),
                     "vaddr": (32, 8), "vdata": (40, 8), "srsrc": (48, 5), "tfe": (53, 1), "offen": (54, 1), "idxen": (55, 1),
                     "soffset": (56, 8)},
                    {"vaddr": 2, "vdata": 5, "srsrc": 2, "soffset": 3, "offset": 0x10, "format": 1}, None, {},
                    doc="typed buffer memory through a resource descriptor: data registers, a vector address (idxen, offen), the descriptor, a scalar offset, the data format and a 12-bit byte offset")

import mimg_family  # noqa: E402  (MIMG: its own file)

ALL = [MTBUF, mimg_family.MIMG]
