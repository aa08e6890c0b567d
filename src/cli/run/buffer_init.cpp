#include "cli/run/buffer_init.h"

#include <cstring>
#include <random>

#include <fmt/format.h>

#include "cli/run/data_file.h"
#include "cli/run/npy.h"

namespace simtloom::cli::run {
namespace {

void fill_random(const InitSpec& s, const TypeInfo& t, uint64_t count, std::vector<uint8_t>& bytes) {
  std::mt19937_64 g(s.seed);
  for (uint64_t i = 0; i < count; ++i) {
    double r = t.is_float() ? std::uniform_real_distribution<double>(s.min, s.max)(g)
                            : static_cast<double>(std::uniform_int_distribution<int64_t>(static_cast<int64_t>(s.min), static_cast<int64_t>(s.max))(g));
    put_elem(&bytes[i * t.size], t.t, r);
  }
}

bool from_raw(const InitSpec& s, const TypeInfo& t, uint64_t count, std::vector<uint8_t>& bytes, DiagList& d) {
  DataFile f;
  if (auto e = read_data_file(s.path, bytes.size(), f); !e.empty()) {
    d.error(s.loc, e);
    return false;
  }
  if (f.longer || f.bytes.size() != bytes.size()) {
    d.error(s.loc, fmt::format("size mismatch: '{}' has {}{} bytes, the buffer {} ({} x {})", s.written, f.longer && f.size <= bytes.size() ? "more than " : "",
                               f.longer ? std::max<uint64_t>(f.size, bytes.size()) : f.bytes.size(), bytes.size(), count, t.name));
    return false;
  }
  bytes = std::move(f.bytes);
  return true;
}

bool from_npy(const InitSpec& s, const TypeInfo& t, uint64_t count, std::vector<uint8_t>& bytes, DiagList& d) {
  NpyArray a;
  if (auto e = read_npy(s.path, bytes.size(), a); !e.empty()) {
    d.error(s.loc, e);
    return false;
  }
  if (a.type->t != t.t) {
    d.error(s.loc, fmt::format("type mismatch: '{}' holds {} elements, the buffer is {}", s.written, a.type->name, t.name));
    return false;
  }
  if (a.data.size() != bytes.size()) {
    d.error(s.loc, fmt::format("size mismatch: '{}' holds {} x {}, the buffer is {} x {}", s.written, a.count, a.type->name, count, t.name));
    return false;
  }
  bytes = std::move(a.data);
  return true;
}

}  // namespace

bool initial_contents(const InitSpec& s, const TypeInfo& t, uint64_t count, std::vector<uint8_t>& bytes, DiagList& d) {
  bytes.assign(count * t.size, 0);
  switch (s.kind) {
    case InitSpec::Kind::Zero: return true;
    case InitSpec::Kind::Fill:
      for (uint64_t i = 0; i < count; ++i)
        if (s.fill_bits) std::memcpy(&bytes[i * t.size], &*s.fill_bits, 8);
        else put_elem(&bytes[i * t.size], t.t, s.fill);
      return true;
    case InitSpec::Kind::Iota:
      for (uint64_t i = 0; i < count; ++i) put_elem(&bytes[i * t.size], t.t, s.start + s.step * static_cast<double>(i));
      return true;
    case InitSpec::Kind::Random: fill_random(s, t, count, bytes); return true;
    case InitSpec::Kind::File: return from_raw(s, t, count, bytes, d);
    case InitSpec::Kind::Npy: return from_npy(s, t, count, bytes, d);
    case InitSpec::Kind::Bytes:
      if (s.bytes.size() != bytes.size()) {
        d.error(s.loc, fmt::format("size mismatch: {} bytes given, the buffer is {} bytes ({} x {})", s.bytes.size(), bytes.size(), count, t.name));
        return false;
      }
      bytes = s.bytes;
      return true;
  }
  return true;
}

}  // namespace simtloom::cli::run
