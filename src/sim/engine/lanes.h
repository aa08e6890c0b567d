// The lane loop every ISA plug-in's semantics use: f(lane) for each active lane of the warp, a
// straight loop when all 32 (wave32) or all 64 lanes are active.
#pragma once
#include <bit>
#include <cstdint>

#include "sim/engine/engine.h"

namespace simtloom::sim {

template <class F>
inline void lanes(ExecContext& x, F&& f) {
  LaneMask m = x.w.exec;
  if (m == 0xffffffffu) {
    for (unsigned l = 0; l < 32; ++l) f(l);
  } else if (m == ~LaneMask{0}) {
    for (unsigned l = 0; l < 64; ++l) f(l);
  } else {
    while (m) {
      unsigned l = static_cast<unsigned>(std::countr_zero(m));
      m &= m - 1;
      f(l);
    }
  }
}

}  // namespace simtloom::sim
