// Internal to the desc layer: reads a code-object description file (desc/code_object.h).
#pragma once
#include <memory>

#include "desc/code_object.h"
#include "desc/yaml_reader.h"

namespace simtloom::desc {

// `n` is the file's root mapping (its `code_object:` key names the format). Null on errors,
// which are reported through `r`. With a `base` (the file `n` extends), the result starts as a
// copy of it: a key `n` gives replaces the base's (lists whole), `messages` merge by situation,
// and the descriptor's fields merge by directive (one of the base's is replaced where it stands,
// a new one is added at the end).
std::unique_ptr<CodeObject> load_code_object(Reader& r, const YAML::Node& n, const CodeObject* base);

}  // namespace simtloom::desc
