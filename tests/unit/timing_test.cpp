// The timing model (src/sim/engine/timing.h): each group-6 instruction's timing effect is
// visible and asserted; results are deterministic; functional and timing modes agree on every
// example that has a launch file.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

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

struct TSim {
  std::unique_ptr<desc::Target> t;
  std::unique_ptr<sim::Device> dev;
  std::unique_ptr<sim::TimingModel> tm;
  obj::Object o;
  uint64_t code = 0, out = 0;
  sim::LaunchSpec spec;

  // `timing` false: the functional engine.
  TSim(const std::string& src, sim::TimingConfig cfg = sim::default_timing_config(), bool timing = true) {
    DiagList d;
    t = test::builtin("wisa");
    o = test::assemble_object(*t, src);
    sim::DeviceConfig dc;
    dc.cores = cfg.cores;
    dev = sim::Device::create(*t, sim::wisa::plugin(), dc, d);
    EXPECT_TRUE(dev) << d.render();
    tm = std::make_unique<sim::TimingModel>(cfg);
    tm->enable_trace(true);
    if (timing) dev->timing = tm.get();
    code = dev->load_code(o);
    out = dev->memory().alloc(256, "out");
    spec.entry = code + o.kernels.at(0).entry;
  }
  sim::LaunchResult run(unsigned threads, unsigned groups = 1) {
    uint64_t args = dev->memory().alloc(8, "args");
    dev->memory().write(args, &out, 8);
    spec.arg_addr = args;
    spec.wg[0] = threads;
    spec.grid[0] = groups;
    auto r = dev->launch(spec);
    EXPECT_TRUE(r.ok) << (r.trap ? r.trap->render() : "");
    return r;
  }
  uint32_t word(unsigned i) {
    uint32_t v = 0;
    dev->memory().read(out + 4 * i, &v, 4);
    return v;
  }
  uint64_t cycles() const { return tm->stats().cycles; }
  uint64_t stall(const std::string& reason) const {
    for (const auto& [n, v] : tm->stats().stalls)
      if (n == reason) return v;
    ADD_FAILURE() << "no stall reason " << reason;
    return 0;
  }
};

const char* kPrologue =
    "\t.text\n\t.kernel k\n"
    "\tld.const.b64 u2, [u0+0]\n"
    "\twaitcnt sm:0\n"
    "\tmov v1, 0\n";

std::string chain(unsigned n) {  // n dependent fixed-latency adds
  std::string s;
  for (unsigned i = 0; i < n; ++i) s += "\tadd v5, v5, 1\n";
  return s;
}

std::string independent(unsigned n) {  // n independent adds: a warp can issue one every cycle
  std::string s;
  for (unsigned i = 0; i < n; ++i) s += "\tadd v" + std::to_string(8 + i % 20) + ", v40, 1\n";
  return s;
}

sim::TimingConfig one_scheduler(sim::TimingConfig::Policy p = sim::TimingConfig::Policy::GTO) {
  auto c = sim::default_timing_config();
  c.cores = 1;
  c.schedulers = 1;
  c.policy = p;
  c.icache_miss = 0;  // cold misses would interleave the warps by fetch timing alone
  return c;
}

}  // namespace

TEST(TimingConfig, DefaultsParseAndUnknownKeysAreErrors) {
  auto c = sim::default_timing_config();
  EXPECT_EQ(c.cores, 4u);
  EXPECT_EQ(c.sleep_quantum, 64u);
  EXPECT_EQ(c.counter_latency("ls"), c.shared_latency);
  EXPECT_EQ(c.counter_latency("vm"), c.global_latency);
  std::string err;
  sim::TimingConfig x;
  EXPECT_TRUE(sim::parse_timing_config("scheduler: {policy: lrr, per_core: 2}\nmemory: {global_latency: 100}\n", "g.yaml", x, err)) << err;
  EXPECT_EQ(x.policy, sim::TimingConfig::Policy::LRR);
  EXPECT_EQ(x.schedulers, 2u);
  EXPECT_EQ(x.global_latency, 100u);
  EXPECT_FALSE(sim::parse_timing_config("memroy: {}\n", "g.yaml", x, err));
  EXPECT_NE(err.find("unknown key 'memroy'"), std::string::npos) << err;
  EXPECT_FALSE(sim::parse_timing_config("scheduler: {policy: fifo}\n", "g.yaml", x, err));
  // Too large is "at most", not "at least"; each message has its line and column (issue 18).
  EXPECT_FALSE(sim::parse_timing_config("cores: 4\nunits: {default: 4294967296}\n", "g.yaml", x, err));
  EXPECT_NE(err.find("g.yaml: line 2, column 18: 'default' is 4294967296; it must be at most 2147483647"), std::string::npos) << err;
  EXPECT_FALSE(sim::parse_timing_config("cores: 99999999999999999999\n", "g.yaml", x, err));
  EXPECT_NE(err.find("line 1, column 8: 'cores' is 99999999999999999999; it must be at most 2147483647"), std::string::npos) << err;
  EXPECT_FALSE(sim::parse_timing_config("cores: 0\n", "g.yaml", x, err));
  EXPECT_NE(err.find("'cores' is 0; it must be at least 1"), std::string::npos) << err;
  EXPECT_FALSE(sim::parse_timing_config("cores: many\n", "g.yaml", x, err));
  EXPECT_NE(err.find("'cores' must be a whole number"), std::string::npos) << err;
}

