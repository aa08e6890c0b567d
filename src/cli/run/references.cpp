#include "cli/run/references.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace simtloom::cli::run {
namespace {

template <class T>
struct Out {
  uint8_t* want;
  void put(uint64_t i, T v) const { std::memcpy(want + i * sizeof(T), &v, sizeof(T)); }
};

// Integer sums wrap in the unsigned type (no signed overflow); floats add in T.
template <class T>
T add(T a, T b) {
  if constexpr (std::is_floating_point_v<T>) return static_cast<T>(a + b);
  else return static_cast<T>(static_cast<std::make_unsigned_t<T>>(a) + static_cast<std::make_unsigned_t<T>>(b));
}

template <class T>
void sums(const BufferData& s, uint64_t segment, uint64_t n, Out<T> o) {
  const uint64_t seg = segment ? segment : s.count;
  for (uint64_t j = 0; j < n; ++j) {
    const uint64_t b = segment ? j * seg : 0;
    // Elements past the source's end are zeros; adding zero once more or many times gives the
    // same bits (-0 + 0 is +0 either way), so a segment far past the end costs nothing.
    const uint64_t in_range = b < s.count ? std::min(seg, s.count - b) : 0;
    T acc = source_elem<T>(s, b);
    for (uint64_t l = 1; l < in_range; ++l) acc = add(acc, source_elem<T>(s, b + l));
    if (seg > std::max<uint64_t>(in_range, 1)) acc = add(acc, T{});
    o.put(j, acc);
  }
}

template <class T>
void prefix_sums(const BufferData& s, uint64_t segment, uint64_t n, Out<T> o) {
  const uint64_t seg = segment ? segment : s.count;
  T acc{};
  for (uint64_t i = 0; i < n; ++i) {
    T x = source_elem<T>(s, i);
    acc = (seg == 0 || i % seg == 0) ? x : add(acc, x);
    o.put(i, acc);
  }
}

template <class T>
void sorted(const BufferData& s, uint64_t segment, uint64_t n, Out<T> o) {
  const uint64_t seg = segment ? segment : s.count;
  const uint64_t step = seg ? seg : 1;
  std::vector<T> v;
  for (uint64_t b = 0; b < n; b += step) {
    const uint64_t e = std::min(n, b + step);
    v.clear();
    for (uint64_t i = b; i < e; ++i) v.push_back(source_elem<T>(s, i));
    std::sort(v.begin(), v.end());
    for (uint64_t i = b; i < e; ++i) o.put(i, v[i - b]);
  }
}

template <class T>
void histogram(const BufferData& s, uint64_t n, Out<T> o) {
  std::vector<T> bins(n, T{});
  for (uint64_t i = 0; i < s.count; ++i) {
    double x = get_elem(s.initial.data() + i * s.type->size, s.type->t);
    if (x >= 0 && x < static_cast<double>(n) && x == std::floor(x)) {
      T& b = bins[static_cast<uint64_t>(x)];
      b = add(b, T(1));
    }
  }
  for (uint64_t i = 0; i < n; ++i) o.put(i, bins[i]);
}

template <class T>
void matmul(const BufferData& A, const BufferData& B, const uint64_t shape[3], uint64_t n, Out<T> o) {
  const uint64_t M = shape[0], N = shape[1], K = shape[2];  // each at least 1 (the loader checks)
  for (uint64_t i = 0; i < n; ++i) {
    const uint64_t r = i / N, c = i % N;
    T acc{};
    if (r < M)
      for (uint64_t kk = 0; kk < K; ++kk) {
        T a = source_elem<T>(A, r * K + kk), bb = source_elem<T>(B, kk * N + c);
        if constexpr (std::is_same_v<T, float>) acc = std::fmaf(a, bb, acc);
        else acc = add(acc, static_cast<T>(static_cast<std::make_unsigned_t<T>>(a) * static_cast<std::make_unsigned_t<T>>(bb)));
      }
    o.put(i, acc);
  }
}

template <class T>
void reference(const BufferCheck& c, const std::vector<const BufferData*>& src, uint64_t n, uint8_t* want) {
  Out<T> o{want};
  switch (c.ref) {
    case RefKind::Sum: sums<T>(*src[0], c.segment, n, o); break;
    case RefKind::PrefixSum: prefix_sums<T>(*src[0], c.segment, n, o); break;
    case RefKind::Sorted: sorted<T>(*src[0], c.segment, n, o); break;
    case RefKind::Histogram: histogram<T>(*src[0], n, o); break;
    case RefKind::Matmul: matmul<T>(*src[0], *src[1], c.shape, n, o); break;
    case RefKind::None: break;
  }
}

}  // namespace

void buffer_reference(const BufferCheck& c, const TypeInfo& t, const std::vector<const BufferData*>& src, uint64_t n, uint8_t* want) {
  if (t.t == ET::F32) reference<float>(c, src, n, want);
  else if (t.t == ET::I32) reference<int32_t>(c, src, n, want);
  else reference<uint32_t>(c, src, n, want);
}

double global_reference(const GlobalCheck& g, const BufferData& src) {
  double acc = 0;
  float accf = 0;
  uint64_t acci = 0;  // an int64 sum, wrapping
  const bool f32 = g.type->t == ET::F32, fl = g.type->is_float();
  const bool sum = g.kind == GlobalCheck::Kind::SumOf, max = g.kind == GlobalCheck::Kind::MaxOf;
  for (uint64_t i = 0; i < src.count; ++i) {
    double v = get_elem(src.initial.data() + i * src.type->size, src.type->t);
    if (sum) {
      if (f32) accf += static_cast<float>(v);
      else if (fl) acc += v;
      else acci += static_cast<uint64_t>(static_cast<int64_t>(v));
    } else if (i == 0 || (max ? v > acc : v < acc)) {
      acc = v;
    }
  }
  if (sum) return f32 ? accf : fl ? acc : static_cast<double>(static_cast<int64_t>(acci));
  return acc;
}

}  // namespace simtloom::cli::run
