#include "asm/hsa_metadata.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <limits>
#include <string_view>

#include <yaml-cpp/yaml.h>

namespace simtloom::assembler {
namespace {

// A scalar as llvm's msgpack::DocNode types it; the enumerators keep its Type order, which
// orders map keys of different kinds.
struct Scalar {
  enum Kind { Int, UInt, Nil, Boolean, Float, String } kind = String;
  int64_t i = 0;
  uint64_t u = 0;
  bool b = false;
  std::string s;
};

bool operator<(const Scalar& a, const Scalar& b) {
  if (a.kind != b.kind) return a.kind < b.kind;
  switch (a.kind) {
    case Scalar::Int: return a.i < b.i;
    case Scalar::UInt: return a.u < b.u;
    case Scalar::Boolean: return a.b < b.b;
    case Scalar::String: return a.s < b.s;  // bytes, shorter first on a common prefix
    default: return false;
  }
}

// llvm::getAsUnsignedInteger with radix 0: 0x / 0b / 0o / leading 0 choose the base.
bool parse_unsigned(std::string_view t, uint64_t& out) {
  int base = 10;
  if (t.size() > 1 && t[0] == '0') {
    char p = static_cast<char>(t[1] | 0x20);
    if (p == 'x') base = 16, t.remove_prefix(2);
    else if (p == 'b') base = 2, t.remove_prefix(2);
    else if (p == 'o') base = 8, t.remove_prefix(2);
    else base = 8, t.remove_prefix(1);
  }
  if (t.empty()) return false;
  auto [p, ec] = std::from_chars(t.data(), t.data() + t.size(), out, base);
  return ec == std::errc() && p == t.data() + t.size();
}

bool parse_signed(std::string_view t, int64_t& out) {
  if (t.empty() || t[0] != '-') return false;
  uint64_t mag = 0;
  if (!parse_unsigned(t.substr(1), mag) || mag > uint64_t{1} << 63) return false;
  out = static_cast<int64_t>(0 - mag);
  return true;
}

// llvm::yaml::parseBool's spellings.
std::optional<bool> parse_bool(std::string_view t) {
  static const char* const yes[] = {"y", "Y", "yes", "Yes", "YES", "on", "On", "ON", "true", "True", "TRUE"};
  static const char* const no[] = {"n", "N", "no", "No", "NO", "off", "Off", "OFF", "false", "False", "FALSE"};
  for (const char* w : yes)
    if (t == w) return true;
  for (const char* w : no)
    if (t == w) return false;
  return std::nullopt;
}

bool parses_as_double(const std::string& t) {
  if (t.empty()) return false;
  char* end = nullptr;
  std::strtod(t.c_str(), &end);
  return end == t.c_str() + t.size();
}

Scalar type_scalar(const std::string& text) {
  Scalar s;
  if (parse_unsigned(text, s.u)) s.kind = Scalar::UInt;
  else if (parse_signed(text, s.i)) s.kind = Scalar::Int;
  else if (auto b = parse_bool(text)) s.kind = Scalar::Boolean, s.b = *b;
  else if (parses_as_double(text)) s.kind = Scalar::Nil;  // what llvm-mc 19 writes for a float
  else s.kind = Scalar::String, s.s = text;
  return s;
}

class MsgPack {
 public:
  explicit MsgPack(std::vector<uint8_t>& out) : out_(out) {}
  void scalar(const Scalar& s) {
    switch (s.kind) {
      case Scalar::UInt: return uint(s.u);
      case Scalar::Int: return sint(s.i);
      case Scalar::Nil: return byte(0xc0);
      case Scalar::Boolean: return byte(s.b ? 0xc3 : 0xc2);
      case Scalar::Float: return byte(0xc0);
      case Scalar::String: return str(s.s);
    }
  }
  void array(size_t n) { header(n, 0x90, 0xdc); }
  void map(size_t n) { header(n, 0x80, 0xde); }

