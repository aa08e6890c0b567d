// Data formats of typed buffer accesses (MTBUF's format operand, the V#'s format for MUBUF's
// *_format_* instructions): each component's value in memory to and from the 32-bit register
// value (UNORM/SNORM/USCALED/SSCALED/FLOAT as f32, UINT/SINT as integers) or, for d16, the
// 16-bit one (f16 for the float kinds). The formats themselves (component widths and kind) are
// the description's buf_format names, read by the runner into Gfx11Launch::buf_format.
#pragma once
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>

#include "sim/fp/fp.h"
#include "sim/gfx11/state.h"

namespace simtloom::sim::gfx11 {

// An unsigned float of 5 exponent bits (bias 15) and M mantissa bits (the 11- and 10-bit
// components of BUF_FMT_10_11_11_FLOAT and BUF_FMT_11_11_10_FLOAT).
inline double small_float(uint32_t v, unsigned m) {
  const uint32_t e = v >> m, f = v & ((1u << m) - 1);
  if (e == 31) return f ? std::nan("") : INFINITY;
  if (e == 0) return std::ldexp(static_cast<double>(f), -14 - static_cast<int>(m));
  return std::ldexp(1.0 + std::ldexp(static_cast<double>(f), -static_cast<int>(m)), static_cast<int>(e) - 15);
}
// Round to nearest even; negative values and -0 give 0, overflow infinity.
inline uint32_t to_small_float(double v, unsigned m) {
  if (std::isnan(v)) return 31u << m | 1u;
  if (!(v > 0)) return 0;
  // Normals have q in [2^m, 2^(m+1)], denormals (exponent field 0) q in [0, 2^m]: the same sum
  // gives both encodings, and a rounding up to the next binade lands on its first value.
  const int e = std::max(std::ilogb(v), -14);
  const double q = std::nearbyint(std::ldexp(v, static_cast<int>(m) - e));
  const int64_t bits = (int64_t{e + 15} << m) + static_cast<int64_t>(q) - (int64_t{1} << m);
  return bits >= (int64_t{31} << m) ? 31u << m : static_cast<uint32_t>(bits);
}

inline float f16_to_f32(uint32_t h) {
  return std::bit_cast<float>(static_cast<uint32_t>(fp::convert(fp::Format::F16, fp::Format::F32, h & 0xffffu, fp::Round::RNE).bits));
}
inline uint32_t f32_to_f16(float f) {
  return static_cast<uint32_t>(fp::convert(fp::Format::F32, fp::Format::F16, std::bit_cast<uint32_t>(f), fp::Round::RNE).bits);
}

// A component of `bits` bits (its raw value `v`) as the value of a 32-bit register.
inline uint32_t unpack_component(uint32_t v, unsigned bits, NumFmt k) {
  const double full = bits >= 32 ? 4294967295.0 : static_cast<double>((uint64_t{1} << bits) - 1);
  const int32_t s = bits >= 32 ? static_cast<int32_t>(v) : static_cast<int32_t>(v << (32 - bits)) >> (32 - bits);
  switch (k) {
    case NumFmt::Unorm: return std::bit_cast<uint32_t>(static_cast<float>(v / full));
    case NumFmt::Snorm: return std::bit_cast<uint32_t>(static_cast<float>(std::fmax(s / std::floor(full / 2), -1.0)));
    case NumFmt::Uscaled: return std::bit_cast<uint32_t>(static_cast<float>(v));
    case NumFmt::Sscaled: return std::bit_cast<uint32_t>(static_cast<float>(s));
    case NumFmt::Sint: return static_cast<uint32_t>(s);
    case NumFmt::Float:
      if (bits == 32) return v;
      if (bits == 16) return std::bit_cast<uint32_t>(f16_to_f32(v));
      return std::bit_cast<uint32_t>(static_cast<float>(small_float(v, bits - 5)));
    default: return v;  // Uint
  }
}
// A 32-bit register value as a component of `bits` bits (its raw value): normalized values
// clamped and rounded to nearest even, scaled ones converted toward zero and clamped, integers
// truncated to their low bits.
inline uint32_t pack_component(uint32_t r, unsigned bits, NumFmt k) {
  const uint32_t mask = bits >= 32 ? ~0u : (1u << bits) - 1;
  const double full = static_cast<double>(mask), half = std::floor(full / 2);
  const double f = std::bit_cast<float>(r);
  auto clamp = [](double v, double lo, double hi) { return std::isnan(v) ? 0.0 : std::fmin(std::fmax(v, lo), hi); };
  switch (k) {
    case NumFmt::Unorm: return static_cast<uint32_t>(std::nearbyint(clamp(f, 0, 1) * full)) & mask;
    case NumFmt::Snorm: return static_cast<uint32_t>(static_cast<int64_t>(std::nearbyint(clamp(f, -1, 1) * half))) & mask;
    case NumFmt::Uscaled: return static_cast<uint32_t>(std::trunc(clamp(f, 0, full))) & mask;
    case NumFmt::Sscaled: return static_cast<uint32_t>(static_cast<int64_t>(std::trunc(clamp(f, -half - 1, half)))) & mask;
    case NumFmt::Float:
      if (bits == 32) return r;
      if (bits == 16) return f32_to_f16(static_cast<float>(f));
      return to_small_float(f, bits - 5);
    default: return r & mask;  // Uint, Sint
  }
}
// The d16 forms: a 16-bit register half from a component, and back.
inline uint32_t unpack_d16(uint32_t v, unsigned bits, NumFmt k) {
  const uint32_t r = unpack_component(v, bits, k);
  if (k == NumFmt::Uint || k == NumFmt::Sint) return r & 0xffffu;
  return f32_to_f16(std::bit_cast<float>(r));
}
inline uint32_t pack_d16(uint32_t h, unsigned bits, NumFmt k) {
  if (k == NumFmt::Uint || k == NumFmt::Sint) return pack_component(h & 0xffffu, bits, k);
  return pack_component(std::bit_cast<uint32_t>(f16_to_f32(h)), bits, k);
}

}  // namespace simtloom::sim::gfx11
