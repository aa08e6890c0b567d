// llvm-mc 19 as the oracle for the gfx11 families with source-operand codes (SOP1, SOP2, SOPC,
// SOPK, SMEM, VOP1, VOP2, VOPC, VOP3/VOP3SD, the memory families, VOPD, VOP3P, the DPP16/DPP8 forms; the generated files): for vectors the test builds
// from the description (every instruction; registers at the ends of their ranges, tuples, every
// name, every inline-constant kind, literals, every source modifier, clamp, omod, op_sel, op_sel_hi,
// neg_lo, neg_hi; every dpp_ctrl name, DPP's masks, bound_ctrl, fi, every DPP8 selector value;
// immediates at their ends) our text assembles, in llvm-mc, to our bytes, and our
// bytes disassemble, in llvm-mc, to our text; and random words of every instruction decode to the
// same text (and length) or the same refusal. The families with lane masks again in the wave64 mode
// (llvm-mc -mattr=+wavefrontsize64: s[4:5], vcc). Skipped (visibly) without llvm-mc 19.
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <regex>
#include <span>
#include <sstream>

#include <fmt/format.h>

#include "codec/codec.h"
#include "codec/pairing.h"
#include "codec/source.h"
#include "dis/printer.h"
#include "test_support.h"

namespace simtloom {
namespace {

constexpr const char* kLlvmBin = "/usr/lib/llvm-19/bin";
const char* const kFamilies[] = {"sop1", "sop2", "sopc", "sopk", "smem", "vop1", "vop2", "vopc", "vop3", "vop2k",
                                 "flat", "ds", "mubuf",  // memory families: tools/gfx11/mem_families.py
                                 "vopd",                 // dual issue: tools/gfx11/vopd_family.py
                                 "vop3p",                // packed, mixed precision, dot, WMMA: tools/gfx11/vop3p_family.py
                                 "mtbuf", "mimg",        // typed buffers and images: tools/gfx11/image_families.py, mimg_family.py
                                 "ldsdir", "vinterp", "exp",  // pixel shaders: tools/gfx11/interp_families.py
                                 "vop1_dpp", "vop2_dpp", "vopc_dpp", "vop3_dpp",  // DPP16 / DPP8: tools/gfx11/dpp_families.py
                                 "vop3p_dpp"};  // VOP3P DPP16 / DPP8: tools/gfx11/vop3p_dpp_family.py

// The families whose operands include lane masks or wave-sized tuples (WMMA's, in VOP3P;
// tools/gfx11/lane_masks.py), checked in wave64
// too; SOP1 beside them as one whose text the mode leaves alone.
const char* const kWave64Families[] = {"sop1", "vop2", "vopc", "vop3", "vop3p", "vop2_dpp", "vopc_dpp", "vop3_dpp"};

// llvm's feature for a mode of the target ("" in the default one), as llvm-mc (-) or llvm-objdump (--) takes it.
std::string mattr(const std::string& mode, const char* dashes = "-") {
  return mode == "wave64" ? fmt::format(" {}mattr=+wavefrontsize64", dashes) : "";
}

// GFX11_SWEEP=N multiplies the random words per instruction (`make gfx11-sweep`).
int sweep_factor() {
  const char* e = std::getenv("GFX11_SWEEP");
  int n = e ? std::atoi(e) : 1;
  return n > 0 ? n : 1;
}

std::filesystem::path temp_path(const std::string& name) {
  return std::filesystem::temp_directory_path() / fmt::format("simtloom_fam_{}_{}", ::getpid(), name);
}

struct Decoded {
  bool valid = false;
  std::string text;
  unsigned dwords = 0;
};

// llvm-objdump's decoding of each candidate, laid out 32 bytes apart and padded with s_nop 0
// (lines of llvm-mc --disassemble input are no boundaries; offsets are). A dword a candidate does
// not use decodes on its own, as up to 5 dwords at most: it stays inside the candidate's slot.
std::vector<Decoded> llvm_decode_batch(const std::vector<std::vector<uint32_t>>& cands, bool& crashed, const std::string& mode);

// llvm-objdump 19 crashes on some MIMG words (NSA addresses past v255) and loses its buffered
// output: a batch it crashes on is split in halves, and a word it crashes on alone is a refusal.
std::vector<Decoded> llvm_decode(const std::vector<std::vector<uint32_t>>& cands, const std::string& mode = {}) {
  bool crashed = false;
  auto r = llvm_decode_batch(cands, crashed, mode);
  if (!crashed) return r;
  if (cands.size() == 1) return {Decoded{}};
  const auto mid = cands.begin() + static_cast<long>(cands.size() / 2);
  auto a = llvm_decode({cands.begin(), mid}, mode), b = llvm_decode({mid, cands.end()}, mode);
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

std::vector<Decoded> llvm_decode_batch(const std::vector<std::vector<uint32_t>>& cands, bool& crashed, const std::string& mode) {
  auto src = temp_path("dec.s"), obj = temp_path("dec.o");
  {
    std::ofstream f(src);
    f << ".text\n";
    for (const auto& c : cands) {
      f << ".long ";
      for (size_t i = 0; i < 8; ++i) f << (i ? ", " : "") << fmt::format("{:#010x}", i < c.size() ? c[i] : 0xbf800000u);
      f << "\n";
    }
  }
  test::run_command(fmt::format("{}/llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj {} -o {}", kLlvmBin, src.string(), obj.string()));
  int rc = 0;
  std::string out = test::run_command(fmt::format("{}/llvm-objdump -d --mcpu=gfx1100{} {}", kLlvmBin, mattr(mode, "--"), obj.string()), &rc);
  crashed = rc != 0;
  std::filesystem::remove(src);
  std::filesystem::remove(obj);
  static const std::regex line(R"(^\t(.*?)\s*// ([0-9A-F]{12}): ([0-9A-F]{8}(?: [0-9A-F]{8})*)(?: ;.*)?$)");
  std::map<uint64_t, Decoded> at;
  std::istringstream in(out);
  for (std::string l; std::getline(in, l);) {
    std::smatch m;
    if (!std::regex_match(l, m, line)) continue;
    Decoded d;
    d.text = m[1];
    d.dwords = static_cast<unsigned>((m[3].length() + 1) / 9);
    // A text with llvm-objdump's remark in place of an operand ("/*Invalid register...*/", DPP's
    // "/* Invalid dpp_ctrl value */" and "/* row_bcast is not supported starting from GFX10 */")
    // is no instruction llvm-mc takes back: a refusal.
    d.valid = d.text.rfind(".long", 0) != 0 && d.text.find("/*Invalid") == std::string::npos &&
              d.text.find("/* Invalid") == std::string::npos && d.text.find("is not supported starting from") == std::string::npos;
    at[std::stoull(m[2], nullptr, 16)] = d;
  }
  std::vector<Decoded> r;
  for (size_t i = 0; i < cands.size(); ++i) r.push_back(at[i * 32]);
  return r;
}

// llvm-mc's bytes for each line (empty where it reports an error).
std::vector<std::vector<uint8_t>> llvm_assemble(const std::vector<std::string>& lines, const std::string& mode = {}) {
  auto src = temp_path("asm.s");
  {
    std::ofstream f(src);
    for (const auto& l : lines) f << l << "\n";
  }
  std::string out = test::run_command(fmt::format("{}/llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx1100{} -show-encoding {} 2>{}.err",
                                                  kLlvmBin, mattr(mode), src.string(), src.string()));
  std::ifstream ef(src.string() + ".err");
  std::string errs((std::istreambuf_iterator<char>(ef)), std::istreambuf_iterator<char>());
  std::filesystem::remove(src);
  std::filesystem::remove(src.string() + ".err");
  std::vector<bool> bad(lines.size() + 1, false);
  static const std::regex err(R"(:(\d+):\d+: error:)");
  for (std::sregex_iterator it(errs.begin(), errs.end(), err), end; it != end; ++it) bad[std::stoul((*it)[1])] = true;
  std::vector<std::vector<uint8_t>> enc;
  static const std::regex e(R"(encoding: \[([^\]]*)\])");
  for (std::sregex_iterator it(out.begin(), out.end(), e), end; it != end; ++it) {
    std::vector<uint8_t> b;
    std::stringstream ss((*it)[1]);
    for (std::string x; std::getline(ss, x, ',');) b.push_back(static_cast<uint8_t>(std::stoul(x, nullptr, 16)));
    enc.push_back(b);
  }
  std::vector<std::vector<uint8_t>> r;
  size_t k = 0;
  for (size_t i = 1; i <= lines.size(); ++i) r.push_back(bad[i] || k >= enc.size() ? std::vector<uint8_t>{} : enc[k++]);
  return r;
}

std::vector<const desc::Variant*> group_variants(const desc::Target& t, const std::string& group) {
  std::vector<const desc::Variant*> v;
  for (const auto& x : t.variants)
    if (x->form->group && x->form->group->id == group) v.push_back(x.get());
  return v;
}

class Gfx11Families : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!std::filesystem::exists(std::string(kLlvmBin) + "/llvm-mc") || !std::filesystem::exists(std::string(kLlvmBin) + "/llvm-objdump"))
      GTEST_SKIP() << "llvm-mc / llvm-objdump 19 not found in " << kLlvmBin << ": gfx11 family oracle comparison skipped";
    t_ = test::builtin("gfx11", mode_);
    ASSERT_TRUE(t_);
  }
  std::vector<const desc::Variant*> variants(const std::string& group) const { return group_variants(*t_, group); }
  std::string mode_;
  std::unique_ptr<desc::Target> t_;
};

