// gfx11 wave64 execution (issue 15): a kernel whose descriptor clears
// .amdhsa_wavefront_size32 runs as waves of 64 lanes, with VCC and EXEC as SGPR pairs. The
// eight OpenCL C examples compiled by clang 19 with -mwavefrontsize64 give the results their
// wave32 builds give, in both modes, from clang's objects and from clang's `-S` output assembled
// in simtloom's wave64 mode (`run --mode wave64`); hand-written wave64 kernels (tests/gfx11/wave64/,
// in llvm-mc's wave64 syntax) check what the lane-mask instructions compute and how a fault in the
// high half is reported, and assemble to llvm-mc's bytes.
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
RunResult run(const fs::path& program, const fs::path& launch, bool timing, const fs::path& dir, const std::string& tag,
              const std::string& mode = {}) {
  RunResult r;
  const fs::path stats = dir / fmt::format("{}.{}.json", tag, timing ? "timing" : "functional");
  fs::remove(stats);
  r.out = run_command(fmt::format("{} run -t gfx11{} {} --launch {} --stats {}{} 2>&1", SIMTLOOM_BINARY, mode.empty() ? "" : " --mode " + mode,
                                  program.string(), launch.string(), stats.string(), timing ? " --timing" : ""),
                      &r.rc);
  r.stats = fs::exists(stats) ? nlohmann::json::parse(read_file(stats), nullptr, false) : nlohmann::json();
  return r;
}

// The .text of a wave64 source as llvm-mc (-mattr=+wavefrontsize64) and as simtloom (--mode wave64) assemble it.
std::pair<std::string, std::string> wave64_texts(const fs::path& src, const fs::path& dir) {
  const fs::path ref = dir / "ref.o", ours = dir / "ours.o";
  int rc = 0;
  std::string out = run_command(fmt::format("{} -triple amdgcn-amd-amdhsa -mcpu=gfx1100 -mattr=+wavefrontsize64 --filetype=obj {} -o {} 2>&1", kLlvmMc,
                                            src.string(), ref.string()),
                                &rc);
  EXPECT_EQ(rc, 0) << out;
  out = run_command(fmt::format("{} asm -t gfx11 --mode wave64 {} -o {} 2>&1", SIMTLOOM_BINARY, src.string(), ours.string()), &rc);
  EXPECT_EQ(rc, 0) << out;
  simtloom::DiagList d;
  auto a = simtloom::obj::read_elf(ref.string(), d), b = simtloom::obj::read_elf(ours.string(), d);
  if (!a || !b || a->find_section(".text") < 0 || b->find_section(".text") < 0) return {"(no object)", d.render()};
  auto text = [](const simtloom::obj::Object& o) {
    const auto& bytes = o.sections[static_cast<size_t>(o.find_section(".text"))].bytes;
    return std::string(bytes.begin(), bytes.end());
  };
  return {text(*a), text(*b)};
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
    const fs::path o = dir / fmt::format("{}64.o", ex), s = dir / fmt::format("{}64.s", ex);
    for (const auto& [how, out_file] : {std::pair{"-c", o}, std::pair{"-S", s}}) {
      int rc = 0;
      std::string out = run_command(fmt::format("cd {} && {} -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx1100 -mwavefrontsize64 -nogpulib -O2 {} {}.cl -o {} 2>&1",
                                                kExamples.string(), kClang, how, ex, out_file.string()),
                                    &rc);
      ASSERT_EQ(rc, 0) << out;
    }
    const fs::path launch = kExamples / (std::string(ex) + ".yaml");
    RunResult f = run(o, launch, false, dir, ex), t = run(o, launch, true, dir, ex);
    RunResult from_s = run(s, launch, false, dir, std::string(ex) + "s", "wave64");
    RunResult w32 = run(kExamples / (std::string(ex) + ".s"), launch, false, dir, std::string(ex) + "32");
    for (const RunResult* r : {&f, &t, &from_s, &w32}) {
      EXPECT_EQ(r->rc, 0) << r->out;
      EXPECT_NE(r->out.find("== result: PASS"), std::string::npos) << r->out;
      ASSERT_TRUE(r->stats.is_object()) << r->out;
    }
    EXPECT_NE(f.out.find("wave64)"), std::string::npos) << f.out;
    EXPECT_EQ(f.stats["instructions"], t.stats["instructions"]);
    EXPECT_EQ(f.stats["active_lane_instructions"], t.stats["active_lane_instructions"]);
    EXPECT_EQ(f.stats["buffer_digest"], t.stats["buffer_digest"]);
    EXPECT_EQ(f.stats["instructions"], from_s.stats["instructions"]) << "clang's -S output assembled in wave64 mode is its object";
    EXPECT_EQ(f.stats["buffer_digest"], from_s.stats["buffer_digest"]);
    EXPECT_EQ(f.stats["buffer_digest"], w32.stats["buffer_digest"]) << "the wave64 build computes what the wave32 build does";
    // Half as many waves (rounded up per workgroup) as the wave32 build.
    EXPECT_LT(f.stats["warps"].get<uint64_t>(), w32.stats["warps"].get<uint64_t>());
  }
  fs::remove_all(dir);
}

