// The overlap search (src/desc/overlap.h): the same candidate pairs as comparing every pair, and
// on a large description with distinct opcodes no pair compared at all.
#include <gtest/gtest.h>

#include <random>
#include <set>
#include <utility>

#include "desc/overlap.h"

namespace simtloom::desc {
namespace {

using Pairs = std::set<std::pair<size_t, size_t>>;

Pairs brute_force(const std::vector<EncodingBits>& e, const Bits128& unit) {
  Pairs p;
  for (size_t i = 0; i < e.size(); ++i)
    for (size_t j = i + 1; j < e.size(); ++j)
      if (((e[i].match ^ e[j].match) & e[i].mask & e[j].mask & unit).zero()) p.insert({i, j});
  return p;
}

Pairs searched(const std::vector<EncodingBits>& e, const Bits128& unit, OverlapSearchStats* stats = nullptr) {
  Pairs p;
  for_each_overlap_candidate(e, unit, [&](size_t i, size_t j) {
    EXPECT_LT(i, j);
    EXPECT_TRUE(p.insert({i, j}).second) << "pair " << i << "," << j << " visited twice";
    return true;
  }, stats);
  return p;
}

TEST(OverlapSearch, SameCandidatesAsEveryPair) {
  std::mt19937_64 rng(7);
  for (int round = 0; round < 200; ++round) {
    std::vector<EncodingBits> e(1 + rng() % 60);
    // Few bits and mostly fixed, so that many pairs agree: an 8-bit unit inside a 12-bit word.
    for (auto& x : e) {
      x.mask.lo = rng() & rng() & 0xfff;
      if (rng() % 3) x.mask.lo |= 0xf;  // an opcode most of them fix
      x.match.lo = rng() & x.mask.lo;
    }
    Bits128 unit = Bits128::ones(8);
    EXPECT_EQ(searched(e, unit), brute_force(e, unit)) << "round " << round;
  }
}

TEST(OverlapSearch, StopsWhenVisitSaysSo) {
  std::vector<EncodingBits> e(100);  // a hundred copies of one encoding: 4,950 pairs
  for (auto& x : e) x.mask.lo = 0xff, x.match.lo = 0x12;
  size_t visits = 0;
  for_each_overlap_candidate(e, Bits128::ones(32), [&](size_t, size_t) { return ++visits < 20; });
  EXPECT_EQ(visits, 20u);
}

TEST(OverlapSearch, SixtyThousandDistinctOpcodesCompareNoPair) {
  // 1.8 billion pairs, each differing in a bit both fix: none is a candidate, and the search
  // gets there by splitting, not by trying them (the candidates count what reached the test).
  std::vector<EncodingBits> e(60000);
  for (size_t i = 0; i < e.size(); ++i) e[i].mask.lo = 0xffff, e[i].match.lo = i;
  OverlapSearchStats stats;
  EXPECT_TRUE(searched(e, Bits128::ones(32), &stats).empty());
  EXPECT_EQ(stats.candidates, 0u);
  EXPECT_LT(stats.compared, e.size() * 16) << "pairs compared";
}

}  // namespace
}  // namespace simtloom::desc
