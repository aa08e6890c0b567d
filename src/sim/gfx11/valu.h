// The vector-ALU operation shapes shared by the integer and float semantics: an operation F on
// one to three 32-bit sources per active lane, written to a VGPR.
#pragma once
#include "sim/gfx11/common.h"

namespace simtloom::sim::gfx11 {

// 32-bit results from F(a[, b[, c]]) on the lane's raw source bits.
template <class F>
void v1(X& x, const DI& d) {
  alignas(64) uint32_t b0[kMaxLanes];
  const uint32_t* a = src32(x, d.op[S0], b0);
  uint32_t* r = vrow(x, d.op[DST]);
  lanes(x, [&](unsigned l) { r[l] = F{}(a[l]); });
}
template <class F>
void v2(X& x, const DI& d) {
  alignas(64) uint32_t b0[kMaxLanes], b1[kMaxLanes];
  const uint32_t* a = src32(x, d.op[S0], b0);
  const uint32_t* b = src32(x, d.op[S1], b1);
  uint32_t* r = vrow(x, d.op[DST]);
  lanes(x, [&](unsigned l) { r[l] = F{}(a[l], b[l]); });
}
template <class F>
void v3(X& x, const DI& d) {
  alignas(64) uint32_t b0[kMaxLanes], b1[kMaxLanes], b2[kMaxLanes];
  const uint32_t* a = src32(x, d.op[S0], b0);
  const uint32_t* b = src32(x, d.op[S1], b1);
  const uint32_t* c = src32(x, d.op[S2], b2);
  uint32_t* r = vrow(x, d.op[DST]);
  lanes(x, [&](unsigned l) { r[l] = F{}(a[l], b[l], c[l]); });
}
// A 64-bit result into a VGPR pair.
inline void vset64(X& x, int64_t dst, unsigned l, uint64_t v) {
  unsigned r = vreg(dst);
  state(x.w).v[r][l] = static_cast<uint32_t>(v);
  state(x.w).v[(r + 1) & 255][l] = static_cast<uint32_t>(v >> 32);
}

}  // namespace simtloom::sim::gfx11
