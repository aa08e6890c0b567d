// `extends:` (desc/loader.h): a target.yaml states only what differs from the target it extends.
#include "test_support.h"

namespace simtloom {
namespace {

const char* kBase = R"(target: base
title: {en: "the base"}
unit_bits: 32
formats:
  A:
    bits: 32
    fields: {opcode: "6:0", imm: "31:12"}
  B:
    bits: 32
    fields: {opcode: "6:0", other: "31:7"}
operand_types:
  u20: {kind: uimm, bits: 20}
  unused: {kind: uimm, bits: 25}
  named: {kind: enum, enum: colours}
enums:
  colours:
    - {name: red, value: 1}
flags:
  ei: {en: "once per warp"}
)";

const char* kGroup = R"(group: 1
sections:
  - title: s
    instructions:
      - syntax: "x {imm:u20}"
        en: x
        variants:
          - {format: A, fixed: {opcode: 1}, latency: "fixed:1"}
)";

// The base's target.yaml by id, as a sibling folder or the embedded files give it.
desc::BaseFinder finder(std::map<std::string, std::string> bases) {
  return [bases](const std::string& id) -> std::optional<desc::SourceFile> {
    auto it = bases.find(id);
    if (it == bases.end()) return std::nullopt;
    return desc::SourceFile{id + "/target.yaml", it->second};
  };
}

std::unique_ptr<desc::Target> load(const std::string& child, DiagList& d, const std::string& group = kGroup) {
  return desc::load_target({{"child/target.yaml", child}, {"child/g1.yaml", group}}, d, finder({{"base", kBase}}));
}

TEST(Extends, InheritsWhatItDoesNotSayAndLeavesOutWhatItDoesNotUse) {
  DiagList d;
  auto t = load("extends: base\ntarget: child\n", d);
  ASSERT_TRUE(t) << d.render();
  EXPECT_EQ(t->id, "child");
  EXPECT_EQ(t->title.en, "the base");
  EXPECT_TRUE(t->format("A"));
  EXPECT_FALSE(t->format("B")) << "no instruction of the child uses format B";
  EXPECT_TRUE(t->operand_type("u20"));
  EXPECT_FALSE(t->operand_type("unused"));
  EXPECT_FALSE(t->enum_table("colours")) << "only the unused type named it";
  ASSERT_EQ(t->flags.size(), 1u);
  ASSERT_EQ(t->variants.size(), 1u);
  EXPECT_EQ(t->variants[0]->match.lo, 1u);
}

TEST(Extends, OwnEntriesReplaceInheritedOnes) {
  DiagList d;
  auto t = load("extends: base\ntarget: child\ntitle: {en: mine}\noperand_types:\n  u20: {kind: uimm, bits: 20, print: hex}\n"
                "formats:\n  C:\n    bits: 32\n    fields: {opcode: \"3:0\"}\n",
                d);
  ASSERT_TRUE(t) << d.render();
  EXPECT_EQ(t->title.en, "mine");
  EXPECT_EQ(t->operand_type("u20")->print, desc::PrintStyle::Hex);
  EXPECT_TRUE(t->format("C")) << "the child's own entries stay, used or not";
}

TEST(Extends, ANullEntryRemovesAnInheritedOne) {
  DiagList d;
  auto t = load("extends: base\ntarget: child\nflags:\n  ei: ~\n", d);
  ASSERT_TRUE(t) << d.render();
  EXPECT_TRUE(t->flags.empty());
}

TEST(Extends, ProblemsAreLocatedInTheFileThatHasThem) {
  DiagList d;
  // The child replaces u20 by a type of an unknown kind: the error is the child's line 4.
  EXPECT_FALSE(load("extends: base\ntarget: child\noperand_types:\n  u20: {kind: float, bits: 20}\n", d));
  EXPECT_NE(d.render().find("child/target.yaml:4:"), std::string::npos) << d.render();
  // An instruction that uses an inherited name wrongly is reported where it is written.
  DiagList d2;
  EXPECT_FALSE(load("extends: base\ntarget: child\n", d2, std::string(kGroup) + "      - syntax: \"y {imm:nope}\"\n        en: y\n"
                                                                              "        variants:\n          - {format: A, fixed: {opcode: 2}, latency: \"fixed:1\"}\n"));
  EXPECT_NE(d2.render().find("child/g1.yaml:9:"), std::string::npos) << d2.render();
}

TEST(Extends, UnknownBaseCycleAndDuplicatesAreErrors) {
  DiagList d;
  EXPECT_FALSE(desc::load_target({{"child/target.yaml", "extends: nothing\ntarget: child\n"}, {"child/g1.yaml", kGroup}}, d,
                                 finder({{"base", kBase}})));
  EXPECT_NE(d.render().find("child/target.yaml:1:10: error: no target 'nothing' to extend"), std::string::npos) << d.render();
  DiagList d2;
  EXPECT_FALSE(desc::load_target({{"a/target.yaml", "extends: b\ntarget: a\n"}, {"a/g1.yaml", kGroup}}, d2,
                                 finder({{"b", "extends: a\ntarget: b\n"}, {"a", "extends: b\ntarget: a\n"}})));
  EXPECT_NE(d2.render().find("makes a cycle"), std::string::npos) << d2.render();
  DiagList d3;
  EXPECT_FALSE(load("extends: base\ntarget: child\nflags:\n  x: {en: one}\n  x: {en: two}\n", d3));
  EXPECT_NE(d3.render().find("duplicate name 'x' in flags"), std::string::npos) << d3.render();
}

// gfx12 is written as gfx11 plus what differs, and keeps its own scope.
TEST(Extends, Gfx12ExtendsGfx11) {
  auto t = test::builtin("gfx12");
  ASSERT_TRUE(t);
  EXPECT_EQ(t->id, "gfx12");
  EXPECT_FALSE(t->format("VOP1")) << "gfx12 has no vector instructions yet";
  EXPECT_TRUE(t->format("SOPP"));
  const desc::EnumTable* msg = t->enum_table("msg");
  ASSERT_TRUE(msg);
  EXPECT_TRUE(msg->find(std::string_view("MSG_RTN_GET_SE_AID_ID"))) << "gfx12's own message list";
}

}  // namespace
}  // namespace simtloom