class Gfx11FamiliesWave64 : public Gfx11Families {
 protected:
  void SetUp() override {
    mode_ = "wave64";
    Gfx11Families::SetUp();
  }
};

// The values a source operand is tried with: the ends of every register range (and tuples), every
// name, every inline constant, literals; each one the operand allows and that prints back to itself.
std::vector<int64_t> source_values(const desc::Target& t, const desc::OperandType& ot) {
  std::vector<int64_t> v;
  const auto& sp = t.sources;
  for (const auto& r : sp.ranges) {
    std::vector<int64_t> codes;
    if (r.kind == desc::SourceRange::Reg) {
      unsigned n = ot.src_regs();
      codes = {r.first, r.first + n, r.first + (r.last - r.first) / 2 / n * n, r.last + 1 - n};
    } else if (r.kind == desc::SourceRange::Literal) {
      for (uint32_t lit : {0x12345678u, 0x41u, 0xffffffefu, 0x80000000u, 0x3fc00000u, 0xfffe0001u}) codes.push_back(codec::kSrcLiteral | lit);
    } else {
      for (unsigned c = r.first; c <= r.last; ++c) codes.push_back(c);
    }
    for (int64_t c : codes)
      if (ot.src_allows(codec::is_literal(c) ? static_cast<uint64_t>(sp.literal_code) : static_cast<uint64_t>(c)) && codec::src_canonical(sp, ot, c) &&
          std::find(v.begin(), v.end(), c) == v.end())
        v.push_back(c);
  }
  // Every combination of the operand's modifiers (-x, |x|, sext(x)), over a spread of the values.
  const size_t plain = v.size();
  for (unsigned m = 1; m < (1u << ot.src_mod_count); ++m)
    for (size_t k = m % 3; k < plain; k += 3)
      if (codec::src_canonical(sp, ot, codec::with_mods(v[k], m))) v.push_back(codec::with_mods(v[k], m));
  return v;
}

