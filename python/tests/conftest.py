"""Shared helpers of the Python module's tests: the repository, the command, its --stats."""
import json
import os
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("SIMTLOOM_BINARY", str(ROOT / "build" / "simtloom"))


def command(*args, check=True):
    """The command line's result (the oracle the module is compared with)."""
    p = subprocess.run([BINARY, *map(str, args)], capture_output=True, text=False, cwd=ROOT)
    if check and p.returncode != 0:
        raise AssertionError(f"simtloom {' '.join(map(str, args))} failed:\n{p.stderr.decode()}")
    return p


def command_stats(tmp_path, *args):
    """`simtloom run ... --stats FILE` and the statistics it wrote."""
    out = tmp_path / "stats.json"
    p = command("run", *args, "--stats", out, check=False)
    return p, json.loads(out.read_text())


def fnv1a(data: bytes) -> str:
    """The digest the statistics give each buffer (cli/run/report.cpp)."""
    h = 1469598103934665603
    for b in data:
        h = ((h ^ b) * 1099511628211) & 0xFFFFFFFFFFFFFFFF
    return f"{h:016x}"


@pytest.fixture(scope="session")
def collatz_data():
    """examples/collatz's start values come from its Python reference (git-ignored files)."""
    if not (ROOT / "examples/collatz/start.npy").exists():
        subprocess.run([sys.executable, str(ROOT / "examples/collatz/collatz_ref.py")], check=True, cwd=ROOT)
