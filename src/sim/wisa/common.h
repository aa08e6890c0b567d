// Shared helpers of the wisa semantic functions: operand slots, the lane loop, register access.
#pragma once
#include <bit>
#include <cstdint>
#include <cstring>

#include "isa/wisa_ids.h"
#include "sim/engine/engine.h"
#include "sim/engine/lanes.h"
#include "sim/wisa/state.h"

namespace simtloom::sim::wisa {

using X = ExecContext;
using DI = DecodedInsn;
// Ids generated from isa/wisa/ at build time: variants, trap causes, counters, enum values.
using Vid = isa::wisa::V;
namespace trap = isa::wisa::trap;
namespace en = isa::wisa::en;

// Operand slots (IsaPlugin::slot_of): names that never share a variant share a slot.
enum Slot : int {
  D = 0,     // d, pd, rd
  A = 1,     // a, pa, rs1
  B = 2,     // b, pb, img, pos
  C = 3,     // c, len
  E = 4,     // e
  P = 5,     // p
  OFF = 6,   // off, t, else, imm
  JOIN = 7,  // join
  TY = 8,    // sz, ty
  OP = 9,    // cond, op, dt
  ST = 10,   // st
  RM = 11,   // rm
  SAT = 12,  // sat
  CSR = 13,  // csr
};
// waitcnt's keyed operands: vm vst tex ls sm sfu in slots 0..5.

inline uint32_t* V(X& x, const DI& d, int s) { return state(x.w).v[d.op[s] & 63]; }
inline uint32_t* Vn(X& x, int64_t r) { return state(x.w).v[r & 63]; }
inline uint32_t& U(X& x, const DI& d, int s) { return state(x.w).u[d.op[s] & 63]; }
inline uint32_t& Un(X& x, int64_t r) { return state(x.w).u[r & 63]; }
inline uint64_t U64(X& x, int64_t r) { return uint64_t{state(x.w).u[(r + 1) & 63]} << 32 | state(x.w).u[r & 63]; }
inline void setU64(X& x, int64_t r, uint64_t v) {
  state(x.w).u[r & 63] = static_cast<uint32_t>(v);
  state(x.w).u[(r + 1) & 63] = static_cast<uint32_t>(v >> 32);
}
inline uint64_t V64(X& x, int64_t r, unsigned l) { return uint64_t{state(x.w).v[(r + 1) & 63][l]} << 32 | state(x.w).v[r & 63][l]; }
inline void setV64(X& x, int64_t r, unsigned l, uint64_t v) {
  state(x.w).v[r & 63][l] = static_cast<uint32_t>(v);
  state(x.w).v[(r + 1) & 63][l] = static_cast<uint32_t>(v >> 32);
}
inline uint32_t pred(X& x, int64_t i) { return (i & 7) == 7 ? ~0u : state(x.w).p[i & 7]; }
// Writes the bits of `m` in predicate i (pt ignores writes).
inline void setp(X& x, int64_t i, uint32_t m, uint32_t v) {
  if ((i & 7) == 7) return;
  uint32_t& p = state(x.w).p[i & 7];
  p = (p & ~m) | (v & m);
}

void register_g1(IsaPlugin& p);
void register_g2(IsaPlugin& p);
void register_g3(IsaPlugin& p);
void register_g4(IsaPlugin& p);
void register_g5(IsaPlugin& p);
void register_g6(IsaPlugin& p);

}  // namespace simtloom::sim::wisa
