// gfx11 execution (issue 15): the OpenCL C examples of examples/gfx11/, as clang 19 compiles
// them, run in both simulation modes with the same checked results and instruction counts; the
// committed .s files are what clang 19 writes today; clang's object (not only its assembly)
// runs too; and the ABI and the load-time checks hold on small hand-written kernels.
#include <gtest/gtest.h>

#include <filesystem>
#include <algorithm>
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

// The eight examples (collatz reads the start values examples/collatz/collatz_ref.py writes).
const char* const kRunnable[] = {"vadd", "saxpy", "reduce", "matmul", "histogram", "scan", "bitonic", "collatz"};

std::string read_file(const fs::path& p) {
  std::ifstream f(p);
  return {std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>()};
}

fs::path scratch(const std::string& what) {
  fs::path d = fs::temp_directory_path() / fmt::format("simtloom_gfx11_{}_{}", what, ::getpid());
  fs::create_directories(d);
  return d;
}

nlohmann::json run_stats(const fs::path& program, const std::string& ex, bool timing, const fs::path& dir) {
  const fs::path stats = dir / fmt::format("{}.{}.json", ex, timing ? "timing" : "functional");
  int rc = 0;
  std::string out = run_command(fmt::format("{} run -t gfx11 {} --launch {} --stats {}{} 2>&1", SIMTLOOM_BINARY, program.string(),
                                            (kExamples / (ex + ".yaml")).string(), stats.string(), timing ? " --timing" : ""),
                                &rc);
  EXPECT_EQ(rc, 0) << out;
  EXPECT_NE(out.find("== result: PASS"), std::string::npos) << out;
  return nlohmann::json::parse(read_file(stats), nullptr, false);
}

// collatz's start values and expected step counts (git-ignored) come from its Python reference.
void ensure_collatz_data() {
  if (fs::exists(fs::path(SIMTLOOM_SOURCE_DIR) / "examples/collatz/start.npy")) return;
  int rc = 0;
  std::string out = run_command(fmt::format("python3 {}/examples/collatz/collatz_ref.py 2>&1", SIMTLOOM_SOURCE_DIR), &rc);
  ASSERT_EQ(rc, 0) << out;
}

}  // namespace

// Both modes pass the same checks and retire the same instructions, wave for wave.
TEST(Gfx11Run, ExamplesPassInBothModesWithTheSameInstructions) {
  const fs::path dir = scratch("parity");
  ensure_collatz_data();
  for (const char* ex : kRunnable) {
    SCOPED_TRACE(ex);
    const fs::path s = kExamples / (std::string(ex) + ".s");
    nlohmann::json f = run_stats(s, ex, false, dir), t = run_stats(s, ex, true, dir);
    ASSERT_FALSE(f.is_discarded() || t.is_discarded());
    EXPECT_GT(f["instructions"].get<uint64_t>(), 0u);
    EXPECT_EQ(f["instructions"], t["instructions"]);
    EXPECT_EQ(f["active_lane_instructions"], t["active_lane_instructions"]);
    EXPECT_EQ(f["buffer_digest"], t["buffer_digest"]);
    EXPECT_TRUE(t.contains("timing"));
  }
  fs::remove_all(dir);
}

// The committed .s files are clang 19's output for the .cl files, and clang's own code object
// (linked by ld.lld, as a user would load it) runs as its assembly does.
TEST(Gfx11Run, CommittedAssemblyIsClangsAndClangsObjectRuns) {
  if (!fs::exists(kClang)) GTEST_SKIP() << "clang 19 not found at " << kClang << ": the examples are not recompiled";
  const fs::path dir = scratch("clang");
  for (const auto& e : fs::directory_iterator(kExamples)) {
    if (e.path().extension() != ".cl") continue;
    const std::string ex = e.path().stem().string();
    SCOPED_TRACE(ex);
    const fs::path s = dir / (ex + ".s"), o = dir / (ex + ".o");
    const std::string flags = fmt::format("-x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx1100 -nogpulib -O2 -I {}", kExamples.string());
    int rc = 0;
    std::string out = run_command(fmt::format("cd {} && {} {} -S {}.cl -o {} 2>&1", kExamples.string(), kClang, flags, ex, s.string()), &rc);
    ASSERT_EQ(rc, 0) << out;
    EXPECT_EQ(read_file(s), read_file(kExamples / (ex + ".s"))) << "examples/gfx11/" << ex << ".s is not clang 19's output: regenerate it";
    if (std::find(std::begin(kRunnable), std::end(kRunnable), ex) == std::end(kRunnable)) continue;
    out = run_command(fmt::format("cd {} && {} {} -c {}.cl -o {} 2>&1", kExamples.string(), kClang, flags, ex, o.string()), &rc);
    ASSERT_EQ(rc, 0) << out;
    nlohmann::json f = run_stats(o, ex, false, dir);
    EXPECT_FALSE(f.is_discarded());
  }
  fs::remove_all(dir);
}

