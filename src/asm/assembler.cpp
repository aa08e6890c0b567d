#include "asm/assembler.h"

#include <algorithm>
#include <map>
#include <optional>
#include <cstring>
#include <filesystem>

#include <fmt/format.h>

#include "asm/code_object.h"
#include "asm/directive_host.h"
#include "asm/fast_path.h"
#include "codec/pairing.h"
#include "codec/source.h"
#include "asm/operands.h"
#include "asm/stop_scanner.h"
#include "support/name_table.h"
#include "support/source_buffer.h"

namespace simtloom::assembler {

namespace {

struct StringHash {
  using is_transparent = void;
  size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};
template <class V>
using StringMap = std::unordered_map<std::string, V, StringHash, std::equal_to<>>;

}  // namespace

struct Assembler::Impl : SymbolResolver, DirectiveHost {
  // A symbol: a label (section + offset), an .equ expression, or not yet defined.
  struct Sym {
    enum State : uint8_t { Undefined, Label, Equ } state = Undefined;
    std::string name;
    int section = -1;
    int64_t value = 0;
    ExprId expr = -1;
    bool global = false, evaluating = false, hidden = false;  // hidden: a .L name, never in the object
    bool weak = false;
    bool external = false;   // a relocation names it: undefined, it is the linker's (SHN_UNDEF)
    uint8_t visibility = 0;  // STV_*, from .hidden / .protected / .internal
    bool cached = false;  // `cache` holds the final value of an .equ (evaluated once at the end)
    bool failed = false;  // its value had an error, already reported: later uses stay quiet
    int64_t cache_value = 0;
    int cache_section = -1;
    int32_t cache_label = -1;
    obj::Symbol::Type type = obj::Symbol::NoType;
    uint64_t size = 0;
    Location first_use;  // where it was first referenced, for "undefined symbol"
    Location defined_at;
  };

  // A value known only at the end: an instruction's operands or a data directive's value.
  struct Fixup {
    enum Kind : uint8_t { Insn, Data } kind = Insn;
    int section = 0;
    uint64_t offset = 0;
    codec::MCInst mi;
    ExprId exprs[codec::kMaxOperands];
    int cols[codec::kMaxOperands] = {};
    int operand_count = 0;
    unsigned data_size = 0;
    Location loc;
  };

  struct OpenKernel {
    std::string name;
    int section = 0;
    uint64_t entry = 0;
    std::map<std::string, int64_t> attrs;
    Location loc;
  };

  Impl(Assembler& self, const desc::Target& t, DiagList& d, AsmOptions o)
      : self(self), target(t), diags(d), opt(std::move(o)), ops(t) {
    forms.resize(t.by_mnemonic.size());  // never again: mnemonics point into it
    mnemonics.reserve(forms.size());
    for (size_t i = 0; i < forms.size(); ++i) {
      forms[i].list = t.by_mnemonic.forms(i);
      mnemonics.insert(t.by_mnemonic.name(i), &forms[i]);
    }
    switch_section(".text", true, false);
    if (t.code_object) {
      code_object = std::make_unique<CodeObjectWriter>(*t.code_object, *this);
      code_fill = t.code_object->code_fill;
    }
    std::string stop_chars = "\n\"'";
    for (const auto& m : t.comments) stop_chars += m[0];
    stops = StopScanner(stop_chars);
  }

  Assembler& self;
  const desc::Target& target;
  DiagList& diags;
  AsmOptions opt;
  OperandParser ops;
  // The instructions a mnemonic names, each with its fast-path plan (same order), planned when
  // the mnemonic is first used: a short file uses few of gfx11's thousand mnemonics.
  // On a target loaded lazily (desc::Target::load), the forms are read when first used too.
  struct Forms {
    desc::MnemonicIndex::Forms list;
    mutable bool read = false;
    mutable std::vector<FastPlan> plans;
    desc::MnemonicIndex::Forms all(const desc::Target& t) const {
      if (!read) {
        for (const desc::Form* f : list) t.load(*f);
        read = true;
      }
      return list;
    }
    const std::vector<FastPlan>& planned(const desc::Target& t) const {
      if (plans.empty())
        for (const desc::Form* insn : all(t)) plans.emplace_back(*insn, &t.sources);
      return plans;
    }
  };
  std::vector<Forms> forms;
  // The block context the code is in (desc::Form::contexts), empty while unknown, and
  // the labels that start one (a body label named by an instruction with `body_starts`).
  std::string cur_ctx;
  std::unordered_map<int32_t, std::string> body_ctx;
  std::string folded_line;  // the statement with its mnemonic's case folded (mnemonic_case: any)
  bool context_allows(const desc::Form& in) const {
    return cur_ctx.empty() || in.contexts.empty() || std::find(in.contexts.begin(), in.contexts.end(), cur_ctx) != in.contexts.end();
  }
  std::string context_title(const std::string& c) const {
    const std::string* t = target.context_title(c);
    return t ? *t : c;
  }
  // Before an instruction is emitted (its operands' expressions still in the arena).
  void follow_context(const desc::Form& in, const ParsedOperands& po) {
    if (!in.body_starts.empty())
      for (size_t i = 0; i < in.operands.size() && i < codec::kMaxOperands; ++i)
        if (po.exprs[i] >= 0 && arena[po.exprs[i]].kind == ExprNode::Symbol) body_ctx[arena[po.exprs[i]].symbol] = in.body_starts;
    if (!in.starts.empty()) cur_ctx = in.starts == "none" ? std::string() : in.starts;
  }
  // The first operand of a `same:` group whose value differs from the group's first, or -1.
  static int differing_operand(const desc::Form& in, const ParsedOperands& po) {
    for (const auto& g : in.same)
      for (size_t k = 1; k < g.size(); ++k)
        if (po.values[g[k]] != po.values[g[0]]) return g[k];
    return -1;
  }
  ParseFailure same_failure(const desc::Form& in, const ParsedOperands& po, int bad) const {
    int first = -1;
    for (const auto& g : in.same)
      if (std::find(g.begin(), g.end(), bad) != g.end()) first = g[0];
    auto name = [&](int i) {
      const auto& ot = *in.operands[static_cast<size_t>(i)].type;
      const desc::EnumEntry* e = ot.table ? ot.table->find(static_cast<uint64_t>(po.values[i])) : nullptr;
      return e ? e->name : std::to_string(po.values[i]);
    };
    std::vector<std::string> names;
    for (const auto& g : in.same)
      if (g[0] == first)
        for (int i : g) names.push_back(in.operands[static_cast<size_t>(i)].name);
    return {po.cols[bad], fmt::format("'{}' where '{}' is expected: the types of '{}' must agree", name(bad), name(first), in.mnemonic),
            fmt::format("{} take one type: {}", fmt::join(names, ", "), in.syntax)};
  }
  NameTable<const Forms*> mnemonics;
  std::deque<SourceBuffer> texts;  // every source text stays alive for diagnostics
  std::deque<std::string> names;  // and every file name, which Locations point into
  // Each file is read and named once however often it is included: a file that includes a
  // one-line file 70,000 times must not hold 70,000 mappings.
  StringMap<std::string_view> include_texts;
  StringMap<std::string_view> name_views;
  std::vector<std::string> include_stack;
  ExprArena arena;
  std::vector<Sym> syms;
  StringMap<int32_t> sym_index;
  StringMap<int> local_label_count;  // numeric label N -> definitions so far
  std::vector<Fixup> fixups;
  int cur_section = 0;
  std::optional<OpenKernel> kernel;
  Location here;  // the statement being assembled
  bool too_many = false;
  size_t fast_count = 0;  // instructions assembled by the fast path
  // The target's code-object directives (.amdhsa_kernel ...); null for targets without one.
  std::unique_ptr<CodeObjectWriter> code_object;
  std::optional<uint32_t> code_fill;  // what alignment pads code sections with
  // Relocations by assembler symbol (Object::relocations once symbols are numbered).
  struct PendingRelocation {
    int section = 0;
    uint64_t offset = 0;
    uint32_t type = 0;
    int32_t symbol = 0;
    int64_t addend = 0;
    Location loc;
    unsigned size = 8;
  };
  std::vector<PendingRelocation> relocations;
  std::vector<int32_t> addrsig_symbols;
  bool comment_started = false;  // .ident wrote .comment's leading NUL

  // ---- diagnostics -------------------------------------------------------------------------

  void error_at(const Location& l, int col, std::string msg, std::string hint = {}) override {
    if (too_many) return;
    if (diags.error_count() >= opt.max_errors) {
      diags.error({std::string(l.file), l.line, 0}, fmt::format("too many errors ({}); stopping", opt.max_errors));
      too_many = true;
      return;
    }
    diags.error({std::string(l.file), l.line, col}, std::move(msg), std::string(l.text), std::move(hint));
  }
  void error(int col, std::string msg, std::string hint = {}) override { error_at(here, col, std::move(msg), std::move(hint)); }
  void warning(int col, std::string msg, std::string hint = {}) override {
    diags.warning({std::string(here.file), here.line, col}, std::move(msg), std::string(here.text), std::move(hint));
  }
  const std::string& target_mode() const override { return target.mode; }
  bool has_mode(const std::string& mode) const override {
    return std::any_of(target.modes.begin(), target.modes.end(), [&](const desc::Target::Mode& m) { return m.name == mode; });
  }

  // ---- sections and output -----------------------------------------------------------------

  obj::Section& section() { return self.obj_.sections[cur_section]; }
  uint64_t offset() { return section().bytes.size(); }

  void switch_section(const std::string& name, bool exec, bool write) {
    SectionSpec spec;
    spec.exec = exec;
    spec.write = write;
    switch_section(name, spec);
  }
  void switch_section(const std::string& name, const SectionSpec& spec) { cur_section = section(name, spec); }

  // ---- what code-object directives use (DirectiveHost) -------------------------------------

