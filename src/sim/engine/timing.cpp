// The cycle-approximate timing model. See timing.h and docs/timing.md.
#include "sim/engine/timing.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <deque>
#include <queue>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace simtloom::sim {

// Shared-memory bank conflicts: the passes an access needs are the most distinct words any one
// bank is asked for (lanes reading the same word share a pass). Wide accesses count their first
// word only.
void ExecContext::note_banks(const uint64_t* off, uint32_t lanes) {
  uint64_t words[kMaxLanes];
  unsigned n = 0, worst = 1;
  for (uint32_t m = lanes; m; m &= m - 1) {
    uint64_t word = off[std::countr_zero(m)] / bank_bytes;
    bool seen = false;
    unsigned same_bank = 1;
    for (unsigned i = 0; i < n; ++i) {
      if (words[i] == word) { seen = true; break; }
      if (words[i] % banks == word % banks) ++same_bank;
    }
    if (seen) continue;
    words[n++] = word;
    worst = std::max(worst, same_bank);
  }
  bank_ways = std::max(bank_ways, lanes ? worst : 0u);
}

LaunchResult Device::timing_launch(const LaunchSpec& spec) { return timing->launch(*this, spec); }

namespace {
constexpr uint64_t kNever = ~uint64_t{0};
constexpr int kSkip = -2, kReady = -1;

struct TWarp {
  uint64_t ready_v[kMaxVRegs], ready_u[kMaxURegs];
  uint64_t busy_until = 0, sz_until = 0, fetch_ready = 0;
  uint64_t last_done[kMaxCounters] = {};
  uint16_t need[kMaxCounters] = {};
  bool holding = false;
  uint64_t age = 0;
  unsigned sched = 0;
  uint32_t tid = 0;
  int reason = kReady;  // the open trace slice's reason (kReady: none)
  uint64_t reason_start = 0;
};

struct Resident {
  bool active = false;
  uint32_t gen = 0;
  Workgroup wg;
  std::vector<Warp> warps;
  std::vector<TWarp> tw;
  uint64_t inflight = 0;
};

struct Completion {
  unsigned core = 0, slot = 0, warp = 0;
  uint32_t gen = 0;
  int counter = -1;
  uint32_t lanes = 0;
  std::vector<std::pair<uint8_t, std::array<uint32_t, kMaxLanes>>> v;
  std::vector<std::pair<uint8_t, uint32_t>> u;
};

struct CoreT {
  std::vector<Resident> slots;
  std::deque<uint64_t> queue;  // flat workgroup ids, in launch order
  std::vector<uint64_t> tags;  // icache: line + 1 per set, 0 = empty
  uint64_t port_free = 0;
  std::vector<std::vector<uint64_t>> unit_free;  // [scheduler][unit]
  std::vector<int64_t> last;                     // per scheduler: key of the last warp issued
};
}  // namespace

struct TimingRun {
  TimingModel& M;
  Device& dev;
  const LaunchSpec& spec;
  const TimingConfig& cfg;
  LaunchResult r;
  std::vector<CoreT> cores;
  uint64_t now = 0, seq = 0, next_age = 0;
  unsigned nwarps = 0, nunits = 0, ncounters = 0;
  std::vector<unsigned> latency;   // by variant id (fixed)
  std::vector<uint8_t> sz, tm;     // by variant id
  std::vector<unsigned> interval;  // by unit
  std::vector<unsigned> counter_lat;
  std::vector<std::string> counter_kind;
  std::vector<uint64_t> stall;  // by reason
  std::vector<uint64_t> unit_issued, unit_busy, cnt_ops, cnt_bytes;
  std::vector<Completion> pool;
  std::vector<size_t> free_pool;
  using HeapItem = std::tuple<uint64_t, uint64_t, size_t>;
  std::priority_queue<HeapItem, std::vector<HeapItem>, std::greater<>> heap;
  unsigned nsets = 1;

  TimingRun(TimingModel& m, Device& d, const LaunchSpec& s) : M(m), dev(d), spec(s), cfg(m.cfg_) {}

  std::string reason_name(int k) const {
    static const char* names[] = {"scoreboard", "serialization", "sleep", "barrier", "icache_miss", "unit_busy", "not_selected"};
    if (k < static_cast<int>(Stall::Waitcnt)) return names[k];
    return "waitcnt." + dev.t_.counters[k - static_cast<int>(Stall::Waitcnt)].name;
  }

