// One core of the timing model, cycle by cycle (see timing_core.h and docs/timing.md).
#include "sim/engine/timing_core.h"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstring>
#include <type_traits>

#include <fmt/format.h>

namespace simtloom::sim {

// Shared-memory bank conflicts: the passes an access needs are the most distinct words any one
// bank is asked for (lanes reading the same word share a pass). Wide accesses count their first
// word only.
void ExecContext::note_banks(const uint64_t* off, LaneMask lanes) {
  uint64_t words[kMaxLanes];
  unsigned n = 0, worst = 1;
  for (LaneMask m = lanes; m; m &= m - 1) {
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

namespace timing_detail {

CoreSim::CoreSim(const Tables& t, unsigned i) : index(i), T(t), dev(t.dev), spec(t.spec), cfg(t.cfg) {
  slots.resize(cfg.workgroups_per_core);
  tags.assign(T.nsets, 0);
  unit_free.assign(size_t{cfg.schedulers} * T.nunits, 0);
  last.assign(cfg.schedulers, -1);
  cand.resize(slots.size() * ((T.nwarps + cfg.schedulers - 1) / cfg.schedulers));
  sched_until.assign(cfg.schedulers, 0);
  sched_stale.assign(cfg.schedulers, 1);
  sched_live.assign(cfg.schedulers, 0);
  n.stall.assign(T.nreasons, 0);
  n.unit_issued.assign(T.nunits, 0);
  n.unit_busy.assign(T.nunits, 0);
  n.cnt_ops.assign(T.ncounters, 0);
  n.cnt_bytes.assign(T.ncounters, 0);
  sink.reset(r);
}

void CoreSim::run_epoch(uint64_t end) {
  epoch_end = end;
  issued_epoch = 0;
  while (!done && !stopped && now < end) step(end);
}

// The unit check comes last and is made every time: other warps' issues change it.
inline int CoreSim::status(Resident& R, unsigned i, unsigned s, uint64_t& next) {
  TWarp& t = R.tw[i];
  if (now >= t.until) {
    uint64_t when = kNever;
    t.cached = blocked(R, i, when);
    t.until = when;  // kNever for what only an event ends (barrier, waitcnt, ready, an ended warp)
  }
  if (t.until != kNever) next = std::min(next, t.until);
  if (t.cached != kReady || !t.d) return t.cached;  // no decoded instruction: issuing it reports the fault
  uint64_t uf = unit_free[s * T.nunits + t.d->unit];
  if (uf > now) {
    next = std::min(next, uf);
    return static_cast<int>(Stall::UnitBusy);
  }
  return kReady;
}

// One cycle, or a jump over cycles in which nothing can change.
void CoreSim::step(uint64_t end) {
  while (!heap.empty() && heap.top().at <= now) {
    size_t idx = heap.top().idx;
    heap.pop();
    complete(idx);
  }
  for (auto& R : slots)
    if (R.active && R.wg.live == 0 && R.inflight == 0) {
      R.active = false;
      ++R.gen;
    }
  if (!queue.empty()) dispatch();
  bool any = false;
  for (auto& R : slots) any |= R.active;
  if (!any) {  // the queue is empty too: nothing more will run here
    done = true;
    end_cycle = now;
    return;
  }
  bool progress = false;
  uint64_t next = kNever;
  unsigned idle_live = 0, idle_empty = 0;
  for (unsigned s = 0; s < cfg.schedulers; ++s) {
    if (!sched_stale[s] && now < sched_until[s]) {  // no warp of it can issue yet
      next = std::min(next, sched_until[s]);
      ++(sched_live[s] ? idle_live : idle_empty);
      continue;
    }
    sched_stale[s] = 0;
    ncand = 0;
    uint64_t snext = kNever;
    unsigned ready = 0;
    for (unsigned sl = 0; sl < slots.size(); ++sl) {
      Resident& R = slots[sl];
      if (!R.active) continue;
      for (unsigned i = s; i < T.nwarps; i += cfg.schedulers) {
        int why = status(R, i, s, snext);
        if (why == kSkip) continue;
        cand[ncand++] = {static_cast<uint16_t>(sl), static_cast<uint16_t>(i), why};
        ready += why == kReady;
      }
    }
    next = std::min(next, snext);
    sched_live[s] = ncand != 0;
    sched_until[s] = ready ? now + 1 : snext;
    unsigned issued = 0;
    for (unsigned k = 0; k < cfg.issue_width && ready; ++k) {
      int best = pick(s);
      if (best < 0) break;
      Cand& c = cand[static_cast<size_t>(best)];
      c.reason = kSkip;
      set_reason(slots[c.slot].tw[c.warp], kReady);
      last[s] = key(c);
      progress = true;
      ++issued;
      if (!issue(s, c.slot, c.warp)) {
        stopped = true;
        end_cycle = now;
        return;
      }
    }
    n.issued_slots += issued;
    for (unsigned j = 0; j < ncand; ++j) {
      const Cand& c = cand[j];
      if (c.reason == kSkip) continue;
      TWarp& t = slots[c.slot].tw[c.warp];
      int why = c.reason == kReady ? static_cast<int>(Stall::NotSelected) : c.reason;
      if (t.reason != why) set_reason(t, why);
    }
    if (issued == 0) ++(ncand ? idle_live : idle_empty);
  }
  if (!heap.empty()) next = std::min(next, heap.top().at);
  uint64_t delta = 1;
  if (!progress) {
    if (next == kNever) {  // nothing can release the waiting warps
      for (auto& R : slots)
        if (R.active && R.wg.live > 0) {
          ExecContext x{dev, R.wg, R.warps[0], spec};
          x.clock = now;
          x.sink = &sink;
          x.trap(dev.faults().barrier_deadlock, 0, ~0u);
          dev.report_trap(x, nullptr);
          break;
        }
      stopped = true;
      end_cycle = now;
      return;
    }
    delta = std::min(next, end) - now;
  }
  // Stalled warps are charged when their reason changes (set_reason); schedulers and the core here.
  n.no_ready_warp += idle_live * delta;
  n.no_warps += idle_empty * delta;
  n.active_cycles += delta;
  now += delta;
}

// The ready candidate of scheduler s to issue next, or -1. Only warps of the highest priority
// among the ready ones compete; gto keeps the last warp while it is ready, else takes the oldest;
// lrr takes the first ready warp after the last one issued.
int CoreSim::pick(unsigned s) {
  const bool gto = cfg.policy == TimingConfig::Policy::GTO;
  const int64_t span = static_cast<int64_t>(slots.size()) * 1024;
  int best = -1;
  unsigned best_prio = 0;
  int64_t best_rank = 0;  // lowest wins: gto -1 for the last warp, else its age; lrr the distance after the last
  for (unsigned j = 0; j < ncand; ++j) {
    const Cand& c = cand[j];
    if (c.reason != kReady) continue;
    const unsigned prio = slots[c.slot].warps[c.warp].prio;
    const int64_t k = key(c);
    int64_t rank = gto ? (k == last[s] ? -1 : static_cast<int64_t>(slots[c.slot].tw[c.warp].age)) : ((k - last[s] - 1) % span + span) % span;
    if (best < 0 || prio > best_prio || (prio == best_prio && rank < best_rank)) {
      best = static_cast<int>(j);
      best_prio = prio;
      best_rank = rank;
    }
  }
  return best;
}

void CoreSim::set_reason(TWarp& t, int reason) {
  if (t.reason == reason) return;
  if (t.reason >= 0) {
    n.stall[static_cast<size_t>(t.reason)] += now - t.reason_start;
    event(t, t.reason, t.reason_start, now - t.reason_start);
  }
  t.reason = reason;
  t.reason_start = now;
}

void CoreSim::invalidate_all() {
  for (auto& R : slots)
    for (auto& t : R.tw) t.until = 0;
  std::fill(sched_stale.begin(), sched_stale.end(), 1);
}

void CoreSim::close() {
  for (auto& R : slots)
    if (R.active)
      for (auto& t : R.tw) set_reason(t, kReady);
}

void CoreSim::dispatch() {
  for (unsigned s = 0; s < slots.size() && !queue.empty(); ++s) {
    Resident& R = slots[s];
    if (R.active) continue;
    uint64_t f = queue.front();
    queue.pop_front();
    R.active = true;
    R.inflight = 0;
    Workgroup& wg = R.wg;
    wg.flat = static_cast<uint32_t>(f);
    wg.id[0] = static_cast<uint32_t>(f % spec.grid[0]);
    wg.id[1] = static_cast<uint32_t>((f / spec.grid[0]) % spec.grid[1]);
    wg.id[2] = static_cast<uint32_t>(f / (uint64_t{spec.grid[0]} * spec.grid[1]));
    wg.core = index;
    wg.slot = index * static_cast<unsigned>(slots.size()) + s;
    wg.warp_count = T.nwarps;
    wg.warps = &R.warps;
    wg.shared.assign(spec.shared_bytes, 0);
    wg.live = T.nwarps;
    wg.at_barrier = 0;
    wg.race_epoch = 0;
    wg.shadow = &R.shadow;
    wg.serial = ++wg_serial;
    R.warps.resize(T.nwarps);
    R.tw.resize(T.nwarps);
    const unsigned width = dev.config().warp_width;
    const uint64_t threads = uint64_t{spec.wg[0]} * spec.wg[1] * spec.wg[2];
    for (unsigned i = 0; i < T.nwarps; ++i) {
      Warp& w = R.warps[i];
      start_warp(w, dev.isa(), i, width, threads, spec, wg);
      TWarp& t = R.tw[i];
      static_assert(std::is_trivially_copyable_v<TWarp>);
      std::memset(static_cast<void*>(&t), 0, offsetof(TWarp, ready_v));  // cheaper than assigning a TWarp{}
      std::fill_n(t.ready_v, dev.lane_regs(), 0);
      std::fill_n(t.ready_u, dev.warp_regs(), 0);
      t.reason = t.cached = kReady;
      t.pc = kNoPc;
      t.age = next_age++;
      t.tid = static_cast<uint32_t>(f * T.nwarps + i);
      t.reason_start = now;
      if (T.trace) names.push_back({t.tid, index, fmt::format("wg {} warp {}", f, i)});
    }
    ++r.stats.workgroups;
    r.stats.warps += T.nwarps;
    std::fill(sched_stale.begin(), sched_stale.end(), 1);
  }
}

size_t CoreSim::take_completion() {
  if (free_pool.empty()) {
    pool.emplace_back();
    return pool.size() - 1;
  }
  size_t idx = free_pool.back();
  free_pool.pop_back();
  return idx;
}

void CoreSim::release_completion(size_t idx) {
  Completion& e = pool[idx];
  e.v.clear();
  e.u.clear();
  e.in_v.clear();
  e.in_u.clear();
  e.lanes = 0;
  e.deferred = false;
  free_pool.push_back(idx);
}

void CoreSim::complete(size_t idx) {
  Completion& e = pool[idx];
  Resident& R = slots[e.slot];
  if (R.active && R.gen == e.gen) {
    Warp& w = R.warps[e.warp];
    unsigned c = static_cast<unsigned>(e.counter);
    if (T.interlocked && e.deferred) --R.tw[e.warp].writes_out;
    if (w.outstanding[c] > 0) {
      w.ring_head[c] = (w.ring_head[c] + 1) % kPendingRing;
      --w.outstanding[c];
    }
    for (const auto& [reg, vals] : e.v) {
      if (e.lanes == T.all) {
        std::memcpy(lane_row(w, dev.isa(), reg), vals.data(), T.row_bytes);
        continue;
      }
      for (LaneMask m = e.lanes; m; m &= m - 1) {
        unsigned l = static_cast<unsigned>(std::countr_zero(m));
        lane_row(w, dev.isa(), reg)[l] = vals[l];
      }
    }
    for (const auto& [reg, val] : e.u) warp_reg(w, dev.isa(), reg) = val;
    w.recompute_pending(T.ncounters);
    --R.inflight;
    invalidate(R, e.warp);
  }
  release_completion(idx);
}

void CoreSim::perform(size_t idx, Warp& s, Allocation*& mem_hint) {
  Completion& e = pool[idx];
  Resident& R = slots[e.slot];
  s.exec = e.exec;
  s.lanes = e.all_lanes;
  s.pc = e.pc;
  const auto& L = dev.isa().layout;
  std::memcpy(s.isa + L.other, e.other, L.other_bytes);
  for (const auto& [reg, row] : e.in_v) std::memcpy(lane_row(s, dev.isa(), reg), row.data(), T.row_bytes);
  for (const auto& [reg, row] : e.v) std::memcpy(lane_row(s, dev.isa(), reg), row.data(), T.row_bytes);
  for (const auto& [reg, val] : e.in_u) warp_reg(s, dev.isa(), reg) = val;
  for (const auto& [reg, val] : e.u) warp_reg(s, dev.isa(), reg) = val;
  s.id = e.warp;
  ExecContext x{dev, R.wg, s, spec};
  x.full = s.lanes;
  x.width = dev.config().warp_width;
  x.timing = true;
  x.clock = now;
  x.sink = &sink;
  x.hint = &mem_hint;
  e.insn.fn(x, e.insn);  // the same accesses were checked at issue: this cannot trap
  for (auto& [reg, vals] : e.v) {
    LaneMask changed = 0;
    for (unsigned l = 0; l < T.row_words; ++l) changed |= LaneMask{vals[l] != lane_row(s, dev.isa(), reg)[l]} << l;
    e.lanes |= changed | e.exec;
    std::memcpy(vals.data(), lane_row(s, dev.isa(), reg), T.row_bytes);
  }
  for (auto& [reg, val] : e.u) val = warp_reg(s, dev.isa(), reg);
}

// The next instruction's fixed facts: its icache line and set, its decoding, and the cycle its
// registers are free in the scoreboard.
void CoreSim::prepare(Resident& R, unsigned i) {
  Warp& w = R.warps[i];
  TWarp& t = R.tw[i];
  t.pc = w.pc;
  t.line = T.line_shift ? w.pc >> T.line_shift : w.pc / cfg.icache_line;
  t.set = static_cast<uint32_t>(T.set_mask ? t.line & T.set_mask : t.line % T.nsets);
  t.d = dev.decoded(index, w.pc);
  if (!t.d) {
    ExecContext x{dev, R.wg, w, spec};
    t.d = dev.fetch(index, w.pc, x);
  }
  uint64_t ready = 0;
  if (t.d) {
    t.d->vuse.each([&](unsigned r) { ready = std::max(ready, t.ready_v[r]); }, t.d->vwords);
    t.d->uuse.each([&](unsigned r) { ready = std::max(ready, t.ready_u[r]); }, t.d->uwords);
  }
  t.sb_ready = ready;
}

// blocked(), or what it said last time while that still holds.

// Why warp i of R cannot issue now (a Stall; not UnitBusy, which status() checks), kReady, or
// kSkip for an ended warp. `next` receives the earliest cycle a time-bound reason can clear.
int CoreSim::blocked(Resident& R, unsigned i, uint64_t& next) {
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
    for (unsigned c = 0; c < T.ncounters; ++c)
      if (w.outstanding[c] > t.need[c]) return static_cast<int>(Stall::Waitcnt) + static_cast<int>(c);
    t.holding = false;
  }
  if (now < t.sz_until) {
    next = std::min(next, t.sz_until);
    return static_cast<int>(Stall::Serialization);
  }
  if (t.pc != w.pc) prepare(R, i);
  uint64_t& tag = tags[t.set];
  if (tag != t.line + 1) {
    if (t.fetch_ready == 0) {
      t.fetch_ready = now + cfg.icache_miss;
      ++n.icache_misses;
    }
    if (now < t.fetch_ready) {
      next = std::min(next, t.fetch_ready);
      return static_cast<int>(Stall::Icache);
    }
    tag = t.line + 1;
    invalidate_all();  // the fill may have evicted another warp's line: look again next cycle
    next = std::min(next, now + 1);
  }
  t.fetch_ready = 0;
  const DecodedInsn* d = t.d;
  if (!d) return kReady;  // issuing it reports the fault
  const unsigned vid = d->variant->id;
  if (T.sz[vid] | T.tm[vid]) {
    bool any_out = false;
    for (unsigned c = 0; c < T.ncounters; ++c) any_out |= w.outstanding[c] != 0;
    if (T.sz[vid]) {
      if (now < t.busy_until) {
        next = std::min(next, t.busy_until);
        return static_cast<int>(Stall::Serialization);
      }
      if (any_out) return static_cast<int>(Stall::Serialization);
    }
    if (T.tm[vid] && any_out)  // the warp ends after its outstanding operations complete
      for (unsigned c = 0; c < T.ncounters; ++c)
        if (w.outstanding[c]) return static_cast<int>(Stall::Waitcnt) + static_cast<int>(c);
  }
  if (d->counter >= 0) {
    unsigned c = static_cast<unsigned>(d->counter);
    if (w.outstanding[c] >= T.counter_max[c]) return static_cast<int>(Stall::Waitcnt) + static_cast<int>(c);
    // An interlocked ISA orders a warp's memory accesses: the next one waits for its stores.
    if (T.interlocked && t.writes_out) return static_cast<int>(Stall::Waitcnt) + static_cast<int>(c);
  }
  if (t.sb_ready > now) {
    next = std::min(next, t.sb_ready);
    return static_cast<int>(Stall::Scoreboard);
  }
  // An interlocked ISA waits for the variable-latency results it touches (their completion
  // invalidates the warp's state, so no wake-up cycle is needed).
  if (T.interlocked && (d->vuse.intersects(w.pending_v, d->vwords) || d->uuse.intersects(w.pending_u, d->uwords)))
    return static_cast<int>(Stall::Scoreboard);
  return kReady;
}

bool CoreSim::unsupported(ExecContext& x, const char* what) {
  dev.stop_launch(x, "timing_unsupported", fmt::format("  the timing model cannot run an instruction that {}\n", what));
  return false;
}

// Issues warp i of slot `slot`; false when the launch stops (a trap without handler, a fatal
// hazard).
bool CoreSim::issue(unsigned s, unsigned slot, unsigned i) {
  Resident& R = slots[slot];
  Warp& w = R.warps[i];
  TWarp& t = R.tw[i];
  ExecContext x{dev, R.wg, w, spec};
  x.full = w.lanes;
  x.width = dev.config().warp_width;
  x.timing = true;
  x.banks = cfg.shared_banks;
  x.bank_bytes = cfg.bank_bytes;
  x.clock = now;
  x.sink = &sink;
  x.hint = &hint;
  x.dry = dry;
  const DecodedInsn* d = t.pc == w.pc && t.d ? t.d : dev.fetch(index, w.pc, x);
  t.pc = kNoPc;  // whatever happens, the next instruction's facts are looked at again
  invalidate(R, i);
  if (!d) {
    dev.report_trap(x, nullptr);
    return false;
  }
  if (!T.interlocked && (d->vuse.intersects(w.pending_v, d->vwords) || d->uuse.intersects(w.pending_u, d->uwords))) {
    dev.hazard(x, *d);
    if (sink.stop) return false;
  }
  x.next_pc = w.pc + d->length;
  const bool var = d->counter >= 0;
  Completion* e = nullptr;
  size_t eidx = 0;
  if (var) {
    eidx = take_completion();
    e = &pool[eidx];
    d->vwrite.each([&](unsigned reg) {
      e->v.emplace_back().first = static_cast<uint8_t>(reg);  // the row made in place, not cleared
      std::memcpy(e->v.back().second.data(), lane_row(w, dev.isa(), reg), T.row_bytes);
    });
    d->uwrite.each([&](unsigned reg) { e->u.emplace_back(static_cast<uint8_t>(reg), warp_reg(w, dev.isa(), reg)); });
  }
  const LaneMask exec0 = w.exec;
  const uint32_t barrier_epoch = R.wg.race_epoch;
  d->fn(x, *d);
  if (R.wg.race_epoch != barrier_epoch)  // a barrier released the workgroup's warps
    for (unsigned k = 0; k < T.nwarps; ++k) invalidate(R, k);
  if (x.hold) {  // waitcnt: not retired; the warp waits for the counters it names
    std::copy(std::begin(x.wait_need), std::end(x.wait_need), t.need);
    t.holding = true;
    if (e) release_completion(eidx);
    return true;
  }
  ++r.stats.instructions;
  r.stats.lane_instructions += lane_count(exec0);
  ++n.instructions;
  ++n.unit_issued[d->unit];
  event(t, -static_cast<int>(d->variant->id) - 1, now, 1);
  if (x.trapped) {
    if (e) release_completion(eidx);
    unsigned c = x.trap_cause;
    const IsaPlugin& isa = dev.isa();
    if (c != dev.faults().barrier_deadlock && c != T.watchdog_cause && isa.enter_trap && isa.enter_trap(w, c, x.trap_info)) {
      ++w.retired;
      return true;
    }
    dev.report_trap(x, d);
    return false;
  }
  if (x.deferred && (!var || x.touched_shared)) {
    if (e) release_completion(eidx);
    return unsupported(x, var ? "writes global memory and accesses shared memory" : "has a fixed latency and writes global memory");
  }
  uint64_t occupy = T.interval[d->unit];
  if (var) {
    const unsigned c = static_cast<unsigned>(d->counter);
    if (x.deferred) {
      // The dry run's results are dropped: the destinations keep their old values (also kept in
      // e->v and e->u, where the run at the boundary starts from), and the sources are saved.
      for (const auto& [reg, vals] : e->v) std::memcpy(lane_row(w, dev.isa(), reg), vals.data(), T.row_bytes);
      for (const auto& [reg, val] : e->u) warp_reg(w, dev.isa(), reg) = val;
      (d->vread & ~d->vwrite).each([&](unsigned reg) {
        e->in_v.emplace_back().first = static_cast<uint8_t>(reg);
        std::memcpy(e->in_v.back().second.data(), lane_row(w, dev.isa(), reg), T.row_bytes);
      });
      (d->uread & ~d->uwrite).each([&](unsigned reg) { e->in_u.emplace_back(static_cast<uint8_t>(reg), warp_reg(w, dev.isa(), reg)); });
      e->deferred = true;
      e->insn = *d;
      e->pc = w.pc;
      e->exec = exec0;
      e->all_lanes = w.lanes;
      const auto& L = dev.isa().layout;  // the ISA state besides its files that the instruction may read
      std::memcpy(e->other, w.isa + L.other, L.other_bytes);
    } else {
      // The result is written at completion: keep the new values there, restore the old ones.
      for (auto& [reg, vals] : e->v) {
        LaneMask changed = 0;
        for (unsigned l = 0; l < T.row_words; ++l) {
          std::swap(vals[l], lane_row(w, dev.isa(), reg)[l]);
          changed |= LaneMask{vals[l] != lane_row(w, dev.isa(), reg)[l]} << l;
        }
        e->lanes |= changed | exec0;
      }
      for (auto& [reg, val] : e->u) std::swap(val, warp_reg(w, dev.isa(), reg));
    }
    uint64_t lat = T.counter_lat[c];
    const MemKind kind = T.counter_kind[c];
    if (kind == MemKind::Shared && x.bank_ways > 0) {
      ++n.shared_accesses;
      uint64_t extra = uint64_t{x.bank_ways - 1} * cfg.conflict_cycles;
      n.bank_conflict_passes += x.bank_ways - 1;
      lat += extra;
      occupy += extra;
    }
    uint64_t start = now;
    if (kind == MemKind::Global && x.mem_bytes) {
      port_free = std::max(port_free, now) + (x.mem_bytes + cfg.global_bytes_per_cycle - 1) / cfg.global_bytes_per_cycle;
      start = port_free;
    }
    uint64_t at = std::max(start + lat, t.last_done[c]);  // completions stay in order per counter
    // A deferred write is made at the boundary before `at`; one that would complete in the epoch
    // it issued in (a counter faster than the epoch) completes at the epoch's end.
    if (x.deferred) at = std::max(at, epoch_end);
    t.last_done[c] = at;
    e->slot = slot;
    e->warp = i;
    e->gen = R.gen;
    e->counter = static_cast<int>(c);
    heap.push({at, seq, eidx});
    if (x.deferred) {
      deferred.push_back({at, seq, eidx});
      t.writes_out += T.interlocked;
    }
    ++seq;
    ++R.inflight;
    w.ring[c][(w.ring_head[c] + w.outstanding[c]) % kPendingRing] = PendingOp{d->vwrite, d->uwrite};
    w.pending_v |= d->vwrite;  // what it writes arrives later: pending until waited for
    w.pending_u |= d->uwrite;
    ++w.outstanding[c];
    ++n.cnt_ops[c];
    n.cnt_bytes[c] += x.mem_bytes;
  } else {
    uint64_t done_at = now + T.latency[d->variant->id];
    d->vwrite.each([&](unsigned r) { t.ready_v[r] = done_at; }, d->vwords);
    d->uwrite.each([&](unsigned r) { t.ready_u[r] = done_at; }, d->uwords);
    t.busy_until = std::max(t.busy_until, done_at);
    if (T.sz[d->variant->id]) t.sz_until = done_at;
  }
  unit_free[s * T.nunits + d->unit] = now + occupy;
  n.unit_busy[d->unit] += occupy;
  if (x.icache_flushed) {  // the decoded instructions the warps hold are gone too
    std::fill(tags.begin(), tags.end(), 0);
    for (auto& Q : slots)
      for (auto& q : Q.tw) q.pc = kNoPc;
    invalidate_all();
  }
  // sleep: the plug-in asks for imm x 64 cycles; the warp issues nothing for imm x quantum
  // cycles after the sleep's own issue cycle.
  if (w.state == WarpState::Sleeping && w.wake > now) w.wake = now + 1 + (w.wake - now) * cfg.sleep_quantum / 64;
  if (w.state != WarpState::Ended) w.pc = x.next_pc;
  ++w.retired;
  ++issued_epoch;
  const uint64_t limit = dev.config().max_instructions;
  if (limit && watchdog_base + issued_epoch > limit) {
    x.trap(T.watchdog_cause, limit, w.exec);
    dev.report_trap(x, d);
    return false;
  }
  return true;
}

}  // namespace timing_detail
}  // namespace simtloom::sim
