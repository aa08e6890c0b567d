// sm90 against real cubins: ptxas (-arch=sm_90a) builds a corpus of every mbarrier form at test
// time; each SYNCS word must decode to the expected variant and modifiers, and every whole
// .text section must round-trip text -> bytes byte for byte. Where nvdisasm is installed (CUDA
// toolkit, or `pip install nvidia-cuda-nvdisasm`), our SYNCS text is compared with its text, and
// hand-made words for the forms ptxas does not emit (LD.64, CAS.64, CCTL.WB, IVALL/WBALL) too.
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <unistd.h>

#include <fmt/format.h>

#include "codec/codec.h"
#include "dis/disassembler.h"
#include "dis/printer.h"
#include "obj/object.h"
#include "test_support.h"

namespace simtloom {
namespace {

namespace fs = std::filesystem;

const char* kPtxas = "/usr/local/cuda/bin/ptxas";

const char* kPtx = R"(.version 8.0
.target sm_90a
.address_size 64

.visible .entry mbar_kernel(.param .u64 out, .param .u32 n)
{
  .reg .b64 %rd<20>;
  .reg .b32 %r<20>;
  .reg .pred %p<8>;
  .shared .align 8 .b64 bar[4];
  ld.param.u64 %rd1, [out];
  ld.param.u32 %r1, [n];
  mov.u32 %r2, bar;
  mov.u32 %r9, %tid.x;
  shl.b32 %r10, %r9, 3;
  add.u32 %r11, %r2, %r10;
  mbarrier.init.shared::cta.b64 [bar], 32;
  mbarrier.init.shared::cta.b64 [%r11+8], %r1;
  mbarrier.arrive.shared::cta.b64 %rd2, [bar];
  mbarrier.arrive.shared::cta.b64 %rd3, [%r11], %r1;
  mbarrier.arrive.noComplete.shared::cta.b64 %rd4, [bar+8], %r1;
  mbarrier.arrive_drop.shared::cta.b64 %rd5, [%r11+16];
  mbarrier.arrive_drop.noComplete.shared::cta.b64 %rd6, [bar], %r1;
  mbarrier.arrive.expect_tx.shared::cta.b64 %rd7, [bar], 256;
  mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [bar+8], %r1;
  mbarrier.complete_tx.relaxed.cta.shared::cta.b64 [bar+16], %r1;
  mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%r11];
  mbarrier.arrive.expect_tx.release.cluster.shared::cluster.b64 _, [%r11], 128;
  mbarrier.arrive_drop.release.cluster.shared::cluster.b64 _, [%r11];
  cp.async.mbarrier.arrive.shared.b64 [bar];
  cp.async.mbarrier.arrive.noinc.shared.b64 [%r11+8];
  mbarrier.test_wait.shared::cta.b64 %p1, [bar], %rd2;
  mbarrier.test_wait.parity.shared::cta.b64 %p2, [%r11], %r1;
  mbarrier.try_wait.shared::cta.b64 %p3, [bar], %rd3;
  mbarrier.try_wait.parity.shared::cta.b64 %p4, [%r11+8], %r1;
  mbarrier.try_wait.shared::cta.b64 %p5, [bar], %rd4, 1000;
  mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 %p6, [bar+16], %r1;
  selp.u32 %r3, 1, 0, %p1;
  selp.u32 %r4, 1, 0, %p2;
  selp.u32 %r5, 1, 0, %p3;
  selp.u32 %r6, 1, 0, %p4;
  selp.u32 %r7, 1, 0, %p5;
  selp.u32 %r8, 1, 0, %p6;
  add.u32 %r3, %r3, %r4; add.u32 %r3, %r3, %r5; add.u32 %r3, %r3, %r6; add.u32 %r3, %r3, %r7; add.u32 %r3, %r3, %r8;
  add.u64 %rd8, %rd2, %rd3; add.u64 %rd8, %rd8, %rd4; add.u64 %rd8, %rd8, %rd5; add.u64 %rd8, %rd8, %rd6; add.u64 %rd8, %rd8, %rd7;
  cvt.u64.u32 %rd9, %r3;
  add.u64 %rd8, %rd8, %rd9;
  st.global.u64 [%rd1], %rd8;
  mbarrier.inval.shared::cta.b64 [bar];
  mbarrier.inval.shared::cta.b64 [%r11+8];
  ret;
}
)";

