#!/usr/bin/env bash
# The flagship job (`make run`): run the saxpy example on the functional SIMT simulator with its
# launch file (examples/saxpy/saxpy.yaml: several workgroups, partial warps, a bounds check
# with if/join), check y against the CPU reference fma(a, x, y), and print the statistics.
set -euo pipefail
simtloom=${1:-build/simtloom}
cd "$(dirname "$0")/.."
src=examples/saxpy/saxpy.s
echo "== simtloom asm -t wisa --show-encoding $src"
"$simtloom" asm -t wisa --show-encoding "$src"
out=$(mktemp -d); trap 'rm -rf "$out"' EXIT
"$simtloom" run "$src" --launch examples/saxpy/saxpy.yaml --stats "$out/stats.json"
