// `simtloom run`: the launch file, buffers, the argument block, checks, outputs, statistics.
//
// Launch file (YAML):
//   kernel: saxpy                 # a .kernel of the source
//   grid: [4]                     # workgroups, 1-3 dimensions (a number is [n])
//   workgroup: [128]              # threads per workgroup, 1-3 dimensions
//   shared_bytes: 0               # default: the kernel's .shared_bytes
//   buffers:                      # allocated in this order in global memory
//     - {name: x, type: f32, count: 1000, init: {random: {seed: 1, min: -1, max: 1}}}
//       # init: {fill: V} | {iota: {start: S, step: D}} | {random: {seed, min, max}} | {file: raw} | {npy: f.npy}
//   images:                       # read-only u32 images for tex, slot = position
//     - {width: 16, height: 4, init: {iota: {start: 0}}}
//   args:                         # the argument block, each value at its natural alignment
//     - {buffer: x}               # u64 address (optional offset: bytes)
//     - {f32: 2.5}                # also u8 i8 u16 i16 u32 i32 u64 i64 f64
//   checks:
//     - {buffer: y, expect: "fma(2.5, x, y)", count: 1000, tolerance: 0, rest_unchanged: true}
//       # expect: + - * / fma min max over numbers, `i` and buffer names (their contents
//       # before the launch), evaluated in the buffer's type (i32, u32 or f32)
//     - {buffer: c, file: expected.npy}   # or a raw file
//     # Reference kinds that expressions cannot say (the source buffers' contents before the
//     # launch, computed in the checked buffer's type: u32/i32 wrap, f32 in binary32 in order):
//     - {buffer: out, sum_of: in}              # every element == the sum of in[]
//     - {buffer: part, sum_of: in, segment: 32}   # part[j] == sum of in[32j .. 32j+32)
//     - {buffer: out, prefix_sum_of: in, segment: 256}  # inclusive, restarting every 256
//     - {buffer: keys, sorted_of: keys, segment: 256}  # each block of 256 sorted ascending
//     - {buffer: bins, histogram_of: data}     # bins[b] == count of data[i] == b
//     - {buffer: C, matmul_of: [A, B], shape: [M, N, K]}  # row-major, fma in k order
//     # (elements past a source's count are 0; segment defaults to the whole source)
//   outputs:
//     - {buffer: y, file: y.npy}  # .npy, else raw bytes; paths are relative to the launch file
//
// linx041 programs (blocks, not kernels) take, instead of kernel/grid/workgroup/args/images:
//   entry: start                  # a label where the first block starts (default: .text's start)
//   lanes: 8                      # LaneNum, the SIMT block engine's lanes (1..32)
//   loop: [1000]                  # LB0, LB1, LB2 before the first block (loop.set changes them)
//   globals:                      # initial R0-R23 by name (a0, s1, ...); others are 0
//     a0: {buffer: x}             # an address (optional offset), or {f32: 2.5} {f64: ..} {u64: ..} {i64: ..} or a number
//   checks:                       # buffer checks as above, and checks of globals after the run:
//     - {global: s0, type: f32, sum_of: x, tolerance: 1e-3}  # also max_of, min_of, expect: NUMBER
#include "cli/run.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>

#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <yaml-cpp/yaml.h>

#include "asm/assembler.h"
#include "desc/loader.h"
#include "dis/printer.h"
#include "obj/object.h"
#include "sim/engine/engine.h"
#include "sim/engine/timing.h"
#include "sim/linx/linx.h"
#include "sim/wisa/wisa.h"

namespace fs = std::filesystem;

