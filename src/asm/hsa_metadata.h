// The code-object metadata of an AMDGPU object: the YAML document clang writes between
// .amdgpu_metadata and .end_amdgpu_metadata, turned into the MessagePack document llvm-mc 19
// writes into the NT_AMDGPU_METADATA note, byte for byte:
//  - a scalar is typed by its text, quoted or not: an unsigned then a signed integer (0x, 0b,
//    0o and leading-0 octal prefixes), then a boolean (y/yes/on/true and n/no/off/false in three
//    capitalisations), then a number strtod reads whole, which llvm-mc 19 writes as nil; else a
//    string. A key with no value is an empty array.
//  - map keys are sorted (integers, then booleans, then strings, each by value / bytes); a key
//    written twice is an error ("duplicated mapping key"), as in llvm-mc.
//  - each value in its shortest MessagePack form (fixint, fixstr, str8 ... as LLVM's writer).
//  - the document must have what llvm-mc's verifier requires: amdhsa.version (two integers) and
//    amdhsa.kernels, each kernel with .name, .symbol and its segment sizes, alignment, wave
//    size, register counts and flat work-group size ("invalid HSA metadata" otherwise).
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace simtloom::assembler {

struct MetadataError {
  int line = 0, col = 0;  // 0-based within the YAML text; -1: the document as a whole
  std::string message;
};

// `verify`: also require what llvm-mc's verifier requires (above).
std::optional<std::vector<uint8_t>> yaml_to_msgpack(const std::string& yaml, MetadataError& err, bool verify = true);

// An ELF note: namesz, descsz, type, the name with its NUL padded to 4 bytes, the descriptor
// padded to 4 bytes.
std::vector<uint8_t> elf_note(const std::string& name, uint32_t type, const std::vector<uint8_t>& desc);

}  // namespace simtloom::assembler
