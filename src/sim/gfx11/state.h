// gfx11's per-warp state in the engine's Warp::isa block: 256 VGPRs (register-major, a row of
// kMaxLanes lanes, of which a wave32 uses the first 32; a lane loop runs over one row), the 128 scalar codes (s0..s105, vcc, ttmp, null, m0, exec) and
// SCC; and the launch's state outside the warps (LaunchSpec::isa_state): what each source code
// stands for, from the description's `sources:`, and where the ABI puts its values.
#pragma once
#include <cstdint>
#include <new>

#include "sim/engine/engine.h"

namespace simtloom::sim::gfx11 {

constexpr unsigned kVRegs = 256, kSCodes = 128;
// Scalar codes with a role of their own (isa/gfx11/target.yaml, register_classes.sdst.specials).
constexpr unsigned kVccLo = 106, kNull = 124, kM0 = 125, kExecLo = 126, kExecHi = 127;

struct Gfx11Warp {
  alignas(64) uint32_t v[kVRegs][kMaxLanes];
  uint32_t s[kSCodes];  // by code; s[kExecLo] (and s[kExecHi] in wave64) mirror Warp::exec
  uint32_t scc = 0;
  uint32_t mode = 0, trapsts = 0;
};
static_assert(sizeof(Gfx11Warp) <= kIsaStateBytes, "gfx11's warp state must fit Warp::isa");

inline Gfx11Warp& state(Warp& w) { return *std::launder(reinterpret_cast<Gfx11Warp*>(w.isa)); }

// What a source code reads (SourceSpace, by code 0..511).
enum class CodeKind : uint8_t { Scalar, Vector, Constant, Literal, Scc, Vccz, Execz, Zero, Unsupported };

// A typed buffer access's data format (the description's buf_format names, BUF_FMT_<widths>_<kind>):
// its components' widths, x first (from bit 0 up: the name lists them from the top bits down),
// and their number kind. comps == 0: a value the description does not name.
enum class NumFmt : uint8_t { Unorm, Snorm, Uscaled, Sscaled, Uint, Sint, Float };
struct BufFormat {
  uint8_t comps = 0;
  uint8_t bits[4] = {};
  NumFmt kind = NumFmt::Uint;
  unsigned bytes() const { return (bits[0] + bits[1] + bits[2] + bits[3] + 7u) / 8u; }
};

// The launch's gfx11 state: built by the runner from the description and the kernel descriptor.
struct Gfx11Launch {
  CodeKind kind[512] = {};
  // Constants by operand width: [0] 16-bit, [1] 32-bit, [2] 64-bit values of each code < 256.
  uint64_t constant[3][256] = {};
  // Where the ABI's user SGPRs go and what they hold (ordered, each a 32-bit value).
  unsigned user_count = 0;
  uint32_t user[32] = {};
  unsigned sgpr_workgroup_id[3] = {~0u, ~0u, ~0u};  // SGPR of each workgroup id, ~0u: not given
  unsigned sgpr_workgroup_info = ~0u;
  unsigned workitem_dims = 1;  // work-item ids in v0: 1 (x), 2 (x, y) or 3 (x, y, z)
  // The flat apertures (src_shared_base / src_private_base << 32): where an HSA runtime puts
  // them on gfx9 and later (SH_MEM_BASES 1 and 2), above every global allocation.
  uint64_t shared_aperture = uint64_t{1} << 48, private_aperture = uint64_t{2} << 48;
  uint64_t scratch_base = 0;       // global address of lane 0 of warp 0's private memory
  uint8_t* scratch_host = nullptr;  // the same, in the simulator's memory
  uint32_t scratch_per_lane = 0;
  uint32_t warps_per_group = 1;
  unsigned wave_lanes = 32;  // 32, or 64 where the kernel descriptor asks for wave64
  BufFormat buf_format[128] = {};  // by the 7-bit format value
};

inline const Gfx11Launch& launch_state(const ExecContext& x) { return *static_cast<const Gfx11Launch*>(x.launch.isa_state); }

}  // namespace simtloom::sim::gfx11
