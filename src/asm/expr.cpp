#include "asm/expr.h"

#include <cctype>

#include <fmt/format.h>

namespace simtloom::assembler {
namespace {

int precedence(char op) {
  switch (op) {
    case 'O': return 1;
    case 'A': return 2;
    case '|': return 3;
    case '^': return 4;
    case '&': return 5;
    case 'E': case 'N': return 6;
    case '<': case '>': case 'l': case 'g': return 7;
    case 'L': case 'R': return 8;
    case '+': case '-': return 9;
    case '*': case '/': case '%': return 10;
    default: return 0;
  }
}

// Reads a binary operator without consuming it; returns its code and length.
char peek_binary(const Cursor& c, size_t& len) {
  char a = c.peek(), b = c.peek(1);
  len = 2;
  if (a == '<' && b == '<') return 'L';
  if (a == '>' && b == '>') return 'R';
  if (a == '=' && b == '=') return 'E';
  if (a == '!' && b == '=') return 'N';
  if (a == '<' && b == '=') return 'l';
  if (a == '>' && b == '=') return 'g';
  if (a == '&' && b == '&') return 'A';
  if (a == '|' && b == '|') return 'O';
  len = 1;
  switch (a) {
    case '+': case '-': case '*': case '/': case '%': case '<': case '>': case '&': case '|': case '^':
      return a;
    default:
      return 0;
  }
}

bool fold(char op, int64_t x, int64_t y, int64_t& out) {
  uint64_t ux = static_cast<uint64_t>(x), uy = static_cast<uint64_t>(y);
  switch (op) {
    case '+': out = static_cast<int64_t>(ux + uy); return true;
    case '-': out = static_cast<int64_t>(ux - uy); return true;
    case '*': out = static_cast<int64_t>(ux * uy); return true;
    // Only a zero divisor fails; INT64_MIN / -1 wraps to INT64_MIN as + and * wrap (it is not a
    // division by zero, which the caller would say).
    case '/': if (y == 0) return false; out = y == -1 ? static_cast<int64_t>(0 - ux) : x / y; return true;
    case '%': if (y == 0) return false; out = y == -1 ? 0 : x % y; return true;
    case '&': out = x & y; return true;
    case '|': out = x | y; return true;
    case '^': out = x ^ y; return true;
    case 'L': out = y >= 64 || y < 0 ? 0 : static_cast<int64_t>(ux << y); return true;
    case 'R': out = y >= 64 || y < 0 ? (x < 0 ? -1 : 0) : x >> y; return true;
    case '<': out = x < y; return true;
    case '>': out = x > y; return true;
    case 'l': out = x <= y; return true;
    case 'g': out = x >= y; return true;
    case 'E': out = x == y; return true;
    case 'N': out = x != y; return true;
    case 'A': out = x && y; return true;
    case 'O': out = x || y; return true;
  }
  return false;
}

// Deeper nesting than any real program uses; the limit keeps the recursion off the stack's end.
constexpr int kMaxDepth = 256;

struct Parser {
  Cursor& c;
  ExprArena& arena;
  SymbolResolver& syms;
  ExprError& err;
  int depth = 0;

  struct Nest {
    int& d;
    explicit Nest(int& depth) : d(depth) { ++d; }
    ~Nest() { --d; }
  };

  ExprId fail(int col, std::string msg) {
    if (err.message.empty()) err = {col, std::move(msg)};
    return -1;
  }

  ExprId primary() {
    Nest nest(depth);
    c.skip_space();
    int col = c.col();
    if (depth > kMaxDepth) return fail(col, fmt::format("expression nested more than {} levels deep", kMaxDepth));
    char ch = c.peek();
    if (ch == '(') {
      c.accept('(');
      ExprId e = binary(1);
      if (e < 0) return e;
      c.skip_space();
      if (!c.accept(')')) return fail(c.col(), "expected ')' to close the parenthesis");
      return e;
    }
    if (ch == '-' || ch == '~' || ch == '!' || ch == '+') {
      c.accept(ch);
      ExprId a = primary();
      if (a < 0) return a;
      if (ch == '+') return a;
      ExprNode& n = arena[a];
      if (n.kind == ExprNode::Const) {
        n.value = ch == '-' ? static_cast<int64_t>(0 - static_cast<uint64_t>(n.value)) : ch == '~' ? ~n.value : !n.value;
        n.col = col;
        return a;
      }
      return arena.add({ExprNode::Unary, ch, 0, -1, a, -1, col});
    }
    if (is_digit(ch) || ch == '\'') {
      // Local label references: 1b / 1f.
      if (is_digit(ch)) {
        size_t k = 0;
        while (is_digit(c.peek(k))) ++k;
        char suf = c.peek(k);
        if ((suf == 'b' || suf == 'f') && !is_ident_char(c.peek(k + 1))) {
          std::string_view ref = c.line.substr(c.pos, k + 1);
          c.pos += k + 1;
          int32_t s = syms.symbol_index(ref);
          if (s < 0) return fail(col, fmt::format("no local label '{}' {} this point", ref.substr(0, k), suf == 'b' ? "before" : "after"));
          return arena.add({ExprNode::Symbol, 0, 0, s, -1, -1, col});
        }
      }
      int64_t v = 0;
      if (!parse_number(c, v, err)) return -1;
      return arena.add({ExprNode::Const, 0, v, -1, -1, -1, col});
    }
    if (ch == '.' && !is_ident_char(c.peek(1))) {
      c.accept('.');
      return arena.add({ExprNode::Symbol, 0, 0, syms.dot_symbol(), -1, -1, col});
    }
    if (is_ident_start(ch)) {
      auto name = c.ident();
      if (int64_t v = 0; c.peek() != '@' && syms.constant(name, v)) return arena.add({ExprNode::Const, 0, v, -1, -1, -1, col});
      ExprId id = arena.add({ExprNode::Symbol, 0, 0, syms.symbol_index(name), -1, -1, col});
      if (c.peek() == '@' && !syms.specifiers().empty()) return with_specifier(id);
      return id;
    }
    bool first = err.message.empty();
    if (c.at_end()) fail(col, "expected an expression");
    else fail(col, fmt::format("expected an expression, found '{}'", ch));
    if (first) err.no_operand = true;
    return -1;
  }

