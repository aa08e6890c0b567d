// The linking step of the gfx11 runner: a relocatable object (clang's -S output assembled in
// process, with its calls and global addresses as relocations) is resolved as a linker and a
// loader would, in the simulator's memory: the code where the device loaded it, each other
// section a relocation refers to in an allocation of its own, every relocation of the
// description's kinds computed there.
#pragma once
#include <string>

#include "desc/code_object.h"
#include "obj/object.h"
#include "sim/engine/engine.h"
#include "support/diag.h"

namespace simtloom::cli::run::gfx11link {

// False (with a message naming the symbol or the relocation) for what only a real linker could
// resolve: undefined symbols (device-library functions), the global offset table, unknown types.
bool link_object(sim::Device& dev, const obj::Object& o, uint64_t code_base, const desc::CodeObject& co, const std::string& input,
                 DiagList& d);

}  // namespace simtloom::cli::run::gfx11link
