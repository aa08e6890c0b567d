// The assembler's fast path (asm/fast_path.h) must never change what the assembler does: for
// every instruction of every target, canonical text and many damaged or unusual spellings of it
// assemble to the same bytes and the same diagnostics with the fast path on and off.
#include <algorithm>
#include <random>
#include <regex>

#include "codec/codec.h"
#include "dis/printer.h"
#include "test_support.h"

namespace simtloom {
namespace {

using desc::OperandKind;

struct Outcome {
  std::vector<uint8_t> bytes;
  std::string diagnostics;
  size_t fast = 0;  // instructions the fast path took
};

Outcome assemble(const desc::Target& t, const std::string& text, bool fast) {
  DiagList d;
  assembler::AsmOptions opt;
  opt.fast_path = fast;
  opt.max_errors = 1'000'000;
  assembler::Assembler as(t, d, opt);
  as.add_source("<test>", text);
  Outcome o;
  as.finish();
  int s = as.object().find_section(".text");
  if (s >= 0) o.bytes = as.object().sections[s].bytes;
  o.diagnostics = d.render();
  o.fast = as.fast_path_count();
  return o;
}

int64_t random_operand(const desc::OperandType& t, std::mt19937_64& rng) {
  uint64_t r = rng();
  if (t.kind == OperandKind::Reg) return static_cast<int64_t>(r % (t.reg_class->count / t.stride) * t.stride);
  if (t.kind == OperandKind::Enum && !t.table->entries.empty() && (!t.numeric || (r & 1)))
    return static_cast<int64_t>(t.table->entries[(r >> 1) % t.table->entries.size()].value);
  uint64_t f = t.bits == 0 || t.bits >= 64 ? r : r & ((uint64_t{1} << t.bits) - 1);
  // A source field's value f stands for code (f << scale) + base (a VGPR-only field: 256 + f).
  if (t.kind == OperandKind::Src) return static_cast<int64_t>((f << t.scale_log2) + t.src_base);
  return codec::field_to_operand(t, f);
}

// Spellings of `line` that the parsers must treat alike: the same value written differently,
// values out of range, missing and extra operands, symbols, expressions, damaged punctuation.
std::vector<std::string> variations(const desc::Target& t, const std::string& line, std::mt19937_64& rng) {
  std::vector<std::string> out = {line};
  // Registers at and past the end of their class, with a leading zero, or far too long.
  for (const auto& rc : t.reg_classes) {
    std::smatch r;
    if (rc->prefix.empty() || !std::regex_search(line, r, std::regex("\\b" + rc->prefix + "[0-9]+\\b"))) continue;
    std::string before = r.prefix().str(), after = r.suffix().str();
    for (const std::string& n : {std::to_string(rc->count), std::to_string(rc->count - 1), std::string("01"), std::string("1234567")})
      out.push_back(before + rc->prefix + n + after);
  }
  static const std::regex number(R"((^|[^A-Za-z0-9_#%$.])(-?(0x[0-9a-fA-F]+|[0-9]+)))");
  std::smatch m;
  if (std::regex_search(line, m, number)) {
    std::string before = line.substr(0, static_cast<size_t>(m.position(2))), num = m[2];
    std::string after = line.substr(static_cast<size_t>(m.position(2) + m.length(2)));
    for (const std::string& r : std::vector<std::string>{"(" + num + ")", num + " + 0", num + "+1", "-" + num, "0x" + num, num + "0000000000",
                                 "99999999999999999999", "defined_sym", "undefined_sym", num + " ", num + "b", "1f", "'a'",
                                 num + "_0", "0b101", "- " + num, num + ")", "u1", "t#1", num + " | 1", num + "<<1",
                                 num + "*2", num + " == 1", num + " != 0", num + " & 1", num + "^1", num + " % 3", num + "/1",
                                 num + ">1", num + " = 1", num + "!"})
      out.push_back(before + r + after);
    out.push_back(before + after);  // the number left out
  }
  if (auto comma = line.rfind(','); comma != std::string::npos) {
    out.push_back(line.substr(0, comma));               // last operand left out
    out.push_back(line.substr(0, comma) + ",");         // ... and its comma kept
    out.push_back(line.substr(0, comma) + ", ," + line.substr(comma + 1));
  }
  if (auto colon = line.find(':'); colon != std::string::npos) {
    size_t start = line.rfind(' ', colon);
    size_t end = line.find(' ', colon);
    std::string key = line.substr(start + 1, (end == std::string::npos ? line.size() : end) - start - 1);
    out.push_back(line + " " + key);                    // a keyed field twice
    out.push_back(line + ", " + key);
    out.push_back(line.substr(0, colon + 1));           // no value
    out.push_back(line + " nokey:1");
  }
  out.push_back(line + " extra");
  out.push_back(line + ", 1");
  out.push_back(line + "  ");
  out.push_back("  " + line + "\t");
  if (line.size() > 1) out.push_back(line.substr(0, line.size() - 1));
  std::string upper = line;
  for (char& ch : upper) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  out.push_back(upper);
  std::string spaced;
  for (char ch : line) spaced += ch == ',' ? std::string(" , ") : std::string(1, ch);
  out.push_back(spaced);
  // A random character replaced by another that parsers treat specially.
  if (!line.empty()) {
    std::string r = line;
    r[rng() % r.size()] = "(),:+-#.[]"[rng() % 10];
    out.push_back(r);
  }
  return out;
}

class FastPathEveryTarget : public ::testing::TestWithParam<std::string> {};

TEST_P(FastPathEveryTarget, SameBytesAndMessagesAsTheGeneralParser) {
  auto t = test::builtin(GetParam());
  ASSERT_TRUE(t);
  dis::Printer printer(*t);
  std::mt19937_64 rng(2026);
  size_t lines = 0, fast_lines = 0;
  // Random operand sets per variant: 12, fewer for targets of thousands of variants (gfx11's
  // 3829 take 2 each, so that every variant is still tried in every spelling within minutes
  // under the sanitizers).
  const int sets = std::clamp(static_cast<int>(8000 / std::max<size_t>(t->variants.size(), 1)), 2, 12);
  for (const auto& v : t->variants) {
    std::string src = "defined_sym = 3\n";
    for (int iter = 0; iter < sets; ++iter) {
      codec::MCInst mi;
      mi.variant = v.get();
      for (size_t i = 0; i < v->form->operands.size(); ++i) mi.ops[i] = random_operand(*v->form->operands[i].type, rng);
      for (const auto& s : variations(*t, printer.text(mi), rng)) {
        src += s + "\n";
        ++lines;
      }
    }
    Outcome fast = assemble(*t, src, true), general = assemble(*t, src, false);
    ASSERT_EQ(fast.diagnostics, general.diagnostics) << v->name << "\n" << src;
    ASSERT_EQ(fast.bytes, general.bytes) << v->name << "\n" << src;
    ASSERT_EQ(general.fast, 0u);
    fast_lines += fast.fast;
  }
  EXPECT_GT(lines, t->variants.size() * static_cast<size_t>(sets) * 10);
  // The comparison means something only where the fast path took lines: every target's but
  // sm90's, whose instructions all start with a control code (a prefix, left to the general parser).
  std::printf("%s: the fast path assembled %zu of %zu lines\n", GetParam().c_str(), fast_lines, lines);
  bool all_prefixed = std::all_of(t->forms.begin(), t->forms.end(), [](const auto& i) { return !i->prefix_tokens.empty(); });
  if (all_prefixed) EXPECT_EQ(fast_lines, 0u);
  else EXPECT_GT(fast_lines, lines / 50);
}

// The generated benchmark's kinds of line, with their comments, take the fast path and give
// what the general parser gives.
TEST(FastPath, BenchmarkLinesAgree) {
  auto t = test::builtin("wisa");
  ASSERT_TRUE(t);
  std::string src =
      "\t.text\nblk_0:\n\tcsrci lane_count, 37\n\twaitcnt vst:62 tex:0 sm:2      ; note 555\n\twaitcnt vst:13, tex:12\n"
      "\tsetprio 171\n\tcsrwi 0x1a8, 62\n\tsleep 0x4e6ed // x\n\tcsrr u52, lane_count  # y\n\tsleep (blk_1 - blk_0) >> 2\n"
      "blk_1:\n\ttrap -1\n\ttrap 0x100000\n\tcsrw grid_y, u64\n";
  Outcome fast = assemble(*t, src, true), general = assemble(*t, src, false);
  EXPECT_EQ(fast.diagnostics, general.diagnostics);
  EXPECT_EQ(fast.bytes, general.bytes);
  EXPECT_NE(fast.diagnostics.find("u64"), std::string::npos) << fast.diagnostics;
  EXPECT_EQ(fast.fast, 7u);  // the eleven instructions but the expression, the two out-of-range values and u64
}

INSTANTIATE_TEST_SUITE_P(Builtin, FastPathEveryTarget, ::testing::ValuesIn(desc::builtin_target_ids()));
INSTANTIATE_TEST_SUITE_P(Modes, FastPathEveryTarget, ::testing::ValuesIn(test::builtin_mode_ids()));

}  // namespace
}  // namespace simtloom
