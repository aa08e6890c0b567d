// Raw binary and hex text containers, and the content sniffing of read_any.
//
// Raw: the bytes of section ".text", nothing else. Reading gives one executable ".text" at
// address 0; Object::target stays empty because the file does not say (the caller knows).
//
// Hex text format:
//   * Written: one instruction unit per line, as `unit_bytes*2` lowercase hex digits with no
//     prefix. A token is the little-endian value of the unit, so the wisa word 0x0000004e (bytes
//     4e 00 00 00 in memory) is written `0000004e`, and a 16-byte sm90 unit is written as one
//     32-digit token whose last 16 digits are the low 64 bits. No header, so the output also
//     loads with Verilog's $readmemh.
//   * Read: tokens are separated by whitespace and/or commas; each is hex digits with an optional
//     0x/0X prefix; `#` and `//` start a comment that runs to the end of the line. A token with
//     fewer than `unit_bytes*2` digits is zero-extended; one with more is an error located at its
//     line:col. Every token becomes exactly one unit, so the section is a whole number of units.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <functional>
#include <string_view>

#include "obj/file_io.h"
#include "obj/object.h"

namespace simtloom::obj {
namespace {

constexpr size_t kMaxHexErrors = 20;  // past this the input is almost surely not hex text at all

struct HexToken {
  int line = 0, col = 0;  // 1-based, col in bytes
  std::string_view text;
  std::string_view line_text;
};

bool is_separator(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f' || c == ','; }

// The part of a line before any `#` or `//` comment.
std::string_view strip_comment(std::string_view line) {
  size_t hash = line.find('#');
  size_t slashes = line.find("//");
  return line.substr(0, std::min(hash, slashes));
}

// Calls `visit` for each token of hex text; stops early when `visit` returns false.
void for_each_hex_token(std::string_view text, const std::function<bool(const HexToken&)>& visit) {
  int line_no = 0;
  size_t line_start = 0;
  while (line_start <= text.size()) {
    size_t line_end = text.find('\n', line_start);
    if (line_end == std::string_view::npos) line_end = text.size();
    std::string_view line = text.substr(line_start, line_end - line_start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    ++line_no;
    std::string_view code = strip_comment(line);
    size_t i = 0;
    while (i < code.size()) {
      if (is_separator(code[i])) {
        ++i;
        continue;
      }
      size_t start = i;
      while (i < code.size() && !is_separator(code[i])) ++i;
      if (!visit({line_no, static_cast<int>(start) + 1, code.substr(start, i - start), line})) return;
    }
    if (line_end == text.size()) break;
    line_start = line_end + 1;
  }
}

// The digits of a token without its 0x prefix, or "" when the token is not a hex number.
std::string_view hex_digits_of(std::string_view token) {
  if (token.size() >= 2 && token[0] == '0' && (token[1] == 'x' || token[1] == 'X')) token.remove_prefix(2);
  if (token.empty()) return {};
  for (char c : token)
    if (!std::isxdigit(static_cast<unsigned char>(c))) return {};
  return token;
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  return (std::tolower(static_cast<unsigned char>(c)) - 'a') + 10;
}

// Appends the unit whose little-endian value `digits` spells (at most unit_bytes*2 digits).
void append_unit(std::string_view digits, unsigned unit_bytes, std::vector<uint8_t>& out) {
  size_t base = out.size();
  out.resize(base + unit_bytes, 0);
  // Walk from the least significant digit: digit k (from the right) lands in byte k/2.
  for (size_t k = 0; k < digits.size(); ++k) {
    int v = hex_value(digits[digits.size() - 1 - k]);
    out[base + k / 2] |= static_cast<uint8_t>(k % 2 == 0 ? v : v << 4);
  }
}

// Control bytes other than whitespace mean binary data, whatever the tokens look like.
bool has_binary_bytes(const std::vector<uint8_t>& bytes) {
  for (uint8_t b : bytes)
    if ((b < 0x20 && b != '\t' && b != '\n' && b != '\r' && b != '\v' && b != '\f') || b == 0x7f) return true;
  return false;
}


bool check_unit_bytes(unsigned unit_bytes, const std::string& path, DiagList& diags) {
  if (unit_bytes > 0) return true;
  diags.error({path, 0, 0}, "hex unit size is 0 bytes", {}, "pass the target's instruction unit size (4 for wisa, 16 for sm90)");
  return false;
}

std::optional<Object> parse_hex_text(std::string_view text, const std::string& path, unsigned unit_bytes, DiagList& diags) {
  if (!check_unit_bytes(unit_bytes, path, diags)) return std::nullopt;
  std::vector<uint8_t> bytes;
  size_t errors = 0;
  for_each_hex_token(text, [&](const HexToken& t) {
    std::string_view digits = hex_digits_of(t.text);
    if (digits.empty()) {
      diags.error({path, t.line, t.col}, fmt::format("'{}' is not a hex number", t.text), std::string(t.line_text),
                  "write one instruction unit per token as hex digits (optionally 0x-prefixed); comments start with # or //");
      ++errors;
    } else if (digits.size() > size_t{unit_bytes} * 2) {
      diags.error({path, t.line, t.col},
                  fmt::format("'{}' has {} hex digits, but a unit is {} bytes ({} digits at most)", t.text, digits.size(),
                              unit_bytes, unit_bytes * 2),
                  std::string(t.line_text), "split it into one token per instruction unit, or check the target");
      ++errors;
    } else {
      append_unit(digits, unit_bytes, bytes);
    }
    if (errors < kMaxHexErrors) return true;
    diags.add({Severity::Note, {path, 0, 0}, fmt::format("stopped after {} errors", errors), {}, {}});
    return false;
  });
  if (errors > 0) return std::nullopt;
  return object_with_text(std::move(bytes));
}

std::string_view as_text(const std::vector<uint8_t>& bytes) {
  return {reinterpret_cast<const char*>(bytes.data()), bytes.size()};
}

}  // namespace

Object object_with_text(std::vector<uint8_t> bytes) {
  Object o;
  Section text;
  text.name = ".text";
  text.exec = true;
  text.bytes = std::move(bytes);
  o.sections.push_back(std::move(text));
  return o;
}

// .text, the one section raw and hex files hold; null with an error when there is none, or when
// another loaded section has bytes that the file would silently lose (issue 18: a source with
// only .data gave an empty file, exit 0).
const Section* text_section(const Object& o, const std::string& path, DiagList& diags) {
  for (const Section& s : o.sections)
    if (s.name != ".text" && s.alloc && !s.bytes.empty() && s.elf_type != 8 /* SHT_NOBITS */) {
      diags.error({path, 0, 0}, fmt::format("a raw or hex file holds only .text, and section '{}' has {} bytes that would be lost", s.name,
                                            s.bytes.size()),
                  {}, "write an ELF object instead (-f elf keeps every section), or move those bytes into .text");
      return nullptr;
    }
  int index = o.find_section(".text");
  if (index >= 0) return &o.sections[static_cast<size_t>(index)];
  diags.error({path, 0, 0}, "the object has no .text section, so there is nothing to write",
              {}, "write an ELF object instead (it keeps every section), or put the code in .text");
  return nullptr;
}

bool write_raw(const Object& o, const std::string& path, DiagList& diags) {
  const Section* text = text_section(o, path, diags);
  if (!text) return false;
  return write_file_atomic(path, text->bytes.data(), text->bytes.size(), diags);
}

std::optional<Object> read_raw(const std::string& path, DiagList& diags) {
  auto bytes = read_file_bytes(path, diags);
  if (!bytes) return std::nullopt;
  return object_with_text(std::move(*bytes));
}

bool write_hex(const Object& o, const std::string& path, unsigned unit_bytes, DiagList& diags) {
  if (!check_unit_bytes(unit_bytes, path, diags)) return false;
  const Section* text = text_section(o, path, diags);
  if (!text) return false;
  const std::vector<uint8_t>& bytes = text->bytes;
  if (bytes.size() % unit_bytes != 0) {
    diags.error({path, 0, 0},
                fmt::format(".text is {} bytes, not a whole number of {}-byte units", bytes.size(), unit_bytes), {},
                "check that the unit size matches the target, or write raw binary instead");
    return false;
  }
  std::string out;
  out.reserve(bytes.size() / unit_bytes * (unit_bytes * 2 + 1));
  static constexpr char kDigits[] = "0123456789abcdef";
  for (size_t unit = 0; unit < bytes.size(); unit += unit_bytes) {
    for (size_t i = unit_bytes; i-- > 0;) {  // most significant byte first
      uint8_t b = bytes[unit + i];
      out += kDigits[b >> 4];
      out += kDigits[b & 15];
    }
    out += '\n';
  }
  return write_file_atomic(path, out.data(), out.size(), diags);
}

std::optional<Object> read_hex(const std::string& path, unsigned unit_bytes, DiagList& diags) {
  auto bytes = read_file_bytes(path, diags);
  if (!bytes) return std::nullopt;
  return parse_hex_text(as_text(*bytes), path, unit_bytes, diags);
}

std::optional<Object> read_any(const std::string& path, unsigned unit_bytes, DiagList& diags, ReadOptions opt) {
  auto bytes = read_file_bytes(path, diags);
  if (!bytes) return std::nullopt;
  static constexpr uint8_t kElfMagic[] = {0x7f, 'E', 'L', 'F'};
  if (bytes->size() >= 4 && std::equal(kElfMagic, kElfMagic + 4, bytes->begin())) return read_elf_image(*bytes, path, diags, opt);
  if (!has_binary_bytes(*bytes)) {
    bool all_hex = true;
    for_each_hex_token(as_text(*bytes), [&](const HexToken& t) { return all_hex = !hex_digits_of(t.text).empty(); });
    if (all_hex) return parse_hex_text(as_text(*bytes), path, unit_bytes, diags);
  }
  return object_with_text(std::move(*bytes));
}

}  // namespace simtloom::obj
