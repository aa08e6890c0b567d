// The timing model on several host threads (TimingConfig::threads, `simtloom run --threads N`):
// every result (cycles, statistics, trace, memory, hazards, races, traps) is the same for 1, 2, 4
// and 8 threads, on every example and on kernels whose cores meet in global memory (atomics, a
// flag one core waits for). Also the memory model that makes this possible: loads read global
// memory at issue, stores and atomics are made at the epoch boundary before they complete.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <unistd.h>

#include "asm/assembler.h"
#include "desc/loader.h"
#include "dis/printer.h"
#include "sim/engine/engine.h"
#include "sim/engine/timing.h"
#include "sim/wisa/wisa.h"
#include "test_support.h"

using namespace simtloom;
namespace fs = std::filesystem;

namespace {

constexpr unsigned kThreadCounts[] = {1, 2, 4, 8};

// Everything a launch produces, as text, for comparison across thread counts.
struct Outcome {
  std::string stats, trace, memory, hazards, trap;
  bool ok = false;
};

struct ThreadSim {
  std::unique_ptr<desc::Target> t;
  std::unique_ptr<sim::Device> dev;
  std::unique_ptr<sim::TimingModel> tm;
  std::unique_ptr<dis::Printer> printer;
  obj::Object o;
  sim::LaunchSpec spec;
  uint64_t out = 0;
  uint64_t out_bytes = 0;

  ThreadSim(const std::string& src, unsigned threads, unsigned cores, uint64_t out_size, sim::DeviceConfig dc = {}) {
    DiagList d;
    t = test::builtin("wisa");
    o = test::assemble_object(*t, src);
    auto cfg = sim::default_timing_config();
    cfg.cores = cores;
    cfg.threads = threads;
    dc.cores = cores;
    dev = sim::Device::create(*t, sim::wisa::plugin(), dc, d);
    EXPECT_TRUE(dev) << d.render();
    printer = std::make_unique<dis::Printer>(*t);
    dev->disassemble = [this](const codec::MCInst& mi, uint64_t pc) { return printer->text(mi, pc); };
    tm = std::make_unique<sim::TimingModel>(cfg);
    tm->enable_trace(true);
    dev->timing = tm.get();
    uint64_t code = dev->load_code(o);
    out_bytes = out_size;
    out = dev->memory().alloc(out_size, "out");
    uint64_t args = dev->memory().alloc(8, "args");
    dev->memory().write(args, &out, 8);
    spec.arg_addr = args;
    spec.entry = code + o.kernels.at(0).entry;
  }

  Outcome run(unsigned wg_threads, unsigned groups) {
    spec.wg[0] = wg_threads;
    spec.grid[0] = groups;
    auto r = dev->launch(spec);
    Outcome x;
    x.ok = r.ok;
    x.stats = tm->stats().json();
    x.trace = tm->trace_json();
    std::vector<uint8_t> m(out_bytes);
    dev->memory().read(out, m.data(), out_bytes);
    x.memory.assign(m.begin(), m.end());
    for (const auto& h : r.hazards) x.hazards += fmt::format("{:#x} {} {} [{}] x{}\n", h.pc, h.source, h.what, h.insn, h.count);
    if (r.trap) x.trap = r.trap->render();
    EXPECT_EQ(tm->threads_used(), std::min(tm->config().threads, tm->config().cores));
    return x;
  }

  uint32_t word(const Outcome& x, unsigned i) const {
    uint32_t v = 0;
    std::memcpy(&v, x.memory.data() + 4 * i, 4);
    return v;
  }
};

// Runs `src` with each thread count and expects the same outcome as with one thread.
Outcome same_for_all_thread_counts(const std::string& src, unsigned cores, unsigned wg_threads, unsigned groups, uint64_t out_size,
                                   sim::DeviceConfig dc = {}) {
  Outcome first;
  for (unsigned n : kThreadCounts) {
    ThreadSim s(src, n, cores, out_size, dc);
    Outcome x = s.run(wg_threads, groups);
    if (n == 1) {
      first = x;
      continue;
    }
    SCOPED_TRACE(fmt::format("{} threads", n));
    EXPECT_EQ(x.ok, first.ok);
    EXPECT_EQ(x.stats, first.stats);
    EXPECT_TRUE(x.trace == first.trace) << "the traces differ";
    EXPECT_TRUE(x.memory == first.memory) << "the memory contents differ";
    EXPECT_EQ(x.hazards, first.hazards);
    EXPECT_EQ(x.trap, first.trap);
  }
  return first;
}

const char* kPrologue =
    "\t.text\n\t.kernel k\n"
    "\tld.const.b64 u2, [u0+0]\n"
    "\twaitcnt sm:0\n"
    "\tcsrr u4, wg_id_x\n"
    "\tcsrr u5, wg_size_x\n"
    "\tmov v0, tid_x\n"
    "\tmul u6, u4, u5\n"
    "\tadd v1, v0, u6\n"  // global thread id
    "\tmov v2, 0\n";

}  // namespace

