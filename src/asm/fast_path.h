// A pre-compiled parse for the operand forms nearly every line uses — registers, names, plain
// numbers and punctuation — so that a well-formed statement does not walk the general template
// parser (OperandParser), with its expression trees and its diagnostics.
//
// The fast path never decides anything the general parser would decide differently: each step
// either takes the text exactly as the general parser would (Ok), or knows that the general
// parser rejects this form too (Reject: the next form of the mnemonic is tried), or is unsure
// (an expression, a symbol, an unusual operand kind), and then the whole statement goes to the
// general parser, which also words every error.
#pragma once
#include <string_view>
#include <vector>

#include "asm/cursor.h"
#include "asm/operands.h"

namespace simtloom::assembler {

enum class FastResult { Ok, Reject, Unsure };

class FastPlan {
 public:
  // The plan for `insn`, or an empty plan (usable() false) when one of its tokens needs the
  // general parser (keyed sets, patterns, suffixes, optional operands, prefixes...).
  // `sources`: the target's source-operand codes, for src operands (null: none).
  explicit FastPlan(const desc::Form& insn, const desc::SourceSpace* sources = nullptr);
  bool usable() const { return usable_; }
  // Parses the text after the mnemonic into `out` (values, columns; no expressions).
  FastResult match(Cursor& c, ParsedOperands& out) const;
  const desc::Form& instruction() const { return insn_; }
  // Whether encode() applies: the first variant's format is at most 64 bits, each operand field
  // is one piece, no operand is stored as another value, and no bits are reserved.
  bool encodes_directly() const { return direct_; }
  // The first variant's word for operands from match(): what codec::encode computes for them.
  uint64_t encode(const ParsedOperands& po) const {
    uint64_t word = match_;
    for (size_t i = 0; i < insn_.operands.size(); ++i)
      word |= (codec::operand_to_field(*insn_.operands[i].type, po.values[i]) & places_[i].mask) << places_[i].shift;
    return word;
  }

 private:
  struct Step {
    enum Kind : uint8_t { Blank, Literal, Reg, Name, Number, Keyed, Src } kind;
    int operand = -1;
    std::string_view text;                    // Literal
    const desc::OperandType* type = nullptr;  // Reg, Name, Number
    size_t first = 0, count = 0;              // Keyed: the set's operands, members_[first .. first+count)
  };
  FastResult reg(const Step& s, Cursor& c, int64_t& value) const;
  FastResult number(const desc::OperandType& t, Cursor& c, int64_t& value) const;
  // A src operand written as a plain register (s5, v3), a name (vcc_lo) or a plain integer;
  // anything else (tuples, floats, expressions, anything wrong) is left to the general parser.
  FastResult source(const desc::OperandType& t, Cursor& c, int64_t& value) const;
  FastResult source_tuple(const desc::OperandType& t, std::string_view prefix, Cursor& probe, Cursor& c, int64_t& value) const;
  bool plain_integer(Cursor& c, int64_t& n) const;
  FastResult keyed(const desc::Form& insn, const Step& s, Cursor& c, ParsedOperands& out) const;
  const desc::Form& insn_;
  const desc::SourceSpace* sources_ = nullptr;
  std::vector<int> members_;
  std::vector<Step> steps_;
  // Enum tables of other operands whose names cannot be symbols ("t#2"): a number operand
  // written as one of them is an error the general parser reports.
  std::vector<const desc::EnumTable*> punctuated_;
  bool usable_ = true;
  struct Place {
    unsigned shift = 0;
    uint64_t mask = 0;
  };
  bool direct_ = false;
  uint64_t match_ = 0;
  Place places_[codec::kMaxOperands];
};

}  // namespace simtloom::assembler
