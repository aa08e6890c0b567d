#include "codec/codec.h"

#include <algorithm>
#include <bit>

#include "codec/pairing.h"
#include "codec/source.h"

namespace simtloom::codec {

using desc::OperandKind;

uint64_t operand_to_field(const desc::OperandType& t, int64_t value) {
  for (const auto& [logical, field] : t.encode_as)
    if (logical == value) return field;
  uint64_t v = static_cast<uint64_t>(value);
  if (t.kind == OperandKind::PcRel) value -= t.bias;
  if (t.kind == OperandKind::Src) {
    uint64_t code = static_cast<uint64_t>((src_plain(value) - t.src_base) >> t.scale_log2) & ((uint64_t{1} << t.bits) - 1);
    return code | uint64_t{src_mods(value)} << t.bits;
  }
  if (t.kind == OperandKind::SImm || t.kind == OperandKind::PcRel || t.kind == OperandKind::UImm)
    v = static_cast<uint64_t>(value >> t.scale_log2);
  unsigned bits = t.bits;  // 0: an enum as wide as the field it is bound to
  return bits == 0 || bits >= 64 ? v : v & ((uint64_t{1} << bits) - 1);
}

int64_t field_to_operand(const desc::OperandType& t, uint64_t field) {
  for (const auto& [logical, f] : t.encode_as)
    if (f == field) return logical;
  switch (t.kind) {
    case OperandKind::SImm:
    case OperandKind::PcRel: {
      unsigned sh = 64 - t.bits;
      int64_t s = static_cast<int64_t>(field << sh) >> sh;
      return s * (int64_t{1} << t.scale_log2) + (t.kind == OperandKind::PcRel ? t.bias : 0);
    }
    case OperandKind::UImm:
      return static_cast<int64_t>(field << t.scale_log2);
    case OperandKind::Keyed:
      // Other bits are ignored ones: they read as the default, as the assembler writes them.
      if (!t.list_bits.empty()) return static_cast<int64_t>((field & t.list_mask) | (t.default_value & ~t.list_mask));
      if (t.keyed_signed && t.bits && t.bits < 64) return static_cast<int64_t>(field << (64 - t.bits)) >> (64 - t.bits);
      return static_cast<int64_t>(field);
    default:
      return static_cast<int64_t>(field);
  }
}

bool operand_fits(const desc::OperandType& t, int64_t value) {
  unsigned bits = t.bits;
  switch (t.kind) {
    case OperandKind::Reg:
      return value >= 0 && value < static_cast<int64_t>(t.reg_class->count) && value % t.stride == 0;
    case OperandKind::SImm:
    case OperandKind::PcRel: {
      if (t.kind == OperandKind::PcRel) value -= t.bias;
      if (value & ((int64_t{1} << t.scale_log2) - 1)) return false;
      int64_t q = value >> t.scale_log2;
      if (bits >= 64) return true;
      int64_t lo = -(int64_t{1} << (bits - 1)), hi = (int64_t{1} << (bits - 1)) - 1;
      return q >= lo && q <= hi;
    }
    case OperandKind::UImm:
      if (value < 0 || (value & ((int64_t{1} << t.scale_log2) - 1))) return false;
      return bits + t.scale_log2 >= 63 || (static_cast<uint64_t>(value) >> (bits + t.scale_log2)) == 0;
    case OperandKind::Keyed:
      if (t.keyed_signed && bits && bits < 64) return value >= -(int64_t{1} << (bits - 1)) && value < (int64_t{1} << (bits - 1));
      [[fallthrough]];
    default:
      return value >= 0 && (bits == 0 || bits >= 63 || (static_cast<uint64_t>(value) >> bits) == 0);
  }
}

bool operand_from_number(const desc::OperandType& t, int64_t value, int64_t& out) {
  if (t.has_nonzero_as && value != 0 && (!t.has_accept || (value >= t.accept_lo && value <= t.accept_hi))) value = t.nonzero_as;
  uint64_t mask = t.bits >= 64 ? ~uint64_t{0} : (uint64_t{1} << t.bits) - 1;
  if (t.kind == OperandKind::PcRel && t.raw_const) {
    // A raw field value: sign-extend it and turn it into the byte offset the operand holds.
    int64_t lo = t.has_accept ? t.accept_lo : -(int64_t{1} << (t.bits - 1));
    int64_t hi = t.has_accept ? t.accept_hi : (int64_t{1} << (t.bits - 1)) - 1;
    if (value < lo || value > hi) return false;
    out = field_to_operand(t, static_cast<uint64_t>(value) & mask);
    return true;
  }
  if (t.has_accept) {
    if (value < t.accept_lo || value > t.accept_hi) return false;
    // Within the accepted range, the field keeps the low bits (gfx11's row_mask:0x13 is 0x3, as llvm-mc 19).
    if (t.kind == OperandKind::UImm || t.kind == OperandKind::FieldSet || t.kind == OperandKind::Enum ||
        (t.kind == OperandKind::Keyed && !t.keyed_signed && t.list_bits.empty() && t.encode_as.empty())) {
      out = static_cast<int64_t>(static_cast<uint64_t>(value) & mask);
      return true;
    }
  }
  if (t.kind == OperandKind::FieldSet) {
    out = static_cast<int64_t>(static_cast<uint64_t>(value) & mask);
    return true;
  }
  if (!operand_fits(t, value)) return false;
  out = value;
  return true;
}

Bits128 encode(const MCInst& mi) {
  const auto& v = *mi.variant;
  Bits128 b = v.written;
  const auto& ops = v.form->operands;
  for (size_t i = 0; i < ops.size(); ++i) {
    if (ops[i].type->kind == OperandKind::Src && is_literal(mi.ops[i])) {
      // The field holds the literal code; the literal is the dword after the instruction.
      v.operand_fields[i]->insert(b, v.literal_code | uint64_t{src_mods(mi.ops[i])} << ops[i].type->bits);
      b.set(v.format->literal_at, 32, literal_of(mi.ops[i]));
      continue;
    }
    v.operand_fields[i]->insert(b, operand_to_field(*ops[i].type, mi.ops[i]));
  }
  return b;
}

unsigned encoded_length(const MCInst& mi) {
  const auto& v = *mi.variant;
  if (v.literal_fields.empty()) return v.bytes;
  const auto& ops = v.form->operands;
  for (size_t i = 0; i < ops.size(); ++i)
    if (ops[i].type->kind == OperandKind::Src && is_literal(mi.ops[i])) return v.bytes + v.literal_bytes;
  return v.bytes;
}

int64_t src_operand(const desc::Variant& v, const desc::OperandType& t, const Bits128& bits, uint64_t field) {
  const int64_t mods = t.src_mod_count ? static_cast<int64_t>((field >> t.bits) << kSrcModShift) : 0;
  if (t.src_mod_count) field &= (uint64_t{1} << t.bits) - 1;
  if (field == v.literal_code && !v.literal_fields.empty() && t.scale_log2 == 0 && t.src_base == 0)
    return mods | kSrcLiteral | static_cast<int64_t>(bits.get(v.format->literal_at, 32));
  return mods | static_cast<int64_t>((field << t.scale_log2) + t.src_base);
}

void decode_operands(const desc::Variant& v, const Bits128& bits, MCInst& out) {
  out.variant = &v;
  const auto& ops = v.form->operands;
  for (size_t i = 0; i < ops.size(); ++i) {
    uint64_t f = v.operand_fields[i]->extract(bits);
    out.ops[i] = ops[i].type->kind == OperandKind::Src ? src_operand(v, *ops[i].type, bits, f) : field_to_operand(*ops[i].type, f);
  }
  if (!v.form->differ.empty()) apply_implied(*v.form, out.ops);
}

Decoder::Decoder(const desc::Target& t) : t_(t) {
  std::vector<const desc::Variant*> all;
  for (const auto& v : t.variants) (v->fallback ? fallbacks_ : all).push_back(v.get());
  root_ = build(std::move(all), Bits128{}, 0);
}

// Splits on the widest run (at most 8 bits) of untested bits that every candidate fixes; when no
// bit is fixed by all, on the single bit fixed by the most, copying the others to both sides.
uint32_t Decoder::build(std::vector<const desc::Variant*> cands, Bits128 tested, int depth) {
  uint32_t id = static_cast<uint32_t>(nodes_.size());
  nodes_.push_back({});
  Bits128 common = Bits128::ones(128);
  Bits128 any;
  for (auto* v : cands) common = common & v->mask, any = any | v->mask;
  common = common & ~tested;
  any = any & ~tested;
  if (cands.size() <= 1 || any.zero() || depth > 64) {
    nodes_[id].first = static_cast<uint32_t>(leaves_.size());
    nodes_[id].count = static_cast<uint32_t>(cands.size());
    leaves_.insert(leaves_.end(), cands.begin(), cands.end());
    return id;
  }
  unsigned lo = 0, width = 0;
  if (!common.zero()) {
    unsigned best_lo = 0, best_w = 0;
    for (unsigned i = 0; i < 128;) {
      if (!common.bit(i)) { ++i; continue; }
      unsigned j = i;
      while (j < 128 && common.bit(j) && j - i < 8) ++j;
      if (j - i > best_w) best_w = j - i, best_lo = i;
      i = j;
    }
    lo = best_lo, width = best_w;
  } else {
    unsigned best = 0;
    for (unsigned i = 0; i < 128; ++i) {
      if (!any.bit(i)) continue;
      unsigned n = 0;
      for (auto* v : cands) n += v->mask.bit(i);
      if (n > best) best = n, lo = i;
    }
    width = 1;
  }
  // A split that separates nothing would recurse forever; make a leaf instead.
  Bits128 window;
  window.set(lo, width, ~uint64_t{0});
  std::vector<std::vector<const desc::Variant*>> parts(size_t{1} << width);
  for (auto* v : cands) {
    uint64_t m = v->mask.get(lo, width), val = v->match.get(lo, width);
    for (uint64_t k = 0; k < parts.size(); ++k)
      if ((k & m) == val) parts[k].push_back(v);
  }
  nodes_[id].lo = static_cast<uint8_t>(lo);
  nodes_[id].width = static_cast<uint8_t>(width);
  std::vector<uint32_t> children(parts.size());
  for (size_t k = 0; k < parts.size(); ++k) children[k] = build(std::move(parts[k]), tested | window, depth + 1);
  nodes_[id].first = static_cast<uint32_t>(kids_.size());
  nodes_[id].count = static_cast<uint32_t>(children.size());
  kids_.insert(kids_.end(), children.begin(), children.end());
  return id;
}

const desc::Variant* Decoder::match(const Bits128& bits) const {
  const Node* n = &nodes_[root_];
  while (n->width) n = &nodes_[kids_[n->first + bits.get(n->lo, n->width)]];
  for (uint32_t i = 0; i < n->count; ++i) {
    const desc::Variant* v = leaves_[n->first + i];
    if ((bits & v->mask) == v->match && (!v->has_value_checks() || v->values_allowed(bits))) return v;
  }
  for (const desc::Variant* v : fallbacks_)
    if ((bits & v->mask) == v->match && (!v->has_value_checks() || v->values_allowed(bits))) return v;
  return nullptr;
}

DecodeResult Decoder::decode(const uint8_t* p, size_t avail) const {
  DecodeResult r;
  if (avail < t_.unit_bits / 8) {
    r.status = DecodeStatus::Truncated;
    return r;
  }
  unsigned take = static_cast<unsigned>(std::min<size_t>(avail, t_.max_bytes));
  r.bits = Bits128::from_bytes(p, take);
  const desc::Variant* v = match(r.bits);
  if (!v) {
    return r;
  }
  // A literal operand makes the instruction longer by its dword.
  unsigned len = v->literal_fields.empty() ? v->bytes : v->length(r.bits);
  if (len > avail) {
    r.status = DecodeStatus::Truncated;
    return r;
  }
  // Bits beyond the instruction's length belong to the next one.
  r.bits = r.bits & Bits128::ones(len * 8);
  r.status = DecodeStatus::Ok;
  r.variant = v;
  r.bytes = len;
  return r;
}

}  // namespace simtloom::codec