namespace simtloom::cli {
namespace {

struct LaunchError {
  SourceLoc loc;
  std::string msg, hint;
};

enum class ET { U8, I8, U16, I16, U32, I32, F32, U64, I64, F64 };
struct TypeInfo {
  const char* name;
  ET t;
  unsigned size;
  const char* npy;
};
constexpr TypeInfo kTypes[] = {{"u8", ET::U8, 1, "|u1"},   {"i8", ET::I8, 1, "|i1"},   {"u16", ET::U16, 2, "<u2"},
                               {"i16", ET::I16, 2, "<i2"}, {"u32", ET::U32, 4, "<u4"}, {"i32", ET::I32, 4, "<i4"},
                               {"f32", ET::F32, 4, "<f4"}, {"u64", ET::U64, 8, "<u8"}, {"i64", ET::I64, 8, "<i8"},
                               {"f64", ET::F64, 8, "<f8"}};
const TypeInfo* type_named(std::string_view n) {
  for (const auto& t : kTypes)
    if (n == t.name) return &t;
  return nullptr;
}
const TypeInfo* type_npy(std::string_view d) {
  for (const auto& t : kTypes)
    if (d == t.npy || (d.size() == 3 && std::string_view(t.npy).substr(1) == d.substr(1) && (d[0] == '<' || d[0] == '|' || d[0] == '=')))
      return &t;
  return nullptr;
}

double get_elem(const uint8_t* p, ET t) {
  switch (t) {
    case ET::U8: return p[0];
    case ET::I8: return static_cast<int8_t>(p[0]);
    case ET::U16: { uint16_t v; std::memcpy(&v, p, 2); return v; }
    case ET::I16: { int16_t v; std::memcpy(&v, p, 2); return v; }
    case ET::U32: { uint32_t v; std::memcpy(&v, p, 4); return v; }
    case ET::I32: { int32_t v; std::memcpy(&v, p, 4); return v; }
    case ET::F32: { float v; std::memcpy(&v, p, 4); return v; }
    case ET::U64: { uint64_t v; std::memcpy(&v, p, 8); return static_cast<double>(v); }
    case ET::I64: { int64_t v; std::memcpy(&v, p, 8); return static_cast<double>(v); }
    case ET::F64: { double v; std::memcpy(&v, p, 8); return v; }
  }
  return 0;
}
void put_elem(uint8_t* p, ET t, double v) {
  auto i = static_cast<int64_t>(v);
  switch (t) {
    case ET::U8: case ET::I8: p[0] = static_cast<uint8_t>(i); break;
    case ET::U16: case ET::I16: { auto x = static_cast<uint16_t>(i); std::memcpy(p, &x, 2); break; }
    case ET::U32: case ET::I32: { auto x = static_cast<uint32_t>(i); std::memcpy(p, &x, 4); break; }
    case ET::F32: { float x = static_cast<float>(v); std::memcpy(p, &x, 4); break; }
    case ET::U64: { uint64_t x = v >= 9.2e18 ? static_cast<uint64_t>(v) : static_cast<uint64_t>(i); std::memcpy(p, &x, 8); break; }
    case ET::I64: std::memcpy(p, &i, 8); break;
    case ET::F64: std::memcpy(p, &v, 8); break;
  }
}

// A YAML number: decimal, 0x hexadecimal, or floating point.
double num(const YAML::Node& n) {
  std::string t = n.as<std::string>();
  char* end = nullptr;
  if (t.size() > 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X')) {
    double v = static_cast<double>(std::strtoull(t.c_str() + 2, &end, 16));
    if (end && *end == 0) return v;
  }
  if (t.size() > 3 && t[0] == '-' && t[1] == '0' && (t[2] == 'x' || t[2] == 'X')) {
    double v = -static_cast<double>(std::strtoull(t.c_str() + 3, &end, 16));
    if (end && *end == 0) return v;
  }
  return n.as<double>();
}

struct Buffer {
  std::string name;
  const TypeInfo* type = nullptr;
  uint64_t count = 0, addr = 0;
  std::vector<uint8_t> initial;  // contents before the launch
};

// ---- .npy -----------------------------------------------------------------------------------
bool read_file(const std::string& path, std::vector<uint8_t>& out) {
  std::ifstream f(path, std::ios::binary);
  if (!f) return false;
  out.assign(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
  return true;
}
// Returns an error message, or "" with the element type and data.
std::string read_npy(const std::string& path, const TypeInfo*& type, std::vector<uint8_t>& data) {
  std::vector<uint8_t> b;
  if (!read_file(path, b)) return fmt::format("cannot read '{}'", path);
  if (b.size() < 10 || std::memcmp(b.data(), "\x93NUMPY", 6) != 0) return fmt::format("'{}' is not a .npy file", path);
  size_t hlen, hoff;
  if (b[6] == 1) hlen = b[8] | (b[9] << 8), hoff = 10;
  else {
    if (b.size() < 12) return fmt::format("'{}': truncated header", path);
    hlen = b[8] | (b[9] << 8) | (size_t{b[10]} << 16) | (size_t{b[11]} << 24);
    hoff = 12;
  }
  if (hoff + hlen > b.size()) return fmt::format("'{}': truncated header", path);
  std::string h(b.begin() + hoff, b.begin() + hoff + hlen);
  auto q = h.find("'descr'");
  if (q == std::string::npos) return fmt::format("'{}': no 'descr' in the header", path);
  auto s1 = h.find('\'', q + 7), s2 = h.find('\'', s1 + 1);
  std::string descr = h.substr(s1 + 1, s2 - s1 - 1);
  type = type_npy(descr);
  if (!type) return fmt::format("'{}': unsupported element type '{}'", path, descr);
  if (h.find("'fortran_order': True") != std::string::npos) return fmt::format("'{}': Fortran order is not supported", path);
  data.assign(b.begin() + hoff + hlen, b.end());
  return {};
}
std::vector<uint8_t> npy_bytes(const TypeInfo& t, const uint8_t* p, uint64_t count) {
  std::string h = fmt::format("{{'descr': '{}', 'fortran_order': False, 'shape': ({},), }}", t.npy, count);
  size_t total = 10 + h.size() + 1;
  h.append((64 - total % 64) % 64, ' ');
  h += '\n';
  std::vector<uint8_t> out = {0x93, 'N', 'U', 'M', 'P', 'Y', 1, 0, static_cast<uint8_t>(h.size() & 0xff), static_cast<uint8_t>(h.size() >> 8)};
  out.insert(out.end(), h.begin(), h.end());
  out.insert(out.end(), p, p + count * t.size);
  return out;
}

// ---- Reference expressions -------------------------------------------------------------------
struct Expr {
  enum K { Num, Idx, Buf, Neg, Add, Sub, Mul, Div, Fma, Min, Max } k = Num;
  double num = 0;
  const Buffer* buf = nullptr;
  std::vector<Expr> kids;
};

struct ExprParser {
  std::string_view s;
  size_t i = 0;
  const std::vector<Buffer>& bufs;
  std::string err;
  void ws() {
    while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
  }
  bool eat(char c) {
    ws();
    if (i < s.size() && s[i] == c) return ++i, true;
    return false;
  }
  Expr fail(std::string m) {
    if (err.empty()) err = fmt::format("{} at column {} of \"{}\"", m, i + 1, s);
    return {};
  }
  Expr primary() {
    ws();
    if (eat('(')) {
      Expr e = sum();
      if (!eat(')')) return fail("expected ')'");
      return e;
    }
    if (eat('-')) {
      Expr e{Expr::Neg};
      e.kids.push_back(primary());
      return e;
    }
    if (i < s.size() && (std::isdigit(static_cast<unsigned char>(s[i])) || s[i] == '.')) {
      size_t j = i;
      while (j < s.size() && (std::isalnum(static_cast<unsigned char>(s[j])) || s[j] == '.' ||
                              ((s[j] == '-' || s[j] == '+') && (s[j - 1] == 'e' || s[j - 1] == 'E'))))
        ++j;
      std::string t(s.substr(i, j - i));
      char* end = nullptr;
      double v = (t.size() > 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X')) ? static_cast<double>(std::strtoull(t.c_str(), &end, 16))
                                                                                : std::strtod(t.c_str(), &end);
      if (!end || *end) return fail(fmt::format("bad number '{}'", t));
      i = j;
      Expr e{Expr::Num};
      e.num = v;
      return e;
    }
    size_t j = i;
    while (j < s.size() && (std::isalnum(static_cast<unsigned char>(s[j])) || s[j] == '_')) ++j;
    std::string id(s.substr(i, j - i));
    if (id.empty()) return fail("expected a number, i, a buffer name or a function");
    i = j;
    if (id == "fma" || id == "min" || id == "max") {
      Expr e{id == "fma" ? Expr::Fma : id == "min" ? Expr::Min : Expr::Max};
      if (!eat('(')) return fail("expected '('");
      unsigned n = id == "fma" ? 3 : 2;
      for (unsigned k = 0; k < n; ++k) {
        if (k && !eat(',')) return fail("expected ','");
        e.kids.push_back(sum());
      }
      if (!eat(')')) return fail("expected ')'");
      return e;
    }
    if (id == "i") return Expr{Expr::Idx};
    for (const auto& b : bufs)
      if (b.name == id) {
        Expr e{Expr::Buf};
        e.buf = &b;
        return e;
      }
    return fail(fmt::format("unknown name '{}' (buffers, i, fma, min, max)", id));
  }
  Expr product() {
    Expr e = primary();
    for (;;) {
      Expr::K k;
      if (eat('*')) k = Expr::Mul;
      else if (eat('/')) k = Expr::Div;
      else return e;
      Expr n{k};
      n.kids.push_back(std::move(e));
      n.kids.push_back(primary());
      e = std::move(n);
    }
  }
  Expr sum() {
    Expr e = product();
    for (;;) {
      Expr::K k;
      if (eat('+')) k = Expr::Add;
      else if (eat('-')) k = Expr::Sub;
      else return e;
      Expr n{k};
      n.kids.push_back(std::move(e));
      n.kids.push_back(product());
      e = std::move(n);
    }
  }
};

template <class T>
T eval(const Expr& e, uint64_t i) {
  auto k = [&](size_t n) { return eval<T>(e.kids[n], i); };
  switch (e.k) {
    case Expr::Num:
      if constexpr (std::is_floating_point_v<T>) return static_cast<T>(e.num);
      else return static_cast<T>(static_cast<int64_t>(e.num));
    case Expr::Idx: return static_cast<T>(i);
    case Expr::Buf: {
      if (i >= e.buf->count) return T{};
      double v = get_elem(e.buf->initial.data() + i * e.buf->type->size, e.buf->type->t);
      if constexpr (std::is_floating_point_v<T>) return static_cast<T>(v);
      else if (e.buf->type->size == 4) {  // keep the bits of 32-bit integers
        uint32_t u;
        std::memcpy(&u, e.buf->initial.data() + i * 4, 4);
        return static_cast<T>(u);
      } else return static_cast<T>(static_cast<int64_t>(v));
    }
    case Expr::Neg: return static_cast<T>(T{} - k(0));
    case Expr::Add: return static_cast<T>(k(0) + k(1));
    case Expr::Sub: return static_cast<T>(k(0) - k(1));
    case Expr::Mul: return static_cast<T>(k(0) * k(1));
    case Expr::Div: {
      T b = k(1);
      if constexpr (!std::is_floating_point_v<T>) {
        if (b == 0) return T{};
        if constexpr (std::is_signed_v<T>)
          if (b == T(-1)) return static_cast<T>(T{} - k(0));
      }
      return static_cast<T>(k(0) / b);
    }
    case Expr::Fma:
      if constexpr (std::is_same_v<T, float>) return std::fmaf(k(0), k(1), k(2));
      else return static_cast<T>(k(0) * k(1) + k(2));
    case Expr::Min: { T a = k(0), b = k(1); return b < a ? b : a; }
    case Expr::Max: { T a = k(0), b = k(1); return a < b ? b : a; }
  }
  return T{};
}

// ---- Reference kinds (sum, prefix sum, sort, histogram, matrix product) ----------------------
// The source element i of b converted to T, as expressions read buffers; 0 past the end.
template <class T>
T src_elem(const Buffer& b, uint64_t i) {
  if (i >= b.count) return T{};
  const uint8_t* p = b.initial.data() + i * b.type->size;
  if constexpr (std::is_floating_point_v<T>) return static_cast<T>(get_elem(p, b.type->t));
  else if (b.type->size == 4) {
    uint32_t u;
    std::memcpy(&u, p, 4);
    return static_cast<T>(u);
  } else return static_cast<T>(static_cast<int64_t>(get_elem(p, b.type->t)));
}

enum class RefKind { None, Sum, PrefixSum, Sorted, Histogram, Matmul };

// Fills want[0..n) with the reference of kind k over sources src (segment: 0 = whole source).
template <class T>
void reference(RefKind k, const std::vector<const Buffer*>& src, uint64_t segment, const uint64_t shape[3], uint64_t n, uint8_t* want) {
  const Buffer& s = *src[0];
  auto put = [&](uint64_t i, T v) { std::memcpy(want + i * sizeof(T), &v, sizeof(T)); };
  uint64_t seg = segment ? segment : s.count;
  switch (k) {
    case RefKind::Sum:
      for (uint64_t j = 0; j < n; ++j) {
        uint64_t b = segment ? j * seg : 0;
        T acc = src_elem<T>(s, b);
        for (uint64_t l = 1; l < seg; ++l) acc = static_cast<T>(acc + src_elem<T>(s, b + l));
        put(j, acc);
      }
      break;
    case RefKind::PrefixSum: {
      T acc{};
      for (uint64_t i = 0; i < n; ++i) {
        T x = src_elem<T>(s, i);
        acc = (seg == 0 || i % seg == 0) ? x : static_cast<T>(acc + x);
        put(i, acc);
      }
      break;
    }
    case RefKind::Sorted:
      for (uint64_t b = 0; b < n; b += seg ? seg : 1) {
        uint64_t e = std::min(n, b + (seg ? seg : 1));
        std::vector<T> v;
        for (uint64_t i = b; i < e; ++i) v.push_back(src_elem<T>(s, i));
        std::sort(v.begin(), v.end());
        for (uint64_t i = b; i < e; ++i) put(i, v[i - b]);
      }
      break;
    case RefKind::Histogram: {
      std::vector<T> bins(n, T{});
      for (uint64_t i = 0; i < s.count; ++i) {
        double x = get_elem(s.initial.data() + i * s.type->size, s.type->t);
        if (x >= 0 && x < static_cast<double>(n) && x == std::floor(x)) bins[static_cast<uint64_t>(x)] = static_cast<T>(bins[static_cast<uint64_t>(x)] + T(1));
      }
      for (uint64_t i = 0; i < n; ++i) put(i, bins[i]);
      break;
    }
    case RefKind::Matmul: {
      const Buffer& B = *src[1];
      uint64_t M = shape[0], N = shape[1], K = shape[2];
      for (uint64_t i = 0; i < n; ++i) {
        uint64_t r = i / N, c = i % N;
        T acc{};
        if (r < M)
          for (uint64_t kk = 0; kk < K; ++kk) {
            T a = src_elem<T>(s, r * K + kk), bb = src_elem<T>(B, kk * N + c);
            if constexpr (std::is_same_v<T, float>) acc = std::fmaf(a, bb, acc);
            else acc = static_cast<T>(acc + a * bb);
          }
        put(i, acc);
      }
      break;
    }
    case RefKind::None: break;
  }
}

// ---- The launch file -------------------------------------------------------------------------
struct Check {
  std::string buffer, expect, file;
  RefKind ref = RefKind::None;
  std::vector<std::string> sources;
  uint64_t segment = 0, shape[3] = {};
  uint64_t count = 0;
  bool has_count = false, rest_unchanged = false;
  double tolerance = 0;
  SourceLoc loc;
};
// linx041: a check of a global register after the run.
struct GlobalCheck {
  unsigned reg = 0;
  std::string name, kind, source;  // kind: expect, sum_of, max_of, min_of
  const TypeInfo* type = nullptr;
  double value = 0, tolerance = 0;
  SourceLoc loc;
};
// The reference of a global check over the source buffer's initial contents, in the check's
// type: a sum in order (wrapping for integers), or the maximum or minimum.
double global_reference(const GlobalCheck& g, const Buffer& src) {
  double acc = 0;
  float accf = 0;
  int64_t acci = 0;
  const bool f32 = g.type->t == ET::F32, fl = f32 || g.type->t == ET::F64;
  for (uint64_t i = 0; i < src.count; ++i) {
    double v = get_elem(src.initial.data() + i * src.type->size, src.type->t);
    if (g.kind == "sum_of") {
      if (f32) accf += static_cast<float>(v);
      else if (fl) acc += v;
      else acci += static_cast<int64_t>(v);
    } else if (i == 0 || (g.kind == "max_of" ? v > acc : v < acc)) {
      acc = v;
    }
  }
  if (g.kind == "sum_of") return f32 ? accf : fl ? acc : static_cast<double>(acci);
  return acc;
}
// A global register's value read in the check's type.
double global_value(uint64_t r, const TypeInfo& t) {
  uint8_t b[8];
  std::memcpy(b, &r, 8);
  return get_elem(b, t.t);
}

struct Output {
  std::string buffer, file;
  SourceLoc loc;
};

class Launch {
 public:
  Launch(std::string path, DiagList& d) : path_(std::move(path)), d_(d), dir_(fs::path(path_).parent_path()) {}

  SourceLoc loc(const YAML::Node& n) const {
    auto m = n.Mark();
    return {path_, m.line + 1, m.column + 1};
  }
  void error(const YAML::Node& n, std::string msg, std::string hint = {}) { d_.error(loc(n), std::move(msg), {}, std::move(hint)); }
  std::string rel(const std::string& p) const { return fs::path(p).is_absolute() || dir_.empty() ? p : (dir_ / p).string(); }

  bool dims(const YAML::Node& n, const char* what, uint32_t out[3]) {
    out[0] = out[1] = out[2] = 1;
    if (!n) {
      d_.error({path_, 1, 1}, fmt::format("the launch file has no '{}'", what), {}, fmt::format("add '{}: [N]' (1 to 3 dimensions)", what));
      return false;
    }
    try {
      if (n.IsScalar()) out[0] = n.as<uint32_t>();
      else if (n.IsSequence() && n.size() >= 1 && n.size() <= 3)
        for (size_t i = 0; i < n.size(); ++i) out[i] = n[i].as<uint32_t>();
      else throw YAML::Exception(n.Mark(), "");
    } catch (const YAML::Exception&) {
      error(n, fmt::format("'{}' must be a positive number or a list of 1 to 3 positive numbers", what));
      return false;
    }
    for (int i = 0; i < 3; ++i)
      if (out[i] == 0) {
        error(n, fmt::format("'{}' has a zero dimension", what));
        return false;
      }
    return true;
  }

  static void check_keys(Launch& L, const YAML::Node& n, std::initializer_list<const char*> keys, const char* what) {
    if (!n.IsMap()) return;
    for (const auto& kv : n) {
      std::string k = kv.first.as<std::string>();
      bool ok = false;
      std::vector<std::string_view> cands;
      for (auto* x : keys) {
        cands.push_back(x);
        if (k == x) ok = true;
      }
      if (!ok) {
        std::string near = closest_match(k, cands);
        L.error(kv.first, fmt::format("unknown key '{}' in {}", k, what), near.empty() ? "" : fmt::format("did you mean '{}'?", near));
      }
    }
  }

  // Fills `bytes` (count elements of type t) from an init node.
  bool init(const YAML::Node& n, const TypeInfo& t, uint64_t count, std::vector<uint8_t>& bytes) {
    bytes.assign(count * t.size, 0);
    if (!n) return true;
    try {
      if (!n.IsMap() || n.size() != 1) {
        error(n, "'init' must be one of {fill: V}, {iota: {start, step}}, {random: {seed, min, max}}, {file: F}, {npy: F}");
        return false;
      }
      std::string k = n.begin()->first.as<std::string>();
      const YAML::Node v = n.begin()->second;
      if (k == "fill") {
        double f = num(v);
        for (uint64_t i = 0; i < count; ++i) put_elem(&bytes[i * t.size], t.t, f);
      } else if (k == "iota") {
        double s = v["start"] ? num(v["start"]) : 0, st = v["step"] ? num(v["step"]) : 1;
        for (uint64_t i = 0; i < count; ++i) put_elem(&bytes[i * t.size], t.t, s + st * static_cast<double>(i));
      } else if (k == "random") {
        uint64_t seed = v["seed"] ? v["seed"].as<uint64_t>() : 1;
        double lo = v["min"] ? num(v["min"]) : 0, hi = v["max"] ? num(v["max"]) : (t.t == ET::F32 || t.t == ET::F64 ? 1 : 255);
        std::mt19937_64 g(seed);
        bool fl = t.t == ET::F32 || t.t == ET::F64;
        for (uint64_t i = 0; i < count; ++i) {
          double r = fl ? std::uniform_real_distribution<double>(lo, hi)(g)
                        : static_cast<double>(std::uniform_int_distribution<int64_t>(static_cast<int64_t>(lo), static_cast<int64_t>(hi))(g));
          put_elem(&bytes[i * t.size], t.t, r);
        }
      } else if (k == "file") {
        std::vector<uint8_t> f;
        if (!read_file(rel(v.as<std::string>()), f)) {
          error(v, fmt::format("cannot read '{}'", rel(v.as<std::string>())));
          return false;
        }
        if (f.size() != bytes.size()) {
          error(v, fmt::format("size mismatch: '{}' has {} bytes, the buffer {} ({} x {})", v.as<std::string>(), f.size(), bytes.size(), count, t.name));
          return false;
        }
        bytes = std::move(f);
      } else if (k == "npy") {
        const TypeInfo* ft = nullptr;
        std::vector<uint8_t> f;
        std::string e = read_npy(rel(v.as<std::string>()), ft, f);
        if (!e.empty()) {
          error(v, e);
          return false;
        }
        if (ft->t != t.t || f.size() != bytes.size()) {
          error(v, fmt::format("size mismatch: '{}' holds {} x {}, the buffer is {} x {}", v.as<std::string>(), f.size() / ft->size, ft->name, count, t.name));
          return false;
        }
        bytes = std::move(f);
      } else {
        std::string near = closest_match(k, {"fill", "iota", "random", "file", "npy"});
        error(n.begin()->first, fmt::format("unknown init '{}'", k), near.empty() ? "use fill, iota, random, file or npy" : fmt::format("did you mean '{}'?", near));
        return false;
      }
    } catch (const YAML::Exception& e) {
      error(n, fmt::format("bad init: {}", e.msg));
      return false;
    }
    return true;
  }

  std::string path_;
  DiagList& d_;
  fs::path dir_;
};

std::string fmt_elem(const uint8_t* p, const TypeInfo& t) {
  if (t.t == ET::F32) {
    float f;
    std::memcpy(&f, p, 4);
    return fmt::format("{} ({:#010x})", f, std::bit_cast<uint32_t>(f));
  }
  if (t.t == ET::F64) return fmt::format("{}", get_elem(p, t.t));
  if (t.t == ET::I32 || t.t == ET::I64 || t.t == ET::I16 || t.t == ET::I8) return fmt::format("{}", static_cast<int64_t>(get_elem(p, t.t)));
  return fmt::format("{}", static_cast<uint64_t>(get_elem(p, t.t)));
}

bool elem_equal(const uint8_t* a, const uint8_t* b, const TypeInfo& t, double tol) {
  if (std::memcmp(a, b, t.size) == 0) return true;
  if (t.t == ET::F32 || t.t == ET::F64) {
    double x = get_elem(a, t.t), y = get_elem(b, t.t);
    if (std::isnan(x) && std::isnan(y)) return true;
    return tol > 0 && std::fabs(x - y) <= tol;
  }
  return false;
}

}  // namespace

int cmd_run(const RunArgs& a) {
  DiagList d;
  auto report = [&]() {
    std::fputs(d.render().c_str(), stderr);
    return 1;
  };
  // The kernel: assembled from source, or read from an object.
  auto t = a.isa.empty() ? desc::load_builtin(a.target, d) : desc::load_target_dir(a.isa, d);
  if (!t) return report();
  const bool linx = t->id == "linx041";
  if (t->id != "wisa" && !linx) {
    d.error({"<command line>", 0, 0}, fmt::format("target '{}' has no simulator yet", t->id), {}, "simulated targets: wisa, linx041");
    return report();
  }
  std::optional<obj::Object> object;
  auto ext = fs::path(a.input).extension().string();
  if (ext == ".o" || ext == ".elf" || ext == ".bin" || ext == ".hex") {
    object = obj::read_any(a.input, t->unit_bits / 8, d);
    if (!object) return report();
  } else {
    assembler::AsmOptions opt;
    opt.include_dirs = a.includes;
    assembler::Assembler as(*t, d, opt);
    as.add_file(a.input);
    if (!as.finish()) return report();
    object = std::move(as.object());
  }

  // The launch file.
  YAML::Node root;
  try {
    root = YAML::LoadFile(a.launch);
  } catch (const YAML::BadFile&) {
    d.error({a.launch, 0, 0}, "cannot read the launch file");
    return report();
  } catch (const YAML::Exception& e) {
    d.error({a.launch, e.mark.line + 1, e.mark.column + 1}, e.msg);
    return report();
  }
  Launch L(a.launch, d);
  if (!root.IsMap()) {
    d.error({a.launch, 1, 1}, "the launch file must be a map (kernel, grid, workgroup, buffers, args, checks, outputs)");
    return report();
  }
  if (linx) Launch::check_keys(L, root, {"entry", "lanes", "loop", "globals", "buffers", "checks", "outputs"}, "a linx041 launch file");
  else Launch::check_keys(L, root, {"kernel", "grid", "workgroup", "shared_bytes", "buffers", "images", "args", "checks", "outputs"}, "the launch file");
  if (d.has_errors()) return report();

  sim::DeviceConfig cfg;
  cfg.cores = a.cores;
  cfg.warp_width = a.warp_width;
  cfg.max_instructions = a.max_instructions;
  cfg.fatal_hazards = a.fatal_hazards;
  cfg.fatal_races = a.fatal_races;
  cfg.check_races = !a.no_race_check;
  std::unique_ptr<sim::TimingModel> timing;
  if (a.timing || !a.config.empty() || !a.trace.empty() || a.threads_given) {
    sim::TimingConfig tc = sim::default_timing_config();
    if (!a.config.empty()) {
      std::vector<uint8_t> text;
      std::string err;
      if (!read_file(a.config, text)) err = fmt::format("cannot read '{}'", a.config);
      else sim::parse_timing_config(std::string(text.begin(), text.end()), a.config, tc, err);
      if (!err.empty()) {
        d.error({a.config, 0, 0}, err);
        return report();
      }
    }
    if (a.cores_given) tc.cores = a.cores;
    if (a.threads_given) tc.threads = a.threads;
    cfg.cores = tc.cores;
    timing = std::make_unique<sim::TimingModel>(tc);
    timing->enable_trace(!a.trace.empty());
  }
  std::unique_ptr<sim::Device> owned;
  std::unique_ptr<sim::linx::Machine> machine;
  sim::Device* dev = nullptr;
  if (linx) {
    if (timing) {
      d.error({"<command line>", 0, 0}, "the timing mode simulates wisa only", {}, "run linx041 programs without --timing, --config, --trace and --threads");
      return report();
    }
    sim::linx::MachineConfig mc;
    mc.max_instructions = a.max_instructions;
    if (auto ln = root["lanes"]) {
      try {
        mc.lane_num = ln.as<unsigned>();
      } catch (const YAML::Exception&) {
        L.error(ln, "'lanes' must be a number (LaneNum, 1 to 32)");
        return report();
      }
    }
    machine = sim::linx::Machine::create(*t, mc, d);
    if (!machine) return report();
    dev = &machine->device();
  } else {
    owned = sim::Device::create(*t, sim::wisa::plugin(), cfg, d);
    if (!owned) return report();
    dev = owned.get();
  }
  dev->timing = timing.get();
  dis::Printer printer(*t);
  dev->disassemble = [&](const codec::MCInst& mi, uint64_t pc) { return printer.text(mi, pc); };
  uint64_t base = dev->load_code(*object);

  sim::LaunchSpec spec;
  std::string kname;
  try {
    kname = root["kernel"] ? root["kernel"].as<std::string>() : "";
  } catch (const YAML::Exception&) {
    L.error(root["kernel"], "'kernel' must be a name");
    return report();
  }
  const obj::Kernel* kernel = nullptr;
  std::vector<std::string_view> knames;
  if (linx) {
    spec.entry = base;
    if (auto en = root["entry"]) {
      std::string e = en.as<std::string>();
      std::vector<std::string_view> labels;
      bool found = false;
      for (const auto& sym : object->symbols) {
        labels.push_back(sym.name);
        if (sym.name == e && sym.section >= 0) spec.entry = base + sym.value, found = true;
      }
      if (!found) {
        std::string near = closest_match(e, labels);
        L.error(en, fmt::format("no label '{}' in {}", e, a.input), near.empty() ? "name a label of the program's code" : fmt::format("did you mean '{}'?", near));
        return report();
      }
    }
    if (auto lp = root["loop"]) {
      uint32_t lb[3];
      if (!L.dims(lp, "loop", lb)) return report();
      for (int i = 0; i < 3; ++i) machine->state().LB[i] = lb[i];
    }
  }
  if (!linx)
    for (const auto& k : object->kernels) {
      knames.push_back(k.name);
      if (k.name == kname) kernel = &k;
    }
  if (!kernel && !linx) {
    if (kname.empty() && object->kernels.size() == 1) kernel = &object->kernels[0];
    else {
      std::string near = closest_match(kname, knames);
      d.error(root["kernel"] ? L.loc(root["kernel"]) : SourceLoc{a.launch, 1, 1},
              kname.empty() ? "the launch file names no kernel" : fmt::format("no kernel '{}' in {}", kname, a.input), {},
              near.empty() ? fmt::format("kernels: {}", fmt::join(knames, ", ")) : fmt::format("did you mean '{}'?", near));
      return report();
    }
  }
  if (!linx) spec.entry = base + kernel->entry;
  if (!linx && (!L.dims(root["grid"], "grid", spec.grid) || !L.dims(root["workgroup"], "workgroup", spec.wg))) return report();
  uint64_t threads = uint64_t{spec.wg[0]} * spec.wg[1] * spec.wg[2];
  if (threads > 1024) {
    L.error(root["workgroup"], fmt::format("a workgroup of {} threads is too large (at most 1024)", threads));
    return report();
  }
  auto sb = linx ? std::map<std::string, int64_t>::const_iterator{} : kernel->attrs.find("shared_bytes");
  spec.shared_bytes = linx || sb == kernel->attrs.end() ? 0 : static_cast<uint32_t>(sb->second);
  if (root["shared_bytes"]) spec.shared_bytes = root["shared_bytes"].as<uint32_t>();

  // Buffers.
  std::vector<Buffer> bufs;
  if (auto bn = root["buffers"]) {
    if (!bn.IsSequence()) {
      L.error(bn, "'buffers' must be a list of {name, type, count, init}");
      return report();
    }
    bufs.reserve(bn.size());
    for (const auto& b : bn) {
      Launch::check_keys(L, b, {"name", "type", "count", "init"}, "a buffer");
      if (!b["name"] || !b["type"] || !b["count"]) {
        L.error(b, "a buffer needs a name, a type and a count");
        continue;
      }
      Buffer B;
      B.name = b["name"].as<std::string>();
      B.type = type_named(b["type"].as<std::string>());
      if (!B.type) {
        L.error(b["type"], fmt::format("unknown element type '{}'", b["type"].as<std::string>()), "use u8 i8 u16 i16 u32 i32 f32 u64 i64 f64");
        continue;
      }
      for (const auto& o : bufs)
        if (o.name == B.name) L.error(b["name"], fmt::format("buffer '{}' is defined twice", B.name));
      B.count = b["count"].as<uint64_t>();
      if (!L.init(b["init"], *B.type, B.count, B.initial)) continue;
      B.addr = dev->memory().alloc(B.count * B.type->size, B.name);
      dev->memory().write(B.addr, B.initial.data(), B.initial.size());
      bufs.push_back(std::move(B));
    }
  }
  if (d.has_errors()) return report();
  auto find_buf = [&](const YAML::Node& n) -> const Buffer* {
    std::string nm = n.as<std::string>();
    std::vector<std::string_view> names;
    for (const auto& b : bufs) {
      if (b.name == nm) return &b;
      names.push_back(b.name);
    }
    std::string near = closest_match(nm, names);
    L.error(n, fmt::format("missing buffer '{}'", nm), near.empty() ? "define it under 'buffers'" : fmt::format("did you mean '{}'?", near));
    return nullptr;
  };

  // linx041: initial globals.
  // linx041 globals by name (the description's gsrc enum); an error with a suggestion if unknown.
  const desc::EnumTable* gnames = linx ? t->enum_table("gsrc") : nullptr;
  auto global_named = [&](const YAML::Node& n) -> const desc::EnumEntry* {
    std::string nm = n.as<std::string>();
    const desc::EnumEntry* e = gnames ? gnames->find(nm) : nullptr;
    if (!e) {
      std::vector<std::string_view> cands;
      if (gnames)
        for (const auto& x : gnames->entries) cands.push_back(x.name);
      std::string near = closest_match(nm, cands);
      L.error(n, fmt::format("unknown global register '{}'", nm), near.empty() ? "globals are R0-R23 by their names: zero sp a0-a7 ra s0-s8 x0-x3" : fmt::format("did you mean '{}'?", near));
    }
    return e;
  };
  if (linx && root["globals"]) {
    const YAML::Node gn = root["globals"];
    if (!gn.IsMap() || !gnames) {
      L.error(gn, "'globals' must be a map from register names (a0, s1, ...) to values");
      return report();
    }
    for (const auto& kv : gn) {
      std::string nm = kv.first.as<std::string>();
      const desc::EnumEntry* e = global_named(kv.first);
      if (!e) continue;
      const YAML::Node& v = kv.second;
      uint64_t val = 0;
      try {
        if (v.IsScalar()) {
          std::string txt = v.as<std::string>();
          val = txt.rfind("-", 0) == 0 ? static_cast<uint64_t>(v.as<int64_t>()) : v.as<uint64_t>();
        } else if (v.IsMap() && v["buffer"]) {
          Launch::check_keys(L, v, {"buffer", "offset"}, "a buffer address");
          const Buffer* b = find_buf(v["buffer"]);
          if (!b) continue;
          val = b->addr + (v["offset"] ? v["offset"].as<uint64_t>() : 0);
        } else if (v.IsMap() && v.size() == 1) {
          std::string k = v.begin()->first.as<std::string>();
          const TypeInfo* ti = type_named(k);
          if (!ti) {
            L.error(v.begin()->first, fmt::format("unknown value kind '{}'", k), "use buffer, f32, f64, u64, i64 (or a plain number)");
            continue;
          }
          uint8_t tmp[8] = {};
          if (ti->t == ET::U64 || ti->t == ET::I64)
            val = ti->t == ET::U64 ? v.begin()->second.as<uint64_t>() : static_cast<uint64_t>(v.begin()->second.as<int64_t>());
          else {
            put_elem(tmp, ti->t, num(v.begin()->second));
            std::memcpy(&val, tmp, 8);
          }
        } else {
          L.error(v, "a global's value is a number, {buffer: NAME}, or {TYPE: VALUE}");
          continue;
        }
      } catch (const YAML::Exception&) {
        L.error(v, fmt::format("bad value for global '{}'", nm));
        continue;
      }
      machine->state().R[e->value % sim::linx::kGlobals] = val;
    }
    if (d.has_errors()) return report();
  }

  // Images.
  if (auto in = root["images"]) {
    for (const auto& im : in) {
      Launch::check_keys(L, im, {"width", "height", "init"}, "an image");
      sim::Image I;
      I.width = im["width"] ? im["width"].as<uint32_t>() : 0;
      I.height = im["height"] ? im["height"].as<uint32_t>() : 1;
      std::vector<uint8_t> bytes;
      if (!L.init(im["init"], *type_named("u32"), uint64_t{I.width} * I.height, bytes)) continue;
      I.texels.resize(uint64_t{I.width} * I.height);
      std::memcpy(I.texels.data(), bytes.data(), bytes.size());
      spec.images.push_back(std::move(I));
    }
  }

  // The argument block.
  std::vector<uint8_t> args;
  if (auto an = root["args"]) {
    for (const auto& arg : an) {
      if (!arg.IsMap() || arg.size() < 1) {
        L.error(arg, "an argument is {buffer: NAME} or {TYPE: VALUE}");
        continue;
      }
      std::string k = arg.begin()->first.as<std::string>();
      uint8_t tmp[8] = {};
      unsigned size;
      if (k == "buffer") {
        Launch::check_keys(L, arg, {"buffer", "offset"}, "a buffer argument");
        const Buffer* b = find_buf(arg["buffer"]);
        if (!b) continue;
        uint64_t v = b->addr + (arg["offset"] ? arg["offset"].as<uint64_t>() : 0);
        std::memcpy(tmp, &v, 8);
        size = 8;
      } else if (const TypeInfo* ti = type_named(k)) {
        size = ti->size;
        try {
          if (ti->t == ET::U64 || ti->t == ET::I64) {
            uint64_t v = ti->t == ET::U64 ? arg.begin()->second.as<uint64_t>() : static_cast<uint64_t>(arg.begin()->second.as<int64_t>());
            std::memcpy(tmp, &v, 8);
          } else {
            put_elem(tmp, ti->t, num(arg.begin()->second));
          }
        } catch (const YAML::Exception&) {
          L.error(arg.begin()->second, fmt::format("bad {} value", k));
          continue;
        }
      } else {
        std::string near = closest_match(k, {"buffer", "u8", "i8", "u16", "i16", "u32", "i32", "f32", "u64", "i64", "f64"});
        L.error(arg.begin()->first, fmt::format("unknown argument kind '{}'", k), near.empty() ? "use buffer or a type (u32, f32, ...)" : fmt::format("did you mean '{}'?", near));
        continue;
      }
      while (args.size() % size) args.push_back(0);
      args.insert(args.end(), tmp, tmp + size);
    }
  }
  if (d.has_errors()) return report();
  auto ab = linx ? std::map<std::string, int64_t>::const_iterator{} : kernel->attrs.find("arg_bytes");
  if (!linx && ab != kernel->attrs.end() && static_cast<uint64_t>(ab->second) != args.size()) {
    d.error(root["args"] ? L.loc(root["args"]) : SourceLoc{a.launch, 1, 1},
            fmt::format("size mismatch: the argument block is {} bytes, kernel '{}' declares .arg_bytes {}", args.size(), kernel->name, ab->second));
    return report();
  }
  if (!linx) {
    spec.arg_addr = dev->memory().alloc(std::max<size_t>(args.size(), 8), "args");
    dev->memory().write(spec.arg_addr, args.data(), args.size());
  }

  // Checks and outputs are read before the run so that a bad file fails early.
  std::vector<Check> checks;
  std::vector<GlobalCheck> gchecks;
  std::vector<std::pair<const Check*, Expr>> exprs;
  if (auto cn = root["checks"]) {
    for (const auto& c : cn) {
      if (linx && c["global"]) {
        Launch::check_keys(L, c, {"global", "type", "expect", "sum_of", "max_of", "min_of", "tolerance"}, "a global check");
        GlobalCheck G;
        G.loc = L.loc(c);
        G.name = c["global"].as<std::string>();
        const desc::EnumEntry* e = global_named(c["global"]);
        if (!e) continue;
        G.reg = static_cast<unsigned>(e->value % sim::linx::kGlobals);
        G.type = type_named(c["type"] ? c["type"].as<std::string>() : "u64");
        if (!G.type) {
          L.error(c["type"], "unknown type", "use u8 i8 u16 i16 u32 i32 f32 u64 i64 f64");
          continue;
        }
        for (const char* k : {"expect", "sum_of", "max_of", "min_of"})
          if (c[k]) G.kind = k;
        if (G.kind.empty()) {
          L.error(c, "a global check needs one of: expect, sum_of, max_of, min_of");
          continue;
        }
        if (G.kind == "expect") G.value = num(c["expect"]);
        else if (!find_buf(c[G.kind])) continue;
        else G.source = c[G.kind].as<std::string>();
        if (c["tolerance"]) G.tolerance = c["tolerance"].as<double>();
        gchecks.push_back(G);
        continue;
      }
      Launch::check_keys(L, c, {"buffer", "expect", "file", "sum_of", "prefix_sum_of", "sorted_of", "histogram_of", "matmul_of", "segment", "shape",
                                "count", "tolerance", "rest_unchanged"}, "a check");
      Check C;
      C.loc = L.loc(c);
      static constexpr std::pair<const char*, RefKind> kRefs[] = {{"sum_of", RefKind::Sum}, {"prefix_sum_of", RefKind::PrefixSum},
                                                                 {"sorted_of", RefKind::Sorted}, {"histogram_of", RefKind::Histogram},
                                                                 {"matmul_of", RefKind::Matmul}};
      unsigned kinds = (c["expect"] ? 1 : 0) + (c["file"] ? 1 : 0);
      YAML::Node refnode;
      for (const auto& [key, kind] : kRefs)
        if (c[key]) ++kinds, C.ref = kind, refnode = c[key];
      if (!c["buffer"] || kinds != 1) {
        L.error(c, "a check needs a buffer and one of: expect, file, sum_of, prefix_sum_of, sorted_of, histogram_of, matmul_of");
        continue;
      }
      if (!find_buf(c["buffer"])) continue;
      if (C.ref != RefKind::None) {
        bool bad = false;
        std::vector<YAML::Node> names;
        if (refnode.IsSequence())
          for (const auto& x : refnode) names.push_back(x);
        else names.push_back(refnode);
        if (names.size() != (C.ref == RefKind::Matmul ? 2u : 1u)) {
          L.error(refnode, C.ref == RefKind::Matmul ? "matmul_of names two buffers: [A, B]" : "name one source buffer");
          continue;
        }
        for (const auto& x : names) {
          if (!find_buf(x)) bad = true;
          else C.sources.push_back(x.as<std::string>());
        }
        if (bad) continue;
        if (c["segment"]) C.segment = c["segment"].as<uint64_t>();
        if (C.ref == RefKind::Matmul) {
          auto sh = c["shape"];
          if (!sh || !sh.IsSequence() || sh.size() != 3) {
            L.error(c, "matmul_of needs shape: [M, N, K]");
            continue;
          }
          for (int k = 0; k < 3; ++k) C.shape[k] = sh[k].as<uint64_t>();
        }
      }
      C.buffer = c["buffer"].as<std::string>();
      if (c["expect"]) C.expect = c["expect"].as<std::string>();
      if (c["file"]) C.file = L.rel(c["file"].as<std::string>());
      if (c["count"]) C.count = c["count"].as<uint64_t>(), C.has_count = true;
      if (c["tolerance"]) C.tolerance = c["tolerance"].as<double>();
      if (c["rest_unchanged"]) C.rest_unchanged = c["rest_unchanged"].as<bool>();
      checks.push_back(C);
    }
  }
  for (const auto& C : checks) {
    if (C.ref != RefKind::None) {
      for (const auto& x : bufs)
        if (x.name == C.buffer && x.type->t != ET::I32 && x.type->t != ET::U32 && x.type->t != ET::F32)
          d.error(C.loc, fmt::format("reference checks compare i32, u32 and f32 buffers; '{}' is {}", x.name, x.type->name), {}, "compare it with a file instead");
      continue;
    }
    if (C.expect.empty()) continue;
    const Buffer* b = nullptr;
    for (const auto& x : bufs)
      if (x.name == C.buffer) b = &x;
    if (b->type->t != ET::I32 && b->type->t != ET::U32 && b->type->t != ET::F32)
      d.error(C.loc, fmt::format("expressions check i32, u32 and f32 buffers; '{}' is {}", b->name, b->type->name), {}, "compare it with a file instead");
    ExprParser p{C.expect, 0, bufs, {}};
    Expr e = p.sum();
    p.ws();
    if (p.err.empty() && p.i != p.s.size()) p.fail("unexpected text");
    if (!p.err.empty()) d.error(C.loc, "bad expect expression: " + p.err);
    exprs.emplace_back(&C, std::move(e));
  }
  std::vector<Output> outputs;
  if (auto on = root["outputs"]) {
    for (const auto& o : on) {
      Launch::check_keys(L, o, {"buffer", "file"}, "an output");
      if (!o["buffer"] || !o["file"]) {
        L.error(o, "an output needs a buffer and a file");
        continue;
      }
      if (!find_buf(o["buffer"])) continue;
      outputs.push_back({o["buffer"].as<std::string>(), L.rel(o["file"].as<std::string>()), L.loc(o)});
    }
  }
  if (d.has_errors()) return report();

  // Run.
  sim::LaunchResult r;
  std::string block_summary;
  if (linx) {
    const auto& st = machine->state();
    fmt::print("== simtloom run {} (linx041 blocks from {:#x}, LaneNum {}, LB [{}, {}, {}])\n", a.input, spec.entry, st.lane_num, st.LB[0], st.LB[1], st.LB[2]);
    std::fflush(stdout);
    sim::linx::RunResult lr = machine->run(spec.entry);
    r.ok = lr.ok;
    r.trap = std::move(lr.trap);
    r.stats.instructions = lr.instructions;
    r.stats.lane_instructions = lr.lane_instructions;
    r.stats.seconds = lr.seconds;
    r.stats.per_unit = lr.per_unit;
    unsigned simt = 0;
    uint64_t iters = 0;
    for (const auto& b : lr.blocks) {
      if (b.kind == "simt") ++simt, iters += b.iterations;
      r.stats.workgroups += b.kind == "simt" ? (b.iterations + st.lane_num - 1) / st.lane_num : 1;
    }
    r.stats.warps = r.stats.workgroups;  // one warp per group of LaneNum iterations
    block_summary = fmt::format("  blocks: {} ({} SIMT with {} iterations, {} FP)\n", lr.blocks.size(), simt, iters, lr.blocks.size() - simt);
    if (!lr.error.empty()) fmt::print(stderr, "error: {}\n", lr.error);
  } else {
    fmt::print("== simtloom run {} (kernel {}, grid [{}, {}, {}], workgroup [{}, {}, {}], {} lanes per warp)\n", a.input, kernel->name,
               spec.grid[0], spec.grid[1], spec.grid[2], spec.wg[0], spec.wg[1], spec.wg[2], cfg.warp_width);
    std::fflush(stdout);
    r = dev->launch(spec);
  }
  bool ok = r.ok;
  for (const auto& h : r.hazards)
    fmt::print(stderr, "{}: warning: {} ({} times)\n  {}\n", h.source.empty() ? fmt::format("pc {:#x}", h.pc) : h.source, h.what, h.count, h.insn);
  if (r.trap) fmt::print(stderr, "{}", r.trap->render());

  auto contents = [&](const Buffer& b) {
    std::vector<uint8_t> v(b.count * b.type->size);
    dev->memory().read(b.addr, v.data(), v.size());
    return v;
  };
  // Outputs are written even after a trap: they show the memory as the kernel left it.
  for (const auto& o : outputs) {
    const Buffer* b = nullptr;
    for (const auto& x : bufs)
      if (x.name == o.buffer) b = &x;
    auto v = contents(*b);
    std::vector<uint8_t> bytes = fs::path(o.file).extension() == ".npy" ? npy_bytes(*b->type, v.data(), b->count) : v;
    if (!obj::write_file_atomic(o.file, bytes.data(), bytes.size(), d)) ok = false;
    else fmt::print("wrote {} ({} x {})\n", o.file, b->count, b->type->name);
  }

  // Checks.
  unsigned passed = 0;
  for (size_t ci = 0; ci < checks.size(); ++ci) {
    const Check& C = checks[ci];
    const Buffer* b = nullptr;
    for (const auto& x : bufs)
      if (x.name == C.buffer) b = &x;
    auto got = contents(*b);
    const TypeInfo& T = *b->type;
    std::vector<uint8_t> want(got.size());
    uint64_t n = C.has_count ? std::min(C.count, b->count) : b->count;
    std::string what;
    if (!C.file.empty()) {
      const TypeInfo* ft = &T;
      std::vector<uint8_t> f;
      std::string e = fs::path(C.file).extension() == ".npy" ? read_npy(C.file, ft, f) : (read_file(C.file, f) ? "" : fmt::format("cannot read '{}'", C.file));
      if (e.empty() && (ft->t != T.t || f.size() < n * T.size)) e = fmt::format("size mismatch: '{}' holds {} bytes, the check needs {}", C.file, f.size(), n * T.size);
      if (!e.empty()) {
        d.error(C.loc, e);
        ok = false;
        continue;
      }
      std::memcpy(want.data(), f.data(), n * T.size);
      what = C.file;
    } else if (C.ref != RefKind::None) {
      std::vector<const Buffer*> src;
      for (const auto& nm : C.sources)
        for (const auto& x : bufs)
          if (x.name == nm) src.push_back(&x);
      if (T.t == ET::F32) reference<float>(C.ref, src, C.segment, C.shape, n, want.data());
      else if (T.t == ET::I32) reference<int32_t>(C.ref, src, C.segment, C.shape, n, want.data());
      else reference<uint32_t>(C.ref, src, C.segment, C.shape, n, want.data());
      static const char* kNames[] = {"", "sum_of", "prefix_sum_of", "sorted_of", "histogram_of", "matmul_of"};
      what = fmt::format("{}({}){}", kNames[static_cast<int>(C.ref)], fmt::join(C.sources, ", "), C.segment ? fmt::format(" per {}", C.segment) : "");
    } else {
      const Expr& e = exprs[0].second;
      const Expr* ex = &e;
      for (const auto& [cp, xe] : exprs)
        if (cp == &C) ex = &xe;
      for (uint64_t i = 0; i < n; ++i) {
        uint8_t* p = &want[i * T.size];
        if (T.t == ET::F32) { float v = eval<float>(*ex, i); std::memcpy(p, &v, 4); }
        else if (T.t == ET::I32) { int32_t v = eval<int32_t>(*ex, i); std::memcpy(p, &v, 4); }
        else { uint32_t v = eval<uint32_t>(*ex, i); std::memcpy(p, &v, 4); }
      }
      what = C.expect;
    }
    uint64_t end = n;
    if (C.rest_unchanged) {
      std::memcpy(want.data() + n * T.size, b->initial.data() + n * T.size, (b->count - n) * T.size);
      end = b->count;
    }
    uint64_t bad = 0;
    std::string first;
    for (uint64_t i = 0; i < end; ++i) {
      if (elem_equal(&got[i * T.size], &want[i * T.size], T, C.tolerance)) continue;
      if (bad < 5) first += fmt::format("    {}[{}]: got {}, expected {}\n", b->name, i, fmt_elem(&got[i * T.size], T), fmt_elem(&want[i * T.size], T));
      ++bad;
    }
    if (bad == 0) {
      ++passed;
      fmt::print("check {}: PASS: {}[0..{}) == {}{}{}\n", ci + 1, b->name, n, what, C.tolerance > 0 ? fmt::format(" (tolerance {})", C.tolerance) : "",
                 C.rest_unchanged && n < b->count ? fmt::format(", {}[{}..{}) unchanged", b->name, n, b->count) : "");
    } else {
      ok = false;
      fmt::print("check {}: FAIL: {} of {} elements of {} differ from {}; first mismatches:\n{}", ci + 1, bad, end, b->name, what, first);
    }
  }

  for (size_t gi = 0; gi < gchecks.size(); ++gi) {
    const GlobalCheck& G = gchecks[gi];
    const Buffer* src = nullptr;
    for (const auto& x : bufs)
      if (x.name == G.source) src = &x;
    const double want = G.kind == "expect" ? G.value : global_reference(G, *src);
    const double got = global_value(machine->state().R[G.reg], *G.type);
    const bool good = got == want || std::fabs(got - want) <= G.tolerance || (std::isnan(got) && std::isnan(want));
    const std::string what = G.kind == "expect" ? fmt::format("{}", want) : fmt::format("{}({}) = {}", G.kind, G.source, want);
    const size_t num = checks.size() + gi + 1;
    if (good) {
      ++passed;
      fmt::print("check {}: PASS: {} ({}) == {}{}\n", num, G.name, G.type->name, what, G.tolerance > 0 ? fmt::format(" (got {}, tolerance {})", got, G.tolerance) : "");
    } else {
      ok = false;
      fmt::print("check {}: FAIL: {} ({}) is {}, expected {}\n", num, G.name, G.type->name, got, what);
    }
  }

  // Statistics.
  const auto& s = r.stats;
  double rate = s.seconds > 0 ? static_cast<double>(s.lane_instructions) / s.seconds : 0;
  std::string units;
  for (const auto& [u, c] : s.per_unit) units += fmt::format("{}{} {}", units.empty() ? "" : ", ", u, c);
  const size_t nchecks = checks.size() + gchecks.size();
  fmt::print("== result: {}{}\n", ok ? "PASS" : "FAIL", nchecks == 0 ? "" : fmt::format(" ({} of {} checks passed)", passed, nchecks));
  fmt::print("statistics: {} workgroups, {} warps, {} instructions, {} active-lane instructions ({:.1f} lanes per instruction)\n",
             s.workgroups, s.warps, s.instructions, s.lane_instructions,
             s.instructions ? static_cast<double>(s.lane_instructions) / static_cast<double>(s.instructions) : 0.0);
  fmt::print("  per unit: {}\n{}", units, block_summary);
  fmt::print("  wall time {:.6f} s, {:.3g} active-lane instructions/s\n", s.seconds, rate);
  if (!r.hazards.empty()) fmt::print("  {} hazard site(s) reported (missing waitcnt, shared-memory races)\n", r.hazards.size());
  if (timing) {
    fmt::print("{}", timing->stats().summary());
    if (!a.trace.empty()) {
      std::string tj = timing->trace_json();
      if (!obj::write_file_atomic(a.trace, tj.data(), tj.size(), d)) ok = false;
      else fmt::print("wrote trace {} ({} events)\n", a.trace, timing->stats().trace_events);
    }
  }
  if (!a.stats.empty()) {
    nlohmann::json j;
    j["kernel"] = linx ? std::string("linx041") : kernel->name;
    j["result"] = ok ? "PASS" : "FAIL";
    j["instructions"] = s.instructions;
    j["active_lane_instructions"] = s.lane_instructions;
    j["workgroups"] = s.workgroups;
    j["warps"] = s.warps;
    j["wall_seconds"] = s.seconds;
    j["active_lane_instructions_per_second"] = rate;
    for (const auto& [u, c] : s.per_unit) j["per_unit"][u] = c;
    // A digest of every buffer's final contents (FNV-1a): functional/timing parity checks.
    for (const auto& b : bufs) {
      uint64_t h = 1469598103934665603ull;
      for (uint8_t byte : contents(b)) h = (h ^ byte) * 1099511628211ull;
      j["buffer_digest"][b.name] = fmt::format("{:016x}", h);
    }
    if (timing) j["timing"] = nlohmann::json::parse(timing->stats().json());
    j["hazards"] = nlohmann::json::array();
    for (const auto& h : r.hazards) j["hazards"].push_back({{"pc", h.pc}, {"source", h.source}, {"what", h.what}, {"count", h.count}});
    if (r.trap) j["trap"] = {{"cause", r.trap->cause}, {"name", r.trap->name}, {"info", r.trap->info}, {"pc", r.trap->pc}, {"source", r.trap->source}};
    std::string text = j.dump(2) + "\n";
    if (!obj::write_file_atomic(a.stats, text.data(), text.size(), d)) ok = false;
  }
  if (!d.items().empty()) std::fputs(d.render().c_str(), stderr);
  return ok ? 0 : 1;
}

}  // namespace simtloom::cli
