#!/usr/bin/env python3
"""The sm90 encoding solver: learns variants from the corpus cubins' words with nvdisasm and writes
isa/sm90/target.yaml (from target.in.yaml) and isa/sm90/sass_*.yaml.

  solve.py [--simtloom build/simtloom] [--cubins DIR] [--out DIR] [--only IMAD,MOV] [--max-variants N]
           [--flip-rounds N]

Samples are one corpus word per opcode and text shape, then (--flip-rounds) the words one bit away
from each learned sample that nvdisasm decodes and no learned variant claims. A variant is kept
when it prints every corpus word it claims, and random words of it, as nvdisasm prints them, and simtloom's assembler reads each of those texts back to the word's bytes (with the
variants of the same mnemonic learned before it: reasm.RoundTrip).
"""
import argparse
import collections
import glob
import os
import random
import re
import sys
import time

import ctrl
import cubin
import emit
import learn
import merge
import nvd
import reasm
import sass_text

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))


def corpus(cubdir):
    words = []
    for f in sorted(glob.glob(os.path.join(cubdir, "*.cubin"))):
        for _, ws in cubin.text_sections(f):
            words += ws
    return words


def canonical(w):
    """The sample a word is learned from: no guard (PT), no reuse flags, and control bits
    109:105 at 0b10001 (bit 109 set, a stall count of 1): nvdisasm prints an operand's '.reuse'
    only when bit 109 is set, so a sample without it would learn no reuse flags; with bit 109 set
    it takes stall counts 1..11 only."""
    w = (w & ~(0xF << 12)) | (7 << 12)
    w = (w & ~(0x1F << 105)) | (0x11 << 105)
    return w & ~(0xF << 122)


def shape(t):
    """The text with registers and numbers blanked: words of one shape are tried once."""
    t = re.sub(r"\b(UR|UP|R|P)(\d+|Z|T)\b", "X", strip_guard(t))
    return re.sub(r"-?0x[0-9a-f]+", "N", t)


def bare_shape(t):
    """The shape with the operands' '-' and '|' marks dropped (numbers keep their sign: shape
    writes them N)."""
    return re.sub(r"(?<![0-9a-fx])-(?=[A-Z|])|\|", "", shape(t))


def strip_guard(t):
    return t.split(" ", 1)[1] if t.startswith("@") else t


def variant_mask(v):
    """The bits the variant fixes and their values: every bit but its fields' and its don't-care
    bits (the opcode, the guard and the control code are fields of the format)."""
    used = set(range(0, 16)) | set(range(105, 122)) | set(v.get("dontcare", []))
    for _, f in learn.field_list(v):
        used |= set(f["bits"])
    mask = sum(1 << b for b in range(128) if b not in used)
    return mask, v["word"] & mask


def value_sets(v):
    """Per enum field: its bits and the values the variant holds (as the loader builds them: the
    first value of each name; a refused value or a second spelling of a name is not the variant's)."""
    out = []
    for _, f in learn.field_list(v):
        if f["kind"] != "enum":
            continue
        seen, allowed = set(), set()
        for val in sorted(f["names"]):
            nm = f["names"][val]
            if nm is not None and nm not in seen:
                seen.add(nm)
                allowed.add(val)
        if len(allowed) < (1 << f["n"]):
            out.append((f["bits"], allowed))
    return out


def excludes(a, b):
    """Whether b fixes an enum field of a to a value a does not hold (the loader's value-set test)."""
    mask_b, match_b = variant_mask(b)
    for bits, allowed in value_sets(a):
        if all((mask_b >> x) & 1 for x in bits) and learn.get(match_b, bits) not in allowed:
            return True
    for _, f in learn.field_list(a):
        ex = f.get("exclude")
        if ex is not None and all((mask_b >> x) & 1 for x in f["bits"]) and \
                learn.get(match_b, f["bits"]) in (ex if isinstance(ex, list) else [ex]):
            return True
    return False


def overlaps(a, b):
    """Whether some word matches both variants, as the loader checks it."""
    (ma, va), (mb, vb) = variant_mask(a), variant_mask(b)
    common = ma & mb
    if (va ^ vb) & common:
        return False
    return not (excludes(a, b) or excludes(b, a))