  int section(const std::string& name, const SectionSpec& spec) override {
    int i = self.obj_.find_section(name);
    if (i >= 0) return i;
    obj::Section s;
    s.name = name;
    s.exec = spec.exec;
    s.write = spec.write;
    s.alloc = spec.alloc;
    s.elf_type = spec.elf_type;
    s.elf_flags = spec.elf_flags;
    s.entsize = spec.entsize;
    s.align = std::max(spec.align, spec.exec ? target.unit_bits / 8 : 1u);
    self.obj_.sections.push_back(std::move(s));
    return static_cast<int>(self.obj_.sections.size() - 1);
  }
  void switch_to(int i) override { cur_section = i; }
  int current_section() const override { return cur_section; }
  obj::Object& object() override { return self.obj_; }
  const Location& location() const override { return here; }
  void emit(const void* p, size_t n) override { emit_bytes(p, n); }
  std::optional<int64_t> absolute_expr(Cursor& c, const char* what) override { return const_expr(c, what); }
  bool string_literal(Cursor& c, std::string& out) override { return parse_string(c, out); }
  bool end_of_statement(Cursor& c) override { return expect_end(c); }
  bool define_symbol(std::string_view name, int col, obj::Symbol::Type type, uint64_t size) override {
    if (!define_label(name, col, type)) return false;
    syms[intern(name, false)].size = size;
    return true;
  }
  SymbolBinding binding(std::string_view name) override {
    const Sym& s = syms[intern(name, false)];
    return {s.global, s.weak, s.visibility};
  }
  void set_binding(std::string_view name, const SymbolBinding& b) override {
    Sym& s = syms[intern(name, false)];
    s.global = b.global;
    s.weak = b.weak;
    s.visibility = b.visibility;
  }
  void relocate(uint64_t offset, uint32_t type, std::string_view symbol, int64_t addend) override {
    const desc::RelocationKind* k = target.code_object ? target.code_object->relocation_type(type) : nullptr;
    const unsigned size = k ? k->size : 8;
    relocations.push_back({cur_section, offset, type, intern(symbol, false), addend, here, size});
  }

  void emit_bytes(const void* p, size_t n) {
    auto& b = section().bytes;
    b.insert(b.end(), static_cast<const uint8_t*>(p), static_cast<const uint8_t*>(p) + n);
  }

  uint32_t file_index(const std::string& name) {
    auto& files = self.obj_.files;
    for (size_t i = 0; i < files.size(); ++i)
      if (files[i] == name) return static_cast<uint32_t>(i);
    files.push_back(name);
    return static_cast<uint32_t>(files.size() - 1);
  }

  // ---- symbols -----------------------------------------------------------------------------

  int32_t symbol_index(std::string_view name) override {
    // Numeric local labels: "1b" is the latest "1:", "1f" the next one.
    if (!name.empty() && is_digit(name[0])) {
      std::string_view num = name.substr(0, name.size() - 1);
      int defined = 0;
      if (auto it = local_label_count.find(num); it != local_label_count.end()) defined = it->second;
      int instance = name.back() == 'b' ? defined - 1 : defined;
      if (instance < 0) return -1;
      return intern(fmt::format(".L{}${}", num, instance), true);
    }
    return intern(name, false);
  }

  bool is_defined(std::string_view name) override {
    auto it = sym_index.find(name);
    return it != sym_index.end() && syms[it->second].state != Sym::Undefined;
  }

  int32_t dot_symbol() override {
    int32_t i = intern(fmt::format(".Ldot${}", syms.size()), true);
    syms[i].state = Sym::Label;
    syms[i].section = cur_section;
    syms[i].value = static_cast<int64_t>(offset());
    return i;
  }

  int32_t intern(std::string_view name, bool hidden) {
    if (auto it = sym_index.find(name); it != sym_index.end()) return it->second;
    Sym s;
    s.name = std::string(name);
    s.hidden = hidden || name.substr(0, 2) == ".L";
    s.first_use = here;
    int32_t i = static_cast<int32_t>(syms.size());
    syms.push_back(std::move(s));
    sym_index.emplace(std::string(name), i);
    return i;
  }

  bool define_label(std::string_view name, int col, obj::Symbol::Type type = obj::Symbol::NoType) {
    int32_t i;
    if (is_digit(name[0])) {
      int& n = local_label_count[std::string(name)];
      i = intern(fmt::format(".L{}${}", name, n), true);
      ++n;
    } else {
      i = intern(name, false);
    }
    if (!body_ctx.empty())
      if (auto it = body_ctx.find(i); it != body_ctx.end()) cur_ctx = it->second;
    Sym& s = syms[i];
    if (s.state != Sym::Undefined) {
      error(col, fmt::format("symbol '{}' is already defined", name),
            fmt::format("the earlier definition is at {}:{}", s.defined_at.file, s.defined_at.line));
      return false;
    }
    s.state = Sym::Label;
    s.section = cur_section;
    s.value = static_cast<int64_t>(offset());
    s.defined_at = here;
    if (type != obj::Symbol::NoType) s.type = type;
    return true;
  }

  static constexpr int kMaxEquDepth = 256;
  int equ_depth = 0;
  // Sections above this size are an input error, not an allocation failure.
  static constexpr uint64_t kMaxSectionBytes = uint64_t{1} << 28;

  // A value and the section it is relative to (-1 = absolute).
  struct Value {
    int64_t v = 0;
    int section = -1;
    // A relocated value (`sym@rel32@lo + 4`): the linker computes it from symbol `rsym` by the
    // target's relocation `spec`, with `v` the addend.
    int32_t rsym = -1;
    int spec = -1;
    // An address's label (the symbol it is `label + v - label's value` from), so that a data
    // value holding an address becomes a relocation against it; -1 otherwise.
    int32_t label = -1;
  };
  enum class Eval { Ok, NotYet, Error };

  // `final` = every symbol that will ever be defined is; undefined ones are then errors.
  Eval eval(ExprId e, Value& out, bool final, const Location& loc) {
    const ExprNode& n = arena[e];
    switch (n.kind) {
      case ExprNode::Const:
        out = {n.value, -1};
        return Eval::Ok;
      case ExprNode::Symbol: {
        Sym& s = syms[n.symbol];
        if (n.spec >= 0) {  // the linker's to compute, defined here or not
          out = {0, -1, n.symbol, n.spec};
          return Eval::Ok;
        }
        if (s.state == Sym::Label) {
          out = {s.value, s.section};
          out.label = n.symbol;
          return Eval::Ok;
        }
        if (s.state == Sym::Equ) {
          if (s.failed) return Eval::Error;
          if (s.cached) {
            out = {s.cache_value, s.cache_section};
            out.label = s.cache_label;
            return Eval::Ok;
          }
          if (s.evaluating) {
            error_at(loc, n.col, fmt::format("symbol '{}' is defined in terms of itself", s.name));
            return Eval::Error;
          }
          if (equ_depth >= kMaxEquDepth) {
            error_at(loc, n.col, fmt::format("symbol '{}' is defined through more than {} other symbols", s.name, kMaxEquDepth),
                     "shorten the chain of .equ definitions");
            return Eval::Error;
          }
          s.evaluating = true;
          ++equ_depth;
          Eval r = eval(s.expr, out, final, s.defined_at);
          --equ_depth;
          s.evaluating = false;
          if (r == Eval::Ok && out.spec >= 0) {
            error_at(s.defined_at, 0, fmt::format("symbol '{}' is defined with a relocation specifier", s.name),
                     "write the specifier where the value is used: sym@rel32@lo");
            r = Eval::Error;
          }
          // A cycle (a = b, b = a) is reported once, where it was found, not again for each use.
          if (r == Eval::Error) s.failed = true;
          if (final && r == Eval::Ok) {
            s.cached = true;
            s.cache_value = out.v;
            s.cache_section = out.section;
            s.cache_label = out.label;
          }
          return r;
        }
        if (!final) return Eval::NotYet;
        if (is_local_label(s.name))
          error_at(loc, n.col, fmt::format("no local label '{}:' follows this reference", local_label_number(s.name)),
                   "a reference 'Nf' needs a later 'N:' label");
        else
          error_at(loc, n.col, fmt::format("undefined symbol '{}'", s.name), suggest_symbol(s.name));
        return Eval::Error;
      }
      case ExprNode::Unary: {
        Value a;
        Eval r = eval(n.a, a, final, loc);
        if (r != Eval::Ok) return r;
        if (a.section >= 0 || a.spec >= 0) {
          error_at(loc, n.col, fmt::format("operator '{}' cannot apply to {}", n.op, a.spec >= 0 ? "a relocated value" : "an address"));
          return Eval::Error;
        }
        out.section = -1;
        out.label = -1;
        out.v = n.op == '-' ? static_cast<int64_t>(0 - static_cast<uint64_t>(a.v)) : n.op == '~' ? ~a.v : !a.v;
        return Eval::Ok;
      }
      case ExprNode::Binary: {
        Value a, b;
        Eval r1 = eval(n.a, a, final, loc);
        if (r1 == Eval::Error) return r1;
        Eval r2 = eval(n.b, b, final, loc);
        if (r2 == Eval::Error) return r2;
        if (r1 != Eval::Ok || r2 != Eval::Ok) return Eval::NotYet;
        if (a.spec >= 0 || b.spec >= 0) return relocated_sum(n, a, b, out, loc);
        return combine(n, a, b, out, loc);
      }
    }
    return Eval::Error;
  }

  // A relocated value plus or minus a number (the relocation's addend): nothing else has a value
  // the linker can compute.
  Eval relocated_sum(const ExprNode& n, const Value& a, const Value& b, Value& out, const Location& loc) {
    const bool ok = (n.op == '+' && (a.spec < 0 || b.spec < 0) && (a.spec >= 0 ? b : a).section < 0) ||
                    (n.op == '-' && b.spec < 0 && b.section < 0);
    if (!ok) {
      error_at(loc, n.col, "a relocated value (sym@specifier) can only have a number added or subtracted", "write sym@rel32@lo+4");
      return Eval::Error;
    }
    out = a.spec >= 0 ? a : b;
    const int64_t k = a.spec >= 0 ? b.v : a.v;
    out.v = n.op == '+' ? static_cast<int64_t>(static_cast<uint64_t>(out.v) + static_cast<uint64_t>(k))
                        : static_cast<int64_t>(static_cast<uint64_t>(out.v) - static_cast<uint64_t>(k));
    return Eval::Ok;
  }

  int specifier(std::string_view text) override {
    if (!target.code_object) return -1;
    const auto& ks = target.code_object->relocations;
    for (size_t i = 0; i < ks.size(); ++i)
      if (!ks[i].specifier.empty() && ks[i].specifier == text) return static_cast<int>(i);
    return -1;
  }
  std::string specifiers() const override {
    std::string list;
    if (target.code_object)
      for (const auto& k : target.code_object->relocations)
        if (!k.specifier.empty()) list += (list.empty() ? "@" : ", @") + k.specifier;
    return list;
  }
  // A relocation of the value's kind at `offset` of the section: the bytes there stay 0 (the
  // addend is in the relocation, as ELF RELA objects keep it).
  void relocate_value(int section, uint64_t offset, const Value& v, const Location& loc) {
    const desc::RelocationKind& k = target.code_object->relocations[static_cast<size_t>(v.spec)];
    relocations.push_back({section, offset, k.type, v.rsym, v.v, loc, k.size});
    syms[v.rsym].external = true;
  }

