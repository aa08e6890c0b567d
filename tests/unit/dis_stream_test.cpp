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

}  // namespace
}  // namespace simtloom
