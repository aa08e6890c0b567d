// The ISA-neutral functional SIMT engine: a device of cores running a grid of workgroups, each
// as warps of up to 64 lanes, with per-warp state in structure-of-arrays form, global memory as
// bounded allocations, shared memory per workgroup, a pre-decoded instruction cache per core, a
// control stack for reconvergence, wait counters with pending-register hazard detection,
// barriers that count live warps only, traps with reports and an instruction-count watchdog.
//
// Nothing here knows a mnemonic: an ISA plug-in (IsaPlugin) registers one semantic function per
// variant name, maps operand names to the slots its functions read, and names the register
// classes the engine tracks; which registers an instruction reads and writes is the
// description's operand access data. A variant without semantics is a load error listing them all.
#pragma once
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "codec/codec.h"
#include "desc/model.h"
#include "obj/object.h"
#include "sim/engine/watchdog.h"

namespace simtloom::sim {

constexpr unsigned kMaxLanes = 64;
// A warp's lanes as bits (lane l: bit l): execution masks, the lanes of a trap or an access.
// Wave32 warps use the low half; gfx11's wave64 all of it.
using LaneMask = uint64_t;
// The mask of lanes 0 .. n - 1.
constexpr LaneMask lanes_below(unsigned n) { return n >= 64 ? ~LaneMask{0} : (LaneMask{1} << n) - 1; }
// The lanes of a mask, the whole-warp masks without a popcount (which is a library call on a
// machine baseline without the popcnt instruction).
inline unsigned lane_count(LaneMask m) {
  return m == 0xffffffffu ? 32u : m == ~LaneMask{0} ? 64u : static_cast<unsigned>(std::popcount(m));
}
constexpr unsigned kStackDepth = 16;
// Registers of the tracked files: the per-lane file up to 256 (gfx11's VGPRs), the per-warp
// file up to 128 (its scalar codes).
constexpr unsigned kMaxLaneRegs = 256, kMaxWarpRegs = 128;
// The most per-warp state a plug-in may keep (its registers and special registers); each
// plug-in checks its own layout against it at compile time.
constexpr size_t kIsaStateBytes = 66 * 1024;  // gfx11: 256 VGPRs x 64 lanes, 128 SGPRs
constexpr size_t kMaxOtherStateBytes = 128;  // IsaPlugin::Layout::other_bytes at most
constexpr unsigned kMaxCounters = 8;
constexpr unsigned kSlots = 16;       // operand slots of a decoded instruction
constexpr unsigned kPendingRing = 64;  // outstanding operations remembered per counter
// A source operand's modifiers as the semantics find them in its slot (codec::src_mods), in this
// order whatever bits its type gives them (OperandType::src_neg_bit, src_abs_bit, src_sext_bit).
constexpr unsigned kSrcNeg = 1, kSrcAbs = 2, kSrcSext = 4;
constexpr int kNoSlot = -2;            // IsaPlugin::slot_of: an operand the semantics never read

// A set of registers of one tracked file, as bit words (register r: bit r % 64 of w[r / 64]).
struct LeaveUninitialized {};
template <unsigned N>
struct RegBits {
  uint64_t w[N];
  static constexpr unsigned kRegs = 64 * N;
  RegBits() : w{} {}
  // For storage that is written before it is read (Warp::ring): not cleared.
  explicit RegBits(LeaveUninitialized) {}
  RegBits& operator|=(const RegBits& o) {
    for (unsigned i = 0; i < N; ++i) w[i] |= o.w[i];
    return *this;
  }
  friend RegBits operator|(RegBits a, const RegBits& b) { return a |= b; }
  friend RegBits operator&(RegBits a, const RegBits& b) {
    for (unsigned i = 0; i < N; ++i) a.w[i] &= b.w[i];
    return a;
  }
  RegBits operator~() const {
    RegBits r;
    for (unsigned i = 0; i < N; ++i) r.w[i] = ~w[i];
    return r;
  }
  bool any() const {
    uint64_t a = 0;
    for (unsigned i = 0; i < N; ++i) a |= w[i];
    return a != 0;
  }
  // Registers first .. first + n - 1 (those from `regs` on, past the file, ignored).
  void add(unsigned first, unsigned n, unsigned regs = kRegs) {
    for (unsigned r = first; r < first + n && r < regs && r < kRegs; ++r) w[r >> 6] |= uint64_t{1} << (r & 63);
  }
  unsigned first() const {
    for (unsigned i = 0; i < N; ++i)
      if (w[i]) return 64 * i + static_cast<unsigned>(std::countr_zero(w[i]));
    return kRegs;
  }
  template <class F>
  void each(F&& f, unsigned words = N) const {
    for (unsigned i = 0; i < words; ++i)
      for (uint64_t m = w[i]; m; m &= m - 1) f(64 * i + static_cast<unsigned>(std::countr_zero(m)));
  }
  // Whether the two sets share a register, looking at the first `words` words only (the others
  // known to be empty in one of them).
  bool intersects(const RegBits& o, unsigned words = N) const {
    uint64_t a = 0;
    for (unsigned i = 0; i < words; ++i) a |= w[i] & o.w[i];
    return a != 0;
  }
  // How many words from the first hold all of the set's registers.
  unsigned words() const {
    unsigned n = N;
    while (n && !w[n - 1]) --n;
    return n;
  }
};
using LaneRegs = RegBits<kMaxLaneRegs / 64>;
using WarpRegs = RegBits<kMaxWarpRegs / 64>;

struct ExecContext;
struct DecodedInsn;
struct Warp;
struct LaunchSpec;
struct Workgroup;
// One instruction's semantics over the whole warp under its execution mask.
using SemFn = void (*)(ExecContext&, const DecodedInsn&);

// A pre-decoded instruction: the icache entry.
struct DecodedInsn {
  SemFn fn = nullptr;
  const desc::Variant* variant = nullptr;
  int64_t op[kSlots] = {};  // operand values in the plug-in's slots (see IsaPlugin::slot_of)
  // Registers read and written, from the description's operand access (hazard checks, pending
  // loads, the timing model's scoreboard and deferral): v = the plug-in's per-lane register file,
  // u = its per-warp file (IsaPlugin::lane_file / warp_file).
  LaneRegs vread, vwrite;
  WarpRegs uread, uwrite;
  // vread | vwrite and uread | uwrite, kept because the scoreboard and the pending-load checks
  // ask for them on every issue (gfx11's sets are four and two words wide).
  LaneRegs vuse;
  WarpRegs uuse;
  // The words of vuse and uuse that hold registers (all four sets lie within them), which the
  // hot loops stop at: most instructions name registers of the first word only.
  uint8_t vwords = 0, uwords = 0;
  uint8_t length = 0;
  int8_t counter = -1;  // wait counter of a variable-latency variant, else -1
  uint8_t unit = 0;     // index into Device::unit_names()
  bool valid = false;
};

// The causes of the faults the engine raises itself, from the plug-in's trap table.
struct EngineFaults {
  unsigned illegal_instruction = 0, misaligned_access = 0, access_fault = 0, shared_out_of_range = 0;
  unsigned stack_overflow = 0, stack_underflow = 0, barrier_deadlock = 0, watchdog = 0;
};

// What an instruction set brings to the engine.
struct IsaPlugin {
  std::string target;
  // Semantic functions by variant id, as generated from the description at build time
  // (generated/isa/<target>_ids.h); variant_names are the generated ids' names, with which a
  // user's own description of the target (--isa) is bound by name.
  std::vector<SemFn> semantics;
  const std::string_view* variant_names = nullptr;
  size_t variant_count = 0;
  EngineFaults faults;
  // The slot an operand name is stored in; kNoSlot for an operand the semantics never read; -1
  // (a name the plug-in does not know) is a load error.
  int (*slot_of)(std::string_view operand) = nullptr;
  // The description's register classes the engine tracks (hazards, pending loads, the timing
  // model): one held per lane (at most kMaxLaneRegs registers), one per warp (kMaxWarpRegs);
  // empty: none. Which registers an instruction reads and writes comes from the description's
  // `access` data. A file is a register class, or the register range of the target's source
  // codes with that prefix (`source:` files, gfx11's v and s, whose operands are source codes).
  std::string lane_file, warp_file;
  bool files_are_sources = false;
  // Where the plug-in keeps them in Warp::isa, and the range of its other state that an
  // instruction may read (the timing model's deferred re-execution copies it).
  struct Layout {
    size_t lane_file = 0, warp_file = 0;  // byte offsets: uint32_t [regs][lane_stride], uint32_t [regs]
    size_t other = 0, other_bytes = 0;
    // The 32-bit words of a per-lane register's row: kMaxLanes, or fewer for an ISA whose warps
    // are narrower (wisa's 32), whose warps then start with half the state to clear.
    unsigned lane_stride = kMaxLanes;
    // The 32-bit words of a per-lane register's row that one lane's value takes (1; linx041's
    // 64-bit queue entries: 2, lane l in words 2l and 2l + 1).
    unsigned lane_words = 1;
  } layout;
  // The launch ABI: the warp's ISA state at the start of a launch (registers, what the kernel
  // finds where), after the engine set up its lanes and pc. It initializes all of that state:
  // Warp::isa holds whatever the slot's last warp left, or nothing defined at all.
  void (*start_warp)(Warp& w, const LaunchSpec& spec, const Workgroup& wg) = nullptr;
  // A trap the ISA handles itself (a trap vector): true when it redirected the warp.
  bool (*enter_trap)(Warp& w, unsigned cause, uint64_t info) = nullptr;
  // The semantics cover part of the description (a description of a whole foreign ISA, gfx11):
  // a variant without semantics is then an error of the program that uses it (the runner asks
  // Device::unsupported before a launch, and such an instruction reached at run time is an
  // illegal instruction), not of the target.
  bool partial = false;
  // Waves waiting at barrier instructions at different pcs are a deadlock (wisa's rule: a barrier
  // names its own rendezvous); false: any barrier instruction meets any other (gfx11's s_barrier
  // counts arrivals, wherever they are).
  bool barrier_by_pc = true;
  // The value a slot holds for a variant without that operand (default 0): gfx11 marks an absent
  // scalar base or address (`off`) with -1, since 0 is a register's code.
  std::array<int64_t, kSlots> absent{};
  // The hardware interlocks (linx041: no wait instruction): an instruction that reads or writes a
  // register a variable-latency operation has yet to write waits for it (the timing model's
  // scoreboard stall) instead of being a missing-wait hazard, and the functional engine, which
  // completes every operation at once, keeps nothing pending.
  bool interlocked = false;
};


// Registration by generated id: `Semantics<Vid> s{p}; s[Vid::add_vv] = add_vv;` (a misspelt or
// removed variant is a compile error).
template <class Id>
struct Semantics {
  IsaPlugin& p;
  SemFn& operator[](Id id) { return p.semantics.at(static_cast<size_t>(id)); }
};

// ---- Memory -----------------------------------------------------------------------------
struct Allocation {
  uint64_t base = 0, size = 0;
  std::string name;
  std::vector<uint8_t> bytes;
  bool code = false;
};

class Memory {
 public:
  // A new zeroed allocation; addresses are 256-byte aligned with an unmapped gap after each.
  uint64_t alloc(uint64_t size, std::string name, bool code = false);
  // The allocation holding [addr, addr+size), or null.
  Allocation* find(uint64_t addr, uint64_t size) { return find(addr, size, last_); }
  // The same with the caller's own last-hit cache: the timing model's cores look memory up from
  // several threads at once, so they must not share `last_`.
  Allocation* find(uint64_t addr, uint64_t size, Allocation*& hint) const {
    if (hint && addr >= hint->base && addr - hint->base + size <= hint->size) return hint;
    Allocation* a = lookup(addr, size);
    if (a) hint = a;
    return a;
  }
  // No cache at all (reports, decoding).
  Allocation* lookup(uint64_t addr, uint64_t size) const;
  uint8_t* ptr(uint64_t addr, uint64_t size) {
    Allocation* a = find(addr, size);
    return a ? a->bytes.data() + (addr - a->base) : nullptr;
  }
  Allocation* by_name(std::string_view n);
  std::vector<std::unique_ptr<Allocation>>& allocations() { return allocs_; }
  bool write(uint64_t addr, const void* p, uint64_t n) {
    uint8_t* d = ptr(addr, n);
    if (!d) return false;
    if (n) std::memcpy(d, p, n);  // an empty source may be a null pointer
    return true;
  }
  bool read(uint64_t addr, void* p, uint64_t n) {
    uint8_t* s = ptr(addr, n);
    if (!s) return false;
    if (n) std::memcpy(p, s, n);
    return true;
  }