// A wave that never reaches the barrier another waits at: the watchdog's report lists both waves.
TEST(Gfx11Run, WatchdogReportsEachWave) {
  const fs::path dir = fs::path(SIMTLOOM_SOURCE_DIR) / "tests/gfx11/sim";
  int rc = 0;
  std::string out = run_command(fmt::format("{} run -t gfx11 {}/spin.s --launch {}/spin.yaml --max-instructions 10000 2>&1", SIMTLOOM_BINARY,
                                            dir.string(), dir.string()),
                                &rc);
  EXPECT_NE(rc, 0) << out;
  EXPECT_NE(out.find("trap: cause 10 (watchdog)"), std::string::npos) << out;
  EXPECT_NE(out.find("warp 0: waits at barrier"), std::string::npos) << out;
  EXPECT_NE(out.find("spin.s:15"), std::string::npos) << out;
}

// Barrier instructions at different pcs meet (no deadlock) and order the LDS accesses around them,
// in both modes.
TEST(Gfx11Run, BarriersAtDifferentPcsMeet) {
  const fs::path dir = fs::path(SIMTLOOM_SOURCE_DIR) / "tests/gfx11/sim";
  for (const char* mode : {"", " --timing"}) {
    int rc = 0;
    std::string out = run_command(fmt::format("{} run -t gfx11 {}/barriers.s --launch {}/barriers.yaml{} 2>&1", SIMTLOOM_BINARY, dir.string(),
                                              dir.string(), mode),
                                  &rc);
    EXPECT_EQ(rc, 0) << out;
    EXPECT_NE(out.find("== result: PASS"), std::string::npos) << out;
    EXPECT_EQ(out.find("race"), std::string::npos) << out;
  }
}

// Calls (s_getpc_b64 + rel32 relocations + s_swappc_b64, against a global symbol and, for a
// static function, .text), a __constant table placed from .rodata, and a recursion whose
// frames are in scratch: clang's calls.s passes its checks in both modes; the committed .s is
// clang 19's output for calls.cl.
TEST(Gfx11Run, CallsConstantTablesAndRecursionInScratch) {
  const fs::path dir = fs::path(SIMTLOOM_SOURCE_DIR) / "tests/gfx11/sim";
  for (const char* mode : {"", " --timing"}) {
    int rc = 0;
    std::string out = run_command(
        fmt::format("{} run -t gfx11 {}/calls.s --launch {}/calls.yaml{} 2>&1", SIMTLOOM_BINARY, dir.string(), dir.string(), mode), &rc);
    EXPECT_EQ(rc, 0) << out;
    EXPECT_NE(out.find("== result: PASS (3 of 3 checks passed)"), std::string::npos) << out;
  }
  if (!fs::exists(kClang)) GTEST_SKIP() << "clang 19 not found at " << kClang << ": calls.s is not recompiled";
  const fs::path s = scratch("calls") / "calls.s";
  int rc = 0;
  std::string out = run_command(fmt::format("cd {} && {} -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx1100 -nogpulib -O2 -S calls.cl -o {} 2>&1",
                                            dir.string(), kClang, s.string()),
                                &rc);
  ASSERT_EQ(rc, 0) << out;
  EXPECT_EQ(read_file(s), read_file(dir / "calls.s")) << "tests/gfx11/sim/calls.s is not clang 19's output: regenerate it";
  fs::remove_all(s.parent_path());
}