// Every lane of 16 workgroups on 8 cores takes a ticket from one counter (a returning atomic),
// folds it into a second word with a non-returning one, and stores it. The tickets are a
// permutation of 0..n-1 whatever the thread count, and the same permutation.
TEST(TimingThreads, GlobalAtomicsAcrossCoresAreTheSameOnAnyThreadCount) {
  const std::string src = std::string(kPrologue) +
                          "\tmov v3, 1\n"
                          "\tatom.global.add.u32 v4, [u2+v2+0], v3\n"
                          "\twaitcnt vm:0\n"
                          "\tred.global.xor.u32 [u2+v2+4], v4\n"
                          "\tatom.global.max.u32 v6, [u2+v2+8], v1\n"
                          "\tshl v5, v1, 2\n"
                          "\tst.global.b32 [u2+v5+16], v4\n"
                          "\twaitcnt vm:0\n"
                          "\tendpgm\n\t.end\n";
  const unsigned groups = 16, wg = 64, n = groups * wg;
  Outcome x = same_for_all_thread_counts(src, 8, wg, groups, 16 + 4 * n);
  ThreadSim probe(src, 1, 8, 16 + 4 * n);
  EXPECT_TRUE(x.ok);
  EXPECT_EQ(probe.word(x, 0), n);
  EXPECT_EQ(probe.word(x, 2), n - 1);
  std::vector<bool> seen(n);
  uint32_t fold = 0;
  for (unsigned i = 0; i < n; ++i) {
    uint32_t t = probe.word(x, 4 + i);
    ASSERT_LT(t, n);
    EXPECT_FALSE(seen[t]) << "ticket " << t << " twice";
    seen[t] = true;
    fold ^= t;
  }
  EXPECT_EQ(probe.word(x, 1), fold);
  auto j = nlohmann::json::parse(x.stats);
  unsigned busy = 0;
  for (const auto& c : j["cores"]) busy += c["instructions"].get<uint64_t>() > 0;
  EXPECT_EQ(busy, 8u);  // every core took part
}

// Workgroup 0 (core 0) writes a value, waits for the store to complete, then raises a flag;
// workgroup 1 (core 1) polls the flag and copies the value. The poll sees the flag once the
// store that raised it has completed, on any thread count.
TEST(TimingThreads, ACoreSeesAnotherCoresStoreOnceItCompletes) {
  const std::string src =
      "\t.text\n\t.kernel k\n"
      "\tld.const.b64 u2, [u0+0]\n"
      "\twaitcnt sm:0\n"
      "\tcsrr u4, wg_id_x\n"
      "\tmov u5, 0\n"
      "\tmov v0, 0\n"
      "\tcmp.eq.s32 p0, u4, u5\n"
      "\tbra.none p0, reader\n"
      "\tmov v1, 42\n"
      "\tst.global.b32 [u2+v0+4], v1\n"
      "\twaitcnt vst:0\n"
      "\tmov v1, 1\n"
      "\tst.global.b32 [u2+v0+0], v1\n"
      "\twaitcnt vst:0\n"
      "\tendpgm\n"
      "reader:\n"
      "\tld.global.b32 v2, [u2+v0+0]\n"
      "\twaitcnt vm:0\n"
      "\tcmp.eq.u32 p1, v2, v0\n"
      "\tbra.any p1, reader\n"
      "\tld.global.b32 v3, [u2+v0+4]\n"
      "\twaitcnt vm:0\n"
      "\tst.global.b32 [u2+v0+8], v3\n"
      "\twaitcnt vst:0\n"
      "\tendpgm\n\t.end\n";
  Outcome x = same_for_all_thread_counts(src, 2, 32, 2, 16);
  ThreadSim probe(src, 1, 2, 16);
  EXPECT_TRUE(x.ok);
  EXPECT_EQ(probe.word(x, 2), 42u);
  // The reader polled at least twice: the flag's store took the global latency to complete.
  auto j = nlohmann::json::parse(x.stats);
  EXPECT_GE(j["cycles"].get<uint64_t>(), 3 * sim::default_timing_config().global_latency);
}

