// The timing model's per-core simulation, internal to src/sim/engine/timing*.cpp: one core's
// state and its cycle loop, run one epoch at a time. While an epoch runs a core writes only its
// own state (global memory is written at epoch boundaries, see Completion::deferred), which is
// what lets the driver (timing.cpp) run the cores of a device on several threads with the same
// results as one. docs/timing.md, "Threads", gives the argument.
#pragma once
#include <array>
#include <cstdint>
#include <queue>
#include <string>
#include <vector>

#include "sim/engine/config.h"
#include "sim/engine/engine.h"
#include "sim/engine/timing.h"

namespace simtloom::sim::timing_detail {

constexpr uint64_t kNever = ~uint64_t{0};
constexpr uint64_t kNoPc = ~uint64_t{0};
constexpr int kSkip = -2, kReady = -1;

enum class MemKind : uint8_t { Global, Shared, Scalar, Texture, Sfu };

// The configuration as tables, shared read-only by every core.
struct Tables {
  Tables(Device& d, const LaunchSpec& s, const TimingConfig& c, bool trace);
  Device& dev;
  const LaunchSpec& spec;
  const TimingConfig& cfg;
  bool trace;
  bool interlocked = false;  // IsaPlugin::interlocked, read on every blocked() of a ready warp
  unsigned ncores = 1, nwarps = 0, nunits = 0, ncounters = 0, nsets = 1, nreasons = 0;
  // The 32-bit words of a per-lane register's row that the warps use (their lanes times the
  // plug-in's IsaPlugin::Layout::lane_words, at most kMaxLanes), those words' bytes and a mask of
  // them: completions copy and compare that much of a row, not all of it.
  unsigned row_words = 32;
  size_t row_bytes = 4 * 32;
  LaneMask all = lanes_below(32);
  unsigned line_shift = 6;  // icache line = pc >> line_shift (0: pc / line bytes, not a power of two)
  uint64_t set_mask = 0;    // set = line & set_mask when the sets are a power of two, else line % nsets
  std::vector<unsigned> latency;   // by variant id (fixed latency, or 1)
  std::vector<uint8_t> sz, tm;     // by variant id
  std::vector<unsigned> interval;  // by unit
  std::vector<unsigned> counter_lat;
  std::vector<MemKind> counter_kind;
  std::vector<unsigned> counter_max;
  // Cycles per epoch: at most the latency of the global-memory counters, so that a write issued
  // in one epoch completes in a later one.
  uint64_t epoch = 1;
  unsigned watchdog_cause = 0;
};

// Timing state of a warp beside its architectural state (Warp).
struct TWarp {
  uint64_t busy_until = 0, sz_until = 0, fetch_ready = 0;
  uint64_t last_done[kMaxCounters] = {};
  uint16_t need[kMaxCounters] = {};
  // Global-memory writes issued and not yet completed: an interlocked ISA's next memory access
  // waits for them (its loads see the warp's own earlier stores).
  uint32_t writes_out = 0;
  bool holding = false;
  uint64_t age = 0;
  uint32_t tid = 0;
  int reason = kReady;  // the open stall slice's reason (kReady: none)
  uint64_t reason_start = 0;
  // status() remembers what blocked() said until `until` (kNever: until an event, which resets
  // it to 0).
  int cached = kReady;
  uint64_t until = 0;
  // What blocked() needs of the next instruction, computed once per pc: it changes only when the
  // warp issues (or an icache.inv drops the decoded instructions).
  uint64_t pc = kNoPc;
  const DecodedInsn* d = nullptr;  // null: the fetch faults (issuing it reports the trap)
  uint64_t line = 0, sb_ready = 0;
  uint32_t set = 0;
  // The scoreboard: the cycle each register is written. Last, so that starting a warp clears
  // only the registers its files have (Device::lane_regs / warp_regs), not 3 KiB.
  uint64_t ready_v[kMaxLaneRegs], ready_u[kMaxWarpRegs];
};

struct Resident {
  bool active = false;
  uint32_t gen = 0;
  Workgroup wg;
  std::vector<Warp> warps;
  std::vector<TWarp> tw;
  std::vector<SharedShadow> shadow;
  uint64_t inflight = 0;
};

// A per-lane register's row, of which a completion fills and reads Tables::row_bytes only: not
// cleared when made (a wave32's half of a 64-lane row would be cleared for nothing).
struct Row {
  uint32_t w[kMaxLanes];
  Row() {}
  uint32_t* data() { return w; }
  const uint32_t* data() const { return w; }
  uint32_t& operator[](size_t i) { return w[i]; }
  const uint32_t& operator[](size_t i) const { return w[i]; }
};

// A variable-latency instruction in flight: its results, written at completion.
struct Completion {
  unsigned slot = 0, warp = 0;
  uint32_t gen = 0;
  int counter = -1;
  LaneMask lanes = 0;
  std::vector<std::pair<uint8_t, Row>> v;
  std::vector<std::pair<uint8_t, uint32_t>> u;
  // An instruction that writes global memory makes its accesses at the epoch boundary before it
  // completes, in (completion cycle, core, issue order) order: it runs again then, on the
  // operands it had at issue. `v` and `u` hold the destinations' old values until then.
  bool deferred = false;
  DecodedInsn insn;
  uint64_t pc = 0;
  LaneMask exec = 0, all_lanes = 0;
  std::byte other[kMaxOtherStateBytes];  // the plug-in's other state at issue (IsaPlugin::Layout::other)
  std::vector<std::pair<uint8_t, Row>> in_v;  // source rows that are not destinations
  std::vector<std::pair<uint8_t, uint32_t>> in_u;
};

using TraceEvent = TimingTraceEvent;

struct TrackName {
  uint32_t tid;
  unsigned core;
  std::string name;  // "wg N warp M"
};

// A deferred write waiting for its boundary.
struct DeferredRef {
  uint64_t at, seq;
  size_t idx;
};

class CoreSim {
 public:
  CoreSim(const Tables& t, unsigned index);