  void event(const TWarp& t, unsigned core, int name, uint64_t ts, uint64_t dur) {
    if (!M.trace_on_ || dur == 0) return;
    if (M.events_.size() >= cfg.trace_event_limit) {
      ++M.stats_.trace_dropped;
      return;
    }
    M.events_.push_back({t.tid, static_cast<uint16_t>(core), static_cast<int16_t>(name), ts, dur});
  }
  void set_reason(TWarp& t, unsigned core, int reason) {
    if (t.reason == reason) return;
    if (t.reason >= 0) event(t, core, t.reason, t.reason_start, now - t.reason_start);
    t.reason = reason;
    t.reason_start = now;
  }

  void setup() {
    const auto& T = dev.t_;
    latency.assign(T.variants.size(), 1);
    sz.assign(T.variants.size(), 0);
    tm.assign(T.variants.size(), 0);
    for (const auto& vp : T.variants) {
      const auto& v = *vp;
      latency[v.id] = v.latency.kind == desc::Latency::Fixed ? std::max(1u, v.latency.cycles) : 1;
      if (auto it = cfg.latency_override.find(v.name); it != cfg.latency_override.end()) latency[v.id] = it->second;
      sz[v.id] = v.has_flag("sz");
      tm[v.id] = v.has_flag("tm");
    }
    nunits = static_cast<unsigned>(dev.units_.size());
    for (const auto& u : dev.units_) {
      auto it = cfg.unit_interval.find(u);
      interval.push_back(it == cfg.unit_interval.end() ? cfg.default_interval : it->second);
    }
    ncounters = static_cast<unsigned>(T.counters.size());
    for (const auto& c : T.counters) {
      counter_lat.push_back(cfg.counter_latency(c.name));
      auto it = cfg.counter_memory.find(c.name);
      counter_kind.push_back(it == cfg.counter_memory.end() ? "global" : it->second);
    }
    stall.assign(static_cast<size_t>(Stall::Waitcnt) + ncounters, 0);
    unit_issued.assign(nunits, 0);
    unit_busy.assign(nunits, 0);
    cnt_ops.assign(ncounters, 0);
    cnt_bytes.assign(ncounters, 0);
    nsets = std::max(1u, cfg.icache_bytes / cfg.icache_line);
    cores.resize(dev.cfg_.cores);
    for (auto& c : cores) {
      c.slots.resize(cfg.workgroups_per_core);
      c.tags.assign(nsets, 0);
      c.unit_free.assign(cfg.schedulers, std::vector<uint64_t>(nunits, 0));
      c.last.assign(cfg.schedulers, -1);
    }
    uint64_t total = uint64_t{spec.grid[0]} * spec.grid[1] * spec.grid[2];
    for (uint64_t f = 0; f < total; ++f) cores[f % cores.size()].queue.push_back(f);
    uint64_t threads = uint64_t{spec.wg[0]} * spec.wg[1] * spec.wg[2];
    nwarps = static_cast<unsigned>((threads + dev.cfg_.warp_width - 1) / dev.cfg_.warp_width);
  }

