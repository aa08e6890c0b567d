// collatz: steps[i] = the number of Collatz steps from start[i] to 1 (a data-dependent loop).
#include "common.h"
__kernel void collatz(__global const uint* start, __global uint* steps, uint n) {
  uint i = GID_X();
  if (i >= n) return;
  ulong v = start[i];
  uint s = 0;
  while (v != 1) {
    v = (v & 1) ? 3 * v + 1 : v >> 1;
    ++s;
  }
  steps[i] = s;
}
