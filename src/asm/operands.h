// Parses an instruction's operands by walking its syntax template: the same tokens the
// disassembler prints with.
#pragma once
#include <algorithm>
#include <span>
#include <string>

#include "asm/cursor.h"
#include "asm/expr.h"
#include "codec/codec.h"

namespace simtloom::assembler {

struct ParsedOperands {
  int64_t values[codec::kMaxOperands];
  ExprId exprs[codec::kMaxOperands];  // an expression still to evaluate, or -1 when values[] is final
  int cols[codec::kMaxOperands];
  int mnemonic_col = 0;  // where the mnemonic starts, for "too few operands"-style messages (0: worked out by parse)
  // Where a float constant written for a 64-bit float source lost the low half of its bits (the
  // literal holds the high half): the assembler warns there, as llvm-mc does (0: none).
  int truncated_literal_col = 0;
  ParsedOperands() { reset(codec::kMaxOperands); }
  // Only the first `n` entries are set up (an instruction's operand count): this runs per statement.
  explicit ParsedOperands(size_t n) { reset(n); }
  void reset(size_t n) {
    for (size_t i = 0; i < n; ++i) values[i] = 0, exprs[i] = -1, cols[i] = 0;
  }
};

struct ParseFailure {
  int col = 0;
  std::string message, hint;
  // The template's punctuation did not match ("expected ','"): when another form of the
  // mnemonic fails at the same column for a reason about an operand, that reason says more.
  bool literal = false;
  // A template word written as another mode writes it (wave64's vcc for vcc_lo): the form the
  // source meant, whatever other forms of the mnemonic say.
  bool other_mode = false;
};

// The longest name of `table` written at c that is not followed by more of a name (a '.' may
// follow: it starts a suffix). Null when none.
const desc::EnumEntry* longest_name(const desc::EnumTable& table, const Cursor& c);

// The names of an enum table with runs of numbered names shortened ("t#1..t#8, zero, sp, a0..a7").
std::string compact_names(const desc::EnumTable& table);

class OperandParser {
 public:
  explicit OperandParser(const desc::Target& t)
      : t_(t), halves_named_(std::any_of(t.operand_types.begin(), t.operand_types.end(), [](const auto& o) { return !o->src_halves.empty(); })) {}
  // Parses the text after the mnemonic. On failure, `fail` says where and why.
  bool parse(const desc::Form& insn, Cursor& c, ExprArena& arena, SymbolResolver& syms, ParsedOperands& out,
             ParseFailure& fail) const;
  // Parses the text before the mnemonic (the instruction's prefix template, e.g. a control code
  // and a guard) into operands[0 .. prefix_operands). Stops where the prefix ends.
  bool parse_prefix(const desc::Form& insn, Cursor& c, ExprArena& arena, SymbolResolver& syms, ParsedOperands& out,
                    ParseFailure& fail) const;
  // Skips a prefix written with `tokens` (any of the target's prefixes) without keeping values:
  // how the assembler finds the mnemonic. False when the text does not fit the template.
  bool skip_prefix(const desc::Target::Prefix& p, Cursor& c) const;
  // The message and note for a number operand `op` of `insn` cannot hold: out of range, or not a
  // multiple of the operand's scale (the note then is the instruction's `align` hint, if any).
  std::pair<std::string, std::string> number_error(const desc::Form& insn, size_t op, int64_t value) const;
  // "unsigned 20-bit: 0..1048575" and similar, for range errors.
  std::string range_text(const desc::OperandType& t) const;
  // Whether `w` names a register of any class (prefix + digits, or a special name).
  bool is_register_name(std::string_view w) const;
  std::string_view register_in(std::string_view expression_text) const;
  // One of the target's 32-bit inline float texts at c (PrintStyle::Source): its bits.
  bool source_float_at(Cursor& c, uint64_t& bits) const;
  // An expression error as the target words it (messages: expected_expression).
  std::string expr_message(const ExprError& err) const;
  // "a uniform register (u0..u63)" and similar.
  std::string describe(const desc::OperandType& t) const;
  // The template as a user writes it: "csrr rd, csr".
  static std::string usage(const desc::Form& insn);
  // A register's name written where a label goes ("t#9", "->t"), or empty.
  std::string register_like_word(const Cursor& c) const;
  // "'->t' is a destination": a name another titled operand type takes, or empty.
  std::string titled_name_at(const desc::OperandType& t, const Cursor& c) const;

