// Vector compares (VOPC and their VOP3 forms): a lane mask of the comparison into VCC (e32), an
// SGPR (e64), or EXEC (the cmpx forms); inactive lanes' bits are 0. Float conditions follow the
// ISA's ordered/unordered meanings (the n- forms are true for NaN); class tests the operand's
// class against src1's mask.
#include "sim/fp/fp.h"
#include "sim/gfx11/valu.h"

namespace simtloom::sim::gfx11 {
namespace {

using u32 = uint32_t;
using u64 = uint64_t;

#define COND(name, expr) struct name { template <class T> bool operator()(T a, T b) const { (void)a; (void)b; return expr; } };
COND(F, false)
COND(Lt, a < b)
COND(Eq, a == b)
COND(Le, a <= b)
COND(Gt, a > b)
COND(Lg, a < b || a > b)
COND(Ne, a != b)
COND(Ge, a >= b)
COND(O, a == a && b == b)
COND(U, a != a || b != b)
COND(Nge, !(a >= b))
COND(Nlg, !(a < b || a > b))
COND(Ngt, !(a > b))
COND(Nle, !(a <= b))
COND(Neq, !(a == b))
COND(Nlt, !(a < b))
COND(T, true)
#undef COND

// The lane's operand as T: 16-bit integers from the low half, f16 widened exactly to float.
template <class T>
T lane_value(const u32* lo, const u64* wide, unsigned l, unsigned mods) {
  if constexpr (std::is_same_v<T, double>) return f64(fmod64(wide[l], mods));
  else if constexpr (std::is_same_v<T, float>) return f32(fmod32(lo[l], mods));
  else if constexpr (sizeof(T) == 8) return static_cast<T>(wide[l]);
  else return static_cast<T>(lo[l]);
}
struct Half {};  // marks f16 operands (compared as float)

// Dest: 0 VCC (e32), 1 the e64 destination, 2 EXEC (cmpx).
template <class T, class C, int Dest>
void cmp(X& x, const DI& d) {
  alignas(64) u32 b0[kMaxLanes], b1[kMaxLanes];
  alignas(64) u64 w0[kMaxLanes], w1[kMaxLanes];
  const u32 *a = nullptr, *b = nullptr;
  if constexpr (sizeof(T) == 8) {
    src64(x, d.op[S0], w0);
    src64(x, d.op[S1], w1);
  } else {
    const Width w = sizeof(T) == 2 || std::is_same_v<T, Half> ? W16 : W32;
    a = src32(x, d.op[S0], b0, w);
    b = src32(x, d.op[S1], b1, w);
  }
  const unsigned ma = mods_of(d, S0), mb = mods_of(d, S1);
  LaneMask bits = 0;
  lanes(x, [&](unsigned l) {
    bool r;
    if constexpr (std::is_same_v<T, Half>) {
      auto h = [](u32 v, unsigned m) {
        u32 bits = (m & 2 ? v & 0x7fff : v & 0xffff) ^ (m & 1 ? 0x8000u : 0);
        return f32(static_cast<u32>(fp::convert(fp::Format::F16, fp::Format::F32, bits, fp::Round::RNE).bits));
      };
      r = C{}(h(a[l], ma), h(b[l], mb));
    } else {
      r = C{}(lane_value<T>(a, w0, l, ma), lane_value<T>(b, w1, l, mb));
    }
    bits |= LaneMask{r} << l;
  });
  if constexpr (Dest == 0) set_vcc(x, bits & x.w.exec);
  else if constexpr (Dest == 1) set_mask(x, code_of(d.op[DST]), bits);
  else set_exec(x, bits & x.w.exec);
}

// v_cmp_class: src1's bit k tests class k (0 sNaN, 1 qNaN, 2 -inf, 3 -normal, 4 -denormal,
// 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf).
template <class T, int Dest>
void cmp_class(X& x, const DI& d) {
  alignas(64) u32 b0[kMaxLanes], b1[kMaxLanes];
  alignas(64) u64 w0[kMaxLanes];
  const u32* a = nullptr;
  const fp::Format f = std::is_same_v<T, double> ? fp::Format::F64 : std::is_same_v<T, float> ? fp::Format::F32 : fp::Format::F16;
  if constexpr (sizeof(T) == 8) src64(x, d.op[S0], w0);
  else a = src32(x, d.op[S0], b0, std::is_same_v<T, float> ? W32 : W16);
  const u32* m = src32(x, d.op[S1], b1);
  const unsigned ma = mods_of(d, S0);
  // fp::classify's bits (0 -inf .. 7 +inf, 8 sNaN, 9 qNaN) to the ISA's.
  static constexpr unsigned kIsaBit[10] = {2, 3, 4, 5, 6, 7, 8, 9, 0, 1};
  LaneMask bits = 0;
  lanes(x, [&](unsigned l) {
    u64 v = sizeof(T) == 8 ? fmod64(w0[l], ma) : std::is_same_v<T, float> ? fmod32(a[l], ma) : ((a[l] & ((ma & kAbs) ? 0x7fffu : 0xffffu)) ^ ((ma & kNeg) ? 0x8000u : 0));
    u32 c = fp::classify(f, v);
    unsigned k = static_cast<unsigned>(std::countr_zero(c));
    bits |= LaneMask{k < 10 && ((m[l] >> kIsaBit[k]) & 1)} << l;
  });
  if constexpr (Dest == 0) set_vcc(x, bits & x.w.exec);
  else if constexpr (Dest == 1) set_mask(x, code_of(d.op[DST]), bits);
  else set_exec(x, bits & x.w.exec);
}

}  // namespace

void register_vopc(IsaPlugin& p) {
  Semantics<Vid> s{p};
#define ONE(cond, C, ty, T)                                 \
  s[Vid::v_cmp_##cond##_##ty##_e32] = cmp<T, C, 0>;         \
  s[Vid::v_cmp_##cond##_##ty##_e64] = cmp<T, C, 1>;         \
  s[Vid::v_cmpx_##cond##_##ty##_e32] = cmp<T, C, 2>;        \
  s[Vid::v_cmpx_##cond##_##ty##_e64] = cmp<T, C, 2>;
#define FLOAT(cond, C) ONE(cond, C, f16, Half) ONE(cond, C, f32, float) ONE(cond, C, f64, double)
#define INT(cond, C) \
  ONE(cond, C, i16, int16_t) ONE(cond, C, u16, uint16_t) ONE(cond, C, i32, int32_t) ONE(cond, C, u32, uint32_t) ONE(cond, C, i64, int64_t) ONE(cond, C, u64, uint64_t)
  FLOAT(f, F) FLOAT(lt, Lt) FLOAT(eq, Eq) FLOAT(le, Le) FLOAT(gt, Gt) FLOAT(lg, Lg) FLOAT(ge, Ge) FLOAT(o, O) FLOAT(u, U)
  FLOAT(nge, Nge) FLOAT(nlg, Nlg) FLOAT(ngt, Ngt) FLOAT(nle, Nle) FLOAT(neq, Neq) FLOAT(nlt, Nlt) FLOAT(t, T)
#define INT_WIDE(cond, C) ONE(cond, C, i32, int32_t) ONE(cond, C, u32, uint32_t) ONE(cond, C, i64, int64_t) ONE(cond, C, u64, uint64_t)
  INT(lt, Lt) INT(eq, Eq) INT(le, Le) INT(gt, Gt) INT(ne, Ne) INT(ge, Ge) INT_WIDE(f, F) INT_WIDE(t, T)
#undef INT_WIDE
#undef INT
#undef FLOAT
#undef ONE
#define CLASS(ty, T)                                      \
  s[Vid::v_cmp_class_##ty##_e32] = cmp_class<T, 0>;       \
  s[Vid::v_cmp_class_##ty##_e64] = cmp_class<T, 1>;       \
  s[Vid::v_cmpx_class_##ty##_e32] = cmp_class<T, 2>;      \
  s[Vid::v_cmpx_class_##ty##_e64] = cmp_class<T, 2>;
  CLASS(f16, Half) CLASS(f32, float) CLASS(f64, double)
#undef CLASS
}

}  // namespace simtloom::sim::gfx11
