#include "builtin/yaml_sources.h"

#include <filesystem>
#include <set>

#include <fmt/format.h>

#include "desc/loader.h"

namespace simtloom::desc {

std::vector<std::string> yaml_target_ids() {
  std::set<std::string> ids;
  for (auto& f : embedded_files()) {
    auto p = std::filesystem::path(f.path);
    if (p.filename() == "target.yaml") ids.insert(p.parent_path().filename().string());
  }
  return {ids.begin(), ids.end()};
}

std::unique_ptr<Target> load_yaml_builtin(const std::string& id, DiagList& diags, const std::string& mode) {
  std::vector<SourceFile> files;
  std::string prefix = "isa/" + id + "/";
  for (auto& f : embedded_files())
    if (f.path.substr(0, prefix.size()) == prefix && f.path.find('/', prefix.size()) == std::string_view::npos)
      files.push_back({std::string(f.path), std::string(f.text)});
  if (files.empty()) {
    diags.error({"<command line>", 0, 0}, fmt::format("no description isa/{}/ among the embedded files", id));
    return nullptr;
  }
  auto find_base = [](const std::string& base, const std::string& file) -> std::optional<SourceFile> {
    std::string path = "isa/" + base + "/" + file;
    for (auto& f : embedded_files())
      if (f.path == path) return SourceFile{path, std::string(f.text)};
    return std::nullopt;
  };
  return load_target(files, diags, find_base, mode);
}

}  // namespace simtloom::desc
