// Shared helpers of the gfx11 semantic functions: operand slots, the lane loop, source operands
// (a VGPR row, or one scalar value for every lane: a register, an inline constant or the
// literal, by the description's source codes), modifiers and destinations.
#pragma once
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>

#include "codec/source.h"
#include "isa/gfx11_ids.h"
#include "sim/engine/engine.h"
#include "sim/engine/lanes.h"
#include "sim/gfx11/state.h"

namespace simtloom::sim::gfx11 {

using X = ExecContext;
using DI = DecodedInsn;
using Vid = isa::gfx11::V;
namespace trap = isa::gfx11::trap;
namespace counter = isa::gfx11::counter;

// Operand slots (IsaPlugin::slot_of): names that never share a variant share a slot.
enum Slot : int {
  DST = 0,    // vdst, sdata, vdata of a load
  SDST = 1,   // sdst (also a SOP's destination)
  S0 = 2,     // src0, ssrc0
  S1 = 3,     // src1, vsrc1, ssrc1
  S2 = 4,     // src2
  CLAMP = 5,
  OMOD = 6,
  OPSEL = 7,
  OFF = 8,    // offset, offset0
  OFF1 = 9,   // offset1
  ADDR = 10,  // addr, vaddr
  BASE = 11,  // saddr, sbase, srsrc
  SOFF = 12,  // soffset
  DATA = 13,  // data, data0, vdata of a store
  DATA1 = 14, // data1
  IMM = 15,   // simm16, k, kx
  // VOPD's Y half (X uses DST, S0, S1): slots no VOPD variant has otherwise.
  VDSTY = ADDR,
  SRC0Y = BASE,
  VSRC1Y = SOFF,
  KY = OMOD,  // ky (the literal both halves share; kx is IMM)
  // VOP3P's lists beside op_sel (a VOP3P variant has no offset, data or omod).
  OPSEL_HI = OFF,
  NEG_LO = OFF1,
  NEG_HI = DATA,
  // DPP's operands (a VALU variant has no address, base, soffset, data1 or simm16).
  DPP_CTRL = ADDR,
  ROW_MASK = BASE,
  BANK_MASK = SOFF,
  BOUND_CTRL = DATA1,
  FI = IMM,
  // A memory instruction's glc bit (buffer atomics return the old value with it): memory
  // variants have no op_sel.
  GLC = OPSEL,
  // MTBUF's data format (a memory variant has no simm16).
  FMT = IMM,
};


inline unsigned code_of(int64_t op) { return codec::is_literal(op) ? 255u : static_cast<unsigned>(codec::src_plain(op) & 511); }
// A source's modifiers: kNeg, kAbs, kSext. The engine gives them in this order whatever bits the
// operand's type gives them (VOP3's `mods: [neg, abs]` puts abs in bit 0 of the value).
enum Mod : unsigned { kNeg = kSrcNeg, kAbs = kSrcAbs, kSext = kSrcSext };
inline unsigned mods_of(const DI& d, int slot) { return codec::src_mods(d.op[slot]); }
// A VGPR operand's register number (its code less 256).
inline unsigned vreg(int64_t op) { return (code_of(op) - 256) & 255; }
inline uint32_t* vrow(X& x, int64_t op) { return state(x.w).v[vreg(op)]; }

// Width index of the constant table: 0 = 16 bits, 1 = 32, 2 = 64.
enum Width : unsigned { W16 = 0, W32 = 1, W64 = 2 };

// One scalar value of a source operand (any code but a VGPR), `w` bits wide.
uint64_t scalar_value(X& x, int64_t op, Width w);

// Whether the warp is a wave64 one (the kernel descriptor's wavefront size): VCC and EXEC are
// then SGPR pairs, and lane masks 64 bits wide.
inline bool wave64(const X& x) { return x.width > 32; }
// `buf[l] = v` for every lane of the warp (a scalar source read as a row).
template <class T>
inline void fill_lanes(const X& x, T* buf, T v) {
  if (wave64(x)) {
    for (unsigned l = 0; l < 64; ++l) buf[l] = v;
  } else {
    for (unsigned l = 0; l < 32; ++l) buf[l] = v;
  }
}

// A 32-bit source for every lane: the VGPR's row, or `buf` filled with the scalar value.
inline const uint32_t* src32(X& x, int64_t op, uint32_t* buf, Width w = W32) {
  unsigned c = code_of(op);
  if (c >= 256) return state(x.w).v[c - 256];
  fill_lanes(x, buf, static_cast<uint32_t>(scalar_value(x, op, w)));
  return buf;
}
// A 64-bit source: a VGPR pair, an SGPR pair, an inline constant or the literal.
inline void src64(X& x, int64_t op, uint64_t* out) {
  unsigned c = code_of(op);
  if (c >= 256) {
    const uint32_t* lo = state(x.w).v[(c - 256) & 255];
    const uint32_t* hi = state(x.w).v[(c - 255) & 255];
    const unsigned n = wave64(x) ? 64 : 32;
    for (unsigned l = 0; l < n; ++l) out[l] = uint64_t{hi[l]} << 32 | lo[l];
    return;
  }
  fill_lanes(x, out, scalar_value(x, op, W64));
}

// Scalar registers by code.
inline uint32_t sget(X& x, unsigned c) { return c == kNull ? 0 : state(x.w).s[c & 127]; }
inline uint64_t sget64(X& x, unsigned c) { return uint64_t{sget(x, c + 1)} << 32 | sget(x, c); }
// Writes a scalar code: null drops the value; exec_lo (and exec_hi in wave64) is the warp's
// execution mask too (lanes that hold no thread stay off).
inline void sset(X& x, unsigned c, uint32_t v) {
  c &= 127;
  if (c == kNull) return;
  Gfx11Warp& s = state(x.w);
  s.s[c] = v;
  if (c >= kExecLo) x.w.exec = (s.s[kExecLo] | (wave64(x) ? LaneMask{s.s[kExecHi]} << 32 : 0)) & x.w.lanes;
}
inline void sset64(X& x, unsigned c, uint64_t v) {
  sset(x, c, static_cast<uint32_t>(v));
  if ((c & 127) != kNull) sset(x, c + 1, static_cast<uint32_t>(v >> 32));
}
// A lane mask in scalar code c: one SGPR in wave32, a pair in wave64.
inline LaneMask mask_get(X& x, unsigned c) { return wave64(x) ? sget64(x, c) : sget(x, c); }
inline void mask_set(X& x, unsigned c, LaneMask v) {
  if (wave64(x)) sset64(x, c, v);
  else sset(x, c, static_cast<uint32_t>(v));
}
// A lane-mask source operand (v_cndmask's and the carry-in's src2): a register, or a constant
// as wide as the wave.
inline LaneMask mask_src(X& x, int64_t op) { return scalar_value(x, op, wave64(x) ? W64 : W32); }
inline LaneMask vcc(X& x) { return mask_get(x, kVccLo); }
inline void set_vcc(X& x, LaneMask v) { mask_set(x, kVccLo, v); }
// The active lanes' bits of a lane mask written into a mask destination (a VOPC or carry-out
// SGPR, VCC): inactive lanes' bits are 0.
inline void set_mask(X& x, unsigned c, LaneMask bits) { mask_set(x, c, bits & x.w.exec); }
// The cmpx forms and saveexec write EXEC: exec_lo, and exec_hi in wave64.
inline void set_exec(X& x, LaneMask v) { mask_set(x, kExecLo, v); }

// Source modifiers (mods_of) on a float's bits: abs clears the sign, then neg flips it.
inline uint32_t fmod32(uint32_t v, unsigned m) {
  if (m & kAbs) v &= 0x7fffffffu;
  if (m & kNeg) v ^= 0x80000000u;
  return v;
}
inline uint64_t fmod64(uint64_t v, unsigned m) {
  if (m & kAbs) v &= ~(uint64_t{1} << 63);
  if (m & kNeg) v ^= uint64_t{1} << 63;
  return v;
}
inline float f32(uint32_t b) { return std::bit_cast<float>(b); }
inline uint32_t b32(float f) { return std::bit_cast<uint32_t>(f); }
inline double f64(uint64_t b) { return std::bit_cast<double>(b); }
inline uint64_t b64(double f) { return std::bit_cast<uint64_t>(f); }

// The output modifiers of a float result: omod (1: *2, 2: *4, 3: /2), then clamp to [0, 1].
inline float fout(float r, const DI& d) {
  switch (d.op[OMOD] & 3) {
    case 1: r *= 2.0f; break;
    case 2: r *= 4.0f; break;
    case 3: r *= 0.5f; break;
    default: break;
  }
  if (d.op[CLAMP] & 1) r = std::isnan(r) ? 0.0f : std::fmin(std::fmax(r, 0.0f), 1.0f);
  return r;
}
inline double fout(double r, const DI& d) {
  switch (d.op[OMOD] & 3) {
    case 1: r *= 2.0; break;
    case 2: r *= 4.0; break;
    case 3: r *= 0.5; break;
    default: break;
  }
  if (d.op[CLAMP] & 1) r = std::isnan(r) ? 0.0 : std::fmin(std::fmax(r, 0.0), 1.0);
  return r;
}

void register_salu(IsaPlugin& p);
void register_sopp(IsaPlugin& p);
void register_valu_int(IsaPlugin& p);
void register_valu_fp(IsaPlugin& p);
void register_vopc(IsaPlugin& p);
void register_smem(IsaPlugin& p);
void register_vmem(IsaPlugin& p);
void register_buf(IsaPlugin& p);
void register_tbuf(IsaPlugin& p);
void register_ds(IsaPlugin& p);
void register_vopd(IsaPlugin& p);
void register_vop3p(IsaPlugin& p);
void register_dpp(IsaPlugin& p);

}  // namespace simtloom::sim::gfx11