#include "codec/operand_decoder.h"

namespace simtloom::codec {

OperandDecoder::OperandDecoder(const desc::Target& t) {
  by_variant_.resize(t.variants.size());
  for (const auto& vp : t.variants) {
    const desc::Variant& v = *vp;
    if (v.id >= by_variant_.size()) by_variant_.resize(v.id + 1);
    Range& r = by_variant_[v.id];
    r.first = static_cast<uint32_t>(steps_.size());
    const auto& ops = v.form->operands;
    r.count = static_cast<uint32_t>(ops.size());
    r.implied = !v.form->differ.empty();
    for (size_t i = 0; i < ops.size(); ++i) {
      const desc::OperandType& type = *ops[i].type;
      const desc::Field& f = *v.operand_fields[i];
      Step s;
      s.field = &f;
      s.type = &type;
      const bool simple = f.segs.size() == 1 && f.segs[0].width() <= 64 && type.scale_log2 < 64;
      const bool is_signed = type.kind == OperandKind::SImm || type.kind == OperandKind::PcRel;
      // Types that map some field values to other logical values (encode_as) take the general path.
      if (type.kind == OperandKind::Src) {
        s.mode = Step::Src;  // the literal code reads the dword after the instruction
      } else if (!simple || !type.encode_as.empty() || (is_signed && (type.bits == 0 || type.bits > 64)) ||
                 (type.kind == OperandKind::Keyed && (type.keyed_signed || !type.list_bits.empty()))) {
        s.mode = Step::Field;
      } else {
        s.lo = static_cast<uint8_t>(f.segs[0].lo);
        s.width = static_cast<uint8_t>(f.segs[0].width());
        s.scale_log2 = static_cast<uint8_t>(type.scale_log2);
        if (is_signed) {
          s.mode = Step::Signed;
          s.sign_shift = static_cast<uint8_t>(64 - type.bits);
          s.bias = type.kind == OperandKind::PcRel ? type.bias : 0;
        } else {
          s.mode = type.kind == OperandKind::UImm ? Step::Unsigned : Step::Raw;
        }
      }
      steps_.push_back(s);
    }
  }
}

void OperandDecoder::decode(const desc::Variant& v, const Bits128& bits, MCInst& out) const {
  out.variant = &v;
  const Range r = by_variant_[v.id];
  const Step* s = steps_.data() + r.first;
  for (uint32_t i = 0; i < r.count; ++i, ++s) {
    switch (s->mode) {
      case Step::Raw:
        out.ops[i] = static_cast<int64_t>(bits.get(s->lo, s->width));
        break;
      case Step::Unsigned:
        out.ops[i] = static_cast<int64_t>(bits.get(s->lo, s->width) << s->scale_log2);
        break;
      case Step::Signed: {
        int64_t x = static_cast<int64_t>(bits.get(s->lo, s->width) << s->sign_shift) >> s->sign_shift;
        out.ops[i] = x * (int64_t{1} << s->scale_log2) + s->bias;
        break;
      }
      case Step::Field:
        out.ops[i] = field_to_operand(*s->type, s->field->extract(bits));
        break;
      case Step::Src:
        out.ops[i] = src_operand(v, *s->type, bits, s->field->extract(bits));
        break;
    }
  }
  if (r.implied) apply_implied(*v.form, out.ops);
}

}  // namespace simtloom::codec
