// Markdown emitter. Text is written as the description gives it, so the manual repeats the
// seed's wording character for character; only what Markdown would misread is escaped.
#include <algorithm>
#include <cctype>
#include <string>

#include "doc/document.h"

namespace simtloom::doc {
namespace {

// '<' before a letter, '/', '!' or '?' would open raw HTML; "<=" and "a < b" stay as written.
std::string escape_inline(const std::string& s) {
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size(); ++i) {
    char next = i + 1 < s.size() ? s[i + 1] : '\0';
    bool opens_tag = s[i] == '<' && (std::isalpha(static_cast<unsigned char>(next)) || next == '/' || next == '!' || next == '?');
    if (opens_tag) out += '\\';
    out += s[i];
  }
  return out;
}

// A table cell is one line, and '|' would end it.
std::string escape_cell(const std::string& s) {
  std::string out;
  for (char c : escape_inline(s)) {
    if (c == '|') out += "\\|";
    else if (c == '\n' || c == '\r') out += ' ';
    else out += c;
  }
  return out;
}

// A fence longer than any run of backticks inside the block.
std::string fence_for(const CodeBlock& c) {
  size_t longest = 0;
  for (const auto& line : c.lines) {
    size_t run = 0;
    for (char ch : line) {
      run = ch == '`' ? run + 1 : 0;
      longest = std::max(longest, run);
    }
  }
  return std::string(std::max<size_t>(3, longest + 1), '`');
}

std::string table_row(const std::vector<std::string>& cells) {
  std::string s = "|";
  for (const auto& c : cells) s += " " + escape_cell(c) + " |";
  return s + "\n";
}

struct MarkdownBlock {
  std::string operator()(const Heading& h) const { return std::string(h.level, '#') + " " + escape_inline(h.text) + "\n"; }
  std::string operator()(const Paragraph& p) const { return escape_inline(p.text) + "\n"; }
  std::string operator()(const Label& l) const { return "**" + escape_inline(l.text) + "**\n"; }
  std::string operator()(const CodeBlock& c) const {
    std::string fence = fence_for(c);
    std::string s = fence + "\n";
    for (const auto& line : c.lines) s += line + "\n";
    return s + fence + "\n";
  }
  std::string operator()(const Table& t) const {
    std::string s = table_row(t.header) + "|";
    for (size_t i = 0; i < t.header.size(); ++i) s += "---|";
    s += "\n";
    for (const auto& row : t.rows) s += table_row(row);
    return s;
  }
  std::string operator()(const BulletList& l) const {
    std::string s;
    for (const auto& item : l.items) s += "- " + escape_inline(item.text) + "\n";
    return s;
  }
};

}  // namespace

std::string emit_markdown(const Document& d) {
  std::string out;
  for (const auto& b : d.blocks) {
    if (!out.empty()) out += "\n";  // blocks are separated by one blank line
    out += std::visit(MarkdownBlock{}, b);
  }
  return out;
}

}  // namespace simtloom::doc
