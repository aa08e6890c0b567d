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

size_t parse_f32(std::string_view text, uint32_t& bits) {
  size_t p = 0;
  bool neg = false;
  if (p < text.size() && (text[p] == '+' || text[p] == '-')) neg = text[p++] == '-';
  auto word = [&](std::string_view w) { return text.substr(p, w.size()) == w && (p + w.size() == text.size() || !std::isalnum(static_cast<unsigned char>(text[p + w.size()]))); };
  const uint32_t sign = neg ? 0x80000000u : 0;
  if (word("INF")) return bits = sign | 0x7f800000u, p + 3;
  if (word("QNAN")) return bits = sign | 0x7fc00000u, p + 4;
  if (word("SNAN")) return bits = sign | 0x7f800001u, p + 4;
  size_t q = p;
  while (q < text.size() && std::isdigit(static_cast<unsigned char>(text[q]))) ++q;
  if (q == p) return 0;
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
  if (q < text.size() && (std::isalnum(static_cast<unsigned char>(text[q])) || text[q] == '_')) return 0;  // "0x1f", "1b"
  std::string s(text.substr(p, q - p));
  float f = std::strtof(s.c_str(), nullptr);
  std::memcpy(&bits, &f, sizeof bits);
  bits |= sign;
  return q;
}

}  // namespace simtloom