 private:
  std::vector<std::unique_ptr<Allocation>> allocs_;  // sorted by base (allocated increasing)
  Allocation* last_ = nullptr;
  uint64_t next_ = 0x10000;
};

// A read-only image for texture loads: 32-bit texels, row-major.
struct Image {
  uint32_t width = 0, height = 1;
  std::vector<uint32_t> texels;
};

// ---- Warps --------------------------------------------------------------------------------
enum class StackKind : uint8_t { Reconv = 0, Else = 1, Loop = 2 };
struct StackEntry {
  StackKind kind = StackKind::Reconv;
  LaneMask mask = 0;
  uint64_t pc = 0;
};

enum class WarpState : uint8_t { Ready, Barrier, Sleeping, Ended };

// A ring entry is written before it is read (only the outstanding ones are), so a new warp
// does not clear them: 8 x 64 entries of 48 bytes each.
struct PendingOp {
  LaneRegs vmask{LeaveUninitialized{}};
  WarpRegs umask{LeaveUninitialized{}};
};

// Per-warp state. The engine's part: lanes, masks, pc, the control stack, wait counters,
// scheduling. The ISA's registers live in `isa`, laid out by the plug-in (IsaPlugin::layout):
// structure of arrays, the per-lane file register-major (row[reg][lane]).
struct Warp {
  // Provided, so that value-initializing a warp (a vector's resize) leaves `isa` to the
  // plug-in's start_warp instead of zeroing all of it first: 66 KiB per warp on each first
  // dispatch, a fifth of the timing model's instructions on the small benchmarks.
  Warp() {}
  alignas(64) std::byte isa[kIsaStateBytes];
  LaneMask exec = 0;
  LaneMask lanes = 0;  // lanes that hold threads (partial warps)
  uint64_t pc = 0;
  StackEntry stack[kStackDepth];
  unsigned sp = 0;
  // Wait counters: outstanding counts and, per counter, the registers of the operations not yet
  // waited for (oldest first), so that waitcnt N retires all but the newest N.
  uint16_t outstanding[kMaxCounters] = {};
  PendingOp ring[kMaxCounters][kPendingRing];
  uint16_t ring_head[kMaxCounters] = {};
  LaneRegs pending_v;
  WarpRegs pending_u;
  // pending_v/pending_u again from the operations still outstanding on counters [0, counters).
  void recompute_pending(unsigned counters = kMaxCounters) {
    LaneRegs pv;
    WarpRegs pu;
    for (unsigned k = 0; k < counters; ++k)
      for (unsigned i = 0; i < outstanding[k]; ++i) {
        const auto& op = ring[k][(ring_head[k] + i) % kPendingRing];
        pv |= op.vmask;
        pu |= op.umask;
      }
    pending_v = pv;
    pending_u = pu;
  }
  unsigned prio = 0;
  WarpState state = WarpState::Ready;
  uint64_t wake = 0;          // Sleeping: the cycle it may issue again
  uint64_t barrier_pc = 0;    // Barrier: the barrier it waits at
  uint64_t retired = 0;
  unsigned id = 0;            // index within the workgroup
};

// The tracked register files of a warp, through the plug-in's layout.
inline uint32_t* lane_row(Warp& w, const IsaPlugin& p, unsigned reg) {
  return reinterpret_cast<uint32_t*>(w.isa + p.layout.lane_file) + size_t{reg} * p.layout.lane_stride;
}
inline uint32_t& warp_reg(Warp& w, const IsaPlugin& p, unsigned reg) {
  return reinterpret_cast<uint32_t*>(w.isa + p.layout.warp_file)[reg];
}

// Race-checker shadow of one shared byte within a barrier epoch.
enum class SharedAccess : uint8_t { Read, Write, Atomic };
struct SharedShadow {
  uint64_t epoch = 0;  // (launch-wide workgroup serial << 32) | Workgroup::race_epoch
  uint64_t write_pc = 0, read_pc = 0;
  int16_t writer = -1;  // warp of the last write in the epoch, -1: none
  int16_t reader = -1;  // warp of the first read, -1: none, -2: reads by several warps
  bool atomic = false;  // the last write was an atomic
};

struct Workgroup {
  uint32_t id[3] = {};
  uint32_t flat = 0;
  unsigned core = 0;
  // The place the workgroup holds while resident, device-wide: 0 in functional mode (one
  // workgroup at a time), core x workgroups_per_core + its slot in timing mode. Per-resident
  // resources (a plug-in's scratch memory) are indexed by it, as hardware allocates them.
  unsigned slot = 0;
  std::vector<Warp>* warps = nullptr;
  unsigned warp_count = 0, live = 0, at_barrier = 0;
  std::vector<uint8_t> shared;
  uint32_t race_epoch = 0;  // advanced by every barrier release (race checker)
  // Race checker: the shadow of `shared` and this workgroup's serial number in it (several
  // workgroups are resident at once in timing mode, each with its own shadow).
  std::vector<SharedShadow>* shadow = nullptr;
  uint64_t serial = 0;
};

// ---- Launch and results ---------------------------------------------------------------------
struct DeviceConfig {
  unsigned cores = 4;
  unsigned warp_width = 32;  // 1..kMaxLanes
  uint64_t max_instructions = kDefaultInstructionBudget;  // watchdog on warp instructions; 0 = none
  bool fatal_hazards = false;
  // Shared-memory race checker: two warps of a workgroup touch the same shared byte, at least
  // one writing (atomics race only with plain accesses), with no barrier between them.
  bool check_races = true;
  bool fatal_races = false;
  // Global accesses need not be aligned to their size (ISAs whose loads and stores allow it).
  bool misaligned_ok = false;
};

struct LaunchSpec {
  uint64_t entry = 0;  // pc of the kernel's first instruction
  uint32_t grid[3] = {1, 1, 1};
  uint32_t wg[3] = {1, 1, 1};
  uint32_t shared_bytes = 0;
  uint64_t arg_addr = 0;  // the kernel's argument block (where the kernel finds it: the plug-in's start_warp)
  std::vector<Image> images;
  // ISA state outside the warps (e.g. an ISA's global registers), reached by the semantics and
  // the plug-in's start_warp through ExecContext::launch / the spec. Not owned.
  void* isa_state = nullptr;
};

struct TrapReport {
  unsigned cause = 0;
  std::string name;  // from the description's trap table, or "missing_waitcnt" for a fatal hazard
  std::string meaning;  // the trap table's description of the cause
  uint64_t info = 0;
  uint32_t wg[3] = {};
  unsigned warp = 0;
  LaneMask lanes = 0;
  unsigned width = 32;  // the warp's lanes (how the report prints `lanes`)
  uint64_t pc = 0;
  std::string insn;    // disassembled
  std::string source;  // file:line
  std::string detail;  // e.g. each warp's pc for a deadlock
  std::string render() const;
};

struct Hazard {
  uint64_t pc = 0;
  std::string source, insn, what;
  uint64_t count = 0;
};

struct Stats {
  uint64_t instructions = 0;   // warp instructions issued
  uint64_t lane_instructions = 0;  // active lanes summed over issued instructions
  uint64_t workgroups = 0, warps = 0;
  std::vector<std::pair<std::string, uint64_t>> per_unit;
  double seconds = 0;
};

struct LaunchResult {
  bool ok = true;
  std::optional<TrapReport> trap;
  std::vector<Hazard> hazards;
  Stats stats;
};

// Where a launch's hazard, race and trap reports go. The functional engine has one; the timing
// model one per core, merged after the launch in an order that does not depend on threads.
struct ReportSink {
  LaunchResult* r = nullptr;
  // Per entry of r->hazards: its site (kind 0: missing waitcnt at pc; 1: race between pc and
  // other) and the cycle it was first seen, the keys of the merge.
  struct Site {
    uint8_t kind = 0;
    uint64_t pc = 0, other = 0, first_cycle = 0;
  };
  std::vector<Site> sites;
  std::unordered_map<uint64_t, size_t> hazard_index;
  std::map<std::pair<uint64_t, uint64_t>, size_t> race_index;
  bool stop = false;         // a trap or a fatal hazard ends the launch
  uint64_t stop_cycle = 0;   // the cycle it happened (timing mode)
  void reset(LaunchResult& res) {
    r = &res;
    sites.clear();
    hazard_index.clear();
    race_index.clear();
    stop = false;
    stop_cycle = 0;
  }
};

// Sets up warp i of a workgroup for a launch (both simulation modes), then the plug-in's part.
void start_warp(Warp& w, const IsaPlugin& isa, unsigned i, unsigned width, uint64_t threads, const LaunchSpec& spec,
                const Workgroup& wg);

class Device;
class TimingModel;
struct TimingDriver;
namespace timing_detail {
class CoreSim;
}

// What a semantic function sees.
struct ExecContext {
  Device& dev;
  Workgroup& wg;
  Warp& w;
  const LaunchSpec& launch;
  uint64_t next_pc = 0;  // pc + length unless the instruction branches
  LaneMask full = 0;     // mask of the warp's existing lanes
  unsigned width = 32;   // lanes per warp (the device parameter): lane loops stop there
  bool trapped = false;
  unsigned trap_cause = 0;
  uint64_t trap_info = 0;
  LaneMask trap_lanes = 0;

