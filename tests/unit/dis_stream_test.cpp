// A listing handed out in pieces (DisOptions::flush) is the listing built whole, and a failing
// consumer stops it.
#include "dis/disassembler.h"
#include "test_support.h"

namespace simtloom {
namespace {

TEST(DisStream, PiecesMakeTheWholeListing) {
  auto t = test::builtin("wisa");
  ASSERT_TRUE(t);
  std::string src = "\t.text\n";
  for (int i = 0; i < 40000; ++i) src += i % 1000 == 0 ? "blk_" + std::to_string(i) + ":\n" : "\tcsrr u" + std::to_string(i % 64) + ", lane_count\n";
  DiagList d;
  assembler::Assembler as(*t, d);
  as.add_source("<test>", src);
  ASSERT_TRUE(as.finish()) << d.render();
  codec::Decoder dec(*t);

  std::string whole;
  dis::DisOptions plain;
  auto st = dis::disassemble(as.object(), dec, plain, whole);
  ASSERT_GT(whole.size(), 2 * dis::kFlushBytes);  // the listing needs several pieces

  std::string pieces, rest;
  size_t calls = 0;
  dis::DisOptions streamed;
  streamed.flush = [&](std::string& text) {
    EXPECT_GE(text.size(), dis::kFlushBytes);
    EXPECT_EQ(text.back(), '\n');  // only whole lines
    pieces += text;
    text.clear();
    ++calls;
    return true;
  };
  auto st2 = dis::disassemble(as.object(), dec, streamed, rest);
  EXPECT_EQ(pieces + rest, whole);
  EXPECT_GE(calls, 2u);
  EXPECT_EQ(st2.instructions, st.instructions);

  std::string stopped;
  dis::DisOptions failing;
  failing.flush = [](std::string&) { return false; };
  auto st3 = dis::disassemble(as.object(), dec, failing, stopped);
  EXPECT_LT(st3.instructions, st.instructions);
}

// Assembles `src` for wisa, or fails the test.
obj::Object assemble(const desc::Target& t, const std::string& src) {
  DiagList d;
  assembler::Assembler as(t, d);
  as.add_source("<test>", src);
  EXPECT_TRUE(as.finish()) << d.render();
  return as.object();
}

// Runs of zeros in data print as `.zero N` (cut at labels, so each stays exact), the listing
// reassembles to the same bytes, and a large data section is handed out in pieces too.
TEST(DisStream, DataZerosAreOneLineAndReassembleExactly) {
  auto t = test::builtin("wisa");
  ASSERT_TRUE(t);
  obj::Object o = assemble(*t, "\t.data\n\t.byte 1, 2, 3\n\t.zero 100\nmid:\n\t.zero 40\n\t.byte 5\n\t.zero 31\n\t.byte 6\n");
  codec::Decoder dec(*t);
  std::string text;
  dis::disassemble(o, dec, {}, text);
  // The first row takes 16 bytes (1, 2, 3 and 13 zeros), then 87 zeros up to the label.
  EXPECT_NE(text.find("\t.zero 87\nmid:\n\t.zero 40\n"), std::string::npos) << text;
  EXPECT_EQ(text.find(".zero 31"), std::string::npos) << "a run shorter than two rows stays bytes\n" << text;
  obj::Object back = assemble(*t, text);
  int a = o.find_section(".data"), b = back.find_section(".data");
  ASSERT_GE(a, 0);
  ASSERT_GE(b, 0);
  EXPECT_EQ(back.sections[b].bytes, o.sections[a].bytes);

  obj::Object big = assemble(*t, "\t.data\n\t.fill 400000, 1, 7\n");
  std::string whole, pieces, rest;
  dis::disassemble(big, dec, {}, whole);
  dis::DisOptions streamed;
  size_t calls = 0;
  streamed.flush = [&](std::string& piece) {
    pieces += piece;
    piece.clear();
    ++calls;
    return true;
  };
  dis::disassemble(big, dec, streamed, rest);
  EXPECT_GE(calls, 2u) << "a data section's listing is handed out as it grows";
  EXPECT_EQ(pieces + rest, whole);
}

}  // namespace
}  // namespace simtloom
