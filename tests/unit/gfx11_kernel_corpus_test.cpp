// The OpenCL C kernels of tests/gfx11/kernels/, compiled by clang 19 in the test, assembled by
// simtloom and by llvm-mc 19: the code objects agree where a loader looks — the ELF header
// (machine, OS/ABI, ABI version, e_flags), .text, the kernel descriptors in .rodata, the metadata
// note, .comment, the symbols (by name, with type, binding, visibility, section, value, size) and
// the relocations — and llvm-readelf reads ours without a warning, llvm-objdump disassembles it
// and `simtloom dis` lists it as llvm-objdump does.
//
// A kernel's first lines may say `// clang: FLAGS` (extra clang options: -mcpu, -mwavefrontsize64,
// -mcode-object-version; with -mwavefrontsize64 the kernel is assembled and listed in the wave64
// mode, llvm's tools with -mattr=+wavefrontsize64) and `// needs: full-isa (...)`: such a kernel's body uses instructions
// gfx11 does not describe yet; while simtloom refuses an instruction of it, its test is skipped
// saying so (an error at a directive still fails it), and once the instructions are described it
// is compared like the others (and must then pass).
// Everything is skipped, visibly, where clang 19 or llvm-mc 19 is not installed.
#include <filesystem>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

#include "obj/object.h"
#include "test_support.h"

namespace simtloom {
namespace {

namespace fs = std::filesystem;
constexpr const char* kLlvm = "/usr/lib/llvm-19/bin";

std::string run(const std::string& cmd, int* rc = nullptr) { return test::run_command(cmd, rc); }

std::vector<std::string> kernel_files() {
  std::vector<std::string> out;
  for (const auto& e : fs::directory_iterator(fs::path(SIMTLOOM_SOURCE_DIR) / "tests/gfx11/kernels"))
    if (e.path().extension() == ".cl") out.push_back(e.path().stem().string());
  std::sort(out.begin(), out.end());
  return out;
}

// The text after `// KEY:` on one of the file's comment lines, or "".
std::string header_value(const fs::path& file, const std::string& key) {
  std::ifstream in(file);
  for (std::string l; std::getline(in, l) && l.rfind("//", 0) == 0;)
    if (l.rfind("// " + key + ":", 0) == 0) return l.substr(l.find_first_not_of(' ', key.size() + 4));
  return {};
}

std::string processor_of(const std::string& flags) {
  auto p = flags.find("-mcpu=");
  if (p == std::string::npos) return "gfx1100";
  auto e = flags.find(' ', p);
  return flags.substr(p + 6, e == std::string::npos ? std::string::npos : e - p - 6);
}

// What must agree about a symbol; sections by name, since the two writers number them differently.
std::string symbol_line(const obj::Object& o, const obj::Symbol& s) {
  std::string section = s.section < 0 ? "ABS" : o.sections[static_cast<size_t>(s.section)].name;
  return fmt::format("{} type={} global={} weak={} vis={} {}+{:#x} size={}", s.name, static_cast<int>(s.type), s.global, s.weak,
                     s.visibility, section, s.value, s.size);
}

std::vector<std::string> symbol_lines(const obj::Object& o) {
  std::vector<std::string> v;
  for (const auto& s : o.symbols) v.push_back(symbol_line(o, s));
  std::sort(v.begin(), v.end());
  return v;
}

// llvm-readelf's relocation rows without the section offsets, which differ between layouts.
std::string relocations(const fs::path& obj) {
  std::istringstream in(run(fmt::format("{}/llvm-readelf -r {}", kLlvm, obj.string())));
  std::string out;
  for (std::string l; std::getline(in, l);)
    if (l.find("R_AMDGPU") != std::string::npos || l.find("Relocation section") != std::string::npos)
      out += l.substr(0, l.find(" at offset")) + "\n";
  return out;
}

// Instruction lines of a disassembly: tab-led, comments and trailing blanks removed.
std::vector<std::string> instruction_lines(const std::string& text) {
  std::vector<std::string> v;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) {
    if (l.empty() || l[0] != '\t' || l.find("\t.") == 0) continue;
    l = l.substr(0, l.find("//"));
    while (!l.empty() && (l.back() == ' ' || l.back() == '\t')) l.pop_back();
    v.push_back(l);
  }
  return v;
}

// Whether one of the errors is about a directive (the source line under an error starts with
// '.'): a kernel that needs instructions not yet described is skipped only for instruction errors.
bool directive_error(const std::string& diagnostics) {
  std::istringstream in(diagnostics);
  bool after_error = false;
  for (std::string l; std::getline(in, l);) {
    if (after_error) {
      auto a = l.find_first_not_of(" \t");
      if (a != std::string::npos && l[a] == '.') return true;
    }
    after_error = l.find(": error: ") != std::string::npos;
  }
  return false;
}

class KernelCorpus : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    for (const char* tool : {"clang", "llvm-mc", "llvm-readelf", "llvm-objdump"})
      if (!fs::exists(fmt::format("{}/{}", kLlvm, tool)))
        GTEST_SKIP() << tool << " 19 not found in " << kLlvm << ": the gfx11 kernel corpus is not compared";
    dir_ = fs::temp_directory_path() / fmt::format("simtloom_corpus_{}_{}", ::getpid(), GetParam());
    fs::create_directories(dir_);
  }
  void TearDown() override {
    if (!dir_.empty() && !HasFailure()) fs::remove_all(dir_);
  }
  fs::path dir_;
};

