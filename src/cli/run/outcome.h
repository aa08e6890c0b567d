// Converting the engine's launch result into the report's plain RunOutcome (for the runners).
#pragma once
#include "cli/run/runner.h"
#include "sim/engine/engine.h"

namespace simtloom::cli::run {

inline RunOutcome outcome_of(const sim::LaunchResult& r) {
  RunOutcome o;
  o.ok = r.ok;
  if (r.trap) {
    o.trap_text = r.trap->render();
    o.trap = RunOutcome::Trap{r.trap->cause, r.trap->name, r.trap->info, r.trap->pc, r.trap->source};
  }
  for (const auto& h : r.hazards) o.hazards.push_back({h.pc, h.source, h.insn, h.what, h.count});
  o.instructions = r.stats.instructions;
  o.lane_instructions = r.stats.lane_instructions;
  o.workgroups = r.stats.workgroups;
  o.warps = r.stats.warps;
  o.per_unit = r.stats.per_unit;
  o.seconds = r.stats.seconds;
  return o;
}

}  // namespace simtloom::cli::run