// Loads read memory at issue; a store is in memory by the time it completes (made at the epoch
// boundary before). A load right after a store to the same word, with no waitcnt between, reads
// the old value; after `waitcnt vst:0` it reads the new one.
TEST(TimingThreads, AStoreIsInMemoryWhenItCompletes) {
  const std::string src = std::string(kPrologue) +
                          "\tmov v3, 7\n"
                          "\tst.global.b32 [u2+v2+0], v3\n"
                          "\tld.global.b32 v4, [u2+v2+0]\n"
                          "\twaitcnt vst:0\n"
                          "\tld.global.b32 v5, [u2+v2+0]\n"
                          "\twaitcnt vm:0\n"
                          "\tst.global.b32 [u2+v2+4], v4\n"
                          "\tst.global.b32 [u2+v2+8], v5\n"
                          "\twaitcnt vst:0\n"
                          "\tendpgm\n\t.end\n";
  ThreadSim s(src, 1, 1, 12);
  Outcome x = s.run(32, 1);
  EXPECT_TRUE(x.ok);
  EXPECT_EQ(s.word(x, 0), 7u);
  EXPECT_EQ(s.word(x, 1), 0u);
  EXPECT_EQ(s.word(x, 2), 7u);
}

// Reports: a missing waitcnt on every core, merged into one site with the counts summed; a
// shared-memory race; a trap on one core while the others run; the watchdog.
TEST(TimingThreads, HazardsAreMergedTheSameWay) {
  const std::string src = std::string(kPrologue) +
                          "\tshl v5, v1, 2\n"
                          "\tld.global.b32 v3, [u2+v5+0]\n"
                          "\tst.global.b32 [u2+v5+0], v3\n"  // reads v3 before waiting for it
                          "\twaitcnt vm:0 vst:0\n"
                          "\tendpgm\n\t.end\n";
  Outcome x = same_for_all_thread_counts(src, 4, 64, 8, 4 * 512);
  EXPECT_NE(x.hazards.find("missing waitcnt: reads v3"), std::string::npos) << x.hazards;
  EXPECT_NE(x.hazards.find("x16"), std::string::npos) << x.hazards;  // 8 workgroups x 2 warps
}

TEST(TimingThreads, SharedMemoryRacesAreReportedTheSameWay) {
  // Warp 0 of each workgroup stores to shared bytes 0..3, warp 1 loads them, with no barrier.
  const std::string src =
      "\t.text\n\t.kernel k\n\t.shared_bytes 16\n"
      "\tcsrr u4, warp_id\n"
      "\tmov u5, 0\n"
      "\tmov v0, 0\n"
      "\tmov v1, 7\n"
      "\tcmp.eq.s32 p0, u4, u5\n"
      "\tbra.none p0, stored\n"
      "\tst.shared.b32 [v0+0], v1\n"
      "stored:\n"
      "\twaitcnt ls:0\n"
      "\tbra.any p0, done\n"
      "\tld.shared.b32 v2, [v0+0]\n"
      "\twaitcnt ls:0\n"
      "done:\n"
      "\tendpgm\n\t.end\n";
  Outcome first;
  for (unsigned n : kThreadCounts) {
    ThreadSim s(src, n, 4, 4);
    s.spec.shared_bytes = 16;
    Outcome x = s.run(64, 8);
    if (n == 1) {
      first = x;
      EXPECT_NE(x.hazards.find("shared-memory race"), std::string::npos) << x.hazards;
      continue;
    }
    EXPECT_EQ(x.hazards, first.hazards) << n << " threads";
    EXPECT_EQ(x.stats, first.stats) << n << " threads";
  }
}

TEST(TimingThreads, ATrapOnOneCoreStopsTheLaunchTheSameWay) {
  // Workgroup 5 stores to address 0 (unmapped); the others run a loop meanwhile.
  const std::string src = std::string(kPrologue) +
                          "\tmov u7, 5\n"
                          "\tcmp.eq.s32 p0, u4, u7\n"
                          "\tbra.none p0, work\n"
                          "\tmov u8, 0\n\tmov u9, 0\n"
                          "\tst.global.b32 [u8+v2+0], v1\n"
                          "work:\n"
                          "\tmov u10, 100\n"
                          "\tmov u11, 0\n"
                          "loop:\n"
                          "\tadd v3, v3, 1\n"
                          "\tsub u10, u10, 1\n"
                          "\tcmp.ne.u32 p1, u10, u11\n"
                          "\tbra.any p1, loop\n"
                          "\tshl v5, v1, 2\n"
                          "\tst.global.b32 [u2+v5+0], v3\n"
                          "\twaitcnt vst:0\n"
                          "\tendpgm\n\t.end\n";
  Outcome x = same_for_all_thread_counts(src, 4, 64, 12, 4 * 768);
  EXPECT_FALSE(x.ok);
  EXPECT_NE(x.trap.find("access_fault"), std::string::npos) << x.trap;
  EXPECT_NE(x.trap.find("workgroup (5, 0, 0)"), std::string::npos) << x.trap;
}

