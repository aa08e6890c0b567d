// Shared helpers of the LinxISA semantic functions: operand slots, the lane loop, the typed
// 10-bit operands of SIMT micro-instructions and the 5-bit operands of scalar blocks, and
// the T/U/M/N queues.
//
// Register model: each warp's T/U/M/N queues are the plug-in's warp state (LinxWarp); a push
// shifts the lane's queue by one. Globals live in LinxState (uniform, read-only in SIMT
// blocks); each warp reads its own copy (LinxWarp::R), which the timing model's deferred
// re-execution restores with the queue entries it reads. PredM is the warp's execution mask;
// CSTK is the engine's control stack.
#pragma once
#include <bit>
#include <cstdint>
#include <new>

#include "isa/linx041_ids.h"
#include "sim/engine/engine.h"
#include "sim/engine/lanes.h"
#include "sim/fp/fp.h"
#include "sim/linx/state.h"

namespace simtloom::sim::linx {

using X = ExecContext;
using DI = DecodedInsn;
// Ids generated from isa/linx041/ at build time: variants, trap causes, enum values.
using Vid = isa::linx041::V;
namespace trap = isa::linx041::trap;
namespace en = isa::linx041::en;

// Operand slots (IsaPlugin::slot_of).
enum Slot : int {
  A = 0,    // a_idx, rs, lr, cond (pc.push)
  ATY = 1,  // a_ty, cond_type
  B = 2,    // b_idx
  BTY = 3,  // b_ty
  C = 4,    // c_idx
  CTY = 5,  // c_ty
  D = 6,    // d_idx, rd
  DTY = 7,  // d_ty
  IMM = 8,  // imm, ssr
  TGT = 9,  // target, body, else / join (pc.push)
  SRT = 10, // srt
  ST = 11,  // st
  DT = 12,  // dt
  CC = 13,  // cc, bt
  G = 14,   // g
  WID = 15, // width
};

inline LinxState& S(X& x) { return *static_cast<LinxState*>(x.launch.isa_state); }

// A fault: its cause from the description's trap table (trap::NAME).
inline void fault(X& x, unsigned cause, uint64_t info, uint32_t lanes = 0) { x.trap(cause, info, lanes); }


// ---- Integer types: [2] signed, [1:0] width 64/32/16/8 --------------------------------------
inline unsigned width_bits(int64_t ty) { return 64u >> (ty & 3); }
inline uint64_t trunc(uint64_t v, unsigned bits) { return bits >= 64 ? v : v & ((uint64_t{1} << bits) - 1); }
inline uint64_t sext(uint64_t v, unsigned bits) {
  if (bits >= 64) return v;
  uint64_t m = uint64_t{1} << (bits - 1);
  v = trunc(v, bits);
  return (v ^ m) - m;
}
// A value of integer type `ty` as a 64-bit operand.
inline uint64_t typed(uint64_t raw, int64_t ty) { return (ty & 4) ? sext(raw, width_bits(ty)) : trunc(raw, width_bits(ty)); }
// The integer comparison codes (icc) of compares, setc and branches: eq ne and or lt ge ltu geu.
inline bool compare(unsigned cc, uint64_t a, uint64_t b) {
  switch (cc & 7) {
    case 0: return a == b;
    case 1: return a != b;
    case 2: return a != 0 && b != 0;
    case 3: return a != 0 || b != 0;
    case 4: return static_cast<int64_t>(a) < static_cast<int64_t>(b);
    case 5: return static_cast<int64_t>(a) >= static_cast<int64_t>(b);
    case 6: return a < b;
    default: return a >= b;
  }
}

// Float type codes fd fs fh fb (0-3) as formats; fb is modelled as OCP FP8 E4M3 (provisional).
inline fp::Format float_format(int64_t code) {
  static constexpr fp::Format kMap[4] = {fp::Format::F64, fp::Format::F32, fp::Format::F16, fp::Format::E4M3};
  return kMap[code & 3];
}

// ---- Queues -----------------------------------------------------------------------------------
static_assert(sizeof(LinxWarp) <= kIsaStateBytes, "linx041's warp state must fit Warp::isa");
inline LinxWarp& queues(Warp& w) { return *std::launder(reinterpret_cast<LinxWarp*>(w.isa)); }
inline const LinxWarp& queues(const Warp& w) { return *std::launder(reinterpret_cast<const LinxWarp*>(w.isa)); }

inline uint64_t qread(const Warp& w, unsigned q, unsigned e, unsigned l) { return queues(w).q[q][e][l]; }
// A push shifts the lane's queue by one.
inline void qpush(Warp& w, unsigned q, unsigned l, uint64_t v) {
  auto& Q = queues(w).q[q];
  for (unsigned e = kQueueDepth - 1; e > 0; --e) Q[e][l] = Q[e - 1][l];
  Q[0][l] = v;
}

// Loop registers. A lane's iteration index i = group × LaneNum + lane gives LC0 = i mod LB0,
// LC1 = (i / LB0) mod LB1, LC2 = i / (LB0 × LB1); outside SIMT blocks LCn = 0. `sel`: LC0-2 = 0-2,
// LB0-2 = 4-6.
inline uint64_t loop_reg(const LinxState& s, uint32_t group, int64_t sel, unsigned l) {
  if (sel >= 4) return s.LB[(sel - 4) % 3];
  if (s.block != BlockKind::Simt) return 0;
  const uint64_t i = uint64_t{group} * s.lane_num + l;
  const uint64_t lb0 = s.LB[0] ? s.LB[0] : 1, lb1 = s.LB[1] ? s.LB[1] : 1;
  return sel == 0 ? i % lb0 : sel == 1 ? (i / lb0) % lb1 : i / (lb0 * lb1);
}

// A source operand resolved once per instruction: a queue entry (per lane), a uniform value
// (a global, LBn) or a lane's iteration index LCn.
struct Src {
  const Warp* w = nullptr;
  unsigned q = 0, e = 0;
  bool global = false;
  uint64_t g = 0;
  const LinxState* lc = nullptr;  // LCn: the loop state, with the group in q and n in e
  uint64_t raw(unsigned l) const {
    if (global) return g;
    if (lc) return loop_reg(*lc, q, e, l);
    return qread(*w, q, e, l);
  }
};

// 10-bit operand index [6:0] (LibPseudoCode.md V[]): T 0-7, U 8-15, M 16-23, N 24-31 (entry 1-8),
// globals 32-55, LC0/LB0 64/65, LC1/LB1 68/69, LC2/LB2 72/73.
inline bool src10(X& x, int64_t idx, Src& s) {
  s.w = &x.w;
  idx &= 127;
  if (idx < 32) {
    s.q = static_cast<unsigned>(idx) >> 3;
    s.e = static_cast<unsigned>(idx) & 7;
    return true;
  }
  if (idx < 32 + static_cast<int64_t>(kGlobals)) {
    s.global = true;
    s.g = queues(x.w).R[idx - 32];
    return true;
  }
  if (idx >= 64 && idx <= 73 && (idx & 3) <= 1) {
    const unsigned n = static_cast<unsigned>(idx - 64) >> 2;
    if (idx & 1) {  // LBn: uniform
      s.global = true;
      s.g = S(x).LB[n];
    } else {
      s.lc = &S(x);
      s.q = x.wg.flat;
      s.e = n;
    }
    return true;
  }
  fault(x, trap::reserved_operand, static_cast<uint64_t>(idx));
  return false;
}
// Scalar-block 5-bit source: globals 0-23, T entries 1-4 at 24-27, U entries 1-4 at 28-31.
inline bool src5(X& x, int64_t idx, Src& s) {
  s.w = &x.w;
  idx &= 31;
  if (idx < static_cast<int64_t>(kGlobals)) {
    s.global = true;
    s.g = queues(x.w).R[idx];
  } else {
    s.q = idx < 28 ? 0 : 1;
    s.e = static_cast<unsigned>(idx - (idx < 28 ? 24 : 28));
  }
  return true;
}

// Results of one instruction, written after every source has been read.
struct Results {
  uint64_t v[kMaxLanes];
};

// SIMT destination (10-bit, LibPseudoCode.md V[] write): 0-3 push T, U, M, N with the width/sign
// of `ty`; 33-55 name globals, which SIMT micro-instructions do not write.
inline void write10(X& x, int64_t idx, int64_t ty, const Results& r) {
  idx &= 127;
  if (idx > 3) {
    fault(x, idx >= 33 && idx < 56 ? trap::global_write_in_simt : trap::reserved_operand, static_cast<uint64_t>(idx));
    return;
  }
  const unsigned q = static_cast<unsigned>(idx);
  lanes(x, [&](unsigned l) { qpush(x.w, q, l, typed(r.v[l], ty)); });
}
// Scalar-block destination (update_v0.40.md 调整15): 0 none, =>R1..R23 (1-23), ->u (30), ->t (31).
inline void write5(X& x, int64_t idx, const Results& r) {
  idx &= 31;
  if (idx == 0) return;
  if (idx < static_cast<int64_t>(kGlobals)) {
    unsigned l = static_cast<unsigned>(std::countr_zero(x.w.exec | 0x80000000u));
    if (x.w.exec) S(x).R[idx] = queues(x.w).R[idx] = r.v[l];
    return;
  }
  if (idx < 30) {
    fault(x, trap::reserved_operand, static_cast<uint64_t>(idx));
    return;
  }
  const unsigned q = idx == 31 ? 0 : 1;
  lanes(x, [&](unsigned l) { qpush(x.w, q, l, r.v[l]); });
}

// Operand forms: SIMT 64-bit (typed 10-bit operands) or scalar-block 32-bit (5-bit operands).
enum class Form { Simt, Scalar };
template <Form F>
inline bool src(X& x, int64_t idx, Src& s) {
  return F == Form::Simt ? src10(x, idx, s) : src5(x, idx, s);
}
template <Form F>
inline void write(X& x, const DI& d, const Results& r) {
  if constexpr (F == Form::Simt) write10(x, d.op[D], d.op[DTY], r);
  else write5(x, d.op[D], r);
}

// A standard or FP block body runs as one lane: its value of a 5-bit source, and a result
// written to a 5-bit destination (sem_std, sem_std_ext).
inline unsigned scalar_lane(const X& x) { return static_cast<unsigned>(std::countr_zero(x.w.exec | 0x80000000u)); }
inline uint64_t scalar_value(X& x, int64_t code, bool& ok) {
  Src s;
  ok = src5(x, code, s);
  return ok ? s.raw(scalar_lane(x)) : 0;
}
inline void scalar_put(X& x, int64_t dst, uint64_t v) {
  Results r;
  lanes(x, [&](unsigned l) { r.v[l] = v; });
  write5(x, dst, r);
}

// Registration of every group's semantics.
void register_int(IsaPlugin& p);
void register_fp(IsaPlugin& p);
void register_mem(IsaPlugin& p);
void register_ctrl(IsaPlugin& p);
void register_std(IsaPlugin& p);
void register_std_ext(IsaPlugin& p);

}  // namespace simtloom::sim::linx