// A pattern's values: every part at each of its values together (DPP8's dpp8:[k,k,...,k]), the
// parts counting up and counting down.
std::vector<int64_t> pattern_values(const desc::OperandType& ot) {
  std::vector<int64_t> v;
  uint64_t most = 0;
  for (const auto& sf : ot.subfields) most = std::max(most, sf.max());
  for (uint64_t k = 0; k <= std::min<uint64_t>(most, 15); ++k) {
    uint64_t x = 0;
    for (const auto& sf : ot.subfields) x |= (k & sf.max()) << sf.lo;
    v.push_back(static_cast<int64_t>(x));
  }
  uint64_t up = 0, down = 0;
  for (size_t i = 0; i < ot.subfields.size(); ++i) {
    const auto& sf = ot.subfields[i];
    up |= (i & sf.max()) << sf.lo;
    down |= ((ot.subfields.size() - 1 - i) & sf.max()) << sf.lo;
  }
  v.push_back(static_cast<int64_t>(up));
  v.push_back(static_cast<int64_t>(down));
  return v;
}

// A keyed operand with call modes (ds_swizzle_b32's offset): the values each mode prints, and
// those printed as a number, a dozen of each spread over them from the first to the last (the
// ends of every argument's range); only values whose text assembles back to them.
std::vector<int64_t> call_mode_values(const desc::OperandType& ot) {
  std::map<std::string, std::vector<int64_t>> by_mode;
  for (uint64_t v = 0; v < (uint64_t{1} << ot.bits); ++v) {
    bool exact = false;
    std::string text = desc::call_mode_text(ot.call_modes, v, &exact);
    if (exact) by_mode[text.substr(0, text.find(','))].push_back(static_cast<int64_t>(v));
  }
  std::vector<int64_t> out;
  for (const auto& [mode, vs] : by_mode)
    for (size_t k = 0; k < 12; ++k) {
      int64_t v = vs[k * (vs.size() - 1) / 11];
      if (std::find(out.begin(), out.end(), v) == out.end()) out.push_back(v);
    }
  return out;
}

std::vector<int64_t> operand_values(const desc::Target& t, const desc::OperandType& ot) {
  if (ot.kind == desc::OperandKind::Src) return source_values(t, ot);
  if (ot.kind == desc::OperandKind::Keyed && !ot.call_modes.empty()) return call_mode_values(ot);
  if (ot.kind == desc::OperandKind::Pattern) return pattern_values(ot);
  // Every name the assembler takes (DPP's dpp_ctrl: each kind at its ends and between; an
  // export's targets; the attributes).
  if (ot.kind == desc::OperandKind::Enum) {
    std::vector<int64_t> v;
    for (const auto& e : ot.table->entries)
      if (!e.decode_only) v.push_back(static_cast<int64_t>(e.value));
    return v;
  }
  if (ot.kind == desc::OperandKind::PcRel) return {4, 8, 0, -4, 4 + 4 * 0x7fff, 4 - 4 * 0x8000};
  if (ot.kind == desc::OperandKind::Keyed && ot.flag) return {0, 1, 1, 0, 1};
  if (ot.kind == desc::OperandKind::Keyed && ot.choices) {  // omod, an MTBUF format: every choice, none, a number
    std::vector<int64_t> v{static_cast<int64_t>(ot.default_value)};
    if (ot.bits > 2) v.push_back((int64_t{1} << ot.bits) - 1);  // a value without a name: key:N
    for (const auto& e : ot.choices->entries) v.push_back(static_cast<int64_t>(e.value));
    return v;
  }
  if (ot.kind == desc::OperandKind::Keyed && !ot.list_bits.empty()) {
    // op_sel: none, each element alone, all of them, and the default; the bits no element sets
    // at their default (VOP3P's op_sel_hi of a two-source opcode), as the assembler leaves them.
    const auto rest = static_cast<int64_t>(ot.default_value & ~ot.list_mask);
    std::vector<int64_t> v{rest};
    int64_t all = rest;
    for (uint8_t b : ot.list_bits)
      if (b != desc::OperandType::kListZero) v.push_back(rest | int64_t{1} << b), all |= int64_t{1} << b;
    v.push_back(all);
    v.push_back(static_cast<int64_t>(ot.default_value));
    return v;
  }
  if (ot.kind == desc::OperandKind::SImm || ot.keyed_signed) {
    int64_t hi = (int64_t{1} << (ot.bits - 1)) - 1;
    std::vector<int64_t> v;
    for (int64_t x : {int64_t{0}, int64_t{0x10}, int64_t{-0x10}, int64_t{1}, hi, -hi - 1, int64_t{0x1234}})
      if (x >= -hi - 1 && x <= hi && (!ot.has_accept || (x >= ot.accept_lo && x <= ot.accept_hi)))
        v.push_back(x);  // what the field holds and the assembler takes
    return v;
  }
  // Unsigned: the ends of what the field holds and the assembler takes (flat's offset: 0..4095).
  int64_t hi = ot.bits >= 63 ? INT64_MAX : (int64_t{1} << ot.bits) - 1;
  if (ot.has_accept) hi = std::min(hi, ot.accept_hi);
  std::vector<int64_t> v;
  for (int64_t x : {int64_t{0}, int64_t{1}, int64_t{64}, int64_t{65}, int64_t{0x7fff}, int64_t{0x8000}, int64_t{0xffff}, hi, hi - 1})
    if (x >= 0 && x <= hi && std::find(v.begin(), v.end(), x) == v.end()) v.push_back(x);
  return v;
}