std::string run(const std::string& cmd, int* rc = nullptr) { return test::run_command(cmd, rc); }

// nvdisasm from $NVDISASM, the CUDA toolkit, or the PyPI wheel nvidia-cuda-nvdisasm; "" when none.
std::string find_nvdisasm() {
  if (const char* e = std::getenv("NVDISASM"); e && fs::exists(e)) return e;
  if (fs::exists("/usr/local/cuda/bin/nvdisasm")) return "/usr/local/cuda/bin/nvdisasm";
  std::string dir = run("python3 -c 'import nvidia, os; print(nvidia.__path__[0])' 2>/dev/null");
  while (!dir.empty() && (dir.back() == '\n' || dir.back() == ' ')) dir.pop_back();
  for (const char* sub : {"/cu13/bin/nvdisasm", "/cu12/bin/nvdisasm", "/cuda_nvdisasm/bin/nvdisasm"})
    if (!dir.empty() && fs::exists(dir + sub)) return dir + sub;
  return {};
}

struct Corpus {
  fs::path dir, cubin;
  std::optional<obj::Object> obj;
};

// Builds the corpus once per test program.
const Corpus& corpus() {
  static Corpus c = [] {
    Corpus k;
    if (!fs::exists(kPtxas)) return k;
    k.dir = fs::temp_directory_path() / fs::path("simtloom_sm90_" + std::to_string(::getpid()));
    fs::create_directories(k.dir);
    std::ofstream(k.dir / "mbar.ptx") << kPtx;
    k.cubin = k.dir / "mbar.cubin";
    std::string cmd = std::string(kPtxas) + " -arch=sm_90a " + (k.dir / "mbar.ptx").string() + " -o " + k.cubin.string();
    if (std::system(cmd.c_str()) != 0) return k;
    DiagList d;
    k.obj = obj::read_elf(k.cubin.string(), d);
    return k;
  }();
  return c;
}

#define NEED_CORPUS()                                                                                       \
  if (!fs::exists(kPtxas)) GTEST_SKIP() << "ptxas not found at " << kPtxas << ": sm90 cubin tests skipped"; \
  const Corpus& K = corpus();                                                                               \
  ASSERT_TRUE(K.obj) << "ptxas failed or the cubin could not be read"

bool is_syncs_opcode(const Bits128& b) {
  static const std::set<uint64_t> ops = {0x9b1, 0x5b1, 0x9b2, 0x5b2, 0x3b2, 0x5a7, 0x9a7};
  return ops.count(b.get(0, 12)) != 0;
}

std::string operand_name(const codec::MCInst& mi, const std::string& name) {
  const auto& ops = mi.variant->form->operands;
  for (size_t i = 0; i < ops.size(); ++i)
    if (ops[i].name == name && ops[i].type->kind == desc::OperandKind::Enum)
      if (const auto* e = ops[i].type->table->find(static_cast<uint64_t>(mi.ops[i]))) return e->name;
  return "?";
}

// Every SYNCS word of the corpus: address -> text without the control code.
std::map<std::pair<std::string, uint64_t>, std::string> our_syncs(const desc::Target& t, const obj::Object& o,
                                                                   std::vector<codec::MCInst>* insts = nullptr) {
  codec::Decoder dec(t);
  dis::Printer pr(t);
  pr.hide_role("control");
  std::map<std::pair<std::string, uint64_t>, std::string> out;
  for (const auto& s : o.sections) {
    if (s.name.rfind(".text.", 0) != 0) continue;
    for (size_t off = 0; off + 16 <= s.bytes.size(); off += 16) {
      auto r = dec.decode(s.bytes.data() + off, s.bytes.size() - off);
      if (r.status != codec::DecodeStatus::Ok || r.variant->form->mnemonic != "SYNCS") continue;
      codec::MCInst mi;
      codec::decode_operands(*r.variant, r.bits, mi);
      out[{s.name, off}] = pr.text(mi);
      if (insts) insts->push_back(mi);
    }
  }
  return out;
}