  // `@word@word...` after a symbol: the relocation specifier the operand's value needs.
  ExprId with_specifier(ExprId id) {
    const int at = c.col();
    size_t k = 1;
    while (is_ident_char(c.peek(k)) || (c.peek(k) == '@' && is_ident_char(c.peek(k + 1)))) ++k;
    std::string_view text = c.line.substr(c.pos + 1, k - 1);
    const int spec = syms.specifier(text);
    if (spec < 0) return fail(at, fmt::format("unknown relocation specifier '@{}' (this target has {})", text, syms.specifiers()));
    c.pos += k;
    arena[id].spec = static_cast<int16_t>(spec);
    return id;
  }

  ExprId binary(int min_prec) {
    ExprId lhs = primary();
    if (lhs < 0) return lhs;
    for (;;) {
      c.skip_space();
      size_t len = 0;
      char op = peek_binary(c, len);
      int prec = precedence(op);
      if (!op || prec < min_prec) return lhs;
      int col = c.col();
      c.pos += len;
      ExprId rhs = binary(prec + 1);
      if (rhs < 0) return rhs;
      const ExprNode &l = arena[lhs], &r = arena[rhs];
      if (l.kind == ExprNode::Const && r.kind == ExprNode::Const) {
        int64_t v = 0;
        if (!fold(op, l.value, r.value, v)) return fail(col, "division by zero in expression");
        arena[lhs].value = v;
        continue;
      }
      lhs = arena.add({ExprNode::Binary, op, 0, -1, lhs, rhs, arena[lhs].col});
    }
  }
};

}  // namespace

size_t signed_number_at(const Cursor& c, size_t at, int64_t& magnitude, bool& negative) {
  Cursor k = c;
  k.pos = at;
  negative = k.peek() == '-';
  k.pos += negative;
  ExprError err;
  if (!std::isdigit(static_cast<unsigned char>(k.peek())) || !parse_number(k, magnitude, err)) return std::string_view::npos;
  return k.pos;
}

bool parse_number(Cursor& c, int64_t& out, ExprError& err) {
  int col = c.col();
  if (c.peek() == '\'') {
    char ch = c.peek(1);
    size_t len = 3;
    if (ch == '\\') {
      char e = c.peek(2);
      ch = e == 'n' ? '\n' : e == 't' ? '\t' : e == '0' ? '\0' : e == 'r' ? '\r' : e;
      len = 4;
    }
    if (ch == '\'' && len == 3) {
      err = {col, "empty character constant: write one character between the quotes"};
      return false;
    }
    if (c.pos + len > c.line.size() || c.peek(len - 1) != '\'') {
      // Another quote later on the line closes a constant of several characters, which has no
      // single value; with none, the constant is unterminated.
      bool closed_later = c.pos + 1 < c.line.size() && c.line.find('\'', c.pos + len - 1) != std::string_view::npos;
      err = {col, closed_later ? "a character constant holds exactly one character" : "unterminated character constant"};
      return false;
    }
    c.pos += len;
    out = static_cast<unsigned char>(ch);
    return true;
  }
  int base = 10;
  if (c.peek() == '0' && (c.peek(1) == 'x' || c.peek(1) == 'X')) base = 16, c.pos += 2;
  else if (c.peek() == '0' && (c.peek(1) == 'b' || c.peek(1) == 'B')) base = 2, c.pos += 2;
  else if (c.peek() == '0' && (c.peek(1) == 'o' || c.peek(1) == 'O')) base = 8, c.pos += 2;
  uint64_t v = 0;
  bool any = false, overflow = false;
  for (;;) {
    char ch = c.peek();
    int d;
    if (ch >= '0' && ch <= '9') d = ch - '0';
    else if (ch >= 'a' && ch <= 'f') d = ch - 'a' + 10;
    else if (ch >= 'A' && ch <= 'F') d = ch - 'A' + 10;
    else if (ch == '_' && any) { ++c.pos; continue; }
    else break;
    if (d >= base) {
      if (is_ident_char(ch)) {
        err = {c.col(), fmt::format("invalid digit '{}' in base-{} number", ch, base)};
        return false;
      }
      break;
    }
    if (v > (UINT64_MAX - d) / base) overflow = true;
    v = v * base + d;
    any = true;
    ++c.pos;
  }
  if (!any) {
    err = {col, "expected digits after the number prefix"};
    return false;
  }
  if (is_ident_char(c.peek())) {
    err = {c.col(), fmt::format("unexpected '{}' in number", c.peek())};
    return false;
  }
  if (overflow) {
    err = {col, "number does not fit in 64 bits"};
    return false;
  }
  out = static_cast<int64_t>(v);
  return true;
}

ExprId parse_expr(Cursor& c, ExprArena& arena, SymbolResolver& syms, ExprError& err) {
  Parser p{c, arena, syms, err};
  return p.binary(1);
}

}  // namespace simtloom::assembler
