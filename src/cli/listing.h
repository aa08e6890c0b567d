// The `asm --show-encoding` listing: each assembled instruction in canonical form with its
// bytes, in the style of llvm-mc -show-encoding.
#pragma once
#include <string>
#include <vector>

#include "asm/assembler.h"
#include "codec/codec.h"
#include "obj/object.h"

namespace simtloom::cli {

void encoding_listing(const obj::Object& o, const std::vector<assembler::InsnRecord>& insns, const codec::Decoder& dec,
                      std::string& out);

}  // namespace simtloom::cli
