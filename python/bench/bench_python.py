#!/usr/bin/env python3
"""The Python module against the command line on the same generated 1M-line wisa source
(bench/gen_source, as scripts/bench.sh uses):

  assemble   Target.assemble(text) (ELF)             vs  simtloom asm big.s -o big.o
  decode     Target.decode(code, off), one call per instruction, and Target.decode_all(code)
             vs  simtloom dis --raw big.bin > /dev/null (decode and print every instruction)
  disassemble Target.disassemble(code)               vs  the same command

Usage: PYTHONPATH=BUILD/python python3 python/bench/bench_python.py BUILD [LINES]
Best of RUNS (default 3) runs each; prints seconds and millions of instructions per second.
"""
import os
import pathlib
import subprocess
import sys
import tempfile
import time

import simtloom

build = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "build")
lines = int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000
runs = int(os.environ.get("RUNS", "3"))
binary = build / "simtloom"


def best(fn):
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times)


def report(what, seconds, n):
    print(f"{what:48} {seconds:8.3f} s  {n / seconds / 1e6:8.2f} M instructions/s")


with tempfile.TemporaryDirectory() as tmp:
    tmp = pathlib.Path(tmp)
    src = tmp / "big.s"
    out = subprocess.run([str(build / "bench/gen_source"), "wisa", str(lines), str(src)], check=True, capture_output=True, text=True).stdout.split()
    n_lines, n_insns = int(out[0]), int(out[1])
    text = src.read_text()
    print(f"source: {n_lines} lines, {n_insns} instructions; load average {os.getloadavg()[0]:.2f}; best of {runs}")
    t = simtloom.Target("wisa")

    report("asm: simtloom asm big.s -o big.o", best(lambda: subprocess.run([binary, "asm", src, "-o", tmp / "big.o"], check=True)), n_insns)
    report("asm: Target.assemble(text)", best(lambda: t.assemble(text, filename=str(src))), n_insns)

    code = t.assemble(text, format="bin")
    (tmp / "big.bin").write_bytes(code)
    with open(os.devnull, "wb") as null:
        report("dis: simtloom dis --raw big.bin > /dev/null", best(lambda: subprocess.run([binary, "dis", "--raw", tmp / "big.bin"], stdout=null, check=True)),
               n_insns)
    report("dis: Target.disassemble(code)", best(lambda: t.disassemble(code)), n_insns)

    def one_at_a_time():
        off, n, decode = 0, 0, t.decode
        while off < len(code):
            off += decode(code, off).length
            n += 1
        assert n == n_insns, (n, n_insns)

    report("decode: Target.decode(code, off), one call each", best(one_at_a_time), n_insns)
    report("decode: Target.decode_all(code), one call", best(lambda: t.decode_all(code)), n_insns)

# Kernels from Python threads: the GIL is released while a kernel runs, so runs overlap.
import threading  # noqa: E402

import numpy as np  # noqa: E402

source = (pathlib.Path(__file__).resolve().parents[2] / "examples/matmul/matmul.s").read_text()
launch = simtloom.load_launch(str(pathlib.Path(__file__).resolve().parents[2] / "examples/matmul/matmul.yaml"))
keys = {k: launch[k] for k in ("kernel", "grid", "workgroup")}
jobs = 8  # divisible by every thread count below


def one():
    simtloom.run(source, args=[np.copy(a) if isinstance(a, np.ndarray) else a for a in launch["args"]], **keys)


def threaded(n_threads):
    def work(share):
        for _ in range(share):
            one()

    ts = [threading.Thread(target=work, args=(jobs // n_threads,)) for _ in range(n_threads)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()


serial = best(lambda: threaded(1))
for n in (2, 4):
    par = best(lambda: threaded(n))
    print(f"run: {jobs} matmul launches on {n} Python threads {par:8.3f} s, on 1 thread {serial:8.3f} s: {serial / par:.2f}x")
