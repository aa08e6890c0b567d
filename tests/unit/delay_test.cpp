// The delay analysis (src/analysis/delay.h) on hand-checked sequences: the s_delay_alu operands
// LLVM's AMDGPUInsertDelayAlu inserts, worked through by hand from its rules.
#include <gtest/gtest.h>

#include "analysis/delay.h"

namespace simtloom::analysis {
namespace {

std::vector<uint16_t> delays(const std::string& text) {
  std::vector<DelayInsn> prog;
  DiagList d;
  EXPECT_TRUE(parse_delay_program(text, "<test>", prog, d)) << d.render();
  return compute_delays(prog);
}

// instid values (seed 004): VALU_DEP_n = n, TRANS32_DEP_n = 4+n, SALU_CYCLE_n = 8+n; instskip in 6:4, instid1 in 10:7.
constexpr uint16_t pack(unsigned id0, unsigned skip = 0, unsigned id1 = 0) { return static_cast<uint16_t>(id0 | skip << 4 | id1 << 7); }

TEST(Delay, ValuDependencyOneToFourBack) {
  for (unsigned back = 1; back <= 4; ++back) {
    std::string p = "valu v1 <- v0\n";
    for (unsigned k = 1; k < back; ++k) p += "valu v" + std::to_string(10 + k) + " <- v0\n";
    p += "valu v2 <- v1\n";
    auto d = delays(p);
    std::vector<uint16_t> want(back + 1, 0);
    want[back] = pack(back);  // VALU_DEP_<back>, right before the reader
    EXPECT_EQ(d, want) << back << " back";
  }
}

TEST(Delay, DependencyBeyondTheWindowNeedsNothing) {
  // Five VALUs back: the VALU count is out of range.
  EXPECT_EQ(delays("valu v1\nvalu v11\nvalu v12\nvalu v13\nvalu v14\nvalu v2 <- v1\n"), std::vector<uint16_t>(6, 0));
  // Four other instructions: the 5-cycle latency has passed.
  EXPECT_EQ(delays("valu v1\nsalu s1\nother\nnop 0\nsalu s2\nvalu v2 <- v1\n"), std::vector<uint16_t>(6, 0));
  // s_nop 3 takes 4 cycles.
  EXPECT_EQ(delays("valu v1\nnop 3\nvalu v2 <- v1\n"), std::vector<uint16_t>(3, 0));
  EXPECT_EQ(delays("valu v1\nnop 2\nvalu v2 <- v1\n"), (std::vector<uint16_t>{0, 0, pack(1)}));
}

TEST(Delay, TransDependency) {
  EXPECT_EQ(delays("trans v1 <- v0\nvalu v2 <- v1\n"), (std::vector<uint16_t>{0, pack(5)}));  // TRANS32_DEP_1
  EXPECT_EQ(delays("trans v1\ntrans v2\ntrans v3\nvalu v4 <- v1\n"), (std::vector<uint16_t>{0, 0, 0, pack(7)}));  // TRANS32_DEP_3
  EXPECT_EQ(delays("trans v1\ntrans v2\ntrans v3\ntrans v5\nvalu v4 <- v1\n"), std::vector<uint16_t>(5, 0));  // 4 back: none
  // A TRANS and a younger VALU: both, in one s_delay_alu (instskip SAME).
  EXPECT_EQ(delays("trans v1\nvalu v2\nvalu v3 <- v1, v2\n"), (std::vector<uint16_t>{0, 0, pack(5, 0, 1)}));
  // The VALU is older than the TRANS: waiting for the TRANS covers it.
  EXPECT_EQ(delays("valu v2\ntrans v1\nvalu v3 <- v1, v2\n"), (std::vector<uint16_t>{0, 0, pack(5)}));
}

TEST(Delay, SaluCycles) {
  EXPECT_EQ(delays("salu s0 <- s1\nsalu s2 <- s0\n"), (std::vector<uint16_t>{0, pack(9)}));  // SALU_CYCLE_1
  EXPECT_EQ(delays("salu s0\nvalu v1 <- s0\n"), (std::vector<uint16_t>{0, pack(9)}));
  EXPECT_EQ(delays("salu s0\nother\nsalu s2 <- s0\n"), std::vector<uint16_t>(3, 0));  // 2 cycles have passed
  EXPECT_EQ(delays("salu/4 s0\nsalu s2 <- s0\n"), (std::vector<uint16_t>{0, pack(11)}));  // SALU_CYCLE_3 (capped at 3)
}

TEST(Delay, TwoDependenciesFoldWithInstskip) {
  // The second wait goes into the first s_delay_alu: instskip(NEXT) | instid1(VALU_DEP_1).
  EXPECT_EQ(delays("valu v1\nvalu v2 <- v1\nvalu v3 <- v2\n"), (std::vector<uint16_t>{0, pack(1, 1, 1), 0}));
  // Three instructions apart: instskip(SKIP_2) | instid1(SALU_CYCLE_1); the next wait needs a new s_delay_alu.
  EXPECT_EQ(delays("valu v1\nvalu v2 <- v1\nvalu v9\nsalu s0\nsalu s1 <- s0\nvalu v4 <- v9\n"),
            (std::vector<uint16_t>{0, pack(1, 3, 9), 0, 0, 0, pack(1)}));
  // Six or more instructions apart: no folding.
  EXPECT_EQ(delays("valu v1\nvalu v2 <- v1\nsalu s1\nsalu s2\nsalu s3\nsalu s4\nsalu s5\nsalu s6 <- s5\n"),
            (std::vector<uint16_t>{0, pack(1), 0, 0, 0, 0, 0, pack(9)}));
}

// llc 19 -mcpu=gfx1100 on fadd/fmul/exp2/fadd (the waits it printed, annotated by hand).
TEST(Delay, AsLlc19InsertsForAnExp2Sequence) {
  auto d = delays(
      "valu v2 <- v0, v1\n"   // v_add_f32_e32 v2, v0, v1
      "valu v0 <- v2, v0\n"   // s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1); v_mul_f32_e32 v0, v2, v0
      "valu <- v0\n"          // v_cmp_gt_f32_e32 vcc_lo, 0xc2fc0000, v0 (VCC is implicit)
      "valu v2 <- vcc_lo\n"   // v_cndmask_b32_e64 v2, 0, 0x42800000, vcc_lo
      "valu v0 <- v0, v2\n"   // s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2); v_add_f32_e32 v0, v0, v2
      "valu v2 <- vcc_lo\n"   // v_cndmask_b32_e64 v2, 1.0, 0x1f800000, vcc_lo
      "trans v0 <- v0\n"      // v_exp_f32_e32 v0, v0
      "mem\n"                 // s_waitcnt_depctr 0xfff (va_vdst 0)
      "valu v0 <- v0, v2\n"); // v_mul_f32_e32 v0, v0, v2
  EXPECT_EQ(d, (std::vector<uint16_t>{0, pack(1, 1, 1), 0, 0, pack(1, 2, 2), 0, 0, 0, 0}));
}

TEST(Delay, MemoryInstructionsWaitForEverything) {
  EXPECT_EQ(delays("valu v1\nmem <- v1\nvalu v2 <- v1\n"), std::vector<uint16_t>(3, 0));
}

TEST(Delay, ReadingAWaitedRegisterAgainNeedsNothing) {
  EXPECT_EQ(delays("valu v1\nvalu v2 <- v1\nsalu s0\nvalu v3 <- v1\n"), (std::vector<uint16_t>{0, pack(1), 0, 0}));
}

TEST(Delay, RangesAndErrors) {
  EXPECT_EQ(delays("valu v[0:1]\nvalu v2 <- v1\n"), (std::vector<uint16_t>{0, pack(1)}));
  std::vector<DelayInsn> prog;
  DiagList d;
  EXPECT_FALSE(parse_delay_program("vlau v1\n", "f", prog, d));
  EXPECT_NE(d.render().find("unknown instruction class 'vlau'"), std::string::npos) << d.render();
}

// Numbers that used to wrap through an unsigned cast: each is now an error naming the range.
std::string parse_error(const std::string& text) {
  std::vector<DelayInsn> prog;
  DiagList d;
  EXPECT_FALSE(parse_delay_program(text, "f", prog, d)) << text;
  return d.render();
}

TEST(Delay, NopCountsAndLatenciesDoNotWrap) {
  EXPECT_NE(parse_error("nop 4294967295\n").find("N from 0 to 65535"), std::string::npos);
  EXPECT_NE(parse_error("nop -1\n").find("N from 0 to 65535"), std::string::npos);
  EXPECT_NE(parse_error("nop 3x\n").find("N from 0 to 65535"), std::string::npos);
  EXPECT_NE(parse_error("valu/4294967297 v1\n").find("latency of 1 to 65535"), std::string::npos);
  EXPECT_NE(parse_error("valu/-1 v1\n").find("latency of 1 to 65535"), std::string::npos);
  EXPECT_NE(parse_error("valu/0 v1\n").find("latency of 1 to 65535"), std::string::npos);
  // In range they still mean what they say: nop 4 ages a VALU write by 5 cycles, past its latency.
  EXPECT_EQ(delays("valu v1\nnop 4\nvalu v2 <- v1\n"), std::vector<uint16_t>(3, 0));
  EXPECT_EQ(delays("valu/7 v1\nnop 4\nvalu v2 <- v1\n"), (std::vector<uint16_t>{0, 0, pack(1)}));
}

TEST(Delay, RegisterNumbersAreBounded) {
  EXPECT_NE(parse_error("valu v256\n").find("register 'v256' is out of range: v is v0 to v255"), std::string::npos);
  EXPECT_NE(parse_error("salu s106\n").find("s is s0 to s105"), std::string::npos);
  EXPECT_NE(parse_error("valu v[4294967296:4294967297]\n").find("out of range: v is v0 to v255"), std::string::npos);
  EXPECT_NE(parse_error("valu v[-1:2]\n").find("out of range"), std::string::npos);
  EXPECT_NE(parse_error("valu v[3:1]\n").find("ends before it starts"), std::string::npos);
  EXPECT_EQ(delays("valu v255\nvalu v2 <- v[254:255]\n"), (std::vector<uint16_t>{0, pack(1)}));
  EXPECT_EQ(delays("salu s105\nvalu v0 <- s105\n"), (std::vector<uint16_t>{0, pack(9)}));
}

}  // namespace
}  // namespace simtloom::analysis

