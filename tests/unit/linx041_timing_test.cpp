// LinxISA 0.41 timing: the register use of each instruction comes from the description's access
// data (queue entries and pushes named by enum entries, implicit t#1 / ->t of the 16-bit forms,
// globals), and every example and run test computes the same in the functional and the timing
// mode.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>
#include <string>

#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <sys/wait.h>
#include <unistd.h>

#include "asm/assembler.h"
#include "builtin/builtin.h"
#include "desc/loader.h"
#include "sim/linx/linx.h"
#include "test_support.h"

using namespace simtloom;
namespace fs = std::filesystem;

namespace {

// A standard block, then a SIMT body; each line to look at has a label.
const char* kProgram = R"(
	.text
	BSTART.STD FALL
std_addi:	addi s3, 1, =>s3
std_cadd:	c.add a0, a1, ->t
std_cswi:	c.swi t#1, [a1, 8]
std_caddpc:	c.addpc 4
std_lw:	lw [a1, s3], ->u
	BSTART.SIMT FALL
	B.TEXT body
	BSTOP
body:
simt_lw:	lw [a0, t#2], ->t
simt_add:	add t#1.uw, t#3.uw, ->u.w
simt_sw:	sw t#1, [a1, u#2]
	BSTOP
)";

// Registers as sorted lists, for readable failures.
template <class Bits>
std::set<unsigned> regs(const Bits& b) {
  std::set<unsigned> s;
  b.each([&](unsigned r) { s.insert(r); });
  return s;
}
std::set<unsigned> range(unsigned first, unsigned n) {
  std::set<unsigned> s;
  for (unsigned r = first; r < first + n; ++r) s.insert(r);
  return s;
}
std::set<unsigned> join(std::set<unsigned> a, const std::set<unsigned>& b) {
  a.insert(b.begin(), b.end());
  return a;
}

struct Decoded {
  std::unique_ptr<desc::Target> t;
  std::unique_ptr<sim::linx::Machine> m;
  obj::Object o;
  uint64_t base = 0;
  Decoded() {
    DiagList d;
    t = desc::load_builtin("linx041", d);
    assembler::Assembler as(*t, d);
    as.add_source("p.s", kProgram);
    EXPECT_TRUE(as.finish()) << d.render();
    o = as.object();
    m = sim::linx::Machine::create(*t, {}, d);
    EXPECT_TRUE(m) << d.render();
    base = m->load(o);
  }
  sim::DecodedInsn at(const std::string& label) {
    sim::DecodedInsn di;
    for (const auto& s : o.symbols)
      if (s.name == label) EXPECT_TRUE(m->device().decode(base + s.value, di)) << label;
    EXPECT_TRUE(di.variant) << "no label " << label;
    return di;
  }
};

// Class q: entry e of queue k is rows 2(8k+e), 2(8k+e)+1; a push writes its queue's 16 rows and
// reads the 14 it moves. Class g: Rn is 2n, 2n+1 (a0 = R2, a1 = R3, ra = R10, s3 = R14).
constexpr unsigned kT = 0, kU = 16;
std::set<unsigned> entry(unsigned queue, unsigned k) { return range(queue + 2 * (k - 1), 2); }
std::set<unsigned> push_reads(unsigned queue) { return range(queue, 14); }
std::set<unsigned> global(unsigned n) { return range(2 * n, 2); }

TEST(Linx041Timing, RegisterUseComesFromTheDescription) {
  Decoded p;
  {
    SCOPED_TRACE("addi s3, 1, =>s3");
    auto d = p.at("std_addi");
    EXPECT_EQ(regs(d.uread), global(14));
    EXPECT_EQ(regs(d.uwrite), global(14));
    EXPECT_TRUE(regs(d.vread).empty() && regs(d.vwrite).empty());
    EXPECT_LT(d.counter, 0);
  }
  {
    SCOPED_TRACE("c.add a0, a1, ->t: the push is implicit (no operand field)");
    auto d = p.at("std_cadd");
    EXPECT_EQ(regs(d.uread), join(global(2), global(3)));
    EXPECT_EQ(regs(d.vwrite), range(kT, 16));
    EXPECT_EQ(regs(d.vread), push_reads(kT));
  }
  {
    SCOPED_TRACE("c.swi t#1, [a1, 8]: the value t#1 is implicit; a store has the memory counter");
    auto d = p.at("std_cswi");
    EXPECT_EQ(regs(d.vread), entry(kT, 1));
    EXPECT_TRUE(regs(d.vwrite).empty());
    EXPECT_EQ(regs(d.uread), global(3));
    EXPECT_GE(d.counter, 0);
  }
  {
    SCOPED_TRACE("c.addpc 4 writes ra");
    auto d = p.at("std_caddpc");
    EXPECT_EQ(regs(d.uwrite), global(10));
  }
  {
    SCOPED_TRACE("lw [a1, s3], ->u");
    auto d = p.at("std_lw");
    EXPECT_EQ(regs(d.uread), join(global(3), global(14)));
    EXPECT_EQ(regs(d.vwrite), range(kU, 16));
    EXPECT_EQ(regs(d.vread), push_reads(kU));
    EXPECT_GE(d.counter, 0);
  }
  {
    SCOPED_TRACE("SIMT lw [a0, t#2], ->t");
    auto d = p.at("simt_lw");
    EXPECT_EQ(regs(d.uread), global(2));
    EXPECT_EQ(regs(d.vread), join(entry(kT, 2), push_reads(kT)));
    EXPECT_EQ(regs(d.vwrite), range(kT, 16));
  }
  {
    SCOPED_TRACE("SIMT add t#1.uw, t#3.uw, ->u.w");
    auto d = p.at("simt_add");
    EXPECT_EQ(regs(d.vread), join(join(entry(kT, 1), entry(kT, 3)), push_reads(kU)));
    EXPECT_EQ(regs(d.vwrite), range(kU, 16));
    EXPECT_TRUE(regs(d.uread).empty());
  }
  {
    SCOPED_TRACE("SIMT sw t#1, [a1, u#2]");
    auto d = p.at("simt_sw");
    EXPECT_EQ(regs(d.vread), join(entry(kT, 1), entry(kU, 2)));
    EXPECT_TRUE(regs(d.vwrite).empty());
    EXPECT_EQ(regs(d.uread), global(3));
  }
}

std::string read_file(const fs::path& p) {
  std::ifstream f(p);
  return {std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>()};
}

nlohmann::json run_stats(const fs::path& launch, bool timing, const fs::path& dir) {
  fs::path program = launch;
  program.replace_extension(".s");
  const fs::path stats = dir / fmt::format("{}.{}.json", launch.stem().string(), timing ? "timing" : "functional");
  int rc = 0;
  std::string out = test::run_command(fmt::format("{} run -t linx041 {} --launch {} --stats {}{} 2>&1", SIMTLOOM_BINARY, program.string(),
                                                  launch.string(), stats.string(), timing ? " --timing" : ""),
                                      &rc);
  EXPECT_EQ(rc, 0) << out;
  EXPECT_NE(out.find("== result: PASS"), std::string::npos) << out;
  if (timing) EXPECT_NE(out.find("warp stall cycles"), std::string::npos) << out;
  return nlohmann::json::parse(read_file(stats), nullptr, false);
}

}  // namespace

