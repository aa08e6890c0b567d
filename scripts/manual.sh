#!/usr/bin/env bash
# Writes the reference manual of every built-in target into DIR (docs/): <target>.md and
# <target>.html. With --check, compares instead and fails when a committed manual is stale.
set -euo pipefail
simtloom=${1:?usage: manual.sh SIMTLOOM DIR [--check]}
dir=${2:?usage: manual.sh SIMTLOOM DIR [--check]}
check=${3:-}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
stale=0
for t in $("$simtloom" targets | awk '{print $1}'); do
  for f in md html; do
    "$simtloom" doc -t "$t" -f "$f" -o "$tmp/$t.$f"
    if [[ "$check" == --check ]]; then
      if ! cmp -s "$tmp/$t.$f" "$dir/$t.$f"; then
        echo "stale: $dir/$t.$f differs from 'simtloom doc -t $t -f $f'; run 'make docs' and commit"; stale=1
      fi
    else
      mkdir -p "$dir"; cp "$tmp/$t.$f" "$dir/$t.$f"
    fi
  done
done
[[ "$check" == --check ]] && [[ $stale == 0 ]] && echo "manuals are current"
exit $stale
