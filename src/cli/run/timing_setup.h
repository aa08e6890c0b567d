// The device options of the command line for the runners that use the engine's timing model
// (docs/timing.md): --timing, --config, --trace, --threads, --cores.
#pragma once
#include <memory>

#include "cli/run.h"
#include "cli/run/runner.h"
#include "sim/engine/timing.h"

namespace simtloom::cli::run {

// Whether the command line asks for the timing model.
bool wants_timing(const RunArgs& a);
// --cores within 1..kMaxCores when given; --threads only with the timing model.
bool check_cores(const RunArgs& a, DiagList& d);
// The timing model for the command line's options; null after an error. `device`: a target's own
// default device (YAML over the engine's default_gpu.yaml), or null.
std::unique_ptr<sim::TimingModel> make_timing_model(const RunArgs& a, DiagList& d, const char* device = nullptr);
// The configuration's unit names and latency_overrides variant names are the target's.
bool check_timing_names(const sim::TimingConfig& c, const std::string& config, const std::vector<std::string>& units, const desc::Target& t,
                        DiagList& d);
// The timing model's statistics and trace after a run, into the outcome.
void add_timing_results(const sim::TimingModel& tm, bool trace, RunOutcome& o);

}  // namespace simtloom::cli::run
