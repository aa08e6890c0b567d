// Assembler expressions: integers, symbols, '.', and C operators with C precedence.
// Parsed into a small tree in an arena; constant subtrees fold as they are parsed, so a plain
// number costs no allocation.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "asm/cursor.h"

namespace simtloom::assembler {

using ExprId = int32_t;  // index into ExprArena; -1 = none

struct ExprNode {
  enum Kind : uint8_t { Const, Symbol, Unary, Binary } kind = Const;
  char op = 0;      // Unary: - ~ !  Binary: + - * / % < > & | ^ L(<<) R(>>) E(==) N(!=) l(<=) g(>=) A(&&) O(||)
  int64_t value = 0;  // Const
  int32_t symbol = -1;  // Symbol: index into the symbol table
  ExprId a = -1, b = -1;
  int col = 0;  // where it starts, for messages
  int16_t spec = -1;  // Symbol: a relocation specifier written after it (`sym@rel32@lo`), see SymbolResolver
};

class ExprArena {
 public:
  ExprId add(const ExprNode& n) {
    nodes_.push_back(n);
    return static_cast<ExprId>(nodes_.size() - 1);
  }
  const ExprNode& operator[](ExprId i) const { return nodes_[i]; }
  ExprNode& operator[](ExprId i) { return nodes_[i]; }
  void clear() { nodes_.clear(); }
  size_t size() const { return nodes_.size(); }
  // Drops nodes added after a statement that turned out not to need them.
  void truncate(size_t n) { nodes_.resize(n); }

 private:
  std::vector<ExprNode> nodes_;
};

// Resolves a symbol name while parsing: returns its index in the symbol table (creating it if
// new). `dot` names the current location and is resolved by the caller's callback too.
struct SymbolResolver {
  virtual ~SymbolResolver() = default;
  virtual int32_t symbol_index(std::string_view name) = 0;
  virtual int32_t dot_symbol() = 0;  // a symbol bound to the current location
  virtual bool is_defined(std::string_view name) = 0;
  // A name that stands for a number where it is written (an operand type's `symbols:`): the
  // parser folds it as that constant. None by default.
  virtual bool constant(std::string_view, int64_t&) { return false; }
  // Relocation specifiers (`@rel32@lo` after a symbol): the index of one the target knows, -1
  // for an unknown one; `specifiers()` lists them for the message ("" = the target has none,
  // and '@' after a symbol is not part of the expression).
  virtual int specifier(std::string_view) { return -1; }
  virtual std::string specifiers() const { return {}; }
};

struct ExprError {
  int col = 0;
  std::string message;
  bool no_operand = false;  // nothing that can start an operand at `col` ("expected an expression")
};

// Parses an expression at the cursor. On error returns -1 and fills `err`.
ExprId parse_expr(Cursor& c, ExprArena& arena, SymbolResolver& syms, ExprError& err);

// Parses an integer literal (decimal, 0x hex, 0b binary, 0o octal, 'c' character) at the cursor.
bool parse_number(Cursor& c, int64_t& out, ExprError& err);
// An integer literal at `at` of c's line (parse_number's, after an optional '-'): its magnitude
// and sign; where it ends, or npos when there is none there.
size_t signed_number_at(const Cursor& c, size_t at, int64_t& magnitude, bool& negative);

}  // namespace simtloom::assembler