// The vectors of one family: every instruction with a sample of its operands' values.
std::vector<codec::MCInst> family_vectors(const desc::Target& t, const std::vector<const desc::Variant*>& family) {
  codec::Decoder dec(t);
  std::vector<codec::MCInst> insts;
  size_t vi = 0;
  for (const desc::Variant* v : family) {
    if (v->decode_only) continue;  // its text is another encoding's (VOP3's v_nop prints as VOP1's)
    const auto& ops = v->form->operands;
    std::vector<std::vector<int64_t>> vals;
    size_t most = 1;
    bool modes = false;  // an operand with call modes (ds_swizzle_b32's alone has them): every value of it
    for (const auto& o : ops) {
      vals.push_back(operand_values(t, *o.type)), most = std::max(most, vals.back().size());
      modes = modes || !o.type->call_modes.empty();
    }
    // A sample per instruction, starting where the previous instruction's stopped: instructions
    // of one operand type together take every value (GFX11_SWEEP=N: N times as many).
    size_t count = modes ? most : std::min(most, size_t{12} * static_cast<size_t>(sweep_factor())), start = vi++ * count;
    for (size_t k = start; k < start + count; ++k) {
      codec::MCInst mi;
      mi.variant = v;
      int64_t literal = -1;
      for (size_t i = 0; i < ops.size(); ++i) {
        // Operand i runs through its values; the others are staggered so that pairs vary too.
        mi.ops[i] = vals[i][(k + 3 * i) % vals[i].size()];
        if (ops[i].type->kind == desc::OperandKind::Src && codec::is_literal(mi.ops[i])) {
          if (literal < 0) literal = mi.ops[i];
          else mi.ops[i] = literal;  // one literal per instruction
        }
      }
      // One literal dword (VOPDK: K and a source literal share it); VOPD's bank and parity rules.
      codec::share_literal(*v, mi.ops);
      codec::satisfy_differ(*v->form, mi.ops);
      // A shared literal a source cannot print (0xfffe0001 in v_dot2_bf16_bf16's 16-bit src2 beside
      // its 32-bit src0: printed as 1): a text llvm-mc also reads otherwise, not a vector.
      bool printable = true;
      for (size_t i = 0; i < ops.size(); ++i)
        if (ops[i].type->kind == desc::OperandKind::Src && codec::is_literal(mi.ops[i]))
          printable = printable && codec::src_canonical(t.sources, *ops[i].type, mi.ops[i]);
      if (!printable) continue;
      // Values this form does not print (SMEM: offset 0 without a scalar offset register is the
      // other form's): the decoder must give this variant back, else the vector is not this form's.
      Bits128 b = codec::encode(mi);
      // More scalar values than the constant bus carries: llvm-mc refuses the text (the
      // ConstantBus test checks that we do too).
      if (dec.match(b) == v && codec::constant_bus_excess(t.sources, *v, mi.ops) < 0) insts.push_back(mi);
    }
  }
  return insts;
}

// Our text of every vector assembles, in llvm-mc, to our bytes, and our bytes print, in llvm-objdump, as our text.
void check_both_ways(const desc::Target& t, std::span<const char* const> families, const std::string& mode) {
  dis::Printer printer(t);
  for (const char* fam : families) {
    SCOPED_TRACE(fam);
    auto insts = family_vectors(t, group_variants(t, fam));
    ASSERT_FALSE(insts.empty());
    std::vector<std::string> texts;
    std::vector<std::vector<uint32_t>> words;
    for (const auto& mi : insts) {
      texts.push_back(printer.text(mi));
      Bits128 b = codec::encode(mi);
      std::vector<uint32_t> w;
      for (unsigned i = 0; i < codec::encoded_length(mi) / 4; ++i) w.push_back(static_cast<uint32_t>(b.get(32 * i, 32)));
      words.push_back(w);
    }
    auto theirs_bytes = llvm_assemble(texts, mode);
    auto theirs_text = llvm_decode(words, mode);
    std::string all;
    for (const auto& s : texts) all += s + "\n";
    DiagList d;
    auto ours = test::assemble(t, all, d);
    ASSERT_FALSE(d.has_errors()) << d.render();
    size_t off = 0, bad = 0;
    for (size_t k = 0; k < insts.size(); ++k) {
      std::vector<uint8_t> mine;
      for (uint32_t w : words[k])
        for (int s = 0; s < 32; s += 8) mine.push_back(static_cast<uint8_t>(w >> s));
      std::vector<uint8_t> assembled(ours.begin() + static_cast<long>(std::min(off, ours.size())),
                                     ours.begin() + static_cast<long>(std::min(off + mine.size(), ours.size())));
      off += mine.size();
      bool ok = theirs_bytes[k] == mine && theirs_text[k].valid && theirs_text[k].text == texts[k] && assembled == mine;
      if (!ok && ++bad <= 10)
        ADD_FAILURE() << fmt::format("'{}': our bytes {:02x}, llvm-mc's {:02x}; llvm-mc prints our bytes as '{}'; we assemble {:02x}", texts[k],
                                     fmt::join(mine, ","), fmt::join(theirs_bytes[k], ","), theirs_text[k].text, fmt::join(assembled, ","));
    }
    EXPECT_EQ(bad, 0u) << "of " << insts.size() << " vectors";
    std::printf("%s%s: %zu vectors both ways\n", fam, mode.empty() ? "" : (" (" + mode + ")").c_str(), insts.size());
  }
}

