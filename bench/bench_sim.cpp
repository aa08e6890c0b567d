// Functional simulator throughput (single thread) against the same computation in plain C++.
//
// Two kernels, each run on the simulator and natively in the same process:
//   - BM_SimAlu / BM_NativeAlu: an integer-ALU-bound loop, `iters` trips of 8 vector ALU
//     instructions per lane (a multiply-add LCG and an xorshift mix) plus 3 uniform loop
//     instructions, over 64 workgroups of 256 threads; one store per lane at the end.
//   - BM_SimVadd / BM_NativeVadd: c[i] = a[i] + b[i] over 4M u32 elements (memory-bound).
// Both report `lane_insns` as a rate: active-lane instructions per second, counted by the
// simulator (Stats::lane_instructions). The native variants report the same count for the same
// work, so that the ratio of the two rates is the simulator's slowdown over native -O2 code
// (scripts/bench_sim.sh prints both ratios). Results are checked once, before timing.
//
// SIMTLOOM_BENCH_SIM_SMALL=1 shrinks both problems (for valgrind --tool=callgrind).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

#include "asm/assembler.h"
#include "builtin/builtin.h"
#include "desc/loader.h"
#include "sim/engine/engine.h"
#include "sim/wisa/wisa.h"
#include "sim_kernels.h"

