// Every linx041 variant is in some tests/linx041/run/ program. linx041 has no timing mode, whose
// trace tells which wisa variants ran (tests/run_coverage.py), so this checks the assembled code
// instead: each run/ file is assembled and its .text decoded instruction by instruction.
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "codec/codec.h"
#include "test_support.h"

using namespace simtloom;

TEST(Linx041Run, EveryVariantIsInARunFile) {
  auto t = test::builtin("linx041");
  ASSERT_TRUE(t);
  codec::Decoder dec(*t);
  std::set<std::string> seen;
  unsigned files = 0;
  for (const auto& e : std::filesystem::directory_iterator(std::filesystem::path(SIMTLOOM_SOURCE_DIR) / "tests/linx041/run")) {
    if (e.path().extension() != ".s") continue;
    ++files;
    std::ifstream f(e.path());
    std::stringstream text;
    text << f.rdbuf();
    obj::Object o = test::assemble_object(*t, text.str());
    int s = o.find_section(".text");
    ASSERT_GE(s, 0) << e.path();
    const auto& bytes = o.sections[s].bytes;
    for (size_t at = 0; at < bytes.size();) {
      auto r = dec.decode(bytes.data() + at, bytes.size() - at);
      ASSERT_EQ(r.status, codec::DecodeStatus::Ok) << e.path() << " at byte " << at;
      seen.insert(r.variant->name);
      at += r.bytes;
    }
  }
  ASSERT_GT(files, 0u);
  // COND blocks take their condition from setc, IND / ICALL their target from setc.tgt
  // (docs/linx041-sim.md), so those run. The 64-bit ssrset can only stand in a SIMT body, where
  // the loop registers cannot change: it always stops the run (LinxSim.SimtSsrsetFaults).
  const std::set<std::string> cannot_run = {"ssrset"};
  std::string missing;
  for (const auto& v : t->variants)
    if (!seen.count(v->name) && !cannot_run.count(v->name)) missing += " " + v->name;
  EXPECT_TRUE(missing.empty()) << "linx041 variants in no tests/linx041/run/ file:" << missing;
}
