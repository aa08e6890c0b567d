// Register use from the description: which registers of the tracked files a decoded instruction
// reads and writes, resolved once per decoded instruction from the variant's operand access data
// (desc::OperandUse) and the decoded operand values.
#include <fmt/format.h>

#include "sim/engine/engine.h"

namespace simtloom::sim {

// At load: the register operands of the two tracked files, each with its access. A register
// operand of a tracked file without access is an error naming it (no guessing).
bool Device::bind_uses(const desc::Variant& v, DiagList& d) {
  auto& recs = uses_[v.id];
  bool ok = true;
  for (size_t i = 0; i < v.insn->operands.size(); ++i) {
    const desc::OperandSlot& o = v.insn->operands[i];
    if (o.type->kind != desc::OperandKind::Reg || !o.type->reg_class) continue;
    const std::string& cls = o.type->reg_class->name;
    const bool lane = !isa_.lane_file.empty() && cls == isa_.lane_file;
    if (!lane && (isa_.warp_file.empty() || cls != isa_.warp_file)) continue;
    const desc::OperandUse* u = i < v.uses.size() ? &v.uses[i] : nullptr;
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
    const uint64_t m = ExecContext::span(static_cast<unsigned>(mi.ops[t.operand] & (kMaxTrackedRegs - 1)), u.count(sel));
    if (u.reads()) (t.lane ? out.vread : out.uread) |= m;
    if (u.writes()) (t.lane ? out.vwrite : out.uwrite) |= m;
  }
}

}  // namespace simtloom::sim
