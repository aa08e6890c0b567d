// `simtloom run`: the program and its launch file, through the target's runner
// (run/runner.h), to checked results and a report. This file only sequences the parts:
// run/launch_file.h reads the launch file, run/buffer_init.h fills buffers, run/checks.h
// checks results, run/report.h prints and writes the report; no target is named here.
#include "cli/run.h"

#include <filesystem>

#include <fmt/format.h>

#include "asm/assembler.h"
#include "cli/run/buffer_init.h"
#include "cli/run/checks.h"
#include "cli/run/launch_file.h"
#include "cli/run/npy.h"
#include "cli/run/report.h"
#include "cli/run/runner.h"
#include "builtin/builtin.h"
#include "desc/loader.h"
#include "obj/object.h"

namespace fs = std::filesystem;

namespace simtloom::cli {
namespace {

// The program: assembled from source, or read from an object.
std::optional<obj::Object> load_program(const RunArgs& a, const desc::Target& t, DiagList& d) {
  auto ext = fs::path(a.input).extension().string();
  if (ext == ".o" || ext == ".elf" || ext == ".bin" || ext == ".hex") return obj::read_any(a.input, t.unit_bits / 8, d);
  assembler::AsmOptions opt;
  opt.include_dirs = a.includes;
  assembler::Assembler as(t, d, opt);
  as.add_file(a.input);
  if (!as.finish()) return std::nullopt;
  return std::move(as.object());
}


// Files the run writes must not be files it reads (the program, the launch file, data files).
bool outputs_are_not_inputs(const RunArgs& a, const run::LaunchFile& L, DiagList& d) {
  std::vector<std::string> inputs = {a.input, a.launch};
  for (const auto& b : L.buffers)
    if (!b.init.path.empty()) inputs.push_back(b.init.path);
  for (const auto& c : L.checks)
    if (!c.file.empty()) inputs.push_back(c.file);
  auto clash = [&](const std::string& out) -> const std::string* {
    for (const auto& in : inputs)
      if (obj::same_file(out, in)) return &in;
    return nullptr;
  };
  for (const auto& o : L.outputs)
    if (auto* in = clash(o.file)) d.error(o.loc, fmt::format("the output '{}' is '{}', which this run reads", o.file, *in), {}, "write it to another file");
  for (const auto* opt : {&a.stats, &a.trace})
    if (!opt->empty())
      if (auto* in = clash(*opt))
        d.error({"<command line>", 0, 0}, fmt::format("{} '{}' would overwrite '{}', which this run reads", opt == &a.stats ? "--stats" : "--trace", *opt, *in));
  return !d.has_errors();
}

// The buffers as the checks see them, before their contents are read.
std::vector<run::BufferData> buffer_table(const run::LaunchFile& L) {
  std::vector<run::BufferData> bufs;
  for (const auto& b : L.buffers) bufs.push_back({b.name, b.type, b.count, 0, {}});
  return bufs;
}

// Each buffer's initial contents, placed in the simulated memory in the launch file's order.
bool fill_buffers(const run::LaunchFile& L, std::vector<run::BufferData>& bufs, run::Runner& runner, DiagList& d) {
  for (size_t i = 0; i < bufs.size(); ++i) {
    if (!run::initial_contents(L.buffers[i].init, *bufs[i].type, bufs[i].count, bufs[i].initial, d)) continue;
    bufs[i].addr = runner.place(bufs[i].name, bufs[i].initial);
  }
  return !d.has_errors();
}

// Outputs are written even after a trap: they show the memory as the program left it.
void write_outputs(const run::LaunchFile& L, const std::vector<run::BufferData>& bufs, run::Runner& runner, run::Result& r, DiagList& d) {
  for (const auto& o : L.outputs) {
    const run::BufferData& b = bufs[o.buffer];
    auto v = runner.read(b.addr, b.bytes());
    std::vector<uint8_t> bytes = fs::path(o.file).extension() == ".npy" ? run::npy_bytes(*b.type, v.data(), b.count) : v;
    if (!obj::write_file_atomic(o.file, bytes.data(), bytes.size(), d)) r.ok = false, ++r.unwritten;
    else fmt::print("wrote {} ({} x {})\n", o.file, b.count, b.type->name);
  }
}

// After the run: outputs, checks, the report.
int finish(const RunArgs& a, const run::RunInput& in, std::vector<run::BufferData>& bufs, const run::CheckPlan& plan, run::Runner& runner,
           const run::RunOutcome& o, DiagList& d) {
  run::print_run_messages(o);
  run::Result r;
  r.ok = o.ok;
  write_outputs(in.launch, bufs, runner, r, d);
  run::CheckTally tally;
  auto read = [&](const run::BufferData& b) { return runner.read(b.addr, b.bytes()); };
  run::run_buffer_checks(in.launch, bufs, plan, read, tally, d);
  run::run_global_checks(in.launch, bufs, [&](const std::string& g) { return runner.global(g); }, tally);
  r.ok &= tally.ok;
  r.passed = tally.passed;
  r.checks = tally.total;
  run::print_summary(a, o, r, d);
  if (!a.stats.empty()) {
    std::vector<run::BufferDigest> digests;
    for (const auto& b : bufs) digests.push_back({b.name, run::digest_of(read(b))});
    if (!run::write_stats_json(a.stats, runner.stats_name(in), r, o, digests, d)) r.ok = false;
  }
  if (!d.items().empty()) std::fputs(d.render().c_str(), stderr);
  return r.ok ? 0 : 1;
}

}  // namespace

int cmd_run(const RunArgs& a) {
  DiagList d;
  auto report = [&]() {
    std::fputs(d.render().c_str(), stderr);
    return 1;
  };
  auto t = a.isa.empty() ? desc::load_builtin(a.target, d) : desc::load_target_dir(a.isa, d);
  if (!t) return report();
  const run::RunnerEntry* entry = run::find_runner(t->id);
  if (!entry) {
    d.error({"<command line>", 0, 0}, fmt::format("target '{}' has no simulator yet", t->id), {}, "simulated targets: " + run::runner_targets());
    return report();
  }
  auto object = load_program(a, *t, d);
  if (!object) return report();
  auto launch = run::load_launch_file(a.launch, entry->schema(), d);
  if (!launch || !outputs_are_not_inputs(a, *launch, d)) return report();
  std::vector<run::BufferData> bufs = buffer_table(*launch);
  run::CheckPlan plan;
  if (!run::prepare_checks(*launch, bufs, plan, d)) return report();
  std::unique_ptr<run::Runner> runner = entry->make();
  const run::RunInput in{a, *t, *object, *launch};
  if (!runner->prepare(in, d) || !fill_buffers(*launch, bufs, *runner, d) || !runner->set_values(in, bufs, d)) return report();
  fmt::print("{}", runner->banner(in));
  std::fflush(stdout);
  const run::RunOutcome o = runner->run();
  return finish(a, in, bufs, plan, *runner, o, d);
}

}  // namespace simtloom::cli