 private:
  void byte(uint8_t b) { out_.push_back(b); }
  void be(uint64_t v, int n) {
    for (int i = n - 1; i >= 0; --i) byte(static_cast<uint8_t>(v >> (8 * i)));
  }
  void uint(uint64_t u) {
    if (u <= 127) return byte(static_cast<uint8_t>(u));
    if (u <= 0xff) return byte(0xcc), be(u, 1);
    if (u <= 0xffff) return byte(0xcd), be(u, 2);
    if (u <= 0xffffffff) return byte(0xce), be(u, 4);
    byte(0xcf), be(u, 8);
  }
  void sint(int64_t i) {
    if (i >= 0) return uint(static_cast<uint64_t>(i));
    auto u = static_cast<uint64_t>(i);
    if (i >= -32) return byte(static_cast<uint8_t>(i));
    if (i >= INT8_MIN) return byte(0xd0), be(u, 1);
    if (i >= INT16_MIN) return byte(0xd1), be(u, 2);
    if (i >= INT32_MIN) return byte(0xd2), be(u, 4);
    byte(0xd3), be(u, 8);
  }
  void str(const std::string& s) {
    size_t n = s.size();
    if (n <= 31) byte(static_cast<uint8_t>(0xa0 | n));
    else if (n <= 0xff) byte(0xd9), be(n, 1);
    else if (n <= 0xffff) byte(0xda), be(n, 2);
    else byte(0xdb), be(n, 4);
    out_.insert(out_.end(), s.begin(), s.end());
  }
  void header(size_t n, uint8_t fix, uint8_t first) {
    if (n <= 15) return byte(static_cast<uint8_t>(fix | n));
    if (n <= 0xffff) return byte(first), be(n, 2);
    byte(static_cast<uint8_t>(first + 1)), be(n, 4);
  }
  std::vector<uint8_t>& out_;
};

// What llvm-mc refuses in the document, where.
struct Refused {
  int line = 0, col = 0;
  std::string message;
};

class Converter {
 public:
  Converter(const std::string& text, std::vector<uint8_t>& out) : w_(out) {
    for (size_t start = 0; start <= text.size();) {
      size_t nl = text.find('\n', start);
      if (nl == std::string::npos) nl = text.size();
      lines_.push_back(std::string_view(text).substr(start, nl - start));
      start = nl + 1;
    }
  }

  void node(const YAML::Node& n) {
    if (n.IsMap()) return map(n);
    if (n.IsSequence()) {
      w_.array(n.size());
      for (const auto& e : n) node(e);
      return;
    }
    if (n.IsNull()) {
      std::string t = null_text(n);
      if (t.empty()) return w_.array(0);  // a key without a value
      return w_.scalar(type_scalar(t));
    }
    w_.scalar(type_scalar(n.Scalar()));
  }

 private:
  void map(const YAML::Node& n) {
    // Values are kept by index: assigning a YAML::Node rebinds the node it was copied from.
    std::vector<YAML::Node> values;
    std::vector<std::pair<Scalar, size_t>> entries;
    for (auto it = n.begin(); it != n.end(); ++it) {
      Scalar key = it->first.IsNull() ? type_scalar(null_text(it->first)) : type_scalar(it->first.Scalar());
      auto same = std::find_if(entries.begin(), entries.end(), [&](const auto& e) { return !(e.first < key) && !(key < e.first); });
      if (same != entries.end()) {
        auto m = it->first.Mark();
        throw Refused{m.line, m.column, "duplicated mapping key '" + (it->first.IsNull() ? null_text(it->first) : it->first.Scalar()) + "'"};
      }
      values.push_back(it->second);
      entries.emplace_back(std::move(key), values.size() - 1);
    }
    std::stable_sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    w_.map(entries.size());
    for (const auto& [k, v] : entries) {
      w_.scalar(k);
      node(values[v]);
    }
  }

