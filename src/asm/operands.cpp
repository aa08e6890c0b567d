#include "asm/operands.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <span>

#include <fmt/format.h>

#include "asm/list_name_errors.h"
#include "support/f32text.h"
#include "support/name_table.h"

namespace simtloom::assembler {

using desc::OperandKind;
using desc::TemplateToken;

namespace {

bool fail_at(ParseFailure& f, int col, std::string msg, std::string hint = {}) {
  f = {col, std::move(msg), std::move(hint)};
  return false;
}

// For numbers that must be absolute: any symbol makes the expression non-constant.
struct NoSymbols : SymbolResolver {
  int32_t symbol_index(std::string_view) override { return 0; }
  int32_t dot_symbol() override { return 0; }
  bool is_defined(std::string_view) override { return false; }
};

// An operand type's `symbols:` over the program's own: a name of the table is its value unless
// the program defined a symbol of that name itself (llvm-mc lets `.set` redefine them).
struct TableSymbols : SymbolResolver {
  TableSymbols(const desc::EnumTable* t, SymbolResolver& inner) : table(t), inner(inner) {}
  int32_t symbol_index(std::string_view n) override { return inner.symbol_index(n); }
  int32_t dot_symbol() override { return inner.dot_symbol(); }
  bool is_defined(std::string_view n) override { return inner.is_defined(n); }
  int specifier(std::string_view s) override { return inner.specifier(s); }
  std::string specifiers() const override { return inner.specifiers(); }
  bool constant(std::string_view n, int64_t& v) override {
    if (inner.constant(n, v)) return true;
    const desc::EnumEntry* e = !table || inner.is_defined(n) ? nullptr : table->find(n);
    if (e) v = static_cast<int64_t>(e->value);
    return e != nullptr;
  }
  const desc::EnumTable* table;
  SymbolResolver& inner;
};

// A register of class `rc` written at c (a special name, or prefix + decimal index); moves past it.
bool try_register(const desc::RegClass& rc, Cursor& c, int64_t& out) {
  size_t save = c.pos;
  auto word = c.ident();
  for (const auto& [sname, sidx] : rc.specials)
    if (word == sname) {
      out = sidx;
      return true;
    }
  if (word.size() > rc.prefix.size() && word.substr(0, rc.prefix.size()) == rc.prefix) {
    auto digits = word.substr(rc.prefix.size());
    bool all = !digits.empty() && digits.size() <= 6;
    unsigned v = 0;
    for (char ch : digits) all = all && is_digit(ch), v = v * 10 + static_cast<unsigned>(ch - '0');
    if (all && (digits.size() == 1 || digits[0] != '0') && v < rc.count) {
      out = v;
      return true;
    }
  }
  c.pos = save;
  return false;
}

// Whether `ch` continues a name: letters, digits, '_', '#', '%', '$'.
bool name_char(char ch) { return (is_ident_char(ch) && ch != '.') || ch == '#' || ch == '%'; }

// The word a name was meant to be, for messages and symbols: an identifier that may hold '#'
// and '%'; it stops at a '.' when no name of the table has one.
std::string_view name_word(const desc::EnumTable& table, Cursor& c) {
  bool dotted = std::any_of(table.entries.begin(), table.entries.end(), [](const auto& e) { return e.name.find('.') != std::string::npos; });
  size_t s = c.pos;
  if (!name_char(c.peek()) && c.peek() != '.') return {};
  if (std::isdigit(static_cast<unsigned char>(c.peek()))) return {};
  while (!c.at_end() && (name_char(c.peek()) || (dotted && c.peek() == '.'))) ++c.pos;
  return c.line.substr(s, c.pos - s);
}

// An integer literal at `at` (parse_number's, with an optional '-'), appended to `out` in
// decimal; where it ends, or npos.
size_t loose_integer(const Cursor& c, size_t at, std::string& out) {
  int64_t v = 0;
  bool neg = false;
  const size_t end = signed_number_at(c, at, v, neg);
  if (end != std::string_view::npos) out += fmt::format("{}{}", neg ? "-" : "", v);
  return end;
}

// A `name:N` or `name:[a, b, ...]` at the cursor in its canonical spelling (decimal numbers, no
// blanks: `row_shl:0x1` is row_shl:1); how many characters it spans, 0 when there is none.
size_t loose_name(const Cursor& c, std::string& canon) {
  std::string_view s = c.line;
  size_t p = c.pos;
  while (p < s.size() && is_ident_char(s[p]) && s[p] != '.') ++p;
  if (p == c.pos || p >= s.size() || s[p] != ':') return 0;
  canon = std::string(s.substr(c.pos, p + 1 - c.pos));
  ++p;
  auto blanks = [&](size_t q) { while (q < s.size() && (s[q] == ' ' || s[q] == '\t')) ++q; return q; };
  if (p < s.size() && s[p] == '[') {
    canon += '[';
    for (p = blanks(p + 1);; p = blanks(p + 1)) {
      if ((p = loose_integer(c, p, canon)) == std::string_view::npos) return 0;
      p = blanks(p);
      if (p < s.size() && s[p] == ']') return canon += ']', p + 1 - c.pos;
      if (p >= s.size() || s[p] != ',') return 0;
      canon += ',';
    }
  }
  p = loose_integer(c, p, canon);
  return p == std::string_view::npos ? 0 : p - c.pos;
}

// How many characters of `line` from `pos` spell `name`, 0 when they do not: blanks may stand
// where llvm-mc's tokenizer skips them, after the key's ':' and around a list's '[', ',' and ']'
// (`format: [BUF_DATA_FORMAT_32, BUF_NUM_FORMAT_FLOAT]` spells format:[BUF_DATA_FORMAT_32,...]).
size_t spelled_at(std::string_view line, size_t pos, std::string_view name) {
  size_t p = pos;
  for (size_t i = 0; i < name.size();) {
    if (p < line.size() && line[p] == name[i]) {
      ++p, ++i;
      continue;
    }
    const bool blank = p < line.size() && (line[p] == ' ' || line[p] == '\t');
    const bool after_sep = i > 0 && (name[i - 1] == ':' || name[i - 1] == '[' || name[i - 1] == ',');
    if (!blank || !(after_sep || name[i] == ',' || name[i] == ']')) return 0;
    ++p;
  }
  return p - pos;
}

// "name" = stem + decimal number ("t#8" = "t#" 8); false when it does not end in digits.
bool split_number(std::string_view name, std::string_view& stem, unsigned& number) {
  size_t d = name.size();
  while (d > 0 && std::isdigit(static_cast<unsigned char>(name[d - 1]))) --d;
  if (d == name.size() || name.size() - d > 6 || (name.size() - d > 1 && name[d] == '0')) return false;
  stem = name.substr(0, d);
  number = 0;
  for (char ch : name.substr(d)) number = number * 10 + static_cast<unsigned>(ch - '0');
  return true;
}

// Whether `text` holds `w` as a whole word.
bool has_word(std::string_view text, std::string_view w) {
  for (size_t p = text.find(w); p != std::string_view::npos; p = text.find(w, p + 1)) {
    bool before = p == 0 || !std::isalnum(static_cast<unsigned char>(text[p - 1]));
    bool after = p + w.size() >= text.size() || !std::isalnum(static_cast<unsigned char>(text[p + w.size()]));
    if (before && after) return true;
  }
  return false;
}

}  // namespace

const desc::EnumEntry* longest_name(const desc::EnumTable& table, const Cursor& c) {
  const unsigned char first = static_cast<unsigned char>(c.peek());
  std::string_view rest = c.line.substr(c.pos);
  for (uint32_t k = table.first_char_start[first]; k < table.first_char_start[first + 1]; ++k) {
    const desc::EnumEntry& e = table.entries[table.by_first_char[k]];
    if (starts_with_name(rest, e.name) && !name_char(c.peek(e.name.size()))) return &e;
  }
  return nullptr;
}

// A note for a name the table does not have, from what its entries' descriptions say: "=>R5"
// when an entry is described as register R5 (that entry), "=>R24" when entries describe R0..R23
// (the range). Empty when the descriptions do not help.
static std::string doc_hint(const desc::EnumTable& table, std::string_view word) {
  size_t a = word.size();
  while (a > 0 && std::isalnum(static_cast<unsigned char>(word[a - 1]))) --a;
  std::string_view tail = word.substr(a);
  if (tail.empty()) return {};
  for (const auto& e : table.entries)
    if (!e.placeholder && has_word(e.doc.en, tail)) return fmt::format("did you mean '{}'? ({})", e.name, e.doc.en);
  std::string_view stem;
  unsigned num = 0;
  if (!split_number(tail, stem, num) || stem.empty()) return {};
  unsigned lo = ~0u, hi = 0;
  for (const auto& e : table.entries) {
    if (e.doc.en.find(stem) == std::string::npos) continue;  // (cheap: gfx11's 335 dpp_ctrl names have no text)
    for (unsigned n = 0; n < 1024; ++n)
      if (has_word(e.doc.en, fmt::format("{}{}", stem, n))) lo = std::min(lo, n), hi = std::max(hi, n);
  }
  if (lo > hi) return {};
  return fmt::format("there is no {}{}: the names cover {}{}..{}{}: {}", stem, num, stem, lo, stem, hi, compact_names(table));
}

// The names of a table, runs of numbered names shortened: "t#1..t#8, u#1..u#8, zero, sp, a0..a7".
std::string compact_names(const desc::EnumTable& table) {
  std::vector<std::string> parts;
  std::vector<desc::EnumEntry> es;  // error paths only: the names a user may be offered
  for (const auto& e : table.entries)
    if (!e.placeholder) es.push_back(e);
  for (size_t i = 0; i < es.size();) {
    std::string_view stem, stem2;
    unsigned first = 0, n = 0;
    size_t j = i + 1;
    if (split_number(es[i].name, stem, first)) {
      while (j < es.size() && split_number(es[j].name, stem2, n) && stem2 == stem && n == first + (j - i)) ++j;
    }
    // Names with a bracketed list (gfx11's 256 quad_perm:[a,b,c,d]): the first, the last, a count.
    const size_t bracket = es[i].name.find('[');
    if (j == i + 1 && bracket != std::string::npos) {
      const std::string_view head = std::string_view(es[i].name).substr(0, bracket + 1);
      while (j < es.size() && std::string_view(es[j].name).substr(0, bracket + 1) == head) ++j;
      if (j - i >= 3) {
        parts.push_back(fmt::format("{}..{} ({} names)", es[i].name, es[j - 1].name, j - i));
        i = j;
        continue;
      }
      j = i + 1;
    }
    if (j - i >= 3) parts.push_back(fmt::format("{}..{}", es[i].name, es[j - 1].name));
    else
      for (size_t k = i; k < j; ++k) parts.push_back(es[k].name.empty() ? "(none)" : es[k].name);
    i = j;
  }
  return fmt::format("{}", fmt::join(parts, ", "));
}

// A name the table does not have: say which numbers exist for its stem ("t#9": t#1..t#8), else
// suggest the closest name, and list the names.
bool OperandParser::unknown_name(const desc::OperandType& t, const std::string& operand, std::string_view word, int col,
                                 ParseFailure& fail) const {
  const auto& table = *t.table;
  for (const auto& [name, why] : t.refuse)
    if (name == word) return fail_at(fail, col, fmt::format("operand '{}' cannot be '{}'", operand, word), fmt::format("{}; it takes: {}", why, compact_names(table)));
  std::string_view stem, s2;
  unsigned num = 0, n = 0;
  if (split_number(word, stem, num)) {
    std::vector<unsigned> have;
    for (const auto& e : table.entries)
      if (split_number(e.name, s2, n) && s2 == stem) have.push_back(n);
    if (!have.empty()) {
      if (auto m = t.rules.messages.find("stem_value"); m != t.rules.messages.end()) {
        std::string text = m->second;
        std::string_view bare = !stem.empty() && stem.back() == ':' ? stem.substr(0, stem.size() - 1) : stem;
        if (auto at = text.find("{stem}"); at != std::string::npos) text.replace(at, 6, bare);
        return fail_at(fail, col + static_cast<int>(stem.size()), std::move(text), fmt::format("operand '{}' takes one of: {}", operand, compact_names(table)));
      }
      auto [lo, hi] = std::minmax_element(have.begin(), have.end());
      return fail_at(fail, col, fmt::format("'{}' is not {}: '{}' goes from {}{} to {}{}", word, t.title.empty() ? "a " + table.name + " name" : t.title, stem, stem, *lo, stem, *hi),
                     fmt::format("operand '{}' takes one of: {}", operand, compact_names(table)));
    }
  }
  // A type's title words it for the user ("'x' is not a source operand"); else the table's name.
  if (auto m = t.rules.messages.find("unknown"); m != t.rules.messages.end())
    return fail_at(fail, col, m->second, fmt::format("operand '{}' takes one of: {}", operand, compact_names(table)));
  const std::string unknown_text = t.title.empty() ? fmt::format("unknown {} name '{}'", table.name, word) : fmt::format("'{}' is not {}", word, t.title);
  if (auto h = doc_hint(table, word); !h.empty()) return fail_at(fail, col, unknown_text, h);
  std::vector<std::string_view> names;
  for (const auto& e : table.entries)
    if (!e.placeholder) names.push_back(e.name);
  auto m = closest_match(word, names);
  if (!m.empty()) return fail_at(fail, col, unknown_text, fmt::format("did you mean '{}'?", m));
  return fail_at(fail, col, unknown_text,
                 fmt::format("operand '{}' takes {}: {}", operand, describe(t), compact_names(table)));
}

// The text at `c` when it is a register's name rather than a label: a name of a table whose
// entries name registers and cannot be a symbol ("->t", "t#2"), or a word holding '#' ("t#9",
// past the queue's names). Empty otherwise. A label operand reports it where it stands, so that
// the form whose operand such a name is (linx041's pc.push cond, else) says what is wrong.
std::string OperandParser::register_like_word(const Cursor& c) const {
  size_t end = c.pos;
  while (end < c.line.size() && (name_char(c.line[end]) || c.line[end] == '.')) ++end;
  std::string_view word = c.line.substr(c.pos, end - c.pos);
  if (word.find('#') != std::string_view::npos) return std::string(word);
  for (const auto& table : t_.enums) {
    if (!table->punctuated || !table->names_registers()) continue;
    const auto* e = longest_name(*table, c);
    if (e && !e->name.empty() && !std::all_of(e->name.begin(), e->name.end(), is_ident_char)) {
      size_t stop = c.pos;
      while (stop < c.line.size() && c.line[stop] != ',' && c.line[stop] != ' ' && c.line[stop] != '\t') ++stop;
      return std::string(c.line.substr(c.pos, stop - c.pos));
    }
  }
  return {};
}

// "'->t' is a destination": the name written at `c` when an operand type with a `title`, other
// than `t`, takes it (a name that cannot be a symbol); empty otherwise.
std::string OperandParser::titled_name_at(const desc::OperandType& t, const Cursor& c) const {
  for (const auto& other : t_.operand_types) {
    if (other->kind != OperandKind::Enum || other->title.empty() || other->table == t.table || !other->table->punctuated) continue;
    const auto* e = longest_name(*other->table, c);
    if (e && !e->name.empty() && !std::all_of(e->name.begin(), e->name.end(), is_ident_char))
      return fmt::format("'{}' is {}", e->name, other->title);
  }
  return {};
}

// The reason an operand refuses the number `v`: a `refuse` key written as a number ("0x032"), or null.
static const std::string* refused_number(const desc::OperandType& t, int64_t v) {
  for (const auto& [name, why] : t.refuse) {
    if (name.empty() || !std::isdigit(static_cast<unsigned char>(name[0]))) continue;
    char* end = nullptr;
    const unsigned long long k = std::strtoull(name.c_str(), &end, 0);
    if (end && *end == 0 && k == static_cast<unsigned long long>(v)) return &why;
  }
  return nullptr;
}

namespace {

std::string_view rest_of(const Cursor& c) {
  auto s = c.line.substr(c.pos);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

}  // namespace

// `hints: {usage: ...}` words an instruction's syntax for its messages (linx041's pc.push: the
// forms and what their operands are); else the template's operand names.
std::string OperandParser::usage(const desc::Form& insn) {
  if (auto h = insn.hints.find("usage"); h != insn.hints.end()) return h->second;
  return insn.usage();
}

std::string OperandParser::expr_message(const ExprError& err) const {
  if (err.no_operand)
    if (auto m = t_.messages.find("expected_expression"); m != t_.messages.end()) return m->second;
  return err.message;
}

std::string OperandParser::describe(const desc::OperandType& t) const {
  switch (t.kind) {
    case OperandKind::Reg: {
      const auto& rc = *t.reg_class;
      return fmt::format("a {} register ({}0..{}{})", rc.title, rc.prefix, rc.prefix, rc.count - 1);
    }
    case OperandKind::Enum:
      // An operand type's `title` is what a message calls it, its names in brackets.
      if (!t.title.empty() && !t.table->suffix_style) return fmt::format("{} ({})", t.title, compact_names(*t.table));
      return fmt::format("a {} name{}", t.table->name, t.numeric ? fmt::format(" or a number 0..{}", (uint64_t{1} << t.bits) - 1) : "");
    case OperandKind::PcRel:
      return t.title.empty() ? "a label or address" : t.title;
    case OperandKind::FieldSet:
      return fmt::format("{} parts or a number", t.name);
    case OperandKind::Pattern:
      return fmt::format("a {} ({})", t.name, t.pattern.front().literal);
    default:
      return fmt::format("an immediate ({})", range_text(t));
  }
}

bool OperandParser::is_register_name(std::string_view w) const {
  for (const auto& rc : t_.reg_classes) {
    if (!rc->written) continue;  // the simulator's classes reserve no name
    for (const auto& [name, idx] : rc->specials)
      if (w == name) return true;
    if (w.size() <= rc->prefix.size() || w.substr(0, rc->prefix.size()) != rc->prefix) continue;
    auto digits = w.substr(rc->prefix.size());
    if (std::all_of(digits.begin(), digits.end(), [](char ch) { return ch >= '0' && ch <= '9'; })) return true;
  }
  return false;
}

// The first identifier of an expression's text that names a register, or empty.
std::string_view OperandParser::register_in(std::string_view text) const {
  for (size_t i = 0; i < text.size();) {
    const char ch = text[i];
    if (!is_ident_char(ch)) {  // an operator or a space
      ++i;
      continue;
    }
    size_t j = i + 1;  // a word: a number (0x1f) or an identifier
    while (j < text.size() && is_ident_char(text[j])) ++j;
    std::string_view word = text.substr(i, j - i);
    // A register with a dotted suffix ("R226.reuse", "R2.64") is a register too, not a symbol.
    if (size_t dot = word.find('.'); dot != std::string_view::npos && dot > 0 && is_register_name(word.substr(0, dot))) word = word.substr(0, dot);
    if (!std::isdigit(static_cast<unsigned char>(ch)) && is_register_name(word)) return word;
    i = j;
  }
  return {};
}

std::string OperandParser::range_text(const desc::OperandType& t) const {
  unsigned b = t.bits;
  std::string scale = t.scale_log2 ? fmt::format(", a multiple of {}", 1u << t.scale_log2) : "";
  switch (t.kind) {
    case OperandKind::SImm:
    case OperandKind::PcRel: {
      int64_t lo = -(int64_t{1} << (b - 1)) << t.scale_log2, hi = ((int64_t{1} << (b - 1)) - 1) << t.scale_log2;
      return fmt::format("signed {}-bit: {}..{}{}", b, lo, hi, scale);
    }
    case OperandKind::Reg:
      return fmt::format("{}0..{}{}", t.reg_class->prefix, t.reg_class->prefix, t.reg_class->count - 1);
    default: {
      uint64_t hi = b >= 64 ? UINT64_MAX : ((uint64_t{1} << b) - 1) << t.scale_log2;
      return fmt::format("unsigned {}-bit: 0..{}{}", b, hi, scale);
    }
  }
}

std::pair<std::string, std::string> OperandParser::number_error(const desc::Form& insn, size_t op, int64_t value) const {
  const auto& slot = insn.operands[op];
  const desc::OperandType& t = *slot.type;
  if (!t.range_message.empty()) return {t.range_message, ""};
  int64_t scale = int64_t{1} << t.scale_log2;
  if ((t.kind == OperandKind::SImm || t.kind == OperandKind::UImm) && scale > 1 && value % scale != 0) {
    auto h = insn.hints.find("align");
    return {fmt::format("value {} is not a multiple of {}: '{}' encodes operand '{}' divided by {}", value, scale, insn.mnemonic, slot.name, scale),
            h != insn.hints.end() ? h->second : range_text(t)};
  }
  return {fmt::format("value {} is out of range for operand '{}'", value, slot.name), range_text(t)};
}

// One of the source space's 32-bit float texts at c ("-0.5"), not running on into more of a
// number or a word: moves past it and gives its bits.
bool OperandParser::source_float_at(Cursor& c, uint64_t& bits) const {
  size_t best = 0;
  for (const auto& r : t_.sources.ranges)
    for (size_t i = 0; r.kind == desc::SourceRange::Float && i < r.text32.size() && i < r.bits32.size(); ++i) {
      const std::string& s = r.text32[i];
      const size_t end = c.pos + s.size();
      if (s.size() > best && c.line.substr(c.pos, s.size()) == s && (end >= c.line.size() || !(is_ident_char(c.line[end]) || c.line[end] == '.')))
        best = s.size(), bits = r.bits32[i];
    }
  c.pos += best;
  return best != 0;
}

bool OperandParser::immediate(const desc::Form& insn, int idx, Cursor& c, ExprArena& arena,
                              SymbolResolver& syms, int64_t& value, ExprId& expr, ParseFailure& fail) const {
  const desc::OperandType& t = *insn.operands[idx].type;
  const std::string& name = insn.operands[idx].name;
  int col = c.col();
  size_t start = c.pos;
  // A name another operand of this instruction takes, spelled so that it cannot be a symbol
  // ("t#2"): the operands are out of place.
  for (const auto& other : insn.operands) {
    if (other.type->kind != OperandKind::Enum || other.type->table == t.table || !other.type->table->punctuated) continue;
    const auto* e = longest_name(*other.type->table, c);
    if (e && !std::all_of(e->name.begin(), e->name.end(), is_ident_char))
      return fail_at(fail, col, fmt::format("'{}' is a {} name; operand '{}' takes {}", e->name, other.type->table->name, name, describe(t)),
                     fmt::format("syntax: {}", usage(insn)));
  }
  if (t.kind == OperandKind::PcRel)
    if (std::string word = register_like_word(c); !word.empty())
      return fail_at(fail, col, fmt::format("'{}' is not a label: operand '{}' takes {}", word, name, describe(t)),
                     fmt::format("syntax: {}", usage(insn)));
  // A float written for an f32 operand ("0.5", "-INF") is its bits; a hex number stays raw bits.
  if (uint32_t bits = 0; t.print == desc::PrintStyle::F32 || t.print == desc::PrintStyle::F64Hi) {
    const std::string_view rest = c.line.substr(c.pos);
    if (size_t n = t.print == desc::PrintStyle::F32 ? parse_f32(rest, bits) : parse_f64hi(rest, bits)) {
      if (!codec::operand_from_number(t, bits, value))
        return fail_at(fail, col, fmt::format("value {:#x} is out of range for operand '{}'", bits, name), range_text(t));
      c.pos += n;
      expr = -1;
      return true;
    }
  }
  // A float text the printer writes for a Source-style operand ("0.5") is the bits it stands for.
  // (llvm-mc 19 writes the low half of the float's double there, 0 for 0.5, and so does not read
  // back what llvm-objdump prints; simtloom keeps its own round trip.)
  if (uint64_t bits = 0; t.print == desc::PrintStyle::Source && source_float_at(c, bits)) {
    if (!codec::operand_from_number(t, static_cast<int64_t>(bits), value))
      return fail_at(fail, col, fmt::format("value {:#x} is out of range for operand '{}'", bits, name), range_text(t));
    expr = -1;
    return true;
  }
  ExprError err;
  TableSymbols table_syms(t.symbols, syms);
  ExprId e = parse_expr(c, arena, table_syms, err);
  if (e < 0) return fail_at(fail, err.col, expr_message(err));
  // Register names are reserved: "u17" here means another form of the instruction.
  std::string_view written = c.line.substr(start, c.pos - start);
  while (!written.empty() && (written.back() == ' ' || written.back() == '\t')) written.remove_suffix(1);
  if (std::string_view reg = register_in(written); !reg.empty())  // also inside an expression: "-UR18"
    return fail_at(fail, col, fmt::format("'{}' is a register; operand '{}' takes {}", arena[e].kind == ExprNode::Symbol ? written : reg,
                                          name, describe(t)));
  const ExprNode& n = arena[e];
  if (n.kind == ExprNode::Const && (t.kind != OperandKind::PcRel || t.raw_const)) {
    if (!codec::operand_from_number(t, n.value, value)) {
      auto [msg, hint] = number_error(insn, static_cast<size_t>(idx), n.value);
      return fail_at(fail, col, std::move(msg), std::move(hint));
    }
    expr = -1;
    return true;
  }
  expr = e;
  return true;
}

bool OperandParser::operand(const desc::Form& insn, int idx, Cursor& c, ExprArena& arena, SymbolResolver& syms,
                            ParsedOperands& out, ParseFailure& fail) const {
  const auto& op = insn.operands[idx];
  const desc::OperandType& t = *op.type;
  if (t.kind == OperandKind::Enum && t.table->suffix_style) {
    out.cols[idx] = c.col();
    if (static_cast<unsigned>(idx) < insn.prefix_operands && !prefix_name(insn, idx, c, fail)) return false;
    return suffix(insn, idx, c, out, fail);
  }
  const bool after_blank = c.peek() == ' ' || c.peek() == '\t';
  c.skip_space();
  int col = c.col();
  out.cols[idx] = col;
  if (t.kind == OperandKind::Pattern) {
    if (t.optional && !c.line.substr(c.pos).starts_with(t.pattern.front().literal)) {
      out.values[idx] = static_cast<int64_t>(t.default_value);
      return true;
    }
    return pattern(t, op.name, c, out.values[idx], fail);
  }
  if (t.kind == OperandKind::Reg && t.optional) {
    // Present when a register of the class (and the `follow` text) is written here.
    size_t save = c.pos;
    int64_t v = 0;
    if (try_register(*t.reg_class, c, v) && c.accept(t.follow)) {
      out.values[idx] = v;
      return true;
    }
    c.pos = save;
    out.values[idx] = static_cast<int64_t>(t.default_value);
    return true;
  }
  if (t.offset_space) {
    // " 0x4" after the operand before it, or nothing (0).
    if (!after_blank || !(is_digit(c.peek()) || c.peek() == '-')) {
      out.values[idx] = 0;
      return true;
    }
  } else if (t.offset_form && c.peek() != '+' && c.peek() != '-') {
    out.values[idx] = 0;
    return true;
  }
  if (t.offset_form && c.peek() == '+') c.accept('+');
  if (t.optional && c.at_end()) {
    out.values[idx] = static_cast<int64_t>(t.default_value);
    return true;
  }
  if (c.at_end() || c.peek() == ',') {
    if (auto m = t_.messages.find("missing_operand"); m != t_.messages.end())
      return fail_at(fail, out.mnemonic_col, m->second, fmt::format("syntax: {}", usage(insn)));
    return fail_at(fail, col, fmt::format("missing operand '{}': expected {}", op.name, describe(t)),
                   fmt::format("syntax: {}", usage(insn)));
  }
  if (t.kind == OperandKind::Reg && t.pair) {
    // "URn, URn+pair": the second register is implied by the first and must be written as such.
    int64_t v = 0;
    if (!try_register(*t.reg_class, c, v))
      return fail_at(fail, col, fmt::format("expected {} for operand '{}'", describe(t), op.name), fmt::format("syntax: {}", usage(insn)));
    if (t.has_accept && (v < t.accept_lo || v > t.accept_hi))
      return fail_at(fail, col,
                     t.range_message.empty() ? fmt::format("register '{}' cannot start the pair of operand '{}'", c.line.substr(static_cast<size_t>(col - 1), c.pos - static_cast<size_t>(col - 1)), op.name)
                                             : t.range_message,
                     fmt::format("write {0}n, {0}n+{1} with n = {2}..{3}", t.reg_class->prefix, t.pair, t.accept_lo, t.accept_hi));
    std::string second = fmt::format("{}{}", t.reg_class->prefix, v + t.pair);
    c.skip_space();
    bool ok = c.accept(',');
    c.skip_space();
    if (!ok || !c.accept(std::string_view(second)) || is_ident_char(c.peek()))
      return fail_at(fail, c.col(), fmt::format("operand '{}' is a register pair: expected '{}' here", op.name, second));
    out.values[idx] = v;
    return true;
  }
  switch (t.kind) {
    case OperandKind::Reg: {
      const auto& rc = *t.reg_class;
      size_t word_start = c.pos;
      auto word = c.ident();
      // A register name holds no '.': in "R3.reuse" the register is R3 and ".reuse" is left for the
      // suffix the template writes after it (sm90's reuse flags).
      if (auto dot = word.find('.'); dot != std::string_view::npos && dot > 0) {
        Cursor head{c.line.substr(0, word_start + dot), word_start};
        int64_t v = 0;
        if (try_register(rc, head, v) && head.pos == word_start + dot) {
          c.pos = word_start + dot;
          word = word.substr(0, dot);
        }
      }
      if (word.empty())
        return fail_at(fail, col, fmt::format("expected {} for operand '{}'", describe(t), op.name), fmt::format("syntax: {}", usage(insn)));
      // `accept: lo..hi` on a register type: the assembler takes only those registers (the
      // decoder reads any).
      auto take = [&](int64_t v) {
        if (t.has_accept && (v < t.accept_lo || v > t.accept_hi))
          return fail_at(fail, col, t.range_message.empty() ? fmt::format("register '{}' is not allowed for operand '{}'", word, op.name) : t.range_message);
        out.values[idx] = v;
        return true;
      };
      for (const auto& [sname, sidx] : rc.specials)
        if (word == sname) return take(sidx);
      if (word.size() > rc.prefix.size() && word.substr(0, rc.prefix.size()) == rc.prefix) {
        auto digits = word.substr(rc.prefix.size());
        bool all = !digits.empty() && digits.size() <= 6;
        unsigned v = 0;
        for (char ch : digits) all = all && is_digit(ch), v = v * 10 + static_cast<unsigned>(ch - '0');
        if (all && (digits.size() == 1 || digits[0] != '0')) {
          if (v >= rc.count)
            return fail_at(fail, col, fmt::format("register '{}' does not exist: {} registers are {}0..{}{}", word, rc.title, rc.prefix, rc.prefix, rc.count - 1));
          if (v % t.stride)
            return fail_at(fail, col,
                           fmt::format("operand '{}' names the first of {} {} registers, so it must be a multiple of {}; '{}' is not",
                                       op.name, t.stride, rc.title, t.stride, word),
                           fmt::format("use {}{} or {}{}", rc.prefix, v - v % t.stride, rc.prefix, v - v % t.stride + t.stride));
          return take(v);
        }
      }
      // Name the class the word does belong to, if any.
      for (const auto& other : t_.reg_classes) {
        if (other.get() == &rc || word.substr(0, other->prefix.size()) != other->prefix) continue;
        auto digits = word.substr(other->prefix.size());
        if (digits.empty() || digits.size() > 6 || !std::all_of(digits.begin(), digits.end(), is_digit)) continue;
        if (std::stoul(std::string(digits)) >= other->count)
          return fail_at(fail, col, fmt::format("register '{}' does not exist: {} registers are {}0..{}{}", word, other->title,
                                                other->prefix, other->prefix, other->count - 1),
                         fmt::format("operand '{}' takes {}", op.name, describe(t)));
        return fail_at(fail, col, fmt::format("'{}' is a {} register; operand '{}' takes {}", word, other->title, op.name, describe(t)));
      }
      return fail_at(fail, col, fmt::format("unknown register '{}': operand '{}' takes {}", word, op.name, describe(t)));
    }
    case OperandKind::Enum: {
      size_t save = c.pos;
      // The longest name written here that does not run on into more of a word; a '.' ends a
      // name that has none, so "t#1.sw" is the name t#1 and then a suffix.
      if (const auto* e = longest_name(*t.table, c)) {
        if (e->decode_only)  // a name the disassembler prints and the assembler refuses
          return fail_at(fail, col, t.range_message.empty() ? fmt::format("operand '{}' cannot be '{}'", op.name, e->name) : t.range_message,
                         fmt::format("operand '{}' takes {}", op.name, describe(t)));
        c.pos += e->name.size();
        out.values[idx] = static_cast<int64_t>(e->value);
        return true;
      }
      if (t.loose_numbers) {
        std::string canon;
        const size_t n = loose_name(c, canon);
        const auto* e = n ? t.table->find(canon) : nullptr;
        if (e && !e->decode_only) {
          c.pos += n;
          out.values[idx] = static_cast<int64_t>(e->value);
          return true;
        }
        // A bracketed list that is none of the names: what is wrong in it, where (quad_perm:[4,0,0,0]).
        if (auto le = list_name_error(t, c))
          return fail_at(fail, col + static_cast<int>(le->at - c.pos), std::move(le->message),
                         fmt::format("operand '{}' takes one of: {}", op.name, compact_names(*t.table)));
        if (n) return unknown_name(t, op.name, canon, col, fail);
      }
      auto word = name_word(*t.table, c);
      if (!word.empty()) {
        // Another spelling of a name (an alias: linx041's TR1 for t#1, R5 for a3).
        if (const auto* e = t.table->find(word)) {
          out.values[idx] = static_cast<int64_t>(e->value);
          return true;
        }
        if (!(t.numeric && syms.is_defined(word))) return unknown_name(t, op.name, word, col, fail);
      }
      c.pos = save;
      if (!t.numeric) {
        if (std::string other = titled_name_at(t, c); !other.empty())
          return fail_at(fail, col, fmt::format("{}; operand '{}' takes {}", other, op.name, describe(t)), fmt::format("syntax: {}", usage(insn)));
        return fail_at(fail, col, fmt::format("expected {} for operand '{}'", describe(t), op.name));
      }
      if (!immediate(insn, idx, c, arena, syms, out.values[idx], out.exprs[idx], fail)) return false;
      // A number the operand refuses (`refuse: {"0x032": why}`: a read-only SSR by its id).
      if (out.exprs[idx] < 0)
        if (const std::string* why = refused_number(t, out.values[idx]))
          return fail_at(fail, col, fmt::format("operand '{}' cannot be {:#x}", op.name, out.values[idx]),
                         fmt::format("{}; it takes: {}", *why, compact_names(*t.table)));
      return true;
    }
    case OperandKind::Src:
      return source(t, c, arena, syms, out.values[idx], out.exprs[idx], fail);
    case OperandKind::Keyed:
      return fail_at(fail, col, "internal: keyed operand outside a keyed set");
    case OperandKind::FieldSet: {
      // The symbolic form when the operand starts with `name(`, else a number.
      size_t save = c.pos;
      auto word = c.ident();
      bool symbolic;
      if (t.rules.call.empty()) {
        symbolic = !word.empty() && c.peek() == '(';
      } else {
        c.skip_space();
        symbolic = word == t.rules.call && c.peek() == '(';
      }
      c.pos = save;
      if (symbolic) return t.rules.call.empty() ? field_set(t, c, out.values[idx], fail) : call_form(t, c, out.values[idx], fail);
      if (!immediate(insn, idx, c, arena, syms, out.values[idx], out.exprs[idx], fail)) return false;
      if (out.exprs[idx] >= 0 && t.rules.messages.count("expected_number"))
        return fail_at(fail, col, t.rules.message("expected_number", op.name));
      return true;
    }
    default:
      return immediate(insn, idx, c, arena, syms, out.values[idx], out.exprs[idx], fail);
  }
}

// The pattern's literal text and parts in order: "[R---:B0-----:R-:W1:Y:S04]". An error names
// the part that is wrong (its `invalid` message says what it holds), where it is, and shows the
// notation with the value of an omitted operand as an example.
bool OperandParser::pattern(const desc::OperandType& t, const std::string& name, Cursor& c, int64_t& value, ParseFailure& fail) const {
  uint64_t acc = 0;
  std::string shape, example;
  for (const auto& piece : t.pattern) {
    if (piece.part < 0) {
      shape += piece.literal, example += piece.literal;
      continue;
    }
    const auto& sf = t.subfields[piece.part];
    shape += "{" + sf.name + "}";
    uint64_t d = sf.get(t.default_value);
    if (!sf.chars.empty()) {
      for (unsigned i = 0; i < sf.chars.size(); ++i) example += (d >> i) & 1 ? sf.chars[i] : sf.clear.size() == 1 ? sf.clear[0] : sf.clear[i];
    } else if (sf.table) {
      const auto* e = sf.table->find(d);
      example += e ? e->name : std::to_string(d);
    } else {
      example += fmt::format("{:0{}}", d, sf.digits);
    }
  }
  std::string title = t.title.empty() ? name : t.title;
  std::string hint = fmt::format("a {} is written {}, e.g. {}", title, shape, example);
  auto label = [](const desc::SubField& sf) { return sf.title.empty() ? sf.name : sf.title; };
  auto bad_part = [&](const desc::SubField& sf, int col, std::string_view found, std::string fallback) {
    auto it = sf.messages.find("invalid");
    std::string what = it != sf.messages.end() ? it->second : std::move(fallback);
    return fail_at(fail, col, fmt::format("bad {} in the {}: {}; found '{}'", label(sf), title, what, found), hint);
  };
  auto piece_text = [&](size_t from) {  // up to the next literal character of the pattern
    size_t e = from;
    while (e < c.line.size() && c.line[e] != ':' && c.line[e] != ']' && c.line[e] != ',' && c.line[e] != ' ' && c.line[e] != '\t') ++e;
    return c.line.substr(from, e - from);
  };
  const desc::SubField* prev = nullptr;
  // Blanks may stand between a list's items (llvm-mc takes `dpp8:[7, 6, 5, 4, 3, 2, 1, 0]`).
  auto skip_blanks = [&] { while (c.peek() == ' ' || c.peek() == '\t') ++c.pos; };
  for (const auto& piece : t.pattern) {
    if (piece.part < 0) {
      const size_t before = c.pos;
      if (piece.literal.front() == ',' || piece.literal.front() == ']') skip_blanks();
      if (c.accept(std::string_view(piece.literal))) {
        if (piece.literal.back() == ',' || piece.literal.back() == '[') skip_blanks();
        continue;
      }
      c.pos = before;
      std::string where = prev ? fmt::format("after the {}", label(*prev)) : "to start it";
      size_t e = c.pos;
      while (e < c.line.size() && e - c.pos < 8 && c.line[e] != ' ' && c.line[e] != '\t') ++e;
      std::string_view found = e == c.pos ? std::string_view(c.at_end() ? "the end of the line" : "a space") : c.line.substr(c.pos, e - c.pos);
      return fail_at(fail, c.col(), fmt::format("bad {}: expected '{}' {}; found '{}'", title, piece.literal, where, found), hint);
    }
    const auto& sf = t.subfields[piece.part];
    prev = &sf;
    uint64_t x = 0;
    if (!sf.chars.empty()) {
      size_t from = c.pos;
      for (unsigned i = 0; i < sf.chars.size(); ++i) {
        char ch = c.peek();
        char clear = sf.clear.size() == 1 ? sf.clear[0] : sf.clear[i];
        if (ch == sf.chars[i]) x |= uint64_t{1} << i;
        else if (ch != clear)
          return bad_part(sf, c.col(), piece_text(from),
                          fmt::format("place {} is '{}' or '{}'{}", i + 1, sf.chars[i], clear,
                                      ch == ':' || ch == ']' || ch == 0 ? fmt::format(" ({} places in all)", sf.chars.size()) : ""));
        ++c.pos;
      }
    } else if (sf.table) {
      const desc::EnumEntry* best = nullptr;
      for (const auto& e : sf.table->entries)
        if (!e.name.empty() && c.line.substr(c.pos).starts_with(e.name) && (!best || e.name.size() > best->name.size())) best = &e;
      std::vector<std::string_view> names;
      for (const auto& e : sf.table->entries) names.push_back(e.name);
      if (!best || !piece_text(c.pos + best->name.size()).empty())
        return bad_part(sf, c.col(), piece_text(c.pos), fmt::format("one of {}", fmt::join(names, " ")));
      c.pos += best->name.size();
      x = best->value;
    } else {
      int col = c.col();
      std::string_view text = piece_text(c.pos);
      bool ok = !text.empty() && text.size() <= 19 && std::all_of(text.begin(), text.end(), is_digit);
      if (ok) x = std::stoull(std::string(text));
      if (!ok || x > sf.max()) return bad_part(sf, col, text, fmt::format("a number 0..{}", sf.max()));
      c.pos += text.size();
    }
    acc |= (x & sf.max()) << sf.lo;
  }
  value = static_cast<int64_t>(acc);
  return true;
}

// `name(value)` parts: any order, joined by the type's separators; omitted parts at their default.
bool OperandParser::field_set(const desc::OperandType& t, Cursor& c, int64_t& value, ParseFailure& fail) const {
  const auto& ru = t.rules;
  uint64_t acc = 0;
  for (const auto& sf : t.subfields) acc |= (sf.default_value & sf.max()) << sf.lo;
  std::vector<bool> seen(t.subfields.size(), false);
  for (;;) {
    int col = c.col();
    auto name = c.ident();
    if (name.empty()) return fail_at(fail, col, ru.message("expected_field", ""));
    size_t k = 0;
    while (k < t.subfields.size() && t.subfields[k].name != name) ++k;
    // NAME_sat(N): the part NAME, saturating (vmcnt_sat(100) is vmcnt's maximum).
    bool saturate = false;
    if (k == t.subfields.size() && !ru.saturate_suffix.empty() && name.size() > ru.saturate_suffix.size() &&
        name.ends_with(ru.saturate_suffix)) {
      auto base = name.substr(0, name.size() - ru.saturate_suffix.size());
      k = 0;
      while (k < t.subfields.size() && t.subfields[k].name != base) ++k;
      saturate = k < t.subfields.size();
    }
    if (k == t.subfields.size()) return fail_at(fail, col, ru.message("bad_field", name));
    if (ru.repeat_error && seen[k]) return fail_at(fail, col, ru.message("duplicate", name));
    const auto& sf = t.subfields[k];
    c.skip_space();
    if (!c.accept('(')) return fail_at(fail, c.col(), ru.message("expected_open", name));
    c.skip_space();
    int vcol = c.col();
    uint64_t v = 0;
    if (sf.table) {
      auto word = c.ident();
      if (word.empty()) return fail_at(fail, vcol, ru.message("expected_value", name));
      const auto* e = sf.table->find(word);
      if (!e) return fail_at(fail, vcol, ru.message("bad_value", word));
      v = e->value;
    } else {
      ExprArena local;
      NoSymbols none;
      ExprError err;
      ExprId e = parse_expr(c, local, none, err);
      if (e < 0) return fail_at(fail, err.col, err.col == vcol ? ru.message("bad_expression", name) : err.message);
      if (local[e].kind != ExprNode::Const) return fail_at(fail, vcol, ru.message("not_absolute", name));
      if (local[e].value < 0 || static_cast<uint64_t>(local[e].value) > sf.max()) {
        if (!saturate) return fail_at(fail, ru.value_error_at_name ? col : vcol, ru.message("too_large", name));
        v = sf.max();
      } else {
        v = static_cast<uint64_t>(local[e].value);
      }
    }
    c.skip_space();
    if (!c.accept(')')) return fail_at(fail, c.col(), ru.message("expected_close", name));
    uint64_t mask = sf.max() << sf.lo;
    if (ru.repeat_or && seen[k]) acc |= (v & sf.max()) << sf.lo;
    else acc = (acc & ~mask) | ((v & sf.max()) << sf.lo);
    seen[k] = true;
    c.skip_space();
    if (c.at_end()) break;
    // "&&" and "||" are operators (one token each, as llvm-mc's lexer reads them), not separators.
    bool doubled = (c.peek() == '&' || c.peek() == '|') && c.peek(1) == c.peek();
    if (!ru.separators.empty() && ru.separators.find(c.peek()) != std::string::npos && !doubled) {
      ++c.pos;
      c.skip_space();
      if (c.at_end() || !is_ident_start(c.peek())) return fail_at(fail, c.col(), ru.message("expected_field", ""));
      continue;
    }
    if (ru.separator_required) break;  // what follows is not part of this operand
    if (!is_ident_start(c.peek())) return fail_at(fail, c.col(), ru.message("expected_field", ""));
  }
  value = static_cast<int64_t>(acc);
  return true;
}

// Whether the first part's value `v` names an entry that takes part k (attribute `takes`).
static bool takes_part(const desc::SubField& first, bool known, uint64_t v, size_t k) {
  if (!known || !first.table) return false;
  const auto* e = first.table->find(v);
  if (!e) return false;
  auto it = e->attrs.find("takes");
  return std::stoul(it == e->attrs.end() ? std::string("1") : it->second) > k;
}

// `call(p0, p1, ...)`: parts by position, each a name from its table or an absolute number. The
// text is read first, then checked part by part (as llvm-mc does): a name's own part count
// (entry attribute `takes`), then each value.
bool OperandParser::call_form(const desc::OperandType& t, Cursor& c, int64_t& value, ParseFailure& fail) const {
  const auto& ru = t.rules;
  const auto& parts = t.subfields;
  auto msg = [](const desc::SubField& sf, const char* key) {
    auto it = sf.messages.find(key);
    return it == sf.messages.end() ? fmt::format("invalid {} in {}", key, sf.name) : it->second;
  };
  c.ident();
  c.skip_space();
  c.accept('(');
  struct Written {
    int col = 0;
    uint64_t v = 0;
    bool given = false, negative = false, unsupported = false, by_name = false;
  };
  std::vector<Written> w(parts.size());
  const desc::EnumEntry* named = nullptr;  // parts[0] written as a name
  for (size_t k = 0; k < parts.size(); ++k) {
    const auto& sf = parts[k];
    c.skip_space();
    w[k].col = c.col();
    w[k].given = true;
    size_t save = c.pos;
    auto word = c.ident();
    bool done = false;
    if (!word.empty()) {
      // A later part's names are its own table's when the first part's value (named or a
      // number) is one whose entry takes this part; else its `other_enum` names, if any.
      bool names_here = k == 0 || takes_part(parts[0], w[0].given && !w[0].unsupported && !w[0].negative, w[0].v, k);
      const desc::EnumTable* tab = names_here ? sf.table : sf.other_table;
      const auto* e = tab ? tab->find(word) : nullptr;
      if (e) {
        w[k].v = e->value;
        w[k].by_name = true;
        if (k == 0) named = e;
        done = true;
      } else if (names_here && sf.unsupported && sf.unsupported->find(word)) {
        w[k].unsupported = true;
        done = true;
      }
    }
    if (!done) {
      c.pos = save;
      ExprArena local;
      NoSymbols none;
      ExprError err;
      ExprId e = parse_expr(c, local, none, err);
      if (e < 0) return fail_at(fail, err.col, err.col == w[k].col ? ru.message("bad_expression", sf.name) : err.message);
      if (local[e].kind != ExprNode::Const) return fail_at(fail, w[k].col, msg(sf, "expected"));
      w[k].negative = local[e].value < 0;
      w[k].v = static_cast<uint64_t>(local[e].value);
    }
    c.skip_space();
    if (k + 1 < parts.size() && c.accept(',')) continue;
    for (size_t j = k + 1; j < parts.size(); ++j) w[j].given = false;
    break;
  }
  size_t given = static_cast<size_t>(std::count_if(w.begin(), w.end(), [](const Written& x) { return x.given; }));
  // call_short: one part or all of them ("hwreg(HW_REG_MODE, 0)" lacks a comma, as llvm-mc says).
  if (ru.call_short && given > 1 && given < parts.size() && c.peek() == ')') return fail_at(fail, c.col(), ru.message("expected_comma", ""));
  if (!c.accept(')')) return fail_at(fail, c.col(), ru.message("expected_close", ""));
  bool strict = (named || w[0].unsupported) && !ru.call_short;
  if (w[0].unsupported) return fail_at(fail, w[0].col, msg(parts[0], "unsupported"));
  unsigned takes = named && named->attrs.count("takes") ? static_cast<unsigned>(std::stoul(named->attrs.at("takes"))) : 1;
  uint64_t acc = 0;
  for (size_t k = 0; k < parts.size(); ++k) {
    const auto& sf = parts[k];
    if (k > 0 && strict) {
      if (w[k].given && k >= takes) return fail_at(fail, w[k].col, msg(sf, "absent"));
      if (!w[k].given && k < takes) return fail_at(fail, w[0].col, msg(sf, "missing"));
      if (w[k].unsupported) return fail_at(fail, w[k].col, msg(sf, "unsupported"));
      if (w[k].given && sf.table && !sf.table->find(w[k].v)) return fail_at(fail, w[k].col, msg(sf, "invalid"));
    }
    if (w[k].unsupported) return fail_at(fail, w[k].col, msg(sf, "unsupported"));
    if (ru.call_short && !w[k].given) {
      acc |= (sf.default_value & sf.max()) << sf.lo;  // hwreg(ID): the other parts at their defaults
      continue;
    }
    // A number stands for the field value + bias (a name is the field value itself).
    int64_t field = static_cast<int64_t>(w[k].v) - (w[k].by_name ? 0 : sf.bias);
    if (w[k].negative || field < 0 || static_cast<uint64_t>(field) > sf.max()) return fail_at(fail, w[k].col, msg(sf, "invalid"));
    acc |= static_cast<uint64_t>(field) << sf.lo;
  }
  value = static_cast<int64_t>(acc);
  return true;
}

namespace {

// How a mode is written, for hints: "swizzle(SWAP,N)", "swizzle(BITMASK_PERM,"ccccc")".
std::string mode_usage(const desc::OperandType& t, const desc::CallMode& m) {
  std::string s = t.rules.call + "(" + m.name;
  for (const auto& a : m.args) s += a.length ? ",\"" + std::string(a.length, 'c') + "\"" : std::string(",N");
  return s + ")";
}

std::string mode_names(const desc::OperandType& t) {
  std::vector<std::string_view> names;
  for (const auto& m : t.call_modes) names.push_back(m.name);
  return fmt::format("{}", fmt::join(names, ", "));
}

}  // namespace

// `key:call(MODE, ...)` or `key:N` (an absolute expression within the operand's bits).
bool OperandParser::keyed_call(const desc::Form& insn, int idx, Cursor& c, ExprArena& arena, SymbolResolver& syms, ParsedOperands& out,
                               ParseFailure& fail) const {
  const auto& t = *insn.operands[idx].type;
  c.skip_space();
  int col = c.col();
  out.cols[idx] = col;
  size_t save = c.pos;
  if (c.ident() == t.rules.call) return call_mode(t, c, out.values[idx], fail);
  c.pos = save;
  if (!immediate(insn, idx, c, arena, syms, out.values[idx], out.exprs[idx], fail)) return false;
  if (out.exprs[idx] >= 0)
    return fail_at(fail, col, t.rules.message("expected_number", insn.operands[idx].name),
                   fmt::format("write a number or {}(MODE,...), MODE one of {}", t.rules.call, mode_names(t)));
  return true;
}

// call(MODE, a1, ...) after its name: each argument is checked as it is read, as llvm-mc does
// (a bad lane id is reported before a missing comma after it).
bool OperandParser::call_mode(const desc::OperandType& t, Cursor& c, int64_t& value, ParseFailure& fail) const {
  const auto& ru = t.rules;
  c.skip_space();
  if (!c.accept('(')) return fail_at(fail, c.col(), ru.message("expected_open", ""), fmt::format("write {}(MODE,...)", ru.call));
  c.skip_space();
  int mode_col = c.col();
  auto word = c.ident();
  const desc::CallMode* mode = nullptr;
  for (const auto& m : t.call_modes)
    if (m.name == word) mode = &m;
  if (!mode) return fail_at(fail, mode_col, ru.message("expected_mode", ""), fmt::format("modes: {}", mode_names(t)));
  const std::string usage = fmt::format("syntax: {}", mode_usage(t, *mode));
  uint64_t acc = mode->fixed_value;
  std::vector<int64_t> nums;
  for (const auto& a : mode->args) {
    c.skip_space();
    if (!c.accept(',')) return fail_at(fail, c.col(), ru.message("expected_comma", ""), usage);
    c.skip_space();
    int col = c.col();
    uint64_t bits = 0;
    std::string why;
    if (a.length) {
      size_t end = c.peek() == '"' ? c.line.find('"', c.pos + 1) : std::string_view::npos;
      if (end == std::string_view::npos) return fail_at(fail, col, a.message("expected"), fmt::format("{}, the string in double quotes", usage));
      if (!a.store_string(c.line.substr(c.pos + 1, end - c.pos - 1), bits, why))
        return fail_at(fail, col, a.message(why), fmt::format("{} characters, each one of '{}'", a.length, a.chars));
      c.pos = end + 1;
      nums.push_back(0);
    } else {
      ExprArena local;
      NoSymbols none;
      ExprError err;
      ExprId e = parse_expr(c, local, none, err);
      if (e < 0) return fail_at(fail, err.col, expr_message(err), usage);
      if (local[e].kind != ExprNode::Const) return fail_at(fail, col, ru.message("not_absolute", ""), usage);
      int64_t n = local[e].value;
      if (!a.store_number(n, nums, bits, why))
        return fail_at(fail, col, a.message(why),
                       why == "power_of_two" ? std::string("write a power of two")
                       : a.below >= 0        ? fmt::format("the range is {}..{} here", a.min, std::min(a.max, nums[static_cast<size_t>(a.below)] - 1))
                                             : fmt::format("the range is {}..{}", a.min, a.max));
      nums.push_back(n);
    }
    acc |= bits;
  }
  c.skip_space();
  if (!c.accept(')')) return fail_at(fail, c.col(), ru.message("expected_close", ""), usage);
  value = static_cast<int64_t>(acc);
  return true;
}

// A name of a prefix operand (sm90's guard "@P0"): text that starts like its names ('@') must be
// one of them, or one of its aliases; says what is wrong and what to write otherwise.
bool OperandParser::prefix_name(const desc::Form& insn, int idx, Cursor& c, ParseFailure& fail) const {
  const auto& op = insn.operands[idx];
  const desc::OperandType& t = *op.type;
  const desc::EnumTable& table = *t.table;
  char lead = 0;
  for (const auto& e : table.entries)
    if (!e.name.empty()) {
      if (lead && e.name[0] != lead) return true;  // no common first character: nothing to check
      lead = e.name[0];
    }
  if (!lead || c.peek() != lead) return true;
  size_t end = c.pos;
  while (end < c.line.size() && c.line[end] != ' ' && c.line[end] != '\t') ++end;
  std::string_view word = c.line.substr(c.pos, end - c.pos);
  if (table.find(word)) return true;
  std::string title = t.title.empty() ? t.name : t.title;
  std::string what = t.range_message.empty() ? describe(t) : t.range_message;
  // A name of the same operand of another prefix (a uniform guard on a general instruction).
  for (const auto& p : t_.prefixes)
    for (const auto& po : p.operands)
      if (po.name == op.name && po.type != &t && po.type->table)
        if (const auto* e = po.type->table->find(word)) {
          const auto* mine = table.find(e->value);
          std::string other = po.type->title.empty() ? po.type->name : po.type->title;
          std::string same = !mine ? "" : !mine->name.empty() ? mine->name : mine->aliases.empty() ? "" : mine->aliases.front();
          return fail_at(fail, c.col(), fmt::format("'{}' is a {}: {} takes a {}", word, other, insn.name, title),
                         same.empty() ? what : fmt::format("did you mean '{}'? {}", same, what));
        }
  // "@P7": a register index that has a special name (PT), or that does not exist.
  size_t k = 0;
  while (k < word.size() && !std::isalnum(static_cast<unsigned char>(word[k]))) ++k;
  std::string_view core = word.substr(k);
  for (const auto& rc : t_.reg_classes) {
    if (core.size() <= rc->prefix.size() || !core.starts_with(rc->prefix)) continue;
    auto digits = core.substr(rc->prefix.size());
    if (!std::all_of(digits.begin(), digits.end(), is_digit) || digits.size() > 6) continue;
    unsigned n = static_cast<unsigned>(std::stoul(std::string(digits)));
    for (const auto& [sname, sidx] : rc->specials)
      if (sidx == n) {
        std::string cand = std::string(word.substr(0, k)) + sname;
        if (table.find(cand))
          return fail_at(fail, c.col(), fmt::format("{} '{}' does not exist: {} {} is written {}", title, word, rc->title, core, sname),
                         fmt::format("did you mean '{}'? {}", cand, what));
      }
    if (n >= rc->count)
      return fail_at(fail, c.col(), fmt::format("{} '{}' does not exist: {} registers are {}0..{}{}", title, word, rc->title,
                                                rc->prefix, rc->prefix, rc->count - 1), what);
  }
  std::vector<std::string_view> names;
  for (const auto& e : table.entries) {
    if (e.placeholder) continue;
    if (!e.name.empty()) names.push_back(e.name);
    for (const auto& a : e.aliases) names.push_back(a);
  }
  auto m = closest_match(word, names);
  return fail_at(fail, c.col(), fmt::format("unknown {} '{}'", title, word), m.empty() ? what : fmt::format("did you mean '{}'? {}", m, what));
}

// A suffix written where it stands (".rne" right after "cvt.f32.f16"): the longest name that
// matches and is not followed by more of a word, else the empty name when the table has one.
bool OperandParser::suffix(const desc::Form& insn, int idx, Cursor& c, ParsedOperands& out, ParseFailure& fail) const {
  const desc::EnumTable& table = *insn.operands[idx].type->table;
  const desc::EnumEntry* best = nullptr;
  const desc::EnumEntry* empty = nullptr;
  // Text the template writes right after this suffix ("2" in cvt{st}2{dt}, "i" in cmp{cc}i) may
  // follow it directly.
  std::string_view then;
  // Where the template writes a blank next, a '.' after a name is more of a dotted modifier chain:
  // sm90's ".U" is no name of "BRA.U.ANY -0x40" (else ".ANY -0x40" would be read as an expression).
  bool blank_next = false;
  for (size_t k = 0; k + 1 < insn.tokens.size(); ++k)
    if (insn.tokens[k].kind == TemplateToken::Operand && insn.tokens[k].operand == idx) {
      if (insn.tokens[k + 1].kind == TemplateToken::Literal) then = insn.tokens[k + 1].text;
      blank_next = insn.tokens[k + 1].kind == TemplateToken::Space || (!then.empty() && then.front() == ' ');
      break;
    }
  // Only for tables of modifier chains (names such as ".INC.U"): elsewhere a '.' may start what follows.
  blank_next = blank_next && std::any_of(table.entries.begin(), table.entries.end(), [](const auto& e) { return e.name.find('.', 1) != std::string::npos; });
  size_t best_len = 0;
  auto consider = [&](const desc::EnumEntry& e, const std::string& name) {
    if (c.line.substr(c.pos, name.size()) != name) return;
    char next = c.peek(name.size());
    // A name that ends in a letter or digit must not run on into a longer word (".U32" in ".U32X");
    // one that ends in punctuation (sm90's "!" before "P0", "-" before "R3") may be followed by anything.
    char last = name.empty() ? '.' : name.back();
    bool ends_in_word = std::isalnum(static_cast<unsigned char>(last)) || last == '_';
    bool word_goes_on = ends_in_word && (std::isalnum(static_cast<unsigned char>(next)) || next == '_') &&
                        (then.empty() || c.line.substr(c.pos + name.size(), then.size()) != then);
    if (next == '.' && blank_next) word_goes_on = true;
    if (!word_goes_on && (!best || name.size() > best_len)) best = &e, best_len = name.size();
  };
  for (const auto& e : table.entries) {
    for (const auto& a : e.aliases) consider(e, a);
    if (e.name.empty()) {
      empty = &e;
      continue;
    }
    consider(e, e.name);
  }
  if (!best && !(c.peek() == '.' && blank_next)) best = empty, best_len = 0;
  if (!best) {
    size_t end = c.pos;
    while (end < c.line.size() && c.line[end] != ' ' && c.line[end] != '\t' && c.line[end] != ',') ++end;
    std::string_view written = c.line.substr(c.pos, end - c.pos);
    for (const auto& [name, why] : insn.operands[idx].type->refuse)
      if (name == written)
        return fail_at(fail, c.col(), fmt::format("operand '{}' cannot be '{}'", insn.operands[idx].name, written),
                       fmt::format("{}; it takes: {}", why, compact_names(table)));
    std::vector<std::string_view> names;
    for (const auto& e : table.entries)
      if (!e.placeholder) names.push_back(e.name);
    auto m = closest_match(written, names);
    std::string h = written.empty() ? std::string() : doc_hint(table, written);
    // A type's title (with its article) words it for the user: "'.zz' is not an integer type".
    const std::string& title = insn.operands[idx].type->title;
    std::string msg = !title.empty() ? (written.empty() ? fmt::format("expected {} after '{}'", title, insn.mnemonic) : fmt::format("'{}' is not {}", written, title))
                      : written.empty() ? fmt::format("expected a {} suffix after '{}'", table.name, insn.mnemonic)
                                        : fmt::format("unknown {} suffix '{}'", table.name, written);
    return fail_at(fail, c.col(), std::move(msg),
                   !h.empty() ? h : m.empty() ? fmt::format("suffixes: {}", fmt::join(names, " ")) : fmt::format("did you mean '{}'?", m));
  }
  c.pos += best_len;
  out.values[idx] = static_cast<int64_t>(best->value);
  return true;
}

// A keyed operand written as one of its `choices` ("mul:2"): the member it sets (c moves past
// the text), or -1.
int OperandParser::keyed_choice(const desc::Form& insn, std::span<const int> members, Cursor& c, ParsedOperands& out) const {
  for (int m : members) {
    const desc::EnumTable* table = insn.operands[m].type->choices;
    if (!table) continue;
    size_t len = 0;
    auto written = [&](const std::string& name) {
      len = spelled_at(c.line, c.pos, name);
      return len && !is_ident_char(c.peek(len));
    };
    for (const auto& e : table->entries) {
      const std::string* hit = written(e.name) ? &e.name : nullptr;
      for (const auto& a : e.aliases)  // another spelling (MIMG's dim:2D for dim:SQ_RSRC_IMG_2D)
        if (!hit && written(a)) hit = &a;
      if (hit) {
        c.pos += len;
        out.values[m] = static_cast<int64_t>(e.value);
        return m;
      }
    }
  }
  return -1;
}

// A keyed list's value after "key:": "[b0,b1,...]", each 0 or 1, element i the value bit list_bits[i].
// The bits no element sets keep the type's default (VOP3P's op_sel_hi of a two-source opcode: the
// third source's bit, which llvm-mc writes 1 and the decoder ignores). As llvm-mc, 1 to 4 elements:
// missing ones are 0, extra ones must be 0 (llvm-mc drops them; a 1 there is refused rather than lost).
bool OperandParser::keyed_list(const desc::OperandType& t, Cursor& c, int64_t& value, ParseFailure& fail) const {
  auto message = [&](const char* key, std::string_view fallback) {
    auto m = t_.messages.find(key);
    std::string text(m == t_.messages.end() ? fallback : std::string_view(m->second));
    if (auto at = text.find("{key}"); at != std::string::npos) text.replace(at, 5, t.key);
    return text;
  };
  const std::string bad = t_.sources.message("invalid");
  if (!c.accept('[')) return fail_at(fail, c.col(), message("list_open", bad));
  value = static_cast<int64_t>(t.default_value & ~t.list_mask);
  constexpr size_t kMaxElements = 4;
  for (size_t i = 0;; ++i) {
    c.skip_space();
    char d = c.peek();
    if (d == ']' && i == 0) return fail_at(fail, c.col(), message("list_empty", bad));
    if (d != '0' && d != '1') return fail_at(fail, c.col(), message(is_digit(d) ? "list_value" : "list_element", bad));
    ++c.pos;
    const bool inside = i < t.list_bits.size();
    if (d == '1' && (!inside || t.list_bits[i] == desc::OperandType::kListZero)) return fail_at(fail, c.col() - 1, message("list_value", bad));
    if (d == '1') value |= int64_t{1} << t.list_bits[i];
    c.skip_space();
    if (c.accept(']')) return true;
    if (i + 1 == kMaxElements) return fail_at(fail, c.col(), message("list_close", bad));
    if (!c.accept(',')) return fail_at(fail, c.col(), message("list_comma", bad));
  }
}

// A run of keyed operands ("vm:1 ls:0"): any order, each at most once, omitted ones at default.
bool OperandParser::keyed_set(const desc::Form& insn, size_t& tok, Cursor& c, ExprArena& arena, SymbolResolver& syms,
                              ParsedOperands& out, ParseFailure& fail) const {
  // At most kMaxOperands members: fixed arrays keep this allocation-free per statement.
  int members_buf[codec::kMaxOperands];
  size_t member_count = 0;
  size_t k = tok;
  for (; k < insn.tokens.size(); ++k) {
    const auto& tk = insn.tokens[k];
    if (tk.kind == TemplateToken::Space) continue;
    if (tk.kind != TemplateToken::Operand || insn.operands[tk.operand].type->kind != OperandKind::Keyed) break;
    members_buf[member_count++] = tk.operand;
  }
  tok = k;
  // Operands after the set (gfx11 VOP3 DPP: clamp omod, then dpp_ctrl): a key that is not the
  // set's ends it and is theirs to read.
  bool more_after = false;
  for (size_t j = k; j < insn.tokens.size(); ++j) more_after |= insn.tokens[j].kind != TemplateToken::Space;
  std::span<const int> members(members_buf, member_count);
  for (int m : members) out.values[m] = static_cast<int64_t>(insn.operands[m].type->default_value);
  int seen_col[codec::kMaxOperands] = {};
  for (;;) {
    c.skip_space();
    if (c.accept(',')) c.skip_space();
    if (c.at_end() || !is_ident_start(c.peek())) return true;
    size_t save = c.pos;
    int col = c.col();
    if (int m = keyed_choice(insn, members, c, out); m >= 0) {
      if (seen_col[m])
        return fail_at(fail, col, fmt::format("duplicate {} field '{}'", insn.mnemonic, insn.operands[m].type->key),
                       fmt::format("it was already given at column {}; give each field once", seen_col[m]));
      seen_col[m] = out.cols[m] = col;
      continue;
    }
    auto key = c.ident();
    int found = -1;
    for (int m : members)
      if (insn.operands[m].type->key == key) found = m;
    if (found >= 0 && insn.operands[found].type->flag && c.peek() != ':') {
      // A flag: the bare key sets it.
      if (seen_col[found])
        return fail_at(fail, col, fmt::format("duplicate {} field '{}'", insn.mnemonic, key),
                       fmt::format("'{}' was already given at column {}; give each field once", key, seen_col[found]));
      seen_col[found] = col;
      out.cols[found] = col;
      out.values[found] = 1;
      continue;
    }
    if (c.peek() != ':') {
      c.pos = save;
      return true;
    }
    if (found < 0 && more_after) {
      c.pos = save;
      return true;
    }
    if (found < 0) {
      // "mul:3" where the choices are mul:2, mul:4, div:2: a value the key does not have.
      for (int m : members)
        if (const desc::EnumTable* table = insn.operands[m].type->choices) {
          std::vector<std::string_view> names;
          bool same_key = false;
          for (const auto& e : table->entries) {
            names.push_back(e.name);
            same_key |= e.name.size() > key.size() && e.name.compare(0, key.size(), key) == 0 && e.name[key.size()] == ':';
          }
          if (!same_key) continue;
          auto it = t_.messages.find("choice_value");
          std::string text = it == t_.messages.end() ? fmt::format("'{}:' takes another value here", key) : it->second;
          if (auto at = text.find("{key}"); at != std::string::npos) text.replace(at, 5, key);
          return fail_at(fail, col, std::move(text), fmt::format("{} is one of {}", insn.operands[m].type->key, fmt::join(names, ", ")));
        }
      std::vector<std::string_view> keys;
      for (int m : members) keys.push_back(insn.operands[m].type->key);
      auto s = closest_match(key, keys);
      return fail_at(fail, col, fmt::format("unknown {} field '{}'", insn.mnemonic, key),
                     s.empty() ? fmt::format("fields: {}", fmt::join(keys, ", ")) : fmt::format("did you mean '{}'?", s));
    }
    if (seen_col[found])
      return fail_at(fail, col, fmt::format("duplicate {} field '{}'", insn.mnemonic, key),
                     fmt::format("'{}' was already given at column {}; give each field once", key, seen_col[found]));
    seen_col[found] = col;
    ++c.pos;  // ':'
    out.cols[found] = c.col();
    const auto& t = *insn.operands[found].type;
    if (!t.call_modes.empty()) {
      if (!keyed_call(insn, found, c, arena, syms, out, fail)) return false;
      continue;
    }
    if (t.choices_only) return fail_at(fail, c.col(), t.range_message.empty() ? t_.sources.message("invalid") : t.range_message, range_text(t));
    if (auto m = t.rules.messages.find("unknown"); t.choices && m != t.rules.messages.end()) {
      // A bracketed value that none of the choices spells: at its first item, as llvm-mc says it.
      Cursor probe = c;
      probe.skip_space();
      if (probe.accept('[')) {
        probe.skip_space();
        return fail_at(fail, probe.col(), m->second, fmt::format("'{}:' takes one of: {}", key, compact_names(*t.choices)));
      }
    }
    if (!t.list_bits.empty()) {
      if (!keyed_list(t, c, out.values[found], fail)) return false;
      continue;
    }
    if (c.at_end() || c.peek() == ' ') return fail_at(fail, c.col(), fmt::format("missing value after '{}:'", key), range_text(t));
    if (!immediate(insn, found, c, arena, syms, out.values[found], out.exprs[found], fail)) {
      if (t.rules.value_error_at_name) fail.col = col;  // at the key, as llvm-mc reports it
      return false;
    }
  }
}

// Where the text at c is the template word `word` as another mode of the target writes it (a
// `tokens:` pair of a mode: wave64's vcc for vcc_lo, or vcc_lo read in wave64 mode), what to do
// about it; else empty.
std::string OperandParser::other_mode_spelling(std::string_view text, const Cursor& c) const {
  size_t n = 0;  // the literal's leading word ("vcc_lo" of "vcc_lo,")
  while (n < text.size() && is_ident_char(text[n])) ++n;
  const std::string_view word = text.substr(0, n);
  auto written = [&](std::string_view w) { return c.line.substr(c.pos, w.size()) == w && !is_ident_char(c.peek(w.size())); };
  for (const auto& m : t_.modes)
    for (const auto& [from, to] : m.tokens) {
      if (m.name == t_.mode && word == to && written(from))
        return fmt::format("'{}' is how the default mode writes '{}'; this source is assembled in mode {}", from, to, m.name);
      if (m.name != t_.mode && word == from && written(to))
        return fmt::format("'{}' is how mode {} writes '{}': assemble with --mode {}, or write '{}'", to, m.name, from, m.name, from);
    }
  return {};
}

bool OperandParser::tokens(const desc::Form& insn, const std::vector<TemplateToken>& toks, size_t first, Cursor& c,
                           ExprArena& arena, SymbolResolver& syms, ParsedOperands& out, ParseFailure& fail) const {
  for (size_t i = first; i < toks.size();) {
    const auto& tok = toks[i];
    switch (tok.kind) {
      case TemplateToken::Space:
        c.skip_space();
        ++i;
        break;
      case TemplateToken::Literal: {
        c.skip_space();
        // The word as another mode writes it (wave64's vcc where wave32 has vcc_lo; vcc_lo in
        // wave64, which would otherwise match as vcc and then fail at '_lo').
        if (std::string other = t_.modes.empty() ? std::string() : other_mode_spelling(tok.text, c); !other.empty()) {
          auto mm = t_.messages.find("other_mode_word");
          fail_at(fail, mm != t_.messages.end() ? out.mnemonic_col : c.col(),
                  mm != t_.messages.end() ? mm->second : "this word is written otherwise in this mode", other);
          fail.other_mode = true;
          return false;
        }
        if (!c.accept(tok.text)) {
          int col = c.col();
          if (c.at_end() && t_.messages.count("missing_operand"))
            return fail_at(fail, out.mnemonic_col, t_.messages.at("missing_operand"), fmt::format("syntax: {}", usage(insn)));
          if (c.at_end())
            return fail_at(fail, col, fmt::format("expected '{}': the instruction is incomplete", tok.text), fmt::format("syntax: {}", usage(insn)));
          // A target may word this as its assembler does (llvm-mc: "invalid operand for instruction").
          auto um = t_.messages.find("unexpected_operand");
          fail_at(fail, col, um != t_.messages.end() ? um->second : fmt::format("expected '{}', found '{}'", tok.text, rest_of(c)),
                  fmt::format("syntax: {}", usage(insn)));
          fail.literal = true;
          return false;
        }
        ++i;
        break;
      }
      case TemplateToken::Operand:
        if (insn.operands[tok.operand].type->kind == OperandKind::Keyed) {
          if (!keyed_set(insn, i, c, arena, syms, out, fail)) return false;
        } else {
          if (!operand(insn, tok.operand, c, arena, syms, out, fail)) return false;
          ++i;
        }
        break;
    }
  }
  return true;
}

bool OperandParser::parse_prefix(const desc::Form& insn, Cursor& c, ExprArena& arena, SymbolResolver& syms,
                                 ParsedOperands& out, ParseFailure& fail) const {
  if (!tokens(insn, insn.prefix_tokens, 0, c, arena, syms, out, fail)) return false;
  c.skip_space();
  return true;
}

bool OperandParser::skip_prefix(const desc::Target::Prefix& p, Cursor& c) const {
  // A throwaway instruction whose operands are the prefix's.
  desc::Form probe;
  probe.name = p.name;
  probe.operands = p.operands;
  probe.prefix_tokens = p.tokens;
  probe.prefix_operands = static_cast<unsigned>(p.operands.size());
  ExprArena arena;
  struct None : SymbolResolver {
    int32_t symbol_index(std::string_view) override { return 0; }
    int32_t dot_symbol() override { return 0; }
    bool is_defined(std::string_view) override { return false; }
  } none;
  ParsedOperands out;
  ParseFailure fail;
  return parse_prefix(probe, c, arena, none, out, fail);
}

bool OperandParser::parse(const desc::Form& insn, Cursor& c, ExprArena& arena, SymbolResolver& syms,
                          ParsedOperands& out, ParseFailure& fail) const {
  // tokens[0] is the mnemonic, already matched by the caller.
  if (out.mnemonic_col <= 0) out.mnemonic_col = std::max(1, c.col() - static_cast<int>(insn.mnemonic.size()));
  truncated_literal_col_ = 0;
  if (!tokens(insn, insn.tokens, 1, c, arena, syms, out, fail)) return false;
  out.truncated_literal_col = truncated_literal_col_;
  c.skip_space();
  if (!c.at_end())
    for (const auto& x : t_.extra_text)
      for (const auto& s : x.starts)
        if (c.line.substr(c.pos).starts_with(s)) return fail_at(fail, c.col(), x.message);
  if (!c.at_end() && t_.messages.count("expected_expression")) {
    // Read the extra text as one more operand would be read: an expression that does not parse
    // is reported where it fails.
    Cursor probe = c;
    ExprArena local;
    NoSymbols none;
    ExprError err;
    if (parse_expr(probe, local, none, err) < 0) return fail_at(fail, err.col, expr_message(err));
  }
  if (!c.at_end() && t_.messages.count("extra_operand")) return fail_at(fail, c.col(), t_.messages.at("extra_operand"));
  if (!c.at_end() && !insn.prefix.empty())
    if (const auto* p = t_.prefix(insn.prefix)) {
      // The prefix (a control code, a guard) written after the operands instead of before.
      Cursor probe = c;
      if (skip_prefix(*p, probe) && probe.pos > c.pos && probe.at_end()) {
        std::vector<std::string> what;
        for (const auto& o : p->operands) what.push_back(o.type->title.empty() ? o.name : o.type->title);
        std::string_view stmt = c.line.substr(static_cast<size_t>(std::max(1, out.mnemonic_col) - 1), c.pos - static_cast<size_t>(std::max(1, out.mnemonic_col) - 1));
        while (!stmt.empty() && (stmt.back() == ' ' || stmt.back() == '\t')) stmt.remove_suffix(1);
        return fail_at(fail, c.col(),
                       fmt::format("unexpected '{}' after the operands of '{}': the {} come before the mnemonic", rest_of(c),
                                   insn.mnemonic, fmt::join(what, " and the ")),
                       fmt::format("write: {} {}", rest_of(c), stmt));
      }
    }
  if (!c.at_end())
    return fail_at(fail, c.col(), fmt::format("unexpected '{}' after the operands of '{}'", rest_of(c), insn.mnemonic),
                   fmt::format("syntax: {}", usage(insn)));
  return true;
}

}  // namespace simtloom::assembler
