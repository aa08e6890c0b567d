// sm90 learned variants with don't-care bits (tools/sm90: `ignore:` fields fixed at the sample's
// value): a word with such bits set decodes and prints as nvdisasm prints it, and encodes back
// to the word with them at the sample's value (the assembler writes those).
#include <gtest/gtest.h>

#include <cstring>

#include "codec/codec.h"
#include "dis/printer.h"
#include "test_support.h"

namespace simtloom {
namespace {

Bits128 word(uint64_t hi, uint64_t lo) {
  uint8_t buf[16];
  std::memcpy(buf, &lo, 8);
  std::memcpy(buf + 8, &hi, 8);
  return Bits128::from_bytes(buf, 16);
}

TEST(Sm90DontCare, BitsNvdisasmIgnoresDecodeAsItPrints) {
  auto t = test::builtin("sm90");
  ASSERT_TRUE(t);
  codec::Decoder dec(*t);
  dis::Printer pr(*t);
  pr.hide_role("control");
  // The corpus word of MOV R4, R4, then with bit 40; bits 64 and 100; bit 127 set. nvdisasm 13
  // (-b SM90a) prints each of the four as "MOV R4, R4".
  const uint64_t hi = 0x003fde0000000f00, lo = 0x0000000400047202;
  const Bits128 sample = word(hi, lo);
  const Bits128 words[] = {sample, word(hi, lo | (uint64_t{1} << 40)), word(hi | (uint64_t{1} << 36) | 1, lo),
                           word(hi | (uint64_t{1} << 63), lo)};
  for (const auto& w : words) {
    uint8_t buf[16];
    w.to_bytes(buf, 16);
    auto r = dec.decode(buf, 16);
    ASSERT_EQ(r.status, codec::DecodeStatus::Ok);
    codec::MCInst mi;
    codec::decode_operands(*r.variant, r.bits, mi);
    EXPECT_EQ(pr.text(mi), "MOV R4, R4") << r.variant->name;
    EXPECT_FALSE(r.variant->ignored.zero()) << r.variant->name << " has no don't-care bits";
    EXPECT_EQ(codec::encode(mi), sample) << "the assembler writes the sample's value in the don't-care bits";
  }
}

// NOP with bits 126 and 127 set (once a word of tests/sm90/dis/syncs.hex, the generic line there):
// nvdisasm 13 prints "NOP"; it reassembles with them clear.
TEST(Sm90DontCare, NopWithItsTopBitsSetIsNop) {
  auto t = test::builtin("sm90");
  ASSERT_TRUE(t);
  codec::Decoder dec(*t);
  dis::Printer pr(*t);
  pr.hide_role("control");
  const Bits128 w = word(0xc00fc00000000000, 0x0000000000007918);
  uint8_t buf[16];
  w.to_bytes(buf, 16);
  auto r = dec.decode(buf, 16);
  ASSERT_EQ(r.status, codec::DecodeStatus::Ok);
  codec::MCInst mi;
  codec::decode_operands(*r.variant, r.bits, mi);
  EXPECT_EQ(pr.text(mi), "NOP");
  EXPECT_EQ(codec::encode(mi), word(0x000fc00000000000, 0x0000000000007918));
}

}  // namespace
}  // namespace simtloom
