// The simulator's shared-memory race checker: two warps of a workgroup touching the same shared
// byte, at least one writing, with no barrier between them, are reported with both source lines;
// a barrier between them, or atomics on both sides, are not races; fatal_races stops the kernel.
#include <gtest/gtest.h>

#include "asm/assembler.h"
#include "desc/loader.h"
#include "dis/printer.h"
#include "sim/engine/engine.h"
#include "sim/wisa/wisa.h"
#include "test_support.h"

using namespace simtloom;

namespace {

struct RaceSim {
  std::unique_ptr<desc::Target> t;
  std::unique_ptr<sim::Device> dev;
  std::unique_ptr<dis::Printer> printer;
  obj::Object o;
  sim::LaunchSpec spec;

  explicit RaceSim(const std::string& src, sim::DeviceConfig cfg = {}) {
    DiagList d;
    t = test::builtin("wisa");
    o = test::assemble_object(*t, src);
    dev = sim::Device::create(*t, sim::wisa::plugin(), cfg, d);
    EXPECT_TRUE(dev) << d.render();
    printer = std::make_unique<dis::Printer>(*t);
    dev->disassemble = [this](const codec::MCInst& mi, uint64_t pc) { return printer->text(mi, pc); };
    uint64_t code = dev->load_code(o);
    spec.entry = code + o.kernels.at(0).entry;
    spec.arg_addr = dev->memory().alloc(8, "args");
    spec.wg[0] = 64;  // two warps
    spec.grid[0] = 2;
    spec.shared_bytes = 16;
  }
};

// The 1-based line of the first line of `src` containing `needle`.
unsigned line_of(const std::string& src, const std::string& needle) {
  size_t at = src.find(needle);
  return 1 + static_cast<unsigned>(std::count(src.begin(), src.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
}

// Warp 0 stores to shared bytes 0..3, then every warp runs `sync`, then warp 1 loads them.
std::string writer_reader(const std::string& sync) {
  return "\t.text\n\t.kernel k\n"
         "\tcsrr u4, warp_id\n"
         "\tmov u5, 0\n"
         "\tmov v0, 0\n"
         "\tmov v1, 7\n"
         "\tcmp.eq.s32 p0, u4, u5\n"
         "\tbra.none p0, stored\n"
         "\tst.shared.b32 [v0+0], v1\n"
         "stored:\n"
         "\twaitcnt ls:0\n" +
         sync +
         "\tbra.any p0, done\n"
         "\tld.shared.b32 v2, [v0+0]\n"
         "\twaitcnt ls:0\n"
         "done:\n"
         "\tendpgm\n"
         "\t.end\n";
}

}  // namespace

TEST(SimRace, ReportedWithBothSourceLines) {
  std::string src = writer_reader("");
  RaceSim s(src);
  auto r = s.dev->launch(s.spec);
  EXPECT_TRUE(r.ok);
  ASSERT_EQ(r.hazards.size(), 1u);
  const auto& h = r.hazards[0];
  std::string ld = "k.s:" + std::to_string(line_of(src, "ld.shared")), st = "k.s:" + std::to_string(line_of(src, "st.shared"));
  EXPECT_NE(h.what.find("shared-memory race"), std::string::npos) << h.what;
  // One line is the reporting access, the other is named in the message.
  bool ld_here = h.source == ld;
  EXPECT_TRUE(ld_here || h.source == st) << h.source;
  EXPECT_NE(h.what.find(ld_here ? st : ld), std::string::npos) << h.what;
  EXPECT_NE(h.what.find("no barrier"), std::string::npos);
  EXPECT_EQ(h.count, 256u);  // 32 lanes x 4 bytes, in each of the 2 workgroups
}

TEST(SimRace, BarrierBetweenIsNotARace) {
  RaceSim s(writer_reader("\tbarrier\n"));
  auto r = s.dev->launch(s.spec);
  EXPECT_TRUE(r.ok) << (r.trap ? r.trap->render() : "");
  EXPECT_TRUE(r.hazards.empty()) << r.hazards[0].what;
}

TEST(SimRace, AtomicsDoNotRaceWithEachOther) {
  RaceSim s("\t.text\n\t.kernel k\n"
            "\tmov v0, 0\n"
            "\tmov v1, 1\n"
            "\tred.shared.add.u32 [v0+0], v1\n"
            "\twaitcnt ls:0\n"
            "\tendpgm\n"
            "\t.end\n");
  auto r = s.dev->launch(s.spec);
  EXPECT_TRUE(r.ok);
  EXPECT_TRUE(r.hazards.empty()) << r.hazards[0].what;
}

TEST(SimRace, FatalOptionStopsTheKernel) {
  sim::DeviceConfig cfg;
  cfg.fatal_races = true;
  RaceSim s(writer_reader(""), cfg);
  auto r = s.dev->launch(s.spec);
  EXPECT_FALSE(r.ok);
  ASSERT_TRUE(r.trap);
  EXPECT_EQ(r.trap->name, "shared_race");
  EXPECT_EQ(r.stats.workgroups, 1u);  // stopped in the first workgroup
  cfg.fatal_races = false;
  cfg.check_races = false;
  RaceSim off(writer_reader(""), cfg);
  auto r2 = off.dev->launch(off.spec);
  EXPECT_TRUE(r2.ok);
  EXPECT_TRUE(r2.hazards.empty());
}
