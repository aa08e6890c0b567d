// Internal to the obj layer: the custom ELF sections that carry what ELF has no place for.
//
// All four are SHT_PROGBITS with no flags (never loaded) and sh_addralign 1; multi-byte fields
// are little-endian and records are packed back to back with no padding, so the files read the
// same on any host.
//
//   .simtloom.target   The target id ("wisa", "sm90", ...) followed by one NUL byte.
//
//   .simtloom.files    The source file names of Object::files in order, each followed by a NUL
//                      byte; the position of a name is its index. Empty when there are none.
//
//   .simtloom.lines    The line table: the 4-byte magic "SLN2", then one row per Object::lines
//                      entry, in order, each a change to the state (section, file, addr, line),
//                      which starts as (0, 0, 0, 0) (DWARF's line program is the model):
//                        op < 0x80    one byte: addr += 2 * (op >> 3), line += op & 7
//                        op 0x80..83  op, then section as ULEB128 if bit 0 is set, file as ULEB128
//                                     if bit 1 is set, then the addr change and the line change as
//                                     SLEB128 (the addr change is taken modulo 2^64)
//                      Typical code needs one byte per instruction. Objects written before the
//                      magic was introduced hold 20-byte records instead (u32 section, u32 file,
//                      u32 line, u64 addr), and are still read.
//
//   .simtloom.kernels  One variable-length record per Object::kernels entry, in order:
//                        u32  name_length, then name_length bytes of name (no NUL)
//                        u32  section      index into Object::sections (not ELF index)
//                        u64  entry
//                        u64  size
//                        u32  attr_count, then attr_count times:
//                               u32 key_length, key_length bytes of key, i64 value
//                      Attributes are stored in ascending key order (std::map order).
//
// Section indices refer to Object::sections rather than ELF section indices so the records
// stay valid whatever other sections (symtab, strtab, these) the writer places around them.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "obj/object.h"

namespace simtloom::obj::simtloom_sections {

inline constexpr char kPrefix[] = ".simtloom.";
inline constexpr char kTarget[] = ".simtloom.target";
inline constexpr char kFiles[] = ".simtloom.files";
inline constexpr char kLines[] = ".simtloom.lines";
inline constexpr char kKernels[] = ".simtloom.kernels";
inline constexpr size_t kLineRecordBytes = 20;  // the older fixed-size line records
inline constexpr char kLinesMagic[] = "SLN2";

std::vector<uint8_t> encode_target(const std::string& target);
std::vector<uint8_t> encode_files(const std::vector<std::string>& files);
std::vector<uint8_t> encode_lines(const std::vector<LineEntry>& lines);
std::vector<uint8_t> encode_kernels(const std::vector<Kernel>& kernels);

// Each decoder returns nullopt and sets `problem` to a description of the first malformed
// field when the bytes do not follow the format above.
std::optional<std::string> decode_target(const std::vector<uint8_t>& bytes, std::string& problem);
std::optional<std::vector<std::string>> decode_files(const std::vector<uint8_t>& bytes, std::string& problem);
std::optional<std::vector<LineEntry>> decode_lines(const std::vector<uint8_t>& bytes, std::string& problem);
std::optional<std::vector<Kernel>> decode_kernels(const std::vector<uint8_t>& bytes, std::string& problem);

}  // namespace simtloom::obj::simtloom_sections
