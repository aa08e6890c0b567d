// The parts of the Python module, each binding one area (python/src/*.cpp), and the helpers
// they share: diagnostics as Python records and exceptions carrying them.
#pragma once
#include <string>

#include <nlohmann/json.hpp>
#include <pybind11/pybind11.h>

#include "support/diag.h"

namespace simtloom::py {

namespace pb = pybind11;

void bind_errors(pb::module_& m);
void bind_target(pb::module_& m);
void bind_run(pb::module_& m);

// The module's exception classes (errors.cpp), created at import.
struct Errors {
  pb::object error, description, assembly, decode, launch, trap, simulation;
};
const Errors& errors();

// Raises `type` with the rendered diagnostics as its message (what the command prints on
// stderr) and `.diagnostics`, a list of simtloom.Diagnostic records; never returns.
[[noreturn]] void raise_with(const pb::object& type, const DiagList& d, const std::string& fallback);
// Raises `type` (a built-in such as TypeError or a module exception) with a message.
[[noreturn]] void raise_message(const pb::object& type, const std::string& message);

// A JSON value as Python objects (dict, list, int, float, str, bool, None).
pb::object to_python(const nlohmann::json& j);

}  // namespace simtloom::py
