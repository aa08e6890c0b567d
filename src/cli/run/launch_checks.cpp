// Checks and outputs of the launch file.
#include <cmath>

#include <fmt/format.h>

#include "cli/run/launch_loader.h"

namespace simtloom::cli::run {
namespace {

constexpr std::pair<const char*, RefKind> kRefs[] = {{"sum_of", RefKind::Sum},
                                                    {"prefix_sum_of", RefKind::PrefixSum},
                                                    {"sorted_of", RefKind::Sorted},
                                                    {"histogram_of", RefKind::Histogram},
                                                    {"matmul_of", RefKind::Matmul}};

bool has_key(const YAML::Node& n, std::string_view key) {
  if (!n.IsMap()) return false;
  for (const auto& kv : n)
    if (kv.first.IsScalar() && kv.first.Scalar() == key) return true;
  return false;
}

}  // namespace

void LaunchLoader::read_checks(const YAML::Node& n) {
  if (!r_.list(n, "'checks'", "checks ({buffer: NAME, expect: ...} and the like)")) return;
  for (const auto& c : n) {
    if (schema_.global_checks && has_key(c, "global")) read_global_check(c);
    else read_buffer_check(c);
  }
}

void LaunchLoader::read_buffer_check(const YAML::Node& n) {
  Fields f = r_.fields(n, {"buffer", "expect", "file", "sum_of", "prefix_sum_of", "sorted_of", "histogram_of", "matmul_of", "segment", "shape",
                           "count", "tolerance", "rest_unchanged"}, "a check");
  if (!f.ok()) return;
  BufferCheck C;
  C.loc = r_.loc(n);
  unsigned kinds = f.has("expect") + f.has("file");
  for (const auto& [key, kind] : kRefs)
    if (f.has(key)) ++kinds, C.ref = kind;
  if (!f.has("buffer") || kinds != 1) {
    r_.error(n, "a check needs a buffer and one of: expect, file, sum_of, prefix_sum_of, sorted_of, histogram_of, matmul_of");
    return;
  }
  auto b = buffer_ref(*f.get("buffer"));
  bool ok = b.has_value();
  if (auto e = f.get("expect")) ok &= r_.text(*e, "'expect'", C.expect), C.expect_loc = r_.loc(*e);
  std::string written;
  if (auto e = f.get("file")) ok &= path_value(*e, "a check's 'file'", C.file, written);
  if (auto e = f.get("count")) ok &= r_.unsigned_int(*e, "a check's 'count'", C.count), C.has_count = true;
  if (auto e = f.get("tolerance")) {
    ok &= r_.number(*e, "'tolerance'", C.tolerance);
    if (ok && !(C.tolerance >= 0 && std::isfinite(C.tolerance))) r_.error(*e, "'tolerance' must be a finite number, 0 or more"), ok = false;
  }
  if (auto e = f.get("rest_unchanged")) ok &= r_.boolean(*e, "'rest_unchanged'", C.rest_unchanged);
  ok &= read_reference(f, C);
  if (!ok) return;
  C.buffer = *b;
  L_.checks.push_back(std::move(C));
}

// The sources, segment and shape of a reference check (sum_of ... matmul_of).
bool LaunchLoader::read_reference(const Fields& f, BufferCheck& C) {
  bool ok = true;
  if (auto s = f.get("segment")) {
    if (C.ref != RefKind::Sum && C.ref != RefKind::PrefixSum && C.ref != RefKind::Sorted)
      r_.error(*s, "'segment' belongs to sum_of, prefix_sum_of and sorted_of checks"), ok = false;
    else ok &= r_.unsigned_int(*s, "'segment'", C.segment, UINT32_MAX, 1);
  }
  if (auto s = f.get("shape"); s && C.ref != RefKind::Matmul) r_.error(*s, "'shape' belongs to matmul_of checks"), ok = false;
  if (C.ref == RefKind::None) return ok;
  const YAML::Node refnode = *f.get(ref_name(C.ref));
  std::vector<YAML::Node> names;
  if (refnode.IsSequence())
    for (const auto& x : refnode) names.push_back(x);
  else names.push_back(refnode);
  if (names.size() != (C.ref == RefKind::Matmul ? 2u : 1u)) {
    r_.error(refnode, C.ref == RefKind::Matmul ? "matmul_of names two buffers: [A, B]" : "name one source buffer");
    return false;
  }
  for (const auto& x : names) {
    auto b = buffer_ref(x);
    if (b) C.sources.push_back(*b), C.source_names.push_back(x.Scalar());
    else ok = false;
  }
  if (C.ref != RefKind::Matmul) return ok;
  auto sh = f.get("shape");
  if (!sh || !sh->IsSequence() || sh->size() != 3) {
    r_.error(sh ? *sh : f.node(), "matmul_of needs shape: [M, N, K]");
    return false;
  }
  for (int k = 0; k < 3; ++k) ok &= r_.unsigned_int((*sh)[k], "a dimension of 'shape'", C.shape[k], UINT32_MAX, 1);
  return ok;
}

void LaunchLoader::read_global_check(const YAML::Node& n) {
  Fields f = r_.fields(n, {"global", "type", "expect", "sum_of", "max_of", "min_of", "tolerance"}, "a global check");
  if (!f.ok()) return;
  GlobalCheck G;
  G.loc = r_.loc(n);
  bool ok = r_.text(*f.get("global"), "'global'", G.reg);
  G.reg_loc = r_.loc(*f.get("global"));
  G.type = type_named("u64");
  if (auto t = f.get("type")) {
    std::string tn;
    if (!r_.text(*t, "'type'", tn)) ok = false;
    else if (!(G.type = type_named(tn))) r_.error(*t, "unknown type", fmt::format("use {}", kTypeList)), ok = false;
  }
  unsigned kinds = 0;
  static constexpr std::pair<const char*, GlobalCheck::Kind> kKinds[] = {
      {"expect", GlobalCheck::Kind::Expect}, {"sum_of", GlobalCheck::Kind::SumOf}, {"max_of", GlobalCheck::Kind::MaxOf}, {"min_of", GlobalCheck::Kind::MinOf}};
  for (const auto& [key, kind] : kKinds)
    if (f.has(key)) ++kinds, G.kind = kind;
  if (kinds != 1) {
    r_.error(n, "a global check needs one of: expect, sum_of, max_of, min_of");
    return;
  }
  const YAML::Node v = *f.get(G.kind_name());
  if (G.kind == GlobalCheck::Kind::Expect) ok &= r_.number(v, "'expect'", G.value);
  else if (auto b = buffer_ref(v)) G.source = *b;
  else ok = false;
  if (auto t = f.get("tolerance")) {
    ok &= r_.number(*t, "'tolerance'", G.tolerance);
    if (ok && !(G.tolerance >= 0 && std::isfinite(G.tolerance))) r_.error(*t, "'tolerance' must be a finite number, 0 or more"), ok = false;
  }
  if (ok) L_.global_checks.push_back(G);
}

void LaunchLoader::read_outputs(const YAML::Node& n) {
  if (!r_.list(n, "'outputs'", "{buffer, file}")) return;
  for (const auto& o : n) {
    Fields f = r_.fields(o, {"buffer", "file"}, "an output");
    if (!f.ok()) continue;
    if (!f.has("buffer") || !f.has("file")) {
      r_.error(o, "an output needs a buffer and a file");
      continue;
    }
    OutputDecl O;
    O.loc = r_.loc(o);
    std::string written;
    auto b = buffer_ref(*f.get("buffer"));
    bool ok = path_value(*f.get("file"), "an output's 'file'", O.file, written);
    if (!b || !ok) continue;
    O.buffer = *b;
    L_.outputs.push_back(std::move(O));
  }
}

}  // namespace simtloom::cli::run
