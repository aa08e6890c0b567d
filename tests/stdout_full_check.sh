#!/usr/bin/env bash
# Every command that writes to standard output fails (exit 1, with a message) when the output
# cannot be written: /dev/full takes nothing (issue 18: `asm x.s > /dev/full` exited 0).
set -u
bin=$1
src=$2
[[ -w /dev/full ]] || { echo "stdout_full_check: skipped: no /dev/full"; exit 77; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
echo 'add v5, v3, v4' > "$tmp/one.s"
printf 'valu v1 <- v0\nvalu v2 <- v1\n' > "$tmp/delays.txt"
"$bin" asm "$tmp/one.s" -o "$tmp/one.o" || exit 1
fail=0
check() {
  "$@" > /dev/full 2> "$tmp/err"
  local rc=$?
  if [[ $rc -ne 1 ]] || ! grep -q "cannot write" "$tmp/err"; then
    echo "stdout_full_check: '$*' > /dev/full: exit $rc, stderr: $(head -c 300 "$tmp/err")"
    fail=1
  fi
}
check "$bin" targets
check "$bin" asm "$tmp/one.s"
check "$bin" dis "$tmp/one.o"
check "$bin" doc -t wisa
check "$bin" check-isa "$src/isa/wisa"
check "$bin" lint --delays "$tmp/delays.txt"
exit $fail
