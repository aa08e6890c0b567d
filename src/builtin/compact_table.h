// The table the build generates (src/gen/gen_compact.cpp writes compact_isa.cpp): one compact
// description per built-in target, and what its code-object description claims of an ELF header.
#pragma once
#include <cstdint>
#include <span>
#include <string_view>

namespace simtloom::desc {

struct CompactTarget {
  std::string_view id;
  std::string_view mode;   // "": the target's default; else one of its target.yaml `modes:`
  std::string_view bytes;  // desc::write_compact of the loaded YAML
  uint16_t elf_machine = 0;  // 0: no code-object description
  uint32_t mach_mask = 0;
  std::span<const uint32_t> machs;  // the processors' EF_AMDGPU_MACH values
};

std::span<const CompactTarget> compact_targets();

}  // namespace simtloom::desc
