// The expression language of `expect:` checks: + - * / and unary minus, fma(a, b, c),
// min(a, b), max(a, b), numbers, `i` (the element index) and buffer names (their contents before
// the launch), evaluated per element in the checked buffer's type (i32, u32 or f32).
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "cli/run/buffer_data.h"

namespace simtloom::cli::run {

struct Expr {
  enum K { Num, Idx, Buf, Neg, Add, Sub, Mul, Div, Fma, Min, Max } k = Num;
  double num = 0;
  const BufferData* buf = nullptr;
  std::vector<Expr> kids;
  unsigned height = 1;  // of the tree below: bounds the evaluator's recursion
};

struct ExprError {
  std::string message;  // "expected ')' at column 7 of \"...\""
  size_t column = 0;    // 1-based, in the expression text
};

// Parses text over the named buffers; nullopt-like failure through `err` (message non-empty).
Expr parse_expr(std::string_view text, const std::vector<BufferData>& buffers, ExprError& err);

// The value of e at element i, in T (float, int32_t or uint32_t).
template <class T>
T eval_expr(const Expr& e, uint64_t i);

extern template float eval_expr<float>(const Expr&, uint64_t);
extern template int32_t eval_expr<int32_t>(const Expr&, uint64_t);
extern template uint32_t eval_expr<uint32_t>(const Expr&, uint64_t);

}  // namespace simtloom::cli::run
