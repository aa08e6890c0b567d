#!/usr/bin/env python3
"""Unit checks of the solver's pure parts that need no nvdisasm (ctest sm90_learner_units):
register operands with negation and absolute-value bits (learn.with_register_mods) and how such
a field renders, and the shape that tells an operand-modifier variation (solve.bare_shape)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import learn  # noqa: E402
import solve  # noqa: E402


def reg(lo, hi, cls="R", bits=None):
    return (lo, hi, {"kind": "reg", "cls": cls, "bits": bits or list(range(31, 23, -1)), "n": 8 if cls == "R" else 6,
                     "optional": None})


class RegisterMods(unittest.TestCase):
    def test_mods_of(self):
        self.assertEqual(learn.mods_of("-|R9|", "R9"), (True, True))
        self.assertEqual(learn.mods_of("|R9|", "R9"), (False, True))
        self.assertEqual(learn.mods_of("-R9", "R9"), (True, False))
        self.assertEqual(learn.mods_of("R9", "R9"), (False, False))
        self.assertIsNone(learn.mods_of("R9.H1", "R9"))
        self.assertIsNone(learn.mods_of("|R9", "R9"))

    def test_neg_and_abs_bits_merge_with_the_register(self):
        # Bits [73, 72] (most significant first): 72 negates, 73 takes the absolute value.
        flag = (0, 2, {"kind": "enum", "bits": [73, 72], "n": 2, "names": {0: "R9", 1: "-R9", 2: "|R9|", 3: "-|R9|"}})
        out = learn.with_register_mods("R9", [reg(0, 2), flag])
        self.assertEqual(len(out), 1)
        f = out[0][2]
        self.assertEqual((f["kind"], f["mods"], f["bits"][:2], f["reg_n"], f["n"]), ("src", ["neg", "abs"], [72, 73], 8, 10))
        # Field values: neg is the top bit, abs the next, then the register.
        self.assertEqual(learn.render_field(f, (1 << 9) | (1 << 8) | 5), "-|R5|")
        self.assertEqual(learn.render_field(f, (1 << 8) | 255), "|RZ|")
        self.assertEqual(learn.render_field(f, 7), "R7")

    def test_a_sample_already_negated(self):
        flag = (0, 3, {"kind": "enum", "bits": [63, 62], "n": 2, "names": {0: "R2", 1: "|R2|", 2: "-R2", 3: "-|R2|"}})
        out = learn.with_register_mods("-R2", [reg(1, 3), flag])
        f = out[0][2]
        self.assertEqual(f["mods"], ["neg", "abs"])
        self.assertEqual(f["bits"][:2], [63, 62])

    def test_marks_before_a_suffix(self):
        # HADD2's 'R0.H0_H0': the flag's names span the register alone; the suffix stays its own.
        flag = (0, 2, {"kind": "enum", "bits": [74, 73], "n": 2, "names": {0: "R0", 1: "-R0", 2: "|R0|", 3: "-|R0|"}})
        swz = (2, 8, {"kind": "enum", "bits": [75], "n": 1, "names": {0: ".H0_H0", 1: ".H1_H1"}})
        out = learn.with_register_mods("R0.H0_H0", [reg(0, 2), flag, swz])
        self.assertEqual([(a, b, f["kind"]) for a, b, f in out], [(2, 8, "enum"), (0, 2, "src")])

    def test_other_flags_stay(self):
        # A flag whose names are no negation or absolute value of the register is left as it was.
        flag = (0, 2, {"kind": "enum", "bits": [80], "n": 1, "names": {0: "R9", 1: "R9.H1"}})
        pieces = [reg(0, 2), flag]
        self.assertEqual(learn.with_register_mods("R9", pieces), pieces)
        # So is one that leaves a combination out (nvdisasm refuses -|R9|).
        flag = (0, 2, {"kind": "enum", "bits": [73, 72], "n": 2, "names": {0: "R9", 1: "-R9", 2: "|R9|", 3: None}})
        self.assertEqual(learn.with_register_mods("R9", [reg(0, 2), flag]), [reg(0, 2), flag])


class Shapes(unittest.TestCase):
    def test_bare_shape_drops_operand_marks_only(self):
        self.assertEqual(solve.bare_shape("FFMA R9, -R9, -|R2|, R14"), solve.bare_shape("FFMA R9, R9, R2, R14"))
        self.assertNotEqual(solve.bare_shape("FFMA R9, R9, R2, -1.5"), solve.bare_shape("FFMA R9, R9, R2, R14"))
        self.assertEqual(solve.bare_shape("LDS R8, [R4+-0x10]"), "LDS X, [X+N]")


if __name__ == "__main__":
    unittest.main()
