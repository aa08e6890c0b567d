#include "desc/loader.h"

#include <algorithm>
#include <bit>
#include <cctype>
#include <charconv>
#include <deque>
#include <filesystem>
#include <fstream>
#include <optional>
#include <set>
#include <sstream>
#include <sstream>
#include <unordered_map>
#include <unordered_set>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <yaml-cpp/yaml.h>

#include "desc/code_object_loader.h"
#include "desc/pairing_loader.h"
#include "desc/overlap.h"
#include "desc/sources_loader.h"
#include "desc/yaml_reader.h"

namespace simtloom::desc {
namespace {

// "31:12" or "31:25,11:7" or "5" (a single bit).
// A mnemonic that is an alias of several instructions (gfx11's `v_add_f32` for `v_add_f32_e32`
// and `v_add_f32_e64`) lists them shortest encoding first: the assembler takes the first whose
// operands fit, as llvm-mc picks the shortest encoding. Stable: equal lengths keep file order.
void sort_aliases_shortest_first(std::unordered_map<std::string, std::vector<const Form*>>& by_mnemonic) {
  auto shortest = [](const Form* insn) {
    unsigned b = ~0u;
    for (const Variant* v : insn->variants) b = std::min(b, v->bytes);
    return b;
  };
  for (auto& entry : by_mnemonic) {  // not a structured binding: clang 14 cannot capture one
    const std::string& name = entry.first;
    auto& insns = entry.second;
    if (insns.size() > 1 && std::any_of(insns.begin(), insns.end(), [&](const Form* i) { return i->mnemonic != name; }))
      std::stable_sort(insns.begin(), insns.end(), [&](auto* a, auto* b) { return shortest(a) < shortest(b); });
  }
}

bool parse_segments(const std::string& s, std::vector<Segment>& out) {
  std::string_view rest(s);
  while (!rest.empty()) {
    auto comma = rest.find(',');
    std::string_view part = rest.substr(0, comma);
    rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
    while (!part.empty() && part.front() == ' ') part.remove_prefix(1);
    while (!part.empty() && part.back() == ' ') part.remove_suffix(1);
    unsigned hi = 0, lo = 0;
    auto colon = part.find(':');
    auto a = part.substr(0, colon);
    if (std::from_chars(a.data(), a.data() + a.size(), hi).ptr != a.data() + a.size() || a.empty()) return false;
    lo = hi;
    if (colon != std::string_view::npos) {
      auto b = part.substr(colon + 1);
      if (std::from_chars(b.data(), b.data() + b.size(), lo).ptr != b.data() + b.size() || b.empty()) return false;
    }
    if (lo > hi) return false;
    out.push_back({hi, lo});
  }
  return !out.empty();
}

class Loader {
 public:
  Loader(DiagList& diags, std::string mode) : diags_(diags), t_(std::make_unique<Target>()), mode_(std::move(mode)) {}

  std::unique_ptr<Target> load(const std::vector<SourceFile>& files, const BaseFinder& find_base) {
    const SourceFile* target_file = nullptr;
    std::vector<const SourceFile*> groups;
    for (const auto& f : files) {
      auto base = std::filesystem::path(f.path).filename().string();
      if (base == "target.yaml") target_file = &f;
      else groups.push_back(&f);
    }
    if (!target_file) {
      diags_.error({files.empty() ? std::string("<description>") : std::filesystem::path(files[0].path).parent_path().string(), 0, 0},
                   "description has no target.yaml", {}, "a description directory needs target.yaml plus one file per instruction group");
      return nullptr;
    }
    std::sort(groups.begin(), groups.end(), [](auto* a, auto* b) { return a->path < b->path; });
    find_base_ = find_base;
    if (!load_target_chain(*target_file, find_base)) return nullptr;
    for (auto* g : groups) load_file(*g);
    check_decode_only_instructions();
    if (diags_.has_errors()) return nullptr;
    prune_inherited();
    finish();
    if (diags_.has_errors()) return nullptr;
    return std::move(t_);
  }

 private:
  // The file's YAML and the reader that locates its nodes (kept: nodes are reported later).
  Reader* parse(const SourceFile& f, YAML::Node& root) {
    Reader r(f.path, f.text, diags_);
    try {
      root = YAML::Load(f.text);
    } catch (const YAML::ParserException& e) {
      SourceLoc l{f.path, e.mark.line + 1, e.mark.column + 1};
      r.error_at(l, fmt::format("YAML syntax error: {}", e.msg), "fix the YAML syntax at this position");
      return nullptr;
    }
    if (!root.IsMap()) {
      r.error_at({f.path, 1, 1}, "a description file must be a YAML mapping");
      return nullptr;
    }
    readers_.push_back(std::make_unique<Reader>(std::move(r)));
    return readers_.back().get();
  }

  bool load_file(const SourceFile& f) {
    YAML::Node root;
    Reader* rd = parse(f, root);
    if (!rd) return false;
    if (root["code_object"]) load_code_object_file(*rd, root);
    else load_group_file(*rd, root);
    return !diags_.has_errors();
  }

  // target.yaml and the target.yaml files it `extends`, base first.
  bool load_target_chain(const SourceFile& f, const BaseFinder& find_base) {
    constexpr size_t kMaxDepth = 8;
    std::vector<Layer> chain;
    std::set<std::string> seen;
    const SourceFile* cur = &f;
    for (;;) {
      Layer l;
      l.r = parse(*cur, l.n);
      if (!l.r) return false;
      chain.push_back(l);
      auto ext = l.n["extends"];
      if (!ext) break;
      std::string id = l.r->str(ext);
      if (!seen.insert(id).second || chain.size() > kMaxDepth) {
        l.r->error(ext, fmt::format("'extends: {}' makes a cycle (or a chain of more than {} targets)", id, kMaxDepth),
                   "a target extends a base that does not extend it back");
        return false;
      }
      std::optional<SourceFile> base = find_base ? find_base(id, "target.yaml") : std::nullopt;
      if (!base) {
        l.r->error(ext, fmt::format("no target '{}' to extend", id), "name a target whose target.yaml sits beside this one (isa/<id>/target.yaml)");
        return false;
      }
      base_files_.push_back(std::move(*base));
      cur = &base_files_.back();
    }
    extends_ = chain.size() > 1;
    // Base first, by copies (std::reverse would assign YAML nodes, see merged_entries).
    std::vector<Layer> layers(chain.rbegin(), chain.rend());
    load_target_file(layers);
    return !diags_.has_errors();
  }

  // Entries an extending target inherits that nothing of its own uses are left out (gfx12
  // inherits gfx11's target.yaml and lists only the formats, types and tables its instructions
  // use).
  void prune_inherited() {
    if (!extends_) return;
    std::set<const void*> used;
    bool uses_sources = false;
    auto use = [&](const OperandType* t) {
      used.insert(t);
      used.insert(t->reg_class);
      used.insert(t->table);
      uses_sources |= t->kind == OperandKind::Src;
      for (const auto& sf : t->subfields) used.insert({sf.table, sf.unsupported, sf.other_table});
    };
    for (const auto& v : t_->variants) used.insert(v->format);
    for (const auto& i : t_->forms)
      for (const auto& o : i->operands) use(o.type);
    for (const auto& p : t_->prefixes)
      for (const auto& o : p.operands) use(o.type);
    auto prune = [&](auto& list, const std::set<std::string>& inherited) {
      std::erase_if(list, [&](const auto& p) { return inherited.count(p->name) && !used.count(p.get()); });
    };
    prune(t_->formats, inherited_.formats);
    prune(t_->operand_types, inherited_.operand_types);
    prune(t_->enums, inherited_.enums);
    prune(t_->reg_classes, inherited_.reg_classes);
    if (inherited_.sources && !uses_sources) t_->sources = SourceSpace{};
  }

  void load_code_object_file(Reader& r, const YAML::Node& n) {
    if (t_->code_object) {
      r.error(n["code_object"], "a second code-object file", fmt::format("the first is {}", t_->code_object->loc.file));
      return;
    }
    t_->code_object = code_object_chain(r, n, 0);
  }

  // A code-object file and the files of the same name it `extends`, base first: each starts from
  // what its base describes.
  std::unique_ptr<CodeObject> code_object_chain(Reader& r, const YAML::Node& n, size_t depth) {
    constexpr size_t kMaxDepth = 8;
    auto ext = n["extends"];
    if (!ext) return load_code_object(r, n, nullptr);
    std::string id = r.str(ext), file = std::filesystem::path(r.file()).filename().string();
    if (depth >= kMaxDepth) {
      r.error(ext, fmt::format("'extends: {}' makes a cycle (or a chain of more than {} code-object files)", id, kMaxDepth),
              "a code-object file extends a base that does not extend it back");
      return nullptr;
    }
    std::optional<SourceFile> base = find_base_ ? find_base_(id, file) : std::nullopt;
    if (!base) {
      r.error(ext, fmt::format("no {} of a target '{}' to extend", file, id), fmt::format("name a target whose folder beside this one holds {}", file));
      return nullptr;
    }
    base_files_.push_back(std::move(*base));
    YAML::Node base_root;
    Reader* br = parse(base_files_.back(), base_root);
    if (!br) return nullptr;
    if (!base_root["code_object"]) {
      br->error_at({br->file(), 1, 1}, "this file is not a code-object description (it has no 'code_object:' key)");
      return nullptr;
    }
    auto inherited = code_object_chain(*br, base_root, depth + 1);
    return inherited ? load_code_object(r, n, inherited.get()) : nullptr;
  }

  // One target.yaml of a chain: the file itself first, then the targets it `extends`.
  struct Layer {
    Reader* r = nullptr;
    YAML::Node n;
  };

  // The entries of the mapping `key` over the layers (base first): each name as the last layer
  // that writes it has it, in the order of the first layer that writes it; a null value (`~`)
  // removes an inherited name. `inherited` gets the names no extending layer wrote.
  template <class F>
  void merged_entries(const std::vector<Layer>& layers, const char* key, const char* shape, F&& load,
                      std::set<std::string>* inherited = nullptr) {
    struct Entry {
      Reader* r;
      YAML::Node k, v;
      size_t layer;
    };
    // Entries are only ever copy-constructed: assigning a YAML::Node writes into the node it
    // refers to (yaml-cpp), which would overwrite the inherited file's own tree.
    std::vector<Entry> entries;
    std::vector<std::string> order;
    std::unordered_map<std::string, size_t> by_name;  // -> the entry that wins
    for (size_t i = 0; i < layers.size(); ++i) {
      auto m = layers[i].n[key];
      if (!m) continue;
      if (!m.IsMap()) {
        layers[i].r->error(m, fmt::format("{} must be {}", key, shape));
        continue;
      }
      for (auto it = m.begin(); it != m.end(); ++it) {
        std::string name = layers[i].r->str(it->first);
        auto prev = by_name.find(name);
        if (prev != by_name.end() && entries[prev->second].layer == i) {
          layers[i].r->error(it->first, fmt::format("duplicate name '{}' in {}", name, key), "give each entry its own name");
          continue;
        }
        if (prev == by_name.end()) order.push_back(name);
        entries.push_back(Entry{layers[i].r, it->first, it->second, i});
        by_name[name] = entries.size() - 1;
      }
    }
    for (const auto& name : order) {
      const Entry& e = entries[by_name[name]];
      if (e.v.IsNull() && e.layer > 0) continue;
      if (inherited && e.layer + 1 < layers.size()) inherited->insert(name);
      load(*e.r, e.k, e.v);
    }
  }

  // The last layer that writes `key`: lists and whole sections are replaced, not merged.
  static const Layer* last_with(const std::vector<Layer>& layers, const char* key) {
    for (auto it = layers.rbegin(); it != layers.rend(); ++it)
      if (it->n[key]) return &*it;
    return nullptr;
  }

  void load_target_file(const std::vector<Layer>& layers) {
    for (const auto& l : layers)
      l.r->check_keys(l.n, {"target", "extends", "title", "endian", "unit_bits", "manual_section", "register_classes", "formats",
                            "operand_types", "counters", "flags", "units", "enums", "traps", "messages", "prefixes",
                            "data_directive", "comments", "extra_text", "sources", "contexts", "mnemonic_case", "modes"},
                      "target.yaml");
    const Layer& own = layers.back();
    if (!own.r->require(own.n, "target", "target.yaml")) return;
    if (!last_with(layers, "formats")) {
      own.r->require(own.n, "formats", "target.yaml");
      return;
    }
    for (const auto& l : layers) load_target_scalars(*l.r, l.n);
    t_->id = own.r->str(own.n["target"]);
    merged_entries(layers, "register_classes", "a mapping of class name to properties",
                   [&](Reader& r, const YAML::Node& k, const YAML::Node& v) { load_reg_class(r, k, v); }, &inherited_.reg_classes);
    merged_entries(layers, "enums", "a mapping of table name to a list of entries",
                   [&](Reader& r, const YAML::Node& k, const YAML::Node& v) { load_enum(r, k, v); }, &inherited_.enums);
    merged_entries(layers, "formats", "a mapping of format name to properties",
                   [&](Reader& r, const YAML::Node& k, const YAML::Node& v) { load_format(r, k, v); }, &inherited_.formats);
    if (const Layer* l = last_with(layers, "sources")) {
      load_sources(*l->r, l->n["sources"], t_->sources);
      inherited_.sources = l != &own;
    }
    if (const Layer* l = last_with(layers, "mnemonic_case")) {
      auto v = l->r->str(l->n["mnemonic_case"]);
      if (v == "any") t_->mnemonics_any_case = true;
      else if (v != "exact") l->r->error(l->n["mnemonic_case"], fmt::format("mnemonic_case must be 'exact' or 'any', not '{}'", v));
    }
    merged_entries(layers, "contexts", "a mapping of each block context's name to what it is",
                   [&](Reader& r, const YAML::Node& k, const YAML::Node& v) { t_->contexts.emplace_back(r.str(k), r.str(v)); });
    merged_entries(layers, "operand_types", "a mapping",
                   [&](Reader& r, const YAML::Node& k, const YAML::Node& v) { load_operand_type(r, k, v); }, &inherited_.operand_types);
    merged_entries(layers, "prefixes", "a mapping of prefix name to a template such as \"{ctrl:ctrl} {guard:guard}\"",
                   [&](Reader& r, const YAML::Node& k, const YAML::Node& v) {
                     Target::Prefix p;
                     p.name = r.str(k);
                     p.syntax = r.str(v);
                     if (parse_tokens(r, v, p.syntax, p.tokens, p.operands)) t_->prefixes.push_back(std::move(p));
                   });
    merged_entries(layers, "counters", "a mapping of counter name to {bits, en}", [&](Reader& r, const YAML::Node& k, const YAML::Node& v) {
      Counter ctr;
      ctr.name = r.str(k);
      r.check_keys(v, {"bits", "en", "zh"}, "a counter");
      uint64_t b = 0;
      if (v["bits"] && r.uint(v["bits"], b, "bits")) ctr.bits = static_cast<unsigned>(b);
      ctr.doc = r.inline_text(v);
      t_->counters.push_back(ctr);
    });
    auto named_texts = [&](const char* key, std::vector<std::pair<std::string, Text>>& out, const char* what) {
      merged_entries(layers, key, "a mapping", [&](Reader& r, const YAML::Node& k, const YAML::Node& v) {
        r.check_keys(v, {"en", "zh"}, what);
        out.emplace_back(r.str(k), r.inline_text(v));
      });
    };
    named_texts("flags", t_->flags, "a flag");
    named_texts("units", t_->units, "a unit");
    for (const auto& l : layers)
      if (auto m = l.n["messages"]) {
        if (l.r->check_keys(m, {"missing_operand", "extra_operand", "expected_expression", "unexpected_operand", "other_mode_word", "literal_truncated", "list_open", "list_empty",
                                "list_element", "list_value", "list_comma", "list_close", "choice_value"}, "messages"))
          for (auto it = m.begin(); it != m.end(); ++it) t_->messages[l.r->str(it->first)] = l.r->str(it->second);
      }
    if (const Layer* l = last_with(layers, "comments")) load_comments(*l->r, l->n["comments"]);
    if (const Layer* l = last_with(layers, "extra_text")) load_extra_text(*l->r, l->n["extra_text"]);
    if (const Layer* l = last_with(layers, "traps")) load_traps(*l->r, l->n["traps"]);
    load_modes(*own.r, own.n);
  }

