// The code-object format of a target (isa/<target>/amdhsa.yaml, a file whose top-level key is
// `code_object:`): the ELF identity an object gets, the processors a target-id directive may
// name, the target's own assembler directives and the layout of the kernel descriptor those
// directives fill in. All of it is data; src/asm/code_object.cpp is the mechanism.
#pragma once
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "support/diag.h"

namespace simtloom::desc {

// A processor a target id may name ("amdgcn-amd-amdhsa--gfx1100"): its EF_AMDGPU_MACH value.
struct Processor {
  std::string name;
  uint32_t mach = 0;
  unsigned generic_version = 0;  // generic processors (gfx11-generic): e_flags bits 31:24 from v6 on
};

// What a directive of the target does: which mechanism handles it.
enum class DirectiveKind {
  TargetId,           // .amdgcn_target "<prefix><processor>": chooses the processor (e_flags)
  CodeObjectVersion,  // .amdhsa_code_object_version N: EI_ABIVERSION
  KernelDescriptor,   // .amdhsa_kernel NAME ... end: the descriptor NAME.kd from field directives
  MetadataNote,       // .amdgpu_metadata ... end: YAML text, written as a msgpack note
};

struct Directive {
  std::string name, end;  // `end`: the directive closing a block
  DirectiveKind kind = DirectiveKind::TargetId;
  SourceLoc loc;
};

// One directive inside the kernel-descriptor block and where its value goes.
// What a launch puts where a descriptor field enables it (AMDGPUUsage "Initial Kernel Execution
// State"): the value of its user SGPRs, the system SGPR or VGPR layout it switches on, or where
// the system SGPRs start. A simulator's runner fills registers by these, not by directive names.
enum class LaunchRole : uint8_t {
  None,
  DispatchPtr, QueuePtr, KernargSegmentPtr, DispatchId, PrivateSegmentSize,  // user SGPRs
  WorkgroupIdX, WorkgroupIdY, WorkgroupIdZ, WorkgroupInfo,                   // system SGPRs
  WorkitemIds,     // the work-item id VGPR layout: value + 1 dimensions
  UserSgprCount,   // the first system SGPR
};
// The description's names of the roles (`launch:`), indexed by LaunchRole.
inline constexpr const char* kLaunchRoleNames[] = {"none", "dispatch_ptr", "queue_ptr", "kernarg_segment_ptr", "dispatch_id",
                                                    "private_segment_size", "workgroup_id_x", "workgroup_id_y", "workgroup_id_z",
                                                    "workgroup_info", "workitem_ids", "user_sgpr_count"};

struct DescriptorField {
  enum class Store {
    Bits,           // the value itself, in bits hi:lo of the little-endian word at `byte`
    Granulated,     // ceil(max(value, 1) / granule) - 1 in those bits (register counts)
    None,           // checked, not stored (llvm-mc's next_free_sgpr on gfx10+)
  } store = Store::Bits;
  std::string directive;  // ".amdhsa_kernarg_size"
  unsigned byte = 0, size = 4, hi = 31, lo = 0;
  uint64_t default_value = 0;
  bool required = false;
  // The default is the number of user SGPRs the enabled `user_sgprs` fields take, and a value
  // below that number is refused (.amdhsa_user_sgpr_count).
  bool default_user_sgprs = false;
  unsigned user_sgprs = 0;  // when this flag is 1, the kernel takes this many user SGPRs
  LaunchRole launch = LaunchRole::None;
  // Granulated: the granule, chosen by another field's value (granule_by's value indexes granules).
  std::string granule_by;
  std::vector<unsigned> granules;
  // Values accepted (default: what the bits hold); `range_message` when outside, at the directive
  // (a value the target cannot have at all), else llvm-mc's "value out of range" at the value.
  uint64_t max_value = 0;
  std::string range_message;
  // A directive llvm-mc knows but refuses for this target: the message it gives.
  std::string unsupported;
  // A non-zero value needs another field, where that one is written, at a value (shared VGPRs
  // need wave64): else `message` at the block's end.
  struct Needs {
    std::string field;
    uint64_t value = 0;
    std::string message;
  };
  std::optional<Needs> needs;
  // The target mode (target.yaml modes:) code of a kernel whose field holds a value is written in
  // (`mode_of: {0: wave64}`: .amdhsa_wavefront_size32 0 is wave64 code); other values: the default.
  std::vector<std::pair<uint64_t, std::string>> mode_of;
  std::string mode_for(uint64_t v) const {
    for (const auto& [value, mode] : mode_of)
      if (value == v) return mode;
    return {};
  }
  std::string en;  // what it means
  SourceLoc loc;
  uint64_t bits_max() const { return hi - lo + 1 >= 64 ? ~uint64_t{0} : (uint64_t{1} << (hi - lo + 1)) - 1; }
};

struct KernelDescriptor {
  unsigned size = 64, align = 64;
  std::string symbol_suffix = ".kd";
  // The kernel's entry: a relocation of `relocation` type at `entry_byte`, against the kernel
  // symbol with addend `entry_addend` (llvm-mc: R_AMDGPU_REL64, kernel - descriptor).
  unsigned entry_byte = 16, entry_size = 8;
  uint32_t relocation = 0;
  int64_t entry_addend = 0;
  std::vector<DescriptorField> fields;
  // Diagnostics keyed unknown, repeated, required, too_many_user_sgprs, user_sgpr_count_small,
  // out_of_range, nested, unterminated ("{}" = the directive).
  std::map<std::string, std::string> messages;
  unsigned max_user_sgprs = 31;
  std::string message(const std::string& key, std::string_view arg = {}) const;
  const DescriptorField* field(std::string_view directive) const {
    for (const auto& f : fields)
      if (f.directive == directive) return &f;
    return nullptr;
  }
};

// A relocation the target's objects use: the specifier an operand writes after a symbol
// (`sym@rel32@lo`), its ELF type, and what a loader stores at the place P: the symbol's address
// S plus the addend A, less P when pc-relative, all 64 bits or the low or high 32 (`part`).
// `got`: through the global offset table, which only a linked object has.
struct RelocationKind {
  std::string specifier;  // "rel32@lo"; empty: only written by directives (.quad sym)
  std::string name;       // R_AMDGPU_REL32_LO
  uint32_t type = 0;
  bool pc_relative = false, got = false;
  enum class Part : uint8_t { All, Lo, Hi } part = Part::All;
  unsigned size = 4;  // bytes it writes
};

struct CodeObject {
  std::string kind;  // "amdhsa"
  std::string en;
  // ELF header
  uint16_t machine = 0;
  uint8_t osabi = 0;
  uint32_t mach_mask = 0xff;  // e_flags bits that hold the processor
  unsigned default_version = 0;
  std::map<unsigned, uint8_t> abi_versions;  // code object version -> EI_ABIVERSION
  std::string target_id_prefix;              // "amdgcn-amd-amdhsa--"
  std::string default_processor;
  std::vector<Processor> processors;
  std::vector<Directive> directives;
  KernelDescriptor descriptor;
  // The note the metadata goes into: section, owner name, type.
  std::string note_section = ".note", note_name;
  uint32_t note_type = 0;
  // What alignment pads code sections with (llvm-mc: s_nop 0), one little-endian word.
  std::optional<uint32_t> code_fill;
  std::vector<RelocationKind> relocations;
  const RelocationKind* relocation(std::string_view specifier) const {
    for (const auto& k : relocations)
      if (!k.specifier.empty() && k.specifier == specifier) return &k;
    return nullptr;
  }
  const RelocationKind* relocation_type(uint32_t type) const {
    for (const auto& k : relocations)
      if (k.type == type) return &k;
    return nullptr;
  }
  // Diagnostics of the target-id and version directives, keyed (see the description file).
  std::map<std::string, std::string> messages;
  SourceLoc loc;

  const Processor* processor(std::string_view name) const {
    for (const auto& p : processors)
      if (p.name == name) return &p;
    return nullptr;
  }
  const Processor* processor_by_mach(uint32_t mach) const {
    for (const auto& p : processors)
      if (p.mach == mach) return &p;
    return nullptr;
  }
  const Directive* directive(std::string_view name) const {
    for (const auto& d : directives)
      if (d.name == name || d.end == name) return &d;
    return nullptr;
  }
  std::string message(const std::string& key, std::string_view arg = {}) const;
};

}  // namespace simtloom::desc