  // Simulates cycles up to `end` (exclusive), or until the core has no more work or stops.
  void run_epoch(uint64_t end);
  // Makes the deferred writes of pool entry `idx` on memory (the boundary calls it), with
  // `scratch` as the warp it runs in.
  void perform(size_t idx, Warp& scratch, Allocation*& hint);
  // Closes the open stall slices (the launch ends).
  void close();

  unsigned index;
  // The flat workgroup ids this core runs, in launch order: first, first + step, ... below end
  // (computed, not stored: a grid of 2^31 workgroups would otherwise take 16 GiB up front).
  struct WorkgroupSequence {
    uint64_t next = 0, step = 1, end = 0;
    bool empty() const { return next >= end; }
    uint64_t front() const { return next; }
    void pop_front() { next += step; }
  } queue;
  bool done = false, stopped = false;
  uint64_t now = 0, end_cycle = 0;
  uint64_t watchdog_base = 0;  // instructions of every core before this epoch
  bool record = false;         // trace events this epoch
  // Produced during an epoch, collected by the boundary.
  std::vector<DeferredRef> deferred;
  std::vector<TraceEvent> events;
  std::vector<TrackName> names;
  uint64_t issued_epoch = 0;
  // Results.
  LaunchResult r;
  ReportSink sink;
  struct Counters {
    uint64_t instructions = 0, active_cycles = 0, no_ready_warp = 0, no_warps = 0, issued_slots = 0;
    uint64_t icache_misses = 0, shared_accesses = 0, bank_conflict_passes = 0;
    std::vector<uint64_t> stall, unit_issued, unit_busy, cnt_ops, cnt_bytes;
  } n;

 private:
  struct Cand {
    uint16_t slot, warp;
    int reason;
  };
  static int64_t key(const Cand& c) { return int64_t{c.slot} * 1024 + c.warp; }  // lrr's order, gto's "last warp"
  void step(uint64_t end);
  void dispatch();
  void complete(size_t idx);
  void prepare(Resident& R, unsigned i);
  int status(Resident& R, unsigned i, unsigned s, uint64_t& next);
  int blocked(Resident& R, unsigned i, uint64_t& next);
  // What makes remembered statuses stale: the warp's own completions and issues, a barrier
  // release in its workgroup, any change of the instruction cache's tags, a new workgroup.
  void invalidate(Resident& R, unsigned i) {
    R.tw[i].until = 0;
    sched_stale[i % cfg.schedulers] = 1;
  }
  void invalidate_all();
  int pick(unsigned s);
  bool issue(unsigned s, unsigned slot, unsigned i);
  bool unsupported(ExecContext& x, const char* what);
  void set_reason(TWarp& t, int reason);
  void event(const TWarp& t, int name, uint64_t ts, uint64_t dur) {
    if (record && dur) events.push_back({t.tid, static_cast<uint16_t>(index), static_cast<int16_t>(name), ts, dur});
  }
  size_t take_completion();
  void release_completion(size_t idx);

  const Tables& T;
  Device& dev;
  const LaunchSpec& spec;
  const TimingConfig& cfg;
  std::vector<Resident> slots;
  std::vector<uint64_t> tags;       // icache: line + 1 per set, 0 = empty
  uint64_t port_free = 0;
  std::vector<uint64_t> unit_free;  // [scheduler * nunits + unit]
  std::vector<int64_t> last;        // per scheduler: key of the last warp issued
  // Per scheduler: nothing to look at before sched_until unless sched_stale (then no warp of it
  // can issue, and its warps' stall reasons stay as they are).
  std::vector<uint64_t> sched_until;
  std::vector<uint8_t> sched_stale, sched_live;
  std::vector<Cand> cand;  // the scheduler's live warps this cycle: the first ncand
  unsigned ncand = 0;
  std::vector<Completion> pool;
  std::vector<size_t> free_pool;
  struct HeapItem {
    uint64_t at, seq;
    size_t idx;
    bool operator>(const HeapItem& o) const { return at != o.at ? at > o.at : seq > o.seq; }
  };
  std::priority_queue<HeapItem, std::vector<HeapItem>, std::greater<>> heap;
  uint64_t seq = 0, next_age = 0, wg_serial = 0, epoch_end = 0;
  Allocation* hint = nullptr;
  alignas(16) uint8_t dry[kMaxLanes * 16];
};

}  // namespace simtloom::sim::timing_detail
