"""nvdisasm's SASS text split into the parts the solver compares: guard, mnemonic, operands, tokens."""
import re

TOKEN = re.compile(r"-?0x[0-9a-f]+|[-+]?(?:INF|QNAN|SNAN)\b|-?\d+(?:\.\d+)?(?:e[+-]?\d+)?|[A-Za-z_][A-Za-z0-9_]*|\S")


def split_ops(s):
    ops, depth, cur = [], 0, ""
    for ch in s:
        if ch in "[(":
            depth += 1
        elif ch in "])":
            depth -= 1
        if ch == "," and depth == 0:
            ops.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        ops.append(cur.strip())
    return ops


def parse(text):
    """(guard, mnemonic, [operand texts]) of one instruction's text (no trailing ';')."""
    parts = text.split(" ", 1)
    guard = ""
    if parts[0].startswith("@"):
        guard = parts[0]
        parts = parts[1].split(" ", 1) if len(parts) > 1 else [""]
    mnem = parts[0]
    ops = split_ops(parts[1]) if len(parts) > 1 else []
    return guard, mnem, ops


def tokens(op):
    return TOKEN.findall(op)
