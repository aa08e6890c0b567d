// One launch, from its launch structure (launch_file.h's LaunchFile, read from a file by the
// command or built in memory by the Python module) to memory after the run: the target's
// runner created and prepared, the buffers placed with their initial contents, the launch's
// values set, the run, and the buffers read back. `simtloom run` (cli/run.cpp) and the Python
// module (python/src) both go through here, so a launch means the same in both.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli/run/buffer_data.h"
#include "cli/run/report.h"
#include "cli/run/runner.h"

namespace simtloom::cli::run {

class LaunchSession {
 public:
  // The launch `in` (which must outlive the session) on the runner of `entry`; buffers() is
  // the table of its buffers, without contents or addresses until prepare().
  LaunchSession(const RunnerEntry& entry, const RunInput& in);
  // The runner prepared, every buffer placed in the launch's order with its initial contents,
  // the values set; false after reporting errors.
  bool prepare(DiagList& d);

  std::string banner() const { return runner_->banner(in_); }
  // The launch itself: no diagnostics, no output beyond the runner's progress line, so a caller
  // may run it on any thread (the Python module releases the GIL around it).
  RunOutcome run() { return runner_->run(); }

  // Stable for the session's life: check expressions point into it.
  const std::vector<BufferData>& buffers() const { return bufs_; }
  // A buffer's contents now (after the run: as the program left them).
  std::vector<uint8_t> contents(const BufferData& b) { return runner_->read(b.addr, b.bytes()); }
  std::vector<uint8_t> contents(size_t buffer) { return contents(bufs_[buffer]); }
  uint64_t global(const std::string& name) { return runner_->global(name); }
  // The "kernel" of the statistics.
  std::string stats_name() const { return runner_->stats_name(in_); }
  // Each buffer's FNV-1a digest now, in the launch's order (the statistics' buffer_digest).
  std::vector<BufferDigest> digests();

 private:
  RunInput in_;
  std::unique_ptr<Runner> runner_;
  std::vector<BufferData> bufs_;
};

// The buffers of a launch as the checks see them, before their contents are read.
std::vector<BufferData> buffer_table(const LaunchFile& L);

}  // namespace simtloom::cli::run
