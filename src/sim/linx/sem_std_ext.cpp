// Standard-block bit fields, multiply-add, atomics and translation-cache maintenance (std.yaml):
// bxs/bxu, bic/bis, the byte insert bfi (update_v0.40.md 调整9), ccatw, madd/maddw, miadd/misub,
// tc.iva/tc.iall (no-ops), and lr/sc/swap in the four ATOMIC_SIZEs of the 0.40 table (the
// address is SrcL, the stored value SrcR, as the public figures place them). A standard or FP
// block body runs as one lane, so an atomic is one access and the reservation of lr is the
// block machine's one (LinxState::resv_*).
#include <bit>
#include <cstring>

#include "sim/linx/common.h"

namespace simtloom::sim::linx {
namespace {

using u64 = uint64_t;

constexpr unsigned kBytes[4] = {1, 2, 4, 8};  // ATOMIC_SIZE 0-3: .b .h .w .d
constexpr int64_t kPushT = 31;  // the 5-bit destination code of ->t (update_v0.40.md)

unsigned first_lane(const X& x) { return scalar_lane(x); }
u64 value(X& x, int64_t code, bool& ok) { return scalar_value(x, code, ok); }
void put(X& x, int64_t dst, u64 v) { scalar_put(x, dst, v); }
// The host bytes of `size` bytes at `addr` for the block's lane, or null after a fault.
uint8_t* at(X& x, u64 addr, unsigned size, bool writes) {
  uint64_t a[kMaxLanes] = {};
  a[first_lane(x)] = addr;
  uint8_t* p[kMaxLanes] = {};
  if (!x.global_ptrs(a, x.w.exec, size, p, writes)) return nullptr;
  return p[first_lane(x)];
}
u64 read_mem(const uint8_t* p, unsigned size) {
  u64 v = 0;
  std::memcpy(&v, p, size);
  return sext(v, size * 8);
}

// bxs/bxu a, lsb, width: the field, sign- or zero-extended; width 0 is empty (0).
template <bool Signed>
void bx(X& x, const DI& d) {
  bool ok = true;
  const u64 a = value(x, d.op[A], ok);
  if (!ok) return;
  const unsigned lsb = static_cast<unsigned>(d.op[IMM]) & 63, w = static_cast<unsigned>(d.op[WID]);
  const u64 f = w == 0 ? 0 : trunc(a >> lsb, w);
  put(x, d.op[D], Signed && w > 0 ? sext(f, w) : f);
}
// bfi a, b, M, N: bytes M .. M+N-1 of a replaced by the low N bytes of b; bytes past 7 dropped.
void bfi(X& x, const DI& d) {
  bool ok = true, ok2 = true;
  const u64 a = value(x, d.op[A], ok), b = value(x, d.op[B], ok2);
  if (!ok || !ok2) return;
  const unsigned m = static_cast<unsigned>(d.op[IMM]) & 7;
  const unsigned n = std::min(static_cast<unsigned>(d.op[WID]), 8u - m);
  const u64 mask = trunc(~u64{0}, n * 8) << (m * 8);
  put(x, d.op[D], (a & ~mask) | ((b << (m * 8)) & mask));
}
// ccatw a, b, imm: lo32(a):lo32(b) rotated right by imm; d = the low 32 bits, then T = the high
// 32 bits, each sign-extended (update_v0.40.md's two results).
void ccatw(X& x, const DI& d) {
  bool ok = true, ok2 = true;
  const u64 a = value(x, d.op[A], ok), b = value(x, d.op[B], ok2);
  if (!ok || !ok2) return;
  const u64 v = (trunc(a, 32) << 32) | trunc(b, 32);
  const u64 r = std::rotr(v, static_cast<int>(d.op[IMM] & 63));
  put(x, d.op[D], sext(r, 32));
  put(x, kPushT, sext(r >> 32, 32));
}
// bic/bis a, M, N: the N bits from bit M cleared or set (bits past 63 are not there).
template <bool Set>
void bit_field(X& x, const DI& d) {
  bool ok = true;
  const u64 a = value(x, d.op[A], ok);
  if (!ok) return;
  const unsigned lsb = static_cast<unsigned>(d.op[IMM]) & 63, w = static_cast<unsigned>(d.op[WID]);
  const u64 mask = trunc(~u64{0}, w) << lsb;
  put(x, d.op[D], Set ? a | mask : a & ~mask);
}
// miadd/misub a, b, imm: a + b * imm, a - b * imm.
template <bool Sub>
void mi(X& x, const DI& d) {
  bool ok = true, ok2 = true;
  const u64 a = value(x, d.op[A], ok), b = value(x, d.op[B], ok2);
  if (!ok || !ok2) return;
  const u64 p = b * static_cast<u64>(d.op[IMM]);
  put(x, d.op[D], Sub ? a - p : a + p);
}
// tc.iva / tc.iall: the simulator has no translation cache.
void nothing(X&, const DI&) {}
template <bool Word>
void madd(X& x, const DI& d) {
  bool ok = true, ok2 = true, ok3 = true;
  const u64 a = value(x, d.op[A], ok), b = value(x, d.op[B], ok2), c = value(x, d.op[C], ok3);
  if (!ok || !ok2 || !ok3) return;
  const u64 r = c + a * b;
  put(x, d.op[D], Word ? sext(r, 32) : r);
}

// lr.<size> [a]: load (sign-extended) and reserve the bytes.
template <unsigned Size>
void lr(X& x, const DI& d) {
  bool ok = true;
  const u64 addr = value(x, d.op[A], ok);
  if (!ok || !x.w.exec) return;
  const uint8_t* p = at(x, addr, kBytes[Size], false);
  if (!p) return;
  LinxState& s = S(x);
  s.resv_addr = addr;
  s.resv_bytes = kBytes[Size];
  put(x, d.op[D], read_mem(p, kBytes[Size]));
}
// sc.<size> b, [a]: store while the reservation covers exactly these bytes; d = 0 stored, 1 not.
template <unsigned Size>
void sc(X& x, const DI& d) {
  bool ok = true, ok2 = true;
  const u64 v = value(x, d.op[B], ok), addr = value(x, d.op[A], ok2);
  if (!ok || !ok2 || !x.w.exec) return;
  LinxState& s = S(x);
  const bool held = s.resv_bytes == kBytes[Size] && s.resv_addr == addr;
  if (held) {
    uint8_t* p = at(x, addr, kBytes[Size], true);
    if (!p || x.deferred) return;
    std::memcpy(p, &v, kBytes[Size]);
  }
  s.resv_bytes = 0;
  put(x, d.op[D], held ? 0 : 1);
}
// swap<size> b, [a]: d = the old value (sign-extended), b stored in its place.
template <unsigned Size>
void swap(X& x, const DI& d) {
  bool ok = true, ok2 = true;
  const u64 v = value(x, d.op[B], ok), addr = value(x, d.op[A], ok2);
  if (!ok || !ok2 || !x.w.exec) return;
  uint8_t* p = at(x, addr, kBytes[Size], true);
  if (!p || x.deferred) return;
  const u64 old = read_mem(p, kBytes[Size]);
  std::memcpy(p, &v, kBytes[Size]);
  put(x, d.op[D], old);
}

}  // namespace

void register_std_ext(IsaPlugin& p) {
  Semantics<Vid> s{p};
  s[Vid::bxs_s] = bx<true>;
  s[Vid::bxu_s] = bx<false>;
  s[Vid::bfi_s] = bfi;
  s[Vid::ccatw_s] = ccatw;
  s[Vid::bic_s] = bit_field<false>;
  s[Vid::bis_s] = bit_field<true>;
  s[Vid::miadd_s] = mi<false>;
  s[Vid::misub_s] = mi<true>;
  s[Vid::tc_iva] = nothing;
  s[Vid::tc_iall] = nothing;
  s[Vid::madd_s] = madd<false>;
  s[Vid::maddw_s] = madd<true>;
  s[Vid::lr_b_s] = lr<0>;
  s[Vid::lr_h_s] = lr<1>;
  s[Vid::lr_w_s] = lr<2>;
  s[Vid::lr_d_s] = lr<3>;
  s[Vid::sc_b_s] = sc<0>;
  s[Vid::sc_h_s] = sc<1>;
  s[Vid::sc_w_s] = sc<2>;
  s[Vid::sc_d_s] = sc<3>;
  s[Vid::swapb_s] = swap<0>;
  s[Vid::swaph_s] = swap<1>;
  s[Vid::swapw_s] = swap<2>;
  s[Vid::swapd_s] = swap<3>;
}

}  // namespace simtloom::sim::linx