  void dispatch(unsigned ci) {
    CoreT& c = cores[ci];
    for (unsigned s = 0; s < c.slots.size() && !c.queue.empty(); ++s) {
      Resident& R = c.slots[s];
      if (R.active) continue;
      uint64_t f = c.queue.front();
      c.queue.pop_front();
      R.active = true;
      R.inflight = 0;
      Workgroup& wg = R.wg;
      wg.flat = static_cast<uint32_t>(f);
      wg.id[0] = static_cast<uint32_t>(f % spec.grid[0]);
      wg.id[1] = static_cast<uint32_t>((f / spec.grid[0]) % spec.grid[1]);
      wg.id[2] = static_cast<uint32_t>(f / (uint64_t{spec.grid[0]} * spec.grid[1]));
      wg.core = ci;
      wg.warp_count = nwarps;
      wg.warps = &R.warps;
      wg.shared.assign(spec.shared_bytes, 0);
      wg.live = nwarps;
      wg.at_barrier = 0;
      R.warps.resize(nwarps);
      R.tw.assign(nwarps, TWarp{});
      const unsigned width = dev.cfg_.warp_width;
      const uint64_t threads = uint64_t{spec.wg[0]} * spec.wg[1] * spec.wg[2];
      for (unsigned i = 0; i < nwarps; ++i) {
        Warp& w = R.warps[i];
        std::memset(w.v, 0, sizeof w.v);
        std::memset(w.u, 0, sizeof w.u);
        std::memset(w.p, 0, sizeof w.p);
        w.p[kMaxPRegs - 1] = ~0u;
        uint64_t first = uint64_t{i} * width;
        unsigned n = static_cast<unsigned>(std::min<uint64_t>(width, threads - first));
        w.lanes = n >= 32 ? ~0u : ((1u << n) - 1);
        w.exec = w.lanes;
        w.pc = spec.entry;
        w.sp = 0;
        std::memset(w.outstanding, 0, sizeof w.outstanding);
        std::memset(w.ring_head, 0, sizeof w.ring_head);
        w.pending_v = w.pending_u = 0;
        w.prio = 0;
        w.state = WarpState::Ready;
        w.wake = 0;
        w.retired = 0;
        w.id = i;
        w.trap_cause = w.trap_info = w.trap_pc = w.trap_base = 0;
        std::memset(w.scratch, 0, sizeof w.scratch);
        w.frm = w.fflags = 0;
        w.u[0] = static_cast<uint32_t>(spec.arg_addr);
        w.u[1] = static_cast<uint32_t>(spec.arg_addr >> 32);
        TWarp& t = R.tw[i];
        std::fill(std::begin(t.ready_v), std::end(t.ready_v), 0);
        std::fill(std::begin(t.ready_u), std::end(t.ready_u), 0);
        t.age = next_age++;
        t.sched = i % cfg.schedulers;
        t.tid = static_cast<uint32_t>(f * nwarps + i);
        t.reason_start = now;
        if (M.trace_on_) M.thread_names_.push_back({t.tid, ci, fmt::format("wg {} warp {}", f, i)});
      }
      ++r.stats.workgroups;
      r.stats.warps += nwarps;
    }
  }

  static void recompute_pending(Warp& w) {
    uint64_t pv = 0, pu = 0;
    for (unsigned k = 0; k < kMaxCounters; ++k)
      for (unsigned i = 0; i < w.outstanding[k]; ++i) {
        const auto& op = w.ring[k][(w.ring_head[k] + i) % kPendingRing];
        pv |= op.vmask;
        pu |= op.umask;
      }
    w.pending_v = pv;
    w.pending_u = pu;
  }

  void complete(size_t idx) {
    Completion& e = pool[idx];
    Resident& R = cores[e.core].slots[e.slot];
    if (R.active && R.gen == e.gen) {
      Warp& w = R.warps[e.warp];
      unsigned c = static_cast<unsigned>(e.counter);
      if (w.outstanding[c] > 0) {
        w.ring_head[c] = (w.ring_head[c] + 1) % kPendingRing;
        --w.outstanding[c];
      }
      for (const auto& [reg, vals] : e.v)
        for (uint32_t m = e.lanes; m; m &= m - 1) {
          unsigned l = std::countr_zero(m);
          w.v[reg][l] = vals[l];
        }
      for (const auto& [reg, val] : e.u) w.u[reg] = val;
      recompute_pending(w);
      --R.inflight;
    }
    e.v.clear();
    e.u.clear();
    free_pool.push_back(idx);
  }

