// The timing model's driver. A launch runs as epochs: every core simulates the same span of
// cycles (timing_core.cpp), on one host thread or several, then at the boundary one thread makes
// the global-memory writes that complete in the next epoch, in (cycle, core, issue order)
// order, and collects the cores' trace events in core order. Global memory does not change
// during an epoch, so nothing a core does in it depends on another core's work in it, and the
// results are those of one thread, bit for bit. After the last epoch the cores' statistics and
// reports are merged in core order.
// docs/timing.md, "Threads", gives the model and its limits.
#include "sim/engine/timing.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <chrono>
#include <map>
#include <memory>
#include <thread>
#include <tuple>

#include "sim/engine/epoch_barrier.h"
#include "sim/engine/timing_core.h"

namespace simtloom::sim {

using namespace timing_detail;

LaunchResult Device::timing_launch(const LaunchSpec& spec) { return timing->launch(*this, spec); }

namespace timing_detail {

Tables::Tables(Device& d, const LaunchSpec& s, const TimingConfig& c, bool tr) : dev(d), spec(s), cfg(c), trace(tr) {
  const desc::Target& t = d.target();
  interlocked = d.isa().interlocked;
  latency.assign(t.variants.size(), 1);
  sz.assign(t.variants.size(), 0);
  tm.assign(t.variants.size(), 0);
  for (const auto& vp : t.variants) {
    const auto& v = *vp;
    latency[v.id] = v.latency.kind == desc::Latency::Fixed ? std::max(1u, v.latency.cycles) : 1;
    if (auto it = cfg.latency_override.find(v.name); it != cfg.latency_override.end()) latency[v.id] = it->second;
    sz[v.id] = v.has_flag("sz");
    tm[v.id] = v.has_flag("tm");
  }
  nunits = static_cast<unsigned>(d.unit_names().size());
  // A warp wider than the SIMD goes through a lane unit in several passes.
  const unsigned passes = cfg.simd_lanes ? (d.config().warp_width + cfg.simd_lanes - 1) / cfg.simd_lanes : 1;
  for (const auto& u : d.unit_names()) {
    auto it = cfg.unit_interval.find(u);
    const unsigned base = it == cfg.unit_interval.end() ? cfg.default_interval : it->second;
    const bool lane_unit = std::find(cfg.lane_units.begin(), cfg.lane_units.end(), u) != cfg.lane_units.end();
    interval.push_back(lane_unit ? base * passes : base);
  }
  ncounters = static_cast<unsigned>(t.counters.size());
  uint64_t memory_lat = kNever, any_lat = kNever;
  for (const auto& k : t.counters) {
    unsigned lat = cfg.counter_latency(k.name);
    counter_lat.push_back(lat);
    counter_max.push_back(std::min<unsigned>((1u << k.bits) - 1, kPendingRing));
    auto it = cfg.counter_memory.find(k.name);
    const std::string kind = it == cfg.counter_memory.end() ? "global" : it->second;
    MemKind mk = kind == "shared" ? MemKind::Shared : kind == "scalar" ? MemKind::Scalar : kind == "texture" ? MemKind::Texture
               : kind == "sfu" ? MemKind::Sfu : MemKind::Global;
    counter_kind.push_back(mk);
    if (mk == MemKind::Global) memory_lat = std::min<uint64_t>(memory_lat, lat);
    any_lat = std::min<uint64_t>(any_lat, lat);
  }
  // The epoch is as long as the fastest counter of vector global memory, the one stores and
  // atomics use: a write issued in an epoch then completes in a later one, and the boundary
  // between makes it in time.
  epoch = std::max<uint64_t>(1, memory_lat != kNever ? memory_lat : any_lat != kNever ? any_lat : 64);
  nreasons = static_cast<unsigned>(Stall::Waitcnt) + ncounters;
  nsets = std::max(1u, cfg.icache_bytes / cfg.icache_line);
  line_shift = std::has_single_bit(cfg.icache_line) ? static_cast<unsigned>(std::countr_zero(cfg.icache_line)) : 0;
  set_mask = std::has_single_bit(nsets) ? nsets - 1 : 0;
  ncores = d.config().cores;
  uint64_t threads = uint64_t{spec.wg[0]} * spec.wg[1] * spec.wg[2];
  nwarps = static_cast<unsigned>((threads + d.config().warp_width - 1) / d.config().warp_width);
  row_words = std::min(d.isa().layout.lane_stride, d.config().warp_width * std::max(1u, d.isa().layout.lane_words));
  row_bytes = sizeof(uint32_t) * row_words;
  all = lanes_below(row_words);
  watchdog_cause = d.faults().watchdog;
}

}  // namespace timing_detail

struct TimingDriver {
  TimingModel& M;
  Device& dev;
  const LaunchSpec& spec;
  Tables T;
  std::vector<std::unique_ptr<CoreSim>> cores;
  // Deferred writes not yet made, by (completion cycle, core, issue order).
  using Pending = std::tuple<uint64_t, unsigned, uint64_t, size_t>;
  std::priority_queue<Pending, std::vector<Pending>, std::greater<>> pending;
  std::unique_ptr<Warp> scratch = std::make_unique<Warp>();
  Allocation* hint = nullptr;
  uint64_t end = 0, issued = 0, total_workgroups = 0;
  bool finished = false;
  std::atomic<unsigned> next_core{0};  // the next core of the epoch to simulate (several threads)

