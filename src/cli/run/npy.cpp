#include "cli/run/npy.h"

#include <cstring>
#include <optional>

#include <fmt/format.h>

#include "cli/run/data_file.h"

namespace simtloom::cli::run {
namespace {

constexpr uint64_t kMaxHeader = 1 << 20;  // numpy writes a few hundred bytes

// The element count of a header's 'shape': (N,), (N, M, ...), or () for one element.
std::optional<uint64_t> shape_count(const std::string& h) {
  auto q = h.find("'shape'");
  if (q == std::string::npos) return std::nullopt;
  auto open = h.find('(', q), close = h.find(')', q);
  if (open == std::string::npos || close == std::string::npos || close < open) return std::nullopt;
  uint64_t count = 1;
  std::string inner = h.substr(open + 1, close - open - 1);
  size_t i = 0;
  while (i < inner.size()) {
    while (i < inner.size() && (inner[i] == ' ' || inner[i] == ',')) ++i;
    if (i == inner.size()) break;
    if (inner[i] < '0' || inner[i] > '9') return std::nullopt;
    uint64_t d = 0;
    for (; i < inner.size() && inner[i] >= '0' && inner[i] <= '9'; ++i) {
      if (d > (UINT64_MAX - 9) / 10) return std::nullopt;
      d = d * 10 + static_cast<uint64_t>(inner[i] - '0');
    }
    if (d != 0 && count > UINT64_MAX / d) return std::nullopt;
    count *= d;
  }
  return count;
}

}  // namespace

std::string parse_npy(const std::vector<uint8_t>& b, const std::string& path, NpyArray& out) {
  if (b.size() < 10 || std::memcmp(b.data(), "\x93NUMPY", 6) != 0) return fmt::format("'{}' is not a .npy file", path);
  if (b[6] < 1 || b[6] > 3) return fmt::format("'{}': .npy format version {}.{} is not supported (1.0 to 3.0 are)", path, b[6], b[7]);
  size_t hlen, hoff;
  if (b[6] == 1) hlen = b[8] | (b[9] << 8), hoff = 10;
  else {
    if (b.size() < 12) return fmt::format("'{}': truncated header", path);
    hlen = b[8] | (b[9] << 8) | (size_t{b[10]} << 16) | (size_t{b[11]} << 24);
    hoff = 12;
  }
  if (hoff + hlen > b.size()) return fmt::format("'{}': truncated header", path);
  std::string h(b.begin() + static_cast<std::ptrdiff_t>(hoff), b.begin() + static_cast<std::ptrdiff_t>(hoff + hlen));
  auto q = h.find("'descr'");
  if (q == std::string::npos) return fmt::format("'{}': no 'descr' in the header", path);
  auto s1 = h.find('\'', q + 7);
  auto s2 = s1 == std::string::npos ? s1 : h.find('\'', s1 + 1);
  if (s2 == std::string::npos) return fmt::format("'{}': a bad 'descr' in the header", path);
  std::string descr = h.substr(s1 + 1, s2 - s1 - 1);
  out.type = type_of_npy(descr);
  if (!out.type) return fmt::format("'{}': unsupported element type '{}'", path, descr);
  if (h.find("'fortran_order': True") != std::string::npos) return fmt::format("'{}': Fortran order is not supported", path);
  auto count = shape_count(h);
  if (!count) return fmt::format("'{}': no readable 'shape' in the header", path);
  const uint64_t data = b.size() - hoff - hlen;
  if (*count > data / out.type->size || *count * out.type->size != data)
    return fmt::format("'{}': the header's shape says {} elements of {} ({} bytes), the file holds {} bytes of data", path, *count, out.type->name,
                       *count <= UINT64_MAX / out.type->size ? fmt::format("{}", *count * out.type->size) : "more than 2^64", data);
  out.count = *count;
  out.data.assign(b.begin() + static_cast<std::ptrdiff_t>(hoff + hlen), b.end());
  return {};
}

std::string read_npy(const std::string& path, uint64_t max_data, NpyArray& out) {
  DataFile f;
  const uint64_t max = max_data > UINT64_MAX - kMaxHeader ? UINT64_MAX : max_data + kMaxHeader;
  if (auto e = read_data_file(path, max, f); !e.empty()) return e;
  if (f.longer) return fmt::format("'{}' is larger than the {} bytes of data expected", path, max_data);
  return parse_npy(f.bytes, path, out);
}

std::vector<uint8_t> npy_bytes(const TypeInfo& t, const uint8_t* p, uint64_t count) {
  std::string h = fmt::format("{{'descr': '{}', 'fortran_order': False, 'shape': ({},), }}", t.npy, count);
  size_t total = 10 + h.size() + 1;
  h.append((64 - total % 64) % 64, ' ');
  h += '\n';
  std::vector<uint8_t> out = {0x93, 'N', 'U', 'M', 'P', 'Y', 1, 0, static_cast<uint8_t>(h.size() & 0xff), static_cast<uint8_t>(h.size() >> 8)};
  out.insert(out.end(), h.begin(), h.end());
  out.insert(out.end(), p, p + count * t.size);
  return out;
}

}  // namespace simtloom::cli::run
