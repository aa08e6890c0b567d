// The cycle-approximate timing model (`simtloom run --timing`): the functional engine's
// semantics driven by a cycle loop. Per core, warp schedulers issue up to issue_width
// instructions a cycle from ready warps (greedy-then-oldest or loose round robin, both
// honouring setprio). A warp is held by the scoreboard (fixed-latency producers in flight),
// waitcnt (counters drain as operations complete), sleep, barriers, serializing (`sz`)
// instructions, instruction-cache misses and unit throughput. Variable-latency results are
// written at completion, and global-memory accesses made then. The cores can be simulated on
// several host threads, with the same results as on one. See docs/timing.md.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "sim/engine/config.h"
#include "sim/engine/engine.h"

namespace simtloom::sim {

// Why a live warp did not issue in a cycle.
enum class Stall : uint8_t {
  Scoreboard,     // a source or destination is written by an in-flight fixed-latency instruction
                  // (or, on an interlocked ISA, by an in-flight variable-latency one)
  Serialization,  // an `sz` instruction waits for its predecessors, or later ones wait for it;
                  // also a terminating instruction draining outstanding operations
  Sleep,
  Barrier,
  Icache,         // instruction-cache miss being filled
  UnitBusy,       // the unit's issue interval has not elapsed
  NotSelected,    // ready, but the scheduler issued other warps
  Waitcnt,        // + counter index
};

struct TimingStats {
  uint64_t cycles = 0, instructions = 0;
  struct Core {
    uint64_t instructions = 0, active_cycles = 0;  // cycles with a resident workgroup
    double ipc = 0;
  };
  std::vector<Core> cores;
  // Warp-cycles by reason ("waitcnt.vm", "scoreboard", ...), in a fixed order.
  std::vector<std::pair<std::string, uint64_t>> stalls;
  // Scheduler-cycles without an issue: live warps but none ready / no warps at all.
  uint64_t no_ready_warp = 0, no_warps = 0, issue_slots = 0, issued_slots = 0;
  struct Unit {
    std::string name;
    uint64_t issued = 0, busy_cycles = 0;
    double utilization = 0;  // busy cycles / (cycles x cores x schedulers)
  };
  std::vector<Unit> units;
  std::vector<std::pair<std::string, uint64_t>> counter_ops, counter_bytes;  // by counter
  uint64_t shared_accesses = 0, bank_conflict_passes = 0;
  uint64_t icache_hits = 0, icache_misses = 0;
  uint64_t trace_events = 0, trace_dropped = 0;

  std::string summary() const;
  std::string json() const;  // one JSON object
  // Adds the statistics of a launch that ran after these on the same device (a block program's
  // bodies run one after another): cycles and counts add up, IPC and utilization are those of
  // the sum.
  void add(const TimingStats& o);
};

// One slice of the trace: an issue (1 cycle) or a stall interval of a warp.
struct TimingTraceEvent {
  uint32_t tid;
  uint16_t core;
  int16_t name;  // >= 0: a stall reason; < 0: -(variant id + 1) for an issue
  uint64_t ts, dur;
};

class TimingModel {
 public:
  explicit TimingModel(TimingConfig cfg) : cfg_(std::move(cfg)) {}
  const TimingConfig& config() const { return cfg_; }
  // Host threads for the next launches (TimingConfig::threads; results do not depend on it).
  void set_threads(unsigned n) { cfg_.threads = n; }
  // Record a Chrome/Perfetto trace during the next launch.
  void enable_trace(bool on) { trace_on_ = on; }
  const TimingStats& stats() const { return stats_; }
  // The recorded trace as trace-event JSON ({"traceEvents": [...]}); "" when not recorded.
  std::string trace_json() const;
  // The threads the last launch ran on.
  unsigned threads_used() const { return threads_used_; }

  // Runs the launch on `dev` (Device::launch calls this when dev.timing is set).
  LaunchResult launch(Device& dev, const LaunchSpec& spec);

 private:
  TimingConfig cfg_;
  bool trace_on_ = false;
  unsigned threads_used_ = 1;
  TimingStats stats_;
  std::vector<TimingTraceEvent> events_;
  struct Track {
    uint32_t tid;
    unsigned core;
    std::string name;  // "wg N warp M"
  };
  std::vector<Track> thread_names_;
  std::vector<std::string> reason_names_, variant_names_;
  friend struct TimingDriver;
};

}  // namespace simtloom::sim
