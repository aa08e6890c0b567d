// Internal to the desc layer: reads a code-object description file (desc/code_object.h).
#pragma once
#include <memory>

#include "desc/code_object.h"
#include "desc/yaml_reader.h"

namespace simtloom::desc {

// `n` is the file's root mapping (its `code_object:` key names the format). Null on errors,
// which are reported through `r`.
std::unique_ptr<CodeObject> load_code_object(Reader& r, const YAML::Node& n);

}  // namespace simtloom::desc
