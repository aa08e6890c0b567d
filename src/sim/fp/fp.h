// simtloom::fp — bit-exact floating-point formats for the wisa simulator.
//
// Every operation works on raw bit patterns held in a uint64_t (the low `width`
// bits of the format; higher input bits are ignored, higher output bits are 0)
// and returns the result bits together with the IEEE 754 exception flags it
// raised. Rounding is done once, on an exact integer representation of the
// result (unsigned __int128 with a sticky bit), so the host FPU and its
// rounding mode are never involved. No allocation, no exceptions, no global
// state: safe to call per lane.
//
// Choices this library makes (wisa leaves them to the implementation):
//  * NaN results are always the positive canonical quiet NaN of the format
//    (info(f).canonical_nan): f64 0x7ff8000000000000, f32 0x7fc00000,
//    f16 0x7e00, bf16 0x7fc0, e5m2 0x7e, e4m3 0x7f. Payloads and signs of NaN
//    operands are not propagated. A signalling NaN operand raises NV
//    (E4M3's only NaN, S.1111.111, is quiet).
//  * Tininess is detected after rounding (as x86 SSE and RISC-V do); UF is
//    raised only when the result is tiny and inexact.
//  * Overflow (no saturation) follows IEEE: RNE/RMM give ±inf, RTZ gives
//    ±max finite, RDN/RUP give inf on the side they round to and max finite on
//    the other; flags OF|NX. E4M3 has no infinity: where IEEE would give ±inf
//    the result is the canonical NaN (flags still OF|NX).
//  * Saturation (`saturate`, wisa .sat): overflow gives ±max finite (flags
//    OF|NX), an infinite operand converts to ±max finite without flags, NaN
//    stays NaN. Without saturation an infinity converted to E4M3 becomes NaN and
//    raises NV.
//  * Float to integer always clamps out-of-range values (including ±inf) to the
//    nearest representable integer and gives 0 for NaN; both raise NV and
//    nothing else. In-range inexact results raise NX. (wisa: "nearest
//    representable integer for out-of-range values and 0 for NaN, raising
//    invalid"; .sat changes nothing for integer destinations.)
//  * Integer results are two's complement, masked to the integer's width.
//    Integer operands are read from their low `width` bits.
//  * Integer to integer (cvt between integer types): the value is wrapped
//    (truncated) to the destination, or clamped when `saturate`; no flags.
//  * fma(0, inf, c) raises NV even when c is a quiet NaN (as RISC-V).
#pragma once

#include <cstdint>

