// Group 3: the special-function unit (variable latency on counter sfu: results are pending
// until waitcnt sfu). binary32 functions use the host's libm (within the documented accuracy);
// NaN results are the canonical quiet NaN; rcp flushes subnormal results to zero.
#include <bit>
#include <cmath>

#include "sim/wisa/common.h"

namespace simtloom::sim::wisa {
namespace {

inline float f32(uint32_t b) { return std::bit_cast<float>(b); }
inline uint32_t bits(float f) { return std::isnan(f) ? 0x7fc00000u : std::bit_cast<uint32_t>(f); }

float rcp_(float a) {
  float r = 1.0f / a;
  if (std::fpclassify(r) == FP_SUBNORMAL) r = std::copysign(0.0f, r);
  return r;
}
float rsqrt_(float a) { return a == 0.0f ? std::copysign(INFINITY, a) : 1.0f / std::sqrt(a); }
float sqrt_(float a) { return std::sqrt(a); }
float exp2_(float a) { return std::exp2(a); }
float log2_(float a) { return std::log2(a); }
float sin_(float a) { return std::sin(a); }
float cos_(float a) { return std::cos(a); }

template <float (*F)(float)>
void sfu32(X& x, const DI& d) {
  uint32_t *r = V(x, d, D), *a = V(x, d, A);
  lanes(x, [&](unsigned l) { r[l] = bits(F(f32(a[l]))); });
}

template <int K>  // 0 rcp, 1 sqrt
void sfu64(X& x, const DI& d) {
  lanes(x, [&](unsigned l) {
    double a = std::bit_cast<double>(V64(x, d.op[A], l));
    double r = K == 0 ? 1.0 / a : std::sqrt(a);
    uint64_t b = std::isnan(r) ? 0x7ff8000000000000ull : std::bit_cast<uint64_t>(r);
    setV64(x, d.op[D], l, b);
  });
}

}  // namespace

void register_g3(IsaPlugin& p) {
  Semantics<Vid> s{p};
  s[Vid::rcp_f32] = sfu32<rcp_>;
  s[Vid::rsqrt_f32] = sfu32<rsqrt_>;
  s[Vid::sqrt_f32] = sfu32<sqrt_>;
  s[Vid::exp2_f32] = sfu32<exp2_>;
  s[Vid::log2_f32] = sfu32<log2_>;
  s[Vid::sin_f32] = sfu32<sin_>;
  s[Vid::cos_f32] = sfu32<cos_>;
  s[Vid::rcp_f64] = sfu64<0>;
  s[Vid::sqrt_f64] = sfu64<1>;
}

}  // namespace simtloom::sim::wisa
