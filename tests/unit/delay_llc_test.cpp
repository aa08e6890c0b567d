// The s_delay_alu analysis (src/analysis/delay.h, `simtloom lint -t gfx11 --delays`) against LLVM
// 19 itself: llc-19 compiles small straight-line LLVM IR functions for gfx1100 and gfx1200; each function's
// instructions, without llc's own s_delay_alu lines, are classified (valu, trans, salu, other,
// mem) with their explicit register operands and given to compute_delays, which must insert the
// values llc inserted, before the same instructions. Skipped (visibly) where llc-19 is absent.
//
// Restriction: there is no full gfx11 description to classify arbitrary instructions, so the test
// classifies by mnemonic the kinds of instruction its IR produces (see classify()):
//  - v_* is VALU, except the 32/16-bit transcendentals (v_exp, v_log, v_rcp, v_rcp_iflag, v_rsq,
//    v_sqrt, v_sin, v_cos), which are TRANS; VOPD pairs (v_dual_X ... :: v_dual_Y ...) are one VALU
//    with two destinations. 64-bit, multiply-high/low and carry-out VALU forms have other latencies
//    or implicit destinations and are refused;
//  - s_* ALU instructions are SALU; s_load/s_buffer_load (SMEM), s_waitcnt*, s_wait_*, s_clause,
//    s_endpgm, s_sendmsg are `other`; s_nop N is `nop N`; s_waitcnt_depctr (gfx12: s_wait_alu)
//    with va_vdst = 0 is `mem`;
//  - global_*, flat_*, scratch_*, buffer_*, ds_*, image_*, exp* are `mem` (they wait for VA_VDST=0);
//  - operands: the first is the destination (none for v_cmp*_e32 and s_cmp*; fmac/mac and VOPD
//    fmac also read it); VCC in a VOP1/VOP2/VOPC _e32 encoding is implicit, so it is left out.
// Any other instruction, or a function with more than one basic block, fails the test by name, so
// the corpus below stays within what the classifier knows.
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <unistd.h>

#include <fmt/format.h>

#include "analysis/delay.h"
#include "test_support.h"

