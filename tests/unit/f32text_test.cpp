// Single-precision immediates as nvdisasm 13 prints them (PrintStyle::F32), and doubles' high
// halves (F64Hi): the expected texts are nvdisasm's own for FFMA R19, R10, R19, <imm> (and
// DADD R6, R6, <imm>) with these bits, and every finite value reads back to its bits.
#include <random>

#include <gtest/gtest.h>

#include "support/f32text.h"

namespace simtloom {
namespace {

std::string text(uint32_t bits) {
  std::string s;
  append_f32(s, bits);
  return s;
}

TEST(F32Text, PrintsAsNvdisasm) {
  EXPECT_EQ(text(0x3f800000), "1");
  EXPECT_EQ(text(0x00000000), "0");
  EXPECT_EQ(text(0x80000000), "-0.0");
  EXPECT_EQ(text(0xbf000000), "-0.5");
  EXPECT_EQ(text(0x3dcccccd), "0.10000000149011611938");
  EXPECT_EQ(text(0x2edbe6ff), "1.00000001335143196e-10");
  EXPECT_EQ(text(0x00000001), "1.4012984643248170709e-45");
  EXPECT_EQ(text(0x4e6e6b27), "999999936");
  EXPECT_EQ(text(0x4e6e6b28), "1.00000000000000000000e+09");
  EXPECT_EQ(text(0xce6e6b28), "-1.00000000000000000000e+09");
  EXPECT_EQ(text(0x7f7fffff), "3.40282346638528859812e+38");
  EXPECT_EQ(text(0x7f800000), "+INF ");
  EXPECT_EQ(text(0xff800000), "-INF ");
  EXPECT_EQ(text(0x7fc00000), "+QNAN ");
  EXPECT_EQ(text(0xffc00000), "-QNAN ");
  EXPECT_EQ(text(0x7f800001), "+SNAN ");
  EXPECT_EQ(text(0xff800001), "-SNAN ");
}

TEST(F32Text, ReadsBackEveryFiniteValue) {
  std::mt19937 rnd(90);
  for (int i = 0; i < 20000; ++i) {
    uint32_t bits = static_cast<uint32_t>(rnd());
    if (((bits >> 23) & 0xff) == 0xff) continue;  // NaN payloads print alike; checked below
    std::string s = text(bits);
    uint32_t back = 0;
    ASSERT_EQ(parse_f32(s, back), s.size()) << s;
    EXPECT_EQ(back, bits) << s;
  }
  uint32_t b = 0;
  EXPECT_EQ(parse_f32("+INF , PT", b), 4u);
  EXPECT_EQ(b, 0x7f800000u);
  EXPECT_EQ(parse_f32("-QNAN", b), 5u);
  EXPECT_EQ(b, 0xffc00000u);
  EXPECT_EQ(parse_f32("0x3f800000", b), 0u);  // hex is the bits themselves, read as an integer
  EXPECT_EQ(parse_f32("R4", b), 0u);
  EXPECT_EQ(parse_f32("INFX", b), 0u);
}

std::string text64(uint32_t hi) {
  std::string s;
  append_f64hi(s, hi);
  return s;
}

// nvdisasm 13's texts for DADD R6, R6, <imm> with these high bits (asked while adding f64hi).
TEST(F64HiText, PrintsAsNvdisasm) {
  EXPECT_EQ(text64(0x3ff00000), "1");
  EXPECT_EQ(text64(0x00000000), "0");
  EXPECT_EQ(text64(0x80000000), "-0.0");
  EXPECT_EQ(text64(0xc0000000), "-2");
  EXPECT_EQ(text64(0x40240000), "10");
  EXPECT_EQ(text64(0x3fb99999), "0.099999964237213134766");
  EXPECT_EQ(text64(0x00000001), "2.1219957909652723151e-314");
  EXPECT_EQ(text64(0x41cdcd64), "999999488");
  EXPECT_EQ(text64(0x41cdcd65), "1.00000000000000000000e+09");
  EXPECT_EQ(text64(0xd8f16adf), "-2.81101546343778766131e+120");
  EXPECT_EQ(text64(0x7ff00000), "+INF ");
  EXPECT_EQ(text64(0xfff00000), "-INF ");
  EXPECT_EQ(text64(0x7ff80000), "+QNAN ");
  EXPECT_EQ(text64(0x7ff00001), "+SNAN ");
  EXPECT_EQ(text64(0x7ff40000), "+SNAN ");
}

TEST(F64HiText, ReadsBackEveryFiniteValue) {
  std::mt19937 rnd(64);
  for (int i = 0; i < 20000; ++i) {
    uint32_t hi = static_cast<uint32_t>(rnd());
    if (((hi >> 20) & 0x7ff) == 0x7ff) continue;  // NaN payloads print alike
    std::string s = text64(hi);
    uint32_t back = 0;
    ASSERT_EQ(parse_f64hi(s, back), s.size()) << s;
    EXPECT_EQ(back, hi) << s;
  }
  uint32_t b = 0;
  EXPECT_EQ(parse_f64hi("+INF , PT", b), 4u);
  EXPECT_EQ(b, 0x7ff00000u);
  EXPECT_EQ(parse_f64hi("-QNAN", b), 5u);
  EXPECT_EQ(b, 0xfff80000u);
  EXPECT_EQ(parse_f64hi("0.1", b), 0u);  // a double with low bits set: not encodable
  EXPECT_EQ(parse_f64hi("0x3ff00000", b), 0u);
}

}  // namespace
}  // namespace simtloom
