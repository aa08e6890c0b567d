// Loads and validates a description directory into a Target. Every problem found is reported
// with file:line:col; a load with errors returns no target.
#pragma once
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "desc/model.h"
#include "support/diag.h"

namespace simtloom::desc {

struct SourceFile {
  std::string path;  // shown in diagnostics
  std::string text;
};

// A file of the target a description `extends:`, by the target's id and the file's name
// ("target.yaml", or a code-object file such as "amdhsa.yaml"); nullopt when there is none.
using BaseFinder = std::function<std::optional<SourceFile>(const std::string& id, const std::string& file)>;

// `files` must contain one named target.yaml; the others are group files, loaded in name order.
// A target.yaml with `extends: ID` inherits ID's target.yaml (found by `find_base`): its own
// entries replace inherited ones of the same name, `~` removes one, and inherited entries none
// of its instructions use are left out. A code-object file with `extends: ID` starts from ID's
// file of the same name (see load_code_object).
// A mode as a command may name it: "default" is the default mode, "".
inline std::string canonical_mode(const std::string& mode) { return mode == "default" ? std::string() : mode; }

// `mode` (when not empty) names one of target.yaml's `modes:` to load the target in (gfx11's
// wave64); "default" is the default; an unknown one is an error.
std::unique_ptr<Target> load_target(const std::vector<SourceFile>& files, DiagList& diags, const BaseFinder& find_base = {},
                                    const std::string& mode = {});

// Reads every *.yaml in `dir` (not recursive).
std::unique_ptr<Target> load_target_dir(const std::string& dir, DiagList& diags, const std::string& mode = {});

}  // namespace simtloom::desc
