// Standard-block semantics (std.yaml) that the integer and control files do not share with the
// SIMT forms: the block condition and target (setc, setc.tgt), 5-bit-operand loads and stores,
// in-block branches, constants, system registers, and the 16-bit compressed instructions.
// A standard or FP block body runs as one lane; globals are written at once (write5).
#include <cstring>

#include "sim/linx/common.h"

namespace simtloom::sim::linx {
namespace {

using u64 = uint64_t;
using i64 = int64_t;

constexpr int64_t kPushT = 31;  // the 5-bit destination code of ->t (update_v0.40.md)
constexpr int64_t kT1 = 24;     // the 5-bit source code of t#1, which c.slli, c.swi ... imply

unsigned first_lane(const X& x) { return scalar_lane(x); }
u64 value(X& x, int64_t code, bool& ok) { return scalar_value(x, code, ok); }
void put(X& x, int64_t dst, u64 v) { scalar_put(x, dst, v); }

// setc.<cc> a, b / setc.<cc>i a, imm / c.setc.eq|ne a, b: the block condition.
template <bool Imm, int FixedCc = -1>
void setc(X& x, const DI& d) {
  bool ok = true, ok2 = true;
  const u64 a = value(x, d.op[A], ok);
  const u64 b = Imm ? static_cast<u64>(d.op[IMM]) : value(x, d.op[B], ok2);
  if (!ok || !ok2 || !x.w.exec) return;
  S(x).cond = compare(FixedCc >= 0 ? static_cast<unsigned>(FixedCc) : static_cast<unsigned>(d.op[CC]), a, b);
}
void setc_tgt(X& x, const DI& d) {
  bool ok = true;
  const u64 a = value(x, d.op[A], ok);
  if (!ok || !x.w.exec) return;
  S(x).tgt = a;
  S(x).tgt_set = true;
}

// Loads: a + imm (Imm) or a + b × size; stores: value a at b + imm (c.swi/c.sdi: t#1 at a + imm).
template <unsigned Size, bool Signed, bool Imm, bool ToT = false>
void load(X& x, const DI& d) {
  bool ok = true, ok2 = true;
  const u64 base = value(x, d.op[A], ok);
  const u64 off = Imm ? static_cast<u64>(d.op[IMM]) : value(x, d.op[B], ok2) * Size;
  if (!ok || !ok2 || !x.w.exec) return;
  uint64_t addr[kMaxLanes] = {};
  addr[first_lane(x)] = base + off;
  uint8_t* p[kMaxLanes];
  if (!x.global_ptrs(addr, x.w.exec, Size, p, false)) return;
  u64 v = 0;
  std::memcpy(&v, p[first_lane(x)], Size);
  put(x, ToT ? kPushT : d.op[D], Signed ? sext(v, Size * 8) : v);
}
template <unsigned Size, bool ValueT1 = false>
void store(X& x, const DI& d) {
  bool ok = true, ok2 = true;
  const u64 v = value(x, ValueT1 ? kT1 : d.op[A], ok);
  const u64 base = value(x, ValueT1 ? d.op[A] : d.op[B], ok2);
  if (!ok || !ok2 || !x.w.exec) return;
  uint64_t addr[kMaxLanes] = {};
  addr[first_lane(x)] = base + static_cast<u64>(d.op[IMM]);
  uint8_t* p[kMaxLanes];
  if (!x.global_ptrs(addr, x.w.exec, Size, p, true) || x.deferred) return;
  std::memcpy(p[first_lane(x)], &v, Size);
}

// In-block branches and j: to pc + offset.
template <unsigned CC>
void branch(X& x, const DI& d) {
  bool ok = true, ok2 = true;
  const u64 a = value(x, d.op[A], ok), b = value(x, d.op[B], ok2);
  if (!ok || !ok2 || !x.w.exec) return;
  // b.eq ne lt ge ltu geu are the icc codes 0 1 4 5 6 7.
  static constexpr unsigned kIcc[6] = {0, 1, 4, 5, 6, 7};
  if (compare(kIcc[CC], a, b)) x.next_pc = x.w.pc + static_cast<u64>(d.op[TGT]);
}
void jump(X& x, const DI& d) {
  if (x.w.exec) x.next_pc = x.w.pc + static_cast<u64>(d.op[TGT]);
}

// lui imm: imm << 12; addtpc imm: pc + (imm << 12); c.addpc imm: ra = pc + imm (bytes).
template <bool Pc>
void upper(X& x, const DI& d) { put(x, d.op[D], (Pc ? x.w.pc : 0) + (static_cast<u64>(d.op[IMM]) << 12)); }
void c_addtpc(X& x, const DI& d) { put(x, kPushT, x.w.pc + (static_cast<u64>(d.op[IMM]) << 12)); }
void c_addpc(X& x, const DI& d) { put(x, 10, x.w.pc + static_cast<u64>(d.op[IMM])); }
// addpc imm: addtpc to RA with only the immediate's high 12 bits: ra = pc + (imm << 20).
void addpc(X& x, const DI& d) { put(x, 10, x.w.pc + (static_cast<u64>(d.op[IMM]) << 20)); }

// System registers (ids provisional, as the SIMT forms): LaneNum 0x32 (read-only), LBn
// 0x51/0x55/0x59, LCn 0x50/0x54/0x58 (0 outside SIMT blocks).
void ssrget(X& x, const DI& d) {
  const int64_t id = d.op[IMM];
  const LinxState& s = S(x);
  if (id == 0x32) return put(x, d.op[D], s.lane_num);
  if (id >= 0x50 && id <= 0x59 && (id & 3) <= 1) return put(x, d.op[D], (id & 1) ? s.LB[(id - 0x51) / 4] : 0);
  fault(x, trap::ssr_access_fault, static_cast<u64>(id));
}
void ssrset(X& x, const DI& d) {
  const int64_t id = d.op[IMM];
  bool ok = true;
  const u64 v = value(x, d.op[A], ok);
  if (!ok || !x.w.exec) return;
  if (!(id == 0x51 || id == 0x55 || id == 0x59)) return fault(x, trap::ssr_access_fault, static_cast<u64>(id));
  S(x).LB[(id - 0x51) / 4] = v;
}
void c_ssrget(X& x, const DI& d) {
  const int64_t id = d.op[A];
  if (id < 0 || id > 2) return fault(x, trap::ssr_access_fault, static_cast<u64>(id));
  put(x, kPushT, S(x).cssr[id]);
}

// 16-bit forms with the result on T; c.slli, c.srli and c.cmp.eqi/nei read t#1 (on_t1).
template <class F>
void c_bin(X& x, const DI& d, F f, bool imm, bool on_t1 = false) {
  bool ok = true, ok2 = true;
  const u64 a = value(x, on_t1 ? kT1 : d.op[A], ok);
  const u64 b = imm ? static_cast<u64>(d.op[IMM]) : value(x, d.op[B], ok2);
  if (ok && ok2) put(x, kPushT, f(a, b));
}
void c_add(X& x, const DI& d) { c_bin(x, d, [](u64 a, u64 b) { return a + b; }, false); }
void c_sub(X& x, const DI& d) { c_bin(x, d, [](u64 a, u64 b) { return a - b; }, false); }
void c_and(X& x, const DI& d) { c_bin(x, d, [](u64 a, u64 b) { return a & b; }, false); }
void c_or(X& x, const DI& d) { c_bin(x, d, [](u64 a, u64 b) { return a | b; }, false); }
void c_addi(X& x, const DI& d) { c_bin(x, d, [](u64 a, u64 b) { return a + b; }, true); }
void c_slli(X& x, const DI& d) { c_bin(x, d, [](u64 a, u64 b) { return a << (b & 63); }, true, true); }
void c_srli(X& x, const DI& d) { c_bin(x, d, [](u64 a, u64 b) { return a >> (b & 63); }, true, true); }
void c_cmp_eqi(X& x, const DI& d) { c_bin(x, d, [](u64 a, u64 b) { return u64{a == b}; }, true, true); }
void c_cmp_nei(X& x, const DI& d) { c_bin(x, d, [](u64 a, u64 b) { return u64{a != b}; }, true, true); }
// sext/zext .b .h .w: the low 8, 16 or 32 bits, sign- or zero-extended.
template <unsigned Bits, bool Signed>
void ext(X& x, const DI& d) {
  bool ok = true;
  const u64 a = value(x, d.op[A], ok);
  if (ok) put(x, kPushT, Signed ? sext(a, Bits) : trunc(a, Bits));
}
void movr(X& x, const DI& d) {
  bool ok = true;
  const u64 a = value(x, d.op[A], ok);
  if (ok) put(x, d.op[D], a);
}
void movi(X& x, const DI& d) { put(x, d.op[D], static_cast<u64>(d.op[IMM])); }

}  // namespace

void register_std(IsaPlugin& p) {
  Semantics<Vid> s{p};
  s[Vid::setc] = setc<false>;
  s[Vid::setci] = setc<true>;
  s[Vid::c_setc_eq] = setc<false, 0>;
  s[Vid::c_setc_ne] = setc<false, 1>;
  s[Vid::setc_tgt] = setc_tgt;
  s[Vid::c_setc_tgt] = setc_tgt;
  s[Vid::lbi_s] = load<1, true, true>;
  s[Vid::lhi_s] = load<2, true, true>;
  s[Vid::lwi_s] = load<4, true, true>;
  s[Vid::ldi_s] = load<8, false, true>;
  s[Vid::lbui_s] = load<1, false, true>;
  s[Vid::lhui_s] = load<2, false, true>;
  s[Vid::lwui_s] = load<4, false, true>;
  s[Vid::lb_s] = load<1, true, false>;
  s[Vid::lh_s] = load<2, true, false>;
  s[Vid::lw_s] = load<4, true, false>;
  s[Vid::ld_s] = load<8, false, false>;
  s[Vid::c_lwi] = load<4, true, true, true>;
  s[Vid::c_ldi] = load<8, false, true, true>;
  s[Vid::sbi_s] = store<1>;
  s[Vid::shi_s] = store<2>;
  s[Vid::swi_s] = store<4>;
  s[Vid::sdi_s] = store<8>;
  s[Vid::c_swi] = store<4, true>;
  s[Vid::c_sdi] = store<8, true>;
  s[Vid::b_eq_s] = branch<0>;
  s[Vid::b_ne_s] = branch<1>;
  s[Vid::b_lt_s] = branch<2>;
  s[Vid::b_ge_s] = branch<3>;
  s[Vid::b_ltu_s] = branch<4>;
  s[Vid::b_geu_s] = branch<5>;
  s[Vid::j_s] = jump;
  s[Vid::lui_s] = upper<false>;
  s[Vid::addtpc_s] = upper<true>;
  s[Vid::addpc_s] = addpc;
  s[Vid::c_addtpc] = c_addtpc;
  s[Vid::c_addpc] = c_addpc;
  s[Vid::ssrget_s] = ssrget;
  s[Vid::ssrset_s] = ssrset;
  s[Vid::c_ssrget] = c_ssrget;
  s[Vid::c_add] = c_add;
  s[Vid::c_sub] = c_sub;
  s[Vid::c_and] = c_and;
  s[Vid::c_or] = c_or;
  s[Vid::c_addi] = c_addi;
  s[Vid::c_slli] = c_slli;
  s[Vid::c_srli] = c_srli;
  s[Vid::c_cmp_eqi] = c_cmp_eqi;
  s[Vid::c_cmp_nei] = c_cmp_nei;
  s[Vid::sext_b] = ext<8, true>;
  s[Vid::sext_h] = ext<16, true>;
  s[Vid::sext_w] = ext<32, true>;
  s[Vid::zext_b] = ext<8, false>;
  s[Vid::zext_h] = ext<16, false>;
  s[Vid::zext_w] = ext<32, false>;
  s[Vid::movr] = movr;
  s[Vid::movi] = movi;
}

}  // namespace simtloom::sim::linx
