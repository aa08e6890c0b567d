// LinxISA state outside the SIMT engine's warps: the global registers R0-R23, the loop
// registers, LaneNum, the pending reductions of the running SIMT block, the global queues
// (GQM) of qpush/qpop and the allocations of alloc/free. One LinxState belongs to one
// linx::Machine; the semantics reach it through LaunchSpec::isa_state.
#pragma once
#include <cstdint>
#include <deque>
#include <map>

#include "sim/engine/engine.h"

namespace simtloom::sim::linx {

constexpr unsigned kGlobals = 24;
// The most lanes a SIMT block runs in (LaneNum): the engine's warps have up to kMaxLanes, the
// LinxISA runner keeps to 32.
constexpr unsigned kMaxLinxLanes = 32;
constexpr unsigned kQueueDepth = 8;  // entries of each of T, U, M, N (scalar blocks see 4)
constexpr unsigned kGqmCapacity = 16;  // entries of one global queue before qpush reports full

enum class BlockKind : uint8_t { Simt, Scalar };

// A warp's (one group's) own state, in the engine's Warp::isa block: the per-lane T, U, M, N
// queues, queue q entry e (0 = most recent) of a lane a 64-bit value in q[q][e][lane], and the
// group's copy of the globals R0-R23 (LinxState::R at the body's start; a scalar body's writes
// go to both). The engine tracks them as its two register files (the description's classes q
// and g): entry e of queue q is rows 2(8q+e) and 2(8q+e)+1 of q (lanes 0-31 and 32-63), and
// global n is registers 2n (low half) and 2n+1 of g.
struct LinxWarp {
  alignas(64) uint64_t q[4][kQueueDepth][kMaxLanes];
  uint64_t R[kGlobals];
};

struct LinxState {
  uint64_t R[kGlobals] = {};
  uint64_t LB[3] = {1, 1, 1};
  unsigned lane_num = 8;
  BlockKind block = BlockKind::Scalar;
  // Reductions of the running SIMT block: folded over lanes and groups in order, written to
  // R at the block's end (globals are read-only inside a SIMT block).
  uint64_t red[kGlobals] = {};
  uint32_t red_set = 0;
  // The pc where the running body stopped (the next block header), or 0 when it ran off
  // the end of the code.
  uint64_t exit_pc = 0;
  // The running scalar block's condition (setc: a COND block branches when it holds at the
  // block end) and the target setc.tgt set for IND / ICALL blocks.
  bool cond = false;
  uint64_t tgt = 0;
  bool tgt_set = false;
  uint64_t cssr[3] = {};  // TP, GP, CP (c.ssrget)
  // The reservation of the last lr.<size> (standard blocks run one lane, so one reservation):
  // sc.<size> stores only while it covers exactly its bytes; resv_bytes 0 = none.
  uint64_t resv_addr = 0;
  unsigned resv_bytes = 0;
  std::map<uint64_t, std::deque<uint64_t>> gqm;
  std::map<uint64_t, uint64_t> heap;  // base -> size of live alloc blocks
};

}  // namespace simtloom::sim::linx
