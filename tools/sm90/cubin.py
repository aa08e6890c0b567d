"""The code of a cubin: its .text.<kernel> sections as lists of 128-bit words."""
import struct


def text_sections(path):
    data = open(path, "rb").read()
    if data[:4] != b"\x7fELF" or data[4] != 2:
        raise ValueError(f"{path}: not a 64-bit ELF file")
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    secs = []
    for i in range(shnum):
        name, typ, flags, addr, off, size = struct.unpack_from("<IIQQQQ", data, shoff + i * shentsize)
        secs.append((name, typ, off, size))
    stroff = secs[shstrndx][2]

    def name_of(n):
        end = data.index(b"\0", stroff + n)
        return data[stroff + n:end].decode()

    out = []
    for name, typ, off, size in secs:
        nm = name_of(name)
        if nm.startswith(".text.") and typ == 1:
            raw = data[off:off + size]
            words = []
            for k in range(0, len(raw) - 15, 16):
                lo, hi = struct.unpack_from("<QQ", raw, k)
                words.append(hi << 64 | lo)
            out.append((nm, words))
    return out
