#!/usr/bin/env bash
# Assembler/disassembler throughput.
# Usage: scripts/bench.sh BUILD_DIR [benchmark flags...]
#   1. runs BUILD_DIR/bench/bench_asm_dis (in-process, Google Benchmark; extra flags go to it,
#      e.g. --benchmark_filter=Assemble or --benchmark_repetitions=3);
#   2. times the whole command line on a generated 1,000,000-line source:
#        simtloom asm -t wisa big.s -o big.o     and     simtloom dis big.o > /dev/null
#      (best of $RUNS runs, default 3) and prints lines/s and instructions/s;
#   3. if llvm-mc 19 is installed, times it on a comparable AMDGPU source and prints the ratio.
# Environment: RUNS (default 3), LINES (default 1000000), LLVM_MC (default /usr/lib/llvm-19/bin/llvm-mc).
set -euo pipefail

build_dir=${1:?usage: scripts/bench.sh BUILD_DIR [benchmark flags...]}
shift
runs=${RUNS:-3}
lines=${LINES:-1000000}
llvm_mc=${LLVM_MC:-/usr/lib/llvm-19/bin/llvm-mc}
bench_bin=$build_dir/bench/bench_asm_dis
gen_bin=$build_dir/bench/gen_source
simtloom=$build_dir/simtloom
for f in "$bench_bin" "$gen_bin" "$simtloom"; do
  [[ -x $f ]] || { echo "bench.sh: $f is missing; build with: ninja -C $build_dir simtloom bench_asm_dis gen_source" >&2; exit 2; }
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "== in-process benchmarks ($bench_bin)"
SIMTLOOM_BENCH_LINES=$lines "$bench_bin" "$@"

# best_time OUT CMD...: runs CMD $runs times with stdout to OUT; prints "WALL CPU" in seconds for
# the run with the shortest wall time (CPU = user + sys). The best of several runs filters out
# noise from other processes on a shared machine; CPU time shows how much of the wall time was
# this process's own work.
best_time() {
  local out=$1 best="" t
  shift
  local TIMEFORMAT="%3R %3U %3S"
  for ((i = 0; i < runs; ++i)); do
    if ! t=$({ time "$@" >"$out" 2>"$tmp/stderr"; } 2>&1); then
      cat "$tmp/stderr" >&2
      echo "bench.sh: failed: $*" >&2
      exit 1
    fi
    best=$(awk -v t="$t" -v b="$best" 'BEGIN { split(t, x, " "); split(b, y, " ");
      if (b == "" || x[1] + 0 < y[1] + 0) printf "%.3f %.3f\n", x[1], x[2] + x[3]; else print b }')
  done
  echo "$best"
}

# rate COUNT SECONDS: COUNT/SECONDS in millions, two decimals.
rate() { awk -v n="$1" -v s="$2" 'BEGIN { if (s <= 0) print "inf"; else printf "%.2fM", n / s / 1e6 }'; }

echo
echo "== whole process, $lines-line wisa source (best of $runs; $(cut -d' ' -f1-3 /proc/loadavg | sed 's/^/load average /'))"
# gen_source prints "LINES INSTRUCTIONS"; a plain assignment so that set -e sees a failure.
counts=$("$gen_bin" wisa "$lines" "$tmp/big.s")
read -r wisa_lines wisa_insns <<<"$counts"
echo "source: $wisa_lines lines, $wisa_insns instructions, $(stat -c %s "$tmp/big.s") bytes"

t=$(best_time /dev/null "$simtloom" asm -t wisa "$tmp/big.s" -o "$tmp/big.o")
read -r asm_s asm_cpu <<<"$t"
echo "simtloom asm -t wisa big.s -o big.o: ${asm_s}s (cpu ${asm_cpu}s)  $(rate "$wisa_lines" "$asm_s") lines/s  $(rate "$wisa_insns" "$asm_s") instructions/s"

t=$(best_time /dev/null "$simtloom" dis "$tmp/big.o")
read -r dis_s dis_cpu <<<"$t"
echo "simtloom dis big.o > /dev/null:       ${dis_s}s (cpu ${dis_cpu}s)  $(rate "$wisa_insns" "$dis_s") instructions/s"

echo
if [[ -x $llvm_mc ]]; then
  echo "== llvm-mc comparison ($llvm_mc), $lines-line AMDGPU gfx1100 source (best of $runs)"
  counts=$("$gen_bin" amdgpu "$lines" "$tmp/big-amdgpu.s")
  read -r amd_lines amd_insns <<<"$counts"
  t=$(best_time /dev/null "$llvm_mc" -arch=amdgcn -mcpu=gfx1100 -filetype=obj -o /dev/null "$tmp/big-amdgpu.s")
  read -r mc_s mc_cpu <<<"$t"
  echo "llvm-mc -arch=amdgcn -mcpu=gfx1100 -filetype=obj -o /dev/null: ${mc_s}s (cpu ${mc_cpu}s)  $(rate "$amd_lines" "$mc_s") lines/s  $(rate "$amd_insns" "$mc_s") instructions/s"
  awk -v s="$asm_s" -v m="$mc_s" -v sl="$wisa_lines" -v ml="$amd_lines" \
    'BEGIN { printf "assembly speed ratio simtloom/llvm-mc (lines/s): %.2fx\n", (sl / s) / (ml / m) }'
  # The disassembler has a counterpart too: llvm-objdump on the same AMDGPU code.
  llvm_objdump=$(dirname "$llvm_mc")/llvm-objdump
  if [[ -x $llvm_objdump ]]; then
    "$llvm_mc" -arch=amdgcn -mcpu=gfx1100 -filetype=obj -o "$tmp/big-amdgpu.o" "$tmp/big-amdgpu.s"
    t=$(best_time /dev/null "$llvm_objdump" -d --mcpu=gfx1100 "$tmp/big-amdgpu.o")
    read -r od_s od_cpu <<<"$t"
    echo "llvm-objdump -d --mcpu=gfx1100 big-amdgpu.o > /dev/null: ${od_s}s (cpu ${od_cpu}s)  $(rate "$amd_insns" "$od_s") instructions/s"
    awk -v s="$dis_s" -v o="$od_s" -v si="$wisa_insns" -v oi="$amd_insns" \
      'BEGIN { printf "disassembly speed ratio simtloom/llvm-objdump (instructions/s): %.2fx\n", (si / s) / (oi / o) }'
  fi
else
  echo "== llvm-mc comparison skipped: $llvm_mc not found (install llvm-19: scripts/install-deps.sh --oracles)"
fi
