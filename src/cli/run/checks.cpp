#include "cli/run/checks.h"

#include <cmath>
#include <cstring>
#include <filesystem>

#include <fmt/format.h>

#include "cli/run/data_file.h"
#include "cli/run/limits.h"
#include "cli/run/npy.h"
#include "cli/run/references.h"

namespace fs = std::filesystem;

namespace simtloom::cli::run {
namespace {

bool comparable(const TypeInfo& t) { return t.t == ET::I32 || t.t == ET::U32 || t.t == ET::F32; }

// The expected contents from a check's file (.npy or raw): an error message or "".
std::string expected_from_file(const BufferCheck& C, const TypeInfo& T, uint64_t n, std::vector<uint8_t>& want) {
  const uint64_t need = n * T.size;
  std::vector<uint8_t> f;
  uint64_t size = 0;
  if (fs::path(C.file).extension() == ".npy") {
    NpyArray a;
    if (auto e = read_npy(C.file, kMaxLaunchDataBytes, a); !e.empty()) return e;
    if (a.type->t != T.t) return fmt::format("type mismatch: '{}' holds {} elements, the buffer is {}", C.file, a.type->name, T.name);
    f = std::move(a.data);
    size = f.size();
  } else {
    DataFile df;
    if (auto e = read_data_file(C.file, need, df); !e.empty()) return e;
    f = std::move(df.bytes);
    size = df.size;
  }
  if (f.size() < need) return fmt::format("size mismatch: '{}' holds {} bytes, the check needs {}", C.file, size, need);
  std::memcpy(want.data(), f.data(), need);
  return {};
}

void expected_from_expr(const Expr& e, const TypeInfo& T, uint64_t n, std::vector<uint8_t>& want) {
  for (uint64_t i = 0; i < n; ++i) {
    uint8_t* p = &want[i * T.size];
    if (T.t == ET::F32) { float v = eval_expr<float>(e, i); std::memcpy(p, &v, 4); }
    else if (T.t == ET::I32) { int32_t v = eval_expr<int32_t>(e, i); std::memcpy(p, &v, 4); }
    else { uint32_t v = eval_expr<uint32_t>(e, i); std::memcpy(p, &v, 4); }
  }
}

// Compares got with want over [0, end) and prints the check's line.
bool compare(size_t number, const BufferCheck& C, const BufferData& b, uint64_t n, uint64_t end, const std::string& what, const std::vector<uint8_t>& got,
             const std::vector<uint8_t>& want) {
  const TypeInfo& T = *b.type;
  uint64_t bad = 0;
  std::string first;
  for (uint64_t i = 0; i < end; ++i) {
    if (elem_equal(&got[i * T.size], &want[i * T.size], T, C.tolerance)) continue;
    if (bad < 5) first += fmt::format("    {}[{}]: got {}, expected {}\n", b.name, i, fmt_elem(&got[i * T.size], T), fmt_elem(&want[i * T.size], T));
    ++bad;
  }
  if (bad == 0) {
    fmt::print("check {}: PASS: {}[0..{}) == {}{}{}\n", number, b.name, n, what, C.tolerance > 0 ? fmt::format(" (tolerance {})", C.tolerance) : "",
               C.rest_unchanged && n < b.count ? fmt::format(", {}[{}..{}) unchanged", b.name, n, b.count) : "");
    return true;
  }
  fmt::print("check {}: FAIL: {} of {} elements of {} differ from {}; first mismatches:\n{}", number, bad, end, b.name, what, first);
  return false;
}

}  // namespace

bool prepare_checks(const LaunchFile& L, const std::vector<BufferData>& bufs, CheckPlan& plan, DiagList& d) {
  bool ok = true;
  plan.exprs.clear();
  for (const auto& C : L.checks) {
    const BufferData& b = bufs[C.buffer];
    plan.exprs.emplace_back();
    if (C.ref != RefKind::None && !comparable(*b.type)) {
      d.error(C.loc, fmt::format("reference checks compare i32, u32 and f32 buffers; '{}' is {}", b.name, b.type->name), {}, "compare it with a file instead");
      ok = false;
    }
    if (C.expect.empty()) continue;
    if (!comparable(*b.type)) {
      d.error(C.loc, fmt::format("expressions check i32, u32 and f32 buffers; '{}' is {}", b.name, b.type->name), {}, "compare it with a file instead");
      ok = false;
    }
    ExprError err;
    plan.exprs.back() = parse_expr(C.expect, bufs, err);
    if (!err.message.empty()) {
      d.error(C.expect_loc, "bad expect expression: " + err.message);
      ok = false;
    }
  }
  return ok;
}

void run_buffer_checks(const LaunchFile& L, const std::vector<BufferData>& bufs, const CheckPlan& plan, const ReadBuffer& read, CheckTally& tally,
                       DiagList& d) {
  for (size_t ci = 0; ci < L.checks.size(); ++ci) {
    const BufferCheck& C = L.checks[ci];
    const BufferData& b = bufs[C.buffer];
    const TypeInfo& T = *b.type;
    auto got = read(b);
    std::vector<uint8_t> want(got.size());
    const uint64_t n = C.has_count ? std::min(C.count, b.count) : b.count;
    std::string what;
    ++tally.total;
    if (!C.file.empty()) {
      if (auto e = expected_from_file(C, T, n, want); !e.empty()) {
        d.error(C.loc, e);
        tally.ok = false;
        continue;
      }
      what = C.file;
    } else if (C.ref != RefKind::None) {
      std::vector<const BufferData*> src;
      for (size_t s : C.sources) src.push_back(&bufs[s]);
      buffer_reference(C, T, src, n, want.data());
      what = fmt::format("{}({}){}", ref_name(C.ref), fmt::join(C.source_names, ", "), C.segment ? fmt::format(" per {}", C.segment) : "");
    } else {
      expected_from_expr(plan.exprs[ci], T, n, want);
      what = C.expect;
    }
    uint64_t end = n;
    if (C.rest_unchanged) {
      std::memcpy(want.data() + n * T.size, b.initial.data() + n * T.size, (b.count - n) * T.size);
      end = b.count;
    }
    if (compare(ci + 1, C, b, n, end, what, got, want)) ++tally.passed;
    else tally.ok = false;
  }
}

void run_global_checks(const LaunchFile& L, const std::vector<BufferData>& bufs, const ReadGlobal& read, CheckTally& tally) {
  for (size_t gi = 0; gi < L.global_checks.size(); ++gi) {
    const GlobalCheck& G = L.global_checks[gi];
    const bool expect = G.kind == GlobalCheck::Kind::Expect;
    const double want = expect ? G.value : global_reference(G, bufs[G.source]);
    uint8_t raw[8];
    const uint64_t r = read(G.reg);
    std::memcpy(raw, &r, 8);
    const double got = get_elem(raw, G.type->t);
    const bool good = got == want || std::fabs(got - want) <= G.tolerance || (std::isnan(got) && std::isnan(want));
    const std::string what = expect ? fmt::format("{}", want) : fmt::format("{}({}) = {}", G.kind_name(), bufs[G.source].name, want);
    const size_t num = L.checks.size() + gi + 1;
    ++tally.total;
    if (good) {
      ++tally.passed;
      fmt::print("check {}: PASS: {} ({}) == {}{}\n", num, G.reg, G.type->name, what, G.tolerance > 0 ? fmt::format(" (got {}, tolerance {})", got, G.tolerance) : "");
    } else {
      tally.ok = false;
      fmt::print("check {}: FAIL: {} ({}) is {}, expected {}\n", num, G.reg, G.type->name, got, what);
    }
  }
}

}  // namespace simtloom::cli::run