TEST(TimingThreads, TheWatchdogStopsTheLaunchTheSameWay) {
  const std::string src = std::string(kPrologue) +
                          "loop:\n"
                          "\tadd v3, v3, 1\n"
                          "\tjmp loop\n"
                          "\t.end\n";
  sim::DeviceConfig dc;
  dc.max_instructions = 5000;
  Outcome x = same_for_all_thread_counts(src, 4, 64, 8, 16, dc);
  EXPECT_FALSE(x.ok);
  EXPECT_NE(x.trap.find("watchdog"), std::string::npos) << x.trap;
}

// Every example with a launch file, through the command line: the statistics JSON (cycles, stall
// breakdown, per-core IPC, buffer digests, hazards) and the trace file are the same for 1, 2 and
// 4 threads.
TEST(TimingThreads, ExamplesGiveTheSameStatisticsAndTraceOnAnyThreadCount) {
  const fs::path tmp = fs::temp_directory_path() / fmt::format("simtloom_threads_{}", ::getpid());
  fs::create_directories(tmp);
  unsigned examples = 0;
  for (const auto& ex : test::wisa_example_launches()) {
    const fs::path& src = ex.source;
    SCOPED_TRACE(ex.launch.string());
    nlohmann::json first;
    std::string first_trace;
    for (unsigned n : {1u, 2u, 4u}) {
      const std::string stem = fmt::format("{}.{}", ex.launch.stem().string(), n);
      const fs::path stats = tmp / (stem + ".json"), trace = tmp / (stem + ".trace.json");
      std::string cmd = fmt::format("{} run {} --launch {} --timing --threads {} --stats {} --trace {} > /dev/null 2>&1", SIMTLOOM_BINARY,
                                    src.string(), ex.launch.string(), n, stats.string(), trace.string());
      int rc = std::system(cmd.c_str());
      EXPECT_EQ(rc, 0) << cmd;
      std::ifstream in(stats), tr(trace);
      ASSERT_TRUE(in && tr) << cmd;
      nlohmann::json j = nlohmann::json::parse(in);
      std::stringstream ts;
      ts << tr.rdbuf();
      // Wall-clock figures are the only ones allowed to differ.
      j.erase("wall_seconds");
      j.erase("active_lane_instructions_per_second");
      if (n == 1) {
        first = j;
        first_trace = ts.str();
        EXPECT_EQ(j["result"], "PASS");
        continue;
      }
      EXPECT_EQ(j, first) << n << " threads";
      EXPECT_TRUE(ts.str() == first_trace) << n << " threads: the traces differ";
    }
    ++examples;
  }
  fs::remove_all(tmp);
  EXPECT_GE(examples, 8u);
}

TEST(TimingThreads, ThreadCountFromTheConfigurationAndTheCommandLine) {
  sim::TimingConfig c;
  std::string err;
  EXPECT_EQ(sim::default_timing_config().threads, 1u);
  EXPECT_TRUE(sim::parse_timing_config("threads: 0\n", "g.yaml", c, err)) << err;
  EXPECT_EQ(c.threads, 0u);
  int rc = 0;
  std::string out = test::run_command(fmt::format("{} run examples/vadd/vadd.s --launch examples/vadd/vadd.yaml --timing --threads 2 2>&1", SIMTLOOM_BINARY), &rc);
  EXPECT_EQ(rc, 0) << out;
  EXPECT_NE(out.find("timing:"), std::string::npos) << out;
  // Without --timing, --threads is an error rather than turning the timing model on unasked (issue 18).
  out = test::run_command(fmt::format("{} run examples/vadd/vadd.s --launch examples/vadd/vadd.yaml --threads 2 2>&1", SIMTLOOM_BINARY), &rc);
  EXPECT_NE(rc, 0) << out;
  EXPECT_NE(out.find("--threads 2 sets the host threads of the timing model, which this run does not use"), std::string::npos) << out;
}
