// Group 2: floating point in every wisa width (f64 in register pairs, f32, f16, bf16, e4m3,
// e5m2), bit-exact through simtloom::fp, rounding with CSR frm and raising CSR fflags.
#include "sim/fp/fp.h"
#include "sim/wisa/common.h"

namespace simtloom::sim::wisa {
namespace {

bool fmt_of(X& x, int64_t ty, fp::Format& f) {
  if (ty < 0 || ty > 5) {
    x.trap(trap::illegal_instruction, static_cast<uint64_t>(ty));
    return false;
  }
  f = static_cast<fp::Format>(ty);
  return true;
}
bool dyn_round(X& x, fp::Round& rm) {
  if (!fp::resolve_round(7, state(x.w).frm, false, rm)) {
    x.trap(trap::illegal_instruction, state(x.w).frm);
    return false;
  }
  return true;
}
inline uint64_t get(X& x, int64_t r, unsigned l, bool wide) { return wide ? V64(x, r, l) : Vn(x, r)[l]; }
inline void put(X& x, int64_t r, unsigned l, bool wide, uint64_t v) {
  if (wide) setV64(x, r, l, v);
  else Vn(x, r)[l] = static_cast<uint32_t>(v);
}
inline uint64_t getu(X& x, int64_t r, bool wide) { return wide ? U64(x, r) : Un(x, r); }

enum class Bop { Add, Sub, Mul, Min, Max };
template <Bop O, bool Uni>
void farith(X& x, const DI& d) {
  fp::Format f;
  fp::Round rm;
  if (!fmt_of(x, d.op[TY], f) || !dyn_round(x, rm)) return;
  const bool wide = f == fp::Format::F64;
  uint8_t flags = 0;
  uint64_t ub = Uni ? getu(x, d.op[B], wide) : 0;
  lanes(x, [&](unsigned l) {
    uint64_t a = get(x, d.op[A], l, wide), b = Uni ? ub : get(x, d.op[B], l, wide);
    fp::Result r;
    if constexpr (O == Bop::Add) r = fp::add(f, a, b, rm);
    else if constexpr (O == Bop::Sub) r = fp::sub(f, a, b, rm);
    else if constexpr (O == Bop::Mul) r = fp::mul(f, a, b, rm);
    else if constexpr (O == Bop::Min) r = fp::min_num(f, a, b);
    else r = fp::max_num(f, a, b);
    flags |= r.flags;
    put(x, d.op[D], l, wide, r.bits);
  });
  state(x.w).fflags |= flags;
}

// fma family: f2 0 fma, 1 fms, 2 fnma, 3 fnms.
template <int K>
void ffma(X& x, const DI& d) {
  fp::Format f;
  fp::Round rm;
  if (!fmt_of(x, d.op[TY], f) || !dyn_round(x, rm)) return;
  const bool wide = f == fp::Format::F64;
  uint8_t flags = 0;
  lanes(x, [&](unsigned l) {
    uint64_t a = get(x, d.op[A], l, wide), b = get(x, d.op[B], l, wide), c = get(x, d.op[C], l, wide);
    if (K == 2 || K == 3) a = fp::neg(f, a);
    if (K == 1 || K == 3) c = fp::neg(f, c);
    fp::Result r = fp::fma(f, a, b, c, rm);
    flags |= r.flags;
    put(x, d.op[D], l, wide, r.bits);
  });
  state(x.w).fflags |= flags;
}

template <int K>  // 0 abs, 1 neg, 2 class
void fsign(X& x, const DI& d) {
  fp::Format f;
  if (!fmt_of(x, d.op[TY], f)) return;
  const bool wide = f == fp::Format::F64;
  lanes(x, [&](unsigned l) {
    uint64_t a = get(x, d.op[A], l, wide);
    if constexpr (K == 0) put(x, d.op[D], l, wide, fp::abs(f, a));
    else if constexpr (K == 1) put(x, d.op[D], l, wide, fp::neg(f, a));
    else Vn(x, d.op[D])[l] = fp::classify(f, a);
  });
}

template <bool Signalling, bool Uni>
void fcmp(X& x, const DI& d) {
  fp::Format f;
  if (!fmt_of(x, d.op[TY], f)) return;
  const bool wide = f == fp::Format::F64;
  auto cond = static_cast<fp::Cond>(d.op[OP] & 7);
  uint8_t flags = 0;
  uint32_t bits = 0;
  uint64_t ub = Uni ? getu(x, d.op[B], wide) : 0;
  lanes(x, [&](unsigned l) {
    uint64_t a = get(x, d.op[A], l, wide), b = Uni ? ub : get(x, d.op[B], l, wide);
    fp::BoolResult r = fp::fcmp(f, cond, a, b, Signalling);
    flags |= r.flags;
    bits |= uint32_t{r.value} << l;
  });
  setp(x, d.op[D], x.w.exec, bits);
  state(x.w).fflags |= flags;
}

bool wide_type(int64_t t) { return t == 0 || t == 10 || t == 11; }

void cvt(X& x, const DI& d) {
  unsigned dt = static_cast<unsigned>(d.op[OP]), st = static_cast<unsigned>(d.op[ST]);
  bool to_int = dt >= 8 && st < 8;
  fp::Round rm;
  if (!fp::resolve_round(static_cast<unsigned>(d.op[RM]), state(x.w).frm, to_int, rm)) {
    x.trap(trap::illegal_instruction, static_cast<uint64_t>(d.op[RM]));
    return;
  }
  bool sat = d.op[SAT] != 0;
  bool wd = wide_type(dt), ws = wide_type(st);
  uint8_t flags = 0;
  lanes(x, [&](unsigned l) {
    fp::Result r = fp::cvt(dt, st, get(x, d.op[A], l, ws), rm, sat);
    flags |= r.flags;
    put(x, d.op[D], l, wd, r.bits);
  });
  state(x.w).fflags |= flags;
}

}  // namespace

void register_g2(IsaPlugin& p) {
  Semantics<Vid> s{p};
  s[Vid::fadd_vv] = farith<Bop::Add, false>;
  s[Vid::fadd_vu] = farith<Bop::Add, true>;
  s[Vid::fsub_vv] = farith<Bop::Sub, false>;
  s[Vid::fsub_vu] = farith<Bop::Sub, true>;
  s[Vid::fmul_vv] = farith<Bop::Mul, false>;
  s[Vid::fmul_vu] = farith<Bop::Mul, true>;
  s[Vid::fmin_vv] = farith<Bop::Min, false>;
  s[Vid::fmin_vu] = farith<Bop::Min, true>;
  s[Vid::fmax_vv] = farith<Bop::Max, false>;
  s[Vid::fmax_vu] = farith<Bop::Max, true>;
  s[Vid::fma] = ffma<0>;
  s[Vid::fms] = ffma<1>;
  s[Vid::fnma] = ffma<2>;
  s[Vid::fnms] = ffma<3>;
  s[Vid::fabs] = fsign<0>;
  s[Vid::fneg] = fsign<1>;
  s[Vid::fclass] = fsign<2>;
  s[Vid::fcmp_vv] = fcmp<false, false>;
  s[Vid::fcmp_vu] = fcmp<false, true>;
  s[Vid::fcmps_vv] = fcmp<true, false>;
  s[Vid::fcmps_vu] = fcmp<true, true>;
  s[Vid::cvt] = cvt;
}

}  // namespace simtloom::sim::wisa
