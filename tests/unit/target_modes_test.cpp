// Target modes (target.yaml `modes:`, desc/loader.h): a mode rewrites template words, leaves out
// the instructions of some formats (the assembler says the mode's message for them) and redefines
// operand types by name; an unknown mode, format or type is a located error.
#include <gtest/gtest.h>

#include "codec/codec.h"
#include "desc/loader.h"
#include "dis/printer.h"
#include "test_support.h"

namespace simtloom {
namespace {

const char* kTarget = R"(target: t
unit_bits: 32
formats:
  A:
    bits: 32
    fields: {opcode: "7:0", dst: "15:8", imm: "31:16"}
  B:
    bits: 32
    fields: {opcode: "7:0", imm: "31:16"}
operand_types:
  dst: {kind: uimm, bits: 8, print: dec}
  imm: {kind: uimm, bits: 16, print: dec}
units:
  misc: {en: "misc"}
modes:
  wide:
    en: "a mode"
    tokens: {lo: hi}
    without_formats: {formats: [B], message: "not in wide mode"}
    operand_types:
      imm: {kind: simm, bits: 16, print: dec}
)";

const char* kGroup = R"(group: 1
sections:
  - title: s
    instructions:
      - syntax: "set lo, {dst:dst}, {imm:imm}"
        en: x
        variants:
          - {format: A, fixed: {opcode: 1}, latency: "fixed:1"}
      - syntax: "jump {imm:imm}"
        en: x
        variants:
          - {format: B, fixed: {opcode: 2}, latency: "fixed:1"}
)";

std::unique_ptr<desc::Target> load(const std::string& target, const std::string& mode, DiagList& d) {
  return desc::load_target({{"t/target.yaml", target}, {"t/g1.yaml", kGroup}}, d, {}, mode);
}

std::string with(std::string text, const std::string& from, const std::string& to) {
  text.replace(text.find(from), from.size(), to);
  return text;
}

TEST(TargetModes, TheDefaultLoadListsTheModesAndChangesNothing) {
  DiagList d;
  auto t = load(kTarget, "", d);
  ASSERT_TRUE(t) << d.render();
  ASSERT_EQ(t->modes.size(), 1u);
  EXPECT_EQ(t->modes[0].name, "wide");
  EXPECT_EQ(t->modes[0].without_formats, std::vector<std::string>{"B"});
  EXPECT_EQ(t->mode, "");
  EXPECT_EQ(t->forms.size(), 2u);
  EXPECT_EQ(t->forms[0]->syntax, "set lo, {dst:dst}, {imm:imm}");
  EXPECT_EQ(t->operand_type("imm")->kind, desc::OperandKind::UImm);
}

TEST(TargetModes, AModeRewritesWordsLeavesOutFormatsAndRedefinesTypes) {
  DiagList d;
  auto t = load(kTarget, "wide", d);
  ASSERT_TRUE(t) << d.render();
  EXPECT_EQ(t->mode, "wide");
  ASSERT_EQ(t->forms.size(), 1u);
  EXPECT_EQ(t->forms[0]->syntax, "set hi, {dst:dst}, {imm:imm}");
  EXPECT_EQ(t->operand_type("imm")->kind, desc::OperandKind::SImm);
  EXPECT_EQ(t->mode_refused.at("jump"), "not in wide mode");
  DiagList a;
  test::assemble(*t, "set hi, 3, -5\njump 4\nset lo, 3, 4\nset hi, 3, 40000\n", a);
  const std::string out = a.render();
  EXPECT_NE(out.find("<test>:2:1: error: not in wide mode"), std::string::npos) << out;
  EXPECT_NE(out.find("<test>:3:"), std::string::npos) << out;  // the default mode's word
  EXPECT_NE(out.find("<test>:4:"), std::string::npos) << out;  // 40000 is past the mode's signed 16 bits
  EXPECT_EQ(out.find("<test>:1:"), std::string::npos) << out;
  DiagList e;
  EXPECT_EQ(test::assemble(*t, "set hi, 3, -5\n", e), (std::vector<uint8_t>{1, 3, 0xfb, 0xff})) << e.render();
  DiagList u;
  auto def = load(kTarget, "", u);
  ASSERT_TRUE(def) << u.render();
  test::assemble(*def, "set lo, 3, -5\n", u);
  EXPECT_TRUE(u.has_errors()) << "the default mode's unsigned immediate takes no -5";
}

TEST(TargetModes, ErrorsAreLocated) {
  DiagList d;
  EXPECT_FALSE(load(kTarget, "narrow", d));
  EXPECT_NE(d.render().find("target 't' has no mode 'narrow'"), std::string::npos) << d.render();
  EXPECT_NE(d.render().find("its modes: wide"), std::string::npos) << d.render();
  DiagList f;
  EXPECT_FALSE(load(with(kTarget, "formats: [B]", "formats: [C]"), "", f));
  EXPECT_NE(f.render().find("t/target.yaml:19:33: error: unknown format 'C'"), std::string::npos) << f.render();
  DiagList g;
  EXPECT_FALSE(load(with(kTarget, "      imm: {kind: simm", "      imx: {kind: simm"), "wide", g));
  EXPECT_NE(g.render().find("mode 'wide' redefines 'imx', which is not an operand type"), std::string::npos) << g.render();
  DiagList h;
  EXPECT_FALSE(load(with(kTarget, "tokens: {lo: hi}", "tokens: [lo]"), "", h));
  EXPECT_NE(h.render().find("tokens must map each word"), std::string::npos) << h.render();
}

}  // namespace
}  // namespace simtloom
