// The functional simulator: group-6 behaviours (barrier with ended warps, barrier deadlock,
// waitcnt hazards, traps 2/3/9, icache.inv with self-modifying code, setprio and sleep), the
// engine's faults (4, 5, 6, 7, 10) and divergence on the control stack.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "asm/assembler.h"
#include "builtin/builtin.h"
#include "desc/loader.h"
#include "dis/printer.h"
#include "isa/wisa_ids.h"
#include "sim/engine/engine.h"
#include "sim/wisa/wisa.h"
#include "test_support.h"

using namespace simtloom;

namespace {

struct Sim {
  std::unique_ptr<desc::Target> t;
  std::unique_ptr<sim::Device> dev;
  std::unique_ptr<dis::Printer> printer;
  obj::Object o;
  uint64_t code = 0, out = 0, args = 0;
  sim::LaunchSpec spec;

  explicit Sim(const std::string& src, sim::DeviceConfig cfg = {}, uint64_t out_bytes = 256) {
    DiagList d;
    t = test::builtin("wisa");
    o = test::assemble_object(*t, src);
    dev = sim::Device::create(*t, sim::wisa::plugin(), cfg, d);
    EXPECT_TRUE(dev) << d.render();
    printer = std::make_unique<dis::Printer>(*t);
    dev->disassemble = [this](const codec::MCInst& mi, uint64_t pc) { return printer->text(mi, pc); };
    code = dev->load_code(o);
    out = dev->memory().alloc(out_bytes, "out");
    spec.entry = code + o.kernels.at(0).entry;
  }
  uint64_t symbol(const std::string& n) const {
    for (const auto& s : o.symbols)
      if (s.name == n) return code + s.value;
    ADD_FAILURE() << "no symbol " << n;
    return 0;
  }
  // The argument block: the out buffer's address, then `extra` 64-bit values.
  sim::LaunchResult run(unsigned threads, std::vector<uint64_t> extra = {}, unsigned groups = 1, unsigned shared = 0) {
    std::vector<uint64_t> block = {out};
    block.insert(block.end(), extra.begin(), extra.end());
    args = dev->memory().alloc(block.size() * 8, "args");
    dev->memory().write(args, block.data(), block.size() * 8);
    spec.arg_addr = args;
    spec.wg[0] = threads;
    spec.grid[0] = groups;
    spec.shared_bytes = shared;
    return dev->launch(spec);
  }
  uint32_t word(unsigned i) {
    uint32_t v = 0;
    dev->memory().read(out + 4 * i, &v, 4);
    return v;
  }
};

const char* kPrologue =
    "\t.text\n\t.kernel k\n"
    "\tld.const.b64 u2, [u0+0]\n"
    "\twaitcnt sm:0\n";

}  // namespace

TEST(SimGroup6, BarrierCountsLiveWarpsOnly) {
  Sim s(std::string(kPrologue) +
        "\tcsrr u4, warp_id\n"
        "\tmov u5, 0\n"
        "\tcmp.eq.s32 p0, u4, u5\n"
        "\tbra.any p0, stay\n"
        "\tendpgm\n"  // warps 1..3 end before the barrier
        "stay:\n"
        "\tbarrier\n"
        "\tmov v0, 7\n"
        "\tmov v1, 0\n"
        "\tst.global.b32 [u2+v1], v0\n"
        "\tendpgm\n\t.end\n");
  auto r = s.run(128);
  ASSERT_TRUE(r.ok) << (r.trap ? r.trap->render() : "");
  EXPECT_EQ(s.word(0), 7u);
}

TEST(SimGroup6, BarrierReleasesAfterEveryWarpArrives) {
  // Warp 1 writes before the barrier; warp 0 reads after it and must see the value.
  Sim s(std::string(kPrologue) +
        "\tcsrr u4, warp_id\n"
        "\tmov v1, 0\n"
        "\tmov u5, 1\n"
        "\tcmp.eq.s32 p0, u4, u5\n"
        "\tbra.none p0, wait\n"
        "\tmov v0, 42\n"
        "\tst.global.b32 [u2+v1], v0\n"
        "\twaitcnt vst:0\n"
        "wait:\n"
        "\tbarrier\n"
        "\tld.global.b32 v3, [u2+v1]\n"
        "\twaitcnt vm:0\n"
        "\tst.global.b32 [u2+v1+4], v3\n"
        "\tendpgm\n\t.end\n");
  auto r = s.run(64);
  ASSERT_TRUE(r.ok) << (r.trap ? r.trap->render() : "");
  EXPECT_EQ(s.word(1), 42u);
}