// Pointers in program-scope data (`.quad a`, `.quad b+4`, `.quad c+8`: R_AMDGPU_ABS64 against
// .rodata and .data) are resolved as a loader does, in both modes; the same kernel runs from
// simtloom's object, llvm-mc's and clang's own `-c` object (whose relocations the ELF reader
// reads), and so does calls.cl's (calls through rel32 relocations, a .rodata table).
TEST(Gfx11Run, PointersInDataAndForeignRelocatableObjects) {
  const fs::path dir = fs::path(SIMTLOOM_SOURCE_DIR) / "tests/gfx11/sim";
  for (const char* mode : {"", " --timing"}) {
    int rc = 0;
    std::string out = run_command(
        fmt::format("{} run -t gfx11 {}/pointers.s --launch {}/pointers.yaml{} 2>&1", SIMTLOOM_BINARY, dir.string(), dir.string(), mode), &rc);
    EXPECT_EQ(rc, 0) << out;
    EXPECT_NE(out.find("== result: PASS (2 of 2 checks passed)"), std::string::npos) << out;
  }
  const fs::path tmp = scratch("pointers");
  int rc = 0;
  std::string out = run_command(fmt::format("{} asm -t gfx11 {}/pointers.s -o {}/ours.o 2>&1", SIMTLOOM_BINARY, dir.string(), tmp.string()), &rc);
  ASSERT_EQ(rc, 0) << out;
  std::vector<std::pair<std::string, std::string>> objects = {{"ours.o", "pointers"}};
  if (fs::exists(kLlvmMc)) {
    out = run_command(fmt::format("{} -triple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj {}/pointers.s -o {}/llvm.o 2>&1", kLlvmMc,
                                  dir.string(), tmp.string()),
                      &rc);
    ASSERT_EQ(rc, 0) << out;
    objects.push_back({"llvm.o", "pointers"});
  }
  if (fs::exists(kClang)) {
    for (const char* k : {"pointers", "calls"}) {
      out = run_command(fmt::format("cd {} && {} -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx1100 -nogpulib -O2 -c {}.cl -o {}/{}.o 2>&1",
                                    dir.string(), kClang, k, tmp.string(), k),
                        &rc);
      ASSERT_EQ(rc, 0) << out;
      objects.push_back({fmt::format("{}.o", k), k});
    }
    const fs::path s = tmp / "pointers.s";
    out = run_command(fmt::format("cd {} && {} -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx1100 -nogpulib -O2 -S pointers.cl -o {} 2>&1",
                                  dir.string(), kClang, s.string()),
                      &rc);
    ASSERT_EQ(rc, 0) << out;
    EXPECT_EQ(read_file(s), read_file(dir / "pointers.s")) << "tests/gfx11/sim/pointers.s is not clang 19's output: regenerate it";
  } else {
    std::fprintf(stderr, "clang 19 not found at %s: clang's own objects are not run\n", kClang);
  }
  for (const auto& [o, k] : objects) {
    out = run_command(fmt::format("cd {} && {} run -t gfx11 {}/{} --launch {}.yaml 2>&1", dir.string(), SIMTLOOM_BINARY, tmp.string(), o, k), &rc);
    EXPECT_EQ(rc, 0) << o << "\n" << out;
    EXPECT_NE(out.find("== result: PASS"), std::string::npos) << o << "\n" << out;
  }
  fs::remove_all(tmp);
}