  Eval combine(const ExprNode& n, const Value& a, const Value& b, Value& out, const Location& loc) {
    // Address arithmetic: address +/- number, and the difference of two addresses in one section.
    int sec = -1;
    if (a.section >= 0 || b.section >= 0) {
      if (n.op == '+' && (a.section < 0 || b.section < 0)) sec = a.section >= 0 ? a.section : b.section;
      else if (n.op == '-' && b.section < 0) sec = a.section;
      else if (n.op == '-' && a.section == b.section) sec = -1;
      else {
        error_at(loc, n.col, "this expression combines addresses in a way that has no value",
                 "only address +/- number and the difference of two addresses in one section are allowed");
        return Eval::Error;
      }
    }
    const char op = n.op;
    uint64_t ux = static_cast<uint64_t>(a.v), uy = static_cast<uint64_t>(b.v);
    int64_t v = 0;
    switch (op) {
      case '+': v = static_cast<int64_t>(ux + uy); break;
      case '-': v = static_cast<int64_t>(ux - uy); break;
      case '*': v = static_cast<int64_t>(ux * uy); break;
      case '/':
      case '%':
        if (b.v == 0) {
          error_at(loc, n.col, "division by zero in expression");
          return Eval::Error;
        }
        // INT64_MIN / -1 wraps, as the constant folder does (expr.cpp).
        v = b.v == -1 ? (op == '/' ? static_cast<int64_t>(0 - ux) : 0) : op == '/' ? a.v / b.v : a.v % b.v;
        break;
      case '&': v = a.v & b.v; break;
      case '|': v = a.v | b.v; break;
      case '^': v = a.v ^ b.v; break;
      case 'L': v = b.v >= 64 || b.v < 0 ? 0 : static_cast<int64_t>(ux << b.v); break;
      case 'R': v = b.v >= 64 || b.v < 0 ? (a.v < 0 ? -1 : 0) : a.v >> b.v; break;
      case '<': v = a.v < b.v; break;
      case '>': v = a.v > b.v; break;
      case 'l': v = a.v <= b.v; break;
      case 'g': v = a.v >= b.v; break;
      case 'E': v = a.v == b.v; break;
      case 'N': v = a.v != b.v; break;
      case 'A': v = a.v && b.v; break;
      case 'O': v = a.v || b.v; break;
    }
    out = {v, sec};
    out.label = sec < 0 ? -1 : a.section >= 0 ? a.label : b.label;
    return Eval::Ok;
  }

  // Numeric local label N's k-th definition is stored as ".LN$k".
  static bool is_local_label(const std::string& s) {
    return s.rfind(".L", 0) == 0 && s.size() > 2 && is_digit(s[2]) && s.find('$') != std::string::npos;
  }
  static std::string local_label_number(const std::string& s) { return s.substr(2, s.find('$') - 2); }

  std::string suggest_symbol(const std::string& name) {
    std::vector<std::string_view> cands;
    for (const auto& s : syms)
      if (s.state != Sym::Undefined && !s.hidden) cands.push_back(s.name);
    auto m = closest_match(name, cands);
    return m.empty() ? "define it as a label or with .equ" : fmt::format("did you mean '{}'?", m);
  }

  // ---- statements --------------------------------------------------------------------------

  // Removes a comment (the target's markers: //, # and ; unless its description says otherwise)
  // that is not inside a string or character literal.
  // `from`: where to start looking (no comment or quote starts before it).
  std::string_view strip_comment(std::string_view line, size_t from = 0) const {
    for (size_t i = from; i < line.size(); ++i) {
      char c = line[i];
      if (!stops.is_stop(c)) continue;  // a line holds no newline: quotes and comment markers
      if (c == '"') {
        for (++i; i < line.size() && line[i] != '"'; ++i)
          if (line[i] == '\\') ++i;
      } else if (c == '\'') {
        if (i + 2 < line.size()) i += line[i + 1] == '\\' ? 3 : 2;
      } else {
        for (const auto& m : target.comments)
          if (line.substr(i, m.size()) == m) return line.substr(0, i);
      }
    }
    return line;
  }
  StopScanner stops{"\n"};  // newline, quotes, comment markers' first characters

  void assemble_text(const std::string& file_name, std::string_view text) {
    if (include_stack.size() > 16) return;
    auto [nv, fresh] = name_views.try_emplace(file_name);
    if (fresh) nv->second = names.emplace_back(file_name);
    std::string_view name = nv->second;
    include_stack.push_back(file_name);
    uint32_t file = file_index(file_name);
    size_t pos = 0;
    int line_no = 0;
    while (pos < text.size() && !too_many) {
      // Most lines hold neither a comment nor a quote: the first stop is their newline.
      size_t stop = stops.find(text, pos), end = stop;
      if (stop < text.size() && text[stop] != '\n') {
        const char* nl = static_cast<const char*>(std::memchr(text.data() + stop, '\n', text.size() - stop));
        end = nl ? static_cast<size_t>(nl - text.data()) : text.size();
      }
      std::string_view line = text.substr(pos, end - pos);
      if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
      ++line_no;
      here = {name, line_no, line, file};
      if (code_object && code_object->in_raw_block()) code_object->raw_line(line);
      else statement(end == stop ? line : strip_comment(line, stop - pos));
      pos = end + 1;
    }
    include_stack.pop_back();
  }

  void statement(std::string_view text) {
    Cursor c{text, 0};
    if (code_object && code_object->in_descriptor()) {
      c.skip_space();
      if (c.at_end()) return;
      int col = c.col();
      std::string_view word = c.ident();
      code_object->descriptor_statement(word.empty() ? c.line.substr(c.pos) : word, col, c);
      return;
    }
    for (;;) {
      c.skip_space();
      if (c.at_end()) return;
      size_t start = c.pos;
      int col = c.col();
      // Labels: "name:" or "1:" at the start of the statement.
      if (is_digit(c.peek())) {
        while (is_digit(c.peek())) ++c.pos;
        if (c.peek() == ':') {
          define_label(text.substr(start, c.pos - start), col);
          ++c.pos;
          continue;
        }
        c.pos = start;
        error(col, "expected a label, directive or instruction");
        return;
      }
      // Text before the mnemonic that a target's prefix template describes (a control code, a
      // guard): skipped here to find the mnemonic, parsed per candidate instruction later.
      size_t prefix_start = c.pos;
      for (const auto& p : target.prefixes) {
        Cursor pc = c;
        if (ops.skip_prefix(p, pc) && pc.pos > c.pos && is_ident_start(pc.peek())) {
          c.pos = pc.pos;
          col = c.col();
          break;
        }
      }
      if (c.pos == prefix_start && !target.prefixes.empty() && !is_ident_start(c.peek())) {
        // A malformed prefix ("[...:S16]", "@P7"): find the mnemonic after it anyway, so that the
        // instruction's own prefix parse says what is wrong.
        Cursor pc = c;
        if (skip_prefix_loosely(pc) && is_ident_start(pc.peek())) {
          c.pos = pc.pos;
          col = c.col();
        }
      }
      bool prefixed = c.pos != prefix_start;
      std::string_view word = c.ident();
      if (word.empty()) {
        error(col, fmt::format("unexpected '{}' at the start of a statement", c.peek()), "expected a label, directive or instruction");
        return;
      }
      if (c.peek() == ':' && !prefixed) {
        ++c.pos;
        define_label(word, col);
        continue;
      }
      size_t after_word = c.pos;
      c.skip_space();
      if (c.peek() == '=' && c.peek(1) != '=') {
        ++c.pos;
        define_equ(word, col, c);
        return;
      }
      c.pos = after_word;
      if (word[0] == '.' && !mnemonics.find(word) && !prefixed) directive(word, col, c);
      else instruction(word, col, c, prefix_start);
      return;
    }
  }

  // Text that looks like a prefix, however malformed: for each word before the mnemonic, a
  // bracketed group ("[" ... "]") or a word starting with a prefix name's first character ('@').
  bool skip_prefix_loosely(Cursor& c) const {
    std::string leads;
    for (const auto& p : target.prefixes)
      for (const auto& o : p.operands) {
        if (o.type->kind == desc::OperandKind::Pattern && !o.type->pattern.empty()) leads += o.type->pattern.front().literal.substr(0, 1);
        if (o.type->kind == desc::OperandKind::Enum)
          for (const auto& e : o.type->table->entries)
            if (!e.name.empty() && !is_ident_start(e.name[0])) leads += e.name[0];
      }
    size_t start = c.pos;
    while (!c.at_end() && leads.find(c.peek()) != std::string::npos) {
      char close = c.peek() == '[' ? ']' : 0;
      while (!c.at_end() && c.peek() != ' ' && c.peek() != '\t') {
        char ch = c.peek();
        ++c.pos;
        if (close && ch == close) break;
      }
      c.skip_space();
    }
    return c.pos > start;
  }

  // ---- instructions ------------------------------------------------------------------------

  // A mnemonic (or a dotted-suffix form of one) the target knows.
  bool known_mnemonic(std::string_view word) const {
    if (mnemonics.find(word)) return true;
    for (size_t dot = word.rfind('.'); dot != std::string_view::npos && dot > 0; dot = word.rfind('.', dot - 1))
      if (mnemonics.find(word.substr(0, dot))) return true;
    return false;
  }

  void instruction(std::string_view word, int col, Cursor& c, size_t prefix_start) {
    // Targets whose mnemonics are written in any case (`mnemonic_case: any`; seed 003 writes FADD,
    // Rdfmax, BSTART.fp): an unknown mnemonic is tried in lower, then upper case, its suffixes too.
    if (target.mnemonics_any_case && !known_mnemonic(word)) {
      for (int up = 0; up < 2; ++up) {
        std::string f(word);
        for (char& ch : f) ch = static_cast<char>(up ? std::toupper(static_cast<unsigned char>(ch)) : std::tolower(static_cast<unsigned char>(ch)));
        if (!known_mnemonic(f)) continue;
        folded_line.assign(c.line);
        folded_line.replace(static_cast<size_t>(col - 1), word.size(), f);
        Cursor fc{folded_line, c.pos};
        std::string_view fw(folded_line.data() + (col - 1), word.size());
        const Forms* const* found = mnemonics.find(fw);
        if (found && opt.fast_path && prefix_start == static_cast<size_t>(col - 1) && fast_instruction(**found, col, fc)) return;
        general_instruction(fw, col, fc, prefix_start, found);
        return;
      }
    }
    const Forms* const* found = mnemonics.find(word);
    if (found && opt.fast_path && prefix_start == static_cast<size_t>(col - 1) && fast_instruction(**found, col, c)) return;
    general_instruction(word, col, c, prefix_start, found);
  }

