// Group 6: sync / CSR / misc (normative: seed 000 and WISA.md).
#include "sim/wisa/common.h"

namespace simtloom::sim::wisa {
namespace {

void nop(X&, const DI&) {}
void sleep_(X& x, const DI& d) { x.sleep(static_cast<uint64_t>(d.op[OFF]) * 64); }
void setprio(X& x, const DI& d) { x.w.prio = static_cast<unsigned>(d.op[OFF]) & 3; }
void barrier(X& x, const DI&) { x.barrier(); }
void icache_inv(X& x, const DI&) {
  x.drain_all();  // serializing
  x.icache_invalidate();
}
void endpgm(X& x, const DI&) { x.end_warp(); }
void trap_insn(X& x, const DI& d) { x.trap(trap::trap, static_cast<uint64_t>(d.op[OFF]), x.w.exec); }
void brk(X& x, const DI&) { x.trap(trap::breakpoint, 0, x.w.exec); }

// waitcnt: one keyed operand per counter, in the counters' order (slots 0..); a counter's
// largest value = do not wait; sm 1 and 2 behave as 0 (the description's c_sm).
void waitcnt(X& x, const DI& d) {
  constexpr unsigned kCounters = sizeof isa::wisa::counter::kMax / sizeof isa::wisa::counter::kMax[0];
  for (unsigned c = 0; c < kCounters; ++c) {
    unsigned n = static_cast<unsigned>(d.op[c]);
    if (n == isa::wisa::counter::kMax[c]) continue;
    if (c == isa::wisa::counter::sm) n = 0;
    x.wait_counter(c, n);
  }
}

// Whether the description lets software write CSR n (its `access: rw`); unknown CSRs are not.
bool writable(const DI& d, unsigned n) {
  const desc::EnumTable* csrs = nullptr;
  for (const auto& o : d.variant->form->operands)
    if (o.name == "csr") csrs = o.type->table;
  const desc::EnumEntry* e = csrs ? csrs->find(uint64_t{n}) : nullptr;
  if (!e) return false;
  auto a = e->attrs.find("access");
  return a != e->attrs.end() && a->second == "rw";
}

// CSRs. Returns false for an unknown number.
bool csr_read(X& x, unsigned n, uint32_t& v) {
  const auto& L = x.launch;
  switch (n) {
    case en::csr::lane_count: v = x.width; return true;
    case en::csr::warp_id: v = x.w.id; return true;
    case en::csr::warp_count: v = x.wg.warp_count; return true;
    case en::csr::wg_id_x: case en::csr::wg_id_y: case en::csr::wg_id_z: v = x.wg.id[n - en::csr::wg_id_x]; return true;
    case en::csr::grid_x: case en::csr::grid_y: case en::csr::grid_z: v = L.grid[n - en::csr::grid_x]; return true;
    case en::csr::wg_size_x: case en::csr::wg_size_y: case en::csr::wg_size_z: v = L.wg[n - en::csr::wg_size_x]; return true;
    case en::csr::core_id: v = x.wg.core; return true;
    case en::csr::core_count: v = x.csr_core_count(); return true;
    case en::csr::cycle: v = static_cast<uint32_t>(x.cycle()); return true;
    case en::csr::cycle_hi: v = static_cast<uint32_t>(x.cycle() >> 32); return true;
    case en::csr::instret: v = static_cast<uint32_t>(x.w.retired); return true;
    case en::csr::instret_hi: v = static_cast<uint32_t>(x.w.retired >> 32); return true;
    case en::csr::exec: v = x.w.exec; return true;
    case en::csr::prio: v = x.w.prio; return true;
    case en::csr::trap_cause: v = state(x.w).trap_cause; return true;
    case en::csr::trap_info: v = state(x.w).trap_info; return true;
    case en::csr::trap_pc: v = state(x.w).trap_pc; return true;
    case en::csr::trap_base: v = state(x.w).trap_base; return true;
    case en::csr::scratch0: case en::csr::scratch1: case en::csr::scratch2: case en::csr::scratch3: v = state(x.w).scratch[n - en::csr::scratch0]; return true;
    case en::csr::fcsr: v = (state(x.w).frm & 7) << 5 | (state(x.w).fflags & 0x1f); return true;
    case en::csr::frm: v = state(x.w).frm & 7; return true;
    case en::csr::fflags: v = state(x.w).fflags & 0x1f; return true;
    default: return false;
  }
}
bool csr_write(X& x, unsigned n, uint32_t v) {
  switch (n) {
    case en::csr::exec: x.w.exec = v & x.w.lanes; return true;
    case en::csr::prio: x.w.prio = v & 3; return true;
    case en::csr::trap_cause: state(x.w).trap_cause = v; return true;
    case en::csr::trap_info: state(x.w).trap_info = v; return true;
    case en::csr::trap_pc: state(x.w).trap_pc = v; return true;
    case en::csr::trap_base: state(x.w).trap_base = v; return true;
    case en::csr::scratch0: case en::csr::scratch1: case en::csr::scratch2: case en::csr::scratch3: state(x.w).scratch[n - en::csr::scratch0] = v; return true;
    case en::csr::fcsr: state(x.w).frm = (v >> 5) & 7; state(x.w).fflags = v & 0x1f; return true;
    case en::csr::frm: state(x.w).frm = v & 7; return true;
    case en::csr::fflags: state(x.w).fflags = v & 0x1f; return true;
    default: return false;  // read-only (the description says which: writable())
  }
}

void csrr(X& x, const DI& d) {
  uint32_t v;
  unsigned n = static_cast<unsigned>(d.op[CSR]);
  if (!csr_read(x, n, v)) return x.trap(trap::csr_access_fault, n, x.w.exec);
  U(x, d, D) = v;
}
// K: 0 write, 1 set, 2 clear; Imm: rs1 is the 6-bit immediate.
template <int K, bool Imm>
void csrw(X& x, const DI& d) {
  unsigned n = static_cast<unsigned>(d.op[CSR]);
  uint32_t src = Imm ? static_cast<uint32_t>(d.op[A]) : U(x, d, A);
  uint32_t old = 0;
  if (!csr_read(x, n, old)) return x.trap(trap::csr_access_fault, n, x.w.exec);
  uint32_t v = K == 0 ? src : K == 1 ? (old | src) : (old & ~src);
  if (!writable(d, n) || !csr_write(x, n, v)) return x.trap(trap::csr_access_fault, n, x.w.exec);
}

}  // namespace

void register_g6(IsaPlugin& p) {
  Semantics<Vid> s{p};
  s[Vid::nop] = nop;
  s[Vid::sleep] = sleep_;
  s[Vid::setprio] = setprio;
  s[Vid::barrier] = barrier;
  s[Vid::icache_inv] = icache_inv;
  s[Vid::waitcnt] = waitcnt;
  s[Vid::endpgm] = endpgm;
  s[Vid::trap] = trap_insn;
  s[Vid::brk] = brk;
  s[Vid::csrr] = csrr;
  s[Vid::csrw] = csrw<0, false>;
  s[Vid::csrs] = csrw<1, false>;
  s[Vid::csrc] = csrw<2, false>;
  s[Vid::csrwi] = csrw<0, true>;
  s[Vid::csrsi] = csrw<1, true>;
  s[Vid::csrci] = csrw<2, true>;
}

}  // namespace simtloom::sim::wisa
