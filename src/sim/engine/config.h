// The timing model's device configuration: parsed from YAML (src/sim/engine/default_gpu.yaml is
// compiled in and documents every key; a user file overrides any subset of it).
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace simtloom::sim {

struct TimingConfig {
  enum class Policy { GTO, LRR };
  unsigned cores = 4;
  unsigned workgroups_per_core = 2;
  unsigned schedulers = 4;  // per core
  Policy policy = Policy::GTO;
  unsigned issue_width = 1;
  // A SIMD's lanes (0: any warp in one pass): an instruction of a `lane_units` unit takes
  // ceil(warp width / simd_lanes) passes, its issue interval that many times the unit's (RDNA3's
  // wave64 on a SIMD32: two passes of the VALU; scalar units take one).
  unsigned simd_lanes = 0;
  std::vector<std::string> lane_units;
  unsigned default_interval = 1;
  std::map<std::string, unsigned> unit_interval;     // by unit name
  std::map<std::string, unsigned> latency_override;  // by variant name
  // Where each of those names was written ("line L, column C"), for the check that they name a
  // unit / variant of the target (which the configuration does not know).
  std::map<std::string, std::string> unit_where, lane_unit_where, override_where;
  unsigned global_latency = 300, shared_latency = 24, scalar_latency = 60, texture_latency = 400, sfu_latency = 20;
  unsigned global_bytes_per_cycle = 64;
  unsigned shared_banks = 32, bank_bytes = 4, conflict_cycles = 2;
  std::map<std::string, std::string> counter_memory;  // counter name -> global|shared|scalar|texture|sfu
  unsigned icache_bytes = 16384, icache_line = 64, icache_miss = 30;
  unsigned sleep_quantum = 64;
  uint64_t trace_event_limit = 1000000;
  // Host threads that simulate the cores (0: one per hardware thread, at most one per core).
  // Results do not depend on it (docs/timing.md, "Threads").
  unsigned threads = 1;

  // The latency of the memory kind a counter maps to (global when unmapped).
  unsigned counter_latency(const std::string& counter) const;
};

// The text of the built-in default configuration.
const char* default_gpu_yaml();
// Parses `text` over the defaults into `out`; false with a message in `err` on a bad key/value.
bool parse_timing_config(const std::string& text, const std::string& name, TimingConfig& out, std::string& err);
// The built-in defaults.
TimingConfig default_timing_config();

}  // namespace simtloom::sim
