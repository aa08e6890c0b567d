// The timing model's outputs: the summary, the statistics JSON and the trace-event JSON.
#include <algorithm>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "sim/engine/timing.h"

namespace simtloom::sim {

std::string TimingStats::summary() const {
  std::string s = fmt::format("timing: {} cycles, {} warp instructions, IPC {:.3f} (device)\n", cycles, instructions,
                              cycles ? static_cast<double>(instructions) / static_cast<double>(cycles) : 0.0);
  for (size_t i = 0; i < cores.size(); ++i)
    s += fmt::format("  core {}: {} instructions, IPC {:.3f}, {} active cycles\n", i, cores[i].instructions, cores[i].ipc, cores[i].active_cycles);
  uint64_t total = 0;
  for (const auto& [n, v] : stalls) total += v;
  s += fmt::format("  warp stall cycles ({} in all):", total);
  for (const auto& [n, v] : stalls)
    if (v) s += fmt::format(" {} {} ({:.1f}%)", n, v, total ? 100.0 * static_cast<double>(v) / static_cast<double>(total) : 0.0);
  s += "\n";
  s += fmt::format("  issue slots: {} of {} used; idle scheduler cycles: no ready warp {}, no warps {}\n", issued_slots, issue_slots, no_ready_warp,
                   no_warps);
  s += "  unit utilization:";
  for (const auto& u : units) s += fmt::format(" {} {:.1f}%", u.name, 100.0 * u.utilization);
  s += "\n  memory:";
  for (size_t i = 0; i < counter_ops.size(); ++i)
    if (counter_ops[i].second) s += fmt::format(" {} {} ops {} bytes;", counter_ops[i].first, counter_ops[i].second, counter_bytes[i].second);
  s += fmt::format(" shared accesses {}, bank-conflict passes {}\n", shared_accesses, bank_conflict_passes);
  s += fmt::format("  icache: {} misses\n", icache_misses);
  return s;
}

namespace {
// Adds b's values to a's entries of the same name, appending the names a lacks.
template <class V, class F>
void add_by_name(std::vector<V>& a, const std::vector<V>& b, F&& name_of) {
  for (const auto& y : b) {
    auto it = std::find_if(a.begin(), a.end(), [&](const V& x) { return name_of(x) == name_of(y); });
    if (it == a.end()) a.push_back(y);
    else if constexpr (requires { it->second; }) it->second += y.second;
    else it->issued += y.issued, it->busy_cycles += y.busy_cycles;
  }
}
}  // namespace

void TimingStats::add(const TimingStats& o) {
  const uint64_t before = cycles;
  cycles += o.cycles;
  instructions += o.instructions;
  if (cores.size() < o.cores.size()) cores.resize(o.cores.size());
  for (size_t i = 0; i < o.cores.size(); ++i) {
    cores[i].instructions += o.cores[i].instructions;
    cores[i].active_cycles += o.cores[i].active_cycles;
  }
  for (auto& c : cores) c.ipc = cycles ? static_cast<double>(c.instructions) / static_cast<double>(cycles) : 0;
  add_by_name(stalls, o.stalls, [](const auto& p) { return p.first; });
  no_ready_warp += o.no_ready_warp, no_warps += o.no_warps, issue_slots += o.issue_slots, issued_slots += o.issued_slots;
  // Utilization is busy cycles over cycles x cores x schedulers, the same device in both.
  std::vector<Unit> mine = units;
  add_by_name(units, o.units, [](const Unit& u) { return u.name; });
  for (auto& u : units) {
    double busy_share = 0;
    for (const auto& m : mine)
      if (m.name == u.name) busy_share += m.utilization * static_cast<double>(before);
    for (const auto& m : o.units)
      if (m.name == u.name) busy_share += m.utilization * static_cast<double>(o.cycles);
    u.utilization = cycles ? busy_share / static_cast<double>(cycles) : 0;
  }
  add_by_name(counter_ops, o.counter_ops, [](const auto& p) { return p.first; });
  add_by_name(counter_bytes, o.counter_bytes, [](const auto& p) { return p.first; });
  shared_accesses += o.shared_accesses, bank_conflict_passes += o.bank_conflict_passes;
  icache_hits += o.icache_hits, icache_misses += o.icache_misses;
  trace_events += o.trace_events, trace_dropped += o.trace_dropped;
}

std::string TimingStats::json() const {
  nlohmann::json j;
  j["cycles"] = cycles;
  j["instructions"] = instructions;
  j["ipc"] = cycles ? static_cast<double>(instructions) / static_cast<double>(cycles) : 0.0;
  j["cores"] = nlohmann::json::array();
  for (const auto& c : cores) j["cores"].push_back({{"instructions", c.instructions}, {"ipc", c.ipc}, {"active_cycles", c.active_cycles}});
  for (const auto& [n, v] : stalls) j["stall_cycles"][n] = v;
  j["scheduler"] = {{"issue_slots", issue_slots}, {"issued", issued_slots}, {"no_ready_warp_cycles", no_ready_warp}, {"no_warps_cycles", no_warps}};
  j["units"] = nlohmann::json::object();
  for (const auto& u : units) j["units"][u.name] = {{"issued", u.issued}, {"busy_cycles", u.busy_cycles}, {"utilization", u.utilization}};
  for (size_t i = 0; i < counter_ops.size(); ++i)
    j["memory"]["counters"][counter_ops[i].first] = {{"ops", counter_ops[i].second}, {"bytes", counter_bytes[i].second}};
  j["memory"]["shared_accesses"] = shared_accesses;
  j["memory"]["bank_conflict_passes"] = bank_conflict_passes;
  j["icache"] = {{"hits", icache_hits}, {"misses", icache_misses}};
  j["trace"] = {{"events", trace_events}, {"dropped", trace_dropped}};
  return j.dump();
}

std::string TimingModel::trace_json() const {
  if (!trace_on_) return {};
  std::string s = "{\"displayTimeUnit\":\"ns\",\"otherData\":{\"time_unit\":\"1 us = 1 core cycle\"},\"traceEvents\":[\n";
  bool first = true;
  auto add = [&](const std::string& e) {
    if (!first) s += ",\n";
    first = false;
    s += e;
  };
  for (size_t c = 0; c < stats_.cores.size(); ++c)
    add(fmt::format(R"({{"name":"process_name","ph":"M","pid":{},"tid":0,"args":{{"name":"core {}"}}}})", c, c));
  for (const auto& tr : thread_names_)
    add(fmt::format(R"({{"name":"thread_name","ph":"M","pid":{},"tid":{},"args":{{"name":"{}"}}}})", tr.core, tr.tid, tr.name));
  for (const auto& e : events_) {
    bool issue = e.name < 0;
    const std::string& n = issue ? variant_names_[static_cast<size_t>(-e.name - 1)] : reason_names_[static_cast<size_t>(e.name)];
    add(fmt::format(R"({{"name":"{}","cat":"{}","ph":"X","ts":{},"dur":{},"pid":{},"tid":{}}})", n, issue ? "issue" : "stall", e.ts, e.dur, e.core,
                    e.tid));
  }
  s += "\n]}\n";
  return s;
}

}  // namespace simtloom::sim
