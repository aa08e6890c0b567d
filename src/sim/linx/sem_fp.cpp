// Floating-point semantics: arithmetic, fused multiply-add, unary functions, classification,
// compares, min/max and conversions, for fd (binary64), fs (binary32), fh (binary16) and fb
// (8-bit; simtloom models it as OCP FP8 E4M3, provisionally). Rounding is to nearest even;
// float-to-integer conversions round toward zero. Add, subtract, multiply, fma and
// conversions are bit-exact (src/sim/fp); divide, square root and reciprocal are exact
// through binary64; exp, log2, sin and cos come from the host's libm through binary64.
#include <cmath>
#include <cstring>

#include "sim/fp/fp.h"
#include "sim/linx/common.h"

namespace simtloom::sim::linx {
namespace {

using u64 = uint64_t;

// LinxISA conversion type codes (0 fd 1 fs 2 fh 3 fb, 8-11 ud uw uh ub, 12-15 sd sw sh sb) as the
// fp library's codes.
unsigned fp_code(int64_t c) {
  static const unsigned kMap[16] = {0, 1, 2, 4, 99, 99, 99, 99, 10, 8, 12, 14, 11, 9, 13, 15};
  return kMap[c & 15];
}
bool is_float_code(int64_t c) { return (c & 15) < 4; }

u64 trunc_fmt(fp::Format f, u64 v) { return trunc(v, fp::info(f).width); }

template <Form F>
fp::Format src_fmt(const DI& d, int s) { return float_format(F == Form::Simt ? d.op[s] : d.op[SRT]); }

struct FAdd { fp::Result operator()(fp::Format f, u64 a, u64 b) const { return fp::add(f, a, b, fp::Round::RNE); } };
struct FSub { fp::Result operator()(fp::Format f, u64 a, u64 b) const { return fp::sub(f, a, b, fp::Round::RNE); } };
struct FMul { fp::Result operator()(fp::Format f, u64 a, u64 b) const { return fp::mul(f, a, b, fp::Round::RNE); } };
struct FMax { fp::Result operator()(fp::Format f, u64 a, u64 b) const { return fp::max_num(f, a, b); } };
struct FMin { fp::Result operator()(fp::Format f, u64 a, u64 b) const { return fp::min_num(f, a, b); } };

// Through binary64: exact for the narrower formats' divide (one rounding of an exact double
// quotient is correctly rounded for formats of at most 26 bits of precision).
double to_double(fp::Format f, u64 a) {
  u64 bits = f == fp::Format::F64 ? a : fp::convert(f, fp::Format::F64, a, fp::Round::RNE).bits;
  double v;
  std::memcpy(&v, &bits, 8);
  return v;
}
u64 from_double(fp::Format f, double v) {
  u64 bits;
  std::memcpy(&bits, &v, 8);
  return f == fp::Format::F64 ? bits : fp::convert(fp::Format::F64, f, bits, fp::Round::RNE).bits;
}
struct FDiv { fp::Result operator()(fp::Format f, u64 a, u64 b) const { return {from_double(f, to_double(f, a) / to_double(f, b)), 0}; } };

template <class Op, Form F = Form::Simt>
void fbin(X& x, const DI& d) {
  Src a, b;
  if (!src<F>(x, d.op[A], a) || !src<F>(x, d.op[B], b)) return;
  const fp::Format f = src_fmt<F>(d, ATY);
  Results r;
  lanes(x, [&](unsigned l) { r.v[l] = Op{}(f, trunc_fmt(f, a.raw(l)), trunc_fmt(f, b.raw(l))).bits; });
  write<F>(x, d, r);
}

// fmadd a*b+c, fmsub a*b-c, fnmsub -(a*b)+c, fnmadd -(a*b)-c (one rounding).
template <bool NegProduct, bool NegAddend, Form F = Form::Simt>
void ffma(X& x, const DI& d) {
  Src a, b, c;
  if (!src<F>(x, d.op[A], a) || !src<F>(x, d.op[B], b) || !src<F>(x, d.op[C], c)) return;
  const fp::Format f = src_fmt<F>(d, ATY);
  Results r;
  lanes(x, [&](unsigned l) {
    u64 av = trunc_fmt(f, a.raw(l)), cv = trunc_fmt(f, c.raw(l));
    if (NegProduct) av = fp::neg(f, av);
    if (NegAddend) cv = fp::neg(f, cv);
    r.v[l] = fp::fma(f, av, trunc_fmt(f, b.raw(l)), cv, fp::Round::RNE).bits;
  });
  write<F>(x, d, r);
}

double recip(double v) { return 1.0 / v; }
double sqrt_(double v) { return std::sqrt(v); }
double exp_(double v) { return std::exp(v); }
double log2_(double v) { return std::log2(v); }
double sin_(double v) { return std::sin(v); }
double cos_(double v) { return std::cos(v); }

template <double (*Fn)(double), Form F = Form::Simt>
void fun(X& x, const DI& d) {
  Src a;
  if (!src<F>(x, d.op[A], a)) return;
  const fp::Format f = src_fmt<F>(d, ATY);
  Results r;
  lanes(x, [&](unsigned l) { r.v[l] = from_double(f, Fn(to_double(f, trunc_fmt(f, a.raw(l))))); });
  write<F>(x, d, r);
}
template <Form F = Form::Simt>
void fabs_(X& x, const DI& d) {
  Src a;
  if (!src<F>(x, d.op[A], a)) return;
  const fp::Format f = src_fmt<F>(d, ATY);
  Results r;
  lanes(x, [&](unsigned l) { r.v[l] = fp::abs(f, trunc_fmt(f, a.raw(l))); });
  write<F>(x, d, r);
}
template <Form F = Form::Simt>
void fclass(X& x, const DI& d) {
  Src a;
  if (!src<F>(x, d.op[A], a)) return;
  const fp::Format f = src_fmt<F>(d, ATY);
  Results r;
  lanes(x, [&](unsigned l) { r.v[l] = fp::classify(f, trunc_fmt(f, a.raw(l))); });
  write<F>(x, d, r);
}

// Compares: the source type is the mnemonic's suffix (srt); the result is 1 or 0.
template <fp::Cond Cd, bool Signalling, Form F = Form::Simt>
void fcmp(X& x, const DI& d) {
  Src a, b;
  if (!src<F>(x, d.op[A], a) || !src<F>(x, d.op[B], b)) return;
  const fp::Format f = float_format(d.op[SRT]);
  Results r;
  lanes(x, [&](unsigned l) { r.v[l] = fp::fcmp(f, Cd, trunc_fmt(f, a.raw(l)), trunc_fmt(f, b.raw(l)), Signalling).value; });
  write<F>(x, d, r);
}

// Conversions between any two type codes; the variant's kind only constrains the codes.
enum class CvtKind { FF, FI, II, IF, Any };
template <CvtKind K, Form F = Form::Simt>
void cvt(X& x, const DI& d) {
  Src a;
  if (!src<F>(x, d.op[A], a)) return;
  const int64_t st = d.op[ST], dt = d.op[DT];
  const bool sf = is_float_code(st), df = is_float_code(dt);
  const bool ok = K == CvtKind::Any || (K == CvtKind::FF && sf && df) || (K == CvtKind::FI && sf && !df) ||
                  (K == CvtKind::II && !sf && !df) || (K == CvtKind::IF && !sf && df);
  if (!ok || ((st & 15) >= 4 && (st & 15) < 8) || ((dt & 15) >= 4 && (dt & 15) < 8)) {
    fault(x, trap::reserved_operand, static_cast<u64>((dt & 15) << 4 | (st & 15)));
    return;
  }
  const fp::Round rm = sf && !df ? fp::Round::RTZ : fp::Round::RNE;
  Results r;
  lanes(x, [&](unsigned l) { r.v[l] = fp::cvt(fp_code(dt), fp_code(st), a.raw(l), rm).bits; });
  // A signed integer result is kept sign-extended in its 64-bit entry.
  if (!df && (dt & 4)) lanes(x, [&](unsigned l) { r.v[l] = sext(r.v[l], 64u >> (dt & 3)); });
  write<F>(x, d, r);
}

}  // namespace

void register_fp(IsaPlugin& p) {
  Semantics<Vid> s{p};
  s[Vid::fadd] = fbin<FAdd>;
  s[Vid::fsub] = fbin<FSub>;
  s[Vid::fmul] = fbin<FMul>;
  s[Vid::fdiv] = fbin<FDiv>;
  s[Vid::fmax] = fbin<FMax>;
  s[Vid::fmin] = fbin<FMin>;
  s[Vid::fmadd] = ffma<false, false>;
  s[Vid::fmsub] = ffma<false, true>;
  s[Vid::fnmsub] = ffma<true, false>;
  s[Vid::fnmadd] = ffma<true, true>;
  s[Vid::fabs] = fabs_<>;
  s[Vid::fsqrt] = fun<sqrt_>;
  s[Vid::frecip] = fun<recip>;
  s[Vid::fexp] = fun<exp_>;
  s[Vid::flog] = fun<log2_>;
  s[Vid::fsin] = fun<sin_>;
  s[Vid::fcos] = fun<cos_>;
  s[Vid::fclass] = fclass<>;
  s[Vid::feq] = fcmp<fp::Cond::EQ, false>;
  s[Vid::fne] = fcmp<fp::Cond::NE, false>;
  s[Vid::flt] = fcmp<fp::Cond::LT, false>;
  s[Vid::fge] = fcmp<fp::Cond::GE, false>;
  s[Vid::feqs] = fcmp<fp::Cond::EQ, true>;
  s[Vid::fnes] = fcmp<fp::Cond::NE, true>;
  s[Vid::flts] = fcmp<fp::Cond::LT, true>;
  s[Vid::fges] = fcmp<fp::Cond::GE, true>;
  s[Vid::fcvt] = cvt<CvtKind::FF>;
  s[Vid::fcvti] = cvt<CvtKind::FI>;
  s[Vid::icvt] = cvt<CvtKind::II>;
  s[Vid::icvtf] = cvt<CvtKind::IF>;
  // FP-block (32-bit scalar) forms: the float type is the mnemonic's suffix (srt).
  s[Vid::fadd_s] = fbin<FAdd, Form::Scalar>;
  s[Vid::fsub_s] = fbin<FSub, Form::Scalar>;
  s[Vid::fmul_s] = fbin<FMul, Form::Scalar>;
  s[Vid::fdiv_s] = fbin<FDiv, Form::Scalar>;
  s[Vid::fmax_s] = fbin<FMax, Form::Scalar>;
  s[Vid::fmin_s] = fbin<FMin, Form::Scalar>;
  s[Vid::fmadd_s] = ffma<false, false, Form::Scalar>;
  s[Vid::fmsub_s] = ffma<false, true, Form::Scalar>;
  s[Vid::fnmsub_s] = ffma<true, false, Form::Scalar>;
  s[Vid::fnmadd_s] = ffma<true, true, Form::Scalar>;
  s[Vid::fabs_s] = fabs_<Form::Scalar>;
  s[Vid::fsqrt_s] = fun<sqrt_, Form::Scalar>;
  s[Vid::frecip_s] = fun<recip, Form::Scalar>;
  s[Vid::fexp_s] = fun<exp_, Form::Scalar>;
  s[Vid::flog_s] = fun<log2_, Form::Scalar>;
  s[Vid::fsin_s] = fun<sin_, Form::Scalar>;
  s[Vid::fcos_s] = fun<cos_, Form::Scalar>;
  s[Vid::fclass_s] = fclass<Form::Scalar>;
  s[Vid::feq_s] = fcmp<fp::Cond::EQ, false, Form::Scalar>;
  s[Vid::fne_s] = fcmp<fp::Cond::NE, false, Form::Scalar>;
  s[Vid::flt_s] = fcmp<fp::Cond::LT, false, Form::Scalar>;
  s[Vid::fge_s] = fcmp<fp::Cond::GE, false, Form::Scalar>;
  s[Vid::feqs_s] = fcmp<fp::Cond::EQ, true, Form::Scalar>;
  s[Vid::fnes_s] = fcmp<fp::Cond::NE, true, Form::Scalar>;
  s[Vid::flts_s] = fcmp<fp::Cond::LT, true, Form::Scalar>;
  s[Vid::fges_s] = fcmp<fp::Cond::GE, true, Form::Scalar>;
  s[Vid::cvt_s] = cvt<CvtKind::Any, Form::Scalar>;
  s[Vid::cvt_i_s] = cvt<CvtKind::Any, Form::Scalar>;
}

}  // namespace simtloom::sim::linx
