// The linx041 runner: LinxISA 0.41 block programs on the block driver (sim::linx::Machine):
// SIMT bodies over LB0·LB1·LB2 iterations in groups of LaneNum lanes, FP blocks as one lane,
// globals R0-R23 set before the run and checked after it.
#include <fmt/format.h>

#include "cli/run/outcome.h"
#include "cli/run/runner.h"
#include "cli/run/timing_setup.h"
#include "desc/model.h"
#include "dis/printer.h"
#include "obj/object.h"
#include "sim/linx/linx.h"

namespace simtloom::cli::run {
namespace {

class LinxRunner final : public Runner {
 public:
  bool prepare(const RunInput& in, DiagList& d) override;
  uint64_t place(const std::string& name, const std::vector<uint8_t>& bytes) override {
    uint64_t a = machine_->device().memory().alloc(bytes.size(), name);
    machine_->device().memory().write(a, bytes.data(), bytes.size());
    return a;
  }
  bool set_values(const RunInput& in, const std::vector<BufferData>& bufs, DiagList& d) override;
  std::string banner(const RunInput& in) const override {
    const auto& st = machine_->state();
    return fmt::format("== simtloom run {} (linx041 blocks from {:#x}, LaneNum {}, LB [{}, {}, {}])\n", in.args.input, entry_, st.lane_num, st.LB[0],
                       st.LB[1], st.LB[2]);
  }
  RunOutcome run() override;
  std::vector<uint8_t> read(uint64_t addr, uint64_t size) override {
    std::vector<uint8_t> v(size);
    machine_->device().memory().read(addr, v.data(), v.size());
    return v;
  }
  uint64_t global(const std::string& name) override { return machine_->state().R[reg_of(name)]; }
  std::string stats_name(const RunInput&) const override { return "linx041"; }

 private:
  bool find_entry(const RunInput& in, uint64_t base, DiagList& d);
  // The register index of a global by name (the description's gsrc enum); -1 and a located
  // error with a suggestion when there is none.
  int global_named(const std::string& name, const SourceLoc& loc, DiagList& d) const;
  unsigned reg_of(const std::string& name) const {
    const desc::EnumEntry* e = gnames_ ? gnames_->find(name) : nullptr;
    return e ? static_cast<unsigned>(e->value % sim::linx::kGlobals) : 0;
  }

