// Implementation notes. A finite value is handled as sign * sig * 2^exp with an
// integer significand (unsigned __int128). Every operation first forms the
// exact result (or, when exponents are far apart, an exact value with a sticky
// bit "jammed" into a position far below the rounding point), then calls
// round_pack once.
#include "sim/fp/fp.h"

#include <algorithm>
#include <initializer_list>

namespace simtloom::fp {
namespace {

using u128 = unsigned __int128;

constexpr FormatInfo kFormats[6] = {
    {"f64", 64, 11, 52, 1023, true, 0x7fefffffffffffffull, 0x7ff0000000000000ull, 0x7ff8000000000000ull},
    {"f32", 32, 8, 23, 127, true, 0x7f7fffffull, 0x7f800000ull, 0x7fc00000ull},
    {"f16", 16, 5, 10, 15, true, 0x7bffull, 0x7c00ull, 0x7e00ull},
    {"bf16", 16, 8, 7, 127, true, 0x7f7full, 0x7f80ull, 0x7fc0ull},
    {"e4m3", 8, 4, 3, 7, false, 0x7eull, 0, 0x7full},
    {"e5m2", 8, 5, 2, 15, true, 0x7bull, 0x7cull, 0x7eull},
};

constexpr IntInfo kInts[8] = {
    {"u32", 32, false}, {"s32", 32, true}, {"u64", 64, false}, {"s64", 64, true},
    {"u16", 16, false}, {"s16", 16, true}, {"u8", 8, false},   {"s8", 8, true},
};

inline uint64_t mask(unsigned width) { return width >= 64 ? ~0ull : ((1ull << width) - 1); }

inline int msb128(u128 v) {  // v != 0
  uint64_t hi = uint64_t(v >> 64);
  return hi ? 127 - __builtin_clzll(hi) : 63 - __builtin_clzll(uint64_t(v));
}

enum class Kind : uint8_t { Zero, Finite, Inf, QNaN, SNaN };

struct Unpacked {
  bool sign = false;
  Kind kind = Kind::Zero;
  int exp = 0;       // value = sig * 2^exp for Finite
  uint64_t sig = 0;  // includes the hidden bit for normals
};

Unpacked unpack(const FormatInfo& F, uint64_t bits) {
  bits &= mask(F.width);
  Unpacked u;
  u.sign = (bits >> (F.width - 1)) & 1;
  const uint64_t man = bits & mask(F.man_bits);
  const uint64_t e = (bits >> F.man_bits) & mask(F.exp_bits);
  const uint64_t emax_field = mask(F.exp_bits);
  if (e == emax_field) {
    if (F.has_inf) {
      if (man == 0) {
        u.kind = Kind::Inf;
        return u;
      }
      u.kind = (man >> (F.man_bits - 1)) & 1 ? Kind::QNaN : Kind::SNaN;
      return u;
    }
    if (man == mask(F.man_bits)) {  // E4M3: S.1111.111 is the (quiet) NaN
      u.kind = Kind::QNaN;
      return u;
    }
  }
  if (e == 0) {
    if (man == 0) return u;  // Zero
    u.kind = Kind::Finite;
    u.sig = man;
    u.exp = 1 - F.bias - F.man_bits;
    return u;
  }
  u.kind = Kind::Finite;
  u.sig = man | (1ull << F.man_bits);
  u.exp = int(e) - F.bias - F.man_bits;
  return u;
}

inline bool is_nan(const Unpacked& u) { return u.kind == Kind::QNaN || u.kind == Kind::SNaN; }
inline uint64_t sign_bit(const FormatInfo& F, bool s) { return s ? (1ull << (F.width - 1)) : 0; }
inline Result nan_result(const FormatInfo& F, uint8_t fl) { return {F.canonical_nan, fl}; }

// Rounds sig (already normalised so that the rounding point is `shift` bits up)
// and says whether rounding up happened; inexact when any discarded bit is set.
struct Rounded {
  u128 kept;
  bool inexact;
};
Rounded round_at(u128 sig, int shift, bool sign, Round rm) {
  // shift > 0
  u128 kept, rem, half;
  if (shift >= 127) {  // sig < 2^126 <= half: discarded part below one half
    kept = 0;
    rem = sig;
    half = ~u128(0);  // rem < half
  } else {
    kept = sig >> shift;
    rem = sig & ((u128(1) << shift) - 1);
    half = u128(1) << (shift - 1);
  }
  if (rem == 0) return {kept, false};
  bool inc = false;
  switch (rm) {
    case Round::RNE: inc = rem > half || (rem == half && (kept & 1)); break;
    case Round::RMM: inc = rem >= half; break;
    case Round::RTZ: inc = false; break;
    case Round::RDN: inc = sign; break;
    case Round::RUP: inc = !sign; break;
  }
  return {kept + (inc ? 1 : 0), true};
}

Result overflow_result(const FormatInfo& F, bool sign, Round rm, bool saturate) {
  const bool to_inf = rm == Round::RNE || rm == Round::RMM || (rm == Round::RUP && !sign) ||
                      (rm == Round::RDN && sign);
  const uint8_t fl = flag::OF | flag::NX;
  if (saturate || !to_inf) return {sign_bit(F, sign) | F.max_finite, fl};
  if (F.has_inf) return {sign_bit(F, sign) | F.inf, fl};
  return {F.canonical_nan, fl};
}

// Rounds sign * (sig + sticky*tiny) * 2^exp into F. sig != 0 or sticky.
Result round_pack(const FormatInfo& F, bool sign, int exp, u128 sig, bool sticky, Round rm, bool saturate) {
  if (sig == 0) {
    if (!sticky) return {sign_bit(F, sign), 0};
    sig = 1;  // only "something tiny": far below any rounding point
    exp -= 200;
  }
  // Normalise: most significant bit at position 125 (two spare bits on top).
  const int m = msb128(sig);
  if (m > 125) {
    const int r = m - 125;
    const bool lost = (sig & ((u128(1) << r) - 1)) != 0;
    sig = (sig >> r) | (lost ? 1 : 0);
    exp += r;
  } else {
    sig <<= (125 - m);
    exp -= (125 - m);
  }
  if (sticky) sig |= 1;
  const int P = F.man_bits;
  const int emin = 1 - F.bias;
  const int E = exp + 125;  // unbiased exponent of the exact value
  int q = std::max(E, emin) - P;
  Rounded r = round_at(sig, q - exp, sign, rm);
  u128 kept = r.kept;
  if (kept == (u128(1) << (P + 1))) {
    kept >>= 1;
    ++q;
  }
  uint8_t fl = r.inexact ? flag::NX : 0;
  // Tininess after rounding: the value rounded with unbounded exponent range
  // would be below 2^emin.
  bool tiny = false;
  if (E < emin) {
    tiny = true;
    if (E == emin - 1) {
      Rounded u = round_at(sig, E - P - exp, sign, rm);
      if (u.kept == (u128(1) << (P + 1))) tiny = false;
    }
  }
  if (tiny && r.inexact) fl |= flag::UF;
  if (kept == 0) return {sign_bit(F, sign), fl};
  uint64_t biased = 0, man;
  if (kept < (u128(1) << P)) {
    man = uint64_t(kept);  // subnormal
  } else {
    const int64_t be = int64_t(q) + P + F.bias;
    man = uint64_t(kept) & mask(P);
    const uint64_t max_be = F.max_finite >> P;
    const uint64_t max_man = F.max_finite & mask(P);
    if (be > int64_t(max_be) || (be == int64_t(max_be) && man > max_man))
      return overflow_result(F, sign, rm, saturate);
    biased = uint64_t(be);
  }
  return {sign_bit(F, sign) | (biased << P) | man, fl};
}

// Exact sum of two signed values x = X * 2^ex and y = Y * 2^ey (each < 2^110),
// rounded once into F. Exact-zero sums are the caller's business (returned
// with `zero` set).
struct Sum {
  bool zero;
  Result r;
};
Sum add_exact(const FormatInfo& F, bool sx, int ex, u128 X, bool sy, int ey, u128 Y, Round rm, bool saturate) {
  if (Y == 0) return {false, round_pack(F, sx, ex, X, false, rm, saturate)};
  if (X == 0) return {false, round_pack(F, sy, ey, Y, false, rm, saturate)};
  // Put the operand with the larger top exponent first, msb at bit 125.
  int tx = ex + msb128(X), ty = ey + msb128(Y);
  if (ty > tx) {
    std::swap(sx, sy);
    std::swap(ex, ey);
    std::swap(X, Y);
    std::swap(tx, ty);
  }
  const int sh = 125 - msb128(X);
  X <<= sh;
  ex -= sh;
  // Align Y to exponent ex. Y has < 110 bits, so when tx - ty <= 1 the shift is
  // a left shift (or a right shift losing nothing); otherwise cancellation is
  // at most one bit and a jammed sticky bit far below the rounding point is exact
  // enough (X's low bits are zero, so the jam cannot land on a rounding boundary).
  int d = ey - ex;
  if (d >= 0) {
    Y <<= d;
  } else {
    d = -d;
    if (d >= 127) {
      Y = 1;
    } else {
      const bool lost = (Y & ((u128(1) << d) - 1)) != 0;
      Y = (Y >> d) | (lost ? 1 : 0);
    }
  }
  u128 S;
  bool s = sx;
  if (sx == sy) {
    S = X + Y;  // < 2^127
  } else if (X >= Y) {
    S = X - Y;
  } else {
    S = Y - X;
    s = sy;
  }
  if (S == 0) return {true, {}};
  return {false, round_pack(F, s, ex, S, false, rm, saturate)};
}

Result nan_operands(const FormatInfo& F, std::initializer_list<const Unpacked*> ops) {
  uint8_t fl = 0;
  for (auto* u : ops)
    if (u->kind == Kind::SNaN) fl |= flag::NV;
  return nan_result(F, fl);
}

Result do_add(Format f, uint64_t a, uint64_t b, bool negate_b, Round rm, bool saturate) {
  const FormatInfo& F = info(f);
  Unpacked x = unpack(F, a), y = unpack(F, b);
  if (is_nan(x) || is_nan(y)) return nan_operands(F, {&x, &y});
  if (negate_b) y.sign = !y.sign;
  if (x.kind == Kind::Inf || y.kind == Kind::Inf) {
    if (x.kind == Kind::Inf && y.kind == Kind::Inf && x.sign != y.sign) return nan_result(F, flag::NV);
    const bool s = x.kind == Kind::Inf ? x.sign : y.sign;
    if (saturate) return {sign_bit(F, s) | F.max_finite, 0};
    return {sign_bit(F, s) | F.inf, 0};
  }
  if (x.kind == Kind::Zero && y.kind == Kind::Zero) {
    const bool s = x.sign == y.sign ? x.sign : (rm == Round::RDN);
    return {sign_bit(F, s), 0};
  }
  Sum r = add_exact(F, x.sign, x.exp, x.sig, y.sign, y.exp, y.sig, rm, saturate);
  if (r.zero) return {sign_bit(F, rm == Round::RDN), 0};
  return r.r;
}

// Integer value from its low bits: magnitude and sign.
void int_value(const IntInfo& I, uint64_t bits, bool& neg, uint64_t& mag) {
  bits &= mask(I.width);
  neg = false;
  mag = bits;
  if (I.is_signed && ((bits >> (I.width - 1)) & 1)) {
    neg = true;
    mag = (~bits + 1) & mask(I.width);  // for the minimum this is 2^(w-1)
    if (I.width == 64) mag = ~bits + 1;
  }
}

uint64_t int_min_bits(const IntInfo& I) { return I.is_signed ? (1ull << (I.width - 1)) : 0; }
uint64_t int_max_bits(const IntInfo& I) { return I.is_signed ? mask(I.width - 1) : mask(I.width); }

bool valid_float(unsigned c) { return c <= 5; }
bool valid_int(unsigned c) { return c >= 8 && c <= 15; }

}  // namespace

const FormatInfo& info(Format f) { return kFormats[unsigned(f)]; }
const IntInfo& info(Int t) { return kInts[unsigned(t) - 8]; }

bool resolve_round(unsigned rm_field, unsigned frm, bool float_to_int, Round& out) {
  if (rm_field <= 4) {
    out = Round(rm_field);
    return true;
  }
  if (rm_field != 7) return false;
  if (float_to_int) {
    out = Round::RTZ;
    return true;
  }
  if (frm > 4) return false;
  out = Round(frm);
  return true;
}

Result convert(Format from, Format to, uint64_t bits, Round rm, bool saturate) {
  const FormatInfo& S = info(from);
  const FormatInfo& D = info(to);
  const Unpacked u = unpack(S, bits);
  switch (u.kind) {
    case Kind::QNaN: return nan_result(D, 0);
    case Kind::SNaN: return nan_result(D, flag::NV);
    case Kind::Zero: return {sign_bit(D, u.sign), 0};
    case Kind::Inf:
      if (saturate) return {sign_bit(D, u.sign) | D.max_finite, 0};
      if (!D.has_inf) return nan_result(D, flag::NV);
      return {sign_bit(D, u.sign) | D.inf, 0};
    case Kind::Finite: break;
  }
  return round_pack(D, u.sign, u.exp, u.sig, false, rm, saturate);
}

Result to_int(Format from, Int to, uint64_t bits, Round rm) {
  const FormatInfo& S = info(from);
  const IntInfo& I = info(to);
  const Unpacked u = unpack(S, bits);
  if (is_nan(u)) return {0, flag::NV};
  if (u.kind == Kind::Inf) return {u.sign ? int_min_bits(I) : int_max_bits(I), flag::NV};
  if (u.kind == Kind::Zero) return {0, 0};
  // Round |value| to an integer (quantum 2^0).
  u128 mag;
  bool inexact = false;
  const int top = u.exp + msb128(u.sig);  // value < 2^(top+1)
  if (top >= 66) {
    mag = u128(1) << 66;  // certainly out of range
  } else if (u.exp >= 0) {
    mag = u128(u.sig) << u.exp;
  } else {
    // Normalise to msb 125 so round_at's precondition (shift > 0) holds.
    const int m = msb128(u.sig);
    const u128 sig = u128(u.sig) << (125 - m);
    const int exp = u.exp - (125 - m);
    Rounded r = round_at(sig, -exp, u.sign, rm);
    mag = r.kept;
    inexact = r.inexact;
  }
  const u128 limit_pos = u128(int_max_bits(I));
  const u128 limit_neg = I.is_signed ? (u128(1) << (I.width - 1)) : 0;
  if (!u.sign) {
    if (mag > limit_pos) return {int_max_bits(I), flag::NV};
    return {uint64_t(mag), uint8_t(inexact ? flag::NX : 0)};
  }
  if (mag > limit_neg) return {int_min_bits(I), flag::NV};
  return {(~uint64_t(mag) + 1) & mask(I.width), uint8_t(inexact ? flag::NX : 0)};
}

Result from_int(Int from, Format to, uint64_t bits, Round rm, bool saturate) {
  bool neg;
  uint64_t mag;
  int_value(info(from), bits, neg, mag);
  if (mag == 0) return {0, 0};
  return round_pack(info(to), neg, 0, mag, false, rm, saturate);
}

Result int_to_int(Int from, Int to, uint64_t bits, bool saturate) {
  const IntInfo& S = info(from);
  const IntInfo& D = info(to);
  bool neg;
  uint64_t mag;
  int_value(S, bits, neg, mag);
  if (saturate) {
    if (!neg && mag > int_max_bits(D)) return {int_max_bits(D), 0};
    if (neg && mag > (D.is_signed ? (1ull << (D.width - 1)) : 0)) return {int_min_bits(D), 0};
  }
  const uint64_t v = neg ? ~mag + 1 : mag;
  return {v & mask(D.width), 0};
}

Result cvt(unsigned dt, unsigned st, uint64_t bits, Round rm, bool saturate) {
  if (valid_float(dt) && valid_float(st)) return convert(Format(st), Format(dt), bits, rm, saturate);
  if (valid_int(dt) && valid_float(st)) return to_int(Format(st), Int(dt), bits, rm);
  if (valid_float(dt) && valid_int(st)) return from_int(Int(st), Format(dt), bits, rm, saturate);
  if (valid_int(dt) && valid_int(st)) return int_to_int(Int(st), Int(dt), bits, saturate);
  return {0, flag::NV};
}

Result add(Format f, uint64_t a, uint64_t b, Round rm, bool saturate) {
  return do_add(f, a, b, false, rm, saturate);
}
Result sub(Format f, uint64_t a, uint64_t b, Round rm, bool saturate) {
  return do_add(f, a, b, true, rm, saturate);
}

Result mul(Format f, uint64_t a, uint64_t b, Round rm, bool saturate) {
  const FormatInfo& F = info(f);
  const Unpacked x = unpack(F, a), y = unpack(F, b);
  if (is_nan(x) || is_nan(y)) return nan_operands(F, {&x, &y});
  const bool s = x.sign != y.sign;
  if (x.kind == Kind::Inf || y.kind == Kind::Inf) {
    if (x.kind == Kind::Zero || y.kind == Kind::Zero) return nan_result(F, flag::NV);
    if (saturate) return {sign_bit(F, s) | F.max_finite, 0};
    return {sign_bit(F, s) | F.inf, 0};
  }
  if (x.kind == Kind::Zero || y.kind == Kind::Zero) return {sign_bit(F, s), 0};
  return round_pack(F, s, x.exp + y.exp, u128(x.sig) * y.sig, false, rm, saturate);
}

Result fma(Format f, uint64_t a, uint64_t b, uint64_t c, Round rm, bool saturate) {
  const FormatInfo& F = info(f);
  const Unpacked x = unpack(F, a), y = unpack(F, b), z = unpack(F, c);
  const bool inf_times_zero = (x.kind == Kind::Inf && y.kind == Kind::Zero) ||
                              (x.kind == Kind::Zero && y.kind == Kind::Inf);
  if (is_nan(x) || is_nan(y) || is_nan(z)) {
    Result r = nan_operands(F, {&x, &y, &z});
    if (inf_times_zero) r.flags |= flag::NV;
    return r;
  }
  if (inf_times_zero) return nan_result(F, flag::NV);
  const bool ps = x.sign != y.sign;
  const bool pinf = x.kind == Kind::Inf || y.kind == Kind::Inf;
  if (pinf || z.kind == Kind::Inf) {
    if (pinf && z.kind == Kind::Inf && ps != z.sign) return nan_result(F, flag::NV);
    const bool s = pinf ? ps : z.sign;
    if (saturate) return {sign_bit(F, s) | F.max_finite, 0};
    return {sign_bit(F, s) | F.inf, 0};
  }
  const bool pzero = x.kind == Kind::Zero || y.kind == Kind::Zero;
  if (pzero && z.kind == Kind::Zero) {
    const bool s = ps == z.sign ? ps : (rm == Round::RDN);
    return {sign_bit(F, s), 0};
  }
  if (pzero) return {c & mask(F.width), 0};
  const u128 P = u128(x.sig) * y.sig;
  const int pe = x.exp + y.exp;
  if (z.kind == Kind::Zero) return round_pack(F, ps, pe, P, false, rm, saturate);
  Sum r = add_exact(F, ps, pe, P, z.sign, z.exp, z.sig, rm, saturate);
  if (r.zero) return {sign_bit(F, rm == Round::RDN), 0};
  return r.r;
}

namespace {

// minimumNumber / maximumNumber: a NaN loses to a number; of equal values (+0 and -0) the one
// with the sign the operation prefers wins (-0 for min, +0 for max).
Result min_max(Format f, uint64_t a, uint64_t b, bool want_min) {
  const FormatInfo& F = info(f);
  const Unpacked x = unpack(F, a), y = unpack(F, b);
  const uint8_t fl = (x.kind == Kind::SNaN || y.kind == Kind::SNaN) ? flag::NV : 0;
  a &= mask(F.width);
  b &= mask(F.width);
  if (is_nan(x) && is_nan(y)) return nan_result(F, fl);
  if (is_nan(x)) return {b, fl};
  if (is_nan(y)) return {a, fl};
  const CmpResult c = compare(f, a, b, false);
  const Order a_wins = want_min ? Order::Less : Order::Greater;
  if (c.order == a_wins) return {a, fl};
  if (c.order != Order::Equal) return {b, fl};
  return {(x.sign == want_min) ? a : b, fl};  // equal: min prefers -0, max prefers +0
}

}  // namespace

Result min_num(Format f, uint64_t a, uint64_t b) { return min_max(f, a, b, true); }
Result max_num(Format f, uint64_t a, uint64_t b) { return min_max(f, a, b, false); }

uint64_t neg(Format f, uint64_t a) {
  const FormatInfo& F = info(f);
  return (a ^ sign_bit(F, true)) & mask(F.width);
}
uint64_t abs(Format f, uint64_t a) {
  const FormatInfo& F = info(f);
  return a & mask(F.width - 1);
}

CmpResult compare(Format f, uint64_t a, uint64_t b, bool signalling) {
  const FormatInfo& F = info(f);
  const Unpacked x = unpack(F, a), y = unpack(F, b);
  if (is_nan(x) || is_nan(y)) {
    const bool nv = signalling || x.kind == Kind::SNaN || y.kind == Kind::SNaN;
    return {Order::Unordered, uint8_t(nv ? flag::NV : 0)};
  }
  // Sign-magnitude bit patterns of non-NaN values order like their values.
  auto key = [&](uint64_t v, bool s) -> int64_t {
    const int64_t m = int64_t(v & mask(F.width - 1));
    return s ? -m : m;  // -0 and +0 both map to 0
  };
  const int64_t ka = key(a, x.sign), kb = key(b, y.sign);
  return {ka < kb ? Order::Less : ka > kb ? Order::Greater : Order::Equal, 0};
}

BoolResult fcmp(Format f, Cond c, uint64_t a, uint64_t b, bool signalling) {
  const CmpResult r = compare(f, a, b, signalling);
  const bool un = r.order == Order::Unordered;
  bool v = false;
  switch (c) {
    case Cond::EQ: v = r.order == Order::Equal; break;
    case Cond::NE: v = r.order != Order::Equal; break;
    case Cond::LT: v = r.order == Order::Less; break;
    case Cond::LE: v = r.order == Order::Less || r.order == Order::Equal; break;
    case Cond::GT: v = r.order == Order::Greater; break;
    case Cond::GE: v = r.order == Order::Greater || r.order == Order::Equal; break;
    case Cond::NUM: v = !un; break;
    case Cond::NAN_: v = un; break;
  }
  return {v, r.flags};
}

uint32_t classify(Format f, uint64_t a) {
  const FormatInfo& F = info(f);
  const Unpacked u = unpack(F, a);
  switch (u.kind) {
    case Kind::QNaN: return cls::QNaN;
    case Kind::SNaN: return cls::SNaN;
    case Kind::Inf: return u.sign ? cls::NegInf : cls::PosInf;
    case Kind::Zero: return u.sign ? cls::NegZero : cls::PosZero;
    case Kind::Finite: break;
  }
  const bool sub = ((a >> F.man_bits) & mask(F.exp_bits)) == 0;
  if (sub) return u.sign ? cls::NegSubnormal : cls::PosSubnormal;
  return u.sign ? cls::NegNormal : cls::PosNormal;
}

bool is_nan(Format f, uint64_t a) { return is_nan(unpack(info(f), a)); }

}  // namespace simtloom::fp
