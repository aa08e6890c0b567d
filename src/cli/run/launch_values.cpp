// Values of the launch file: the kernel's argument block (`args:`) and a block program's
// initial globals (`globals:`). Each is a buffer's address, a typed value or (globals) a number.
#include <cstring>
#include <iterator>

#include <fmt/format.h>

#include "cli/run/launch_loader.h"

namespace simtloom::cli::run {

void LaunchLoader::read_args(const YAML::Node& n) {
  L_.args_loc = r_.loc(n);
  if (!r_.list(n, "'args'", "{buffer: NAME} or {TYPE: VALUE}")) return;
  for (const auto& arg : n) {
    ValueSpec v;
    if (read_value(arg, true, v)) L_.args.push_back(v);
  }
}

void LaunchLoader::read_globals(const YAML::Node& n) {
  if (!n.IsMap()) {
    r_.error(n, "'globals' must be a map from register names (a0, s1, ...) to values");
    return;
  }
  Fields f = r_.any_fields(n, "'globals'");
  for (const auto& name : f.keys()) {
    GlobalInit g;
    g.reg = name;
    g.loc = r_.loc(*f.key_node(name));
    const YAML::Node v = *f.get(name);
    if (v.IsScalar()) {  // a plain number: 64 bits, negative numbers in two's complement
      int64_t s;
      uint64_t u;
      bool overflow = false;
      auto p = parse_int(v.Scalar(), overflow);
      if (p && p->negative ? r_.signed_int(v, fmt::format("global '{}'", name), s) : r_.unsigned_int(v, fmt::format("global '{}'", name), u)) {
        g.value.bits = p && p->negative ? static_cast<uint64_t>(s) : u;
        g.value.loc = r_.loc(v);
        L_.globals.push_back(g);
      }
      continue;
    }
    if (read_value(v, false, g.value)) L_.globals.push_back(g);
  }
}

// {buffer: NAME, offset: BYTES} or {TYPE: VALUE}.
bool LaunchLoader::read_value(const YAML::Node& n, bool argument, ValueSpec& out) {
  out.loc = r_.loc(n);
  if (!n.IsMap() || n.size() < 1 || !n.begin()->first.IsScalar()) {
    r_.error(n, argument ? "an argument is {buffer: NAME} or {TYPE: VALUE}" : "a global's value is a number, {buffer: NAME}, or {TYPE: VALUE}");
    return false;
  }
  const std::string k = n.begin()->first.Scalar();
  if (k == "buffer") return address_value(n, out);
  if (const TypeInfo* t = type_named(k)) {
    if (n.size() > 1) {
      auto second = std::next(n.begin());
      r_.error(second->first, fmt::format("{} holds one {{TYPE: VALUE}}; this is a second key", argument ? "an argument" : "a global's value"),
               argument ? "give each value its own entry of 'args'" : "");
      return false;
    }
    return typed_value(n.begin()->second, *t, out);
  }
  if (!argument) {
    r_.error(n.begin()->first, fmt::format("unknown value kind '{}'", k), "use buffer, f32, f64, u64, i64 (or a plain number)");
    return false;
  }
  std::string near = closest_match(k, {"buffer", "u8", "i8", "u16", "i16", "u32", "i32", "f32", "u64", "i64", "f64"});
  r_.error(n.begin()->first, fmt::format("unknown argument kind '{}'", k), near.empty() ? "use buffer or a type (u32, f32, ...)" : fmt::format("did you mean '{}'?", near));
  return false;
}

bool LaunchLoader::address_value(const YAML::Node& n, ValueSpec& out) {
  Fields f = r_.fields(n, {"buffer", "offset"}, "a buffer address");
  if (!f.ok()) return false;
  out.kind = ValueSpec::Kind::Address;
  auto b = buffer_ref(*f.get("buffer"));
  bool ok = b.has_value();
  if (auto o = f.get("offset")) ok &= r_.unsigned_int(*o, "'offset' (bytes)", out.offset);
  if (!ok) return false;
  out.buffer = *b;
  return true;
}

// VALUE in type t: 64-bit integers exactly, the others through a double that must be
// representable in t (no silent wrap or truncation).
bool LaunchLoader::typed_value(const YAML::Node& v, const TypeInfo& t, ValueSpec& out) {
  out.kind = ValueSpec::Kind::Typed;
  out.type = &t;
  const std::string what = fmt::format("the {} value", t.name);
  if (t.t == ET::U64) return r_.unsigned_int(v, what, out.bits);
  if (t.t == ET::I64) {
    int64_t s;
    if (!r_.signed_int(v, what, s)) return false;
    out.bits = static_cast<uint64_t>(s);
    return true;
  }
  double x;
  if (!r_.number(v, what, x)) return false;
  if (!representable(x, t)) {
    r_.error(v, fmt::format("{} is not a {} value ({})", v.Scalar(), t.name, range_text(t)),
             !t.is_float() && !t.is_signed() && x < 0 ? "write the bits as an unsigned number (-1 in u32 is 0xffffffff)" : "");
    return false;
  }
  uint8_t tmp[8] = {};
  put_elem(tmp, t.t, x);
  std::memcpy(&out.bits, tmp, 8);
  return true;
}

std::optional<size_t> LaunchLoader::buffer_ref(const YAML::Node& n) {
  std::string nm;
  if (!r_.text(n, "a buffer name", nm)) return std::nullopt;
  std::vector<std::string_view> names;
  for (size_t i = 0; i < L_.buffers.size(); ++i) {
    if (L_.buffers[i].name == nm) return i;
    names.push_back(L_.buffers[i].name);
  }
  for (const auto& d : declared_)
    if (d == nm) return std::nullopt;  // declared with an error, reported there
  if (buffers_unreadable_) return std::nullopt;  // perhaps the unreadable one
  std::string near = closest_match(nm, names);
  r_.error(n, fmt::format("missing buffer '{}'", nm), near.empty() ? "define it under 'buffers'" : fmt::format("did you mean '{}'?", near));
  return std::nullopt;
}

}  // namespace simtloom::cli::run