namespace simtloom::analysis {
namespace {

std::vector<uint16_t> block_delays(const std::string& text, const std::vector<DelayBlock>& blocks) {
  std::vector<DelayInsn> prog;
  DiagList d;
  EXPECT_TRUE(parse_delay_program(text, "<test>", prog, d)) << d.render();
  return compute_delays(prog, blocks);
}

// Over a control-flow graph: a block starts from its predecessors' states at their ends.
TEST(DelayBlocks, StateCrossesAnEdgeButWaitsDoNotFoldAcrossIt) {
  const std::string p = "valu v1 <- v0\nvalu v2 <- v1\nvalu v3 <- v2\n";
  // One block: the second wait folds into the first s_delay_alu.
  EXPECT_EQ(block_delays(p, {{0, 3, {}}}), (std::vector<uint16_t>{0, pack(1, 1, 1), 0}));
  // Two blocks (0-1 falls into 2): the dependency is still seen, in an s_delay_alu of its own.
  EXPECT_EQ(block_delays(p, {{0, 2, {1}}, {2, 3, {}}}), (std::vector<uint16_t>{0, pack(1), pack(1)}));
  // No edge into the second block (a function's entry): nothing is carried.
  EXPECT_EQ(block_delays(p, {{0, 2, {}}, {2, 3, {}}}), (std::vector<uint16_t>{0, pack(1), 0}));
}

TEST(DelayBlocks, AJoinTakesTheWorstCaseOfItsPredecessors) {
  // 0: valu v1 -> {1, 2}; 1: two VALUs -> 3; 2: nothing to wait for -> 3; 3 reads v1.
  // Through 1, v1 is 3 VALUs back; through 2, 1 back: the join waits VALU_DEP_1.
  const std::string p = "valu v1 <- v0\nvalu v5\nvalu v6\nother\nvalu v2 <- v1\n";
  EXPECT_EQ(block_delays(p, {{0, 1, {1, 2}}, {1, 3, {3}}, {3, 4, {3}}, {4, 5, {}}}), (std::vector<uint16_t>{0, 0, 0, 0, pack(1)}));
}

TEST(DelayBlocks, ALoopCarriesItsBackEdge) {
  // 0: header, reads v1 (nothing before it on entry) -> 1; 1: writes v1, loops back to 0.
  // The back edge makes v1 one VALU old at the header: VALU_DEP_1 there.
  const std::string p = "valu v2 <- v1\nvalu v1 <- v2\n";
  EXPECT_EQ(block_delays(p, {{0, 1, {1}}, {1, 2, {0}}}), (std::vector<uint16_t>{pack(1), pack(1)}));
}

}  // namespace
}  // namespace simtloom::analysis
