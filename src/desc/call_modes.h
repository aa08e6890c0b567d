// Call modes: a keyed operand whose value may also be written `call(MODE, arg, ...)` (gfx11
// ds_swizzle_b32's `offset:swizzle(QUAD_PERM,1,0,3,2)`), each mode fixing some bits of the value
// and storing its arguments in the others. Declared in YAML (`modes:`), shared by the assembler
// (arguments -> bits), the disassembler (bits -> the first mode whose arguments decode within
// their own rules) and the checks (whether a value's text gives the value back).
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace simtloom::desc {

// One argument of a mode: a number N stored in bits hi:lo as (negate ? -N : N) - bias, taken in
// min..max (a power of two with `power_of_two`, below the N of an earlier argument with `below`);
// or, when `length` is not 0, a quoted string of `length` characters, character k (from the left)
// giving bit length-1-k of each of the fields at `field_lo` (each `length` bits wide).
struct CallModeArg {
  unsigned hi = 0, lo = 0;
  bool negate = false;
  int64_t bias = 0;
  int64_t min = 0, max = 0;
  bool power_of_two = false;
  int below = -1;  // index of an earlier argument, or -1
  unsigned length = 0;
  std::vector<unsigned> field_lo;
  std::string chars;                // the characters the assembler takes
  std::vector<uint8_t> char_bits;   // per character: bit j = its bit in field j
  std::string print_chars;          // per combination of the fields' bits (bit j: field j): the character printed
  // Diagnostics keyed: range (a number outside min..max or not below), power_of_two; for a string
  // expected (no string), length, invalid (a character not in `chars`).
  std::map<std::string, std::string> messages;

  uint64_t field_max() const { return (uint64_t{1} << (hi - lo + 1)) - 1; }
  // The bits argument value n stores, or false with the message key in `why`.
  bool store_number(int64_t n, const std::vector<int64_t>& earlier, uint64_t& bits, std::string& why) const;
  // The argument's number in value v, and whether it is one the assembler takes.
  bool load_number(uint64_t v, const std::vector<int64_t>& earlier, int64_t& n) const;
  // The bits string s stores (without its quotes), or false with the message key in `why`.
  bool store_string(std::string_view s, uint64_t& bits, std::string& why) const;
  // The string value v prints as; `exact` false when it does not assemble back to v's bits.
  std::string load_string(uint64_t v, bool& exact) const;
  std::string message(const std::string& key) const;
};

struct CallMode {
  std::string name;
  uint64_t fixed_mask = 0, fixed_value = 0;  // the bits the mode fixes and their values
  std::vector<CallModeArg> args;
};

// `MODE,a1,a2` for the first of `modes` that prints value v (its fixed bits match, each number
// decodes within its own rules), or "" when none does. `exact` (when given) says whether the
// text assembles back to v.
std::string call_mode_text(const std::vector<CallMode>& modes, uint64_t v, bool* exact = nullptr);

}  // namespace simtloom::desc
