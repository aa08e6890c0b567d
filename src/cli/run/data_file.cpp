#include "cli/run/data_file.h"

#include <filesystem>
#include <fstream>

#include <fmt/format.h>

namespace fs = std::filesystem;

namespace simtloom::cli::run {

std::string read_data_file(const std::string& path, uint64_t max, DataFile& out) {
  std::error_code ec;
  auto st = fs::status(path, ec);
  if (fs::is_directory(st)) return fmt::format("'{}' is a directory, not a data file", path);
  std::ifstream f(path, std::ios::binary);
  if (!f) return fmt::format("cannot read '{}'", path);
  const bool regular = fs::is_regular_file(st);
  uint64_t size = regular ? fs::file_size(path, ec) : 0;
  if (ec) size = 0;
  // A regular file is read to its size (or max); anything else up to max + 1 bytes, which
  // tells a longer stream from one of exactly max bytes.
  const uint64_t want = regular ? std::min(size, max) : max + (max < UINT64_MAX ? 1 : 0);
  out.bytes.clear();
  constexpr uint64_t kChunk = 1 << 20;
  while (out.bytes.size() < want) {
    const uint64_t n = std::min(kChunk, want - out.bytes.size());
    const size_t at = out.bytes.size();
    out.bytes.resize(at + n);
    f.read(reinterpret_cast<char*>(out.bytes.data() + at), static_cast<std::streamsize>(n));
    out.bytes.resize(at + static_cast<size_t>(f.gcount()));
    if (!f) break;
  }
  if (f.bad()) return fmt::format("cannot read '{}'", path);
  out.longer = regular ? size > max : out.bytes.size() > max;
  if (!regular && out.longer) out.bytes.resize(max);
  out.size = regular ? size : out.bytes.size();
  return {};
}

}  // namespace simtloom::cli::run
