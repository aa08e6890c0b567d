// Properties every target must have:
//  - random operands -> encode -> decode -> same variant and operands -> print -> assemble -> same bits;
//  - any word the decoder accepts re-encodes to itself (bits -> text -> bits is identity).
#include <cstring>
#include <random>
#include <stdexcept>

#include <fmt/format.h>

#include "check/roundtrip.h"
#include "desc/loader.h"
#include "codec/codec.h"
#include "codec/operand_decoder.h"
#include "codec/source.h"
#include "dis/printer.h"
#include "test_support.h"

namespace simtloom {
namespace {

class EveryTarget : public ::testing::TestWithParam<std::string> {};

TEST_P(EveryTarget, RandomOperandsRoundTrip) {
  auto t = test::builtin(GetParam());
  ASSERT_TRUE(t);
  // 200 draws per encoding; fewer where a target has hundreds of them (gfx11), so the test stays short.
  for (const auto& f : check::round_trip(*t, t->variants.size() > 200 ? 40 : 200))
    ADD_FAILURE() << f.variant->name << ": '" << f.text << "': " << f.problem;
}

// At least 10 million random words: decoding never crashes, and every decoded word encodes back.
TEST_P(EveryTarget, RandomWordsDecodeAndReencode) {
  auto t = test::builtin(GetParam());
  ASSERT_TRUE(t);
  codec::Decoder dec(*t);
  const codec::OperandDecoder operands(*t);
  std::mt19937_64 rng(777);
  const unsigned unit = t->unit_bits / 8;
  uint8_t buf[16];
  size_t decoded = 0;
  const size_t n = 10'000'000;
  for (size_t i = 0; i < n; ++i) {
    uint64_t a = rng(), b = rng();
    std::memcpy(buf, &a, 8);
    std::memcpy(buf + 8, &b, 8);
    // Bias half the words towards real opcodes so that decodable words are common.
    if ((i & 1) && !t->variants.empty()) {
      const auto& v = *t->variants[a % t->variants.size()];
      Bits128 w = Bits128::from_bytes(buf, 16);
      w = (w & ~v.mask) | v.match;
      // Fields only some values may hold (named registers, enum values) get one of those.
      for (const auto& vs : v.value_sets) {
        uint64_t width = uint64_t{1} << vs.field->width, x = b % width;
        for (uint64_t k = 0; k < width && !vs.allows(x); ++k) x = (x + 1) % width;
        vs.field->insert(w, x);
        b = b * 6364136223846793005u + 1442695040888963407u;
      }
      w.to_bytes(buf, 16);
    }
    auto r = dec.decode(buf, std::max(unit, t->max_bytes));
    if (r.status != codec::DecodeStatus::Ok) continue;
    ++decoded;
    codec::MCInst mi;
    codec::decode_operands(*r.variant, r.bits, mi);
    // Fields the decoder ignores (ones the instruction does not use) encode as 0, or as the value
    // the variant fixes there (gfx11 v_cmpx_*_e64's vdst: exec_lo).
    // Ignored bits inside a list operand's field (VOP3P's op_sel_hi of a two-source opcode) encode
    // as the list's default has them, which is what llvm-mc writes there.
    Bits128 expect = (r.bits & ~r.variant->ignored) | (r.variant->written & r.variant->ignored);
    for (size_t k = 0; k < r.variant->form->operands.size(); ++k) {
      const auto& ot = *r.variant->form->operands[k].type;
      const desc::Field* f = r.variant->operand_fields[k];
      if (ot.list_bits.empty() || !f) continue;
      Bits128 d;
      f->insert(d, ot.default_value & ~ot.list_mask);
      expect = (expect & ~(f->mask() & r.variant->ignored)) | (d & r.variant->ignored);
    }
    ASSERT_EQ(codec::encode(mi), expect) << r.variant->name;
    // The disassembler's pre-decoded extraction gives the same operands.
    codec::MCInst fast;
    operands.decode(*r.variant, r.bits, fast);
    ASSERT_EQ(fast.variant, mi.variant);
    for (size_t k = 0; k < r.variant->form->operands.size(); ++k) ASSERT_EQ(fast.ops[k], mi.ops[k]) << r.variant->name << " operand " << k;
  }
  EXPECT_GT(decoded, n / 4);
}

INSTANTIATE_TEST_SUITE_P(Builtin, EveryTarget, ::testing::ValuesIn(desc::builtin_target_ids()));
INSTANTIATE_TEST_SUITE_P(Modes, EveryTarget, ::testing::ValuesIn(test::builtin_mode_ids()));

// A description of `n` instructions, each its own opcode and mnemonic.
std::unique_ptr<desc::Target> many_instructions(unsigned n) {
  std::string group = "group: 1\nsections:\n  - title: many\n    instructions:\n";
  for (unsigned k = 0; k < n; ++k)
    group += fmt::format("      - {{syntax: \"i{} {{imm:u20}}\", en: \"one of many\", variants: [{{name: i{}, format: A, fixed: {{opcode: {}}}, latency: \"fixed:1\"}}]}}\n", k, k, k);
  DiagList d;
  auto t = desc::load_target({{"many/target.yaml", "target: many\nunit_bits: 32\nformats:\n  A: {bits: 32, fields: {opcode: \"11:0\", imm: \"31:12\"}}\n"
                                                   "operand_types:\n  u20: {kind: uimm, bits: 20}\n"},
                              {"many/g1.yaml", group}},
                             d);
  EXPECT_TRUE(t) << d.render();
  return t;
}

// The round trip's cost grows with the description through its assembler runs, each of which
// builds a table of every mnemonic: they stay at most nine (eighths of the variants, at least
// 256 a batch) whatever the size, so check-isa is linear in it (one run per variant made 60,000
// instructions take more than four minutes).
TEST(RoundTripCost, AssemblerRunsDoNotGrowWithTheDescription) {
  for (unsigned n : {300u, 4000u}) {
    auto t = many_instructions(n);
    ASSERT_TRUE(t);
    check::RoundTripStats stats;
    auto failures = check::round_trip(*t, 2, 7, &stats);
    EXPECT_TRUE(failures.empty()) << n << ": " << (failures.empty() ? "" : failures.front().problem);
    EXPECT_EQ(stats.samples, 2u * n);
    EXPECT_LE(stats.assembler_runs, 9u) << n << " instructions";
    EXPECT_GE(stats.assembler_runs, 1u);
  }
}

}  // namespace
}  // namespace simtloom
