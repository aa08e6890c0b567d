// Integer semantics: ALU and compares (register and immediate forms), bit fields, multiply,
// divide, min/max, select and bit counting. Operands are extended to 64 bits by their type;
// the destination's type truncates (and sign-extends) the result.
#include <algorithm>
#include <climits>

#include "sim/linx/common.h"

namespace simtloom::sim::linx {
namespace {

using u64 = uint64_t;
using i64 = int64_t;

// Operations on two typed 64-bit operands; `wa` is the first operand's width in bits.
struct Add { u64 operator()(u64 a, u64 b, unsigned) const { return a + b; } };
struct Sub { u64 operator()(u64 a, u64 b, unsigned) const { return a - b; } };
struct And { u64 operator()(u64 a, u64 b, unsigned) const { return a & b; } };
struct Or { u64 operator()(u64 a, u64 b, unsigned) const { return a | b; } };
struct Xor { u64 operator()(u64 a, u64 b, unsigned) const { return a ^ b; } };
// Shifts work within the first operand's width; the amount is taken modulo that width.
struct Srl { u64 operator()(u64 a, u64 b, unsigned w) const { return trunc(a, w) >> (b & (w - 1)); } };
struct Sra { u64 operator()(u64 a, u64 b, unsigned w) const { return static_cast<u64>(static_cast<i64>(sext(a, w)) >> (b & (w - 1))); } };
struct Sll { u64 operator()(u64 a, u64 b, unsigned w) const { return trunc(a << (b & (w - 1)), w); } };
struct Bic { u64 operator()(u64 a, u64 b, unsigned) const { return a & ~b; } };
struct Bis { u64 operator()(u64 a, u64 b, unsigned) const { return a | b; } };
struct Mul { u64 operator()(u64 a, u64 b, unsigned) const { return a * b; } };
// Division by zero and overflow give RISC-V's results (no trap): q = -1, r = a; MIN / -1 = MIN.
struct Div {
  u64 operator()(u64 a, u64 b, unsigned) const {
    i64 x = static_cast<i64>(a), y = static_cast<i64>(b);
    if (y == 0) return ~u64{0};
    if (x == LLONG_MIN && y == -1) return a;
    return static_cast<u64>(x / y);
  }
};
struct Divu { u64 operator()(u64 a, u64 b, unsigned) const { return b == 0 ? ~u64{0} : a / b; } };
struct Rem {
  u64 operator()(u64 a, u64 b, unsigned) const {
    i64 x = static_cast<i64>(a), y = static_cast<i64>(b);
    if (y == 0) return a;
    if (x == LLONG_MIN && y == -1) return 0;
    return static_cast<u64>(x % y);
  }
};
struct Remu { u64 operator()(u64 a, u64 b, unsigned) const { return b == 0 ? a : a % b; } };
// The W forms (divw .. remuw of FP blocks) work on the low 32 bits and sign-extend the result.
template <class Op, bool Signed>
struct Word {
  u64 operator()(u64 a, u64 b, unsigned) const {
    const u64 x = Signed ? sext(a, 32) : trunc(a, 32), y = Signed ? sext(b, 32) : trunc(b, 32);
    return sext(Op{}(x, y, 64), 32);
  }
};
struct Max { u64 operator()(u64 a, u64 b, unsigned) const { return static_cast<i64>(a) >= static_cast<i64>(b) ? a : b; } };
struct Min { u64 operator()(u64 a, u64 b, unsigned) const { return static_cast<i64>(a) <= static_cast<i64>(b) ? a : b; } };
struct Maxu { u64 operator()(u64 a, u64 b, unsigned) const { return a >= b ? a : b; } };
struct Minu { u64 operator()(u64 a, u64 b, unsigned) const { return a <= b ? a : b; } };

template <Form F>
int64_t ty(const DI& d, int s) { return F == Form::Simt ? d.op[s] : 0; }

template <class Op, Form F = Form::Simt>
void bin(X& x, const DI& d) {
  Src a, b;
  if (!src<F>(x, d.op[A], a) || !src<F>(x, d.op[B], b)) return;
  const int64_t ta = ty<F>(d, ATY), tb = ty<F>(d, BTY);
  const unsigned wa = width_bits(ta);
  Results r;
  lanes(x, [&](unsigned l) { r.v[l] = Op{}(typed(a.raw(l), ta), typed(b.raw(l), tb), wa); });
  write<F>(x, d, r);
}
// The comparison in operand `cc` (cmp / cmpi with a bound condition).
template <bool Imm, Form F = Form::Simt>
void cmp_cc(X& x, const DI& d) {
  Src a, b;
  if (!src<F>(x, d.op[A], a) || (!Imm && !src<F>(x, d.op[B], b))) return;
  const unsigned cc = static_cast<unsigned>(d.op[CC]);
  Results r;
  lanes(x, [&](unsigned l) {
    u64 bv = Imm ? static_cast<u64>(d.op[IMM]) : typed(b.raw(l), ty<F>(d, BTY));
    r.v[l] = compare(cc, typed(a.raw(l), ty<F>(d, ATY)), bv);
  });
  write<F>(x, d, r);
}
template <class Op, Form F = Form::Simt>
void imm(X& x, const DI& d) {
  Src a;
  if (!src<F>(x, d.op[A], a)) return;
  const int64_t ta = ty<F>(d, ATY);
  Results r;
  lanes(x, [&](unsigned l) { r.v[l] = Op{}(typed(a.raw(l), ta), static_cast<u64>(d.op[IMM]), width_bits(ta)); });
  write<F>(x, d, r);
}

// Bit-field extract of `width` bits at `imm`, zero- or sign-extended.
template <bool Signed>
void bx(X& x, const DI& d) {
  Src a;
  if (!src10(x, d.op[A], a)) return;
  const unsigned lsb = static_cast<unsigned>(d.op[IMM]) & 63, w = static_cast<unsigned>(d.op[WID]);
  Results r;
  lanes(x, [&](unsigned l) {
    // A field of width 0 is empty: the result is 0.
    u64 f = w == 0 ? 0 : trunc(typed(a.raw(l), d.op[ATY]) >> lsb, w);
    r.v[l] = Signed && w > 0 ? sext(f, w) : f;
  });
  write10(x, d.op[D], d.op[DTY], r);
}

void madd(X& x, const DI& d) {
  Src a, b, c;
  if (!src10(x, d.op[A], a) || !src10(x, d.op[B], b) || !src10(x, d.op[C], c)) return;
  Results r;
  lanes(x, [&](unsigned l) { r.v[l] = typed(a.raw(l), d.op[ATY]) * typed(b.raw(l), d.op[BTY]) + typed(c.raw(l), d.op[CTY]); });
  write10(x, d.op[D], d.op[DTY], r);
}

// csel SrcP, SrcL, SrcR: d = P != 0 ? L : R.
template <Form F>
void csel(X& x, const DI& d) {
  Src p, a, b;
  if (!src<F>(x, d.op[C], p) || !src<F>(x, d.op[A], a) || !src<F>(x, d.op[B], b)) return;
  Results r;
  lanes(x, [&](unsigned l) {
    r.v[l] = typed(p.raw(l), ty<F>(d, CTY)) != 0 ? typed(a.raw(l), ty<F>(d, ATY)) : typed(b.raw(l), ty<F>(d, BTY));
  });
  write<F>(x, d, r);
}

// Unary bit operations over the operand's width.
u64 bswap_each(u64 v, unsigned chunk) {
  u64 out = 0;
  for (unsigned base = 0; base < 64; base += chunk)
    for (unsigned i = 0; i < chunk / 8; ++i) out |= ((v >> (base + 8 * i)) & 0xff) << (base + chunk - 8 - 8 * i);
  return out;
}
struct Rev16 { u64 operator()(u64 a, unsigned) const { return bswap_each(a, 16); } };
struct Rev32 { u64 operator()(u64 a, unsigned) const { return bswap_each(a, 32); } };
struct Rev64 { u64 operator()(u64 a, unsigned) const { return bswap_each(a, 64); } };
struct Ctz { u64 operator()(u64 a, unsigned w) const { return a == 0 ? w : std::min<unsigned>(w, std::countr_zero(a)); } };
struct Clz { u64 operator()(u64 a, unsigned w) const { return static_cast<u64>(std::countl_zero(trunc(a, w)) - (64 - static_cast<int>(w))); } };
// ctzw / clzw: within the low 32 bits.
struct Ctzw { u64 operator()(u64 a, unsigned) const { return Ctz{}(trunc(a, 32), 32); } };
struct Clzw { u64 operator()(u64 a, unsigned) const { return Clz{}(a, 32); } };

template <class Op, Form F = Form::Simt>
void un(X& x, const DI& d) {
  Src a;
  if (!src<F>(x, d.op[A], a)) return;
  const int64_t ta = ty<F>(d, ATY);
  Results r;
  lanes(x, [&](unsigned l) { r.v[l] = Op{}(trunc(typed(a.raw(l), ta), width_bits(ta)), width_bits(ta)); });
  write<F>(x, d, r);
}

}  // namespace

void register_int(IsaPlugin& p) {
  Semantics<Vid> s{p};
  s[Vid::add] = bin<Add>;
  s[Vid::sub] = bin<Sub>;
  s[Vid::and_] = bin<And>;
  s[Vid::or_] = bin<Or>;
  s[Vid::xor_] = bin<Xor>;
  s[Vid::srl] = bin<Srl>;
  s[Vid::sra] = bin<Sra>;
  s[Vid::sll] = bin<Sll>;
  s[Vid::cmp] = cmp_cc<false>;
  s[Vid::cmpi] = cmp_cc<true>;
  s[Vid::addi] = imm<Add>;
  s[Vid::subi] = imm<Sub>;
  s[Vid::andi] = imm<And>;
  s[Vid::ori] = imm<Or>;
  s[Vid::xori] = imm<Xor>;
  s[Vid::srli] = imm<Srl>;
  s[Vid::srai] = imm<Sra>;
  s[Vid::slli] = imm<Sll>;
  s[Vid::bxs] = bx<true>;
  s[Vid::bxu] = bx<false>;
  s[Vid::bic] = bin<Bic>;
  s[Vid::bis] = bin<Bis>;
  s[Vid::mul] = bin<Mul>;
  s[Vid::mulu] = bin<Mul>;
  s[Vid::madd] = madd;
  s[Vid::div] = bin<Div>;
  s[Vid::divu] = bin<Divu>;
  s[Vid::rem] = bin<Rem>;
  s[Vid::remu] = bin<Remu>;
  s[Vid::max] = bin<Max>;
  s[Vid::maxu] = bin<Maxu>;
  s[Vid::min] = bin<Min>;
  s[Vid::minu] = bin<Minu>;
  s[Vid::csel] = csel<Form::Simt>;
  s[Vid::rev16] = un<Rev16>;
  s[Vid::rev32] = un<Rev32>;
  s[Vid::rev64] = un<Rev64>;
  s[Vid::ctz] = un<Ctz>;
  s[Vid::clz] = un<Clz>;
  // Scalar-block (FP block) forms: untyped 64-bit operands.
  s[Vid::div_s] = bin<Div, Form::Scalar>;
  s[Vid::divu_s] = bin<Divu, Form::Scalar>;
  s[Vid::rem_s] = bin<Rem, Form::Scalar>;
  s[Vid::remu_s] = bin<Remu, Form::Scalar>;
  // Standard-block 32-bit forms (std.yaml): the same operations on 5-bit operands.
  s[Vid::add_s] = bin<Add, Form::Scalar>;
  s[Vid::sub_s] = bin<Sub, Form::Scalar>;
  s[Vid::and_s] = bin<And, Form::Scalar>;
  s[Vid::or_s] = bin<Or, Form::Scalar>;
  s[Vid::xor_s] = bin<Xor, Form::Scalar>;
  s[Vid::srl_s] = bin<Srl, Form::Scalar>;
  s[Vid::sra_s] = bin<Sra, Form::Scalar>;
  s[Vid::sll_s] = bin<Sll, Form::Scalar>;
  s[Vid::mul_s] = bin<Mul, Form::Scalar>;
  s[Vid::addi_s] = imm<Add, Form::Scalar>;
  s[Vid::subi_s] = imm<Sub, Form::Scalar>;
  s[Vid::andi_s] = imm<And, Form::Scalar>;
  s[Vid::ori_s] = imm<Or, Form::Scalar>;
  s[Vid::xori_s] = imm<Xor, Form::Scalar>;
  s[Vid::srli_s] = imm<Srl, Form::Scalar>;
  s[Vid::srai_s] = imm<Sra, Form::Scalar>;
  s[Vid::slli_s] = imm<Sll, Form::Scalar>;
  s[Vid::cmp_s] = cmp_cc<false, Form::Scalar>;
  s[Vid::cmpi_s] = cmp_cc<true, Form::Scalar>;
  s[Vid::divw_s] = bin<Word<Div, true>, Form::Scalar>;
  s[Vid::divuw_s] = bin<Word<Divu, false>, Form::Scalar>;
  s[Vid::remw_s] = bin<Word<Rem, true>, Form::Scalar>;
  s[Vid::remuw_s] = bin<Word<Remu, false>, Form::Scalar>;
  s[Vid::ctzw_s] = un<Ctzw, Form::Scalar>;
  s[Vid::clzw_s] = un<Clzw, Form::Scalar>;
  s[Vid::max_s] = bin<Max, Form::Scalar>;
  s[Vid::maxu_s] = bin<Maxu, Form::Scalar>;
  s[Vid::min_s] = bin<Min, Form::Scalar>;
  s[Vid::minu_s] = bin<Minu, Form::Scalar>;
  s[Vid::csel_s] = csel<Form::Scalar>;
  s[Vid::rev16_s] = un<Rev16, Form::Scalar>;
  s[Vid::rev32_s] = un<Rev32, Form::Scalar>;
  s[Vid::rev64_s] = un<Rev64, Form::Scalar>;
  s[Vid::ctz_s] = un<Ctz, Form::Scalar>;
  s[Vid::clz_s] = un<Clz, Form::Scalar>;
}

}  // namespace simtloom::sim::linx