def pin_bit(f, b, bit):
    """Enum field f without bit b, which is held at `bit`: the values with b otherwise go."""
    pos = f["n"] - 1 - f["bits"].index(b)
    names = {}
    for val, nm in f["names"].items():
        if (val >> pos) & 1 == bit:
            names[((val >> (pos + 1)) << pos) | (val & ((1 << pos) - 1))] = nm
    f["bits"] = [x for x in f["bits"] if x != b]
    f["n"] -= 1
    f["names"] = names


def disjoin(v, learned):
    """Makes v disjoint from the variants learned before it where one of v's modifier bits is a
    bit they fix to the other value (BRA.U.ANY: its .ANY bit, 84, sits in the modifier field that
    BRA's .U bits are in, while BRA fixes it to 0): the bit becomes one of v's fixed bits, at the
    sample's value, and v keeps the modifier values that have it. A value printing the name that
    the other variant prints for it there (BRA.DIV with bit 84 set or not) is left to that variant:
    the assembler writes one word for one text."""
    for x in learned:
        pinned = []
        while overlaps(v, x):
            mask, match = variant_mask(x)
            cands = [(f, b) for nm, f in learn.field_list(v) if f["kind"] == "enum" and nm.startswith("m") and f["n"] > 1
                     for b in f["bits"] if (mask >> b) & 1 and (match >> b) & 1 != (v["word"] >> b) & 1]
            if not cands:
                break
            f, b = cands[0]
            pin_bit(f, b, (v["word"] >> b) & 1)
            pinned.append(f)
        if overlaps(v, x):
            # A register or number field of v that x fixes (LDS [R+UR]'s UR, which LDS [R]
            # prints as '+UR0' through its own bit): v leaves that value to x.
            mask, match = variant_mask(x)
            for _, f in learn.field_list(v):
                if f["kind"] in ("reg", "num") and f.get("exclude") is None and all((mask >> b) & 1 for b in f["bits"]):
                    val = learn.get(match, f["bits"])
                    if val != learn.get(v["word"], f["bits"]):
                        f["exclude"] = val
                        break
        for f in pinned:
            for _, fx in learn.field_list(x):
                if fx["kind"] == "enum" and fx["bits"] == f["bits"]:
                    f["names"] = {val: (None if nm is not None and fx["names"].get(val) == nm else nm) for val, nm in f["names"].items()}


def claims(v, mask, match, w):
    """Whether the variant decodes w: its fixed bits, and a value it names in every enum field."""
    return (w & mask) == match and learn.render(v, w) is not None


def random_word(v, rnd, dontcare=True):
    """A word of the variant with random field values (and don't-care bits: nvdisasm must print
    the word as the variant does whatever they hold; the assembler writes the sample's)."""
    w = v["word"]
    for _, f in learn.field_list(v):
        w = learn.flip(w, f["bits"], rnd.getrandbits(f["n"]))
    dc = v.get("dontcare", [])
    if dontcare and dc:
        w = learn.flip(w, dc, rnd.getrandbits(len(dc)))
    return w


def validate(o, v, words, texts, rnd, n_random=48):
    """Words of the variant whose nvdisasm text differs from the rendered one (should be none)."""
    bad = []
    rw = [random_word(v, rnd) for _ in range(n_random)]
    if v["pc_token"]:  # texts at address 0, as the variant was learned
        o = nvd.AtZero(o, v["pc_token"], learn.join)
        texts = o.texts(words)
    rt = o.texts(rw)
    for w, t in list(zip(words, (texts[x] for x in words))) + list(rt.items()):
        mine = learn.render(v, w)
        if mine is None:
            continue  # the variant does not claim it
        if t is None or strip_guard(t) != mine:
            bad.append((w, t, mine))
    return bad


def reassembles(rt, v, name, mine, before, n_random=64):
    """Why the variant's words do not reassemble to their bytes (None when they all do): the
    corpus words it claims and random words of it, with `before` ([(variant, name)]) beside it."""
    rnd = random.Random(v["word"])  # its own draws: validate's stay those of a run without this check
    words = mine + [random_word(v, rnd, dontcare=False) for _ in range(n_random)]
    bad = rt.failures(before + [(v, name)], words)
    if not bad:
        return None
    w = next(iter(bad))
    return f"{len(bad)} words do not reassemble, e.g. {w:#034x}: {bad[w]}"


