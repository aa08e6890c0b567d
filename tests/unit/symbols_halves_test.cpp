// Two description features: an immediate's `symbols:` (names its expressions take) with
// `symbolic:` printing (gfx11's s_version), and a 16-bit source's `halves:` (true16 vN.l / vN.h,
// gfx11's v_mov_b16). The loader checks them; the assembler and printer use them.
#include <gtest/gtest.h>

#include "codec/codec.h"
#include "dis/printer.h"
#include "test_support.h"

namespace simtloom {
namespace {

const char* kTarget = R"(target: t
unit_bits: 32
formats:
  A:
    bits: 32
    fields: {opcode: "7:0", imm: "23:8", src: "31:24"}
sources:
  codes:
    - {codes: "0..63", reg: s, en: "scalar registers"}
    - {codes: "128..255", reg: v, base: 0, en: "vector registers"}
enums:
  names:
    - {name: LOW_A, value: 1}
    - {name: LOW_B, value: 2}
    - {name: FLAG_X, value: 0x1000}
    - {name: FLAG_Y, value: 0x8000}
operand_types:
  ver: {kind: uimm, bits: 16, print: hex, symbols: names, symbolic: "7:0"}
  h16: {kind: src, bits: 8, data: b16, halves: v}
units:
  misc: {en: "misc"}
)";

const char* kGroup = R"(group: 1
sections:
  - title: s
    instructions:
      - syntax: "ver {imm:ver}"
        en: x
        variants:
          - {format: A, fixed: {opcode: 1, src: 0}, latency: "fixed:1"}
      - syntax: "mov {src:h16}"
        en: x
        variants:
          - {format: A, fixed: {opcode: 2, imm: 0}, latency: "fixed:1"}
)";

std::string with(std::string text, const std::string& from, const std::string& to) {
  text.replace(text.find(from), from.size(), to);
  return text;
}

std::string load_errors(const std::string& target) {
  DiagList d;
  auto t = desc::load_target({{"t/target.yaml", target}, {"t/g1.yaml", kGroup}}, d);
  EXPECT_FALSE(t);
  return d.render();
}

std::unique_ptr<desc::Target> load() {
  DiagList d;
  auto t = desc::load_target({{"t/target.yaml", kTarget}, {"t/g1.yaml", kGroup}}, d);
  EXPECT_TRUE(t) << d.render();
  return t;
}

std::string print_word(const desc::Target& t, uint32_t w) {
  codec::Decoder dec(t);
  uint8_t b[4] = {uint8_t(w), uint8_t(w >> 8), uint8_t(w >> 16), uint8_t(w >> 24)};
  auto r = dec.decode(b, 4);
  if (r.status != codec::DecodeStatus::Ok) return "(refused)";
  codec::MCInst mi;
  codec::decode_operands(*r.variant, r.bits, mi);
  return dis::Printer(t).text(mi);
}

TEST(Symbols, NamesAreConstantsOfTheOperandsExpressions) {
  auto t = load();
  ASSERT_TRUE(t);
  DiagList d;
  auto bytes = test::assemble(*t, "ver LOW_B | FLAG_Y\nver LOW_A + 1\n.set LOW_A, 7\nver LOW_A\n", d);
  ASSERT_FALSE(d.has_errors()) << d.render();
  ASSERT_EQ(bytes.size(), 12u);
  EXPECT_EQ(test::word_at(bytes, 0), 0x800201u);
  EXPECT_EQ(test::word_at(bytes, 4), 0x000201u);
  EXPECT_EQ(test::word_at(bytes, 8), 0x000701u);  // the program's own LOW_A
}

TEST(Symbols, PrintedAsLlvmPrintsTheOr) {
  auto t = load();
  ASSERT_TRUE(t);
  EXPECT_EQ(print_word(*t, 0x000101u), "ver LOW_A");
  EXPECT_EQ(print_word(*t, 0x000301u), "ver 3");
  EXPECT_EQ(print_word(*t, 0x100201u), "ver LOW_B|FLAG_X");
  EXPECT_EQ(print_word(*t, 0x900001u), "ver (0|FLAG_X)|FLAG_Y");
  EXPECT_EQ(print_word(*t, 0x020001u), "ver 0x200");  // bits no name stands for: the print style
}

TEST(Symbols, LoaderChecksTheTable) {
  EXPECT_NE(load_errors(with(kTarget, "symbols: names,", "symbols: nams,")).find("unknown enum 'nams'"), std::string::npos);
  EXPECT_NE(load_errors(with(kTarget, "value: 0x1000}", "value: 0x1001}")).find("entry 'FLAG_X' of 'names' (0x1001) has bits inside and outside 7:0"),
            std::string::npos);
  EXPECT_NE(load_errors(with(kTarget, "value: 0x1000}", "value: 0x3000}")).find("entry 'FLAG_X' of 'names' (0x3000) is not one bit"),
            std::string::npos);
  EXPECT_NE(load_errors(with(kTarget, "symbols: names, symbolic: \"7:0\"", "symbolic: \"7:0\"")).find("'symbolic' prints through the names of 'symbols'"),
            std::string::npos);
  EXPECT_NE(load_errors(with(kTarget, "symbolic: \"7:0\"", "symbolic: \"16:0\"")).find("bad bit range '16:0' for 'symbolic'"), std::string::npos);
}

TEST(Halves, RegisterHalvesBothWays) {
  auto t = load();
  ASSERT_TRUE(t);
  DiagList d;
  auto bytes = test::assemble(*t, "mov v5.l\nmov v5.h\nmov v63.h\nmov s3\n", d);
  ASSERT_FALSE(d.has_errors()) << d.render();
  ASSERT_EQ(bytes.size(), 16u);
  EXPECT_EQ(test::word_at(bytes, 0) >> 24, 128u + 5);
  EXPECT_EQ(test::word_at(bytes, 4) >> 24, 128u + 64 + 5);  // the high half: the second half of the range
  EXPECT_EQ(print_word(*t, test::word_at(bytes, 4)), "mov v5.h");
  EXPECT_EQ(print_word(*t, test::word_at(bytes, 8)), "mov v63.h");
  EXPECT_EQ(print_word(*t, test::word_at(bytes, 12)), "mov s3");
  for (const char* bad : {"mov v5\n", "mov v64.l\n", "mov v5.x\n", "mov s3.l\n"}) {
    DiagList e;
    test::assemble(*t, bad, e);
    EXPECT_TRUE(e.has_errors()) << bad;
  }
}

TEST(Halves, LoaderChecksTheRange) {
  EXPECT_NE(load_errors(with(kTarget, "halves: v}", "halves: q}")).find("no register range of 'sources:' has the prefix 'q'"), std::string::npos);
  EXPECT_NE(load_errors(with(kTarget, "data: b16, halves: v}", "data: b32, halves: v}")).find("'halves' applies to 16-bit operands"),
            std::string::npos);
  EXPECT_NE(load_errors(with(kTarget, "print: hex, symbols", "print: hex, halves: v, symbols")).find("belong to src operand types only"),
            std::string::npos);
}

}  // namespace
}  // namespace simtloom