 private:
  bool operand(const desc::Form& insn, int idx, Cursor& c, ExprArena& arena, SymbolResolver& syms,
               ParsedOperands& out, ParseFailure& fail) const;
  bool unknown_name(const desc::OperandType& t, const std::string& operand, std::string_view word, int col, ParseFailure& fail) const;
  bool suffix(const desc::Form& insn, int idx, Cursor& c, ParsedOperands& out, ParseFailure& fail) const;
  bool prefix_name(const desc::Form& insn, int idx, Cursor& c, ParseFailure& fail) const;
  int keyed_choice(const desc::Form& insn, std::span<const int> members, Cursor& c, ParsedOperands& out) const;
  bool keyed_list(const desc::OperandType& t, Cursor& c, int64_t& value, ParseFailure& fail) const;
  bool keyed_set(const desc::Form& insn, size_t& tok, Cursor& c, ExprArena& arena, SymbolResolver& syms,
                 ParsedOperands& out, ParseFailure& fail) const;
  bool field_set(const desc::OperandType& t, Cursor& c, int64_t& value, ParseFailure& fail) const;
  // A src operand (asm/source_operand.cpp): a register, tuple or name of the target's source
  // codes, an integer or float constant (inline or literal), or an expression (a literal).
  bool source(const desc::OperandType& t, Cursor& c, ExprArena& arena, SymbolResolver& syms, int64_t& value, ExprId& expr,
              ParseFailure& fail) const;
  bool source_register(const desc::OperandType& t, Cursor& c, int64_t& value, ParseFailure& fail, bool& matched) const;
  bool halves_register(const desc::OperandType& t, const desc::SourceRange& r, std::string_view rest, int col, int64_t& value,
                       ParseFailure& fail, bool& matched) const;
  // A src operand with its modifiers (asm/source_modifiers.cpp): -x, |x|, neg(x), abs(x).
  bool modified_source(const desc::OperandType& t, Cursor& c, ExprArena& arena, SymbolResolver& syms, int64_t& value, ExprId& expr,
                       ParseFailure& fail) const;
  // neg/abs on an operand without modifier bits, folded into a constant (source_modifiers.cpp).
  // `as_float`: the constant was written as a float (0.0, which is the integer code of 0).
  bool fold(const desc::OperandType& t, bool neg, bool abs, bool as_float, int col, int64_t& value, ExprId expr, ParseFailure& fail) const;
  bool plain_source(const desc::OperandType& t, Cursor& c, ExprArena& arena, SymbolResolver& syms, int64_t& value, ExprId& expr,
                    ParseFailure& fail) const;
  bool call_form(const desc::OperandType& t, Cursor& c, int64_t& value, ParseFailure& fail) const;
  // A keyed value with call modes (desc/call_modes.h): call(MODE, args...) or a number.
  bool keyed_call(const desc::Form& insn, int idx, Cursor& c, ExprArena& arena, SymbolResolver& syms, ParsedOperands& out,
                  ParseFailure& fail) const;
  bool call_mode(const desc::OperandType& t, Cursor& c, int64_t& value, ParseFailure& fail) const;
  bool pattern(const desc::OperandType& t, const std::string& name, Cursor& c, int64_t& value, ParseFailure& fail) const;
  std::string other_mode_spelling(std::string_view text, const Cursor& c) const;
  bool tokens(const desc::Form& insn, const std::vector<desc::TemplateToken>& toks, size_t first, Cursor& c, ExprArena& arena,
              SymbolResolver& syms, ParsedOperands& out, ParseFailure& fail) const;
  bool immediate(const desc::Form& insn, int idx, Cursor& c, ExprArena& arena, SymbolResolver& syms,
                 int64_t& value, ExprId& expr, ParseFailure& fail) const;
  const desc::Target& t_;
  // plain_source's note of a truncated 64-bit float literal (ParsedOperands::truncated_literal_col)
  // for the form being parsed: parse() resets it and hands it on when the form fits.
  mutable int truncated_literal_col_ = 0;
  // Some operand type names 16-bit register halves (v1.l): a '.' inside a source word is then
  // part of its register's name.
  const bool halves_named_;
};

}  // namespace simtloom::assembler
