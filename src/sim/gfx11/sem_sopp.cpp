// Program control (SOPP and the SOPK waits): branches on SCC, VCC and EXEC, the end of the
// program, barriers, traps, and the instructions that only schedule (waits, delays, clauses,
// hints), which functional simulation completes at once.
#include "sim/gfx11/common.h"

namespace simtloom::sim::gfx11 {
namespace {

inline void branch_if(X& x, const DI& d, bool take) {
  if (take) x.next_pc = x.w.pc + static_cast<uint64_t>(d.op[IMM]);
}
void s_branch(X& x, const DI& d) { branch_if(x, d, true); }
void s_cbranch_scc0(X& x, const DI& d) { branch_if(x, d, (state(x.w).scc & 1) == 0); }
void s_cbranch_scc1(X& x, const DI& d) { branch_if(x, d, (state(x.w).scc & 1) != 0); }
void s_cbranch_vccz(X& x, const DI& d) { branch_if(x, d, vcc(x) == 0); }
void s_cbranch_vccnz(X& x, const DI& d) { branch_if(x, d, vcc(x) != 0); }
void s_cbranch_execz(X& x, const DI& d) { branch_if(x, d, x.w.exec == 0); }
void s_cbranch_execnz(X& x, const DI& d) { branch_if(x, d, x.w.exec != 0); }
void s_call_b64(X& x, const DI& d) {
  sset64(x, code_of(d.op[SDST]), x.w.pc + d.length);
  x.next_pc = x.w.pc + static_cast<uint64_t>(d.op[IMM]);
}
void s_endpgm(X& x, const DI&) { x.end_warp(); }
void s_barrier(X& x, const DI&) { x.barrier(); }
void s_trap(X& x, const DI& d) { x.trap(trap::s_trap, static_cast<uint64_t>(d.op[IMM] & 0xff)); }
// s_sleep N: about 64 * N clocks.
void s_sleep(X& x, const DI& d) { x.sleep(uint64_t{static_cast<uint64_t>(d.op[IMM]) & 0x7f} * 64); }
void s_icache_inv(X& x, const DI&) { x.icache_invalidate(); }
// s_waitcnt: vmcnt in simm16[15:10], lgkmcnt [9:4], expcnt [2:0] (the description's waitcnt
// operand type); each counter waits until at most that many of its operations are outstanding.
void s_waitcnt(X& x, const DI& d) {
  const auto v = static_cast<uint32_t>(d.op[IMM]);
  x.wait_counter(counter::vm, (v >> 10) & 63);
  x.wait_counter(counter::lgkm, (v >> 4) & 63);
  x.wait_counter(counter::exp, v & 7);
}
// The SOPK forms: the counter at most simm16 (the scalar register reads as null).
template <unsigned C>
void s_waitcnt_k(X& x, const DI& d) { x.wait_counter(C, static_cast<uint32_t>(d.op[IMM]) & 0xffff); }
// Waits, delays, clauses, priorities, prefetch hints and messages without an effect the
// simulated memory can observe (MSG_DEALLOC_VGPRS before s_endpgm).
void no_effect(X&, const DI&) {}

}  // namespace

void register_sopp(IsaPlugin& p) {
  Semantics<Vid> s{p};
  s[Vid::s_branch] = s_branch;
  s[Vid::s_cbranch_scc0] = s_cbranch_scc0;
  s[Vid::s_cbranch_scc1] = s_cbranch_scc1;
  s[Vid::s_cbranch_vccz] = s_cbranch_vccz;
  s[Vid::s_cbranch_vccnz] = s_cbranch_vccnz;
  s[Vid::s_cbranch_execz] = s_cbranch_execz;
  s[Vid::s_cbranch_execnz] = s_cbranch_execnz;
  s[Vid::s_call_b64] = s_call_b64;
  s[Vid::s_endpgm] = s_endpgm;
  s[Vid::s_barrier] = s_barrier;
  s[Vid::s_trap] = s_trap;
  s[Vid::s_sleep] = s_sleep;
  s[Vid::s_icache_inv] = s_icache_inv;
  s[Vid::s_waitcnt] = s_waitcnt;
  s[Vid::s_waitcnt_vscnt] = s_waitcnt_k<counter::vs>;
  s[Vid::s_waitcnt_vmcnt] = s_waitcnt_k<counter::vm>;
  s[Vid::s_waitcnt_expcnt] = s_waitcnt_k<counter::exp>;
  s[Vid::s_waitcnt_lgkmcnt] = s_waitcnt_k<counter::lgkm>;
  for (Vid v : {Vid::s_nop, Vid::s_waitcnt_depctr, Vid::s_delay_alu, Vid::s_clause, Vid::s_sendmsg, Vid::s_setprio, Vid::s_set_inst_prefetch_distance,
                Vid::s_wait_idle, Vid::s_incperflevel, Vid::s_decperflevel, Vid::s_ttracedata, Vid::s_ttracedata_imm, Vid::s_round_mode,
                Vid::s_denorm_mode, Vid::s_dcache_inv, Vid::s_gl1_inv})
    s[v] = no_effect;
}

}  // namespace simtloom::sim::gfx11
