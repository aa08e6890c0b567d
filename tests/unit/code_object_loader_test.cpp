// Code-object description files (desc/code_object.h): the built-in ones load into the model the
// assembler reads, and malformed ones are refused with a location and a message naming the problem.
#include "builtin/yaml_sources.h"
#include "test_support.h"

namespace simtloom {
namespace {

std::string embedded(const std::string& path) {
  for (const auto& f : desc::embedded_files())
    if (f.path == path) return std::string(f.text);
  ADD_FAILURE() << path << " is not embedded";
  return {};
}

// gfx11's own target.yaml and sopp.yaml with `code` as its code-object file.
std::string errors_with(const std::string& code) {
  DiagList d;
  auto t = desc::load_target({{"gfx11/target.yaml", embedded("isa/gfx11/target.yaml")},
                              {"gfx11/sopp.yaml", embedded("isa/gfx11/sopp.yaml")},
                              {"gfx11/amdhsa.yaml", code}},
                             d);
  EXPECT_FALSE(t);
  return d.render();
}

const char* kMinimal = R"(code_object: amdhsa
elf: {machine: 224, osabi: 64}
versions: {default: 5, abi_versions: {5: 3}}
target_id: {prefix: "amdgcn-amd-amdhsa--", default: gfx1100}
processors:
  - {name: gfx1100, mach: 0x41}
)";

TEST(CodeObjectLoader, BuiltinGfx11) {
  auto t = test::builtin("gfx11");
  ASSERT_TRUE(t && t->code_object);
  const auto& co = *t->code_object;
  EXPECT_EQ(co.machine, 224);
  EXPECT_EQ(co.processor("gfx1100")->mach, 0x41u);
  EXPECT_EQ(co.abi_versions.at(5), 3);
  ASSERT_TRUE(co.descriptor.field(".amdhsa_next_free_vgpr"));
  EXPECT_EQ(co.descriptor.field(".amdhsa_next_free_vgpr")->store, desc::DescriptorField::Store::Granulated);
  EXPECT_EQ(co.descriptor.field(".amdhsa_float_denorm_mode_16_64")->default_value, 3u);
  EXPECT_EQ(co.code_fill, 0xbf800000u);
  EXPECT_EQ(desc::builtin_target_for_elf(224, 0x41), "gfx11");
  EXPECT_EQ(desc::builtin_target_for_elf(224, 0x48), "gfx12");
  EXPECT_EQ(desc::builtin_target_for_elf(224, 0x2f), "");  // gfx90a: not described
  EXPECT_EQ(desc::builtin_target_for_elf(190, 0x41), "");  // not EM_AMDGPU
}

TEST(CodeObjectLoader, MinimalLoads) {
  DiagList d;
  auto t = desc::load_target({{"gfx11/target.yaml", embedded("isa/gfx11/target.yaml")}, {"gfx11/amdhsa.yaml", kMinimal}}, d);
  ASSERT_TRUE(t) << d.render();
  EXPECT_TRUE(t->code_object);
}

TEST(CodeObjectLoader, UnknownKey) {
  auto e = errors_with(std::string(kMinimal) + "procesors: []\n");
  EXPECT_NE(e.find("gfx11/amdhsa.yaml:7:1: error: unknown key 'procesors' in a code-object file"), std::string::npos) << e;
  EXPECT_NE(e.find("did you mean 'processors'?"), std::string::npos) << e;
}

TEST(CodeObjectLoader, BitsOutsideTheWord) {
  auto e = errors_with(std::string(kMinimal) + "kernel_descriptor:\n  fields:\n    - {directive: .x, byte: 0, size: 2, bits: \"17:16\"}\n");
  EXPECT_NE(e.find("gfx11/amdhsa.yaml:9:"), std::string::npos) << e;
  EXPECT_NE(e.find("bits '17:16' are not a range hi:lo inside a 2-byte word"), std::string::npos) << e;
}

TEST(CodeObjectLoader, GranuleByUnknownField) {
  auto e = errors_with(std::string(kMinimal) +
                       "kernel_descriptor:\n  fields:\n    - {directive: .v, byte: 0, bits: \"5:0\", store: granulated, granule_by: .w, granules: [4]}\n");
  EXPECT_NE(e.find("granule_by names '.w', which is not a field of the descriptor"), std::string::npos) << e;
}

TEST(CodeObjectLoader, DefaultProcessorListed) {
  std::string text = kMinimal;
  text.replace(text.find("default: gfx1100"), 16, "default: gfx1101");
  auto e = errors_with(text);
  EXPECT_NE(e.find("the default processor 'gfx1101' is not in processors"), std::string::npos) << e;
}

// The launch roles say what the runner puts where: the user SGPRs' values, the system SGPRs.
TEST(CodeObjectLoader, LaunchRoles) {
  auto t = test::builtin("gfx11");
  ASSERT_TRUE(t && t->code_object);
  const auto& kd = t->code_object->descriptor;
  EXPECT_EQ(kd.field(".amdhsa_user_sgpr_kernarg_segment_ptr")->launch, desc::LaunchRole::KernargSegmentPtr);
  EXPECT_EQ(kd.field(".amdhsa_system_sgpr_workgroup_id_y")->launch, desc::LaunchRole::WorkgroupIdY);
  EXPECT_EQ(kd.field(".amdhsa_user_sgpr_count")->launch, desc::LaunchRole::UserSgprCount);
  EXPECT_EQ(kd.field(".amdhsa_kernarg_size")->launch, desc::LaunchRole::None);
  auto e = errors_with(std::string(kMinimal) + "kernel_descriptor:\n  fields:\n    - {directive: .x, byte: 0, bits: \"0:0\", launch: kernarg_ptr}\n");
  EXPECT_NE(e.find("gfx11/amdhsa.yaml:9:"), std::string::npos) << e;
  EXPECT_NE(e.find("unknown launch role 'kernarg_ptr'"), std::string::npos) << e;
  EXPECT_NE(e.find("kernarg_segment_ptr"), std::string::npos) << e;
}

TEST(CodeObjectLoader, BlockDirectiveNeedsEnd) {
  auto e = errors_with(std::string(kMinimal) + "directives:\n  - {name: .amdhsa_kernel, kind: kernel_descriptor}\n  - {name: .x, kind: bogus}\n");
  EXPECT_NE(e.find("directive kind 'kernel_descriptor' opens a block: give its 'end' directive"), std::string::npos) << e;
  EXPECT_NE(e.find("unknown directive kind 'bogus'"), std::string::npos) << e;
}

}  // namespace
}  // namespace simtloom