namespace simtloom {
namespace {

namespace fs = std::filesystem;
using analysis::AluClass;
using analysis::DelayInsn;

const char* kIr = R"(
declare float @llvm.exp2.f32(float)
declare float @llvm.sqrt.f32(float)
declare float @llvm.fma.f32(float, float, float)
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.amdgcn.rcp.f32(float)
declare float @llvm.amdgcn.rsq.f32(float)
declare float @llvm.amdgcn.exp2.f32(float)
declare float @llvm.amdgcn.log.f32(float)
declare float @llvm.amdgcn.sin.f32(float)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_ps float @chain(float %a, float %b, float %c) {
  %x = fadd float %a, %b
  %y = fmul float %x, %c
  %z = fadd float %y, %x
  %w = fmul float %z, %z
  ret float %w
}

define amdgpu_ps float @exp2_afn(float %a, float %b) {
  %x = fmul float %a, %b
  %e = call afn float @llvm.exp2.f32(float %x)
  %y = fadd float %e, %a
  %s = call afn float @llvm.sqrt.f32(float %y)
  %z = fmul float %s, %b
  ret float %z
}

define amdgpu_ps <2 x float> @two(float %a, float %b, float %c, float %d) {
  %x = fadd float %a, %b
  %y = fmul float %c, %d
  %p = fadd float %x, %c
  %q = fmul float %y, %a
  %r = fadd float %p, %q
  %s = fmul float %r, %x
  %v0 = insertelement <2 x float> undef, float %r, i32 0
  %v1 = insertelement <2 x float> %v0, float %s, i32 1
  ret <2 x float> %v1
}

define amdgpu_ps i32 @salu(i32 inreg %a, i32 inreg %b, i32 inreg %c) {
  %x = add i32 %a, %b
  %y = xor i32 %x, %c
  %z = shl i32 %y, 3
  %w = and i32 %z, %x
  %v = or i32 %w, %a
  ret i32 %v
}

define amdgpu_ps float @rcp_chain(float %a, float %b, float %c) {
  %r = call float @llvm.amdgcn.rcp.f32(float %a)
  %x = fmul float %b, %c
  %y = fadd float %x, %r
  %q = call float @llvm.amdgcn.rsq.f32(float %y)
  %z = fmul float %q, %x
  ret float %z
}

define amdgpu_ps float @trans3(float %a, float %b, float %c, float %d) {
  %r = call float @llvm.amdgcn.exp2.f32(float %a)
  %s = call float @llvm.amdgcn.log.f32(float %b)
  %t = call float @llvm.amdgcn.sin.f32(float %c)
  %x = fadd float %r, %d
  %y = fadd float %s, %t
  %z = fmul float %x, %y
  ret float %z
}

define amdgpu_ps float @fma(float %a, float %b, float %c, float %d) {
  %x = call float @llvm.fma.f32(float %a, float %b, float %c)
  %y = call float @llvm.fma.f32(float %x, float %d, float %a)
  %z = call float @llvm.maxnum.f32(float %y, float %b)
  %w = call float @llvm.fma.f32(float %z, float %x, float %y)
  ret float %w
}

define amdgpu_ps float @far(float %a, float %b, float %c, float %d, float %e) {
  %x = fadd float %a, %b
  %p = fmul float %c, %d
  %q = fmul float %d, %e
  %r = fmul float %e, %c
  %s = fadd float %p, %q
  %t = fadd float %s, %r
  %u = fadd float %t, %x
  ret float %u
}

define amdgpu_ps i32 @salu_long(i32 inreg %a, i32 inreg %b, i32 inreg %c, i32 inreg %d) {
  %x = add i32 %a, %b
  %y = sub i32 %c, %d
  %z = xor i32 %x, %y
  %w = lshr i32 %z, 2
  %v = add i32 %w, %a
  %u = and i32 %v, %y
  %t = or i32 %u, %x
  ret i32 %t
}

define amdgpu_ps float @valu_to_salu(float %a, i32 inreg %s) {
  %x = fadd float %a, 1.0
  %i = bitcast float %x to i32
  %f = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %i)
  %g = add i32 %f, %s
  %h = mul i32 %g, %g
  %k = bitcast i32 %h to float
  %m = fadd float %k, %a
  ret float %m
}

define amdgpu_ps float @mixed(float %a, float %b, i32 inreg %s, i32 inreg %t) {
  %x = fadd float %a, %b
  %y = add i32 %s, %t
  %yf = bitcast i32 %y to float
  %z = fmul float %x, %yf
  %w = fadd float %z, %a
  %v = fmul float %w, %x
  ret float %v
}

define amdgpu_ps float @ints(i32 %a, i32 %b, i32 %c) {
  %x = add i32 %a, %b
  %y = xor i32 %x, %c
  %z = shl i32 %y, 5
  %w = and i32 %z, %a
  %v = or i32 %w, %x
  %f = bitcast i32 %v to float
  ret float %f
}

define amdgpu_ps float @select(float %a, float %b, float %c) {
  %x = fadd float %a, %b
  %cmp = fcmp ogt float %x, %c
  %s = select i1 %cmp, float %x, float %a
  %t = fmul float %s, %b
  ret float %t
}

define amdgpu_ps float @trans_then_valu(float %a, float %b, float %c, float %d) {
  %r = call float @llvm.amdgcn.rcp.f32(float %a)
  %x = fmul float %b, %c
  %y = fmul float %c, %d
  %z = fadd float %x, %y
  %w = fadd float %z, %r
  ret float %w
}

define amdgpu_ps float @salu_feeds_valu(float %a, i32 inreg %s, i32 inreg %t, i32 inreg %u) {
  %x = add i32 %s, %t
  %y = xor i32 %x, %u
  %xf = bitcast i32 %x to float
  %yf = bitcast i32 %y to float
  %p = fadd float %a, %xf
  %q = fmul float %p, %yf
  ret float %q
}

define amdgpu_ps float @three_kinds(float %a, float %b, float %c, i32 inreg %s, i32 inreg %t) {
  %r = call float @llvm.amdgcn.rcp.f32(float %a)
  %x = fmul float %b, %c
  %u = add i32 %s, %t
  %uf = bitcast i32 %u to float
  %y = call float @llvm.fma.f32(float %r, float %x, float %uf)
  ret float %y
}

define amdgpu_ps float @trans_back(float %a, float %b, float %c, float %d) {
  %r = call float @llvm.amdgcn.exp2.f32(float %a)
  %s = call float @llvm.amdgcn.log.f32(float %b)
  %t = call float @llvm.sqrt.f32(float %c)
  %x = fmul float %r, %d
  %y = fmul float %s, %d
  %z = fmul float %t, %d
  %p = fadd float %x, %y
  %q = fadd float %p, %z
  ret float %q
}

define amdgpu_ps float @long_gap(float %a, float %b, float %c, float %d, float %e, float %f, float %g) {
  %x = fadd float %a, %b
  %y = fmul float %x, %c
  %p1 = fmul float %d, %e
  %p2 = fmul float %e, %f
  %p3 = fmul float %f, %g
  %p4 = fmul float %g, %d
  %p5 = fmul float %d, %d
  %s1 = fadd float %p1, %p2
  %s2 = fadd float %p3, %p4
  %s3 = fadd float %s1, %s2
  %s4 = fadd float %s3, %p5
  %r = fadd float %s4, %y
  ret float %r
}

define amdgpu_ps i32 @salu_mix(i32 inreg %a, i32 inreg %b, i32 inreg %c) {
  %x = mul i32 %a, %b
  %y = add i32 %x, %c
  %z = lshr i32 %y, %a
  %w = sub i32 %z, %x
  ret i32 %w
}

define amdgpu_kernel void @kern(ptr addrspace(1) %out, ptr addrspace(1) %in, float %k) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr float, ptr addrspace(1) %in, i32 %tid
  %v = load float, ptr addrspace(1) %p
  %x = fmul float %v, %k
  %y = fadd float %x, %v
  %e = call float @llvm.amdgcn.exp2.f32(float %y)
  %z = fmul float %e, %x
  %q = getelementptr float, ptr addrspace(1) %out, i32 %tid
  store float %z, ptr addrspace(1) %q
  ret void
}
)";