TEST(SimGroup6, BarrierDeadlockIsReportedWithEachWarp) {
  Sim s(std::string(kPrologue) +
        "\tcsrr u4, warp_id\n"
        "\tmov u5, 0\n"
        "\tcmp.eq.s32 p0, u4, u5\n"
        "\tbra.any p0, other\n"
        "\tbarrier\n"
        "\tendpgm\n"
        "other:\n"
        "\tbarrier\n"
        "\tendpgm\n\t.end\n");
  auto r = s.run(64);
  ASSERT_FALSE(r.ok);
  ASSERT_TRUE(r.trap);
  EXPECT_EQ(r.trap->cause, 8u);
  EXPECT_EQ(r.trap->name, "barrier_deadlock");
  std::string text = r.trap->render();
  EXPECT_NE(text.find("warp 0: waits at barrier"), std::string::npos) << text;
  EXPECT_NE(text.find("warp 1: waits at barrier"), std::string::npos) << text;
}

TEST(SimGroup6, MissingWaitcntIsReportedWithSourceLine) {
  std::string body =
      "\tmov v1, 0\n"
      "\tld.global.b32 v3, [u2+v1]\n"
      "\tadd v4, v3, 1\n"  // line 7: reads v3 before waitcnt vm
      "\twaitcnt vm:0\n"
      "\tadd v5, v3, 1\n"
      "\tendpgm\n\t.end\n";
  {
    Sim s(std::string(kPrologue) + body);
    auto r = s.run(32);
    EXPECT_TRUE(r.ok);
    ASSERT_EQ(r.hazards.size(), 1u);
    EXPECT_EQ(r.hazards[0].source, "k.s:7");
    EXPECT_NE(r.hazards[0].what.find("reads v3"), std::string::npos) << r.hazards[0].what;
  }
  {
    sim::DeviceConfig cfg;
    cfg.fatal_hazards = true;
    Sim s(std::string(kPrologue) + body, cfg);
    auto r = s.run(32);
    ASSERT_FALSE(r.ok);
    ASSERT_TRUE(r.trap);
    EXPECT_EQ(r.trap->name, "missing_waitcnt");
    EXPECT_EQ(r.trap->source, "k.s:7");
  }
}

TEST(SimGroup6, WaitcntRetiresOldestFirst) {
  // Two loads on vm; waitcnt vm:1 waits for the older one only: v3 is ready, v4 is not.
  Sim s(std::string(kPrologue) +
        "\tmov v1, 0\n"
        "\tld.global.b32 v3, [u2+v1]\n"
        "\tld.global.b32 v4, [u2+v1+4]\n"
        "\twaitcnt vm:1\n"
        "\tadd v5, v3, 1\n"  // fine
        "\tadd v6, v4, 1\n"  // line 10: hazard
        "\tendpgm\n\t.end\n");
  auto r = s.run(32);
  ASSERT_EQ(r.hazards.size(), 1u);
  EXPECT_EQ(r.hazards[0].source, "k.s:10");
}

TEST(SimGroup6, TrapCauses) {
  struct Case {
    std::string code;
    unsigned cause;
    uint64_t info;
  } cases[] = {
      {"\ttrap 0x1234\n", 2, 0x1234},
      {"\tbrk\n", 3, 0},
      {"\tcsrw cycle, u4\n", 9, 0x20},       // read-only
      {"\tcsrr u4, 0x3ff\n", 9, 0x3ff},      // unknown
      {"\tcsrsi lane_count, 1\n", 9, 0x0},   // read-only, immediate form
  };
  for (const auto& c : cases) {
    Sim s(std::string(kPrologue) + c.code + "\tendpgm\n\t.end\n");
    auto r = s.run(32);
    ASSERT_TRUE(r.trap) << c.code;
    EXPECT_EQ(r.trap->cause, c.cause) << c.code;
    EXPECT_EQ(r.trap->info, c.info) << c.code;
    EXPECT_EQ(r.trap->source, "k.s:5") << c.code;
    EXPECT_EQ(r.trap->pc, s.code + 12) << c.code;
    std::string text = r.trap->render();
    EXPECT_NE(text.find("workgroup (0, 0, 0), warp 0"), std::string::npos) << text;
  }
}

TEST(SimGroup6, CsrReadWrite) {
  Sim s(std::string(kPrologue) +
        "\tcsrr u4, lane_count\n"
        "\tcsrr u5, warp_count\n"
        "\tcsrwi scratch0, 5\n"
        "\tcsrsi scratch0, 8\n"
        "\tcsrci scratch0, 1\n"
        "\tcsrr u6, scratch0\n"  // 12
        "\tcsrr u7, wg_size_x\n"
        "\tcsrr u8, instret\n"
        "\tmov v1, 0\n"
        "\tmov v2, u4\n\tst.global.b32 [u2+v1], v2\n"
        "\tmov v2, u5\n\tst.global.b32 [u2+v1+4], v2\n"
        "\tmov v2, u6\n\tst.global.b32 [u2+v1+8], v2\n"
        "\tmov v2, u7\n\tst.global.b32 [u2+v1+12], v2\n"
        "\tmov v2, u8\n\tst.global.b32 [u2+v1+16], v2\n"
        "\tendpgm\n\t.end\n");
  auto r = s.run(40);
  ASSERT_TRUE(r.ok) << (r.trap ? r.trap->render() : "");
  EXPECT_EQ(s.word(0), 32u);
  EXPECT_EQ(s.word(1), 2u);
  EXPECT_EQ(s.word(2), 12u);
  EXPECT_EQ(s.word(3), 40u);
  EXPECT_EQ(s.word(4), 9u);  // instructions retired before the csrr
}

