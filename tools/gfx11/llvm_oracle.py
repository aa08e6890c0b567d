"""Asks llvm-mc 19 / llvm-objdump 19 about gfx1100 words, thousands at a time.

Candidates are laid out at a fixed stride (16 bytes), each padded with `s_nop 0`, assembled from
`.long` lines into one object and disassembled by llvm-objdump: the text at a candidate's offset
is its decoding (".long" when llvm refuses it). One process pair per batch, never one per word.
"""
import hashlib
import os
import pickle
import re
import subprocess
import tempfile

LLVM = os.environ.get("LLVM_BIN", "/usr/lib/llvm-19/bin")
MC = os.path.join(LLVM, "llvm-mc")
OBJDUMP = os.path.join(LLVM, "llvm-objdump")
TRIPLE = ["-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1100"]
# A mode's llvm feature (gfx11's wave64: lane masks are SGPR pairs); none: llvm's default, wave32.
MODE_ATTRS = {"wave64": "+wavefrontsize64"}
STRIDE = 16
S_NOP = 0xBF800000

_LINE = re.compile(r"^\t(.*?)\s*// ([0-9A-F]{12}): ([0-9A-F]{8}(?: [0-9A-F]{8})*)(?: ;.*)?$")


def available():
    return os.access(MC, os.X_OK) and os.access(OBJDUMP, os.X_OK)


# GFX11_ORACLE_CACHE=DIR keeps each batch's answer in DIR, by a hash of the batch: a rerun of the
# generator while working on it asks llvm only what it has not asked before.
CACHE = os.environ.get("GFX11_ORACLE_CACHE")


def _cached(kind, key, compute):
    if not CACHE:
        return compute()
    path = os.path.join(CACHE, kind + "-" + hashlib.sha256(repr(key).encode()).hexdigest())
    if os.path.exists(path):
        with open(path, "rb") as fh:
            return pickle.load(fh)
    value = compute()
    os.makedirs(CACHE, exist_ok=True)
    with open(path + ".tmp", "wb") as fh:
        pickle.dump(value, fh)
    os.replace(path + ".tmp", path)
    return value


def _mattr(mode, dashes):
    return ["%smattr=%s" % (dashes, MODE_ATTRS[mode])] if mode else []


def disassemble(candidates, mode=None):
    """candidates: lists of up to 3 dwords. Returns per candidate (text, dword count) or None.
    llvm-objdump 19 crashes on some MIMG words (NSA addresses past v255): a batch it crashes on is
    split in halves, and a word it crashes on alone is refused."""
    try:
        return _cached("dis", (mode, candidates), lambda: _disassemble(candidates, mode))
    except subprocess.CalledProcessError as e:
        if e.returncode >= 0 or not candidates:
            raise
        if len(candidates) == 1:
            return [None]
        half = len(candidates) // 2
        return disassemble(candidates[:half], mode) + disassemble(candidates[half:], mode)


def _disassemble(candidates, mode):
    lines = [".text"]
    for words in candidates:
        assert 1 <= len(words) <= STRIDE // 4
        pad = [S_NOP] * (STRIDE // 4 - len(words))
        lines.append(".long " + ", ".join("0x%08x" % w for w in list(words) + pad))
    with tempfile.TemporaryDirectory() as d:
        src, obj = os.path.join(d, "c.s"), os.path.join(d, "c.o")
        with open(src, "w") as f:
            f.write("\n".join(lines) + "\n")
        subprocess.run([MC, *TRIPLE, "-filetype=obj", src, "-o", obj], check=True)
        out = subprocess.run([OBJDUMP, "-d", "--mcpu=gfx1100", *_mattr(mode, "--"), obj], check=True, capture_output=True, text=True).stdout
    at = {}
    for line in out.splitlines():
        m = _LINE.match(line)
        if m:
            at[int(m.group(2), 16)] = (m.group(1), len(m.group(3).split()))
    result = []
    for i in range(len(candidates)):
        text, n = at.get(i * STRIDE, (".long", 1))
        result.append(None if text.startswith(".long") else (text, n))
    return result


def assemble(lines, mode=None):
    """Assembles each line alone; returns per line (bytes, None) or (None, error message with column)."""
    return _cached("asm", (mode, lines), lambda: _assemble(lines, mode))


def _assemble(lines, mode):
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "a.s")
        with open(src, "w") as f:
            f.write("\n".join(lines) + "\n")
        p = subprocess.run([MC, *TRIPLE, *_mattr(mode, "-"), "-show-encoding", src], capture_output=True, text=True)
    errors = {}
    for m in re.finditer(r"^.*?:(\d+):(\d+): error: (.*)$", p.stderr, re.M):
        errors.setdefault(int(m.group(1)), (int(m.group(2)), m.group(3)))
    encodings = [bytes(int(b, 16) for b in m.group(1).split(","))
                 for m in re.finditer(r"encoding: \[([^\]]*)\]", p.stdout)]
    result, k = [], 0
    for i in range(1, len(lines) + 1):
        if i in errors:
            result.append((None, errors[i]))
        elif lines[i - 1].strip():
            result.append((encodings[k], None))
            k += 1
        else:
            result.append((b"", None))
    return result