std::string find_llc() {
  for (const char* p : {"/usr/bin/llc-19", "/usr/lib/llvm-19/bin/llc"})
    if (fs::exists(p)) return p;
  return {};
}

bool starts(const std::string& s, const char* p) { return s.rfind(p, 0) == 0; }

// "v[0:3]" -> v0..v3; "v7", "vcc_lo", "m0" -> themselves; anything else (constants, modifiers) -> nothing.
void registers(std::string tok, std::vector<std::string>& out, bool drop_vcc) {
  while (!tok.empty() && (tok[0] == '-' || tok[0] == '|' || tok[0] == ' ')) tok.erase(0, 1);
  while (!tok.empty() && (tok.back() == '|' || tok.back() == ' ')) tok.pop_back();
  static const std::regex one(R"(^([vs])(\d+)$)"), range(R"(^([vs])\[(\d+):(\d+)\]$)"),
      special(R"(^(vcc_lo|vcc_hi|vcc|exec_lo|exec_hi|m0)$)");
  std::smatch m;
  if (std::regex_match(tok, m, one)) out.push_back(tok);
  else if (std::regex_match(tok, m, range))
    for (int k = std::stoi(m[2]); k <= std::stoi(m[3]); ++k) out.push_back(fmt::format("{}{}", std::string(m[1]), k));
  else if (std::regex_match(tok, m, special) && !(drop_vcc && starts(tok, "vcc")))
    out.push_back(tok == "vcc" ? "vcc_lo" : tok);
}

std::vector<std::string> split_operands(const std::string& s) {
  std::vector<std::string> v;
  std::string cur;
  int depth = 0;
  for (char ch : s) {
    if (ch == '[' || ch == '(') ++depth;
    if (ch == ']' || ch == ')') --depth;
    if (ch == ',' && depth == 0) {
      v.push_back(cur);
      cur.clear();
    } else {
      cur += ch;
    }
  }
  if (!cur.empty()) v.push_back(cur);
  for (auto& x : v) {
    size_t a = x.find_first_not_of(" \t"), b = x.find_last_not_of(" \t");
    x = a == std::string::npos ? "" : x.substr(a, b - a + 1);
  }
  return v;
}

// One VALU/SALU half: destination first (unless `no_dest`), then sources.
void alu_operands(const std::string& mnem, const std::string& ops, DelayInsn& in, bool no_dest) {
  bool e32 = mnem.size() > 4 && mnem.compare(mnem.size() - 4, 4, "_e32") == 0;
  bool tied = mnem.find("fmac") != std::string::npos || mnem.find("_mac_") != std::string::npos;
  auto list = split_operands(ops);
  for (size_t i = 0; i < list.size(); ++i) {
    if (i == 0 && !no_dest) {
      registers(list[i], in.writes, e32);
      if (tied) registers(list[i], in.reads, e32);
    } else {
      registers(list[i], in.reads, e32);
    }
  }
}

