#include "cli/run/elem_type.h"

#include <bit>
#include <cmath>
#include <cstring>
#include <limits>

#include <fmt/format.h>

namespace simtloom::cli::run {
namespace {

constexpr TypeInfo kTypes[] = {{"u8", ET::U8, 1, "|u1"},   {"i8", ET::I8, 1, "|i1"},   {"u16", ET::U16, 2, "<u2"},
                               {"i16", ET::I16, 2, "<i2"}, {"u32", ET::U32, 4, "<u4"}, {"i32", ET::I32, 4, "<i4"},
                               {"f32", ET::F32, 4, "<f4"}, {"u64", ET::U64, 8, "<u8"}, {"i64", ET::I64, 8, "<i8"},
                               {"f64", ET::F64, 8, "<f8"}};

template <class T>
T load(const uint8_t* p) {
  T v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

}  // namespace

const TypeInfo* type_named(std::string_view n) {
  for (const auto& t : kTypes)
    if (n == t.name) return &t;
  return nullptr;
}

const TypeInfo* type_of_npy(std::string_view d) {
  for (const auto& t : kTypes)
    if (d == t.npy || (d.size() == 3 && std::string_view(t.npy).substr(1) == d.substr(1) && (d[0] == '<' || d[0] == '|' || d[0] == '=')))
      return &t;
  return nullptr;
}

const TypeInfo& type_info(ET t) { return kTypes[static_cast<int>(t)]; }

double get_elem(const uint8_t* p, ET t) {
  switch (t) {
    case ET::U8: return p[0];
    case ET::I8: return static_cast<int8_t>(p[0]);
    case ET::U16: return load<uint16_t>(p);
    case ET::I16: return load<int16_t>(p);
    case ET::U32: return load<uint32_t>(p);
    case ET::I32: return load<int32_t>(p);
    case ET::F32: return load<float>(p);
    case ET::U64: return static_cast<double>(load<uint64_t>(p));
    case ET::I64: return static_cast<double>(load<int64_t>(p));
    case ET::F64: return load<double>(p);
  }
  return 0;
}

void put_elem(uint8_t* p, ET t, double v) {
  // Callers pass values checked by representable(), or wrap on purpose (iota, sums).
  auto i = std::fabs(v) < 9.2e18 ? static_cast<int64_t>(v) : 0;
  switch (t) {
    case ET::U8: case ET::I8: p[0] = static_cast<uint8_t>(i); break;
    case ET::U16: case ET::I16: { auto x = static_cast<uint16_t>(i); std::memcpy(p, &x, 2); break; }
    case ET::U32: case ET::I32: { auto x = static_cast<uint32_t>(i); std::memcpy(p, &x, 4); break; }
    case ET::F32: { float x = static_cast<float>(v); std::memcpy(p, &x, 4); break; }
    case ET::U64: { uint64_t x = v >= 9.2e18 && v < 1.8446744073709552e19 ? static_cast<uint64_t>(v) : static_cast<uint64_t>(i); std::memcpy(p, &x, 8); break; }
    case ET::I64: std::memcpy(p, &i, 8); break;
    case ET::F64: std::memcpy(p, &v, 8); break;
  }
}

std::string fmt_elem(const uint8_t* p, const TypeInfo& t) {
  if (t.t == ET::F32) {
    float f = load<float>(p);
    return fmt::format("{} ({:#010x})", f, std::bit_cast<uint32_t>(f));
  }
  if (t.t == ET::F64) return fmt::format("{}", get_elem(p, t.t));
  if (t.is_signed()) return fmt::format("{}", static_cast<int64_t>(get_elem(p, t.t)));
  return fmt::format("{}", static_cast<uint64_t>(get_elem(p, t.t)));
}

bool elem_equal(const uint8_t* a, const uint8_t* b, const TypeInfo& t, double tol) {
  if (std::memcmp(a, b, t.size) == 0) return true;
  if (t.is_float()) {
    double x = get_elem(a, t.t), y = get_elem(b, t.t);
    if (std::isnan(x) && std::isnan(y)) return true;
    return tol > 0 && std::fabs(x - y) <= tol;
  }
  return false;
}

bool representable(double v, const TypeInfo& t) {
  if (t.t == ET::F64) return true;
  if (t.t == ET::F32) return !std::isfinite(v) || std::fabs(v) <= std::numeric_limits<float>::max();
  if (!std::isfinite(v) || v != std::floor(v)) return false;
  const double bits = 8.0 * t.size;
  if (t.is_signed()) return v >= -std::ldexp(1, static_cast<int>(bits) - 1) && v < std::ldexp(1, static_cast<int>(bits) - 1);
  return v >= 0 && v < std::ldexp(1, static_cast<int>(bits));
}

std::string range_text(const TypeInfo& t) {
  switch (t.t) {
    case ET::U8: return "0..255";
    case ET::I8: return "-128..127";
    case ET::U16: return "0..65535";
    case ET::I16: return "-32768..32767";
    case ET::U32: return "0..4294967295";
    case ET::I32: return "-2147483648..2147483647";
    case ET::U64: return "0..18446744073709551615";
    case ET::I64: return "-9223372036854775808..9223372036854775807";
    case ET::F32: return fmt::format("magnitudes up to {}", std::numeric_limits<float>::max());
    case ET::F64: return "any double";
  }
  return {};
}

}  // namespace simtloom::cli::run
