// wisa's per-warp state, kept by the plug-in in the engine's Warp::isa block: 64 vector
// registers per lane (register-major, so a lane loop runs over one row), 64 uniform registers,
// 8 predicate masks (p7 = pt, always true), and the CSRs' machine state.
#pragma once
#include <cstdint>
#include <new>

#include "sim/engine/engine.h"

namespace simtloom::sim::wisa {

constexpr unsigned kVRegs = 64, kURegs = 64, kPRegs = 8;
// wisa's warps have up to 32 lanes (its predicate registers are 32-bit lane masks), and so
// have the rows of `v` (IsaPlugin::Layout::lane_stride).
constexpr unsigned kMaxWisaLanes = 32;

struct WisaWarp {
  alignas(64) uint32_t v[kVRegs][kMaxWisaLanes];
  uint32_t u[kURegs];
  // From here on: state besides the two tracked files that an instruction may read (the
  // timing model's deferred re-execution copies it: IsaPlugin::Layout::other).
  uint32_t p[kPRegs];  // predicate masks (bit = lane)
  uint32_t frm = 0, fflags = 0;
  uint32_t trap_cause = 0, trap_info = 0, trap_pc = 0, trap_base = 0;
  uint32_t scratch[4];
};
static_assert(sizeof(WisaWarp) <= kIsaStateBytes, "wisa's warp state must fit Warp::isa");

// The object start_warp created in place.
inline WisaWarp& state(Warp& w) { return *std::launder(reinterpret_cast<WisaWarp*>(w.isa)); }
inline const WisaWarp& state(const Warp& w) { return *std::launder(reinterpret_cast<const WisaWarp*>(w.isa)); }

}  // namespace simtloom::sim::wisa
