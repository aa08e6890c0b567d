// VOPD dual issue: two VALU operations in one instruction (X: vdstx, src0x, vsrc1x; Y: vdsty,
// src0y, vsrc1y; fmaak/fmamk's K shared). Both read their sources before either writes, as the
// hardware issues them together; cndmask reads VCC.
#include "sim/fp/fp.h"
#include "sim/gfx11/valu.h"

namespace simtloom::sim::gfx11 {
namespace {

using u32 = uint32_t;

// v_dot2acc_f32_f16: d + a.lo * b.lo + a.hi * b.hi, the halves f16 (widened exactly to f32).
inline float h2f(u32 h) { return f32(static_cast<u32>(fp::convert(fp::Format::F16, fp::Format::F32, h & 0xffff, fp::Round::RNE).bits)); }
inline u32 dot2(u32 a, u32 b, u32 d) { return b32(std::fma(h2f(a >> 16), h2f(b >> 16), std::fma(h2f(a), h2f(b), f32(d)))); }

// One half's operation on the lane's src0, vsrc1, old destination, K and VCC bit.
#define HALF(name, expr) \
  struct H_##name { static u32 f(u32 a, u32 b, u32 d, u32 k, u32 c) { (void)a; (void)b; (void)d; (void)k; (void)c; return expr; } };
HALF(fmac_f32, b32(std::fma(f32(a), f32(b), f32(d))))
HALF(fmaak_f32, b32(std::fma(f32(a), f32(b), f32(k))))
HALF(fmamk_f32, b32(std::fma(f32(a), f32(k), f32(b))))
HALF(mul_f32, b32(f32(a) * f32(b)))
HALF(add_f32, b32(f32(a) + f32(b)))
HALF(sub_f32, b32(f32(a) - f32(b)))
HALF(subrev_f32, b32(f32(b) - f32(a)))
HALF(mul_dx9_zero_f32, (f32(a) == 0.0f || f32(b) == 0.0f) ? 0u : b32(f32(a) * f32(b)))
HALF(mov_b32, a)
HALF(cndmask_b32, c ? b : a)
HALF(max_f32, b32(std::fmax(f32(a), f32(b))))
HALF(min_f32, b32(std::fmin(f32(a), f32(b))))
HALF(dot2acc_f32_f16, dot2(a, b, d))
HALF(add_nc_u32, a + b)
HALF(lshlrev_b32, b << (a & 31))
HALF(and_b32, a & b)
#undef HALF

// The slots of the halves (plugin.cpp's slot_of): X in DST/S0/S1 and K in IMM, Y in VDSTY/SRC0Y/VSRC1Y and K in KY.
template <class OX, class OY>
void vopd(X& x, const DI& d) {
  alignas(64) u32 bx0[kMaxLanes], bx1[kMaxLanes], by0[kMaxLanes], by1[kMaxLanes], rx[kMaxLanes], ry[kMaxLanes];
  const u32* ax = src32(x, d.op[S0], bx0);
  const u32* cx = src32(x, d.op[S1], bx1);
  const u32* ay = src32(x, d.op[SRC0Y], by0);
  const u32* cy = src32(x, d.op[VSRC1Y], by1);
  u32* dx = vrow(x, d.op[DST]);
  u32* dy = vrow(x, d.op[VDSTY]);
  const u32 kx = static_cast<u32>(d.op[IMM]), ky = static_cast<u32>(d.op[KY]);
  const LaneMask v = vcc(x);
  lanes(x, [&](unsigned l) {
    rx[l] = OX::f(ax[l], cx[l], dx[l], kx, (v >> l) & 1);
    ry[l] = OY::f(ay[l], cy[l], dy[l], ky, (v >> l) & 1);
  });
  lanes(x, [&](unsigned l) {
    dx[l] = rx[l];
    dy[l] = ry[l];
  });
}

}  // namespace

void register_vopd(IsaPlugin& p) {
  Semantics<Vid> s{p};
#define XS(F, y)                                                                                           \
  F(fmac_f32, y) F(fmaak_f32, y) F(fmamk_f32, y) F(mul_f32, y) F(add_f32, y) F(sub_f32, y) F(subrev_f32, y)      \
  F(mul_dx9_zero_f32, y) F(mov_b32, y) F(cndmask_b32, y) F(max_f32, y) F(min_f32, y) F(dot2acc_f32_f16, y)
#define YS(F)                                                                                                    \
  F(fmac_f32) F(fmaak_f32) F(fmamk_f32) F(mul_f32) F(add_f32) F(sub_f32) F(subrev_f32) F(mul_dx9_zero_f32)        \
  F(mov_b32) F(cndmask_b32) F(max_f32) F(min_f32) F(dot2acc_f32_f16) F(add_nc_u32) F(lshlrev_b32) F(and_b32)
#define PAIR(x, y) s[Vid::v_dual_##x##__v_dual_##y] = vopd<H_##x, H_##y>;
#define ROW(y) XS(PAIR, y)
  YS(ROW)
#undef ROW
#undef PAIR
#undef YS
#undef XS
}

}  // namespace simtloom::sim::gfx11
