// Register use from the description: which registers of the tracked files a decoded instruction
// reads and writes, resolved once per decoded instruction from the variant's operand access data
// (desc::OperandUse) and the decoded operand values.
#include <fmt/format.h>

#include "codec/source.h"
#include "sim/engine/engine.h"

namespace simtloom::sim {

// At load: the register operands of the two tracked files, each with its access. A register
// operand of a tracked file without access is an error naming it (no guessing).
bool Device::bind_uses(const desc::Variant& v, DiagList& d) {
  auto& recs = uses_[v.id];
  bool ok = true;
  for (size_t i = 0; i < v.insn->operands.size(); ++i) {
    const desc::OperandSlot& o = v.insn->operands[i];
    bool lane = false;
    if (isa_.files_are_sources) {
      // A source code names a register of either file (or none): resolved per decoded value.
      if (o.type->kind != desc::OperandKind::Src) continue;
    } else {
      if (o.type->kind != desc::OperandKind::Reg || !o.type->reg_class) continue;
      const std::string& cls = o.type->reg_class->name;
      lane = !isa_.lane_file.empty() && cls == isa_.lane_file;
      if (!lane && (isa_.warp_file.empty() || cls != isa_.warp_file)) continue;
    }
    const desc::OperandUse* u = i < v.uses.size() ? &v.uses[i] : nullptr;
    if (isa_.files_are_sources && (!u || u->access == desc::Access::None)) continue;  // the loader checks these
    if (!u || u->access == desc::Access::None) {
      d.error(v.loc, fmt::format("variant '{}': register operand '{}' has no access", v.name, o.name), {},
              fmt::format("the simulator needs to know what it does: add '{}: read' (or write, readwrite) under 'access'", o.name));
      ok = false;
      continue;
    }
    recs.push_back({static_cast<uint8_t>(i), lane, u});
  }
  return ok;
}

// At decode: the masks of DecodedInsn from the operand values (register indices).
void Device::fill_uses(DecodedInsn& out, const codec::MCInst& mi) const {
  for (const TrackedUse& t : uses_[out.variant->id]) {
    const desc::OperandUse& u = *t.use;
    const int64_t sel = u.regs_from >= 0 ? mi.ops[u.regs_from] : 0;
    const int64_t value = mi.ops[t.operand];
    unsigned reg = static_cast<unsigned>(value);
    bool lane = t.lane;
    if (isa_.files_are_sources) {
      if (codec::is_literal(value)) continue;
      const unsigned code = static_cast<unsigned>(codec::src_plain(value));
      const desc::SourceRange* r = t_.sources.at(code);
      if (!r || r->kind != desc::SourceRange::Reg) continue;
      lane = r->prefix == isa_.lane_file;
      if (!lane && r->prefix != isa_.warp_file) continue;
      reg = r->base + (code - r->first);
    }
    if (lane) {
      LaneRegs m;
      m.add(reg, u.count(sel));
      if (u.reads()) out.vread |= m;
      if (u.writes()) out.vwrite |= m;
    } else {
      WarpRegs m;
      m.add(reg, u.count(sel));
      if (u.reads()) out.uread |= m;
      if (u.writes()) out.uwrite |= m;
    }
  }
}

}  // namespace simtloom::sim