namespace {

using namespace simtloom;
using bench::kAluSource;
using bench::kVaddSource;

bool small() {
  const char* s = std::getenv("SIMTLOOM_BENCH_SIM_SMALL");
  return s && *s && *s != '0';
}

[[noreturn]] void fail(const char* what, const DiagList& diags) {
  std::fprintf(stderr, "bench_sim: %s\n%s", what, diags.render().c_str());
  std::exit(1);
}

// ---- Native references (the same computation, plain C++) ----------------------------------
// Kept out of line so that the benchmark loop cannot fold them.
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
[[gnu::noinline]] void native_vadd(const uint32_t* a, const uint32_t* b, uint32_t* c, uint32_t n) {
  for (uint32_t i = 0; i < n; ++i) c[i] = a[i] + b[i];
}

// ---- The simulator, prepared once -----------------------------------------------------------
struct SimKernel {
  std::unique_ptr<desc::Target> target;
  std::unique_ptr<sim::Device> dev;
  sim::LaunchSpec spec;
  uint64_t out_addr = 0;
  uint64_t lane_insns = 0;  // per launch
};

void assemble_and_load(SimKernel& k, const char* src) {
  DiagList d;
  k.target = desc::load_builtin("wisa", d);
  if (!k.target) fail("cannot load target wisa", d);
  assembler::Assembler as(*k.target, d, {});
  as.add_source("<bench>", src);
  if (!as.finish()) fail("cannot assemble the kernel", d);
  sim::DeviceConfig cfg;
  k.dev = sim::Device::create(*k.target, sim::wisa::plugin(), cfg, d);
  if (!k.dev) fail("cannot create the device", d);
  uint64_t base = k.dev->load_code(as.object());
  k.spec.entry = base + as.object().kernels.at(0).entry;
}

constexpr uint32_t kAluGroups = 64, kAluWg = 256;
uint32_t alu_iters() { return small() ? 20 : 200; }

SimKernel& alu_kernel() {
  static SimKernel k = [] {
    SimKernel k;
    assemble_and_load(k, kAluSource);
    uint32_t threads = kAluGroups * kAluWg, iters = alu_iters();
    k.out_addr = k.dev->memory().alloc(threads * 4, "out");
    std::vector<uint8_t> args(12);
    std::memcpy(args.data(), &k.out_addr, 8);
    std::memcpy(args.data() + 8, &iters, 4);
    k.spec.arg_addr = k.dev->memory().alloc(args.size(), "args");
    k.dev->memory().write(k.spec.arg_addr, args.data(), args.size());
    k.spec.grid[0] = kAluGroups;
    k.spec.wg[0] = kAluWg;
    auto r = k.dev->launch(k.spec);
    if (!r.ok) fail("the ALU kernel failed", {});
    std::vector<uint32_t> got(threads), want(threads);
    k.dev->memory().read(k.out_addr, got.data(), threads * 4);
    native_alu(want.data(), threads, iters);
    if (got != want) {
      std::fprintf(stderr, "bench_sim: the ALU kernel's result differs from the native loop\n");
      std::exit(1);
    }
    k.lane_insns = r.stats.lane_instructions;
    return k;
  }();
  return k;
}

uint32_t vadd_n() { return small() ? (1u << 16) : (1u << 22); }

SimKernel& vadd_kernel() {
  static SimKernel k = [] {
    SimKernel k;
    assemble_and_load(k, kVaddSource);
    uint32_t n = vadd_n();
    std::vector<uint32_t> a(n), b(n);
    for (uint32_t i = 0; i < n; ++i) a[i] = i * 2654435761u, b[i] = i ^ 0x5a5a5a5au;
    uint64_t pa = k.dev->memory().alloc(n * 4ull, "a"), pb = k.dev->memory().alloc(n * 4ull, "b");
    k.out_addr = k.dev->memory().alloc(n * 4ull, "c");
    k.dev->memory().write(pa, a.data(), n * 4ull);
    k.dev->memory().write(pb, b.data(), n * 4ull);
    std::vector<uint8_t> args(28);
    std::memcpy(args.data(), &pa, 8);
    std::memcpy(args.data() + 8, &pb, 8);
    std::memcpy(args.data() + 16, &k.out_addr, 8);
    std::memcpy(args.data() + 24, &n, 4);
    k.spec.arg_addr = k.dev->memory().alloc(args.size(), "args");
    k.dev->memory().write(k.spec.arg_addr, args.data(), args.size());
    k.spec.wg[0] = 256;
    k.spec.grid[0] = (n + 255) / 256;
    auto r = k.dev->launch(k.spec);
    if (!r.ok) fail("the vadd kernel failed", {});
    std::vector<uint32_t> got(n);
    k.dev->memory().read(k.out_addr, got.data(), n * 4ull);
    for (uint32_t i = 0; i < n; ++i)
      if (got[i] != a[i] + b[i]) {
        std::fprintf(stderr, "bench_sim: vadd's c[%u] is wrong\n", i);
        std::exit(1);
      }
    k.lane_insns = r.stats.lane_instructions;
    return k;
  }();
  return k;
}

void report(benchmark::State& state, uint64_t lane_insns) {
  state.counters["lane_insns"] = benchmark::Counter(static_cast<double>(lane_insns) * static_cast<double>(state.iterations()),
                                                    benchmark::Counter::kIsRate);
}

void BM_SimAlu(benchmark::State& state) {
  SimKernel& k = alu_kernel();
  for (auto _ : state) {
    auto r = k.dev->launch(k.spec);
    benchmark::DoNotOptimize(r.stats.instructions);
  }
  report(state, k.lane_insns);
}
BENCHMARK(BM_SimAlu)->Unit(benchmark::kMillisecond)->MinTime(1.0);

void BM_NativeAlu(benchmark::State& state) {
  uint64_t lane_insns = alu_kernel().lane_insns;  // the same work, counted as the simulator does
  uint32_t threads = kAluGroups * kAluWg, iters = alu_iters();
  std::vector<uint32_t> out(threads);
  for (auto _ : state) {
    benchmark::DoNotOptimize(iters);
    native_alu(out.data(), threads, iters);
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  report(state, lane_insns);
}
BENCHMARK(BM_NativeAlu)->Unit(benchmark::kMillisecond)->MinTime(1.0);

void BM_SimVadd(benchmark::State& state) {
  SimKernel& k = vadd_kernel();
  for (auto _ : state) {
    auto r = k.dev->launch(k.spec);
    benchmark::DoNotOptimize(r.stats.instructions);
  }
  report(state, k.lane_insns);
}
BENCHMARK(BM_SimVadd)->Unit(benchmark::kMillisecond)->MinTime(1.0);

void BM_NativeVadd(benchmark::State& state) {
  uint64_t lane_insns = vadd_kernel().lane_insns;
  uint32_t n = vadd_n();
  std::vector<uint32_t> a(n), b(n), c(n);
  for (uint32_t i = 0; i < n; ++i) a[i] = i * 2654435761u, b[i] = i ^ 0x5a5a5a5au;
  for (auto _ : state) {
    benchmark::DoNotOptimize(a.data());
    benchmark::DoNotOptimize(b.data());
    native_vadd(a.data(), b.data(), c.data(), n);
    benchmark::DoNotOptimize(c.data());
    benchmark::ClobberMemory();
  }
  report(state, lane_insns);
}
BENCHMARK(BM_NativeVadd)->Unit(benchmark::kMillisecond)->MinTime(1.0);

}  // namespace

BENCHMARK_MAIN();