  // Kept out of line: its diagnostics machinery would otherwise weigh on every fast-path
  // statement's call (a large frame to set up).
  [[gnu::noinline]] void general_instruction(std::string_view word, int col, Cursor& c, size_t prefix_start, const Forms* const* found) {
    size_t mnem_end = c.pos;
    if (!found) {
      // Mnemonics with dot-suffixed operands ("SYNCS.CCTL.IV") match on their longest known prefix.
      for (size_t dot = word.rfind('.'); dot != std::string_view::npos && dot > 0; dot = word.rfind('.', dot - 1)) {
        found = mnemonics.find(word.substr(0, dot));
        if (found) {
          mnem_end = c.pos - (word.size() - dot);
          break;
        }
        if (dot == 0) break;
      }
    }
    if (!found) {
      if (auto it = target.mode_refused.find(std::string(word)); it != target.mode_refused.end()) {
        error(col, it->second, fmt::format("'{}' is not an instruction of {} in mode {}: assemble it without --mode", word, target.id, target.mode));
        return;
      }
      std::vector<std::string_view> cands;
      // In name order (the index keeps them sorted): ties go to the first name.
      for (size_t i = 0; i < target.by_mnemonic.size(); ++i) cands.push_back(target.by_mnemonic.name(i));
      auto m = closest_match(word, cands);
      error(col, fmt::format("unknown mnemonic '{}'", word),
            m.empty() ? fmt::format("'{}' is not an instruction or directive of target {}", word, target.id)
                      : fmt::format("did you mean '{}'?", m));
      return;
    }
    size_t arena_mark = arena.size();
    ParseFailure best, prefix_failure, context_failure, differ_failure;
    bool best_in_context = false;  // of two failures at one column, a form the block context allows says more
    for (const desc::Form* insn : (*found)->all(target)) {
      Cursor cc{c.line, mnem_end};
      ParsedOperands po;
      po.mnemonic_col = col;
      ParseFailure f;
      // The mnemonic and operands first: when they fit this instruction, what is wrong with the
      // prefix (a guard of the wrong kind, a malformed control code) is the error to report.
      if (!ops.parse(*insn, cc, arena, *this, po, f)) {
        const bool in_context = context_allows(*insn);
        const bool better = f.col > best.col || best.message.empty() ||
                            (f.col == best.col && ((best.literal && !f.literal) || (best.literal == f.literal && in_context && !best_in_context)));
        if (f.other_mode ? !best.other_mode : !best.other_mode && better) {
          best = std::move(f);
          best_in_context = in_context;
        }
        arena.truncate(arena_mark);
        continue;
      }
      if (!insn->prefix_tokens.empty() || prefix_start != static_cast<size_t>(col - 1)) {
        Cursor pc{c.line, prefix_start};
        bool ok = insn->prefix_tokens.empty() || ops.parse_prefix(*insn, pc, arena, *this, po, f);
        if (ok && pc.col() != col) {
          ok = false;
          std::string_view extra = c.line.substr(pc.pos, static_cast<size_t>(col - 1) - pc.pos);
          while (!extra.empty() && (extra.back() == ' ' || extra.back() == '\t')) extra.remove_suffix(1);
          const auto* px = insn->prefix_tokens.empty() ? nullptr : target.prefix(insn->prefix);
          Cursor probe{extra, 0};
          if (px && ops.skip_prefix(*px, probe) && probe.at_end()) {
            // Prefix parts in the wrong order ("@P0 [ctrl] SYNCS..."): say the order, show it right.
            std::vector<std::string> what;
            for (const auto& o : px->operands) what.push_back(o.type->title.empty() ? o.name : o.type->title);
            std::string_view before = c.line.substr(prefix_start, pc.pos - prefix_start);
            while (!before.empty() && (before.back() == ' ' || before.back() == '\t')) before.remove_suffix(1);
            f = {pc.col(), fmt::format("'{}' is out of place: before the mnemonic come the {}, in that order", extra, fmt::join(what, " and the ")),
                 fmt::format("write: {} {} {}", extra, before, c.line.substr(static_cast<size_t>(col - 1)))};
          } else {
            f = {pc.col(), fmt::format("'{}' does not fit before '{}'", extra, insn->mnemonic),
                 px ? fmt::format("written before the mnemonic: {}", px->syntax) : std::string("this instruction takes nothing before its mnemonic")};
          }
        }
        if (!ok) {
          if (prefix_failure.message.empty()) prefix_failure = std::move(f);
          arena.truncate(arena_mark);
          continue;
        }
      }
      if (!insn->same.empty())
        if (int bad = differing_operand(*insn, po); bad >= 0) {
          if (best.message.empty() || po.cols[bad] >= best.col) best = same_failure(*insn, po, bad);
          arena.truncate(arena_mark);
          continue;
        }
      // Operands that must differ (VOPD's register banks), reported at the second one.
      if (!insn->differ.empty())
        if (int k = codec::differ_violation(*insn, po.values); k >= 0) {
          const auto& d = insn->differ[static_cast<size_t>(k)];
          // A form whose text parsed and only breaks a rule is the one meant (VOPD: the other Y
          // halves fail at their mnemonic, further right than an X operand's bank error).
          if (differ_failure.message.empty())
            differ_failure = {po.cols[d.report_first ? d.a : d.b], d.message, fmt::format("syntax: {}", insn->syntax)};
          arena.truncate(arena_mark);
          continue;
        }
      if (!context_allows(*insn)) {
        if (context_failure.message.empty()) {
          std::vector<std::string> where;
          for (const auto& cx : insn->contexts) where.push_back(context_title(cx));
          context_failure = {col, fmt::format("this form of '{}' belongs in {}, not in {}", insn->mnemonic, fmt::join(where, " or "), context_title(cur_ctx)),
                             fmt::format("syntax of that form: {}; the block context comes from the last block header or body label above", insn->syntax)};
        }
        arena.truncate(arena_mark);
        continue;
      }
      follow_context(*insn, po);
      if (po.truncated_literal_col) {
        auto m = target.messages.find("literal_truncated");
        warning(po.truncated_literal_col,
                m != target.messages.end() ? m->second : "the low 32 bits of this 64-bit float constant are not encoded: the literal holds its high half",
                "write a value whose low 32 bits are zero (a hex literal gives the high half exactly), or accept the rounded value");
      }
      // Expressions already folded to values are not needed again: keep the arena small.
      if (!emit_instruction(*insn, po)) arena.truncate(arena_mark);
      return;
    }
    if (!differ_failure.message.empty()) best = std::move(differ_failure);
    if (!prefix_failure.message.empty()) best = std::move(prefix_failure);
    if (!context_failure.message.empty()) best = std::move(context_failure);
    error(best.col, best.message, best.hint);
  }

  // The forms of a mnemonic tried through their fast-path plans, in order. Returns false when
  // the general parser must decide (a plan was unsure, or every form rejected the text: the
  // general parser then says why).
  bool fast_instruction(const Forms& f, int col, const Cursor& c) {
    const auto& plans = f.planned(target);
    for (size_t i = 0; i < plans.size(); ++i) {
      const FastPlan& plan = plans[i];
      if (!plan.usable()) return false;
      if (!context_allows(*f.list[i])) continue;
      if (has_only_sets(*f.list[i]->variants.front()) || has_required(*f.list[i])) return false;  // emit_instruction checks them
      Cursor cc = c;
      ParsedOperands po(plan.instruction().operands.size());
      po.mnemonic_col = col;
      switch (plan.match(cc, po)) {
        case FastResult::Ok:
          if (!f.list[i]->same.empty() && differing_operand(*f.list[i], po) >= 0) return false;
          if (!f.list[i]->differ.empty() && codec::differ_violation(*f.list[i], po.values) >= 0) return false;
          follow_context(*f.list[i], po);
          if (plan.encodes_directly()) emit_direct(plan, po);
          else emit_instruction(*f.list[i], po);
          ++fast_count;
          return true;
        case FastResult::Reject:
          continue;
        case FastResult::Unsure:
          return false;
      }
    }
    return false;
  }

  // The message of the first `only:` set the encoded operands fall outside, or null.
  static const std::string* only_violation(const desc::Variant& v, const codec::MCInst& mi) {
    if (!has_only_sets(v)) return nullptr;
    Bits128 b = codec::encode(mi);
    for (const auto& vs : v.value_sets)
      if (!vs.message.empty() && !vs.allows(vs.field->extract(b))) return &vs.message;
    return nullptr;
  }
  static bool has_required(const desc::Form& f) {
    for (const auto& o : f.operands)
      if (!o.type->required_message.empty()) return true;
    return false;
  }
  static bool has_only_sets(const desc::Variant& v) {
    for (const auto& vs : v.value_sets)
      if (!vs.message.empty()) return true;
    return false;
  }

  // Returns whether a fixup now refers to expressions in the arena.
  bool emit_instruction(const desc::Form& insn, ParsedOperands& po) {
    const desc::Variant* v = insn.variants.front();
    codec::MCInst mi;
    mi.variant = v;
    bool pending = false;
    for (size_t i = 0; i < insn.operands.size(); ++i) {
      mi.ops[i] = po.values[i];
      if (po.exprs[i] < 0) continue;
      Value val;
      Eval r = eval(po.exprs[i], val, false, here);
      if (r == Eval::Error) return false;
      if (r == Eval::NotYet) {
        pending = true;
        continue;
      }
      if (!operand_value(insn, i, val, offset(), po.cols[i], mi.ops[i], here)) return false;
      po.exprs[i] = -1;
    }
    // An operand the instruction cannot go without (MIMG's dim:), before the values that depend
    // on it, as llvm-mc reports it.
    for (size_t i = 0; i < insn.operands.size(); ++i)
      if (!insn.operands[i].type->required_message.empty() && po.cols[i] == 0) {
        error(po.mnemonic_col, insn.operands[i].type->required_message);
        return false;
      }
    // Values the variant declares its own (`only:`: MIMG's data width follows d16 tfe dmask),
    // reported at the mnemonic as llvm-mc does; the form's next assembled variant may take them
    // (MUBUF atomics: glc chooses the returning one).
    if (const std::string* msg = only_violation(*v, mi)) {
      for (const desc::Variant* next : insn.variants) {
        if (next == v || next->decode_only || !has_only_sets(*next)) continue;
        mi.variant = next;
        if (!only_violation(*next, mi)) break;
        mi.variant = v;
      }
      if (mi.variant == v) {
        error(po.mnemonic_col, *msg);
        return false;
      }
      v = mi.variant;
    }
    // Bits the format keeps clear (sm90 SYNCS: reuse flags), reported at the operand that set them.
    for (const auto& res : v->format->reserved) {
      if ((res.allowed >> res.field.extract(codec::encode(mi))) & 1) continue;
      int col = po.mnemonic_col;
      for (size_t i = 0; i < insn.operands.size(); ++i)
        if (v->operand_fields[i] && !(v->operand_fields[i]->mask() & res.field.mask()).zero()) col = po.cols[i];
      error(col, res.message);
      return false;
    }
    if (!v->literal_fields.empty() && !literals_agree(insn, mi, po.cols, here, po.exprs)) return false;
    if (int k = codec::constant_bus_excess(target.sources, *v, mi.ops); k >= 0) {
      error_at(here, po.cols[k], target.sources.constant_bus.message);
      return false;
    }
    uint64_t off = offset();
    if (pending) {
      Fixup f;
      f.kind = Fixup::Insn;
      f.section = cur_section;
      f.offset = off;
      f.mi = mi;
      f.operand_count = static_cast<int>(insn.operands.size());
      for (int i = 0; i < f.operand_count; ++i) f.exprs[i] = po.exprs[i], f.cols[i] = po.cols[i];
      f.loc = here;
      fixups.push_back(f);
    }
    uint8_t bytes[16];
    unsigned len = codec::encoded_length(mi);
    codec::encode(mi).to_bytes(bytes, len);
    emit_bytes(bytes, len);
    record_instruction(off, v);
    return pending;
  }

