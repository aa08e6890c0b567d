// Decoding a code section for the static analyses (see program.h).
#include "analysis/program.h"

#include <algorithm>

#include <fmt/format.h>

#include "codec/source.h"

namespace simtloom::analysis {
namespace {

// The register units an operand value names: a register class's registers, or the registers of
// a source code's range (SGPRs, VGPRs, and the named ones such as vcc_lo, exec_lo, m0).
void units_of(const desc::Target& t, const desc::OperandType& ty, int64_t value, unsigned count, std::vector<RegUnit>& out) {
  if (ty.kind == desc::OperandKind::Reg && ty.reg_class) {
    const auto& rc = *ty.reg_class;
    uint32_t cls = 0;
    while (cls < t.reg_classes.size() && t.reg_classes[cls].get() != &rc) ++cls;
    for (unsigned k = 0; k < count; ++k)
      out.push_back({fmt::format("{}{}", rc.prefix, value + k), static_cast<uint32_t>(0x10000 * (1 + cls) + value + k)});
    return;
  }
  if (ty.kind != desc::OperandKind::Src || codec::is_literal(value)) return;
  const unsigned code = static_cast<unsigned>(codec::src_plain(value));
  for (unsigned k = 0; k < count; ++k) {
    unsigned c = code + k;
    const desc::SourceRange* r = t.sources.at(c);
    if (!r) continue;
    // A true16 half (v5.h) is a use of its whole register (v5) here.
    if (r->kind == desc::SourceRange::Reg && !ty.src_halves.empty() && r->prefix == ty.src_halves)
      c = r->first + (c - r->first) % ((r->last - r->first + 1) / 2);
    if (r->kind == desc::SourceRange::Reg) out.push_back({fmt::format("{}{}", r->prefix, r->base + c - r->first), c});
    else if (r->kind == desc::SourceRange::Names && c - r->first < r->names.size() && r->names[c - r->first] != "null")
      out.push_back({r->names[c - r->first], c});
  }
}

bool has_flag(const desc::Variant& v, const char* f) { return std::find(v.flags.begin(), v.flags.end(), f) != v.flags.end(); }

}  // namespace

int Program::index_at(uint64_t pc) const {
  auto it = std::lower_bound(insns.begin(), insns.end(), pc, [](const ProgramInsn& i, uint64_t p) { return i.pc < p; });
  return it != insns.end() && it->pc == pc ? static_cast<int>(it - insns.begin()) : -1;
}

Program decode_program(const desc::Target& t, const std::vector<uint8_t>& code, uint64_t begin, uint64_t end) {
  Program p;
  codec::Decoder dec(t);
  end = std::min<uint64_t>(end, code.size());
  for (uint64_t pc = begin; pc < end;) {
    auto r = dec.decode(code.data() + pc, end - pc);
    if (r.status != codec::DecodeStatus::Ok) break;
    ProgramInsn in;
    in.pc = pc;
    in.bytes = r.bytes;
    in.variant = r.variant;
    in.mi.variant = r.variant;
    codec::decode_operands(*r.variant, r.bits, in.mi);
    const desc::Variant& v = *r.variant;
    for (size_t i = 0; i < v.form->operands.size() && i < v.uses.size(); ++i) {
      const desc::OperandType& ty = *v.form->operands[i].type;
      const desc::OperandUse& u = v.uses[i];
      if (ty.kind == desc::OperandKind::PcRel) in.target = pc + static_cast<uint64_t>(in.mi.ops[i]);
      if (u.access == desc::Access::None) continue;
      const unsigned n = u.count(u.regs_from >= 0 ? in.mi.ops[u.regs_from] : 0);
      if (u.reads()) units_of(t, ty, in.mi.ops[i], n, in.reads);
      if (u.writes()) units_of(t, ty, in.mi.ops[i], n, in.writes);
    }
    if (v.latency.kind == desc::Latency::Variable)
      for (size_t c = 0; c < t.counters.size(); ++c)
        if (t.counters[c].name == v.latency.counter) in.counter = static_cast<int>(c);
    in.falls_through = !has_flag(v, "eb");
    p.insns.push_back(std::move(in));
    pc += r.bytes;
  }
  return p;
}

}  // namespace simtloom::analysis
