// A target as the Python module holds it: the description and what is derived from it once
// (decoder, operand decoder, printer). Built-in targets are loaded once per process and shared
// (Target("gfx11") twice is one object; run(target=...) uses the same).
#pragma once
#include <memory>
#include <string>
#include <vector>

#include <pybind11/pybind11.h>

#include "codec/codec.h"
#include "codec/operand_decoder.h"
#include "desc/model.h"
#include "dis/printer.h"
#include "obj/object.h"

namespace simtloom::py {

struct TargetHandle {
  explicit TargetHandle(std::unique_ptr<desc::Target> t)
      : target(std::move(t)), decoder(*target), operands(*target), printer(*target) {}
  std::unique_ptr<desc::Target> target;
  codec::Decoder decoder;
  codec::OperandDecoder operands;
  dis::Printer printer;
};

// The built-in target `name`; raises simtloom.DescriptionError (with the closest name) when
// there is none. Needs the GIL.
std::shared_ptr<TargetHandle> builtin_target(const std::string& name);

// The bytes of a bytes-like object (bytes, bytearray, memoryview, a contiguous numpy array),
// copied; TypeError for anything else. `what` names the argument in the message.
std::vector<uint8_t> bytes_of(const pybind11::handle& h, const char* what);
// The object the assembler makes of `text` (GIL released meanwhile); AssemblyError otherwise.
// `instructions`: where to count the instructions, or null.
obj::Object assemble_object(const TargetHandle& h, const std::string& text, const std::string& filename, size_t* instructions);
// An object from bytes: an ELF image (DecodeError when it cannot be read), else raw code.
obj::Object object_of(std::vector<uint8_t> data, bool line_table);

}  // namespace simtloom::py
