#!/usr/bin/env bash
# Builds the libFuzzer targets with clang and runs them.
# Usage: scripts/fuzz.sh SECONDS
#   Configures build-fuzz/ (clang, RelWithDebInfo, SIMTLOOM_FUZZ=ON), builds fuzz_asm and fuzz_dis,
#   copies the seeds to a scratch directory (the checked-in ones stay untouched) and runs fuzz_asm
#   for SECONDS on wisa and SECONDS/2 on each of sm90, gfx11, linx041 (seeded from fuzz/corpus/asm
#   plus fuzz/corpus/asm-<target>), then fuzz_dis once per decoding target (SIMTLOOM_FUZZ_TARGET)
#   for SECONDS/2 each, seeded from fuzz/corpus/dis plus fuzz/corpus/dis-<target> (raw words, the
#   target's ELF objects or cubins). CI's `make fuzz FUZZ_SECONDS=60` fuzzes 4.5 minutes in all. Each run: -timeout=10 -rss_limit_mb=2048.
#   Exit status 1 when a fuzzer finds a crash, leak, timeout or out-of-memory input; the inputs are
#   kept and their paths printed. Environment: JOBS (ninja parallelism, default 2).
set -euo pipefail

seconds=${1:?usage: scripts/fuzz.sh SECONDS}
[[ $seconds =~ ^[0-9]+$ ]] || { echo "fuzz.sh: SECONDS must be a whole number, not '$seconds'" >&2; exit 2; }
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
build=build-fuzz

cmake -S . -B "$build" -G Ninja -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSIMTLOOM_FUZZ=ON -DSIMTLOOM_TESTS=OFF -DSIMTLOOM_BENCH=OFF
ninja -C "$build" -j"${JOBS:-2}" fuzz_asm fuzz_dis

scratch=$(mktemp -d "${TMPDIR:-/tmp}/simtloom-fuzz.XXXXXX")
# UBSan only reports and carries on unless told to stop; a report must end the run so libFuzzer
# records the input. Leak checking stays on (libFuzzer's default).
export UBSAN_OPTIONS=halt_on_error=1:abort_on_error=1:print_stacktrace=1
export ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=1:symbolize=1}

failed=0
# name, fuzzer, seconds, target (for fuzz_dis)
runs=("asm fuzz_asm $seconds wisa")
for t in sm90 gfx11 linx041; do runs+=("asm-$t fuzz_asm $(( (seconds + 1) / 2 )) $t"); done
for t in wisa sm90 gfx11 linx041; do runs+=("dis-$t fuzz_dis $(( (seconds + 1) / 2 )) $t"); done
for run in "${runs[@]}"; do
  read -r name fuzzer secs target <<<"$run"
  corpus=$scratch/corpus-$name
  artifacts=$scratch/artifacts-$name
  work=$scratch/work-$name  # the fuzzer's working directory: `.include` paths resolve here
  log=$scratch/$name.log
  mkdir -p "$artifacts" "$work" "$corpus"
  if [[ $fuzzer == fuzz_asm ]]; then
    cp -r fuzz/corpus/asm/. "$corpus"
    # (links to the target's test and example sources: copied as files)
    [[ -d fuzz/corpus/$name ]] && cp -rL "fuzz/corpus/$name/." "$corpus"
  else
    cp -r fuzz/corpus/dis/. "$corpus"
    [[ -d fuzz/corpus/$name ]] && cp -r "fuzz/corpus/$name/." "$corpus"
  fi
  echo "== $name: $fuzzer for ${secs}s (log: $log)"
  rc=0
  (cd "$work" && SIMTLOOM_FUZZ_TARGET=${target/#-/} "$root/$build/fuzz/$fuzzer" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 \
     -print_final_stats=1 -artifact_prefix="$artifacts/" "$corpus") >"$log" 2>&1 || rc=$?
  # libFuzzer prints its final stats again when it stops on a failure: show each line once.
  grep -E '^(#[0-9]+ +DONE|stat::number_of_executed_units|stat::peak_rss_mb)' "$log" | awk '!seen[$0]++' || tail -n 5 "$log"
  found=$(find "$artifacts" -type f | sort)
  if ((rc != 0)) || [[ -n $found ]]; then
    failed=1
    echo "$name FAILED (exit $rc)"
    # The sanitizer report: from the first ==ERROR / runtime error line to libFuzzer's summary.
    sed -n '/==ERROR\|runtime error\|ERROR: libFuzzer/,/^SUMMARY\|Test unit written/p' "$log" | head -n 80
    for f in $found; do
      echo "failing input: $f"
      echo "  reproduce: SIMTLOOM_FUZZ_TARGET=${target/#-/} $build/fuzz/$fuzzer $f"
    done
  else
    echo "$name: no failures"
  fi
done

if ((failed)); then
  echo "fuzz.sh: failures found; inputs and logs kept in $scratch"
  exit 1
fi
rm -rf "$scratch"
echo "fuzz.sh: no failures (fuzz_asm ${seconds}s, fuzz_dis $(( (seconds + 1) / 2 ))s for each of 4 targets)"
