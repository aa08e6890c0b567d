#!/usr/bin/env python3
"""CPU reference for examples/collatz: writes start.npy (2000 u32 start values in 1..100000,
including 1, 27 and 77671) and steps.npy (their Collatz step counts) into the directory given
as the first argument (default: this file's directory). Plain Python, no numpy."""
import os
import random
import struct
import sys

N = 2000


def steps(x):
    c = 0
    while x != 1:
        x = 3 * x + 1 if x & 1 else x >> 1
        c += 1
    return c


def npy_u32(values):
    header = "{'descr': '<u4', 'fortran_order': False, 'shape': (%d,), }" % len(values)
    pad = (64 - (10 + len(header) + 1) % 64) % 64
    header += " " * pad + "\n"
    return b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode() + struct.pack("<%dI" % len(values), *values)


def write(path, data):
    tmp = "%s.%d.tmp" % (path, os.getpid())
    with open(tmp, "wb") as f:
        f.write(data)
    os.replace(tmp, path)  # atomic: parallel test runs may write the same file


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    rng = random.Random(2024)
    start = [rng.randint(1, 100000) for _ in range(N)]
    start[0], start[1], start[2] = 1, 27, 77671
    expect = [steps(x) for x in start]
    assert expect[:3] == [0, 111, 231]
    write(os.path.join(out, "start.npy"), npy_u32(start))
    write(os.path.join(out, "steps.npy"), npy_u32(expect))


if __name__ == "__main__":
    main()
