// Loads and validates a description directory into a Target. Every problem found is reported
// with file:line:col; a load with errors returns no target.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "desc/model.h"
#include "support/diag.h"

namespace simtloom::desc {

struct SourceFile {
  std::string path;  // shown in diagnostics
  std::string text;
};

// `files` must contain one named target.yaml; the others are group files, loaded in name order.
std::unique_ptr<Target> load_target(const std::vector<SourceFile>& files, DiagList& diags);

// Reads every *.yaml in `dir` (not recursive).
std::unique_ptr<Target> load_target_dir(const std::string& dir, DiagList& diags);

}  // namespace simtloom::desc
