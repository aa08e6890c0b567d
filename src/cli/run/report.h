// The report of a run: the messages right after it (a fault, hazards, the trap), the result
// line and statistics, the timing model's summary and trace, and the --stats JSON.
#pragma once
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli/run.h"
#include "cli/run/buffer_data.h"
#include "cli/run/runner.h"
#include "support/diag.h"

namespace simtloom::cli::run {

// To stderr: "error: ..." for a fault outside an instruction, each hazard site, the trap.
void print_run_messages(const RunOutcome& o);

struct Result {
  bool ok = true;
  unsigned passed = 0, checks = 0;
  unsigned unwritten = 0;  // outputs: files that could not be written (the reason is a diagnostic)
};

// To stdout: "== result: ...", the statistics, the timing summary.
void print_summary(const RunOutcome& o, const Result& r);
// The timing trace (--trace), written before the result line so that the line counts it.
void write_trace(const RunArgs& a, const RunOutcome& o, Result& r, DiagList& d);

// The --stats JSON: result, counts, per-unit counts, each buffer's final digest (FNV-1a),
// timing statistics, hazards and the trap.
struct BufferDigest {
  std::string name, hex;
};
std::string digest_of(const std::vector<uint8_t>& bytes);
// The statistics object itself (what the Python module's Result.stats holds).
nlohmann::json stats_json(const std::string& name, const Result& r, const RunOutcome& o, const std::vector<BufferDigest>& digests);
bool write_stats_json(const std::string& path, const std::string& name, const Result& r, const RunOutcome& o, const std::vector<BufferDigest>& digests,
                      DiagList& d);

}  // namespace simtloom::cli::run
