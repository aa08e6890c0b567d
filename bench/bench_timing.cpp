// Timing-model throughput: warp instructions simulated per second of wall time, on 1 and 2 host
// threads (TimingConfig::threads; the results are the same for any count, which the kernels'
// checks and the cycle counts compared below confirm on every run).
//
//   - BM_TimingAlu/threads:N: the integer-ALU loop of sim_kernels.h, 64 workgroups of 256 threads,
//     100 trips: compute-bound, the schedulers issue nearly every cycle.
//   - BM_TimingVadd/threads:N: vadd over 1M elements (4096 workgroups): latency-bound, most warp
//     cycles are waits on the global-memory counters.
//
// Both report `warp_insns` (a rate: warp instructions per second), and `cycles` and `insns` (simulated
// cycles and warp instructions per launch). Wall time, not CPU time, since the point is the speed-up of several threads.
// scripts/bench_timing.sh prints the rates and the speed-up of 2 threads over 1.
// SIMTLOOM_BENCH_SIM_SMALL=1 shrinks both problems and SIMTLOOM_BENCH_LAUNCHES=N fixes the number
// of launches, for valgrind --tool=callgrind (scripts/bench_timing.sh --callgrind).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

#include "asm/assembler.h"
#include "builtin/builtin.h"
#include "desc/loader.h"
#include "sim/engine/engine.h"
#include "sim/engine/timing.h"
#include "sim/wisa/wisa.h"
#include "sim_kernels.h"

