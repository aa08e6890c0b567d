// The compiled part of the `simtloom` Python package (python/simtloom/__init__.py re-exports
// it): targets, the assembler, the disassembler, the decoder and the simulator's launches.
#include <pybind11/pybind11.h>

#include "bindings.h"

PYBIND11_MODULE(_simtloom, m) {
  m.doc() = "simtloom: a retargetable GPU instruction-set toolchain and SIMT simulator (the C++ library, in process)";
  simtloom::py::bind_errors(m);
  simtloom::py::bind_target(m);
  simtloom::py::bind_run(m);
}