  // Why warp i of R cannot issue now (a Stall), kReady, or kSkip for an ended warp. `next`
  // receives the earliest cycle a time-bound reason can clear.
  int blocked(unsigned ci, unsigned s, Resident& R, unsigned i, uint64_t& next) {
    Warp& w = R.warps[i];
    TWarp& t = R.tw[i];
    if (w.state == WarpState::Ended) return kSkip;
    if (w.state == WarpState::Barrier) return static_cast<int>(Stall::Barrier);
    if (w.state == WarpState::Sleeping) {
      if (w.wake > now) {
        next = std::min(next, w.wake);
        return static_cast<int>(Stall::Sleep);
      }
      w.state = WarpState::Ready;
    }
    if (t.holding) {
      for (unsigned c = 0; c < ncounters; ++c)
        if (w.outstanding[c] > t.need[c]) return static_cast<int>(Stall::Waitcnt) + static_cast<int>(c);
      t.holding = false;
    }
    if (now < t.sz_until) {
      next = std::min(next, t.sz_until);
      return static_cast<int>(Stall::Serialization);
    }
    CoreT& C = cores[ci];
    uint64_t line = w.pc / cfg.icache_line;
    uint64_t& tag = C.tags[line % nsets];
    if (tag != line + 1) {
      if (t.fetch_ready == 0) {
        t.fetch_ready = now + cfg.icache_miss;
        ++M.stats_.icache_misses;
      }
      if (now < t.fetch_ready) {
        next = std::min(next, t.fetch_ready);
        return static_cast<int>(Stall::Icache);
      }
      tag = line + 1;
    }
    t.fetch_ready = 0;
    ExecContext x{dev, R.wg, w, spec};
    const DecodedInsn* d = dev.fetch(ci, w.pc, x);
    if (!d) return kReady;  // issuing it reports the fault
    unsigned vid = d->variant->id;
    bool any_out = false;
    for (unsigned c = 0; c < ncounters; ++c) any_out |= w.outstanding[c] != 0;
    if (sz[vid]) {
      if (now < t.busy_until) {
        next = std::min(next, t.busy_until);
        return static_cast<int>(Stall::Serialization);
      }
      if (any_out) return static_cast<int>(Stall::Serialization);
    }
    if (tm[vid] && any_out)  // the warp ends after its outstanding operations complete
      for (unsigned c = 0; c < ncounters; ++c)
        if (w.outstanding[c]) return static_cast<int>(Stall::Waitcnt) + static_cast<int>(c);
    if (d->counter >= 0) {
      unsigned c = static_cast<unsigned>(d->counter);
      if (w.outstanding[c] >= dev.counter_max_[c]) return static_cast<int>(Stall::Waitcnt) + static_cast<int>(c);
    }
    uint64_t ready = 0;
    for (uint64_t m = d->vread | d->vwrite; m; m &= m - 1) ready = std::max(ready, t.ready_v[std::countr_zero(m)]);
    for (uint64_t m = d->uread | d->uwrite; m; m &= m - 1) ready = std::max(ready, t.ready_u[std::countr_zero(m)]);
    if (ready > now) {
      next = std::min(next, ready);
      return static_cast<int>(Stall::Scoreboard);
    }
    uint64_t uf = C.unit_free[s][d->unit];
    if (uf > now) {
      next = std::min(next, uf);
      return static_cast<int>(Stall::UnitBusy);
    }
    return kReady;
  }

