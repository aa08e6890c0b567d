// The assembler driver: statements, directives, symbols, sections, and fixups for values not
// known until the end of the input. One pass over the text plus a fixup pass.
#pragma once
#include <deque>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "asm/cursor.h"
#include "asm/expr.h"
#include "codec/codec.h"
#include "obj/object.h"
#include "support/diag.h"
#include "support/source_buffer.h"

namespace simtloom::assembler {

struct AsmOptions {
  std::vector<std::string> include_dirs;
  size_t max_errors = 100;
  // Keep an InsnRecord per instruction (instructions()): for listings; off, the assembler does
  // not spend 24 bytes an instruction on them.
  bool keep_records = true;
  // Try the fast path (asm/fast_path.h) before the general parser. Off, every statement goes
  // through the general parser: the tests compare the two, which must agree byte for byte and
  // message for message.
  bool fast_path = true;
};

// One emitted instruction, for listings and line tables.
struct InsnRecord {
  int section = 0;
  uint64_t offset = 0;
  const desc::Variant* variant = nullptr;
};

class Assembler {
 public:
  Assembler(const desc::Target& t, DiagList& diags, AsmOptions opt = {});
  ~Assembler();
  // Assembles a top-level source; `name` is used in diagnostics and the line table.
  void add_source(const std::string& name, std::string text);
  void add_buffer(const std::string& name, SourceBuffer text);
  // Reads and assembles a file; reports an error when it cannot be read.
  bool add_file(const std::string& path);
  // Resolves what was left for later (forward references, .equ chains) and checks that every
  // kernel was closed. Returns false when any error was reported.
  bool finish();

  obj::Object& object() { return obj_; }
  const std::vector<InsnRecord>& instructions() const { return insns_; }
  // How many instructions the fast path assembled (the rest went through the general parser).
  size_t fast_path_count() const;

 private:
  struct Impl;
  obj::Object obj_;  // before impl_: Impl's constructor opens .text in it
  std::vector<InsnRecord> insns_;
  std::unique_ptr<Impl> impl_;
};

}  // namespace simtloom::assembler
