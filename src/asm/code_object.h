// A target's code-object directives (desc/code_object.h describes them): the target id, the
// code object version, kernel descriptors and the metadata note, and the ELF identity they give
// the object. The assembler driver hands it the statements that are its own.
#pragma once
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "asm/directive_host.h"
#include "desc/code_object.h"

namespace simtloom::assembler {

class CodeObjectWriter {
 public:
  CodeObjectWriter(const desc::CodeObject& co, DirectiveHost& host);

  // Whether `name` is one of this code object's directives (block ends included).
  bool handles(std::string_view name) const { return co_.directive(name) != nullptr; }
  void directive(std::string_view name, int col, Cursor& c);
  // Inside a kernel-descriptor block every statement is one of its field directives.
  bool in_descriptor() const { return kernel_.has_value(); }
  void descriptor_statement(std::string_view word, int col, Cursor& c);
  // Inside a metadata block lines are collected as they are, comments included, until its end.
  bool in_raw_block() const { return raw_.has_value(); }
  void raw_line(std::string_view line);
  // Reports open blocks and sets the object's ELF identity.
  void finish();

 private:
  // A field's value as written, and where (a value that does not fit once encoded is reported
  // there, as llvm-mc does).
  struct Given {
    uint64_t value = 0;
    Location loc;
    int col = 0;
  };
  struct OpenKernel {
    std::string name;
    const desc::Directive* directive = nullptr;
    Location loc;  // its text points into the source, which the assembler keeps alive
    std::map<const desc::DescriptorField*, Given> values;
  };
  struct RawBlock {
    const desc::Directive* directive = nullptr;
    Location loc;
    std::string text;
    std::vector<std::string_view> lines;
  };

  void target_id(Cursor& c);
  void version(Cursor& c);
  void open_kernel(const desc::Directive& d, Cursor& c);
  void close_kernel(int col);
  void check_mode(const OpenKernel& k, int col);
  void close_metadata();
  uint64_t field_value(const OpenKernel& k, const desc::DescriptorField& f) const;
  unsigned implied_user_sgprs(const OpenKernel& k) const;
  std::vector<uint8_t> descriptor_bytes(const OpenKernel& k, int col, bool& ok);

  const desc::CodeObject& co_;
  DirectiveHost& host_;
  const desc::Processor* processor_ = nullptr;
  bool chosen_ = false;  // a target-id directive named the processor
  unsigned version_ = 0;
  std::optional<OpenKernel> kernel_;
  std::optional<RawBlock> raw_;
};

}  // namespace simtloom::assembler