  // Issues warp i of R; false when the launch stops (a trap without handler, a fatal hazard).
  bool issue(unsigned ci, unsigned s, unsigned slot, unsigned i) {
    Resident& R = cores[ci].slots[slot];
    Warp& w = R.warps[i];
    TWarp& t = R.tw[i];
    ExecContext x{dev, R.wg, w, spec};
    x.full = w.lanes;
    x.width = dev.cfg_.warp_width;
    x.timing = true;
    x.banks = cfg.shared_banks;
    x.bank_bytes = cfg.bank_bytes;
    dev.cycle_ = now;
    const DecodedInsn* d = dev.fetch(ci, w.pc, x);
    if (!d) {
      dev.report_trap(x, nullptr, r);
      return false;
    }
    if ((((d->vread | d->vwrite) & w.pending_v) | ((d->uread | d->uwrite) & w.pending_u)) != 0) {
      dev.hazard(x, *d, r, false);
      if (dev.stop_) return false;
    }
    x.next_pc = w.pc + d->length;
    const bool var = d->counter >= 0;
    Completion* e = nullptr;
    size_t eidx = 0;
    if (var) {
      if (free_pool.empty()) {
        pool.emplace_back();
        free_pool.push_back(pool.size() - 1);
      }
      eidx = free_pool.back();
      free_pool.pop_back();
      e = &pool[eidx];
      for (uint64_t m = d->vwrite; m; m &= m - 1) {
        unsigned reg = std::countr_zero(m);
        e->v.emplace_back(static_cast<uint8_t>(reg), std::array<uint32_t, kMaxLanes>{});
        std::memcpy(e->v.back().second.data(), w.v[reg], sizeof w.v[reg]);
      }
      for (uint64_t m = d->uwrite; m; m &= m - 1) e->u.emplace_back(static_cast<uint8_t>(std::countr_zero(m)), w.u[std::countr_zero(m)]);
    }
    const uint32_t exec0 = w.exec;
    d->fn(x, *d);
    if (x.hold) {  // waitcnt: not retired; the warp waits for the counters it names
      std::copy(std::begin(x.wait_need), std::end(x.wait_need), t.need);
      t.holding = true;
      if (e) free_pool.push_back(eidx), e->v.clear(), e->u.clear();
      return true;
    }
    ++r.stats.instructions;
    r.stats.lane_instructions += std::popcount(exec0);
    ++dev.unit_counts_[d->unit];
    ++M.stats_.cores[ci].instructions;
    ++unit_issued[d->unit];
    event(t, ci, -static_cast<int>(d->variant->id) - 1, now, 1);
    if (x.trapped) {
      if (e) free_pool.push_back(eidx), e->v.clear(), e->u.clear();
      unsigned c = x.trap_cause;
      if (w.trap_base != 0 && c != dev.trap_cause("barrier_deadlock") && c != dev.trap_cause("watchdog")) {
        w.trap_cause = c;
        w.trap_info = static_cast<uint32_t>(x.trap_info);
        w.trap_pc = static_cast<uint32_t>(w.pc);
        w.pc = w.trap_base;
        ++w.retired;
        return true;
      }
      dev.report_trap(x, d, r);
      return false;
    }
    uint64_t occupy = interval[d->unit];
    if (var) {
      unsigned c = static_cast<unsigned>(d->counter);
      // The result is written at completion: keep the new values there, restore the old ones.
      for (auto& [reg, vals] : e->v) {
        for (unsigned l = 0; l < kMaxLanes; ++l) std::swap(vals[l], w.v[reg][l]);
        uint32_t changed = 0;
        for (unsigned l = 0; l < kMaxLanes; ++l) changed |= (vals[l] != w.v[reg][l] ? 1u : 0u) << l;
        e->lanes |= changed | exec0;
      }
      for (auto& [reg, val] : e->u) std::swap(val, w.u[reg]);
      uint64_t lat = counter_lat[c];
      const std::string& kind = counter_kind[c];
      if (kind == "shared" && x.bank_ways > 0) {
        ++M.stats_.shared_accesses;
        uint64_t extra = uint64_t{x.bank_ways - 1} * cfg.conflict_cycles;
        M.stats_.bank_conflict_passes += x.bank_ways - 1;
        lat += extra;
        occupy += extra;
      }
      uint64_t start = now;
      if (kind == "global" && x.mem_bytes) {
        CoreT& C = cores[ci];
        C.port_free = std::max(C.port_free, now) + (x.mem_bytes + cfg.global_bytes_per_cycle - 1) / cfg.global_bytes_per_cycle;
        start = C.port_free;
      }
      uint64_t at = std::max(start + lat, t.last_done[c]);  // completions stay in order per counter
      t.last_done[c] = at;
      e->core = ci;
      e->slot = slot;
      e->warp = i;
      e->gen = R.gen;
      e->counter = static_cast<int>(c);
      heap.emplace(at, seq++, eidx);
      ++R.inflight;
      w.ring[c][(w.ring_head[c] + w.outstanding[c]) % kPendingRing] = PendingOp{x.cur_v, x.cur_u};
      ++w.outstanding[c];
      ++cnt_ops[c];
      cnt_bytes[c] += x.mem_bytes;
    } else {
      uint64_t done = now + latency[d->variant->id];
      for (uint64_t m = d->vwrite; m; m &= m - 1) t.ready_v[std::countr_zero(m)] = done;
      for (uint64_t m = d->uwrite; m; m &= m - 1) t.ready_u[std::countr_zero(m)] = done;
      t.busy_until = std::max(t.busy_until, done);
      if (sz[d->variant->id]) t.sz_until = done;
    }
    cores[ci].unit_free[s][d->unit] = now + occupy;
    unit_busy[d->unit] += occupy;
    if (x.icache_flushed) std::fill(cores[ci].tags.begin(), cores[ci].tags.end(), 0);
    // sleep: the plug-in asks for imm x 64 cycles; the warp issues nothing for imm x quantum
    // cycles after the sleep's own issue cycle.
    if (w.state == WarpState::Sleeping && w.wake > now) w.wake = now + 1 + (w.wake - now) * cfg.sleep_quantum / 64;
    if (w.state != WarpState::Ended) w.pc = x.next_pc;
    ++w.retired;
    if (dev.cfg_.max_instructions && ++dev.issued_ > dev.cfg_.max_instructions) {
      x.trap(dev.trap_cause("watchdog"), dev.cfg_.max_instructions, w.exec);
      dev.report_trap(x, d, r);
      return false;
    }
    return true;
  }