TEST(SimGroup6, IcacheInvalidateMakesWrittenCodeVisible) {
  // `sub` adds u21 (1) to u20. It runs once, is overwritten in memory with "add u20, u20, u22"
  // (u22 = 100), runs again (the pre-decoded old instruction: +1), then after icache.inv (+100).
  DiagList d;
  auto t = desc::load_builtin("wisa", d);
  assembler::Assembler enc(*t, d);
  enc.add_source("new.s", "\tadd u20, u20, u22\n");
  ASSERT_TRUE(enc.finish()) << d.render();
  const auto& nb = enc.object().sections.at(0).bytes;
  ASSERT_EQ(nb.size(), 4u);
  uint32_t new_word = nb[0] | nb[1] << 8 | nb[2] << 16 | uint32_t{nb[3]} << 24;

  Sim s(std::string(kPrologue) +
        "\tld.const.b64 u8, [u0+8]\n"   // address of sub
        "\tld.const.b32 u6, [u0+16]\n"  // the new instruction word
        "\twaitcnt sm:0\n"
        "\tmov u20, 0\n\tmov u21, 1\n\tmov u22, 100\n"
        "\tcall u10, sub\n"  // u20 = 1
        "\tmov v1, 0\n\tmov v2, u6\n"
        "\tst.global.b32 [u8+v1], v2\n"
        "\twaitcnt vst:0\n"
        "\tcall u10, sub\n"  // still the old code: u20 = 2
        "\tmov v3, u20\n\tst.global.b32 [u2+v1], v3\n"
        "\ticache.inv\n"
        "\tcall u10, sub\n"  // the new code: u20 = 102
        "\tmov v3, u20\n\tst.global.b32 [u2+v1+4], v3\n"
        "\tendpgm\n"
        "sub:\n"
        "\tadd u20, u20, u21\n"
        "\tret u10\n"
        "\t.end\n");
  auto r = s.run(32, {s.symbol("sub"), new_word});
  ASSERT_TRUE(r.ok) << (r.trap ? r.trap->render() : "");
  EXPECT_EQ(s.word(0), 2u);
  EXPECT_EQ(s.word(1), 102u);
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
         "\tnop\n\tnop\n\tnop\n\tnop\n\tnop\n\tnop\n\tnop\n\tnop\n"
         "\tcsrr u6, cycle\n"
         "\tshl u7, u4, 2\n"
         "\tmov v1, u7\n\tmov v2, u6\n"
         "\tst.global.b32 [u2+v1], v2\n"
         "\tendpgm\n\t.end\n";
}
}  // namespace

TEST(SimGroup6, SetprioIsObservableInOrder) {
  Sim plain(finish_order(""));
  ASSERT_TRUE(plain.run(64).ok);
  EXPECT_LT(plain.word(0), plain.word(1));  // round-robin: warp 0 issues first each round
  Sim prio(finish_order("\tsetprio 3\n"));
  ASSERT_TRUE(prio.run(64).ok);
  EXPECT_LT(prio.word(1), prio.word(0));  // the high-priority warp runs ahead
  EXPECT_LT(prio.word(1) + 8, prio.word(0));
}

TEST(SimGroup6, SleepDelaysTheWarp) {
  Sim s(finish_order("\tsleep 10\n"));
  ASSERT_TRUE(s.run(64).ok);
  EXPECT_LT(s.word(0), s.word(1));
  EXPECT_GE(s.word(1), 640u);
  EXPECT_LT(s.word(0), 640u);
}

TEST(SimEngine, MemoryFaults) {
  struct Case {
    std::string code;
    unsigned cause;
  } cases[] = {
      {"\tmov v1, 2\n\tld.global.b32 v3, [u2+v1]\n", 4},
      {"\tmov v1, 0x100000\n\tld.global.b32 v3, [u2+v1]\n", 5},
      {"\tmov v1, 64\n\tld.shared.b32 v3, [v1]\n", 6},
  };
  for (const auto& c : cases) {
    Sim s(std::string(kPrologue) + c.code + "\tendpgm\n\t.end\n");
    auto r = s.run(32, {}, 1, 64);
    ASSERT_TRUE(r.trap) << c.code;
    EXPECT_EQ(r.trap->cause, c.cause) << c.code;
    EXPECT_EQ(r.trap->lanes, 0xffffffffu);
  }
}

