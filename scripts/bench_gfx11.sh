#!/usr/bin/env bash
# Assembles and disassembles the same file (default 1M lines) with simtloom and with llvm-mc /
# llvm-objdump 19, side by side in one run, and prints lines/s for each and the ratios. The file is
# real compiler output (bench/gfx11_real_source.py: clang 19's -S output for the project's OpenCL C
# kernels, whole files with their kernel descriptors, every family clang emits), or with `sopp` a
# generated file of program-control instructions only.
#   scripts/bench_gfx11.sh [path/to/simtloom] [lines] [clang|sopp]
set -euo pipefail
simtloom=${1:-build/simtloom}
lines=${2:-1000000}
source_kind=${3:-clang}
llvm=/usr/lib/llvm-19/bin
[[ -x "$llvm/llvm-mc" ]] || { echo "llvm-mc 19 not found in $llvm: install llvm-19" >&2; exit 1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
if [[ $source_kind == clang ]]; then
  read -r lines insns < <(python3 "$(dirname "$0")/../bench/gfx11_real_source.py" "$tmp/in.s" "$lines")
  what="lines of clang 19 output ($insns instructions)"
else
what="SOPP lines"; insns=$lines
python3 - "$tmp/in.s" "$lines" <<'PY'
import sys, random
path, n = sys.argv[1], int(sys.argv[2])
random.seed(1)
forms = [
    lambda: f"s_nop {random.randrange(16)}",
    lambda: "s_waitcnt vmcnt(%d) lgkmcnt(%d)" % (random.randrange(64), random.randrange(64)),
    lambda: "s_delay_alu instid0(VALU_DEP_%d) | instskip(NEXT) | instid1(SALU_CYCLE_1)" % random.randrange(1, 5),
    lambda: f"s_sleep {random.randrange(128)}",
    lambda: f"s_setprio {random.randrange(4)}",
    lambda: "s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)",
    lambda: "s_waitcnt_depctr depctr_va_vdst(%d)" % random.randrange(16),
    lambda: f"s_clause 0x{random.randrange(64):x}",
    lambda: "s_cbranch_scc0 1b",
    lambda: "s_endpgm",
]
with open(path, "w") as f:
    f.write("\t.text\n")
    for i in range(n):
        if i % 1000 == 0:
            f.write("1:\n")  # branches go back to the nearest numeric label
        f.write("\t" + random.choice(forms)() + "\n")
PY
fi
now() { date +%s.%N; }
t0=$(now); "$simtloom" asm -t gfx11 "$tmp/in.s" -o "$tmp/ours.o"; t1=$(now)
"$llvm/llvm-mc" -triple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj "$tmp/in.s" -o "$tmp/llvm.o"; t2=$(now)
"$simtloom" dis -t gfx11 "$tmp/llvm.o" > "$tmp/ours.dis"; t3=$(now)
"$llvm/llvm-objdump" -d --mcpu=gfx1100 "$tmp/llvm.o" > "$tmp/llvm.dis"; t4=$(now)
same="same .text and .rodata bytes"
for sec in .text .rodata; do
  cmp -s <("$llvm/llvm-objcopy" -O binary --only-section=$sec "$tmp/llvm.o" /dev/stdout) \
         <("$llvm/llvm-objcopy" -O binary --only-section=$sec "$tmp/ours.o" /dev/stdout) || same="DIFFERENT $sec bytes"
done
python3 - "$lines" "$t0" "$t1" "$t2" "$t3" "$t4" "$same" "$what" "$insns" <<'PY'
import sys
n = int(sys.argv[1]); t = [float(x) for x in sys.argv[2:7]]; k = int(sys.argv[9])
a_ours, a_llvm, d_ours, d_llvm = t[1]-t[0], t[2]-t[1], t[3]-t[2], t[4]-t[3]
print(f"{n} {sys.argv[8]} ({sys.argv[7]})")
print(f"assemble to ELF : simtloom {a_ours:6.2f} s {n/a_ours:12,.0f} lines/s | llvm-mc      {a_llvm:6.2f} s {n/a_llvm:12,.0f} lines/s | ratio {a_llvm/a_ours:5.2f}x")
print(f"disassemble ELF : simtloom {d_ours:6.2f} s {k/d_ours:12,.0f} insns/s | llvm-objdump {d_llvm:6.2f} s {k/d_llvm:12,.0f} insns/s | ratio {d_llvm/d_ours:5.2f}x")
PY