  TimingDriver(TimingModel& m, Device& d, const LaunchSpec& s) : M(m), dev(d), spec(s), T(d, s, m.cfg_, m.trace_on_) {}

  void perform_next() {
    auto [at, core, seq, idx] = pending.top();
    pending.pop();
    cores[core]->perform(idx, *scratch, hint);
  }

  // Trace events and track names of the epoch, in core order, up to the limit.
  void collect_trace() {
    for (auto& c : cores) {
      for (auto& nm : c->names) M.thread_names_.push_back({nm.tid, nm.core, std::move(nm.name)});
      c->names.clear();
      for (const auto& e : c->events) {
        if (M.events_.size() < M.cfg_.trace_event_limit) M.events_.push_back(e);
        else ++M.stats_.trace_dropped;
      }
      c->events.clear();
    }
  }

  // Between two epochs (on one thread while the others wait).
  void boundary() noexcept {
    collect_trace();
    bool stop = false, all_done = true;
    for (auto& c : cores) {
      for (const auto& d : c->deferred) pending.emplace(d.at, c->index, d.seq, d.idx);
      c->deferred.clear();
      issued += c->issued_epoch;
      stop |= c->stopped;
      all_done &= c->done;
    }
    if (stop || all_done) {  // the memory system still makes what was issued
      while (!pending.empty()) perform_next();
      finished = true;
      return;
    }
    end += T.epoch;
    while (!pending.empty() && std::get<0>(pending.top()) < end) perform_next();
    if (dev.progress) {  // the terminal's progress line, once an epoch
      uint64_t done = 0;
      for (auto& c : cores) done += c->r.stats.workgroups;
      dev.progress(done, total_workgroups);
    }
    const bool record = T.trace && M.events_.size() < M.cfg_.trace_event_limit;
    for (auto& c : cores) {
      c->watchdog_base = issued;
      c->record = record;
    }
  }

  unsigned thread_count() const {
    unsigned n = M.cfg_.threads ? M.cfg_.threads : std::max(1u, std::thread::hardware_concurrency());
    return std::clamp(n, 1u, T.ncores);
  }

  LaunchResult run() {
    auto t0 = std::chrono::steady_clock::now();
    M.stats_ = TimingStats{};
    M.events_.clear();
    M.thread_names_.clear();
    for (unsigned i = 0; i < T.ncores; ++i) {
      cores.push_back(std::make_unique<CoreSim>(T, i));
      cores.back()->record = T.trace;
    }
    const uint64_t total = total_workgroups = uint64_t{spec.grid[0]} * spec.grid[1] * spec.grid[2];
    for (unsigned i = 0; i < T.ncores; ++i) cores[i]->queue = {i, T.ncores, total};  // workgroup f on core f % cores
    end = T.epoch;
    const unsigned nt = thread_count();
    M.threads_used_ = nt;
    if (nt == 1) {
      while (!finished) {
        for (auto& c : cores) c->run_epoch(end);
        boundary();
      }
    } else {
      // Threads take the epoch's cores one at a time, so that a thread the machine holds back
      // leaves its share to the others.
      EpochBarrier sync(nt);
      auto work = [&](unsigned) {
        for (;;) {
          for (unsigned ci; (ci = next_core.fetch_add(1, std::memory_order_relaxed)) < T.ncores;) cores[ci]->run_epoch(end);
          sync.arrive_and_wait([this] {
            boundary();
            next_core.store(0, std::memory_order_relaxed);
          });
          if (finished) return;
        }
      };
      std::vector<std::jthread> helpers;
      for (unsigned t = 1; t < nt; ++t) helpers.emplace_back(work, t);
      work(0);
    }
    for (auto& c : cores) c->close();
    collect_trace();
    return finish(t0);
  }

