// Finds the next character of a small set (a newline, quotes, the first characters of comment
// markers) in a source text, sixteen bytes at a time where SSE2 is available: the assembler
// looks at every byte of its input this way once, instead of once for the line end and once
// more for comments.
#pragma once
#include <cstddef>
#include <string_view>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace simtloom::assembler {

class StopScanner {
 public:
  // `stops`: any characters; with none, or more than 8 distinct ones, the scan is byte by byte.
  explicit StopScanner(std::string_view stops) {
    for (char ch : stops) {
      if (table_[static_cast<unsigned char>(ch)]) continue;
      table_[static_cast<unsigned char>(ch)] = true;
#if defined(__SSE2__)
      if (count_ < 8) wanted_[count_] = _mm_set1_epi8(ch);
#endif
      ++count_;
    }
  }
  bool is_stop(char ch) const { return table_[static_cast<unsigned char>(ch)]; }
  // The position of the first stop character in text[from..], or text.size().
  size_t find(std::string_view text, size_t from) const {
    const char* p = text.data();
    size_t n = text.size(), i = from;
#if defined(__SSE2__)
    for (; count_ >= 1 && count_ <= 8 && i + 16 <= n; i += 16) {
      __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + i));
      __m128i hit = _mm_cmpeq_epi8(x, wanted_[0]);
      for (int k = 1; k < count_; ++k) hit = _mm_or_si128(hit, _mm_cmpeq_epi8(x, wanted_[k]));
      if (int bits = _mm_movemask_epi8(hit)) return i + static_cast<size_t>(__builtin_ctz(static_cast<unsigned>(bits)));
    }
#endif
    for (; i < n; ++i)
      if (table_[static_cast<unsigned char>(p[i])]) return i;
    return n;
  }

 private:
  bool table_[256] = {};
#if defined(__SSE2__)
  __m128i wanted_[8];
#endif
  int count_ = 0;
};

// How many times `ch` occurs in `text`.
inline size_t count_char(std::string_view text, char ch) {
  const char* p = text.data();
  size_t n = text.size(), i = 0, count = 0;
#if defined(__SSE2__)
  // Matches are counted per byte lane (each compare gives -1, subtracted), and the lanes summed
  // every 255 blocks before they can overflow: no popcount instruction needed.
  const __m128i wanted = _mm_set1_epi8(ch), zero = _mm_setzero_si128();
  while (i + 16 <= n) {
    __m128i lanes = zero;
    for (int k = 0; k < 255 && i + 16 <= n; ++k, i += 16)
      lanes = _mm_sub_epi8(lanes, _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p + i)), wanted));
    __m128i sums = _mm_sad_epu8(lanes, zero);
    count += static_cast<size_t>(_mm_cvtsi128_si32(sums)) + static_cast<size_t>(_mm_extract_epi16(sums, 4));
  }
#endif
  for (; i < n; ++i) count += p[i] == ch;
  return count;
}

}  // namespace simtloom::assembler
