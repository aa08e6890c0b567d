// The lane loop every ISA plug-in's semantics use: f(lane) for each active lane of the warp, a
// straight loop when all 32 lanes are active.
#pragma once
#include <bit>
#include <cstdint>

#include "sim/engine/engine.h"

namespace simtloom::sim {

template <class F>
inline void lanes(ExecContext& x, F&& f) {
  uint32_t m = x.w.exec;
  if (m == ~0u) {
    for (unsigned l = 0; l < 32; ++l) f(l);
  } else {
    while (m) {
      unsigned l = static_cast<unsigned>(std::countr_zero(m));
      m &= m - 1;
      f(l);
    }
  }
}

}  // namespace simtloom::sim
