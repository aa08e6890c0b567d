"""The older spellings llvm-mc 19 still takes for gfx11 instructions (`buffer_load_dword`,
`ds_read_b32`, `v_add_u32`, `s_andn2_b32`, `global_atomic_add_x2`): input only, llvm-objdump prints
the gfx11 names.

Candidates come from the renamings between the GCN-era and the RDNA3 names (dword -> b32, read ->
load, andn2 -> and_not1, ...), each applied or not; llvm-mc decides. A candidate is an alias of an
instruction when llvm-mc assembles the instruction's own text with the candidate for its mnemonic
to the same bytes (a DPP form llvm-objdump prints without `_dpp`, VOPC's `v_cmp_eq_u32 vcc_lo, v1, v2
quad_perm:...`, is also written `v_cmp_eq_u32_dpp`); a suffix-less candidate (`v_add_u32`) is one when it assembles as the
suffix-less gfx11 name (`v_add_nc_u32`) does with the same operands. A candidate that is a gfx11
mnemonic of its own is never an alias.
"""
import itertools
import re

import llvm_oracle

# gfx11 piece -> older piece, longest first (a rule applies once, where it first matches).
_RENAMES = [
    ("storexchg_2addr_stride64", "wrxchg2st64"), ("storexchg_2addr", "wrxchg2"), ("storexchg", "wrxchg"),
    ("load_2addr_stride64", "read2st64"), ("store_2addr_stride64", "write2st64"),
    ("load_2addr", "read2"), ("store_2addr", "write2"),
    ("d16_hi_b16", "short_d16_hi"), ("d16_hi_u8", "ubyte_d16_hi"), ("d16_hi_i8", "sbyte_d16_hi"), ("d16_hi_b8", "byte_d16_hi"),
    ("d16_b16", "short_d16"), ("d16_u8", "ubyte_d16"), ("d16_i8", "sbyte_d16"),
    ("cmpswap_f32", "fcmpswap"), ("cmpswap_f64", "fcmpswap_x2"), ("min_f32", "fmin"), ("max_f32", "fmax"),
    ("min_f64", "fmin_x2"), ("max_f64", "fmax_x2"),
    ("and_not1", "andn2"), ("or_not1", "orn2"), ("and_not0", "andn1"), ("or_not0", "orn1"),
    ("cmpstore", "cmpst"), ("dx9_zero", "legacy"), ("floor", "flr"), ("nearest", "rpi"), ("pk_rtz", "pkrtz"),
    ("load", "read"), ("store", "write"), ("_nc_", "_"),
    ("b512", "dwordx16"), ("b256", "dwordx8"), ("b128", "dwordx4"), ("b96", "dwordx3"), ("b64", "dwordx2"), ("b32", "dword"),
    ("u8", "ubyte"), ("i8", "sbyte"), ("u16", "ushort"), ("i16", "sshort"), ("b8", "byte"), ("b16", "short"),
]
_SUFFIX = re.compile(r"_(?:e32|e64|e64_dpp|dpp)$")
_DPP_TEXT = re.compile(r"quad_perm:|row_\w+:|dpp8:|row_mask:")
_ATOMIC_TYPE = [(re.compile(r"_(?:u32|b32|i32)$"), ""), (re.compile(r"_(?:u64|b64|i64)$"), "_x2")]


def candidates(mnemonic):
    """Older spellings that may name this mnemonic: every combination of the renamings that apply."""
    rules = [(a, b) for a, b in _RENAMES if a in mnemonic]
    if "_atomic_" in mnemonic:
        rules += [(rx, b) for rx, b in _ATOMIC_TYPE if rx.search(mnemonic)]
    out = set()
    for k in range(1, min(len(rules), 4) + 1):
        for combo in itertools.combinations(rules, k):
            m = mnemonic
            for a, b in combo:
                m = a.sub(b, m, count=1) if hasattr(a, "sub") else m.replace(a, b, 1)
            if m != mnemonic:
                out.add(m)
    return out


def _with_mnemonic(text, m):
    head, sep, tail = text.partition(" ")
    return m + sep + tail


def find(insns, known):
    """{gfx11 mnemonic: sorted older spellings} for the instructions given ({mnemonic, text}
    dicts); known: every gfx11 mnemonic and suffix-less name, never taken as an alias."""
    trials = []  # (mnemonic, alias, candidate text, reference text)
    for ins in insns:
        m, text = ins["mnemonic"], ins.get("text")
        if not text or " :: " in text or not text.startswith(m):
            continue
        for c in candidates(m) - known:
            trials.append((m, c, _with_mnemonic(text, c), text))
        if not _SUFFIX.search(m) and _DPP_TEXT.search(text) and m + "_dpp" not in known:
            trials.append((m, m + "_dpp", _with_mnemonic(text, m + "_dpp"), text))  # VOPC DPP: printed without _dpp
        base = _SUFFIX.sub("", m)
        if base != m:
            for c in candidates(base) - known:
                trials.append((m, c, _with_mnemonic(text, c), _with_mnemonic(text, base)))
    if not trials:
        return {}
    refs = sorted({t[3] for t in trials})
    got = llvm_oracle.assemble([t[2] for t in trials] + refs)
    ref_bytes = dict(zip(refs, (b for b, _ in got[len(trials):])))
    out = {}
    for (m, c, _, ref), (b, _err) in zip(trials, got[:len(trials)]):
        if b and b == ref_bytes.get(ref):
            out.setdefault(m, set()).add(c)
    return {m: sorted(v) for m, v in out.items()}
