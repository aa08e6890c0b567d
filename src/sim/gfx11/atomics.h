// The read-modify-write operations of global, flat and LDS atomics, and their lane loop.
#pragma once
#include "sim/gfx11/valu.h"

namespace simtloom::sim::gfx11 {

// F(old, data, compare) -> the new value.
#define ATOM(name, expr, cmp) \
  struct name { static constexpr bool kCompare = cmp; template <class T> T operator()(T a, T b, T c) const { (void)a; (void)c; return expr; } };
ATOM(ASwap, b, false)
ATOM(ACmpSwap, a == c ? b : a, true)
ATOM(AAdd, a + b, false)
ATOM(ASub, a - b, false)
ATOM(ARsub, b - a, false)
ATOM(AMin, a < b ? a : b, false)
ATOM(AMax, a > b ? a : b, false)
ATOM(AAnd, a & b, false)
ATOM(AOr, a | b, false)
ATOM(AXor, a ^ b, false)
ATOM(AInc, a >= b ? T(0) : T(a + 1), false)
ATOM(ADec, (a == 0 || a > b) ? b : T(a - 1), false)
ATOM(AFAdd, b32(f32(static_cast<uint32_t>(a)) + f32(static_cast<uint32_t>(b))), false)
ATOM(AFMin, b32(std::fmin(f32(static_cast<uint32_t>(a)), f32(static_cast<uint32_t>(b)))), false)
ATOM(AFMax, b32(std::fmax(f32(static_cast<uint32_t>(a)), f32(static_cast<uint32_t>(b)))), false)
ATOM(AFCmpSwap, f32(static_cast<uint32_t>(a)) == f32(static_cast<uint32_t>(c)) ? b : a, true)
#undef ATOM

// Atomics: old = *p; *p = F(old, data, compare); vdst = old when the instruction returns it
// (has a destination). `data` is the data operand's VGPR; `cmp` the compare value's (flat
// cmpswap: the VGPRs after the data; DS cmpstore: data1).
template <class T, class F>
void atomic_lanes(X& x, const DI& d, uint8_t** p, unsigned data, unsigned cmp) {
  const bool ret = d.op[DST] >= 0;
  Gfx11Warp& st = state(x.w);
  auto value = [&](unsigned r, unsigned l) {
    if constexpr (sizeof(T) == 8) return static_cast<T>(uint64_t{st.v[(r + 1) & 255][l]} << 32 | st.v[r & 255][l]);
    else return static_cast<T>(st.v[r & 255][l]);
  };
  lanes(x, [&](unsigned l) {
    T old;
    std::memcpy(&old, p[l], sizeof(T));
    T n = F{}(old, value(data, l), F::kCompare ? value(cmp, l) : T(0));
    if (!x.deferred) std::memcpy(p[l], &n, sizeof(T));
    if (!ret) return;
    if constexpr (sizeof(T) == 8) vset64(x, d.op[DST], l, static_cast<uint64_t>(old));
    else std::memcpy(&st.v[vreg(d.op[DST])][l], &old, 4);
  });
}

}  // namespace simtloom::sim::gfx11