// VCC and carry-out pairs, saveexec_b64, readfirstlane under a high-half exec, mbcnt_hi,
// readlane/writelane of high lanes, ds_bpermute across the halves and cmpx writing both exec words.
TEST(Gfx11Wave64, MaskInstructionsComputeOnSixtyFourLanes) {
  const fs::path dir = scratch("masks");
  for (bool timing : {false, true}) {
    SCOPED_TRACE(timing ? "timing" : "functional");
    RunResult r = run(kWave64 / "masks.s", kWave64 / "masks.yaml", timing, dir, "masks", "wave64");
    EXPECT_EQ(r.rc, 0) << r.out;
    EXPECT_NE(r.out.find("== result: PASS (12 of 12 checks passed)"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("workgroup [64, 1, 1], wave64)"), std::string::npos) << r.out;
  }
  fs::remove_all(dir);
}

// A fault of lanes 32..63 only names those lanes, in sixteen hex digits.
TEST(Gfx11Wave64, HighHalfFaultNamesItsLanes) {
  const fs::path dir = scratch("fault");
  for (bool timing : {false, true}) {
    SCOPED_TRACE(timing ? "timing" : "functional");
    RunResult r = run(kWave64 / "fault.s", kWave64 / "fault.yaml", timing, dir, "fault", "wave64");
    EXPECT_NE(r.rc, 0) << r.out;
    EXPECT_NE(r.out.find("trap: cause 5 (access_fault)"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("warp 0, lanes 0xffffffff00000000"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("128 bytes past the end of 'out'"), std::string::npos) << r.out;  // lane 32's address
  }
  fs::remove_all(dir);
}

// The hand-written wave64 kernels assemble, in simtloom's wave64 mode, to llvm-mc's bytes.
TEST(Gfx11Wave64, KernelsAssembleAsLlvmMcWave64) {
  if (!fs::exists(kLlvmMc)) GTEST_SKIP() << "llvm-mc 19 not found at " << kLlvmMc << ": the wave64 kernels are not compared";
  const fs::path dir = scratch("asm");
  for (const char* name : {"masks", "fault"}) {
    SCOPED_TRACE(name);
    auto [theirs, ours] = wave64_texts(kWave64 / (std::string(name) + ".s"), dir);
    EXPECT_EQ(theirs.size(), ours.size());
    EXPECT_TRUE(theirs == ours) << "the .text sections differ";
  }
  fs::remove_all(dir);
}

// What the wave64 mode refuses, as llvm-mc does (message and column), a kernel descriptor of the
// other mode (a warning naming the mode to assemble in), and an unknown mode.
TEST(Gfx11Wave64, ModeErrors) {
  const fs::path dir = scratch("errors");
  const fs::path src = dir / "e.s";
  std::ofstream(src) << "v_dual_mov_b32 v0, v1 :: v_dual_mov_b32 v3, v4\nv_cmp_eq_u32_e64 s4, v1, v2\nv_cndmask_b32_e32 v0, v1, v2, vcc_lo\n";
  int rc = 0;
  std::string out = run_command(fmt::format("{} asm -t gfx11 --mode wave64 {} -o {} 2>&1", SIMTLOOM_BINARY, src.string(), (dir / "e.o").string()), &rc);
  EXPECT_NE(rc, 0);
  EXPECT_NE(out.find("e.s:1:1: error: instruction requires wavesize=32"), std::string::npos) << out;
  EXPECT_NE(out.find("e.s:2:18: error: invalid operand for instruction"), std::string::npos) << out;
  // vcc_lo, the default mode's spelling of wave64's vcc: llvm-mc's message at the mnemonic, and the note says which mode writes it so.
  EXPECT_NE(out.find("e.s:3:1: error: operands are not valid for this GPU or mode"), std::string::npos) << out;
  EXPECT_NE(out.find("'vcc_lo' is how the default mode writes 'vcc'; this source is assembled in mode wave64"), std::string::npos) << out;
  EXPECT_FALSE(fs::exists(dir / "e.o"));
  // A wave64 kernel assembled in the default mode: its descriptor says which mode it is written for.
  out = run_command(fmt::format("{} asm -t gfx11 {} -o {} 2>&1", SIMTLOOM_BINARY, (kWave64 / "masks.s").string(), (dir / "m.o").string()), &rc);
  EXPECT_NE(out.find("warning: kernel 'masks' is wave64 code (.amdhsa_wavefront_size32 0), but the source is assembled in the default mode"),
            std::string::npos) << out;
  EXPECT_NE(out.find("assemble it with --mode wave64"), std::string::npos) << out;
  out = run_command(fmt::format("{} asm -t gfx11 --mode wave65 {} 2>&1", SIMTLOOM_BINARY, src.string()), &rc);
  EXPECT_NE(rc, 0);
  EXPECT_NE(out.find("target 'gfx11' has no mode 'wave65'"), std::string::npos) << out;
  EXPECT_NE(out.find("its modes: wave64"), std::string::npos) << out;
  out = run_command(fmt::format("{} asm -t wisa --mode wave64 {} 2>&1", SIMTLOOM_BINARY, src.string()), &rc);
  EXPECT_NE(rc, 0);
  EXPECT_NE(out.find("wisa has no modes"), std::string::npos) << out;
  fs::remove_all(dir);
}

// A trap report of a wave64 kernel prints its instruction as the wave64 mode spells it (the
// descriptor's mode), from the source and from the object alike.
TEST(Gfx11Wave64, TrapReportSpellsTheKernelsMode) {
  const fs::path dir = scratch("spin");
  const fs::path o = dir / "spin.o";
  int rc = 0;
  std::string out = run_command(fmt::format("{} asm -t gfx11 --mode wave64 {} -o {} 2>&1", SIMTLOOM_BINARY, (kWave64 / "spin.s").string(), o.string()), &rc);
  ASSERT_EQ(rc, 0) << out;
  for (const std::string& program : {(kWave64 / "spin.s").string(), o.string()}) {
    SCOPED_TRACE(program);
    out = run_command(fmt::format("{} run -t gfx11 --mode wave64 {} --launch {} --max-instructions 99 2>&1", SIMTLOOM_BINARY, program,
                                  (kWave64 / "spin.yaml").string()),
                      &rc);
    EXPECT_NE(rc, 0) << out;
    EXPECT_NE(out.find("trap: cause 10 (watchdog)"), std::string::npos) << out;
    EXPECT_NE(out.find("pc 0x1000c: v_cmp_gt_u32_e64 s[4:5], 32, v0"), std::string::npos) << out;
  }
  fs::remove_all(dir);
}

// `dis` lists a wave64 object in the mode its kernel descriptors ask for (as llvm-objdump does
// with -mattr=+wavefrontsize64), unless --mode says otherwise.
TEST(Gfx11Wave64, DisListsAnObjectInItsDescriptorsMode) {
  const fs::path dir = scratch("dis");
  const fs::path o = dir / "masks.o";
  int rc = 0;
  std::string out = run_command(fmt::format("{} asm -t gfx11 --mode wave64 {} -o {} 2>&1", SIMTLOOM_BINARY, (kWave64 / "masks.s").string(), o.string()), &rc);
  ASSERT_EQ(rc, 0) << out;
  out = run_command(fmt::format("{} dis {} 2>&1", SIMTLOOM_BINARY, o.string()), &rc);
  EXPECT_EQ(rc, 0) << out;
  EXPECT_NE(out.find("v_cmp_gt_u32_e64 s[4:5], 40, v0"), std::string::npos) << out;
  EXPECT_NE(out.find("v_cmp_lt_u32_e32 vcc, 35, v0"), std::string::npos) << out;
  out = run_command(fmt::format("{} dis --mode default {} 2>&1", SIMTLOOM_BINARY, o.string()), &rc);
  EXPECT_EQ(rc, 0) << out;
  EXPECT_NE(out.find("v_cmp_lt_u32_e32 vcc_lo, 35, v0"), std::string::npos) << out;
  fs::remove_all(dir);
}
