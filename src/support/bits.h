// A 128-bit instruction value: the widest frame any target uses (sm90). Bit i of the value is
// bit i of the instruction's little-endian byte sequence, so a 32-bit wisa word, a 64-bit
// LinxISA prefix+base pair and a 128-bit SASS word (hi64<<64 | lo64) all use the same numbering.
#pragma once
#include <bit>
#include <cstdint>
#include <cstring>

namespace simtloom {

struct Bits128 {
  uint64_t lo = 0, hi = 0;

  static Bits128 from_bytes(const uint8_t* p, unsigned nbytes) {
    Bits128 b;
    if constexpr (std::endian::native == std::endian::little) {
      // The decoder's hot path: whole-word loads where the length allows.
      if (nbytes >= 16) {
        std::memcpy(&b.lo, p, 8);
        std::memcpy(&b.hi, p + 8, 8);
        return b;
      }
      if (nbytes >= 8) {
        std::memcpy(&b.lo, p, 8);
        std::memcpy(&b.hi, p + 8, nbytes - 8);
        return b;
      }
      if (nbytes == 4) {
        uint32_t w;
        std::memcpy(&w, p, 4);
        b.lo = w;
        return b;
      }
      std::memcpy(&b.lo, p, nbytes);
      return b;
    } else {
      uint8_t buf[16] = {};
      std::memcpy(buf, p, nbytes > 16 ? 16 : nbytes);
      for (int i = 7; i >= 0; --i) b.lo = (b.lo << 8) | buf[i];
      for (int i = 15; i >= 8; --i) b.hi = (b.hi << 8) | buf[i];
      return b;
    }
  }
  void to_bytes(uint8_t* p, unsigned nbytes) const {
    for (unsigned i = 0; i < nbytes && i < 16; ++i) p[i] = static_cast<uint8_t>((i < 8 ? lo >> (8 * i) : hi >> (8 * (i - 8))));
  }
  // Extracts bits [lo_bit, lo_bit+width) as an unsigned value; width <= 64.
  uint64_t get(unsigned lo_bit, unsigned width) const {
    uint64_t v;
    if (lo_bit >= 64) v = hi >> (lo_bit - 64);
    else if (lo_bit == 0) v = lo;
    else v = (lo >> lo_bit) | (hi << (64 - lo_bit));
    return width >= 64 ? v : v & ((uint64_t{1} << width) - 1);
  }
  void set(unsigned lo_bit, unsigned width, uint64_t v) {
    uint64_t m = width >= 64 ? ~uint64_t{0} : (uint64_t{1} << width) - 1;
    v &= m;
    if (lo_bit >= 64) {
      hi = (hi & ~(m << (lo_bit - 64))) | (v << (lo_bit - 64));
      return;
    }
    lo = (lo & ~(m << lo_bit)) | (v << lo_bit);
    if (lo_bit + width > 64) {
      unsigned sh = 64 - lo_bit;
      uint64_t mh = m >> sh;
      hi = (hi & ~mh) | (v >> sh);
    }
  }
  bool bit(unsigned i) const { return i < 64 ? (lo >> i) & 1 : (hi >> (i - 64)) & 1; }
  Bits128 operator&(const Bits128& o) const { return {lo & o.lo, hi & o.hi}; }
  Bits128 operator|(const Bits128& o) const { return {lo | o.lo, hi | o.hi}; }
  Bits128 operator^(const Bits128& o) const { return {lo ^ o.lo, hi ^ o.hi}; }
  Bits128 operator~() const { return {~lo, ~hi}; }
  bool operator==(const Bits128& o) const = default;
  bool zero() const { return (lo | hi) == 0; }
  // All ones in bits [0, nbits).
  static Bits128 ones(unsigned nbits) {
    Bits128 b;
    if (nbits >= 128) return {~uint64_t{0}, ~uint64_t{0}};
    if (nbits >= 64) { b.lo = ~uint64_t{0}; b.hi = nbits == 64 ? 0 : (uint64_t{1} << (nbits - 64)) - 1; }
    else b.lo = (uint64_t{1} << nbits) - 1;
    return b;
  }
};

}  // namespace simtloom
