// NumPy .npy files (format versions 1.0 to 3.0, C order, little-endian element types of
// elem_type.h): reading launch inputs and expected results, writing outputs.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "cli/run/elem_type.h"

namespace simtloom::cli::run {

struct NpyArray {
  const TypeInfo* type = nullptr;
  uint64_t count = 0;  // the product of the shape
  std::vector<uint8_t> data;
};

// Reads path, whose data may be at most max_data bytes: an error message, or "" with the array.
std::string read_npy(const std::string& path, uint64_t max_data, NpyArray& out);
// The same over the file's bytes (the tests use it).
std::string parse_npy(const std::vector<uint8_t>& bytes, const std::string& path, NpyArray& out);
// A version 1.0 file holding count elements of type t, shape (count,).
std::vector<uint8_t> npy_bytes(const TypeInfo& t, const uint8_t* p, uint64_t count);

}  // namespace simtloom::cli::run
