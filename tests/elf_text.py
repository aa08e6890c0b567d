#!/usr/bin/env python3
"""Writes the bytes of one section (default .text) of an ELF64 little-endian object to OUT:
the golden tests compare code after reassembly, whatever data sections a source also has.
Usage: elf_text.py OBJ OUT [SECTION]"""
import struct
import sys


def section(data, want):
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3a)
    headers = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    strtab = headers[shstrndx]
    for h in headers:
        start = strtab[4] + h[0]
        name = data[start:data.index(b"\0", start)].decode()
        if name == want:
            return b"" if h[1] == 8 else data[h[4]:h[4] + h[5]]  # SHT_NOBITS holds no bytes
    return b""


if __name__ == "__main__":
    with open(sys.argv[1], "rb") as fh:
        blob = fh.read()
    with open(sys.argv[2], "wb") as fh:
        fh.write(section(blob, sys.argv[3] if len(sys.argv) > 3 else ".text"))
