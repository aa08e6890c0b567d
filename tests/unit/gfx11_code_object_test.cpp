// The gfx11 and gfx12 code-object descriptions (isa/gfx1x/amdhsa.yaml) against llvm-mc 19: every kernel
// descriptor field, set to a value other than its default, gives the descriptor bytes llvm-mc
// gives; every directive llvm-mc refuses for gfx1100 is refused with its message; the metadata
// note of a YAML document full of typing corner cases is llvm-mc's, byte for byte; the ELF
// header for each processor and code object version is llvm-mc's. Skipped (visibly) where
// llvm-mc 19 is not installed; the checks of our own bytes below run everywhere.
#include <filesystem>
#include <fstream>

#include <fmt/format.h>

#include "asm/hsa_metadata.h"
#include "obj/object.h"
#include "test_support.h"

namespace simtloom {
namespace {

namespace fs = std::filesystem;
constexpr const char* kLlvm = "/usr/lib/llvm-19/bin";

std::string run(const std::string& cmd, int* rc = nullptr) { return test::run_command(cmd, rc); }

bool have_llvm() { return fs::exists(fmt::format("{}/llvm-mc", kLlvm)); }

fs::path temp(const std::string& name) { return fs::temp_directory_path() / fmt::format("simtloom_co_{}_{}", ::getpid(), name); }

// Assembles `text` with simtloom and with llvm-mc; both objects, read back.
struct Pair {
  std::optional<obj::Object> ours, theirs;
  std::string ours_err, theirs_err;
};
Pair assemble_both(const std::string& name, const std::string& text, const std::string& cpu = "gfx1100",
                   const std::string& target = "gfx11") {
  fs::path s = temp(name + ".s"), a = temp(name + ".ours.o"), b = temp(name + ".ref.o");
  std::ofstream(s) << text;
  Pair p;
  int rc = 0;
  p.ours_err = run(fmt::format("{} asm -t {} {} -o {} 2>&1", SIMTLOOM_BINARY, target, s.string(), a.string()), &rc);
  DiagList d;
  if (rc == 0) p.ours = obj::read_elf(a.string(), d);
  p.theirs_err = run(fmt::format("{}/llvm-mc -triple=amdgcn-amd-amdhsa -mcpu={} -filetype=obj {} -o {} 2>&1", kLlvm, cpu, s.string(), b.string()), &rc);
  if (rc == 0) p.theirs = obj::read_elf(b.string(), d);
  for (const auto& f : {s, a, b}) fs::remove(f);
  return p;
}

std::vector<uint8_t> section(const obj::Object& o, const char* name) {
  int i = o.find_section(name);
  return i < 0 ? std::vector<uint8_t>{} : o.sections[static_cast<size_t>(i)].bytes;
}

// A value for a field that differs from its default and is accepted.
uint64_t other_value(const desc::DescriptorField& f) {
  if (f.default_user_sgprs) return 20;
  if (f.store == desc::DescriptorField::Store::Granulated) return 97;
  if (f.store == desc::DescriptorField::Store::None) return f.max_value == 0 ? 0 : f.max_value > 1 ? 77 : 1 - f.default_value;
  uint64_t top = std::min<uint64_t>(f.max_value, 0x12345678);
  return top == f.default_value ? top - 1 : top;
}

// A target with a code object, and the processor llvm-mc assembles for it.
struct CodeObjectTarget {
  std::string target, cpu;
};

class CodeObjectTest : public ::testing::TestWithParam<CodeObjectTarget> {
 protected:
  void SetUp() override {
    target_ = test::builtin(GetParam().target);
    ASSERT_TRUE(target_ && target_->code_object);
  }
  Pair both(const std::string& name, const std::string& text) { return assemble_both(name, text, GetParam().cpu, GetParam().target); }
  std::unique_ptr<desc::Target> target_;
};

TEST_P(CodeObjectTest, EveryDescriptorFieldAsLlvmMcLaysItOut) {
  if (!have_llvm()) GTEST_SKIP() << "llvm-mc 19 not found in " << kLlvm << ": comparison with llvm-mc skipped";
  const auto& kd = target_->code_object->descriptor;
  std::string text = fmt::format(".amdgcn_target \"amdgcn-amd-amdhsa--{}\"\n.text\n", GetParam().cpu);
  std::string rodata = ".rodata\n";
  int n = 0;
  std::vector<std::string> which;
  auto kernel = [&](const std::string& settings, const std::string& what) {
    text += fmt::format(".p2align 8\nk{}:\n  s_endpgm\n", n);
    rodata += fmt::format(".p2align 6\n.amdhsa_kernel k{}\n{}.end_amdhsa_kernel\n", n, settings);
    which.push_back(what);
    ++n;
  };
  const std::string required = "  .amdhsa_next_free_vgpr 3\n  .amdhsa_next_free_sgpr 5\n";
  kernel(required, "defaults only");
  for (const auto& f : kd.fields) {
    if (!f.unsupported.empty()) continue;
    std::string line = fmt::format("  {} {}\n", f.directive, other_value(f));
    if (f.needs) line += fmt::format("  {} {}\n", f.needs->field, f.needs->value);
    kernel(f.required ? line + (f.directive == ".amdhsa_next_free_vgpr" ? "  .amdhsa_next_free_sgpr 5\n" : "  .amdhsa_next_free_vgpr 3\n")
                      : required + line,
           f.directive);
  }
  // The VGPR granule follows the wave size; the user SGPR count follows the enabled pointers.
  kernel("  .amdhsa_next_free_vgpr 97\n  .amdhsa_next_free_sgpr 0\n  .amdhsa_wavefront_size32 0\n", "wave64 VGPR granule");
  kernel(required + "  .amdhsa_user_sgpr_dispatch_ptr 1\n  .amdhsa_user_sgpr_queue_ptr 1\n  .amdhsa_user_sgpr_private_segment_size 1\n",
         "implied user SGPR count");
  auto p = both("fields", text + rodata);
  ASSERT_TRUE(p.ours) << p.ours_err;
  ASSERT_TRUE(p.theirs) << p.theirs_err;
  auto a = section(*p.ours, ".rodata"), b = section(*p.theirs, ".rodata");
  ASSERT_EQ(a.size(), b.size());
  for (int k = 0; k < n; ++k)
    EXPECT_TRUE(std::equal(a.begin() + 64 * k, a.begin() + 64 * (k + 1), b.begin() + 64 * k)) << "descriptor of " << which[k];
}

TEST_P(CodeObjectTest, RefusedDirectivesWithLlvmMcsMessages) {
  if (!have_llvm()) GTEST_SKIP() << "llvm-mc 19 not found in " << kLlvm << ": comparison with llvm-mc skipped";
  for (const auto& f : target_->code_object->descriptor.fields) {
    if (f.unsupported.empty()) continue;
    auto p = both("refused", fmt::format(".text\nk:\n s_endpgm\n.rodata\n.amdhsa_kernel k\n .amdhsa_next_free_vgpr 1\n "
                                                  ".amdhsa_next_free_sgpr 1\n {} 1\n.end_amdhsa_kernel\n",
                                                  f.directive));
    EXPECT_FALSE(p.theirs) << f.directive << " is accepted by llvm-mc";
    EXPECT_NE(p.theirs_err.find("error: " + f.unsupported), std::string::npos) << p.theirs_err;
    EXPECT_NE(p.ours_err.find(":8:2: error: " + f.unsupported), std::string::npos) << p.ours_err;
  }
}

TEST_P(CodeObjectTest, HeaderForEveryProcessorAndVersion) {
  if (!have_llvm()) GTEST_SKIP() << "llvm-mc 19 not found in " << kLlvm << ": comparison with llvm-mc skipped";
  for (const auto& proc : target_->code_object->processors)
    for (const auto& [version, abi] : target_->code_object->abi_versions) {
      auto p = assemble_both("hdr", fmt::format(".amdgcn_target \"amdgcn-amd-amdhsa--{}\"\n.amdhsa_code_object_version {}\ns_endpgm\n",
                                                proc.name, version),
                             proc.name, GetParam().target);
      ASSERT_TRUE(p.ours && p.theirs) << proc.name << " v" << version << ": " << p.ours_err << p.theirs_err;
      EXPECT_EQ(p.ours->elf->flags, p.theirs->elf->flags) << proc.name << " v" << version;
      EXPECT_EQ(p.ours->elf->abi_version, p.theirs->elf->abi_version) << proc.name << " v" << version;
      EXPECT_EQ(p.ours->elf->osabi, p.theirs->elf->osabi);
      EXPECT_EQ(p.ours->elf->machine, p.theirs->elf->machine);
    }
}

// The directive golden (tests/gfx11/obj/directives.s, whose expected listing the golden runner
// checks) gives llvm-mc's bytes in every section a loader reads, and the same symbols.
// `simtloom dis` of llvm-mc's object for each processor finds the description by e_flags alone.
TEST_P(CodeObjectTest, DisFindsTheTargetFromEFlags) {
  if (!have_llvm()) GTEST_SKIP() << "llvm-mc 19 not found in " << kLlvm << ": comparison with llvm-mc skipped";
  fs::path s = temp("dis.s"), o = temp("dis.o");
  std::ofstream(s) << "s_nop 3\ns_endpgm\n";
  for (const auto& proc : target_->code_object->processors) {
    if (proc.generic_version) continue;  // llvm-mc writes generic processors only for v6
    int rc = 0;
    run(fmt::format("{}/llvm-mc -triple=amdgcn-amd-amdhsa -mcpu={} -filetype=obj {} -o {}", kLlvm, proc.name, s.string(), o.string()), &rc);
    ASSERT_EQ(rc, 0) << proc.name;
    std::string out = run(fmt::format("{} dis --no-comments {} 2>&1", SIMTLOOM_BINARY, o.string()), &rc);
    EXPECT_EQ(rc, 0) << proc.name << ": " << out;
    EXPECT_EQ(out, "\t.text\n\ts_nop 3\n\ts_endpgm\n") << proc.name;
  }
  fs::remove(s);
  fs::remove(o);
}

INSTANTIATE_TEST_SUITE_P(Targets, CodeObjectTest, ::testing::Values(CodeObjectTarget{"gfx11", "gfx1100"}, CodeObjectTarget{"gfx12", "gfx1200"}),
                         [](const ::testing::TestParamInfo<CodeObjectTarget>& i) { return i.param.target; });

TEST(Gfx11CodeObject, DirectivesGoldenAsLlvmMc) {
  if (!have_llvm()) GTEST_SKIP() << "llvm-mc 19 not found in " << kLlvm << ": comparison with llvm-mc skipped";
  std::ifstream in(fs::path(SIMTLOOM_SOURCE_DIR) / "tests/gfx11/obj/directives.s");
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  auto p = assemble_both("golden", text);
  ASSERT_TRUE(p.ours) << p.ours_err;
  ASSERT_TRUE(p.theirs) << p.theirs_err;
  for (const char* name : {".text", ".rodata", ".note", ".comment", ".llvm_addrsig"})
    EXPECT_EQ(section(*p.ours, name), section(*p.theirs, name)) << name;
  ASSERT_EQ(p.ours->symbols.size(), p.theirs->symbols.size());
  for (size_t i = 0; i < p.ours->symbols.size(); ++i) {
    const auto &a = p.ours->symbols[i], &b = p.theirs->symbols[i];
    EXPECT_EQ(a.name, b.name);
    EXPECT_EQ(a.type, b.type) << a.name;
    EXPECT_EQ(a.global, b.global) << a.name;
    EXPECT_EQ(a.weak, b.weak) << a.name;
    EXPECT_EQ(a.visibility, b.visibility) << a.name;
    EXPECT_EQ(a.value, b.value) << a.name;
    EXPECT_EQ(a.size, b.size) << a.name;
  }
}

// Addresses in data (`.quad label`, `.quad global+16`, a forward reference, `.long label`) are
// R_AMDGPU_ABS64 / ABS32 relocations as llvm-mc writes them: against the section symbol for a
// local label, against the symbol for a global one, in offset order; read back from both
// objects by the ELF reader (which the simulator's loader links from).
TEST(Gfx11CodeObject, DataRelocationsAsLlvmMc) {
  if (!have_llvm()) GTEST_SKIP() << "llvm-mc 19 not found in " << kLlvm << ": comparison with llvm-mc skipped";
  const char* text = R"(	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.data
tab:
	.quad g+16
	.quad later
	.long .Lend-tab
	.quad tab+4-8
	.long tab
	.long tab@abs32@hi
	.short 5
.Lend:
	.globl g
	.text
g:
	s_endpgm
	.section .rodata,"a",@progbits
later:
	.quad g
	.quad tab+3
)";
  auto p = assemble_both("datarel", text);
  ASSERT_TRUE(p.ours) << p.ours_err;
  ASSERT_TRUE(p.theirs) << p.theirs_err;
  auto list = [](const obj::Object& o) {
    std::vector<std::string> out;
    for (const auto& r : o.relocations)
      out.push_back(fmt::format("{} {:#x} type {} {} {:+d}", o.sections[static_cast<size_t>(r.section)].name, r.offset, r.type,
                                o.symbols[static_cast<size_t>(r.symbol)].name, r.addend));
    return out;
  };
  EXPECT_EQ(list(*p.ours), list(*p.theirs));
  EXPECT_EQ(list(*p.ours).size(), 7u);
  for (const char* name : {".data", ".rodata", ".text"}) EXPECT_EQ(section(*p.ours, name), section(*p.theirs, name)) << name;
}

// Typing corner cases of the metadata YAML (quoted numbers, octal, yes/On, floats, "~", a key
// without a value, an integer key, long strings, 16+ entries).
constexpr const char* kTrickyYaml = R"(---
amdhsa.kernels: []
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
x.quoted: '5'
x.bool: yes
x.on: On
x.no: n
x.octal: 010
x.bin: 0b101
x.neg: -40
x.negsmall: -3
x.negbig: -70000
x.float: 1.5
x.plus: +5
x.big: 300
x.huge: 70000
x.long: "abcdefghijklmnopqrstuvwxyz0123456789"
x.hex: 0x20
x.null: ~
x.nothing:
x.flow: {b: 1, a: [x, 'y', 3]}
7: seven
...
)";