  struct Cand {
    unsigned slot, warp;
    int reason;
  };

  LaunchResult run() {
    auto t0 = std::chrono::steady_clock::now();
    setup();
    M.stats_ = TimingStats{};
    M.stats_.cores.resize(cores.size());
    M.events_.clear();
    M.thread_names_.clear();
    dev.stop_ = false;
    dev.issued_ = 0;
    dev.hazard_index_.clear();
    std::fill(dev.unit_counts_.begin(), dev.unit_counts_.end(), 0);
    std::vector<Cand> cand;
    std::vector<std::tuple<unsigned, unsigned, unsigned, int>> acc;  // core, slot, warp, reason
    std::vector<std::pair<unsigned, bool>> idle;                    // core: had live warps
    bool stopped = false;
    for (;;) {
      while (!heap.empty() && std::get<0>(heap.top()) <= now) {
        size_t idx = std::get<2>(heap.top());
        heap.pop();
        complete(idx);
      }
      for (unsigned ci = 0; ci < cores.size(); ++ci) {
        CoreT& C = cores[ci];
        for (auto& R : C.slots)
          if (R.active && R.wg.live == 0 && R.inflight == 0) {
            R.active = false;
            ++R.gen;
          }
        dispatch(ci);
      }
      bool any_resident = false;
      for (auto& C : cores)
        for (auto& R : C.slots) any_resident |= R.active;
      if (!any_resident) break;

      bool progress = false;
      uint64_t next = kNever;
      acc.clear();
      idle.clear();
      for (unsigned ci = 0; ci < cores.size() && !stopped; ++ci) {
        CoreT& C = cores[ci];
        for (unsigned s = 0; s < cfg.schedulers && !stopped; ++s) {
          cand.clear();
          bool live = false;
          for (unsigned sl = 0; sl < C.slots.size(); ++sl) {
            Resident& R = C.slots[sl];
            if (!R.active) continue;
            for (unsigned i = s; i < nwarps; i += cfg.schedulers) {
              int why = blocked(ci, s, R, i, next);
              if (why == kSkip) continue;
              live = true;
              cand.push_back({sl, i, why});
            }
          }
          unsigned issued = 0;
          for (unsigned k = 0; k < cfg.issue_width; ++k) {
            int best = -1;
            unsigned maxp = 0;
            for (const auto& c : cand)
              if (c.reason == kReady) maxp = std::max(maxp, C.slots[c.slot].warps[c.warp].prio);
            auto key = [&](const Cand& c) { return static_cast<int64_t>(c.slot) * 1024 + c.warp; };
            if (cfg.policy == TimingConfig::Policy::GTO) {
              for (size_t j = 0; j < cand.size(); ++j) {
                const Cand& c = cand[j];
                if (c.reason != kReady || C.slots[c.slot].warps[c.warp].prio != maxp) continue;
                if (key(c) == C.last[s]) { best = static_cast<int>(j); break; }
                if (best < 0 || C.slots[c.slot].tw[c.warp].age < C.slots[cand[best].slot].tw[cand[best].warp].age) best = static_cast<int>(j);
              }
            } else {
              int64_t bestd = 0, span = static_cast<int64_t>(C.slots.size()) * 1024;
              for (size_t j = 0; j < cand.size(); ++j) {
                const Cand& c = cand[j];
                if (c.reason != kReady || C.slots[c.slot].warps[c.warp].prio != maxp) continue;
                int64_t dist = ((key(c) - C.last[s] - 1) % span + span) % span;
                if (best < 0 || dist < bestd) best = static_cast<int>(j), bestd = dist;
              }
            }
            if (best < 0) break;
            Cand& c = cand[best];
            c.reason = kSkip;
            TWarp& t = C.slots[c.slot].tw[c.warp];
            set_reason(t, ci, kReady);
            C.last[s] = key(c);
            progress = true;
            ++issued;
            if (!issue(ci, s, c.slot, c.warp)) {
              stopped = true;
              break;
            }
          }
          M.stats_.issued_slots += issued;
          for (const auto& c : cand)
            if (c.reason != kSkip)
              acc.emplace_back(ci, c.slot, c.warp, c.reason == kReady ? static_cast<int>(Stall::NotSelected) : c.reason);
          if (issued == 0) idle.emplace_back(ci, live);
        }
      }
      if (stopped) break;
      if (!heap.empty()) next = std::min(next, std::get<0>(heap.top()));
      uint64_t delta = 1;
      if (!progress) {
        if (next == kNever) {  // nothing can release the waiting warps
          for (auto& C : cores)
            for (auto& R : C.slots)
              if (R.active && R.wg.live > 0) {
                ExecContext x{dev, R.wg, R.warps[0], spec};
                x.trap(dev.trap_cause("barrier_deadlock"), 0, ~0u);
                dev.report_trap(x, nullptr, r);
                stopped = true;
                break;
              }
          break;
        }
        delta = next - now;
      }
      for (const auto& [ci, sl, i, why] : acc) {
        stall[static_cast<size_t>(why)] += delta;
        set_reason(cores[ci].slots[sl].tw[i], ci, why);
      }
      for (const auto& [ci, live] : idle) (live ? M.stats_.no_ready_warp : M.stats_.no_warps) += delta;
      for (unsigned ci = 0; ci < cores.size(); ++ci) {
        bool act = false;
        for (auto& R : cores[ci].slots) act |= R.active;
        if (act) M.stats_.cores[ci].active_cycles += delta;
      }
      // Warps that ended this cycle close their slices.
      for (unsigned ci = 0; ci < cores.size(); ++ci)
        for (auto& R : cores[ci].slots)
          if (R.active)
            for (unsigned i = 0; i < nwarps; ++i)
              if (R.warps[i].state == WarpState::Ended && R.tw[i].reason >= 0) set_reason(R.tw[i], ci, kReady);
      now += delta;
    }
    for (unsigned ci = 0; ci < cores.size(); ++ci)
      for (auto& R : cores[ci].slots)
        if (R.active)
          for (auto& t : R.tw) set_reason(t, ci, kReady);
    finish(t0);
    return std::move(r);
  }

