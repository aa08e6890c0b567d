// Register use from the description: which registers of the tracked files a decoded instruction
// reads and writes, resolved once per decoded instruction from the variant's operand access data
// (desc::OperandUse) and the decoded operand values.
#include <type_traits>

#include <fmt/format.h>

#include "codec/source.h"
#include "sim/engine/engine.h"

namespace simtloom::sim {

// At load: the register operands of the two tracked files, each with its access. A register
// operand of a tracked file without access is an error naming it (no guessing).
bool Device::bind_uses(const desc::Variant& v, DiagList& d) {
  auto& recs = uses_[v.id];
  bool ok = true;
  for (size_t i = 0; i < v.form->operands.size(); ++i) {
    const desc::OperandSlot& o = v.form->operands[i];
    bool lane = false;
    const desc::EnumTable* names = o.type->kind == desc::OperandKind::Enum && o.type->table && o.type->table->names_registers() ? o.type->table : nullptr;
    if (names) {
      // Each value names registers of its own class (or none): resolved per decoded value.
      bool tracked = false;
      for (const auto& e : names->entries)
        tracked |= e.names.count && (e.names.cls->name == isa_.lane_file || e.names.cls->name == isa_.warp_file);
      if (!tracked) continue;
    } else if (isa_.files_are_sources) {
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
    recs.push_back({static_cast<uint8_t>(i), lane, u, names});
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
    unsigned count = u.count(sel), shift = 0;
    bool lane = t.lane;
    if (t.names) {
      const desc::EnumEntry* e = t.names->find(static_cast<uint64_t>(value));
      if (!e || !e->names.count) continue;
      lane = e->names.cls->name == isa_.lane_file;
      if (!lane && e->names.cls->name != isa_.warp_file) continue;
      reg = e->names.first;
      count = e->names.count;
      shift = e->names.shift;
    } else if (isa_.files_are_sources) {
      if (codec::is_literal(value)) continue;
      const unsigned code = static_cast<unsigned>(codec::src_plain(value));
      const desc::SourceRange* r = t_.sources.at(code);
      if (!r || r->kind != desc::SourceRange::Reg) continue;
      lane = r->prefix == isa_.lane_file;
      if (!lane && r->prefix != isa_.warp_file) continue;
      unsigned index = code - r->first;
      // A true16 half (gfx11's v5.h: the codes of the high halves follow the low ones') is a
      // use of its whole register, as the lint sees it (analysis/program.cpp).
      if (const desc::OperandType& ty = *out.variant->form->operands[t.operand].type; !ty.src_halves.empty() && r->prefix == ty.src_halves)
        index %= (r->last - r->first + 1) / 2;
      reg = r->base + index;
    }
    // A shifting write (a queue push) also reads what it moves.
    auto add = [&](auto& read, auto& write) {
      std::remove_reference_t<decltype(read)> m, moved;
      const unsigned regs = lane ? lane_regs_ : warp_regs_;
      m.add(reg, count, regs);
      if (shift && u.writes()) moved.add(reg, count - shift, regs);
      if (u.reads()) read |= m;
      if (u.writes()) write |= m;
      read |= moved;
    };
    if (lane) add(out.vread, out.vwrite);
    else add(out.uread, out.uwrite);
  }
  // Registers the variant uses without an operand (desc::Variant::implicit).
  for (const desc::Variant::ImplicitUse& iu : out.variant->implicit) {
    const desc::EnumRegs& n = iu.regs;
    const bool lane = n.cls->name == isa_.lane_file;
    if (!lane && n.cls->name != isa_.warp_file) continue;
    const bool reads = (static_cast<unsigned>(iu.access) & 1) != 0, writes = (static_cast<unsigned>(iu.access) & 2) != 0;
    auto add = [&](auto& read, auto& write) {
      std::remove_reference_t<decltype(read)> m, moved;
      const unsigned regs = lane ? lane_regs_ : warp_regs_;
      m.add(n.first, n.count, regs);
      if (n.shift && writes) moved.add(n.first, n.count - n.shift, regs);
      if (reads) read |= m;
      if (writes) write |= m;
      read |= moved;
    };
    if (lane) add(out.vread, out.vwrite);
    else add(out.uread, out.uwrite);
  }
  out.vuse = out.vread | out.vwrite;
  out.uuse = out.uread | out.uwrite;
  out.vwords = static_cast<uint8_t>(out.vuse.words());
  out.uwords = static_cast<uint8_t>(out.uuse.words());
}

}  // namespace simtloom::sim