  // yaml-cpp reads `~` and `null` as null nodes; llvm-mc keeps them as the strings they are.
  // An empty value is a null node whose mark lies past it (at the next token).
  std::string null_text(const YAML::Node& n) const {
    auto m = n.Mark();
    if (m.is_null() || m.line < 0 || static_cast<size_t>(m.line) >= lines_.size()) return {};
    std::string_view l = lines_[static_cast<size_t>(m.line)];
    if (static_cast<size_t>(m.column) >= l.size()) return {};
    l = l.substr(static_cast<size_t>(m.column));
    for (const char* w : {"~", "null", "Null", "NULL"}) {
      std::string_view sw(w);
      if (l.substr(0, sw.size()) == sw && (l.size() == sw.size() || std::strchr(" \t,]}#", l[sw.size()]))) return std::string(sw);
    }
    return {};
  }

  MsgPack w_;
  std::vector<std::string_view> lines_;
};

// The entries llvm-mc's metadata verifier requires (HSAMD::V3::MetadataVerifier): a version of
// two integers and a list of kernels, each with its names and sizes.
bool scalar_is(const YAML::Node& n, std::initializer_list<Scalar::Kind> kinds) {
  if (!n || !n.IsScalar()) return false;
  Scalar::Kind k = type_scalar(n.Scalar()).kind;
  return std::find(kinds.begin(), kinds.end(), k) != kinds.end();
}

bool kernel_is_valid(const YAML::Node& k) {
  if (!k.IsMap()) return false;
  for (const char* key : {".name", ".symbol"})
    if (!scalar_is(k[key], {Scalar::String})) return false;
  for (const char* key : {".kernarg_segment_size", ".group_segment_fixed_size", ".private_segment_fixed_size", ".kernarg_segment_align",
                          ".wavefront_size", ".sgpr_count", ".vgpr_count", ".max_flat_workgroup_size"})
    if (!scalar_is(k[key], {Scalar::UInt, Scalar::Int})) return false;
  return true;
}

bool document_is_valid(const YAML::Node& root) {
  if (!root.IsMap()) return false;
  const YAML::Node version = root["amdhsa.version"], kernels = root["amdhsa.kernels"];
  if (!version || !version.IsSequence() || version.size() != 2) return false;
  for (const auto& v : version)
    if (!scalar_is(v, {Scalar::UInt, Scalar::Int})) return false;
  if (!kernels || !(kernels.IsSequence() || kernels.IsNull())) return false;
  for (const auto& k : kernels)
    if (!kernel_is_valid(k)) return false;
  return true;
}

}  // namespace

std::optional<std::vector<uint8_t>> yaml_to_msgpack(const std::string& yaml, MetadataError& err, bool verify) {
  YAML::Node root;
  try {
    root = YAML::Load(yaml);
  } catch (const YAML::ParserException& e) {
    err = {e.mark.line, e.mark.column, e.msg};
    return std::nullopt;
  }
  std::vector<uint8_t> out;
  try {
    Converter(yaml, out).node(root);
  } catch (const YAML::Exception& e) {
    err = {e.mark.line, e.mark.column, e.msg};
    return std::nullopt;
  } catch (const Refused& r) {
    err = {r.line, r.col, r.message};
    return std::nullopt;
  }
  if (verify && !document_is_valid(root)) {
    err = {-1, -1, "invalid HSA metadata"};
    return std::nullopt;
  }
  return out;
}

std::vector<uint8_t> elf_note(const std::string& name, uint32_t type, const std::vector<uint8_t>& desc) {
  std::vector<uint8_t> out;
  auto u32 = [&](uint32_t v) {
    for (int i = 0; i < 4; ++i) out.push_back(static_cast<uint8_t>(v >> (8 * i)));
  };
  u32(static_cast<uint32_t>(name.size() + 1));
  u32(static_cast<uint32_t>(desc.size()));
  u32(type);
  out.insert(out.end(), name.begin(), name.end());
  out.push_back(0);
  out.resize((out.size() + 3) & ~size_t{3}, 0);
  out.insert(out.end(), desc.begin(), desc.end());
  out.resize((out.size() + 3) & ~size_t{3}, 0);
  return out;
}

}  // namespace simtloom::assembler