  void trap(unsigned cause, uint64_t info, LaneMask lanes = 0) {
    if (trapped) return;
    trapped = true;
    trap_cause = cause;
    trap_info = info;
    trap_lanes = lanes ? lanes : w.exec;
  }

  // waitcnt: retire operations on counter c until at most `n` are outstanding.
  void wait_counter(unsigned c, unsigned n);
  void drain_all();

  // Control stack.
  bool push(StackKind k, LaneMask mask, uint64_t pc);
  // Pops entries until one with lanes is found (runs it), as a join or an emptied mask does.
  void join();
  // Active lanes in `lanes` leave the innermost loop.
  void brk(LaneMask lanes);

  void barrier();
  void sleep(uint64_t cycles);
  void end_warp();
  void icache_invalidate();

  // Global memory: pointers for every active lane (address per lane), checked for alignment
  // and bounds; false (and a trap) when any lane faults, nothing accessed. `writes`: the
  // instruction writes through them (a store, an atomic); false for a load.
  bool global_ptrs(const uint64_t* addr, LaneMask lanes, unsigned size, uint8_t** out, bool writes);
  uint8_t* global_ptr(uint64_t addr, unsigned size, bool writes);  // one access (scalar loads)
  bool shared_ptrs(const uint64_t* off, LaneMask lanes, unsigned size, uint8_t** out);
  // Race checker: records a shared access of the active `lanes` (call after shared_ptrs).
  void shared_access(const uint64_t* off, LaneMask lanes, unsigned size, SharedAccess kind);

