// gfx11 simulator throughput (single thread) against the same computation in plain C++: clang
// 19's code for bench/gfx11_alu.cl (committed as gfx11_alu.s), launched through the gfx11
// runner (the AMDHSA ABI, as `simtloom run -t gfx11` does) in functional and timing modes.
//   - BM_Gfx11Alu: functional; `lane_insns` is active-lane instructions per second.
//   - BM_Gfx11AluTiming: the cycle-approximate model; `wave_insns` is wave instructions per second.
//   - BM_NativeAlu: the loop in C++ -O2, reporting the simulator's lane-instruction count for the
//     same work, so the ratio of the two lane_insns rates is the slowdown over native code.
// The result is checked against the native loop once, before timing.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

#include "asm/assembler.h"
#include "builtin/builtin.h"
#include "cli/run.h"
#include "cli/run/buffer_init.h"
#include "cli/run/launch_file.h"
#include "cli/run/runner.h"
#include "desc/loader.h"

namespace {

using namespace simtloom;

constexpr uint32_t kThreads = 64 * 256, kIters = 200;

[[noreturn]] void fail(const char* what, const DiagList& d) {
  std::fprintf(stderr, "bench_gfx11: %s\n%s", what, d.render().c_str());
  std::exit(1);
}

[[gnu::noinline]] void native_alu(uint32_t* out, uint32_t threads, uint32_t iters) {
  for (uint32_t t = 0; t < threads; ++t) {
    uint32_t x = t, y = t, s = 0;
    for (uint32_t k = 0; k < iters; ++k) {
      x = x * 1664525u + 13u;
      y ^= x >> 7;
      y += y << 3;
      y ^= x;
      s += y;
    }
    out[t] = s;
  }
}

// The program, its launch file and the target, loaded once; a runner per launch.
struct Gfx11Kernel {
  std::unique_ptr<desc::Target> target;
  std::optional<obj::Object> object;
  std::optional<cli::run::LaunchFile> launch;
  const cli::run::RunnerEntry* entry = nullptr;

  Gfx11Kernel() {
    DiagList d;
    target = desc::load_builtin("gfx11", d);
    if (!target) fail("cannot load target gfx11", d);
    assembler::Assembler as(*target, d, {});
    if (!as.add_file(std::string(SIMTLOOM_SOURCE_DIR) + "/bench/gfx11_alu.s") || !as.finish()) fail("cannot assemble bench/gfx11_alu.s", d);
    object = std::move(as.object());
    entry = cli::run::find_runner("gfx11");
    launch = cli::run::load_launch_file(std::string(SIMTLOOM_SOURCE_DIR) + "/bench/gfx11_alu.yaml", entry->schema(), d);
    if (!launch) fail("cannot read bench/gfx11_alu.yaml", d);
  }

  // One launch; the outcome, and the output buffer when `out` is given.
  cli::run::RunOutcome run(bool timing, std::vector<uint32_t>* out = nullptr) const {
    DiagList d;
    cli::RunArgs a;
    a.input = "bench/gfx11_alu.s";
    a.target = "gfx11";
    a.timing = timing;
    a.cores = 1;
    a.cores_given = timing;
    const cli::run::RunInput in{a, *target, *object, *launch};
    auto runner = entry->make();
    if (!runner->prepare(in, d)) fail("cannot prepare the launch", d);
    std::vector<cli::run::BufferData> bufs;
    for (const auto& b : launch->buffers) {
      cli::run::BufferData bd{b.name, b.type, b.count, 0, {}};
      if (!cli::run::initial_contents(b.init, *bd.type, bd.count, bd.initial, d)) fail("cannot fill a buffer", d);
      bd.addr = runner->place(bd.name, bd.initial);
      bufs.push_back(std::move(bd));
    }
    if (!runner->set_values(in, bufs, d)) fail("cannot set the arguments", d);
    cli::run::RunOutcome o = runner->run();
    if (!o.ok) fail("the kernel failed", d);
    if (out) {
      auto bytes = runner->read(bufs[0].addr, bufs[0].count * 4);
      out->resize(bufs[0].count);
      std::memcpy(out->data(), bytes.data(), bytes.size());
    }
    return o;
  }
};

const Gfx11Kernel& kernel() {
  static const Gfx11Kernel k = [] {
    Gfx11Kernel k;
    std::vector<uint32_t> got, want(kThreads);
    k.run(false, &got);
    native_alu(want.data(), kThreads, kIters);
    if (got != want) {
      std::fprintf(stderr, "bench_gfx11: the kernel's result differs from the native loop\n");
      std::exit(1);
    }
    return k;
  }();
  return k;
}

void BM_Gfx11Alu(benchmark::State& st) {
  const Gfx11Kernel& k = kernel();
  uint64_t lanes = 0;
  for (auto _ : st) lanes += k.run(false).lane_instructions;
  st.counters["lane_insns"] = benchmark::Counter(static_cast<double>(lanes), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Gfx11Alu)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_Gfx11AluTiming(benchmark::State& st) {
  const Gfx11Kernel& k = kernel();
  uint64_t waves = 0;
  for (auto _ : st) waves += k.run(true).instructions;
  st.counters["wave_insns"] = benchmark::Counter(static_cast<double>(waves), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Gfx11AluTiming)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_NativeAlu(benchmark::State& st) {
  const uint64_t lanes = kernel().run(false).lane_instructions;
  std::vector<uint32_t> out(kThreads);
  uint64_t total = 0;
  for (auto _ : st) {
    native_alu(out.data(), kThreads, kIters);
    benchmark::DoNotOptimize(out.data());
    total += lanes;
  }
  st.counters["lane_insns"] = benchmark::Counter(static_cast<double>(total), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_NativeAlu)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
