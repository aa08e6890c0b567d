// Group-6 encodings computed by hand from WISA.md's field positions, independently of the
// description files: SYS opcode[6:0] f5[11:7] imm20[31:12]; WAIT vm[12:7] vst[18:13] tex[22:19]
// ls[26:23] sm[28:27] sfu[31:29]; CSR rd[12:7] f3[15:13] rs1[21:16] csr[31:22].
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "test_support.h"

namespace simtloom {
namespace {

constexpr uint32_t sys(uint32_t f5, uint32_t imm) { return 0x4e | f5 << 7 | imm << 12; }
constexpr uint32_t wait(uint32_t vm, uint32_t vst, uint32_t tex, uint32_t ls, uint32_t sm, uint32_t sfu) {
  return 0x50 | vm << 7 | vst << 13 | tex << 19 | ls << 23 | sm << 27 | sfu << 29;
}
constexpr uint32_t csr(uint32_t f3, uint32_t rd, uint32_t rs1, uint32_t num) { return 0x52 | rd << 7 | f3 << 13 | rs1 << 16 | num << 22; }

struct Case {
  const char* text;
  uint32_t word;
};

class Group6 : public ::testing::Test {
 protected:
  std::unique_ptr<desc::Target> t = test::builtin("wisa");
  uint32_t csr_number(const char* name) { return static_cast<uint32_t>(t->enum_table("csr")->find(name)->value); }
};

TEST_F(Group6, EncodingsMatchTheFieldPositions) {
  const Case cases[] = {
      {"nop", sys(0x0, 0)},          {"endpgm", sys(0x1, 0)},          {"trap 0xfffff", sys(0x2, 0xfffff)},
      {"brk", sys(0x3, 0)},          {"sleep 0x12345", sys(0x4, 0x12345)}, {"setprio 2", sys(0x5, 2)},
      {"barrier", sys(0x6, 0)},      {"icache.inv", sys(0xc, 0)},
      {"waitcnt", wait(63, 63, 15, 15, 3, 7)},
      {"waitcnt vm:0", wait(0, 63, 15, 15, 3, 7)},
      {"waitcnt vst:1", wait(63, 1, 15, 15, 3, 7)},
      {"waitcnt tex:2", wait(63, 63, 2, 15, 3, 7)},
      {"waitcnt ls:3", wait(63, 63, 15, 3, 3, 7)},
      {"waitcnt sm:0", wait(63, 63, 15, 15, 0, 7)},
      {"waitcnt sfu:5", wait(63, 63, 15, 15, 3, 5)},
      {"waitcnt sfu:1 sm:2 ls:3 tex:4 vst:5 vm:6", wait(6, 5, 4, 3, 2, 1)},
  };
  for (const auto& c : cases) {
    DiagList d;
    auto bytes = test::assemble(*t, c.text, d);
    ASSERT_EQ(bytes.size(), 4u) << c.text << "\n" << d.render();
    EXPECT_EQ(test::word_at(bytes), c.word) << c.text;
  }
}

TEST_F(Group6, CsrFormsUseF3AndTheCsrNumber) {
  const uint32_t cyc = csr_number("cycle"), ex = csr_number("exec");
  const Case cases[] = {
      {"csrr u9, cycle", csr(0, 9, 0, cyc)},  {"csrw exec, u3", csr(1, 0, 3, ex)},   {"csrs exec, u63", csr(2, 0, 63, ex)},
      {"csrc exec, u1", csr(3, 0, 1, ex)},    {"csrwi exec, 63", csr(4, 0, 63, ex)}, {"csrsi exec, 5", csr(5, 0, 5, ex)},
      {"csrci exec, 0", csr(6, 0, 0, ex)},    {"csrr u0, 1023", csr(0, 0, 0, 1023)},
  };
  for (const auto& c : cases) {
    DiagList d;
    auto bytes = test::assemble(*t, c.text, d);
    ASSERT_EQ(bytes.size(), 4u) << c.text << "\n" << d.render();
    EXPECT_EQ(test::word_at(bytes), c.word) << c.text;
  }
}

// The seed's facts, checked on the loaded model: opcode/function values, latency, flags.
TEST_F(Group6, VariantTableMatchesSeed) {
  struct Row {
    const char* name;
    const char* fields;
    const char* latency;
    const char* flags;
  };
  const Row rows[] = {
      {"sleep", "SYS op opcode=0x4e f5=0x4", "fixed:1", "ei"},        {"barrier", "SYS op opcode=0x4e f5=0x6", "fixed:1", "ei sy"},
      {"icache.inv", "SYS op opcode=0x4e f5=0xc", "fixed:1", "ei sz"}, {"waitcnt", "WAIT op opcode=0x50", "fixed:1", "ei sy"},
      {"nop", "SYS op opcode=0x4e f5=0x0", "fixed:1", "ei"},          {"endpgm", "SYS op opcode=0x4e f5=0x1", "fixed:1", "ei eb tm"},
      {"trap", "SYS op opcode=0x4e f5=0x2", "fixed:1", "ei eb mt"},   {"brk", "SYS op opcode=0x4e f5=0x3", "fixed:1", "ei mt"},
      {"setprio", "SYS op opcode=0x4e f5=0x5", "fixed:1", "ei"},      {"csrr", "CSR op opcode=0x52 f3=0x0", "fixed:2", "ei"},
      {"csrw", "CSR op opcode=0x52 f3=0x1", "fixed:2", "ei sz mt"},   {"csrs", "CSR op opcode=0x52 f3=0x2", "fixed:2", "ei sz mt"},
      {"csrc", "CSR op opcode=0x52 f3=0x3", "fixed:2", "ei sz mt"},   {"csrwi", "CSR op opcode=0x52 f3=0x4", "fixed:2", "ei sz mt"},
      {"csrsi", "CSR op opcode=0x52 f3=0x5", "fixed:2", "ei sz mt"},  {"csrci", "CSR op opcode=0x52 f3=0x6", "fixed:2", "ei sz mt"},
  };
  ASSERT_EQ(t->group("6")->sections.size(), 3u);
  size_t count = 0;
  for (const auto& s : t->group("6")->sections) count += s.forms.size();
  EXPECT_EQ(count, 16u);
  for (const auto& r : rows) {
    const desc::Variant* found = nullptr;
    for (const auto& v : t->variants)
      if (v->name == r.name) found = v.get();
    ASSERT_TRUE(found) << r.name;
    std::string enc = found->format->name + " op";
    for (auto& [f, val] : found->fixed) enc += " " + f->name + "=" + fmt::format("{:#x}", val);
    EXPECT_EQ(enc, r.fields);
    EXPECT_EQ(found->latency.text(), r.latency);
    EXPECT_EQ(fmt::format("{}", fmt::join(found->flags, " ")), r.flags);
  }
}

}  // namespace
}  // namespace simtloom