  // `modes:` of target.yaml (its own, never inherited): the other ways of loading the target
  // (gfx11's wave64). The one asked for rewrites the words of templates its `tokens` name (vcc_lo:
  // vcc), leaves out the instructions of its `without_formats` (saying their `message` when they
  // are written) and replaces the operand types its `operand_types` define.
  void load_modes(Reader& r, const YAML::Node& n) {
    auto ms = n["modes"];
    if (ms && !ms.IsMap()) { r.error(ms, "modes must be a mapping of each mode's name to what it changes"); return; }
    if (ms)
      for (auto it = ms.begin(); it != ms.end(); ++it)
        if (auto m = read_mode(r, it->first, it->second)) t_->modes.push_back(std::move(*m));
    if (mode_.empty()) return;
    t_->mode = mode_;
    auto found = std::find_if(t_->modes.begin(), t_->modes.end(), [&](const Target::Mode& m) { return m.name == mode_; });
    if (found == t_->modes.end()) {
      std::vector<std::string> names;
      for (const auto& m : t_->modes) names.push_back(m.name);
      diags_.error({r.file(), 0, 0}, fmt::format("target '{}' has no mode '{}'", t_->id, mode_), {},
                   names.empty() ? "it has none" : fmt::format("its modes: {}", fmt::join(names, ", ")));
      return;
    }
    mode_tokens_ = found->tokens;
    mode_without_ = {found->without_formats.begin(), found->without_formats.end()};
    mode_message_ = found->message.empty() ? fmt::format("instruction not available in {} mode", mode_) : found->message;
    auto ot = ms[mode_]["operand_types"];
    for (auto it = ot.begin(); ot && it != ot.end(); ++it) {
      auto name = r.str(it->first);
      auto old = std::find_if(t_->operand_types.begin(), t_->operand_types.end(), [&](const auto& o) { return o->name == name; });
      if (old == t_->operand_types.end()) continue;  // (read_mode said so)
      t_->operand_types.erase(old);
      load_operand_type(r, it->first, it->second);
    }
  }

  // What one mode says (its operand types are read only when it is the mode loaded).
  std::optional<Target::Mode> read_mode(Reader& r, const YAML::Node& key, const YAML::Node& m) {
    Target::Mode out;
    out.name = r.str(key);
    if (!r.check_keys(m, {"tokens", "without_formats", "operand_types", "en", "zh"}, "a mode")) return std::nullopt;
    out.doc = r.inline_text(m);
    if (auto tk = m["tokens"]) {
      if (!tk.IsMap()) { r.error(tk, "tokens must map each word of the templates to the word the mode writes"); return std::nullopt; }
      for (auto it = tk.begin(); it != tk.end(); ++it) out.tokens.emplace_back(r.str(it->first), r.str(it->second));
    }
    if (auto wf = m["without_formats"]) {
      if (!r.check_keys(wf, {"formats", "message"}, "without_formats") || !r.require(wf, "formats", "without_formats")) return std::nullopt;
      for (const auto& f : wf["formats"]) {
        if (!t_->format(r.str(f))) r.error(f, fmt::format("unknown format '{}'", r.str(f)), "name a format of target.yaml");
        out.without_formats.push_back(r.str(f));
      }
      if (wf["message"]) out.message = r.str(wf["message"]);
    }
    if (auto ot = m["operand_types"]) {
      if (!ot.IsMap()) { r.error(ot, "operand_types must be a mapping"); return std::nullopt; }
      for (auto it = ot.begin(); it != ot.end(); ++it) {
        auto name = r.str(it->first);
        if (!t_->operand_type(name))
          r.error(it->first, fmt::format("mode '{}' redefines '{}', which is not an operand type", out.name, name), "declare it under operand_types first");
        out.operand_types.push_back(name);
      }
    }
    return out;
  }

  // A template as the mode writes it: each whole word its `tokens` name replaced.
  std::string mode_words(std::string s) const {
    auto word_char = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
    for (const auto& [from, to] : mode_tokens_) {
      for (size_t at = s.find(from); at != std::string::npos; at = s.find(from, at)) {
        size_t end = at + from.size();
        bool whole = (at == 0 || !word_char(s[at - 1])) && (end == s.size() || !word_char(s[end]));
        bool in_operand = s.rfind('{', at) != std::string::npos && (s.rfind('}', at) == std::string::npos || s.rfind('}', at) < s.rfind('{', at));
        if (whole && !in_operand) {
          s.replace(at, from.size(), to);
          at += to.size();
        } else {
          at = end;
        }
      }
    }
    return s;
  }

  // What one layer says of the target as a whole; a later layer's value replaces an earlier one.
  void load_target_scalars(Reader& r, const YAML::Node& n) {
    if (n["title"]) t_->title = r.text(n["title"]);
    if (n["manual_section"]) t_->manual_section = r.str(n["manual_section"]);
    if (n["data_directive"]) t_->data_directive = r.str(n["data_directive"]);
    if (n["endian"]) {
      t_->endian = r.str(n["endian"]);
      if (t_->endian != "little") r.error(n["endian"], "only little-endian targets are supported", "write 'endian: little'");
    }
    if (n["unit_bits"]) {
      uint64_t u = 0;
      if (r.uint(n["unit_bits"], u, "unit_bits")) {
        if (u != 16 && u != 32 && u != 64 && u != 128) r.error(n["unit_bits"], "unit_bits must be 16, 32, 64 or 128");
        else t_->unit_bits = static_cast<unsigned>(u);
      }
    }
  }

  void load_extra_text(Reader& r, const YAML::Node& x) {
    if (!x.IsSequence()) {
      r.error(x, "extra_text must be a list of {starts: [text, ...], message: text}");
      return;
    }
    for (const auto& e : x) {
      if (!r.check_keys(e, {"starts", "message"}, "an extra_text entry") || !r.require(e, "starts", "an extra_text entry") ||
          !r.require(e, "message", "an extra_text entry"))
        continue;
      Target::ExtraText et;
      if (!e["starts"].IsSequence()) { r.error(e["starts"], "starts must be a list of texts"); continue; }
      for (const auto& s : e["starts"]) et.starts.push_back(r.str(s));
      et.message = r.str(e["message"]);
      t_->extra_text.push_back(std::move(et));
    }
  }

  void load_traps(Reader& r, const YAML::Node& tr) {
    for (const auto& e : tr) {
      r.check_keys(e, {"cause", "name", "en", "zh"}, "a trap");
      Trap t;
      uint64_t c = 0;
      if (e["cause"] && r.uint(e["cause"], c, "cause")) t.cause = static_cast<unsigned>(c);
      if (e["name"]) t.name = r.str(e["name"]);
      t.doc = r.inline_text(e);
      t_->traps.push_back(t);
    }
  }

  // `comments: ["//", ";"]`: the texts that start a comment in assembly source. Each is one to
  // three characters of punctuation other than quotes, brackets and what operands are written
  // with (',', '-', '+', '.', '_', '$', '%').
  void load_comments(Reader& r, const YAML::Node& n) {
    if (!n.IsSequence() || n.size() == 0) {
      r.error(n, "comments must be a non-empty list of strings such as [\"//\", \";\"]");
      return;
    }
    std::vector<std::string> out;
    for (const auto& c : n) {
      std::string s = r.str(c);
      bool ok = !s.empty() && s.size() <= 3;
      for (char ch : s)
        ok = ok && std::ispunct(static_cast<unsigned char>(ch)) && std::string_view("\"'()[]{},-+._$%").find(ch) == std::string_view::npos;
      if (!ok) {
        r.error(c, fmt::format("'{}' cannot start a comment", s),
                "use one to three punctuation characters that operands never contain, e.g. \"//\", \";\" or \"#\"");
        continue;
      }
      if (std::find(out.begin(), out.end(), s) != out.end()) { r.error(c, fmt::format("comment marker '{}' is listed twice", s)); continue; }
      out.push_back(s);
    }
    if (out.empty()) return;
    t_->comments = std::move(out);
    t_->comments_declared = true;
  }

  void load_reg_class(Reader& r, const YAML::Node& key, const YAML::Node& n) {
    auto rc = std::make_unique<RegClass>();
    rc->name = r.str(key);
    rc->loc = r.loc(key);
    if (!r.check_keys(n, {"title", "prefix", "count", "width", "specials", "written", "en", "zh"}, "a register class")) return;
    if (n["written"]) rc->written = n["written"].as<bool>(true);
    rc->prefix = n["prefix"] ? r.str(n["prefix"]) : rc->name;
    rc->title = n["title"] ? r.str(n["title"]) : "'" + rc->name + "'";
    uint64_t v = 0;
    if (r.require(n, "count", "a register class") && r.uint(n["count"], v, "count")) rc->count = static_cast<unsigned>(v);
    if (n["width"] && r.uint(n["width"], v, "width")) rc->width = static_cast<unsigned>(v);
    if (auto s = n["specials"]) {
      for (auto it = s.begin(); it != s.end(); ++it) {
        uint64_t idx = 0;
        if (r.uint(it->second, idx, "special register index")) {
          if (idx >= rc->count) r.error(it->second, fmt::format("special register index {} is beyond the class's {} registers", idx, rc->count));
          rc->specials.emplace_back(r.str(it->first), static_cast<unsigned>(idx));
        }
      }
    }
    rc->doc = r.inline_text(n);
    t_->reg_classes.push_back(std::move(rc));
  }

  // `reg: q2` (a register class and index), `regs: N` (how many, default 1) and `shift: S` on an
  // enum entry: the registers the value names (EnumRegs).
  void load_enum_regs(Reader& r, const YAML::Node& en, EnumEntry& ent) {
    if (!en["reg"]) {
      r.error(en["shift"], "'shift' belongs to an entry that names registers with 'reg'", "add 'reg: <class><index>' or remove 'shift'");
      return;
    }
    const std::string s = r.str(en["reg"]);
    size_t digits = s.size();
    while (digits > 0 && std::isdigit(static_cast<unsigned char>(s[digits - 1]))) --digits;
    const RegClass* rc = digits < s.size() ? t_->reg_class(s.substr(0, digits)) : nullptr;
    if (!rc) {
      r.error(en["reg"], fmt::format("'{}' names no register: write a register class and an index, as 'q2'", s), suggest_reg_class(s.substr(0, digits)));
      return;
    }
    uint64_t first = std::stoull(s.substr(digits)), count = 1, shift = 0;
    if (en["regs"] && !r.uint(en["regs"], count, "regs")) return;
    if (en["shift"] && !r.uint(en["shift"], shift, "shift")) return;
    if (count == 0 || first + count > rc->count) {
      r.error(en["reg"], fmt::format("registers {}..{} are beyond class '{}' ({} registers)", first, first + count - 1, rc->name, rc->count));
      return;
    }
    if (shift >= count && shift) {
      r.error(en["shift"], fmt::format("a shift of {} leaves none of the {} registers in place", shift, count), "shift by less than 'regs'");
      return;
    }
    ent.names = EnumRegs{rc, static_cast<uint16_t>(first), static_cast<uint16_t>(count), static_cast<uint16_t>(shift)};
  }

  void load_enum(Reader& r, const YAML::Node& key, const YAML::Node& n) {
    auto e = std::make_unique<EnumTable>();
    e->name = r.str(key);
    if (!n.IsSequence()) {
      r.error(n, "an enum must be a list of {name, value} entries");
      return;
    }
    std::unordered_set<std::string> names;          // names and aliases so far
    std::unordered_map<uint64_t, size_t> values;    // -> the first entry of each value
    for (const auto& en : n) {
      if (!en.IsMap()) { r.error(en, "an enum entry must be a mapping with name and value"); continue; }
      EnumEntry ent;
      if (!r.require(en, "name", "an enum entry") || !r.require(en, "value", "an enum entry")) continue;
      ent.name = r.str(en["name"]);
      if (!r.uint(en["value"], ent.value, "value")) continue;
      for (const auto& kv : en) {
        auto k = kv.first.as<std::string>();
        if (k == "name" || k == "value") continue;
        // A copy of the value node: iterating `it->second` directly reads a proxy that is gone
        // (AddressSanitizer: stack-use-after-scope in yaml-cpp's begin()).
        const YAML::Node v = kv.second;
        if (k == "aliases") {
          if (!v.IsSequence()) { r.error(v, "aliases must be a list of names"); continue; }
          for (const auto& a : v) ent.aliases.push_back(r.str(a));
          continue;
        }
        if (k == "placeholder") {
          ent.placeholder = v.as<bool>(false);
          continue;
        }
        if (k == "decode_only") {
          ent.decode_only = v.as<bool>(false);
          continue;
        }
        if (k == "reg" || k == "shift") continue;  // read below, with `regs`
        if (k == "en") ent.doc.en = r.str(v);
        else if (k == "zh") ent.doc.zh = r.str(v);
        else ent.attrs[k] = r.str(v);
      }
      if (en["reg"] || en["shift"]) load_enum_regs(r, en, ent);
      if (names.count(ent.name)) r.error(en["name"], fmt::format("duplicate name '{}' in enum '{}'", ent.name, e->name));
      if (auto prev = values.find(ent.value); prev != values.end())
        r.error(en["value"], fmt::format("value {:#x} of '{}' is already used by '{}' in enum '{}'", ent.value, ent.name,
                                         e->entries[prev->second].name, e->name));
      if (ent.name.empty() || !(std::isalnum(static_cast<unsigned char>(ent.name[0])) || ent.name[0] == '_')) e->suffix_style = true;
      names.insert(ent.name);
      for (const auto& a : ent.aliases) {
        if (a.empty() || names.count(a)) r.error(en["aliases"], fmt::format("alias '{}' of '{}' is empty or already a name in enum '{}'", a, ent.name, e->name));
        else names.insert(a);
      }
      values.emplace(ent.value, e->entries.size());
      e->entries.push_back(std::move(ent));
    }
    e->index_names();
    t_->enums.push_back(std::move(e));
  }

