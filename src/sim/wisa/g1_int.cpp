// Group 1: integer and uniform ALU. Vector forms run per active lane; uniform forms once.
#include <bit>
#include <climits>

#include "sim/wisa/common.h"

namespace simtloom::sim::wisa {
namespace {

using Bin = uint32_t (*)(uint32_t, uint32_t);
using Un1 = uint32_t (*)(uint32_t);

constexpr uint32_t add_(uint32_t a, uint32_t b) { return a + b; }
constexpr uint32_t sub_(uint32_t a, uint32_t b) { return a - b; }
constexpr uint32_t mul_(uint32_t a, uint32_t b) { return a * b; }
constexpr uint32_t mulhi_(uint32_t a, uint32_t b) {
  return static_cast<uint32_t>(static_cast<uint64_t>(int64_t{static_cast<int32_t>(a)} * static_cast<int32_t>(b)) >> 32);
}
constexpr uint32_t mulhiu_(uint32_t a, uint32_t b) { return static_cast<uint32_t>((uint64_t{a} * b) >> 32); }
constexpr uint32_t div_(uint32_t a, uint32_t b) {
  int32_t x = static_cast<int32_t>(a), y = static_cast<int32_t>(b);
  if (y == 0) return ~0u;
  if (x == INT_MIN && y == -1) return a;
  return static_cast<uint32_t>(x / y);
}
constexpr uint32_t divu_(uint32_t a, uint32_t b) { return b == 0 ? ~0u : a / b; }
constexpr uint32_t rem_(uint32_t a, uint32_t b) {
  int32_t x = static_cast<int32_t>(a), y = static_cast<int32_t>(b);
  if (y == 0) return a;
  if (x == INT_MIN && y == -1) return 0;
  return static_cast<uint32_t>(x % y);
}
constexpr uint32_t remu_(uint32_t a, uint32_t b) { return b == 0 ? a : a % b; }
constexpr uint32_t min_(uint32_t a, uint32_t b) { return static_cast<int32_t>(a) < static_cast<int32_t>(b) ? a : b; }
constexpr uint32_t max_(uint32_t a, uint32_t b) { return static_cast<int32_t>(a) > static_cast<int32_t>(b) ? a : b; }
constexpr uint32_t minu_(uint32_t a, uint32_t b) { return a < b ? a : b; }
constexpr uint32_t maxu_(uint32_t a, uint32_t b) { return a > b ? a : b; }
constexpr uint32_t and_(uint32_t a, uint32_t b) { return a & b; }
constexpr uint32_t or_(uint32_t a, uint32_t b) { return a | b; }
constexpr uint32_t xor_(uint32_t a, uint32_t b) { return a ^ b; }
constexpr uint32_t shl_(uint32_t a, uint32_t b) { return a << (b & 31); }
constexpr uint32_t shr_(uint32_t a, uint32_t b) { return a >> (b & 31); }
constexpr uint32_t sra_(uint32_t a, uint32_t b) { return static_cast<uint32_t>(static_cast<int32_t>(a) >> (b & 31)); }

constexpr uint32_t neg_(uint32_t a) { return 0u - a; }
constexpr uint32_t abs_(uint32_t a) { return static_cast<int32_t>(a) < 0 ? 0u - a : a; }
constexpr uint32_t not_(uint32_t a) { return ~a; }
constexpr uint32_t clz_(uint32_t a) { return static_cast<uint32_t>(std::countl_zero(a)); }
constexpr uint32_t ctz_(uint32_t a) { return static_cast<uint32_t>(std::countr_zero(a)); }
constexpr uint32_t popc_(uint32_t a) { return static_cast<uint32_t>(std::popcount(a)); }
constexpr uint32_t brev_(uint32_t a) {
  uint32_t r = 0;
  for (int i = 0; i < 32; ++i) r |= ((a >> i) & 1u) << (31 - i);
  return r;
}
constexpr uint32_t bswap_(uint32_t a) { return (a >> 24) | ((a >> 8) & 0xff00) | ((a << 8) & 0xff0000) | (a << 24); }

template <Bin F>
void vv(X& x, const DI& d) {
  uint32_t* r = V(x, d, D);
  const uint32_t* a = V(x, d, A);
  const uint32_t* b = V(x, d, B);
  lanes(x, [&](unsigned l) { r[l] = F(a[l], b[l]); });
}
template <Bin F>
void vu(X& x, const DI& d) {
  uint32_t* r = V(x, d, D);
  const uint32_t* a = V(x, d, A);
  const uint32_t b = U(x, d, B);
  lanes(x, [&](unsigned l) { r[l] = F(a[l], b); });
}
template <Bin F>
void vi(X& x, const DI& d) {
  uint32_t* r = V(x, d, D);
  const uint32_t* a = V(x, d, A);
  const uint32_t b = static_cast<uint32_t>(d.op[B]);
  lanes(x, [&](unsigned l) { r[l] = F(a[l], b); });
}
template <Bin F>
void uu(X& x, const DI& d) { U(x, d, D) = F(U(x, d, A), U(x, d, B)); }
template <Bin F>
void ui(X& x, const DI& d) { U(x, d, D) = F(U(x, d, A), static_cast<uint32_t>(d.op[B])); }
template <Un1 F>
void v1(X& x, const DI& d) {
  uint32_t* r = V(x, d, D);
  const uint32_t* a = V(x, d, A);
  lanes(x, [&](unsigned l) { r[l] = F(a[l]); });
}
template <Un1 F>
void u1(X& x, const DI& d) { U(x, d, D) = F(U(x, d, A)); }

// A binary operation's five variants (vector/uniform/immediate operands), by their ids.
template <Bin F>
void bin(Semantics<Vid>& s, Vid vv_, Vid vu_, Vid vi_, Vid uu_, Vid ui_) {
  s[vv_] = vv<F>;
  s[vu_] = vu<F>;
  s[vi_] = vi<F>;
  s[uu_] = uu<F>;
  s[ui_] = ui<F>;
}
template <Un1 F>
void un(Semantics<Vid>& s, Vid v_, Vid u_) {
  s[v_] = v1<F>;
  s[u_] = u1<F>;
}

// mad / mad.wide / add64
void mad_v(X& x, const DI& d) {
  uint32_t *r = V(x, d, D), *a = V(x, d, A), *b = V(x, d, B), *c = V(x, d, C);
  lanes(x, [&](unsigned l) { r[l] = a[l] * b[l] + c[l]; });
}
void mad_u(X& x, const DI& d) { U(x, d, D) = U(x, d, A) * U(x, d, B) + U(x, d, C); }
void mad_wide_v(X& x, const DI& d) {
  lanes(x, [&](unsigned l) {
    uint64_t r = uint64_t{Vn(x, d.op[A])[l]} * Vn(x, d.op[B])[l] + V64(x, d.op[C], l);
    setV64(x, d.op[D], l, r);
  });
}
void mad_wide_u(X& x, const DI& d) { setU64(x, d.op[D], uint64_t{U(x, d, A)} * U(x, d, B) + U64(x, d.op[C])); }
void add64_vv(X& x, const DI& d) {
  lanes(x, [&](unsigned l) { setV64(x, d.op[D], l, V64(x, d.op[A], l) + V64(x, d.op[B], l)); });
}
void add64_vu(X& x, const DI& d) {
  uint64_t b = U64(x, d.op[B]);
  lanes(x, [&](unsigned l) { setV64(x, d.op[D], l, V64(x, d.op[A], l) + b); });
}
void add64_uu(X& x, const DI& d) { setU64(x, d.op[D], U64(x, d.op[A]) + U64(x, d.op[B])); }
void add64_ui(X& x, const DI& d) { setU64(x, d.op[D], U64(x, d.op[A]) + static_cast<uint32_t>(d.op[B])); }

// Bit fields: pos in slot B, len in slot C.
uint32_t bfe_u(uint32_t a, unsigned pos, unsigned len) {
  if (len == 0) return 0;
  uint64_t f = (uint64_t{a} >> pos) & (len >= 32 ? 0xffffffffull : ((uint64_t{1} << len) - 1));
  return static_cast<uint32_t>(f);
}
uint32_t bfe_s(uint32_t a, unsigned pos, unsigned len) {
  if (len == 0) return 0;
  uint32_t f = bfe_u(a, pos, len);
  if (len >= 32) return f;
  uint32_t sign = 1u << (len - 1);
  return (f ^ sign) - sign;
}
uint32_t bfi_(uint32_t d, uint32_t a, unsigned pos, unsigned len) {
  uint64_t m = (len >= 32 ? 0xffffffffull : ((uint64_t{1} << len) - 1)) << pos;
  uint64_t r = (uint64_t{d} & ~m) | ((uint64_t{a} << pos) & m);
  return static_cast<uint32_t>(r);
}
template <uint32_t (*F)(uint32_t, unsigned, unsigned)>
void bfe_v(X& x, const DI& d) {
  uint32_t *r = V(x, d, D), *a = V(x, d, A);
  unsigned pos = static_cast<unsigned>(d.op[B]), len = static_cast<unsigned>(d.op[C]);
  lanes(x, [&](unsigned l) { r[l] = F(a[l], pos, len); });
}
template <uint32_t (*F)(uint32_t, unsigned, unsigned)>
void bfe_uf(X& x, const DI& d) {
  U(x, d, D) = F(U(x, d, A), static_cast<unsigned>(d.op[B]), static_cast<unsigned>(d.op[C]));
}
void bfi_v(X& x, const DI& d) {
  uint32_t *r = V(x, d, D), *a = V(x, d, A);
  unsigned pos = static_cast<unsigned>(d.op[B]), len = static_cast<unsigned>(d.op[C]);
  lanes(x, [&](unsigned l) { r[l] = bfi_(r[l], a[l], pos, len); });
}
void bfi_u(X& x, const DI& d) {
  U(x, d, D) = bfi_(U(x, d, D), U(x, d, A), static_cast<unsigned>(d.op[B]), static_cast<unsigned>(d.op[C]));
}

// Compares: cond in slot OP.
template <bool Signed>
inline bool cmp_(unsigned cond, uint32_t a, uint32_t b) {
  bool lt = Signed ? static_cast<int32_t>(a) < static_cast<int32_t>(b) : a < b;
  switch (cond) {
    case 0: return a == b;
    case 1: return a != b;
    case 2: return lt;
    case 3: return lt || a == b;
    case 4: return !lt && a != b;
    case 5: return !lt;
    case 6: return true;
    default: return false;
  }
}
template <bool Signed, int Form>  // 0 vv, 1 vu, 2 vi
void cmp_v(X& x, const DI& d) {
  const uint32_t* a = V(x, d, A);
  unsigned cond = static_cast<unsigned>(d.op[OP]);
  uint32_t bits = 0;
  if constexpr (Form == 0) {
    const uint32_t* b = V(x, d, B);
    lanes(x, [&](unsigned l) { bits |= uint32_t{cmp_<Signed>(cond, a[l], b[l])} << l; });
  } else {
    uint32_t b = Form == 1 ? U(x, d, B) : static_cast<uint32_t>(d.op[B]);
    lanes(x, [&](unsigned l) { bits |= uint32_t{cmp_<Signed>(cond, a[l], b)} << l; });
  }
  setp(x, d.op[D], x.w.exec, bits);
}
template <bool Signed>
void cmp_uu(X& x, const DI& d) {
  bool r = cmp_<Signed>(static_cast<unsigned>(d.op[OP]), U(x, d, A), U(x, d, B));
  setp(x, d.op[D], ~0u, r ? ~0u : 0u);
}

void sel_vv(X& x, const DI& d) {
  uint32_t *r = V(x, d, D), *a = V(x, d, A), *b = V(x, d, B);
  uint32_t p = pred(x, d.op[P]);
  lanes(x, [&](unsigned l) { r[l] = (p >> l & 1) ? a[l] : b[l]; });
}
void sel_vu(X& x, const DI& d) {
  uint32_t *r = V(x, d, D), *a = V(x, d, A);
  uint32_t b = U(x, d, B), p = pred(x, d.op[P]);
  lanes(x, [&](unsigned l) { r[l] = (p >> l & 1) ? a[l] : b; });
}

// Predicate logic: pd in D, pa in A, pb in B.
void pand(X& x, const DI& d) { setp(x, d.op[D], x.w.exec, pred(x, d.op[A]) & pred(x, d.op[B])); }
void por(X& x, const DI& d) { setp(x, d.op[D], x.w.exec, pred(x, d.op[A]) | pred(x, d.op[B])); }
void pxor(X& x, const DI& d) { setp(x, d.op[D], x.w.exec, pred(x, d.op[A]) ^ pred(x, d.op[B])); }
void pandn(X& x, const DI& d) { setp(x, d.op[D], x.w.exec, pred(x, d.op[A]) & ~pred(x, d.op[B])); }
void pnot(X& x, const DI& d) { setp(x, d.op[D], x.w.exec, ~pred(x, d.op[A])); }
void pmov(X& x, const DI& d) { setp(x, d.op[D], x.w.exec, pred(x, d.op[A])); }

// Moves.
void mov_vv(X& x, const DI& d) {
  uint32_t *r = V(x, d, D), *a = V(x, d, A);
  lanes(x, [&](unsigned l) { r[l] = a[l]; });
}
void mov_vu(X& x, const DI& d) {
  uint32_t* r = V(x, d, D);
  uint32_t a = U(x, d, A);
  lanes(x, [&](unsigned l) { r[l] = a; });
}
void mov_vi(X& x, const DI& d) {
  uint32_t* r = V(x, d, D);
  uint32_t b = static_cast<uint32_t>(d.op[B]);
  lanes(x, [&](unsigned l) { r[l] = b; });
}
void mov_vs(X& x, const DI& d) {
  uint32_t* r = V(x, d, D);
  const uint32_t wx = x.launch.wg[0], wy = x.launch.wg[1];
  const uint32_t base = x.w.id * x.width;
  switch (d.op[A]) {
    case 0: lanes(x, [&](unsigned l) { r[l] = l; }); break;
    case 1: lanes(x, [&](unsigned l) { r[l] = (base + l) % wx; }); break;
    case 2: lanes(x, [&](unsigned l) { r[l] = ((base + l) / wx) % wy; }); break;
    case 3: lanes(x, [&](unsigned l) { r[l] = (base + l) / (wx * wy); }); break;
    case 4: lanes(x, [&](unsigned l) { r[l] = base + l; }); break;
    default: x.trap(trap::illegal_instruction, static_cast<uint64_t>(d.op[A])); break;
  }
}
void mov_uu(X& x, const DI& d) { U(x, d, D) = U(x, d, A); }
void mov_ui(X& x, const DI& d) { U(x, d, D) = static_cast<uint32_t>(d.op[B]); }
void movp_up(X& x, const DI& d) { U(x, d, D) = pred(x, d.op[P]); }
void movp_pu(X& x, const DI& d) { setp(x, d.op[P], ~0u, U(x, d, A)); }

}  // namespace

void register_g1(IsaPlugin& p) {
  Semantics<Vid> s{p};
  bin<add_>(s, Vid::add_vv, Vid::add_vu, Vid::add_vi, Vid::add_uu, Vid::add_ui);
  bin<sub_>(s, Vid::sub_vv, Vid::sub_vu, Vid::sub_vi, Vid::sub_uu, Vid::sub_ui);
  bin<mul_>(s, Vid::mul_vv, Vid::mul_vu, Vid::mul_vi, Vid::mul_uu, Vid::mul_ui);
  bin<mulhi_>(s, Vid::mulhi_vv, Vid::mulhi_vu, Vid::mulhi_vi, Vid::mulhi_uu, Vid::mulhi_ui);
  bin<mulhiu_>(s, Vid::mulhiu_vv, Vid::mulhiu_vu, Vid::mulhiu_vi, Vid::mulhiu_uu, Vid::mulhiu_ui);
  bin<div_>(s, Vid::div_vv, Vid::div_vu, Vid::div_vi, Vid::div_uu, Vid::div_ui);
  bin<divu_>(s, Vid::divu_vv, Vid::divu_vu, Vid::divu_vi, Vid::divu_uu, Vid::divu_ui);
  bin<rem_>(s, Vid::rem_vv, Vid::rem_vu, Vid::rem_vi, Vid::rem_uu, Vid::rem_ui);
  bin<remu_>(s, Vid::remu_vv, Vid::remu_vu, Vid::remu_vi, Vid::remu_uu, Vid::remu_ui);
  bin<min_>(s, Vid::min_vv, Vid::min_vu, Vid::min_vi, Vid::min_uu, Vid::min_ui);
  bin<max_>(s, Vid::max_vv, Vid::max_vu, Vid::max_vi, Vid::max_uu, Vid::max_ui);
  bin<minu_>(s, Vid::minu_vv, Vid::minu_vu, Vid::minu_vi, Vid::minu_uu, Vid::minu_ui);
  bin<maxu_>(s, Vid::maxu_vv, Vid::maxu_vu, Vid::maxu_vi, Vid::maxu_uu, Vid::maxu_ui);
  bin<and_>(s, Vid::and_vv, Vid::and_vu, Vid::and_vi, Vid::and_uu, Vid::and_ui);
  bin<or_>(s, Vid::or_vv, Vid::or_vu, Vid::or_vi, Vid::or_uu, Vid::or_ui);
  bin<xor_>(s, Vid::xor_vv, Vid::xor_vu, Vid::xor_vi, Vid::xor_uu, Vid::xor_ui);
  bin<shl_>(s, Vid::shl_vv, Vid::shl_vu, Vid::shl_vi, Vid::shl_uu, Vid::shl_ui);
  bin<shr_>(s, Vid::shr_vv, Vid::shr_vu, Vid::shr_vi, Vid::shr_uu, Vid::shr_ui);
  bin<sra_>(s, Vid::sra_vv, Vid::sra_vu, Vid::sra_vi, Vid::sra_uu, Vid::sra_ui);
  un<neg_>(s, Vid::neg_v, Vid::neg_u);
  un<abs_>(s, Vid::abs_v, Vid::abs_u);
  un<not_>(s, Vid::not_v, Vid::not_u);
  un<clz_>(s, Vid::clz_v, Vid::clz_u);
  un<ctz_>(s, Vid::ctz_v, Vid::ctz_u);
  un<popc_>(s, Vid::popc_v, Vid::popc_u);
  un<brev_>(s, Vid::brev_v, Vid::brev_u);
  un<bswap_>(s, Vid::bswap_v, Vid::bswap_u);
  s[Vid::mad_v] = mad_v;
  s[Vid::mad_u] = mad_u;
  s[Vid::mad_wide_v] = mad_wide_v;
  s[Vid::mad_wide_u] = mad_wide_u;
  s[Vid::add64_vv] = add64_vv;
  s[Vid::add64_vu] = add64_vu;
  s[Vid::add64_uu] = add64_uu;
  s[Vid::add64_ui] = add64_ui;
  s[Vid::bfe_u32_v] = bfe_v<bfe_u>;
  s[Vid::bfe_u32_u] = bfe_uf<bfe_u>;
  s[Vid::bfe_s32_v] = bfe_v<bfe_s>;
  s[Vid::bfe_s32_u] = bfe_uf<bfe_s>;
  s[Vid::bfi_v] = bfi_v;
  s[Vid::bfi_u] = bfi_u;
  s[Vid::cmp_s32_vv] = cmp_v<true, 0>;
  s[Vid::cmp_s32_vu] = cmp_v<true, 1>;
  s[Vid::cmp_s32_vi] = cmp_v<true, 2>;
  s[Vid::cmp_s32_uu] = cmp_uu<true>;
  s[Vid::cmp_u32_vv] = cmp_v<false, 0>;
  s[Vid::cmp_u32_vu] = cmp_v<false, 1>;
  s[Vid::cmp_u32_vi] = cmp_v<false, 2>;
  s[Vid::cmp_u32_uu] = cmp_uu<false>;
  s[Vid::sel_vv] = sel_vv;
  s[Vid::sel_vu] = sel_vu;
  s[Vid::pand] = pand;
  s[Vid::por] = por;
  s[Vid::pxor] = pxor;
  s[Vid::pandn] = pandn;
  s[Vid::pnot] = pnot;
  s[Vid::pmov] = pmov;
  s[Vid::mov_vv] = mov_vv;
  s[Vid::mov_vu] = mov_vu;
  s[Vid::mov_vs] = mov_vs;
  s[Vid::mov_vi] = mov_vi;
  s[Vid::mov_uu] = mov_uu;
  s[Vid::mov_ui] = mov_ui;
  s[Vid::movp_up] = movp_up;
  s[Vid::movp_pu] = movp_pu;
}

}  // namespace simtloom::sim::wisa