// A cubin of another architecture gets a message naming its SM version and -t, not "unknown
// target 'cuda'" (issue 18).
TEST(Sm90Cubin, OtherArchitecturesAreNamedWithAHint) {
  NEED_CORPUS();
  fs::path sm80 = K.dir / "mbar_sm80.cubin";
  // The corpus's PTX uses sm_90 features: a kernel of its own for sm_80.
  std::ofstream(K.dir / "plain.ptx") << ".version 7.0\n.target sm_80\n.address_size 64\n.visible .entry k() { ret; }\n";
  std::string cmd = std::string(kPtxas) + " -arch=sm_80 " + (K.dir / "plain.ptx").string() + " -o " + sm80.string();
  ASSERT_EQ(std::system(cmd.c_str()), 0) << cmd;
  int rc = 0;
  std::string out = run(fmt::format("{} dis {} 2>&1", SIMTLOOM_BINARY, sm80.string()), &rc);
  EXPECT_NE(rc, 0) << out;
  EXPECT_NE(out.find("is a cubin for sm_80, which no built-in target describes"), std::string::npos) << out;
  EXPECT_NE(out.find("name a target with -t"), std::string::npos) << out;
}

TEST(Sm90Cubin, ReadsTheCubin) {
  NEED_CORPUS();
  EXPECT_EQ(K.obj->target, "sm90");
  EXPECT_GE(K.obj->find_section(".text.mbar_kernel"), 0);
}

TEST(Sm90Cubin, EverySyncsWordDecodesToTheExpectedVariant) {
  NEED_CORPUS();
  auto t = test::builtin("sm90");
  ASSERT_TRUE(t);
  codec::Decoder dec(*t);
  const auto& sec = K.obj->sections[K.obj->find_section(".text.mbar_kernel")];
  size_t syncs = 0;
  for (size_t off = 0; off + 16 <= sec.bytes.size(); off += 16) {
    auto r = dec.decode(sec.bytes.data() + off, 16);
    ASSERT_EQ(r.status, codec::DecodeStatus::Ok) << "word at " << off << " decodes to nothing";
    if (!is_syncs_opcode(r.bits)) continue;
    ++syncs;
    EXPECT_EQ(r.variant->form->mnemonic, "SYNCS") << "SYNCS opcode at " << off << " decoded as " << r.variant->name;
    EXPECT_EQ(r.variant->status, "confirmed") << r.variant->name;
    EXPECT_EQ(r.bits.get(91, 1) == 1, r.variant->name != "SYNCS_") << "bit 91 at " << off;
  }
  EXPECT_GE(syncs, 20u);

  // The modifiers each PTX form must produce somewhere in the corpus.
  std::vector<codec::MCInst> insts;
  auto texts = our_syncs(*t, *K.obj, &insts);
  std::multiset<std::string> seen;
  for (const auto& mi : insts) {
    const std::string& iname = mi.variant->form->name;
    if (iname == "SYNCS.ARRIVE.TRANS64")
      seen.insert("ARRIVE" + operand_name(mi, "red") + operand_name(mi, "optout") + operand_name(mi, "amode"));
    else if (iname == "SYNCS.PHASECHK.TRANS64")
      seen.insert("PHASECHK" + operand_name(mi, "trywait"));
    else if (iname == "SYNCS.EXCH.64")
      seen.insert("EXCH" + operand_name(mi, "grp"));
    else if (iname == "SYNCS.CCTL.IV")
      seen.insert("CCTL" + operand_name(mi, "grp") + operand_name(mi, "mode"));
  }
  for (const char* want : {"ARRIVE.A1T0",             // mbarrier.arrive (count 1)
                           "ARRIVE.ART0",             // arrive with a count
                           "ARRIVE.TMASK.ART0",       // arrive.noComplete
                           "ARRIVE.OPTOUT.A1T0",      // arrive_drop
                           "ARRIVE.TMASK.OPTOUT.ART0",  // arrive_drop.noComplete
                           "ARRIVE",                  // arrive.expect_tx (count and bytes in Rb)
                           "ARRIVE.RED.A0TR",         // expect_tx
                           "ARRIVE.RED.A0TX",         // complete_tx
                           "ARRIVE.RED.A1T0",         // cluster arrive
                           "ARRIVE.RED",              // cluster arrive.expect_tx
                           "ARRIVE.RED.OPTOUT.A1T0",  // cluster arrive_drop
                           "ARRIVE.RED.A0T1",         // cp.async.mbarrier.arrive
                           "PHASECHK",                // test_wait (parity or not)
                           "PHASECHK.TRYWAIT",        // try_wait
                           "EXCH.EXCH",               // mbarrier.init
                           "CCTL.CCTL.IV"})           // mbarrier.inval
    EXPECT_TRUE(seen.count(want)) << "no SYNCS word with " << want;
  // Operand forms: RZ left out of the address, URZ printed next to a real register, offsets.
  std::set<std::string> all;
  for (auto& [k, v] : texts) all.insert(v);
  for (const char* want : {"SYNCS.EXCH.64 URZ, [UR6], UR4", "SYNCS.CCTL.IV [UR6]", "SYNCS.CCTL.IV [R0+URZ+0x8]"})
    EXPECT_TRUE(all.count(want)) << "missing '" << want << "'";
}

