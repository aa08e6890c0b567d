"""nvdisasm as an oracle: many 128-bit words per process, refused words found by splitting.

A word is an int: hi64 << 64 | lo64 (the first 8 bytes of each 16-byte unit are lo64).
nvdisasm -b SM90a refuses a whole blob at the first word it cannot decode and names its address;
the words before it decode, so a refused batch costs one more process per refused word.
"""
import json
import os
import re
import struct
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor

MASK64 = (1 << 64) - 1
_LINE = re.compile(r"^\s*/\*([0-9a-f]{4,})\*/\s*(.*?)\s*;\s*/\* 0x[0-9a-f]{16} \*/\s*$")
_REFUSED = re.compile(r"at address (0x[0-9a-f]+)")


def find_nvdisasm():
    env = os.environ.get("NVDISASM")
    if env and os.path.exists(env):
        return env
    if os.path.exists("/usr/local/cuda/bin/nvdisasm"):
        return "/usr/local/cuda/bin/nvdisasm"
    try:
        import nvidia  # the PyPI wheel nvidia-cuda-nvdisasm
        for p in nvidia.__path__:
            for sub in ("cu13/bin/nvdisasm", "cu12/bin/nvdisasm", "cuda_nvdisasm/bin/nvdisasm"):
                if os.path.exists(os.path.join(p, sub)):
                    return os.path.join(p, sub)
    except ImportError:
        pass
    return ""


def blob(words):
    return b"".join(struct.pack("<QQ", w & MASK64, w >> 64) for w in words)


def normalize(text):
    """nvdisasm's instruction text with runs of blanks collapsed (it pads some operands)."""
    return re.sub(r"\s+", " ", text).strip()


class Oracle:
    def __init__(self, path=None, arch="SM90a", jobs=2, cache_file=None):
        self.path = path or find_nvdisasm()
        self.arch = arch
        self.jobs = jobs
        self.cache = {}
        self.processes = 0
        # Texts of words asked before (a later run of the solver asks nvdisasm only for new words).
        # Keyed by the word alone: right for every word whose text does not depend on its address.
        self.cache_file = cache_file
        if cache_file and os.path.exists(cache_file):
            with open(cache_file) as fh:
                self.cache = {int(k, 16): v for k, v in json.load(fh).items()}

    def save(self):
        if self.cache_file:
            tmp = self.cache_file + ".tmp"
            with open(tmp, "w") as fh:
                json.dump({f"{k:x}": v for k, v in self.cache.items()}, fh)
            os.replace(tmp, self.cache_file)

    def _once(self, words, f):
        with open(f, "wb") as fh:
            fh.write(blob(words))
        p = subprocess.run([self.path, "-b", self.arch, "-hex", f], capture_output=True, text=True)
        self.processes += 1
        if p.returncode == 0:
            texts = {}
            for line in p.stdout.splitlines():
                m = _LINE.match(line)
                if m:
                    texts[int(m.group(1), 16)] = normalize(m.group(2))
            return [texts.get(16 * i) for i in range(len(words))], None
        m = _REFUSED.search(p.stderr)
        if not m:
            raise RuntimeError("nvdisasm failed without naming an address: " + p.stderr[:300])
        return None, int(m.group(1), 16) // 16

    def _run(self, words):
        """Texts of `words` (None = refused): one process per refused word, plus one for the rest
        (nvdisasm prints nothing for a refused blob, but the words before the refused one are good)."""
        out = [None] * len(words)
        good = []  # indices known to decode
        start = 0
        with tempfile.TemporaryDirectory() as d:
            f = os.path.join(d, "w.bin")
            while start < len(words):
                res, bad = self._once(words[start:], f)
                if res is not None:
                    for i, t in enumerate(res):
                        out[start + i] = t
                    break
                good.extend(range(start, start + bad))
                start += bad + 1
            if good:
                res, bad = self._once([words[i] for i in good], f)
                if res is None:
                    raise RuntimeError("nvdisasm refused a word it had accepted before")
                for i, t in zip(good, res):
                    out[i] = t
        return out

    def texts(self, words):
        """{word: text or None} for every word, cached across calls."""
        todo = sorted({w for w in words if w not in self.cache})
        if todo:
            n = max(1, min(self.jobs, len(todo) // 256 + 1))
            chunks = [todo[i::n] for i in range(n)]
            with ThreadPoolExecutor(n) as ex:
                for chunk, res in zip(chunks, ex.map(self._run, chunks)):
                    for w, t in zip(chunk, res):
                        self.cache[w] = t
        return {w: self.cache[w] for w in words}

    def at_address(self, words):
        """Texts of decodable `words` placed one after another from address 0 (no cache): for
        finding the operands whose text depends on the instruction's address."""
        with tempfile.TemporaryDirectory() as d:
            res, bad = self._once(list(words), os.path.join(d, "w.bin"))
        return res


class AtZero:
    """An oracle for the words of a position-dependent instruction: the text each word has at
    address 0. `token` = (operand index, token index) of the number that holds an address; that
    number is read at the word's own address and moved back to 0."""

    def __init__(self, oracle, token, split):
        self.o, self.token, self.split = oracle, token, split
        self.cache = {}

    def _fix(self, text, addr):
        import sass_text
        g, m, ops = sass_text.parse(text)
        k, j = self.token
        if k >= len(ops):
            return text
        toks = list(sass_text.TOKEN.finditer(ops[k]))
        if j >= len(toks) or not re.fullmatch(r"-?0x[0-9a-f]+", toks[j].group()):
            return text
        v = int(toks[j].group(), 16) - addr
        new = f"{v:#x}" if v >= 0 else f"-{-v:#x}"
        ops[k] = ops[k][:toks[j].start()] + new + ops[k][toks[j].end():]
        return self.split(g, m, ops)

    def texts(self, words):
        todo = [w for w in dict.fromkeys(words) if w not in self.cache]
        for i in range(0, len(todo), 512):
            chunk = todo[i:i + 512]
            raw = self.o.texts(chunk)  # finds refusals (cached); the texts are at unknown addresses
            good = [w for w in chunk if raw[w] is not None]
            res = self.o.at_address(good) if good else []
            for w in chunk:
                self.cache[w] = None
            for n, (w, t) in enumerate(zip(good, res or [])):
                self.cache[w] = self._fix(t, 16 * n) if t is not None else None
        return {w: self.cache[w] for w in words}

