"""What an operand type's `modes:` in isa/gfx11/target.yaml print a value as (the rule of
src/desc/call_modes.h, read from the YAML): the generator compares it with llvm-objdump's text."""
import os

import yaml

TARGET = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "isa", "gfx11", "target.yaml")


def load(type_name, path=TARGET):
    with open(path) as fh:
        t = yaml.safe_load(fh)["operand_types"][type_name]
    return t["call"], t["modes"]


def _bits(spec):
    hi, _, lo = str(spec).partition(":")
    hi, lo = int(hi), int(lo or hi)
    return lo, (1 << (hi - lo + 1)) - 1


def _number(arg, v, earlier):
    """The argument's number in v, or None when the assembler would not take it there."""
    lo, mask = _bits(arg["bits"])
    stored, bias = (v >> lo) & mask, int(arg.get("bias", 0))
    n = -(stored + bias) if arg.get("negate") else stored + bias
    rmin, _, rmax = str(arg.get("range", "0..%d" % mask)).partition("..")
    if not int(rmin) <= n <= int(rmax):
        return None
    if arg.get("power_of_two") and (n <= 0 or n & (n - 1)):
        return None
    if "below" in arg and n >= earlier[arg["below"]]:
        return None
    return n


def _string(arg, v):
    fields = [_bits(f)[0] for f in arg["fields"]]
    out = ""
    for k in range(arg["length"]):
        bit = arg["length"] - 1 - k
        out += arg["print"]["".join(str((v >> (lo + bit)) & 1) for lo in fields)]
    return out


def text(modes, v):
    """'MODE,a,b' for the first mode that prints v, or None."""
    for m in modes:
        fixed = m.get("fixed", {})
        if any(((v >> _bits(b)[0]) & _bits(b)[1]) != val for b, val in fixed.items()):
            continue
        parts, nums = [m["name"]], []
        for a in m.get("args", []):
            if "length" in a:
                parts.append('"%s"' % _string(a, v))
                nums.append(0)
                continue
            n = _number(a, v, nums)
            if n is None:
                break
            nums.append(n)
            parts.append(str(n))
        else:
            return ",".join(parts)
    return None


def keyed_text(key, call_and_modes, v):
    """' key:call(...)', ' key:N' or '' (0, the default) as the printer writes the operand."""
    call, modes = call_and_modes
    if v == 0:
        return ""
    t = text(modes, v)
    return " %s:%s(%s)" % (key, call, t) if t else " %s:%d" % (key, v)
