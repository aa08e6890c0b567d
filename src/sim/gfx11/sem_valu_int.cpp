// Vector ALU, integer and bit operations (VOP1, VOP2, VOP3, VOP3SD): per-lane 32- and 64-bit
// arithmetic, shifts, bit fields, carries through VCC or an SGPR mask, and the cross-lane reads
// and writes of one lane (readfirstlane, readlane, writelane, mbcnt).
#include "sim/gfx11/valu.h"

namespace simtloom::sim::gfx11 {
namespace {

using u32 = uint32_t;
inline int32_t si(u32 a) { return static_cast<int32_t>(a); }
inline int32_t s24(u32 a) { return static_cast<int32_t>(a << 8) >> 8; }

#define OP1(name, expr) struct name { u32 operator()(u32 a) const { return expr; } };
#define OP2(name, expr) struct name { u32 operator()(u32 a, u32 b) const { return expr; } };
#define OP3(name, expr) struct name { u32 operator()(u32 a, u32 b, u32 c) const { return expr; } };
OP1(Mov, a)
OP1(Not, ~a)
OP1(Bfrev, [](u32 v) { u32 r = 0; for (int i = 0; i < 32; ++i) r |= ((v >> i) & 1u) << (31 - i); return r; }(a))
OP1(Clz, a ? static_cast<u32>(std::countl_zero(a)) : ~0u)
OP1(Ctz, a ? static_cast<u32>(std::countr_zero(a)) : ~0u)
OP1(Cls, (a == 0 || a == ~0u) ? ~0u : static_cast<u32>(std::countl_zero(si(a) < 0 ? ~a : a)))
OP1(SextI16, static_cast<u32>(static_cast<int32_t>(static_cast<int16_t>(a))))
OP1(ZextU16, a & 0xffff)
OP2(Add, a + b)
OP2(Sub, a - b)
OP2(SubRev, b - a)
OP2(And, a & b)
OP2(Or, a | b)
OP2(Xor, a ^ b)
OP2(Xnor, ~(a ^ b))
OP2(LshlRev, b << (a & 31))
OP2(LshrRev, b >> (a & 31))
OP2(AshrRev, static_cast<u32>(si(b) >> (a & 31)))
OP2(MinI, si(a) < si(b) ? a : b)
OP2(MaxI, si(a) > si(b) ? a : b)
OP2(MinU, a < b ? a : b)
OP2(MaxU, a > b ? a : b)
OP2(MulLo, a * b)
OP2(MulHiU, static_cast<u32>((uint64_t{a} * b) >> 32))
OP2(MulHiI, static_cast<u32>(static_cast<uint64_t>(int64_t{si(a)} * si(b)) >> 32))
OP2(MulU24, (a & 0xffffff) * (b & 0xffffff))
OP2(MulHiU24, static_cast<u32>((uint64_t{a & 0xffffff} * (b & 0xffffff)) >> 32))
OP2(MulI24, static_cast<u32>(int64_t{s24(a)} * s24(b)))  // 48-bit product: no int overflow
OP2(MulHiI24, static_cast<u32>(static_cast<uint64_t>(int64_t{s24(a)} * s24(b)) >> 32))
OP2(Bfm, ((1u << (a & 31)) - 1) << (b & 31))
OP2(Bcnt, static_cast<u32>(std::popcount(a)) + b)
OP3(MadU24, (a & 0xffffff) * (b & 0xffffff) + c)
OP3(MadI24, static_cast<u32>(int64_t{s24(a)} * s24(b)) + c)
OP3(BfeU, (c & 31) == 0 ? 0u : (b & 31) + (c & 31) >= 32 ? a >> (b & 31) : (a >> (b & 31)) & ((1u << (c & 31)) - 1))
OP3(BfeI, (c & 31) == 0 ? 0u : static_cast<u32>(static_cast<int32_t>((a >> (b & 31)) << (32 - (c & 31))) >> (32 - (c & 31))))
OP3(Bfi, (a & b) | (~a & c))
OP3(AlignBit, static_cast<u32>(((uint64_t{a} << 32) | b) >> (c & 31)))
OP3(AlignByte, static_cast<u32>(((uint64_t{a} << 32) | b) >> (8 * (c & 3))))
OP3(LshlAdd, (a << (b & 31)) + c)
OP3(AddLshl, (a + b) << (c & 31))
OP3(LshlOr, (a << (b & 31)) | c)
OP3(AndOr, (a & b) | c)
OP3(Or3, a | b | c)
OP3(Xor3, a ^ b ^ c)
OP3(Add3, a + b + c)
OP3(Xad, (a ^ b) + c)
OP3(Min3I, static_cast<u32>(std::min({si(a), si(b), si(c)})))
OP3(Max3I, static_cast<u32>(std::max({si(a), si(b), si(c)})))
OP3(Min3U, std::min({a, b, c}))
OP3(Max3U, std::max({a, b, c}))
OP3(Med3I, static_cast<u32>(std::max(std::min(si(a), si(b)), std::min(std::max(si(a), si(b)), si(c)))))
OP3(Med3U, std::max(std::min(a, b), std::min(std::max(a, b), c)))
OP3(SadU32, (a > b ? a - b : b - a) + c)
OP3(MaxMinU, std::min(std::max(a, b), c))
OP3(MinMaxU, std::max(std::min(a, b), c))
OP3(MaxMinI, static_cast<u32>(std::min(std::max(si(a), si(b)), si(c))))
OP3(MinMaxI, static_cast<u32>(std::max(std::min(si(a), si(b)), si(c))))
#undef OP1
#undef OP2
#undef OP3
// v_perm_b32: each result byte selects a byte of {src0, src1} (0..7), a 16-bit half's sign
// (8..11), 0x00 (12) or 0xff (13 and above).
struct Perm {
  u32 operator()(u32 hi, u32 lo, u32 sel) const {
    const uint64_t v = (uint64_t{hi} << 32) | lo;
    u32 r = 0;
    for (int i = 0; i < 4; ++i) {
      const u32 s = (sel >> (8 * i)) & 0xff;
      u32 byte = s < 8 ? (v >> (8 * s)) & 0xff : s < 12 ? (((v >> (16 * (s - 8) + 15)) & 1) ? 0xffu : 0u) : s == 12 ? 0u : 0xffu;
      r |= byte << (8 * i);
    }
    return r;
  }
};

// Carries: the carry-out mask goes to `sdst` (VOP3SD) or VCC (VOP2), the carry-in comes from
// `src2` (VOP3) or VCC (VOP2).
inline unsigned carry_dst(const DI& d, bool vop3) { return vop3 ? code_of(d.op[SDST]) : kVccLo; }
template <int Kind, bool Vop3>  // Kind: 0 a + b, 1 a - b, 2 b - a
void add_co(X& x, const DI& d) {
  alignas(64) u32 b0[kMaxLanes], b1[kMaxLanes];
  const u32* a = src32(x, d.op[S0], b0);
  const u32* b = src32(x, d.op[S1], b1);
  u32* r = vrow(x, d.op[DST]);
  LaneMask co = 0;
  lanes(x, [&](unsigned l) {
    u32 p = Kind == 2 ? b[l] : a[l], q = Kind == 2 ? a[l] : b[l];
    uint64_t s = Kind == 0 ? uint64_t{p} + q : uint64_t{p} - q;
    r[l] = static_cast<u32>(s);
    co |= ((s >> 32) & 1) << l;
  });
  set_mask(x, carry_dst(d, Vop3), co);
}
template <int Kind, bool Vop3>
void add_co_ci(X& x, const DI& d) {
  alignas(64) u32 b0[kMaxLanes], b1[kMaxLanes];
  const u32* a = src32(x, d.op[S0], b0);
  const u32* b = src32(x, d.op[S1], b1);
  const LaneMask ci = Vop3 ? mask_src(x, d.op[S2]) : vcc(x);
  u32* r = vrow(x, d.op[DST]);
  LaneMask co = 0;
  lanes(x, [&](unsigned l) {
    u32 p = Kind == 2 ? b[l] : a[l], q = Kind == 2 ? a[l] : b[l], c = static_cast<u32>((ci >> l) & 1);
    uint64_t s = Kind == 0 ? uint64_t{p} + q + c : uint64_t{p} - q - c;
    r[l] = static_cast<u32>(s);
    co |= ((s >> 32) & 1) << l;
  });
  set_mask(x, carry_dst(d, Vop3), co);
}
// v_mad_u64_u32 / v_mad_i64_i32: a 64-bit a * b + c, the carry-out of the addition in sdst.
template <bool Signed>
void mad64(X& x, const DI& d) {
  alignas(64) u32 b0[kMaxLanes], b1[kMaxLanes];
  alignas(64) uint64_t c[kMaxLanes];
  const u32* a = src32(x, d.op[S0], b0);
  const u32* b = src32(x, d.op[S1], b1);
  src64(x, d.op[S2], c);
  LaneMask co = 0;
  alignas(64) uint64_t out[kMaxLanes];
  lanes(x, [&](unsigned l) {
    bool carry;
    if constexpr (Signed) {
      __int128 sum = static_cast<__int128>(int64_t{si(a[l])} * si(b[l])) + static_cast<int64_t>(c[l]);
      out[l] = static_cast<uint64_t>(sum);
      carry = sum != static_cast<__int128>(static_cast<int64_t>(sum));  // the signed sum overflows
    } else {
      unsigned __int128 sum = static_cast<unsigned __int128>(uint64_t{a[l]} * b[l]) + c[l];
      out[l] = static_cast<uint64_t>(sum);
      carry = (sum >> 64) != 0;
    }
    co |= LaneMask{carry} << l;
  });
  lanes(x, [&](unsigned l) { vset64(x, d.op[DST], l, out[l]); });
  set_mask(x, code_of(d.op[SDST]), co);
}
// 64-bit shifts: the shift count in src0, the value in src1.
template <int Kind>  // 0 lshl, 1 lshr, 2 ashr
void shift64(X& x, const DI& d) {
  alignas(64) u32 b0[kMaxLanes];
  alignas(64) uint64_t v[kMaxLanes];
  const u32* a = src32(x, d.op[S0], b0);
  src64(x, d.op[S1], v);
  lanes(x, [&](unsigned l) {
    unsigned n = a[l] & 63;
    uint64_t r = Kind == 0 ? v[l] << n : Kind == 1 ? v[l] >> n : static_cast<uint64_t>(static_cast<int64_t>(v[l]) >> n);
    vset64(x, d.op[DST], l, r);
  });
}
// v_cndmask_b32: src1 where the mask's lane bit is set, else src0 (VOP2: VCC; VOP3: src2).
template <bool Vop3>
void cndmask(X& x, const DI& d) {
  alignas(64) u32 b0[kMaxLanes], b1[kMaxLanes];
  const u32* a = src32(x, d.op[S0], b0);
  const u32* b = src32(x, d.op[S1], b1);
  const LaneMask m = Vop3 ? mask_src(x, d.op[S2]) : vcc(x);
  const unsigned ma = Vop3 ? mods_of(d, S0) : 0, mb = Vop3 ? mods_of(d, S1) : 0;
  u32* r = vrow(x, d.op[DST]);
  lanes(x, [&](unsigned l) { r[l] = (m >> l) & 1 ? fmod32(b[l], mb) : fmod32(a[l], ma); });
}
// The first active lane's value (lane 0 when none is active) into an SGPR.
void readfirstlane(X& x, const DI& d) {
  alignas(64) u32 b0[kMaxLanes];
  const u32* a = src32(x, d.op[S0], b0);
  unsigned l = x.w.exec ? static_cast<unsigned>(std::countr_zero(x.w.exec)) : 0;
  sset(x, code_of(d.op[DST]), a[l]);
}
void readlane(X& x, const DI& d) {
  alignas(64) u32 b0[kMaxLanes];
  const u32* a = src32(x, d.op[S0], b0);
  sset(x, code_of(d.op[DST]), a[scalar_value(x, d.op[S1], W32) & (x.width - 1)]);
}
void writelane(X& x, const DI& d) {
  vrow(x, d.op[DST])[scalar_value(x, d.op[S1], W32) & (x.width - 1)] = static_cast<u32>(scalar_value(x, d.op[S0], W32));
}
// mbcnt: the count of set mask bits below the lane (lo: of lanes 0..31; hi: of lanes 32..63,
// none in wave32).
template <bool Hi>
void mbcnt(X& x, const DI& d) {
  alignas(64) u32 b0[kMaxLanes], b1[kMaxLanes];
  const u32* a = src32(x, d.op[S0], b0);
  const u32* b = src32(x, d.op[S1], b1);
  u32* r = vrow(x, d.op[DST]);
  lanes(x, [&](unsigned l) {
    const LaneMask below = lanes_below(l);
    r[l] = static_cast<u32>(std::popcount(a[l] & static_cast<u32>(Hi ? below >> 32 : below))) + b[l];
  });
}
// v_mov_b16 (true16 operands: a VGPR code names a half, bit 7 of the register number the high
// one): the source's 16 bits (a VGPR's half, or another source's low half) into the destination's
// half; the destination's other half keeps its bits.
void mov_b16(X& x, const DI& d) {
  alignas(64) uint32_t b0[kMaxLanes];
  const unsigned c = code_of(d.op[S0]), dn = vreg(d.op[DST]);
  const bool vgpr = c >= 256;
  const uint32_t* a = vgpr ? state(x.w).v[(c - 256) & 127] : src32(x, d.op[S0], b0, W16);
  const unsigned in = vgpr && ((c - 256) & 128) ? 16 : 0, out = (dn & 128) ? 16 : 0;
  uint32_t* r = state(x.w).v[dn & 127];
  lanes(x, [&](unsigned l) { r[l] = (r[l] & ~(0xffffu << out)) | ((a[l] >> in) & 0xffffu) << out; });
}
void swap(X& x, const DI& d) {
  u32* a = vrow(x, d.op[DST]);
  u32* b = vrow(x, d.op[S0]);
  lanes(x, [&](unsigned l) { std::swap(a[l], b[l]); });
}

}  // namespace

void register_valu_int(IsaPlugin& p) {
  Semantics<Vid> s{p};
#define E32_E64(name, fn) s[Vid::name##_e32] = fn, s[Vid::name##_e64] = fn
  E32_E64(v_mov_b32, v1<Mov>);
  s[Vid::v_mov_b16_e32] = mov_b16;  // (llvm-mc 19 has no _e64 of it for gfx1100)
  E32_E64(v_not_b32, v1<Not>);
  E32_E64(v_bfrev_b32, v1<Bfrev>);
  E32_E64(v_clz_i32_u32, v1<Clz>);
  E32_E64(v_ctz_i32_b32, v1<Ctz>);
  E32_E64(v_cls_i32, v1<Cls>);
  E32_E64(v_cvt_i32_i16, v1<SextI16>);
  E32_E64(v_cvt_u32_u16, v1<ZextU16>);
  E32_E64(v_add_nc_u32, v2<Add>);
  E32_E64(v_sub_nc_u32, v2<Sub>);
  E32_E64(v_subrev_nc_u32, v2<SubRev>);
  E32_E64(v_and_b32, v2<And>);
  E32_E64(v_or_b32, v2<Or>);
  E32_E64(v_xor_b32, v2<Xor>);
  E32_E64(v_xnor_b32, v2<Xnor>);
  E32_E64(v_lshlrev_b32, v2<LshlRev>);
  E32_E64(v_lshrrev_b32, v2<LshrRev>);
  E32_E64(v_ashrrev_i32, v2<AshrRev>);
  E32_E64(v_min_i32, v2<MinI>);
  E32_E64(v_max_i32, v2<MaxI>);
  E32_E64(v_min_u32, v2<MinU>);
  E32_E64(v_max_u32, v2<MaxU>);
  E32_E64(v_mul_u32_u24, v2<MulU24>);
  E32_E64(v_mul_hi_u32_u24, v2<MulHiU24>);
  E32_E64(v_mul_i32_i24, v2<MulI24>);
  E32_E64(v_mul_hi_i32_i24, v2<MulHiI24>);
  s[Vid::v_cndmask_b32_e32] = cndmask<false>;
  s[Vid::v_cndmask_b32_e64] = cndmask<true>;
  s[Vid::v_add_co_ci_u32_e32] = add_co_ci<0, false>;
  s[Vid::v_add_co_ci_u32_e64] = add_co_ci<0, true>;
  s[Vid::v_sub_co_ci_u32_e32] = add_co_ci<1, false>;
  s[Vid::v_sub_co_ci_u32_e64] = add_co_ci<1, true>;
  s[Vid::v_subrev_co_ci_u32_e32] = add_co_ci<2, false>;
  s[Vid::v_subrev_co_ci_u32_e64] = add_co_ci<2, true>;
#undef E32_E64
  s[Vid::v_add_co_u32] = add_co<0, true>;
  s[Vid::v_sub_co_u32] = add_co<1, true>;
  s[Vid::v_subrev_co_u32] = add_co<2, true>;
  s[Vid::v_add_nc_i32] = v2<Add>;
  s[Vid::v_sub_nc_i32] = v2<Sub>;
  s[Vid::v_mul_lo_u32] = v2<MulLo>;
  s[Vid::v_mul_hi_u32] = v2<MulHiU>;
  s[Vid::v_mul_hi_i32] = v2<MulHiI>;
  s[Vid::v_bfm_b32] = v2<Bfm>;
  s[Vid::v_bcnt_u32_b32] = v2<Bcnt>;
  s[Vid::v_mad_u32_u24] = v3<MadU24>;
  s[Vid::v_mad_i32_i24] = v3<MadI24>;
  s[Vid::v_bfe_u32] = v3<BfeU>;
  s[Vid::v_bfe_i32] = v3<BfeI>;
  s[Vid::v_bfi_b32] = v3<Bfi>;
  s[Vid::v_alignbit_b32] = v3<AlignBit>;
  s[Vid::v_alignbyte_b32] = v3<AlignByte>;
  s[Vid::v_lshl_add_u32] = v3<LshlAdd>;
  s[Vid::v_add_lshl_u32] = v3<AddLshl>;
  s[Vid::v_lshl_or_b32] = v3<LshlOr>;
  s[Vid::v_and_or_b32] = v3<AndOr>;
  s[Vid::v_or3_b32] = v3<Or3>;
  s[Vid::v_xor3_b32] = v3<Xor3>;
  s[Vid::v_add3_u32] = v3<Add3>;
  s[Vid::v_xad_u32] = v3<Xad>;
  s[Vid::v_min3_i32] = v3<Min3I>;
  s[Vid::v_max3_i32] = v3<Max3I>;
  s[Vid::v_min3_u32] = v3<Min3U>;
  s[Vid::v_max3_u32] = v3<Max3U>;
  s[Vid::v_med3_i32] = v3<Med3I>;
  s[Vid::v_med3_u32] = v3<Med3U>;
  s[Vid::v_sad_u32] = v3<SadU32>;
  s[Vid::v_maxmin_u32] = v3<MaxMinU>;
  s[Vid::v_minmax_u32] = v3<MinMaxU>;
  s[Vid::v_maxmin_i32] = v3<MaxMinI>;
  s[Vid::v_minmax_i32] = v3<MinMaxI>;
  s[Vid::v_perm_b32] = v3<Perm>;
  s[Vid::v_mad_u64_u32] = mad64<false>;
  s[Vid::v_mad_i64_i32] = mad64<true>;
  s[Vid::v_lshlrev_b64] = shift64<0>;
  s[Vid::v_lshrrev_b64] = shift64<1>;
  s[Vid::v_ashrrev_i64] = shift64<2>;
  s[Vid::v_readfirstlane_b32] = readfirstlane;
  s[Vid::v_readlane_b32] = readlane;
  s[Vid::v_writelane_b32] = writelane;
  s[Vid::v_mbcnt_lo_u32_b32] = mbcnt<false>;
  s[Vid::v_mbcnt_hi_u32_b32] = mbcnt<true>;
  s[Vid::v_swap_b32] = swap;
}

}  // namespace simtloom::sim::gfx11
