#!/usr/bin/env python3
"""The matmul example in the timing model under several device configurations, and where its
warps' cycles go: a stacked bar of the stall breakdown per configuration (docs/python-matmul-stalls.png).

    PYTHONPATH=build/python python3 python/examples/matmul_stalls.py [OUTPUT.png]

Each configuration is a YAML file of the shape of src/sim/engine/default_gpu.yaml (only the keys
that differ from it). The launch is examples/matmul/matmul.yaml's, read by simtloom.load_launch.
"""
import pathlib
import sys
import tempfile

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

import simtloom  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
CONFIGS = {
    "default": "",
    "lrr scheduler": "scheduler: {policy: lrr}\n",
    "1 scheduler/core": "scheduler: {per_core: 1}\n",
    "global latency 600": "memory: {global_latency: 600}\n",
    "16 B/cycle global": "memory: {global_bytes_per_cycle: 16}\n",
    "shared latency 64": "memory: {shared_latency: 64}\n",
}


def run_all():
    source = (ROOT / "examples/matmul/matmul.s").read_text()
    launch = simtloom.load_launch(str(ROOT / "examples/matmul/matmul.yaml"))
    expected = None
    results = {}
    with tempfile.TemporaryDirectory() as tmp:
        for name, yaml in CONFIGS.items():
            config = pathlib.Path(tmp) / "gpu.yaml"
            config.write_text(yaml or "{}\n")
            args = [np.copy(a) if isinstance(a, np.ndarray) else a for a in launch["args"]]
            r = simtloom.run(source, kernel=launch["kernel"], grid=launch["grid"], workgroup=launch["workgroup"], args=args, timing=True,
                             config=str(config))
            c = r.buffers[2]
            if expected is None:
                expected = c
            assert np.array_equal(c, expected), "the timing configuration changed the result"
            results[name] = r
            print(f"{name:20} {r.cycles:8} cycles  ipc {r.stats['timing']['ipc']:.3f}")
    return results


def plot(results, out):
    reasons = [k for k in next(iter(results.values())).stall_breakdown]
    reasons = [k for k in reasons if any(r.stall_breakdown[k] for r in results.values())]
    names = list(results)
    fig, ax = plt.subplots(figsize=(9, 4.8))
    bottom = np.zeros(len(names))
    for reason in reasons:
        v = np.array([results[n].stall_breakdown[reason] for n in names], dtype=float)
        ax.bar(names, v, bottom=bottom, label=reason)
        bottom += v
    for i, n in enumerate(names):
        ax.annotate(f"{results[n].cycles} cycles", (i, bottom[i]), ha="center", va="bottom", fontsize=8)
    ax.set_ylabel("warp-cycles stalled")
    ax.set_title("matmul 48x64x80 (examples/matmul), wisa timing model: stalls by reason")
    ax.legend(fontsize=8, ncols=2)
    plt.setp(ax.get_xticklabels(), rotation=15, ha="right")
    fig.tight_layout()
    fig.savefig(out, dpi=110)
    print(f"wrote {out}")


if __name__ == "__main__":
    plot(run_all(), sys.argv[1] if len(sys.argv) > 1 else str(ROOT / "docs/python-matmul-stalls.png"))