  uint64_t cycle() const { return clock; }
  uint32_t csr_core_count() const;
  const Image* image(unsigned i) const { return i < launch.images.size() ? &launch.images[i] : nullptr; }

  static uint64_t span(unsigned first, unsigned n) {
    uint64_t m = n >= 64 ? ~uint64_t{0} : ((uint64_t{1} << n) - 1);
    return first >= 64 ? 0 : m << first;
  }

  // Timing mode (src/sim/engine/timing.h): waitcnt records what it needs instead of retiring
  // operations (`hold` when a counter is above its field); memory accesses report their bytes
  // and shared-memory bank conflicts; icache.inv reports itself.
  bool timing = false, hold = false, icache_flushed = false;
  uint64_t clock = 0;           // the current cycle (CSR `cycle`, sleep)
  ReportSink* sink = nullptr;   // null: the device's own (functional mode)
  Allocation** hint = nullptr;  // the caller's memory-lookup cache; null: the device's
  // Timing mode defers instructions that write global memory (docs/timing.md, "Threads"): at
  // issue their accesses are checked and counted but go to `dry` (16 bytes a lane) instead of
  // memory, and `deferred` says so; the engine drops the results and runs the instruction
  // again on memory, at an epoch boundary before it completes. Semantics may skip the data
  // movement when `deferred` is set after the access check (the engine marks the registers a
  // variable-latency instruction writes pending, from the description).
  // Loads read memory at issue.
  uint8_t* dry = nullptr;
  bool deferred = false, touched_shared = false;
  Allocation* find_global(uint64_t addr, uint64_t size);  // through `hint`
  void dry_ptrs(LaneMask lanes, uint8_t** out);
  uint16_t wait_need[kMaxCounters] = {0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff};
  uint64_t mem_bytes = 0;
  unsigned banks = 0, bank_bytes = 4, bank_ways = 0;
  void note_banks(const uint64_t* off, LaneMask lanes);  // defined in timing.cpp
};

// The device: memory, code, per-core instruction caches, and the launcher.
class Device {
 public:
  // Fails (returns null, diagnostics in `d`) when a variant of the target has no semantics.
  static std::unique_ptr<Device> create(const desc::Target& t, const IsaPlugin& isa, DeviceConfig cfg, DiagList& d);