  // Source operands share one literal dword: two different literals cannot be encoded (reported
  // at the second, as llvm-mc does). Literals still to be computed do not count yet.
  bool literals_agree(const desc::Form& insn, const codec::MCInst& mi, const int* cols, const Location& loc,
                      const ExprId* pending = nullptr) {
    bool have = false;
    uint32_t first = 0;
    // Operands bound to a literal dword inside the format (VOPDK's K) hold it first, as llvm-mc sees it.
    const desc::Variant& v = *mi.variant;
    Bits128 inside;
    if (v.format->literal_inside()) inside.set(v.format->literal_at, 32, ~uint64_t{0});
    for (int pass = 0; pass < 2; ++pass)
      for (size_t i = 0; i < insn.operands.size(); ++i) {
        const bool source = insn.operands[i].type->kind == desc::OperandKind::Src;
        if (pass == 0 ? (source || inside.zero() || v.operand_fields[i]->mask() != inside) : (!source || !codec::is_literal(mi.ops[i]))) continue;
        if (pending && pending[i] >= 0) continue;
        uint32_t lit = codec::literal_of(mi.ops[i]);
        if (have && lit != first) {
          error_at(loc, cols[i], target.sources.message("literal_unique"));
          return false;
        }
        have = true;
        first = lit;
      }
    return true;
  }

  // emit_instruction for a fast-path statement whose plan builds the word itself (no
  // expressions, nothing reserved).
  void emit_direct(const FastPlan& plan, const ParsedOperands& po) {
    const desc::Variant* v = plan.instruction().variants.front();
    uint64_t word = plan.encode(po);
    uint8_t bytes[8];
    for (unsigned i = 0; i < v->bytes; ++i) bytes[i] = static_cast<uint8_t>(word >> (8 * i));
    uint64_t off = offset();
    emit_bytes(bytes, v->bytes);
    record_instruction(off, v);
  }

  void record_instruction(uint64_t off, const desc::Variant* v) {
    if (opt.keep_records) self.insns_.push_back({cur_section, off, v});
    self.obj_.lines.push_back({cur_section, off, here.file_index, static_cast<uint32_t>(here.line)});
  }

  // Checks and converts an evaluated operand expression to its logical value.
  bool operand_value(const desc::Form& insn, size_t i, const Value& val, uint64_t insn_offset, int col,
                     int64_t& out, const Location& loc) {
    const auto& op = insn.operands[i];
    const desc::OperandType& t = *op.type;
    int64_t v = val.v;
    if (val.spec >= 0) return relocated_operand(insn, i, val, insn_offset, col, out, loc);
    if (t.kind == desc::OperandKind::Src) return source_value(insn, i, val, col, out, loc);
    if (val.section < 0 && (t.kind != desc::OperandKind::PcRel || t.raw_const)) {
      // An absolute number: the type's own range and truncation rules.
      if (!codec::operand_from_number(t, v, out)) {
        auto [msg, hint] = ops.number_error(insn, i, v);
        error_at(loc, col, std::move(msg), std::move(hint));
        return false;
      }
      return true;
    }
    if (t.kind == desc::OperandKind::PcRel) {
      if (val.section >= 0 && val.section != cur_section_of(loc, insn_offset)) {
        error_at(loc, col, fmt::format("branch target of '{}' is in another section", insn.mnemonic));
        return false;
      }
      v = val.v - static_cast<int64_t>(insn_offset);
    }
    if (!codec::operand_fits(t, v)) {
      int64_t align = int64_t{1} << t.scale_log2;
      if (t.kind == desc::OperandKind::PcRel && (v - t.bias) % align != 0)
        error_at(loc, col, fmt::format("branch target is {} bytes away, not a multiple of {}", v, align), ops.range_text(t));
      else if (t.kind == desc::OperandKind::PcRel)
        error_at(loc, col, fmt::format("branch target is {} bytes away, too far for operand '{}'", v, op.name), ops.range_text(t));
      else {
        auto [msg, hint] = ops.number_error(insn, i, val.v);
        error_at(loc, col, std::move(msg), std::move(hint));
      }
      return false;
    }
    out = v;
    return true;
  }
  // A relocated value in a source operand: a literal of 0 whose dword the relocation fills.
  bool relocated_operand(const desc::Form& insn, size_t i, const Value& val, uint64_t insn_offset, int col, int64_t& out,
                         const Location& loc) {
    const desc::OperandType& t = *insn.operands[i].type;
    const int lit = target.sources.literal_code;
    const auto takes = [&](const std::vector<uint64_t>& codes) {
      return lit >= 0 && static_cast<size_t>(lit) / 64 < codes.size() && (codes[static_cast<size_t>(lit) / 64] >> (lit % 64) & 1);
    };
    if (t.kind != desc::OperandKind::Src || !takes(t.src_asm_codes.empty() ? t.src_codes : t.src_asm_codes)) {
      error_at(loc, col, fmt::format("operand '{}' of '{}' cannot hold a relocated value", insn.operands[i].name, insn.mnemonic),
               "a relocation (sym@rel32@lo) fills a source operand's 32-bit literal");
      return false;
    }
    const desc::Format& f = *insn.variants.front()->format;
    const unsigned mods = codec::src_mods(out);
    relocate_value(cur_section_of(loc, insn_offset), insn_offset + (f.literal_inside() ? f.literal_at : f.bits) / 8, val, loc);
    out = codec::with_mods(codec::kSrcLiteral, mods);
    return true;
  }
  // A src operand's expression, evaluated: an inline constant or a literal when known at once; a
  // literal (its dword already reserved) when it was known only later.
  bool source_value(const desc::Form& insn, size_t i, const Value& val, int col, int64_t& out, const Location& loc) {
    const desc::OperandType& t = *insn.operands[i].type;
    const unsigned mods = codec::src_mods(out);  // written around the expression: -|sym|
    if (!source_number(t, val, col, out, loc)) return false;
    out = codec::with_mods(out, mods);
    return true;
  }
  bool source_number(const desc::OperandType& t, const Value& val, int col, int64_t& out, const Location& loc) {
    const std::string invalid = target.sources.message("invalid");
    if (val.section >= 0) {
      error_at(loc, col, invalid, "a source operand holds a number; a label's address would need a relocation");
      return false;
    }
    if (fixup_section < 0) {
      if (codec::src_from_integer(target.sources, t, val.v, out)) return true;
      error_at(loc, col, invalid);
      return false;
    }
    if (val.v < INT32_MIN || val.v > static_cast<int64_t>(UINT32_MAX)) {
      error_at(loc, col, invalid);
      return false;
    }
    out = codec::kSrcLiteral | static_cast<uint32_t>(val.v);
    return true;
  }
  int fixup_section = -1;
  int cur_section_of(const Location&, uint64_t) { return fixup_section >= 0 ? fixup_section : cur_section; }

  // ---- directives --------------------------------------------------------------------------

  void define_equ(std::string_view name, int col, Cursor& c) {
    ExprError err;
    ExprId e = parse_expr(c, arena, *this, err);
    if (e < 0) {
      error(err.col, err.message);
      return;
    }
    if (!expect_end(c)) return;
    int32_t i = intern(name, false);
    Sym& s = syms[i];
    if (s.state == Sym::Label) {
      error(col, fmt::format("'{}' is a label and cannot be redefined with .equ/.set", name));
      return;
    }
    // .set may redefine; later uses see the value at the end of the input (documented). The new
    // expression's own name means the earlier definition, as in GNU as (`.set a, a+1`): it is
    // kept under a hidden name that the new expression refers to.
    if (s.state == Sym::Equ && refers_to(e, i)) {
      int32_t prev = intern(fmt::format(".Lset${}${}", name, syms.size()), true);
      Sym& p = syms[prev];
      Sym& cur = syms[i];  // intern may have moved the table
      p.state = Sym::Equ;
      p.expr = cur.expr;
      p.defined_at = cur.defined_at;
      redirect(e, i, prev);
    }
    Sym& s2 = syms[i];
    s2.state = Sym::Equ;
    s2.expr = e;
    s2.defined_at = here;
  }

  bool refers_to(ExprId e, int32_t sym) const {
    const ExprNode& n = arena[e];
    if (n.kind == ExprNode::Symbol) return n.symbol == sym;
    return (n.a >= 0 && refers_to(n.a, sym)) || (n.b >= 0 && refers_to(n.b, sym));
  }

  // The expression was parsed for this statement alone, so its nodes can be changed in place.
  void redirect(ExprId e, int32_t from, int32_t to) {
    ExprNode& n = arena[e];
    if (n.kind == ExprNode::Symbol && n.symbol == from) n.symbol = to;
    if (n.a >= 0) redirect(n.a, from, to);
    if (n.b >= 0) redirect(n.b, from, to);
  }

  bool expect_end(Cursor& c) {
    c.skip_space();
    if (c.at_end()) return true;
    error(c.col(), fmt::format("unexpected '{}' at the end of the statement", c.line.substr(c.pos)));
    return false;
  }

  bool expect_comma(Cursor& c) {
    c.skip_space();
    if (c.accept(',')) return true;
    error(c.col(), c.at_end() ? "expected ',' and another operand" : fmt::format("expected ',', found '{}'", c.peek()));
    return false;
  }

  std::optional<int64_t> const_expr(Cursor& c, const char* what) {
    ExprError err;
    c.skip_space();
    int col = c.col();
    ExprId e = parse_expr(c, arena, *this, err);
    if (e < 0) {
      error(err.col, err.message);
      return std::nullopt;
    }
    Value v;
    Eval r = eval(e, v, false, here);
    if (r == Eval::NotYet) {
      error(col, fmt::format("{} must be known here; it uses a symbol defined later", what));
      return std::nullopt;
    }
    if (r == Eval::Error) return std::nullopt;
    return v.v;
  }

