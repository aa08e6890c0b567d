#include "asm/list_name_errors.h"

#include <bit>
#include <cctype>

#include "asm/expr.h"

namespace simtloom::assembler {
namespace {

// The list shape of the table's names that start `stem[`: how many elements, the largest value.
bool list_shape(const desc::EnumTable& table, const std::string& stem, unsigned& elems, int64_t& max) {
  elems = 0;
  max = -1;
  for (const auto& e : table.entries) {
    if (e.placeholder || e.name.size() <= stem.size() + 1 || e.name.compare(0, stem.size() + 1, stem + "[") != 0) continue;
    unsigned n = 0;
    int64_t v = 0;
    bool digits = false;
    for (size_t i = stem.size() + 1; i < e.name.size(); ++i) {
      const char ch = e.name[i];
      if (std::isdigit(static_cast<unsigned char>(ch))) {
        v = v * 10 + (ch - '0');
        digits = true;
        continue;
      }
      if (digits) ++n, max = std::max(max, v);
      v = 0, digits = false;
    }
    elems = std::max(elems, n);
  }
  return elems > 0;
}

std::string with_bits(std::string text, int64_t max) {
  const auto bits = std::bit_width(static_cast<uint64_t>(max));
  if (auto at = text.find("{bits}"); at != std::string::npos) text.replace(at, 6, std::to_string(bits));
  return text;
}

}  // namespace

std::optional<ListNameError> list_name_error(const desc::OperandType& t, const Cursor& c) {
  const auto& m = t.rules.messages;
  const char* keys[] = {"list_open", "list_expr", "list_element", "list_comma", "list_close"};
  for (const char* k : keys)
    if (!m.count(k)) return std::nullopt;
  const std::string_view s = c.line;
  size_t p = c.pos;
  while (p < s.size() && is_ident_char(s[p]) && s[p] != '.') ++p;
  if (p == c.pos || p >= s.size() || s[p] != ':') return std::nullopt;
  const std::string stem(s.substr(c.pos, p + 1 - c.pos));
  unsigned elems = 0;
  int64_t max = 0;
  if (!t.table || !list_shape(*t.table, stem, elems, max)) return std::nullopt;
  auto blanks = [&](size_t q) {
    while (q < s.size() && (s[q] == ' ' || s[q] == '\t')) ++q;
    return q;
  };
  ++p;
  if (p >= s.size() || s[p] != '[') return ListNameError{p, m.at("list_open")};
  for (unsigned i = 0; i < elems; ++i) {
    p = blanks(p + 1);
    int64_t v = 0;
    bool neg = false;
    const size_t end = signed_number_at(c, p, v, neg);
    if (end == std::string_view::npos) return ListNameError{p, m.at("list_expr")};
    if (neg || v > max) return ListNameError{p, with_bits(m.at("list_element"), max)};
    p = blanks(end);
    const bool last = i + 1 == elems;
    if (p >= s.size() || s[p] != (last ? ']' : ',')) return ListNameError{p, m.at(last ? "list_close" : "list_comma")};
  }
  return std::nullopt;
}

}  // namespace simtloom::assembler
