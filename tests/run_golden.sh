#!/usr/bin/env bash
# Golden-file tests through the real command line, LLVM MC style, per target:
#   tests/<t>/asm/X.s       -> X.s.expected        `simtloom asm -t <t> --show-encoding X.s` (stdout)
#   tests/<t>/asm/X-err.s   -> X-err.s.expected    the diagnostics (stderr), exit status 1
#   tests/<t>/obj/X.s       -> X.s.expected        `simtloom asm -t <t> X.s -o X.o`, then `simtloom dis X.o`:
#                                                  the object's every section (code, and data as .byte
#                                                  rows) with its symbols, read back from the ELF;
#   tests/<t>/obj/X-err.s   -> X-err.s.expected    its diagnostics, exit status 1 and no object written
#                                                  (code-object directives, where llvm-mc's recovery
#                                                  differs: it abandons a kernel block at its first error)
#   tests/<t>/dis/X.hex     -> X.hex.expected      `simtloom dis -t <t> -f hex X.hex` (stdout)
#   tests/<t>/isa-err/D/    -> D.expected          `simtloom check-isa D` diagnostics, exit status 1
#   tests/<t>/run-err/X.yaml -> X.yaml.expected    `simtloom run -t <t> X.s --launch X.yaml` (X.s, or
#                                                  the directory's bad.s), stdout and stderr without the
#                                                  wall-time line, exit status 1
#   tests/<t>/lint/X.s      -> X.s.expected        `simtloom lint -t <t> X.s`: stdout and stderr, then
#                                                  the exit status as a last line `exit N`
#   tests/<t>/run/X.s + X.yaml -> X.yaml.expected  `simtloom run -t <t> X.s --launch X.yaml`: what the
#                                                  instructions compute, checked by the launch file
#                                                  (its checks come from the @buf lines of X.s through
#                                                  tests/run_yaml.py, which must be current); stdout
#                                                  without the wall-time line, exit status 0, no stderr
# Every asm listing and every disassembly is also reassembled and must give the same bytes, and
# every asm file gives the same output with --no-fast-path (the general parser alone).
# UPDATE=1 rewrites the expected files from the current output (review the diff!).
set -u
simtloom=${1:?usage: run_golden.sh path/to/simtloom}
# A target's instruction unit in bits, from its target.yaml or the one it extends.
unit_bits() {
  local t=$1 u
  while :; do
    u=$(grep -m1 '^unit_bits:' "isa/$t/target.yaml" | grep -o '[0-9]*')
    [[ -n "$u" ]] && { echo "$u"; return; }
    t=$(grep -m1 '^extends:' "isa/$t/target.yaml" | awk '{print $2}')
    [[ -n "$t" ]] || { echo 32; return; }
  done
}
cd "$(dirname "$0")/.."
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0
check() {  # name expected actual
  if [[ "${UPDATE:-}" == 1 ]]; then cp "$3" "$2"; fi
  if [[ -f "$2" ]] && diff -u "$2" "$3" > "$tmp/diff"; then pass=$((pass+1)); else
    fail=$((fail+1)); echo "FAIL: $1"; [[ -f "$2" ]] && head -40 "$tmp/diff" || echo "  (no $2)"; fi
}
same_output() {  # name output-a output-b
  if cmp -s "$2" "$3"; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL: $1"; diff -u "$2" "$3" | head -20; fi
}
same_bytes() {  # name listing-or-dis-text target reference-bin
  if ! "$simtloom" asm -t "$3" "$2" -o "$tmp/re.o" 2> "$tmp/re.err"; then
    fail=$((fail+1)); echo "FAIL: $1 (reassembly failed)"; head -20 "$tmp/re.err"; return; fi
  python3 tests/elf_text.py "$tmp/re.o" "$tmp/re.bin"
  if cmp -s "$tmp/re.bin" "$4"; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL: $1 (reassembled bytes differ)"; fi
}
for tdir in tests/*/; do
  t=$(basename "$tdir")
  [[ -d "$tdir/asm" || -d "$tdir/obj" || -d "$tdir/dis" || -d "$tdir/isa-err" || -d "$tdir/run-err" || -d "$tdir/run" || -d "$tdir/lint" ]] || continue
  for s in "$tdir"obj/*.s; do
    [[ -e "$s" ]] || continue
    if [[ "$s" == *-err.s ]]; then
      rm -f "$tmp/obj.o"  # an earlier file's object, which this check must not mistake for its own
      "$simtloom" asm -t "$t" "$s" -o "$tmp/obj.o" 2> "$tmp/out"; rc=$?
      [[ $rc == 1 ]] || { fail=$((fail+1)); echo "FAIL: $s exited $rc, expected 1"; continue; }
      [[ ! -e "$tmp/obj.o" ]] || { fail=$((fail+1)); echo "FAIL: $s left an object behind"; rm -f "$tmp/obj.o"; continue; }
      check "$s" "$s.expected" "$tmp/out"
      continue
    fi
    "$simtloom" asm -t "$t" "$s" -o "$tmp/obj.o" 2> "$tmp/err" || { fail=$((fail+1)); echo "FAIL: $s"; cat "$tmp/err"; continue; }
    "$simtloom" dis "$tmp/obj.o" > "$tmp/out" 2> "$tmp/err" || { fail=$((fail+1)); echo "FAIL: $s (dis)"; cat "$tmp/err"; continue; }
    check "$s" "$s.expected" "$tmp/out"
  done
  for s in "$tdir"asm/*.s; do
    [[ -e "$s" ]] || continue
    if [[ "$s" == *-err.s ]]; then
      "$simtloom" asm -t "$t" "$s" > /dev/null 2> "$tmp/out"; rc=$?
      [[ $rc == 1 ]] || { fail=$((fail+1)); echo "FAIL: $s exited $rc, expected 1"; continue; }
      check "$s" "$s.expected" "$tmp/out"
      "$simtloom" asm -t "$t" --no-fast-path "$s" > /dev/null 2> "$tmp/out2"
      same_output "$s (same diagnostics with --no-fast-path)" "$tmp/out" "$tmp/out2"
    else
      "$simtloom" asm -t "$t" --show-encoding "$s" > "$tmp/out" 2> "$tmp/err" || { fail=$((fail+1)); echo "FAIL: $s"; cat "$tmp/err"; continue; }
      check "$s" "$s.expected" "$tmp/out"
      "$simtloom" asm -t "$t" --no-fast-path --show-encoding "$s" > "$tmp/out2" 2>&1
      same_output "$s (same listing with --no-fast-path)" "$tmp/out" "$tmp/out2"
      # The code of the source (raw output refuses sources with data; the ELF keeps every section).
      "$simtloom" asm -t "$t" "$s" -o "$tmp/ref.o" 2>/dev/null && python3 tests/elf_text.py "$tmp/ref.o" "$tmp/ref.bin"
      same_bytes "$s (listing reassembles)" "$tmp/out" "$t" "$tmp/ref.bin"
    fi
  done
  for h in "$tdir"dis/*.hex; do
    [[ -e "$h" ]] || continue
    "$simtloom" dis -t "$t" -f hex "$h" > "$tmp/out" 2> "$tmp/err" || { fail=$((fail+1)); echo "FAIL: $h"; cat "$tmp/err"; continue; }
    check "$h" "$h.expected" "$tmp/out"
    # The hex file's own bytes, written raw, must come back from reassembling the listing.
    "$simtloom" asm -t "$t" "$tmp/out" -o "$tmp/dis.bin" -f bin 2>/dev/null
    "$simtloom" dis -t "$t" -f hex "$h" --no-comments > "$tmp/plain.s"
    python3 - "$h" "$tmp/ref.bin" "$(( $(unit_bits "$t") / 8 ))" <<'PY'
import sys, re
path, out, unit = sys.argv[1], sys.argv[2], int(sys.argv[3])
data = bytearray()
for line in open(path):
    line = re.split(r'#|//', line)[0]
    for tok in re.split(r'[\s,]+', line.strip()):
        if tok:
            data += int(tok, 16).to_bytes(unit, 'little')
open(out, 'wb').write(data)
PY
    same_bytes "$h (disassembly reassembles)" "$tmp/out" "$t" "$tmp/ref.bin"
  done
  for d in "$tdir"isa-err/*/; do
    [[ -d "$d" ]] || continue
    "$simtloom" check-isa "${d%/}" > /dev/null 2> "$tmp/out"; rc=$?
    [[ $rc == 1 ]] || { fail=$((fail+1)); echo "FAIL: $d exited $rc, expected 1"; continue; }
    check "$d" "${d%/}.expected" "$tmp/out"
  done
  for y in "$tdir"run-err/*.yaml; do
    [[ -e "$y" ]] || continue
    src="${y%.yaml}.s"; [[ -e "$src" ]] || src="$(dirname "$y")/bad.s"
    "$simtloom" run -t "$t" "$src" --launch "$y" > "$tmp/raw" 2>&1; rc=$?
    [[ $rc == 1 ]] || { fail=$((fail+1)); echo "FAIL: $y exited $rc, expected 1"; continue; }
    grep -v 'wall time' "$tmp/raw" > "$tmp/out"
    check "$y" "$y.expected" "$tmp/out"
  done
  for s in "$tdir"lint/*.s; do
    [[ -e "$s" ]] || continue
    "$simtloom" lint -t "$t" "$s" > "$tmp/out" 2>&1; echo "exit $?" >> "$tmp/out"
    check "$s" "$s.expected" "$tmp/out"
  done
  for y in "$tdir"run/*.yaml; do
    [[ -e "$y" ]] || continue
    src="${y%.yaml}.s"
    if python3 tests/run_yaml.py --check "$src"; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL: $y (stale launch file)"; fi
    "$simtloom" run -t "$t" "$src" --launch "$y" > "$tmp/raw" 2> "$tmp/err"; rc=$?
    [[ $rc == 0 ]] || { fail=$((fail+1)); echo "FAIL: $y exited $rc, expected 0"; grep -v 'PASS\|wall time' "$tmp/raw" | head -40; cat "$tmp/err"; continue; }
    [[ -s "$tmp/err" ]] && { fail=$((fail+1)); echo "FAIL: $y wrote to stderr:"; head -20 "$tmp/err"; continue; }
    grep -v 'wall time' "$tmp/raw" > "$tmp/out"
    check "$y" "$y.expected" "$tmp/out"
  done
done
echo "golden: $pass passed, $fail failed"
[[ $fail == 0 ]]
