#include "desc/overlap.h"

#include <algorithm>

namespace simtloom::desc {
namespace {

using Set = std::vector<size_t>;

// Sets this small are compared pair by pair: choosing a bit costs more than it saves.
constexpr size_t kLeafSize = 8;

class Search {
 public:
  Search(const std::vector<EncodingBits>& e, const Bits128& first_unit, const std::function<bool(size_t, size_t)>& visit,
         OverlapSearchStats* stats)
      : e_(e), first_unit_(first_unit), visit_(visit), stats_(stats) {
    for (unsigned b = 0; b < 128; ++b)
      if (first_unit.bit(b)) bits_.push_back(b);
  }

  // Every candidate pair within `s`.
  void within(const Set& s) {
    if (stopped_ || s.size() < 2) return;
    unsigned bit = 0;
    if (s.size() <= kLeafSize || !best_bit(s, s, bit)) {
      for (size_t x = 0; x < s.size() && !stopped_; ++x)
        for (size_t y = x + 1; y < s.size() && !stopped_; ++y) candidate(s[x], s[y]);
      return;
    }
    Set zero, one, free;
    split(s, bit, zero, one, free);
    within(zero);
    within(one);
    within(free);
    across(zero, free);
    across(one, free);
  }

  // Every candidate pair with one member in `a` and the other in `b` (disjoint sets).
  void across(const Set& a, const Set& b) {
    if (stopped_ || a.empty() || b.empty()) return;
    unsigned bit = 0;
    if (a.size() * b.size() <= kLeafSize * kLeafSize || !best_bit(a, b, bit)) {
      for (size_t x : a)
        for (size_t y = 0; y < b.size() && !stopped_; ++y) candidate(x, b[y]);
      return;
    }
    Set a0, a1, af, b0, b1, bf;
    split(a, bit, a0, a1, af);
    split(b, bit, b0, b1, bf);
    Set b0f = b0, b1f = b1;
    b0f.insert(b0f.end(), bf.begin(), bf.end());
    b1f.insert(b1f.end(), bf.begin(), bf.end());
    across(a0, b0f);
    across(a1, b1f);
    across(af, b);
  }

 private:
  bool fixes(size_t i, unsigned bit) const { return e_[i].mask.bit(bit); }
  bool value(size_t i, unsigned bit) const { return e_[i].match.bit(bit); }

  // The first-unit bit that separates the most pairs of a x b (within one set when a is b);
  // false when none separates any.
  bool best_bit(const Set& a, const Set& b, unsigned& out) const {
    size_t best = 0;
    for (unsigned bit : bits_) {
      size_t a0 = 0, a1 = 0, b0 = 0, b1 = 0;
      for (size_t i : a)
        if (fixes(i, bit)) ++(value(i, bit) ? a1 : a0);
      if (&a == &b) {
        b0 = a0, b1 = a1;
      } else {
        for (size_t i : b)
          if (fixes(i, bit)) ++(value(i, bit) ? b1 : b0);
      }
      size_t separated = &a == &b ? a0 * a1 : a0 * b1 + a1 * b0;
      if (separated > best) best = separated, out = bit;
    }
    return best > 0;
  }

  void split(const Set& s, unsigned bit, Set& zero, Set& one, Set& free) const {
    for (size_t i : s) (!fixes(i, bit) ? free : value(i, bit) ? one : zero).push_back(i);
  }

  void candidate(size_t i, size_t j) {
    const EncodingBits &a = e_[i], &b = e_[j];
    if (stats_) ++stats_->compared;
    Bits128 common = a.mask & b.mask & first_unit_;
    if (!((a.match ^ b.match) & common).zero()) return;
    if (stats_) ++stats_->candidates;
    if (!visit_(std::min(i, j), std::max(i, j))) stopped_ = true;
  }

  const std::vector<EncodingBits>& e_;
  Bits128 first_unit_;
  const std::function<bool(size_t, size_t)>& visit_;
  OverlapSearchStats* stats_;
  std::vector<unsigned> bits_;
  bool stopped_ = false;
};

}  // namespace

void for_each_overlap_candidate(const std::vector<EncodingBits>& encodings, const Bits128& first_unit,
                                const std::function<bool(size_t, size_t)>& visit, OverlapSearchStats* stats) {
  Set all(encodings.size());
  for (size_t i = 0; i < all.size(); ++i) all[i] = i;
  Search(encodings, first_unit, visit, stats).within(all);
}

}  // namespace simtloom::desc
