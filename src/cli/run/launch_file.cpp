// The launch file's top level: the document, its keys, the kernel or entry, the dimensions.
#include <filesystem>

#include <fmt/format.h>

#include "cli/run/launch_loader.h"
#include "cli/run/limits.h"

namespace fs = std::filesystem;

namespace simtloom::cli::run {

const char* ref_name(RefKind k) {
  static const char* kNames[] = {"", "sum_of", "prefix_sum_of", "sorted_of", "histogram_of", "matmul_of"};
  return kNames[static_cast<int>(k)];
}

const char* GlobalCheck::kind_name() const {
  static const char* kNames[] = {"expect", "sum_of", "max_of", "min_of"};
  return kNames[static_cast<int>(kind)];
}

std::optional<LaunchFile> load_launch_file(const std::string& path, const LaunchSchema& schema, DiagList& d) {
  return LaunchLoader(path, schema, d).load();
}

std::optional<LaunchFile> LaunchLoader::load() {
  DiagList& d = r_.diags();
  const std::string& path = L_.path;
  L_.top = {path, 1, 1};
  std::error_code ec;
  if (fs::is_directory(path, ec)) {
    d.error({path, 0, 0}, "the launch file is a directory", {}, "--launch names a YAML file");
    return std::nullopt;
  }
  YAML::Node root;
  try {
    root = YAML::LoadFile(path);
  } catch (const YAML::BadFile&) {
    d.error({path, 0, 0}, "cannot read the launch file");
    return std::nullopt;
  } catch (const YAML::Exception& e) {
    d.error({path, e.mark.line + 1, e.mark.column + 1}, e.msg);
    return std::nullopt;
  }
  if (!root.IsMap()) {
    d.error(L_.top, "the launch file must be a map (kernel, grid, workgroup, buffers, args, checks, outputs)");
    return std::nullopt;
  }
  read_top(r_.fields(root, schema_.keys, schema_.what));
  if (d.has_errors()) return std::nullopt;
  return std::move(L_);
}

void LaunchLoader::read_top(const Fields& top) {
  if (auto n = top.get("kernel")) {
    std::string k;
    if (r_.text(*n, "'kernel'", k)) L_.kernel = k, L_.kernel_loc = r_.loc(*n);
  }
  if (auto n = top.get("entry")) {
    std::string e;
    if (r_.text(*n, "'entry'", e)) L_.entry = e, L_.entry_loc = r_.loc(*n);
  }
  if (auto n = top.get("lanes")) {
    uint64_t v;
    if (r_.unsigned_int(*n, "'lanes' (LaneNum)", v, UINT32_MAX)) L_.lanes = v, L_.lanes_loc = r_.loc(*n);
  }
  if (auto n = top.get("grid")) dims(*n, "grid", L_.grid);
  if (auto n = top.get("workgroup")) dims(*n, "workgroup", L_.workgroup);
  if (auto n = top.get("loop")) dims(*n, "loop", L_.loop);
  if (auto n = top.get("shared_bytes")) {
    uint64_t v;
    if (r_.unsigned_int(*n, "'shared_bytes'", v, UINT32_MAX)) {
      if (v > kMaxSharedBytes)
        r_.error(*n, fmt::format("'shared_bytes' {} is more than a workgroup's shared memory can hold ({})", v, size_text(kMaxSharedBytes)));
      else L_.shared_bytes = static_cast<uint32_t>(v), L_.shared_bytes_loc = r_.loc(*n);
    }
  }
  if (auto n = top.get("scratch_bytes")) {
    uint64_t v;
    if (r_.unsigned_int(*n, "'scratch_bytes'", v, UINT32_MAX)) L_.scratch_bytes = static_cast<uint32_t>(v), L_.scratch_bytes_loc = r_.loc(*n);
  }
  // Buffers first: the other parts name them.
  if (auto n = top.get("buffers")) read_buffers(*n);
  if (auto n = top.get("images")) read_images(*n);
  if (auto n = top.get("globals")) read_globals(*n);
  if (auto n = top.get("args")) read_args(*n);
  if (auto n = top.get("checks")) read_checks(*n);
  if (auto n = top.get("outputs")) read_outputs(*n);
}

bool LaunchLoader::dims(const YAML::Node& n, const char* what, Dims& out) {
  out.loc = r_.loc(n);
  const std::string msg = fmt::format("'{}' must be a positive number or a list of 1 to 3 positive numbers", what);
  std::vector<YAML::Node> items;
  if (n.IsScalar()) items.push_back(n);
  else if (n.IsSequence() && n.size() >= 1 && n.size() <= 3)
    for (const auto& x : n) items.push_back(x);
  else {
    r_.error(n, msg);
    return false;
  }
  for (size_t i = 0; i < items.size(); ++i) {
    uint64_t v;
    if (!r_.unsigned_int(items[i], fmt::format("a dimension of '{}'", what), v, UINT32_MAX, 1)) return false;
    out.v[i] = static_cast<uint32_t>(v);
  }
  out.given = true;
  return true;
}

bool LaunchLoader::path_value(const YAML::Node& n, std::string_view what, std::string& resolved, std::string& written) {
  if (!r_.text(n, what, written)) return false;
  if (written.empty()) {
    r_.error(n, fmt::format("{} is an empty file name", what));
    return false;
  }
  fs::path dir = fs::path(L_.path).parent_path();
  resolved = fs::path(written).is_absolute() || dir.empty() ? written : (dir / written).string();
  std::error_code ec;
  if (fs::is_directory(resolved, ec)) {
    r_.error(n, fmt::format("'{}' is a directory", resolved), "name a file");
    return false;
  }
  return true;
}

}  // namespace simtloom::cli::run