// A waitcnt that must wait holds the warp for the load's latency; one whose counter is already
// low enough lets independent work overlap the load.
TEST(Timing, WaitcntThatMustWaitCostsTheLatency) {
  const std::string tail = chain(100) + "\tst.global.b32 [u2+v1], v5\n\tendpgm\n\t.end\n";
  TSim must(std::string(kPrologue) + "\tld.global.b32 v3, [u2+v1+4]\n\twaitcnt vm:0\n" + tail);
  must.run(32);
  TSim need_not(std::string(kPrologue) + "\tld.global.b32 v3, [u2+v1+4]\n\twaitcnt vm:1\n" + tail);
  need_not.run(32);
  EXPECT_EQ(must.word(0), 100u);
  EXPECT_EQ(need_not.word(0), 100u);
  const uint64_t lat = sim::default_timing_config().global_latency;
  EXPECT_GE(must.stall("waitcnt.vm"), lat - 10);
  EXPECT_EQ(need_not.stall("waitcnt.vm"), 0u);
  EXPECT_GE(must.cycles(), need_not.cycles() + lat - 20) << must.cycles() << " vs " << need_not.cycles();
}

// Results are written at completion: a read before it (no waitcnt) sees the old value, and the
// hazard checker names the read.
TEST(Timing, ReadBeforeCompletionSeesTheOldValue) {
  const std::string src = std::string(kPrologue) +
                          "\tmov v3, 5\n"
                          "\tld.global.b32 v3, [u2+v1+8]\n"
                          "\tst.global.b32 [u2+v1], v3\n"
                          "\twaitcnt vm:0\n"
                          "\tst.global.b32 [u2+v1+4], v3\n"
                          "\tendpgm\n\t.end\n";
  TSim s(src);
  uint32_t nine = 9;
  s.dev->memory().write(s.out + 8, &nine, 4);
  auto r = s.run(32);
  EXPECT_EQ(s.word(0), 5u);  // old value
  EXPECT_EQ(s.word(1), 9u);  // after waitcnt
  ASSERT_EQ(r.hazards.size(), 1u);
  EXPECT_NE(r.hazards[0].what.find("reads v3"), std::string::npos) << r.hazards[0].what;
}

TEST(Timing, SleepHoldsTheWarpImmTimesTheQuantum) {
  auto run = [](unsigned imm, sim::TimingConfig c) {
    TSim s(std::string(kPrologue) + "\tsleep " + std::to_string(imm) + "\n\tendpgm\n\t.end\n", c);
    s.run(32);
    return std::make_pair(s.cycles(), s.stall("sleep"));
  };
  auto c = sim::default_timing_config();
  auto [c0, s0] = run(0, c);
  auto [c10, s10] = run(10, c);
  EXPECT_EQ(s0, 0u);
  EXPECT_EQ(s10, 640u);
  EXPECT_GE(c10 - c0, 639u);
  EXPECT_LE(c10 - c0, 641u);
  c.sleep_quantum = 32;
  auto [c10h, s10h] = run(10, c);
  EXPECT_EQ(s10h, 320u);
  (void)c10h;
}

namespace {
// Each warp stores the cycle at which it finished into out[warp_id]; warp 1 first runs `pre`.
std::string finish_order(const std::string& pre) {
  return std::string(kPrologue) +
         "\tcsrr u4, warp_id\n"
         "\tmov u5, 1\n"
         "\tcmp.eq.s32 p0, u4, u5\n"
         "\tbra.none p0, common\n" + pre +
         "common:\n"
         "\tld.global.b32 v30, [u2+v1+128]\n"  // both warps wait here, then compete
         "\twaitcnt vm:0\n" + independent(40) +
         "\tcsrr u6, cycle\n"
         "\tshl u7, u4, 2\n"
         "\tmov v1, u7\n\tmov v2, u6\n"
         "\tst.global.b32 [u2+v1], v2\n"
         "\tendpgm\n\t.end\n";
}
}  // namespace

