// gfx11 wave64 execution (issue 15): a kernel whose descriptor clears
// .amdhsa_wavefront_size32 runs as waves of 64 lanes, with VCC and EXEC as SGPR pairs. The
// eight OpenCL C examples compiled by clang 19 with -mwavefrontsize64 give the results their
// wave32 builds give, in both modes; hand-written wave64 kernels (tests/gfx11/wave64/, in
// llvm-mc's wave64 syntax, assembled by llvm-mc: simtloom's assembler has no wave64 mode yet)
// check what the lane-mask instructions compute and how a fault in the high half is reported.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <unistd.h>

#include "test_support.h"

namespace fs = std::filesystem;
using simtloom::test::kClang;
using simtloom::test::kLlvmMc;
using simtloom::test::run_command;

namespace {

const fs::path kExamples = fs::path(SIMTLOOM_SOURCE_DIR) / "examples/gfx11";
const fs::path kWave64 = fs::path(SIMTLOOM_SOURCE_DIR) / "tests/gfx11/wave64";
const char* const kExamplesToRun[] = {"vadd", "saxpy", "reduce", "matmul", "histogram", "scan", "bitonic", "collatz"};

fs::path scratch(const std::string& what) {
  fs::path d = fs::temp_directory_path() / fmt::format("simtloom_wave64_{}_{}", what, ::getpid());
  fs::create_directories(d);
  return d;
}

std::string read_file(const fs::path& p) {
  std::ifstream f(p);
  return {std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>()};
}

// `simtloom run` of a program with a launch file: its output, exit status and --stats JSON.
struct RunResult {
  std::string out;
  int rc = 0;
  nlohmann::json stats;
};
RunResult run(const fs::path& program, const fs::path& launch, bool timing, const fs::path& dir, const std::string& tag) {
  RunResult r;
  const fs::path stats = dir / fmt::format("{}.{}.json", tag, timing ? "timing" : "functional");
  fs::remove(stats);
  r.out = run_command(fmt::format("{} run -t gfx11 {} --launch {} --stats {}{} 2>&1", SIMTLOOM_BINARY, program.string(), launch.string(),
                                  stats.string(), timing ? " --timing" : ""),
                      &r.rc);
  r.stats = fs::exists(stats) ? nlohmann::json::parse(read_file(stats), nullptr, false) : nlohmann::json();
  return r;
}

// llvm-mc's wave64 object of tests/gfx11/wave64/NAME.s.
fs::path assemble_wave64(const std::string& name, const fs::path& dir) {
  const fs::path o = dir / (name + ".o");
  int rc = 0;
  std::string out = run_command(fmt::format("{} -triple amdgcn-amd-amdhsa -mcpu=gfx1100 -mattr=+wavefrontsize64 --filetype=obj {} -o {} 2>&1", kLlvmMc,
                                            (kWave64 / (name + ".s")).string(), o.string()),
                                &rc);
  EXPECT_EQ(rc, 0) << out;
  return o;
}

}  // namespace

// Each example built for wave64 passes its checks in both modes, with the same instructions in
// both and the same buffers as its wave32 build; its waves hold 64 work-items each.
TEST(Gfx11Wave64, ClangWave64ExamplesMatchTheirWave32Builds) {
  if (!fs::exists(kClang)) GTEST_SKIP() << "clang 19 not found at " << kClang << ": the examples are not compiled for wave64";
  if (!fs::exists(fs::path(SIMTLOOM_SOURCE_DIR) / "examples/collatz/start.npy")) {
    int rc = 0;
    std::string out = run_command(fmt::format("python3 {}/examples/collatz/collatz_ref.py 2>&1", SIMTLOOM_SOURCE_DIR), &rc);
    ASSERT_EQ(rc, 0) << out;
  }
  const fs::path dir = scratch("examples");
  for (const char* ex : kExamplesToRun) {
    SCOPED_TRACE(ex);
    const fs::path o = dir / fmt::format("{}64.o", ex);
    int rc = 0;
    std::string out = run_command(fmt::format("cd {} && {} -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx1100 -mwavefrontsize64 -nogpulib -O2 -c {}.cl -o {} 2>&1",
                                              kExamples.string(), kClang, ex, o.string()),
                                  &rc);
    ASSERT_EQ(rc, 0) << out;
    const fs::path launch = kExamples / (std::string(ex) + ".yaml");
    RunResult f = run(o, launch, false, dir, ex), t = run(o, launch, true, dir, ex);
    RunResult w32 = run(kExamples / (std::string(ex) + ".s"), launch, false, dir, std::string(ex) + "32");
    for (const RunResult* r : {&f, &t, &w32}) {
      EXPECT_EQ(r->rc, 0) << r->out;
      EXPECT_NE(r->out.find("== result: PASS"), std::string::npos) << r->out;
      ASSERT_TRUE(r->stats.is_object()) << r->out;
    }
    EXPECT_NE(f.out.find("wave64)"), std::string::npos) << f.out;
    EXPECT_EQ(f.stats["instructions"], t.stats["instructions"]);
    EXPECT_EQ(f.stats["active_lane_instructions"], t.stats["active_lane_instructions"]);
    EXPECT_EQ(f.stats["buffer_digest"], t.stats["buffer_digest"]);
    EXPECT_EQ(f.stats["buffer_digest"], w32.stats["buffer_digest"]) << "the wave64 build computes what the wave32 build does";
    // Half as many waves (rounded up per workgroup) as the wave32 build.
    EXPECT_LT(f.stats["warps"].get<uint64_t>(), w32.stats["warps"].get<uint64_t>());
  }
  fs::remove_all(dir);
}

// VCC and carry-out pairs, saveexec_b64, readfirstlane under a high-half exec, mbcnt_hi,
// readlane/writelane of high lanes, ds_bpermute across the halves and cmpx writing both exec words.
TEST(Gfx11Wave64, MaskInstructionsComputeOnSixtyFourLanes) {
  if (!fs::exists(kLlvmMc)) GTEST_SKIP() << "llvm-mc 19 not found at " << kLlvmMc << ": the wave64 kernels are not assembled";
  const fs::path dir = scratch("masks");
  const fs::path o = assemble_wave64("masks", dir);
  for (bool timing : {false, true}) {
    SCOPED_TRACE(timing ? "timing" : "functional");
    RunResult r = run(o, kWave64 / "masks.yaml", timing, dir, "masks");
    EXPECT_EQ(r.rc, 0) << r.out;
    EXPECT_NE(r.out.find("== result: PASS (12 of 12 checks passed)"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("workgroup [64, 1, 1], wave64)"), std::string::npos) << r.out;
  }
  fs::remove_all(dir);
}

// A fault of lanes 32..63 only names those lanes, in sixteen hex digits.
TEST(Gfx11Wave64, HighHalfFaultNamesItsLanes) {
  if (!fs::exists(kLlvmMc)) GTEST_SKIP() << "llvm-mc 19 not found at " << kLlvmMc << ": the wave64 kernels are not assembled";
  const fs::path dir = scratch("fault");
  const fs::path o = assemble_wave64("fault", dir);
  for (bool timing : {false, true}) {
    SCOPED_TRACE(timing ? "timing" : "functional");
    RunResult r = run(o, kWave64 / "fault.yaml", timing, dir, "fault");
    EXPECT_NE(r.rc, 0) << r.out;
    EXPECT_NE(r.out.find("trap: cause 5 (access_fault)"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("warp 0, lanes 0xffffffff00000000"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("128 bytes past the end of 'out'"), std::string::npos) << r.out;  // lane 32's address
  }
  fs::remove_all(dir);
}
