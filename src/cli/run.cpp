// `simtloom run`: the program and its launch file, through the target's runner
// (run/runner.h), to checked results and a report. This file only sequences the parts:
// run/launch_file.h reads the launch file into a launch structure, run/launch_session.h runs
// it (the one implementation the Python module shares), run/checks.h
// checks results, run/report.h prints and writes the report; no target is named here.
#include "cli/run.h"

#include <filesystem>

#include <fmt/format.h>

#include "asm/assembler.h"
#include "cli/run/checks.h"
#include "cli/run/launch_file.h"
#include "cli/run/launch_session.h"
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
// A source is assembled in --mode (gfx11's wave64: lane masks written as SGPR pairs); the
// program runs on the default model, whose decoding of the words is the same.
std::optional<obj::Object> load_program(const RunArgs& a, const desc::Target& t, DiagList& d) {
  auto ext = fs::path(a.input).extension().string();
  if (ext == ".o" || ext == ".elf" || ext == ".bin" || ext == ".hex") return obj::read_any(a.input, t.unit_bits / 8, d);
  std::unique_ptr<desc::Target> in_mode;
  if (!a.mode.empty()) {
    in_mode = desc::load_named(a.target, a.isa, d, false, a.mode);
    if (!in_mode) return std::nullopt;
  }
  assembler::AsmOptions opt;
  opt.include_dirs = a.includes;
  assembler::Assembler as(in_mode ? *in_mode : t, d, opt);
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

// Outputs are written even after a trap: they show the memory as the program left it.
void write_outputs(const run::LaunchFile& L, run::LaunchSession& s, run::Result& r, DiagList& d) {
  for (const auto& o : L.outputs) {
    const run::BufferData& b = s.buffers()[o.buffer];
    auto v = s.contents(o.buffer);
    std::vector<uint8_t> bytes = fs::path(o.file).extension() == ".npy" ? run::npy_bytes(*b.type, v.data(), b.count) : v;
    if (!obj::write_file_atomic(o.file, bytes.data(), bytes.size(), d)) r.ok = false, ++r.unwritten;
    else fmt::print("wrote {} ({} x {})\n", o.file, b.count, b.type->name);
  }
}

// After the run: outputs, checks, the report.
int finish(const RunArgs& a, const run::LaunchFile& L, run::LaunchSession& s, const run::CheckPlan& plan, const run::RunOutcome& o, DiagList& d) {
  run::print_run_messages(o);
  run::Result r;
  r.ok = o.ok;
  write_outputs(L, s, r, d);
  run::CheckTally tally;
  const std::vector<run::BufferData>& bufs = s.buffers();
  auto read = [&](const run::BufferData& b) { return s.contents(b); };
  run::run_buffer_checks(L, bufs, plan, read, tally, d);
  run::run_global_checks(L, bufs, [&](const std::string& g) { return s.global(g); }, tally);
  r.ok &= tally.ok;
  r.passed = tally.passed;
  r.checks = tally.total;
  // Every output before the result line, so that the line says whether each was written.
  run::write_trace(a, o, r, d);
  if (!a.stats.empty() && !run::write_stats_json(a.stats, s.stats_name(), r, o, s.digests(), d)) r.ok = false, ++r.unwritten;
  run::print_summary(o, r);
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
  auto t = desc::load_named(a.target, a.isa, d);
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
  const run::RunInput in{a, *t, *object, *launch};
  run::LaunchSession session(*entry, in);
  run::CheckPlan plan;
  if (!run::prepare_checks(*launch, session.buffers(), plan, d) || !session.prepare(d)) return report();
  fmt::print("{}", session.banner());
  std::fflush(stdout);
  const run::RunOutcome o = session.run();
  return finish(a, *launch, session, plan, o, d);
}

}  // namespace simtloom::cli
