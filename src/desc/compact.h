// A loaded description in a compact binary form. The build writes one for every built-in
// target (src/gen/gen_compact.cpp, from the YAML in isa/) and the program reads it at start-up
// without parsing YAML: parsing the YAML cost every command ~200M instructions (callgrind)
// before it did anything. `--isa DIR` still loads YAML, with located errors.
#pragma once
#include <memory>
#include <string>
#include <string_view>

#include "desc/model.h"
#include "support/diag.h"

namespace simtloom::desc {

// Everything a Target holds, pointers as table indices. Throws std::logic_error when the model
// points at something outside its own tables (a loader bug, found at build time).
std::string write_compact(const Target& t);

// The Target `bytes` describes; null and an error naming `origin` when the bytes are not a
// compact description written by this build (bad magic, wrong model version, truncated, an index
// out of range).
// With `lazy`, forms and their variants are left unread until Target::load (or load_all) asks
// for them, and `bytes` must outlive the target; their records are read without a check (a
// defect in one throws std::logic_error): only for blobs this build wrote and read back.
std::unique_ptr<Target> read_compact(std::string_view bytes, const std::string& origin, DiagList& diags, bool lazy = false);

}  // namespace simtloom::desc