namespace {

using namespace simtloom;

bool small() {
  const char* s = std::getenv("SIMTLOOM_BENCH_SIM_SMALL");
  return s && *s && *s != '0';
}

[[noreturn]] void fail(const std::string& what) {
  std::fprintf(stderr, "bench_timing: %s\n", what.c_str());
  std::exit(1);
}

struct Kernel {
  std::unique_ptr<desc::Target> target;
  std::unique_ptr<sim::Device> dev;
  std::unique_ptr<sim::TimingModel> tm;
  sim::LaunchSpec spec;
  std::vector<uint64_t> outputs;  // the allocations compared across thread counts
  uint64_t out_bytes = 0;
};

// A device with the default timing configuration and `threads` host threads.
void prepare(Kernel& k, const char* src, unsigned threads) {
  DiagList d;
  k.target = desc::load_builtin("wisa", d);
  if (!k.target) fail("cannot load target wisa\n" + d.render());
  assembler::Assembler as(*k.target, d, {});
  as.add_source("<bench>", src);
  if (!as.finish()) fail("cannot assemble the kernel\n" + d.render());
  sim::TimingConfig tc = sim::default_timing_config();
  tc.threads = threads;
  sim::DeviceConfig cfg;
  cfg.cores = tc.cores;
  k.dev = sim::Device::create(*k.target, sim::wisa::plugin(), cfg, d);
  if (!k.dev) fail("cannot create the device\n" + d.render());
  k.tm = std::make_unique<sim::TimingModel>(tc);
  k.dev->timing = k.tm.get();
  uint64_t base = k.dev->load_code(as.object());
  k.spec.entry = base + as.object().kernels.at(0).entry;
}

uint64_t alloc_args(sim::Device& dev, const std::vector<uint8_t>& args) {
  uint64_t a = dev.memory().alloc(args.size(), "args");
  dev.memory().write(a, args.data(), args.size());
  return a;
}

Kernel make_alu(unsigned threads) {
  Kernel k;
  prepare(k, bench::kAluSource, threads);
  const uint32_t groups = small() ? 8 : 64, wg = 256, iters = small() ? 20 : 100;
  uint64_t out = k.dev->memory().alloc(uint64_t{groups} * wg * 4, "out");
  std::vector<uint8_t> args(12);
  std::memcpy(args.data(), &out, 8);
  std::memcpy(args.data() + 8, &iters, 4);
  k.spec.arg_addr = alloc_args(*k.dev, args);
  k.spec.grid[0] = groups;
  k.spec.wg[0] = wg;
  k.outputs = {out};
  k.out_bytes = uint64_t{groups} * wg * 4;
  return k;
}

Kernel make_vadd(unsigned threads) {
  Kernel k;
  prepare(k, bench::kVaddSource, threads);
  const uint32_t n = small() ? (1u << 14) : (1u << 20);
  std::vector<uint32_t> a(n), b(n);
  for (uint32_t i = 0; i < n; ++i) a[i] = i * 2654435761u, b[i] = i ^ 0x5a5a5a5au;
  uint64_t pa = k.dev->memory().alloc(n * 4ull, "a"), pb = k.dev->memory().alloc(n * 4ull, "b");
  uint64_t pc = k.dev->memory().alloc(n * 4ull, "c");
  k.dev->memory().write(pa, a.data(), n * 4ull);
  k.dev->memory().write(pb, b.data(), n * 4ull);
  std::vector<uint8_t> args(28);
  std::memcpy(args.data(), &pa, 8);
  std::memcpy(args.data() + 8, &pb, 8);
  std::memcpy(args.data() + 16, &pc, 8);
  std::memcpy(args.data() + 24, &n, 4);
  k.spec.arg_addr = alloc_args(*k.dev, args);
  k.spec.wg[0] = 256;
  k.spec.grid[0] = (n + 255) / 256;
  k.outputs = {pc};
  k.out_bytes = n * 4ull;
  return k;
}

// One launch per thread count is checked against the one-thread launch: same cycles, same
// statistics, same output bytes. A benchmark that measured a wrong simulation would be useless.
struct Reference {
  std::string stats;
  std::vector<uint8_t> out;
};

void check_same(const char* name, Kernel& k, unsigned threads) {
  static std::map<std::string, Reference> refs;
  auto r = k.dev->launch(k.spec);
  if (!r.ok) fail(std::string(name) + ": the launch failed" + (r.trap ? "\n" + r.trap->render() : ""));
  Reference got{k.tm->stats().json(), std::vector<uint8_t>(k.out_bytes)};
  k.dev->memory().read(k.outputs[0], got.out.data(), k.out_bytes);
  auto [it, first] = refs.emplace(name, got);
  if (!first && (it->second.stats != got.stats || it->second.out != got.out))
    fail(std::string(name) + ": " + std::to_string(threads) + " threads give different results from the first run");
}

void run(benchmark::State& state, const char* name, Kernel (*make)(unsigned)) {
  unsigned threads = static_cast<unsigned>(state.range(0));
  Kernel k = make(threads);
  check_same(name, k, threads);
  uint64_t insns = k.tm->stats().instructions, cycles = k.tm->stats().cycles;
  for (auto _ : state) {
    auto r = k.dev->launch(k.spec);
    benchmark::DoNotOptimize(r.stats.instructions);
  }
  state.counters["warp_insns"] =
      benchmark::Counter(static_cast<double>(insns) * static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
  state.counters["cycles"] = static_cast<double>(cycles);
  state.counters["insns"] = static_cast<double>(insns);
}

void BM_TimingAlu(benchmark::State& state) { run(state, "alu", make_alu); }
void BM_TimingVadd(benchmark::State& state) { run(state, "vadd", make_vadd); }

}  // namespace

// SIMTLOOM_BENCH_LAUNCHES=N runs each benchmark exactly N timed launches (after the checked
// one) instead of for a second: a fixed amount of work for callgrind's instruction counts.
int main(int argc, char** argv) {
  const char* fixed = std::getenv("SIMTLOOM_BENCH_LAUNCHES");
  const long launches = fixed ? std::atol(fixed) : 0;
  using Fn = void (*)(benchmark::State&);
  const std::pair<const char*, Fn> benchmarks[] = {{"BM_TimingAlu", BM_TimingAlu}, {"BM_TimingVadd", BM_TimingVadd}};
  for (auto [name, fn] : benchmarks) {
    auto* b = benchmark::RegisterBenchmark(name, fn)->ArgName("threads")->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();
    if (launches > 0) b->Iterations(launches);
    else b->MinTime(1.0);
  }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
