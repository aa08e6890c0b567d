// scan: inclusive prefix sums of in[] in blocks of the workgroup size (Hillis-Steele in LDS,
// double-buffered); lanes past n load and store nothing.
#include "common.h"
__kernel void scan(__global const uint* in, __global uint* out, uint n) {
  __local uint buf[2][160];
  uint lid = LID_X(), i = GID_X(), size = LSIZE_X();
  buf[0][lid] = i < n ? in[i] : 0u;
  BARRIER();
  uint cur = 0;
  for (uint off = 1; off < size; off <<= 1) {
    uint v = buf[cur][lid];
    if (lid >= off) v += buf[cur][lid - off];
    buf[cur ^ 1u][lid] = v;
    cur ^= 1u;
    BARRIER();
  }
  if (i < n) out[i] = buf[cur][lid];
}
