#!/usr/bin/env bash
# Output paths (issue 18): an output that is the input is refused and the source survives; `-o -`
# is standard output; an output through a symbolic link replaces the link's target, not the link;
# raw and hex outputs refuse to drop sections.
set -u
bin=$1
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail=0
say() { echo "cli_outputs_check: $*"; fail=1; }
printf 'add v5, v3, v4\n' > "$tmp/k.s"
cp "$tmp/k.s" "$tmp/k.orig"
if "$bin" asm "$tmp/k.s" -o "$tmp/k.s" 2> "$tmp/err"; then say "asm k.s -o k.s succeeded"; fi
grep -q "is the source being assembled" "$tmp/err" || say "asm k.s -o k.s: $(cat "$tmp/err")"
cmp -s "$tmp/k.s" "$tmp/k.orig" || say "asm k.s -o k.s changed the source"
ln -s k.s "$tmp/alias.s"
if "$bin" asm "$tmp/k.s" -o "$tmp/alias.s" 2> /dev/null; then say "asm k.s -o (a link to k.s) succeeded"; fi
"$bin" asm "$tmp/k.s" -f bin -o - > "$tmp/stdout.bin" || say "asm -o - failed"
[[ -e "$tmp/-" ]] && say "asm -o - created a file named '-'"
"$bin" asm "$tmp/k.s" -f bin -o "$tmp/file.bin" || say "asm -o file.bin failed"
cmp -s "$tmp/stdout.bin" "$tmp/file.bin" || say "asm -o - wrote other bytes than -o file.bin"
ln -s file.bin "$tmp/link.bin"
"$bin" asm "$tmp/k.s" -f bin -o "$tmp/link.bin" || say "asm -o link.bin failed"
[[ -L "$tmp/link.bin" ]] || say "asm -o link.bin replaced the symbolic link"
# -f bin / -f hex hold only .text: other bytes are refused, never dropped (a source with only
# .data gave an empty file, exit 0).
printf '.data\n.word 1, 2, 3\n' > "$tmp/data.s"
for f in bin hex; do
  if "$bin" asm "$tmp/data.s" -f $f -o "$tmp/data.$f" 2> "$tmp/err"; then say "asm -f $f of a .data source succeeded"; fi
  grep -q "section '.data' has 12 bytes that would be lost" "$tmp/err" || say "asm -f $f of .data: $(cat "$tmp/err")"
  [[ -e "$tmp/data.$f" ]] && say "asm -f $f of .data wrote a file"
done
# Unsigned options take whole numbers: -1 was 2^64-1 (--max-instructions -1 lifted the watchdog).
for opt in "--max-instructions -1" "--cores -1" "--threads 1e3" "--warp-width -32"; do
  if "$bin" run "$root/examples/vadd/vadd.s" --launch "$root/examples/vadd/vadd.yaml" $opt > /dev/null 2> "$tmp/err"; then say "run $opt succeeded"; fi
  grep -q "is not a whole number" "$tmp/err" || say "run $opt: $(cat "$tmp/err")"
done
if "$bin" run "$root/examples/vadd/vadd.s" --launch "$root/examples/vadd/vadd.yaml" --warp-width 0 > /dev/null 2> "$tmp/err"; then say "run --warp-width 0 succeeded"; fi
grep -q "^<command line>: error: --warp-width 0 is out of range" "$tmp/err" || say "run --warp-width 0: $(cat "$tmp/err")"
# --stats and --trace are written before the result line, which counts one that could not be
# written (it said PASS, then the run exited 1).
for opt in "--stats" "--trace"; do
  if "$bin" run "$root/examples/vadd/vadd.s" --launch "$root/examples/vadd/vadd.yaml" --timing $opt /dev/full > "$tmp/out" 2> "$tmp/err"; then
    say "run $opt /dev/full succeeded"
  fi
  grep -q "^== result: FAIL (1 of 1 checks passed; 1 output not written)" "$tmp/out" || say "run $opt /dev/full: $(grep result "$tmp/out")"
  grep -q "cannot write '/dev/full'" "$tmp/err" || say "run $opt /dev/full: $(cat "$tmp/err")"
done
exit $fail
