#!/usr/bin/env bash
# Timing-model throughput (bench/bench_timing.cpp): warp instructions simulated per second on 1
# and 2 host threads, and the speed-up of 2 threads over 1.
#   scripts/bench_timing.sh [BUILD_DIR] [extra benchmark flags...]   (BUILD_DIR default: build)
#   scripts/bench_timing.sh --callgrind [BUILD_DIR]
# The first form prints the benchmark table, then per kernel the one-thread rate by wall time and
# by CPU time, the two-thread rate by wall time, and the ratio of the two wall-time rates. The
# second counts instructions (valgrind --tool=callgrind) per simulated warp instruction on one
# thread, on the small problems and a fixed number of launches: a figure that does not depend on
# the machine's load, for comparing two versions of the simulator.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
callgrind=0
if [[ ${1:-} == --callgrind ]]; then callgrind=1; shift; fi
build=${1:-$root/build}
shift || true
bin=$build/bench/bench_timing
if [[ ! -x $bin ]]; then
  echo "bench_timing.sh: $bin not found; build it with: ninja -C $build bench_timing" >&2
  exit 1
fi

if (( callgrind )); then
  for kernel in Alu Vadd; do
    out=$(mktemp)
    log=$(SIMTLOOM_BENCH_SIM_SMALL=1 SIMTLOOM_BENCH_LAUNCHES=5 valgrind --tool=callgrind --toggle-collect='simtloom::sim::TimingModel::launch*' \
          --callgrind-out-file="$out" "$bin" --benchmark_filter="BM_Timing$kernel/threads:1" 2>&1)
    python3 - "$out" "$kernel" "$log" <<'PY'
import re, sys
path, kernel, log = sys.argv[1], sys.argv[2], sys.argv[3]
m = re.search(r"\binsns=([0-9.]+)(k?)", log)
insns = float(m.group(1)) * (1000 if m.group(2) else 1)
lines = open(path).read().split("\n")
total = next(int(l.split()[1]) for l in lines if l.startswith(("summary:", "totals:")))
names = {}
for l in lines:
    f = re.match(r"c?fn=\((\d+)\) (.*)", l)
    if f: names[f.group(1)] = f.group(2)
launch = [k for k, v in names.items() if "TimingModel::launch" in v]
calls = sum(int(lines[i + 1].split("=")[1].split()[0]) for i, l in enumerate(lines)
            if launch and l.startswith(f"cfn=({launch[0]})") and lines[i + 1].startswith("calls="))
print(f"{kernel:5s} (small, 1 thread): {total / calls / insns:.0f} instructions per simulated warp instruction "
      f"({calls} launches of {insns:.0f} warp instructions)")
PY
    rm -f "$out"
  done
  exit 0
fi

json=$(mktemp)
trap 'rm -f "$json"' EXIT
"$bin" --benchmark_out="$json" --benchmark_out_format=json "$@"
python3 - "$json" <<'PY'
import json, sys
runs = {b["run_name"].split("/min_time")[0].split("/real_time")[0]: b for b in json.load(open(sys.argv[1]))["benchmarks"]
        if b.get("run_type", "iteration") == "iteration"}
print()
for kernel in ("Alu", "Vadd"):
    one, two = runs.get(f"BM_Timing{kernel}/threads:1"), runs.get(f"BM_Timing{kernel}/threads:2")
    if not one:
        print(f"{kernel}: not run (filtered out)")
        continue
    scale = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}[one["time_unit"]]
    cpu_rate = one["insns"] / (one["cpu_time"] * scale)
    line = f"{kernel:5s} 1 thread {one['warp_insns'] / 1e6:.2f} M warp insns/s (wall), {cpu_rate / 1e6:.2f} M/s (CPU)"
    if two:
        line += f"; 2 threads {two['warp_insns'] / 1e6:.2f} M/s (wall): speed-up {two['warp_insns'] / one['warp_insns']:.2f}x"
    print(line)
PY
