#include "codec/source.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>

namespace simtloom::codec {

namespace {

const std::vector<uint64_t>& float_bits_of(const desc::SourceRange& r, const desc::OperandType& t, unsigned width) {
  if (width == 16 && t.src_bf16) return r.bits_bf16;
  return width == 16 ? r.bits16 : width == 32 ? r.bits32 : r.bits64;
}

bool literal_allowed(const desc::SourceSpace& sp, const desc::OperandType& t) {
  return sp.literal_code >= 0 && t.src_asm_allows(static_cast<uint64_t>(sp.literal_code));
}

// IEEE half-precision bits of d (round to nearest even); false on overflow.
bool to_half(double d, uint64_t& out) {
  float f = static_cast<float>(d);
  uint32_t x = std::bit_cast<uint32_t>(f);
  uint32_t sign = (x >> 16) & 0x8000;
  int exp = static_cast<int>((x >> 23) & 0xff) - 127 + 15;
  uint32_t mant = x & 0x7fffff;
  if (std::isnan(f)) return out = sign | 0x7e00, true;
  if (exp >= 31) return std::isinf(f) ? (out = sign | 0x7c00, true) : false;
  if (exp <= 0) {
    if (exp < -10) return out = sign, true;
    mant |= 0x800000;
    unsigned shift = static_cast<unsigned>(14 - exp);
    uint32_t h = mant >> shift, rem = mant & ((1u << shift) - 1), half = 1u << (shift - 1);
    if (rem > half || (rem == half && (h & 1))) ++h;
    return out = sign | h, true;
  }
  uint32_t h = (static_cast<uint32_t>(exp) << 10) | (mant >> 13);
  uint32_t rem = mant & 0x1fff;
  if (rem > 0x1000 || (rem == 0x1000 && (h & 1))) ++h;
  if ((h & 0x7fff) >= 0x7c00) return false;
  return out = sign | h, true;
}

// The integer an Int range's k-th code stands for.
int64_t int_value(const desc::SourceRange& r, unsigned k) { return r.int_first + r.step * static_cast<int64_t>(k); }

// A 64-bit float source folds its modifiers into an inline float constant only (|-0.5| is 0.5;
// -0.0 is the literal 0x80000000, its high half); integers and literals keep them, as llvm-mc 19.
// 0.0 is the integer code of 0: `as_float` says it was written so.
bool fold_sign_modifiers_f64(const desc::SourceSpace& sp, const desc::OperandType& t, int64_t v, bool neg, bool abs, bool as_float,
                             int64_t& out) {
  if (!t.src_float || is_literal(v)) return false;
  const desc::SourceRange* r = sp.at(static_cast<unsigned>(v));
  if (!r) return false;
  const unsigned k = static_cast<unsigned>(v) - r->first;
  const bool zero = r->kind == desc::SourceRange::Int && int_value(*r, k) == 0;
  if (r->kind != desc::SourceRange::Float && !(zero && as_float)) return false;
  double d = zero ? 0.0 : std::bit_cast<double>(r->bits64[k]);
  if (abs) d = std::fabs(d);
  if (neg) d = -d;
  if (d == 0.0 && !std::signbit(d)) return out = v, true;  // |0.0| is 0 itself
  return src_from_float(sp, t, d, out);
}

// Whether d, converted to `bits` of a 16- or 32-bit float, lost its value below the normal range
// (1e-45 as an f32): llvm-mc 19 refuses such a constant, though it takes a rounded normal one (0.1).
bool underflows(double d, uint64_t bits, unsigned width) {
  const unsigned mant = width == 16 ? 10 : 23;
  const uint64_t exp_mask = width == 16 ? 0x7c00 : 0x7f800000;
  if (d == 0.0 || (bits & exp_mask) != 0) return false;  // a normal (or an exact zero)
  const uint64_t m = bits & ((uint64_t{1} << mant) - 1);
  const double scale = std::ldexp(1.0, width == 16 ? -24 : -149);  // the smallest subnormal
  double back = static_cast<double>(m) * scale;
  return back != std::fabs(d);
}

// A float written for a bfloat16 operand, as llvm-mc 19 reads it: checked, and matched against the
// inline constants, as a float for a packed operand (v_dot2_f32_bf16's) and as a half for a single
// one (v_dot2_bf16_bf16's src2: 70000.0 is refused there, 0.15915494 is 1/(2*pi)); `check` gets
// those bits (false where the check fails), `out` the bfloat16 bits (round to nearest even).
bool to_bf16(double d, bool packed, uint64_t& check, uint64_t& out) {
  if (packed) {
    if (std::isfinite(d) && std::fabs(d) > std::numeric_limits<float>::max()) return false;
    check = std::bit_cast<uint32_t>(static_cast<float>(d));
    if (underflows(d, check, 32)) return false;
  } else if (!to_half(d, check) || underflows(d, check, 16)) {
    return false;
  }
  uint32_t x = std::bit_cast<uint32_t>(static_cast<float>(d));
  if (std::isnan(d)) return out = (x >> 16) | 0x40, true;
  uint32_t rounded = x + 0x7fff + ((x >> 16) & 1);
  return out = rounded >> 16, true;
}

// The inline code whose value a checked bfloat16 float has (its bits as a `width`-bit float), or -1.
int bf16_inline_code(const desc::SourceSpace& sp, const desc::OperandType& t, uint64_t check, unsigned width) {
  if (check == 0) return inline_code(sp, t, 0);
  for (const auto& r : sp.ranges) {
    if (r.kind != desc::SourceRange::Float || !t.src_allows(r.first)) continue;
    const auto& bits = width == 16 ? r.bits16 : r.bits32;
    for (size_t k = 0; k < bits.size(); ++k)
      if (bits[k] == check) return static_cast<int>(r.first + k);
  }
  return -1;
}

}  // namespace

int inline_code(const desc::SourceSpace& sp, const desc::OperandType& t, int64_t value, bool float_bits) {
  unsigned width = t.src_constant_width();
  uint64_t mask = width >= 64 ? ~uint64_t{0} : (uint64_t{1} << width) - 1;
  for (const auto& r : sp.ranges) {
    if (!t.src_allows(r.first)) continue;
    if (r.kind == desc::SourceRange::Int) {
      int64_t lo = r.int_first, hi = r.int_first + r.step * static_cast<int64_t>(r.last - r.first);
      if (lo > hi) std::swap(lo, hi);
      // A 32-bit operand sees the value sign-extended (0xffffffff is -1), and so does a 16-bit
      // float (0xfffc is -4); a 16-bit integer or packed operand does not (llvm-mc 19).
      const bool sign_extends = width == 32 || (width == 16 && t.src_float && !t.src_packed);
      int64_t s = !sign_extends ? value : static_cast<int64_t>(static_cast<uint64_t>(value) << (64 - width)) >> (64 - width);
      if (s >= lo && s <= hi) return static_cast<int>(r.first + static_cast<unsigned>((s - r.int_first) / r.step));
    } else if (r.kind == desc::SourceRange::Float) {
      if (width == 16 && !t.src_float && !float_bits) continue;
      const auto& bits = float_bits_of(r, t, width);
      for (size_t k = 0; k < bits.size(); ++k)
        if (bits[k] == (static_cast<uint64_t>(value) & mask)) return static_cast<int>(r.first + k);
    }
  }
  return -1;
}

int64_t literal_value(const desc::OperandType& t, uint32_t lit) {
  if (t.src_float && t.src_width == 64) return static_cast<int64_t>(uint64_t{lit} << 32);  // the high half of a double
  if (t.src_width == 16) return lit & 0xffff;
  return static_cast<int64_t>(uint64_t{lit});  // zero-extended (as llvm-mc reads a 64-bit integer literal)
}

bool fold_sign_modifiers(const desc::SourceSpace& sp, const desc::OperandType& t, int64_t v, bool neg, bool abs, bool as_float,
                         int64_t& out) {
  const unsigned width = t.src_width;
  if (width == 64) return fold_sign_modifiers_f64(sp, t, v, neg, abs, as_float, out);
  if (width != 16 && width != 32) return false;
  int64_t n = 0;
  if (is_literal(v)) {
    n = literal_value(t, literal_of(v));
  } else {
    const desc::SourceRange* r = sp.at(static_cast<unsigned>(v));
    if (!r) return false;
    const unsigned k = static_cast<unsigned>(v) - r->first;
    if (r->kind == desc::SourceRange::Int) n = int_value(*r, k);
    else if (r->kind == desc::SourceRange::Float) n = static_cast<int64_t>(float_bits_of(*r, t, width)[k]);
    else return false;
  }
  const uint64_t sign = uint64_t{1} << (width - 1);
  uint64_t bits = static_cast<uint64_t>(n);
  if (abs) bits &= ~sign;
  if (neg) bits ^= sign;
  return src_from_integer(sp, t, static_cast<int64_t>(bits & ((sign << 1) - 1)), out);
}

bool src_from_integer(const desc::SourceSpace& sp, const desc::OperandType& t, int64_t n, int64_t& out) {
  unsigned width = t.src_constant_width();
  // A number wider than the operand cannot be an inline constant of it.
  bool fits_width = width >= 64 || (n >= -(int64_t{1} << (width - 1)) && n < (int64_t{1} << width));
  if (fits_width) {
    int code = inline_code(sp, t, n);
    if (code >= 0) return t.src_asm_allows(static_cast<uint64_t>(code)) && (out = code, true);
  }
  if (!literal_allowed(sp, t)) return false;
  unsigned lit_bits = width < 32 && !t.src_packed ? width : 32;
  if (n < -(int64_t{1} << (lit_bits - 1)) || n >= (int64_t{1} << lit_bits)) return false;
  uint32_t lit = static_cast<uint32_t>(static_cast<uint64_t>(n) & ((uint64_t{1} << lit_bits) - 1));
  out = kSrcLiteral | lit;
  return true;
}

bool src_from_float(const desc::SourceSpace& sp, const desc::OperandType& t, double d, int64_t& out) {
  unsigned width = t.src_constant_width();
  uint64_t bits = 0;
  if (width == 16 && t.src_bf16) {
    uint64_t check = 0;
    if (!to_bf16(d, t.src_packed, check, bits)) return false;
    int code = bf16_inline_code(sp, t, check, t.src_packed ? 32 : 16);
    if (code >= 0) return t.src_asm_allows(static_cast<uint64_t>(code)) && (out = code, true);
  } else if (width == 16) {
    if (!to_half(d, bits)) return false;
  } else if (width == 32) {
    if (std::isfinite(d) && std::fabs(d) > std::numeric_limits<float>::max()) return false;
    bits = std::bit_cast<uint32_t>(static_cast<float>(d));
  } else {
    bits = std::bit_cast<uint64_t>(d);
  }
  if (width < 64 && !t.src_bf16 && underflows(d, bits, width)) return false;
  // The converted bits are what counts: 0.0 is the integer 0's code, a double's bits 1 the code of 1.
  int code = inline_code(sp, t, static_cast<int64_t>(bits), true);
  if (code >= 0) return t.src_asm_allows(static_cast<uint64_t>(code)) && (out = code, true);
  if (!literal_allowed(sp, t)) return false;
  if (width == 64) {
    if (!t.src_float) return false;  // a 64-bit integer operand takes float constants only inline
    out = kSrcLiteral | static_cast<uint32_t>(bits >> 32);
    return true;
  }
  out = kSrcLiteral | static_cast<uint32_t>(bits);
  return true;
}

unsigned src_register(const desc::SourceRange& r, unsigned code, unsigned regs) {
  unsigned idx = r.base + (code - r.first);
  unsigned align = regs < r.align_max ? regs : r.align_max;
  return align > 1 ? idx - idx % align : idx;
}

bool src_canonical(const desc::SourceSpace& sp, const desc::OperandType& t, int64_t v) {
  if (src_mods(v) && is_literal(v) && t.src_width == 64) return false;  // llvm-mc takes no modifier on a 64-bit literal
  v = src_plain(v);
  if (is_literal(v)) {
    if (t.src_packed && literal_of(v) > 0xffff) return literal_allowed(sp, t);  // printed whole
    if (t.src_width == 16 && literal_of(v) > 0xffff) return false;  // printed without its upper half
    if (t.src_width == 16 && !t.src_float && literal_of(v) <= 64) return false;  // printed in hex, read back inline
    return inline_code(sp, t, literal_value(t, literal_of(v))) < 0 && literal_allowed(sp, t);
  }
  const desc::SourceRange* r = sp.at(static_cast<unsigned>(v));
  if (!r || !t.src_asm_allows(static_cast<uint64_t>(v))) return false;
  if (r->kind == desc::SourceRange::Reg) {
    unsigned regs = t.src_regs();
    unsigned reg = src_register(*r, static_cast<unsigned>(v), regs);
    return reg == r->base + (static_cast<unsigned>(v) - r->first) && reg + regs - 1 <= r->base + (r->last - r->first);
  }
  if (r->kind == desc::SourceRange::Names) {
    unsigned k = static_cast<unsigned>(v) - r->first;
    if (k < r->refuse.size() && !r->refuse[k].empty()) return false;  // printed, but not assembled
    return t.src_regs() == 1 || r->pair.empty() || k == 0;
  }
  if (r->kind == desc::SourceRange::Float) {
    // A 16-bit integer operand prints float codes as their bits ("0x3800"), which assemble to a literal.
    if (t.src_width == 16 && !t.src_float) return false;
    unsigned w = t.src_constant_width();
    return !(w == 16 ? r->text16 : w == 32 ? r->text32 : r->text64).empty();
  }
  return r->kind != desc::SourceRange::Literal;
}

int constant_bus_excess(const desc::SourceSpace& sp, const desc::Variant& v, const int64_t* ops) {
  if (!v.bus_operands) return -1;
  // A read is a value at a width: s2 and s[2:3] are two reads (llvm-mc 19 counts registers so).
  struct Read {
    int64_t x;
    unsigned width;
  };
  Read seen[8];
  // Reads outside the operands (v_dual_cndmask_b32's VCC, v_div_fmas' VCC) come first; an operand
  // equals one where it names the same register (its code at that width).
  const auto& implicit = v.form->bus_reads;
  unsigned n = static_cast<unsigned>(std::min<size_t>(implicit.size(), 8));
  for (unsigned k = 0; k < n; ++k) seen[k] = {implicit[k].code < 0 ? -1 - static_cast<int64_t>(k) : implicit[k].code, implicit[k].width};
  // Then the operands that hold the literal dword itself (VOPDK's K), as llvm-mc counts them,
  // then the sources in order.
  for (unsigned pass = 0; pass < 2; ++pass) {
    for (unsigned i = 0; i < 32; ++i) {
      if (!((v.bus_operands >> i) & 1)) continue;
      const desc::OperandType& t = *v.form->operands[i].type;
      const bool source = t.kind == desc::OperandKind::Src;
      if (source != (pass == 1)) continue;
      int64_t x = source ? src_plain(ops[i]) : (kSrcLiteral | static_cast<int64_t>(static_cast<uint32_t>(ops[i])));
      uint64_t code = is_literal(x) ? static_cast<uint64_t>(sp.literal_code) : static_cast<uint64_t>(x);
      if (!sp.constant_bus.counts(code)) continue;
      // A literal is read as a 32-bit or a 64-bit value (VOPDK's K is 32-bit): 0x1234 in a 32-bit
      // and in a 64-bit source are two reads, though they share the dword.
      const unsigned width = !source ? 32 : is_literal(x) ? (t.src_width == 64 ? 64 : 32) : t.src_width;
      bool again = false;
      for (unsigned k = 0; k < n; ++k) again |= seen[k].x == x && seen[k].width == width;
      if (again) continue;
      if (n == sp.constant_bus.limit) return static_cast<int>(i);
      if (n < 8) seen[n++] = {x, width};
    }
  }
  return -1;
}

}  // namespace simtloom::codec
