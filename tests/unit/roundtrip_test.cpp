// Properties every target must have:
//  - random operands -> encode -> decode -> same variant and operands -> print -> assemble -> same bits;
//  - any word the decoder accepts re-encodes to itself (bits -> text -> bits is identity).
#include <cstring>
#include <random>
#include <stdexcept>

#include "codec/codec.h"
#include "codec/operand_decoder.h"
#include "codec/source.h"
#include "dis/printer.h"
#include "test_support.h"

namespace simtloom {
namespace {

using desc::OperandKind;

int64_t random_operand(const desc::Target& target, const desc::OperandType& t, std::mt19937_64& rng) {
  uint64_t r = rng();
  switch (t.kind) {
    case OperandKind::Src:
      // A code the operand allows, printed as text that assembles back to it (aligned tuples,
      // literals no inline constant equals).
      for (int tries = 0;; ++tries) {
        if (tries > 100000) throw std::runtime_error("no printable value of source operand type " + t.name);
        uint64_t code = ((rng() % (uint64_t{1} << t.bits)) << t.scale_log2) + t.src_base;
        int64_t v = static_cast<int64_t>(code);
        if (!t.src_allows(code)) continue;
        if (static_cast<int>(code) == target.sources.literal_code) v = codec::kSrcLiteral | static_cast<uint32_t>(rng());
        if (codec::src_canonical(target.sources, t, v)) return v;
      }
    case OperandKind::Reg:
      if (t.has_accept)  // registers the assembler takes
        return t.accept_lo + static_cast<int64_t>(r % static_cast<uint64_t>(t.accept_hi - t.accept_lo + 1));
      return static_cast<int64_t>(r % (t.reg_class->count / t.stride) * t.stride);  // pairs start even
    case OperandKind::FieldSet: {
      // Parts with values that have a name (or any number for numeric parts): text that reassembles.
      uint64_t v = 0;
      for (const auto& sf : t.subfields) {
        uint64_t x = sf.decoded ? (rng() & sf.max()) : 0;  // parts only written print as 0
        if (sf.table) x = sf.table->entries[rng() % sf.table->entries.size()].value;
        v |= (x & sf.max()) << sf.lo;
      }
      return static_cast<int64_t>(v);
    }
    case OperandKind::Enum:
      if (!t.numeric || (r & 1)) return static_cast<int64_t>(t.table->entries[(r >> 1) % t.table->entries.size()].value);
      [[fallthrough]];
    default: {
      uint64_t f = t.bits >= 64 ? r : r & ((uint64_t{1} << t.bits) - 1);
      int64_t v = codec::field_to_operand(t, f);
      // A signed field the assembler takes only part of (s_buffer_load's offset: 0..0xfffff).
      if (t.has_accept && (t.kind == OperandKind::SImm || t.keyed_signed) && (v < t.accept_lo || v > t.accept_hi))
        v = t.accept_lo + static_cast<int64_t>(r % static_cast<uint64_t>(t.accept_hi - t.accept_lo + 1));
      return v;
    }
  }
}

class EveryTarget : public ::testing::TestWithParam<std::string> {};

TEST_P(EveryTarget, RandomOperandsRoundTrip) {
  auto t = test::builtin(GetParam());
  ASSERT_TRUE(t);
  codec::Decoder dec(*t);
  dis::Printer printer(*t);
  std::mt19937_64 rng(12345);
  for (const auto& v : t->variants) {
    // 200 draws per encoding; fewer where a target has hundreds of them (gfx11), so the test stays short.
    const int iterations = t->variants.size() > 200 ? 40 : 200;
    for (int iter = 0; iter < iterations; ++iter) {
      codec::MCInst mi;
      mi.variant = v.get();
      Bits128 bits;
      // Values the variant allows together (a format's reserved bits, e.g. sm90 SYNCS's control
      // code: no reuse flags, no yield only with stall 1..11): draw again until they fit.
      for (int draw = 0; draw < 1000; ++draw) {
        for (size_t i = 0; i < v->insn->operands.size(); ++i) mi.ops[i] = random_operand(*t, *v->insn->operands[i].type, rng);
        // Sources share one literal: a second literal takes the first's value.
        int64_t literal = -1;
        for (size_t i = 0; i < v->insn->operands.size(); ++i)
          if (v->insn->operands[i].type->kind == OperandKind::Src && codec::is_literal(mi.ops[i])) {
            if (literal < 0) literal = mi.ops[i];
            else mi.ops[i] = literal;
          }
        bits = codec::encode(mi);
        // (A fallback form, e.g. SMEM's with a scalar offset register, is the decoding only where
        // no other form matches.)
        if (v->values_allowed(bits) && dec.match(bits) == v.get()) break;
      }
      ASSERT_EQ(dec.match(bits), v.get()) << v->name;
      codec::MCInst back;
      codec::decode_operands(*v, bits, back);
      for (size_t i = 0; i < v->insn->operands.size(); ++i) ASSERT_EQ(back.ops[i], mi.ops[i]) << v->name << " operand " << i;
      std::string text = printer.text(mi);
      DiagList d;
      auto bytes = test::assemble(*t, text, d);
      const unsigned len = codec::encoded_length(mi);
      ASSERT_EQ(bytes.size(), len) << "'" << text << "'\n" << d.render();
      EXPECT_EQ(Bits128::from_bytes(bytes.data(), len), bits) << "'" << text << "'";
    }
  }
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
    // Fields the decoder ignores (ones the instruction does not use) encode as 0.
    ASSERT_EQ(codec::encode(mi), r.bits & ~r.variant->ignored) << r.variant->name;
    // The disassembler's pre-decoded extraction gives the same operands.
    codec::MCInst fast;
    operands.decode(*r.variant, r.bits, fast);
    ASSERT_EQ(fast.variant, mi.variant);
    for (size_t k = 0; k < r.variant->insn->operands.size(); ++k) ASSERT_EQ(fast.ops[k], mi.ops[k]) << r.variant->name << " operand " << k;
  }
  EXPECT_GT(decoded, n / 4);
}

INSTANTIATE_TEST_SUITE_P(Builtin, EveryTarget, ::testing::ValuesIn(desc::builtin_target_ids()));

}  // namespace
}  // namespace simtloom
