#include "cli/run/timing_setup.h"

#include <algorithm>
#include <map>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "cli/run/data_file.h"
#include "cli/run/limits.h"

namespace simtloom::cli::run {

bool wants_timing(const RunArgs& a) { return a.timing || !a.config.empty() || !a.trace.empty() || a.threads_given; }

bool check_cores(const RunArgs& a, DiagList& d) {
  bool ok = true;
  if (a.cores_given && (a.cores < 1 || a.cores > kMaxCores)) {
    d.error({"<command line>", 0, 0}, fmt::format("--cores {} is out of range", a.cores), {}, fmt::format("simulate 1 to {} cores", kMaxCores));
    ok = false;
  }
  // --threads changes how the timing model runs, not what is run: on its own it would turn the
  // timing model on unasked.
  if (a.threads_given && !a.timing && a.config.empty() && a.trace.empty()) {
    d.error({"<command line>", 0, 0}, fmt::format("--threads {} sets the host threads of the timing model, which this run does not use", a.threads),
            {}, "add --timing to run the timing model, or leave --threads out");
    ok = false;
  }
  return ok;
}

std::unique_ptr<sim::TimingModel> make_timing_model(const RunArgs& a, DiagList& d, const char* device) {
  sim::TimingConfig tc = sim::default_timing_config();
  if (device) {
    // A target's own device names its own units: the engine default's (wisa's sfu, tex) go.
    tc.unit_interval.clear();
    tc.latency_override.clear();
    tc.unit_where.clear();
    tc.lane_units.clear();
    tc.lane_unit_where.clear();
    tc.override_where.clear();
    std::string err;
    if (!sim::parse_timing_config(device, "<the target's built-in device>", tc, err)) {
      d.error({"<simulator>", 0, 0}, err);
      return nullptr;
    }
  }
  if (!a.config.empty()) {
    constexpr uint64_t kMaxConfigBytes = 16 << 20;
    DataFile f;
    std::string err = read_data_file(a.config, kMaxConfigBytes, f);
    if (err.empty() && f.longer) err = fmt::format("'{}' is larger than a device configuration can be ({})", a.config, size_text(kMaxConfigBytes));
    if (err.empty()) sim::parse_timing_config(std::string(f.bytes.begin(), f.bytes.end()), a.config, tc, err);
    if (!err.empty()) {
      d.error({a.config, 0, 0}, err);
      return nullptr;
    }
  }
  if (a.cores_given) tc.cores = a.cores;
  if (a.threads_given) tc.threads = a.threads;
  auto tm = std::make_unique<sim::TimingModel>(tc);
  tm->enable_trace(!a.trace.empty());
  return tm;
}

bool check_timing_names(const sim::TimingConfig& c, const std::string& config, const std::vector<std::string>& units, const desc::Target& t,
                        DiagList& d) {
  bool ok = true;
  // where is "line L, column C: " (config.cpp's message prefix).
  auto unknown = [&](const std::string& where, std::string msg, std::string hint) {
    d.error({config, 0, 0}, where + msg, {}, std::move(hint));
    ok = false;
  };
  // Unit names under `key` (`units:` also takes `default`).
  auto check_units = [&](const std::map<std::string, std::string>& named, const char* key, const char* also) {
    for (const auto& [name, where] : named)
      if (std::find(units.begin(), units.end(), name) == units.end())
        unknown(where, fmt::format("unknown unit '{}' under '{}'", name, key), fmt::format("units of {}: {}{}", t.id, also, fmt::join(units, ", ")));
  };
  check_units(c.unit_where, "units:", "default, ");
  check_units(c.lane_unit_where, "scheduler: lane_units:", "");
  for (const auto& [name, where] : c.override_where) {
    const std::string& n = name;  // clang 14 cannot capture a structured binding
    bool known = std::any_of(t.variants.begin(), t.variants.end(), [&](const auto& v) { return v->name == n; });
    if (!known) unknown(where, fmt::format("unknown variant '{}' under 'latency_overrides:'", name), "name a variant as the manual lists it (e.g. add.vv)");
  }
  return ok;
}

void add_timing_results(const sim::TimingModel& tm, bool trace, RunOutcome& o) {
  o.timed = true;
  o.timing_summary = tm.stats().summary();
  o.timing_json = tm.stats().json();
  if (trace) o.trace_json = tm.trace_json();
  o.trace_events = tm.stats().trace_events;
}

}  // namespace simtloom::cli::run
