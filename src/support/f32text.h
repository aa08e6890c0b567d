#pragma once
// IEEE single-precision immediates as text, the way nvdisasm writes them in SASS: 20 significant
// digits with trailing zeros dropped ("1", "0.5", "0.10000000149011611938"), 20 digits after the
// point in exponent form from 1e9 up ("1.00000000000000000000e+09"), "-0.0" for negative zero,
// "+INF " / "-INF " and "+QNAN " / "-SNAN " (nvdisasm leaves a blank after them).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace simtloom {

void append_f32(std::string& out, uint32_t bits);

// Reads a single-precision value written at the start of `text` (a decimal number with an
// optional sign, point and exponent, or INF / QNAN / SNAN with a sign): its bits and the length
// read, or 0 when `text` does not start with one. Rounds to nearest as strtof does.
size_t parse_f32(std::string_view text, uint32_t& bits);

// A double-precision immediate of which only the high 32 bits are encoded (SASS's DADD, DFMA,
// DMUL, DSETP: the low 32 bits are zero), written as nvdisasm writes the double: the same rules
// as append_f32 ("1", "-2", "134217728", "2.14748364800000000000e+09", "+INF ").
void append_f64hi(std::string& out, uint32_t hi);

// Reads such a value as parse_f32 does: its high 32 bits and the length read, or 0 when `text`
// does not start with a number or when the double it names has low bits set (not encodable).
size_t parse_f64hi(std::string_view text, uint32_t& hi);

}  // namespace simtloom
