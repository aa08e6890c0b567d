// simtloom.run(): a launch built from Python values into the launch structure the command's
// launch files are read into (cli/run/launch_file.h), run by the same LaunchSession and runner
// (cli/run/launch_session.h), with numpy arrays copied in and back out. The GIL is released
// while the kernel runs.
#include <algorithm>
#include <cstring>
#include <optional>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <pybind11/stl.h>

#include "cli/run/buffer_init.h"
#include "cli/run/launch_session.h"
#include "cli/run/limits.h"
#include "cli/run/report.h"
#include "bindings.h"
#include "target.h"

namespace simtloom::py {
namespace {

namespace run = cli::run;

pb::object type_error() { return pb::reinterpret_borrow<pb::object>(PyExc_TypeError); }
pb::object value_error() { return pb::reinterpret_borrow<pb::object>(PyExc_ValueError); }

// What each keyword names in messages: the launch file's keys, as the call wrote them.
SourceLoc at(const char* what) { return {fmt::format("simtloom.run({}=...)", what), 0, 0}; }

// The element type of a numpy dtype; TypeError for one a buffer cannot have.
const run::TypeInfo& element_type(const pb::object& dtype, const std::string& what) {
  std::string descr = pb::str(dtype.attr("str"));
  if (const run::TypeInfo* t = run::type_of_npy(descr)) return *t;
  raise_message(type_error(), fmt::format("{} has dtype {} ('{}'), which no simulated element type is; use one of {} (numpy: uint8 int8 uint16 int16 "
                                          "uint32 int32 float32 uint64 int64 float64, little-endian)",
                                          what, pb::str(dtype).cast<std::string>(), descr, run::kTypeList));
}

run::Dims dims_of(const pb::object& v, const char* what) {
  run::Dims d;
  d.given = true;
  d.loc = at(what);
  std::vector<int64_t> n;
  if (pb::isinstance<pb::int_>(v)) n.push_back(v.cast<int64_t>());
  else if (pb::isinstance<pb::sequence>(v) && !pb::isinstance<pb::str>(v)) {
    for (auto x : v) {
      if (!pb::isinstance<pb::int_>(x) && !pb::hasattr(x, "__index__")) raise_message(type_error(), fmt::format("{}: each dimension is an int", what));
      n.push_back(pb::int_(pb::reinterpret_borrow<pb::object>(x)).cast<int64_t>());
    }
  } else raise_message(type_error(), fmt::format("{} is an int or a tuple of 1 to 3 ints, not {}", what, pb::str(pb::type::handle_of(v).attr("__name__")).cast<std::string>()));
  if (n.empty() || n.size() > 3) raise_message(value_error(), fmt::format("{} has {} dimensions; give 1 to 3", what, n.size()));
  for (size_t i = 0; i < n.size(); ++i) {
    if (n[i] < 1 || n[i] > UINT32_MAX) raise_message(value_error(), fmt::format("{}[{}] is {}; each dimension is 1 to {}", what, i, n[i], UINT32_MAX));
    d.v[i] = static_cast<uint32_t>(n[i]);
  }
  return d;
}

// A launch's arrays: each becomes a buffer (the same array twice is one buffer), named argN by
// its first position, holding a C-ordered copy of the array's elements.
struct Arrays {
  std::vector<pb::object> objects;  // parallel to LaunchFile::buffers
  std::vector<std::string> names;
  uint64_t bytes = 0;  // together: at most a launch file's kMaxLaunchDataBytes

