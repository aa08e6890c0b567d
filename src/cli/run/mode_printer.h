// Instruction text in the spelling of the target mode a kernel's descriptor asks for (a gfx11
// wave64 kernel: `vcc`, `s[4:5]`, as `asm --mode wave64` writes it). The default model executes
// the program; the words it decoded are decoded again by the mode's model for the text of trap
// reports, missing-semantics lists and traces, as the mode's listing shows them.
#pragma once
#include <cstdint>
#include <memory>
#include <string>

#include "codec/codec.h"
#include "desc/model.h"
#include "dis/printer.h"
#include "obj/object.h"
#include "support/diag.h"

namespace simtloom::cli::run {

class ModePrinter {
 public:
  // The printer of `mode` of `base` (the built-in target, or the description in `isa_dir`); with
  // mode "" the default model's. Null (reported) when the mode's model cannot be loaded.
  static std::unique_ptr<ModePrinter> make(const desc::Target& base, const std::string& mode, const std::string& isa_dir, DiagList& d);
  std::string text(const codec::MCInst& mi, uint64_t pc) const;

 private:
  explicit ModePrinter(const desc::Target& base) : base_(base) {}
  dis::Printer base_;
  std::unique_ptr<desc::Target> mode_t_;
  std::unique_ptr<codec::Decoder> dec_;
  std::unique_ptr<dis::Printer> printer_;
};

// The mode a kernel descriptor's fields ask for (their `mode_of:`), "" for the default; `field`
// gives a field's value by its directive.
template <class FieldValue>
std::string descriptor_mode(const desc::CodeObject& co, const FieldValue& field) {
  for (const auto& f : co.descriptor.fields)
    if (!f.mode_of.empty())
      if (std::string m = f.mode_for(field(f.directive)); !m.empty()) return m;
  return {};
}

// The mode every kernel descriptor of an AMDGPU object asks for (a wave64 object: "wave64"); ""
// when they ask for the default, disagree, or the object has none.
std::string object_mode(const desc::Target& t, const obj::Object& o);

}  // namespace simtloom::cli::run
