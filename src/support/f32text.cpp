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

}  // namespace

size_t parse_f64hi(std::string_view text, uint32_t& hi) {
  size_t p = 0;
  bool neg = false;
  if (p < text.size() && (text[p] == '+' || text[p] == '-')) neg = text[p++] == '-';
  auto word = [&](std::string_view w) { return text.substr(p, w.size()) == w && (p + w.size() == text.size() || !std::isalnum(static_cast<unsigned char>(text[p + w.size()]))); };
  const uint32_t sign = neg ? 0x80000000u : 0;
  if (word("INF")) return hi = sign | 0x7ff00000u, p + 3;
  if (word("QNAN")) return hi = sign | 0x7ff80000u, p + 4;
  if (word("SNAN")) return hi = sign | 0x7ff00001u, p + 4;
  size_t q = decimal_end(text, p);
  if (q == p) return 0;
  std::string s(text.substr(p, q - p));
  double d = std::strtod(s.c_str(), nullptr);
  uint64_t bits;
  std::memcpy(&bits, &d, sizeof bits);
  if (bits & 0xffffffffu) return 0;  // needs low bits the instruction does not encode
  hi = static_cast<uint32_t>(bits >> 32) | sign;
  return q;
}

size_t parse_f32(std::string_view text, uint32_t& bits) {
  size_t p = 0;
  bool neg = false;
  if (p < text.size() && (text[p] == '+' || text[p] == '-')) neg = text[p++] == '-';
  auto word = [&](std::string_view w) { return text.substr(p, w.size()) == w && (p + w.size() == text.size() || !std::isalnum(static_cast<unsigned char>(text[p + w.size()]))); };
  const uint32_t sign = neg ? 0x80000000u : 0;
  if (word("INF")) return bits = sign | 0x7f800000u, p + 3;
  if (word("QNAN")) return bits = sign | 0x7fc00000u, p + 4;
  if (word("SNAN")) return bits = sign | 0x7f800001u, p + 4;
  size_t q = decimal_end(text, p);
  if (q == p) return 0;
  std::string s(text.substr(p, q - p));
  float f = std::strtof(s.c_str(), nullptr);
  std::memcpy(&bits, &f, sizeof bits);
  bits |= sign;
  return q;
}

}  // namespace simtloom
