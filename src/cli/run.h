// `simtloom run kernel.s --launch kernel.yaml`: assemble, launch on the functional simulator,
// check the results and print statistics.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace simtloom::cli {

struct RunArgs {
  std::string input, launch, stats, target = "wisa", isa;
  std::vector<std::string> includes;
  uint64_t max_instructions = 0;
  bool fatal_hazards = false;
  unsigned cores = 4, warp_width = 32;
};

int cmd_run(const RunArgs& a);

}  // namespace simtloom::cli
