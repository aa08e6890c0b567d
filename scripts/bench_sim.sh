#!/usr/bin/env bash
# Functional simulator throughput against plain C++ -O2, in one run of bench/bench_sim.cpp:
# prints the benchmark table, then for the ALU-bound and the memory-bound kernel the simulator's
# active-lane instructions per second and its slowdown over the same computation in C++.
#   scripts/bench_sim.sh [BUILD_DIR] [extra benchmark flags...]   (BUILD_DIR default: build)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
shift || true
bin=$build/bench/bench_sim
if [[ ! -x $bin ]]; then
  echo "bench_sim.sh: $bin not found; build it with: ninja -C $build bench_sim" >&2
  exit 1
fi
json=$(mktemp)
trap 'rm -f "$json"' EXIT
"$bin" --benchmark_out="$json" --benchmark_out_format=json "$@"
python3 - "$json" <<'PY'
import json, sys
runs = {b["run_name"].split("/")[0]: b for b in json.load(open(sys.argv[1]))["benchmarks"] if b.get("run_type", "iteration") == "iteration"}
def rate(name):
    return runs[name]["lane_insns"] if name in runs else None
print()
for label, sim, nat in (("ALU-bound", "BM_SimAlu", "BM_NativeAlu"), ("memory-bound", "BM_SimVadd", "BM_NativeVadd")):
    s, n = rate(sim), rate(nat)
    if s is None or n is None:
        print(f"{label}: not run (filtered out)")
        continue
    print(f"{label:13s} simulator {s:.3g} active-lane insns/s, native C++ {n:.3g}/s: simulator/native time ratio {n / s:.1f}x")
PY
