#!/bin/sh
# Builds the sm90 corpus cubins: every corpus/*.cu with nvcc (-O3 and -G) and every corpus/*.ptx
# with ptxas, for sm_90a, into $1 (default tools/sm90/build). Needs the CUDA toolkit 13.
set -e
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$here/build}
cuda=${CUDA:-/usr/local/cuda/bin}
mkdir -p "$out"
for f in "$here"/corpus/*.cu; do
  b=$(basename "$f" .cu)
  "$cuda/nvcc" -cubin -arch=sm_90a -O3 -o "$out/$b.cubin" "$f"
  "$cuda/nvcc" -cubin -arch=sm_90a -G -o "$out/$b-G.cubin" "$f"
done
for f in "$here"/corpus/*.ptx; do
  b=$(basename "$f" .ptx)
  "$cuda/ptxas" -arch=sm_90a -o "$out/$b.cubin" "$f"
  "$cuda/ptxas" -arch=sm_90a -O0 -o "$out/$b-O0.cubin" "$f"
done
