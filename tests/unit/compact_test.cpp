// The compact form of the built-in descriptions (desc/compact.h): the program loads every
// built-in target from it, so it must behave exactly as the YAML it was written from.
#include <algorithm>
#include <cstring>
#include <random>

#include "builtin/compact_table.h"
#include "codec/codec.h"
#include "desc/compact.h"
#include "dis/printer.h"
#include "doc/manual.h"
#include "test_support.h"

namespace simtloom {
namespace {

std::unique_ptr<desc::Target> from_yaml(const std::string& id) {
  DiagList d;
  auto t = desc::load_target_dir(std::string(SIMTLOOM_SOURCE_DIR) + "/isa/" + id, d);
  EXPECT_TRUE(t && !d.has_errors()) << d.render();
  return t;
}

std::string_view compact_bytes(const std::string& id) {
  for (const auto& c : desc::compact_targets())
    if (c.id == id) return c.bytes;
  ADD_FAILURE() << id << " has no compact form";
  return {};
}

class CompactEveryTarget : public ::testing::TestWithParam<std::string> {};

// The committed YAML, loaded as `--isa` loads it, and the built-in compact form give the same
// manual, which prints nearly every member of the model.
TEST_P(CompactEveryTarget, SameManualAsTheYaml) {
  auto yaml = from_yaml(GetParam());
  auto compact = test::builtin(GetParam());
  ASSERT_TRUE(yaml && compact);
  for (auto f : {doc::DocFormat::Markdown, doc::DocFormat::Html}) {
    doc::DocOptions o;
    o.format = f;
    EXPECT_EQ(doc::render_manual(*yaml, o), doc::render_manual(*compact, o));
  }
}

// Both decode random words (biased to each variant's opcode) to the same variant and text.
TEST_P(CompactEveryTarget, SameDecodingAsTheYaml) {
  auto yaml = from_yaml(GetParam());
  auto compact = test::builtin(GetParam());
  ASSERT_TRUE(yaml && compact);
  codec::Decoder dy(*yaml), dc(*compact);
  dis::Printer py(*yaml), pc(*compact);
  std::mt19937_64 rng(99);
  uint8_t buf[16];
  size_t decoded = 0;
  for (int i = 0; i < 200'000; ++i) {
    uint64_t a = rng(), b = rng();
    std::memcpy(buf, &a, 8);
    std::memcpy(buf + 8, &b, 8);
    const auto& v = *yaml->variants[a % yaml->variants.size()];
    ((Bits128::from_bytes(buf, 16) & ~v.mask) | v.match).to_bytes(buf, 16);
    auto ry = dy.decode(buf, yaml->max_bytes), rc = dc.decode(buf, compact->max_bytes);
    ASSERT_EQ(ry.status, rc.status);
    if (ry.status != codec::DecodeStatus::Ok) continue;
    ASSERT_EQ(ry.variant->id, rc.variant->id);
    ASSERT_EQ(ry.bytes, rc.bytes);
    codec::MCInst my, mc;
    codec::decode_operands(*ry.variant, ry.bits, my);
    codec::decode_operands(*rc.variant, rc.bits, mc);
    ASSERT_EQ(py.text(my), pc.text(mc)) << ry.variant->name;
    ++decoded;
  }
  EXPECT_GT(decoded, 10'000u);
}

// The compiled-in form has the committed files' variants and encodings (a difference means the
// binary was built from other descriptions than the ones in isa/).
TEST_P(CompactEveryTarget, BuiltFromTheCommittedYaml) {
  auto yaml = from_yaml(GetParam());
  ASSERT_TRUE(yaml);
  DiagList d;
  auto built = desc::read_compact(compact_bytes(GetParam()), GetParam(), d);
  ASSERT_TRUE(built) << d.render();
  EXPECT_EQ(yaml->variants.size(), built->variants.size());
  for (size_t i = 0; i < std::min(yaml->variants.size(), built->variants.size()); ++i) {
    EXPECT_EQ(yaml->variants[i]->name, built->variants[i]->name);
    EXPECT_EQ(yaml->variants[i]->mask, built->variants[i]->mask) << yaml->variants[i]->name;
    EXPECT_EQ(yaml->variants[i]->match, built->variants[i]->match) << yaml->variants[i]->name;
  }
}

INSTANTIATE_TEST_SUITE_P(Builtin, CompactEveryTarget, ::testing::ValuesIn(desc::builtin_target_ids()));

// A blob cut short anywhere, or not a blob of this build, is refused with a message; never a crash.
TEST(Compact, TruncatedOrForeignBytesAreRefused) {
  std::string_view bytes = compact_bytes("wisa");
  ASSERT_GT(bytes.size(), 1000u);
  for (size_t n = 0; n < bytes.size(); n += 1 + n / 64) {
    DiagList d;
    EXPECT_FALSE(desc::read_compact(bytes.substr(0, n), "cut", d)) << n;
    EXPECT_NE(d.render().find("corrupt compact description"), std::string::npos) << n;
  }
  std::string other(bytes);
  other[4] = static_cast<char>(0x7f);  // the version
  DiagList d;
  EXPECT_FALSE(desc::read_compact(other, "other", d));
  EXPECT_NE(d.render().find("another version"), std::string::npos) << d.render();
  DiagList d2;
  EXPECT_FALSE(desc::read_compact("target: {}", "yaml", d2));
  EXPECT_NE(d2.render().find("not a compact description"), std::string::npos) << d2.render();
}

// Writing is deterministic and reading gives back what was written.
TEST(Compact, ReadBackWritesTheSameBytes) {
  for (const auto& c : desc::compact_targets()) {
    DiagList d;
    auto t = desc::read_compact(c.bytes, std::string(c.id), d);
    ASSERT_TRUE(t) << d.render();
    EXPECT_EQ(desc::write_compact(*t), c.bytes) << c.id;
  }
}

// A lazy read (the assembler's) leaves forms and variants unread until asked, and once all are
// read holds what an eager read holds: it writes the same bytes.
TEST(Compact, LazyReadLoadsFormsWhenAskedAndEqualsTheEagerRead) {
  for (const auto& c : desc::compact_targets()) {
    DiagList d;
    auto t = desc::read_compact(c.bytes, std::string(c.id), d, true);
    ASSERT_TRUE(t) << d.render();
    ASSERT_TRUE(t->unread) << c.id;
    ASSERT_GT(t->by_mnemonic.size(), 0u) << c.id;
    const desc::Form& first = *t->by_mnemonic.forms(0)[0];
    EXPECT_TRUE(first.mnemonic.empty() && first.variants.empty()) << c.id << ": read before it was asked for";
    // Formats' fields wait for a variant that uses them; their names are known at once.
    for (const auto& f : t->formats) EXPECT_TRUE(f->fields.empty() && !f->name.empty()) << c.id << ": format " << f->name << " read early";
    t->load(first);
    EXPECT_FALSE(first.variants.empty()) << c.id;
    for (const desc::Variant* v : first.variants) {
      EXPECT_TRUE(v->format->fields.size() + v->format->reserved.size() > 0) << c.id << ": " << v->name << "'s format unread";
      for (const auto& [field, value] : v->fixed) EXPECT_NE(field, nullptr) << c.id << ": " << v->name;
    }
    EXPECT_TRUE(first.mnemonic == t->by_mnemonic.name(0) ||
                std::find(first.aliases.begin(), first.aliases.end(), t->by_mnemonic.name(0)) != first.aliases.end())
        << c.id << ": " << first.mnemonic;
    for (const desc::Variant* v : first.variants) EXPECT_EQ(t->variants.at(v->id).get(), v) << c.id;
    t->load_all();
    EXPECT_FALSE(t->unread);
    for (const auto& v : t->variants) ASSERT_TRUE(v) << c.id << ": a variant no form lists";
    EXPECT_EQ(desc::write_compact(*t), c.bytes) << c.id;
  }
}

// Cut short, a lazy read is refused as an eager one is (it skips the forms' records by length).
TEST(Compact, TruncatedBytesAreRefusedByALazyRead) {
  std::string_view bytes = compact_bytes("gfx11");
  for (size_t n = 0; n < bytes.size(); n += 1 + n / 32) {
    DiagList d;
    EXPECT_FALSE(desc::read_compact(bytes.substr(0, n), "cut", d, true)) << n;
  }
}

}  // namespace
}  // namespace simtloom
