// Scalar ALU (SOP1, SOP2, SOPC, SOPK): one value per wave, SCC as the carry, compare and
// non-zero flag, exec-mask manipulation through the saveexec forms.
#include "sim/gfx11/common.h"

namespace simtloom::sim::gfx11 {
namespace {

inline uint32_t s0(X& x, const DI& d) { return static_cast<uint32_t>(scalar_value(x, d.op[S0], W32)); }
inline uint32_t s1(X& x, const DI& d) { return static_cast<uint32_t>(scalar_value(x, d.op[S1], W32)); }
inline uint64_t s0w(X& x, const DI& d) { return scalar_value(x, d.op[S0], W64); }
inline uint64_t s1w(X& x, const DI& d) { return scalar_value(x, d.op[S1], W64); }
inline unsigned dst(const DI& d) { return code_of(d.op[SDST]); }
inline uint32_t& scc(X& x) { return state(x.w).scc; }

// Two-source operations; F(a, b, scc&) returns the result, may set SCC.
template <class T, class F>
void sop2(X& x, const DI& d) {
  if constexpr (sizeof(T) == 8) {
    uint64_t a = s0w(x, d), b = s1w(x, d);
    sset64(x, dst(d), F{}(a, b, scc(x)));
  } else {
    uint32_t a = s0(x, d), b = s1(x, d);
    sset(x, dst(d), F{}(a, b, scc(x)));
  }
}
template <class T, class F>
void sop1(X& x, const DI& d) {
  if constexpr (sizeof(T) == 8) sset64(x, dst(d), F{}(s0w(x, d), scc(x)));
  else sset(x, dst(d), static_cast<uint32_t>(F{}(s0(x, d), scc(x))));
}
// Logic: SCC = result != 0.
#define LOGIC(name, expr)                                          \
  struct name {                                                    \
    template <class T>                                             \
    T operator()(T a, T b, uint32_t& c) const {                    \
      T r = expr;                                                  \
      c = r != 0;                                                  \
      return r;                                                    \
    }                                                              \
  };
LOGIC(And, a & b)
LOGIC(Or, a | b)
LOGIC(Xor, a ^ b)
LOGIC(Nand, ~(a & b))
LOGIC(Nor, ~(a | b))
LOGIC(Xnor, ~(a ^ b))
LOGIC(AndN1, a & ~b)
LOGIC(OrN1, a | ~b)
LOGIC(Lshl, a << (b & (sizeof(T) * 8 - 1)))
LOGIC(Lshr, a >> (b & (sizeof(T) * 8 - 1)))
LOGIC(Ashr, static_cast<T>(static_cast<std::make_signed_t<T>>(a) >> (b & (sizeof(T) * 8 - 1))))
#undef LOGIC
struct AddU { uint32_t operator()(uint32_t a, uint32_t b, uint32_t& c) const { uint64_t r = uint64_t{a} + b; c = r >> 32; return static_cast<uint32_t>(r); } };
struct SubU { uint32_t operator()(uint32_t a, uint32_t b, uint32_t& c) const { c = b > a; return a - b; } };
struct AddC { uint32_t operator()(uint32_t a, uint32_t b, uint32_t& c) const { uint64_t r = uint64_t{a} + b + (c & 1); c = r >> 32; return static_cast<uint32_t>(r); } };
struct SubB { uint32_t operator()(uint32_t a, uint32_t b, uint32_t& c) const { uint64_t r = uint64_t{a} - b - (c & 1); c = (r >> 32) != 0; return static_cast<uint32_t>(r); } };
// Signed add/sub: SCC = signed overflow.
struct AddI { uint32_t operator()(uint32_t a, uint32_t b, uint32_t& c) const { uint32_t r = a + b; c = ((~(a ^ b) & (a ^ r)) >> 31) & 1; return r; } };
struct SubI { uint32_t operator()(uint32_t a, uint32_t b, uint32_t& c) const { uint32_t r = a - b; c = (((a ^ b) & (a ^ r)) >> 31) & 1; return r; } };
struct MinI { uint32_t operator()(uint32_t a, uint32_t b, uint32_t& c) const { c = static_cast<int32_t>(a) < static_cast<int32_t>(b); return c ? a : b; } };
struct MaxI { uint32_t operator()(uint32_t a, uint32_t b, uint32_t& c) const { c = static_cast<int32_t>(a) > static_cast<int32_t>(b); return c ? a : b; } };
struct MinU { uint32_t operator()(uint32_t a, uint32_t b, uint32_t& c) const { c = a < b; return c ? a : b; } };
struct MaxU { uint32_t operator()(uint32_t a, uint32_t b, uint32_t& c) const { c = a > b; return c ? a : b; } };
struct Mul { uint32_t operator()(uint32_t a, uint32_t b, uint32_t&) const { return a * b; } };
struct MulHiU { uint32_t operator()(uint32_t a, uint32_t b, uint32_t&) const { return static_cast<uint32_t>((uint64_t{a} * b) >> 32); } };
struct MulHiI { uint32_t operator()(uint32_t a, uint32_t b, uint32_t&) const { return static_cast<uint32_t>(static_cast<uint64_t>(int64_t{static_cast<int32_t>(a)} * static_cast<int32_t>(b)) >> 32); } };
struct Cselect { template <class T> T operator()(T a, T b, uint32_t& c) const { return (c & 1) ? a : b; } };
struct Bfm { template <class T> T operator()(T a, T b, uint32_t&) const { unsigned w = a & (sizeof(T) * 8 - 1); return static_cast<T>(((T{1} << w) - 1) << (b & (sizeof(T) * 8 - 1))); } };
struct AbsDiff { uint32_t operator()(uint32_t a, uint32_t b, uint32_t& c) const { int64_t r = int64_t{static_cast<int32_t>(a)} - static_cast<int32_t>(b); r = r < 0 ? -r : r; c = r != 0; return static_cast<uint32_t>(r); } };
template <unsigned N>
struct LshlAdd { uint32_t operator()(uint32_t a, uint32_t b, uint32_t& c) const { uint64_t r = (uint64_t{a} << N) + b; c = r >> 32; return static_cast<uint32_t>(r); } };
// Bit-field extract: b = offset [4:0] (64-bit: [5:0]) | width [22:16].
template <class T, bool Signed>
struct Bfe {
  T operator()(T a, T b, uint32_t& c) const {
    constexpr unsigned bits = sizeof(T) * 8;
    unsigned off = static_cast<unsigned>(b) & (bits - 1), w = (static_cast<unsigned>(b) >> 16) & 0x7f;
    T r = 0;
    if (w) {
      r = a >> off;
      if (w < bits) {
        r &= (T{1} << w) - 1;
        if (Signed && ((r >> (w - 1)) & 1)) r |= ~((T{1} << w) - 1);
      }
    }
    c = r != 0;
    return r;
  }
};
struct PackLL { uint32_t operator()(uint32_t a, uint32_t b, uint32_t&) const { return (a & 0xffff) | b << 16; } };
struct PackLH { uint32_t operator()(uint32_t a, uint32_t b, uint32_t&) const { return (a & 0xffff) | (b & 0xffff0000u); } };
struct PackHH { uint32_t operator()(uint32_t a, uint32_t b, uint32_t&) const { return a >> 16 | (b & 0xffff0000u); } };
struct PackHL { uint32_t operator()(uint32_t a, uint32_t b, uint32_t&) const { return a >> 16 | b << 16; } };

// One-source operations.
struct Mov { template <class T> T operator()(T a, uint32_t&) const { return a; } };
struct Not { template <class T> T operator()(T a, uint32_t& c) const { c = ~a != 0; return ~a; } };
struct Brev { template <class T> T operator()(T a, uint32_t&) const { T r = 0; for (unsigned i = 0; i < sizeof(T) * 8; ++i) r |= ((a >> i) & 1) << (sizeof(T) * 8 - 1 - i); return r; } };
struct Bcnt1 { template <class T> uint64_t operator()(T a, uint32_t& c) const { unsigned r = std::popcount(a); c = r != 0; return r; } };
struct Bcnt0 { template <class T> uint64_t operator()(T a, uint32_t& c) const { unsigned r = sizeof(T) * 8 - std::popcount(a); c = r != 0; return r; } };
struct Ctz { template <class T> uint64_t operator()(T a, uint32_t&) const { return a ? std::countr_zero(a) : ~0u; } };
struct Clz { template <class T> uint64_t operator()(T a, uint32_t&) const { return a ? std::countl_zero(a) : ~0u; } };
struct Sext8 { uint32_t operator()(uint32_t a, uint32_t&) const { return static_cast<uint32_t>(static_cast<int32_t>(static_cast<int8_t>(a))); } };
struct Sext16 { uint32_t operator()(uint32_t a, uint32_t&) const { return static_cast<uint32_t>(static_cast<int32_t>(static_cast<int16_t>(a))); } };
struct Abs { uint32_t operator()(uint32_t a, uint32_t& c) const { uint32_t r = static_cast<int32_t>(a) < 0 ? 0u - a : a; c = r != 0; return r; } };

// 32- and 64-bit ops on one-source instructions whose result width differs (bcnt, ctz, clz).
template <class T, class F>
void sop1_count(X& x, const DI& d) {
  T a = sizeof(T) == 8 ? static_cast<T>(s0w(x, d)) : static_cast<T>(s0(x, d));
  sset(x, dst(d), static_cast<uint32_t>(F{}(a, scc(x))));
}
void s_cmov_b32(X& x, const DI& d) {
  if (scc(x) & 1) sset(x, dst(d), s0(x, d));
}
void s_cmov_b64(X& x, const DI& d) {
  if (scc(x) & 1) sset64(x, dst(d), s0w(x, d));
}
template <bool One>
void bitset_b32(X& x, const DI& d) {
  uint32_t v = sget(x, dst(d)), b = 1u << (s0(x, d) & 31);
  sset(x, dst(d), One ? v | b : v & ~b);
}
// saveexec: sdst = exec, exec = F(s0, exec); SCC = exec != 0. The _b32 forms are wave32's (they
// touch exec_lo only), the _b64 forms wave64's (the exec pair).
template <class T, class F>
void saveexec(X& x, const DI& d) {
  uint32_t c = 0;
  if constexpr (sizeof(T) == 8) {
    uint64_t e = sget64(x, kExecLo), n = F{}(s0w(x, d), e, c);
    sset64(x, dst(d), e);
    sset64(x, kExecLo, n);
    scc(x) = n != 0;
  } else {
    uint32_t e = sget(x, kExecLo), n = F{}(s0(x, d), e, c);
    sset(x, dst(d), e);
    sset(x, kExecLo, n);
    scc(x) = n != 0;
  }
}
struct NotA_And { template <class T> T operator()(T a, T e, uint32_t&) const { return ~a & e; } };
struct NotA_Or { template <class T> T operator()(T a, T e, uint32_t&) const { return ~a | e; } };
struct And1 { template <class T> T operator()(T a, T e, uint32_t&) const { return a & ~e; } };
struct Or1 { template <class T> T operator()(T a, T e, uint32_t&) const { return a | ~e; } };

// SOPC: SCC = compare.
template <class T, class F>
void sopc(X& x, const DI& d) {
  if constexpr (sizeof(T) == 8) scc(x) = F{}(s0w(x, d), s1w(x, d));
  else scc(x) = F{}(static_cast<T>(s0(x, d)), static_cast<T>(s1(x, d)));
}
template <class T, unsigned Want>
void bitcmp(X& x, const DI& d) {
  T a = sizeof(T) == 8 ? static_cast<T>(s0w(x, d)) : static_cast<T>(s0(x, d));
  scc(x) = ((a >> (s1(x, d) & (sizeof(T) * 8 - 1))) & 1) == Want;
}
// SOPK: the 16-bit immediate against sdst; the signed forms sign-extend it.
inline uint32_t simm(const DI& d) { return static_cast<uint32_t>(static_cast<int32_t>(static_cast<int16_t>(d.op[IMM]))); }
inline uint32_t uimm(const DI& d) { return static_cast<uint32_t>(d.op[IMM] & 0xffff); }
template <class T, class F, bool Signed>
void sopk_cmp(X& x, const DI& d) {
  scc(x) = F{}(static_cast<T>(sget(x, dst(d))), static_cast<T>(Signed ? simm(d) : uimm(d)));
}
void s_movk_i32(X& x, const DI& d) { sset(x, dst(d), simm(d)); }
void s_cmovk_i32(X& x, const DI& d) {
  if (scc(x) & 1) sset(x, dst(d), simm(d));
}
void s_addk_i32(X& x, const DI& d) {
  uint32_t c = 0, r = AddI{}(sget(x, dst(d)), simm(d), c);
  scc(x) = c;
  sset(x, dst(d), r);
}
void s_mulk_i32(X& x, const DI& d) { sset(x, dst(d), sget(x, dst(d)) * simm(d)); }
void s_getpc_b64(X& x, const DI& d) { sset64(x, dst(d), x.w.pc + d.length); }
void s_setpc_b64(X& x, const DI& d) { x.next_pc = s0w(x, d); }
void s_swappc_b64(X& x, const DI& d) {
  uint64_t target = s0w(x, d);
  sset64(x, dst(d), x.w.pc + d.length);
  x.next_pc = target;
}
// Hardware registers read as zero (MODE, STATUS ...) except the ones a kernel asks for its
// identity; writes are kept in MODE only.
void s_getreg_b32(X& x, const DI& d) { sset(x, dst(d), 0); }
void s_setreg_b32(X& x, const DI&) { (void)x; }

}  // namespace

void register_salu(IsaPlugin& p) {
  Semantics<Vid> s{p};
  using u32 = uint32_t;
  using u64 = uint64_t;
  using i32 = int32_t;
  s[Vid::s_mov_b32] = sop1<u32, Mov>;
  s[Vid::s_mov_b64] = sop1<u64, Mov>;
  s[Vid::s_cmov_b32] = s_cmov_b32;
  s[Vid::s_cmov_b64] = s_cmov_b64;
  s[Vid::s_not_b32] = sop1<u32, Not>;
  s[Vid::s_not_b64] = sop1<u64, Not>;
  s[Vid::s_brev_b32] = sop1<u32, Brev>;
  s[Vid::s_brev_b64] = sop1<u64, Brev>;
  s[Vid::s_bcnt1_i32_b32] = sop1_count<u32, Bcnt1>;
  s[Vid::s_bcnt1_i32_b64] = sop1_count<u64, Bcnt1>;
  s[Vid::s_bcnt0_i32_b32] = sop1_count<u32, Bcnt0>;
  s[Vid::s_bcnt0_i32_b64] = sop1_count<u64, Bcnt0>;
  s[Vid::s_ctz_i32_b32] = sop1_count<u32, Ctz>;
  s[Vid::s_ctz_i32_b64] = sop1_count<u64, Ctz>;
  s[Vid::s_clz_i32_u32] = sop1_count<u32, Clz>;
  s[Vid::s_clz_i32_u64] = sop1_count<u64, Clz>;
  s[Vid::s_sext_i32_i8] = sop1<u32, Sext8>;
  s[Vid::s_sext_i32_i16] = sop1<u32, Sext16>;
  s[Vid::s_abs_i32] = sop1<u32, Abs>;
  s[Vid::s_bitset0_b32] = bitset_b32<false>;
  s[Vid::s_bitset1_b32] = bitset_b32<true>;
  s[Vid::s_and_saveexec_b32] = saveexec<u32, And>;
  s[Vid::s_or_saveexec_b32] = saveexec<u32, Or>;
  s[Vid::s_xor_saveexec_b32] = saveexec<u32, Xor>;
  s[Vid::s_nand_saveexec_b32] = saveexec<u32, Nand>;
  s[Vid::s_nor_saveexec_b32] = saveexec<u32, Nor>;
  s[Vid::s_xnor_saveexec_b32] = saveexec<u32, Xnor>;
  s[Vid::s_and_not0_saveexec_b32] = saveexec<u32, NotA_And>;
  s[Vid::s_or_not0_saveexec_b32] = saveexec<u32, NotA_Or>;
  s[Vid::s_and_not1_saveexec_b32] = saveexec<u32, And1>;
  s[Vid::s_or_not1_saveexec_b32] = saveexec<u32, Or1>;
  s[Vid::s_and_saveexec_b64] = saveexec<u64, And>;
  s[Vid::s_or_saveexec_b64] = saveexec<u64, Or>;
  s[Vid::s_xor_saveexec_b64] = saveexec<u64, Xor>;
  s[Vid::s_nand_saveexec_b64] = saveexec<u64, Nand>;
  s[Vid::s_nor_saveexec_b64] = saveexec<u64, Nor>;
  s[Vid::s_xnor_saveexec_b64] = saveexec<u64, Xnor>;
  s[Vid::s_and_not0_saveexec_b64] = saveexec<u64, NotA_And>;
  s[Vid::s_or_not0_saveexec_b64] = saveexec<u64, NotA_Or>;
  s[Vid::s_and_not1_saveexec_b64] = saveexec<u64, And1>;
  s[Vid::s_or_not1_saveexec_b64] = saveexec<u64, Or1>;
  s[Vid::s_getpc_b64] = s_getpc_b64;
  s[Vid::s_setpc_b64] = s_setpc_b64;
  s[Vid::s_swappc_b64] = s_swappc_b64;
  s[Vid::s_add_u32] = sop2<u32, AddU>;
  s[Vid::s_sub_u32] = sop2<u32, SubU>;
  s[Vid::s_add_i32] = sop2<u32, AddI>;
  s[Vid::s_sub_i32] = sop2<u32, SubI>;
  s[Vid::s_addc_u32] = sop2<u32, AddC>;
  s[Vid::s_subb_u32] = sop2<u32, SubB>;
  s[Vid::s_absdiff_i32] = sop2<u32, AbsDiff>;
  s[Vid::s_lshl_b32] = sop2<u32, Lshl>;
  s[Vid::s_lshl_b64] = sop2<u64, Lshl>;
  s[Vid::s_lshr_b32] = sop2<u32, Lshr>;
  s[Vid::s_lshr_b64] = sop2<u64, Lshr>;
  s[Vid::s_ashr_i32] = sop2<u32, Ashr>;
  s[Vid::s_ashr_i64] = sop2<u64, Ashr>;
  s[Vid::s_lshl1_add_u32] = sop2<u32, LshlAdd<1>>;
  s[Vid::s_lshl2_add_u32] = sop2<u32, LshlAdd<2>>;
  s[Vid::s_lshl3_add_u32] = sop2<u32, LshlAdd<3>>;
  s[Vid::s_lshl4_add_u32] = sop2<u32, LshlAdd<4>>;
  s[Vid::s_min_i32] = sop2<u32, MinI>;
  s[Vid::s_max_i32] = sop2<u32, MaxI>;
  s[Vid::s_min_u32] = sop2<u32, MinU>;
  s[Vid::s_max_u32] = sop2<u32, MaxU>;
  s[Vid::s_and_b32] = sop2<u32, And>;
  s[Vid::s_and_b64] = sop2<u64, And>;
  s[Vid::s_or_b32] = sop2<u32, Or>;
  s[Vid::s_or_b64] = sop2<u64, Or>;
  s[Vid::s_xor_b32] = sop2<u32, Xor>;
  s[Vid::s_xor_b64] = sop2<u64, Xor>;
  s[Vid::s_nand_b32] = sop2<u32, Nand>;
  s[Vid::s_nand_b64] = sop2<u64, Nand>;
  s[Vid::s_nor_b32] = sop2<u32, Nor>;
  s[Vid::s_nor_b64] = sop2<u64, Nor>;
  s[Vid::s_xnor_b32] = sop2<u32, Xnor>;
  s[Vid::s_xnor_b64] = sop2<u64, Xnor>;
  s[Vid::s_and_not1_b32] = sop2<u32, AndN1>;
  s[Vid::s_and_not1_b64] = sop2<u64, AndN1>;
  s[Vid::s_or_not1_b32] = sop2<u32, OrN1>;
  s[Vid::s_or_not1_b64] = sop2<u64, OrN1>;
  s[Vid::s_bfe_u32] = sop2<u32, Bfe<u32, false>>;
  s[Vid::s_bfe_i32] = sop2<u32, Bfe<u32, true>>;
  s[Vid::s_bfe_u64] = sop2<u64, Bfe<u64, false>>;
  s[Vid::s_bfe_i64] = sop2<u64, Bfe<u64, true>>;
  s[Vid::s_bfm_b32] = sop2<u32, Bfm>;
  s[Vid::s_bfm_b64] = sop2<u64, Bfm>;
  s[Vid::s_mul_i32] = sop2<u32, Mul>;
  s[Vid::s_mul_hi_u32] = sop2<u32, MulHiU>;
  s[Vid::s_mul_hi_i32] = sop2<u32, MulHiI>;
  s[Vid::s_cselect_b32] = sop2<u32, Cselect>;
  s[Vid::s_cselect_b64] = sop2<u64, Cselect>;
  s[Vid::s_pack_ll_b32_b16] = sop2<u32, PackLL>;
  s[Vid::s_pack_lh_b32_b16] = sop2<u32, PackLH>;
  s[Vid::s_pack_hh_b32_b16] = sop2<u32, PackHH>;
  s[Vid::s_pack_hl_b32_b16] = sop2<u32, PackHL>;
  s[Vid::s_cmp_eq_i32] = sopc<i32, std::equal_to<>>;
  s[Vid::s_cmp_lg_i32] = sopc<i32, std::not_equal_to<>>;
  s[Vid::s_cmp_gt_i32] = sopc<i32, std::greater<>>;
  s[Vid::s_cmp_ge_i32] = sopc<i32, std::greater_equal<>>;
  s[Vid::s_cmp_lt_i32] = sopc<i32, std::less<>>;
  s[Vid::s_cmp_le_i32] = sopc<i32, std::less_equal<>>;
  s[Vid::s_cmp_eq_u32] = sopc<u32, std::equal_to<>>;
  s[Vid::s_cmp_lg_u32] = sopc<u32, std::not_equal_to<>>;
  s[Vid::s_cmp_gt_u32] = sopc<u32, std::greater<>>;
  s[Vid::s_cmp_ge_u32] = sopc<u32, std::greater_equal<>>;
  s[Vid::s_cmp_lt_u32] = sopc<u32, std::less<>>;
  s[Vid::s_cmp_le_u32] = sopc<u32, std::less_equal<>>;
  s[Vid::s_cmp_eq_u64] = sopc<u64, std::equal_to<>>;
  s[Vid::s_cmp_lg_u64] = sopc<u64, std::not_equal_to<>>;
  s[Vid::s_bitcmp0_b32] = bitcmp<u32, 0>;
  s[Vid::s_bitcmp1_b32] = bitcmp<u32, 1>;
  s[Vid::s_bitcmp0_b64] = bitcmp<u64, 0>;
  s[Vid::s_bitcmp1_b64] = bitcmp<u64, 1>;
  s[Vid::s_movk_i32] = s_movk_i32;
  s[Vid::s_cmovk_i32] = s_cmovk_i32;
  s[Vid::s_cmpk_eq_i32] = sopk_cmp<i32, std::equal_to<>, true>;
  s[Vid::s_cmpk_lg_i32] = sopk_cmp<i32, std::not_equal_to<>, true>;
  s[Vid::s_cmpk_gt_i32] = sopk_cmp<i32, std::greater<>, true>;
  s[Vid::s_cmpk_ge_i32] = sopk_cmp<i32, std::greater_equal<>, true>;
  s[Vid::s_cmpk_lt_i32] = sopk_cmp<i32, std::less<>, true>;
  s[Vid::s_cmpk_le_i32] = sopk_cmp<i32, std::less_equal<>, true>;
  s[Vid::s_cmpk_eq_u32] = sopk_cmp<u32, std::equal_to<>, false>;
  s[Vid::s_cmpk_lg_u32] = sopk_cmp<u32, std::not_equal_to<>, false>;
  s[Vid::s_cmpk_gt_u32] = sopk_cmp<u32, std::greater<>, false>;
  s[Vid::s_cmpk_ge_u32] = sopk_cmp<u32, std::greater_equal<>, false>;
  s[Vid::s_cmpk_lt_u32] = sopk_cmp<u32, std::less<>, false>;
  s[Vid::s_cmpk_le_u32] = sopk_cmp<u32, std::less_equal<>, false>;
  s[Vid::s_addk_i32] = s_addk_i32;
  s[Vid::s_mulk_i32] = s_mulk_i32;
  s[Vid::s_getreg_b32] = s_getreg_b32;
  s[Vid::s_setreg_b32] = s_setreg_b32;
  s[Vid::s_setreg_imm32_b32] = s_setreg_b32;  // the constant in place of the register: the same no-op
  s[Vid::s_version] = [](X&, const DI&) {};   // says which microcode the program was built for
}

}  // namespace simtloom::sim::gfx11
