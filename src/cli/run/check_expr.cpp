#include "cli/run/check_expr.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <type_traits>

#include <fmt/format.h>

#include "cli/run/limits.h"

namespace simtloom::cli::run {
namespace {

// Operations stacked on one another ("a+a+a+..." builds a left spine): the evaluator recurses
// this deep, so it is bounded like the parser's nesting.
constexpr unsigned kMaxExprHeight = 4096;

class ExprParser {
 public:
  ExprParser(std::string_view s, const std::vector<BufferData>& bufs, ExprError& err) : s_(s), bufs_(bufs), err_(err) {}

  Expr parse() {
    Expr e = sum();
    ws();
    if (err_.message.empty() && i_ != s_.size()) fail("unexpected text");
    return e;
  }

 private:
  void ws() {
    while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_]))) ++i_;
  }
  bool eat(char c) {
    ws();
    if (i_ < s_.size() && s_[i_] == c) return ++i_, true;
    return false;
  }
  bool failed() const { return !err_.message.empty(); }
  Expr fail(std::string m) {
    if (!failed()) err_.message = fmt::format("{} at column {} of \"{}\"", m, i_ + 1, excerpt()), err_.column = i_ + 1;
    return {};
  }
  // The expression, or for a long one the part around the error ("...((a))...").
  std::string excerpt() const {
    constexpr size_t kSide = 32;
    if (s_.size() <= 2 * kSide + 16) return std::string(s_);
    const size_t from = i_ > kSide ? i_ - kSide : 0, to = std::min(s_.size(), i_ + kSide);
    return fmt::format("{}{}{}", from ? "..." : "", s_.substr(from, to - from), to < s_.size() ? "..." : "");
  }
  // A node over its operands, moved in (an initializer list would copy the subtrees).
  template <class... Kids>
  Expr node(Expr::K k, Kids&&... kids) {
    Expr e{k};
    e.kids.reserve(sizeof...(kids));
    (e.kids.push_back(std::move(kids)), ...);
    for (const auto& x : e.kids) e.height = std::max(e.height, x.height + 1);
    if (e.height > kMaxExprHeight) return fail(fmt::format("expression more than {} operations deep", kMaxExprHeight));
    return e;
  }
  // Parentheses, unary minus and function arguments recurse; each level counts.
  struct Nest {
    ExprParser& p;
    explicit Nest(ExprParser& q) : p(q) { ++p.depth_; }
    ~Nest() { --p.depth_; }
  };
  bool too_deep() {
    if (depth_ <= kMaxExprDepth) return false;
    fail(fmt::format("expression nested more than {} levels deep", kMaxExprDepth));
    return true;
  }

  Expr number() {
    size_t j = i_;
    while (j < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[j])) || s_[j] == '.' ||
                             ((s_[j] == '-' || s_[j] == '+') && (s_[j - 1] == 'e' || s_[j - 1] == 'E'))))
      ++j;
    std::string t(s_.substr(i_, j - i_));
    char* end = nullptr;
    double v = (t.size() > 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X')) ? static_cast<double>(std::strtoull(t.c_str(), &end, 16))
                                                                              : std::strtod(t.c_str(), &end);
    if (!end || *end) return fail(fmt::format("bad number '{}'", t));
    i_ = j;
    Expr e{Expr::Num};
    e.num = v;
    return e;
  }

  Expr call(const std::string& id) {
    if (!eat('(')) return fail("expected '('");
    const unsigned n = id == "fma" ? 3 : 2;
    Expr args[3];
    for (unsigned k = 0; k < n && !failed(); ++k) {
      if (k && !eat(',')) return fail("expected ','");
      args[k] = sum();
    }
    if (!eat(')')) return fail("expected ')'");
    if (n == 3) return node(Expr::Fma, args[0], args[1], args[2]);
    return node(id == "min" ? Expr::Min : Expr::Max, args[0], args[1]);
  }

  Expr primary() {
    Nest nest(*this);
    if (too_deep()) return {};
    ws();
    if (eat('(')) {
      Expr e = sum();
      if (!eat(')')) return fail("expected ')'");
      return e;
    }
    if (eat('-')) {
      Expr x = primary();
      return node(Expr::Neg, x);
    }
    if (i_ < s_.size() && (std::isdigit(static_cast<unsigned char>(s_[i_])) || s_[i_] == '.')) return number();
    size_t j = i_;
    while (j < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[j])) || s_[j] == '_')) ++j;
    std::string id(s_.substr(i_, j - i_));
    if (id.empty()) return fail("expected a number, i, a buffer name or a function");
    i_ = j;
    if (id == "fma" || id == "min" || id == "max") return call(id);
    if (id == "i") return Expr{Expr::Idx};
    for (const auto& b : bufs_)
      if (b.name == id) {
        Expr e{Expr::Buf};
        e.buf = &b;
        return e;
      }
    return fail(fmt::format("unknown name '{}' (buffers, i, fma, min, max)", id));
  }

  Expr product() {
    Expr e = primary();
    while (!failed()) {
      Expr::K k;
      if (eat('*')) k = Expr::Mul;
      else if (eat('/')) k = Expr::Div;
      else return e;
      Expr rhs = primary();
      e = node(k, e, rhs);
    }
    return e;
  }

  Expr sum() {
    Expr e = product();
    while (!failed()) {
      Expr::K k;
      if (eat('+')) k = Expr::Add;
      else if (eat('-')) k = Expr::Sub;
      else return e;
      Expr rhs = product();
      e = node(k, e, rhs);
    }
    return e;
  }

  std::string_view s_;
  size_t i_ = 0;
  int depth_ = 0;
  const std::vector<BufferData>& bufs_;
  ExprError& err_;
};

}  // namespace

