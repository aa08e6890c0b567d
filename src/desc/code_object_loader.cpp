// Loads a code-object description (a file whose top-level key is `code_object:`, see
// desc/code_object.h) with every problem located at its node.
#include "desc/code_object_loader.h"

#include <charconv>
#include <filesystem>
#include <set>

#include <fmt/format.h>


namespace simtloom::desc {

namespace {

// A keyed message with "{}" replaced by `arg`; the key itself where the description has none.
std::string keyed_message(const std::map<std::string, std::string>& messages, const std::string& key, std::string_view arg) {
  auto it = messages.find(key);
  std::string m = it == messages.end() ? key : it->second;
  if (auto p = m.find("{}"); p != std::string::npos) m.replace(p, 2, arg);
  return m;
}

}  // namespace

std::string CodeObject::message(const std::string& key, std::string_view arg) const { return keyed_message(messages, key, arg); }
std::string KernelDescriptor::message(const std::string& key, std::string_view arg) const { return keyed_message(messages, key, arg); }

namespace {

bool small_uint(Reader& r, const YAML::Node& n, uint64_t max, uint64_t& out, std::string_view what) {
  if (!r.uint(n, out, what)) return false;
  if (out > max) {
    r.error(n, fmt::format("{} must be at most {}", what, max));
    return false;
  }
  return true;
}

template <class T>
void read_number(Reader& r, const YAML::Node& parent, const char* key, T& out, uint64_t max) {
  uint64_t v = 0;
  if (parent[key] && small_uint(r, parent[key], max, v, key)) out = static_cast<T>(v);
}

void read_messages(Reader& r, const YAML::Node& n, std::map<std::string, std::string>& out) {
  if (!n) return;
  if (!n.IsMap()) {
    r.error(n, "messages must be a mapping of situation to text");
    return;
  }
  for (auto it = n.begin(); it != n.end(); ++it) out[r.str(it->first)] = r.str(it->second);
}

void load_processors(Reader& r, const YAML::Node& n, CodeObject& co) {
  if (!n.IsSequence()) {
    r.error(n, "processors must be a list of {name: gfxNNNN, mach: N}");
    return;
  }
  for (const auto& p : n) {
    if (!r.check_keys(p, {"name", "mach", "generic_version"}, "a processor") || !r.require(p, "name", "a processor") ||
        !r.require(p, "mach", "a processor"))
      continue;
    Processor proc;
    proc.name = r.str(p["name"]);
    read_number(r, p, "mach", proc.mach, 0xffffffff);
    read_number(r, p, "generic_version", proc.generic_version, 0xff);
    if (co.processor(proc.name)) r.error(p["name"], fmt::format("processor '{}' is listed twice", proc.name));
    co.processors.push_back(std::move(proc));
  }
}

void load_directives(Reader& r, const YAML::Node& n, CodeObject& co) {
  static const std::pair<const char*, DirectiveKind> kinds[] = {{"target_id", DirectiveKind::TargetId},
                                                                {"code_object_version", DirectiveKind::CodeObjectVersion},
                                                                {"kernel_descriptor", DirectiveKind::KernelDescriptor},
                                                                {"metadata_note", DirectiveKind::MetadataNote}};
  if (!n.IsSequence()) {
    r.error(n, "directives must be a list of {name: .directive, kind: K}");
    return;
  }
  for (const auto& d : n) {
    if (!r.check_keys(d, {"name", "end", "kind"}, "a directive") || !r.require(d, "name", "a directive") ||
        !r.require(d, "kind", "a directive"))
      continue;
    Directive dir;
    dir.name = r.str(d["name"]);
    dir.loc = r.loc(d);
    if (d["end"]) dir.end = r.str(d["end"]);
    std::string kind = r.str(d["kind"]);
    bool found = false;
    for (auto [name, k] : kinds)
      if (kind == name) dir.kind = k, found = true;
    if (!found) {
      r.error(d["kind"], fmt::format("unknown directive kind '{}'", kind),
              "kinds: target_id, code_object_version, kernel_descriptor, metadata_note");
      continue;
    }
    bool block = dir.kind == DirectiveKind::KernelDescriptor || dir.kind == DirectiveKind::MetadataNote;
    if (block != !dir.end.empty())
      r.error(d, block ? fmt::format("directive kind '{}' opens a block: give its 'end' directive", kind)
                       : fmt::format("directive kind '{}' is one statement: it takes no 'end'", kind));
    if (dir.name.empty() || dir.name[0] != '.') r.error(d["name"], "a directive name starts with '.'");
    co.directives.push_back(std::move(dir));
  }
}

// "13:12" (hi:lo) within the word; a single bit may be written "7".
bool parse_bits(Reader& r, const YAML::Node& n, DescriptorField& f) {
  std::string s = r.str(n);
  unsigned hi = 0, lo = 0;
  auto colon = s.find(':');
  auto num = [](std::string_view t, unsigned& out) {
    auto [p, ec] = std::from_chars(t.data(), t.data() + t.size(), out);
    return ec == std::errc() && p == t.data() + t.size() && !t.empty();
  };
  bool ok = colon == std::string::npos ? num(s, hi) && num(s, lo) : num(std::string_view(s).substr(0, colon), hi) &&
                                                                        num(std::string_view(s).substr(colon + 1), lo);
  if (!ok || lo > hi || hi >= f.size * 8) {
    r.error(n, fmt::format("bits '{}' are not a range hi:lo inside a {}-byte word", s, f.size), "write e.g. \"13:12\"");
    return false;
  }
  f.hi = hi;
  f.lo = lo;
  return true;
}

// Puts `f` in the descriptor: in place of the base's field of its directive, else at the end.
void place_field(KernelDescriptor& kd, DescriptorField f) {
  for (auto& old : kd.fields)
    if (old.directive == f.directive) {
      old = std::move(f);
      return;
    }
  kd.fields.push_back(std::move(f));
}

void read_launch_role(Reader& r, const YAML::Node& n, DescriptorField& f) {
  const std::string name = r.str(n);
  for (size_t i = 1; i < std::size(kLaunchRoleNames); ++i)
    if (name == kLaunchRoleNames[i]) {
      f.launch = static_cast<LaunchRole>(i);
      return;
    }
  std::string names;
  for (size_t i = 1; i < std::size(kLaunchRoleNames); ++i) names += (names.empty() ? "" : ", ") + std::string(kLaunchRoleNames[i]);
  r.error(n, fmt::format("unknown launch role '{}'", name), "use one of " + names);
}

// `own`: the directives this file has described so far (a base's may be described again).
void load_field(Reader& r, const YAML::Node& n, KernelDescriptor& kd, std::set<std::string>& own) {
  if (!r.check_keys(n, {"directive", "byte", "size", "bits", "store", "default", "required", "default_user_sgprs", "user_sgprs",
                        "launch", "granule_by", "granules", "max", "range_message", "unsupported", "needs", "mode_of", "en"},
                    "a kernel descriptor field") ||
      !r.require(n, "directive", "a kernel descriptor field"))
    return;
  DescriptorField f;
  f.directive = r.str(n["directive"]);
  f.loc = r.loc(n);
  if (!own.insert(f.directive).second) r.error(n["directive"], fmt::format("directive '{}' is described twice", f.directive));
  if (n["unsupported"]) {
    f.unsupported = r.str(n["unsupported"]);
    f.store = DescriptorField::Store::None;
    place_field(kd, std::move(f));
    return;
  }
  if (n["en"]) f.en = r.str(n["en"]);
  std::string store = n["store"] ? r.str(n["store"]) : "bits";
  if (store == "granulated") f.store = DescriptorField::Store::Granulated;
  else if (store == "none") f.store = DescriptorField::Store::None;
  else if (store != "bits") r.error(n["store"], fmt::format("unknown store '{}'", store), "use bits, granulated or none");
  read_number(r, n, "size", f.size, 8);
  if (f.size != 1 && f.size != 2 && f.size != 4 && f.size != 8) r.error(n["size"], "size must be 1, 2, 4 or 8 bytes");
  if (f.store != DescriptorField::Store::None) {
    if (!r.require(n, "byte", "a stored field") || !r.require(n, "bits", "a stored field")) return;
    read_number(r, n, "byte", f.byte, kd.size - f.size);
    if (!parse_bits(r, n["bits"], f)) return;
  } else {
    f.hi = 0, f.lo = 0;
  }
  read_number(r, n, "default", f.default_value, ~uint64_t{0});
  if (n["required"]) f.required = n["required"].as<bool>(false);
  if (n["default_user_sgprs"]) f.default_user_sgprs = n["default_user_sgprs"].as<bool>(false);
  read_number(r, n, "user_sgprs", f.user_sgprs, 32);
  if (n["launch"]) read_launch_role(r, n["launch"], f);
  f.max_value = f.store == DescriptorField::Store::Bits ? f.bits_max() : ~uint64_t{0};
  if (f.store == DescriptorField::Store::None) f.max_value = 1;
  read_number(r, n, "max", f.max_value, ~uint64_t{0});
  if (n["range_message"]) f.range_message = r.str(n["range_message"]);
  if (auto mo = n["mode_of"]) {
    if (!mo.IsMap()) r.error(mo, "mode_of maps a value of the field to the target mode its kernel's code is written in", "write mode_of: {0: wave64}");
    else
      for (auto it = mo.begin(); it != mo.end(); ++it) {
        uint64_t v = 0;
        std::string key = r.str(it->first);
        if (std::from_chars(key.data(), key.data() + key.size(), v).ec != std::errc()) r.error(it->first, "a mode_of key is a value of the field");
        else f.mode_of.emplace_back(v, r.str(it->second));
      }
  }
  if (auto nd = n["needs"]) {
    if (r.check_keys(nd, {"field", "value", "message"}, "needs") && r.require(nd, "field", "needs") && r.require(nd, "message", "needs")) {
      DescriptorField::Needs needs;
      needs.field = r.str(nd["field"]);
      needs.message = r.str(nd["message"]);
      read_number(r, nd, "value", needs.value, ~uint64_t{0});
      f.needs = std::move(needs);
    }
  }
  if (f.store == DescriptorField::Store::Granulated) {
    if (!r.require(n, "granule_by", "a granulated field") || !r.require(n, "granules", "a granulated field")) return;
    f.granule_by = r.str(n["granule_by"]);
    if (!n["granules"].IsSequence() || n["granules"].size() == 0) {
      r.error(n["granules"], "granules must be a list of register counts, indexed by granule_by's value");
      return;
    }
    for (const auto& g : n["granules"]) {
      uint64_t v = 0;
      if (small_uint(r, g, 1024, v, "a granule") && v > 0) f.granules.push_back(static_cast<unsigned>(v));
      else if (v == 0) r.error(g, "a granule must be at least 1");
    }
  }
  place_field(kd, std::move(f));
}

// `inherited`: kd holds a base's descriptor, which `n` amends.
void load_descriptor(Reader& r, const YAML::Node& n, KernelDescriptor& kd, bool inherited) {
  if (!r.check_keys(n, {"size", "align", "symbol_suffix", "entry", "max_user_sgprs", "messages", "fields"}, "kernel_descriptor"))
    return;
  read_number(r, n, "size", kd.size, 4096);
  read_number(r, n, "align", kd.align, 4096);
  read_number(r, n, "max_user_sgprs", kd.max_user_sgprs, 1024);
  if (n["symbol_suffix"]) kd.symbol_suffix = r.str(n["symbol_suffix"]);
  if (auto e = n["entry"]) {
    if (r.check_keys(e, {"byte", "size", "relocation", "addend"}, "the entry")) {
      read_number(r, e, "byte", kd.entry_byte, kd.size - 8);
      read_number(r, e, "size", kd.entry_size, 8);
      read_number(r, e, "relocation", kd.relocation, 0xffffffff);
      read_number(r, e, "addend", kd.entry_addend, 0xffff);
    }
  }
  read_messages(r, n["messages"], kd.messages);
  if (!n["fields"] && inherited) return;
  if (!n["fields"] || !n["fields"].IsSequence()) {
    r.error(n, "kernel_descriptor needs 'fields', a list of {directive, byte, bits, ...}");
    return;
  }
  std::set<std::string> own;
  for (const auto& f : n["fields"]) load_field(r, f, kd, own);
  for (const auto& f : kd.fields)
    if (!f.granule_by.empty() && !kd.field(f.granule_by))
      r.error_at(f.loc, fmt::format("granule_by names '{}', which is not a field of the descriptor", f.granule_by));
    else if (f.needs && !kd.field(f.needs->field))
      r.error_at(f.loc, fmt::format("needs names '{}', which is not a field of the descriptor", f.needs->field));
}

void load_versions(Reader& r, const YAML::Node& n, CodeObject& co) {
  if (!r.check_keys(n, {"default", "abi_versions"}, "versions")) return;
  if (n["abi_versions"]) co.abi_versions.clear();
  read_number(r, n, "default", co.default_version, 255);
  if (auto a = n["abi_versions"]; a && a.IsMap())
    for (auto it = a.begin(); it != a.end(); ++it) {
      uint64_t v = 0, abi = 0;
      if (small_uint(r, it->first, 255, v, "a code object version") && small_uint(r, it->second, 255, abi, "an ABI version"))
        co.abi_versions[static_cast<unsigned>(v)] = static_cast<uint8_t>(abi);
    }
  if (!co.abi_versions.count(co.default_version)) r.error(n, "the default version has no ABI version in abi_versions");
}

void load_relocations(Reader& r, const YAML::Node& n, CodeObject& co) {
  if (!n.IsSequence()) {
    r.error(n, "relocations must be a list of {specifier, name, type, pc_relative, part, size}");
    return;
  }
  for (const auto& e : n) {
    if (!r.check_keys(e, {"specifier", "name", "type", "pc_relative", "got", "part", "size"}, "a relocation") ||
        !r.require(e, "name", "a relocation") || !r.require(e, "type", "a relocation"))
      continue;
    RelocationKind k;
    k.name = r.str(e["name"]);
    if (e["specifier"]) k.specifier = r.str(e["specifier"]);
    read_number(r, e, "type", k.type, 0xffffffff);
    read_number(r, e, "size", k.size, 8);
    if (k.size != 4 && k.size != 8) r.error(e["size"], "a relocation writes 4 or 8 bytes");
    if (e["pc_relative"]) k.pc_relative = e["pc_relative"].as<bool>(false);
    if (e["got"]) k.got = e["got"].as<bool>(false);
    if (e["part"]) {
      const std::string p = r.str(e["part"]);
      if (p == "lo") k.part = RelocationKind::Part::Lo;
      else if (p == "hi") k.part = RelocationKind::Part::Hi;
      else if (p != "all") r.error(e["part"], fmt::format("unknown relocation part '{}'", p), "parts: all, lo, hi");
    }
    if (!k.specifier.empty() && co.relocation(k.specifier)) r.error(e["specifier"], fmt::format("specifier '{}' is given twice", k.specifier));
    co.relocations.push_back(std::move(k));
  }
}

}  // namespace

std::unique_ptr<CodeObject> load_code_object(Reader& r, const YAML::Node& n, const CodeObject* base) {
  if (!r.check_keys(n, {"code_object", "extends", "en", "elf", "versions", "target_id", "processors", "messages", "code_fill",
                        "note", "directives", "kernel_descriptor", "relocations"},
                    "a code-object file"))
    return nullptr;
  auto co = base ? std::make_unique<CodeObject>(*base) : std::make_unique<CodeObject>();
  co->kind = r.str(n["code_object"]);
  if (base && co->kind != base->kind) {
    r.error(n["code_object"], fmt::format("a '{}' code object cannot extend a '{}' one", co->kind, base->kind), "extend a code object of the same kind");
    return nullptr;
  }
  co->loc = r.loc(n);
  if (n["en"]) co->en = r.str(n["en"]);
  if (!base && (!r.require(n, "elf", "a code-object file") || !r.require(n, "target_id", "a code-object file") ||
                !r.require(n, "processors", "a code-object file") || !r.require(n, "versions", "a code-object file")))
    return nullptr;
  if (n["elf"] && r.check_keys(n["elf"], {"machine", "osabi", "mach_mask"}, "elf")) {
    read_number(r, n["elf"], "machine", co->machine, 0xffff);
    read_number(r, n["elf"], "osabi", co->osabi, 0xff);
    read_number(r, n["elf"], "mach_mask", co->mach_mask, 0xffffffff);
  }
  if (n["versions"]) load_versions(r, n["versions"], *co);
  if (n["target_id"] && r.check_keys(n["target_id"], {"prefix", "default"}, "target_id")) {
    if (n["target_id"]["prefix"]) co->target_id_prefix = r.str(n["target_id"]["prefix"]);
    if (n["target_id"]["default"]) co->default_processor = r.str(n["target_id"]["default"]);
  }
  if (n["processors"]) co->processors.clear(), load_processors(r, n["processors"], *co);
  if (!co->processor(co->default_processor))
    r.error(n["target_id"], fmt::format("the default processor '{}' is not in processors", co->default_processor));
  read_messages(r, n["messages"], co->messages);
  if (n["code_fill"]) {
    uint32_t w = 0;
    read_number(r, n, "code_fill", w, 0xffffffff);
    co->code_fill = w;
  }
  if (auto note = n["note"]; note && r.check_keys(note, {"section", "name", "type"}, "note")) {
    if (note["section"]) co->note_section = r.str(note["section"]);
    if (note["name"]) co->note_name = r.str(note["name"]);
    read_number(r, note, "type", co->note_type, 0xffffffff);
  }
  if (n["directives"]) co->directives.clear(), load_directives(r, n["directives"], *co);
  if (n["relocations"]) co->relocations.clear(), load_relocations(r, n["relocations"], *co);
  if (n["kernel_descriptor"]) load_descriptor(r, n["kernel_descriptor"], co->descriptor, base != nullptr);
  return co;
}

}  // namespace simtloom::desc