TEST_F(Gfx11Families, EveryInstructionOurTextIsLlvmBytesAndBack) { check_both_ways(*t_, kFamilies, mode_); }
TEST_F(Gfx11FamiliesWave64, EveryInstructionOurTextIsLlvmBytesAndBack) { check_both_ways(*t_, kWave64Families, mode_); }

// llvm-mc takes a VOP mnemonic without its encoding suffix (`v_add_f32 v0, v1, v2`) and writes the
// shortest encoding the operands fit, and the older names (`buffer_load_dword`, `ds_read_b32`,
// `v_add_u32`, `s_andn2_b32`): so must we, for every vector of every instruction with an alias,
// written with each of its aliases (the same bytes, or a refusal where llvm-mc refuses).
TEST_F(Gfx11Families, AliasesAreLlvmBytes) {
  dis::Printer printer(*t_);
  std::vector<std::string> texts;
  for (const char* fam : kFamilies) {
    std::vector<const desc::Variant*> aliased;
    for (const desc::Variant* v : variants(fam))
      if (!v->form->aliases.empty() && !v->decode_only) aliased.push_back(v);
    for (const auto& mi : family_vectors(*t_, aliased)) {
      std::string text = printer.text(mi);
      for (const std::string& alias : mi.variant->form->aliases) texts.push_back(alias + text.substr(mi.variant->form->mnemonic.size()));
    }
  }
  ASSERT_GT(texts.size(), 1000u);
  auto theirs = llvm_assemble(texts);
  size_t bad = 0, refused = 0;
  for (size_t k = 0; k < texts.size(); ++k) {
    DiagList d;
    auto ours = test::assemble(*t_, texts[k] + "\n", d);
    refused += theirs[k].empty();
    if (ours != theirs[k] && ++bad <= 10)
      ADD_FAILURE() << fmt::format("'{}': we assemble {:02x}{}, llvm-mc {:02x}", texts[k], fmt::join(ours, ","), d.has_errors() ? " (" + d.render() + ")" : "",
                                   fmt::join(theirs[k], ","));
  }
  EXPECT_EQ(bad, 0u) << "of " << texts.size() << " lines with an alias (" << refused << " refused by llvm-mc)";
}

// neg and abs on a constant where the operand has no modifier bits (an _e32 float source, or the
// e32 form a suffix-less mnemonic picks) fold into the constant's sign bit in the operand's width,
// as llvm-mc does: `-|4|` is the literal 0x80000004, `-|0.5|` the inline -0.5, `-|-4|` stays -4.
TEST_F(Gfx11Families, FoldedModifiersAsLlvmMc) {
  const std::vector<std::string> lines = {
      "v_ceil_f32_e32 v1, -|4|", "v_add_f32_e32 v1, -|4|, v2", "v_ceil_f16 v1, -|0.5|", "v_ceil_f16 v1, neg(1.0)",
      "v_cmp_eq_f32 vcc_lo, -|4|, v2", "v_cmp_eq_f32_e32 vcc_lo, neg(0.5), v2", "v_ceil_f32 v1, -|4.5|", "v_fmac_f32 v1, -|2.0|, v2",
      "v_ceil_f32 v1, -|-4|", "v_cvt_f32_f16 v1, |47|", "v_cvt_f16_f32 v1, -|0.5|", "v_ceil_f16 v1, -|-4|", "v_ceil_f16 v1, |-1|",
      "v_ceil_f16 v1, -|0x1234|", "v_ceil_f16 v1, neg(0x8000)", "v_ceil_f64 v[0:1], -|4|", "v_ceil_f32 v1, neg(1+1)",
      "v_add_f16 v1, -|4|, v2", "v_ceil_f32_e32 v1, -|0x12345678|", "v_ceil_f32_e32 v1, neg(-1)", "v_ceil_f32 v1, -|s1|",
      // 16-bit float operands see 0xfff0..0xffff as the inline integers -16..-1; integer ones do not.
      "v_ceil_f16 v1, 0xfffc", "v_ceil_f16 v1, 0xfff0", "v_ceil_f16 v1, 0xffef", "v_ceil_f16_e64 v1, 0xfffc",
      "v_add_nc_u16 v1, 0xfffc, v2", "v_pk_add_f16 v1, 0xfffc, v2", "v_cvt_f16_i16 v1, 0xfffc"};
  auto theirs = llvm_assemble(lines);
  for (size_t k = 0; k < lines.size(); ++k) {
    DiagList d;
    auto ours = test::assemble(*t_, lines[k] + "\n", d);
    EXPECT_FALSE(theirs[k].empty()) << lines[k] << ": llvm-mc refuses it";
    EXPECT_EQ(ours, theirs[k]) << lines[k] << " " << d.render();
  }
}

// llvm-mc's first error for each line ("COL: message"), "" where it assembles the line.
std::vector<std::string> llvm_errors(const std::vector<std::string>& lines) {
  auto src = temp_path("err.s");
  {
    std::ofstream f(src);
    for (const auto& l : lines) f << l << "\n";
  }
  test::run_command(fmt::format("{}/llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx1100 -show-encoding {} >/dev/null 2>{}.err", kLlvmBin,
                                src.string(), src.string()));
  std::ifstream ef(src.string() + ".err");
  std::string errs((std::istreambuf_iterator<char>(ef)), std::istreambuf_iterator<char>());
  std::filesystem::remove(src);
  std::filesystem::remove(src.string() + ".err");
  std::vector<std::string> r(lines.size());
  static const std::regex err(R"(:(\d+):(\d+): error: ([^\n]*))");
  for (std::sregex_iterator it(errs.begin(), errs.end(), err), end; it != end; ++it) {
    size_t ln = std::stoul((*it)[1]) - 1;
    if (ln < r.size() && r[ln].empty()) r[ln] = fmt::format("{}: {}", (*it)[2].str(), (*it)[3].str());
  }
  return r;
}

