// What the assembler offers the directive handlers that live outside its driver (a target's
// code-object directives, asm/code_object.h): diagnostics at the statement, expressions, strings,
// sections, symbols and relocations.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "asm/cursor.h"
#include "obj/object.h"

namespace simtloom::assembler {

// Binding and visibility of a symbol, as .globl / .weak / .hidden and friends set them.
struct SymbolBinding {
  bool global = false, weak = false;
  uint8_t visibility = 0;  // STV_*
};

// How a section is created when first named: its ELF type and flags.
struct SectionSpec {
  bool exec = false, write = false, alloc = true;
  uint32_t elf_type = 1;  // SHT_PROGBITS
  uint64_t elf_flags = 0, entsize = 0;
  uint32_t align = 1;
};

class DirectiveHost {
 public:
  virtual ~DirectiveHost() = default;
  // Diagnostics at a column of the statement being assembled, or at a remembered location.
  virtual void error(int col, std::string msg, std::string hint = {}) = 0;
  virtual void error_at(const Location& loc, int col, std::string msg, std::string hint = {}) = 0;
  virtual void warning(int col, std::string msg, std::string hint = {}) = 0;
  // The target mode the source is assembled in ("": the default; asm --mode).
  virtual const std::string& target_mode() const = 0;
  virtual bool has_mode(const std::string& mode) const = 0;
  virtual const Location& location() const = 0;
  // An expression whose value must be known here (reports why not and returns nullopt).
  virtual std::optional<int64_t> absolute_expr(Cursor& c, const char* what) = 0;
  // A string in double quotes with escapes (reports and returns false when there is none).
  virtual bool string_literal(Cursor& c, std::string& out) = 0;
  // Reports text left on the statement.
  virtual bool end_of_statement(Cursor& c) = 0;
  virtual obj::Object& object() = 0;
  virtual int current_section() const = 0;
  // Creates the section with `spec` if it does not exist; returns its index.
  virtual int section(const std::string& name, const SectionSpec& spec) = 0;
  virtual void switch_to(int section) = 0;
  virtual void emit(const void* bytes, size_t n) = 0;
  // Defines `name` at the current position; false (reported) when it is already defined.
  virtual bool define_symbol(std::string_view name, int col, obj::Symbol::Type type, uint64_t size) = 0;
  virtual SymbolBinding binding(std::string_view name) = 0;
  virtual void set_binding(std::string_view name, const SymbolBinding& b) = 0;
  // A relocation at `offset` of the current section against `symbol` (resolved at the end).
  virtual void relocate(uint64_t offset, uint32_t type, std::string_view symbol, int64_t addend) = 0;
};

}  // namespace simtloom::assembler