TEST(Timing, PrioritiesChangeWhichWarpFinishesFirst) {
  for (auto p : {sim::TimingConfig::Policy::GTO, sim::TimingConfig::Policy::LRR}) {
    TSim plain(finish_order("\tnop\n"), one_scheduler(p));
    plain.run(64);
    EXPECT_LT(plain.word(0), plain.word(1)) << static_cast<int>(p);  // the older warp (0) and the one that did less work
    TSim prio(finish_order("\tsetprio 3\n"), one_scheduler(p));
    prio.run(64);
    EXPECT_LT(prio.word(1), prio.word(0));  // warp 1 issues first whenever it is ready
    EXPECT_GT(prio.stall("not_selected"), 0u);
  }
}

TEST(Timing, BarrierWaitsForTheLateWarp) {
  const std::string src = std::string(kPrologue) +
                          "\tcsrr u4, warp_id\n"
                          "\tmov u5, 1\n"
                          "\tcmp.eq.s32 p0, u4, u5\n"
                          "\tbra.none p0, wait\n"
                          "\tsleep 5\n"  // warp 1 arrives about 320 cycles late
                          "wait:\n"
                          "\tbarrier\n"
                          "\tcsrr u6, cycle\n"
                          "\tshl u7, u4, 2\n"
                          "\tmov v1, u7\n\tmov v2, u6\n"
                          "\tst.global.b32 [u2+v1], v2\n"
                          "\tendpgm\n\t.end\n";
  TSim s(src);
  s.run(64);
  EXPECT_GE(s.word(0), 320u);  // warp 0 left the barrier only after warp 1 arrived
  EXPECT_GE(s.word(1), 320u);
  EXPECT_GE(s.stall("barrier"), 300u);
  EXPECT_EQ(s.stall("sleep"), 320u);
}

// csrwi is `sz`: it waits for the outstanding load, and later instructions wait for it. csrr is
// not serializing and lets the dependent-free chain overlap the load.
TEST(Timing, SerializingCsrWriteWaitsForEverythingBefore) {
  auto prog = [](const std::string& csr) {
    return std::string(kPrologue) + "\tld.global.b32 v3, [u2+v1+4]\n" + csr + chain(100) + "\tst.global.b32 [u2+v1], v5\n\tendpgm\n\t.end\n";
  };
  TSim ser(prog("\tcsrwi scratch0, 5\n"));
  ser.run(32);
  TSim plain(prog("\tcsrr u9, scratch0\n"));
  plain.run(32);
  const uint64_t lat = sim::default_timing_config().global_latency;
  EXPECT_GE(ser.stall("serialization"), lat - 10);
  EXPECT_EQ(plain.stall("serialization"), 0u);
  EXPECT_GE(ser.cycles(), plain.cycles() + lat - 20) << ser.cycles() << " vs " << plain.cycles();
}

TEST(Timing, SharedBankConflictsSerialize) {
  auto prog = [](unsigned stride_shift) {
    return std::string(
               "\t.text\n\t.kernel k\n\t.shared_bytes 4096\n"
               "\tmov v0, tid_x\n\tshl v2, v0, ") +
           std::to_string(stride_shift) + "\n\tld.shared.b32 v3, [v2]\n\twaitcnt ls:0\n\tendpgm\n\t.end\n";
  };
  TSim ok(prog(2));  // consecutive words: one pass
  ok.spec.shared_bytes = 4096;
  ok.run(32);
  TSim bad(prog(7));  // stride 32 words: every lane in bank 0
  bad.spec.shared_bytes = 4096;
  bad.run(32);
  EXPECT_EQ(ok.tm->stats().bank_conflict_passes, 0u);
  EXPECT_EQ(bad.tm->stats().bank_conflict_passes, 31u);
  EXPECT_GT(bad.cycles(), ok.cycles() + 31);
}

TEST(Timing, DeterministicAndSameRetiredCountsAsFunctional) {
  const std::string src = finish_order("\tsetprio 2\n\tsleep 1\n");
  TSim a(src), b(src), f(src, sim::default_timing_config(), false);
  auto ra = a.run(200, 9), rb = b.run(200, 9), rf = f.run(200, 9);
  EXPECT_EQ(a.tm->stats().json(), b.tm->stats().json());
  EXPECT_EQ(a.tm->trace_json(), b.tm->trace_json());
  EXPECT_EQ(ra.stats.instructions, rf.stats.instructions);
  EXPECT_EQ(ra.stats.lane_instructions, rf.stats.lane_instructions);
  EXPECT_EQ(ra.stats.instructions, a.tm->stats().instructions);
  auto j = nlohmann::json::parse(a.tm->trace_json());
  EXPECT_GT(j["traceEvents"].size(), 100u);
}

