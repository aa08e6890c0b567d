#include "cli/run/report.h"

#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include "obj/object.h"

namespace simtloom::cli::run {

void print_run_messages(const RunOutcome& o) {
  if (!o.error.empty()) fmt::print(stderr, "error: {}\n", o.error);
  for (const auto& h : o.hazards)
    fmt::print(stderr, "{}: warning: {} ({} times)\n  {}\n", h.source.empty() ? fmt::format("pc {:#x}", h.pc) : h.source, h.what, h.count, h.insn);
  if (o.trap) fmt::print(stderr, "{}", o.trap_text);
}

void print_summary(const RunOutcome& s, const Result& r) {
  double rate = s.seconds > 0 ? static_cast<double>(s.lane_instructions) / s.seconds : 0;
  std::string units;
  for (const auto& [u, c] : s.per_unit) units += fmt::format("{}{} {}", units.empty() ? "" : ", ", u, c);
  // Why a run fails when every check passed: an output that was not written (issue 18).
  std::vector<std::string> parts;
  if (r.checks) parts.push_back(fmt::format("{} of {} checks passed", r.passed, r.checks));
  if (r.unwritten) parts.push_back(fmt::format("{} output{} not written", r.unwritten, r.unwritten == 1 ? "" : "s"));
  fmt::print("== result: {}{}\n", r.ok ? "PASS" : "FAIL", parts.empty() ? "" : fmt::format(" ({})", fmt::join(parts, "; ")));
  fmt::print("statistics: {} workgroups, {} warps, {} instructions, {} active-lane instructions ({:.1f} lanes per instruction)\n", s.workgroups, s.warps,
             s.instructions, s.lane_instructions, s.instructions ? static_cast<double>(s.lane_instructions) / static_cast<double>(s.instructions) : 0.0);
  fmt::print("  per unit: {}\n{}", units, s.extra_stats);
  fmt::print("  wall time {:.6f} s, {:.3g} active-lane instructions/s\n", s.seconds, rate);
  if (!s.hazards.empty()) fmt::print("  {} hazard site(s) reported (missing waitcnt, shared-memory races)\n", s.hazards.size());
  if (s.timed) fmt::print("{}", s.timing_summary);
}

void write_trace(const RunArgs& a, const RunOutcome& s, Result& r, DiagList& d) {
  if (!s.timed || a.trace.empty()) return;
  if (!obj::write_file_atomic(a.trace, s.trace_json.data(), s.trace_json.size(), d)) r.ok = false, ++r.unwritten;
  else fmt::print("wrote trace {} ({} events)\n", a.trace, s.trace_events);
}

std::string digest_of(const std::vector<uint8_t>& bytes) {
  uint64_t h = 1469598103934665603ull;
  for (uint8_t byte : bytes) h = (h ^ byte) * 1099511628211ull;
  return fmt::format("{:016x}", h);
}

nlohmann::json stats_json(const std::string& name, const Result& r, const RunOutcome& s, const std::vector<BufferDigest>& digests) {
  nlohmann::json j;
  j["kernel"] = name;
  j["result"] = r.ok ? "PASS" : "FAIL";
  j["instructions"] = s.instructions;
  j["active_lane_instructions"] = s.lane_instructions;
  j["workgroups"] = s.workgroups;
  j["warps"] = s.warps;
  j["wall_seconds"] = s.seconds;
  j["active_lane_instructions_per_second"] = s.seconds > 0 ? static_cast<double>(s.lane_instructions) / s.seconds : 0;
  for (const auto& [u, c] : s.per_unit) j["per_unit"][u] = c;
  for (const auto& b : digests) j["buffer_digest"][b.name] = b.hex;
  if (s.timed) j["timing"] = nlohmann::json::parse(s.timing_json);
  j["hazards"] = nlohmann::json::array();
  for (const auto& h : s.hazards) j["hazards"].push_back({{"pc", h.pc}, {"source", h.source}, {"what", h.what}, {"count", h.count}});
  if (s.trap) j["trap"] = {{"cause", s.trap->cause}, {"name", s.trap->name}, {"info", s.trap->info}, {"pc", s.trap->pc}, {"source", s.trap->source}};
  return j;
}

bool write_stats_json(const std::string& path, const std::string& name, const Result& r, const RunOutcome& s, const std::vector<BufferDigest>& digests,
                      DiagList& d) {
  std::string text = stats_json(name, r, s, digests).dump(2) + "\n";
  return obj::write_file_atomic(path, text.data(), text.size(), d);
}

}  // namespace simtloom::cli::run
