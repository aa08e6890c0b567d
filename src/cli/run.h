// `simtloom run kernel.s --launch kernel.yaml`: assemble, launch on the functional simulator,
// check the results and print statistics.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "sim/engine/watchdog.h"

namespace simtloom::cli {

struct RunArgs {
  std::string input, launch, stats, target = "wisa", isa, mode;
  std::vector<std::string> includes;
  uint64_t max_instructions = sim::kDefaultInstructionBudget;  // the watchdog; 0 = none
  bool fatal_hazards = false, fatal_races = false, no_race_check = false;
  unsigned cores = 4, warp_width = 32;
  // Timing mode (docs/timing.md): --timing, --config gpu.yaml, --trace t.json, --threads N.
  bool timing = false, cores_given = false, threads_given = false;
  unsigned threads = 1;
  std::string config, trace;
};

int cmd_run(const RunArgs& a);

}  // namespace simtloom::cli
