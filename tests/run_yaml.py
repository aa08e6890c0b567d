#!/usr/bin/env python3
"""The buffers, args and checks of a tests/<target>/run/X.yaml, from the @buf lines of X.s.

A run/ test states each expected value once, beside the code that computes it:

    ld.const.b64 u2, [u0+8]      // @buf div_zero[5]: i32 == -1 -- b = 0 gives -1

declares buffer `div_zero` (5 x i32, zero-filled unless `init={...}` follows the type), passes
its address as the next 8-byte argument (the ld.const offset on the line, or gfx11's
`s_load_b64 s[N:M], s[0:1], OFFSET`, if any, must be that argument's offset) and checks it after the run against the expression (the launch file's
expression language) or, for two-element u32 buffers, a list `[lo, hi]` (a 64-bit value as its
two words); `~ T` after it allows an absolute error T (the SFU's stated accuracy). `-- text` becomes a comment in the launch file. `@buf` without `==` declares an
input buffer; `@check NAME == EXPR` adds a check of a declared buffer. wisa files pass the
addresses as kernel arguments; linx041 files (`-t linx041`) bind `@buf NAME[N]: T -> a0` to a
global register instead; `@in a2 = {f64: 1.5}` sets a global at the start and
`@global s0: f64 == 3.25` (also with `~ T`) checks one after the run.

The launch file keeps everything above the line `# -- generated` and this script rewrites the
rest: `run_yaml.py X.s` rewrites X.yaml, `run_yaml.py --check X.s...` says whether each is
current (tests/run_golden.sh runs it).
"""
import re
import sys

MARK = "# -- generated from the @buf lines of the .s file by tests/run_yaml.py; do not edit below"
BUF = re.compile(r"@buf\s+(\w+)\[(\d+)\]:\s*(\w+)(?:\s+init=(\{(?:[^{}]|\{[^{}]*\})*\}))?(?:\s*->\s*(\w+))?(?:\s*==\s*(.*?))?(?:\s*~\s*(\S+))?\s*(?:--\s*(.*))?$")
CHECK = re.compile(r"@check\s+(\w+)(?:\[(\d+)\])?\s*==\s*(.*?)\s*(?:--\s*(.*))?$")
GLOBAL_IN = re.compile(r"@in\s+(\w+)\s*=\s*(.*?)\s*(?:--\s*(.*))?$")
GLOBAL = re.compile(r"@global\s+(\w+):\s*(\w+)\s*==\s*(\S+)(?:\s*~\s*(\S+))?\s*(?:--\s*(.*))?$")
LDC = re.compile(r"ld\.const\.b64\s+u\d+,\s*\[u0\+(\d+)\]|s_load_b64\s+s\[\d+:\d+\],\s*s\[0:1\],\s*(0x[0-9a-fA-F]+|\d+)")


def expect(e):
    m = re.fullmatch(r"\[\s*(\S+)\s*,\s*(\S+)\s*\]", e)
    if m:  # two words: element 0 = lo, element 1 = hi, as lo + (hi - lo) * i (u32 arithmetic wraps)
        return f"{m[1]} + ({m[2]} - {m[1]}) * i", 2
    return e, None


def generate(path):
    bufs, args, checks, globals_, gchecks = [], [], [], [], []
    def annotate(comment, code, ln):
        if m := BUF.search(comment):
            name, count, ty, init, reg, exp, tol, why = m.groups()
            b = f"  - {{name: {name}, type: {ty}, count: {count}" + (f", init: {init}" if init else "") + "}"
            bufs.append(b)
            if reg:
                globals_.append(f"  {reg}: {{buffer: {name}}}")
            else:
                off = 8 * len(args)
                if (l := LDC.search(code)) and int(l[1] or l[2], 0) != off:
                    sys.exit(f"{path}:{ln}: @buf {name} is argument {len(args)} at offset {off}, but the line loads offset {l[1] or l[2]}")
                args.append(f"  - {{buffer: {name}}}")
            if exp:
                checks.append((name, None, exp, why and why.strip(), ln, count, tol))
        elif m := CHECK.search(comment):
            name, count, exp, why = m.groups()
            checks.append((name, count, exp, why and why.strip(), ln, None, None))
        elif m := GLOBAL_IN.search(comment):
            reg, val, why = m.groups(); why = why and why.strip()
            globals_.append(f"  {reg}: {val}" + (f"  # {why}" if why else ""))
        elif m := GLOBAL.search(comment):
            reg, ty, val, tol, why = m.groups(); why = why and why.strip()
            gchecks.append(f"  - {{global: {reg}, type: {ty}, expect: {val}" + (f", tolerance: {tol}" if tol else "") + "}" + (f"  # {why}" if why else ""))
    for ln, line in enumerate(open(path), 1):
        if "//" not in line:
            continue
        code, comment = line.split("//", 1)
        for part in re.split(r"(?=@(?:buf|check|global|in)\b)", comment):
            annotate(part, code, ln)

    out = [MARK]
    if globals_:
        out += ["globals:"] + globals_
    if bufs:
        out += ["buffers:"] + bufs
    if args:
        out += ["args:"] + args
    if checks or gchecks:
        out.append("checks:")
    for name, count, exp, why, ln, bcount, tol in checks:
        e, n = expect(exp)
        if n and bcount and int(bcount) != n:
            sys.exit(f"{path}:{ln}: a [lo, hi] expectation needs a buffer of 2 elements")
        c = f"  - {{buffer: {name}, expect: \"{e}\"" + (f", count: {count}" if count else "") + (f", tolerance: {tol}" if tol else "") + "}"
        out.append(c + (f"  # {why}" if why else ""))
    out += gchecks
    return "\n".join(out) + "\n"


def main():
    argv = sys.argv[1:]
    check = argv[:1] == ["--check"]
    bad = 0
    for s in argv[1:] if check else argv:
        y = s[:-2] + ".yaml"
        text = open(y).read()
        head = text.split(MARK)[0]
        new = head + generate(s)
        if check:
            if new != text:
                print(f"{y}: not current with the @buf lines of {s}; run tests/run_yaml.py {s}")
                bad += 1
        else:
            open(y, "w").write(new)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