  bool parse_string(Cursor& c, std::string& out) {
    c.skip_space();
    int col = c.col();
    if (!c.accept('"')) {
      error(col, "expected a string in double quotes");
      return false;
    }
    while (!c.at_end() && c.peek() != '"') {
      char ch = c.peek();
      ++c.pos;
      if (ch != '\\') {
        out += ch;
        continue;
      }
      if (c.at_end()) break;  // a '\' ending the line escapes no character: unterminated, below
      char e = c.peek();
      ++c.pos;
      switch (e) {
        case 'n': out += '\n'; break;
        case 't': out += '\t'; break;
        case 'r': out += '\r'; break;
        case '0': out += '\0'; break;
        case '\\': out += '\\'; break;
        case '"': out += '"'; break;
        case 'x': {
          int v = 0, n = 0;
          while (n < 2 && std::isxdigit(static_cast<unsigned char>(c.peek()))) {
            char h = c.peek();
            v = v * 16 + (h <= '9' ? h - '0' : (h | 0x20) - 'a' + 10);
            ++c.pos, ++n;
          }
          if (n == 0) {
            error(c.col(), "\\x needs one or two hex digits");
            return false;
          }
          out += static_cast<char>(v);
          break;
        }
        default:
          error(c.col() - 1, fmt::format("unknown escape '\\{}' in string", e), "escapes: \\n \\t \\r \\0 \\\\ \\\" \\xHH");
          return false;
      }
    }
    if (!c.accept('"')) {
      error(col, "unterminated string", "close the string with '\"' on the same line");
      return false;
    }
    return true;
  }

  // `.long sym@abs32@lo`: a relocation as wide as the value.
  void relocate_data(int section, uint64_t offset, unsigned size, const Value& v, int col, const Location& loc) {
    const desc::RelocationKind& k = target.code_object->relocations[static_cast<size_t>(v.spec)];
    if (size < k.size) {
      error_at(loc, col, fmt::format("{} writes {} bytes; this value has {}", k.name, k.size, size), k.size == 8 ? "use .quad" : "use .long");
      return;
    }
    relocate_value(section, offset, v, loc);
  }

  // The relocation a data directive of `size` bytes writes for an address (`.quad label+8`):
  // the target's kind without a specifier that stores S + A whole in as many bytes; -1: none
  // (a target without code objects stores the address's section offset).
  int address_relocation(unsigned size) const {
    if (!target.code_object) return -1;
    const auto& ks = target.code_object->relocations;
    for (size_t i = 0; i < ks.size(); ++i)
      if (ks[i].specifier.empty() && !ks[i].pc_relative && !ks[i].got && ks[i].part == desc::RelocationKind::Part::All && ks[i].size == size)
        return static_cast<int>(i);
    return -1;
  }

  // A data directive's value: a relocation where the linker computes it, else its bytes.
  void data_value(int section, uint64_t offset, unsigned size, const Value& v, int col, const Location& loc) {
    if (v.spec >= 0) {
      relocate_data(section, offset, size, v, col, loc);
    } else if (const int k = v.section >= 0 && v.label >= 0 ? address_relocation(size) : -1; k >= 0) {
      const int64_t addend = v.v - syms[v.label].value;  // from the label
      relocations.push_back({section, offset, target.code_object->relocations[static_cast<size_t>(k)].type, v.label, addend, loc, size});
    } else {
      store_data(section, offset, size, v.v, col, loc);
    }
  }

  void data_values(Cursor& c, unsigned size) {
    for (;;) {
      c.skip_space();
      int col = c.col();
      ExprError err;
      size_t mark = arena.size();
      ExprId e = parse_expr(c, arena, *this, err);
      if (e < 0) {
        error(err.col, err.message);
        return;
      }
      Value v;
      Eval r = eval(e, v, false, here);
      if (r == Eval::Error) return;
      uint64_t off = offset();
      uint8_t zero[8] = {};
      emit_bytes(zero, size);
      if (r == Eval::NotYet) {
        Fixup f;
        f.kind = Fixup::Data;
        f.section = cur_section;
        f.offset = off;
        f.data_size = size;
        f.exprs[0] = e;
        f.loc = here;
        f.cols[0] = col;
        fixups.push_back(f);
      } else {
        data_value(cur_section, off, size, v, col, here);
        if (v.spec < 0) arena.truncate(mark);
      }
      c.skip_space();
      if (c.at_end()) return;
      if (!c.accept(',')) {
        error(c.col(), fmt::format("expected ',' between values, found '{}'", c.peek()));
        return;
      }
    }
  }

  void store_data(int sec, uint64_t off, unsigned size, int64_t v, int col, const Location& loc) {
    if (size < 8) {
      int64_t lo = -(int64_t{1} << (size * 8 - 1)), hi = (int64_t{1} << (size * 8)) - 1;
      if (v < lo || v > hi) {
        error_at(loc, col, fmt::format("value {} does not fit in {} byte{}", v, size, size > 1 ? "s" : ""),
                 fmt::format("the range is {}..{}", lo, hi));
        return;
      }
    }
    uint8_t* p = self.obj_.sections[sec].bytes.data() + off;
    for (unsigned i = 0; i < size; ++i) p[i] = static_cast<uint8_t>(static_cast<uint64_t>(v) >> (8 * i));
  }

  // Pads to a multiple of `a` with `fill` (`fill_size` bytes, little-endian; a remainder that is
  // not a multiple of it is zeros first). Without a fill, a code section of a target that says
  // what code is padded with (gfx11: s_nop 0) gets that, anything else zeros.
  void align_to(uint64_t a, int col, std::optional<int64_t> fill = {}, unsigned fill_size = 1, uint64_t max_skip = 0) {
    if (a == 0 || (a & (a - 1)) || a > 4096) {
      error(col, fmt::format("alignment {} is not a power of two between 1 and 4096", a));
      return;
    }
    auto& s = section();
    uint64_t pad = (a - s.bytes.size() % a) % a;
    s.align = std::max<uint32_t>(s.align, static_cast<uint32_t>(a));
    if (max_skip && pad > max_skip) return;
    if (!fill && s.exec && code_fill) fill = *code_fill, fill_size = 4;
    uint64_t value = static_cast<uint64_t>(fill.value_or(0));
    s.bytes.resize(s.bytes.size() + pad % fill_size, 0);
    for (uint64_t i = 0; i < pad / fill_size; ++i)
      for (unsigned b = 0; b < fill_size; ++b) s.bytes.push_back(static_cast<uint8_t>(value >> (8 * b)));
  }

  // `.p2align N[, [fill][, max]]` and the .balign / .align forms; `fill_size` is 2 or 4 for the
  // w / l spellings (.p2alignl 7, 0xbf800000).
  void align_directive(std::string_view d, Cursor& c) {
    c.skip_space();
    int vcol = c.col();
    auto v = const_expr(c, "the alignment");
    if (!v) return;
    unsigned fill_size = d.back() == 'l' ? 4 : d.back() == 'w' ? 2 : 1;
    std::optional<int64_t> fill;
    uint64_t max_skip = 0;
    c.skip_space();
    if (c.accept(',')) {
      c.skip_space();
      if (c.peek() != ',') {
        fill = const_expr(c, "the fill value");
        if (!fill) return;
      }
      c.skip_space();
      if (c.accept(',')) {
        auto m = const_expr(c, "the most bytes to skip");
        if (!m) return;
        max_skip = static_cast<uint64_t>(std::max<int64_t>(*m, 0));
      }
    }
    if (!expect_end(c)) return;
    bool log2 = d.starts_with(".p2align");
    if (log2 && (*v < 0 || *v > 12)) {
      // Said as the user wrote it: 2^13 is not "alignment 0" (issue 18).
      error(vcol, fmt::format("{} {}: the power of two must be from 0 to 12 (at most 4096-byte alignment)", d, *v),
            fmt::format("write a power from 0 to 12, e.g. '{} 8' for 256 bytes", d));
      return;
    }
    uint64_t a = log2 ? uint64_t{1} << *v : static_cast<uint64_t>(*v);
    align_to(a, vcol, fill, fill_size, max_skip);
  }

  // `.fill repeat[, size[, value]]`: size at most 8 bytes, the value's low 32 bits little-endian.
  void fill_directive(Cursor& c) {
    c.skip_space();
    int ncol = c.col();
    auto n = const_expr(c, "the repeat count");
    if (!n) return;
    int64_t size = 1, value = 0;
    c.skip_space();
    if (c.accept(',')) {
      c.skip_space();
      int scol = c.col();
      auto sz = const_expr(c, "the size");
      if (!sz) return;
      if (*sz < 0 || *sz > 8) {
        error(scol, fmt::format(".fill size {} is not between 0 and 8 bytes", *sz));
        return;
      }
      size = *sz;
      c.skip_space();
      if (c.accept(',')) {
        auto v = const_expr(c, "the fill value");
        if (!v) return;
        value = *v;
      }
    }
    if (!expect_end(c)) return;
    if (*n < 0) {
      diags.warning({std::string(here.file), here.line, ncol}, "'.fill' directive with negative repeat count has no effect",
                    std::string(here.text));
      return;
    }
    // The count is compared first: count x size may not fit in 64 bits.
    if (static_cast<uint64_t>(*n) > kMaxSectionBytes ||
        static_cast<uint64_t>(*n) * static_cast<uint64_t>(size) + section().bytes.size() > kMaxSectionBytes) {
      error(c.col(), fmt::format(".fill of {} x {} bytes would make section {} larger than {} MiB", *n, size, section().name,
                                 kMaxSectionBytes >> 20));
      return;
    }
    auto& b = section().bytes;
    auto pattern = static_cast<uint32_t>(value);
    for (int64_t i = 0; i < *n; ++i)
      for (int64_t k = 0; k < size; ++k) b.push_back(k < 4 ? static_cast<uint8_t>(pattern >> (8 * k)) : 0);
  }