// A timing launch reports its progress at each epoch boundary (the terminal's progress line):
// workgroups done never decrease, never pass the total, and the launch makes progress.
TEST(Timing, ReportsProgressOnceAnEpoch) {
  TSim s(std::string(kPrologue) + chain(400) + "\tst.global.b32 [u2+v1], v5\n\tendpgm\n\t.end\n");
  std::vector<std::pair<uint64_t, uint64_t>> calls;
  s.dev->progress = [&](uint64_t done, uint64_t total) { calls.emplace_back(done, total); };
  s.run(64, 40);
  ASSERT_GE(calls.size(), 2u);
  for (size_t i = 0; i < calls.size(); ++i) {
    EXPECT_EQ(calls[i].second, 40u);
    EXPECT_LE(calls[i].first, 40u);
    if (i) EXPECT_GE(calls[i].first, calls[i - 1].first);
  }
  EXPECT_GT(calls.back().first, calls.front().first);
}

// Every example with a launch file: the same checks pass, the same buffers result and the same
// number of instructions retire in functional and timing modes.
TEST(Timing, ParityWithFunctionalModeOnExamples) {
  unsigned n = 0;
  const fs::path tmp = fs::temp_directory_path() / fmt::format("simtloom_parity_{}", ::getpid());
  fs::create_directories(tmp);
  for (const auto& ex : test::wisa_example_launches()) {
    const fs::path& src = ex.source;
    nlohmann::json j[2];
    for (int mode = 0; mode < 2; ++mode) {
      fs::path stats = tmp / fmt::format("{}.{}.json", ex.launch.stem().string(), mode);
      std::string cmd = fmt::format("{} run {} --launch {} --stats {}{} > /dev/null 2>&1", SIMTLOOM_BINARY, src.string(), ex.launch.string(),
                                    stats.string(), mode ? " --timing" : "");
      int rc = std::system(cmd.c_str());
      EXPECT_EQ(rc, 0) << cmd;
      std::ifstream in(stats);
      ASSERT_TRUE(in) << cmd;
      j[mode] = nlohmann::json::parse(in);
    }
    SCOPED_TRACE(ex.launch.string());
    EXPECT_EQ(j[0]["result"], j[1]["result"]);
    EXPECT_EQ(j[0]["instructions"], j[1]["instructions"]);
    EXPECT_EQ(j[0]["active_lane_instructions"], j[1]["active_lane_instructions"]);
    EXPECT_EQ(j[0]["buffer_digest"], j[1]["buffer_digest"]);
    EXPECT_EQ(j[1]["timing"]["instructions"], j[1]["instructions"]);
    EXPECT_GT(j[1]["timing"]["cycles"].get<uint64_t>(), 0u);
    ++n;
  }
  fs::remove_all(tmp);
  EXPECT_GE(n, 2u);
}

namespace simtloom {
namespace {

// Unknown names under units: and latency_overrides: are errors with their line and column, as
// unknown keys are elsewhere in the configuration (issue 18).
TEST(TimingConfigNames, UnknownUnitsAndVariantsAreErrors) {
  std::string path = (std::filesystem::temp_directory_path() / ("simtloom_names_" + std::to_string(::getpid()) + ".yaml")).string();
  std::ofstream(path) << "units:\n  sfu: 4\n  bogus: 3\nlatency_overrides:\n  add.vv: 6\n  nothing: 4\n";
  int rc = 0;
  std::string out = test::run_command(fmt::format("{} run examples/vadd/vadd.s --launch examples/vadd/vadd.yaml --timing --config {} 2>&1", SIMTLOOM_BINARY, path), &rc);
  std::filesystem::remove(path);
  EXPECT_NE(rc, 0) << out;
  EXPECT_NE(out.find("error: line 3, column 3: unknown unit 'bogus' under 'units:'"), std::string::npos) << out;
  EXPECT_NE(out.find("error: line 6, column 3: unknown variant 'nothing' under 'latency_overrides:'"), std::string::npos) << out;
  EXPECT_EQ(out.find("'sfu'"), std::string::npos) << out;
  EXPECT_EQ(out.find("'add.vv'"), std::string::npos) << out;
}

}  // namespace
}  // namespace simtloom