TEST_P(KernelCorpus, AssemblesToLlvmMcsCodeObject) {
  const fs::path cl = fs::path(SIMTLOOM_SOURCE_DIR) / "tests/gfx11/kernels" / (GetParam() + ".cl");
  const std::string flags = header_value(cl, "clang"), needs = header_value(cl, "needs");
  const fs::path s = dir_ / "k.s", ours = dir_ / "ours.o", ref = dir_ / "ref.o";
  int rc = 0;
  std::string out = run(fmt::format("{}/clang -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx1100 {} -nogpulib -O2 -S {} -o {} 2>&1",
                                    kLlvm, flags, cl.string(), s.string()), &rc);
  ASSERT_EQ(rc, 0) << "clang could not compile " << cl << ":\n" << out;
  const bool wave64 = flags.find("-mwavefrontsize64") != std::string::npos;
  const std::string mode = wave64 ? " --mode wave64" : "", mattr = wave64 ? " -mattr=+wavefrontsize64" : "";
  out = run(fmt::format("{} asm -t gfx11{} {} -o {} 2>&1", SIMTLOOM_BINARY, mode, s.string(), ours.string()), &rc);
  if (rc != 0 && !needs.empty() && !directive_error(out))
    GTEST_SKIP() << GetParam() << ".cl needs " << needs << "; simtloom says: " << out.substr(0, out.find('\n'));
  ASSERT_EQ(rc, 0) << "simtloom could not assemble clang's output for " << cl << ":\n" << out;
  out = run(fmt::format("{}/llvm-mc -triple=amdgcn-amd-amdhsa -mcpu={}{} -filetype=obj {} -o {} 2>&1", kLlvm, processor_of(flags), mattr,
                        s.string(), ref.string()), &rc);
  ASSERT_EQ(rc, 0) << out;

  DiagList d;
  auto a = obj::read_elf(ours.string(), d), b = obj::read_elf(ref.string(), d);
  ASSERT_TRUE(a && b) << d.render();
  ASSERT_TRUE(a->elf && b->elf);
  EXPECT_EQ(a->elf->machine, b->elf->machine);
  EXPECT_EQ(a->elf->osabi, b->elf->osabi);
  EXPECT_EQ(a->elf->abi_version, b->elf->abi_version);
  EXPECT_EQ(a->elf->flags, b->elf->flags) << "e_flags";
  for (const char* name : {".text", ".rodata", ".note", ".comment"}) {
    int i = a->find_section(name), j = b->find_section(name);
    ASSERT_EQ(i < 0, j < 0) << name << " is in only one of the objects";
    if (i < 0) continue;
    const auto& x = a->sections[static_cast<size_t>(i)];
    const auto& y = b->sections[static_cast<size_t>(j)];
    EXPECT_EQ(x.bytes, y.bytes) << name << " differs";
    EXPECT_EQ(x.align, y.align) << name;
    EXPECT_EQ(x.elf_type, y.elf_type) << name;
    EXPECT_EQ(x.exec, y.exec) << name;
    EXPECT_EQ(x.alloc, y.alloc) << name;
    EXPECT_EQ(x.elf_flags, y.elf_flags) << name;
  }
  EXPECT_EQ(symbol_lines(*a), symbol_lines(*b));
  EXPECT_EQ(relocations(ours), relocations(ref));

  // llvm's tools read it without complaint; our disassembler lists .text as llvm-objdump does.
  out = run(fmt::format("{}/llvm-readelf -a {} 2>&1 >/dev/null", kLlvm, ours.string()), &rc);
  EXPECT_EQ(rc, 0);
  EXPECT_EQ(out, "") << "llvm-readelf warns about our object";
  std::string theirs = run(fmt::format("{}/llvm-objdump -d{} --no-show-raw-insn --no-leading-addr {} 2>&1", kLlvm, wave64 ? " --mattr=+wavefrontsize64" : "", ours.string()), &rc);
  EXPECT_EQ(rc, 0) << theirs;
  std::string mine = run(fmt::format("{} dis{} {} 2>&1", SIMTLOOM_BINARY, mode, ours.string()), &rc);
  ASSERT_EQ(rc, 0) << mine;
  EXPECT_EQ(instruction_lines(mine), instruction_lines(theirs));
}

