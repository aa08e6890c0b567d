#!/usr/bin/env bash
# Installs the Debian packages simtloom builds and tests with; does nothing when all are present.
# Usage: scripts/install-deps.sh [--oracles]   (--oracles adds llvm-19, the gfx11/gfx12 oracle, clang-19,
# which compiles the gfx11 OpenCL kernel corpus, and
# tries nvdisasm from PyPI for the sm90 tests; that one may fail without failing the script)
set -euo pipefail
pkgs=(g++ cmake ninja-build pkg-config libyaml-cpp-dev libcli11-dev libfmt-dev nlohmann-json3-dev
      libelf-dev libgtest-dev libgmock-dev libbenchmark-dev clang libclang-rt-14-dev
      python3-yaml python3-jsonschema
      pybind11-dev python3-dev python3-numpy python3-pytest python3-matplotlib)
[[ "${1:-}" == "--oracles" ]] && pkgs+=(llvm-19 clang-19)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "install-deps: installing ${missing[*]}"
  sudo_cmd=""; [[ $(id -u) -ne 0 ]] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
if [[ "${1:-}" == "--oracles" ]]; then
  # nvdisasm (sm90 oracle): the PyPI wheel puts it in site-packages/nvidia/cu13/bin/. Optional.
  if ! python3 -c 'import nvidia, os, sys; sys.exit(not os.path.exists(os.path.join(nvidia.__path__[0], "cu13/bin/nvdisasm")))' 2>/dev/null; then
    python3 -m pip install -q nvidia-cuda-nvdisasm 2>/dev/null ||
      echo "install-deps: could not install nvidia-cuda-nvdisasm; the sm90 nvdisasm comparisons will be skipped"
  fi
fi
