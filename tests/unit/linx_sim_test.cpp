// LinxISA 0.41 on the SIMT engine: SIMT blocks over LB0·LB1·LB2 iterations in groups of LaneNum
// lanes, per-lane queues, divergence with pc.push/pc.pop, reductions into globals, FP blocks
// with conversions across fd/fs/fh/fb, and the faults of bad programs. Every result is
// checked against a reference computed here on the CPU.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>
#include <stdexcept>

#include "asm/assembler.h"
#include "builtin/builtin.h"
#include "desc/loader.h"
#include "dis/printer.h"
#include "sim/linx/linx.h"

using namespace simtloom;
using sim::linx::Machine;

namespace {

// A header that runs the SIMT body at `body` over LB0 = a-global iterations set by loop.set.
const char* kSimtHeader = R"(
	BSTART.FP FALL
	loop.set a3, 0, ->LB0
	BSTART.SIMT FALL
	B.TEXT body
	BSTOP
body:
)";

struct Linx {
  std::unique_ptr<desc::Target> t;
  std::unique_ptr<Machine> m;
  std::unique_ptr<dis::Printer> printer;
  obj::Object o;
  uint64_t code = 0;

  explicit Linx(const std::string& src, unsigned lanes = 8, uint64_t max_instructions = 0) {
    DiagList d;
    t = desc::load_builtin("linx041", d);
    EXPECT_TRUE(t) << d.render();
    assembler::Assembler as(*t, d);
    as.add_source("p.s", src);
    EXPECT_TRUE(as.finish()) << d.render();
    o = as.object();
    sim::linx::MachineConfig mc;
    mc.lane_num = lanes;
    mc.max_instructions = max_instructions;
    m = Machine::create(*t, mc, d);
    // gtest reports the exception as this test's failure, with the diagnostics.
    if (!m || d.has_errors()) throw std::runtime_error("cannot build the program:\n" + d.render());
    printer = std::make_unique<dis::Printer>(*t);
    m->device().disassemble = [this](const codec::MCInst& mi, uint64_t pc) { return printer->text(mi, pc); };
    code = m->load(o);
  }
  uint64_t& R(unsigned i) { return m->state().R[i]; }
  template <class T>
  uint64_t buffer(const std::vector<T>& v, const char* name) {
    uint64_t a = m->device().memory().alloc(v.size() * sizeof(T), name);
    m->device().memory().write(a, v.data(), v.size() * sizeof(T));
    return a;
  }
  template <class T>
  std::vector<T> read(uint64_t addr, size_t n) {
    std::vector<T> v(n);
    m->device().memory().read(addr, v.data(), n * sizeof(T));
    return v;
  }
  sim::linx::RunResult run() { return m->run(code); }
};

// ABI indices of the globals used below.
enum : unsigned { A0 = 2, A1 = 3, A2 = 4, A3 = 5, A4 = 6, S0 = 11, S1 = 12, S2 = 13, S3 = 14, S4 = 15 };

uint64_t f32_bits(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}
float bits_f32(uint64_t b) {
  uint32_t w = static_cast<uint32_t>(b);
  float f;
  std::memcpy(&f, &w, 4);
  return f;
}
double bits_f64(uint64_t b) {
  double f;
  std::memcpy(&f, &b, 8);
  return f;
}