// The errors llvm-mc gives for the vector ALU's common mistakes, at its columns: the constant bus
// (more than two scalar values), modifiers an operand does not take, an unclosed |x|, a literal
// with a 64-bit operand's modifier, op_sel and omod written wrong, VOP3P's lists.
TEST_F(Gfx11Families, CommonErrorsAsLlvmMc) {
  const std::vector<std::string> lines = {
      "v_bfi_b32 v1, s0, s105, ttmp0", "v_bfi_b32 v1, s0, s0, s0", "v_bfi_b32 v1, s0, s1, null", "v_bfi_b32 v1, s0, s1, m0",
      "v_bfi_b32 v1, s0, s1, exec_lo", "v_bfi_b32 v1, s0, s1, src_scc", "v_bfi_b32 v1, s0, s1, 0x1234", "v_bfi_b32 v1, s0, 0x1234, 0x1234",
      "v_bfi_b32 v1, null, null, s1", "v_fma_f64 v[0:1], s[0:1], s[0:1], s[2:3]", "v_add_co_ci_u32_e64 v0, s1, s2, s3, s4",
      "v_cndmask_b32_e64 v0, s2, s3, s4", "v_add_f32_e64 v5, -|v1|, v2", "v_add_f32_e64 v5, -|v1, v2", "v_add3_u32 v5, -v1, v2, v3",
      "v_add3_u32 v5, |v1|, v2, v3", "v_mov_b32_e64 v1, -v2", "v_add_f64 v[0:1], |0x41|, v[2:3]", "v_add_f64 v[0:1], neg(0x41), v[2:3]",
      "v_add_f32_e64 v5, neg(abs(v1)), v2", "v_add_f32_e64 v5, - v1, v2", "v_fma_f16 v1, v2, v3, v4 op_sel:[1,0,1,1]",
      "v_add_f32_e64 v5, v1, v2 clamp mul:2", "v_ldexp_f32 v1, v2, sext(v3)", "v_add_f32_e64 v5, -4, v2", "v_add_f32_e64 v5, |-4|, v2",
      // VOP3P's lists written wrong (and the lengths llvm-mc takes), its constant bus and tuple sizes.
      "v_pk_add_f16 v1, v2, v3 op_sel:[1,0,0,0,0]", "v_pk_add_f16 v1, v2, v3 op_sel:[]", "v_pk_add_f16 v1, v2, v3 op_sel:[2]",
      "v_pk_add_f16 v1, v2, v3 op_sel:[1,0", "v_pk_add_f16 v1, v2, v3 op_sel:[1 0]", "v_pk_add_f16 v1, v2, v3 op_sel:1",
      "v_pk_add_f16 v1, v2, v3 neg_hi:[x]", "v_pk_add_f16 v1, v2, v3 op_sel_hi:[2,0]", "v_pk_add_f16 v1, v2, v3 op_sel:[1,0,0]",
      "v_pk_add_f16 v1, v2, v3 op_sel:[ 1 , 0 ]", "v_fma_f16 v1, v2, v3, v4 op_sel:[1]", "v_pk_fma_f16 v1, s1, s2, s3",
      "v_pk_add_f16 v1, -v2, v3", "v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:3]",
      // s_atc_probe takes no glc; s_sendmsg_rtn's message.
      "s_atc_probe 7, s[4:5], 0x10 glc", "s_sendmsg_rtn_b32 s1, sendmsg(300)", "s_sendmsg_rtn_b32 s1, sendmsg(MSG_RTN_GET_DOORBELL, 0, 0)",
      "s_sendmsg_rtn_b32 s1, sendmsg(MSG_GS_DONE)", "s_sendmsg_rtn_b32 s1, sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)",
      // neg/abs where the operand has no modifier bits: on a register, a 64-bit or an integer operand.
      "v_ceil_f32_e32 v1, -v2", "v_ceil_f32_e32 v1, |v2|", "v_ceil_f32_e32 v1, neg(v2)", "v_ceil_f32_e32 v1, -|s2|",
      "v_mov_b32_e32 v1, -|4|", "v_ceil_f64_e32 v[0:1], -|4|", "v_cvt_f32_u32 v1, -|4|", "v_ceil_f32 v1, sext(4)",
      // LDSDIR, VINTERP, EXP, MTBUF: names llvm-mc prints but does not assemble, values out of range, VGPR-only sources.
      "lds_param_load v1, attr33.x", "exp invalid_target_9 v0, v1, v2, v3", "v_interp_p10_f32 v0, v1, v2, v3 wait_exp:8",
      "lds_direct_load v1 wait_vdst:16", "lds_param_load v1, attr0.x wait_vdst:-1", "tbuffer_load_format_x v0, off, s[0:3], 0 format:128",
      "v_interp_p10_f32 v0, s1, v2, v3", "exp mrt0 v256, v1, v2, v3"};
  DiagList none;
  std::vector<std::string> ours;
  for (const auto& l : lines) {
    DiagList d;
    test::assemble(*t_, l + "\n", d);
    std::string first;
    std::smatch m;
    std::string r = d.render();
    static const std::regex err(R"(:\d+:(\d+): error: ([^\n]*))");
    if (std::regex_search(r, m, err)) first = fmt::format("{}: {}", m[1].str(), m[2].str());
    ours.push_back(first);
  }
  auto theirs = llvm_errors(lines);
  for (size_t k = 0; k < lines.size(); ++k) EXPECT_EQ(ours[k], theirs[k]) << lines[k];
}

