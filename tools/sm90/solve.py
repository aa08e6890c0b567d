#!/usr/bin/env python3
"""The sm90 encoding solver: learns variants from the corpus cubins' words with nvdisasm and writes
isa/sm90/target.yaml (from target.in.yaml) and isa/sm90/sass_*.yaml.

  solve.py [--cubins DIR] [--out DIR] [--only IMAD,MOV] [--max-variants N]
"""
import argparse
import collections
import glob
import os
import random
import re
import sys
import time

import cubin
import emit
import learn
import nvd
import sass_text

HERE = os.path.dirname(os.path.abspath(__file__))


def corpus(cubdir):
    words = []
    for f in sorted(glob.glob(os.path.join(cubdir, "*.cubin"))):
        for _, ws in cubin.text_sections(f):
            words += ws
    return words


def canonical(w):
    """The sample a word is learned from: no guard (PT), no reuse flags."""
    w = (w & ~(0xF << 12)) | (7 << 12)
    return w & ~(0xF << 122)


def shape(t):
    """The text with registers and numbers blanked: words of one shape are tried once."""
    t = re.sub(r"\b(UR|UP|R|P)(\d+|Z|T)\b", "X", strip_guard(t))
    return re.sub(r"-?0x[0-9a-f]+", "N", t)


def strip_guard(t):
    return t.split(" ", 1)[1] if t.startswith("@") else t


def variant_mask(v):
    used = set(range(0, 16)) | set(range(105, 122))
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
        if f.get("exclude") is not None and all((mask_b >> x) & 1 for x in f["bits"]) and \
                learn.get(match_b, f["bits"]) == f["exclude"]:
            return True
    return False


def overlaps(a, b):
    """Whether some word matches both variants, as the loader checks it."""
    (ma, va), (mb, vb) = variant_mask(a), variant_mask(b)
    common = ma & mb
    if (va ^ vb) & common:
        return False
    return not (excludes(a, b) or excludes(b, a))


def claims(v, mask, match, w):
    """Whether the variant decodes w: its fixed bits, and a value it names in every enum field."""
    return (w & mask) == match and learn.render(v, w) is not None


def random_word(v, rnd):
    w = v["word"]
    for _, f in learn.field_list(v):
        w = learn.flip(w, f["bits"], rnd.getrandbits(f["n"]))
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


def learn_checked(o, s, st, op, ws, texts, rnd, learned):
    """The variant learned from sample s and the corpus words it claims, or (None, None) when it
    cannot be learned, overlaps one learned before or prints a word otherwise than nvdisasm. Many
    modifier bits are split into runs of adjacent bits first, then by pairs (learn.mod_fields);
    last, zero-register operands are pinned (learn.learn_variant's pin)."""
    pin = any(x in learn.PINNED for x in sass_text.parse(st)[2])
    attempts = [("runs", False), ("pairs", False)] + ([("pairs", True)] if pin else [])
    while attempts:
        split, pinned = attempts.pop(0)
        how = ", zero registers pinned" if pinned else ", by modifier runs" if split == "runs" else ""
        try:
            v = learn.learn_variant(o, s, st, split, pinned)
        except learn.Fail as e:
            print(f"{op:#05x} {st}: not learned ({e}){how}", file=sys.stderr)
            continue
        if not v["mod_pieces"] and attempts and attempts[0] == ("pairs", False):
            attempts.pop(0)  # no modifier pieces: splitting them otherwise learns the same
        if learn.mod_text(v, lambda i: "{}").startswith(".{}"):
            # 'HGMMA.{shape}...': the assembler reads a mnemonic up to its first modifier
            print(f"{op:#05x} {st}: a modifier right after the mnemonic's dot; left out", file=sys.stderr)
            return None, None
        mask, match = variant_mask(v)
        if any(overlaps(v, x) for x in learned):
            print(f"{op:#05x} {st}: overlaps a variant learned before; left out{how}", file=sys.stderr)
            continue
        mine = [w for w in ws if claims(v, mask, match, w)]
        bad = validate(o, v, mine, texts, rnd)
        if not bad:
            return v, mine
        w, t, m = bad[0]
        print(f"{op:#05x} {st}: {len(bad)} words print otherwise, e.g. {w:#034x}: nvdisasm '{t}', learned '{m}'; left out{how}",
              file=sys.stderr)
    return None, None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cubins", default=os.path.join(HERE, "build"))
    ap.add_argument("--out", default=os.path.join(HERE, "..", "..", "isa", "sm90"))
    ap.add_argument("--only", default="")
    ap.add_argument("--max-variants", type=int, default=8)
    ap.add_argument("--max-opcodes", type=int, default=0, help="learn the N most frequent opcodes (0: all)")
    ap.add_argument("--max-tries", type=int, default=8)
    ap.add_argument("--time-limit", type=float, default=0, help="learn no further opcode after this many seconds")
    ap.add_argument("--cache", default="", help="a file keeping nvdisasm's texts between runs")
    args = ap.parse_args()
    o = nvd.Oracle(cache_file=args.cache or None)
    if not o.path:
        sys.exit("solve.py: nvdisasm not found (pip install nvidia-cuda-nvdisasm, or set NVDISASM)")
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
    names = collections.Counter()
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
        learned = []
        rnd = random.Random(op)  # per opcode: a run on some opcodes learns what a run on all learns
        # One sample per shape, the most frequent shape first (ties: the first seen).
        first, count = {}, collections.Counter()
        for w in ws:
            sh = shape(texts[w])
            count[sh] += 1
            first.setdefault(sh, w)
        pending = [first[sh] for sh in sorted(first, key=lambda sh: -count[sh])]
        tries = 0
        while pending and len(learned) < args.max_variants and tries < args.max_tries:
            tries += 1
            w0 = pending[0]
            s = canonical(w0)
            st = o.texts([s])[s]
            pending = pending[1:]
            if st is None:
                continue
            v, mine = learn_checked(o, s, st, op, ws, texts, rnd, learned)
            if v is None:
                continue
            learned.append(v)
            mask, match = variant_mask(v)
            pending = [w for w in pending if not claims(v, mask, match, w)]
            claimed += len(mine)
            print(f"{op:#05x} {st}: learned, {len(mine)} corpus words", file=sys.stderr)
        for v in learned:
            names[v["name"]] += 1
            em.add(v, f"{v['name']}_{op:03x}_{names[v['name']]}")
        o.save()
    fm, ty, en = em.target_parts()
    tpl = open(os.path.join(HERE, "target.in.yaml")).read()
    tpl = tpl.replace("  # @generated formats@\n", fm + "\n").replace("  # @generated operand_types@\n", ty + "\n")
    tpl = tpl.replace("  # @generated enums@\n", en + "\n")
    tpl = "# Generated by tools/sm90/solve.py from tools/sm90/target.in.yaml (make sm90-isa): edit that file.\n" + tpl
    for f in glob.glob(os.path.join(args.out, "sass_*.yaml")):
        os.remove(f)
    with open(os.path.join(args.out, "target.yaml"), "w") as fh:
        fh.write(tpl)
    for name, text in em.group_files().items():
        with open(os.path.join(args.out, name), "w") as fh:
            fh.write(text)
    print(f"solve.py: {claimed} of {len(words)} corpus words claimed by learned variants; nvdisasm processes: {o.processes}",
          file=sys.stderr)


if __name__ == "__main__":
    main()