// Every instruction clang 19 writes for the kernel at -O1, -O2 and -O3 has semantics: `run`'s
// load-time check (which lists the instructions without) passes for each of its kernels.
TEST_P(KernelCorpus, EveryInstructionHasSemantics) {
  const fs::path cl = fs::path(SIMTLOOM_SOURCE_DIR) / "tests/gfx11/kernels" / (GetParam() + ".cl");
  const std::string flags = header_value(cl, "clang");
  const std::string mode = flags.find("-mwavefrontsize64") != std::string::npos ? " --mode wave64" : "";
  for (const char* opt : {"-O1", "-O2", "-O3"}) {
    SCOPED_TRACE(opt);
    const fs::path s = dir_ / fmt::format("k{}.s", opt);
    int rc = 0;
    std::string out = run(fmt::format("{}/clang -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx1100 {} -nogpulib {} -S {} -o {} 2>&1", kLlvm,
                                      flags, opt, cl.string(), s.string()), &rc);
    ASSERT_EQ(rc, 0) << out;
    if (processor_of(flags) != "gfx1100") continue;  // (the simulator runs gfx1100 code)
    std::ifstream in(s);
    for (std::string l; std::getline(in, l);) {
      auto at = l.find(".amdhsa_kernel ");
      if (at == std::string::npos) continue;
      const std::string kernel = l.substr(l.find_first_not_of(' ', at + 15));
      const fs::path launch = dir_ / "launch.yaml";
      std::ofstream(launch) << "kernel: " << kernel << "\ngrid: [1]\nworkgroup: [1]\n";
      out = run(fmt::format("{} run -t gfx11{} {} --launch {} 2>&1", SIMTLOOM_BINARY, mode, s.string(), launch.string()));
      EXPECT_EQ(out.find("has no semantics for"), std::string::npos) << kernel << ":\n" << out;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Gfx11, KernelCorpus, ::testing::ValuesIn(kernel_files()),
                         [](const ::testing::TestParamInfo<std::string>& i) { return i.param; });

}  // namespace
}  // namespace simtloom
