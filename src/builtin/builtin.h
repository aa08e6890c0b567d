// The built-in targets: the descriptions under isa/, compiled into the program by the build in
// the compact form (desc/compact.h), so that a command loads its target without parsing YAML.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "desc/model.h"
#include "support/diag.h"

namespace simtloom::desc {

std::vector<std::string> builtin_target_ids();

// Null and a diagnostic (with the closest name) for an unknown id.
// With `lazy`, forms are read when Target::load asks for them (see desc::read_compact): the
// assembler's way to start fast.
// `mode` (when not empty) is one of the target's modes (gfx11's wave64), a target of its own;
// "default" names the default one.
std::unique_ptr<Target> load_builtin(const std::string& id, DiagList& diags, bool lazy = false, const std::string& mode = {});

// The target a command names: the description directory `isa_dir` when given, else the built-in
// `id`; in `mode` ("" or "default": the default one).
std::unique_ptr<Target> load_named(const std::string& id, const std::string& isa_dir, DiagList& diags, bool lazy = false,
                                   const std::string& mode = {});

// A built-in target or one of its modes written "id+mode" ("gfx11+wave64"), as the Python module
// and the tests name them.
std::unique_ptr<Target> load_builtin_spec(const std::string& spec, DiagList& diags);

// The built-in target whose code-object description claims an ELF of this machine and e_flags
// (an AMDGPU object's EF_AMDGPU_MACH); "" when none does.
std::string builtin_target_for_elf(uint16_t machine, uint32_t flags);

}  // namespace simtloom::desc
