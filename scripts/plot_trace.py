#!/usr/bin/env python3
"""Draws the schedule in a timing-mode trace (`simtloom run --timing --trace t.json`) as SVG.

One row per warp, grouped by core; the x axis is in core cycles. Issue cycles are dark, and every
cycle a warp could not issue is coloured by the reason the trace gives (waitcnt on a counter,
scoreboard, barrier, sleep, icache miss, ...). Python's standard library only.

    scripts/plot_trace.py t.json -o schedule.svg [--title TEXT] [--max-rows N] [--width PX] [--tooltips]
"""
import argparse
import json
import sys
from xml.sax.saxutils import escape

# Stall reasons in legend order, with their colours; issue first. Reasons the trace names that are
# not here (another target's counters) get GREY.
COLOURS = [
    ("issue", "#1f2937"),
    ("not_selected", "#c4c9d1"),
    ("scoreboard", "#f59e0b"),
    ("unit_busy", "#a16207"),
    ("serialization", "#7c3aed"),
    ("icache_miss", "#ec4899"),
    ("barrier", "#dc2626"),
    ("sleep", "#0ea5e9"),
    ("waitcnt.vm", "#2563eb"),
    ("waitcnt.vst", "#93c5fd"),
    ("waitcnt.ls", "#16a34a"),
    ("waitcnt.sm", "#86efac"),
    ("waitcnt.tex", "#0891b2"),
    ("waitcnt.sfu", "#65a30d"),
    ("waitcnt.vs", "#93c5fd"),    # gfx11's counters: vector stores,
    ("waitcnt.lgkm", "#16a34a"),  # LDS and scalar memory,
    ("waitcnt.exp", "#0891b2"),   # exports
]
GREY = "#64748b"
ROW, GAP, CORE_GAP, LEFT, TOP = 11, 2, 14, 120, 58


def nice_step(span, ticks=10):
    """A tick step of 1, 2 or 5 times a power of ten giving about `ticks` ticks over `span`."""
    raw = max(span / ticks, 1)
    power = 10 ** (len(str(int(raw))) - 1)
    for m in (1, 2, 5, 10):
        if m * power >= raw:
            return m * power
    return 10 * power


def load(path):
    with open(path) as f:
        events = json.load(f)["traceEvents"]
    cores, tracks, slices = {}, {}, {}
    for e in events:
        if e.get("ph") == "M" and e["name"] == "process_name":
            cores[e["pid"]] = e["args"]["name"]
        elif e.get("ph") == "M" and e["name"] == "thread_name":
            tracks[(e["pid"], e["tid"])] = e["args"]["name"]
        elif e.get("ph") == "X":
            reason = "issue" if e.get("cat") == "issue" else e["name"]
            slices.setdefault((e["pid"], e["tid"]), []).append((e["ts"], e["dur"], reason))
    return cores, tracks, slices


def merge(spans):
    """Adjacent slices of the same reason as one (consecutive issue cycles above all)."""
    out = []
    for ts, dur, reason in sorted(spans):
        if out and out[-1][2] == reason and out[-1][0] + out[-1][1] == ts:
            out[-1] = (out[-1][0], out[-1][1] + dur, reason)
        else:
            out.append((ts, dur, reason))
    return out


def render(cores, tracks, slices, title, width, max_rows, tooltips):
    colour = dict(COLOURS)
    keys = sorted(k for k in tracks if k in slices)[:max_rows]
    end = max((ts + dur for k in keys for ts, dur, _ in slices[k]), default=1)
    scale = width / end
    present = {r for k in keys for _, _, r in slices[k]}
    legend = [(n, c) for n, c in COLOURS if n in present] + [(n, GREY) for n in sorted(present - colour.keys())]

    rows, y, core = [], TOP + 22, None
    for k in keys:
        if k[0] != core:
            if core is not None:
                y += CORE_GAP
            core = k[0]
            rows.append(("core", core, y))
        rows.append(("warp", k, y))
        y += ROW + GAP
    height = y + 40
    total = LEFT + width + 20
    svg = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{total}" height="{height}" viewBox="0 0 {total} {height}" '
           f'font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="10">',
           f'<rect width="{total}" height="{height}" fill="white"/>',
           f'<text x="{LEFT}" y="18" font-size="13" font-weight="bold">{escape(title)}</text>']
    # Legend.
    x = LEFT
    for name, c in legend:
        svg.append(f'<rect x="{x}" y="30" width="10" height="10" fill="{c}"/>')
        svg.append(f'<text x="{x + 14}" y="39">{escape(name)}</text>')
        x += 22 + 6.2 * len(name)
    # Grid and cycle axis.
    step = nice_step(end)
    axis_y = y + 6
    for t in range(0, int(end) + 1, step):
        gx = LEFT + t * scale
        svg.append(f'<line x1="{gx:.1f}" y1="{TOP + 18}" x2="{gx:.1f}" y2="{axis_y}" stroke="#e5e7eb" stroke-width="1"/>')
        svg.append(f'<text x="{gx:.1f}" y="{axis_y + 13}" text-anchor="middle">{t}</text>')
    svg.append(f'<line x1="{LEFT}" y1="{axis_y}" x2="{LEFT + width}" y2="{axis_y}" stroke="#374151"/>')
    svg.append(f'<text x="{LEFT + width / 2}" y="{axis_y + 28}" text-anchor="middle">cycle</text>')
    # Rows.
    for kind, k, ry in rows:
        if kind == "core":
            svg.append(f'<text x="4" y="{ry - 4}" font-weight="bold">{escape(cores.get(k, f"core {k}"))}</text>')
            continue
        svg.append(f'<text x="8" y="{ry + ROW - 2}">{escape(tracks[k])}</text>')
        for ts, dur, reason in merge(slices[k]):
            rect = (f'<rect x="{LEFT + ts * scale:.1f}" y="{ry}" width="{max(dur * scale, 0.6):.1f}" height="{ROW}" '
                    f'fill="{colour.get(reason, GREY)}"')
            svg.append(f'{rect}><title>{escape(reason)}: cycles {ts}..{ts + dur}</title></rect>' if tooltips else rect + "/>")
    svg.append("</svg>")
    return "\n".join(svg) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("trace", help="trace-event JSON written by simtloom run --timing --trace")
    ap.add_argument("-o", "--output", required=True, help="SVG file to write")
    ap.add_argument("--title", default=None, help="title line (default: the trace's file name)")
    ap.add_argument("--width", type=int, default=900, help="width of the plot area in pixels (default 900)")
    ap.add_argument("--max-rows", type=int, default=64, help="draw at most this many warps (default 64)")
    ap.add_argument("--tooltips", action="store_true", help="give every slice a tooltip with its reason and cycles")
    a = ap.parse_args()
    try:
        cores, tracks, slices = load(a.trace)
    except (OSError, ValueError, KeyError) as e:
        print(f"plot_trace.py: {a.trace}: {e}", file=sys.stderr)
        return 1
    if not slices:
        print(f"plot_trace.py: {a.trace}: no slices (was it written by --timing --trace?)", file=sys.stderr)
        return 1
    svg = render(cores, tracks, slices, a.title or a.trace, a.width, a.max_rows, a.tooltips)
    with open(a.output, "w") as f:
        f.write(svg)
    return 0


if __name__ == "__main__":
    sys.exit(main())