TEST(LinxSim, SaxpyOverPartialGroups) {
  for (unsigned lanes : {1u, 8u, 32u}) {
    Linx L(std::string(kSimtHeader) + R"(
	loop.get LC0, ->t.w
	lw [a0, t#1], ->t
	lw [a1, t#2], ->t
	fmadd a2.fs, t#2.fs, t#1.fs, ->t.w
	sw t#1, [a1, t#4]
	BSTOP
)", lanes);
    const unsigned n = 1003;
    std::vector<float> x(n), y(n + 1);
    std::mt19937 rng(5);
    std::uniform_real_distribution<float> dist(-10, 10);
    for (auto& v : x) v = dist(rng);
    for (auto& v : y) v = dist(rng);
    L.R(A0) = L.buffer(x, "x");
    L.R(A1) = L.buffer(y, "y");
    L.R(A2) = f32_bits(2.5f);
    L.R(A3) = n;
    auto r = L.run();
    ASSERT_TRUE(r.ok) << r.error << (r.trap ? r.trap->render() : "");
    auto got = L.read<float>(L.R(A1), n + 1);
    for (unsigned i = 0; i < n; ++i) ASSERT_EQ(got[i], std::fma(2.5f, x[i], y[i])) << "lanes " << lanes << " i " << i;
    EXPECT_EQ(got[n], y[n]) << "the element past n must stay unchanged";
    ASSERT_EQ(r.blocks.size(), 2u);
    EXPECT_EQ(r.blocks[1].kind, "simt");
    EXPECT_EQ(r.blocks[1].iterations, n);
    // Five micro-instructions and BSTOP per group, one group per LaneNum iterations.
    EXPECT_EQ(r.blocks[1].instructions, 6u * ((n + lanes - 1) / lanes));
    EXPECT_EQ(r.blocks[1].lane_instructions, 6u * n);
  }
}

TEST(LinxSim, LoopCounters3D) {
  // LB = (5, 3, 2): iteration i has LC0 = i % 5, LC1 = (i / 5) % 3, LC2 = i / 15.
  // out[i] = LC0 + 16 LC1 + 256 LC2, stored at index LC0 + 5 LC1 + 15 LC2 (= i).
  Linx L(R"(
	BSTART.FP FALL
	loop.set a3, 0, ->LB0
	loop.set zero, 3, ->LB1
	loop.set zero, 2, ->LB2
	BSTART.SIMT FALL
	B.TEXT body
	BSTOP
body:
	loop.get LC2, ->t.w
	loop.get LC1, ->t.w
	loop.get LC0, ->t.w
	slli t#2.uw, 4, ->t.w
	slli t#4.uw, 8, ->t.w
	add t#1.uw, t#2.uw, ->t.w
	add t#1.uw, t#4.uw, ->t.w
	loop.get LB0, ->u.w
	mul u#1.uw, t#6.uw, ->u.w
	mul t#7.uw, a4.uw, ->u.w
	add u#1.uw, u#2.uw, ->u.w
	add u#1.uw, t#5.uw, ->u.w
	sw t#1, [a0, u#1]
	BSTOP
)", 4);
  const unsigned n = 30;
  std::vector<uint32_t> out(n, 0xdeadbeef);
  L.R(A0) = L.buffer(out, "out");
  L.R(A3) = 5;
  L.R(A4) = 15;
  auto r = L.run();
  ASSERT_TRUE(r.ok) << r.error << (r.trap ? r.trap->render() : "");
  auto got = L.read<uint32_t>(L.R(A0), n);
  for (unsigned i = 0; i < n; ++i) EXPECT_EQ(got[i], (i % 5) + 16 * ((i / 5) % 3) + 256 * (i / 15)) << i;
}

TEST(LinxSim, ReductionsMatchTheirCpuFold) {
  const unsigned n = 1000, lanes = 16;
  Linx L(std::string(kSimtHeader) + R"(
	loop.get LC0, ->t.w
	lw [a0, t#1], ->t
	rdfadd t#1.fs, =>s0
	rdfmax t#1.fs, =>s1
	lw [a1, t#2], ->t
	rdmaxs t#1.sw, =>s2
	rdmins t#1.sw, =>s3
	rdadds t#1.sw, =>s4
	BSTOP
)", lanes);
  std::vector<float> x(n);
  std::vector<int32_t> k(n);
  std::mt19937 rng(9);
  std::uniform_real_distribution<float> fd(-1, 1);
  std::uniform_int_distribution<int32_t> id(-100000, 100000);
  for (auto& v : x) v = fd(rng);
  for (auto& v : k) v = id(rng);
  L.R(A0) = L.buffer(x, "x");
  L.R(A1) = L.buffer(k, "k");
  L.R(A3) = n;
  auto r = L.run();
  ASSERT_TRUE(r.ok) << r.error << (r.trap ? r.trap->render() : "");
  // The fold order: lanes of a group in order, then the groups in order.
  float sum = 0;
  for (unsigned g = 0; g * lanes < n; ++g) {
    float part = x[g * lanes];
    for (unsigned l = 1; l < lanes && g * lanes + l < n; ++l) part += x[g * lanes + l];
    sum = g == 0 ? part : sum + part;
  }
  EXPECT_EQ(bits_f32(L.R(S0)), sum);
  EXPECT_EQ(bits_f32(L.R(S1)), *std::max_element(x.begin(), x.end()));
  EXPECT_EQ(static_cast<int64_t>(L.R(S2)), *std::max_element(k.begin(), k.end()));
  EXPECT_EQ(static_cast<int64_t>(L.R(S3)), *std::min_element(k.begin(), k.end()));
  int64_t ksum = 0;
  for (auto v : k) ksum += v;
  EXPECT_EQ(static_cast<int64_t>(L.R(S4)), ksum);
}

TEST(LinxSim, NestedDivergenceWithPerLaneQueues) {
  // y = x < 0 ? -x : (x odd ? 3x : x / 2), with the second split nested in the first.
  Linx L(std::string(kSimtHeader) + R"(
	loop.get LC0, ->t.w              // t#1 = i
	lw [a0, t#1], ->t                // t#1 = x, t#2 = i
	cmp.lt t#1.sw, zero.sw, ->t.w    // t#1 = x < 0, t#2 = x, t#3 = i
	pc.push t#1.uw, nonneg
	sub zero.sw, t#2.sw, ->t.w       // t#1 = -x, t#4 = i
	sw t#1, [a1, t#4]
	pc.pop
nonneg:
	andi t#2.uw, 1, ->t.w            // t#1 = x & 1, t#3 = x, t#4 = i
	pc.push t#1.uw, even
	add t#3.sw, t#3.sw, ->t.w        // t#1 = 2x, t#4 = x, t#5 = i
	add t#1.sw, t#4.sw, ->t.w        // t#1 = 3x, t#6 = i
	sw t#1, [a1, t#6]
	pc.pop
even:
	srai t#3.sw, 1, ->t.w            // t#1 = x / 2, t#5 = i
	sw t#1, [a1, t#5]
	pc.pop
	pc.pop
	BSTOP
)", 8);
  const unsigned n = 77;
  std::vector<int32_t> x(n), y(n, 0);
  std::mt19937 rng(2);
  std::uniform_int_distribution<int32_t> id(-50, 50);
  for (auto& v : x) v = id(rng);
  L.R(A0) = L.buffer(x, "x");
  L.R(A1) = L.buffer(y, "y");
  L.R(A3) = n;
  auto r = L.run();
  ASSERT_TRUE(r.ok) << r.error << (r.trap ? r.trap->render() : "");
  auto got = L.read<int32_t>(L.R(A1), n);
  for (unsigned i = 0; i < n; ++i) {
    int32_t v = x[i], want = v < 0 ? -v : (v & 1) ? 3 * v : v / 2;
    EXPECT_EQ(got[i], want) << "i " << i << " x " << v;
  }
}

TEST(LinxSim, FpBlockConversionsAcrossAllFloatTypes) {
  Linx L(R"(
	BSTART.FP FALL
	cvt.fd2fs a0, ->t
	cvt.fs2fh t#1, ->t
	cvt.fh2fb t#1, ->t
	cvt.fb2fd t#1, =>s0
	cvt.fs2fd t#3, =>s1
	cvt.fh2fd t#2, =>s2
	cvt.fd2sw a0, =>s3
	cvt.sw2fh s3, ->t
	cvt.fh2fd t#1, =>s4
	BSTOP
)");
  for (double v : {3.141592653589793, -2.718281828459045, 0.15625, 100.375}) {
    std::memcpy(&L.R(A0), &v, 8);
    auto r = L.run();
    ASSERT_TRUE(r.ok) << r.error << (r.trap ? r.trap->render() : "");
    const float f = static_cast<float>(v);
    const _Float16 h = static_cast<_Float16>(f);
    EXPECT_EQ(bits_f64(L.R(S1)), static_cast<double>(f)) << v;
    EXPECT_EQ(bits_f64(L.R(S2)), static_cast<double>(h)) << v;
    EXPECT_EQ(static_cast<int32_t>(L.R(S3)), static_cast<int32_t>(v)) << v;
    EXPECT_EQ(bits_f64(L.R(S4)), static_cast<double>(static_cast<_Float16>(static_cast<int32_t>(v)))) << v;
  }
  // E4M3 keeps 3 fraction bits: pi -> fh 3.140625 -> fb 3.25 (the nearer of 3.0 and 3.25);
  // 0.15625 = 1.25 * 2^-3 is exact; 100.375 -> fh 100.375 -> fb 104 (steps of 8 in [64, 128),
  // 104 is 3.625 away, 96 is 4.375);
  // -2.71875 (fh) -> fb -2.75.
  const std::pair<double, double> fb[] = {{3.141592653589793, 3.25}, {0.15625, 0.15625}, {100.375, 104}, {-2.718281828459045, -2.75}};
  for (auto [in, want] : fb) {
    std::memcpy(&L.R(A0), &in, 8);
    ASSERT_TRUE(L.run().ok);
    EXPECT_EQ(bits_f64(L.R(S0)), want) << in;
  }
}

std::string fault_of(const std::string& body, unsigned n = 8, uint64_t max_instructions = 0) {
  Linx L(std::string(kSimtHeader) + body, 8, max_instructions);
  std::vector<uint32_t> buf(16, 0);
  L.R(A0) = L.buffer(buf, "buf");
  L.R(A3) = n;
  auto r = L.run();
  EXPECT_FALSE(r.ok);
  return r.trap ? r.trap->render() : r.error;
}

TEST(LinxSim, FaultsAreReportedWithSourceLines) {
  // A load past the end of the buffer: access fault at the load's source line.
  std::string s = fault_of("\tloop.get LC0, ->t.w\n\taddi t#1.uw, 100, ->t.w\n\tlw [a0, t#1], ->t\n\tBSTOP\n");
  EXPECT_NE(s.find("access_fault"), std::string::npos) << s;
  EXPECT_NE(s.find("p.s:10"), std::string::npos) << s;
  EXPECT_NE(s.find("lw [a0, t#1], ->t"), std::string::npos) << s;
  // Lanes disagreeing on a branch.
  s = fault_of("\tloop.get LC0, ->t.w\n\tb.eq t#1.uw, zero.uw, out\nout:\n\tBSTOP\n");
  EXPECT_NE(s.find("divergent_branch"), std::string::npos) << s;
  // Only reductions write globals in a SIMT block: no destination names a global, so a word
  // made by hand with one (index 34 = a0: bits 6:5 in LIEXT [8:7], 4:0 in base [43:39]) is
  // no instruction at all.
  {
    Linx L(std::string(kSimtHeader) + "\tadd t#1.uw, t#1.uw, ->t.w\n\tBSTOP\n");
    uint64_t body = 0;
    for (const auto& sym : L.o.symbols)
      if (sym.name == "body") body = L.code + sym.value;
    uint8_t w[8];
    ASSERT_TRUE(L.m->device().memory().read(body, w, 8));
    w[0] |= 0x80;  // index bit 5
    w[5] |= 0x01;  // index bit 1 (base bit 8 = pair bit 40)
    ASSERT_TRUE(L.m->device().memory().write(body, w, 8));
    L.R(A3) = 8;
    auto r = L.run();
    ASSERT_TRUE(r.trap);
    EXPECT_EQ(r.trap->name, "illegal_instruction") << r.trap->render();
    EXPECT_NE(r.trap->render().find("p.s:8"), std::string::npos) << r.trap->render();
  }
  // pc.pop without pc.push.
  s = fault_of("\tpc.pop\n\tBSTOP\n");
  EXPECT_NE(s.find("stack_underflow"), std::string::npos) << s;
  // An endless loop stops at the watchdog.
  s = fault_of("spin:\n\tj spin\n\tBSTOP\n", 8, 1000);
  EXPECT_NE(s.find("watchdog"), std::string::npos) << s;
  // A queue popped while empty; a free of a pointer alloc did not return.
  s = fault_of("\tqpop zero.ud, ->t.w\n\tBSTOP\n");
  EXPECT_NE(s.find("queue_empty"), std::string::npos) << s;
  s = fault_of("\tfree a0.d, 4\n\tBSTOP\n");
  EXPECT_NE(s.find("bad_free"), std::string::npos) << s;
  // A SIMT block needs its B.TEXT.
  Linx L("\tBSTART.SIMT FALL\n\tBSTOP\n");
  auto r = L.run();
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.error.find("B.TEXT must follow"), std::string::npos) << r.error;
}

// The 64-bit ssrset stands only in SIMT bodies, where the loop registers of the running block
// cannot change: it stops the run naming the SSR.
TEST(LinxSim, SimtSsrsetFaults) {
  std::string s = fault_of("\tssrset a0.ud, LB0\n\tBSTOP\n");
  EXPECT_NE(s.find("ssr_access_fault"), std::string::npos) << s;
  EXPECT_NE(s.find("ssrset a0.ud, LB0"), std::string::npos) << s;
}

TEST(LinxSim, AllocFreeAndUseAfterFree) {
  Linx L(std::string(kSimtHeader) + R"(
	alloc 64, ->t.d
	loop.get LC0, ->t.w
	sw t#1, [t#2, zero]
	lw [t#2, zero], ->t
	sw t#1, [a0, t#2]
	free t#3.d, 64
	BSTOP
)");
  std::vector<uint32_t> out(8, 0);
  L.R(A0) = L.buffer(out, "out");
  L.R(A3) = 8;
  auto r = L.run();
  ASSERT_TRUE(r.ok) << r.error << (r.trap ? r.trap->render() : "");
  auto got = L.read<uint32_t>(L.R(A0), 8);
  for (unsigned i = 0; i < 8; ++i) EXPECT_EQ(got[i], i);
  EXPECT_TRUE(L.m->state().heap.empty());
}

TEST(LinxSim, GlobalQueuesKeepLaneOrder) {
  // Each lane pushes its index onto queue 7, then pops: FIFO in lane order gives lane l the
  // value pushed by lane l.
  Linx L(std::string(kSimtHeader) + R"(
	loop.get LC0, ->t.w
	addi zero.ud, 7, ->u.d
	qpush u#1.ud, t#1.uw, ->t.w
	qpop u#1.ud, ->t.w
	sw t#1, [a0, t#3]
	sw t#2, [a1, t#3]
	BSTOP
)");
  std::vector<uint32_t> out(8, 99), status(8, 99);
  L.R(A0) = L.buffer(out, "out");
  L.R(A1) = L.buffer(status, "status");
  L.R(A3) = 8;
  auto r = L.run();
  ASSERT_TRUE(r.ok) << r.error << (r.trap ? r.trap->render() : "");
  auto got = L.read<uint32_t>(L.R(A0), 8), st = L.read<uint32_t>(L.R(A1), 8);
  for (unsigned i = 0; i < 8; ++i) {
    EXPECT_EQ(got[i], i);
    EXPECT_EQ(st[i], 0u) << "qpush succeeds below the queue's capacity";
  }
}

}  // namespace