TEST(Gfx11Metadata, NoteBytesOfTrickyYamlAsLlvmMc) {
  if (!have_llvm()) GTEST_SKIP() << "llvm-mc 19 not found in " << kLlvm << ": comparison with llvm-mc skipped";
  auto p = assemble_both("md", std::string(".amdgpu_metadata\n") + kTrickyYaml + ".end_amdgpu_metadata\n");
  ASSERT_TRUE(p.ours) << p.ours_err;
  ASSERT_TRUE(p.theirs) << p.theirs_err;
  EXPECT_EQ(section(*p.ours, ".note"), section(*p.theirs, ".note"));
}

// The bytes the MessagePack specification gives: fixmap of 2 with the keys sorted, fixstr keys,
// a fixarray of positive fixint 1, negative fixint -3, true and a fixstr, uint16 300.
TEST(Gfx11Metadata, SortedKeysShortestForms) {
  assembler::MetadataError err;
  auto doc = assembler::yaml_to_msgpack("b: 300\na: [1, -3, true, x]\n", err, /*verify=*/false);
  ASSERT_TRUE(doc) << err.message;
  const std::vector<uint8_t> expected = {0x82, 0xa1, 'a', 0x94, 0x01, 0xfd, 0xc3, 0xa1, 'x', 0xa1, 'b', 0xcd, 0x01, 0x2c};
  EXPECT_EQ(*doc, expected);
  auto note = assembler::elf_note("AMDGPU", 32, *doc);
  ASSERT_EQ(note.size(), 12u + 8u + 16u);
  EXPECT_EQ(note[0], 7);                // namesz, with the NUL
  EXPECT_EQ(note[4], doc->size());      // descsz, unpadded
  EXPECT_EQ(note[8], 32);               // NT_AMDGPU_METADATA
  EXPECT_EQ(note[12 + 6], 0);           // "AMDGPU\0", padded to 8
  EXPECT_EQ(note.back(), 0);            // the descriptor padded to 4
}

TEST(Gfx11Metadata, YamlErrorIsLocated) {
  assembler::MetadataError err;
  EXPECT_FALSE(assembler::yaml_to_msgpack("a: [1, 2\nb: 3\n", err, /*verify=*/false));
  EXPECT_FALSE(err.message.empty());
  EXPECT_GE(err.line, 0);
  EXPECT_FALSE(assembler::yaml_to_msgpack("a: 1\na: 2\n", err, false));
  EXPECT_EQ(err.message, "duplicated mapping key 'a'");
  EXPECT_EQ(err.line, 1);
}

}  // namespace
}  // namespace simtloom
