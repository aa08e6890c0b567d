// reduce: out[0] = the u32 sum of in[0..n) (an LDS tree per workgroup, then one atomic add per
// workgroup); partial[g] = the binary32 sum of fin[32g .. 32g+32) in ascending order (0 past n),
// added by the group's first lane.
#include "common.h"
__kernel void reduce(__global const uint* in, __global const float* fin, __global uint* out, __global float* partial,
                     uint n) {
  __local uint sums[128];
  __local float fs[128];
  uint lid = LID_X(), i = GID_X();
  sums[lid] = i < n ? in[i] : 0u;
  fs[lid] = i < n ? fin[i] : 0.0f;
  BARRIER();
  if ((lid & 31u) == 0) {
    float s = 0.0f;
    for (uint k = 0; k < 32; ++k) s += fs[lid + k];
    partial[i / 32u] = s;
  }
  for (uint step = 64; step > 0; step >>= 1) {
    if (lid < step) sums[lid] += sums[lid + step];
    BARRIER();
  }
  if (lid == 0) __atomic_fetch_add(&out[0], sums[0], __ATOMIC_RELAXED);
}