  void load_format(Reader& r, const YAML::Node& key, const YAML::Node& n) {
    auto f = std::make_unique<Format>();
    f->name = r.str(key);
    f->loc = r.loc(key);
    if (!r.check_keys(n, {"bits", "fields", "views", "reserved", "literal_at", "en", "zh"}, "a format")) return;
    uint64_t bits = 0;
    if (!r.require(n, "bits", "a format") || !r.uint(n["bits"], bits, "bits")) return;
    if (bits == 0 || bits > 128 || bits % t_->unit_bits != 0) {
      r.error(n["bits"], fmt::format("format width {} must be a multiple of unit_bits ({}) and at most 128", bits, t_->unit_bits));
      return;
    }
    f->bits = static_cast<unsigned>(bits);
    f->literal_at = f->bits;
    if (n["literal_at"] && !load_literal_at(r, n["literal_at"], *f)) return;
    f->doc = r.inline_text(n);
    Bits128 used;
    if (!r.require(n, "fields", "a format")) return;
    // `views:` are more fields over bits the fields already cover (gfx11 VOP3's src0 with its neg
    // and abs bits as one field, "61,8,40:32"): a variant binds one or the other, never both.
    struct Spec {
      YAML::Node first, second;
      bool is_view;
    };
    std::vector<Spec> specs;
    for (auto it = n["fields"].begin(); it != n["fields"].end(); ++it) specs.push_back({it->first, it->second, false});
    if (n["views"])
      for (auto it = n["views"].begin(); it != n["views"].end(); ++it) specs.push_back({it->first, it->second, true});
    for (const Spec& spec_entry : specs) {
      const Spec* it = &spec_entry;
      const bool is_view = spec_entry.is_view;
      Field fld;
      fld.name = r.str(it->first);
      fld.view = is_view;
      fld.loc = r.loc(it->second);
      std::string spec = r.str(it->second);
      if (!parse_segments(spec, fld.segs)) {
        r.error(it->second, fmt::format("bad bit range '{}' for field '{}'", spec, fld.name),
                "write 'hi:lo', a single bit, or pieces joined by ',' (most significant first), e.g. '31:25,11:7'");
        continue;
      }
      for (const auto& s : fld.segs) {
        if (s.hi >= f->bits) {
          r.error(it->second, fmt::format("field '{}' reaches bit {} but format '{}' has {} bits", fld.name, s.hi, f->name, f->bits));
          goto next;
        }
        fld.width += s.width();
      }
      if (fld.width > 64) {
        r.error(it->second, fmt::format("field '{}' is {} bits wide; fields are at most 64 bits", fld.name, fld.width));
        continue;
      }
      if (!is_view && !(used & fld.mask()).zero()) {
        r.error(it->second, fmt::format("field '{}' overlaps an earlier field of format '{}'", fld.name, f->name));
        continue;
      }
      if (f->field(fld.name)) {
        r.error(it->first, fmt::format("duplicate field '{}' in format '{}'", fld.name, f->name));
        continue;
      }
      used = used | fld.mask();
      f->fields.push_back(std::move(fld));
    next:;
    }
    if (auto rs = n["reserved"]) {
      if (!rs.IsSequence()) r.error(rs, "reserved must be a list of {bits, values, message}");
      else
        for (const auto& e : rs) {
          if (!r.check_keys(e, {"bits", "values", "message"}, "a reserved entry") || !r.require(e, "bits", "a reserved entry") ||
              !r.require(e, "message", "a reserved entry"))
            continue;
          Format::Reserved res;
          res.field.name = "reserved";
          res.field.loc = r.loc(e["bits"]);
          if (!parse_segments(r.str(e["bits"]), res.field.segs)) {
            r.error(e["bits"], fmt::format("bad bit range '{}'", r.str(e["bits"])), "write 'hi:lo' or pieces joined by ','");
            continue;
          }
          bool ok = true;
          for (const auto& sg : res.field.segs) {
            if (sg.hi >= f->bits) r.error(e["bits"], fmt::format("reserved bit {} is beyond format '{}' ({} bits)", sg.hi, f->name, f->bits)), ok = false;
            res.field.width += sg.width();
          }
          if (ok && res.field.width > 6) r.error(e["bits"], "reserved bits are at most 6 (their allowed values are a 64-bit set)"), ok = false;
          if (!ok) continue;
          // values: numbers or "lo..hi" ranges; none given: only 0.
          if (auto vs = e["values"]) {
            res.allowed = 0;
            if (!vs.IsSequence()) { r.error(vs, "values must be a list of numbers or 'lo..hi' ranges"); continue; }
            for (const auto& x : vs) {
              std::string t = r.str(x);
              int64_t lo = 0, hi = 0;
              auto dots = t.find("..");
              bool good = dots == std::string::npos ? parse_int(t, lo) && (hi = lo, true)
                                                    : parse_int(t.substr(0, dots), lo) && parse_int(t.substr(dots + 2), hi);
              if (!good || lo < 0 || hi < lo || hi >= (int64_t{1} << res.field.width)) {
                r.error(x, fmt::format("bad value '{}' for {} reserved bits", t, res.field.width), "write a number or 'lo..hi'");
                ok = false;
                break;
              }
              for (int64_t k = lo; k <= hi; ++k) res.allowed |= uint64_t{1} << k;
            }
            if (!ok) continue;
          }
          res.message = r.str(e["message"]);
          f->reserved.push_back(std::move(res));
        }
    }
    t_->formats.push_back(std::move(f));
  }

  void load_operand_type(Reader& r, const YAML::Node& key, const YAML::Node& n) {
    auto ot = std::make_unique<OperandType>();
    ot->name = r.str(key);
    ot->loc = r.loc(key);
    if (!r.check_keys(n, {"kind", "bits", "scale", "stride", "class", "enum", "numeric", "refuse", "key", "default", "print", "bias", "raw_const",
                          "optional", "offset", "accept", "range_message", "fields", "join", "separators", "separator_required",
                          "repeat", "omit", "when_all_omitted", "messages", "pattern", "follow", "role", "pair", "call", "call_short",
                          "other_bits", "value_errors", "saturate", "modes", "title", "encode", "decode_accepted", "data", "constant_width", "nonzero_as", "codes", "asm_codes", "base", "mods", "flag", "signed", "choices", "list", "access", "print_default", "choices_only", "required", "loose_numbers", "symbols", "symbolic", "halves", "en", "zh"},
                      "an operand type"))
      return;
    if (!r.require(n, "kind", "an operand type")) return;
    static const std::pair<std::string_view, OperandKind> kinds[] = {
        {"reg", OperandKind::Reg},     {"uimm", OperandKind::UImm}, {"simm", OperandKind::SImm},
        {"pcrel", OperandKind::PcRel}, {"enum", OperandKind::Enum}, {"keyed", OperandKind::Keyed},
        {"fieldset", OperandKind::FieldSet}, {"src", OperandKind::Src}};
    std::string k = r.str(n["kind"]);
    bool found = false;
    for (auto& [name, kind] : kinds)
      if (name == k) ot->kind = kind, found = true;
    if (!found) {
      std::vector<std::string_view> names;
      for (auto& p : kinds) names.push_back(p.first);
      auto s = closest_match(k, names);
      r.error(n["kind"], fmt::format("unknown operand kind '{}'", k),
              s.empty() ? fmt::format("kinds: {}", fmt::join(names, ", ")) : fmt::format("did you mean '{}'?", s));
      return;
    }
    // A fieldset with a `pattern` is written through that fixed text instead of name(value) parts.
    if (ot->kind == OperandKind::FieldSet && n["pattern"]) ot->kind = OperandKind::Pattern;
    uint64_t v = 0;
    if (n["bits"] && r.uint(n["bits"], v, "bits")) ot->bits = static_cast<unsigned>(v);
    if (n["scale"] && r.uint(n["scale"], v, "scale")) {
      if (v == 0 || (v & (v - 1))) r.error(n["scale"], "scale must be a power of two");
      else ot->scale_log2 = static_cast<unsigned>(__builtin_ctzll(v));
    }
    if (ot->kind == OperandKind::Reg) {
      if (!r.require(n, "class", "a register operand type")) return;
      auto cls = r.str(n["class"]);
      ot->reg_class = t_->reg_class(cls);
      if (!ot->reg_class) { r.error(n["class"], fmt::format("unknown register class '{}'", cls), suggest_reg_class(cls)); return; }
      if (!ot->bits) ot->bits = static_cast<unsigned>(std::bit_width(ot->reg_class->count - 1));
      if (auto st = n["stride"]) {
        uint64_t v = 0;
        if (!r.uint(st, v, "stride") || v == 0 || (v & (v - 1)) || v > 8) {
          r.error(st, "stride must be 1, 2, 4 or 8");
          return;
        }
        ot->stride = static_cast<unsigned>(v);
      }
    }
    if (ot->kind == OperandKind::Src && !load_src_operand(r, n, t_->sources, *ot)) return;
    if (ot->kind != OperandKind::Src && (n["data"] || n["codes"] || n["asm_codes"] || n["halves"])) {
      r.error(n["data"] ? n["data"] : n["codes"] ? n["codes"] : n["asm_codes"] ? n["asm_codes"] : n["halves"],
              "'data', 'codes' and 'halves' belong to src operand types only");
      return;
    }
    if (ot->kind == OperandKind::Enum) {
      if (!r.require(n, "enum", "an enum operand type")) return;
      auto en = r.str(n["enum"]);
      ot->table = t_->enum_table(en);
      if (!ot->table) { r.error(n["enum"], fmt::format("unknown enum '{}'", en)); return; }
      if (n["numeric"]) ot->numeric = n["numeric"].as<bool>(false);
      if (n["loose_numbers"]) ot->loose_numbers = n["loose_numbers"].as<bool>(false);
      if (auto rf = n["refuse"]; rf && rf.IsMap())
        for (auto it = rf.begin(); it != rf.end(); ++it) ot->refuse.emplace_back(r.str(it->first), r.str(it->second));
    }
    if (ot->kind == OperandKind::Keyed) {
      if (!r.require(n, "key", "a keyed operand type")) return;
      ot->key = r.str(n["key"]);
      if (n["flag"]) ot->flag = n["flag"].as<bool>(false);
      if (n["signed"]) ot->keyed_signed = n["signed"].as<bool>(false);
      if (n["print_default"]) ot->print_default = n["print_default"].as<bool>(false);
      if (!load_keyed_forms(r, n, *t_, *ot)) return;
    }
    if (n["default"] && r.uint(n["default"], v, "default")) ot->default_value = v;
    if (auto a = n["access"]) {
      const std::string s = r.str(a);
      ot->access = s == "read" ? Access::Read : s == "write" ? Access::Write : s == "readwrite" ? Access::ReadWrite : Access::None;
      if (ot->access == Access::None) r.error(a, fmt::format("access must be read, write or readwrite, not '{}'", s));
      else t_->access_declared = true;
    }
    if (!load_operand_extras(r, n, *ot)) return;
    if (!load_symbols(r, n, *ot)) return;
    if (ot->kind != OperandKind::Reg && ot->bits == 0 && ot->kind != OperandKind::Enum) {
      r.error(key, fmt::format("operand type '{}' needs 'bits'", ot->name));
      return;
    }
    if (ot->bits > 64) { r.error(n["bits"], "operand types are at most 64 bits"); return; }
    ot->doc = r.inline_text(n);
    t_->operand_types.push_back(std::move(ot));
  }

  // `symbols: TABLE` (names an immediate's expressions take) and `symbolic: "HI:LO"` (printed as
  // their OR): every entry is a value of bits HI:LO or one bit of the operand above them.
  bool load_symbols(Reader& r, const YAML::Node& n, OperandType& ot) {
    if (n["symbolic"] && !n["symbols"]) { r.error(n["symbolic"], "'symbolic' prints through the names of 'symbols'", "add 'symbols: ENUM'"); return false; }
    if (!n["symbols"]) return true;
    if (ot.kind != OperandKind::UImm && ot.kind != OperandKind::SImm) {
      r.error(n["symbols"], "'symbols' applies to uimm and simm operand types only");
      return false;
    }
    const std::string en = r.str(n["symbols"]);
    ot.symbols = t_->enum_table(en);
    if (!ot.symbols) { r.error(n["symbols"], fmt::format("unknown enum '{}'", en), "declare it under 'enums:'"); return false; }
    if (!n["symbolic"]) return true;
    std::vector<Segment> segs;
    if (!parse_segments(r.str(n["symbolic"]), segs) || segs.size() != 1 || segs[0].hi >= ot.bits) {
      r.error(n["symbolic"], fmt::format("bad bit range '{}' for 'symbolic'", r.str(n["symbolic"])),
              fmt::format("write 'hi:lo' within the operand's {} bits", ot.bits));
      return false;
    }
    ot.symbolic_mask = ((segs[0].width() >= 64 ? ~uint64_t{0} : (uint64_t{1} << segs[0].width()) - 1)) << segs[0].lo;
    const uint64_t all = ot.bits >= 64 ? ~uint64_t{0} : (uint64_t{1} << ot.bits) - 1;
    for (const auto& e : ot.symbols->entries) {
      const uint64_t flag = e.value & ~ot.symbolic_mask;
      if ((e.value & ot.symbolic_mask) && flag) {
        r.error(n["symbols"], fmt::format("entry '{}' of '{}' ({:#x}) has bits inside and outside {}", e.name, en, e.value, r.str(n["symbolic"])),
                "give each entry a value of those bits or a single bit above them");
        return false;
      }
      if (flag && ((flag & (flag - 1)) || (flag & ~all))) {
        r.error(n["symbols"], fmt::format("entry '{}' of '{}' ({:#x}) is not one bit of the operand outside {}", e.name, en, e.value, r.str(n["symbolic"])),
                "a name printed after '|' stands for one bit");
        return false;
      }
    }
    return true;
  }