Expr parse_expr(std::string_view text, const std::vector<BufferData>& buffers, ExprError& err) { return ExprParser(text, buffers, err).parse(); }

namespace {

// Integer arithmetic wraps (in the unsigned type: no signed overflow), as the kernels' does.
template <class T, bool = std::is_floating_point_v<T>>
struct Unsigned {
  using type = std::make_unsigned_t<T>;
};
template <class T>
struct Unsigned<T, true> {
  using type = T;
};
template <class T>
struct Wrap {
  using U = typename Unsigned<T>::type;
  static T add(T a, T b) { return static_cast<T>(static_cast<U>(a) + static_cast<U>(b)); }
  static T sub(T a, T b) { return static_cast<T>(static_cast<U>(a) - static_cast<U>(b)); }
  static T mul(T a, T b) { return static_cast<T>(static_cast<U>(a) * static_cast<U>(b)); }
};

}  // namespace

template <class T>
T eval_expr(const Expr& e, uint64_t i) {
  using W = Wrap<T>;
  auto k = [&](size_t n) { return eval_expr<T>(e.kids[n], i); };
  switch (e.k) {
    case Expr::Num:
      if constexpr (std::is_floating_point_v<T>) return static_cast<T>(e.num);
      else return static_cast<T>(std::fabs(e.num) < 9.2e18 ? static_cast<int64_t>(e.num) : 0);
    case Expr::Idx: return static_cast<T>(i);
    case Expr::Buf: return source_elem<T>(*e.buf, i);
    case Expr::Neg: return W::sub(T{}, k(0));
    case Expr::Add: return W::add(k(0), k(1));
    case Expr::Sub: return W::sub(k(0), k(1));
    case Expr::Mul: return W::mul(k(0), k(1));
    case Expr::Div: {
      T b = k(1);
      if constexpr (!std::is_floating_point_v<T>) {
        if (b == 0) return T{};
        if constexpr (std::is_signed_v<T>)
          if (b == T(-1)) return W::sub(T{}, k(0));
      }
      return static_cast<T>(k(0) / b);
    }
    case Expr::Fma:
      if constexpr (std::is_same_v<T, float>) return std::fmaf(k(0), k(1), k(2));
      else return W::add(W::mul(k(0), k(1)), k(2));
    case Expr::Min: { T a = k(0), b = k(1); return b < a ? b : a; }
    case Expr::Max: { T a = k(0), b = k(1); return a < b ? b : a; }
  }
  return T{};
}

template float eval_expr<float>(const Expr&, uint64_t);
template int32_t eval_expr<int32_t>(const Expr&, uint64_t);
template uint32_t eval_expr<uint32_t>(const Expr&, uint64_t);

}  // namespace simtloom::cli::run
