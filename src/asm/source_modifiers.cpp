// Source-operand modifiers (OperandType::src_mods): neg written "-x" or "neg(x)", abs written
// "|x|" or "abs(x)", both "-|x|", sext written "sext(x)", as llvm-mc reads them. A '-' before a number is the number's
// sign ("-4" is the inline constant -4), not the modifier.
#include "asm/operands.h"
#include "codec/source.h"

namespace simtloom::assembler {

namespace {

bool fail_mod(ParseFailure& f, int col, std::string msg) {
  f = {col, std::move(msg), {}};
  return false;
}

// Whether a number starts at c.pos + k (after blanks): digits or ".5".
bool number_at(const Cursor& c, size_t k) {
  while (c.peek(k) == ' ' || c.peek(k) == '\t') ++k;
  return is_digit(c.peek(k)) || (c.peek(k) == '.' && is_digit(c.peek(k + 1)));
}

// Whether a number written with a fraction or an exponent ("0.0", "-.5", "1e0") starts at c.
bool float_number_at(const Cursor& c) {
  size_t k = 0;
  while (c.peek(k) == ' ' || c.peek(k) == '\t') ++k;
  if (c.peek(k) == '-') ++k;
  if (!number_at(c, k)) return false;
  while (is_digit(c.peek(k))) ++k;
  return c.peek(k) == '.' || c.peek(k) == 'e' || c.peek(k) == 'E';
}

// "name(" at c (blanks allowed before the parenthesis): moves past it.
bool accept_call(Cursor& c, std::string_view name) {
  if (c.line.substr(c.pos, name.size()) != name || is_ident_char(c.peek(name.size()))) return false;
  size_t k = name.size();
  while (c.peek(k) == ' ' || c.peek(k) == '\t') ++k;
  if (c.peek(k) != '(') return false;
  c.pos += k + 1;
  return true;
}

// Where the text that closes a modifier opened at c.pos stands: the next `close` at depth 0 of
// parentheses, or npos.
size_t closing(const Cursor& c, char close) {
  int depth = 0;
  for (size_t p = c.pos; p < c.line.size(); ++p) {
    char ch = c.line[p];
    if (ch == close && depth == 0) return p;
    depth += ch == '(';
    depth -= ch == ')';
  }
  return std::string_view::npos;
}

}  // namespace

bool OperandParser::modified_source(const desc::OperandType& t, Cursor& c, ExprArena& arena, SymbolResolver& syms, int64_t& value,
                                    ExprId& expr, ParseFailure& fail) const {
  const desc::SourceSpace& sp = t_.sources;
  const int col = c.col();
  unsigned mods = 0;
  char closers[3];
  unsigned nclose = 0;
  // A float operand without modifier bits (an _e32 source) still takes neg and abs, as llvm-mc
  // does: on a constant they are folded into its sign bit (`-|4|` is 0x80000004); on anything
  // else they are an error at the operand.
  bool fold_neg = false, fold_abs = false;
  auto want = [&](int bit, bool& fold) {
    if (bit < 0) return t.src_float && !t.src_packed && (fold = true);  // packed halves have neg_lo/neg_hi instead
    mods |= 1u << bit;
    return true;
  };
  auto want_sext = [&] {
    if (t.src_sext_bit < 0) return false;
    mods |= 1u << t.src_sext_bit;
    return true;
  };
  if (c.peek() == '-' && !number_at(c, 1)) {
    if (!want(t.src_neg_bit, fold_neg)) return fail_mod(fail, col, sp.message("modifier"));
    ++c.pos;
    c.skip_space();
    if (c.peek() == '-') return fail_mod(fail, c.col(), sp.message("invalid"));
  } else if (accept_call(c, "neg")) {
    if (!want(t.src_neg_bit, fold_neg)) return fail_mod(fail, col, sp.message("modifier"));
    closers[nclose++] = ')';
    c.skip_space();
  }
  if (c.peek() == '|') {
    if (!want(t.src_abs_bit, fold_abs)) return fail_mod(fail, c.col(), sp.message("modifier"));
    ++c.pos;
    closers[nclose++] = '|';
    c.skip_space();
  } else if (accept_call(c, "abs")) {
    if (!want(t.src_abs_bit, fold_abs)) return fail_mod(fail, col, sp.message("modifier"));
    closers[nclose++] = ')';
    c.skip_space();
  }
  if (accept_call(c, "sext")) {
    if (!want_sext()) return fail_mod(fail, col, sp.message("modifier"));
    closers[nclose++] = ')';
    c.skip_space();
  }
  if (nclose == 0) {
    const int inner_col = c.col();
    const bool as_float = float_number_at(c);
    if (!plain_source(t, c, arena, syms, value, expr, fail)) return false;
    if ((fold_neg || fold_abs) && !fold(t, fold_neg, fold_abs, as_float, inner_col, value, expr, fail)) return false;
    value = codec::with_mods(value, mods);
    return true;
  }
  // The operand inside ends where its innermost modifier closes: read it on the line cut there,
  // so that "|4|" is not read as an expression "4 | ...".
  size_t end = closing(c, closers[nclose - 1]);
  if (end == std::string_view::npos) {
    Cursor rest = c;
    int64_t ignored = 0;
    ExprId e = -1;
    if (!plain_source(t, rest, arena, syms, ignored, e, fail)) return false;
    rest.skip_space();
    return fail_mod(fail, rest.col(), sp.message(closers[nclose - 1] == '|' ? "expected_bar" : "expected_paren"));
  }
  Cursor inner{c.line.substr(0, end), c.pos};
  const int inner_col = inner.col();
  const bool as_float = float_number_at(inner);
  if (!plain_source(t, inner, arena, syms, value, expr, fail)) return false;
  // A 64-bit operand's literal takes no modifier (llvm-mc 19: the literal is its high half).
  if (codec::is_literal(value) && t.src_width == 64) return fail_mod(fail, inner_col, sp.message("invalid"));
  inner.skip_space();
  if (!inner.at_end()) return fail_mod(fail, inner.col(), sp.message(closers[nclose - 1] == '|' ? "expected_bar" : "expected_paren"));
  c.pos = end + 1;
  for (unsigned k = nclose - 1; k-- > 0;) {
    c.skip_space();
    if (!c.accept(closers[k])) return fail_mod(fail, c.col(), sp.message(closers[k] == '|' ? "expected_bar" : "expected_paren"));
  }
  if ((fold_neg || fold_abs) && !fold(t, fold_neg, fold_abs, as_float, inner_col, value, expr, fail)) return false;
  value = codec::with_mods(value, mods);
  return true;
}

bool OperandParser::fold(const desc::OperandType& t, bool neg, bool abs, bool as_float, int col, int64_t& value, ExprId expr,
                         ParseFailure& fail) const {
  int64_t folded = 0;
  if (expr >= 0 || !codec::fold_sign_modifiers(t_.sources, t, value, neg, abs, as_float, folded))
    return fail_mod(fail, col, t_.sources.message("invalid"));
  value = folded;
  return true;
}

}  // namespace simtloom::assembler
