// Internal to the obj layer: whole-file reading with located diagnostics. Writing goes through
// write_file_atomic in object.h.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "support/diag.h"

namespace simtloom::obj {

// The whole content of `path`, or nullopt with an error located at `path`.
std::optional<std::vector<uint8_t>> read_file_bytes(const std::string& path, DiagList& diags);

}  // namespace simtloom::obj