  void finish(std::chrono::steady_clock::time_point t0) {
    TimingStats& S = M.stats_;
    S.cycles = now;
    S.issue_slots = now * cores.size() * cfg.schedulers * cfg.issue_width;
    S.instructions = r.stats.instructions;
    for (auto& c : S.cores) c.ipc = now ? static_cast<double>(c.instructions) / static_cast<double>(now) : 0;
    for (size_t k = 0; k < stall.size(); ++k) S.stalls.emplace_back(reason_name(static_cast<int>(k)), stall[k]);
    double denom = static_cast<double>(now) * static_cast<double>(cores.size()) * cfg.schedulers;
    for (unsigned u = 0; u < nunits; ++u)
      if (unit_issued[u])
        S.units.push_back({dev.units_[u], unit_issued[u], unit_busy[u], denom > 0 ? static_cast<double>(unit_busy[u]) / denom : 0});
    for (unsigned c = 0; c < ncounters; ++c) {
      S.counter_ops.emplace_back(dev.t_.counters[c].name, cnt_ops[c]);
      S.counter_bytes.emplace_back(dev.t_.counters[c].name, cnt_bytes[c]);
    }
    S.icache_hits = S.instructions > S.icache_misses ? S.instructions - S.icache_misses : 0;
    S.trace_events = M.events_.size();
    M.reason_names_.clear();
    for (size_t k = 0; k < stall.size(); ++k) M.reason_names_.push_back(reason_name(static_cast<int>(k)));
    M.variant_names_.clear();
    for (const auto& vp : dev.t_.variants) M.variant_names_.push_back(vp->name);
    dev.cycle_ = now;
    r.stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    for (size_t i = 0; i < dev.units_.size(); ++i)
      if (dev.unit_counts_[i]) r.stats.per_unit.emplace_back(dev.units_[i], dev.unit_counts_[i]);
  }
};

LaunchResult TimingModel::launch(Device& dev, const LaunchSpec& spec) {
  TimingRun run(*this, dev, spec);
  return run.run();
}

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
