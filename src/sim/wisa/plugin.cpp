// The wisa plug-in: operand slots, the register files the engine tracks, and every group's semantics.
#include <cstddef>
#include <cstring>
#include <new>
#include <string>

#include "sim/wisa/common.h"
#include "sim/wisa/wisa.h"

namespace simtloom::sim::wisa {
namespace {

int slot_of(std::string_view n) {
  if (n == "d" || n == "pd" || n == "rd") return D;
  if (n == "a" || n == "pa" || n == "rs1") return A;
  if (n == "b" || n == "pb" || n == "img" || n == "pos") return B;
  if (n == "c" || n == "len") return C;
  if (n == "e") return E;
  if (n == "p") return P;
  if (n == "off" || n == "t" || n == "else" || n == "imm") return OFF;
  if (n == "join") return JOIN;
  if (n == "sz" || n == "ty") return TY;
  if (n == "cond" || n == "op" || n == "dt") return OP;
  if (n == "st") return ST;
  if (n == "rm") return RM;
  if (n == "sat") return SAT;
  if (n == "csr") return CSR;
  if (n == "vm") return 0;
  if (n == "vst") return 1;
  if (n == "tex") return 2;
  if (n == "ls") return 3;
  if (n == "sm") return 4;
  if (n == "sfu") return 5;
  return -1;
}

// The launch ABI: registers zero but pt (p7, all lanes true), u0:u1 = the argument block.
void start_warp(Warp& w, const LaunchSpec& spec, const Workgroup&) {
  // Default-initialized, then the files cleared with fixed-size memsets: the compiler writes
  // those as vector stores (value-initializing the whole struct calls memset, 8x the
  // instructions at every warp start).
  WisaWarp& s = *new (w.isa) WisaWarp;
  std::memset(s.v, 0, sizeof s.v);
  std::memset(s.u, 0, sizeof s.u);
  std::memset(s.p, 0, sizeof s.p);
  std::memset(s.scratch, 0, sizeof s.scratch);
  s.p[kPRegs - 1] = ~0u;
  s.u[0] = static_cast<uint32_t>(spec.arg_addr);
  s.u[1] = static_cast<uint32_t>(spec.arg_addr >> 32);
}

// The trap vector (CSR trap_base): a fault or trap instruction saves its cause, info and pc in
// the trap CSRs and continues at trap_base; without one the launch stops with a report.
bool enter_trap(Warp& w, unsigned cause, uint64_t info) {
  WisaWarp& s = state(w);
  if (s.trap_base == 0) return false;
  s.trap_cause = cause;
  s.trap_info = static_cast<uint32_t>(info);
  s.trap_pc = static_cast<uint32_t>(w.pc);
  w.pc = s.trap_base;
  return true;
}

IsaPlugin make() {
  IsaPlugin p;
  p.target = "wisa";
  p.slot_of = slot_of;
  p.variant_names = isa::wisa::kVariantNames;
  p.variant_count = isa::wisa::kVariantCount;
  p.semantics.assign(p.variant_count, nullptr);
  p.faults = {trap::illegal_instruction, trap::misaligned_access, trap::access_fault, trap::shared_out_of_range,
              trap::stack_overflow,      trap::stack_underflow,   trap::barrier_deadlock, trap::watchdog};
  p.lane_file = "v";
  p.warp_file = "u";
  p.layout = {offsetof(WisaWarp, v), offsetof(WisaWarp, u), offsetof(WisaWarp, p), sizeof(WisaWarp) - offsetof(WisaWarp, p)};
  p.layout.lane_stride = kMaxWisaLanes;  // its rows are 32 lanes wide
  p.start_warp = start_warp;
  p.enter_trap = enter_trap;
  register_g1(p);
  register_g2(p);
  register_g3(p);
  register_g4(p);
  register_g5(p);
  register_g6(p);
  return p;
}

}  // namespace

const IsaPlugin& plugin() {
  static const IsaPlugin p = make();
  return p;
}

}  // namespace simtloom::sim::wisa