  // `.section name[, "flags"[, @type[, entsize]]]`, the name plain or quoted. Without flags, a
  // name says what it is: .text* code, .rodata* read-only data, .bss* zeros, .note* a note,
  // anything else writable data.
  void section_directive(Cursor& c) {
    c.skip_space();
    int ncol = c.col();
    std::string name;
    if (c.peek() == '"') {
      if (!parse_string(c, name)) return;
    } else {
      size_t start = c.pos;
      while (!c.at_end() && c.peek() != ',' && c.peek() != ' ' && c.peek() != '\t') ++c.pos;
      name = std::string(c.line.substr(start, c.pos - start));
    }
    if (name.empty()) { error(ncol, "expected a section name"); return; }
    SectionSpec spec = section_by_name(name);
    c.skip_space();
    if (c.accept(',')) {
      c.skip_space();
      int fcol = c.col();
      std::string flags;
      if (!parse_string(c, flags) || !section_flags(flags, fcol, spec)) return;
      c.skip_space();
      if (c.accept(',')) {
        c.skip_space();
        int tcol = c.col();
        if (!c.accept('@') && !c.accept('%')) { error(tcol, "expected '@<type>' or '%<type>'"); return; }
        static const std::pair<std::string_view, uint32_t> types[] = {
            {"progbits", 1}, {"nobits", 8}, {"note", 7}, {"init_array", 14}, {"fini_array", 15}, {"preinit_array", 16}};
        auto t = c.ident();
        auto it = std::find_if(std::begin(types), std::end(types), [&](const auto& p) { return p.first == t; });
        if (it == std::end(types)) { error(tcol, fmt::format("unknown section type '{}'", t), "use @progbits, @nobits or @note"); return; }
        spec.elf_type = it->second;
        c.skip_space();
        if (c.accept(',')) {
          auto e = const_expr(c, "the entry size");
          if (!e) return;
          spec.entsize = static_cast<uint64_t>(*e);
        }
      }
    }
    if (!expect_end(c)) return;
    switch_section(name, spec);
  }

  static SectionSpec section_by_name(const std::string& name) {
    SectionSpec spec;
    auto is = [&](std::string_view p) { return name == p || name.rfind(std::string(p) + ".", 0) == 0; };
    if (is(".text")) spec.exec = true;
    else if (is(".rodata")) spec.write = false;
    else if (is(".bss") || is(".tbss")) spec.write = true, spec.elf_type = 8;
    else if (name.rfind(".note", 0) == 0) spec.elf_type = 7;
    else spec.write = true;
    return spec;
  }

  // ELF section flag letters as GNU as and llvm-mc read them.
  bool section_flags(const std::string& flags, int col, SectionSpec& spec) {
    spec.exec = spec.write = spec.alloc = false;
    spec.elf_flags = 0;
    for (char f : flags) {
      switch (f) {
        case 'a': spec.alloc = true; break;
        case 'w': spec.write = true; break;
        case 'x': spec.exec = true; break;
        case 'M': spec.elf_flags |= 0x10; break;        // SHF_MERGE
        case 'S': spec.elf_flags |= 0x20; break;        // SHF_STRINGS
        case 'T': spec.elf_flags |= 0x400; break;       // SHF_TLS
        case 'e': spec.elf_flags |= 0x80000000; break;  // SHF_EXCLUDE
        case 'R': spec.elf_flags |= 0x200000; break;    // SHF_GNU_RETAIN
        default:
          error(col, fmt::format("unknown flag '{}' in the section flags \"{}\"", f, flags), "flags: a w x M S T e R");
          return false;
      }
    }
    return true;
  }

  // `.hidden` / `.protected` / `.internal` / `.weak` name[, name ...].
  void binding_directive(std::string_view d, Cursor& c) {
    for (;;) {
      c.skip_space();
      auto name = c.ident();
      if (name.empty()) { error(c.col(), "expected a symbol name"); return; }
      Sym& s = syms[intern(name, false)];
      if (d == ".weak") s.weak = s.global = true;
      else s.visibility = d == ".hidden" ? 2 : d == ".protected" ? 3 : 1;
      c.skip_space();
      if (c.at_end()) return;
      if (!c.accept(',')) { error(c.col(), "expected ',' between symbol names"); return; }
    }
  }

  // `.ident "text"`: the string in .comment (a NUL first, then each string with its NUL), as
  // llvm-mc writes it.
  // `.context NAME` / `.context none`: the block context from here on (target.yaml `contexts:`),
  // as ARM's .arm / .thumb; the assembler also follows it from block headers and body labels.
  void context_directive(Cursor& c) {
    c.skip_space();
    int col = c.col();
    auto name = c.ident();
    if (name != "none" && !target.context_title(name)) {
      std::vector<std::string> names{"none"};
      for (const auto& [k, v] : target.contexts) names.push_back(k);
      error(col, name.empty() ? std::string("expected a block context after .context") : fmt::format("unknown block context '{}'", name),
            target.contexts.empty() ? fmt::format("target {} has no block contexts", target.id) : fmt::format("one of: {}", fmt::join(names, ", ")));
      return;
    }
    cur_ctx = name == "none" ? std::string() : std::string(name);
    expect_end(c);
  }

  void ident_directive(Cursor& c) {
    std::string text;
    if (!parse_string(c, text) || !expect_end(c)) return;
    SectionSpec spec;
    spec.alloc = false;
    spec.elf_flags = 0x30;  // SHF_MERGE | SHF_STRINGS
    spec.entsize = 1;
    int back = cur_section;
    switch_section(".comment", spec);
    if (!comment_started) emit_bytes("", 1);
    comment_started = true;
    emit_bytes(text.c_str(), text.size() + 1);
    cur_section = back;
  }

  void directive(std::string_view d, int col, Cursor& c) {
    static const std::vector<std::string_view> known = {
        ".text", ".data", ".section", ".align", ".balign", ".p2align", ".byte", ".short", ".hword", ".2byte",
        ".word", ".long", ".4byte", ".quad", ".8byte", ".ascii", ".asciz", ".string", ".zero", ".space",
        ".equ", ".set", ".global", ".globl", ".local", ".include", ".kernel", ".end", ".endkernel",
        ".shared_bytes", ".arg_bytes", ".vregs", ".uregs", ".type", ".size", ".rodata", ".bss", ".p2alignl", ".p2alignw",
        ".balignl", ".balignw", ".fill", ".hidden", ".protected", ".internal", ".weak", ".ident", ".addrsig", ".addrsig_sym", ".context"};
    if (code_object && code_object->handles(d)) {
      code_object->directive(d, col, c);
      return;
    }
    if (d == ".text") { switch_section(".text", true, false); expect_end(c); return; }
    if (d == ".data") { switch_section(".data", false, true); expect_end(c); return; }
    if (d == ".section") return section_directive(c);
    if (d == ".rodata") { switch_section(".rodata", section_by_name(".rodata")); expect_end(c); return; }
    if (d == ".bss") { switch_section(".bss", section_by_name(".bss")); expect_end(c); return; }
    if (d == ".align" || d == ".balign" || d == ".p2align" || d == ".p2alignl" || d == ".p2alignw" || d == ".balignl" ||
        d == ".balignw")
      return align_directive(d, c);
    if (d == ".fill") return fill_directive(c);
    if (d == ".hidden" || d == ".protected" || d == ".internal" || d == ".weak") return binding_directive(d, c);
    if (d == ".ident") return ident_directive(c);
    if (d == ".context") return context_directive(c);
    if (d == ".addrsig") { self.obj_.addrsig = true; expect_end(c); return; }
    if (d == ".addrsig_sym") {
      c.skip_space();
      auto name = c.ident();
      if (name.empty()) { error(c.col(), "expected a symbol name"); return; }
      if (expect_end(c)) addrsig_symbols.push_back(intern(name, false));
      return;
    }
    if (d == ".byte") return data_values(c, 1);
    if (d == ".short" || d == ".hword" || d == ".2byte") return data_values(c, 2);
    if (d == ".word" || d == ".long" || d == ".4byte") return data_values(c, 4);
    if (d == ".quad" || d == ".8byte") return data_values(c, 8);
    if (d == ".ascii" || d == ".asciz" || d == ".string") {
      for (;;) {
        std::string s;
        if (!parse_string(c, s)) return;
        if (d != ".ascii") s += '\0';
        emit_bytes(s.data(), s.size());
        c.skip_space();
        if (c.at_end()) return;
        if (!c.accept(',')) { error(c.col(), "expected ',' between strings"); return; }
      }
    }
    if (d == ".zero" || d == ".space") {
      auto n = const_expr(c, "the size");
      if (!n) return;
      int64_t fill = 0;
      c.skip_space();
      if (c.accept(',')) {
        auto f = const_expr(c, "the fill value");
        if (!f) return;
        fill = *f;
      }
      if (!expect_end(c)) return;
      if (*n < 0) {
        error(col, fmt::format("{} {}: a size cannot be negative", d, *n), "write the number of bytes to reserve, 0 or more");
        return;
      }
      if (static_cast<uint64_t>(*n) + section().bytes.size() > kMaxSectionBytes) {
        error(col, fmt::format("size {} would make section {} larger than {} MiB", *n, section().name, kMaxSectionBytes >> 20));
        return;
      }
      section().bytes.insert(section().bytes.end(), static_cast<size_t>(*n), static_cast<uint8_t>(fill));
      return;
    }
    if (d == ".equ" || d == ".set") {
      c.skip_space();
      int ncol = c.col();
      auto name = c.ident();
      if (name.empty()) { error(ncol, fmt::format("{} needs a symbol name", d)); return; }
      if (!expect_comma(c)) return;
      define_equ(name, ncol, c);
      return;
    }
    if (d == ".global" || d == ".globl" || d == ".local") {
      for (;;) {
        c.skip_space();
        auto name = c.ident();
        if (name.empty()) { error(c.col(), "expected a symbol name"); return; }
        syms[intern(name, false)].global = d != ".local";
        c.skip_space();
        if (c.at_end()) return;
        if (!c.accept(',')) { error(c.col(), "expected ',' between symbol names"); return; }
      }
    }
    if (d == ".type") {
      c.skip_space();
      auto name = c.ident();
      if (name.empty() || !expect_comma(c)) return;
      c.skip_space();
      c.accept('@');
      c.accept('%');
      auto kind = c.ident();
      int32_t i = intern(name, false);
      if (kind == "function") syms[i].type = obj::Symbol::Func;
      else if (kind == "object") syms[i].type = obj::Symbol::Object;
      else if (kind == "notype") syms[i].type = obj::Symbol::NoType;
      else { error(c.col(), fmt::format("unknown symbol type '{}'", kind), "use @function or @object"); return; }
      expect_end(c);
      return;
    }
    if (d == ".size") {
      c.skip_space();
      auto name = c.ident();
      if (name.empty() || !expect_comma(c)) return;
      auto v = const_expr(c, "the size");
      if (!v) return;
      syms[intern(name, false)].size = static_cast<uint64_t>(*v);
      expect_end(c);
      return;
    }
    if (d == ".include") {
      std::string path;
      if (!parse_string(c, path) || !expect_end(c)) return;
      include(path, col);
      return;
    }
    if (d == ".kernel") {
      c.skip_space();
      int ncol = c.col();
      auto name = c.ident();
      if (name.empty()) { error(ncol, ".kernel needs the kernel's name"); return; }
      if (!expect_end(c)) return;
      if (kernel) {
        error(col, fmt::format(".kernel '{}' starts before kernel '{}' ends", name, kernel->name), "close the previous kernel with .end");
        return;
      }
      if (!section().exec) switch_section(".text", true, false);
      align_to(target.unit_bits / 8, col);
      define_label(name, ncol, obj::Symbol::Func);
      syms[intern(name, false)].global = true;
      kernel = OpenKernel{std::string(name), cur_section, offset(), {}, here};
      return;
    }
    if (d == ".end" || d == ".endkernel") {
      if (!expect_end(c)) return;
      if (!kernel) { error(col, fmt::format("{} without a .kernel", d)); return; }
      if (kernel->section != cur_section) { error(col, "a kernel must end in the section it started in"); return; }
      obj::Kernel k;
      k.name = kernel->name;
      k.section = kernel->section;
      k.entry = kernel->entry;
      k.size = offset() - kernel->entry;
      k.attrs = kernel->attrs;
      syms[intern(k.name, false)].size = k.size;
      self.obj_.kernels.push_back(std::move(k));
      kernel.reset();
      return;
    }
    if (d == ".shared_bytes" || d == ".arg_bytes" || d == ".vregs" || d == ".uregs") {
      if (!kernel) { error(col, fmt::format("{} belongs inside a .kernel ... .end block", d)); return; }
      int vcol = (c.skip_space(), c.col());
      auto v = const_expr(c, "the attribute value");
      if (!v || !expect_end(c)) return;
      if (!kernel_attr_in_range(d, *v, vcol)) return;
      kernel->attrs[std::string(d.substr(1))] = *v;
      return;
    }
    auto m = closest_match(d, known);
    error(col, fmt::format("unknown directive '{}'", d), m.empty() ? "" : fmt::format("did you mean '{}'?", m));
  }

