// How diagnostics show a user's text (issue 18): never raw control characters, UTF-8 whole, long
// lines elided around the caret, the caret under the column it names.
#include <gtest/gtest.h>

#include "support/diag.h"

namespace simtloom {
namespace {

std::string one(const std::string& line, int col, const std::string& message = "bad") {
  Diagnostic d;
  d.loc = {"f.s", 1, col};
  d.message = message;
  d.source_line = line;
  return render(d);
}

TEST(DiagRender, ControlCharactersAreEscapedAndTheCaretFollows) {
  // ESC ] 0 ; title BEL: printed raw, it would retitle the terminal.
  std::string out = one("add \x1b]0;pwned\x07 v1", 16, "unknown mnemonic '\x1b]0;x'");
  EXPECT_EQ(out.find('\x1b'), std::string::npos) << out;
  EXPECT_EQ(out.find('\x07'), std::string::npos) << out;
  EXPECT_NE(out.find("add \\x1b]0;pwned\\x07 v1\n"), std::string::npos) << out;
  EXPECT_NE(out.find("unknown mnemonic '\\x1b]0;x'"), std::string::npos) << out;
  // Column 16 is 'v': 4 + 4 (\x1b) + 8 ("]0;pwned") + 4 (\x07) + 1 display columns precede it.
  EXPECT_NE(out.find("\n" + std::string(21, ' ') + "^\n"), std::string::npos) << out;
}

TEST(DiagRender, Utf8IsKeptWholeAndOtherBytesEscaped) {
  std::string out = one("mov v1, \xc3\xa9t\xc3\xa9 \xff", 15);
  EXPECT_NE(out.find("mov v1, \xc3\xa9t\xc3\xa9 \\xff\n"), std::string::npos) << out;
  // Each two-byte character is one column: 8 + 3 + 1 columns before byte 15 (the 0xff).
  EXPECT_NE(out.find("\n" + std::string(12, ' ') + "^\n"), std::string::npos) << out;
}

TEST(DiagRender, TabsStayTabsUnderTheCaret) {
  std::string out = one("\tadd v1", 6);
  EXPECT_NE(out.find("\tadd v1\n\t    ^\n"), std::string::npos) << out;
}

TEST(DiagRender, LongLinesAreElidedAroundTheCaret) {
  std::string line(1'000'000, 'a');
  line[500'000] = 'X';
  std::string out = one(line, 500'001);
  EXPECT_LT(out.size(), 600u) << "a 1 MB line printed " << out.size() << " bytes";
  auto x = out.find('X');
  ASSERT_NE(x, std::string::npos);
  auto line_start = out.rfind('\n', x) + 1;
  auto caret = out.find('^');
  ASSERT_NE(caret, std::string::npos);
  EXPECT_EQ(caret - out.rfind('\n', caret) - 1, x - line_start) << out;
  EXPECT_NE(out.find("..."), std::string::npos);
}

}  // namespace
}  // namespace simtloom