// Classifies one instruction line of llc's output; false (with `why`) when it is outside the set
// the test knows.
bool classify(const std::string& mnem, const std::string& ops, DelayInsn& in, const desc::Target& target, std::string& why) {
  static const char* trans[] = {"v_exp_f32", "v_log_f32", "v_rcp_f32", "v_rcp_iflag_f32", "v_rsq_f32", "v_sqrt_f32", "v_sin_f32",
                                "v_cos_f32", "v_exp_f16", "v_log_f16", "v_rcp_f16", "v_rsq_f16", "v_sqrt_f16", "v_sin_f16", "v_cos_f16"};
  if (starts(mnem, "v_")) {
    for (const char* bad : {"f64", "b64", "i64", "u64", "mul_lo", "mul_hi", "mad_", "_co_", "writelane"})
      if (mnem.find(bad) != std::string::npos) return why = "VALU form outside the test's set", false;
    if (starts(mnem, "v_dual_")) {
      in.cls = AluClass::Valu;
      auto sep = ops.find("::");
      if (sep == std::string::npos) return why = "VOPD without '::'", false;
      alu_operands(mnem, ops.substr(0, sep), in, false);
      std::string second = ops.substr(sep + 2);
      size_t a = second.find_first_not_of(" \t"), b = second.find_first_of(" \t", a);
      std::string m2 = second.substr(a, b - a);
      alu_operands(m2, b == std::string::npos ? "" : second.substr(b), in, false);
      // VOPD's v_dual_cndmask reads VCC implicitly.
      std::erase(in.reads, std::string("vcc_lo"));
      return true;
    }
    std::string base = mnem;
    for (const char* suf : {"_e32", "_e64", "_dpp", "_sdwa"})
      if (base.size() > 4 && base.ends_with(suf)) base.erase(base.size() - std::string(suf).size());
    in.cls = AluClass::Valu;
    for (const char* t : trans)
      if (base == t) in.cls = AluClass::Trans;
    bool no_dest = starts(mnem, "v_cmp") && mnem.ends_with("_e32");
    alu_operands(mnem, ops, in, no_dest);
    return true;
  }
  if (mnem == "s_nop") {
    in.cls = AluClass::Other;
    in.issue_cycles = static_cast<unsigned>(std::stoul(ops, nullptr, 0)) + 1;
    return true;
  }
  if (mnem == "s_waitcnt_depctr" || mnem == "s_wait_alu") {  // gfx12 calls it s_wait_alu
    DiagList d;
    auto bytes = test::assemble(target, mnem + " " + ops + "\n", d);
    if (bytes.size() != 4) return why = "s_waitcnt_depctr does not assemble: " + d.render(), false;
    in.cls = ((test::word_at(bytes) >> 12) & 0xf) == 0 ? AluClass::Mem : AluClass::Other;  // va_vdst = 0 waits for every VALU
    return true;
  }
  for (const char* p : {"s_load_", "s_buffer_load_", "s_waitcnt", "s_wait_", "s_clause", "s_endpgm", "s_sendmsg", "s_code_end"})
    if (starts(mnem, p)) {
      if (mnem == "s_sendmsg_rtn_b32" || mnem == "s_sendmsg_rtn_b64") break;
      in.cls = AluClass::Other;
      return true;
    }
  for (const char* p : {"global_", "flat_", "scratch_", "buffer_", "ds_", "image_", "exp"})
    if (starts(mnem, p)) {
      in.cls = AluClass::Mem;
      return true;
    }
  if (starts(mnem, "s_")) {
    for (const char* bad : {"s_sendmsg", "s_barrier", "s_branch", "s_cbranch", "s_setpc", "s_swappc", "s_getpc", "s_delay"})
      if (starts(mnem, bad)) return why = "scalar instruction outside the test's set", false;
    in.cls = AluClass::Salu;
    bool no_dest = starts(mnem, "s_cmp") || starts(mnem, "s_bitcmp");
    alu_operands(mnem, ops, in, no_dest);
    return true;
  }
  return why = "unknown instruction kind", false;
}

struct Function {
  std::string name;
  std::vector<DelayInsn> prog;
  std::vector<uint16_t> want;  // the s_delay_alu llc put before each instruction (0: none)
  std::vector<std::string> lines;
  int blocks = 1;
};