// Both modes pass the same checks (buffers and globals) and retire the same instructions.
TEST(Linx041Timing, ExamplesAndRunTestsAgreeInBothModes) {
  const fs::path dir = fs::temp_directory_path() / fmt::format("simtloom_linx_parity_{}", ::getpid());
  fs::create_directories(dir);
  unsigned n = 0;
  for (const char* sub : {"examples/linx041", "tests/linx041/run"})
    for (const auto& e : fs::directory_iterator(fs::path(SIMTLOOM_SOURCE_DIR) / sub)) {
      if (e.path().extension() != ".yaml") continue;
      SCOPED_TRACE(e.path().string());
      nlohmann::json f = run_stats(e.path(), false, dir), t = run_stats(e.path(), true, dir);
      ASSERT_FALSE(f.is_discarded() || t.is_discarded());
      EXPECT_GT(f["instructions"].get<uint64_t>(), 0u);
      EXPECT_EQ(f["instructions"], t["instructions"]);
      EXPECT_EQ(f["active_lane_instructions"], t["active_lane_instructions"]);
      EXPECT_EQ(f["buffer_digest"], t["buffer_digest"]);
      EXPECT_GT(t["timing"]["cycles"].get<uint64_t>(), 0u);
      ++n;
    }
  EXPECT_GE(n, 20u);
  fs::remove_all(dir);
}