  LaunchResult finish(std::chrono::steady_clock::time_point t0) {
    const TimingConfig& cfg = M.cfg_;
    TimingStats& S = M.stats_;
    uint64_t cycles = 0;
    for (auto& c : cores) cycles = std::max(cycles, c->done || c->stopped ? c->end_cycle : c->now);
    S.cycles = cycles;
    S.cores.resize(T.ncores);
    std::vector<uint64_t> stall(T.nreasons), unit_issued(T.nunits), unit_busy(T.nunits), ops(T.ncounters), bytes(T.ncounters);
    LaunchResult r;
    for (auto& c : cores) {
      const auto& n = c->n;
      S.cores[c->index] = {n.instructions, n.active_cycles, cycles ? static_cast<double>(n.instructions) / static_cast<double>(cycles) : 0};
      S.instructions += n.instructions;
      S.no_ready_warp += n.no_ready_warp;
      S.no_warps += n.no_warps;
      // A core that ran out of work idles, every scheduler without warps, until the device is done.
      if (c->done) S.no_warps += (cycles - c->end_cycle) * cfg.schedulers;
      S.issued_slots += n.issued_slots;
      S.icache_misses += n.icache_misses;
      S.shared_accesses += n.shared_accesses;
      S.bank_conflict_passes += n.bank_conflict_passes;
      for (size_t k = 0; k < stall.size(); ++k) stall[k] += n.stall[k];
      for (size_t u = 0; u < T.nunits; ++u) unit_issued[u] += n.unit_issued[u], unit_busy[u] += n.unit_busy[u];
      for (size_t k = 0; k < T.ncounters; ++k) ops[k] += n.cnt_ops[k], bytes[k] += n.cnt_bytes[k];
      r.stats.instructions += c->r.stats.instructions;
      r.stats.lane_instructions += c->r.stats.lane_instructions;
      r.stats.workgroups += c->r.stats.workgroups;
      r.stats.warps += c->r.stats.warps;
    }
    S.issue_slots = cycles * T.ncores * cfg.schedulers * cfg.issue_width;
    const auto& counters = dev.target().counters;
    M.reason_names_.clear();
    for (unsigned k = 0; k < T.nreasons; ++k) {
      static const char* names[] = {"scoreboard", "serialization", "sleep", "barrier", "icache_miss", "unit_busy", "not_selected"};
      M.reason_names_.push_back(k < static_cast<unsigned>(Stall::Waitcnt) ? std::string(names[k])
                                                                          : "waitcnt." + counters[k - static_cast<unsigned>(Stall::Waitcnt)].name);
      S.stalls.emplace_back(M.reason_names_.back(), stall[k]);
    }
    double denom = static_cast<double>(cycles) * static_cast<double>(T.ncores) * cfg.schedulers;
    const auto& units = dev.unit_names();
    for (unsigned u = 0; u < T.nunits; ++u)
      if (unit_issued[u]) {
        S.units.push_back({units[u], unit_issued[u], unit_busy[u], denom > 0 ? static_cast<double>(unit_busy[u]) / denom : 0});
        r.stats.per_unit.emplace_back(units[u], unit_issued[u]);
      }
    for (unsigned k = 0; k < T.ncounters; ++k) {
      S.counter_ops.emplace_back(counters[k].name, ops[k]);
      S.counter_bytes.emplace_back(counters[k].name, bytes[k]);
    }
    S.icache_hits = S.instructions > S.icache_misses ? S.instructions - S.icache_misses : 0;
    S.trace_events = M.events_.size();
    M.variant_names_.clear();
    for (const auto& vp : dev.target().variants) M.variant_names_.push_back(vp->name);
    merge_reports(r);
    dev.cycle_ = cycles;
    r.stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return r;
  }

  // Hazard and race sites in order of first sighting (cycle, then core), counts summed over the
  // cores; the trap that stopped the launch is the earliest one.
  void merge_reports(LaunchResult& r) {
    struct Seen {
      uint64_t cycle;
      unsigned core;
      size_t idx;
    };
    std::vector<Seen> seen;
    for (auto& c : cores)
      for (size_t i = 0; i < c->sink.sites.size(); ++i) seen.push_back({c->sink.sites[i].first_cycle, c->index, i});
    std::stable_sort(seen.begin(), seen.end(), [](const Seen& a, const Seen& b) { return std::tie(a.cycle, a.core) < std::tie(b.cycle, b.core); });
    std::map<std::tuple<uint8_t, uint64_t, uint64_t>, size_t> index;
    for (const auto& s : seen) {
      const auto& site = cores[s.core]->sink.sites[s.idx];
      const Hazard& h = cores[s.core]->r.hazards[s.idx];
      auto [it, fresh] = index.emplace(std::make_tuple(site.kind, site.pc, site.other), r.hazards.size());
      if (fresh) r.hazards.push_back(h);
      else r.hazards[it->second].count += h.count;
    }
    const CoreSim* first = nullptr;
    for (auto& c : cores)
      if (c->r.trap && (!first || c->sink.stop_cycle < first->sink.stop_cycle)) first = c.get();
    if (first) {
      r.ok = false;
      r.trap = first->r.trap;
    }
  }
};

LaunchResult TimingModel::launch(Device& dev, const LaunchSpec& spec) { return TimingDriver(*this, dev, spec).run(); }

}  // namespace simtloom::sim
