// The instruction-count watchdog's default budget: an endless loop ends with a report naming
// each warp's pc instead of running until killed. `simtloom run --max-instructions N` raises it;
// 0 lifts it.
#pragma once
#include <cstdint>

namespace simtloom::sim {

constexpr uint64_t kDefaultInstructionBudget = 1'000'000'000;  // warp instructions per launch

}  // namespace simtloom::sim
