// Vector packed and mixed precision (VOP3P): the v_pk_* operations on two 16-bit halves, the
// dot products and v_fma_mix*. Per source k, op_sel bit k picks the half that feeds the low
// result and op_sel_hi bit k the one that feeds the high result; neg_lo / neg_hi bit k flips the
// sign of the f16 half feeding the low / high result (v_dot*_iu*: makes source k signed).
// v_fma_mix*: op_sel_hi bit k says source k is f16 (its half by op_sel bit k), else f32; the
// sources carry neg and abs (v_fma_mix_f32 is one correctly rounded fma; the f16 results round
// the f64 fma to f16). f16 arithmetic is correctly rounded (src/sim/fp, round to nearest
// even, denormals kept); clamp saturates integers and clamps floats to [0, 1].
#include <algorithm>
#include <limits>

#include "sim/fp/fp.h"
#include "sim/gfx11/valu.h"

namespace simtloom::sim::gfx11 {
namespace {

using u16 = uint16_t;
using u32 = uint32_t;
using i32 = int32_t;
using i64 = int64_t;
constexpr fp::Format kH = fp::Format::F16;
constexpr fp::Round kRne = fp::Round::RNE;

inline unsigned bit(const DI& d, int slot, unsigned k) { return (static_cast<uint64_t>(d.op[slot]) >> k) & 1; }
// Source k's half for the low (hi = false) or high result, with neg_lo / neg_hi applied as a
// float sign flip when `fneg`.
inline u16 half(const DI& d, const u32* s, unsigned l, unsigned k, bool hi, bool fneg) {
  const unsigned sel = bit(d, hi ? OPSEL_HI : OPSEL, k);
  u16 v = static_cast<u16>(s[l] >> (16 * sel));
  if (fneg && bit(d, hi ? NEG_HI : NEG_LO, k)) v ^= 0x8000u;
  return v;
}

u16 clamp_f16(u16 r) {
  r = static_cast<u16>(fp::max_num(kH, r, 0).bits);
  return static_cast<u16>(fp::min_num(kH, r, 0x3c00).bits);
}

// The 16-bit operations: F(a, b, c, clamp).
struct AddF {
  u16 operator()(u16 a, u16 b, u16, bool) const { return static_cast<u16>(fp::add(kH, a, b, kRne).bits); }
};
struct MulF {
  u16 operator()(u16 a, u16 b, u16, bool) const { return static_cast<u16>(fp::mul(kH, a, b, kRne).bits); }
};
struct FmaF {
  u16 operator()(u16 a, u16 b, u16 c, bool) const { return static_cast<u16>(fp::fma(kH, a, b, c, kRne).bits); }
};
struct MinF {
  u16 operator()(u16 a, u16 b, u16, bool) const { return static_cast<u16>(fp::min_num(kH, a, b).bits); }
};
struct MaxF {
  u16 operator()(u16 a, u16 b, u16, bool) const { return static_cast<u16>(fp::max_num(kH, a, b).bits); }
};
// Integer results before saturation: i64 of the operation on the halves as T.
template <class T>
u16 sat(i64 r, bool clamp) {
  if (clamp) r = std::clamp<i64>(r, std::numeric_limits<T>::min(), std::numeric_limits<T>::max());
  return static_cast<u16>(r);
}
template <class T>
struct AddI {
  u16 operator()(u16 a, u16 b, u16, bool c) const { return sat<T>(i64{static_cast<T>(a)} + static_cast<T>(b), c); }
};
template <class T>
struct SubI {
  u16 operator()(u16 a, u16 b, u16, bool c) const { return sat<T>(i64{static_cast<T>(a)} - static_cast<T>(b), c); }
};
template <class T>
struct MadI {
  u16 operator()(u16 a, u16 b, u16 x, bool c) const { return sat<T>(i64{static_cast<T>(a)} * static_cast<T>(b) + static_cast<T>(x), c); }
};
struct MulLo {
  u16 operator()(u16 a, u16 b, u16, bool) const { return static_cast<u16>(u32{a} * b); }
};
template <class T>
struct MinI {
  u16 operator()(u16 a, u16 b, u16, bool) const { return static_cast<u16>(std::min(static_cast<T>(a), static_cast<T>(b))); }
};
template <class T>
struct MaxI {
  u16 operator()(u16 a, u16 b, u16, bool) const { return static_cast<u16>(std::max(static_cast<T>(a), static_cast<T>(b))); }
};
// Shifts: the second source is the value, the first the amount (its low 4 bits).
struct Lshl {
  u16 operator()(u16 a, u16 b, u16, bool) const { return static_cast<u16>(b << (a & 15)); }
};
struct Lshr {
  u16 operator()(u16 a, u16 b, u16, bool) const { return static_cast<u16>(b >> (a & 15)); }
};
struct Ashr {
  u16 operator()(u16 a, u16 b, u16, bool) const { return static_cast<u16>(static_cast<int16_t>(b) >> (a & 15)); }
};

// A packed operation on N sources; `Float`: neg_lo / neg_hi flip signs and clamp is [0, 1].
template <class F, unsigned N, bool Float>
void pk(X& x, const DI& d) {
  alignas(64) u32 b[3][kMaxLanes];
  const u32* s[3] = {};
  for (unsigned k = 0; k < N; ++k) s[k] = src32(x, d.op[S0 + k], b[k], W16);
  const bool clamp = d.op[CLAMP] & 1;
  u32* r = vrow(x, d.op[DST]);
  lanes(x, [&](unsigned l) {
    u16 out[2];
    for (unsigned h = 0; h < 2; ++h) {
      u16 in[3] = {};
      for (unsigned k = 0; k < N; ++k) in[k] = half(d, s[k], l, k, h == 1, Float);
      out[h] = F{}(in[0], in[1], in[2], clamp);
      if (Float && clamp) out[h] = clamp_f16(out[h]);
    }
    r[l] = u32{out[0]} | u32{out[1]} << 16;
  });
}

float f16_to_f32(u16 h) { return f32(static_cast<u32>(fp::convert(kH, fp::Format::F32, h, kRne).bits)); }

// v_dot2_f32_f16: a.lo * b.lo + a.hi * b.hi + c (f32), the products exact, one rounding.
void dot2_f32_f16(X& x, const DI& d) {
  alignas(64) u32 b[3][kMaxLanes];
  const u32* s0 = src32(x, d.op[S0], b[0], W16);
  const u32* s1 = src32(x, d.op[S1], b[1], W16);
  const u32* s2 = src32(x, d.op[S2], b[2]);
  const bool clamp = d.op[CLAMP] & 1;
  const bool neg_c = bit(d, NEG_LO, 2);
  u32* r = vrow(x, d.op[DST]);
  lanes(x, [&](unsigned l) {
    double acc = f32(neg_c ? s2[l] ^ 0x80000000u : s2[l]);
    for (unsigned h = 0; h < 2; ++h)
      acc += double{f16_to_f32(half(d, s0, l, 0, h == 1, true))} * f16_to_f32(half(d, s1, l, 1, h == 1, true));
    float v = static_cast<float>(acc);
    if (clamp) v = std::isnan(v) ? 0.0f : std::fmin(std::fmax(v, 0.0f), 1.0f);
    r[l] = b32(v);
  });
}

// v_dot4 / v_dot8: the sum of the products of the Bits-wide elements plus src2. `Mixed` (the
// _iu forms): neg_lo bit k makes source k's elements signed; else Signed says.
template <unsigned Bits, bool Mixed, bool Signed>
void dot_int(X& x, const DI& d) {
  alignas(64) u32 b[3][kMaxLanes];
  const u32* s[3];
  for (unsigned k = 0; k < 3; ++k) s[k] = src32(x, d.op[S0 + k], b[k]);
  const bool sa = Mixed ? bit(d, NEG_LO, 0) : Signed, sb = Mixed ? bit(d, NEG_LO, 1) : Signed;
  const bool clamp = d.op[CLAMP] & 1, acc_signed = Mixed || Signed;
  u32* r = vrow(x, d.op[DST]);
  auto elem = [](u32 v, unsigned i, bool sg) {
    const u32 e = (v >> (i * Bits)) & ((1u << Bits) - 1);
    return sg && (e >> (Bits - 1)) ? i64{e} - (i64{1} << Bits) : i64{e};
  };
  lanes(x, [&](unsigned l) {
    i64 acc = acc_signed ? i64{static_cast<i32>(s[2][l])} : i64{s[2][l]};
    for (unsigned i = 0; i < 32 / Bits; ++i) acc += elem(s[0][l], i, sa) * elem(s[1][l], i, sb);
    if (clamp) acc = acc_signed ? std::clamp<i64>(acc, INT32_MIN, INT32_MAX) : std::min<i64>(acc, UINT32_MAX);
    r[l] = static_cast<u32>(acc);
  });
}

// v_fma_mix*: source k as f32, or (op_sel_hi bit k) the f16 half op_sel bit k picks; neg, abs.
inline float mix_src(const DI& d, const u32* s, unsigned l, unsigned k, unsigned m) {
  float v = bit(d, OPSEL_HI, k) ? f16_to_f32(static_cast<u16>(s[l] >> (16 * bit(d, OPSEL, k)))) : f32(s[l]);
  return f32(fmod32(b32(v), m));
}
// Part: 0 = f32 result, 1 = f16 into the low half, 2 = into the high half (the other kept).
template <unsigned Part>
void fma_mix(X& x, const DI& d) {
  alignas(64) u32 b[3][kMaxLanes];
  const u32* s[3];
  unsigned m[3];
  for (unsigned k = 0; k < 3; ++k) {
    s[k] = src32(x, d.op[S0 + k], b[k]);
    m[k] = mods_of(d, S0 + k);
  }
  const bool clamp = d.op[CLAMP] & 1;
  u32* r = vrow(x, d.op[DST]);
  lanes(x, [&](unsigned l) {
    const float a = mix_src(d, s[0], l, 0, m[0]), bb = mix_src(d, s[1], l, 1, m[1]), c = mix_src(d, s[2], l, 2, m[2]);
    if constexpr (Part == 0) {
      float f = f32(static_cast<u32>(fp::fma(fp::Format::F32, b32(a), b32(bb), b32(c), kRne).bits));
      if (clamp) f = std::isnan(f) ? 0.0f : std::fmin(std::fmax(f, 0.0f), 1.0f);
      r[l] = b32(f);
    } else {
      const double v = std::fma(double{a}, double{bb}, double{c});  // one rounding to f64, then to f16
      u16 h = static_cast<u16>(fp::convert(fp::Format::F64, kH, b64(v), kRne).bits);
      if (clamp) h = clamp_f16(h);
      r[l] = Part == 1 ? (r[l] & 0xffff0000u) | h : (r[l] & 0xffffu) | u32{h} << 16;
    }
  });
}

}  // namespace

void register_vop3p(IsaPlugin& p) {
  Semantics<Vid> s{p};
  s[Vid::v_pk_add_f16] = pk<AddF, 2, true>;
  s[Vid::v_pk_mul_f16] = pk<MulF, 2, true>;
  s[Vid::v_pk_fma_f16] = pk<FmaF, 3, true>;
  s[Vid::v_pk_min_f16] = pk<MinF, 2, true>;
  s[Vid::v_pk_max_f16] = pk<MaxF, 2, true>;
  s[Vid::v_pk_add_u16] = pk<AddI<uint16_t>, 2, false>;
  s[Vid::v_pk_add_i16] = pk<AddI<int16_t>, 2, false>;
  s[Vid::v_pk_sub_u16] = pk<SubI<uint16_t>, 2, false>;
  s[Vid::v_pk_sub_i16] = pk<SubI<int16_t>, 2, false>;
  s[Vid::v_pk_mad_u16] = pk<MadI<uint16_t>, 3, false>;
  s[Vid::v_pk_mad_i16] = pk<MadI<int16_t>, 3, false>;
  s[Vid::v_pk_mul_lo_u16] = pk<MulLo, 2, false>;
  s[Vid::v_pk_min_u16] = pk<MinI<uint16_t>, 2, false>;
  s[Vid::v_pk_min_i16] = pk<MinI<int16_t>, 2, false>;
  s[Vid::v_pk_max_u16] = pk<MaxI<uint16_t>, 2, false>;
  s[Vid::v_pk_max_i16] = pk<MaxI<int16_t>, 2, false>;
  s[Vid::v_pk_lshlrev_b16] = pk<Lshl, 2, false>;
  s[Vid::v_pk_lshrrev_b16] = pk<Lshr, 2, false>;
  s[Vid::v_pk_ashrrev_i16] = pk<Ashr, 2, false>;
  s[Vid::v_dot2_f32_f16] = dot2_f32_f16;
  s[Vid::v_dot4_i32_iu8] = dot_int<8, true, true>;
  s[Vid::v_dot4_u32_u8] = dot_int<8, false, false>;
  s[Vid::v_dot8_i32_iu4] = dot_int<4, true, true>;
  s[Vid::v_dot8_u32_u4] = dot_int<4, false, false>;
  s[Vid::v_fma_mix_f32] = fma_mix<0>;
  s[Vid::v_fma_mixlo_f16] = fma_mix<1>;
  s[Vid::v_fma_mixhi_f16] = fma_mix<2>;
}

}  // namespace simtloom::sim::gfx11
