// linx041: one mnemonic, two encodings. The SIMT form (64-bit LIEXT + base) takes typed operands
// (t#1.sw) and a destination width (->t.w); the FP-block form (32-bit) takes untyped scalar-block
// operands. The assembler picks the form from the operands, never both.
#include "codec/codec.h"
#include "test_support.h"

namespace simtloom {
namespace {

struct Assembled {
  size_t bytes = 0;
  std::string variant, errors;
};

Assembled assemble_one(const desc::Target& t, const std::string& line) {
  DiagList d;
  auto bytes = test::assemble(t, line + "\n", d);
  Assembled a{bytes.size(), "", d.render()};
  if (!bytes.empty()) {
    codec::Decoder dec(t);
    auto r = dec.decode(bytes.data(), bytes.size());
    if (r.variant) a.variant = r.variant->name;
  }
  return a;
}

TEST(Linx041Forms, MaxHasA32BitAndA64BitForm) {
  auto t = test::builtin("linx041");
  ASSERT_TRUE(t);
  auto fp = assemble_one(*t, "max a0, t#1, ->t");
  EXPECT_EQ(fp.bytes, 4u) << fp.errors;
  EXPECT_EQ(fp.variant, "max.s");
  auto simt = assemble_one(*t, "max a0.sd, t#1.sd, ->t.d");
  EXPECT_EQ(simt.bytes, 8u) << simt.errors;
  EXPECT_EQ(simt.variant, "max");
}

TEST(Linx041Forms, EachWrittenFormHasOneLength) {
  auto t = test::builtin("linx041");
  ASSERT_TRUE(t);
  struct Case {
    const char* text;
    const char* variant;
    size_t bytes;
  };
  const Case cases[] = {
      {"fadd.fs a0, a1, ->t", "fadd.s", 4},     {"fadd t#1.fs, t#2.fs, ->t.w", "fadd", 8},
      {"feq.fs t#1, a0, ->t", "feq.s", 4},      {"feq.fs t#1.fs, a0.fs, ->t.w", "feq", 8},
      {"csel t#1, a0, a1, ->t", "csel.s", 4},   {"csel t#1.uw, a0.sw, a1.sw, ->t.w", "csel", 8},
      {"rev16 a0, =>a1", "rev16.s", 4},         {"rev16 a0.ud, ->t.d", "rev16", 8},
      {"fmax.fd a0, a1, ->u", "fmax.s", 4},     {"fmax a0.fd, a1.fd, ->u.d", "fmax", 8},
      {"loop.get LC0, ->t", "loop.get", 4},     {"loop.get LC0, ->t.w", "loop.get.l", 8},
      {"cvt.fs2fd t#1, ->t", "cvt.s", 4},       {"fcvt t#1.fs, ->t.fd", "fcvt", 8},
      // Spelled alike: the block context decides (a standard block body, a SIMT body).
      {".context std\nlwi [a0, 8], ->t", "lwi.s", 4}, {".context simt\nlwi [a0, 8], ->t", "lwi", 8},
  };
  for (const auto& c : cases) {
    auto a = assemble_one(*t, c.text);
    EXPECT_EQ(a.variant, c.variant) << c.text << "\n" << a.errors;
    EXPECT_EQ(a.bytes, c.bytes) << c.text;
  }
}

}  // namespace
}  // namespace simtloom
