// Source operands of the target's `sources:` code space (AMDGPU SSRC/VSRC): what llvm-mc
// accepts, with its messages at its columns.
#include <algorithm>
#include <bit>
#include <cstdlib>

#include "asm/operands.h"
#include "codec/source.h"

namespace simtloom::assembler {

namespace {

bool fail_src(ParseFailure& f, int col, std::string msg) {
  f = {col, std::move(msg), {}};
  return false;
}

// Decimal digits at c (at most 6), or false.
bool read_index(Cursor& c, unsigned& out) {
  size_t s = c.pos;
  out = 0;
  while (is_digit(c.peek()) && c.pos - s < 7) out = out * 10 + static_cast<unsigned>(c.peek() - '0'), ++c.pos;
  return c.pos > s;
}

// A floating-point constant at c: digits with a '.' or an exponent ("1.0", "-0.5", "2e3"); not
// hex, not a plain integer. Moves past it.
bool read_float(Cursor& c, double& out) {
  size_t p = c.pos;
  bool negative = c.peek() == '-';
  if (negative) {
    ++p;
    while (p < c.line.size() && (c.line[p] == ' ' || c.line[p] == '\t')) ++p;  // "- 1.0" is -1.0
  }
  size_t digits = p;
  while (p < c.line.size() && is_digit(c.line[p])) ++p;
  if (p == digits) return false;
  bool is_float = false;
  if (p < c.line.size() && c.line[p] == '.') {
    is_float = true;
    ++p;
    while (p < c.line.size() && is_digit(c.line[p])) ++p;
  }
  if (p < c.line.size() && (c.line[p] == 'e' || c.line[p] == 'E')) {
    size_t q = p + 1;
    if (q < c.line.size() && (c.line[q] == '+' || c.line[q] == '-')) ++q;
    if (q < c.line.size() && is_digit(c.line[q])) {
      is_float = true;
      p = q;
      while (p < c.line.size() && is_digit(c.line[p])) ++p;
    }
  }
  if (!is_float || (p < c.line.size() && is_ident_char(c.line[p]))) return false;
  std::string text(c.line.substr(digits, p - digits));
  out = std::strtod(text.c_str(), nullptr);
  if (negative) out = -out;
  c.pos = p;
  return true;
}

}  // namespace

// A 16-bit half of a register of range r (OperandType::src_halves), written NUMBER.l or NUMBER.h
// after the prefix; a register without its half, or past the first half of the range, is not
// one the operand takes.
bool OperandParser::halves_register(const desc::OperandType& t, const desc::SourceRange& r, std::string_view rest, int col, int64_t& value,
                                    ParseFailure& fail, bool& matched) const {
  matched = true;
  unsigned n = 0;
  Cursor d{rest, 0};
  const unsigned half = (r.last - r.first + 1) / 2;
  if (!read_index(d, n) || (rest.substr(d.pos) != ".l" && rest.substr(d.pos) != ".h")) return fail_src(fail, col, t_.sources.message("invalid"));
  if (n < r.base || n - r.base >= half) return fail_src(fail, col, t_.sources.message("range"));
  const unsigned code = r.first + (n - r.base) + (rest.back() == 'h' ? half : 0);
  if (!t.src_asm_allows(code)) return fail_src(fail, col, t_.sources.message("invalid"));
  value = code;
  return true;
}

// A register, register tuple or named code. `matched` says whether the text was one (an error
// then is about it); when not, the caller reads an expression.
bool OperandParser::source_register(const desc::OperandType& t, Cursor& c, int64_t& value, ParseFailure& fail, bool& matched) const {
  const desc::SourceSpace& sp = t_.sources;
  const std::string invalid = sp.message("invalid");
  const int col = c.col();
  const size_t start = c.pos;
  std::string_view word = c.ident();
  matched = false;
  if (word.empty()) return false;
  // A register before a '.' part of the syntax that follows it (sm90's 'R5.reuse'), in a target
  // none of whose registers has 16-bit halves (gfx11's 'v1.l', read below as one word).
  if (const size_t dot = word.find('.'); dot != std::string_view::npos && !halves_named_) {
    word = word.substr(0, dot);
    c.pos = start + dot;
  }
  const unsigned regs = t.src_regs();
  auto take = [&](unsigned code, unsigned size) {
    matched = true;
    if ((size != 0 && size != regs) || !t.src_asm_allows(code)) return fail_src(fail, col, invalid);
    value = code;
    return true;
  };
  for (const auto& r : sp.ranges) {
    if (r.kind != desc::SourceRange::Names) continue;
    for (size_t k = 0; k < r.names.size(); ++k)
      if (word == r.names[k] || (k < r.aliases.size() && !r.aliases[k].empty() && word == r.aliases[k])) {
        if (k < r.refuse.size() && !r.refuse[k].empty()) return matched = true, fail_src(fail, col, r.refuse[k]);
        return take(r.first + static_cast<unsigned>(k), r.pair.empty() ? 0 : 1);
      }
    if (!r.pair.empty() && word == r.pair) return take(r.first, 2);
  }
  for (const auto& r : sp.ranges) {
    if (r.kind != desc::SourceRange::Reg || !word.starts_with(r.prefix)) continue;
    std::string_view rest = word.substr(r.prefix.size());
    if (!t.src_halves.empty()) {  // true16: vN.l / vN.h; a tuple or another register's half is not one
      const size_t dot = rest.find('.');
      const bool digits = !rest.empty() && std::all_of(rest.begin(), rest.begin() + static_cast<long>(std::min(dot, rest.size())), is_digit);
      if (r.prefix == t.src_halves && rest.empty() && c.peek() == '[') return matched = true, fail_src(fail, col, invalid);
      if (r.prefix == t.src_halves && digits) return halves_register(t, r, rest, col, value, fail, matched);
      if (digits && dot != std::string_view::npos && (rest.substr(dot) == ".l" || rest.substr(dot) == ".h"))
        return matched = true, fail_src(fail, col, invalid);
    }
    unsigned lo = 0, hi = 0;
    Cursor d{rest, 0};
    if (!rest.empty()) {
      if (!read_index(d, lo) || !d.at_end()) continue;
      hi = lo;
    } else if (c.peek() == '[') {
      ++c.pos;
      if (!read_index(c, lo)) return matched = true, fail_src(fail, c.col(), invalid);
      hi = lo;
      if (c.accept(':') && !read_index(c, hi)) return matched = true, fail_src(fail, c.col(), invalid);
      if (!c.accept(']')) return matched = true, fail_src(fail, c.col(), invalid);
    } else {
      continue;
    }
    matched = true;
    unsigned top = r.base + (r.last - r.first);
    if (hi < lo || lo < r.base || hi > top) return fail_src(fail, col, sp.message("range"));
    unsigned size = hi - lo + 1;
    unsigned align = size < r.align_max ? size : r.align_max;
    if (size >= 2 && lo % align) return fail_src(fail, col, sp.message("alignment"));
    return take(r.first + (lo - r.base), size);
  }
  c.pos = start;
  return false;
}

bool OperandParser::source(const desc::OperandType& t, Cursor& c, ExprArena& arena, SymbolResolver& syms, int64_t& value, ExprId& expr,
                           ParseFailure& fail) const {
  return modified_source(t, c, arena, syms, value, expr, fail);
}

bool OperandParser::plain_source(const desc::OperandType& t, Cursor& c, ExprArena& arena, SymbolResolver& syms, int64_t& value,
                                 ExprId& expr, ParseFailure& fail) const {
  const desc::SourceSpace& sp = t_.sources;
  const int col = c.col();
  expr = -1;
  bool matched = false;
  if (source_register(t, c, value, fail, matched)) return true;
  if (matched) return false;
  double d = 0;
  if (read_float(c, d)) {
    if (!codec::src_from_float(sp, t, d, value)) return fail_src(fail, col, sp.message("invalid"));
    if (codec::is_literal(value) && t.src_constant_width() == 64 && (std::bit_cast<uint64_t>(d) & 0xffffffffu) != 0)
      truncated_literal_col_ = col;  // a 64-bit float literal holds the high half of the double
    return true;
  }
  ExprError err;
  ExprId e = parse_expr(c, arena, syms, err);
  if (e < 0) return fail_src(fail, err.col, expr_message(err));
  if (arena[e].kind == ExprNode::Const) {
    if (!codec::src_from_integer(sp, t, arena[e].value, value)) return fail_src(fail, col, sp.message("invalid"));
    return true;
  }
  // Known only later: a literal, whatever its value turns out to be (as llvm-mc does).
  if (sp.literal_code < 0 || !t.src_asm_allows(static_cast<uint64_t>(sp.literal_code))) return fail_src(fail, col, sp.message("invalid"));
  value = codec::kSrcLiteral;
  expr = e;
  return true;
}

}  // namespace simtloom::assembler