  // .shared_bytes and .arg_bytes are byte counts the loader keeps in 32 bits; .vregs / .uregs
  // count registers of the class with that prefix (v, u), so at most the class's size.
  bool kernel_attr_in_range(std::string_view d, int64_t v, int col) {
    int64_t max = UINT32_MAX;
    std::string what = "a byte count";
    if (d == ".vregs" || d == ".uregs") {
      std::string_view prefix = d.substr(1, 1);
      const desc::RegClass* rc = nullptr;
      for (const auto& r : target.reg_classes)
        if (r->prefix == prefix) rc = r.get();
      if (!rc) {
        error(col, fmt::format("target {} has no register class with prefix '{}' for {} to count", target.id, prefix, d));
        return false;
      }
      max = rc->count;
      what = fmt::format("a count of {} registers", rc->title.empty() ? rc->name : rc->title);
    }
    if (v >= 0 && v <= max) return true;
    error(col, fmt::format("{} {} is out of range", d, v), fmt::format("{}: 0 to {}", what, max));
    return false;
  }

  void include(const std::string& path, int col) {
    namespace fs = std::filesystem;
    std::vector<fs::path> tries;
    fs::path p(path);
    if (p.is_absolute()) tries.push_back(p);
    else {
      tries.push_back(fs::path(here.file).parent_path() / p);
      for (const auto& d : opt.include_dirs) tries.push_back(fs::path(d) / p);
    }
    for (const auto& t : tries) {
      std::error_code ec;
      if (!fs::is_regular_file(t, ec)) continue;
      std::string name = t.lexically_normal().string();
      if (std::find(include_stack.begin(), include_stack.end(), name) != include_stack.end()) {
        error(col, fmt::format("'{}' includes itself", path));
        return;
      }
      if (include_stack.size() >= 16) {
        error(col, "includes nested more than 16 deep");
        return;
      }
      auto cached = include_texts.find(name);
      if (cached == include_texts.end()) {
        SourceBuffer buf;
        std::string why;
        if (!buf.open(t.string(), why)) {
          error(col, fmt::format("cannot read include file '{}': {}", path, why), "check its permissions");
          return;
        }
        texts.push_back(std::move(buf));
        cached = include_texts.emplace(name, texts.back().view()).first;
      }
      Location saved = here;
      assemble_text(name, cached->second);
      here = saved;
      return;
    }
    error(col, fmt::format("cannot find include file '{}'", path), "paths are relative to the including file, then to each -I directory");
  }

  // ---- end of input ------------------------------------------------------------------------

  bool finish() {
    if (code_object) code_object->finish();
    if (kernel) {
      error_at(kernel->loc, 1, fmt::format("kernel '{}' has no .end", kernel->name), "close it with .end after its last instruction");
      kernel.reset();
    }
    for (size_t fi = 0; fi < fixups.size(); ++fi) {
      Fixup& f = fixups[fi];
      const int* cols = f.cols;
      if (f.kind == Fixup::Data) {
        Value v;
        if (eval(f.exprs[0], v, true, f.loc) != Eval::Ok) continue;
        data_value(f.section, f.offset, f.data_size, v, cols[0], f.loc);
        continue;
      }
      const desc::Form& insn = *f.mi.variant->form;
      bool ok = true;
      fixup_section = f.section;
      for (int i = 0; i < f.operand_count; ++i) {
        if (f.exprs[i] < 0) continue;
        Value v;
        if (eval(f.exprs[i], v, true, f.loc) != Eval::Ok || !operand_value(insn, i, v, f.offset, cols[i], f.mi.ops[i], f.loc)) ok = false;
      }
      fixup_section = -1;
      if (!ok) continue;
      if (!f.mi.variant->literal_fields.empty() && !literals_agree(insn, f.mi, cols, f.loc)) continue;
      codec::encode(f.mi).to_bytes(self.obj_.sections[f.section].bytes.data() + f.offset, codec::encoded_length(f.mi));
    }
    // Symbols that a statement named but nothing defined, and that are exported, are errors too.
    for (const auto& s : syms) {
      if (s.state == Sym::Undefined && s.global)
        error_at(s.first_use, 0, fmt::format("global symbol '{}' is never defined", s.name));
    }
    build_symbols();
    return !diags.has_errors();
  }

  // Relocations against a local symbol name its section's symbol instead (the addend grows by
  // the symbol's offset), as llvm-mc and GNU as write them: those section symbols, first.
  std::vector<int> section_symbols(std::vector<obj::Symbol>& out) {
    std::vector<int> by_section(self.obj_.sections.size(), -1);
    for (const auto& r : relocations) {
      const Sym& s = syms[r.symbol];
      if (!s.global && s.state == Sym::Label && s.section >= 0) by_section[static_cast<size_t>(s.section)] = 0;
    }
    for (size_t i = 0; i < by_section.size(); ++i) {
      if (by_section[i] < 0) continue;
      obj::Symbol o;
      o.type = obj::Symbol::Section;
      o.name = self.obj_.sections[i].name;
      o.section = static_cast<int>(i);
      by_section[i] = static_cast<int>(out.size());
      out.push_back(std::move(o));
    }
    return by_section;
  }

  void build_symbols() {
    auto& out = self.obj_.symbols;
    out.clear();
    const std::vector<int> section_symbol = section_symbols(out);
    std::vector<int> index(syms.size(), -1);  // assembler symbol -> object symbol
    for (int pass = 0; pass < 2; ++pass)  // locals first, as ELF wants
      for (size_t si = 0; si < syms.size(); ++si) {
        Sym& s = syms[si];
        const bool undefined = s.state == Sym::Undefined;
        if (s.hidden || (undefined && !s.external) || (s.global || undefined) != (pass == 1)) continue;
        obj::Symbol o;
        o.name = s.name;
        o.global = s.global || undefined;  // an undefined symbol binds globally (ELF)
        o.weak = s.weak;
        o.visibility = s.visibility;
        o.type = s.type;
        o.size = s.size;
        if (undefined) {
          o.section = obj::Symbol::kUndefined;
        } else if (s.state == Sym::Label) {
          o.section = s.section;
          o.value = static_cast<uint64_t>(s.value);
        } else {
          Value v;
          if (eval(s.expr, v, true, s.defined_at) != Eval::Ok) continue;
          o.section = v.section;
          o.value = static_cast<uint64_t>(v.v);
        }
        index[si] = static_cast<int>(out.size());
        out.push_back(std::move(o));
      }
    // In offset order per section, as llvm-mc writes them (a forward reference's relocation is
    // made at the end, after those of later values).
    std::stable_sort(relocations.begin(), relocations.end(), [](const PendingRelocation& a, const PendingRelocation& b) {
      return a.section != b.section ? a.section < b.section : a.offset < b.offset;
    });
    for (const auto& r : relocations) {
      const Sym& s = syms[r.symbol];
      if (index[r.symbol] < 0) {
        error_at(r.loc, 0, fmt::format("'{}' is {}, so nothing can refer to it from the object", s.name,
                                       s.state == Sym::Undefined ? "never defined" : "a local .L name"),
                 "define it as a label");
        continue;
      }
      if (!s.global && s.state == Sym::Label && s.section >= 0)
        self.obj_.relocations.push_back({r.section, r.offset, r.type, section_symbol[static_cast<size_t>(s.section)], r.addend + s.value, r.size});
      else
        self.obj_.relocations.push_back({r.section, r.offset, r.type, index[r.symbol], r.addend, r.size});
    }
    for (int32_t a : addrsig_symbols)
      if (index[a] >= 0) self.obj_.addrsig_symbols.push_back(index[a]);
  }
};

Assembler::Assembler(const desc::Target& t, DiagList& diags, AsmOptions opt)
    : impl_(std::make_unique<Impl>(*this, t, diags, std::move(opt))) {
  obj_.target = t.id;
}

Assembler::~Assembler() = default;

void Assembler::add_source(const std::string& name, std::string text) { add_buffer(name, SourceBuffer(std::move(text))); }

void Assembler::add_buffer(const std::string& name, SourceBuffer text) {
  // At most one instruction per line (includes aside): reserving that much up front costs only
  // address space, while growing by doubling touched twice the memory and was a tenth of the
  // time on large inputs.
  std::string_view v = text.view();
  size_t guess = count_char(v, '\n') + 1;
  if (impl_->opt.keep_records) insns_.reserve(insns_.size() + guess);
  obj_.lines.reserve(obj_.lines.size() + guess);
  auto& code = impl_->section().bytes;
  if (impl_->section().exec) code.reserve(code.size() + guess * impl_->target.max_bytes);
  impl_->texts.push_back(std::move(text));
  impl_->assemble_text(name, impl_->texts.back().view());
}

bool Assembler::add_file(const std::string& path) {
  SourceBuffer text;
  std::string why;
  if (!text.open(path, why)) {
    impl_->diags.error({path, 0, 0}, fmt::format("cannot open file: {}", why), {}, "check the path and permissions");
    return false;
  }
  add_buffer(path, std::move(text));
  return true;
}

bool Assembler::finish() { return impl_->finish(); }

size_t Assembler::fast_path_count() const { return impl_->fast_count; }

}  // namespace simtloom::assembler
