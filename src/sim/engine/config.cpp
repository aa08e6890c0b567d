// Parsing the timing model's YAML configuration.
#include "sim/engine/config.h"

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include <set>
#include <stdexcept>

namespace simtloom::sim {
namespace {

const char kDefault[] =
#include "default_gpu.inc"
    ;

struct Bad : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// "line L, column C: " for messages (the caller's file name goes in front).
std::string where(const YAML::Node& n) {
  return n.Mark().line >= 0 ? fmt::format("line {}, column {}: ", n.Mark().line + 1, n.Mark().column + 1) : "";
}

void keys(const YAML::Node& n, const std::set<std::string>& allowed, const std::string& what) {
  if (!n.IsMap()) throw Bad(fmt::format("{}{} must be a map", where(n), what));
  for (const auto& kv : n) {
    auto k = kv.first.as<std::string>();
    if (!allowed.count(k)) {
      std::string list;
      for (const auto& a : allowed) list += (list.empty() ? "" : ", ") + a;
      throw Bad(fmt::format("{}unknown key '{}' in {} (expected one of: {})", where(kv.first), k, what, list));
    }
  }
}

constexpr long long kMaxValue = 0x7fffffff;

unsigned num(const YAML::Node& n, const char* key, unsigned lo = 0) {
  long long v = 0;
  try {
    v = n.as<long long>();
  } catch (const YAML::Exception&) {
    // Digits that do not fit are a number too large, not "not a number".
    const std::string text = n.IsScalar() ? n.Scalar() : std::string();
    bool digits = !text.empty() && text.find_first_not_of("0123456789", text[0] == '+' ? 1 : 0) == std::string::npos;
    if (digits) throw Bad(fmt::format("{}'{}' is {}; it must be at most {}", where(n), key, text, kMaxValue));
    throw Bad(fmt::format("{}'{}' must be a whole number", where(n), key));
  }
  if (v < lo) throw Bad(fmt::format("{}'{}' is {}; it must be at least {}", where(n), key, v, lo));
  if (v > kMaxValue) throw Bad(fmt::format("{}'{}' is {}; it must be at most {}", where(n), key, v, kMaxValue));
  return static_cast<unsigned>(v);
}

void get(const YAML::Node& m, const char* key, unsigned& out, unsigned lo = 0) {
  if (m[key]) out = num(m[key], key, lo);
}

void apply(const YAML::Node& root, TimingConfig& c) {
  if (!root || root.IsNull()) return;
  keys(root, {"cores", "workgroups_per_core", "scheduler", "units", "latency_overrides", "memory", "icache", "sleep_quantum", "trace_event_limit",
        "threads"},
       "the device configuration");
  get(root, "cores", c.cores, 1);
  get(root, "workgroups_per_core", c.workgroups_per_core, 1);
  get(root, "sleep_quantum", c.sleep_quantum);
  get(root, "threads", c.threads);
  if (root["trace_event_limit"]) c.trace_event_limit = num(root["trace_event_limit"], "trace_event_limit");
  if (auto s = root["scheduler"]) {
    keys(s, {"per_core", "policy", "issue_width", "simd_lanes", "lane_units"}, "scheduler");
    get(s, "per_core", c.schedulers, 1);
    get(s, "issue_width", c.issue_width, 1);
    get(s, "simd_lanes", c.simd_lanes);
    if (auto lu = s["lane_units"]) {
      if (!lu.IsSequence()) throw Bad(where(lu) + "lane_units must be a list of unit names");
      c.lane_units.clear();
      for (const auto& n : lu) {
        c.lane_units.push_back(n.as<std::string>());
        c.lane_unit_where[c.lane_units.back()] = where(n);
      }
    }
    if (s["policy"]) {
      auto p = s["policy"].as<std::string>();
      if (p == "gto") c.policy = TimingConfig::Policy::GTO;
      else if (p == "lrr") c.policy = TimingConfig::Policy::LRR;
      else throw Bad(fmt::format("{}scheduler policy '{}' is not gto or lrr", where(s["policy"]), p));
    }
  }
  if (auto u = root["units"]) {
    if (!u.IsMap()) throw Bad(where(u) + "units must be a map of unit: interval");
    for (const auto& kv : u) {
      auto k = kv.first.as<std::string>();
      unsigned v = num(kv.second, k.c_str(), 1);
      if (k == "default") c.default_interval = v;
      else c.unit_interval[k] = v, c.unit_where[k] = where(kv.first);
    }
  }
  if (auto l = root["latency_overrides"]) {
    if (!l.IsMap()) throw Bad(where(l) + "latency_overrides must be a map of variant: cycles");
    for (const auto& kv : l) {
      auto k = kv.first.as<std::string>();
      c.latency_override[k] = num(kv.second, "latency_overrides", 1);
      c.override_where[k] = where(kv.first);
    }
  }
  if (auto m = root["memory"]) {
    keys(m, {"global_latency", "shared_latency", "scalar_latency", "texture_latency", "sfu_latency", "global_bytes_per_cycle", "shared_banks",
             "bank_bytes", "conflict_cycles", "counters"},
         "memory");
    get(m, "global_latency", c.global_latency, 1);
    get(m, "shared_latency", c.shared_latency, 1);
    get(m, "scalar_latency", c.scalar_latency, 1);
    get(m, "texture_latency", c.texture_latency, 1);
    get(m, "sfu_latency", c.sfu_latency, 1);
    get(m, "global_bytes_per_cycle", c.global_bytes_per_cycle, 1);
    get(m, "shared_banks", c.shared_banks, 1);
    get(m, "bank_bytes", c.bank_bytes, 1);
    get(m, "conflict_cycles", c.conflict_cycles);
    if (auto k = m["counters"]) {
      if (!k.IsMap()) throw Bad(where(k) + "memory.counters must be a map of counter: memory kind");
      for (const auto& kv : k) {
        auto v = kv.second.as<std::string>();
        if (v != "global" && v != "shared" && v != "scalar" && v != "texture" && v != "sfu")
          throw Bad(fmt::format("{}counter '{}': '{}' is not global, shared, scalar, texture or sfu", where(kv.second), kv.first.as<std::string>(), v));
        c.counter_memory[kv.first.as<std::string>()] = v;
      }
    }
  }
  if (auto i = root["icache"]) {
    keys(i, {"bytes", "line_bytes", "miss_penalty"}, "icache");
    get(i, "bytes", c.icache_bytes, 1);
    get(i, "line_bytes", c.icache_line, 4);
    get(i, "miss_penalty", c.icache_miss);
    if (c.icache_line & (c.icache_line - 1)) throw Bad("icache.line_bytes must be a power of two");
  }
}

}  // namespace

const char* default_gpu_yaml() { return kDefault; }

unsigned TimingConfig::counter_latency(const std::string& counter) const {
  auto it = counter_memory.find(counter);
  std::string k = it == counter_memory.end() ? "global" : it->second;
  if (k == "shared") return shared_latency;
  if (k == "scalar") return scalar_latency;
  if (k == "texture") return texture_latency;
  if (k == "sfu") return sfu_latency;
  return global_latency;
}

bool parse_timing_config(const std::string& text, const std::string& name, TimingConfig& out, std::string& err) {
  try {
    apply(YAML::Load(text), out);
    return true;
  } catch (const Bad& e) {
    err = fmt::format("{}: {}", name, e.what());
  } catch (const YAML::Exception& e) {
    err = fmt::format("{}: {}", name, e.what());
  }
  return false;
}

TimingConfig default_timing_config() {
  TimingConfig c;
  std::string err;
  if (!parse_timing_config(kDefault, "<built-in default_gpu.yaml>", c, err)) throw std::logic_error(err);
  return c;
}

}  // namespace simtloom::sim
