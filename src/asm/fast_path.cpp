#include "asm/fast_path.h"

#include <algorithm>

#include "codec/source.h"
#include "support/name_table.h"

namespace simtloom::assembler {

using desc::OperandKind;
using desc::TemplateToken;

FastPlan::FastPlan(const desc::Form& insn, const desc::SourceSpace* sources) : insn_(insn), sources_(sources) {
  if (!insn.prefix_tokens.empty()) usable_ = false;
  for (size_t i = 1; i < insn.tokens.size() && usable_; ++i) {  // tokens[0] is the mnemonic
    const TemplateToken& tok = insn.tokens[i];
    if (tok.kind == TemplateToken::Operand && insn.operands[tok.operand].type->kind == OperandKind::Keyed) {
      // A keyed set: this operand and the keyed ones after it, blanks between (as keyed_set reads them).
      Step k{Step::Keyed};
      k.first = members_.size();
      for (; i < insn.tokens.size(); ++i) {
        const TemplateToken& m = insn.tokens[i];
        if (m.kind == TemplateToken::Space) continue;
        if (m.kind != TemplateToken::Operand || insn.operands[m.operand].type->kind != OperandKind::Keyed) break;
        const desc::OperandType& mt = *insn.operands[m.operand].type;
        if (mt.offset_form) usable_ = false;
        members_.push_back(m.operand);
      }
      --i;
      k.count = members_.size() - k.first;
      steps_.push_back(k);
      continue;
    }
    if (tok.kind == TemplateToken::Space) {
      steps_.push_back({Step::Blank});
      continue;
    }
    if (tok.kind == TemplateToken::Literal) {
      steps_.push_back({Step::Literal, -1, tok.text});
      continue;
    }
    const desc::OperandType& t = *insn.operands[tok.operand].type;
    if (t.optional || t.offset_form) usable_ = false;
    else if (t.kind == OperandKind::Reg && !t.pair) steps_.push_back({Step::Reg, tok.operand, {}, &t});
    else if (t.kind == OperandKind::Enum && !t.table->suffix_style) steps_.push_back({Step::Name, tok.operand, {}, &t});
    else if ((t.kind == OperandKind::UImm || t.kind == OperandKind::SImm) && t.print != desc::PrintStyle::F32 && t.print != desc::PrintStyle::F64Hi &&
             t.print != desc::PrintStyle::Source) steps_.push_back({Step::Number, tok.operand, {}, &t});
    else if (t.kind == OperandKind::Src && sources_ && t.src_halves.empty()) steps_.push_back({Step::Src, tok.operand, {}, &t});
    else usable_ = false;
  }
  if (!insn.variants.empty()) {
    const desc::Variant& v = *insn.variants.front();
    // A literal changes the length: such instructions go through emit_instruction.
    direct_ = v.format->bits <= 64 && v.format->reserved.empty() && v.bytes <= 8 && v.written.hi == 0 && v.literal_fields.empty();
    match_ = v.written.lo;
    for (size_t i = 0; i < insn.operands.size() && direct_; ++i) {
      const desc::Field* f = v.operand_fields[i];
      direct_ = f && f->segs.size() == 1 && f->segs[0].hi < 64 && insn.operands[i].type->encode_as.empty();
      if (!direct_) break;
      unsigned w = f->segs[0].width();
      places_[i] = {f->segs[0].lo, w >= 64 ? ~uint64_t{0} : (uint64_t{1} << w) - 1};
    }
  }
  for (const auto& o : insn.operands)
    if (o.type->kind == OperandKind::Enum && o.type->table->punctuated &&
        std::find(punctuated_.begin(), punctuated_.end(), o.type->table) == punctuated_.end())
      punctuated_.push_back(o.type->table);
}

// OperandParser::operand for a register: the same decisions, without the messages.
FastResult FastPlan::reg(const Step& s, Cursor& c, int64_t& value) const {
  const desc::OperandType& t = *s.type;
  const desc::RegClass& rc = *t.reg_class;
  std::string_view word = c.ident();
  if (word.empty()) return FastResult::Reject;
  auto take = [&](int64_t v) {
    if (t.has_accept && (v < t.accept_lo || v > t.accept_hi)) return FastResult::Reject;
    value = v;
    return FastResult::Ok;
  };
  for (const auto& [name, index] : rc.specials)
    if (same_name(word, name)) return take(index);
  if (word.size() <= rc.prefix.size() || !starts_with_name(word, rc.prefix)) return FastResult::Reject;
  std::string_view digits = word.substr(rc.prefix.size());
  if (digits.size() > 6 || (digits.size() > 1 && digits[0] == '0')) return FastResult::Reject;
  unsigned v = 0;
  for (char ch : digits) {
    if (!is_digit(ch)) return FastResult::Reject;
    v = v * 10 + static_cast<unsigned>(ch - '0');
  }
  if (v >= rc.count || v % t.stride) return FastResult::Reject;
  return take(v);
}

// A plain number ("12", "-3", "0x1f") standing alone as the operand: what OperandParser::immediate
// makes of it. Anything more (an operator, a symbol, another base) is left to the general parser.
FastResult FastPlan::number(const desc::OperandType& t, Cursor& c, int64_t& value) const {
  for (const desc::EnumTable* table : punctuated_) {
    const desc::EnumEntry* e = longest_name(*table, c);
    if (e && !std::all_of(e->name.begin(), e->name.end(), is_ident_char)) return FastResult::Reject;
  }
  size_t p = c.pos;
  std::string_view line = c.line;
  bool negative = p < line.size() && line[p] == '-';
  if (negative) ++p;
  uint64_t v = 0;
  size_t first = p;
  if (p + 1 < line.size() && line[p] == '0' && (line[p + 1] == 'x' || line[p + 1] == 'X')) {
    p += 2;
    first = p;
    for (; p < line.size(); ++p) {
      char ch = line[p];
      unsigned d = ch >= '0' && ch <= '9' ? ch - '0' : ch >= 'a' && ch <= 'f' ? ch - 'a' + 10 : ch >= 'A' && ch <= 'F' ? ch - 'A' + 10 : 16;
      if (d == 16) break;
      v = v * 16 + d;
    }
    if (p - first > 15) return FastResult::Unsure;  // might not fit: the general parser says
  } else {
    for (; p < line.size() && is_digit(line[p]); ++p) v = v * 10 + static_cast<unsigned>(line[p] - '0');
    if (p - first > 18) return FastResult::Unsure;
  }
  if (p == first || (p < line.size() && is_ident_char(line[p]))) return FastResult::Unsure;  // "1b", "0b1", "1_000", "x"
  Cursor after{line, p};
  after.skip_space();
  if (!after.at_end() && std::string_view("+-*/%<>&|^=!").find(after.peek()) != std::string_view::npos)
    return FastResult::Unsure;  // an operator follows: an expression
  int64_t n = negative ? static_cast<int64_t>(0 - v) : static_cast<int64_t>(v);
  if (!codec::operand_from_number(t, n, value)) return FastResult::Reject;
  c.pos = p;
  return FastResult::Ok;
}

bool FastPlan::plain_integer(Cursor& c, int64_t& n) const {
  size_t p = c.pos;
  std::string_view line = c.line;
  bool negative = p < line.size() && line[p] == '-';
  if (negative) ++p;
  uint64_t v = 0;
  size_t first = p;
  if (p + 1 < line.size() && line[p] == '0' && (line[p + 1] == 'x' || line[p + 1] == 'X')) return false;
  for (; p < line.size() && is_digit(line[p]) && p - first < 12; ++p) v = v * 10 + static_cast<unsigned>(line[p] - '0');
  if (p == first || (p < line.size() && (is_ident_char(line[p]) || line[p] == '.'))) return false;  // "1.0", "1e5", long
  Cursor after{line, p};
  after.skip_space();
  if (!after.at_end() && after.peek() != ',') return false;  // an operator may follow: an expression
  n = negative ? -static_cast<int64_t>(v) : static_cast<int64_t>(v);
  c.pos = p;
  return true;
}

// OperandParser::source for the plain spellings; the same decisions, or Unsure.
FastResult FastPlan::source(const desc::OperandType& t, Cursor& c, int64_t& value) const {
  if (is_digit(c.peek()) || c.peek() == '-') {
    Cursor probe = c;
    int64_t n = 0;
    if (!plain_integer(probe, n) || !codec::src_from_integer(*sources_, t, n, value)) return FastResult::Unsure;
    c.pos = probe.pos;
    return FastResult::Ok;
  }
  Cursor probe = c;
  std::string_view word = probe.ident();
  if (word.empty()) return FastResult::Unsure;
  if (probe.peek() == '[') return source_tuple(t, word, probe, c, value);
  const unsigned regs = t.src_regs();
  for (const auto& r : sources_->ranges) {
    if (r.kind == desc::SourceRange::Names) {
      for (size_t k = 0; k < r.names.size(); ++k)
        if (word == r.names[k]) {
          unsigned code = r.first + static_cast<unsigned>(k);
          bool refused = k < r.refuse.size() && !r.refuse[k].empty();
          if ((!r.pair.empty() && regs != 1) || !t.src_asm_allows(code) || refused) return FastResult::Unsure;
          value = code;
          c.pos = probe.pos;
          return FastResult::Ok;
        }
      if (!r.pair.empty() && word == r.pair) {
        if (regs != 2 || !t.src_asm_allows(r.first)) return FastResult::Unsure;
        value = r.first;
        c.pos = probe.pos;
        return FastResult::Ok;
      }
    }
  }
  for (const auto& r : sources_->ranges) {
    if (r.kind != desc::SourceRange::Reg || !word.starts_with(r.prefix) || word.size() == r.prefix.size()) continue;
    std::string_view digits = word.substr(r.prefix.size());
    if (digits.size() > 4) return FastResult::Unsure;
    unsigned idx = 0;
    for (char ch : digits) {
      if (!is_digit(ch)) { idx = ~0u; break; }
      idx = idx * 10 + static_cast<unsigned>(ch - '0');
    }
    if (idx == ~0u) continue;
    // One register where the operand takes a tuple: source_register refuses it (another form may take it).
    if (regs != 1) return FastResult::Reject;
    if (idx < r.base || idx > r.base + (r.last - r.first)) return FastResult::Unsure;
    unsigned code = r.first + (idx - r.base);
    if (!t.src_asm_allows(code)) return FastResult::Unsure;
    value = code;
    c.pos = probe.pos;
    return FastResult::Ok;
  }
  return FastResult::Unsure;
}

// A tuple written plainly ("v[2:3]", "s[4:7]"): what OperandParser::source_register makes of it
// when it is right; anything else (spaces, "v[2]", a bad size or alignment) is left to it.
FastResult FastPlan::source_tuple(const desc::OperandType& t, std::string_view prefix, Cursor& probe, Cursor& c, int64_t& value) const {
  auto index = [&](unsigned& v) {
    size_t first = probe.pos;
    v = 0;
    while (is_digit(probe.peek()) && probe.pos - first < 4) v = v * 10 + static_cast<unsigned>(probe.line[probe.pos++] - '0');
    return probe.pos > first && !is_digit(probe.peek());
  };
  unsigned lo = 0, hi = 0;
  ++probe.pos;  // '['
  if (!index(lo) || !probe.accept(':') || !index(hi) || !probe.accept(']')) return FastResult::Unsure;
  for (const auto& r : sources_->ranges) {
    if (r.kind != desc::SourceRange::Reg || r.prefix != prefix) continue;
    unsigned size = hi - lo + 1, align = std::min(size, r.align_max);
    if (hi < lo || lo < r.base || hi > r.base + (r.last - r.first) || lo % align) return FastResult::Unsure;
    if (size != t.src_regs()) return FastResult::Reject;  // a tuple of another size: source_register refuses it
    unsigned code = r.first + (lo - r.base);
    if (!t.src_asm_allows(code)) return FastResult::Unsure;
    value = code;
    c.pos = probe.pos;
    return FastResult::Ok;
  }
  return FastResult::Unsure;
}

// OperandParser::keyed_set: "vm:3 tex:0", any order, each key at most once, absent ones default.
FastResult FastPlan::keyed(const desc::Form& insn, const Step& s, Cursor& c, ParsedOperands& out) const {
  const int* members = members_.data() + s.first;
  for (size_t k = 0; k < s.count; ++k) out.values[members[k]] = static_cast<int64_t>(insn.operands[members[k]].type->default_value);
  uint32_t seen = 0;
  for (;;) {
    c.skip_space();
    if (c.accept(',')) c.skip_space();
    if (c.at_end() || !is_ident_start(c.peek())) return FastResult::Ok;
    size_t save = c.pos;
    int col = c.col();
    std::string_view key = c.ident();
    int found = -1;
    for (size_t k = 0; k < s.count; ++k)
      if (same_name(insn.operands[members[k]].type->key, key)) found = members[k];
    if (found >= 0 && insn.operands[found].type->flag && c.peek() != ':') {
      // A flag ("glc"): the bare key sets it.
      if (seen >> found & 1) return FastResult::Reject;  // repeated
      seen |= 1u << found;
      out.cols[found] = col;
      out.values[found] = 1;
      continue;
    }
    if (c.peek() != ':') {
      c.pos = save;
      return FastResult::Ok;
    }
    if (found < 0 || (seen >> found & 1)) return FastResult::Reject;  // an unknown or repeated key
    seen |= 1u << found;
    ++c.pos;  // ':'
    out.cols[found] = c.col();
    if (c.at_end() || c.peek() == ' ') return FastResult::Reject;  // no value
    // A list (op_sel:[1,0]) is the general parser's, which also refuses a bare number there.
    if (!insn.operands[found].type->list_bits.empty()) return FastResult::Unsure;
    // So is a call-mode value (swizzle(...)).
    if (!insn.operands[found].type->call_modes.empty() && !is_digit(c.peek())) return FastResult::Unsure;
    if (FastResult r = number(*insn.operands[found].type, c, out.values[found]); r != FastResult::Ok) return r;
  }
}

FastResult FastPlan::match(Cursor& c, ParsedOperands& out) const {
  for (const Step& s : steps_) {
    switch (s.kind) {
      case Step::Blank:
        c.skip_space();
        continue;
      case Step::Literal:
        c.skip_space();
        if (!c.accept(s.text)) return FastResult::Reject;
        continue;
      case Step::Keyed:
        if (FastResult r = keyed(insn_, s, c, out); r != FastResult::Ok) return r;
        continue;
      default:
        break;
    }
    c.skip_space();
    out.cols[s.operand] = c.col();
    if (c.at_end() || c.peek() == ',') return FastResult::Reject;  // a missing operand
    FastResult r = FastResult::Ok;
    int64_t& value = out.values[s.operand];
    if (s.kind == Step::Reg) r = reg(s, c, value);
    else if (s.kind == Step::Src) r = source(*s.type, c, value);
    else if (s.kind == Step::Number) r = number(*s.type, c, value);
    else if (const desc::EnumEntry* e = longest_name(*s.type->table, c)) {
      c.pos += e->name.size();
      value = static_cast<int64_t>(e->value);
      if (e->decode_only) r = FastResult::Reject;  // the general parser says why
    } else if (!s.type->numeric) {
      r = FastResult::Reject;  // not a name of the table, and the operand takes no number
    } else {
      // A number where a name may stand; a word may be a symbol, which only the general parser knows.
      r = is_digit(c.peek()) || c.peek() == '-' ? number(*s.type, c, value) : FastResult::Unsure;
    }
    if (r != FastResult::Ok) return r;
  }
  c.skip_space();
  return c.at_end() ? FastResult::Ok : FastResult::Reject;
}

}  // namespace simtloom::assembler
