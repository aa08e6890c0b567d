#include "dis/printer.h"

#include <fmt/format.h>

#include "codec/source.h"
#include "support/f32text.h"
#include "support/numfmt.h"

namespace simtloom::dis {

using desc::OperandKind;

namespace {

void append_signed_hex(std::string& out, int64_t v) {
  if (v < 0) {
    out += '-';
    append_hex(out, -static_cast<uint64_t>(v));
  } else {
    append_hex(out, static_cast<uint64_t>(v));
  }
}

}  // namespace

void append_int(std::string& out, int64_t v) {
  if (v > -256 && v < 256) append_dec(out, v);
  else append_signed_hex(out, v);
}

void append_styled(std::string& out, int64_t v, desc::PrintStyle style) {
  switch (style) {
    case desc::PrintStyle::Auto:
      append_int(out, v);
      return;
    case desc::PrintStyle::Dec:
      append_dec(out, v);
      return;
    case desc::PrintStyle::Source:  // (without the target's sources: as Inline; print_operand has them)
    case desc::PrintStyle::Inline:
      if (v >= -16 && v <= 64) {
        append_dec(out, v);
        return;
      }
      [[fallthrough]];
    case desc::PrintStyle::Hex:
      append_signed_hex(out, v);
      return;
    case desc::PrintStyle::F32:
      append_f32(out, static_cast<uint32_t>(v));
      return;
    case desc::PrintStyle::F64Hi:
      append_f64hi(out, static_cast<uint32_t>(v));
      return;
  }
}

namespace {

// A call_short form: `call(P0)` when the other parts are at their defaults, else every part,
// each by name where its table has one, plus its bias (see FieldSetRules::call_short).
void print_call_short(const desc::OperandType& t, uint64_t v, std::string& out) {
  const auto& parts = t.subfields;
  uint64_t back = 0;
  bool defaults = true;
  for (size_t k = 0; k < parts.size(); ++k) {
    back |= parts[k].get(v) << parts[k].lo;
    defaults = defaults && (k == 0 || parts[k].get(v) == parts[k].default_value);
  }
  if (back != v) return append_styled(out, static_cast<int64_t>(v), t.print);
  out += t.rules.call;
  for (size_t k = 0; k < (defaults ? 1 : parts.size()); ++k) {
    out += k ? ", " : "(";
    uint64_t x = parts[k].get(v);
    const auto* e = parts[k].table ? parts[k].table->find(x) : nullptr;
    if (e && !e->name.empty()) out += e->name;
    else out += fmt::format("{}", static_cast<int64_t>(x) + parts[k].bias);
  }
  out += ')';
}

// `call(NAME)`, `call(v0, v1, ...)` or a number (see FieldSetRules::call).
void print_call(const desc::OperandType& t, uint64_t v, std::string& out) {
  const auto& parts = t.subfields;
  if (t.rules.call_short) return print_call_short(t, v, out);
  uint64_t first = parts[0].get(v);
  if (const auto* e = parts[0].table ? parts[0].table->find(first) : nullptr) {
    auto it = e->attrs.find("takes");
    if (it == e->attrs.end() || it->second == "1") {
      out += fmt::format("{}({})", t.rules.call, e->name);
      return;
    }
  }
  uint64_t back = 0;
  std::string text = t.rules.call + "(";
  for (size_t k = 0; k < parts.size(); ++k) {
    uint64_t x = parts[k].decoded ? parts[k].get(v) : 0;
    back |= x << parts[k].lo;
    text += fmt::format("{}{}", k ? ", " : "", x);
  }
  if (back == v) {
    out += text;
    out += ')';
    return;
  }
  append_styled(out, static_cast<int64_t>(v), t.print);
}

// A 32-bit number as the source space prints an integer operand's inline constant (PrintStyle::Source).
void print_source_constant(const desc::SourceSpace& sp, uint32_t v, std::string& out) {
  for (const auto& r : sp.ranges) {
    if (r.kind == desc::SourceRange::Int) {
      const int64_t lo = r.int_first, hi = r.int_first + r.step * static_cast<int64_t>(r.last - r.first);
      const int64_t x = static_cast<int32_t>(v);
      if (x >= std::min(lo, hi) && x <= std::max(lo, hi)) return append_dec(out, x);
    } else if (r.kind == desc::SourceRange::Float) {
      for (size_t i = 0; i < r.bits32.size() && i < r.text32.size(); ++i)
        if (r.bits32[i] == v) {
          out += r.text32[i];
          return;
        }
    }
  }
  append_hex(out, v);
}

// An immediate as the OR of its `symbols:` names (OperandType::symbolic_mask): the value bits by
// name or in decimal, then each named bit, as LLVM prints the expression: ((A|B)|C). False when
// the value has bits no name stands for.
bool print_symbolic(const desc::OperandType& t, uint64_t v, std::string& out) {
  uint64_t flags = 0;
  for (const auto& e : t.symbols->entries) flags |= e.value & ~t.symbolic_mask;
  if (v & ~(t.symbolic_mask | flags)) return false;
  const uint64_t base = v & t.symbolic_mask;
  std::string text;
  for (const auto& e : t.symbols->entries)
    if (e.value == base) {
      text = e.name;
      break;
    }
  if (text.empty()) text = fmt::format("{}", base);
  bool joined = false;
  for (const auto& e : t.symbols->entries) {
    if (!(e.value & ~t.symbolic_mask) || !(v & e.value)) continue;
    if (joined) text = "(" + text + ")";
    text += '|';
    text += e.name;
    joined = true;
  }
  out += text;
  return true;
}

void print_field_set(const desc::OperandType& t, uint64_t v, std::string& out) {
  const auto& ru = t.rules;
  if (!ru.call.empty()) return print_call(t, v, out);
  if (ru.other_bits_number) {
    uint64_t used = 0;
    for (const auto& sf : t.subfields) used |= sf.max() << sf.lo;
    if (v & ~used) return append_styled(out, static_cast<int64_t>(v), t.print);
  }
  auto part = [&](const desc::SubField& sf) {
    uint64_t x = sf.get(v);
    out += sf.name;
    out += '(';
    if (!sf.table) out += fmt::format("{}", x);
    else if (const auto* e = sf.table->find(x)) out += e->name;
    else out += fmt::format("/* invalid {} value */", sf.table->name);
    out += ')';
  };
  bool any = false;
  for (const auto& sf : t.subfields) {
    uint64_t x = sf.get(v);
    if (ru.omit_zero ? x == 0 : x == (sf.default_value & sf.max())) continue;
    if (any) out += ru.join;
    part(sf);
    any = true;
  }
  if (any) return;
  if (ru.all_omitted_zero) {
    out += '0';
    return;
  }
  for (size_t i = 0; i < t.subfields.size(); ++i) {
    if (i) out += ru.join;
    part(t.subfields[i]);
  }
}

}  // namespace

namespace {
void print_plain_source(const desc::SourceSpace& sp, const desc::OperandType& t, int64_t value, std::string& out);
}

void print_source(const desc::SourceSpace& sp, const desc::OperandType& t, int64_t value, std::string& out) {
  if (t.src_mod_count) {
    // Modifiers as llvm-mc writes them: -x, |x|, -|x|.
    unsigned m = codec::src_mods(value);
    auto has = [m](int bit) { return bit >= 0 && ((m >> bit) & 1); };
    bool neg = has(t.src_neg_bit), abs = has(t.src_abs_bit), sext = has(t.src_sext_bit);
    // A negated constant is written neg(1.0): "-1.0" would be the constant -1.0.
    const int64_t plain = codec::src_plain(value);
    const desc::SourceRange* r = codec::is_literal(plain) ? nullptr : sp.at(static_cast<unsigned>(plain));
    bool constant = codec::is_literal(plain) || (r && (r->kind == desc::SourceRange::Int || r->kind == desc::SourceRange::Float));
    bool neg_call = neg && !abs && constant;
    if (neg) out += neg_call ? "neg(" : "-";
    if (abs) out += '|';
    if (sext) out += "sext(";
    print_plain_source(sp, t, plain, out);
    if (sext) out += ')';
    if (abs) out += '|';
    if (neg_call) out += ')';
    return;
  }
  print_plain_source(sp, t, value, out);
}

namespace {
void print_plain_source(const desc::SourceSpace& sp, const desc::OperandType& t, int64_t value, std::string& out) {
  uint64_t code = static_cast<uint64_t>(value);
  if (codec::is_literal(value)) {
    // A literal that an inline constant equals prints as that constant (as llvm-mc prints it).
    uint32_t lit = codec::literal_of(value);
    if (t.src_width == 16 && !t.src_float) {
      // A 16-bit integer operand: its low half in hex, but a 32-bit float constant's pattern by
      // that constant's name (what llvm-mc 19 prints).
      for (const auto& r : sp.ranges)
        if (r.kind == desc::SourceRange::Float)
          for (size_t k = 0; k < r.bits32.size() && k < r.text32.size(); ++k)
            if (r.bits32[k] == lit) {
              out += r.text32[k];
              return;
            }
      append_hex(out, lit & 0xffff);
      return;
    }
    if (t.src_packed && (lit >> 16) != 0) {  // both halves: the whole dword
      append_hex(out, lit);
      return;
    }
    const uint32_t low = t.src_width == 16 ? lit & 0xffff : lit;
    int c = codec::inline_code(sp, t, codec::literal_value(t, low));
    if (c < 0) {
      // A 16-bit float prints its low half; a single bfloat16 the whole dword (llvm-mc 19).
      append_hex(out, t.src_bf16 ? lit : low);
      return;
    }
    code = static_cast<uint64_t>(c);
  }
  const desc::SourceRange* r = sp.at(static_cast<unsigned>(code));
  if (!r) {
    append_dec(out, static_cast<int64_t>(code));
    return;
  }
  unsigned k = static_cast<unsigned>(code) - r->first;
  unsigned regs = t.src_regs();
  switch (r->kind) {
    case desc::SourceRange::Reg: {
      unsigned reg = codec::src_register(*r, static_cast<unsigned>(code), regs);
      out += r->prefix;
      if (!t.src_halves.empty() && r->prefix == t.src_halves) {  // true16: vN.l / vN.h
        const unsigned half = (r->last - r->first + 1) / 2;
        append_dec(out, r->base + k % half);
        out += k < half ? ".l" : ".h";
        return;
      }
      if (regs == 1) {
        append_dec(out, reg);
        return;
      }
      out += '[';
      append_dec(out, reg);
      out += ':';
      append_dec(out, reg + regs - 1);
      out += ']';
      return;
    }
    case desc::SourceRange::Names:
      out += regs >= 2 && !r->pair.empty() && k == 0 ? r->pair : r->names[k];
      return;
    case desc::SourceRange::Int:
      append_dec(out, r->int_first + r->step * static_cast<int64_t>(k));
      return;
    case desc::SourceRange::Float: {
      unsigned w = t.src_constant_width();
      if (w == 16 && !t.src_float && k < r->bits16.size()) {  // a 16-bit integer operand: the bits, as llvm-mc prints them
        append_hex(out, r->bits16[k]);
        return;
      }
      const auto& texts = w == 16 ? r->text16 : w == 32 ? r->text32 : r->text64;
      if (k < texts.size()) out += texts[k];
      else append_dec(out, static_cast<int64_t>(code));
      return;
    }
    case desc::SourceRange::Literal:
      append_hex(out, 0);
      return;
  }
}

}  // namespace

void print_pattern(const desc::OperandType& t, uint64_t v, std::string& out) {
  for (const auto& piece : t.pattern) {
    if (piece.part < 0) {
      out += piece.literal;
      continue;
    }
    const auto& sf = t.subfields[piece.part];
    uint64_t x = sf.get(v);
    if (!sf.chars.empty()) {
      for (unsigned i = 0; i < sf.chars.size(); ++i)
        out += (x >> i) & 1 ? sf.chars[i] : sf.clear.size() == 1 ? sf.clear[0] : sf.clear[i];
    } else if (sf.table) {
      if (const auto* e = sf.table->find(x)) out += e->name;
      else out += fmt::format("{}", x);
    } else {
      out += fmt::format("{:0{}}", x, sf.digits);
    }
  }
}

bool Printer::print_operand(const desc::OperandType& t, int64_t value, uint64_t pc, std::string& out,
                            const SymbolizeFn& sym) const {
  if (!hidden_types_.empty() && hidden(t)) return false;
  if (t.kind == OperandKind::Pattern) {  // always printed; `optional` only lets the source leave it out
    print_pattern(t, static_cast<uint64_t>(value), out);
    return true;
  }
  if (t.optional && static_cast<uint64_t>(value) == t.default_value && t.kind != desc::OperandKind::Keyed) return false;
  switch (t.kind) {
    case OperandKind::Reg: {
      for (const auto& [name, idx] : t.reg_class->specials)
        if (static_cast<int64_t>(idx) == value) {
          out += name;
          if (t.pair) out += fmt::format(", {}{}", t.reg_class->prefix, value + t.pair);
          out += t.follow;
          return true;
        }
      out += t.reg_class->prefix;
      append_dec(out, value);
      if (t.pair) out += fmt::format(", {}{}", t.reg_class->prefix, value + t.pair);
      out += t.follow;
      return true;
    }
    case OperandKind::UImm:
    case OperandKind::SImm:
      if (t.offset_form) {
        if (value == 0) return false;
        if (t.offset_space) out += ' ';
        else if (value > 0 || t.offset_plus) out += '+';
      }
      if (t.symbolic_mask && print_symbolic(t, static_cast<uint64_t>(value), out)) return true;
      if (t.print == desc::PrintStyle::Source) {
        print_source_constant(t_.sources, static_cast<uint32_t>(value), out);
        return true;
      }
      append_styled(out, value, t.print);
      return true;
    case OperandKind::FieldSet:
      print_field_set(t, static_cast<uint64_t>(value), out);
      return true;
    case OperandKind::Pattern:
      return true;  // printed above
    case OperandKind::PcRel: {
      uint64_t target = pc + static_cast<uint64_t>(value);
      if (sym) {
        auto name = sym(target);
        if (!name.empty()) {
          out += name;
          return true;
        }
      }
      if (t.raw_const) append_styled(out, static_cast<int64_t>(codec::operand_to_field(t, value)), t.print);  // the raw field
      else if (t.print == desc::PrintStyle::Hex) append_signed_hex(out, static_cast<int64_t>(target));  // nvdisasm's "BRA -0x10"
      else out += fmt::format("{:#x}", target);
      return true;
    }
    case OperandKind::Enum:
      if (const auto* e = t.table->find(static_cast<uint64_t>(value))) {
        out += e->name;
        return !e->name.empty();
      }
      out += fmt::format("{:#x}", static_cast<uint64_t>(value));
      return true;
    case OperandKind::Src:
      print_source(t_.sources, t, value, out);
      return true;
    case OperandKind::Keyed:
      if (static_cast<uint64_t>(value) == t.default_value && !t.print_default) return false;
      if (t.choices)
        if (const auto* e = t.choices->find(static_cast<uint64_t>(value))) {
          out += e->name;
          return true;
        }
      if (!t.list_bits.empty()) {  // key:[b0,b1,...], nothing when every element is at its default (other bits are ignored ones)
        if ((static_cast<uint64_t>(value) & t.list_mask) == (t.default_value & t.list_mask)) return false;
      }
      out += t.key;
      if (!t.list_bits.empty()) {
        out += ":[";
        for (size_t i = 0; i < t.list_bits.size(); ++i) {
          if (i) out += ',';
          bool set = t.list_bits[i] != desc::OperandType::kListZero && ((static_cast<uint64_t>(value) >> t.list_bits[i]) & 1);
          out += set ? '1' : '0';
        }
        out += ']';
        return true;
      }
      if (t.flag) return true;  // the bare key
      out += ':';
      if (!t.call_modes.empty())  // the first mode that takes the value (desc/call_modes.h), else a number
        if (std::string m = desc::call_mode_text(t.call_modes, static_cast<uint64_t>(value)); !m.empty()) {
          out += t.rules.call;
          out += '(';
          out += m;
          out += ')';
          return true;
        }
      append_styled(out, value, t.print);
      return true;
  }
  return false;
}

void Printer::hide_role(const std::string& role) {
  for (const auto& t : t_.operand_types)
    if (t->role == role) hidden_types_.push_back(t.get());
}

void Printer::print_tokens(const std::vector<desc::TemplateToken>& tokens, const codec::MCInst& mi, uint64_t pc,
                           std::string& out, const SymbolizeFn& sym, size_t start, bool& pending_space) const {
  const auto& insn = *mi.variant->form;
  const std::string* space = nullptr;  // the run of spaces the template has there (one, mostly)
  for (const auto& tok : tokens) {
    switch (tok.kind) {
      case desc::TemplateToken::Space:
        pending_space = true;
        space = &tok.text;
        break;
      case desc::TemplateToken::Literal:
        if (pending_space && out.size() > start) out += space && space->size() > 1 ? *space : std::string_view(" ");
        pending_space = false;
        if (tok.text.size() == 1) out += tok.text[0];  // "," and the like: no copy call
        else out += tok.text;
        break;
      case desc::TemplateToken::Operand: {
        size_t before = out.size();
        if (pending_space && out.size() > start) out += space && space->size() > 1 ? *space : std::string_view(" ");
        if (!print_operand(*insn.operands[tok.operand].type, mi.ops[tok.operand], pc, out, sym)) {
          out.resize(before);  // drop the space too: nothing was printed
          break;
        }
        pending_space = false;
        break;
      }
    }
  }
}

void Printer::print(const codec::MCInst& mi, uint64_t pc, std::string& out, const SymbolizeFn& sym) const {
  const auto& insn = *mi.variant->form;
  // A space is written only between two pieces that both print something.
  bool pending_space = false;
  size_t start = out.size();
  if (!insn.prefix_tokens.empty()) {
    print_tokens(insn.prefix_tokens, mi, pc, out, sym, start, pending_space);
    pending_space = true;  // between the prefix and the mnemonic
  }
  print_tokens(insn.tokens, mi, pc, out, sym, start, pending_space);
}

}  // namespace simtloom::dis
