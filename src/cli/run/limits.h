// What a launch may ask of the simulator. Sizes are checked against these before anything is
// allocated, so that a typing slip (`count: 1099511627776`) is an error naming the limit rather
// than an allocation failure or minutes of swapping.
#pragma once
#include <cstdint>
#include <string>

#include <fmt/format.h>

namespace simtloom::cli::run {

// Buffers and images together: the simulator keeps each buffer's contents before the launch
// beside the device's copy, and a check needs one more, so 1 GiB of data is ~3 GiB of memory.
constexpr uint64_t kMaxLaunchDataBytes = uint64_t{1} << 30;
// Shared memory of one workgroup (real devices have 64 to 228 KiB).
constexpr uint64_t kMaxSharedBytes = uint64_t{1} << 20;
// Simulated cores (--cores): each has its own instruction cache and scheduler state.
constexpr uint64_t kMaxCores = 4096;
// Nesting of parentheses and unary minus in check expressions (the assembler's limit too).
constexpr int kMaxExprDepth = 256;

inline std::string size_text(uint64_t bytes) {
  if (bytes >= (uint64_t{1} << 30) && bytes % (uint64_t{1} << 30) == 0) return fmt::format("{} GiB", bytes >> 30);
  if (bytes >= (uint64_t{1} << 20) && bytes % (uint64_t{1} << 20) == 0) return fmt::format("{} MiB", bytes >> 20);
  return fmt::format("{} bytes", bytes);
}

}  // namespace simtloom::cli::run
