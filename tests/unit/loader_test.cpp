// Malformed descriptions are rejected with a location and a message that names the problem.
#include <cstdlib>

#include "test_support.h"

namespace simtloom {
namespace {

const char* kTarget = R"(target: t
unit_bits: 32
formats:
  A:
    bits: 32
    fields: {opcode: "6:0", f: "11:7", imm: "31:12"}
operand_types:
  u20: {kind: uimm, bits: 20}
flags:
  ei: {en: "once per warp"}
units:
  misc: {en: "misc"}
)";

std::string load_errors(const std::string& target, const std::string& group) {
  DiagList d;
  auto t = desc::load_target({{"t/target.yaml", target}, {"t/g1.yaml", group}}, d);
  EXPECT_FALSE(t);
  return d.render();
}

std::string group_with(const std::string& variants) {
  return "group: 1\nsections:\n  - title: s\n    instructions:\n" + variants;
}

TEST(Loader, AcceptsAMinimalTarget) {
  DiagList d;
  auto t = desc::load_target({{"t/target.yaml", kTarget},
                              {"t/g1.yaml", group_with("      - syntax: \"x {imm:u20}\"\n        en: x\n        variants:\n"
                                                       "          - {format: A, fixed: {opcode: 1}, latency: \"fixed:1\"}\n")}},
                             d);
  ASSERT_TRUE(t) << d.render();
  EXPECT_EQ(t->variants.size(), 1u);
  // opcode and f are fixed (f implicitly zero); imm is the operand.
  EXPECT_EQ(t->variants[0]->mask.lo, 0xfffu);
  EXPECT_EQ(t->variants[0]->match.lo, 1u);
}

TEST(Loader, OverlapNamesBothInstructions) {
  auto e = load_errors(kTarget, group_with(
      "      - syntax: \"x {imm:u20}\"\n        en: x\n        variants:\n"
      "          - {format: A, fixed: {opcode: 1}, latency: \"fixed:1\"}\n"
      "      - syntax: \"y {imm:u20}\"\n        en: y\n        variants:\n"
      "          - {format: A, fixed: {opcode: 1}, latency: \"fixed:1\"}\n"));
  EXPECT_NE(e.find("t/g1.yaml:8:13: error: encoding of 'x' overlaps 'y' (at t/g1.yaml:12:13)"), std::string::npos) << e;
}

TEST(Loader, YamlSyntaxErrorHasLocation) {
  auto e = load_errors(kTarget, "group: 1\nsections: [\n  - {a: b\n");
  EXPECT_NE(e.find("t/g1.yaml:"), std::string::npos) << e;
  EXPECT_NE(e.find("YAML syntax error"), std::string::npos) << e;
}

TEST(Loader, UnknownNamesGetSuggestions) {
  auto e = load_errors(kTarget, group_with(
      "      - syntax: \"x {imm:u2O}\"\n        en: x\n        variants:\n"
      "          - {format: A, fixed: {opcode: 1}, latency: \"fixed:1\"}\n"));
  EXPECT_NE(e.find("unknown operand type 'u2O'"), std::string::npos) << e;
  EXPECT_NE(e.find("did you mean 'u20'?"), std::string::npos) << e;

  e = load_errors(kTarget, group_with(
      "      - syntax: \"x\"\n        en: x\n        variants:\n"
      "          - {format: A, fixed: {opcod: 1}, latency: \"fixed:1\", flags: [ie]}\n"));
  EXPECT_NE(e.find("format 'A' has no field 'opcod'"), std::string::npos) << e;
  EXPECT_NE(e.find("did you mean 'opcode'?"), std::string::npos) << e;
  EXPECT_NE(e.find("unknown flag 'ie'"), std::string::npos) << e;
}

TEST(Loader, FieldProblemsAreReported) {
  std::string bad = kTarget;
  bad.replace(bad.find("\"11:7\""), 6, "\"40:7\"");
  auto e = load_errors(bad, group_with(""));
  EXPECT_NE(e.find("field 'f' reaches bit 40 but format 'A' has 32 bits"), std::string::npos) << e;

  bad = kTarget;
  bad.replace(bad.find("\"11:7\""), 6, "\"12:5\"");
  e = load_errors(bad, group_with(""));
  EXPECT_NE(e.find("field 'f' overlaps an earlier field"), std::string::npos) << e;
}

TEST(Loader, OperandWidthMustMatchField) {
  auto e = load_errors(kTarget, group_with(
      "      - syntax: \"x {imm:u20}\"\n        en: x\n        variants:\n"
      "          - {format: A, fixed: {opcode: 1}, bind: {imm: f}, latency: \"fixed:1\"}\n"));
  EXPECT_NE(e.find("operand 'imm' has type 'u20' of 20 bits but field 'f' is 5 bits"), std::string::npos) << e;
}

TEST(Loader, FixedValueMustFit) {
  auto e = load_errors(kTarget, group_with(
      "      - syntax: \"x\"\n        en: x\n        variants:\n"
      "          - {format: A, fixed: {opcode: 0x80}, latency: \"fixed:1\"}\n"));
  EXPECT_NE(e.find("value 0x80 does not fit field 'opcode' (7 bits)"), std::string::npos) << e;
}

TEST(Loader, BadLatency) {
  auto e = load_errors(kTarget, group_with(
      "      - syntax: \"x\"\n        en: x\n        variants:\n"
      "          - {format: A, fixed: {opcode: 1}, latency: \"slow\"}\n"));
  EXPECT_NE(e.find("bad latency 'slow'"), std::string::npos) << e;
}

TEST(Loader, CommentMarkersAreChecked) {
  const std::string group = group_with("      - syntax: \"x {imm:u20}\"\n        en: x\n        variants:\n"
                                       "          - {format: A, fixed: {opcode: 1}, latency: \"fixed:1\"}\n");
  auto e = load_errors(std::string(kTarget) + "comments: [\"//\", \",\", \"//\"]\n", group);
  EXPECT_NE(e.find("t/target.yaml:13:18: error: ',' cannot start a comment"), std::string::npos) << e;
  EXPECT_NE(e.find("comment marker '//' is listed twice"), std::string::npos) << e;
  DiagList d;
  auto t = desc::load_target({{"t/target.yaml", std::string(kTarget) + "comments: [\"//\", \";\"]\n"}, {"t/g1.yaml", group}}, d);
  ASSERT_TRUE(t) << d.render();
  EXPECT_EQ(t->comments, (std::vector<std::string>{"//", ";"}));
  EXPECT_TRUE(t->comments_declared);
  // '#' is then part of the statement: "x 5 # 6" has a stray operand.
  DiagList a;
  test::assemble(*t, "x 5 ; six\nx 5 # 6\n", a);
  EXPECT_NE(a.render().find(":2:5: error: unexpected '# 6'"), std::string::npos) << a.render();
}

TEST(Loader, EveryBuiltinTargetLoads) {
  for (const auto& id : desc::builtin_target_ids()) {
    DiagList d;
    EXPECT_TRUE(desc::load_builtin(id, d)) << id << "\n" << d.render();
  }
}

}  // namespace
}  // namespace simtloom

namespace simtloom::desc {
namespace {

// An empty description directory is named in the message, not "<description>" (issue 18).
TEST(DescriptionDir, EmptyDirectoryIsNamed) {
  std::string templ = (std::filesystem::temp_directory_path() / "simtloom-empty.XXXXXX").string();
  std::string dir = mkdtemp(templ.data());
  DiagList d;
  EXPECT_FALSE(load_target_dir(dir, d));
  EXPECT_NE(d.render().find(dir + ": error: the description directory holds no .yaml files"), std::string::npos) << d.render();
  std::filesystem::remove(dir);
}

}  // namespace
}  // namespace simtloom::desc
