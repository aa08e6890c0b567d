// The functional SIMT engine: launch, scheduling, icache, wait counters, control stack, traps.
#include "sim/engine/engine.h"

#include <algorithm>
#include <bit>
#include <chrono>

#include <fmt/format.h>

#include "codec/source.h"

namespace simtloom::sim {

// ---- Memory -------------------------------------------------------------------------------
uint64_t Memory::alloc(uint64_t size, std::string name, bool code) {
  auto a = std::make_unique<Allocation>();
  a->base = next_;
  a->size = size;
  a->name = std::move(name);
  a->code = code;
  a->bytes.assign(size, 0);
  // 256-byte aligned, with at least 4 KiB unmapped after each allocation.
  next_ = (next_ + size + 4096 + 255) & ~uint64_t{255};
  allocs_.push_back(std::move(a));
  last_ = nullptr;
  return allocs_.back()->base;
}

Allocation* Memory::lookup(uint64_t addr, uint64_t size) const {
  auto it = std::upper_bound(allocs_.begin(), allocs_.end(), addr,
                             [](uint64_t a, const std::unique_ptr<Allocation>& x) { return a < x->base; });
  if (it == allocs_.begin()) return nullptr;
  Allocation* a = std::prev(it)->get();
  if (addr - a->base + size > a->size || addr + size < addr) return nullptr;
  return a;
}

Allocation* Memory::by_name(std::string_view n) {
  for (auto& a : allocs_)
    if (a->name == n) return a.get();
  return nullptr;
}

// ---- Reports ------------------------------------------------------------------------------
std::string TrapReport::render() const {
  std::string s = fmt::format("trap: cause {} ({}), trap info {:#x}\n", cause, name, info);
  if (!meaning.empty()) s += fmt::format("  {}\n", meaning);
  // As many hex digits as the warp has lanes (wave32: 0x0000ffff, wave64: sixteen digits).
  const int digits = width > 32 ? 16 : 8;
  s += fmt::format("  workgroup ({}, {}, {}), warp {}, lanes {:#0{}x}\n", wg[0], wg[1], wg[2], warp, lanes, digits + 2);
  s += fmt::format("  pc {:#x}: {}\n", pc, insn.empty() ? "?" : insn);
  if (!source.empty()) s += fmt::format("  at {}\n", source);
  if (!detail.empty()) s += detail;
  return s;
}

// ---- Device -------------------------------------------------------------------------------
Device::Device(const desc::Target& t, const IsaPlugin& isa, DeviceConfig cfg) : t_(t), isa_(isa), cfg_(cfg), dec_(t) {}

namespace {

// The plug-in's semantic functions for the loaded description's variants, by variant id: by the
// generated ids where the description is the one they were generated from, else by name (a
// user's own copy of the target's description).
std::vector<SemFn> semantics_by_id(const desc::Target& t, const IsaPlugin& isa) {
  std::vector<SemFn> out(t.variants.size(), nullptr);
  bool same = t.variants.size() == isa.variant_count && isa.semantics.size() == isa.variant_count;
  for (size_t i = 0; same && i < t.variants.size(); ++i) same = t.variants[i]->name == isa.variant_names[i];
  if (same) return isa.semantics;
  std::unordered_map<std::string_view, size_t> index;
  for (size_t i = 0; i < isa.variant_count && i < isa.semantics.size(); ++i) index.emplace(isa.variant_names[i], i);
  for (const auto& v : t.variants)
    if (auto it = index.find(v->name); it != index.end()) out[v->id] = isa.semantics[it->second];
  return out;
}

}  // namespace

std::unique_ptr<Device> Device::create(const desc::Target& t, const IsaPlugin& isa, DeviceConfig cfg, DiagList& d) {
  if (cfg.warp_width == 0 || cfg.warp_width > kMaxLanes) {
    d.error({"<device>", 0, 0}, fmt::format("warp width {} is not supported (1..{})", cfg.warp_width, kMaxLanes));
    return nullptr;
  }
  if (cfg.cores == 0) cfg.cores = 1;
  std::unique_ptr<Device> dev(new Device(t, isa, cfg));
  std::vector<std::string> missing;
  for (const auto& u : t.units) dev->units_.push_back(u.first);
  for (const auto& c : t.counters) dev->counter_max_.push_back(std::min<unsigned>((1u << c.bits) - 1, kPendingRing));
  dev->sem_.resize(t.variants.size());
  dev->slots_.resize(t.variants.size());
  dev->src_mods_.resize(t.variants.size());
  dev->unit_of_.resize(t.variants.size());
  dev->counter_of_.resize(t.variants.size(), -1);
  dev->uses_.resize(t.variants.size());
  if (isa.layout.other + isa.layout.other_bytes > kIsaStateBytes || isa.layout.other_bytes > kMaxOtherStateBytes) {
    d.error({"<simulator>", 0, 0}, fmt::format("target '{}': the plug-in's state layout does not fit the engine's warp", t.id));
    return nullptr;
  }
  for (const auto* file : {&isa.lane_file, &isa.warp_file}) {
    if (file->empty()) continue;
    const unsigned most = file == &isa.lane_file ? kMaxLaneRegs : kMaxWarpRegs;
    std::string problem;
    unsigned regs = 0;
    if (isa.files_are_sources) {
      bool found = false;
      for (const auto& r : t.sources.ranges)
        if (r.kind == desc::SourceRange::Reg && r.prefix == *file && r.base + r.last - r.first < most) {
          found = true;
          regs = std::max(regs, static_cast<unsigned>(r.base + r.last - r.first + 1));
        }
      if (!found) problem = fmt::format("source registers '{}', which the description's sources: does not declare (or with more than {})", *file, most);
    } else if (const desc::RegClass* rc = t.reg_class(*file); !rc || rc->count > most) {
      problem = fmt::format("register class '{}', which the description {}", *file, rc ? fmt::format("declares with more than {} registers", most) : "does not declare");
    } else {
      regs = rc->count;
    }
    if (!problem.empty()) {
      d.error({"<simulator>", 0, 0}, fmt::format("target '{}': the plug-in tracks {}", t.id, problem));
      return nullptr;
    }
    (file == &isa.lane_file ? dev->lane_prefix_ : dev->warp_prefix_) = isa.files_are_sources ? *file : t.reg_class(*file)->prefix;
    (file == &isa.lane_file ? dev->lane_regs_ : dev->warp_regs_) = regs;
  }
  const auto by_id = semantics_by_id(t, isa);
  for (const auto& vp : t.variants) {
    const desc::Variant& v = *vp;
    dev->bind_uses(v, d);
    SemFn fn = by_id[v.id];
    if (!fn) missing.push_back(v.name);
    else dev->sem_[v.id] = fn;
    auto& sl = dev->slots_[v.id];
    sl.fill(-1);
    uint32_t used = 0;
    for (size_t i = 0; i < v.form->operands.size() && i < kSlots; ++i) {
      int s = isa.slot_of ? isa.slot_of(v.form->operands[i].name) : static_cast<int>(i);
      if (s == kNoSlot) continue;
      if (s < 0) {
        d.error(v.loc, fmt::format("variant '{}': the plug-in has no slot for operand '{}'", v.name, v.form->operands[i].name), {},
                "name the operand in the plug-in's slot_of (src/sim/<target>/plugin.cpp), or return kNoSlot for one its semantics never read");
        continue;
      }
      if (s >= static_cast<int>(kSlots) || (used >> s & 1)) {
        d.error(v.loc, fmt::format("variant '{}': operand '{}' has no free semantic slot", v.name, v.form->operands[i].name));
        continue;
      }
      used |= 1u << s;
      sl[i] = static_cast<int8_t>(s);
      const desc::OperandType& ty = *v.form->operands[i].type;
      if (ty.src_neg_bit >= 0 || ty.src_abs_bit >= 0 || ty.src_sext_bit >= 0)
        dev->src_mods_[v.id].push_back({static_cast<uint8_t>(s), {static_cast<int8_t>(ty.src_neg_bit), static_cast<int8_t>(ty.src_abs_bit),
                                                                  static_cast<int8_t>(ty.src_sext_bit)}});
    }
    auto u = std::find(dev->units_.begin(), dev->units_.end(), v.unit);
    if (u == dev->units_.end()) {
      dev->units_.push_back(v.unit);
      u = std::prev(dev->units_.end());
    }
    dev->unit_of_[v.id] = static_cast<uint8_t>(u - dev->units_.begin());
    if (v.latency.kind == desc::Latency::Variable) {
      for (size_t c = 0; c < t.counters.size(); ++c)
        if (t.counters[c].name == v.latency.counter) dev->counter_of_[v.id] = static_cast<int8_t>(c);
    }
  }
  if (!missing.empty() && !isa.partial) {
    std::string list;
    for (size_t i = 0; i < missing.size(); ++i) list += (i ? ", " : "") + missing[i];
    d.error({"<simulator>", 0, 0},
            fmt::format("target '{}': {} variant(s) have no semantics in the simulator: {}", t.id, missing.size(), list), {},
            "add one semantic function per variant to the ISA plug-in (src/sim/<target>/)");
    return nullptr;
  }
  if (d.has_errors()) return nullptr;
  dev->cores_.resize(dev->cfg_.cores);
  dev->unit_counts_.assign(dev->units_.size(), 0);
  return dev;
}


uint64_t Device::load_code(const obj::Object& o, int section) {
  if (section < 0) section = o.code_section();
  if (section < 0) return 0;
  const auto& sec = o.sections[section];
  uint64_t size = std::max<uint64_t>(sec.bytes.size(), 4);
  code_base_ = mem_.alloc(size, "code", true);
  code_size_ = size;
  mem_.write(code_base_, sec.bytes.data(), sec.bytes.size());
  unsigned unit = t_.unit_bits / 8;
  unit_shift_ = static_cast<unsigned>(std::countr_zero(unit));
  for (auto& c : cores_) {
    c.code.assign((size + unit - 1) / unit, DecodedInsn{});
    c.other.clear();
  }
  lines_.clear();
  for (const auto& l : o.lines)
    if (l.section == section) lines_.push_back(l);
  std::sort(lines_.begin(), lines_.end(), [](const auto& a, const auto& b) { return a.addr < b.addr; });
  files_ = o.files;
  return code_base_;
}

std::string Device::source_line(uint64_t pc) const {
  if (pc < code_base_ || pc - code_base_ >= code_size_ || lines_.empty()) return {};
  uint64_t off = pc - code_base_;
  auto it = std::upper_bound(lines_.begin(), lines_.end(), off, [](uint64_t a, const obj::LineEntry& e) { return a < e.addr; });
  if (it == lines_.begin()) return {};
  --it;
  std::string f = it->file < files_.size() ? files_[it->file] : "?";
  return fmt::format("{}:{}", f, it->line);
}

bool Device::decode_at(uint64_t pc, DecodedInsn& out, uint32_t& word) {
  Allocation* a = mem_.lookup(pc, 1);
  word = 0;
  if (!a) return false;
  uint64_t avail = a->size - (pc - a->base);
  const uint8_t* p = a->bytes.data() + (pc - a->base);
  std::memcpy(&word, p, std::min<uint64_t>(avail, 4));
  auto r = dec_.decode(p, avail);
  if (r.status != codec::DecodeStatus::Ok) return false;
  codec::MCInst mi;
  codec::decode_operands(*r.variant, r.bits, mi);
  out = DecodedInsn{};
  out.variant = r.variant;
  out.fn = sem_[r.variant->id];
  if (!out.fn) return false;  // a partial plug-in's variant without semantics: illegal here
  out.length = static_cast<uint8_t>(r.bytes);
  out.unit = unit_of_[r.variant->id];
  out.counter = counter_of_[r.variant->id];
  const auto& sl = slots_[r.variant->id];
  std::copy(isa_.absent.begin(), isa_.absent.end(), out.op);
  for (unsigned i = 0; i < kSlots; ++i)
    if (sl[i] >= 0) out.op[sl[i]] = mi.ops[i];
  for (const auto& [slot, b] : src_mods_[r.variant->id]) {
    const unsigned raw = codec::src_mods(out.op[slot]);
    auto has = [raw](int bit) { return bit >= 0 && ((raw >> bit) & 1); };
    const unsigned m = (has(b.neg) ? kSrcNeg : 0u) | (has(b.abs) ? kSrcAbs : 0u) | (has(b.sext) ? kSrcSext : 0u);
    out.op[slot] = codec::with_mods(out.op[slot], m);
  }
  fill_uses(out, mi);
  out.valid = true;
  return true;
}

std::vector<uint64_t> Device::unsupported(uint64_t begin, uint64_t end) const {
  std::vector<uint64_t> out;
  for (uint64_t pc = begin; pc < end;) {
    Allocation* a = mem_.lookup(pc, 1);
    if (!a) break;
    auto r = dec_.decode(a->bytes.data() + (pc - a->base), std::min(end - pc, a->size - (pc - a->base)));
    if (r.status != codec::DecodeStatus::Ok) break;
    if (!sem_[r.variant->id]) out.push_back(pc);
    pc += r.bytes;
  }
  return out;
}

std::string Device::insn_text(uint64_t pc) const {
  Allocation* a = mem_.lookup(pc, 1);
  if (!a) return "(unmapped)";
  uint64_t avail = a->size - (pc - a->base);
  auto r = dec_.decode(a->bytes.data() + (pc - a->base), avail);
  if (r.status != codec::DecodeStatus::Ok) return "(no instruction)";
  codec::MCInst mi;
  codec::decode_operands(*r.variant, r.bits, mi);
  mi.variant = r.variant;
  if (disassemble) return disassemble(mi, pc);
  return r.variant->name;
}

const DecodedInsn* Device::fetch(unsigned core, uint64_t pc, ExecContext& x) {
  Core& c = cores_[core];
  uint64_t off = pc - code_base_;
  const uint64_t unit_mask = (uint64_t{1} << unit_shift_) - 1;
  DecodedInsn* e;
  if (off < code_size_ && (off & unit_mask) == 0) {
    e = &c.code[off >> unit_shift_];
    if (e->valid) return e;
  } else {
    e = &c.other[pc];
    if (e->valid) return e;
  }
  uint32_t word = 0;
  if (pc & unit_mask) {
    x.trap(isa_.faults.misaligned_access, pc);
    return nullptr;
  }
  if (!mem_.lookup(pc, 1)) {
    x.trap(isa_.faults.access_fault, pc);
    return nullptr;
  }
  if (!decode_at(pc, *e, word)) {
    x.trap(isa_.faults.illegal_instruction, word);
    return nullptr;
  }
  return e;
}

void ExecContext::icache_invalidate() {
  auto& c = dev.cores_[wg.core];
  icache_flushed = true;
  for (auto& e : c.code) e.valid = false;
  c.other.clear();
}

uint32_t ExecContext::csr_core_count() const { return dev.cfg_.cores; }

// ---- Wait counters ------------------------------------------------------------------------
void ExecContext::wait_counter(unsigned c, unsigned n) {
  if (c < kMaxCounters && timing) {  // the timing model holds the warp until completions drain
    wait_need[c] = static_cast<uint16_t>(std::min<unsigned>(wait_need[c], n));
    if (w.outstanding[c] > n) hold = true;
    return;
  }
  if (c >= kMaxCounters || w.outstanding[c] <= n) return;
  while (w.outstanding[c] > n) {
    w.ring_head[c] = (w.ring_head[c] + 1) % kPendingRing;
    --w.outstanding[c];
  }
  w.recompute_pending();
}

void ExecContext::drain_all() {
  for (unsigned c = 0; c < kMaxCounters; ++c) {
    w.outstanding[c] = 0;
    w.ring_head[c] = 0;
  }
  w.pending_v = {};
  w.pending_u = {};
}

// ---- Control stack ------------------------------------------------------------------------
bool ExecContext::push(StackKind k, LaneMask mask, uint64_t pc) {
  if (w.sp >= kStackDepth) {
    trap(dev.faults().stack_overflow, w.sp);
    return false;
  }
  w.stack[w.sp++] = StackEntry{k, mask, pc};
  return true;
}

void ExecContext::join() {
  bool unwinding = w.exec == 0;
  for (;;) {
    if (w.sp == 0) {
      trap(dev.faults().stack_underflow, 0);
      return;
    }
    StackEntry e = w.stack[--w.sp];
    if (e.kind == StackKind::Loop) {  // every lane has left the loop
      w.exec = e.mask;
      next_pc = e.pc;
      return;
    }
    if (e.mask == 0 && (unwinding || e.kind == StackKind::Else)) continue;
    w.exec = e.mask;
    next_pc = e.pc;
    return;
  }
}

void ExecContext::brk(LaneMask lanes) {
  int k = static_cast<int>(w.sp) - 1;
  while (k >= 0 && w.stack[k].kind != StackKind::Loop) --k;
  if (k < 0) {
    trap(dev.faults().stack_underflow, 0);
    return;
  }
  LaneMask b = lanes & w.exec;
  for (unsigned i = static_cast<unsigned>(k) + 1; i < w.sp; ++i) w.stack[i].mask &= ~b;
  w.exec &= ~b;
  if (w.exec == 0) join();
}

// ---- Warp control -------------------------------------------------------------------------
void ExecContext::barrier() {
  w.state = WarpState::Barrier;
  w.barrier_pc = w.pc;
  ++wg.at_barrier;
  dev.check_barrier(*this);
}

void Device::check_barrier(ExecContext& x) {
  Workgroup& wg = x.wg;
  if (wg.at_barrier == 0 || wg.at_barrier < wg.live) return;
  auto& ws = *wg.warps;
  uint64_t pc0 = 0;
  bool first = true, same = true;
  for (unsigned i = 0; i < wg.warp_count; ++i) {
    if (ws[i].state != WarpState::Barrier) continue;
    if (first) pc0 = ws[i].barrier_pc, first = false;
    else if (ws[i].barrier_pc != pc0) same = false;
  }
  if (!same && isa_.barrier_by_pc) {
    x.trap(isa_.faults.barrier_deadlock, 0, ~0u);
    return;
  }
  for (unsigned i = 0; i < wg.warp_count; ++i)
    if (ws[i].state == WarpState::Barrier) ws[i].state = WarpState::Ready;
  wg.at_barrier = 0;
  ++wg.race_epoch;
}

void ExecContext::sleep(uint64_t cycles) {
  w.state = WarpState::Sleeping;
  w.wake = clock + cycles;
}

void ExecContext::end_warp() {
  drain_all();
  w.state = WarpState::Ended;
  --wg.live;
  dev.check_barrier(*this);
}

// ---- Memory access --------------------------------------------------------------------------
bool ExecContext::global_ptrs(const uint64_t* addr, LaneMask lanes, unsigned size, uint8_t** out, bool writes) {
  // Fast path: every lane aligned and inside one allocation (one lookup for the warp).
  if (lanes) {
    uint64_t lo = ~uint64_t{0}, hi = 0, any = 0;
    for (LaneMask m = lanes; m; m &= m - 1) {
      uint64_t a = addr[std::countr_zero(m)];
      lo = std::min(lo, a);
      hi = std::max(hi, a);
      any |= a;
    }
    if (((any & (size - 1)) == 0 || dev.cfg_.misaligned_ok) && hi - lo <= (uint64_t{1} << 40)) {
      if (Allocation* al = find_global(lo, hi - lo + size)) {
        uint8_t* data = al->bytes.data();
        const uint64_t base = al->base;
        for (LaneMask m = lanes; m; m &= m - 1) {
          unsigned l = static_cast<unsigned>(std::countr_zero(m));
          out[l] = data + (addr[l] - base);
        }
        mem_bytes += uint64_t{lane_count(lanes)} * size;
        if (dry && writes) dry_ptrs(lanes, out);
        return true;
      }
    }
  }
  // The trap names one kind of fault, with the lanes of that kind and the first one's address
  // (not the first faulting lane of any kind: issue 18).
  LaneMask mis = 0, bad = 0;
  uint64_t first_mis = 0, first_bad = 0;
  for (LaneMask m = lanes; m; m &= m - 1) {
    unsigned l = std::countr_zero(m);
    uint64_t a = addr[l];
    if ((a & (size - 1)) && !dev.cfg_.misaligned_ok) {
      if (!mis) first_mis = a;
      mis |= LaneMask{1} << l;
      continue;
    }
    Allocation* al = find_global(a, size);
    out[l] = al ? al->bytes.data() + (a - al->base) : nullptr;
    if (!out[l]) {
      if (!bad) first_bad = a;
      bad |= LaneMask{1} << l;
    }
  }
  if (mis) {
    trap(dev.faults().misaligned_access, first_mis, mis);
    return false;
  }
  if (bad) {
    trap(dev.faults().access_fault, first_bad, bad);
    return false;
  }
  mem_bytes += uint64_t{lane_count(lanes)} * size;
  if (dry && writes) dry_ptrs(lanes, out);
  return true;
}

void ExecContext::dry_ptrs(LaneMask lanes, uint8_t** out) {
  deferred = true;
  for (LaneMask m = lanes; m; m &= m - 1) {
    unsigned l = static_cast<unsigned>(std::countr_zero(m));
    out[l] = dry + 16 * l;
  }
}

void ExecContext::shared_access(const uint64_t* off, LaneMask lanes, unsigned size, SharedAccess kind) {
  if (!dev.cfg_.check_races || wg.warp_count < 2) return;
  auto& sh = *wg.shadow;
  if (sh.size() < wg.shared.size()) sh.resize(wg.shared.size());
  const uint64_t epoch = (wg.serial << 32) | wg.race_epoch, limit = sh.size();
  const int16_t me = static_cast<int16_t>(w.id);
  SharedShadow* const shadow = sh.data();
  // One byte against its shadow; false when a reported race stopped the warp.
  auto read = [&](SharedShadow& s, uint64_t byte) {
    if (s.writer >= 0 && s.writer != me) dev.race(*this, byte, s.write_pc, static_cast<unsigned>(s.writer), "reads a byte that {} wrote");
    if (s.reader == -1) s.reader = me, s.read_pc = w.pc;
    else if (s.reader != me) s.reader = -2;
    return !trapped;
  };
  auto write = [&](SharedShadow& s, uint64_t byte, bool atomic) {
    if (s.writer >= 0 && s.writer != me && !(atomic && s.atomic))
      dev.race(*this, byte, s.write_pc, static_cast<unsigned>(s.writer), "writes a byte that {} wrote");
    else if ((s.reader >= 0 && s.reader != me) || s.reader == -2)
      dev.race(*this, byte, s.read_pc, s.reader >= 0 ? static_cast<unsigned>(s.reader) : ~0u, "writes a byte that {} read");
    s.writer = me, s.write_pc = w.pc, s.atomic = atomic;
    return !trapped;
  };
  for (LaneMask m = lanes; m; m &= m - 1) {
    const uint64_t a = off[std::countr_zero(m)];
    if (a >= limit) continue;
    const uint64_t end = std::min<uint64_t>(a + size, limit);
    for (uint64_t b = a; b < end; ++b) {
      SharedShadow& s = shadow[b];
      if (s.epoch != epoch) s = SharedShadow{epoch};
      if (kind == SharedAccess::Read ? !read(s, b) : !write(s, b, kind == SharedAccess::Atomic)) return;
    }
  }
}

void Device::race(ExecContext& x, uint64_t byte, uint64_t other_pc, unsigned other_warp, const char* what) {
  ReportSink& sk = sink_of(x);
  LaunchResult& r = *sk.r;
  auto key = std::make_pair(x.w.pc, other_pc);
  auto it = sk.race_index.find(key);
  if (it == sk.race_index.end()) {
    Hazard h;
    h.pc = x.w.pc;
    h.source = source_line(x.w.pc);
    h.insn = insn_text(x.w.pc);
    std::string other = source_line(other_pc);
    std::string who = other_warp == ~0u ? std::string("another warp") : fmt::format("warp {}", other_warp);
    std::string verb = fmt::format(fmt::runtime(what), who);
    h.what = fmt::format("shared-memory race: warp {} of workgroup ({}, {}, {}) {} (shared byte {:#x}) at {} ({}), with no barrier between",
                         x.w.id, x.wg.id[0], x.wg.id[1], x.wg.id[2], verb, byte, other.empty() ? fmt::format("pc {:#x}", other_pc) : other,
                         insn_text(other_pc));
    it = sk.race_index.emplace(key, r.hazards.size()).first;
    r.hazards.push_back(std::move(h));
    sk.sites.push_back({1, x.w.pc, other_pc, x.clock});
  }
  ++r.hazards[it->second].count;
  if (cfg_.fatal_races && !x.trapped && !sk.stop) {
    const Hazard& h = r.hazards[it->second];
    stop_launch(x, "shared_race", "  " + h.what + "\n", h.insn, h.source);
  }
}

uint8_t* ExecContext::global_ptr(uint64_t a, unsigned size, bool writes) {
  if ((a & (size - 1)) && !dev.cfg_.misaligned_ok) {
    trap(dev.faults().misaligned_access, a);
    return nullptr;
  }
  Allocation* al = find_global(a, size);
  if (!al) {
    trap(dev.faults().access_fault, a);
    return nullptr;
  }
  mem_bytes += size;
  if (dry && writes) {
    deferred = true;
    return dry;
  }
  return al->bytes.data() + (a - al->base);
}

bool ExecContext::shared_ptrs(const uint64_t* off, LaneMask lanes, unsigned size, uint8_t** out) {
  LaneMask mis = 0, bad = 0;
  uint64_t first_mis = 0, first_bad = 0;  // per kind, as in global_ptrs
  for (LaneMask m = lanes; m; m &= m - 1) {
    unsigned l = std::countr_zero(m);
    uint64_t a = off[l];
    if (a & (size - 1)) {
      if (!mis) first_mis = a;
      mis |= LaneMask{1} << l;
    } else if (a + size > wg.shared.size()) {
      if (!bad) first_bad = a;
      bad |= LaneMask{1} << l;
    } else {
      out[l] = wg.shared.data() + a;
    }
  }
  if (mis) {
    trap(dev.faults().misaligned_access, first_mis, mis);
    return false;
  }
  if (bad) {
    trap(dev.faults().shared_out_of_range, first_bad, bad);
    return false;
  }
  touched_shared = true;
  if (banks) note_banks(off, lanes);
  return true;
}

// ---- Launch ---------------------------------------------------------------------------------
// Where a faulting address lies, named by the allocation below it: the first thing a user
// needs to tell an off-by-one from a wild pointer.
std::string Device::describe_address(uint64_t addr) {
  const Allocation* below = nullptr;
  for (const auto& a : mem_.allocations())
    if (a->base <= addr) below = a.get();
  if (!below) return fmt::format("  address {:#x} lies below every allocation\n", addr);
  const uint64_t off = addr - below->base;
  if (below->size == 0) return fmt::format("  address {:#x} is in '{}', which was freed\n", addr, below->name);
  if (off < below->size)
    return fmt::format("  address {:#x} is byte {} of '{}' ({} bytes at {:#x})\n", addr, off, below->name, below->size, below->base);
  return fmt::format("  address {:#x} is {} bytes past the end of '{}' ({} bytes at {:#x})\n", addr, off - below->size, below->name, below->size, below->base);
}

// Every report that stops a launch (a trap, a fatal hazard or race, what the timing model cannot
// run) is made here: where it happened, and the launch ends.
void Device::stop_launch(ExecContext& x, std::string name, std::string detail, std::string insn, std::string source) {
  ReportSink& sk = sink_of(x);
  LaunchResult& r = *sk.r;
  TrapReport t;
  t.name = std::move(name);
  std::copy(std::begin(x.wg.id), std::end(x.wg.id), t.wg);
  t.warp = x.w.id;
  t.lanes = x.trapped ? x.trap_lanes : x.w.exec;
  t.width = x.width;
  t.pc = x.w.pc;
  t.insn = insn.empty() ? insn_text(t.pc) : std::move(insn);
  t.source = source.empty() ? source_line(t.pc) : std::move(source);
  t.detail = std::move(detail);
  if (x.trapped) {
    t.cause = x.trap_cause;
    t.info = x.trap_info;
    for (const auto& tr : t_.traps)
      if (tr.cause == x.trap_cause) t.name = tr.name, t.meaning = tr.doc.en;
  }
  r.ok = false;
  r.trap = std::move(t);
  sk.stop = true;
  sk.stop_cycle = x.clock;
}

void Device::report_trap(ExecContext& x, const DecodedInsn*) {
  TrapReport t;
  t.cause = x.trap_cause;
  t.info = x.trap_info;
  if (t.cause == isa_.faults.misaligned_access || t.cause == isa_.faults.access_fault) t.detail += describe_address(t.info);
  const bool watchdog = t.cause == isa_.faults.watchdog;
  if (watchdog)
    t.detail += fmt::format("  the launch ran {} warp instructions; raise the budget with --max-instructions N, or lift it with 0\n",
                            x.trap_info);
  if (t.cause == isa_.faults.barrier_deadlock || watchdog) {
    for (unsigned i = 0; i < x.wg.warp_count; ++i) {
      const Warp& w = (*x.wg.warps)[i];
      const char* st = w.state == WarpState::Ended ? "ended" : w.state == WarpState::Barrier ? "waits at barrier" : "running";
      uint64_t pc = w.state == WarpState::Barrier ? w.barrier_pc : w.pc;
      std::string src = source_line(pc);
      t.detail += fmt::format("  warp {}: {} pc {:#x}{}{}\n", i, st, pc, src.empty() ? "" : " at ", src);
    }
  }
  stop_launch(x, {}, std::move(t.detail));
}

void Device::hazard(ExecContext& x, const DecodedInsn& d) {
  ReportSink& sk = sink_of(x);
  LaunchResult& r = *sk.r;
  const LaneRegs v = d.vuse & x.w.pending_v;
  const WarpRegs u = d.uuse & x.w.pending_u;
  auto it = sk.hazard_index.find(x.w.pc);
  if (it == sk.hazard_index.end()) {
    std::string reg = v.any() ? fmt::format("{}{}", lane_prefix_, v.first()) : fmt::format("{}{}", warp_prefix_, u.first());
    bool is_read = v.any() ? (d.vread & v).any() : (d.uread & u).any();
    Hazard h;
    h.pc = x.w.pc;
    h.source = source_line(x.w.pc);
    h.insn = insn_text(x.w.pc);
    h.what = fmt::format("missing waitcnt: {} {} while the load that writes it is outstanding", is_read ? "reads" : "overwrites", reg);
    it = sk.hazard_index.emplace(x.w.pc, r.hazards.size()).first;
    r.hazards.push_back(std::move(h));
    sk.sites.push_back({0, x.w.pc, 0, x.clock});
  }
  ++r.hazards[it->second].count;
  if (cfg_.fatal_hazards && !x.trapped) {
    const Hazard& h = r.hazards[it->second];
    stop_launch(x, "missing_waitcnt", "  " + h.what + "\n", h.insn, h.source);
  }
}

LaunchResult Device::launch(const LaunchSpec& spec) {
  if (timing) return timing_launch(spec);
  LaunchResult r;
  auto t0 = std::chrono::steady_clock::now();
  sink_.reset(r);
  issued_ = 0;
  std::fill(unit_counts_.begin(), unit_counts_.end(), 0);
  uint64_t threads = uint64_t{spec.wg[0]} * spec.wg[1] * spec.wg[2];
  unsigned width = cfg_.warp_width;
  unsigned nwarps = static_cast<unsigned>((threads + width - 1) / width);
  warps_.resize(nwarps);
  Workgroup wg;
  wg.warps = &warps_;
  wg.shadow = &shadow_;
  uint64_t total = uint64_t{spec.grid[0]} * spec.grid[1] * spec.grid[2];
  for (uint64_t f = 0; f < total && !sink_.stop; ++f) {
    wg.flat = static_cast<uint32_t>(f);
    wg.id[0] = static_cast<uint32_t>(f % spec.grid[0]);
    wg.id[1] = static_cast<uint32_t>((f / spec.grid[0]) % spec.grid[1]);
    wg.id[2] = static_cast<uint32_t>(f / (uint64_t{spec.grid[0]} * spec.grid[1]));
    wg.core = static_cast<unsigned>(f % cfg_.cores);
    wg.warp_count = nwarps;
    wg.race_epoch = 0;
    wg.serial = ++wg_serial_;
    run_workgroup(wg, spec, r);
    ++r.stats.workgroups;
    r.stats.warps += nwarps;
    if (progress) progress(f + 1, total);
  }
  r.stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  for (size_t i = 0; i < units_.size(); ++i)
    if (unit_counts_[i]) r.stats.per_unit.emplace_back(units_[i], unit_counts_[i]);
  return r;
}

// A warp at the start of a launch: its lanes (the last warp of a workgroup may be partial),
// the kernel's entry, nothing outstanding; then the ISA's own set-up (registers, launch ABI).
void start_warp(Warp& w, const IsaPlugin& isa, unsigned i, unsigned width, uint64_t threads, const LaunchSpec& spec,
                const Workgroup& wg) {
  uint64_t first = uint64_t{i} * width;
  unsigned n = static_cast<unsigned>(std::min<uint64_t>(width, threads - first));
  w.lanes = lanes_below(n);
  w.exec = w.lanes;
  w.pc = spec.entry;
  w.sp = 0;
  std::memset(w.outstanding, 0, sizeof w.outstanding);
  std::memset(w.ring_head, 0, sizeof w.ring_head);
  w.pending_v = {};
  w.pending_u = {};
  w.prio = 0;
  w.state = WarpState::Ready;
  w.wake = 0;
  w.retired = 0;
  w.id = i;
  if (isa.start_warp) isa.start_warp(w, spec, wg);
}

void Device::run_workgroup(Workgroup& wg, const LaunchSpec& spec, LaunchResult& r) {
  const unsigned width = cfg_.warp_width;
  const uint64_t threads = uint64_t{spec.wg[0]} * spec.wg[1] * spec.wg[2];
  wg.shared.assign(spec.shared_bytes, 0);
  wg.live = wg.warp_count;
  wg.at_barrier = 0;
  for (unsigned i = 0; i < wg.warp_count; ++i) start_warp(warps_[i], isa_, i, width, threads, spec, wg);
  unsigned last = wg.warp_count - 1;
  const uint64_t limit = cfg_.max_instructions;
  // Priorities change only for the warp that runs (setprio, the priority CSR): while every
  // warp has priority 0, the first ready warp in round-robin order is the pick, and the scan
  // can stop there (sleepers further on are woken when a later scan reaches them).
  bool any_prio = false;
  while (!sink_.stop) {
    // Pick: the ready warp of highest priority, round-robin among equals.
    int best = -1;
    bool sleepers = false;
    uint64_t wake = ~uint64_t{0};
    for (unsigned k = 1; k <= wg.warp_count; ++k) {
      unsigned i = last + k;
      if (i >= wg.warp_count) i -= wg.warp_count;
      Warp& w = warps_[i];
      if (w.state == WarpState::Sleeping) {
        if (w.wake <= cycle_) w.state = WarpState::Ready;
        else {
          sleepers = true;
          wake = std::min(wake, w.wake);
          continue;
        }
      }
      if (w.state != WarpState::Ready) continue;
      if (best < 0 || w.prio > warps_[best].prio) {
        best = static_cast<int>(i);
        if (w.prio == 3 || !any_prio) break;
      }
    }
    if (best < 0) {
      if (sleepers) {
        cycle_ = wake;
        continue;
      }
      if (wg.live > 0) {  // warps wait and nothing can release them
        Warp& w0 = warps_[last];
        ExecContext x{*this, wg, w0, spec};
        x.trap(isa_.faults.barrier_deadlock, 0, ~0u);
        report_trap(x, nullptr);
      }
      break;
    }
    last = static_cast<unsigned>(best);
    Warp& w = warps_[best];
    ExecContext x{*this, wg, w, spec};
    x.full = w.lanes;
    x.width = width;
    x.clock = cycle_;
    const DecodedInsn* d = fetch(wg.core, w.pc, x);
    if (!d) {
      report_trap(x, nullptr);
      return;
    }
    if (!isa_.interlocked && (d->vuse.intersects(w.pending_v, d->vwords) || d->uuse.intersects(w.pending_u, d->uwords))) {
      hazard(x, *d);
      if (sink_.stop) return;
    }
    x.next_pc = w.pc + d->length;
    ++r.stats.instructions;
    r.stats.lane_instructions += lane_count(w.exec);
    ++unit_counts_[d->unit];
    d->fn(x, *d);
    any_prio |= w.prio != 0;
    if (x.trapped) {
      unsigned c = x.trap_cause;
      if (c != isa_.faults.barrier_deadlock && c != isa_.faults.watchdog && isa_.enter_trap && isa_.enter_trap(w, c, x.trap_info)) {
        ++w.retired;
        ++cycle_;
        continue;
      }
      report_trap(x, d);
      return;
    }
    if (d->counter >= 0 && !isa_.interlocked) {  // an interlocked ISA's operation is complete at once here
      unsigned c = static_cast<unsigned>(d->counter);
      if (w.outstanding[c] >= counter_max_[c]) x.wait_counter(c, counter_max_[c] - 1);
      w.ring[c][(w.ring_head[c] + w.outstanding[c]) % kPendingRing] = PendingOp{d->vwrite, d->uwrite};
      ++w.outstanding[c];
      w.pending_v |= d->vwrite;  // what it writes arrives later: pending until waited for
      w.pending_u |= d->uwrite;
    }
    if (w.state != WarpState::Ended) w.pc = x.next_pc;
    ++w.retired;
    ++cycle_;
    if (limit && ++issued_ > limit) {
      x.trap(isa_.faults.watchdog, limit, w.exec);
      report_trap(x, d);
      return;
    }
  }
}

}  // namespace simtloom::sim
