// Buffers and images of the launch file, and their initial contents (`init:`).
#include <cmath>

#include <fmt/format.h>

#include "cli/run/launch_loader.h"
#include "cli/run/limits.h"

namespace simtloom::cli::run {

void LaunchLoader::read_buffers(const YAML::Node& n) {
  if (!r_.list(n, "'buffers'", "{name, type, count, init}")) {
    buffers_unreadable_ = !n.IsNull();
    return;
  }
  for (const auto& b : n) read_buffer(b);
}

void LaunchLoader::read_buffer(const YAML::Node& b) {
  Fields f = r_.fields(b, {"name", "type", "count", "init"}, "a buffer");
  BufferDecl B;
  B.loc = r_.loc(b);
  // The name first, so that a buffer with errors is still known to the checks naming it.
  bool ok = f.has("name") && r_.text(*f.get("name"), "a buffer's 'name'", B.name);
  if (ok) {
    for (const auto& o : declared_)
      if (o == B.name) r_.error(*f.get("name"), fmt::format("buffer '{}' is defined twice", B.name)), ok = false;
    declared_.push_back(B.name);
  } else buffers_unreadable_ = true;
  if (!f.ok()) return;
  if (!f.has("name") || !f.has("type") || !f.has("count")) {
    r_.error(b, "a buffer needs a name, a type and a count");
    return;
  }
  std::string type;
  if (r_.text(*f.get("type"), "a buffer's 'type'", type)) {
    B.type = type_named(type);
    if (!B.type) r_.error(*f.get("type"), fmt::format("unknown element type '{}'", type), fmt::format("use {}", kTypeList)), ok = false;
  } else ok = false;
  ok &= r_.unsigned_int(*f.get("count"), "a buffer's 'count'", B.count);
  if (!ok) return;
  if (!charge(*f.get("count"), B.count, B.type->size, fmt::format("buffer '{}'", B.name))) return;
  if (auto init = f.get("init"))
    if (!read_init(*init, *B.type, B.count, B.init)) return;
  L_.buffers.push_back(std::move(B));
}

// Adds count elements of elem_size bytes to the launch's data, within kMaxLaunchDataBytes.
bool LaunchLoader::charge(const YAML::Node& at, uint64_t count, uint64_t elem_size, const std::string& what) {
  const uint64_t left = kMaxLaunchDataBytes - data_bytes_;
  if (count > left / elem_size) {
    const bool overflow = count > UINT64_MAX / elem_size;
    const std::string elems = fmt::format("{} elements of {} byte{}", count, elem_size, elem_size == 1 ? "" : "s");
    r_.error(at,
             overflow ? fmt::format("{} would be larger than 2^64 bytes ({})", what, elems)
                      : fmt::format("{} would take {} bytes ({})", what, count * elem_size, elems),
             fmt::format("the buffers and images of a launch hold at most {} together{}", size_text(kMaxLaunchDataBytes),
                         data_bytes_ ? fmt::format(" ({} bytes are taken before this one)", data_bytes_) : ""));
    return false;
  }
  data_bytes_ += count * elem_size;
  return true;
}

bool LaunchLoader::read_init(const YAML::Node& n, const TypeInfo& t, uint64_t count, InitSpec& out) {
  if (!n.IsMap() || n.size() != 1 || !n.begin()->first.IsScalar()) {
    r_.error(n, "'init' must be one of {fill: V}, {iota: {start, step}}, {random: {seed, min, max}}, {file: F}, {npy: F}");
    return false;
  }
  const std::string k = n.begin()->first.Scalar();
  const YAML::Node v = n.begin()->second;
  if (k == "fill") {
    out.kind = InitSpec::Kind::Fill;
    if (t.t == ET::U64 || t.t == ET::I64) {  // exactly: a double cannot hold every 64-bit value
      bool overflow = false;
      if (v.IsScalar() && parse_int(v.Scalar(), overflow)) {
        uint64_t u = 0;
        int64_t i = 0;
        if (t.t == ET::U64 ? !r_.unsigned_int(v, "the fill value", u) : !r_.signed_int(v, "the fill value", i)) return false;
        out.fill_bits = t.t == ET::U64 ? u : static_cast<uint64_t>(i);
        return true;
      }
    }
    return init_value(v, "the fill value", t, out.fill);
  }
  if (k == "iota") return init_iota(v, t, count, out);
  if (k == "random") return init_random(v, t, out);
  if (k == "file" || k == "npy") {
    out.kind = k == "file" ? InitSpec::Kind::File : InitSpec::Kind::Npy;
    out.loc = r_.loc(v);
    return path_value(v, fmt::format("'init: {{{}}}'", k), out.path, out.written);
  }
  std::string near = closest_match(k, {"fill", "iota", "random", "file", "npy"});
  r_.error(n.begin()->first, fmt::format("unknown init '{}'", k), near.empty() ? "use fill, iota, random, file or npy" : fmt::format("did you mean '{}'?", near));
  return false;
}

// A number for an element of type t, exactly representable in it.
bool LaunchLoader::init_value(const YAML::Node& n, std::string_view what, const TypeInfo& t, double& out) {
  if (!r_.number(n, what, out)) return false;
  if (representable(out, t)) return true;
  r_.error(n, fmt::format("{} {} is not a {} value ({})", what, n.Scalar(), t.name, range_text(t)),
           !t.is_float() && !t.is_signed() && out < 0 ? "write the bits as an unsigned number (-1 in u32 is 0xffffffff)" : "");
  return false;
}

bool LaunchLoader::init_iota(const YAML::Node& v, const TypeInfo& t, uint64_t count, InitSpec& out) {
  out.kind = InitSpec::Kind::Iota;
  Fields f = r_.fields(v, {"start", "step"}, "'iota'");
  if (!f.ok()) return false;
  bool ok = true;
  if (auto s = f.get("start")) ok &= init_value(*s, "'start'", t, out.start);
  if (auto s = f.get("step")) ok &= t.is_float() ? r_.number(*s, "'step'", out.step) : init_value(*s, "'step'", *type_named("i64"), out.step);
  if (!ok || count == 0) return ok;
  const double last = out.start + out.step * static_cast<double>(count - 1);
  if (!representable(std::nearbyint(last), t) && !t.is_float()) {
    r_.error(v, fmt::format("iota reaches {} at element {}, past the range of {} ({})", last, count - 1, t.name, range_text(t)));
    return false;
  }
  return true;
}

bool LaunchLoader::init_random(const YAML::Node& v, const TypeInfo& t, InitSpec& out) {
  out.kind = InitSpec::Kind::Random;
  out.min = 0;
  out.max = t.is_float() ? 1 : 255;  // 255 for every integer type (i8 wraps), as always
  Fields f = r_.fields(v, {"seed", "min", "max"}, "'random'");
  if (!f.ok()) return false;
  bool ok = true;
  if (auto s = f.get("seed")) ok &= r_.unsigned_int(*s, "'seed'", out.seed);
  // The integer distribution draws int64 values: u64 bounds stop at 2^63 - 1.
  const TypeInfo& bound = t.t == ET::U64 ? *type_named("i64") : t;
  if (auto s = f.get("min")) ok &= init_value(*s, "'min'", bound, out.min);
  if (auto s = f.get("max")) ok &= init_value(*s, "'max'", bound, out.max);
  if (!ok) return false;
  if (t.is_float() && (!std::isfinite(out.min) || !std::isfinite(out.max))) {
    r_.error(v, "'random' needs finite min and max");
    return false;
  }
  if (out.min > out.max) {
    r_.error(v, fmt::format("'random' has min {} above max {}", out.min, out.max));
    return false;
  }
  if (t.is_float() && !std::isfinite(out.max - out.min)) {
    r_.error(v, "'random' spans more than the largest double between min and max");
    return false;
  }
  return true;
}

void LaunchLoader::read_images(const YAML::Node& n) {
  if (!r_.list(n, "'images'", "{width, height, init}")) return;
  for (const auto& im : n) {
    Fields f = r_.fields(im, {"width", "height", "init"}, "an image");
    if (!f.ok()) continue;
    ImageDecl I;
    I.loc = r_.loc(im);
    uint64_t w = 0, h = 1;
    bool ok = true;
    if (auto x = f.get("width")) ok &= r_.unsigned_int(*x, "an image's 'width'", w, UINT32_MAX);
    if (auto x = f.get("height")) ok &= r_.unsigned_int(*x, "an image's 'height'", h, UINT32_MAX);
    if (!ok) continue;
    I.width = static_cast<uint32_t>(w), I.height = static_cast<uint32_t>(h);
    if (!charge(im, w * h, 4, fmt::format("image {} ({} x {} texels)", L_.images.size(), w, h))) continue;
    if (auto init = f.get("init"))
      if (!read_init(*init, *type_named("u32"), w * h, I.init)) continue;
    L_.images.push_back(std::move(I));
  }
}

}  // namespace simtloom::cli::run
