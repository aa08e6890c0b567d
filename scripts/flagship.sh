#!/usr/bin/env bash
# The flagship job (`make run`): assemble the flagship kernel to an ELF object, show its
# encoding, disassemble the object, check that the disassembly reassembles to the same bytes,
# and print statistics. Until the simulator lands (issue 4) this is the whole toolchain loop.
set -euo pipefail
simtloom=${1:-build/simtloom}
src=examples/flagship/sync_csr.s
out=$(mktemp -d); trap 'rm -rf "$out"' EXIT
cd "$(dirname "$0")/.."
echo "== simtloom asm -t wisa --show-encoding $src"
"$simtloom" asm -t wisa --show-encoding "$src"
start=$(date +%s%N)
"$simtloom" asm -t wisa "$src" -o "$out/flagship.o"
"$simtloom" asm -t wisa "$src" -o "$out/flagship.bin" -f bin
end=$(date +%s%N)
echo "== simtloom dis $out/flagship.o"
"$simtloom" dis "$out/flagship.o" | tee "$out/flagship.dis.s"
"$simtloom" asm -t wisa "$out/flagship.dis.s" -o "$out/again.bin" -f bin
if cmp -s "$out/flagship.bin" "$out/again.bin"; then verdict="PASS: disassembly reassembles to identical bytes"; else verdict="FAIL: bytes differ"; fi
bytes=$(stat -c %s "$out/flagship.bin")
echo "== result"
echo "$verdict"
echo "statistics: $((bytes / 4)) instructions, $bytes bytes of .text, ELF object $(stat -c %s "$out/flagship.o") bytes, assembled twice in $(( (end - start) / 1000000 )) ms"
[[ $verdict == PASS* ]]
