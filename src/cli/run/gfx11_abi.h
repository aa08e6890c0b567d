// The AMDHSA launch ABI of a gfx11 code object: the kernel descriptor's fields (by the
// directive names of isa/gfx11/amdhsa.yaml), the code-object metadata's kernel arguments (the
// NT_AMDGPU_METADATA note, MessagePack), and the launch state the gfx11 plug-in starts waves
// from (source-code meanings from the description's `sources:`, user and system SGPRs).
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "support/diag.h"

namespace simtloom::desc {
struct Target;
}
namespace simtloom::obj {
struct Object;
}
namespace simtloom::sim::gfx11 {
struct Gfx11Launch;
}

namespace simtloom::cli::run::gfx11abi {

// One argument of the metadata's `.args`, at its offset in the kernarg segment.
struct KernelArg {
  std::string name, type_name, value_kind;  // value_kind: global_buffer, by_value, hidden_* ...
  uint32_t offset = 0, size = 0;
  bool hidden() const { return value_kind.rfind("hidden_", 0) == 0; }
  // For messages: "n (uint)", or the type alone (clang writes names only with
  // -cl-kernel-arg-info), or the value kind.
  std::string describe() const {
    const std::string& ty = type_name.empty() ? value_kind : type_name;
    return name.empty() ? ty : name + " (" + ty + ")";
  }
};

struct KernelInfo {
  std::string name;
  uint64_t entry = 0, code_size = 0;  // of the kernel's code in .text
  std::vector<uint8_t> descriptor;    // the 64 bytes of NAME.kd
  std::vector<KernelArg> args;
  uint32_t kernarg_size = 0;
  bool metadata = false;  // the object has metadata for this kernel
};

// The kernels of an AMDGPU object: functions with a descriptor symbol (NAME.kd).
std::vector<std::string> kernel_names(const obj::Object& o);
// The named kernel's code, descriptor and arguments; false with a located error.
bool read_kernel(const desc::Target& t, const obj::Object& o, const std::string& name, KernelInfo& out, DiagList& d);

// A descriptor field's value, by its directive name (granulated counts decoded).
uint64_t descriptor_field(const desc::Target& t, const std::vector<uint8_t>& kd, const std::string& directive);

// What each source code reads (the constant values by width), from the description.
void fill_source_codes(const desc::Target& t, sim::gfx11::Gfx11Launch& L);

// The typed buffer formats by value, from the description's buf_format names (gfx11_formats.cpp).
void fill_buf_formats(const desc::Target& t, sim::gfx11::Gfx11Launch& L);

}  // namespace simtloom::cli::run::gfx11abi
