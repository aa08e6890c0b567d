#!/usr/bin/env python3
"""Regenerates a sample of the gfx11 descriptions (the SOPC, SOPK, FLAT, DS, VOP3P, LDSDIR, VINTERP, EXP and MIMG families) with tools/gfx11/gen_isa.py
and requires the committed files. Exit 77 (ctest: skipped) without llvm-mc 19."""
import os
import subprocess
import sys

root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(root, "tools", "gfx11"))
import llvm_oracle  # noqa: E402

if not llvm_oracle.available():
    print("SKIPPED: llvm-mc 19 / llvm-objdump 19 not found under %s: gfx11 regeneration not checked" % llvm_oracle.LLVM)
    sys.exit(77)
r = subprocess.run([sys.executable, os.path.join(root, "tools", "gfx11", "gen_isa.py"), "--family", "sopc", "--family", "sopk", "--family", "flat", "--family", "ds", "--family", "vop3p", "--family", "ldsdir", "--family", "vinterp", "--family", "exp", "--family", "mimg", "--check"])
sys.exit(r.returncode)