  std::unique_ptr<dis::Printer> printer_;
  std::unique_ptr<sim::TimingModel> timing_;
  std::unique_ptr<sim::linx::Machine> machine_;
  const desc::EnumTable* gnames_ = nullptr;
  uint64_t entry_ = 0;
};

bool LinxRunner::prepare(const RunInput& in, DiagList& d) {
  const RunArgs& a = in.args;
  const LaunchFile& L = in.launch;
  sim::linx::MachineConfig mc;
  mc.max_instructions = a.max_instructions;
  if (wants_timing(a)) {
    // Each body is a launch of its own; one trace would hold only the last.
    if (!a.trace.empty()) {
      d.error({"<command line>", 0, 0}, "--trace records one launch, and a linx041 program runs each block body as a launch of its own", {},
              "leave --trace out: the timing summary and --stats cover every body");
      return false;
    }
    timing_ = make_timing_model(a, d, sim::linx::device_yaml());
    if (!timing_) return false;
    mc.timing = timing_.get();
    mc.cores = timing_->config().cores;
  }
  if (L.lanes) {
    if (*L.lanes == 0 || *L.lanes > sim::linx::kMaxLinxLanes) {
      d.error(L.lanes_loc, fmt::format("LaneNum {} is not supported", *L.lanes), {}, fmt::format("use 1 to {} lanes", sim::linx::kMaxLinxLanes));
      return false;
    }
    mc.lane_num = static_cast<unsigned>(*L.lanes);
  }
  machine_ = sim::linx::Machine::create(in.target, mc, d);
  if (!machine_) return false;
  if (timing_ && !check_timing_names(timing_->config(), a.config, machine_->device().unit_names(), in.target, d)) return false;
  printer_ = std::make_unique<dis::Printer>(in.target);
  machine_->device().disassemble = [p = printer_.get()](const codec::MCInst& mi, uint64_t pc) { return p->text(mi, pc); };
  const uint64_t base = machine_->device().load_code(in.object);
  if (!find_entry(in, base, d)) return false;
  for (int i = 0; i < 3; ++i) machine_->state().LB[i] = L.loop.v[i];
  gnames_ = in.target.enum_table("gsrc");
  bool ok = true;
  for (const auto& g : L.globals) ok &= global_named(g.reg, g.loc, d) >= 0;
  for (const auto& g : L.global_checks) ok &= global_named(g.reg, g.reg_loc, d) >= 0;
  return ok;
}

bool LinxRunner::find_entry(const RunInput& in, uint64_t base, DiagList& d) {
  entry_ = base;
  if (!in.launch.entry) return true;
  const std::string& e = *in.launch.entry;
  std::vector<std::string_view> labels;
  for (const auto& sym : in.object.symbols) {
    labels.push_back(sym.name);
    if (sym.name == e && sym.section >= 0) {
      entry_ = base + sym.value;
      return true;
    }
  }
  std::string near = closest_match(e, labels);
  d.error(in.launch.entry_loc, fmt::format("no label '{}' in {}", e, in.args.input), {},
          near.empty() ? "name a label of the program's code" : fmt::format("did you mean '{}'?", near));
  return false;
}

int LinxRunner::global_named(const std::string& nm, const SourceLoc& loc, DiagList& d) const {
  const desc::EnumEntry* e = gnames_ ? gnames_->find(nm) : nullptr;
  if (e) return static_cast<int>(e->value % sim::linx::kGlobals);
  std::vector<std::string_view> cands;
  if (gnames_)
    for (const auto& x : gnames_->entries) cands.push_back(x.name);
  std::string near = closest_match(nm, cands);
  d.error(loc, fmt::format("unknown global register '{}'", nm), {},
          near.empty() ? "globals are R0-R23 by their names: zero sp a0-a7 ra s0-s8 x0-x3" : fmt::format("did you mean '{}'?", near));
  return -1;
}

bool LinxRunner::set_values(const RunInput& in, const std::vector<BufferData>& bufs, DiagList&) {
  for (const auto& g : in.launch.globals) {
    const ValueSpec& v = g.value;
    machine_->state().R[reg_of(g.reg)] = v.kind == ValueSpec::Kind::Address ? bufs[v.buffer].addr + v.offset : v.bits;
  }
  return true;
}

RunOutcome LinxRunner::run() {
  const auto& st = machine_->state();
  sim::linx::RunResult lr = machine_->run(entry_);
  sim::LaunchResult r;
  r.ok = lr.ok;
  r.trap = std::move(lr.trap);
  r.stats.instructions = lr.instructions;
  r.stats.lane_instructions = lr.lane_instructions;
  r.stats.seconds = lr.seconds;
  r.stats.per_unit = lr.per_unit;
  unsigned simt = 0, std_blocks = 0;
  uint64_t iters = 0;
  for (const auto& b : lr.blocks) {
    if (b.kind == "simt") ++simt, iters += b.iterations;
    if (b.kind == "std") ++std_blocks;
    r.stats.workgroups += b.kind == "simt" ? (b.iterations + st.lane_num - 1) / st.lane_num : 1;
  }
  r.stats.warps = r.stats.workgroups;  // one warp per group of LaneNum iterations
  RunOutcome o = outcome_of(r);
  o.extra_stats = fmt::format("  blocks: {} ({} SIMT with {} iterations, {} FP{})\n", lr.blocks.size(), simt, iters, lr.blocks.size() - simt - std_blocks,
                              std_blocks ? fmt::format(", {} STD", std_blocks) : std::string());
  o.error = lr.error;
  if (timing_) {
    const sim::TimingStats& ts = machine_->timing_stats();
    o.timed = true;
    o.timing_summary = ts.summary();
    o.timing_json = ts.json();
  }
  return o;
}

}  // namespace

LaunchSchema linx_schema() { return {{"entry", "lanes", "loop", "globals", "buffers", "checks", "outputs"}, "a linx041 launch file", true}; }

std::unique_ptr<Runner> make_linx_runner() { return std::make_unique<LinxRunner>(); }

}  // namespace simtloom::cli::run