  // A signed integer: decimal, or 0x hex, with an optional '-'.
  static bool parse_int(std::string_view s, int64_t& out) {
    bool neg = !s.empty() && s[0] == '-';
    if (neg) s.remove_prefix(1);
    int base = 10;
    if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) base = 16, s.remove_prefix(2);
    uint64_t u = 0;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), u, base);
    if (ec != std::errc() || p != s.data() + s.size() || s.empty()) return false;
    out = neg ? -static_cast<int64_t>(u) : static_cast<int64_t>(u);
    return true;
  }

  // `modes:` of a keyed operand (see call_modes.h): its value may be written call(MODE, args...).
  // Each mode fixes some bits (`fixed: {"15:8": 0x80}`) and stores its arguments in the others; between
  // them they hold every bit of the operand, so that a mode's text says the whole value.
  bool load_call_modes(Reader& r, const YAML::Node& n, OperandType& ot) {
    if (ot.kind != OperandKind::Keyed) { r.error(n["modes"], "'modes' belong to keyed operand types only", "write kind: keyed with key: and call:"); return false; }
    if (!n["call"]) { r.error(n, "a keyed operand type with modes needs 'call'", "name the call its modes are written in: call: NAME, for key:NAME(MODE, ...)"); return false; }
    ot.rules.call = r.str(n["call"]);
    if (auto m = n["messages"]) {
      if (!r.check_keys(m, {"expected_open", "expected_mode", "expected_comma", "expected_close", "expected_number", "not_absolute"},
                        "the messages of a keyed operand type with modes"))
        return false;
      for (auto it = m.begin(); it != m.end(); ++it) ot.rules.messages[r.str(it->first)] = r.str(it->second);
    }
    if (!n["modes"].IsSequence() || n["modes"].size() == 0) { r.error(n["modes"], "modes must be a list of {name, fixed, args}"); return false; }
    const uint64_t all = ot.bits >= 64 ? ~uint64_t{0} : (uint64_t{1} << ot.bits) - 1;
    for (const auto& m : n["modes"]) {
      if (!r.check_keys(m, {"name", "fixed", "args"}, "a mode") || !r.require(m, "name", "a mode")) return false;
      CallMode mode;
      mode.name = r.str(m["name"]);
      for (const auto& other : ot.call_modes)
        if (other.name == mode.name) { r.error(m["name"], fmt::format("mode '{}' is declared twice", mode.name)); return false; }
      uint64_t used = 0;
      if (auto f = m["fixed"]) {
        if (!f.IsMap()) { r.error(f, "fixed must be a mapping {\"hi:lo\": value}"); return false; }
        for (auto it = f.begin(); it != f.end(); ++it) {
          uint64_t bits = 0, val = 0;
          if (!mode_bits(r, it->first, ot.bits, used, bits) || !r.uint(it->second, val, "a fixed value")) return false;
          unsigned lo = static_cast<unsigned>(std::countr_zero(bits));
          if ((val << lo) & ~bits) { r.error(it->second, fmt::format("value {} does not fit bits {}", val, r.str(it->first)), fmt::format("at most {}", bits >> lo)); return false; }
          mode.fixed_mask |= bits, mode.fixed_value |= val << lo;
        }
      }
      if (auto as = m["args"]) {
        if (!as.IsSequence()) { r.error(as, "args must be a list"); return false; }
        for (const auto& a : as) {
          CallModeArg arg;
          if (!load_mode_arg(r, a, ot.bits, mode.args.size(), used, arg)) return false;
          if (arg.below >= 0 && mode.args[static_cast<size_t>(arg.below)].length) {
            r.error(a["below"], "below names a string argument", "name an earlier number argument");
            return false;
          }
          mode.args.push_back(std::move(arg));
        }
      }
      if (used != all)
        r.error(m, fmt::format("mode '{}' leaves bits {:#x} of the operand unstored", mode.name, all & ~used),
                "fix them (fixed:) or give them to an argument, so that the mode's text says the whole value");
      if (used != all) return false;
      ot.call_modes.push_back(std::move(mode));
    }
    return true;
  }

  // The bits "hi:lo" names within an operand of `width` bits, none of them `used` already.
  static bool mode_bits(Reader& r, const YAML::Node& n, unsigned width, uint64_t& used, uint64_t& bits) {
    std::vector<Segment> segs;
    if (!parse_segments(r.str(n), segs) || segs.size() != 1 || segs[0].hi >= width) {
      r.error(n, fmt::format("bad bit range '{}'", r.str(n)), fmt::format("write 'hi:lo' within the operand's {} bits", width));
      return false;
    }
    bits = ((segs[0].hi - segs[0].lo + 1 >= 64) ? ~uint64_t{0} : (uint64_t{1} << (segs[0].hi - segs[0].lo + 1)) - 1) << segs[0].lo;
    if (bits & used) { r.error(n, fmt::format("bits {} are stored twice in this mode", r.str(n)), "give each bit to one argument or to fixed:"); return false; }
    used |= bits;
    return true;
  }

  // One argument of a mode: a number in `bits` (with negate, bias, range, power_of_two, below), or
  // a string of `length` characters over `fields` (chars: what each writes; print: what each
  // combination of the fields' bits prints as).
  bool load_mode_arg(Reader& r, const YAML::Node& a, unsigned width, size_t index, uint64_t& used, CallModeArg& arg) {
    if (!r.check_keys(a, {"bits", "negate", "bias", "range", "power_of_two", "below", "length", "fields", "chars", "print", "messages"}, "a mode argument"))
      return false;
    if (auto m = a["messages"]) {
      if (!r.check_keys(m, {"range", "power_of_two", "expected", "length", "invalid"}, "a mode argument's messages")) return false;
      for (auto it = m.begin(); it != m.end(); ++it) arg.messages[r.str(it->first)] = r.str(it->second);
    }
    if (a["length"]) return load_mode_string(r, a, width, used, arg);
    if (!r.require(a, "bits", "a number argument")) return false;
    uint64_t bits = 0;
    if (!mode_bits(r, a["bits"], width, used, bits)) return false;
    arg.lo = static_cast<unsigned>(std::countr_zero(bits));
    arg.hi = 63 - static_cast<unsigned>(std::countl_zero(bits));
    if (a["negate"]) arg.negate = a["negate"].as<bool>(false);
    if (a["bias"] && !parse_int(r.str(a["bias"]), arg.bias)) { r.error(a["bias"], "bias must be an integer"); return false; }
    arg.min = 0, arg.max = static_cast<int64_t>(arg.field_max());
    if (auto g = a["range"]) {
      auto s = r.str(g);
      auto dots = s.find("..");
      if (dots == std::string::npos || !parse_int(s.substr(0, dots), arg.min) || !parse_int(s.substr(dots + 2), arg.max) || arg.min > arg.max) {
        r.error(g, fmt::format("bad range '{}'", s), "write 'lo..hi'");
        return false;
      }
    }
    if (a["power_of_two"]) arg.power_of_two = a["power_of_two"].as<bool>(false);
    if (auto b = a["below"]) {
      uint64_t k = 0;
      if (!r.uint(b, k, "below") || k >= index) { r.error(b, fmt::format("below must name an earlier argument, not {}", r.str(b)), "write its position, 0 for the first"); return false; }
      arg.below = static_cast<int>(k);
    }
    return true;
  }

  bool load_mode_string(Reader& r, const YAML::Node& a, unsigned width, uint64_t& used, CallModeArg& arg) {
    uint64_t len = 0;
    if (!r.uint(a["length"], len, "length") || len == 0 || len > 16) { r.error(a["length"], "length is 1..16 characters"); return false; }
    arg.length = static_cast<unsigned>(len);
    for (const char* k : {"fields", "chars", "print"})
      if (!r.require(a, k, "a string argument")) return false;
    if (!a["fields"].IsSequence() || a["fields"].size() == 0 || a["fields"].size() > 4) {
      r.error(a["fields"], "fields must be a list of 1..4 bit ranges \"hi:lo\", each `length` bits");
      return false;
    }
    for (const auto& f : a["fields"]) {
      uint64_t bits = 0;
      if (!mode_bits(r, f, width, used, bits)) return false;
      if (std::popcount(bits) != static_cast<int>(len)) { r.error(f, fmt::format("a field of this string is {} bits, one per character", len)); return false; }
      arg.field_lo.push_back(static_cast<unsigned>(std::countr_zero(bits)));
    }
    const size_t nf = arg.field_lo.size();
    auto combo = [&](const YAML::Node& v, unsigned& out) {
      auto s = r.str(v);
      bool ok = s.size() == nf && std::all_of(s.begin(), s.end(), [](char c) { return c == '0' || c == '1'; });
      out = 0;
      for (size_t j = 0; ok && j < nf; ++j) out |= static_cast<unsigned>(s[j] - '0') << j;
      if (!ok) r.error(v, fmt::format("'{}' is not {} bits, one per field in the order of fields", s, nf));
      return ok;
    };
    if (!a["chars"].IsMap()) { r.error(a["chars"], "chars must be a mapping {character: its bits, one per field}"); return false; }
    for (auto it = a["chars"].begin(); it != a["chars"].end(); ++it) {
      auto ch = r.str(it->first);
      unsigned bits = 0;
      if (ch.size() != 1 || ch[0] == '"') { r.error(it->first, "a key of chars is one character (not a quote)"); return false; }
      if (!combo(it->second, bits)) return false;
      arg.chars += ch[0];
      arg.char_bits.push_back(static_cast<uint8_t>(bits));
    }
    // What each combination of the fields' bits prints as: every combination once, each a character of chars.
    arg.print_chars.assign(size_t{1} << nf, '\0');
    if (!a["print"].IsMap()) { r.error(a["print"], "print must be a mapping {bits, one per field: the character printed}"); return false; }
    for (auto it = a["print"].begin(); it != a["print"].end(); ++it) {
      unsigned bits = 0;
      if (!combo(it->first, bits)) return false;
      auto ch = r.str(it->second);
      if (ch.size() != 1 || arg.chars.find(ch[0]) == std::string::npos) {
        r.error(it->second, fmt::format("'{}' is not one of the characters of chars ({})", ch, arg.chars), "print each combination as a character the assembler takes back");
        return false;
      }
      if (arg.print_chars[bits]) { r.error(it->first, "this combination is printed twice"); return false; }
      arg.print_chars[bits] = ch[0];
    }
    for (size_t b = 0; b < arg.print_chars.size(); ++b)
      if (!arg.print_chars[b]) {
        std::string bits;
        for (size_t j = 0; j < nf; ++j) bits += static_cast<char>('0' + ((b >> j) & 1));
        r.error(a["print"], fmt::format("print does not say what \"{}\" (a bit per field) prints as", bits), "give every combination of the fields' bits its character");
        return false;
      }
    return true;
  }

  // Printing style, pc bias, optional operands, accepted ranges and FieldSet parts.
  bool load_operand_extras(Reader& r, const YAML::Node& n, OperandType& ot) {
    if (auto p = n["print"]) {
      static const std::pair<std::string_view, PrintStyle> styles[] = {
          {"auto", PrintStyle::Auto}, {"dec", PrintStyle::Dec}, {"hex", PrintStyle::Hex}, {"inline", PrintStyle::Inline},
          {"f32", PrintStyle::F32}, {"f64hi", PrintStyle::F64Hi}, {"source", PrintStyle::Source}};
      auto s = r.str(p);
      bool ok = false;
      for (auto& [name, st] : styles)
        if (name == s) ot.print = st, ok = true;
      if (!ok) { r.error(p, fmt::format("unknown print style '{}'", s), "styles: auto, dec, hex, inline, f32, f64hi, source"); return false; }
    }
    if (auto b = n["bias"]) {
      if (!parse_int(r.str(b), ot.bias)) { r.error(b, "bias must be an integer"); return false; }
    }
    if (n["raw_const"]) ot.raw_const = n["raw_const"].as<bool>(false);
    if (n["optional"]) ot.optional = n["optional"].as<bool>(false);
    if (n["offset"]) {
      const std::string style = n["offset"].IsScalar() ? n["offset"].Scalar() : std::string();
      ot.offset_plus = style == "plus";
      ot.offset_space = style == "space";
      ot.offset_form = ot.offset_plus || ot.offset_space || n["offset"].as<bool>(false);
      if (ot.offset_form && ot.kind != OperandKind::SImm) { r.error(n["offset"], "'offset: true' applies to simm operands only"); return false; }
    }
    if (auto a = n["accept"]) {
      auto s = r.str(a);
      auto dots = s.find("..");
      if (dots == std::string::npos || !parse_int(s.substr(0, dots), ot.accept_lo) || !parse_int(s.substr(dots + 2), ot.accept_hi) ||
          ot.accept_lo > ot.accept_hi) {
        r.error(a, fmt::format("bad accept range '{}'", s), "write 'lo..hi', e.g. '-32768..65535'");
        return false;
      }
      ot.has_accept = true;
    }
    if (n["range_message"]) ot.range_message = r.str(n["range_message"]);
    if (n["choices_only"]) ot.choices_only = n["choices_only"].as<bool>(false);
    if (n["required"]) ot.required_message = r.str(n["required"]);
    if (n["title"]) ot.title = r.str(n["title"]);
    if (n["decode_accepted"]) ot.decode_accepted = n["decode_accepted"].as<bool>(false);
    if (auto nz = n["nonzero_as"]) {
      if (!parse_int(r.str(nz), ot.nonzero_as)) { r.error(nz, "nonzero_as is the number a value other than 0 is taken as"); return false; }
      ot.has_nonzero_as = true;
    }
    if (auto e = n["encode"]) {
      if (!e.IsMap() || (ot.kind != OperandKind::Reg && ot.kind != OperandKind::Keyed)) {
        r.error(e, "'encode' is a mapping {value: field value} of a register or keyed operand type");
        return false;
      }
      for (auto it = e.begin(); it != e.end(); ++it) {
        int64_t from = 0, to = 0;
        if (!parse_int(r.str(it->first), from) || !parse_int(r.str(it->second), to) || to < 0) {
          r.error(it->first, "'encode' maps a register index (a keyed value) to a field value, both numbers");
          return false;
        }
        ot.encode_as.emplace_back(from, static_cast<uint64_t>(to));
      }
    }
    if (n["role"]) ot.role = r.str(n["role"]);
    if (n["pair"]) {
      uint64_t pv = 0;
      if (!r.uint(n["pair"], pv, "pair")) return false;
      if (ot.kind != OperandKind::Reg || pv == 0) { r.error(n["pair"], "'pair' applies to register operands and is at least 1"); return false; }
      ot.pair = static_cast<unsigned>(pv);
    }
    if (n["follow"]) {
      ot.follow = r.str(n["follow"]);
      if (!ot.optional || ot.kind != OperandKind::Reg) { r.error(n["follow"], "'follow' applies to optional register operands only"); return false; }
    }
    if (ot.kind == OperandKind::Pattern) {
      for (const char* k : {"join", "separators", "separator_required", "repeat", "omit", "when_all_omitted", "messages", "call",
                            "other_bits", "value_errors", "saturate"})
        if (n[k]) { r.error(n[k], fmt::format("'{}' belongs to fieldset operand types only", k)); return false; }
      if (!r.require(n, "pattern", "a pattern operand type")) return false;
    } else if (n["pattern"]) {
      r.error(n["pattern"], "'pattern' belongs to fieldset operand types only");
      return false;
    }
    if (ot.kind == OperandKind::Keyed && n["value_errors"]) {
      // A keyed value's error at its key ("offset:" rather than the number after it), as llvm-mc reports it.
      auto s = r.str(n["value_errors"]);
      if (s != "at_name" && s != "at_value") { r.error(n["value_errors"], "value_errors must be 'at_name' or 'at_value'"); return false; }
      ot.rules.value_error_at_name = s == "at_name";
    }
    if (n["modes"] && !load_call_modes(r, n, ot)) return false;
    if (ot.kind != OperandKind::FieldSet && ot.kind != OperandKind::Pattern) {
      // A name's errors worded as the target's assembler words them (gfx11 dpp_ctrl: "invalid
      // row_shl value" at the number; {stem} is the name's part before its number, without ':';
      // list_*: what is wrong in a bracketed list, asm/list_name_errors.h, {bits} its values' width).
      // A keyed type with choices words a bracketed value none of them spells (gfx11 MTBUF's
      // "unsupported format": `unknown`).
      const bool named = ot.kind == OperandKind::Enum, choices = ot.kind == OperandKind::Keyed && n["choices"] && !n["modes"];
      if (auto m = n["messages"]; m && (named || choices)) {
        if (!(named ? r.check_keys(m, {"stem_value", "unknown", "list_open", "list_expr", "list_element", "list_comma", "list_close"},
                                   "the messages of a named operand type")
                    : r.check_keys(m, {"unknown"}, "the messages of a keyed operand type with choices")))
          return false;
        for (auto it = m.begin(); it != m.end(); ++it) ot.rules.messages[r.str(it->first)] = r.str(it->second);
      }
      // A keyed type with modes names its call and its messages too.
      auto keyed_takes = [&](std::string_view k) {
        return (ot.kind == OperandKind::Enum && k == "messages") ||
               (ot.kind == OperandKind::Keyed && (k == "value_errors" || ((n["modes"] || n["choices"]) && k == "messages") ||
                                                  (n["modes"] && k == "call")));
      };
      for (const char* k : {"fields", "join", "separators", "separator_required", "repeat", "omit", "when_all_omitted", "messages",
                            "call", "other_bits", "value_errors", "saturate"})
        if (n[k] && !keyed_takes(k)) {
          r.error(n[k], fmt::format("'{}' belongs to fieldset operand types only", k));
          return false;
        }
      return true;
    }
    auto& ru = ot.rules;
    if (n["join"]) ru.join = r.str(n["join"]);
    if (n["separators"]) ru.separators = r.str(n["separators"]);
    if (n["separator_required"]) ru.separator_required = n["separator_required"].as<bool>(false);
    if (auto x = n["repeat"]) {
      auto s = r.str(x);
      if (s != "or" && s != "last" && s != "error") { r.error(x, "repeat must be 'or', 'last' or 'error'"); return false; }
      ru.repeat_or = s == "or";
      ru.repeat_error = s == "error";
    }
    if (n["call"]) ru.call = r.str(n["call"]);
    if (n["call_short"]) ru.call_short = n["call_short"].as<bool>(false);
    if (ru.call_short && ru.call.empty()) { r.error(n["call_short"], "'call_short' applies to 'call' operand types only"); return false; }
    if (n["saturate"]) ru.saturate_suffix = r.str(n["saturate"]);
    if (auto x = n["other_bits"]) {
      auto s = r.str(x);
      if (s != "number" && s != "ignore") { r.error(x, "other_bits must be 'number' or 'ignore'"); return false; }
      ru.other_bits_number = s == "number";
    }
    if (auto x = n["value_errors"]) {
      auto s = r.str(x);
      if (s != "at_name" && s != "at_value") { r.error(x, "value_errors must be 'at_name' or 'at_value'"); return false; }
      ru.value_error_at_name = s == "at_name";
    }
    if (auto x = n["omit"]) {
      auto s = r.str(x);
      if (s != "zero" && s != "default") { r.error(x, "omit must be 'zero' or 'default'"); return false; }
      ru.omit_zero = s == "zero";
    }
    if (auto x = n["when_all_omitted"]) {
      auto s = r.str(x);
      if (s != "zero" && s != "all") { r.error(x, "when_all_omitted must be 'zero' or 'all'"); return false; }
      ru.all_omitted_zero = s == "zero";
    }
    if (auto m = n["messages"]) {
      if (!r.check_keys(m, {"bad_field", "bad_value", "expected_value", "expected_close", "expected_open", "expected_field", "too_large",
                         "bad_expression", "not_absolute", "duplicate", "expected_number", "expected_comma"},
                        "fieldset messages"))
        return false;
      for (auto it = m.begin(); it != m.end(); ++it) ru.messages[r.str(it->first)] = r.str(it->second);
    }
    if (!r.require(n, "fields", "a fieldset operand type")) return false;
    if (!n["fields"].IsSequence()) { r.error(n["fields"], "fields must be a list of {name, bits, enum, default}"); return false; }
    for (const auto& f : n["fields"]) {
      if (!r.check_keys(f, {"name", "title", "bits", "enum", "other_enum", "default", "chars", "clear", "digits", "decoded", "unsupported", "messages",
                              "bias", "en", "zh"},
                        "a fieldset part"))
        return false;
      if (!r.require(f, "name", "a fieldset part") || !r.require(f, "bits", "a fieldset part")) return false;
      SubField sf;
      sf.name = r.str(f["name"]);
      std::vector<Segment> segs;
      if (!parse_segments(r.str(f["bits"]), segs) || segs.size() != 1) {
        r.error(f["bits"], fmt::format("bad bit range '{}' for part '{}'", r.str(f["bits"]), sf.name), "write 'hi:lo'");
        return false;
      }
      sf.hi = segs[0].hi, sf.lo = segs[0].lo;
      if (f["enum"]) {
        auto en = r.str(f["enum"]);
        sf.table = t_->enum_table(en);
        if (!sf.table) { r.error(f["enum"], fmt::format("unknown enum '{}'", en)); return false; }
      }
      if (f["unsupported"]) {
        auto en = r.str(f["unsupported"]);
        sf.unsupported = t_->enum_table(en);
        if (!sf.unsupported) { r.error(f["unsupported"], fmt::format("unknown enum '{}'", en)); return false; }
      }
      if (f["other_enum"]) {
        auto en = r.str(f["other_enum"]);
        sf.other_table = t_->enum_table(en);
        if (!sf.other_table) { r.error(f["other_enum"], fmt::format("unknown enum '{}'", en)); return false; }
      }
      if (f["decoded"]) sf.decoded = f["decoded"].as<bool>(true);
      if (f["bias"]) sf.bias = f["bias"].as<int64_t>(0);
      if (auto m = f["messages"]) {
        if (!r.check_keys(m, {"invalid", "expected", "absent", "missing", "unsupported"}, "fieldset part messages")) return false;
        for (auto it = m.begin(); it != m.end(); ++it) sf.messages[r.str(it->first)] = r.str(it->second);
      }
      uint64_t d = 0;
      if (f["default"] && r.uint(f["default"], d, "default")) sf.default_value = d;
      if (ot.kind == OperandKind::Pattern) {
        if (f["title"]) sf.title = r.str(f["title"]);
        if (f["chars"]) sf.chars = r.str(f["chars"]);
        if (f["clear"]) sf.clear = r.str(f["clear"]);
        if (f["digits"] && r.uint(f["digits"], d, "digits")) sf.digits = static_cast<unsigned>(d);
        unsigned w = sf.hi - sf.lo + 1;
        if (!sf.chars.empty() && (sf.chars.size() != w || (sf.clear.size() != 1 && sf.clear.size() != w))) {
          r.error(f, fmt::format("part '{}' has {} bits: 'chars' needs {} characters and 'clear' 1 or {}", sf.name, w, w, w));
          return false;
        }
        if (!sf.chars.empty() && sf.table) { r.error(f, fmt::format("part '{}' has both 'chars' and 'enum'", sf.name)); return false; }
      } else {
        for (const char* k : {"chars", "clear", "digits"})
          if (f[k]) { r.error(f[k], fmt::format("'{}' belongs to parts of pattern operand types only", k)); return false; }
      }
      for (auto& o : ot.subfields)
        if (o.name == sf.name) { r.error(f["name"], fmt::format("duplicate part '{}'", sf.name)); return false; }
      ot.subfields.push_back(std::move(sf));
    }
    for (auto& sf : ot.subfields)
      if (ot.bits && sf.hi >= ot.bits) { r.error(n["fields"], fmt::format("part '{}' reaches bit {} of a {}-bit operand", sf.name, sf.hi, ot.bits)); return false; }
    if (ot.kind == OperandKind::Pattern) return load_pattern(r, n["pattern"], ot);
    return true;
  }

  // "[{reuse}:B{wait}:R{rbar}:W{wbar}:{yield}:S{stall}]": literal text and {part} references;
  // every part appears exactly once.
  bool load_pattern(Reader& r, const YAML::Node& n, OperandType& ot) {
    std::string s = r.str(n);
    std::vector<bool> used(ot.subfields.size(), false);
    size_t i = 0;
    while (i < s.size()) {
      if (s[i] == '{') {
        auto close = s.find('}', i);
        if (close == std::string::npos) { r.error(n, "unterminated '{' in pattern"); return false; }
        std::string name = s.substr(i + 1, close - i - 1);
        int k = -1;
        for (size_t j = 0; j < ot.subfields.size(); ++j)
          if (ot.subfields[j].name == name) k = static_cast<int>(j);
        if (k < 0) { r.error(n, fmt::format("pattern names unknown part '{}'", name)); return false; }
        if (used[k]) { r.error(n, fmt::format("pattern names part '{}' twice", name)); return false; }
        if (!ot.pattern.empty() && ot.pattern.back().part >= 0) {
          r.error(n, fmt::format("parts '{}' and '{}' need literal text between them", ot.subfields[ot.pattern.back().part].name, name));
          return false;
        }
        used[k] = true;
        ot.pattern.push_back({"", k});
        i = close + 1;
      } else {
        size_t j = s.find('{', i);
        if (j == std::string::npos) j = s.size();
        ot.pattern.push_back({s.substr(i, j - i), -1});
        i = j;
      }
    }
    for (size_t j = 0; j < used.size(); ++j)
      if (!used[j]) { r.error(n, fmt::format("pattern does not show part '{}'", ot.subfields[j].name)); return false; }
    if (ot.pattern.empty() || ot.pattern.front().part >= 0) { r.error(n, "a pattern must start with literal text"); return false; }
    return true;
  }

  std::string suggest_reg_class(const std::string& s) {
    std::vector<std::string_view> c;
    for (auto& rc : t_->reg_classes) c.push_back(rc->name);
    auto m = closest_match(s, c);
    return m.empty() ? std::string() : fmt::format("did you mean '{}'?", m);
  }

  // An instruction whose variants are written differently (`syntax:` on a variant: a register
  // form, a uniform form, a literal form) becomes one instruction per distinct syntax; the
  // first is the one the manual lists, the others are its forms. No YAML nodes are built:
  // yaml-cpp merges whole documents when nodes are combined, which made loading quadratic.
  struct FormNodes {
    YAML::Node syntax;                // the node whose text is the template (for locations)
    std::vector<YAML::Node> variants;
    bool first = false;               // the instruction the manual lists
  };
  static std::vector<FormNodes> split_forms(const YAML::Node& in) {
    std::vector<FormNodes> out;
    if (!in.IsMap() || !in["variants"] || !in["variants"].IsSequence() || !in["syntax"]) return out;
    for (const auto& vn : in["variants"]) {
      YAML::Node syn = vn.IsMap() && vn["syntax"] && vn["syntax"].IsScalar() ? vn["syntax"] : in["syntax"];
      auto it = std::find_if(out.begin(), out.end(), [&](const FormNodes& f) { return f.syntax.Scalar() == syn.Scalar(); });
      if (it == out.end()) {
        out.push_back({syn, {}, out.empty()});
        it = out.end() - 1;
      }
      it->variants.push_back(vn);
    }
    return out;
  }

  void load_group_file(Reader& r, const YAML::Node& n) {
    r.check_keys(n, {"group", "title", "unit", "context", "sections"}, "a group file");
    auto g = std::make_unique<Group>();
    g->file = r.file();
    if (!r.require(n, "group", "a group file") || !r.require(n, "sections", "a group file")) return;
    g->id = r.str(n["group"]);
    if (n["title"]) g->title = r.text(n["title"]);
    if (n["unit"]) g->unit = r.str(n["unit"]);
    if (n["context"]) g->contexts = context_list(r, n["context"]);
    if (!n["sections"].IsSequence()) { r.error(n["sections"], "sections must be a list"); return; }
    for (const auto& sn : n["sections"]) {
      if (!r.check_keys(sn, {"title", "instructions"}, "a section")) continue;
      Section sec;
      if (sn["title"]) sec.title = r.text(sn["title"]);
      if (!r.require(sn, "instructions", "a section")) continue;
      for (const auto& in : sn["instructions"]) {
        unsigned si = static_cast<unsigned>(g->sections.size());
        auto forms = split_forms(in);
        auto* insn = load_instruction(r, in, g.get(), si, forms.empty() ? nullptr : &forms[0]);
        if (!insn) continue;
        sec.forms.push_back(insn);
        for (size_t k = 1; k < forms.size(); ++k)
          if (auto* form = load_instruction(r, in, g.get(), si, &forms[k])) {
            form->name = insn->name;
            insn->other_forms.push_back(form);
          }
      }
      g->sections.push_back(std::move(sec));
    }
    t_->groups.push_back(std::move(g));
  }

  std::string context_name(Reader& r, const YAML::Node& n, bool none_ok) {
    auto s = r.str(n);
    if ((none_ok && s == "none") || t_->context_title(s)) return s;
    r.error(n, fmt::format("unknown block context '{}'", s), "declare it under 'contexts' in target.yaml");
    return {};
  }
  std::vector<std::string> context_list(Reader& r, const YAML::Node& n) {
    std::vector<std::string> out;
    if (n.IsSequence())
      for (const auto& x : n) out.push_back(context_name(r, x, false));
    else
      out.push_back(context_name(r, n, false));
    return out;
  }

  // `form` (when given) supplies the syntax and the variants; the rest comes from `n`.
  Form* load_instruction(Reader& r, const YAML::Node& n, const Group* g, unsigned section, const FormNodes* form) {
    const YAML::Node syntax_node = form ? form->syntax : n["syntax"];
    if (!r.check_keys(n, {"name", "syntax", "prefix", "fallback", "hints", "aliases", "access", "regs", "implicit", "context", "starts", "body_starts",
                          "same", "differ", "constant_bus_reads", "en", "zh", "variants"},
                      "an instruction"))
      return nullptr;
    if (!(syntax_node || r.require(n, "syntax", "an instruction")) || !r.require(n, "variants", "an instruction")) return nullptr;
    auto insn = std::make_unique<Form>();
    insn->loc = r.loc(n);
    insn->syntax = mode_words(r.str(syntax_node));
    insn->group = g;
    insn->section = section;
    insn->doc = r.inline_text(n);
    if (insn->doc.en.empty()) r.error(n, "an instruction needs an English description ('en')");
    if (!parse_template(r, syntax_node, *insn)) return nullptr;
    insn->name = n["name"] ? r.str(n["name"]) : insn->mnemonic;
    insn->contexts = n["context"] ? context_list(r, n["context"]) : g->contexts;
    if (n["starts"]) insn->starts = context_name(r, n["starts"], true);
    if (auto sm = n["same"]) {
      auto group = [&](const YAML::Node& g) {
        std::vector<int> ids;
        for (const auto& x : g) {
          auto name = r.str(x);
          int at = -1;
          for (size_t i = 0; i < insn->operands.size(); ++i)
            if (insn->operands[i].name == name) at = static_cast<int>(i);
          if (at < 0) r.error(x, fmt::format("'same' names '{}', which is not an operand of '{}'", name, insn->syntax));
          else ids.push_back(at);
        }
        if (ids.size() >= 2) insn->same.push_back(std::move(ids));
      };
      if (!sm.IsSequence() || sm.size() == 0) r.error(sm, "same must list operand names (or lists of them)");
      else if (sm[0].IsSequence())
        for (const auto& g : sm) group(g);
      else
        group(sm);
    }
    load_pairing(r, n, *insn);
    if (n["body_starts"]) insn->body_starts = context_name(r, n["body_starts"], false);
    // A form's own variant may name its context (linx041's 64-bit loop.get beside the 32-bit one).
    if (form && !form->variants.empty() && form->variants[0].IsMap() && form->variants[0]["context"])
      insn->contexts = context_list(r, form->variants[0]["context"]);
    if (n["fallback"]) insn->fallback = n["fallback"].as<bool>(false);
    if (auto h = n["hints"]) {
      if (!r.check_keys(h, {"align", "usage"}, "hints")) return nullptr;
      for (auto it = h.begin(); it != h.end(); ++it) insn->hints[r.str(it->first)] = r.str(it->second);
    }
    // Aliases name the instruction's mnemonic, and so every form spelled with it (MUBUF's off,
    // offen and idxen forms), never a form with a mnemonic of its own.
    auto mnemonic_of = [](const std::string& syntax) { return syntax.substr(0, syntax.find_first_of(" {")); };
    if (auto al = n["aliases"]; al && (!form || form->first || mnemonic_of(form->syntax.Scalar()) == mnemonic_of(r.str(n["syntax"])))) {
      if (!al.IsSequence()) { r.error(al, "aliases must be a list of mnemonics"); return nullptr; }
      for (const auto& a : al) {
        auto name = r.str(a);
        if (name.empty() || name == insn->mnemonic) { r.error(a, fmt::format("alias '{}' is empty or the mnemonic itself", name)); return nullptr; }
        insn->aliases.push_back(name);
      }
    }
    // The target's prefix template (a named one, or "default") goes before the mnemonic; its
    // operands come first.
    const Target::Prefix* px = nullptr;
    if (n["prefix"]) {
      auto pn = r.str(n["prefix"]);
      px = t_->prefix(pn);
      if (!px) { r.error(n["prefix"], fmt::format("unknown prefix '{}'", pn), "declare it under 'prefixes' in target.yaml"); return nullptr; }
    } else {
      px = t_->prefix("default");
    }
    if (px) {
      unsigned k = static_cast<unsigned>(px->operands.size());
      for (auto& o : insn->operands)
        for (auto& po : px->operands)
          if (o.name == po.name) { r.error(syntax_node, fmt::format("operand '{}' is also an operand of prefix '{}'", o.name, px->name)); return nullptr; }
      for (auto& tok : insn->tokens)
        if (tok.operand >= 0) tok.operand += static_cast<int>(k);
      insn->operands.insert(insn->operands.begin(), px->operands.begin(), px->operands.end());
      insn->prefix_tokens = px->tokens;
      insn->prefix_operands = k;
      insn->prefix = px->name;
    }
    if (insn->operands.size() > kMaxFormOperands) { r.error(syntax_node, fmt::format("an instruction has at most {} operands (prefix included)", kMaxFormOperands)); return nullptr; }
    if (!n["variants"].IsSequence() || n["variants"].size() == 0) {
      r.error(n["variants"], "variants must be a non-empty list");
      return nullptr;
    }
    size_t dropped = mode_dropped_;
    if (form) {
      for (const auto& vn : form->variants) load_variant(r, vn, *insn, n);
    } else {
      for (const auto& vn : n["variants"]) load_variant(r, vn, *insn, n);
    }
    if (insn->variants.empty() && mode_dropped_ > dropped) {  // an instruction the mode leaves out
      t_->mode_refused.emplace(insn->mnemonic, mode_message_);
      for (const auto& a : insn->aliases) t_->mode_refused.emplace(a, mode_message_);
      return nullptr;
    }
    for (Variant* v : insn->variants)
      for (const auto& g : insn->same) {
        std::vector<const Field*> fs;
        for (int i : g)
          if (v->operand_fields[static_cast<size_t>(i)]) fs.push_back(v->operand_fields[static_cast<size_t>(i)]);
        if (fs.size() >= 2) v->same_fields.push_back(std::move(fs));
      }
    check_one_assembled(r, *insn);
    t_->forms.push_back(std::move(insn));
    return t_->forms.back().get();
  }

  // The assembler writes one variant per syntax: two that print the same text would leave the
  // second unassemblable, its words reassembling as the first. A second one must say it is
  // decode_only; the assembled variant goes first. Variants that each hold `only:` sets are
  // chosen among by them (gfx11's MUBUF atomics: glc 0 and glc 1 are two instructions).
  void check_one_assembled(Reader& r, Form& insn) {
    const Variant* first = nullptr;
    auto chosen_by_only = [](const Variant* v) {
      return std::any_of(v->value_sets.begin(), v->value_sets.end(), [](const Variant::ValueSet& vs) { return !vs.message.empty(); });
    };
    for (const Variant* v : insn.variants) {
      if (v->decode_only) continue;
      if (!first) { first = v; continue; }
      if (chosen_by_only(first) && chosen_by_only(v)) continue;
      r.error_at(v->loc,
                 fmt::format("variant '{}' has the same syntax as '{}' (at {}:{}:{}): only '{}' would be assembled, and words of '{}' "
                             "would reassemble as it",
                             v->name, first->name, first->loc.file, first->loc.line, first->loc.col, first->name, v->name),
                 "give the variant its own 'syntax', or mark it 'decode_only: true'");
    }
    if (!first && !insn.variants.empty()) all_decode_only_.push_back({&insn, &r});  // checked once every instruction is read
    std::stable_partition(insn.variants.begin(), insn.variants.end(), [](const Variant* v) { return !v->decode_only; });
  }

  // An instruction that is only decoded is a second encoding of a text another instruction
  // assembles (gfx11's VOP3 `v_nop`, printed as VOP1's); with no such instruction nothing would
  // ever assemble it.
  void check_decode_only_instructions() {
    std::unordered_set<std::string> assembled;  // syntaxes some variant is assembled for
    for (const auto& insn : t_->forms)
      if (!insn->variants.empty() && !insn->variants.front()->decode_only) assembled.insert(insn->syntax);
    for (auto [insn, r] : all_decode_only_) {
      if (!assembled.count(insn->syntax))
        r->error_at(insn->variants.front()->loc, fmt::format("every variant of '{}' is decode_only: nothing assembles it", insn->syntax),
                    "remove 'decode_only' from the variant the assembler should write");
    }
  }

  // Template: literal text, whitespace, and {name:type} operand placeholders.
  bool parse_template(Reader& r, const YAML::Node& node, Form& insn) {
    if (!parse_tokens(r, node, insn.syntax, insn.tokens, insn.operands)) return false;
    auto fail = [&](std::string msg) {
      auto l = r.loc(node);
      int quote = (r.line_text(l.line).size() > static_cast<size_t>(l.col - 1) && r.line_text(l.line)[l.col - 1] == '"') ? 1 : 0;
      l.col += quote;
      r.error_at(l, std::move(msg));
      return false;
    };
    if (insn.tokens.empty() || insn.tokens[0].kind != TemplateToken::Literal) return fail("a syntax template must start with the mnemonic");
    insn.mnemonic = insn.tokens[0].text;
    return true;
  }

  bool parse_tokens(Reader& r, const YAML::Node& node, const std::string& s, std::vector<TemplateToken>& tokens,
                    std::vector<OperandSlot>& operands) {
    auto fail = [&](size_t col, std::string msg, std::string hint = {}) {
      auto l = r.loc(node);
      // Point into the string: the scalar's mark is its first character (or its opening quote).
      int quote = (r.line_text(l.line).size() > static_cast<size_t>(l.col - 1) && r.line_text(l.line)[l.col - 1] == '"') ? 1 : 0;
      l.col += static_cast<int>(col) + quote;
      r.error_at(l, std::move(msg), std::move(hint));
      return false;
    };
    size_t i = 0;
    while (i < s.size()) {
      char c = s[i];
      if (c == ' ' || c == '\t') {
        // A run of spaces prints as written (llvm-mc's NSA image samples have two after the
        // mnemonic); the assembler takes any run of blanks there.
        size_t run = i;
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
        tokens.push_back({TemplateToken::Space, std::string(i - run, ' '), -1});
      } else if (c == '{') {
        auto close = s.find('}', i);
        if (close == std::string::npos) return fail(i, "unterminated '{' in syntax template", "write operands as {name:type}");
        std::string body = s.substr(i + 1, close - i - 1);
        auto colon = body.find(':');
        if (colon == std::string::npos) return fail(i, fmt::format("operand '{{{}}}' has no type", body), "write operands as {name:type}");
        std::string name = body.substr(0, colon), type = body.substr(colon + 1);
        const OperandType* ot = t_->operand_type(type);
        if (!ot) {
          std::vector<std::string_view> c2;
          for (auto& o : t_->operand_types) c2.push_back(o->name);
          auto m = closest_match(type, c2);
          return fail(i + 1 + colon + 1, fmt::format("unknown operand type '{}'", type),
                      m.empty() ? "declare it under operand_types in target.yaml" : fmt::format("did you mean '{}'?", m));
        }
        for (auto& o : operands)
          if (o.name == name) return fail(i + 1, fmt::format("operand '{}' appears twice in the template", name));
        tokens.push_back({TemplateToken::Operand, name, static_cast<int>(operands.size())});
        operands.push_back({name, ot});
        i = close + 1;
      } else {
        size_t j = i;
        while (j < s.size() && s[j] != ' ' && s[j] != '\t' && s[j] != '{') ++j;
        tokens.push_back({TemplateToken::Literal, s.substr(i, j - i), -1});
        i = j;
      }
    }
    return true;
  }

  void load_variant(Reader& r, const YAML::Node& n, Form& insn, const YAML::Node& in) {
    r.check_keys(n, {"name", "syntax", "format", "fixed", "bind", "ignore", "exclude", "only", "fallback", "access", "regs", "implicit", "latency", "unit",
                     "flags", "status", "source", "context", "decode_only", "en", "zh"},
                 "a variant");
    if (!r.require(n, "format", "a variant") || !r.require(n, "latency", "a variant")) return;
    if (mode_without_.count(r.str(n["format"]))) {
      ++mode_dropped_;
      return;
    }
    auto v = std::make_unique<Variant>();
    v->form = &insn;
    v->loc = r.loc(n);
    v->name = n["name"] ? r.str(n["name"]) : insn.mnemonic;
    v->note = r.inline_text(n);
    v->fallback = insn.fallback || (n["fallback"] && n["fallback"].as<bool>(false));
    if (auto dn = n["decode_only"]) {
      if (!dn.IsScalar() || (dn.Scalar() != "true" && dn.Scalar() != "false")) r.error(dn, "decode_only must be true or false");
      v->decode_only = dn.IsScalar() && dn.Scalar() == "true";
    }
    auto fname = r.str(n["format"]);
    v->format = t_->format(fname);
    if (!v->format) {
      std::vector<std::string_view> c;
      for (auto& f : t_->formats) c.push_back(f->name);
      auto m = closest_match(fname, c);
      r.error(n["format"], fmt::format("unknown format '{}'", fname), m.empty() ? "" : fmt::format("did you mean '{}'?", m));
      return;
    }
    const Format& f = *v->format;
    if (auto fx = n["fixed"]) {
      for (auto it = fx.begin(); it != fx.end(); ++it) {
        auto fld = f.field(r.str(it->first));
        if (!fld) { field_error(r, it->first, f); continue; }
        uint64_t val = 0;
        if (!r.uint(it->second, val, "a fixed value")) continue;
        if (fld->width < 64 && (val >> fld->width)) {
          r.error(it->second, fmt::format("value {:#x} does not fit field '{}' ({} bits)", val, fld->name, fld->width));
          continue;
        }
        v->fixed.emplace_back(fld, val);
      }
    }
    v->operand_fields.assign(insn.operands.size(), nullptr);
    if (auto b = n["bind"]) {
      for (auto it = b.begin(); it != b.end(); ++it) {
        auto oname = r.str(it->first);
        auto opi = std::find_if(insn.operands.begin(), insn.operands.end(), [&](auto& o) { return o.name == oname; });
        if (opi == insn.operands.end()) {
          r.error(it->first, fmt::format("'{}' is not an operand of '{}'", oname, insn.syntax));
          continue;
        }
        auto fld = f.field(r.str(it->second));
        if (!fld) { field_error(r, it->second, f); continue; }
        v->operand_fields[opi - insn.operands.begin()] = fld;
      }
    }
    for (size_t i = 0; i < insn.operands.size(); ++i) {
      const auto& op = insn.operands[i];
      if (!v->operand_fields[i]) v->operand_fields[i] = f.field(op.name);
      const Field* fld = v->operand_fields[i];
      if (!fld) {
        r.error(n, fmt::format("operand '{}' of variant '{}' is bound to no field of format '{}'", op.name, v->name, f.name),
                fmt::format("add 'bind: {{{}: FIELD}}' naming one of: {}", op.name, field_names(f)));
        continue;
      }
      unsigned need = op.type->bits + op.type->src_mod_count;  // a source's modifier bits sit above its code
      if (op.type->kind == OperandKind::Enum && need == 0) need = fld->width;
      // A keyed value the field holds mapped (`encode:`; gfx11 DPP8's fi:1 is src0 = 0xEA): the
      // field holds the mapped values only, whatever its width.
      const bool mapped_keyed = op.type->kind == OperandKind::Keyed && !op.type->encode_as.empty();
      if (mapped_keyed) {
        if (fld->width > Variant::kMaxValueSetBits) {
          r.error(n, fmt::format("operand '{}' maps its values onto field '{}' of {} bits; such a field has at most {}", op.name, fld->name,
                                 fld->width, Variant::kMaxValueSetBits));
        } else {
          Variant::ValueSet vs = empty_value_set(fld);
          for (const auto& [from, to] : op.type->encode_as) {
            if (to >> fld->width) r.error(n, fmt::format("'{}' maps {} to {:#x}, which field '{}' ({} bits) cannot hold", op.type->name, from, to, fld->name, fld->width));
            else vs.words[to >> 6] |= uint64_t{1} << (to & 63);
          }
          v->value_sets.push_back(std::move(vs));
        }
        need = fld->width;
      }
      if (need != fld->width)
        r.error(n, fmt::format("operand '{}' has type '{}' of {} bits but field '{}' is {} bits", op.name, op.type->name, need, fld->name, fld->width));
      for (auto& [ff, val] : v->fixed)
        if (ff == fld) r.error(n, fmt::format("field '{}' is both fixed and bound to operand '{}'", fld->name, op.name));
      // A register that starts a pair or quad: a word naming another register is not this variant.
      if (op.type->kind == OperandKind::Reg && op.type->stride > 1 && fld->width <= Variant::kMaxValueSetBits) {
        Variant::ValueSet vs = empty_value_set(fld);
        for (unsigned k = 0; k < op.type->reg_class->count && k < (1u << fld->width); k += op.type->stride) vs.words[k >> 6] |= uint64_t{1} << (k & 63);
        v->value_sets.push_back(std::move(vs));
      }
      // Only the accepted registers, where the decoder is told so: a word naming another is not this variant.
      if (op.type->kind == OperandKind::Reg && op.type->decode_accepted) {
        if (!op.type->has_accept || fld->width > Variant::kMaxValueSetBits) {
          r.error(n, fmt::format("operand type '{}' has 'decode_accepted' but no 'accept' range, or a field wider than {} bits",
                                 op.type->name, Variant::kMaxValueSetBits));
        } else {
          Variant::ValueSet vs = empty_value_set(fld);
          for (int64_t k = std::max<int64_t>(0, op.type->accept_lo); k <= op.type->accept_hi && k < (int64_t{1} << fld->width); ++k) {
            uint64_t fv = static_cast<uint64_t>(k);
            for (const auto& [from, to] : op.type->encode_as)
              if (from == k) fv = to;
            if (fv < (uint64_t{1} << fld->width)) vs.words[fv >> 6] |= uint64_t{1} << (fv & 63);
          }
          v->value_sets.push_back(std::move(vs));
        }
      }
      // A source operand holds only its codes; one that may hold the literal code makes the
      // instruction longer when it does.
      if (op.type->kind == OperandKind::Src) {
        Variant::ValueSet vs = empty_value_set(fld);
        for (uint64_t f = 0; f < (uint64_t{1} << fld->width); ++f)
          if (op.type->src_allows(((f & ((uint64_t{1} << op.type->bits) - 1)) << op.type->scale_log2) + op.type->src_base))
            vs.words[f >> 6] |= uint64_t{1} << (f & 63);
        v->value_sets.push_back(std::move(vs));
        int lit = t_->sources.literal_code;
        if (lit >= 0 && op.type->src_allows(static_cast<uint64_t>(lit)) && op.type->scale_log2 == 0 && op.type->src_base == 0) {
          v->literal_fields.push_back(fld);
          v->literal_masks.push_back((uint64_t{1} << op.type->bits) - 1);
          v->literal_bytes = f.literal_inside() ? 0 : t_->sources.literal_bits / 8;
          v->literal_code = static_cast<unsigned>(lit);
        }
      }
      // A name has no numeric spelling: a word holding an unnamed value is not this variant.
      if (op.type->kind == OperandKind::Enum && !op.type->numeric && fld->width == need &&
          (fld->width >= 64 || op.type->table->entries.size() < (size_t{1} << std::min(fld->width, 20u)))) {
        if (fld->width > Variant::kMaxValueSetBits) {
          r.error(n, fmt::format("enum '{}' leaves values of the {}-bit field '{}' unnamed", op.type->table->name,
                                 fld->width, fld->name),
                  fmt::format("name every value, make the operand type 'numeric: true', or use a field of at most {} bits",
                              Variant::kMaxValueSetBits));
        } else {
          Variant::ValueSet vs = empty_value_set(fld);
          for (const auto& e : op.type->table->entries) {
            if (e.value >> fld->width)
              r.error(n, fmt::format("value {:#x} of '{}' in enum '{}' does not fit field '{}' ({} bits)", e.value, e.name,
                                     op.type->table->name, fld->name, fld->width));
            else
              vs.words[e.value >> 6] |= uint64_t{1} << (e.value & 63);
          }
          v->value_sets.push_back(std::move(vs));
        }
      }
    }
    load_uses(r, in, n, *v);
    parse_latency(r, n["latency"], v->latency);
    if (n["unit"]) {
      v->unit = r.str(n["unit"]);
      if (!has_named(t_->units, v->unit)) r.error(n["unit"], fmt::format("unknown unit '{}'", v->unit), named_hint(t_->units, v->unit, "units"));
    }
    if (auto fl = n["flags"]) {
      for (const auto& x : fl) {
        auto s = r.str(x);
        if (!has_named(t_->flags, s)) r.error(x, fmt::format("unknown flag '{}'", s), named_hint(t_->flags, s, "flags"));
        v->flags.push_back(s);
      }
    }
    if (n["status"]) {
      v->status = r.str(n["status"]);
      if (v->status != "confirmed" && v->status != "provisional")
        r.error(n["status"], fmt::format("status must be 'confirmed' or 'provisional', not '{}'", v->status));
    }
    // `source:` names the public document an encoding is taken from; a confirmed one needs it
    // where the target gives sources at all (the manual lists them beside the status).
    if (n["source"]) v->source = r.str(n["source"]);
    // Every bit outside an operand field is fixed: given values, zero elsewhere.
    v->bytes = f.bits / 8;
    Bits128 opmask;
    const Bits128 shared = literal_dword(f);
    for (auto* fld : v->operand_fields)
      if (fld) {
        // Fields may overlap only as views of the same bits: one variant binds one of them. The
        // literal dword inside a format (literal_at) is the exception: its operands share it.
        const bool literal = !shared.zero() && fld->mask() == shared;
        if (!(opmask & fld->mask()).zero() && !(literal && (opmask & shared) == shared))
          r.error(n, fmt::format("field '{}' overlaps another field this variant binds", fld->name));
        opmask = opmask | fld->mask();
      }
    for (auto& [fld, val] : v->fixed)
      if (!(opmask & fld->mask()).zero()) r.error(n, fmt::format("fixed field '{}' overlaps a field this variant binds", fld->name));
    v->mask = Bits128::ones(f.bits) & ~opmask;
    if (auto ig = n["ignore"]) {
      if (!ig.IsSequence()) r.error(ig, "ignore must be a list of field names");
      else
        for (const auto& x : ig) {
          const Field* fld = f.field(r.str(x));
          if (!fld) { field_error(r, x, f); continue; }
          v->ignored = v->ignored | fld->mask();
        }
      v->mask = v->mask & ~v->ignored;
    }
    if (v->bytes + v->literal_bytes > 16) r.error(n, "an instruction with its literal is at most 16 bytes");
    add_list_value_sets(*v);
    const auto& cb = t_->sources.constant_bus;
    if (cb.limit && std::find(cb.formats.begin(), cb.formats.end(), f.name) != cb.formats.end())
      for (size_t i = 0; i < insn.operands.size() && i < 32; ++i)
        if ((insn.operands[i].type->kind == OperandKind::Src || (v->operand_fields[i] && v->operand_fields[i]->mask() == shared)) &&
            std::find(cb.operands.begin(), cb.operands.end(), insn.operands[i].name) != cb.operands.end())
          v->bus_operands |= uint32_t{1} << i;
    if (auto ex = n["exclude"]) {
      if (!ex.IsMap()) r.error(ex, "exclude must be a mapping {field: value} or {field: [value, ...]}");
      else
        for (auto it = ex.begin(); it != ex.end(); ++it) {
          const Field* fld = f.field(r.str(it->first));
          if (!fld) { field_error(r, it->first, f); continue; }
          // One value, or a list of them (linx041: the read-only SSR ids ssrset cannot name).
          // A copy: it->second belongs to a temporary the iterator returns, which a range-for
          // over it would outlive (ASan: stack-use-after-scope).
          const YAML::Node value = it->second;
          std::vector<YAML::Node> vals;
          if (value.IsSequence())
            for (const auto& e : value) vals.push_back(e);
          else
            vals.push_back(value);
          for (const auto& e : vals) {
            uint64_t val = 0;
            if (r.uint(e, val, "an excluded value")) v->excludes.emplace_back(fld, val);
          }
        }
    }
    if (auto on = n["only"]) load_only(r, on, f, *v);
    for (const auto& res : f.reserved) v->value_sets.push_back({&res.field, {res.allowed}, {}});
    for (size_t i = 0; i < insn.operands.size() && i < v->operand_fields.size(); ++i)
      if (v->operand_fields[i] && insn.operands[i].type->print == PrintStyle::F32) v->f32_fields.push_back(v->operand_fields[i]);
      else if (v->operand_fields[i] && insn.operands[i].type->print == PrintStyle::F64Hi) v->f64hi_fields.push_back(v->operand_fields[i]);
    for (auto& [fld, val] : v->fixed) fld->insert(v->match, val);
    // A fixed field may also be ignored (gfx11 v_cmpx_*_e64's vdst: llvm-mc writes exec_lo and
    // decodes any value): the assembler writes the value, the decoder does not look.
    v->written = v->match;
    v->match = v->match & v->mask;
    v->id = static_cast<unsigned>(t_->variants.size());
    insn.variants.push_back(v.get());
    t_->variants.push_back(std::move(v));
  }

  // A keyed list (op_sel) holds only its elements' bits and bits the decoder ignores: a word with
  // another bit set is not the variant (llvm-mc refuses it).
  // `only: {field: {values: "0..2,4,8", message: "..."}}`: the values a field (a view, such as
  // MIMG's dsize = d16 tfe dmask) may hold in this variant; the message is the assembler's.
  void load_only(Reader& r, const YAML::Node& on, const Format& f, Variant& v) {
    if (!on.IsMap()) {
      r.error(on, "only must be a mapping {field: {values: \"lo..hi,...\", message: \"...\"}}");
      return;
    }
    for (auto it = on.begin(); it != on.end(); ++it) {
      const Field* fld = f.field(r.str(it->first));
      if (!fld) { field_error(r, it->first, f); continue; }
      const YAML::Node spec = it->second;
      if (!spec.IsMap() || !r.check_keys(spec, {"values", "message"}, "an only entry") || !r.require(spec, "values", "an only entry") ||
          !r.require(spec, "message", "an only entry"))
        continue;
      if (fld->width > Variant::kMaxValueSetBits) {
        r.error(it->first, fmt::format("field '{}' is {} bits wide; only: takes fields of at most {} bits", fld->name, fld->width, Variant::kMaxValueSetBits));
        continue;
      }
      Variant::ValueSet vs = empty_value_set(fld);
      vs.message = r.str(spec["message"]);
      std::stringstream ss(r.str(spec["values"]));
      for (std::string piece; std::getline(ss, piece, ',');) {
        int64_t lo = 0, hi = 0;
        auto dots = piece.find("..");
        bool good = dots == std::string::npos ? parse_int(piece, lo) && (hi = lo, true)
                                              : parse_int(piece.substr(0, dots), lo) && parse_int(piece.substr(dots + 2), hi);
        if (!good || lo < 0 || hi < lo || hi >= (int64_t{1} << fld->width)) {
          r.error(spec["values"], fmt::format("bad value '{}' for the {}-bit field '{}'", piece, fld->width, fld->name), "write numbers or 'lo..hi' ranges joined by ','");
          return;
        }
        for (int64_t k = lo; k <= hi; ++k) vs.words[static_cast<size_t>(k) / 64] |= uint64_t{1} << (k % 64);
      }
      v.value_sets.push_back(std::move(vs));
    }
  }

  static void add_list_value_sets(Variant& v) {
    for (size_t i = 0; i < v.form->operands.size(); ++i) {
      const OperandType& t = *v.form->operands[i].type;
      const Field* fld = v.operand_fields[i];
      if (t.list_bits.empty() || !fld || fld->width > Variant::kMaxValueSetBits) continue;
      uint64_t allowed = 0;
      for (uint8_t b : t.list_bits)
        if (b != OperandType::kListZero) allowed |= uint64_t{1} << b;
      for (unsigned b = 0; b < fld->width; ++b) {  // the field's bit b, where its pieces put it
        Bits128 one;
        fld->insert(one, uint64_t{1} << b);
        if (!(one & v.ignored).zero()) allowed |= uint64_t{1} << b;
      }
      Variant::ValueSet vs = empty_value_set(fld);
      for (uint64_t x = 0; x < (uint64_t{1} << fld->width); ++x)
        if ((x & ~allowed) == 0) vs.words[x >> 6] |= uint64_t{1} << (x & 63);
      v.value_sets.push_back(std::move(vs));
    }
  }

  // Operand access (`access: {d: write, a: read}`) and register counts (`regs: {d: 2}`, or
  // `regs: {d: sz}`: the `regs` attribute of the entry operand `sz` selects), from the
  // instruction and then the variant (which overrides per operand).
  void load_uses(Reader& r, const YAML::Node& in, const YAML::Node& vn, Variant& v) {
    const Form& insn = *v.form;
    v.uses.assign(insn.operands.size(), OperandUse{});
    for (size_t i = 0; i < insn.operands.size(); ++i) {
      const OperandType& ty = *insn.operands[i].type;
      if (ty.kind == OperandKind::Reg) v.uses[i].regs = std::max(1u, ty.stride);
      if (ty.kind == OperandKind::Src) v.uses[i].regs = ty.src_regs();  // a register tuple of the data width
      if (names_register(ty)) v.uses[i].access = ty.access;  // the type's default, if it has one
    }
    for (const YAML::Node* node : {&in, &vn}) {
      if (auto a = (*node)["access"]) read_access(r, a, in, v);
      if (auto g = (*node)["regs"]) read_regs(r, g, in, v);
      if (auto m = (*node)["implicit"]) read_implicit(r, m, v);
    }
  }

  // `implicit: {"t#1": read, "->t": write}`: registers named by an enum entry (EnumEntry::names)
  // that the variant uses without an operand.
  void read_implicit(Reader& r, const YAML::Node& m, Variant& v) {
    if (!m.IsMap()) { r.error(m, "implicit must be a mapping of register names to read, write or readwrite"); return; }
    t_->access_declared = true;
    for (auto it = m.begin(); it != m.end(); ++it) {
      const std::string name = r.str(it->first), s = r.str(it->second);
      Access acc = s == "read" ? Access::Read : s == "write" ? Access::Write : s == "readwrite" ? Access::ReadWrite : Access::None;
      if (acc == Access::None) { r.error(it->second, fmt::format("access must be read, write or readwrite, not '{}'", s)); continue; }
      const EnumEntry* found = nullptr;
      for (const auto& e : t_->enums)
        if (const EnumEntry* x = e->find(std::string_view(name)); x && x->names.count) found = x;
      if (!found) {
        r.error(it->first, fmt::format("'{}' names no register", name), "name an enum entry that has 'reg:' (a queue entry t#1, a push ->t)");
        continue;
      }
      v.implicit.push_back({found->names, acc});
    }
  }

  // The operand named by a key of `access` / `regs`: its index in this form, -1 when it belongs
  // to another form of the instruction only, -2 (reported) when it is no operand at all.
  int use_operand(Reader& r, const YAML::Node& key, const YAML::Node& in, const Variant& v) {
    const std::string name = r.str(key);
    for (size_t i = 0; i < v.form->operands.size(); ++i)
      if (v.form->operands[i].name == name) return static_cast<int>(i);
    const std::string tag = "{" + name + ":";
    auto in_syntax = [&](const YAML::Node& s) { return s && s.IsScalar() && s.Scalar().find(tag) != std::string::npos; };
    bool other_form = in_syntax(in["syntax"]);
    if (in["variants"] && in["variants"].IsSequence())
      for (const auto& x : in["variants"]) other_form = other_form || (x.IsMap() && in_syntax(x["syntax"]));
    if (other_form) return -1;
    r.error(key, fmt::format("'{}' is not an operand of '{}'", name, v.form->syntax), "name an operand of the syntax template");
    return -2;
  }

  void read_access(Reader& r, const YAML::Node& a, const YAML::Node& in, Variant& v) {
    if (!a.IsMap()) { r.error(a, "access must be a mapping of operand names to read, write or readwrite"); return; }
    t_->access_declared = true;
    for (auto it = a.begin(); it != a.end(); ++it) {
      int i = use_operand(r, it->first, in, v);
      if (i < 0) continue;
      const std::string s = r.str(it->second);
      Access acc = s == "read" ? Access::Read : s == "write" ? Access::Write : s == "readwrite" ? Access::ReadWrite : Access::None;
      if (acc == Access::None) { r.error(it->second, fmt::format("access must be read, write or readwrite, not '{}'", s)); continue; }
      const OperandKind k = v.form->operands[i].type->kind;
      if (k != OperandKind::Reg && k != OperandKind::Src && !names_register(*v.form->operands[i].type)) continue;  // a register in another form only
      v.uses[i].access = acc;
    }
  }

  void read_regs(Reader& r, const YAML::Node& g, const YAML::Node& in, Variant& v) {
    if (!g.IsMap()) { r.error(g, "regs must be a mapping of operand names to a count or an enum operand's name"); return; }
    for (auto it = g.begin(); it != g.end(); ++it) {
      int i = use_operand(r, it->first, in, v);
      if (i < 0) continue;
      OperandUse& u = v.uses[i];
      const std::string s = r.str(it->second);
      if (!s.empty() && std::isdigit(static_cast<unsigned char>(s[0]))) {
        uint64_t k = 0;
        if (!r.uint(it->second, k, "a register count")) continue;
        if (k == 0 || k > 64) { r.error(it->second, "a register count must be 1..64"); continue; }
        u.regs = static_cast<unsigned>(k);
        u.regs_from = -1;
        continue;
      }
      const auto& ops = v.form->operands;
      auto src = std::find_if(ops.begin(), ops.end(), [&](const OperandSlot& o) { return o.name == s; });
      if (src == ops.end() || src->type->kind != OperandKind::Enum || !src->type->table) {
        r.error(it->second, fmt::format("'{}' is neither a register count nor an enum operand of '{}'", s, v.form->syntax),
                "give a number, or the name of the enum operand whose entries carry a 'regs' attribute");
        continue;
      }
      u.regs_from = static_cast<int>(src - ops.begin());
      u.regs_by_value.clear();
      for (const auto& e : src->type->table->entries) {
        if (e.value > 4095) { r.error(it->second, fmt::format("enum '{}' has values too large for a register-count table", src->type->table->name)); break; }
        if (u.regs_by_value.size() <= e.value) u.regs_by_value.resize(e.value + 1, 1);
        auto at = e.attrs.find("regs");
        if (at == e.attrs.end()) continue;
        unsigned k = 0;
        auto [p, ec] = std::from_chars(at->second.data(), at->second.data() + at->second.size(), k);
        if (ec != std::errc() || p != at->second.data() + at->second.size() || k == 0 || k > 64)
          r.error(it->second, fmt::format("entry '{}' of enum '{}' has regs '{}', not a count 1..64", e.name, src->type->table->name, at->second));
        else
          u.regs_by_value[e.value] = static_cast<uint8_t>(k);
      }
    }
  }

  void parse_latency(Reader& r, const YAML::Node& n, Latency& lat) {
    std::string s = r.str(n);
    if (s.rfind("fixed:", 0) == 0) {
      unsigned c = 0;
      auto body = s.substr(6);
      auto [p, ec] = std::from_chars(body.data(), body.data() + body.size(), c);
      if (ec == std::errc() && p == body.data() + body.size() && !body.empty()) {
        lat.kind = Latency::Fixed;
        lat.cycles = c;
        return;
      }
    } else if (s.rfind("var:", 0) == 0) {
      lat.kind = Latency::Variable;
      lat.counter = s.substr(4);
      if (!t_->counter(lat.counter)) r.error(n, fmt::format("latency '{}' names unknown counter '{}'", s, lat.counter));
      return;
    }
    r.error(n, fmt::format("bad latency '{}'", s), "write 'fixed:N' or 'var:COUNTER'");
  }

  static bool has_named(const std::vector<std::pair<std::string, Text>>& v, const std::string& s) {
    for (auto& p : v)
      if (p.first == s) return true;
    return false;
  }
  static std::string named_hint(const std::vector<std::pair<std::string, Text>>& v, const std::string& s, const char* what) {
    std::vector<std::string_view> c;
    for (auto& p : v) c.push_back(p.first);
    auto m = closest_match(s, c);
    return m.empty() ? fmt::format("declare it under '{}' in target.yaml", what) : fmt::format("did you mean '{}'?", m);
  }
  static std::string field_names(const Format& f) {
    std::vector<std::string_view> c;
    for (auto& x : f.fields) c.push_back(x.name);
    return fmt::format("{}", fmt::join(c, ", "));
  }
  void field_error(Reader& r, const YAML::Node& n, const Format& f) {
    auto s = r.str(n);
    std::vector<std::string_view> c;
    for (auto& x : f.fields) c.push_back(x.name);
    auto m = closest_match(s, c);
    r.error(n, fmt::format("format '{}' has no field '{}'", f.name, s),
            m.empty() ? fmt::format("fields: {}", field_names(f)) : fmt::format("did you mean '{}'?", m));
  }

  // An operand that may name a register: a register class's, or a source code that can (gfx11's
  // src0 holds a VGPR, an SGPR or a constant).
  static bool names_register(const OperandType& t) {
    if (t.kind == OperandKind::Reg) return true;
    if (t.kind == OperandKind::Enum) return t.table && t.table->names_registers();
    if (t.kind != OperandKind::Src) return false;
    for (uint64_t w : t.src_codes)
      if (w) return true;
    return false;
  }

  // Cross-file checks: overlap between encodings, and length known from the first unit.
  void finish() {
    if (t_->access_declared)
      for (const auto& v : t_->variants)
        for (size_t i = 0; i < v->uses.size(); ++i)
          if (names_register(*v->form->operands[i].type) && v->uses[i].access == Access::None && !v->fallback)
            diags_.error(v->loc, fmt::format("variant '{}': register operand '{}' has no access", v->name, v->form->operands[i].name),
                         {}, fmt::format("add '{}: read' (or write, readwrite) to the instruction's or the variant's 'access'",
                                         v->form->operands[i].name));
    unsigned ub = t_->unit_bits;
    Bits128 first_unit = Bits128::ones(ub);
    for (auto& v : t_->variants) t_->max_bytes = std::max(t_->max_bytes, v->bytes + v->literal_bytes);
    for (size_t i = 0; i < t_->forms.size(); ++i) t_->forms[i]->id = static_cast<unsigned>(i);
    std::unordered_map<std::string, std::vector<const Form*>> by_mnemonic;
    for (auto& insn : t_->forms) by_mnemonic[insn->mnemonic].push_back(insn.get());
    // An alias may also be another instruction's mnemonic (gfx11's `v_cmp_eq_f32`: the VOPC DPP
    // form's printed name, and the suffix-less spelling of the _e32 and _e64 forms): the
    // assembler tries them all, shortest first.
    for (auto& insn : t_->forms)
      for (const auto& a : insn->aliases) by_mnemonic[a].push_back(insn.get());
    sort_aliases_shortest_first(by_mnemonic);
    t_->by_mnemonic.assign(by_mnemonic);
    auto& vs = t_->variants;
    // Capped as the assembler caps its errors: a description with a thousand copies of one
    // encoding would otherwise list half a million pairs.
    constexpr unsigned kMaxOverlaps = 20;
    // Fallback variants are tried only when nothing else matches: they overlap by design.
    std::vector<const Variant*> tried;
    std::vector<EncodingBits> bits;
    for (const auto& v : vs)
      if (!v->fallback) tried.push_back(v.get()), bits.push_back({v->mask, v->match});
    // Sub-quadratic: only pairs that agree on the first unit's fixed bits are compared here.
    std::vector<std::pair<size_t, size_t>> found;
    for_each_overlap_candidate(bits, first_unit, [&](size_t i, size_t j) {
      const Variant& a = *tried[i];
      const Variant& b = *tried[j];
      Bits128 common = a.mask & b.mask;
      if (a.bytes != b.bytes) common = common & first_unit;
      if (!((a.match ^ b.match) & common).zero()) return true;
      if (value_sets_exclude(a, b) || value_sets_exclude(b, a)) return true;
      found.emplace_back(i, j);
      return found.size() < kMaxOverlaps;
    });
    std::sort(found.begin(), found.end());
    for (auto [i, j] : found) {
      const Variant& a = *tried[i];
      const Variant& b = *tried[j];
      // They agree on every bit both fix: some word matches both.
      report_overlap(a, b, a.bytes == b.bytes ? "some word matches both" : "their first units agree, so the length is ambiguous");
    }
    if (found.size() == kMaxOverlaps)
      diags_.add({Severity::Note, tried[found.back().first]->loc,
                  fmt::format("stopped after {} overlapping encodings; fix these and check again", kMaxOverlaps), {}, {}});
  }

  // Whether `b` fixes a field to a value that `a` does not allow there (a's named enum values,
  // or a value a's `exclude:` leaves to another form: sm90 LDC's c[0x0][RZ] beside c[0x0][0x10]).
  static bool value_sets_exclude(const Variant& a, const Variant& b) {
    for (const auto& vs : a.value_sets) {
      Bits128 fm = vs.field->mask();
      if ((b.mask & fm) == fm) {
        if (!vs.allows(vs.field->extract(b.match))) return true;
        continue;
      }
      // b fixes part of the field (gfx11 VOP3's src0 with its neg and abs bits beside a DPP form's
      // src0 = 0xFA): no value a allows has those bits.
      if (!(b.mask & fm).zero() && !allows_some(vs, b.mask & fm, b.match)) return true;
      // Both take the field from an operand, with no value in common (linx041's cvt from a
      // float and cvt from an integer: SrcType codes 0-3 and 8-15); or fields that share bits
      // with no common pattern there (gfx11 VOP3's src0 with its modifier bits, codes 0..208 and
      // up, beside DPP8's src0 code 0xE9 / 0xEA that its fi operand holds).
      for (const auto& other : b.value_sets) {
        if (other.field->mask() == fm && disjoint(vs, other)) return true;
        if (other.field->mask() != fm && !(other.field->mask() & fm).zero() && disjoint_where_shared(vs, other)) return true;
      }
    }
    for (const auto& [fld, val] : a.excludes) {
      Bits128 fm = fld->mask();
      if ((b.mask & fm) == fm && fld->extract(b.match) == val) return true;
    }
    return false;
  }
  static bool allows_some(const Variant::ValueSet& vs, const Bits128& fixed, const Bits128& match) {
    for (uint64_t x = 0; x < (uint64_t{1} << vs.field->width); ++x) {
      if (!vs.allows(x)) continue;
      Bits128 w;
      vs.field->insert(w, x);
      if (((w ^ match) & fixed).zero()) return true;
    }
    return false;
  }
  // A value set over field f that allows nothing yet.
  static Variant::ValueSet empty_value_set(const Field* f) {
    return Variant::ValueSet{f, std::vector<uint64_t>(((size_t{1} << f->width) + 63) / 64)};
  }
  // Whether no value of x and value of y agree on the bits their fields share.
  static bool disjoint_where_shared(const Variant::ValueSet& x, const Variant::ValueSet& y) {
    const Bits128 shared = x.field->mask() & y.field->mask();
    std::set<std::pair<uint64_t, uint64_t>> patterns;
    for (uint64_t v = 0; v < (uint64_t{1} << x.field->width); ++v) {
      if (!x.allows(v)) continue;
      Bits128 w;
      x.field->insert(w, v);
      w = w & shared;
      patterns.emplace(w.lo, w.hi);
    }
    for (uint64_t v = 0; v < (uint64_t{1} << y.field->width); ++v) {
      if (!y.allows(v)) continue;
      Bits128 w;
      y.field->insert(w, v);
      w = w & shared;
      if (patterns.count({w.lo, w.hi})) return false;
    }
    return true;
  }
  static bool disjoint(const Variant::ValueSet& x, const Variant::ValueSet& y) {
    for (size_t i = 0; i < x.words.size() && i < y.words.size(); ++i)
      if (x.words[i] & y.words[i]) return false;
    return true;
  }

  void report_overlap(const Variant& a, const Variant& b, const std::string& why) {
    std::string other = fmt::format("{}:{}:{}", b.loc.file, b.loc.line, b.loc.col);
    for (auto& rd : readers_)
      if (rd->file() == a.loc.file) {
        rd->error_at(a.loc, fmt::format("encoding of '{}' overlaps '{}' (at {}): {}", a.name, b.name, other, why),
                     "make a fixed field differ between the two variants");
        return;
      }
    diags_.error(a.loc, fmt::format("encoding of '{}' overlaps '{}' (at {}): {}", a.name, b.name, other, why));
  }

  DiagList& diags_;
  std::unique_ptr<Target> t_;
  std::vector<std::unique_ptr<Reader>> readers_;
  std::vector<std::pair<const Form*, Reader*>> all_decode_only_;  // instructions the assembler never writes
  BaseFinder find_base_;
  std::deque<SourceFile> base_files_;  // the target.yaml files extended, alive while their nodes are
  bool extends_ = false;
  // The mode asked for and what it changes (load_modes).
  std::string mode_;
  std::vector<std::pair<std::string, std::string>> mode_tokens_;
  std::set<std::string> mode_without_;
  std::string mode_message_;
  size_t mode_dropped_ = 0;  // variants left out so far
  struct Inherited {
    std::set<std::string> reg_classes, enums, formats, operand_types;
    bool sources = false;
  } inherited_;
};

}  // namespace