namespace simtloom::fp {

// Values match wisa's ftype/cvtty enums.
enum class Format : uint8_t { F64 = 0, F32 = 1, F16 = 2, BF16 = 3, E4M3 = 4, E5M2 = 5 };
// Values match wisa's cvtty enum.
enum class Int : uint8_t { U32 = 8, S32 = 9, U64 = 10, S64 = 11, U16 = 12, S16 = 13, U8 = 14, S8 = 15 };
// Values match wisa's rmode enum and CSR frm.
enum class Round : uint8_t { RNE = 0, RTZ = 1, RDN = 2, RUP = 3, RMM = 4 };

// IEEE exception flags, laid out as wisa's CSR fflags (nv dz of uf nx, bits 4..0).
namespace flag {
inline constexpr uint8_t NX = 1u << 0;  // inexact
inline constexpr uint8_t UF = 1u << 1;  // underflow
inline constexpr uint8_t OF = 1u << 2;  // overflow
inline constexpr uint8_t DZ = 1u << 3;  // divide by zero (never raised by this library's operations)
inline constexpr uint8_t NV = 1u << 4;  // invalid operation
}  // namespace flag

struct Result {
  uint64_t bits = 0;
  uint8_t flags = 0;
  friend bool operator==(const Result&, const Result&) = default;
};

struct FormatInfo {
  const char* name;        // "f64", "f32", "f16", "bf16", "e4m3", "e5m2"
  uint8_t width;           // total bits
  uint8_t exp_bits;        // exponent field width
  uint8_t man_bits;        // stored fraction bits (precision is man_bits + 1)
  int32_t bias;            // exponent bias; emin = 1 - bias
  bool has_inf;            // false only for E4M3
  uint64_t max_finite;     // bits of +max finite
  uint64_t inf;            // bits of +inf (0 when !has_inf)
  uint64_t canonical_nan;  // bits of the canonical quiet NaN produced by operations
};
const FormatInfo& info(Format f);

struct IntInfo {
  const char* name;  // "u32", ...
  uint8_t width;
  bool is_signed;
};
const IntInfo& info(Int t);

// Maps a wisa rm field (0..4, or 7 = dynamic) and CSR frm to a rounding mode.
// For float-to-integer conversions (to_int) rm field 7 means round toward zero,
// not frm. Returns false for reserved encodings (field 5/6, or frm > 4 when used).
bool resolve_round(unsigned rm_field, unsigned frm, bool float_to_int, Round& out);

// ---- Conversions -----------------------------------------------------------
Result convert(Format from, Format to, uint64_t bits, Round rm, bool saturate = false);
Result to_int(Format from, Int to, uint64_t bits, Round rm);
Result from_int(Int from, Format to, uint64_t bits, Round rm, bool saturate = false);
Result int_to_int(Int from, Int to, uint64_t bits, bool saturate = false);
// Any pair of wisa cvtty codes (dt = destination, st = source). Unknown codes
// give {0, NV}.
Result cvt(unsigned dt, unsigned st, uint64_t bits, Round rm, bool saturate = false);

// ---- Arithmetic (any Format; one rounding) ----------------------------------
Result add(Format f, uint64_t a, uint64_t b, Round rm, bool saturate = false);
Result sub(Format f, uint64_t a, uint64_t b, Round rm, bool saturate = false);
Result mul(Format f, uint64_t a, uint64_t b, Round rm, bool saturate = false);
Result fma(Format f, uint64_t a, uint64_t b, uint64_t c, Round rm, bool saturate = false);  // a*b+c

// IEEE 754-2019 minimumNumber / maximumNumber: a NaN loses to a number, both
// NaN gives the canonical NaN, -0 < +0; NV only for a signalling NaN operand.
Result min_num(Format f, uint64_t a, uint64_t b);
Result max_num(Format f, uint64_t a, uint64_t b);

// Sign operations: bit manipulation only, NaNs pass through, no flags.
uint64_t neg(Format f, uint64_t a);
uint64_t abs(Format f, uint64_t a);

// ---- Comparison and classification -----------------------------------------
enum class Order : uint8_t { Less, Equal, Greater, Unordered };
struct CmpResult {
  Order order = Order::Unordered;
  uint8_t flags = 0;
};
// Quiet: NV only for a signalling NaN. Signalling: NV for any NaN.
CmpResult compare(Format f, uint64_t a, uint64_t b, bool signalling);

// wisa cond enum values.
enum class Cond : uint8_t { EQ = 0, NE = 1, LT = 2, LE = 3, GT = 4, GE = 5, NUM = 6, NAN_ = 7 };
struct BoolResult {
  bool value = false;
  uint8_t flags = 0;
};
// fcmp (signalling = false) / fcmps (signalling = true): unordered makes
// EQ/LT/LE/GT/GE/NUM false and NE/NAN_ true.
BoolResult fcmp(Format f, Cond c, uint64_t a, uint64_t b, bool signalling);

// fclass one-hot mask: bit 0 -inf, 1 -normal, 2 -subnormal, 3 -0, 4 +0,
// 5 +subnormal, 6 +normal, 7 +inf, 8 signalling NaN, 9 quiet NaN.
namespace cls {
inline constexpr uint32_t NegInf = 1u << 0, NegNormal = 1u << 1, NegSubnormal = 1u << 2, NegZero = 1u << 3,
                          PosZero = 1u << 4, PosSubnormal = 1u << 5, PosNormal = 1u << 6, PosInf = 1u << 7,
                          SNaN = 1u << 8, QNaN = 1u << 9;
}
uint32_t classify(Format f, uint64_t a);
bool is_nan(Format f, uint64_t a);

}  // namespace simtloom::fp
