// A position in one source line, with the scanning primitives the assembler's parsers share.
#pragma once
#include <array>
#include <cstdint>
#include <string_view>

namespace simtloom::assembler {

// Character classes as one table lookup each: the scanners run on every character of the input.
enum : uint8_t { kIdentStart = 1, kIdentChar = 2, kBlank = 4 };
inline constexpr std::array<uint8_t, 256> kCharClass = [] {
  std::array<uint8_t, 256> t{};
  for (int c = 0; c < 256; ++c) {
    bool start = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '.' || c == '$';
    t[c] = static_cast<uint8_t>((start ? kIdentStart | kIdentChar : 0) | (c >= '0' && c <= '9' ? kIdentChar : 0) |
                                (c == ' ' || c == '\t' || c == '\r' ? kBlank : 0));
  }
  return t;
}();
inline bool is_ident_start(char c) { return kCharClass[static_cast<unsigned char>(c)] & kIdentStart; }
inline bool is_ident_char(char c) { return kCharClass[static_cast<unsigned char>(c)] & kIdentChar; }
inline bool is_digit(char c) { return c >= '0' && c <= '9'; }

// The statement being assembled: where it is, for diagnostics and the line table.
struct Location {
  std::string_view file;
  int line = 0;
  std::string_view text;  // the whole source line
  uint32_t file_index = 0;
};

struct Cursor {
  std::string_view line;  // the statement text, comments already removed
  size_t pos = 0;

  bool at_end() const { return pos >= line.size(); }
  char peek(size_t k = 0) const { return pos + k < line.size() ? line[pos + k] : '\0'; }
  void skip_space() {
    while (pos < line.size() && (kCharClass[static_cast<unsigned char>(line[pos])] & kBlank)) ++pos;
  }
  bool accept(char c) {
    if (peek() != c) return false;
    ++pos;
    return true;
  }
  bool accept(std::string_view s) {
    if (s.size() == 1) return accept(s[0]);  // nearly every template literal: no memcmp call
    if (line.substr(pos, s.size()) != s) return false;
    pos += s.size();
    return true;
  }
  // An identifier (letters, digits, '_', '.', '$'; not starting with a digit), or empty.
  std::string_view ident() {
    if (!is_ident_start(peek())) return {};
    size_t s = pos;
    while (pos < line.size() && is_ident_char(line[pos])) ++pos;
    return line.substr(s, pos - s);
  }
  int col() const { return static_cast<int>(pos) + 1; }
};

}  // namespace simtloom::assembler
