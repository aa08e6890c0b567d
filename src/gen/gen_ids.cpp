// simtloom_gen_ids: writes the header that binds a simulated target's semantics to its
// description at compile time (run by the build for each simulated target):
//   enum class V          one id per variant name, in the loader's order of first use (the
//                         variant ids themselves where every name is used once), so a semantic
//                         function bound to a variant that does not exist is a compile error;
//                         kVariantNames for binding by name. Variants that share a name (gfx11's
//                         global_load_b32 with a VGPR or a scalar base) share its semantics;
//   namespace trap        trap causes by name;
//   namespace counter     wait-counter indices and their largest values;
//   namespace en::<enum>  every enumeration's values (CSR numbers, type codes ...).
// Usage: simtloom_gen_ids TARGET OUT.h
#include <cctype>
#include <cstdio>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "builtin/yaml_sources.h"
#include "obj/object.h"

using namespace simtloom;

namespace {

// An identifier for a description name: "add.vv" -> add_vv, ".b64" -> b64, "c.bstart.fp" -> c_bstart_fp.
std::string ident(const std::string& name) {
  std::string s;
  for (char c : name) s += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  while (!s.empty() && s.front() == '_') s.erase(s.begin());
  if (s.empty() || std::isdigit(static_cast<unsigned char>(s[0]))) s = "n" + s;
  static const std::set<std::string> kReserved = {"and", "or", "xor", "not", "and_eq", "or_eq", "xor_eq", "bitand", "bitor",
                                                  "compl", "not_eq", "break", "continue", "return", "if", "else", "switch",
                                                  "case", "default", "do", "for", "while", "goto", "true", "false", "int"};
  if (kReserved.count(s)) s += "_";
  return s;
}

// Names within one scope must stay distinct once made identifiers.
bool unique(const std::string& scope, const std::string& id, std::set<std::string>& seen, DiagList& d) {
  if (seen.insert(id).second) return true;
  d.error({"<gen_ids>", 0, 0}, fmt::format("two names of {} both become the identifier '{}'", scope, id), {},
          "rename one of them in the description");
  return false;
}

std::string header(const desc::Target& t, DiagList& d) {
  std::string ns = ident(t.id), out;
  out += fmt::format("// Generated from isa/{}/ by simtloom_gen_ids at build time; do not edit.\n#pragma once\n", t.id);
  out += "#include <cstdint>\n#include <string_view>\n\n";
  out += fmt::format("namespace simtloom::isa::{} {{\n\n", ns);
  std::vector<std::string> names;
  std::set<std::string> seen, named;
  for (const auto& v : t.variants)
    if (named.insert(v->name).second) names.push_back(v->name);
  out += fmt::format("inline constexpr unsigned kVariantCount = {};\n", names.size());
  out += "enum class V : uint16_t {\n";
  for (size_t i = 0; i < names.size(); ++i) {
    std::string id = ident(names[i]);
    unique("the variants", id, seen, d);
    out += fmt::format("  {} = {},  // {}\n", id, i, names[i]);
  }
  out += "};\ninline constexpr std::string_view kVariantNames[] = {\n";
  for (const auto& n : names) out += fmt::format("    \"{}\",\n", n);
  out += "};\n\nnamespace trap {\n";
  seen.clear();
  for (const auto& tr : t.traps)
    if (unique("the traps", ident(tr.name), seen, d)) out += fmt::format("inline constexpr unsigned {} = {};\n", ident(tr.name), tr.cause);
  out += "}  // namespace trap\n\nnamespace counter {\n";
  seen.clear();
  for (size_t i = 0; i < t.counters.size(); ++i)
    if (unique("the counters", ident(t.counters[i].name), seen, d))
      out += fmt::format("inline constexpr unsigned {} = {};\n", ident(t.counters[i].name), i);
  out += "// Each counter's largest value (its field all ones: waitcnt's 'do not wait').\ninline constexpr unsigned kMax[] = {";
  for (size_t i = 0; i < t.counters.size(); ++i) out += fmt::format("{}{}", i ? ", " : "", (1u << t.counters[i].bits) - 1);
  out += t.counters.empty() ? "0};\n" : "};\n";
  out += "}  // namespace counter\n\nnamespace en {\n";
  for (const auto& e : t.enums) {
    out += fmt::format("namespace {} {{\n", ident(e->name));
    seen.clear();
    for (const auto& x : e->entries)
      if (!x.name.empty() && unique("enum '" + e->name + "'", ident(x.name), seen, d))
        out += fmt::format("inline constexpr uint64_t {} = {:#x};\n", ident(x.name), x.value);
    out += "}\n";
  }
  out += fmt::format("}}  // namespace en\n\n}}  // namespace simtloom::isa::{}\n", ns);
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: simtloom_gen_ids TARGET OUT.h\n");
    return 2;
  }
  DiagList d;
  auto t = desc::load_yaml_builtin(argv[1], d);
  std::string text = t ? header(*t, d) : std::string();
  if (!t || d.has_errors() || !obj::write_file_atomic(argv[2], text.data(), text.size(), d)) {
    std::fputs(d.render().c_str(), stderr);
    return 1;
  }
  return 0;
}
