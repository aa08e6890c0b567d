// vadd: c[i] = a[i] + b[i] for the first n elements (u32, wrapping).
#include "common.h"
__kernel void vadd(__global const uint* a, __global const uint* b, __global uint* c, uint n) {
  uint i = GID_X();
  if (i < n) c[i] = a[i] + b[i];
}
