#include "desc/call_modes.h"

#include <fmt/format.h>

namespace simtloom::desc {

std::string CallModeArg::message(const std::string& key) const {
  auto it = messages.find(key);
  return it == messages.end() ? fmt::format("invalid argument ({})", key) : it->second;
}

bool CallModeArg::store_number(int64_t n, const std::vector<int64_t>& earlier, uint64_t& bits, std::string& why) const {
  if (n < min || n > max || (below >= 0 && static_cast<size_t>(below) < earlier.size() && n >= earlier[static_cast<size_t>(below)])) {
    why = "range";
    return false;
  }
  if (power_of_two && (n <= 0 || (n & (n - 1)))) {
    why = "power_of_two";
    return false;
  }
  int64_t stored = (negate ? -n : n) - bias;
  bits = (static_cast<uint64_t>(stored) & field_max()) << lo;
  return true;
}

bool CallModeArg::load_number(uint64_t v, const std::vector<int64_t>& earlier, int64_t& n) const {
  int64_t stored = static_cast<int64_t>((v >> lo) & field_max());
  n = negate ? -(stored + bias) : stored + bias;
  uint64_t back = 0;
  std::string why;
  // Taken, and stored the same way back (a negated number may not fit the field).
  return store_number(n, earlier, back, why) && back == (((v >> lo) & field_max()) << lo);
}

bool CallModeArg::store_string(std::string_view s, uint64_t& bits, std::string& why) const {
  if (s.size() != length) {
    why = "length";
    return false;
  }
  bits = 0;
  for (size_t k = 0; k < s.size(); ++k) {
    auto at = chars.find(s[k]);
    if (at == std::string::npos) {
      why = "invalid";
      return false;
    }
    unsigned bit = length - 1 - static_cast<unsigned>(k);
    for (size_t j = 0; j < field_lo.size(); ++j)
      if ((char_bits[at] >> j) & 1) bits |= uint64_t{1} << (field_lo[j] + bit);
  }
  return true;
}

std::string CallModeArg::load_string(uint64_t v, bool& exact) const {
  std::string s;
  for (unsigned k = 0; k < length; ++k) {
    unsigned bit = length - 1 - k;
    unsigned combo = 0;
    for (size_t j = 0; j < field_lo.size(); ++j) combo |= static_cast<unsigned>((v >> (field_lo[j] + bit)) & 1) << j;
    char ch = print_chars[combo];
    s += ch;
    // The printed character writes these bits back only when they are its own.
    exact = exact && char_bits[chars.find(ch)] == combo;
  }
  return s;
}

std::string call_mode_text(const std::vector<CallMode>& modes, uint64_t v, bool* exact) {
  for (const auto& m : modes) {
    if ((v & m.fixed_mask) != m.fixed_value) continue;
    std::vector<int64_t> nums;
    std::string text = m.name;
    bool ok = true, same = true;
    for (const auto& a : m.args) {
      if (a.length) {
        text += fmt::format(",\"{}\"", a.load_string(v, same));
        nums.push_back(0);
        continue;
      }
      int64_t n = 0;
      if (!a.load_number(v, nums, n)) {
        ok = false;
        break;
      }
      nums.push_back(n);
      text += fmt::format(",{}", n);
    }
    if (!ok) continue;
    if (exact) *exact = same;
    return text;
  }
  if (exact) *exact = true;  // printed as a number
  return {};
}

}  // namespace simtloom::desc