namespace {

// Runs `body` as one standard block with a0 = &x (x = {41, 0}) in the timing mode; its --stats.
nlohmann::json timed_std_block(const std::string& body, const fs::path& dir, const std::string& name) {
  const fs::path s = dir / (name + ".s"), y = dir / (name + ".yaml"), st = dir / (name + ".json");
  std::ofstream(s) << "\t.text\n\tBSTART.STD FALL\n" << body << "\tBSTOP\n";
  std::ofstream(y) << "globals:\n  a0: {buffer: x}\nbuffers:\n  - {name: x, type: u64, count: 2, init: {iota: {start: 41, step: -41}}}\n"
                      "checks:\n  - {global: s0, type: u64, expect: 42}\n";
  int rc = 0;
  std::string out = test::run_command(
      fmt::format("{} run -t linx041 {} --launch {} --timing --stats {} 2>&1", SIMTLOOM_BINARY, s.string(), y.string(), st.string()), &rc);
  EXPECT_EQ(rc, 0) << out;
  EXPECT_NE(out.find("== result: PASS"), std::string::npos) << out;
  return nlohmann::json::parse(read_file(st), nullptr, false);
}

}  // namespace

// The hardware interlocks: a use of a load's result waits for it (a scoreboard stall of at least
// the device's memory latency, 200 cycles in src/sim/linx/linx_gpu.yaml), and no missing-wait
// hazard is reported (LinxISA has no wait instruction).
TEST(Linx041Timing, ALoadsUserWaitsForItInsteadOfAHazard) {
  const fs::path dir = fs::temp_directory_path() / fmt::format("simtloom_linx_interlock_{}", ::getpid());
  fs::create_directories(dir);
  nlohmann::json dep = timed_std_block("\tldi [a0, 0], ->t\n\taddi t#1, 1, =>s0\n", dir, "dep");
  nlohmann::json indep = timed_std_block("\tldi [a0, 8], ->t\n\taddi zero, 42, =>s0\n", dir, "indep");
  ASSERT_FALSE(dep.is_discarded() || indep.is_discarded());
  EXPECT_TRUE(dep["hazards"].empty()) << dep.dump();
  const uint64_t sb = dep["timing"]["stall_cycles"]["scoreboard"].get<uint64_t>();
  EXPECT_GE(sb, 200u) << dep.dump();
  EXPECT_LT(indep["timing"]["stall_cycles"]["scoreboard"].get<uint64_t>(), sb) << indep.dump();
  fs::remove_all(dir);
}

// --trace would record only the last of a program's body launches: refused, with what to do.
TEST(Linx041Timing, TraceIsRefusedWithAReason) {
  int rc = 0;
  std::string out = test::run_command(fmt::format("{} run -t linx041 {}/examples/linx041/saxpy.s --launch {}/examples/linx041/saxpy.yaml --trace /dev/null 2>&1",
                                                  SIMTLOOM_BINARY, SIMTLOOM_SOURCE_DIR, SIMTLOOM_SOURCE_DIR),
                                      &rc);
  EXPECT_TRUE(WIFEXITED(rc) && WEXITSTATUS(rc) == 1) << out;  // pclose's status: exit 1, no crash
  EXPECT_NE(out.find("runs each block body as a launch of its own"), std::string::npos) << out;
}