// llc for `cpu`, our description `target` for reading its s_delay_alu and s_waitcnt_depctr lines.
void same_delays_as_llc(const std::string& cpu, const std::string& target_id) {
  std::string llc = find_llc();
  if (llc.empty()) GTEST_SKIP() << "llc-19 not found (/usr/bin/llc-19, /usr/lib/llvm-19/bin/llc; apt-get install llvm-19): comparison skipped";
  auto tgt = test::builtin(target_id);
  ASSERT_TRUE(tgt);
  fs::path ir = fs::temp_directory_path() / fmt::format("simtloom_delay_{}_{}.ll", ::getpid(), cpu);
  std::ofstream(ir) << kIr;
  int rc = 0;
  std::string out = test::run_command(llc + " -mtriple=amdgcn -mcpu=" + cpu + " -o - " + ir.string() + " 2>&1", &rc);
  fs::remove(ir);
  ASSERT_EQ(rc, 0) << out;

  std::vector<Function> fns;
  std::istringstream in(out);
  static const std::regex label(R"(^([A-Za-z_][\w.$]*):)"), bb(R"(^\.LBB\d+_\d+:)");
  bool in_fn = false;
  for (std::string line; std::getline(in, line);) {
    auto semi = line.find(';');
    std::string code = semi == std::string::npos ? line : line.substr(0, semi);
    std::smatch m;
    if (std::regex_search(code, m, label) && code[0] != '.') {
      fns.push_back({m[1], {}, {}, {}, 1});
      in_fn = true;
      continue;
    }
    if (std::regex_search(code, m, bb)) {
      if (in_fn) ++fns.back().blocks;
      continue;
    }
    if (code.rfind(".Lfunc_end", 0) == 0) in_fn = false;
    size_t a = code.find_first_not_of(" \t");
    if (!in_fn || a == std::string::npos || code[a] == '.') continue;
    std::string text = code.substr(a);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.pop_back();
    size_t sp = text.find_first_of(" \t");
    std::string mnem = text.substr(0, sp), ops = sp == std::string::npos ? "" : text.substr(sp + 1);
    Function& f = fns.back();
    if (mnem == "s_delay_alu") {
      DiagList d;
      auto bytes = test::assemble(*tgt, text + "\n", d);
      ASSERT_EQ(bytes.size(), 4u) << "our assembler does not take llc's '" << text << "': " << d.render();
      f.want.resize(f.prog.size() + 1, 0);
      f.want[f.prog.size()] = static_cast<uint16_t>(test::word_at(bytes) & 0xffff);
      continue;
    }
    DelayInsn insn;
    insn.text = text;
    std::string why;
    ASSERT_TRUE(classify(mnem, ops, insn, *tgt, why)) << f.name << ": '" << text << "': " << why << " (extend classify() or change the IR)";
    f.prog.push_back(std::move(insn));
    f.lines.push_back(text);
  }
  ASSERT_GE(fns.size(), 15u) << out;
  size_t compared = 0, delays = 0;
  for (auto& f : fns) {
    ASSERT_EQ(f.blocks, 1) << f.name << " is not straight-line code";
    f.want.resize(f.prog.size(), 0);
    auto got = analysis::compute_delays(f.prog);
    std::string listing;
    for (size_t i = 0; i < f.prog.size(); ++i)
      listing += fmt::format("  {:>5} {:>5}  {}\n", f.want[i] ? fmt::format("{:#x}", f.want[i]) : "", got[i] ? fmt::format("{:#x}", got[i]) : "",
                             f.lines[i]);
    EXPECT_EQ(got, f.want) << f.name << " (llc, ours, instruction):\n" << listing;
    ++compared;
    for (auto w : f.want) delays += w != 0;
  }
  EXPECT_GE(delays, 30u) << "the corpus should make llc insert many s_delay_alu";
  std::printf("[ delay ] %s: %zu functions, %zu s_delay_alu compared with llc-19\n", cpu.c_str(), compared, delays);
}

TEST(DelayOracle, SameDelaysAsLlc19ForGfx1100) { same_delays_as_llc("gfx1100", "gfx11"); }
// gfx12 inserts no s_waitcnt_depctr after a TRANS, so its code keeps TRANS32_DEP waits (and a wait
// dropped for lack of room: TRANS, VALU and SALU at once).
TEST(DelayOracle, SameDelaysAsLlc19ForGfx1200) { same_delays_as_llc("gfx1200", "gfx12"); }

}  // namespace
}  // namespace simtloom
