// The one walk over the model that decides what the manual says and in which order. It builds
// a Document; markdown.cpp and html.cpp only serialize it.
//
// Order: title, contents, each group in seed 000's presentation (group heading, sections,
// instructions with syntax, description, operands and variant table), then the reference
// chapters (formats, opcode map, operand types, register classes, wait counters, units, flags,
// enumerations, trap causes). A one-group manual keeps only the reference entries that group
// uses, plus the whole trap table, which its descriptions cite by cause number.
#include <algorithm>
#include <bit>
#include <cctype>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include <fmt/format.h>

#include "doc/document.h"
#include "doc/manual.h"

namespace simtloom::doc {
namespace {

// Seed 000 pads the mnemonic of its syntax lines to this many columns ("sleep" + 20 spaces).
constexpr size_t kSeedMnemonicColumns = 25;

std::string bilingual(const std::string& en, const std::string& zh) {
  return zh.empty() || zh == en ? en : en + " — " + zh;
}

std::string text_cell(const desc::Text& t) { return bilingual(t.en, t.zh); }

std::string instruction_count_en(size_t n) { return n == 1 ? "1 instruction" : fmt::format("{} instructions", n); }

size_t instruction_count(const desc::Group& g) {
  size_t n = 0;
  for (const auto& s : g.sections) n += s.forms.size();
  return n;
}

std::string join(const std::vector<std::string>& parts, const std::string& sep) {
  std::string s;
  for (size_t i = 0; i < parts.size(); ++i) s += (i ? sep : "") + parts[i];
  return s;
}

std::vector<std::string> split_lines(const std::string& s) {
  std::vector<std::string> lines;
  size_t start = 0;
  while (start < s.size()) {
    size_t end = s.find('\n', start);
    if (end == std::string::npos) end = s.size();
    lines.push_back(s.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

size_t hex_digits(uint64_t v) {
  size_t n = 1;
  while (v >>= 4) ++n;
  return n;
}

std::string padded_hex(uint64_t v, size_t digits) { return fmt::format("0x{:0{}x}", v, digits); }

// Group ids are usually numbers; "10" must follow "9" whatever order the files were read in.
// Numeric ids come first by value, then the others by name.
bool group_id_less(const desc::Group* a, const desc::Group* b) {
  auto numeric = [](const std::string& s) {
    return !s.empty() && std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isdigit(c); });
  };
  auto key = [&](const std::string& id) { return std::tuple(!numeric(id), numeric(id) ? id.size() : 0, id); };
  return key(a->id) < key(b->id);
}

// The seed's syntax line: the mnemonic padded to the seed's column, then name:type operands.
std::string seed_syntax_line(const desc::Form& insn) {
  // The head is the mnemonic with its suffixes (cmp<cond>.s32); operands written in it are not
  // listed again after it.
  std::string usage = insn.usage();
  std::string line = usage.substr(0, usage.find(' '));
  std::string operands;
  for (const auto& op : insn.operands) {
    if (line.find("<" + op.name + ">") != std::string::npos) continue;
    if (!operands.empty()) operands += ' ';
    operands += op.name + ":" + op.type->name;
  }
  line.resize(std::max(kSeedMnemonicColumns, line.size() + 1), ' ');
  return line + operands;
}

// The assembly template as written, each {name:type} shown as its name. Keyed operands are
// written key:value and may be left out, so they show as [key:N].
std::string assembly_template(const desc::Form& insn) { return insn.usage(); }

std::string register_range(const desc::RegClass& rc) {
  if (rc.count <= 1) return rc.prefix + "0";
  return fmt::format("{}0..{}{}", rc.prefix, rc.prefix, rc.count - 1);
}

// "instid0(instid) bits 3:0 | instskip(instskip) bits 6:4 | ..." — each part with its value table.
std::string fieldset_details(const desc::OperandType& ot) {
  std::string s;
  for (const auto& f : ot.subfields) {
    if (!s.empty()) s += ot.rules.join;
    s += fmt::format("{}({}) bits {}:{}", f.name, f.table ? f.table->name : "N", f.hi, f.lo);
  }
  return s + "; or a number";
}

std::string pattern_details(const desc::OperandType& ot) {
  std::string shape, parts;
  for (const auto& pc : ot.pattern) shape += pc.part < 0 ? pc.literal : "{" + ot.subfields[pc.part].name + "}";
  for (const auto& f : ot.subfields) parts += fmt::format("; {} bits {}:{}", f.name, f.hi, f.lo);
  return "written " + shape + parts;
}

// "b64 source: codes 0..105 (tuples), 106..107, ...": the value type and the codes it may hold.
std::string src_details(const desc::OperandType& ot) {
  std::string codes;
  unsigned limit = 1u << ot.bits;
  for (unsigned c = 0; c < limit;) {
    if (!ot.src_allows(c)) { ++c; continue; }
    unsigned e = c;
    while (e + 1 < limit && ot.src_allows(e + 1)) ++e;
    codes += fmt::format("{}{}", codes.empty() ? "" : ",", c == e ? fmt::format("{}", c) : fmt::format("{}..{}", c, e));
    c = e + 1;
  }
  return fmt::format("{}{} source, codes {}", ot.src_float ? "f" : "b", ot.src_width, codes);
}

// A keyed operand's call modes: "written offset:N or offset:swizzle(MODE, ...), printed as the
// first mode that takes the value: QUAD_PERM (15:8 = 0x80; N in 1:0, ...); ...".
std::string call_mode_details(const desc::OperandType& ot) {
  std::string s = fmt::format("written {0}:N or {0}:{1}(MODE, ...), printed as the first mode that takes the value, else {0}:N; default {2}:",
                              ot.key, ot.rules.call, ot.default_value);
  for (const auto& m : ot.call_modes) {
    std::vector<std::string> parts;
    for (uint64_t f = m.fixed_mask; f;) {
      unsigned lo = static_cast<unsigned>(std::countr_zero(f)), hi = lo;
      while (hi + 1 < 64 && ((f >> (hi + 1)) & 1)) ++hi;
      parts.push_back(fmt::format("{}:{} = {:#x}", hi, lo, (m.fixed_value >> lo) & ((uint64_t{2} << (hi - lo)) - 1)));
      f &= ~(((uint64_t{2} << (hi - lo)) - 1) << lo);
    }
    for (const auto& a : m.args) {
      if (a.length) {
        std::vector<std::string> fields;
        for (unsigned lo : a.field_lo) fields.push_back(fmt::format("{}:{}", lo + a.length - 1, lo));
        parts.push_back(fmt::format("\"{} of {}\", a bit of {} each", a.length, a.chars, fmt::join(fields, ", ")));
        continue;
      }
      std::string stored = a.negate ? fmt::format("{} - N", -a.bias) : a.bias ? fmt::format("N - {}", a.bias) : "N";
      std::string below = a.below >= 0 ? fmt::format(" (below argument {})", a.below + 1) : "";
      parts.push_back(fmt::format("N {}..{}{}{} as {} in {}:{}", a.min, a.max, a.power_of_two ? " (a power of two)" : "", below, stored, a.hi, a.lo));
    }
    s += fmt::format(" {} ({});", m.name, fmt::join(parts, "; "));
  }
  s.pop_back();
  return s;
}

std::string operand_details(const desc::OperandType& ot) {
  if (!ot.call_modes.empty()) return call_mode_details(ot);
  std::string scale = ot.scale_log2 ? fmt::format("scaled by {}", uint64_t{1} << ot.scale_log2) : "";
  switch (ot.kind) {
    case desc::OperandKind::Reg: return fmt::format("class {} ({})", ot.reg_class->name, register_range(*ot.reg_class));
    case desc::OperandKind::UImm:
    case desc::OperandKind::SImm: return scale;
    case desc::OperandKind::PcRel: return scale.empty() ? "pc-relative byte offset" : "pc-relative, " + scale;
    case desc::OperandKind::Enum: return fmt::format("names from {}{}", ot.table->name, ot.numeric ? ", or a number" : "");
    case desc::OperandKind::Keyed:
      return fmt::format("written {}:N; default {}{}", ot.key, ot.default_value, ot.print_default ? " (printed also at the default)" : "");
    case desc::OperandKind::FieldSet: return fieldset_details(ot);
    case desc::OperandKind::Pattern: return pattern_details(ot);
    case desc::OperandKind::Src: return src_details(ot);
  }
  return "";
}

// What a manual covers: the whole target, or one group and the reference entries it uses.
class Scope {
 public:
  Scope(const desc::Target& t, const std::string& group_id) : whole_(group_id.empty()) {
    for (const auto& g : t.groups)
      if (whole_ || g->id == group_id) groups_.push_back(g.get());
    if (groups_.empty() && !whole_) throw std::invalid_argument(unknown_group_message(t, group_id));
    std::stable_sort(groups_.begin(), groups_.end(), group_id_less);
    for (const auto* g : groups_)
      for (const auto& s : g->sections)
        for (const auto* insn : s.forms) collect(t, *insn);
  }

  bool whole_target() const { return whole_; }
  const std::vector<const desc::Group*>& groups() const { return groups_; }
  const std::vector<const desc::Variant*>& variants() const { return variants_; }

  bool covers(const desc::Format* f) const { return whole_ || formats_.count(f); }
  bool covers(const desc::OperandType* ot) const { return whole_ || types_.count(ot); }
  bool covers(const desc::RegClass* rc) const { return whole_ || classes_.count(rc); }
  bool covers(const desc::EnumTable* e) const { return whole_ || enums_.count(e); }
  bool covers_flag(const std::string& f) const { return whole_ || flags_.count(f); }
  bool covers_unit(const std::string& u) const { return whole_ || units_.count(u); }
  bool covers_counter(const std::string& c) const { return whole_ || counters_.count(c); }

 private:
  static std::string unknown_group_message(const desc::Target& t, const std::string& id) {
    std::vector<std::string> ids;
    for (const auto& g : t.groups) ids.push_back(g->id);
    return fmt::format("target '{}' has no group '{}' (groups: {})", t.id, id, join(ids, ", "));
  }

  void collect(const desc::Target& t, const desc::Form& insn) {
    for (const auto& op : insn.operands) {
      types_.insert(op.type);
      if (op.type->reg_class) classes_.insert(op.type->reg_class);
      if (op.type->table) enums_.insert(op.type->table);
      if (op.type->kind == desc::OperandKind::Keyed && t.counter(op.type->key)) counters_.insert(op.type->key);
    }
    for (const auto* form : insn.other_forms) collect(t, *form);
    for (const auto* v : insn.variants) {
      variants_.push_back(v);
      formats_.insert(v->format);
      flags_.insert(v->flags.begin(), v->flags.end());
      if (!v->unit.empty()) units_.insert(v->unit);
      if (v->latency.kind == desc::Latency::Variable) counters_.insert(v->latency.counter);
    }
  }

  bool whole_;
  std::vector<const desc::Group*> groups_;
  std::vector<const desc::Variant*> variants_;  // in manual order
  // Membership only: output order always follows the target's declaration order.
  std::set<const desc::Format*> formats_;
  std::set<const desc::OperandType*> types_;
  std::set<const desc::RegClass*> classes_;
  std::set<const desc::EnumTable*> enums_;
  std::set<std::string> flags_, units_, counters_;
};

class ManualBuilder {
 public:
  ManualBuilder(const desc::Target& t, const DocOptions& o) : t_(t), scope_(t, o.group) {}

  Document build() {
    title();
    size_t contents_at = doc_.blocks.size();
    for (const auto* g : scope_.groups()) group(*g);
    formats();
    opcode_map();
    operand_types();
    modes();
    register_classes();
    counters();
    units();
    flags();
    enums();
    traps();
    if (scope_.whole_target() && t_.code_object) code_object(*t_.code_object);
    insert_contents(contents_at);
    return std::move(doc_);
  }

 private:
  // --- blocks -----------------------------------------------------------------------------

  void heading(int level, std::string text, const std::string& anchor_base) {
    doc_.blocks.push_back(Heading{level, std::move(text), unique_anchor(anchor_base)});
  }
  void paragraph(std::string text) { doc_.blocks.push_back(Paragraph{std::move(text)}); }
  void label(std::string text) { doc_.blocks.push_back(Label{std::move(text)}); }
  void code(std::vector<std::string> lines) { doc_.blocks.push_back(CodeBlock{std::move(lines)}); }
  void table(Table t) { doc_.blocks.push_back(std::move(t)); }

  // Lowercase ASCII letters and digits, other runs as '-', numbered on a clash.
  std::string unique_anchor(const std::string& base) {
    std::string slug;
    for (char c : base) {
      if (std::isalnum(static_cast<unsigned char>(c))) slug += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      else if (!slug.empty() && slug.back() != '-') slug += '-';
    }
    while (!slug.empty() && slug.back() == '-') slug.pop_back();
    if (slug.empty()) slug = "s";
    std::string anchor = slug;
    for (int n = 2; !anchors_.insert(anchor).second; ++n) anchor = fmt::format("{}-{}", slug, n);
    return anchor;
  }

  // --- title and contents -----------------------------------------------------------------

  void title() {
    std::string en = t_.title.en.empty() ? t_.id : t_.title.en;
    const desc::Group* only = scope_.whole_target() ? nullptr : scope_.groups().front();
    doc_.title = only ? fmt::format("{}: group {}", en, only->id) : en;
    heading(1, en, "top");
    if (!t_.title.zh.empty()) paragraph(t_.title.zh);
    if (only)
      paragraph(fmt::format("Group {} of the {} description, with the reference tables it uses. — {} 描述的组 {}，及其所用的参考表。",
                            only->id, t_.id, t_.id, only->id));
    else
      paragraph(fmt::format("Generated from the {} description. — 根据 {} 描述生成。", t_.id, t_.id));
    if (t_.comments_declared) {
      std::vector<std::string> quoted;
      for (const auto& m : t_.comments) quoted.push_back("'" + m + "'");
      std::string list = join(quoted, " or ");
      bool hash = std::find(t_.comments.begin(), t_.comments.end(), "#") != t_.comments.end();
      paragraph(hash ? fmt::format("In assembly source a comment starts with {} and runs to the end of the line. — 汇编源中注释以 {} 开头直至行尾。", list, list)
                     : fmt::format("In assembly source a comment starts with {} and runs to the end of the line; '#' is part of the "
                                   "statement. — 汇编源中注释以 {} 开头直至行尾；'#' 属于语句本身。",
                                   list, list));
    }
  }

  // A list of every chapter, placed after the title.
  void insert_contents(size_t at) {
    BulletList list;
    for (size_t i = at; i < doc_.blocks.size(); ++i)
      if (const auto* h = std::get_if<Heading>(&doc_.blocks[i]); h && h->level == 2) list.items.push_back({h->text, h->anchor});
    std::vector<Block> contents{Heading{2, "Contents — 目录", unique_anchor("contents")}, std::move(list)};
    doc_.blocks.insert(doc_.blocks.begin() + static_cast<std::ptrdiff_t>(at), contents.begin(), contents.end());
  }

  // --- groups, in the seed's presentation -----------------------------------------------

  // "6.6 Group 6" where the target places its groups in a manual section, else "Group 6".
  std::string group_name(const desc::Group& g) const {
    if (t_.manual_section.empty()) return "Group " + g.id;
    return fmt::format("{}.{} Group {}", t_.manual_section, g.id, g.id);
  }

  void group(const desc::Group& g) {
    size_t n = instruction_count(g);
    std::string en = group_name(g);
    if (!g.title.en.empty()) en += ": " + g.title.en;
    en += g.unit.empty() ? fmt::format(" ({})", instruction_count_en(n))
                         : fmt::format(" (unit: {}, {})", g.unit, instruction_count_en(n));
    std::string text = en;
    if (!g.title.zh.empty()) {
      text += fmt::format(" — 组 {}：{}", g.id, g.title.zh);
      text += g.unit.empty() ? fmt::format("（{} 条）", n) : fmt::format("（unit: {}，{} 条）", g.unit, n);
    }
    heading(2, text, "group-" + g.id);
    for (size_t i = 0; i < g.sections.size(); ++i) section(g, g.sections[i], i);
  }

  void section(const desc::Group& g, const desc::Section& s, size_t index) {
    size_t n = s.forms.size();
    std::string en = s.title.en.empty() ? fmt::format("Section {}", index + 1) : s.title.en;
    std::string text = fmt::format("{} ({})", en, instruction_count_en(n));
    if (!s.title.zh.empty()) text += fmt::format(" — {}（{} 条）", s.title.zh, n);
    heading(3, text, fmt::format("group-{}-section-{}", g.id, index + 1));
    for (const auto* insn : s.forms) instruction(*insn);
  }

  void instruction(const desc::Form& insn) {
    heading(4, insn.name, "insn-" + insn.name);
    label("Syntax (语法)");
    // The seed's notation first (one line per form: the types differ), then how each form is
    // written, without repeating a line.
    std::vector<std::string> lines{seed_syntax_line(insn)};
    for (const auto* form : insn.other_forms) lines.push_back(seed_syntax_line(*form));
    auto add_unique = [&lines](std::string l) {
      if (std::find(lines.begin(), lines.end(), l) == lines.end()) lines.push_back(std::move(l));
    };
    add_unique(assembly_template(insn));
    for (const auto* form : insn.other_forms) add_unique(assembly_template(*form));
    code(std::move(lines));
    paragraph(insn.doc.en);
    if (!insn.doc.zh.empty()) paragraph("描述：" + insn.doc.zh);
    if (!insn.aliases.empty())
      paragraph(fmt::format("Also accepted by the assembler as {} (printed as {}).", join(insn.aliases, ", "), insn.mnemonic));
    operand_list(insn);
    variant_table(insn);
    for (const auto* v : insn.variants) bit_table(*v);
    for (const auto* form : insn.other_forms)
      for (const auto* v : form->variants) bit_table(*v);
  }

  // Seed 002's bit table, for formats wider than 64 bits (sm90's 128-bit frame): for each 64-bit
  // half a row of bit numbers within each byte and a row of what each bit holds, bit 0 on the
  // left: fixed bits as 0/1 (bits in no field are 0), each field as its name in the cell of its
  // lowest bit followed by empty cells (the seed's merged cell). Operands are "operand N" in
  // syntax order, the guard "pred", the control code its parts, modifier groups "modi N" by bit
  // position (a one-bit group whose values are nothing and ".X" shows as X); then a
  // "Modifier Group N" table of Binary / Value for each numbered group.
  void bit_table(const desc::Variant& v) {
    const desc::Format& f = *v.format;
    if (f.bits <= 64 || f.bits % 64 != 0) return;
    const desc::Form& insn = *v.form;
    std::vector<std::string> cell(f.bits, "0");
    auto put = [&](unsigned lo, unsigned hi, const std::string& name) {
      for (unsigned b = lo; b <= hi && b < f.bits; ++b) {
        cell[b] = b == lo ? name : "";
      }
    };
    for (const auto& [field, value] : v.fixed) {
      Bits128 bits;
      field->insert(bits, value);
      for (const auto& seg : field->segs)
        for (unsigned b = seg.lo; b <= seg.hi; ++b) cell[b].assign(1, bits.get(b, 1) ? '1' : '0');
    }
    // The mnemonic's operands (before the first space) are modifier groups.
    std::set<int> modifier_ops;
    for (const auto& tok : insn.tokens) {
      if (tok.kind == desc::TemplateToken::Space) break;
      if (tok.kind == desc::TemplateToken::Operand) modifier_ops.insert(tok.operand);
    }
    struct Modifier {
      unsigned lo;
      const desc::Field* field;
      const desc::OperandType* type;
    };
    std::vector<Modifier> modifiers;
    int operand_number = 0;
    for (size_t i = 0; i < insn.operands.size() && i < v.operand_fields.size(); ++i) {
      const desc::Field* field = v.operand_fields[i];
      const desc::OperandType* type = insn.operands[i].type;
      if (!field) continue;
      if (i < insn.prefix_operands) {
        if (type->kind == desc::OperandKind::Pattern || type->kind == desc::OperandKind::FieldSet) {
          unsigned base = field->segs.back().lo;
          for (const auto& sub : type->subfields) put(base + sub.lo, base + sub.hi, sub.title.empty() ? sub.name : sub.title);
        } else {
          for (const auto& seg : field->segs) put(seg.lo, seg.hi, "pred");
        }
      } else if (modifier_ops.count(static_cast<int>(i)) && type->table) {
        modifiers.push_back({field->segs.back().lo, field, type});
      } else {
        std::string name = fmt::format("operand {}", operand_number++);
        for (const auto& seg : field->segs) put(seg.lo, seg.hi, name);
      }
    }
    std::sort(modifiers.begin(), modifiers.end(), [](const Modifier& a, const Modifier& b) { return a.lo < b.lo; });
    std::vector<const Modifier*> groups;
    for (const auto& m : modifiers) {
      std::string flag = flag_name(*m.type->table);
      if (m.field->width != 1 || flag.empty()) {
        groups.push_back(&m);
        flag = fmt::format("modi {}", groups.size());
      }
      for (const auto& seg : m.field->segs) put(seg.lo, seg.hi, flag);
    }
    label(fmt::format("Bits (位): {}", v.name));
    std::vector<std::string> numbers;
    for (unsigned b = 0; b < 64; ++b) numbers.push_back(std::to_string(b % 8));
    Table t{numbers, {}};
    for (unsigned half = 0; half < f.bits / 64; ++half) {
      if (half) t.rows.push_back(numbers);
      t.rows.emplace_back(cell.begin() + half * 64, cell.begin() + (half + 1) * 64);
    }
    table(std::move(t));
    for (size_t g = 0; g < groups.size(); ++g) {
      label(fmt::format("Modifier Group {}", g + 1));
      Table m{{"Binary", "Value"}, {}};
      unsigned width = groups[g]->field->width;
      for (const auto& e : groups[g]->type->table->entries) {
        std::string name = !e.name.empty() && e.name[0] == '.' ? e.name.substr(1) : e.name;
        m.rows.push_back({fmt::format("{:0{}b}", e.value, width), name});
      }
      table(std::move(m));
    }
  }

  // A one-bit modifier written as nothing or one suffix (".WATCH") is shown by that suffix.
  static std::string flag_name(const desc::EnumTable& e) {
    if (e.entries.size() != 2) return "";
    const auto& a = e.entries[0];
    const auto& b = e.entries[1];
    const auto& named = a.name.empty() ? b : a;
    if ((a.name.empty() == b.name.empty()) || named.name.size() < 2 || named.name[0] != '.') return "";
    return named.name.substr(1);
  }

  void operand_list(const desc::Form& insn) {
    if (insn.operands.empty()) return;
    label("Operands (操作数)");
    BulletList list;
    std::set<std::pair<std::string, const desc::OperandType*>> listed;
    auto add = [&](const desc::Form& in) {
      for (const auto& op : in.operands)
        if (listed.insert({op.name, op.type}).second)
          list.items.push_back({fmt::format("{}: {} — {}", op.name, op.type->name, text_cell(op.type->doc)), ""});
    };
    add(insn);
    for (const auto* form : insn.other_forms) add(*form);
    doc_.blocks.push_back(std::move(list));
  }

  void variant_table(const desc::Form& insn) {
    std::vector<const desc::Variant*> all(insn.variants.begin(), insn.variants.end());
    for (const auto* form : insn.other_forms) all.insert(all.end(), form->variants.begin(), form->variants.end());
    bool with_status = std::any_of(all.begin(), all.end(), [](const auto* v) { return !v->status.empty(); });
    bool with_source = std::any_of(all.begin(), all.end(), [](const auto* v) { return !v->source.empty(); });
    bool with_form = !insn.other_forms.empty();
    Table t{{"Variant (变体)", "Encoding (编码)", "Latency (延迟)", "Flags (标志)"}, {}};
    if (with_form) t.header.insert(t.header.begin() + 1, "Syntax (语法)");
    if (with_status) t.header.push_back("Status (状态)");
    if (with_source) t.header.push_back("Source (来源)");
    for (const auto* v : all) {
      std::vector<std::string> row{v->name, encoding_text(*v), v->latency.text(), join(v->flags, " ")};
      if (with_form) row.insert(row.begin() + 1, assembly_template(*v->form));
      if (with_status) row.push_back(v->status);
      if (with_source) row.push_back(v->source);
      t.rows.push_back(std::move(row));
    }
    table(std::move(t));
  }

  // --- reference chapters -----------------------------------------------------------------

  void formats() {
    std::vector<const desc::Format*> shown;
    for (const auto& f : t_.formats)
      if (scope_.covers(f.get())) shown.push_back(f.get());
    if (shown.empty()) return;
    heading(2, "Instruction formats — 指令格式", "formats");
    for (const auto* f : shown) format(*f);
  }

  void format(const desc::Format& f) {
    heading(3, fmt::format("{} ({} bits)", f.name, f.bits), "format-" + f.name);
    if (!f.doc.en.empty()) paragraph(text_cell(f.doc));
    code(split_lines(format_diagram(f)));
    Table fields{{"Field (字段)", "Bits (位)", "Width (宽度)"}, {}};
    for (const auto& fld : f.fields)
      fields.rows.push_back({fld.view ? fld.name + " (view)" : fld.name, bit_range_text(fld), std::to_string(fld.width)});
    table(std::move(fields));
    if (!f.reserved.empty()) {
      Table res{{"Reserved bits (保留位)", "Allowed values (允许值)", "Why (原因)"}, {}};
      for (const auto& r : f.reserved) {
        std::vector<std::string> vals;
        for (unsigned k = 0; k < 64;) {
          if (!((r.allowed >> k) & 1)) { ++k; continue; }
          unsigned e = k;
          while (e + 1 < 64 && ((r.allowed >> (e + 1)) & 1)) ++e;
          vals.push_back(e == k ? std::to_string(k) : fmt::format("{}..{}", k, e));
          k = e + 1;
        }
        res.rows.push_back({bit_range_text(r.field), join(vals, ", "), r.message});
      }
      table(std::move(res));
    }
    std::vector<std::string> users;
    for (const auto* v : scope_.variants())
      if (v->format == &f) users.push_back(v->name);
    if (!users.empty()) paragraph("Used by — 使用者: " + join(users, ", "));
  }

  // For each value of the field named "opcode": the formats and variants that fix it.
  void opcode_map() {
    struct Use {
      std::vector<std::string> formats, variants;
    };
    std::map<uint64_t, Use> uses;
    unsigned opcode_bits = 0;
    for (const auto* v : scope_.variants()) {
      const desc::Field* opcode = v->format->field("opcode");
      if (!opcode) continue;
      opcode_bits = std::max(opcode_bits, opcode->width);
      for (const auto& [field, value] : v->fixed) {
        if (field != opcode) continue;
        Use& u = uses[value];
        if (std::find(u.formats.begin(), u.formats.end(), v->format->name) == u.formats.end()) u.formats.push_back(v->format->name);
        u.variants.push_back(v->name);
      }
    }
    if (uses.empty()) return;
    heading(2, "Opcode map — 操作码表", "opcode-map");
    if (opcode_bits < 64) {
      uint64_t total = uint64_t{1} << opcode_bits;
      paragraph(fmt::format("{} of the {} values of the opcode field are used. — opcode 字段的 {} 个取值中已使用 {} 个。",
                            uses.size(), total, total, uses.size()));
    }
    size_t digits = hex_digits(opcode_bits >= 64 ? ~uint64_t{0} : (uint64_t{1} << opcode_bits) - 1);
    Table t{{"Opcode (操作码)", "Formats (格式)", "Instructions (指令)"}, {}};
    for (const auto& [value, u] : uses) t.rows.push_back({padded_hex(value, digits), join(u.formats, ", "), join(u.variants, ", ")});
    table(std::move(t));
  }

  void operand_types() {
    Table t{{"Type (类型)", "Kind (种类)", "Bits (位)", "Details (细节)", "Description (描述)"}, {}};
    for (const auto& ot : t_.operand_types) {
      if (!scope_.covers(ot.get())) continue;
      // An enum without its own width takes the width of the field it is bound to.
      std::string bits = ot->bits ? std::to_string(ot->bits) : "field width";
      t.rows.push_back({ot->name, desc::operand_kind_name(ot->kind), bits, operand_details(*ot), text_cell(ot->doc)});
    }
    if (t.rows.empty()) return;
    heading(2, "Operand types — 操作数类型", "operand-types");
    table(std::move(t));
  }

  void register_classes() {
    Table t{{"Class (类)", "Registers (寄存器)", "Width (宽度)", "Special names (特殊名)", "Description (描述)"}, {}};
    for (const auto& rc : t_.reg_classes) {
      if (!scope_.covers(rc.get())) continue;
      std::vector<std::string> specials;
      for (const auto& [name, index] : rc->specials) specials.push_back(fmt::format("{} = {}{}", name, rc->prefix, index));
      std::string width = rc->width ? std::to_string(rc->width) : "";
      t.rows.push_back({rc->name, register_range(*rc), width, join(specials, ", "), text_cell(rc->doc)});
    }
    if (t.rows.empty()) return;
    heading(2, "Register classes — 寄存器类", "register-classes");
    table(std::move(t));
  }

  // The target's modes (`--mode`): what each rewrites, leaves out and redefines.
  void modes() {
    Table t{{"Mode (模式)", "Template words (模板词)", "Formats left out (省去的格式)", "Operand types redefined (重定义的操作数类型)", "Description (描述)"}, {}};
    for (const auto& m : t_.modes) {
      std::vector<std::string> words, types;
      for (const auto& [from, to] : m.tokens) words.push_back(fmt::format("`{}` → `{}`", from, to));
      for (const auto& n : m.operand_types) types.push_back(fmt::format("`{}`", n));
      std::string formats = join(m.without_formats, ", ");
      if (!m.message.empty() && !formats.empty()) formats += fmt::format(" (\"{}\")", m.message);
      t.rows.push_back({m.name, join(words, ", "), formats, join(types, ", "), text_cell(m.doc)});
    }
    if (t.rows.empty()) return;
    heading(2, "Modes — 模式", "modes");
    table(std::move(t));
  }

  void counters() {
    Table t{{"Counter (计数器)", "Bits (位)", "Description (描述)"}, {}};
    for (const auto& c : t_.counters)
      if (scope_.covers_counter(c.name)) t.rows.push_back({c.name, std::to_string(c.bits), text_cell(c.doc)});
    if (t.rows.empty()) return;
    heading(2, "Wait counters — 等待计数器", "wait-counters");
    table(std::move(t));
  }

  void units() {
    Table t{{"Unit (单元)", "Description (描述)"}, {}};
    for (const auto& [name, doc] : t_.units)
      if (scope_.covers_unit(name)) t.rows.push_back({name, text_cell(doc)});
    if (t.rows.empty()) return;
    heading(2, "Units — 执行单元", "units");
    table(std::move(t));
  }

  void flags() {
    Table t{{"Flag (标志)", "Meaning", "含义"}, {}};
    for (const auto& [name, doc] : t_.flags)
      if (scope_.covers_flag(name)) t.rows.push_back({name, doc.en, doc.zh});
    if (t.rows.empty()) return;
    heading(2, "Flags — 标志", "flags");
    table(std::move(t));
  }

  void enums() {
    std::vector<const desc::EnumTable*> shown;
    for (const auto& e : t_.enums)
      if (scope_.covers(e.get())) shown.push_back(e.get());
    if (shown.empty()) return;
    heading(2, "Enumerations — 枚举表", "enums");
    for (const auto* e : shown) enum_table(*e);
  }

  void enum_table(const desc::EnumTable& e) {
    heading(3, fmt::format("{} ({} entries)", e.name, e.entries.size()), "enum-" + e.name);
    // Attribute columns (such as a CSR's access) in the order they first appear.
    std::vector<std::string> attrs;
    uint64_t max_value = 0;
    for (const auto& entry : e.entries) {
      max_value = std::max(max_value, entry.value);
      for (const auto& [key, value] : entry.attrs)
        if (std::find(attrs.begin(), attrs.end(), key) == attrs.end()) attrs.push_back(key);
    }
    Table t{{"Name (名称)", "Value (值)"}, {}};
    t.header.insert(t.header.end(), attrs.begin(), attrs.end());
    t.header.push_back("Description (描述)");
    for (const auto& entry : e.entries) {
      std::string name = entry.name;
      if (!entry.aliases.empty()) name += fmt::format("{}(also {})", name.empty() ? "" : " ", join(entry.aliases, ", "));
      if (entry.decode_only) name += " (disassembler only)";  // printed, refused by the assembler
      std::vector<std::string> row{name, padded_hex(entry.value, hex_digits(max_value))};
      for (const auto& key : attrs) {
        auto it = entry.attrs.find(key);
        row.push_back(it == entry.attrs.end() ? "" : it->second);
      }
      row.push_back(text_cell(entry.doc));
      t.rows.push_back(std::move(row));
    }
    table(std::move(t));
  }

  void traps() {
    if (t_.traps.empty()) return;
    heading(2, "Trap causes — 陷阱原因", "traps");
    Table t{{"Cause (原因)", "Name (名称)", "Description (描述)"}, {}};
    for (const auto& trap : t_.traps) t.rows.push_back({std::to_string(trap.cause), trap.name, text_cell(trap.doc)});
    table(std::move(t));
  }

  // --- the code object (isa/<target>/amdhsa.yaml) -----------------------------------------

  void code_object(const desc::CodeObject& co) {
    heading(2, "Code object — 代码对象", "code-object");
    paragraph(fmt::format("{}. ELF e_machine {}, EI_OSABI {}; e_flags bits {:#x} name the processor.", co.en, co.machine, co.osabi,
                          co.mach_mask));
    Table versions{{"Code object version", "EI_ABIVERSION"}, {}};
    for (const auto& [v, abi] : co.abi_versions)
      versions.rows.push_back({v == co.default_version ? fmt::format("{} (default)", v) : std::to_string(v), std::to_string(abi)});
    table(std::move(versions));
    Table procs{{"Processor (target id)", "e_flags"}, {}};
    for (const auto& p : co.processors)
      procs.rows.push_back({co.target_id_prefix + p.name + (p.name == co.default_processor ? " (default)" : ""),
                            p.generic_version ? fmt::format("{:#x}, from v6 {:#x}", p.mach, p.mach | p.generic_version << 24)
                                              : fmt::format("{:#x}", p.mach)});
    table(std::move(procs));
    static const char* const kinds[] = {"chooses the processor", "sets the code object version",
                                        "writes the kernel descriptor NAME.kd from the field directives", "writes the metadata note (YAML in, MessagePack out)"};
    Table dirs{{"Directive (伪指令)", "Ends with", "What it does"}, {}};
    for (const auto& d : co.directives) dirs.rows.push_back({d.name, d.end, kinds[static_cast<int>(d.kind)]});
    table(std::move(dirs));
    descriptor_fields(co.descriptor);
  }

  void descriptor_fields(const desc::KernelDescriptor& kd) {
    heading(3, fmt::format("Kernel descriptor ({} bytes, NAME{})", kd.size, kd.symbol_suffix), "kernel-descriptor");
    paragraph(fmt::format("The kernel's entry, bytes {} to {}, is a relocation of type {} against the kernel symbol, addend {}.",
                          kd.entry_byte, kd.entry_byte + kd.entry_size - 1, kd.relocation, kd.entry_addend));
    Table t{{"Field directive", "Byte", "Bits", "Default", "Stored as", "Description (描述)"}, {}};
    for (const auto& f : kd.fields) {
      if (!f.unsupported.empty()) {
        t.rows.push_back({f.directive, "", "", "", "refused", f.unsupported});
        continue;
      }
      bool stored = f.store != desc::DescriptorField::Store::None;
      std::string how = f.store == desc::DescriptorField::Store::Bits         ? "value"
                        : f.store == desc::DescriptorField::Store::Granulated ? fmt::format("blocks of {} by {}", join_numbers(f.granules), f.granule_by)
                                                                              : "checked only";
      std::string def = f.default_user_sgprs ? "enabled user SGPRs" : std::to_string(f.default_value);
      std::string en = f.en + (f.required ? " (required)" : "") + (f.user_sgprs ? fmt::format(" ({} user SGPRs)", f.user_sgprs) : "");
      t.rows.push_back({f.directive, stored ? std::to_string(f.byte) : "", stored ? fmt::format("{}:{}", f.hi, f.lo) : "", def, how, en});
    }
    table(std::move(t));
  }

  static std::string join_numbers(const std::vector<unsigned>& v) {
    std::vector<std::string> parts;
    for (unsigned x : v) parts.push_back(std::to_string(x));
    return join(parts, "/");
  }

  const desc::Target& t_;
  Scope scope_;
  Document doc_;
  std::set<std::string> anchors_;
};

}  // namespace

Document build_manual(const desc::Target& t, const DocOptions& o) { return ManualBuilder(t, o).build(); }

std::string render_manual(const desc::Target& t, const DocOptions& o) {
  Document d = build_manual(t, o);
  return o.format == DocFormat::Html ? emit_html(d) : emit_markdown(d);
}

}  // namespace simtloom::doc
