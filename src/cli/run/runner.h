// One runner per simulated instruction set: it owns the simulator for a launch (device, code,
// the ISA's launch ABI, its statistics) and is the only part of `simtloom run` that uses the
// engine's interface. The registry (runner_registry.cpp) is the one place that lists them;
// cmd_run looks a runner up by target id and never names a target.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cli/run.h"
#include "cli/run/buffer_data.h"
#include "cli/run/launch_file.h"

namespace simtloom::desc {
struct Target;
}
namespace simtloom::obj {
struct Object;
}

namespace simtloom::cli::run {

// What a run produced, in plain data for the report.
struct RunOutcome {
  bool ok = true;
  std::string error;      // a fault outside any instruction (printed as "error: ..."), or ""
  std::string trap_text;  // the rendered trap report, or ""
  struct Trap {
    unsigned cause = 0;
    std::string name;
    uint64_t info = 0, pc = 0;
    std::string source;
  };
  std::optional<Trap> trap;
  struct Hazard {
    uint64_t pc = 0;
    std::string source, insn, what;
    uint64_t count = 0;
  };
  std::vector<Hazard> hazards;
  uint64_t instructions = 0, lane_instructions = 0, workgroups = 0, warps = 0;
  std::vector<std::pair<std::string, uint64_t>> per_unit;
  double seconds = 0;
  std::string extra_stats;  // more statistics lines (a block program's blocks)
  // Timing mode.
  bool timed = false;
  std::string timing_summary, timing_json, trace_json;
  uint64_t trace_events = 0;
};

struct RunInput {
  const RunArgs& args;
  const desc::Target& target;
  const obj::Object& object;
  const LaunchFile& launch;
};

class Runner {
 public:
  virtual ~Runner() = default;
  // Creates the simulator and loads the code; resolves what the launch file names in the
  // program (kernel, entry label, registers) and checks the launch's dimensions.
  virtual bool prepare(const RunInput& in, DiagList& d) = 0;
  // Places a buffer in the simulated global memory; its address.
  virtual uint64_t place(const std::string& name, const std::vector<uint8_t>& bytes) = 0;
  // The values the launch passes (argument block, registers), once buffers have addresses.
  virtual bool set_values(const RunInput& in, const std::vector<BufferData>& bufs, DiagList& d) = 0;
  // The first line of the report ("== simtloom run ...").
  virtual std::string banner(const RunInput& in) const = 0;
  virtual RunOutcome run() = 0;
  // After the run: memory, and a global register by name (block programs).
  virtual std::vector<uint8_t> read(uint64_t addr, uint64_t size) = 0;
  virtual uint64_t global(const std::string& /*name*/) { return 0; }
  // The "kernel" of the --stats JSON.
  virtual std::string stats_name(const RunInput& in) const = 0;
};

struct RunnerEntry {
  std::string_view target;  // the description's id
  LaunchSchema (*schema)();
  std::unique_ptr<Runner> (*make)();
};

// The runner of a target, or null.
const RunnerEntry* find_runner(std::string_view target);
// Every simulated target, for messages ("wisa, linx041").
std::string runner_targets();

}  // namespace simtloom::cli::run
