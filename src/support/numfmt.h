// Number formatting for the disassembler's hot path: appends without format-string parsing
// (fmt's runtime parsing was a third of the disassembler's time).
#pragma once
#include <charconv>
#include <cstdint>
#include <string>

namespace simtloom {

// Lowercase hexadecimal, at least `min_digits` digits, with "0x" when `prefix`.
// Writes hex digits ending at `end` (backwards); returns the first written character.
inline char* hex_digits_backwards(char* end, uint64_t v, int min_digits) {
  static constexpr char kDigits[] = "0123456789abcdef";
  char* p = end;
  int n = 0;
  do {
    *--p = kDigits[v & 15];
    v >>= 4;
    ++n;
  } while (v);
  while (n < min_digits) *--p = '0', ++n;
  return p;
}

// The two lowercase hex digits of every byte value: "000102...ff".
inline constexpr struct HexPairs {
  char text[512];
  constexpr HexPairs() : text() {
    constexpr char digits[] = "0123456789abcdef";
    for (int i = 0; i < 256; ++i) text[2 * i] = digits[i >> 4], text[2 * i + 1] = digits[i & 15];
  }
} kHexPairs;

// Writes the two hex digits of `byte` at `w`; returns the position after them.
inline char* put_hex_byte(char* w, uint8_t byte) {
  w[0] = kHexPairs.text[2 * byte];
  w[1] = kHexPairs.text[2 * byte + 1];
  return w + 2;
}

// Writes exactly 8 hex digits of `v` at `w`; returns the position after them.
inline char* put_hex32(char* w, uint32_t v) {
  w = put_hex_byte(w, static_cast<uint8_t>(v >> 24));
  w = put_hex_byte(w, static_cast<uint8_t>(v >> 16));
  w = put_hex_byte(w, static_cast<uint8_t>(v >> 8));
  return put_hex_byte(w, static_cast<uint8_t>(v));
}

// Lowercase hexadecimal, at least `min_digits` digits (up to 16), with "0x" when `prefix`.
inline void append_hex(std::string& out, uint64_t v, int min_digits = 1, bool prefix = true) {
  char buf[20];
  char* p = hex_digits_backwards(buf + sizeof buf, v, min_digits > 16 ? 16 : min_digits);
  if (prefix) *--p = 'x', *--p = '0';
  out.append(p, buf + sizeof buf);
}

inline void append_dec(std::string& out, int64_t v) {
  if (v >= 0 && v < 100) {  // register numbers and most small immediates: no conversion call
    if (v >= 10) out += static_cast<char>('0' + v / 10);
    out += static_cast<char>('0' + v % 10);
    return;
  }
  char buf[24];
  auto r = std::to_chars(buf, buf + sizeof buf, v);
  out.append(buf, r.ptr);
}

inline void append_udec(std::string& out, uint64_t v, int min_digits = 1) {
  char buf[24];
  auto r = std::to_chars(buf, buf + sizeof buf, v);
  for (int n = static_cast<int>(r.ptr - buf); n < min_digits; ++n) out += '0';
  out.append(buf, r.ptr);
}

}  // namespace simtloom
