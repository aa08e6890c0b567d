// Prints decoded instructions through their syntax templates (the same templates the
// assembler parses), giving canonical text that reassembles to the same bits.
#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "codec/codec.h"

namespace simtloom::dis {

// Names an address (a label) for pc-relative operands; returns empty when there is none.
using SymbolizeFn = std::function<std::string_view(uint64_t addr)>;

class Printer {
 public:
  explicit Printer(const desc::Target& t) : t_(t) {}
  // Operands whose type has this role print as nothing (e.g. "control": dis --no-control).
  void hide_role(const std::string& role);
  // Appends the text of `mi`, located at `pc`, to `out`.
  void print(const codec::MCInst& mi, uint64_t pc, std::string& out, const SymbolizeFn& sym = {}) const;
  std::string text(const codec::MCInst& mi, uint64_t pc = 0) const {
    std::string s;
    print(mi, pc, s);
    return s;
  }
  // Appends one operand's text; returns false when the operand prints as nothing (a keyed
  // operand at its default).
  bool print_operand(const desc::OperandType& t, int64_t value, uint64_t pc, std::string& out, const SymbolizeFn& sym) const;

 private:
  void print_tokens(const std::vector<desc::TemplateToken>& tokens, const codec::MCInst& mi, uint64_t pc, std::string& out,
                    const SymbolizeFn& sym, size_t start, bool& pending_space) const;
  bool hidden(const desc::OperandType& t) const {
    for (const desc::OperandType* h : hidden_types_)
      if (h == &t) return true;
    return false;
  }
  const desc::Target& t_;
  std::vector<const desc::OperandType*> hidden_types_;  // those with a hidden role: few or none
};

// A src operand's text: a register or tuple (s[4:7]), a name, an inline constant, or a literal
// (in hex, or as the inline constant it equals).
void print_source(const desc::SourceSpace& sp, const desc::OperandType& t, int64_t value, std::string& out);

// A Pattern operand's text (e.g. "[R---:B0-----:R-:W1:Y:S04]").
void print_pattern(const desc::OperandType& t, uint64_t v, std::string& out);

// Immediates: decimal below 256 (and above -256), hexadecimal otherwise.
void append_int(std::string& out, int64_t v);
// An immediate in the operand type's print style.
void append_styled(std::string& out, int64_t v, desc::PrintStyle style);

}  // namespace simtloom::dis