  Memory& memory() { return mem_; }
  const DeviceConfig& config() const { return cfg_; }
  const desc::Target& target() const { return t_; }

  // Copies the object's code section (.text, or the given one) into a code allocation; returns
  // its base address. Source lines of the object name instructions in trap reports.
  uint64_t load_code(const obj::Object& o, int section = -1);
  uint64_t code_base() const { return code_base_; }

  LaunchResult launch(const LaunchSpec& spec);

  // The instructions in [begin, end) of the loaded code (decoded in sequence) whose variant has
  // no semantics: their addresses (a partial plug-in's load-time check).
  std::vector<uint64_t> unsupported(uint64_t begin, uint64_t end) const;

  // Optional: disassembles an instruction for reports (the CLI passes the printer).
  std::function<std::string(const codec::MCInst&, uint64_t pc)> disassemble;
  // Optional: called with (workgroups done, total) after each workgroup of a functional launch
  // and at each epoch boundary of a timing launch, for a progress line on long runs (the CLI
  // shows one on a terminal).
  std::function<void(uint64_t done, uint64_t total)> progress;

  // For reports: "file:line" of an address, or "".
  std::string source_line(uint64_t pc) const;
  std::string insn_text(uint64_t pc) const;
  const std::vector<std::string>& unit_names() const { return units_; }
  const EngineFaults& faults() const { return isa_.faults; }
  const IsaPlugin& isa() const { return isa_; }
  // How many registers the tracked files have (IsaPlugin::lane_file / warp_file; 0: none): what
  // DecodedInsn's register sets can hold, and what the timing model's scoreboard resets.
  unsigned lane_regs() const { return lane_regs_; }
  unsigned warp_regs() const { return warp_regs_; }
  uint64_t cycle() const { return cycle_; }

