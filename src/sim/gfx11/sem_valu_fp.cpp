// Vector ALU, floating point (VOP1, VOP2, VOP3): f32 and f64 arithmetic with the VOP3 source
// modifiers (neg, abs) and output modifiers (omod, clamp), fused multiply-adds, the division
// helpers, transcendental instructions, rounding and conversions; f16 through src/sim/fp.
// Accuracy: +, -, *, fma, sqrt and conversions are correctly rounded (round to nearest even,
// denormals kept, as the descriptor's default FP mode); rcp, rsq, exp, log, sin and cos are the
// host's correctly rounded or faithful library results, within the ISA's documented 1 ulp.
// v_div_scale never scales (VCC = 0), so the division sequence is exact except where the
// quotient or the operands lie within 2^96 of the range limits; v_div_fixup handles the special
// values (NaN, infinities, zeros) as the ISA says.
#include <limits>
#include <type_traits>

#include "sim/fp/fp.h"
#include "sim/gfx11/valu.h"

namespace simtloom::sim::gfx11 {
namespace {

using u32 = uint32_t;
using u64 = uint64_t;

// f32 operations on values (after source modifiers); the result gets omod and clamp.
template <class F, unsigned N>
void vf32(X& x, const DI& d) {
  alignas(64) u32 b[3][kMaxLanes];
  const u32* s[3] = {};
  unsigned m[3] = {};
  for (unsigned k = 0; k < N; ++k) {
    s[k] = src32(x, d.op[S0 + k], b[k]);
    m[k] = mods_of(d, S0 + k);
  }
  u32* r = vrow(x, d.op[DST]);
  lanes(x, [&](unsigned l) {
    float a = f32(fmod32(s[0][l], m[0]));
    float bb = N > 1 ? f32(fmod32(s[1][l], m[1])) : 0.0f;
    float c = N > 2 ? f32(fmod32(s[2][l], m[2])) : 0.0f;
    r[l] = b32(fout(F{}(a, bb, c), d));
  });
}
template <class F, unsigned N>
void vf64(X& x, const DI& d) {
  alignas(64) u64 b[3][kMaxLanes];
  unsigned m[3] = {};
  for (unsigned k = 0; k < N; ++k) {
    src64(x, d.op[S0 + k], b[k]);
    m[k] = mods_of(d, S0 + k);
  }
  lanes(x, [&](unsigned l) {
    double a = f64(fmod64(b[0][l], m[0]));
    double bb = N > 1 ? f64(fmod64(b[1][l], m[1])) : 0.0;
    double c = N > 2 ? f64(fmod64(b[2][l], m[2])) : 0.0;
    vset64(x, d.op[DST], l, b64(fout(F{}(a, bb, c), d)));
  });
}
#define FOP(name, expr) \
  struct name { template <class T> T operator()(T a, T b, T c) const { (void)b; (void)c; return expr; } };
FOP(Add, a + b)
FOP(Sub, a - b)
FOP(SubRev, b - a)
FOP(Mul, a * b)
FOP(MulDx9, (a == T(0) || b == T(0)) ? T(0) : a * b)  // 0 * anything is 0 (DX9 rules)
FOP(Min, std::fmin(a, b))
FOP(Max, std::fmax(a, b))
FOP(Fma, std::fma(a, b, c))
FOP(FmaDx9, (a == T(0) || b == T(0)) ? c : std::fma(a, b, c))
FOP(Min3, std::fmin(std::fmin(a, b), c))
FOP(Max3, std::fmax(std::fmax(a, b), c))
FOP(Med3, std::fmax(std::fmin(a, b), std::fmin(std::fmax(a, b), c)))
FOP(MaxMin, std::fmin(std::fmax(a, b), c))
FOP(MinMax, std::fmax(std::fmin(a, b), c))
FOP(Trunc, std::trunc(a))
FOP(Ceil, std::ceil(a))
FOP(Floor, std::floor(a))
FOP(Rndne, std::nearbyint(a))
FOP(Fract, std::isinf(a) ? T(0) : std::fmin(a - std::floor(a), std::nextafter(T(1), T(0))))
FOP(Rcp, T(1) / a)
FOP(Rsq, T(1) / std::sqrt(a))
FOP(Sqrt, std::sqrt(a))
FOP(Exp, std::exp2(a))
FOP(Log, std::log2(a))
FOP(Sin, std::sin(a * T(6.283185307179586476925286766559)))  // the input is in revolutions
FOP(Cos, std::cos(a * T(6.283185307179586476925286766559)))
FOP(Keep, a)
#undef FOP

// The quotient's special values (v_div_fixup: s0 = quotient, s1 = denominator, s2 = numerator).
struct DivFixup {
  template <class T>
  T operator()(T q, T den, T num) const {
    bool neg = std::signbit(den) != std::signbit(num);
    if (std::isnan(num)) return num;
    if (std::isnan(den)) return den;
    if ((den == T(0) && num == T(0)) || (std::isinf(den) && std::isinf(num))) return std::numeric_limits<T>::quiet_NaN();
    if (den == T(0) || std::isinf(num)) return neg ? -std::numeric_limits<T>::infinity() : std::numeric_limits<T>::infinity();
    if (std::isinf(den) || num == T(0)) return neg ? T(-0.0) : T(0.0);
    return neg ? -std::fabs(q) : std::fabs(q);
  }
};
// v_div_fmas: fma (VCC would scale it; v_div_scale never sets VCC here).
struct DivFmas {
  template <class T> T operator()(T a, T b, T c) const { return std::fma(a, b, c); }
};
// v_div_scale: s0 unscaled; VCC (sdst) cleared for the active lanes.
template <bool F64>
void div_scale(X& x, const DI& d) {
  if constexpr (F64) vf64<Keep, 1>(x, d);
  else vf32<Keep, 1>(x, d);
  set_mask(x, code_of(d.op[SDST]), 0);
}
// ldexp: a float times 2^(an integer source).
void ldexp_f32(X& x, const DI& d) {
  alignas(64) u32 b0[kMaxLanes], b1[kMaxLanes];
  const u32* a = src32(x, d.op[S0], b0);
  const u32* e = src32(x, d.op[S1], b1);
  unsigned m = mods_of(d, S0);
  u32* r = vrow(x, d.op[DST]);
  lanes(x, [&](unsigned l) { r[l] = b32(fout(std::ldexp(f32(fmod32(a[l], m)), static_cast<int32_t>(e[l])), d)); });
}
void ldexp_f64(X& x, const DI& d) {
  alignas(64) u64 a[kMaxLanes];
  alignas(64) u32 b1[kMaxLanes];
  src64(x, d.op[S0], a);
  const u32* e = src32(x, d.op[S1], b1);
  unsigned m = mods_of(d, S0);
  lanes(x, [&](unsigned l) { vset64(x, d.op[DST], l, b64(fout(std::ldexp(f64(fmod64(a[l], m)), static_cast<int32_t>(e[l])), d))); });
}
// fmac: the destination is the addend.
void fmac_f32(X& x, const DI& d) {
  alignas(64) u32 b0[kMaxLanes], b1[kMaxLanes];
  const u32* a = src32(x, d.op[S0], b0);
  const u32* b = src32(x, d.op[S1], b1);
  unsigned ma = mods_of(d, S0), mb = mods_of(d, S1);
  u32* r = vrow(x, d.op[DST]);
  lanes(x, [&](unsigned l) { r[l] = b32(fout(std::fma(f32(fmod32(a[l], ma)), f32(fmod32(b[l], mb)), f32(r[l])), d)); });
}
// fmac_f16: S0 * S1 + D on 16-bit halves (the low ones, or those op_sel names: bits 0, 1 the
// sources', bit 3 the destination's), rounded once; the destination's other half keeps its bits.
void fmac_f16(X& x, const DI& d) {
  alignas(64) u32 b0[kMaxLanes], b1[kMaxLanes];
  const u32* a = src32(x, d.op[S0], b0, W16);
  const u32* b = src32(x, d.op[S1], b1, W16);
  const unsigned ma = mods_of(d, S0), mb = mods_of(d, S1), sel = static_cast<unsigned>(d.op[OPSEL]);
  const unsigned sa = sel & 1 ? 16 : 0, sb = sel & 2 ? 16 : 0, sd = sel & 8 ? 16 : 0;
  auto mod16 = [](u32 v, unsigned m) { return static_cast<u32>(fmod32(v << 16, m) >> 16); };
  u32* r = vrow(x, d.op[DST]);
  lanes(x, [&](unsigned l) {
    u32 h = static_cast<u32>(fp::fma(fp::Format::F16, mod16((a[l] >> sa) & 0xffff, ma), mod16((b[l] >> sb) & 0xffff, mb),
                                     (r[l] >> sd) & 0xffff, fp::Round::RNE).bits);
    if ((d.op[OMOD] & 3) || (d.op[CLAMP] & 1)) {  // the output modifiers, exact through f32 for a half
      float f = fout(f32(static_cast<u32>(fp::convert(fp::Format::F16, fp::Format::F32, h, fp::Round::RNE).bits)), d);
      h = static_cast<u32>(fp::convert(fp::Format::F32, fp::Format::F16, b32(f), fp::Round::RNE).bits);
    }
    r[l] = (r[l] & ~(0xffffu << sd)) | (h & 0xffff) << sd;
  });
}
// fmamk: src0 * K + vsrc1; fmaak: src0 * vsrc1 + K (K the literal after the instruction).
template <bool AK>
void fmak_f32(X& x, const DI& d) {
  alignas(64) u32 b0[kMaxLanes], b1[kMaxLanes];
  const u32* a = src32(x, d.op[S0], b0);
  const u32* b = src32(x, d.op[S1], b1);
  const float k = f32(static_cast<u32>(d.op[IMM]));
  u32* r = vrow(x, d.op[DST]);
  lanes(x, [&](unsigned l) { r[l] = b32(AK ? std::fma(f32(a[l]), f32(b[l]), k) : std::fma(f32(a[l]), k, f32(b[l]))); });
}

// Conversions between f32, f64 and 32-bit integers; float to integer truncates and saturates,
// NaN gives 0.
template <class I, class T>
I to_int(T v) {
  if (std::isnan(v)) return 0;
  v = std::trunc(v);
  if (v <= static_cast<T>(std::numeric_limits<I>::min())) return std::numeric_limits<I>::min();
  if (v >= static_cast<T>(std::numeric_limits<I>::max())) return std::numeric_limits<I>::max();
  return static_cast<I>(v);
}
template <class To, class From>
To convert(From v) {
  if constexpr (std::is_integral_v<To>) return to_int<To>(v);
  else return static_cast<To>(v);
}
// Reads the source as `From` (a float or a 32-bit integer), writes `To`.
template <class To, class From>
void cvt(X& x, const DI& d) {
  alignas(64) u32 b0[kMaxLanes];
  alignas(64) u64 w[kMaxLanes];
  const u32* a = nullptr;
  if constexpr (sizeof(From) == 8) src64(x, d.op[S0], w);
  else a = src32(x, d.op[S0], b0);
  const unsigned m = mods_of(d, S0);
  lanes(x, [&](unsigned l) {
    From v;
    if constexpr (std::is_same_v<From, double>) v = f64(fmod64(w[l], m));
    else if constexpr (std::is_same_v<From, float>) v = f32(fmod32(a[l], m));
    else v = static_cast<From>(a[l]);
    To r = convert<To>(v);
    if constexpr (std::is_same_v<To, double>) vset64(x, d.op[DST], l, b64(fout(r, d)));
    else if constexpr (std::is_same_v<To, float>) vrow(x, d.op[DST])[l] = b32(fout(r, d));
    else vrow(x, d.op[DST])[l] = static_cast<u32>(r);
  });
}
template <unsigned Byte>
void cvt_ubyte(X& x, const DI& d) {
  alignas(64) u32 b0[kMaxLanes];
  const u32* a = src32(x, d.op[S0], b0);
  u32* r = vrow(x, d.op[DST]);
  lanes(x, [&](unsigned l) { r[l] = b32(static_cast<float>((a[l] >> (8 * Byte)) & 0xff)); });
}
// f16 <-> f32 through the soft-float library (round to nearest even).
void cvt_f16_f32(X& x, const DI& d) {
  alignas(64) u32 b0[kMaxLanes];
  const u32* a = src32(x, d.op[S0], b0);
  const unsigned m = mods_of(d, S0);
  u32* r = vrow(x, d.op[DST]);
  lanes(x, [&](unsigned l) {
    uint64_t h = fp::convert(fp::Format::F32, fp::Format::F16, fmod32(a[l], m), fp::Round::RNE).bits;
    r[l] = (r[l] & 0xffff0000u) | static_cast<u32>(h & 0xffff);
  });
}
void cvt_f32_f16(X& x, const DI& d) {
  alignas(64) u32 b0[kMaxLanes];
  const u32* a = src32(x, d.op[S0], b0, W16);
  u32* r = vrow(x, d.op[DST]);
  lanes(x, [&](unsigned l) { r[l] = static_cast<u32>(fp::convert(fp::Format::F16, fp::Format::F32, a[l] & 0xffff, fp::Round::RNE).bits); });
}
// frexp's exponent: 0 for 0, infinities and NaN.
template <class T>
void frexp_exp(X& x, const DI& d) {
  alignas(64) u32 b0[kMaxLanes];
  alignas(64) u64 w[kMaxLanes];
  const u32* a = nullptr;
  if constexpr (sizeof(T) == 8) src64(x, d.op[S0], w);
  else a = src32(x, d.op[S0], b0);
  u32* r = vrow(x, d.op[DST]);
  lanes(x, [&](unsigned l) {
    T v = sizeof(T) == 8 ? static_cast<T>(f64(w[l])) : static_cast<T>(f32(a ? a[l] : 0));
    int e = 0;
    if (std::isfinite(v)) std::frexp(v, &e);
    r[l] = static_cast<u32>(e);
  });
}

}  // namespace

void register_valu_fp(IsaPlugin& p) {
  Semantics<Vid> s{p};
#define E32_E64(name, fn) s[Vid::name##_e32] = fn, s[Vid::name##_e64] = fn
  E32_E64(v_add_f32, (vf32<Add, 2>));
  E32_E64(v_sub_f32, (vf32<Sub, 2>));
  E32_E64(v_subrev_f32, (vf32<SubRev, 2>));
  E32_E64(v_mul_f32, (vf32<Mul, 2>));
  E32_E64(v_mul_dx9_zero_f32, (vf32<MulDx9, 2>));
  E32_E64(v_min_f32, (vf32<Min, 2>));
  E32_E64(v_max_f32, (vf32<Max, 2>));
  E32_E64(v_fmac_f32, fmac_f32);
  E32_E64(v_fmac_f16, fmac_f16);
  E32_E64(v_trunc_f32, (vf32<Trunc, 1>));
  E32_E64(v_ceil_f32, (vf32<Ceil, 1>));
  E32_E64(v_floor_f32, (vf32<Floor, 1>));
  E32_E64(v_rndne_f32, (vf32<Rndne, 1>));
  E32_E64(v_fract_f32, (vf32<Fract, 1>));
  E32_E64(v_rcp_f32, (vf32<Rcp, 1>));
  E32_E64(v_rcp_iflag_f32, (vf32<Rcp, 1>));
  E32_E64(v_rsq_f32, (vf32<Rsq, 1>));
  E32_E64(v_sqrt_f32, (vf32<Sqrt, 1>));
  E32_E64(v_exp_f32, (vf32<Exp, 1>));
  E32_E64(v_log_f32, (vf32<Log, 1>));
  E32_E64(v_sin_f32, (vf32<Sin, 1>));
  E32_E64(v_cos_f32, (vf32<Cos, 1>));
  E32_E64(v_trunc_f64, (vf64<Trunc, 1>));
  E32_E64(v_ceil_f64, (vf64<Ceil, 1>));
  E32_E64(v_floor_f64, (vf64<Floor, 1>));
  E32_E64(v_rndne_f64, (vf64<Rndne, 1>));
  E32_E64(v_fract_f64, (vf64<Fract, 1>));
  E32_E64(v_rcp_f64, (vf64<Rcp, 1>));
  E32_E64(v_rsq_f64, (vf64<Rsq, 1>));
  E32_E64(v_sqrt_f64, (vf64<Sqrt, 1>));
  E32_E64(v_cvt_f32_u32, (cvt<float, uint32_t>));
  E32_E64(v_cvt_f32_i32, (cvt<float, int32_t>));
  E32_E64(v_cvt_u32_f32, (cvt<uint32_t, float>));
  E32_E64(v_cvt_i32_f32, (cvt<int32_t, float>));
  E32_E64(v_cvt_f64_f32, (cvt<double, float>));
  E32_E64(v_cvt_f32_f64, (cvt<float, double>));
  E32_E64(v_cvt_f64_i32, (cvt<double, int32_t>));
  E32_E64(v_cvt_f64_u32, (cvt<double, uint32_t>));
  E32_E64(v_cvt_i32_f64, (cvt<int32_t, double>));
  E32_E64(v_cvt_u32_f64, (cvt<uint32_t, double>));
  E32_E64(v_cvt_f32_ubyte0, cvt_ubyte<0>);
  E32_E64(v_cvt_f32_ubyte1, cvt_ubyte<1>);
  E32_E64(v_cvt_f32_ubyte2, cvt_ubyte<2>);
  E32_E64(v_cvt_f32_ubyte3, cvt_ubyte<3>);
  E32_E64(v_cvt_f16_f32, cvt_f16_f32);
  E32_E64(v_cvt_f32_f16, cvt_f32_f16);
  E32_E64(v_frexp_exp_i32_f32, frexp_exp<float>);
  E32_E64(v_frexp_exp_i32_f64, frexp_exp<double>);
#undef E32_E64
  s[Vid::v_fmamk_f32] = fmak_f32<false>;
  s[Vid::v_fmaak_f32] = fmak_f32<true>;
  s[Vid::v_fma_f32] = vf32<Fma, 3>;
  s[Vid::v_fma_dx9_zero_f32] = vf32<FmaDx9, 3>;
  s[Vid::v_min3_f32] = vf32<Min3, 3>;
  s[Vid::v_max3_f32] = vf32<Max3, 3>;
  s[Vid::v_med3_f32] = vf32<Med3, 3>;
  s[Vid::v_maxmin_f32] = vf32<MaxMin, 3>;
  s[Vid::v_minmax_f32] = vf32<MinMax, 3>;
  s[Vid::v_div_fixup_f32] = vf32<DivFixup, 3>;
  s[Vid::v_div_fmas_f32] = vf32<DivFmas, 3>;
  s[Vid::v_div_scale_f32] = div_scale<false>;
  s[Vid::v_ldexp_f32] = ldexp_f32;
  s[Vid::v_fma_f64] = vf64<Fma, 3>;
  s[Vid::v_add_f64] = vf64<Add, 2>;
  s[Vid::v_mul_f64] = vf64<Mul, 2>;
  s[Vid::v_min_f64] = vf64<Min, 2>;
  s[Vid::v_max_f64] = vf64<Max, 2>;
  s[Vid::v_div_fixup_f64] = vf64<DivFixup, 3>;
  s[Vid::v_div_fmas_f64] = vf64<DivFmas, 3>;
  s[Vid::v_div_scale_f64] = div_scale<true>;
  s[Vid::v_ldexp_f64] = ldexp_f64;
}

}  // namespace simtloom::sim::gfx11
