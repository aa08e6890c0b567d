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

// A base's files by "id/file", as a sibling folder or the embedded files give them; a bare id
// names its target.yaml.
desc::BaseFinder finder(std::map<std::string, std::string> bases) {
  return [bases](const std::string& id, const std::string& file) -> std::optional<desc::SourceFile> {
    auto it = bases.find(file == "target.yaml" ? id : id + "/" + file);
    if (it == bases.end()) return std::nullopt;
    return desc::SourceFile{id + "/" + file, it->second};
  };
}

// A code-object file with two descriptor fields and a refused one, for `extends` to amend.
const char* kBaseCodeObject = R"(code_object: amdhsa
en: "the base's"
elf: {machine: 224, osabi: 64, mach_mask: 0xff}
versions: {default: 5, abi_versions: {5: 3}}
target_id: {prefix: "amdgcn-amd-amdhsa--", default: p1}
processors:
  - {name: p1, mach: 0x41}
relocations:
  - {name: R_ABS64, type: 3, size: 8}
kernel_descriptor:
  size: 64
  align: 64
  fields:
    - {directive: .first, byte: 0, bits: "31:0"}
    - {directive: .second, byte: 4, bits: "3:0", default: 2}
    - {directive: .later, unsupported: "directive requires a later GPU"}
)";

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

std::unique_ptr<desc::Target> load_with_code_object(const std::string& code_object, DiagList& d) {
  return desc::load_target({{"child/target.yaml", "extends: base\ntarget: child\n"}, {"child/g1.yaml", kGroup}, {"child/co.yaml", code_object}},
                           d, finder({{"base", kBase}, {"base/co.yaml", kBaseCodeObject}}));
}

TEST(ExtendsCodeObject, KeysReplaceTheBasesAndFieldsMergeByDirective) {
  DiagList d;
  auto t = load_with_code_object(R"(code_object: amdhsa
extends: base
target_id: {default: p2}
processors:
  - {name: p2, mach: 0x48}
kernel_descriptor:
  fields:
    - {directive: .later, byte: 4, bits: "4:4", en: "now stored"}
    - {directive: .first, unsupported: "directive unsupported here"}
    - {directive: .new, byte: 8, bits: "7:0"}
)",
                                 d);
  ASSERT_TRUE(t) << d.render();
  ASSERT_TRUE(t->code_object);
  const desc::CodeObject& co = *t->code_object;
  EXPECT_EQ(co.en, "the base's") << "what the child does not say is the base's";
  EXPECT_EQ(co.default_processor, "p2");
  ASSERT_EQ(co.processors.size(), 1u) << "a list the child gives replaces the base's whole";
  EXPECT_EQ(co.processors[0].name, "p2");
  EXPECT_TRUE(co.processor("p2") && !co.processor("p1"));
  ASSERT_EQ(co.relocations.size(), 1u) << "inherited";
  EXPECT_EQ(co.descriptor.size, 64u);
  std::vector<std::string> order;
  for (const auto& f : co.descriptor.fields) order.push_back(f.directive);
  EXPECT_EQ(order, (std::vector<std::string>{".first", ".second", ".later", ".new"})) << "replaced in place, new at the end";
  const desc::DescriptorField* first = co.descriptor.field(".first");
  ASSERT_TRUE(first);
  EXPECT_EQ(first->unsupported, "directive unsupported here");
  const desc::DescriptorField* later = co.descriptor.field(".later");
  ASSERT_TRUE(later);
  EXPECT_TRUE(later->unsupported.empty());
  EXPECT_EQ(later->byte, 4u);
  EXPECT_EQ(later->en, "now stored");
  EXPECT_EQ(co.descriptor.field(".second")->default_value, 2u);
}

TEST(ExtendsCodeObject, MistakesAreLocatedInTheFileThatHasThem) {
  DiagList d;
  EXPECT_FALSE(load_with_code_object("code_object: amdhsa\nextends: nothing\n", d));
  EXPECT_NE(d.render().find("child/co.yaml:2:10: error: no co.yaml of a target 'nothing' to extend"), std::string::npos) << d.render();
  DiagList d2;
  EXPECT_FALSE(load_with_code_object("code_object: amdhsa\nextends: base\nkernel_descriptor:\n  fields:\n"
                                     "    - {directive: .new, byte: 8, bits: \"7:0\"}\n    - {directive: .new, byte: 9, bits: \"7:0\"}\n",
                                     d2));
  EXPECT_NE(d2.render().find("child/co.yaml:6:"), std::string::npos) << d2.render();
  EXPECT_NE(d2.render().find("directive '.new' is described twice"), std::string::npos) << d2.render();
  DiagList d3;
  EXPECT_FALSE(load_with_code_object("code_object: other\nextends: base\n", d3));
  EXPECT_NE(d3.render().find("a 'other' code object cannot extend a 'amdhsa' one"), std::string::npos) << d3.render();
  DiagList d4;
  EXPECT_FALSE(load_with_code_object("code_object: amdhsa\nextends: base\ntarget_id: {default: p9}\n", d4));
  EXPECT_NE(d4.render().find("child/co.yaml:3:"), std::string::npos) << d4.render();
  EXPECT_NE(d4.render().find("the default processor 'p9' is not in processors"), std::string::npos) << d4.render();
}

TEST(ExtendsCodeObject, Gfx12AmendsGfx11sDescriptor) {
  auto g11 = test::builtin("gfx11");
  auto g12 = test::builtin("gfx12");
  ASSERT_TRUE(g11 && g12 && g11->code_object && g12->code_object);
  const auto& a = g11->code_object->descriptor;
  const auto& b = g12->code_object->descriptor;
  EXPECT_EQ(g12->code_object->default_processor, "gfx1200");
  EXPECT_EQ(g12->code_object->relocations.size(), g11->code_object->relocations.size());
  ASSERT_TRUE(b.field(".amdhsa_round_robin_scheduling"));
  EXPECT_TRUE(b.field(".amdhsa_round_robin_scheduling")->unsupported.empty());
  EXPECT_FALSE(a.field(".amdhsa_round_robin_scheduling")->unsupported.empty());
  for (const char* gone : {".amdhsa_dx10_clamp", ".amdhsa_ieee_mode", ".amdhsa_shared_vgpr_count"}) {
    EXPECT_TRUE(a.field(gone)->unsupported.empty()) << gone;
    EXPECT_FALSE(b.field(gone)->unsupported.empty()) << gone;
  }
  EXPECT_EQ(a.fields.size(), b.fields.size());
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
