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
void trap(X& x, const DI& d) { x.trap(2, static_cast<uint64_t>(d.op[OFF]), x.w.exec); }
void brk(X& x, const DI&) { x.trap(3, 0, x.w.exec); }

// waitcnt: vm vst tex ls sm sfu in slots 0..5; all ones = do not wait; sm 1 and 2 behave as 0.
void waitcnt(X& x, const DI& d) {
  static constexpr unsigned kNoWait[6] = {63, 63, 15, 15, 3, 7};
  for (unsigned c = 0; c < 6; ++c) {
    unsigned n = static_cast<unsigned>(d.op[c]);
    if (n == kNoWait[c]) continue;
    if (c == 4) n = 0;
    x.wait_counter(c, n);
  }
}

// CSRs. Returns false for an unknown number.
bool csr_read(X& x, unsigned n, uint32_t& v) {
  const auto& L = x.launch;
  switch (n) {
    case 0x000: v = x.width; return true;
    case 0x001: v = x.w.id; return true;
    case 0x002: v = x.wg.warp_count; return true;
    case 0x004: case 0x005: case 0x006: v = x.wg.id[n - 0x004]; return true;
    case 0x008: case 0x009: case 0x00a: v = L.grid[n - 0x008]; return true;
    case 0x00c: case 0x00d: case 0x00e: v = L.wg[n - 0x00c]; return true;
    case 0x010: v = x.wg.core; return true;
    case 0x011: v = x.csr_core_count(); return true;
    case 0x020: v = static_cast<uint32_t>(x.cycle()); return true;
    case 0x021: v = static_cast<uint32_t>(x.cycle() >> 32); return true;
    case 0x022: v = static_cast<uint32_t>(x.w.retired); return true;
    case 0x023: v = static_cast<uint32_t>(x.w.retired >> 32); return true;
    case 0x100: v = x.w.exec; return true;
    case 0x101: v = x.w.prio; return true;
    case 0x110: v = x.w.trap_cause; return true;
    case 0x111: v = x.w.trap_info; return true;
    case 0x112: v = x.w.trap_pc; return true;
    case 0x113: v = x.w.trap_base; return true;
    case 0x120: case 0x121: case 0x122: case 0x123: v = x.w.scratch[n - 0x120]; return true;
    case 0x130: v = (x.w.frm & 7) << 5 | (x.w.fflags & 0x1f); return true;
    case 0x131: v = x.w.frm & 7; return true;
    case 0x132: v = x.w.fflags & 0x1f; return true;
    default: return false;
  }
}
bool csr_write(X& x, unsigned n, uint32_t v) {
  switch (n) {
    case 0x100: x.w.exec = v & x.w.lanes; return true;
    case 0x101: x.w.prio = v & 3; return true;
    case 0x110: x.w.trap_cause = v; return true;
    case 0x111: x.w.trap_info = v; return true;
    case 0x112: x.w.trap_pc = v; return true;
    case 0x113: x.w.trap_base = v; return true;
    case 0x120: case 0x121: case 0x122: case 0x123: x.w.scratch[n - 0x120] = v; return true;
    case 0x130: x.w.frm = (v >> 5) & 7; x.w.fflags = v & 0x1f; return true;
    case 0x131: x.w.frm = v & 7; return true;
    case 0x132: x.w.fflags = v & 0x1f; return true;
    default: return false;  // unknown or read-only
  }
}

void csrr(X& x, const DI& d) {
  uint32_t v;
  unsigned n = static_cast<unsigned>(d.op[CSR]);
  if (!csr_read(x, n, v)) return x.trap(9, n, x.w.exec);
  U(x, d, D) = v;
}
// K: 0 write, 1 set, 2 clear; Imm: rs1 is the 6-bit immediate.
template <int K, bool Imm>
void csrw(X& x, const DI& d) {
  unsigned n = static_cast<unsigned>(d.op[CSR]);
  uint32_t src = Imm ? static_cast<uint32_t>(d.op[A]) : U(x, d, A);
  uint32_t old = 0;
  if (!csr_read(x, n, old)) return x.trap(9, n, x.w.exec);
  uint32_t v = K == 0 ? src : K == 1 ? (old | src) : (old & ~src);
  if (!csr_write(x, n, v)) return x.trap(9, n, x.w.exec);
}

}  // namespace

void register_g6(IsaPlugin& p) {
  auto& s = p.semantics;
  s["nop"] = nop;
  s["sleep"] = sleep_;
  s["setprio"] = setprio;
  s["barrier"] = barrier;
  s["icache.inv"] = icache_inv;
  s["waitcnt"] = waitcnt;
  s["endpgm"] = endpgm;
  s["trap"] = trap;
  s["brk"] = brk;
  s["csrr"] = csrr;
  s["csrw"] = csrw<0, false>;
  s["csrs"] = csrw<1, false>;
  s["csrc"] = csrw<2, false>;
  s["csrwi"] = csrw<0, true>;
  s["csrsi"] = csrw<1, true>;
  s["csrci"] = csrw<2, true>;
}

}  // namespace simtloom::sim::wisa
