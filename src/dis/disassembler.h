// Disassembles the executable sections of an object into canonical, reassemblable text.
#pragma once
#include <string>
#include <vector>

#include "codec/codec.h"
#include "obj/object.h"

namespace simtloom::dis {

struct DisOptions {
  bool show_words = true;  // a trailing comment with the address and the instruction's units
  std::vector<std::string> hide_roles;  // operands whose type has one of these roles print as nothing
};

struct DisStats {
  size_t instructions = 0;
  size_t data_units = 0;  // units that decode to nothing, printed as data
};

// Appends the listing of `o` to `out`. Never fails: undecodable units print as data directives.
DisStats disassemble(const obj::Object& o, const codec::Decoder& dec, const DisOptions& opt, std::string& out);

}  // namespace simtloom::dis