// The buffer and swizzle run tests (tests/gfx11/run/buffer.s, tbuffer.s, swizzle.s: checks worked
// out from the manual's rules) pass in the timing model too, with the functional run's
// instructions and buffers.
TEST(Gfx11Run, BufferAndSwizzleRunTestsPassInBothModes) {
  const fs::path dir = fs::path(SIMTLOOM_SOURCE_DIR) / "tests/gfx11/run";
  const fs::path tmp = scratch("bufmodes");
  for (const char* t : {"buffer", "tbuffer", "swizzle"}) {
    nlohmann::json stats[2];
    for (int timing = 0; timing < 2; ++timing) {
      const fs::path js = tmp / fmt::format("{}.{}.json", t, timing);
      int rc = 0;
      std::string out = run_command(fmt::format("{} run -t gfx11 {}/{}.s --launch {}/{}.yaml --stats {}{} 2>&1", SIMTLOOM_BINARY, dir.string(), t,
                                                dir.string(), t, js.string(), timing ? " --timing" : ""),
                                    &rc);
      EXPECT_EQ(rc, 0) << out;
      EXPECT_NE(out.find("== result: PASS"), std::string::npos) << out;
      // Every result is read after the wait that covers it: a returning atomic's on vmcnt.
      EXPECT_EQ(out.find("missing waitcnt"), std::string::npos) << out;
      stats[timing] = nlohmann::json::parse(read_file(js), nullptr, false);
      ASSERT_FALSE(stats[timing].is_discarded()) << t;
    }
    EXPECT_EQ(stats[0]["instructions"], stats[1]["instructions"]) << t;
    EXPECT_EQ(stats[0]["buffer_digest"], stats[1]["buffer_digest"]) << t;
  }
  fs::remove_all(tmp);
}

// A true16 half is a use of its whole register in the simulator's wait check (reg_use.cpp): a
// read of v21.h while the load of v21 is outstanding is reported at its line. The functional
// model has the loaded value; the timing model reads v21 before the load's data arrives.
TEST(Gfx11Run, True16HalfReadBeforeItsLoadIsReported) {
  const fs::path dir = fs::path(SIMTLOOM_SOURCE_DIR) / "tests/gfx11/sim";
  for (bool timing : {false, true}) {
    int rc = 0;
    std::string out = run_command(fmt::format("{} run -t gfx11 {}/true16_wait.s --launch {}/true16_wait.yaml{} 2>&1", SIMTLOOM_BINARY, dir.string(),
                                              dir.string(), timing ? " --timing" : ""),
                                  &rc);
    EXPECT_NE(out.find("true16_wait.s:18: warning: missing waitcnt: reads v21 while the load that writes it is outstanding"), std::string::npos) << out;
    EXPECT_NE(out.find(timing ? "== result: FAIL (0 of 1 checks passed)" : "== result: PASS (1 of 1 checks passed)"), std::string::npos) << out;
    EXPECT_EQ(rc != 0, timing) << out;  // the timing run fails its check
  }
}

// Raw buffer loads (b8, b16, b32, b128) and stores through a V# that clang 19 builds from
// __builtin_amdgcn_make_buffer_rsrc: past num_records loads read 0 and stores are dropped (also
// where the address lies past the allocation), in both modes; the committed .s is clang 19's
// output for buffer.cl.
TEST(Gfx11Run, ClangRawBufferLoadsAndStoresAreRangeChecked) {
  const fs::path dir = fs::path(SIMTLOOM_SOURCE_DIR) / "tests/gfx11/sim";
  for (const char* mode : {"", " --timing"}) {
    int rc = 0;
    std::string out = run_command(
        fmt::format("{} run -t gfx11 {}/buffer.s --launch {}/buffer.yaml{} 2>&1", SIMTLOOM_BINARY, dir.string(), dir.string(), mode), &rc);
    EXPECT_EQ(rc, 0) << out;
    EXPECT_NE(out.find("== result: PASS (6 of 6 checks passed)"), std::string::npos) << out;
  }
  if (!fs::exists(kClang)) GTEST_SKIP() << "clang 19 not found at " << kClang << ": buffer.s is not recompiled";
  const fs::path s = scratch("buffer") / "buffer.s";
  int rc = 0;
  std::string out = run_command(fmt::format("cd {} && {} -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx1100 -nogpulib -O2 -S buffer.cl -o {} 2>&1",
                                            dir.string(), kClang, s.string()),
                                &rc);
  ASSERT_EQ(rc, 0) << out;
  EXPECT_EQ(read_file(s), read_file(dir / "buffer.s")) << "tests/gfx11/sim/buffer.s is not clang 19's output: regenerate it";
  fs::remove_all(s.parent_path());
}

