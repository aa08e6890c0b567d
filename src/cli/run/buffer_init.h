// The initial contents of a buffer or image from its `init:` (fill, iota, random, a raw file,
// a .npy file), for count elements of type t.
#pragma once
#include <cstdint>
#include <vector>

#include "cli/run/launch_file.h"

namespace simtloom::cli::run {

// Fills bytes with count elements; false after a located error (a file that cannot be read or
// does not hold exactly count elements of t).
bool initial_contents(const InitSpec& init, const TypeInfo& t, uint64_t count, std::vector<uint8_t>& bytes, DiagList& d);

}  // namespace simtloom::cli::run
