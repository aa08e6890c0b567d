// saxpy: y[i] = fma(a, x[i], y[i]) in binary32 for the first n elements.
#include "common.h"
__kernel void saxpy(__global const float* x, __global float* y, float a, uint n) {
  uint i = GID_X();
  if (i < n) y[i] = fma(a, x[i], y[i]);
}