// __builtin_amdgcn_ds_swizzle in each mode of its pattern (tests/gfx11/sim/swizzle.cl, two waves):
// clang 19's ds_swizzle_b32 and its lgkmcnt waits give the manual's lanes in both modes, with the
// same instructions and buffers; the committed .s is clang 19's output for swizzle.cl.
TEST(Gfx11Run, ClangSwizzleInBothModes) {
  const fs::path dir = fs::path(SIMTLOOM_SOURCE_DIR) / "tests/gfx11/sim";
  const fs::path tmp = scratch("swizzle");
  nlohmann::json stats[2];
  for (int timing = 0; timing < 2; ++timing) {
    const fs::path js = tmp / fmt::format("swizzle.{}.json", timing);
    int rc = 0;
    std::string out = run_command(fmt::format("{} run -t gfx11 {}/swizzle.s --launch {}/swizzle.yaml --stats {}{} 2>&1", SIMTLOOM_BINARY,
                                              dir.string(), dir.string(), js.string(), timing ? " --timing" : ""),
                                  &rc);
    EXPECT_EQ(rc, 0) << out;
    EXPECT_NE(out.find("== result: PASS (4 of 4 checks passed)"), std::string::npos) << out;
    EXPECT_EQ(out.find("missing waitcnt"), std::string::npos) << out;
    stats[timing] = nlohmann::json::parse(read_file(js), nullptr, false);
    ASSERT_FALSE(stats[timing].is_discarded());
  }
  EXPECT_EQ(stats[0]["instructions"], stats[1]["instructions"]);
  EXPECT_EQ(stats[0]["buffer_digest"], stats[1]["buffer_digest"]);
  if (!fs::exists(kClang)) GTEST_SKIP() << "clang 19 not found at " << kClang << ": swizzle.s is not recompiled";
  const fs::path s = tmp / "swizzle.s";
  int rc = 0;
  std::string out = run_command(fmt::format("cd {} && {} -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx1100 -nogpulib -O2 -S swizzle.cl -o {} 2>&1",
                                            dir.string(), kClang, s.string()),
                                &rc);
  ASSERT_EQ(rc, 0) << out;
  EXPECT_EQ(read_file(s), read_file(dir / "swizzle.s")) << "tests/gfx11/sim/swizzle.s is not clang 19's output: regenerate it";
  fs::remove_all(tmp);
}

// Every instruction clang 19 emits for the examples at -O1 and -O3 (and at -O0, where the code
// keeps its locals in scratch, for the examples that call no device-library function) has
// semantics: each build passes the example's checks in both modes.
TEST(Gfx11Run, ExamplesAtOtherOptimizationLevels) {
  if (!fs::exists(kClang)) GTEST_SKIP() << "clang 19 not found at " << kClang << ": the examples are not compiled at -O0, -O1, -O3";
  const fs::path dir = scratch("levels");
  ensure_collatz_data();
  // saxpy and matmul call OpenCL's fma at -O0, which lives in the device libraries Debian lacks.
  const std::vector<std::string> at_o0 = {"vadd", "reduce", "histogram", "scan", "bitonic", "collatz"};
  for (const char* level : {"-O0", "-O1", "-O3"}) {
    for (const char* ex : kRunnable) {
      if (std::string(level) == "-O0" && std::find(at_o0.begin(), at_o0.end(), ex) == at_o0.end()) continue;
      SCOPED_TRACE(fmt::format("{} {}", ex, level));
      const fs::path s = dir / fmt::format("{}{}.s", ex, level);
      int rc = 0;
      std::string out = run_command(fmt::format("cd {} && {} -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx1100 -nogpulib {} -S {}.cl -o {} 2>&1",
                                                kExamples.string(), kClang, level, ex, s.string()),
                                    &rc);
      ASSERT_EQ(rc, 0) << out;
      nlohmann::json f = run_stats(s, ex, false, dir), t = run_stats(s, ex, true, dir);
      ASSERT_FALSE(f.is_discarded() || t.is_discarded());
      EXPECT_EQ(f["instructions"], t["instructions"]);
      EXPECT_EQ(f["buffer_digest"], t["buffer_digest"]);
    }
  }
  fs::remove_all(dir);
}
