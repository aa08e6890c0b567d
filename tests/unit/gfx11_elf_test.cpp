// `simtloom dis -t gfx11` on an AMDGPU ELF code object made by llvm-mc 19 (-filetype=obj): the
// listing of .text is the expected text, agrees with llvm-objdump on every described instruction,
// and reassembles to the same bytes. Skipped (visibly) where llvm-mc 19 is not installed.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

#include "obj/object.h"
#include "test_support.h"

namespace simtloom {
namespace {

constexpr const char* kLlvmDir = "/usr/lib/llvm-19/bin";

std::string run(const std::string& cmd, int* rc = nullptr) { return test::run_command(cmd, rc); }

constexpr const char* kSource = R"(	.text
	.globl k
k:
	s_nop 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
.Lloop:
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_waitcnt_depctr depctr_va_vdst(0) depctr_vm_vsrc(2)
	s_waitcnt_vscnt null, 0x0
	v_mov_b32 v0, v1
	s_cbranch_scc0 .Lloop
	s_sendmsghalt sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)
	s_endpgm
)";

// What we print: llvm-objdump's text for every instruction (the VOP1 v_mov_b32 too, now that VOP1
// is described). Branch targets without a symbol print as llvm's raw simm16.
constexpr const char* kExpected = R"(	.text
k:
	s_nop 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_waitcnt_depctr depctr_va_vdst(0) depctr_vm_vsrc(2)
	s_waitcnt_vscnt null, 0x0
	v_mov_b32_e32 v0, v1
	s_cbranch_scc0 65531
	s_sendmsghalt sendmsg(47, 0, 0)
	s_endpgm
)";

class Gfx11Elf : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!std::filesystem::exists(fmt::format("{}/llvm-mc", kLlvmDir)))
      GTEST_SKIP() << "llvm-mc 19 not found in " << kLlvmDir << ": AMDGPU ELF test skipped";
  }
};

TEST_F(Gfx11Elf, DisassemblesLlvmCodeObjectAndReassembles) {
  auto dir = std::filesystem::temp_directory_path() / fmt::format("simtloom_gfx11_elf_{}", ::getpid());
  std::filesystem::create_directories(dir);
  auto src = dir / "k.s", obj = dir / "k.o", lst = dir / "k.dis.s", bin = dir / "k.bin";
  std::ofstream(src) << kSource;
  int rc = 0;
  run(fmt::format("{}/llvm-mc -arch=amdgcn -mcpu=gfx1100 -filetype=obj {} -o {} 2>&1", kLlvmDir, src.string(), obj.string()), &rc);
  ASSERT_EQ(rc, 0) << "llvm-mc could not assemble the test source";

  // 1. The listing of .text.
  std::string ours = run(fmt::format("{} dis -t gfx11 --no-comments {}", SIMTLOOM_BINARY, obj.string()), &rc);
  ASSERT_EQ(rc, 0);
  EXPECT_EQ(ours, kExpected);

  // 2. llvm-objdump prints the same text for each instruction we describe.
  std::string theirs = run(fmt::format("{}/llvm-objdump -d --no-show-raw-insn --no-leading-addr {}", kLlvmDir, obj.string()));
  std::vector<std::string> ol;
  std::istringstream in(theirs);
  for (std::string l; std::getline(in, l);) {
    if (l.empty() || l[0] != '\t') continue;
    auto c = l.find("//");
    if (c != std::string::npos) l = l.substr(0, c);
    while (!l.empty() && (l.back() == ' ' || l.back() == '\t')) l.pop_back();
    ol.push_back(l);
  }
  std::vector<std::string> ml;
  std::istringstream mine(ours);
  for (std::string l; std::getline(mine, l);)
    if (!l.empty() && l[0] == '\t' && l != "\t.text") ml.push_back(l);
  ASSERT_EQ(ol.size(), ml.size()) << theirs;
  for (size_t i = 0; i < ml.size(); ++i)
    if (ml[i].find(".long") == std::string::npos) EXPECT_EQ(ml[i], ol[i]);

  // 3. The listing reassembles to the bytes of the object's .text.
  std::ofstream(lst) << ours;
  run(fmt::format("{} asm -t gfx11 {} -f bin -o {}", SIMTLOOM_BINARY, lst.string(), bin.string()), &rc);
  ASSERT_EQ(rc, 0);
  DiagList d;
  auto o = obj::read_elf(obj.string(), d);
  ASSERT_TRUE(o) << d.render();
  int s = o->find_section(".text");
  ASSERT_GE(s, 0);
  std::ifstream f(bin, std::ios::binary);
  std::vector<uint8_t> back((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  EXPECT_EQ(back, o->sections[s].bytes);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace simtloom