TEST(SimEngine, StackOverflowAndWatchdog) {
  std::string loops;
  for (int i = 0; i < 17; ++i) loops += "\tloop out\n";
  Sim s(std::string(kPrologue) + loops + "out:\n\tendpgm\n\t.end\n");
  auto r = s.run(32);
  ASSERT_TRUE(r.trap);
  EXPECT_EQ(r.trap->cause, 7u);

  sim::DeviceConfig cfg;
  cfg.max_instructions = 1000;
  Sim w(std::string(kPrologue) + "spin:\n\tjmp spin\n\t.end\n", cfg);
  auto r2 = w.run(32);
  ASSERT_TRUE(r2.trap);
  EXPECT_EQ(r2.trap->cause, 10u);
}

TEST(SimEngine, DivergenceIfElseAndLoopBreak) {
  // out[lane] = (lane < 10 ? 1000 : 2000) + number of iterations until a countdown from lane ends.
  Sim s(std::string(kPrologue) +
        "\tmov v0, lane_id\n"
        "\tshl v1, v0, 2\n"
        "\tcmp.lt.u32 p0, v0, 10\n"
        "\tif p0, Lelse, Ljoin\n"
        "\tmov v2, 1000\n"
        "\tjoin\n"
        "Lelse:\n"
        "\tmov v2, 2000\n"
        "\tjoin\n"
        "Ljoin:\n"
        "\tmov v3, v0\n"
        "\tloop Lexit\n"
        "Lhead:\n"
        "\tcmp.eq.u32 p1, v3, 0\n"
        "\tbreak p1\n"
        "\tsub v3, v3, 1\n"
        "\tadd v2, v2, 1\n"
        "\tjmp Lhead\n"
        "Lexit:\n"
        "\tst.global.b32 [u2+v1], v2\n"
        "\tendpgm\n\t.end\n");
  auto r = s.run(20);
  ASSERT_TRUE(r.ok) << (r.trap ? r.trap->render() : "");
  for (unsigned l = 0; l < 20; ++l) EXPECT_EQ(s.word(l), (l < 10 ? 1000u : 2000u) + l) << l;
  EXPECT_EQ(s.word(20), 0u);  // lanes 20..31 do not exist
}

TEST(SimEngine, MissingSemanticsIsALoadError) {
  DiagList d;
  auto t = desc::load_builtin("wisa", d);
  sim::IsaPlugin p = sim::wisa::plugin();
  p.semantics[static_cast<size_t>(isa::wisa::V::barrier)] = nullptr;
  p.semantics[static_cast<size_t>(isa::wisa::V::fadd_vv)] = nullptr;
  auto dev = sim::Device::create(*t, p, {}, d);
  EXPECT_FALSE(dev);
  std::string text = d.render();
  EXPECT_NE(text.find("2 variant(s) have no semantics"), std::string::npos) << text;
  EXPECT_NE(text.find("barrier"), std::string::npos) << text;
  EXPECT_NE(text.find("fadd.vv"), std::string::npos) << text;
}

namespace {

// A user's own copy of the wisa description (--isa), here without group 2: the plug-in binds
// its semantics by variant name, and the simulator runs it.
TEST(SimEngine, UserDescriptionBindsByName) {
  std::vector<desc::SourceFile> files;
  for (const auto& e : std::filesystem::directory_iterator(std::string(SIMTLOOM_SOURCE_DIR) + "/isa/wisa"))
    if (e.path().filename() != "group2.yaml") {
      std::ifstream in(e.path());
      files.push_back({e.path().string(), std::string(std::istreambuf_iterator<char>(in), {})});
    }
  DiagList d;
  auto t = desc::load_target(files, d);
  ASSERT_TRUE(t) << d.render();
  ASSERT_LT(t->variants.size(), isa::wisa::kVariantCount);
  auto dev = sim::Device::create(*t, sim::wisa::plugin(), {}, d);
  EXPECT_TRUE(dev) << d.render();
}

// An operand name the plug-in has no slot for is a load error naming it (not silently dropped).
int no_slot_for_d(std::string_view n) { return n == "d" ? -1 : sim::wisa::plugin().slot_of(n); }
TEST(SimEngine, UnknownOperandNameIsALoadError) {
  auto t = test::builtin("wisa");
  sim::IsaPlugin p = sim::wisa::plugin();
  p.slot_of = no_slot_for_d;
  DiagList d;
  auto dev = sim::Device::create(*t, p, {}, d);
  EXPECT_FALSE(dev);
  EXPECT_NE(d.render().find("the plug-in has no slot for operand 'd'"), std::string::npos) << d.render();
}

}  // namespace