def narrow_dontcare(o, v, rnd, rounds=12, n=32):
    """Drops from v's don't-care bits those nvdisasm reads together with others: each bit alone
    leaves the sample's text as it is, but some sets of them (with some field values) make it
    refuse the word or print another text. Random words of the variant are asked; for one that
    prints otherwise, the bits whose return to the sample's value mends it are dropped."""
    dc = v["dontcare"]
    for _ in range(rounds):
        if not dc:
            return
        words = [random_word(v, rnd) for _ in range(n)]
        texts = o.texts(words)
        bad = [w for w in words if learn.render(v, w) is not None and strip_guard(texts[w] or "") != learn.render(v, w)]
        if not bad:
            return
        w = bad[0]
        base = learn.flip(w, dc, learn.get(v["word"], dc))
        if strip_guard(o.texts([base])[base] or "") != learn.render(v, base):
            v["dontcare"] = []  # the field values alone print otherwise: validate says why
            return
        on = [b for b in dc if (w >> b) & 1 != (v["word"] >> b) & 1]
        trial = {b: w ^ (1 << b) for b in on}
        tt = o.texts(list(trial.values()))
        mend = {b for b, x in trial.items() if strip_guard(tt[x] or "") == learn.render(v, x)}
        drop = mend or set(on[:max(1, len(on) // 2)])  # no one bit mends it: half of them go
        dc = v["dontcare"] = [b for b in dc if b not in drop]


def check_variant(o, rt, v, ws, texts, rnd, learned, before, name_of):
    """(the corpus words the variant claims, None) when it is to be kept, else (None, why). Its
    don't-care bits are narrowed to those every corpus word it claims holds at the sample's value
    (the assembler writes the sample's: such words reassemble to themselves)."""
    disjoin(v, learned)
    mask, match = variant_mask(v)
    mine = [w for w in ws if claims(v, mask, match, w)]
    if v["dontcare"]:
        v["dontcare"] = [b for b in v["dontcare"] if all((w >> b) & 1 == (v["word"] >> b) & 1 for w in mine)]
        mask, match = variant_mask(v)
        mine = [w for w in ws if claims(v, mask, match, w)]
    if any(overlaps(v, x) for x in learned):
        return None, "overlaps a variant learned before"
    bad = validate(o, v, mine, texts, rnd)
    if bad:
        w, t, m = bad[0]
        return None, f"{len(bad)} words print otherwise, e.g. {w:#034x}: nvdisasm '{t}', learned '{m}'"
    why = reassembles(rt, v, name_of(v), mine, before)
    return (mine, None) if why is None else (None, why)


def learn_checked(o, rt, s, st, op, ws, texts, rnd, learned, before, name_of):
    """The variant learned from sample s and the corpus words it claims, or (None, None) when it
    cannot be learned, overlaps one learned before, prints a word otherwise than nvdisasm or prints
    one that simtloom does not reassemble to its bytes (`before`: the mnemonic's variants so far,
    [(variant, name)]; name_of(v): the name the candidate would have). Many
    modifier bits are split into runs of adjacent bits first, then by pairs (learn.mod_fields);
    last, zero-register operands are pinned (learn.learn_variant's pin)."""
    pin = any(x in learn.PINNED or learn.pinned_inside(x) for x in sass_text.parse(st)[2])
    attempts = [("runs", False), ("pairs", False)] + ([("pairs", True)] if pin else [])
    while attempts:
        split, pinned = attempts.pop(0)
        how = ", zero registers pinned" if pinned else ", by modifier runs" if split == "runs" else ""
        try:
            v = learn.learn_variant(o, s, st, split, pinned)
        except learn.Fail as e:
            print(f"{op:#05x} {st}: not learned ({e}){how}", file=sys.stderr)
            continue
        v["ctrl_held"] = ctrl.learn(o, s)  # scoreboard sub-fields nvdisasm reads it only with
        if not v["mod_pieces"] and attempts and attempts[0] == ("pairs", False):
            attempts.pop(0)  # no modifier pieces: splitting them otherwise learns the same
        if learn.mod_text(v, lambda i: "{}").startswith(".{}"):
            # 'HGMMA.{shape}...': the assembler reads a mnemonic up to its first modifier
            print(f"{op:#05x} {st}: a modifier right after the mnemonic's dot; left out{how}", file=sys.stderr)
            continue  # another split may start its first piece at the dot
        # With the bits nvdisasm does not read as don't-care bits first, then with them fixed. A
        # branch's words are compared by their texts at address 0, as the variant was learned.
        if v["dontcare"]:
            narrow_dontcare(nvd.AtZero(o, v["pc_token"], learn.join) if v["pc_token"] else o, v, rnd)
        for dc in ([v["dontcare"], []] if v["dontcare"] else [[]]):
            v["dontcare"] = dc
            mine, why = check_variant(o, rt, v, ws, texts, rnd, learned, before, name_of)
            if why is None:
                return v, mine
            dcs = f", with don't-care bits {dc}" if dc else ""
            print(f"{op:#05x} {st}: {why}; left out{how}{dcs}", file=sys.stderr)
    return None, None


def open_flips(o, learned, tried):
    """The words one bit away from a learned variant's sample (a bit of no fixed meaning to the
    format: neither the guard nor the control code) that nvdisasm decodes and no learned variant
    claims: (one sample per shape, the most frequent shape first; {shape: other words of it};
    {word: (the sample it varies, the bit)}). Samples in `tried` (canonical words) are left out,
    and the ones returned are added to it."""
    parent = {}
    for v in learned:
        for b in learn.VARIED:
            parent.setdefault(v["word"] ^ (1 << b), (v["word"], b))
    ts = o.texts(list(parent))
    masks = [(v, *variant_mask(v)) for v in learned]
    known = {bare_shape(v["text"]) for v in learned}
    by_shape = collections.defaultdict(list)
    for w, t in ts.items():
        if t is None or canonical(w) in tried or any(claims(v, m, x, w) for v, m, x in masks):
            continue
        if bare_shape(t) in known:
            # Only an operand's negation or absolute value differs ('-R9', '|R2|'): where the
            # learner could make the marks part of a register's field (with_register_mods) the
            # variant already takes them; elsewhere a variant per combination would multiply the
            # mnemonic's variants, so these stay undescribed.
            continue
        by_shape[shape(t)].append(w)
    order = sorted(by_shape, key=lambda sh: (-len(by_shape[sh]), min(by_shape[sh])))
    samples = [by_shape[sh][0] for sh in order]
    more = collections.defaultdict(list, {sh: by_shape[sh][1:3] for sh in order})
    tried |= {canonical(w) for sh in order for w in by_shape[sh][:3]}
    return samples, more, parent


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--simtloom", default=os.path.join(ROOT, "build", "simtloom"),
                    help="the simtloom whose assembler must read every learned text back")
    ap.add_argument("--cubins", default=os.path.join(HERE, "build"))
    ap.add_argument("--out", default=os.path.join(HERE, "..", "..", "isa", "sm90"))
    ap.add_argument("--only", default="")
    ap.add_argument("--max-variants", type=int, default=8)
    ap.add_argument("--max-opcodes", type=int, default=0, help="learn the N most frequent opcodes (0: all)")
    ap.add_argument("--max-tries", type=int, default=8)
    ap.add_argument("--flip-rounds", type=int, default=2,
                    help="rounds of learning from single-bit variations of the learned samples (0: none)")
    ap.add_argument("--flip-variants", type=int, default=8, help="variants learned from variations, per opcode")
    ap.add_argument("--flip-tries", type=int, default=8, help="variation samples tried per opcode and round")
    ap.add_argument("--time-limit", type=float, default=0, help="learn no further opcode after this many seconds")
    ap.add_argument("--cache", default="", help="a file keeping nvdisasm's texts between runs")
    ap.add_argument("--update", action="store_true",
                    help="with --only: re-learn those mnemonics and keep every other one's descriptions in --out")
    args = ap.parse_args()
    o = nvd.Oracle(cache_file=args.cache or None)
    if not o.path:
        sys.exit("solve.py: nvdisasm not found (pip install nvidia-cuda-nvdisasm, or set NVDISASM)")
    if not os.path.exists(args.simtloom):
        sys.exit(f"solve.py: {args.simtloom} not found (build it first: cmake --build build --target simtloom)")
    rt = reasm.RoundTrip(args.simtloom)
    words = corpus(args.cubins)
    texts = o.texts(words)
    by_op = collections.defaultdict(list)
    for w in words:
        if texts[w] is not None and "SYNCS" not in texts[w]:
            by_op[w & 0xFFF].append(w)
    only = set(args.only.split(",")) if args.only else None
    order = sorted(by_op, key=lambda k: -len(by_op[k]))
    if args.max_opcodes:
        order = order[:args.max_opcodes]
    em = emit.Emitter()
    if args.update:
        if not only:
            sys.exit("solve.py: --update re-learns the mnemonics --only names")
        em.kept, _ = merge.kept_entries(args.out, only)
    names = collections.Counter()
    kept = collections.defaultdict(list)  # mnemonic -> [(variant, name)] learned so far
    claimed = 0
    t0 = time.time()
    for op in order:
        if args.time_limit and time.time() - t0 > args.time_limit:
            print(f"solve.py: time limit reached; opcodes after {op:#05x} not learned", file=sys.stderr)
            break
        ws = by_op[op]
        mnem = sass_text.parse(texts[ws[0]])[1].split(".")[0]
        if only and mnem not in only:
            continue
        learned, learned_names = [], []
        rnd = random.Random(op)  # per opcode: a run on some opcodes learns what a run on all learns
        # One sample per shape, the most frequent shape first (ties: the first seen).
        first, count, more = {}, collections.Counter(), collections.defaultdict(list)
        for w in ws:
            sh = shape(texts[w])
            count[sh] += 1
            if sh in first and len(more[sh]) < 2 and canonical(w) not in {canonical(x) for x in [first[sh]] + more[sh]}:
                more[sh].append(w)  # other samples of the shape, tried when one is not learned
            first.setdefault(sh, w)
        pending = [first[sh] for sh in sorted(first, key=lambda sh: -count[sh])]

        def name_of(v):  # the name the variant gets when it is kept (as the loop below names it)
            return f"{v['name']}_{op:03x}_{names[v['name']] + 1 + sum(x['name'] == v['name'] for x in learned)}"

        def learn_from(pending, more, max_variants, max_tries, origin=None):
            """Learns variants from the samples `pending` (one per shape; `more`: other words of a
            shape, tried when one is not learned) until max_variants or max_tries; returns how many
            variants it learned. origin(w): where a sample that is no corpus word comes from (the
            variant's `en` says it)."""
            nonlocal claimed
            tries, new = 0, 0
            while pending and new < max_variants and tries < max_tries:
                tries += 1
                w0 = pending[0]
                s = canonical(w0)
                st = o.texts([s])[s]
                pending = pending[1:]
                if st is None:
                    continue
                v, mine = learn_checked(o, rt, s, st, op, ws, texts, rnd, learned,
                                        kept[mnem] + [(x, nm) for x, nm in zip(learned, learned_names)], name_of)
                if v is None:
                    # Another word of its shape may be learned where this one's bits alias (IMAD
                    # R23, R23, 0x3, RZ: bits 32 and 33 print IMAD.SHL, so they read as modifiers).
                    sh = shape(o.texts([w0])[w0])
                    if more[sh]:
                        pending.insert(0, more[sh].pop(0))
                    continue
                if origin:
                    v["origin"] = origin(w0)
                learned_names.append(name_of(v))
                learned.append(v)
                new += 1
                mask, match = variant_mask(v)
                pending = [w for w in pending if not claims(v, mask, match, w)]
                claimed += len(mine)
                print(f"{op:#05x} {st}: learned, {len(mine)} corpus words" + (f" ({v['origin']})" if origin else ""), file=sys.stderr)
            return new

        learn_from(pending, more, args.max_variants, args.max_tries)
        tried = {canonical(w) for w in ws}
        # Words one bit away from a learned sample that nvdisasm decodes and no variant claims are
        # shapes the corpus does not hold (BRA.U.ANY beside BRA): they are learned as samples too.
        for _ in range(args.flip_rounds):
            samples, more, parent = open_flips(o, learned, tried)
            if not samples or not learn_from(samples, more, args.flip_variants, args.flip_tries,
                                             lambda w: f"bit {parent[w][1]} of the sample {parent[w][0]:#034x} flipped"):
                break
        for v, nm in zip(learned, learned_names):
            names[v["name"]] += 1
            assert nm == f"{v['name']}_{op:03x}_{names[v['name']]}"
            em.add(v, nm)
            kept[v["name"]].append((v, nm))
        o.save()
    tpl = reasm.target_text(em)
    for f in glob.glob(os.path.join(args.out, "sass_*.yaml")):
        if not args.update or os.path.basename(f)[5:-5].upper() in only:
            os.remove(f)
    with open(os.path.join(args.out, "target.yaml"), "w") as fh:
        fh.write(tpl)
    for name, text in em.group_files().items():
        with open(os.path.join(args.out, name), "w") as fh:
            fh.write(text)
    print(f"solve.py: {claimed} of {len(words)} corpus words claimed by learned variants; nvdisasm processes: {o.processes}; simtloom processes: {rt.runs}",
          file=sys.stderr)


if __name__ == "__main__":
    main()
