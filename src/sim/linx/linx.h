// Running LinxISA 0.41 programs on the SIMT engine. A program is a sequence of blocks: the
// block driver (Machine) walks the headers; a SIMT block's body (found through BTEXT) runs
// over LB0·LB1·LB2 iterations in groups of LaneNum lanes, each group one warp of the engine;
// an FP block's body runs as one lane. Globals R0-R23, the loop registers and the other
// state outside the warps live in LinxState.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "sim/engine/engine.h"
#include "sim/engine/timing.h"
#include "sim/engine/watchdog.h"
#include "sim/linx/state.h"

namespace simtloom::sim::linx {

// The plug-in: every linx041 variant's semantics and operand slots.
const IsaPlugin& plugin();
// The plug-in's launch ABI for one group of a SIMT block (or the one lane of an FP block).
void start_group(Warp& w, const LaunchSpec& spec, const Workgroup& wg);

// The timing model's built-in LinxISA device (src/sim/linx/linx_gpu.yaml over the engine's
// default_gpu.yaml; docs/linx041-sim.md, Timing).
const char* device_yaml();

struct MachineConfig {
  unsigned lane_num = 8;            // LaneNum: lanes of the SIMT block engine (1..32)
  unsigned cores = 1;               // the device's cores (the timing model's)
  TimingModel* timing = nullptr;    // run every body on the timing model (--timing), or null
  uint64_t max_instructions = kDefaultInstructionBudget;  // watchdog per block body, warp instructions; 0 = none
  uint64_t max_blocks = 1000000;    // blocks executed before the run is stopped
};

// One executed block, for reports and tests.
struct BlockRecord {
  uint64_t pc = 0;          // its header
  std::string kind;         // "simt", "fp", "std"
  uint64_t iterations = 0;  // SIMT: LB0·LB1·LB2; FP: 1
  uint64_t instructions = 0, lane_instructions = 0;
};

struct RunResult {
  bool ok = true;
  std::optional<TrapReport> trap;  // a fault inside a body
  std::string error;               // a fault of the block structure (with its pc and source)
  std::vector<BlockRecord> blocks;
  uint64_t instructions = 0, lane_instructions = 0;
  std::vector<std::pair<std::string, uint64_t>> per_unit;  // instructions by unit, every body
  double seconds = 0;
};

class Machine {
 public:
  static std::unique_ptr<Machine> create(const desc::Target& t, MachineConfig cfg, DiagList& d);

  Device& device() { return *dev_; }
  LinxState& state() { return st_; }
  // The timing model's statistics of every body run so far, one after another (--timing).
  const TimingStats& timing_stats() const { return timing_; }
  const MachineConfig& config() const { return cfg_; }
  // Loads the object's code; returns its base address.
  uint64_t load(const obj::Object& o) { return dev_->load_code(o); }
  // Runs the blocks from `entry` until BSTOP, a RET with no caller, or the end of the code.
  RunResult run(uint64_t entry);

 private:
  Machine(const desc::Target& t, MachineConfig cfg) : t_(t), cfg_(cfg), dec_(t) {}
  bool decode(uint64_t pc, codec::MCInst& mi, unsigned& len);
  int64_t operand(const codec::MCInst& mi, std::string_view name) const;
  int scalar_branch_type(const codec::MCInst& mi) const;
  bool run_body(uint64_t entry, uint32_t groups, uint32_t lanes, RunResult& r, BlockRecord& b);
  std::string where(uint64_t pc) const;

  const desc::Target& t_;
  MachineConfig cfg_;
  codec::Decoder dec_;
  std::unique_ptr<Device> dev_;
  LinxState st_;
  TimingStats timing_;
};

}  // namespace simtloom::sim::linx