// ds_swizzle_b32: every one of the 65,536 offsets prints as llvm-objdump prints it (one batch),
// and the mistakes of each swizzle(...) mode are llvm-mc's errors at its columns.
TEST_F(Gfx11Families, SwizzleEveryOffsetAndErrorsAsLlvmMc) {
  codec::Decoder dec(*t_);
  dis::Printer printer(*t_);
  std::vector<std::vector<uint32_t>> cands;
  for (uint32_t off = 0; off < 0x10000; ++off) cands.push_back({0xd8d40000u | off, 0xff0000feu});  // ds_swizzle_b32 v255, v254
  auto theirs = llvm_decode(cands);
  size_t bad = 0;
  for (size_t k = 0; k < cands.size(); ++k) {
    uint8_t b[16];
    for (size_t i = 0; i < 16; ++i) b[i] = static_cast<uint8_t>((i < 8 ? cands[k][i / 4] : 0xbf800000u) >> (8 * (i % 4)));
    auto r = dec.decode(b, 16);
    ASSERT_EQ(r.status, codec::DecodeStatus::Ok) << k;
    codec::MCInst mi;
    codec::decode_operands(*r.variant, r.bits, mi);
    std::string ours = printer.text(mi);
    if (ours != theirs[k].text && ++bad <= 10) ADD_FAILURE() << fmt::format("offset {:#x}: ours '{}', llvm-objdump '{}'", k, ours, theirs[k].text);
  }
  EXPECT_EQ(bad, 0u) << "of 65536 offsets";
  const std::string p = "ds_swizzle_b32 v5, v2 offset:";
  const std::vector<std::string> lines = {
      p + "swizzle(QUAD_PERM,4,0,3,2)", p + "swizzle(QUAD_PERM,1,-1,3,2)", p + "swizzle(QUAD_PERM,1,0,3)", p + "swizzle(QUAD_PERM,1,0,3,2,1)",
      p + "swizzle(QUAD_PERM,4,0,3)", p + "swizzle(QUAD_PERM 1,0,3,2)", p + "swizzle(QUAD_PERM,x,0,3,2)", p + "swizzle(QUAD_PERM,1+1,0,3,2)",
      p + "swizzle(quad_perm,1,0,3,2)", p + "swizzle(FFT,1)", p + "swizzle()", p + "swizzle(QUAD_PERM", p + "swizzle", p + "SWIZZLE(SWAP,1)",
      p + "swizzle(BITMASK_PERM,\"01pi\")", p + "swizzle(BITMASK_PERM,\"01pipp\")", p + "swizzle(BITMASK_PERM,\"01PIP\")",
      p + "swizzle(BITMASK_PERM,01pip)", p + "swizzle(BITMASK_PERM)", p + "swizzle(BITMASK_PERM,\"01pip\" \"x\")",
      p + "swizzle(SWAP,0)", p + "swizzle(SWAP,3)", p + "swizzle(SWAP,32)", p + "swizzle(SWAP,1,2)", p + "swizzle(SWAP,1+)",
      p + "swizzle(REVERSE,1)", p + "swizzle(REVERSE,3)", p + "swizzle(REVERSE,64)", p + "swizzle(REVERSE,2)",
      p + "swizzle(BROADCAST,1,0)", p + "swizzle(BROADCAST,3,x)", p + "swizzle(BROADCAST,64,0)", p + "swizzle(BROADCAST,4,4)",
      p + "swizzle(BROADCAST,4,-1)", p + "swizzle(BROADCAST,4)", p + "swizzle(BROADCAST,4,9", p + "swizzle(BROADCAST,32,31)",
      p + "65536", p + "-1", p + "x", p + "1+x", p + "0xffff", p + "swizzle( SWAP , 16 )", p + "swizzle (BROADCAST,2,1)",
      // (last: llvm-mc 19 hangs on a line after an unterminated string)
      p + "swizzle(BITMASK_PERM,\"01pi"};
  std::vector<std::string> ours;
  for (const auto& l : lines) {
    DiagList d;
    test::assemble(*t_, l + "\n", d);
    std::smatch m;
    std::string r = d.render();
    static const std::regex err(R"(:\d+:(\d+): error: ([^\n]*))");
    ours.push_back(std::regex_search(r, m, err) ? fmt::format("{}: {}", m[1].str(), m[2].str()) : "");
  }
  auto errs = llvm_errors(lines);
  auto bytes = llvm_assemble(lines);
  for (size_t k = 0; k < lines.size(); ++k) {
    EXPECT_EQ(ours[k], errs[k]) << lines[k];
    if (errs[k].empty()) {
      DiagList d;
      EXPECT_EQ(test::assemble(*t_, lines[k] + "\n", d), bytes[k]) << lines[k];
    }
  }
}

