// Reading the data files a launch names (raw `init: {file}`, check files, .npy): bounded reads,
// so that a huge file or a device like /dev/zero cannot make the simulator read forever.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace simtloom::cli::run {

struct DataFile {
  std::vector<uint8_t> bytes;  // at most `max` bytes of the file
  bool longer = false;         // the file holds more than `max` bytes
  uint64_t size = 0;           // the whole file's size when it is a regular file, else bytes.size()
};

// Reads up to max bytes of path: an error message ("cannot read ...", "... is a directory"),
// or "" with the bytes.
std::string read_data_file(const std::string& path, uint64_t max, DataFile& out);

}  // namespace simtloom::cli::run
