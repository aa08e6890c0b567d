// histogram: bins[v] counts the bytes of data[0..n) equal to v; a grid-stride loop with LDS bins
// per workgroup (LDS atomics), merged into the global bins with global atomics.
#include "common.h"
__kernel void histogram(__global const uchar* data, __global uint* bins, uint n) {
  __local uint local_bins[256];
  uint lid = LID_X();
  local_bins[lid] = 0;
  BARRIER();
  uint stride = LSIZE_X() * __builtin_amdgcn_grid_size_x() / LSIZE_X();
  for (uint i = GID_X(); i < n; i += stride) __atomic_fetch_add(&local_bins[data[i]], 1u, __ATOMIC_RELAXED);
  BARRIER();
  __atomic_fetch_add(&bins[lid], local_bins[lid], __ATOMIC_RELAXED);
}