  // When set, launch() runs the cycle-approximate timing model instead (not owned).
  TimingModel* timing = nullptr;
  // The instruction at pc as a launch decodes it, with its register use, outside any launch
  // (tests and tools that look at what the description's access data gives); false when none.
  bool decode(uint64_t pc, DecodedInsn& out) {
    uint32_t word = 0;
    return decode_at(pc, out, word);
  }

 private:
  friend struct ExecContext;
  friend class TimingModel;
  friend class timing_detail::CoreSim;
  friend struct TimingDriver;
  Device(const desc::Target& t, const IsaPlugin& isa, DeviceConfig cfg);
  const DecodedInsn* fetch(unsigned core, uint64_t pc, ExecContext& x);
  // The decoded instruction at pc in the core's instruction cache, or null (then use fetch).
  const DecodedInsn* decoded(unsigned core, uint64_t pc) const {
    uint64_t off = pc - code_base_;
    if (off >= code_size_ || (off & ((uint64_t{1} << unit_shift_) - 1))) return nullptr;
    const DecodedInsn& e = cores_[core].code[off >> unit_shift_];
    return e.valid ? &e : nullptr;
  }
  bool decode_at(uint64_t pc, DecodedInsn& out, uint32_t& word);
  void run_workgroup(Workgroup& wg, const LaunchSpec& spec, LaunchResult& r);
  LaunchResult timing_launch(const LaunchSpec& spec);  // timing.cpp
  void check_barrier(ExecContext& x);
  ReportSink& sink_of(ExecContext& x) { return x.sink ? *x.sink : sink_; }
  void report_trap(ExecContext& x, const DecodedInsn* d);
  // The one builder of the reports that end a launch; `insn`/`source` default to the warp's pc.
  void stop_launch(ExecContext& x, std::string name, std::string detail, std::string insn = {}, std::string source = {});
  std::string describe_address(uint64_t addr);
  void hazard(ExecContext& x, const DecodedInsn& d);
  void race(ExecContext& x, uint64_t byte, uint64_t other_pc, unsigned other_warp, const char* what);

