// Disassembles the executable sections of an object into canonical, reassemblable text.
#pragma once
#include <functional>
#include <string>
#include <vector>

#include "codec/codec.h"
#include "obj/object.h"

namespace simtloom::dis {

struct DisOptions {
  bool show_words = true;  // a trailing comment with the address and the instruction's units
  std::vector<std::string> hide_roles;  // operands whose type has one of these roles print as nothing
  // Called with the text so far whenever it holds about kFlushBytes, at a line boundary, and
  // expected to consume it (write it out and clear it): a large listing then never sits whole
  // in memory. Returning false stops the listing (a failed write).
  std::function<bool(std::string&)> flush;
};

inline constexpr size_t kFlushBytes = size_t{1} << 20;

struct DisStats {
  size_t instructions = 0;
  size_t data_units = 0;  // units that decode to nothing, printed as data
};

// Appends the listing of `o` to `out` (handing it to opt.flush as it grows, if set). Never fails
// on bad input: undecodable units print as data directives.
DisStats disassemble(const obj::Object& o, const codec::Decoder& dec, const DisOptions& opt, std::string& out);

}  // namespace simtloom::dis
