#include "codec/pairing.h"

#include "codec/source.h"

namespace simtloom::codec {

void apply_implied(const desc::Form& insn, int64_t* ops) {
  for (const auto& d : insn.differ)
    if (d.implied) ops[d.b] = (ops[d.b] & ~int64_t{1}) | (~ops[d.a] & 1);
}

namespace {
int64_t counted(const desc::Differ& d, int64_t v) {
  for (const auto& [from, to] : d.as)
    if (v == from) return to;
  return v;
}

bool breaks(const desc::Differ& d, const int64_t* ops) {
  const int64_t a = counted(d, src_plain(ops[d.a])), b = counted(d, src_plain(ops[d.b]));
  if (a < d.lo || a > d.hi || b < d.lo || b > d.hi) return false;
  return (a % d.modulo) == (b % d.modulo);
}
}  // namespace

int differ_violation(const desc::Form& insn, const int64_t* ops) {
  for (size_t k = 0; k < insn.differ.size(); ++k)
    if (breaks(insn.differ[k], ops)) return static_cast<int>(k);
  return -1;
}

void satisfy_differ(const desc::Form& insn, int64_t* ops) {
  for (const auto& d : insn.differ) {
    if (d.implied) {
      apply_implied(insn, ops);
      continue;
    }
    if (!breaks(d, ops)) continue;
    // The reported operand becomes the register next to the other one's (in the rule's range).
    const int k = d.report_first ? d.a : d.b;
    const int64_t mods = ops[k] - src_plain(ops[k]);
    const int64_t other = counted(d, src_plain(ops[k == d.a ? d.b : d.a]));
    ops[k] = mods + (other + 1 <= d.hi ? other + 1 : other - 1);
  }
}

void share_literal(const desc::Variant& v, int64_t* ops) {
  const auto& operands = v.form->operands;
  Bits128 inside;
  if (v.format->literal_inside()) inside.set(v.format->literal_at, 32, ~uint64_t{0});
  bool have = false;
  uint32_t lit = 0;
  for (int pass = 0; pass < 2; ++pass)
    for (size_t i = 0; i < operands.size(); ++i) {
      const bool source = operands[i].type->kind == desc::OperandKind::Src;
      // Sources first (a drawn literal is one that prints back as a literal), then K.
      if (pass == 1 ? (source || inside.zero() || v.operand_fields[i]->mask() != inside) : (!source || !is_literal(ops[i]))) continue;
      if (!have) {
        have = true, lit = literal_of(ops[i]);
        continue;
      }
      ops[i] = source ? with_mods(kSrcLiteral | static_cast<int64_t>(lit), src_mods(ops[i])) : static_cast<int64_t>(lit);
    }
}

}  // namespace simtloom::codec