// Random words of every instruction decode to the same text (and length) as llvm-objdump's, or
// are refused by both.
void check_random_words(const desc::Target& target, std::span<const char* const> families, const std::string& mode) {
  codec::Decoder dec(target);
  dis::Printer printer(target);
  std::mt19937_64 rng(2024);
  for (const char* fam : families) {
    SCOPED_TRACE(fam);
    std::vector<std::vector<uint32_t>> cands;
    for (const desc::Variant* v : group_variants(target, fam))
      for (int k = 0; k < 10 * sweep_factor(); ++k) {
        // The instruction's dwords (a 32-bit one's second dword is its literal, if it has one).
        // A 96-bit one (VOP3 DPP) has a third.
        Bits128 b;
        b.lo = (rng() & ~v->mask.lo) | v->match.lo;
        if (v->bytes > 8) b.hi = ((rng() & ~v->mask.hi) | v->match.hi) & 0xffffffffu;
        // Fields that take only some values (VOP3P's lists: a two-source opcode's third element
        // must be 0; DPP's dpp_ctrl): three words in four hold one of them, so that most words are instructions.
        for (const auto& vs : v->value_sets)
          for (int tries = 0; tries < 16 && (k & 3) && !vs.allows(vs.field->extract(b)); ++tries)
            vs.field->insert(b, rng() & ((uint64_t{1} << vs.field->width) - 1));
        // VGPR-only sources (VINTERP's): three words in four hold an allowed code in each.
        for (size_t i = 0; i < v->form->operands.size(); ++i) {
          const auto& t = *v->form->operands[i].type;
          const desc::Field* f = v->operand_fields[i];
          if (t.kind != desc::OperandKind::Src || !f || t.scale_log2 || t.src_base ||
              std::any_of(f->segs.begin(), f->segs.end(), [](const desc::Segment& s) { return s.hi >= 64; }))
            continue;
          const uint64_t code = (uint64_t{1} << t.bits) - 1;  // the code under the modifier bits
          for (int tries = 0; tries < 16 && (k & 3) && !t.src_allows(f->extract(b) & code); ++tries)
            f->insert(b, (f->extract(b) & ~code) | (rng() & code));
        }
        cands.push_back({static_cast<uint32_t>(b.lo), static_cast<uint32_t>(b.lo >> 32)});
        if (v->bytes > 8) cands.back().push_back(static_cast<uint32_t>(b.hi));
      }
    auto theirs = llvm_decode(cands, mode);
    // A word we refuse that llvm-objdump prints as text llvm-mc does not assemble back to it is
    // no instruction either (an MIMG word whose dim, a16 and dmask fit no opcode variant prints as
    // the variant it matched first: `image_load v27, [v31, v22, v9, v74], ... dim:SQ_RSRC_IMG_1D_ARRAY a16`).
    {
      std::vector<size_t> ks;
      std::vector<std::string> texts;
      for (size_t k = 0; k < cands.size(); ++k) {
        uint8_t b[16];
        for (size_t i = 0; i < 16; ++i) b[i] = static_cast<uint8_t>((i / 4 < cands[k].size() ? cands[k][i / 4] : 0xbf800000u) >> (8 * (i % 4)));
        if (theirs[k].valid && dec.decode(b, 16).status != codec::DecodeStatus::Ok) ks.push_back(k), texts.push_back(theirs[k].text);
      }
      auto back = llvm_assemble(texts, mode);
      for (size_t j = 0; j < ks.size(); ++j) {
        const auto& c = cands[ks[j]];
        std::vector<uint8_t> want;
        for (size_t i = 0; i < theirs[ks[j]].dwords && i < c.size(); ++i)
          for (int sh = 0; sh < 32; sh += 8) want.push_back(static_cast<uint8_t>(c[i] >> sh));
        if (back[j] != want) theirs[ks[j]].valid = false;
      }
    }
    size_t bad = 0, valid = 0, dpp = 0;
    for (size_t k = 0; k < cands.size(); ++k) {
      uint8_t b[16];
      for (size_t i = 0; i < 16; ++i) b[i] = static_cast<uint8_t>((i / 4 < cands[k].size() ? cands[k][i / 4] : 0xbf800000u) >> (8 * (i % 4)));
      auto r = dec.decode(b, 16);
      std::string ours = "(refused)";
      unsigned dwords = 0;
      if (r.status == codec::DecodeStatus::Ok) {
        codec::MCInst mi;
        codec::decode_operands(*r.variant, r.bits, mi);
        ours = printer.text(mi);
        dwords = r.bytes / 4;
        ++valid;
      }
      // src0 = 233, 234, 250 makes a VOP3 word a DPP8/DPP16 form, not described yet (those of VOP1,
      // VOP2, VOPC are: *_dpp.yaml): llvm-mc decodes it, we refuse it.
      const bool dpp_text = theirs[k].text.find("dpp") != std::string::npos || theirs[k].text.find("row_mask") != std::string::npos;
      if (theirs[k].valid && dpp_text && r.status != codec::DecodeStatus::Ok) {
        ++dpp;
        continue;
      }
      std::string their = theirs[k].valid ? theirs[k].text : "(refused)";
      unsigned their_dwords = theirs[k].valid ? theirs[k].dwords : 0;
      if ((ours != their || dwords != their_dwords) && ++bad <= 10)
        ADD_FAILURE() << fmt::format("{:#010x} {:#010x}: ours '{}' ({} dwords), llvm-mc '{}' ({} dwords)", cands[k][0], cands[k][1], ours, dwords,
                                     theirs[k].text, their_dwords);
    }
    EXPECT_EQ(bad, 0u) << "of " << cands.size() << " words";
    std::printf("%s: %zu random words, %zu instructions\n", fam, cands.size(), valid);
    EXPECT_GT(valid, cands.size() / 2);
    EXPECT_LT(dpp, cands.size() / 20) << "DPP words are rare among random src0 codes";
  }
}

TEST_F(Gfx11Families, RandomWordsSameTextOrSameRefusal) { check_random_words(*t_, kFamilies, mode_); }
TEST_F(Gfx11FamiliesWave64, RandomWordsSameTextOrSameRefusal) { check_random_words(*t_, kWave64Families, mode_); }

}  // namespace
}  // namespace simtloom