TEST(Sm90Cubin, WholeTextSectionsRoundTrip) {
  NEED_CORPUS();
  auto t = test::builtin("sm90");
  ASSERT_TRUE(t);
  codec::Decoder dec(*t);
  std::string listing;
  dis::DisOptions opt;
  auto st = dis::disassemble(*K.obj, dec, opt, listing);
  ASSERT_GT(st.instructions, 0u);
  DiagList d;
  assembler::Assembler as(*t, d);
  as.add_source("<listing>", listing);
  ASSERT_TRUE(as.finish()) << d.render();
  size_t texts = 0;
  for (const auto& s : K.obj->sections) {
    if (s.name.rfind(".text.", 0) != 0) continue;
    ++texts;
    int i = as.object().find_section(s.name);
    ASSERT_GE(i, 0) << s.name;
    EXPECT_EQ(as.object().sections[i].bytes, s.bytes) << s.name << " does not round-trip";
  }
  EXPECT_GE(texts, 1u);
  // Every instruction line starts with a control code; none prints as data.
  EXPECT_EQ(listing.find("no instruction matches"), std::string::npos);
}

// `simtloom asm --into`: the listing written back into a copy of the cubin gives the same file;
// a one-instruction change changes only that instruction's bytes.
TEST(Sm90Cubin, AsmIntoPatchesOnlyTheCode) {
  NEED_CORPUS();
  std::string dis = run(std::string(SIMTLOOM_BINARY) + " dis -t sm90 " + K.cubin.string());
  auto start = dis.find("\t.section .text.mbar_kernel");
  ASSERT_NE(start, std::string::npos);
  auto end = dis.find("\t.section", start + 1);
  std::string text = dis.substr(start, end == std::string::npos ? std::string::npos : end - start);
  fs::path src = K.dir / "k.s", copy = K.dir / "copy.cubin";
  std::ofstream(src) << text;
  ASSERT_EQ(std::system((std::string(SIMTLOOM_BINARY) + " asm -t sm90 " + src.string() + " --into " + K.cubin.string() + " -o " + copy.string()).c_str()), 0);
  auto bytes = [](const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return std::vector<char>((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  };
  EXPECT_EQ(bytes(copy), bytes(K.cubin));
  auto pos = text.find("SYNCS.CCTL.IV [UR6]");
  ASSERT_NE(pos, std::string::npos);
  text.replace(pos, 19, "SYNCS.CCTL.WB [UR6]");
  std::ofstream(src) << text;
  ASSERT_EQ(std::system((std::string(SIMTLOOM_BINARY) + " asm -t sm90 " + src.string() + " --into " + K.cubin.string() + " -o " + copy.string()).c_str()), 0);
  auto a = bytes(K.cubin), b = bytes(copy);
  ASSERT_EQ(a.size(), b.size());
  size_t diff = 0;
  for (size_t i = 0; i < a.size(); ++i) diff += a[i] != b[i];
  EXPECT_EQ(diff, 1u);  // bit 72 of one word
}

// nvdisasm -c prints "/*0040*/   @P0 SYNCS... ;  /* 0x... */" per instruction, per section.
std::map<std::pair<std::string, uint64_t>, std::string> nvdisasm_text(const std::string& nvd, const std::string& args) {
  std::map<std::pair<std::string, uint64_t>, std::string> out;
  std::string text = run(nvd + " " + args + " 2>&1");
  std::regex sec_re(R"(^\s*\.section\s+([^,\s]+),)"), ins_re(R"(^\s*/\*([0-9a-f]+)\*/\s+(.*?)\s*;)");
  std::string sec;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    std::smatch m;
    if (std::regex_search(line, m, sec_re)) sec = m[1];
    else if (std::regex_search(line, m, ins_re)) {
      std::string s = std::regex_replace(std::string(m[2]), std::regex(R"(\s+)"), " ");
      s = std::regex_replace(s, std::regex(R"(\.reuse)"), "");
      out[{sec, std::stoull(m[1], nullptr, 16)}] = s;
    }
  }
  return out;
}

TEST(Sm90Cubin, SyncsTextMatchesNvdisasm) {
  NEED_CORPUS();
  std::string nvd = find_nvdisasm();
  if (nvd.empty()) GTEST_SKIP() << "nvdisasm not found (pip install nvidia-cuda-nvdisasm, or set NVDISASM): comparison skipped";
  auto t = test::builtin("sm90");
  ASSERT_TRUE(t);
  auto ours = our_syncs(*t, *K.obj);
  auto theirs = nvdisasm_text(nvd, "-c " + K.cubin.string());
  ASSERT_FALSE(ours.empty());
  for (const auto& [where, text] : ours) {
    auto it = theirs.find(where);
    ASSERT_NE(it, theirs.end()) << "nvdisasm has no instruction at " << where.first << "+" << where.second;
    EXPECT_EQ(text, it->second) << where.first << "+" << where.second;
  }
}

// Writes `bytes` to a temporary raw blob and runs nvdisasm -b SM90a on it (stdout and stderr).
std::string nvdisasm_blob(const std::string& nvd, const std::vector<uint8_t>& bytes, const std::string& tag,
                          std::map<std::pair<std::string, uint64_t>, std::string>* text = nullptr) {
  fs::path blob = fs::temp_directory_path() / ("simtloom_sm90_" + tag + "_" + std::to_string(::getpid()) + ".bin");
  std::ofstream(blob, std::ios::binary).write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  if (text) *text = nvdisasm_text(nvd, "-b SM90a " + blob.string());
  std::string all = run(nvd + " -b SM90a " + blob.string() + " 2>&1");
  fs::remove(blob);
  return all;
}

// Every SYNCS variant (seed 002) is settled: ptxas emits it, or nvdisasm agrees on hand-made words
// (HandMadeWordsMatchNvdisasm, NvdisasmRefusesWhatWeDoNotDecode); the generic OP line alone stays
// provisional (a container, not an encoding); every other variant is one tools/sm90 learned.
TEST(Sm90Description, EverySyncsVariantIsConfirmed) {
  auto t = test::builtin("sm90");
  ASSERT_TRUE(t);
  size_t syncs = 0;
  for (const auto& v : t->variants) {
    if (v->form->mnemonic == "SYNCS") {
      ++syncs;
      EXPECT_EQ(v->status, "confirmed") << v->name;
    } else if (v->fallback) {
      EXPECT_EQ(v->status, "provisional") << v->name;
    } else {
      // Learned by tools/sm90 from corpus words and checked against nvdisasm (sm90_corpus_matches_nvdisasm).
      EXPECT_EQ(v->status, "confirmed") << v->name;
      EXPECT_EQ(v->form->prefix.rfind("learned", 0), 0u) << v->name;
    }
  }
  EXPECT_EQ(syncs, 8u);  // 15 seed variants: each _I form shares its pair's encoding
}

// The encodings ptxas does not emit for sm_90a, settled on hand-made words: assembled by us,
// disassembled by nvdisasm, the texts must agree. Guards as nvdisasm prints them: @PT / @UPT
// (accepted) print as nothing, @!PT / @!UPT as themselves.
TEST(Sm90Cubin, HandMadeWordsMatchNvdisasm) {
  std::string nvd = find_nvdisasm();
  if (nvd.empty()) GTEST_SKIP() << "nvdisasm not found (pip install nvidia-cuda-nvdisasm, or set NVDISASM): comparison skipped";
  auto t = test::builtin("sm90");
  ASSERT_TRUE(t);
  // {what we assemble, what nvdisasm must print}; an empty second means the same text.
  const std::vector<std::pair<std::string, std::string>> lines = {
      {"SYNCS.CCTL.IVALL", ""},
      {"SYNCS.CCTL.WBALL", ""},
      {"SYNCS.???1.WBALL", ""},
      {"@P3 SYNCS.CCTL.IVALL", ""},
      {"@PT SYNCS.CCTL.IVALL", "SYNCS.CCTL.IVALL"},
      {"@!PT SYNCS.CCTL.WBALL", ""},
      {"SYNCS.CCTL.WB [R1+UR2]", ""},
      {"SYNCS.CCTL.IV [URZ+0x10]", ""},
      {"SYNCS.CCTL.IV [R1+UR2+-0x10]", ""},
      {"SYNCS.???1.IV [R1+UR2]", ""},
      {"@!PT SYNCS.CCTL.WB [R254+UR62+0x7fffff]", ""},
      {"SYNCS.LD.64 R3, [R4+UR5]", ""},
      {"SYNCS.LD.64.WATCH R3, [R4+UR5+0x8]", ""},
      {"SYNCS.???0.64.WATCH RZ, [URZ]", ""},
      {"SYNCS.LD.64 R3, [URZ+-0x8]", ""},
      {"@PT SYNCS.LD.64 R3, [R4+UR5]", "SYNCS.LD.64 R3, [R4+UR5]"},
      {"SYNCS.LD.64 UR3, [UR4]", ""},
      {"SYNCS.???3.64 UR3, [UR4]", ""},
      {"@UP2 SYNCS.LD.64 UR3, [UR4+-0x1]", ""},
      {"@UPT SYNCS.LD.64 UR3, [UR4]", "SYNCS.LD.64 UR3, [UR4]"},
      {"@!UPT SYNCS.LD.64 UR3, [UR4]", ""},
      {"SYNCS.EXCH.64 UR3, [UR4], UR6", ""},
      {"@!UPT SYNCS.EXCH.64 URZ, [URZ], URZ", ""},
      {"SYNCS.CAS.64 UR3, [UR4], UR6, UR8", ""},
      {"SYNCS.CAS.64 UR3, [UR4+0x8], UR7, UR9", ""},
      {"SYNCS.CAS.64 UR3, [UR4], UR0, UR2", ""},
      {"SYNCS.CAS.64 URZ, [URZ], UR59, UR61", ""},
      {"SYNCS.CAS.64 UR3, [UR4], UR60, UR62", ""},  // field value 63
      {"@!UPT SYNCS.???3.64 UR3, [UR4], UR6, UR8", ""},
      {"SYNCS.???0.TRANS64 P0, [R4+UR5], R6", ""},
      {"SYNCS.PHASECHK.TRANS64 PT, [URZ], RZ", ""},
      {"@!PT SYNCS.PHASECHK.TRANS64.TRYWAIT P1, [R4+UR5+0x8], R6", ""},
      {"@!P3 SYNCS.ARRIVE.TRANS64.INVALID3 R3, [R4+UR5], R6", ""},
      {"SYNCS.ARRIVE.TRANS64.INVALID7 R3, [R4+UR5], R6", ""},
      {"@PT SYNCS.ARRIVE.TRANS64.RED.OPTOUT.A0TX R3, [R4+UR5+-0x8], R6", "SYNCS.ARRIVE.TRANS64.RED.OPTOUT.A0TX R3, [R4+UR5+-0x8], R6"},
      // Reuse flag 4 (bit 125) is accepted by nvdisasm and shows nowhere in its text.
      {"[---R:B------:R-:W-:Y:S00] SYNCS.CCTL.IVALL", "SYNCS.CCTL.IVALL"},
      {"[---R:B012345:R0:W1:-:S11] SYNCS.ARRIVE.TRANS64.A1T0 RZ, [UR4], RZ", "SYNCS.ARRIVE.TRANS64.A1T0 RZ, [UR4], RZ"},
  };
  std::string src;
  for (const auto& [l, want] : lines) src += "\t" + l + "\n";
  DiagList d;
  auto bytes = test::assemble(*t, src, d);
  ASSERT_EQ(bytes.size(), 16 * lines.size()) << d.render();
  std::map<std::pair<std::string, uint64_t>, std::string> theirs;
  nvdisasm_blob(nvd, bytes, "words", &theirs);
  for (size_t i = 0; i < lines.size(); ++i) {
    auto it = theirs.find({"", 16 * i});
    ASSERT_NE(it, theirs.end()) << "nvdisasm printed nothing for '" << lines[i].first << "'";
    EXPECT_EQ(it->second, lines[i].second.empty() ? lines[i].first : lines[i].second);
  }
}

// Words of SYNCS opcodes that nvdisasm refuses are not SYNCS words for us either (they decode as
// the generic OP line and round-trip through it): reuse flags 1-3 (bits 122-124) on every variant,
// and CAS.64's URb field values 60-62.
TEST(Sm90Cubin, NvdisasmRefusesWhatWeDoNotDecode) {
  auto t = test::builtin("sm90");
  ASSERT_TRUE(t);
  codec::Decoder dec(*t);
  const std::vector<std::string> bases = {
      "SYNCS.CCTL.IVALL",
      "SYNCS.CCTL.WB [R1+UR2]",
      "SYNCS.LD.64 R3, [R4+UR5]",
      "SYNCS.LD.64 UR3, [UR4]",
      "SYNCS.EXCH.64 UR3, [UR4], UR6",
      "SYNCS.CAS.64 UR3, [UR4], UR6, UR8",
      "SYNCS.PHASECHK.TRANS64 P0, [R4+UR5], R6",
      "SYNCS.ARRIVE.TRANS64 R3, [R4+UR5], R6",
  };
  std::string src;
  for (const auto& l : bases) src += "\t" + l + "\n";
  DiagList d;
  auto base_bytes = test::assemble(*t, src, d);
  ASSERT_EQ(base_bytes.size(), 16 * bases.size()) << d.render();
  std::vector<uint8_t> refused;
  std::vector<std::string> what;
  auto word = [&](size_t k) {
    Bits128 b;
    b.lo = b.hi = 0;
    for (int i = 0; i < 8; ++i) b.lo |= uint64_t{base_bytes[16 * k + i]} << (8 * i), b.hi |= uint64_t{base_bytes[16 * k + 8 + i]} << (8 * i);
    return b;
  };
  auto add = [&](Bits128 b, std::string why) {
    uint8_t u[16];
    b.to_bytes(u, 16);
    auto r = dec.decode(u, 16);
    ASSERT_EQ(r.status, codec::DecodeStatus::Ok) << why;
    EXPECT_EQ(r.variant->form->mnemonic, "OP") << why << " decodes as " << r.variant->name;
    refused.insert(refused.end(), u, u + 16);
    what.push_back(std::move(why));
  };
  for (size_t k = 0; k < bases.size(); ++k)
    for (unsigned bit : {122u, 123u, 124u}) {
      Bits128 b = word(k);
      b.set(bit, 1, 1);
      add(b, bases[k] + " with bit " + std::to_string(bit));
    }
  for (uint64_t urb : {60u, 61u, 62u}) {
    Bits128 b = word(5);
    b.set(32, 6, urb);
    add(b, "CAS.64 with URb field " + std::to_string(urb));
  }
  // Our listing of those words reassembles to them.
  std::string listing;
  {
    obj::Object o;
    o.target = "sm90";
    o.sections.push_back({});
    o.sections.back().name = ".text";
    o.sections.back().exec = true;
    o.sections.back().bytes = refused;
    dis::DisOptions opt;
    dis::disassemble(o, dec, opt, listing);
  }
  DiagList d2;
  EXPECT_EQ(test::assemble(*t, listing, d2), refused) << d2.render() << listing;

  std::string nvd = find_nvdisasm();
  if (nvd.empty()) GTEST_SKIP() << "nvdisasm not found (pip install nvidia-cuda-nvdisasm, or set NVDISASM): comparison skipped";
  std::string out = nvdisasm_blob(nvd, refused, "refused");
  for (size_t i = 0; i < what.size(); ++i)
    EXPECT_NE(out.find(fmt::format("at address {:#010x}", 16 * i)), std::string::npos) << "nvdisasm accepted " << what[i] << ":\n" << out;
  EXPECT_EQ(out.find("SYNCS"), std::string::npos) << "nvdisasm printed text for a refused word:\n" << out;
}

}  // namespace
}  // namespace simtloom