  const desc::Target& t_;
  const IsaPlugin& isa_;
  DeviceConfig cfg_;
  codec::Decoder dec_;
  Memory mem_;
  std::vector<SemFn> sem_;                 // by variant id
  std::vector<std::array<int8_t, kSlots>> slots_;  // by variant id: operand index -> slot
  // By variant id: where each source operand's value holds neg, abs and sext (its type's
  // src_*_bit), for decode_at to give the semantics kSrcNeg/kSrcAbs/kSrcSext; empty: none.
  struct SrcModBits {
    int8_t neg = -1, abs = -1, sext = -1;
  };
  std::vector<std::vector<std::pair<uint8_t, SrcModBits>>> src_mods_;
  // By variant id: the register operands of the tracked files, with what the variant does.
  struct TrackedUse {
    uint8_t operand = 0;
    bool lane = true;  // the per-lane file (else the per-warp one)
    const desc::OperandUse* use = nullptr;
    const desc::EnumTable* names = nullptr;  // an enum operand whose values name registers (EnumEntry::names)
  };
  std::vector<std::vector<TrackedUse>> uses_;
  std::string lane_prefix_, warp_prefix_;  // how reports name registers of the two files
  unsigned lane_regs_ = 0, warp_regs_ = 0;
  bool bind_uses(const desc::Variant& v, DiagList& d);
  void fill_uses(DecodedInsn& out, const codec::MCInst& mi) const;
  std::vector<uint8_t> unit_of_;           // by variant id
  std::vector<int8_t> counter_of_;         // by variant id
  std::vector<std::string> units_;
  std::vector<unsigned> counter_max_;
  struct Core {
    std::vector<DecodedInsn> code;  // the code allocation, one entry per unit
    std::unordered_map<uint64_t, DecodedInsn> other;  // code fetched from elsewhere
  };
  std::vector<Core> cores_;
  uint64_t code_base_ = 0, code_size_ = 0;
  unsigned unit_shift_ = 2;  // log2 of the instruction unit in bytes (icache index)
  std::vector<obj::LineEntry> lines_;  // of the code section, addresses relative to it
  std::vector<std::string> files_;
  std::vector<Warp> warps_;
  uint64_t cycle_ = 0;
  uint64_t issued_ = 0;
  std::vector<uint64_t> unit_counts_;
  std::vector<SharedShadow> shadow_;  // race checker, one per shared byte
  uint64_t wg_serial_ = 0;
  ReportSink sink_;  // functional mode
};

inline Allocation* ExecContext::find_global(uint64_t addr, uint64_t size) {
  return hint ? dev.mem_.find(addr, size, *hint) : dev.mem_.find(addr, size);
}

}  // namespace simtloom::sim