std::unique_ptr<Target> load_target(const std::vector<SourceFile>& files, DiagList& diags, const BaseFinder& find_base,
                                    const std::string& mode) {
  try {
    return Loader(diags, canonical_mode(mode)).load(files, find_base);
  } catch (const YAML::Exception& e) {
    // A shape the checks above did not anticipate: still a located, non-fatal error.
    diags.error({files.empty() ? std::string() : files[0].path, e.mark.line + 1, e.mark.column + 1},
                fmt::format("malformed description: {}", e.msg));
    return nullptr;
  }
}

std::unique_ptr<Target> load_target_dir(const std::string& dir, DiagList& diags, const std::string& mode) {
  std::vector<SourceFile> files;
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec)) {
    diags.error({dir, 0, 0}, "not a description directory", {}, "pass a folder holding target.yaml and the group files");
    return nullptr;
  }
  std::vector<std::filesystem::path> paths;
  for (auto& e : std::filesystem::directory_iterator(dir, ec))
    if (e.path().extension() == ".yaml") paths.push_back(e.path());
  std::sort(paths.begin(), paths.end());
  // Said here, where the directory is known: the loader sees only the files (none, here).
  if (std::none_of(paths.begin(), paths.end(), [](const auto& p) { return p.filename() == "target.yaml"; })) {
    diags.error({dir, 0, 0}, paths.empty() ? "the description directory holds no .yaml files" : "the description directory has no target.yaml", {},
                "a description directory needs target.yaml plus one file per instruction group");
    return nullptr;
  }
  for (auto& p : paths) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    files.push_back({p.string(), ss.str()});
  }
  // A target this one extends is the sibling folder of that name.
  auto parent = std::filesystem::path(dir).lexically_normal().parent_path();
  if (parent.empty() && std::filesystem::path(dir).lexically_normal().has_filename()) parent = ".";
  auto find_base = [parent](const std::string& id, const std::string& file) -> std::optional<SourceFile> {
    auto p = parent / id / file;
    std::ifstream in(p, std::ios::binary);
    if (!in) return std::nullopt;
    std::stringstream ss;
    ss << in.rdbuf();
    return SourceFile{p.string(), ss.str()};
  };
  return load_target(files, diags, find_base, mode);
}

}  // namespace simtloom::desc
