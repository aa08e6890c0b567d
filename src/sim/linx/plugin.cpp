// The linx041 plug-in: operand slots and every family's semantics.
#include <cstddef>

#include "sim/linx/common.h"
#include "sim/linx/linx.h"

namespace simtloom::sim::linx {
namespace {

int slot_of(std::string_view n) {
  if (n == "a_idx" || n == "rs" || n == "lr" || n == "cond") return A;
  if (n == "a_ty" || n == "cond_type") return ATY;
  if (n == "b_idx") return B;
  if (n == "b_ty") return BTY;
  if (n == "c_idx") return C;
  if (n == "c_ty") return CTY;
  if (n == "d_idx" || n == "rd") return D;
  if (n == "d_ty") return DTY;
  if (n == "imm" || n == "ssr") return IMM;
  if (n == "target" || n == "body" || n == "else" || n == "join") return TGT;
  if (n == "srt") return SRT;
  if (n == "st") return ST;
  if (n == "dt") return DT;
  if (n == "cc" || n == "bt") return CC;
  if (n == "g") return G;
  if (n == "width") return WID;
  return -1;
}

IsaPlugin make() {
  IsaPlugin p;
  p.target = "linx041";
  p.slot_of = slot_of;
  p.variant_names = isa::linx041::kVariantNames;
  p.variant_count = isa::linx041::kVariantCount;
  p.semantics.assign(p.variant_count, nullptr);
  // LinxISA has no shared memory: an access the engine finds outside it is an access fault.
  p.faults = {trap::illegal_instruction, trap::misaligned_access, trap::access_fault, trap::access_fault,
              trap::stack_overflow,      trap::stack_underflow,   trap::barrier_deadlock, trap::watchdog};
  p.start_warp = start_group;
  // The registers the description's access data names (isa/linx041/target.yaml: classes q and g;
  // the queue entries and pushes of the ridx, rdst, sreg and sdst enums): the queues per lane,
  // the globals per group. LinxISA has no wait instruction: the hardware interlocks.
  p.lane_file = "q";
  p.warp_file = "g";
  p.layout.lane_file = offsetof(LinxWarp, q);
  p.layout.warp_file = offsetof(LinxWarp, R);
  p.layout.lane_words = 2;  // a queue entry is a 64-bit value per lane
  p.interlocked = true;
  register_int(p);
  register_fp(p);
  register_mem(p);
  register_ctrl(p);
  register_std(p);
  register_std_ext(p);
  return p;
}

}  // namespace

const IsaPlugin& plugin() {
  static const IsaPlugin p = make();
  return p;
}

}  // namespace simtloom::sim::linx
