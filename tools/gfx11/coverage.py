#!/usr/bin/env python3
"""How much of clang 19's real gfx1100 output simtloom assembles to llvm-mc's bytes.

Compiles the OpenCL C kernels in tools/gfx11/kernels/ with clang-19 (-O2 -S, gfx1100), keeps
the instruction lines (not directives, labels or the metadata blocks), and counts those that
`simtloom asm -t gfx11` accepts and encodes to the bytes llvm-mc gives the same line.

  tools/gfx11/coverage.py path/to/simtloom [--verbose]
"""
import collections
import glob
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CLANG = "/usr/lib/llvm-19/bin/clang"
MC = "/usr/lib/llvm-19/bin/llvm-mc"
BLOCKS = {".amdgpu_metadata": ".end_amdgpu_metadata", ".amdhsa_kernel": ".end_amdhsa_kernel"}


def instruction_lines(asm):
    out, end = [], None
    for line in asm.splitlines():
        s = re.split(r"\s;|^;|//", line, maxsplit=1)[0].strip()
        if end:
            end = None if s.startswith(end) else end
            continue
        word = s.split(None, 1)[0] if s else ""
        if word in BLOCKS:
            end = BLOCKS[word]
        elif re.match(r"^[\w.$]+:$", s):
            out.append(("label", s))
        elif s and not s.startswith(".") and re.match(r"^[a-z]", s):
            out.append(("insn", s))
    return out


def encodings(cmd, text):
    """(line number -> bytes, line number -> error) for `text` through an llvm-mc-style listing."""
    with tempfile.NamedTemporaryFile("w", suffix=".s", delete=False) as f:
        f.write(text)
        path = f.name
    p = subprocess.run(cmd + [path], capture_output=True, text=True)
    os.unlink(path)
    errors = {int(m.group(1)): m.group(2) for m in re.finditer(r"^[^:\n]*:(\d+):\d+: error: (.*)$", p.stderr, re.M)}
    # llvm-mc's listing writes a label's bytes still to be fixed up as letters: those match anything.
    encs = [tuple(None if re.fullmatch(r"[A-Z]", b.strip()) else int(b, 16) for b in m.group(1).split(","))
            for m in re.finditer(r"encoding: \[([^\]]*)\]", p.stdout)]
    return encs, errors


def same_bytes(ours, theirs):
    return ours is not None and len(ours) == len(theirs) and all(t is None or o == t for o, t in zip(ours, theirs))


def main():
    simtloom = sys.argv[1] if len(sys.argv) > 1 else "build/simtloom"
    verbose = "--verbose" in sys.argv
    total = ok = 0
    why = collections.Counter()
    with tempfile.TemporaryDirectory() as d:
        for cl in sorted(glob.glob(os.path.join(HERE, "kernels", "*.cl"))):
            s = os.path.join(d, os.path.basename(cl) + ".s")
            subprocess.run([CLANG, "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx1100", "-nogpulib",
                            "-O2", "-S", cl, "-o", s], check=True)
            lines = instruction_lines(open(s).read())
            insns = [t for k, t in lines if k == "insn"]
            theirs, their_err = encodings([MC, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1100", "-show-encoding"], "\n".join(insns) + "\n")
            assert not their_err, their_err
            # Ours: the whole file with its labels. A line we refuse is replaced by llvm-mc's bytes
            # (as .long data, so that branch offsets stay right) and the file assembled again (the
            # assembler stops after 100 errors) until nothing is refused.
            theirs_by_line = dict(zip([i for i, (k, _) in enumerate(lines) if k == "insn"], theirs))
            refused = {}

            def text_now():
                out = []
                for i, (kind, t) in enumerate(lines):
                    if i in refused:
                        b = bytes(x or 0 for x in theirs_by_line[i])
                        out.append(".long " + ", ".join("0x%08x" % int.from_bytes(b[j:j + 4], "little") for j in range(0, len(b), 4)))
                    else:
                        out.append(t)
                return "\n".join(out) + "\n"
            while True:
                _, errs = encodings([simtloom, "asm", "-t", "gfx11", "--show-encoding"], text_now())
                if not errs:
                    break
                for ln, msg in errs.items():
                    refused[ln - 1] = msg
            ours, _ = encodings([simtloom, "asm", "-t", "gfx11", "--show-encoding"], text_now())
            ours_by_line = dict(zip([i for i, (k, _) in enumerate(lines) if k == "insn" and i not in refused], ours))
            k = 0
            for i, (kind, t) in enumerate(lines):
                if kind != "insn":
                    continue
                total += 1
                mnem = t.split()[0]
                if i in refused:
                    why[mnem] += 1
                    if verbose:
                        print("refused: %s  (%s)" % (t, refused[i]))
                elif not same_bytes(ours_by_line.get(i), theirs[k]):
                    why[mnem + " (different bytes)"] += 1
                    if verbose:
                        print("differs: %s" % t)
                else:
                    ok += 1
                k += 1
    print("gfx11 coverage of clang-19 -O2 output (%d kernels): %d of %d instruction lines (%.1f%%) assemble to llvm-mc's bytes"
          % (len(glob.glob(os.path.join(HERE, "kernels", "*.cl"))), ok, total, 100.0 * ok / max(total, 1)))
    print("most frequent mnemonics not yet assembled: " + ", ".join("%s %d" % kv for kv in why.most_common(15)))


if __name__ == "__main__":
    main()
