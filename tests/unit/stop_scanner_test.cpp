// The assembler's character scanners against the obvious byte-by-byte search, on random texts
// and stop sets of every size (none, the usual six, more than the SIMD path holds).
#include <algorithm>
#include <random>

#include <gtest/gtest.h>

#include "asm/stop_scanner.h"

namespace simtloom::assembler {
namespace {

TEST(StopScanner, FindsWhatAByteByByteSearchFinds) {
  std::mt19937_64 rng(99);
  const std::string alphabet = "ab \t\n\"';/#xyz0123456789,:.()[]";
  for (int round = 0; round < 2000; ++round) {
    std::string stops;
    size_t nstops = rng() % 12;
    for (size_t k = 0; k < nstops; ++k) stops += alphabet[rng() % alphabet.size()];
    std::string text;
    size_t len = rng() % 100;
    for (size_t k = 0; k < len; ++k) text += alphabet[rng() % alphabet.size()];
    StopScanner scanner(stops);
    for (size_t from = 0; from <= text.size(); ++from) {
      size_t expected = text.find_first_of(stops, from);
      if (expected == std::string::npos) expected = text.size();
      ASSERT_EQ(scanner.find(text, from), expected) << "stops '" << stops << "' text '" << text << "' from " << from;
    }
    for (char ch : alphabet)
      ASSERT_EQ(count_char(text, ch), static_cast<size_t>(std::count(text.begin(), text.end(), ch)));
  }
}

TEST(StopScanner, CountsAcrossLongTexts) {
  std::string text(100'000, 'a');
  for (size_t i = 0; i < text.size(); i += 7) text[i] = '\n';
  EXPECT_EQ(count_char(text, '\n'), static_cast<size_t>(std::count(text.begin(), text.end(), '\n')));
  EXPECT_EQ(StopScanner("\n").find(text, 1), 7u);
  EXPECT_EQ(StopScanner("z").find(text, 0), text.size());
}

}  // namespace
}  // namespace simtloom::assembler
