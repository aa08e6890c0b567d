// simtloom.Diagnostic and the exception classes. Every error the library reports becomes one of
// these exceptions with the library's own messages; nothing is re-worded here.
#include <pybind11/stl.h>

#include "bindings.h"

namespace simtloom::py {
namespace {

Errors* g_errors = nullptr;

const char* severity_name(Severity s) {
  switch (s) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Note: return "note";
  }
  return "error";
}

// A new exception class in `m`, deriving from `bases` (a class or a tuple of classes).
pb::object new_exception(pb::module_& m, const char* name, pb::handle bases, const char* doc) {
  std::string qualified = std::string("simtloom.") + name;
  pb::object cls = pb::reinterpret_steal<pb::object>(PyErr_NewExceptionWithDoc(qualified.c_str(), doc, bases.ptr(), nullptr));
  if (!cls) throw pb::error_already_set();
  m.attr(name) = cls;
  return cls;
}

}  // namespace

const Errors& errors() { return *g_errors; }

void raise_message(const pb::object& type, const std::string& message) {
  PyErr_SetString(type.ptr(), message.c_str());
  throw pb::error_already_set();
}

void raise_with(const pb::object& type, const DiagList& d, const std::string& fallback) {
  std::string text = d.render();
  while (!text.empty() && text.back() == '\n') text.pop_back();
  pb::object e = type(text.empty() ? fallback : text);
  pb::list records;
  for (const auto& item : d.items()) records.append(pb::cast(item));
  e.attr("diagnostics") = records;
  PyErr_SetObject(type.ptr(), e.ptr());
  throw pb::error_already_set();
}

pb::object to_python(const nlohmann::json& j) {
  switch (j.type()) {
    case nlohmann::json::value_t::object: {
      pb::dict out;
      for (const auto& [k, v] : j.items()) out[pb::str(k)] = to_python(v);
      return out;
    }
    case nlohmann::json::value_t::array: {
      pb::list out;
      for (const auto& v : j) out.append(to_python(v));
      return out;
    }
    case nlohmann::json::value_t::string: return pb::str(j.get<std::string>());
    case nlohmann::json::value_t::boolean: return pb::bool_(j.get<bool>());
    case nlohmann::json::value_t::number_integer: return pb::int_(j.get<int64_t>());
    case nlohmann::json::value_t::number_unsigned: return pb::int_(j.get<uint64_t>());
    case nlohmann::json::value_t::number_float: return pb::float_(j.get<double>());
    default: return pb::none();
  }
}

void bind_errors(pb::module_& m) {
  pb::class_<Diagnostic>(m, "Diagnostic", "One message of the library: where, how severe, what, and what to do (note).")
      .def_property_readonly("file", [](const Diagnostic& d) { return d.loc.file; })
      .def_property_readonly("line", [](const Diagnostic& d) { return d.loc.line; }, "1-based; 0 when the message has no line")
      .def_property_readonly("column", [](const Diagnostic& d) { return d.loc.col; }, "1-based; 0 when the message has no column")
      .def_property_readonly("severity", [](const Diagnostic& d) { return std::string(severity_name(d.severity)); }, "'error', 'warning' or 'note'")
      .def_property_readonly("message", [](const Diagnostic& d) { return d.message; })
      .def_property_readonly("note", [](const Diagnostic& d) { return d.hint; }, "what to do, or ''")
      .def("__str__", [](const Diagnostic& d) { return render(d); })
      .def("__repr__", [](const Diagnostic& d) {
        return "Diagnostic(" + d.loc.file + ":" + std::to_string(d.loc.line) + ":" + std::to_string(d.loc.col) + ", " + severity_name(d.severity) +
               ", " + pb::repr(pb::str(d.message)).cast<std::string>() + ")";
      });
  static Errors e;
  pb::handle exc(PyExc_Exception), value(PyExc_ValueError), runtime(PyExc_RuntimeError);
  e.error = new_exception(m, "Error", exc, "Base class of simtloom's errors; .diagnostics lists the library's messages.");
  auto both = [&](pb::handle other) { return pb::make_tuple(e.error, other); };
  e.description = new_exception(m, "DescriptionError", both(value), "A target that does not exist or a description that does not load.");
  e.assembly = new_exception(m, "AssemblyError", both(value), "Source text that does not assemble; .diagnostics as the command prints them.");
  e.decode = new_exception(m, "DecodeError", both(value), "Bytes that no instruction of the target encodes, or too few bytes.");
  e.launch = new_exception(m, "LaunchError", both(value), "A launch that cannot start: a kernel not found, a bad shape, arguments that do not fit.");
  e.simulation = new_exception(m, "SimulationError", both(runtime), "A run that stopped on a fault outside an instruction or a fatal hazard.");
  e.trap = new_exception(m, "KernelTrap", e.error, "The kernel trapped: .cause, .name, .info, .pc, .source, .report, and .result (memory as left).");
  g_errors = &e;
}

}  // namespace simtloom::py
