// The wisa instruction set's semantics for the SIMT engine: one small function per variant,
// files by group (g1_int.cpp ... g6_sys.cpp).
#pragma once
#include "sim/engine/engine.h"

namespace simtloom::sim::wisa {

// The plug-in: every wisa variant's semantics, operand slots and register use.
const IsaPlugin& plugin();

}  // namespace simtloom::sim::wisa
