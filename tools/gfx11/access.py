"""What each generated gfx11 variant does with its register operands, and where it runs.

access(): read, write or readwrite per register operand (by the operand's name in the syntax
and the instruction); the simulator's hazard checks, wait counters and timing scoreboard read
it from the description. unit_latency(): the issue unit and the latency, by format and
instruction: VALU 5 cycles, TRANS 10, SALU 2 (the model LLVM's s_delay_alu insertion uses),
memory through its wait counter (vm: vector loads and returning atomics, vs: vector stores and
the other atomics, lgkm: LDS and scalar memory)."""

READ_NAMES = {"src0", "src1", "src2", "vsrc1", "ssrc0", "ssrc1", "addr", "vaddr", "saddr", "sbase", "soffset", "srsrc",
              "data", "data0", "data1", "src0x", "src0y", "vsrc1x", "vsrc1y", "vsrc0", "vsrc2", "vsrc3", "ssamp",
              "vaddr1", "vaddr2", "vaddr3", "vaddr4"}
WRITE_NAMES = {"vdst", "sdata", "vdstx", "vdsty"}

# Destinations an instruction also reads: accumulators, partial writes, conditional moves.
_READS_DST = ("v_fmac_", "v_fmamk_", "v_dot2acc_", "v_pk_fmac_", "v_writelane_", "v_swap_", "v_movreld_", "v_cndmask_b16",
              "_d16_", "v_mac_", "v_dual_fmac_", "v_dual_dot2acc_",
              "v_fma_mixlo_", "v_fma_mixhi_")  # (these write one half of vdst)
_TRANS = ("v_exp_", "v_log_", "v_rcp_", "v_rsq_", "v_sqrt_", "v_sin_", "v_cos_")


def _sopk_sdst(m):
    if m.startswith(("s_cmpk_", "s_setreg_", "s_waitcnt_")):
        return "read"
    if m.startswith(("s_addk_", "s_mulk_", "s_cmovk_")):
        return "readwrite"
    return "write"


def access(fmt, mnemonic, names, returns=True):
    """returns: whether an atomic returns the old value (a MUBUF atomic without glc only reads vdata)."""
    out = {}
    m = mnemonic
    for n in names:
        if (n == "sdata" and m.startswith("s_atc_probe")) or (n == "ssrc0" and m.startswith("s_sendmsg_rtn_")):
            continue  # a number (the probe's kind, the message), not a register
        if n in READ_NAMES:
            out[n] = "read"
        elif n in WRITE_NAMES:
            rw = any(p in m for p in _READS_DST) and not m.startswith("v_fmamk_")
            out[n] = "readwrite" if rw and n in ("vdst", "vdstx", "vdsty") else "write"
        elif n == "sdst":
            if fmt == "SOPK":
                out[n] = _sopk_sdst(m)
            elif m.startswith(("s_bitset", "s_cmov_")):
                out[n] = "readwrite"
            else:
                out[n] = "write"
        elif n == "vdata":  # MUBUF: loads write it, stores read it, returning atomics both
            if fmt.startswith("MIMG") and not m.startswith(("image_store", "image_atomic_")):
                out[n] = "write"  # loads, samples, gathers, queries, BVH: the result
            elif "_load" in m:
                out[n] = "readwrite" if "_d16" in m else "write"
            elif "_atomic_" in m:
                out[n] = "readwrite" if returns or fmt.startswith("MIMG") else "read"
            else:
                out[n] = "read"
    if m.startswith("v_swap_") and "src0" in out:
        out["src0"] = "readwrite"
    return out


def unit_latency(fmt, mnemonic, names, returns=False):
    m = mnemonic
    if m.startswith("s_sendmsg_rtn_"):
        return "smem", "var:lgkm"  # the answer comes back through the lgkm counter, as a scalar load's
    if fmt in ("SOP1", "SOP2", "SOPC", "SOPK", "SOPK_LIT"):
        if m.startswith("s_waitcnt_"):
            return "sync", "fixed:1"
        return "salu", "fixed:2"
    if fmt == "SOPP":
        if m.startswith(("s_branch", "s_cbranch_")):
            return "branch", "fixed:1"
        if m.startswith(("s_waitcnt", "s_barrier", "s_sleep", "s_wait_", "s_nop", "s_delay_alu", "s_clause", "s_icache_inv")):
            return "sync", "fixed:1"
        return "salu", "fixed:2"
    if fmt == "SMEM":
        if m in ("s_dcache_inv", "s_gl1_inv"):
            return "smem", "fixed:1"
        return "smem", "var:lgkm"
    if fmt in ("DS", "DS2"):  # DS2: the two-address forms (offset0/offset1)
        return "lds", "fixed:1" if m == "ds_nop" else "var:lgkm"
    if fmt == "FLAT":
        return "vmem", "var:vm" if "vdst" in names else "var:vs"
    if fmt == "LDSDIR":  # LDS parameter / direct loads count on the export counter (EXP_CNT: exports and LDSDIR)
        return "lds", "var:exp"
    if fmt == "EXP":
        return "exp", "var:exp"
    if fmt.startswith("MIMG"):
        return "vmem", "var:vs" if m.startswith("image_store") else "var:vm"
    if fmt in ("MUBUF", "MTBUF"):
        if m.startswith(("buffer_gl0_inv", "buffer_gl1_inv")):
            return "vmem", "fixed:1"
        if "_load" in m or (returns and "_atomic_" in m):
            return "vmem", "var:vm"
        return "vmem", "var:vs"
    if m.startswith(_TRANS) and not m.endswith(("_e64_dpp", "_dpp")) and "_f64" not in m:
        return "trans", "fixed:10"
    return "valu", "fixed:5"