  size_t add(run::LaunchFile& L, const pb::object& np, const pb::object& a, const std::string& name) {
    for (size_t i = 0; i < objects.size(); ++i)
      if (objects[i].is(a)) return i;
    const run::TypeInfo& t = element_type(a.attr("dtype"), name);
    const uint64_t size = a.attr("nbytes").cast<uint64_t>();  // checked before the copy
    if (size > run::kMaxLaunchDataBytes - bytes)
      raise_message(errors().launch, fmt::format("{} would take {} bytes ({} x {}): the buffers of a launch hold at most {} together{}", name, size,
                                                 a.attr("size").cast<uint64_t>(), t.name, run::size_text(run::kMaxLaunchDataBytes),
                                                 bytes ? fmt::format(" ({} bytes are taken before this one)", bytes) : ""));
    bytes += size;
    pb::object flat = np.attr("ascontiguousarray")(a);
    run::BufferDecl b;
    b.name = name;
    b.type = &t;
    b.count = flat.attr("size").cast<uint64_t>();
    b.loc = at("args");
    b.init.kind = run::InitSpec::Kind::Bytes;
    b.init.loc = b.loc;
    b.init.bytes = bytes_of(flat.attr("data").attr("cast")("B"), name.c_str());
    L.buffers.push_back(std::move(b));
    objects.push_back(a);
    names.push_back(name);
    return L.buffers.size() - 1;
  }
};

// An argument or a global's value: an array's address, or a numpy scalar's bits.
run::ValueSpec value_of(run::LaunchFile& L, Arrays& arrays, const pb::object& np, const pb::handle& h, const std::string& name, const char* key) {
  pb::object v = pb::reinterpret_borrow<pb::object>(h);
  run::ValueSpec s;
  s.loc = at(key);
  if (pb::isinstance(v, np.attr("ndarray"))) {
    s.kind = run::ValueSpec::Kind::Address;
    s.buffer = arrays.add(L, np, v, name);
    return s;
  }
  if (pb::isinstance(v, np.attr("generic"))) {
    const run::TypeInfo& t = element_type(v.attr("dtype"), name);
    std::vector<uint8_t> b = bytes_of(np.attr("asarray")(v).attr("tobytes")(), name.c_str());
    s.kind = run::ValueSpec::Kind::Typed;
    s.type = &t;
    std::memcpy(&s.bits, b.data(), std::min<size_t>(b.size(), 8));
    return s;
  }
  raise_message(type_error(), fmt::format("{} is a {}: give a numpy array (a buffer) or a numpy scalar with its type, e.g. numpy.uint32(5) or "
                                          "numpy.float32(2.5) (a Python number has no element type)",
                                          name, pb::str(pb::type::handle_of(v).attr("__name__")).cast<std::string>()));
}

struct RunOptions {
  std::optional<std::string> kernel, entry, config;
  pb::object grid = pb::none(), workgroup = pb::none(), loop = pb::none();
  pb::list args;
  pb::dict globals;
  std::optional<uint64_t> max_instructions, lanes;
  std::optional<uint32_t> shared_bytes;
  std::optional<unsigned> cores, warp_width, threads;
  bool timing = false, trace = false, fatal_hazards = false, fatal_races = false, race_check = true;
};

// The launch structure of a kernel (wisa, gfx11) or a block program (linx041), by the runner's schema.
run::LaunchFile launch_of(const run::LaunchSchema& schema, const RunOptions& o, Arrays& arrays) {
  pb::object np = pb::module_::import("numpy");
  run::LaunchFile L;
  L.path = "simtloom.run";
  L.top = {"simtloom.run()", 0, 0};
  auto allowed = [&](std::string_view key) { return std::find(schema.keys.begin(), schema.keys.end(), key) != schema.keys.end(); };
  auto refuse = [&](const char* key, bool given) {
    if (given && !allowed(key)) raise_message(value_error(), fmt::format("{} takes no '{}=' (its launches take: {})", schema.what, key, fmt::join(schema.keys, ", ")));
  };
  refuse("kernel", o.kernel.has_value());
  refuse("grid", !o.grid.is_none());
  refuse("workgroup", !o.workgroup.is_none());
  refuse("args", pb::len(o.args) > 0);
  refuse("shared_bytes", o.shared_bytes.has_value());
  refuse("entry", o.entry.has_value());
  refuse("lanes", o.lanes.has_value());
  refuse("loop", !o.loop.is_none());
  refuse("globals", pb::len(o.globals) > 0);
  L.kernel = o.kernel;
  L.kernel_loc = at("kernel");
  if (!o.grid.is_none()) L.grid = dims_of(o.grid, "grid");
  if (!o.workgroup.is_none()) L.workgroup = dims_of(o.workgroup, "workgroup");
  if (!o.loop.is_none()) L.loop = dims_of(o.loop, "loop");
  L.shared_bytes = o.shared_bytes;
  L.shared_bytes_loc = at("shared_bytes");
  L.entry = o.entry;
  L.entry_loc = at("entry");
  L.lanes = o.lanes;
  L.lanes_loc = at("lanes");
  L.args_loc = at("args");
  for (size_t i = 0; i < pb::len(o.args); ++i) L.args.push_back(value_of(L, arrays, np, o.args[i], fmt::format("arg{}", i), "args"));
  for (auto [k, v] : o.globals) {
    std::string reg = pb::str(k);
    L.globals.push_back({reg, at("globals"), value_of(L, arrays, np, v, reg, "globals")});
  }
  return L;
}

// The program: source text, or an object's bytes (ELF, or raw code).
obj::Object program_of(const TargetHandle& h, const pb::object& p, const std::string& filename) {
  if (pb::isinstance<pb::str>(p)) return assemble_object(h, p.cast<std::string>(), filename, nullptr);
  return object_of(bytes_of(p, "the program"), true);
}

struct RunResult {
  pb::object stats, buffers, hazards, globals, trace = pb::none();
  bool ok = true;
};

pb::object timing_part(const RunResult& r, const char* key) {
  pb::dict s = r.stats;
  if (!s.contains("timing")) return pb::none();
  pb::dict t = s["timing"];
  return t.contains(key) ? pb::reinterpret_borrow<pb::object>(t[key]) : pb::object(pb::dict());
}

// The run's result: buffers after the run (copied back into writeable input arrays too), the
// statistics the command's --stats writes.
RunResult result_of(run::LaunchSession& s, const run::RunOutcome& o, const Arrays& arrays, const std::vector<std::vector<uint8_t>>& after,
                    const std::vector<run::BufferDigest>& digests, const run::LaunchFile& L) {
  pb::object np = pb::module_::import("numpy");
  RunResult r;
  r.ok = o.ok;
  run::Result verdict;
  verdict.ok = o.ok;
  r.stats = to_python(run::stats_json(s.stats_name(), verdict, o, digests));
  pb::list bufs;
  for (size_t i = 0; i < arrays.objects.size(); ++i) {
    const pb::object& a = arrays.objects[i];
    pb::bytes raw(reinterpret_cast<const char*>(after[i].data()), after[i].size());
    pb::object out = np.attr("frombuffer")(raw, a.attr("dtype")).attr("reshape")(a.attr("shape")).attr("copy")();
    if (a.attr("flags").attr("writeable").cast<bool>()) a.attr("__setitem__")(pb::ellipsis(), out);
    bufs.append(out);
  }
  r.buffers = bufs;
  pb::list hz;
  for (const auto& h : o.hazards) hz.append(pb::dict(pb::arg("pc") = h.pc, pb::arg("source") = h.source, pb::arg("insn") = h.insn, pb::arg("what") = h.what, pb::arg("count") = h.count));
  r.hazards = hz;
  pb::dict g;
  for (const auto& gi : L.globals) g[pb::str(gi.reg)] = s.global(gi.reg);
  r.globals = g;
  if (o.timed && !o.trace_json.empty()) r.trace = pb::str(o.trace_json);
  return r;
}

[[noreturn]] void raise_trap(const run::RunOutcome& o, RunResult r) {
  const pb::object& type = errors().trap;
  std::string text = o.trap_text;
  while (!text.empty() && text.back() == '\n') text.pop_back();
  pb::object e = type(text);
  e.attr("cause") = o.trap->cause;
  e.attr("name") = o.trap->name;
  e.attr("info") = o.trap->info;
  e.attr("pc") = o.trap->pc;
  e.attr("source") = o.trap->source;
  e.attr("report") = o.trap_text;
  e.attr("diagnostics") = pb::list();
  e.attr("result") = pb::cast(std::move(r));
  PyErr_SetObject(type.ptr(), e.ptr());
  throw pb::error_already_set();
}

// The command line's device options, as run()'s keywords set them.
cli::RunArgs run_args(const std::string& filename, const std::string& target, const RunOptions& opt) {
  cli::RunArgs a;
  a.input = filename;
  a.target = target;
  a.timing = opt.timing;
  a.config = opt.config.value_or("");
  // The runners record a trace when a trace file is named; run() returns it as Result.trace
  // instead of writing a file, so any name does.
  if (opt.trace) a.trace = "<Result.trace>";
  if (opt.threads) a.threads = *opt.threads, a.threads_given = true;
  if (opt.max_instructions) a.max_instructions = *opt.max_instructions;
  if (opt.cores) a.cores = *opt.cores, a.cores_given = true;
  if (opt.warp_width) a.warp_width = *opt.warp_width;
  a.fatal_hazards = opt.fatal_hazards;
  a.fatal_races = opt.fatal_races;
  a.no_race_check = !opt.race_check;
  return a;
}

// A built-in target by name, or a Target object (a description from a directory too).
std::shared_ptr<TargetHandle> target_of(const pb::object& t) {
  if (pb::isinstance<pb::str>(t)) return builtin_target(t.cast<std::string>());
  if (pb::isinstance<TargetHandle>(t)) return t.cast<std::shared_ptr<TargetHandle>>();
  raise_message(type_error(), fmt::format("target is a name or a simtloom.Target, not {}", pb::str(pb::type::handle_of(t).attr("__name__")).cast<std::string>()));
}

RunResult run_launch(const pb::object& program, const pb::object& target_arg, const std::string& filename, const RunOptions& opt) {
  std::shared_ptr<TargetHandle> h = target_of(target_arg);
  const std::string target = h->target->id;
  const run::RunnerEntry* entry = run::find_runner(target);
  if (!entry) raise_message(errors().launch, fmt::format("target '{}' has no simulator yet (simulated targets: {})", target, run::runner_targets()));
  obj::Object object = program_of(*h, program, filename);
  Arrays arrays;
  const run::LaunchFile L = launch_of(entry->schema(), opt, arrays);
  const cli::RunArgs a = run_args(filename, target, opt);
  const run::RunInput in{a, *h->target, object, L};
  run::LaunchSession session(*entry, in);
  DiagList d;
  if (!session.prepare(d)) raise_with(errors().launch, d, "the launch cannot start");
  run::RunOutcome o;
  std::vector<std::vector<uint8_t>> after;
  std::vector<run::BufferDigest> digests;
  {
    pb::gil_scoped_release nogil;
    o = session.run();
    for (size_t i = 0; i < L.buffers.size(); ++i) {
      after.push_back(session.contents(i));
      digests.push_back({session.buffers()[i].name, run::digest_of(after.back())});
    }
  }
  RunResult r = result_of(session, o, arrays, after, digests, L);
  if (o.trap) raise_trap(o, std::move(r));
  if (!o.ok) {
    PyObject* type = errors().simulation.ptr();
    pb::object e = errors().simulation(o.error.empty() ? std::string("the run failed") : o.error);
    e.attr("diagnostics") = pb::list();
    e.attr("result") = pb::cast(std::move(r));
    PyErr_SetObject(type, e.ptr());
    throw pb::error_already_set();
  }
  return r;
}

// A launch file as run()'s keywords: the values the command would pass, each buffer's initial
// contents as a numpy array (the command's own fill, iota, random and file readers).
pb::dict load_launch(const std::string& path, const std::string& target) {
  std::shared_ptr<TargetHandle> h = builtin_target(target);
  const run::RunnerEntry* entry = run::find_runner(h->target->id);
  if (!entry) raise_message(errors().launch, fmt::format("target '{}' has no simulator yet (simulated targets: {})", target, run::runner_targets()));
  DiagList d;
  auto L = run::load_launch_file(path, entry->schema(), d);
  if (!L) raise_with(errors().launch, d, "the launch file does not load");
  pb::object np = pb::module_::import("numpy");
  pb::list arrays;
  for (const auto& b : L->buffers) {
    std::vector<uint8_t> bytes;
    if (!run::initial_contents(b.init, *b.type, b.count, bytes, d)) raise_with(errors().launch, d, "a buffer's contents cannot be read");
    pb::bytes raw(reinterpret_cast<const char*>(bytes.data()), bytes.size());
    arrays.append(np.attr("frombuffer")(raw, np.attr("dtype")(b.type->npy)).attr("copy")());
  }
  auto value = [&](const run::ValueSpec& v) -> pb::object {
    if (v.kind == run::ValueSpec::Kind::Address) {
      if (v.offset) raise_message(errors().launch, fmt::format("{}:{}:{}: an address with an offset has no run() form", v.loc.file, v.loc.line, v.loc.col));
      return arrays[v.buffer];
    }
    const char* npy = v.kind == run::ValueSpec::Kind::Typed ? v.type->npy : "<u8";
    pb::bytes raw(reinterpret_cast<const char*>(&v.bits), v.kind == run::ValueSpec::Kind::Typed ? v.type->size : 8);
    return np.attr("frombuffer")(raw, np.attr("dtype")(npy))[pb::int_(0)];
  };
  pb::dict out;
  pb::list args, names;
  for (const auto& v : L->args) {
    args.append(value(v));
    names.append(v.kind == run::ValueSpec::Kind::Address ? pb::object(pb::str(L->buffers[v.buffer].name)) : pb::object(pb::none()));
  }
  auto dims = [](const run::Dims& d) { return pb::make_tuple(d.v[0], d.v[1], d.v[2]); };
  if (L->kernel) out["kernel"] = *L->kernel;
  if (L->grid.given) out["grid"] = dims(L->grid);
  if (L->workgroup.given) out["workgroup"] = dims(L->workgroup);
  if (L->shared_bytes) out["shared_bytes"] = *L->shared_bytes;
  if (!L->images.empty()) raise_message(errors().launch, fmt::format("{}: images have no run() form yet", path));
  out["args"] = args;
  out["arg_buffers"] = names;
  pb::dict buffers;
  for (size_t i = 0; i < L->buffers.size(); ++i) buffers[pb::str(L->buffers[i].name)] = arrays[i];
  out["buffers"] = buffers;
  if (L->entry) out["entry"] = *L->entry;
  if (L->lanes) out["lanes"] = *L->lanes;
  if (L->loop.given) out["loop"] = dims(L->loop);
  if (!L->globals.empty()) {
    pb::dict g, gb;
    for (const auto& gi : L->globals) {
      g[pb::str(gi.reg)] = value(gi.value);
      gb[pb::str(gi.reg)] = gi.value.kind == run::ValueSpec::Kind::Address ? pb::object(pb::str(L->buffers[gi.value.buffer].name)) : pb::object(pb::none());
    }
    out["globals"] = g;
    out["global_buffers"] = gb;
  }
  return out;
}

}  // namespace

void bind_run(pb::module_& m) {
  pb::class_<RunResult>(m, "Result", "What a run left: the buffers, the statistics (the command's --stats), the timing model's cycles and stalls.")
      .def_readonly("stats", &RunResult::stats, "the same dict as `simtloom run --stats` writes (buffers named arg0, arg1 ... by position)")
      .def_readonly("buffers", &RunResult::buffers, "each array argument after the run, in the order of args (read-only inputs are not written back)")
      .def_readonly("hazards", &RunResult::hazards, "hazard sites reported (pc, source, insn, what, count)")
      .def_readonly("globals", &RunResult::globals, "block programs: each global named in globals= after the run")
      .def_readonly("ok", &RunResult::ok)
      .def_readonly("trace", &RunResult::trace, "run(trace=True) in the timing mode: the Chrome/Perfetto trace-event JSON --trace writes; None otherwise")
      .def_property_readonly("instructions", [](const RunResult& r) { return pb::dict(r.stats)["instructions"]; }, "warp instructions executed")
      .def_property_readonly("cycles", [](const RunResult& r) { return timing_part(r, "cycles"); }, "timing mode: the launch's cycles; None otherwise")
      .def_property_readonly("stall_breakdown", [](const RunResult& r) { return timing_part(r, "stall_cycles"); },
                             "timing mode: warp-cycles by stall reason; None otherwise")
      .def("__repr__", [](const RunResult& r) {
        return fmt::format("Result(ok={}, instructions={}, buffers={})", r.ok ? "True" : "False", pb::str(pb::dict(r.stats)["instructions"]).cast<std::string>(), pb::len(r.buffers));
      });

  m.def(
      "run",
      [](const pb::object& program, const pb::object& target, std::optional<std::string> kernel, pb::object grid, pb::object workgroup, const pb::object& args,
         bool timing, std::optional<std::string> config, std::optional<uint64_t> max_instructions, std::optional<uint32_t> shared_bytes,
         std::optional<unsigned> cores, std::optional<unsigned> warp_width, std::optional<std::string> entry, std::optional<uint64_t> lanes, pb::object loop,
         const pb::object& globals, const std::string& filename, bool trace, std::optional<unsigned> threads, bool fatal_hazards, bool fatal_races,
         bool race_check) {
        RunOptions o;
        o.kernel = kernel, o.entry = entry, o.config = config;
        o.grid = grid, o.workgroup = workgroup, o.loop = loop;
        o.args = pb::list(args);
        o.globals = globals.is_none() ? pb::dict() : pb::dict(globals);
        o.max_instructions = max_instructions, o.lanes = lanes, o.shared_bytes = shared_bytes;
        o.cores = cores, o.warp_width = warp_width, o.threads = threads;
        o.timing = timing, o.trace = trace, o.fatal_hazards = fatal_hazards, o.fatal_races = fatal_races, o.race_check = race_check;
        return run_launch(program, target, filename, o);
      },
      pb::arg("program"), pb::kw_only(), pb::arg("target") = "wisa", pb::arg("kernel") = pb::none(), pb::arg("grid") = pb::none(),
      pb::arg("workgroup") = pb::none(), pb::arg("args") = pb::tuple(), pb::arg("timing") = false, pb::arg("config") = pb::none(),
      pb::arg("max_instructions") = pb::none(), pb::arg("shared_bytes") = pb::none(), pb::arg("cores") = pb::none(), pb::arg("warp_width") = pb::none(),
      pb::arg("entry") = pb::none(), pb::arg("lanes") = pb::none(), pb::arg("loop") = pb::none(), pb::arg("globals") = pb::none(),
      pb::arg("filename") = "<string>", pb::arg("trace") = false, pb::arg("threads") = pb::none(), pb::arg("fatal_hazards") = false,
      pb::arg("fatal_races") = false, pb::arg("race_check") = true,
      "Runs a kernel (source text, or an object's bytes) as `simtloom run` does. See simtloom/__init__.pyi.");
  m.def("load_launch", &load_launch, pb::arg("path"), pb::kw_only(), pb::arg("target") = "wisa",
        "A launch file read by the command's reader, as run()'s keywords: kernel, grid, workgroup, args (arrays with the initial contents the "
        "command would place, numpy scalars), arg_buffers (each argument's buffer name), buffers (by name), and for block programs entry, lanes, "
        "loop, globals and global_buffers (each global's buffer name).");
}

}  // namespace simtloom::py
