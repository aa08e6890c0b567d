// The default watchdog: every simulated target stops an endless loop with a report naming each
// warp's pc; --max-instructions raises the budget or lifts it (0).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include <fmt/format.h>

#include "sim/engine/engine.h"
#include "sim/linx/linx.h"
#include "test_support.h"

using namespace simtloom;

namespace {

std::filesystem::path write(const std::string& name, const std::string& text) {
  auto dir = std::filesystem::temp_directory_path() / "simtloom_watchdog_test";
  std::filesystem::create_directories(dir);
  std::ofstream(dir / name) << text;
  return dir / name;
}

TEST(Watchdog, OnByDefaultForEveryTarget) {
  EXPECT_GT(sim::kDefaultInstructionBudget, 0u);
  EXPECT_EQ(sim::DeviceConfig{}.max_instructions, sim::kDefaultInstructionBudget);
  EXPECT_EQ(sim::linx::MachineConfig{}.max_instructions, sim::kDefaultInstructionBudget);
}

TEST(Watchdog, EndlessWisaLoopReportsEveryWarp) {
  auto s = write("spin.s", "\t.kernel spin\ntop:\n\tjmp top\n\tendpgm\n\t.end\n");
  auto l = write("spin.yaml", "kernel: spin\ngrid: [1]\nworkgroup: [96]\n");
  int rc = 0;
  std::string out = test::run_command(std::string(SIMTLOOM_BINARY) + " run " + s.string() + " --launch " + l.string() +
                                          " --max-instructions 3000 2>&1",
                                      &rc);
  EXPECT_NE(rc, 0) << out;
  EXPECT_NE(out.find("cause 10 (watchdog)"), std::string::npos) << out;
  EXPECT_NE(out.find("raise the budget with --max-instructions N"), std::string::npos) << out;
  for (int w = 0; w < 3; ++w) EXPECT_NE(out.find(fmt::format("warp {}: running pc 0x", w)), std::string::npos) << out;
  EXPECT_NE(out.find("spin.s:3"), std::string::npos) << out;
}

TEST(Watchdog, EndlessLinxSimtBodyStops) {
  // The SIMT body of a linx041 program spins; the CLI's watchdog ends it.
  const char* prog =
      "\t.text\nstart:\n\tBSTART.FP FALL\n\tloop.set a3, 0, ->LB0\n\tBSTART.SIMT FALL\n\tB.TEXT body\n\tBSTOP\n"
      "body:\nspin:\n\tj spin\n\tBSTOP\n";
  auto s = write("spin_linx.s", prog);
  auto l = write("spin_linx.yaml", "lanes: 8\nglobals:\n  a3: 16\n");
  int rc = 0;
  std::string out = test::run_command(std::string(SIMTLOOM_BINARY) + " run -t linx041 " + s.string() + " --launch " +
                                          l.string() + " --max-instructions 2000 2>&1",
                                      &rc);
  EXPECT_NE(rc, 0) << out;
  EXPECT_NE(out.find("watchdog"), std::string::npos) << out;
}

}  // namespace
