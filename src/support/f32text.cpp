#include "support/f32text.h"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace simtloom {

void append_f32(std::string& out, uint32_t bits) {
  const bool neg = bits >> 31;
  const uint32_t exp = (bits >> 23) & 0xff, man = bits & 0x7fffff;
  if (exp == 0xff) {
    out += neg ? '-' : '+';
    out += man == 0 ? "INF " : (man >> 22) ? "QNAN " : "SNAN ";
    return;
  }
  if ((bits & 0x7fffffff) == 0) {
    out += neg ? "-0.0" : "0";
    return;
  }
  float f;
  std::memcpy(&f, &bits, sizeof f);
  char buf[64];
  const double d = f;
  std::snprintf(buf, sizeof buf, std::fabs(d) >= 1e9 ? "%.20e" : "%.20g", d);
  out += buf;
}

void append_f64hi(std::string& out, uint32_t hi) {
  const bool neg = hi >> 31;
  const uint32_t exp = (hi >> 20) & 0x7ff, man = hi & 0xfffff;
  if (exp == 0x7ff) {
    out += neg ? '-' : '+';
    out += man == 0 ? "INF " : (man >> 19) ? "QNAN " : "SNAN ";
    return;
  }
  if ((hi & 0x7fffffff) == 0) {
    out += neg ? "-0.0" : "0";
    return;
  }
  const uint64_t bits = static_cast<uint64_t>(hi) << 32;
  double d;
  std::memcpy(&d, &bits, sizeof d);
  char buf[64];
  std::snprintf(buf, sizeof buf, std::fabs(d) >= 1e9 ? "%.20e" : "%.20g", d);
  out += buf;
}

namespace {

// The extent of a decimal number at `p` (digits, an optional point and fraction, an exponent):
// its end, or `p` when none starts there or a letter follows it ("0x1f", "1b").
size_t decimal_end(std::string_view text, size_t p) {
  size_t q = p;
  while (q < text.size() && std::isdigit(static_cast<unsigned char>(text[q]))) ++q;
  if (q == p) return p;
  if (q < text.size() && text[q] == '.') {
    ++q;
    while (q < text.size() && std::isdigit(static_cast<unsigned char>(text[q]))) ++q;
  }
  if (q < text.size() && (text[q] == 'e' || text[q] == 'E')) {
    size_t e = q + 1;
    if (e < text.size() && (text[e] == '+' || text[e] == '-')) ++e;
    if (e < text.size() && std::isdigit(static_cast<unsigned char>(text[e]))) {
      q = e;
      while (q < text.size() && std::isdigit(static_cast<unsigned char>(text[q]))) ++q;
    }
  }
  if (q < text.size() && (std::isalnum(static_cast<unsigned char>(text[q])) || text[q] == '_')) return p;
  return q;
}

// The part of a float's text both widths share: an optional sign, then INF, QNAN or SNAN
// (`specials`: their bit patterns, sign clear) or a decimal number (`digits`). end 0: neither.
struct FloatText {
  size_t end = 0;
  bool special = false;
  uint32_t bits = 0, sign = 0;
  std::string digits;
};

FloatText read_float_text(std::string_view text, const uint32_t (&specials)[3]) {
  FloatText t;
  size_t p = 0;
  if (p < text.size() && (text[p] == '+' || text[p] == '-')) t.sign = text[p++] == '-' ? 0x80000000u : 0;
  const std::string_view names[3] = {"INF", "QNAN", "SNAN"};
  for (int k = 0; k < 3; ++k)
    if (text.substr(p, names[k].size()) == names[k] &&
        (p + names[k].size() == text.size() || !std::isalnum(static_cast<unsigned char>(text[p + names[k].size()])))) {
      t.special = true, t.bits = specials[k], t.end = p + names[k].size();
      return t;
    }
  size_t q = decimal_end(text, p);
  if (q == p) return t;
  t.digits = std::string(text.substr(p, q - p));
  t.end = q;
  return t;
}

}  // namespace

size_t parse_f64hi(std::string_view text, uint32_t& hi) {
  const FloatText t = read_float_text(text, {0x7ff00000u, 0x7ff80000u, 0x7ff00001u});
  if (!t.end) return 0;
  if (t.special) return hi = t.sign | t.bits, t.end;
  double d = std::strtod(t.digits.c_str(), nullptr);
  uint64_t bits;
  std::memcpy(&bits, &d, sizeof bits);
  if (bits & 0xffffffffu) return 0;  // needs low bits the instruction does not encode
  hi = static_cast<uint32_t>(bits >> 32) | t.sign;
  return t.end;
}

size_t parse_f32(std::string_view text, uint32_t& bits) {
  const FloatText t = read_float_text(text, {0x7f800000u, 0x7fc00000u, 0x7f800001u});
  if (!t.end) return 0;
  if (t.special) return bits = t.sign | t.bits, t.end;
  float f = std::strtof(t.digits.c_str(), nullptr);
  std::memcpy(&bits, &f, sizeof bits);
  bits |= t.sign;
  return t.end;
}

}  // namespace simtloom
