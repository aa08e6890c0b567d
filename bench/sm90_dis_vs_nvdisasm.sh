#!/usr/bin/env bash
# Disassembly speed on the sm90 corpus, simtloom against nvdisasm: the code of every corpus cubin
# (tools/sm90/build, `tools/sm90/build_corpus.sh`) repeated to about N instructions in one raw
# blob, disassembled by `simtloom dis -t sm90 --raw` and by `nvdisasm -b SM90a`; prints
# instructions per second for each, the ratio, and how many lines of the two listings agree.
#   bench/sm90_dis_vs_nvdisasm.sh [path/to/simtloom] [instructions]   (default build/simtloom, 1000000)
set -euo pipefail
simtloom=${1:-build/simtloom}
want=${2:-1000000}
here=$(cd "$(dirname "$0")/.." && pwd)
nvdisasm=${NVDISASM:-$(python3 -c 'import sys; sys.path.insert(0, "'"$here"'/tools/sm90"); import nvd; print(nvd.find_nvdisasm())')}
[[ -x "$nvdisasm" ]] || { echo "nvdisasm not found (pip install nvidia-cuda-nvdisasm, or set NVDISASM)" >&2; exit 1; }
ls "$here"/tools/sm90/build/*.cubin > /dev/null 2>&1 || { echo "no corpus cubins: run tools/sm90/build_corpus.sh" >&2; exit 1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
n=$(python3 - "$here/tools/sm90" "$tmp/code.bin" "$want" <<'PY'
import glob, os, sys
sys.path.insert(0, sys.argv[1])
import cubin, nvd
words = [w for f in sorted(glob.glob(os.path.join(sys.argv[1], "build", "*.cubin"))) for _, ws in cubin.text_sections(f) for w in ws]
reps = max(1, int(sys.argv[3]) // len(words))
open(sys.argv[2], "wb").write(nvd.blob(words) * reps)
print(len(words) * reps)
PY
)
# CPU seconds (user + system) of each process: the machine may be shared, wall time is shown too.
python3 - "$n" "$simtloom" "$nvdisasm" "$tmp" <<'PY'
import re, resource, subprocess, sys, time
n, simtloom, nvdisasm, tmp = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]

def timed(cmd, out):
    r0, w0 = resource.getrusage(resource.RUSAGE_CHILDREN), time.time()
    with open(out, "w") as fh:
        subprocess.run(cmd, stdout=fh, check=True)
    r1, w1 = resource.getrusage(resource.RUSAGE_CHILDREN), time.time()
    return r1.ru_utime - r0.ru_utime + r1.ru_stime - r0.ru_stime, w1 - w0

ca, wa = timed([simtloom, "dis", "-t", "sm90", "--raw", "--no-comments", "--no-control", f"{tmp}/code.bin"], f"{tmp}/ours.txt")
cb, wb = timed([nvdisasm, "-b", "SM90a", "-hex", f"{tmp}/code.bin"], f"{tmp}/theirs.txt")
line = re.compile(r"^\s*/\*[0-9a-f]{4,}\*/\s*(.*?)\s*;\s*/\* 0x[0-9a-f]{16} \*/\s*$")
ours = [l.strip() for l in open(f"{tmp}/ours.txt") if l.strip() and l.strip() != ".text"]
theirs = [re.sub(r"\s+", " ", m.group(1)).strip() for m in map(line.match, open(f"{tmp}/theirs.txt")) if m]
same = sum(a == b for a, b in zip(ours, theirs))
print(f"{n} instructions: simtloom {ca:.2f} CPU s ({n / ca / 1e6:.2f}M/s, {wa:.2f} s wall), "
      f"nvdisasm {cb:.2f} CPU s ({n / cb / 1e6:.3f}M/s, {wb:.2f} s wall): simtloom {cb / ca:.1f}x faster; "
      f"{same} of {n} lines equal ({100.0 * same / n:.2f}%)")
PY
