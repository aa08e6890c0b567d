// bitonic: each workgroup sorts its block of 256 u32 keys ascending in LDS (a bitonic network;
// the compare-exchange runs in half the lanes).
#include "common.h"
__kernel void bitonic(__global uint* keys) {
  __local uint k[256];
  uint lid = LID_X(), base = GRP_X() * 256u;
  k[lid] = keys[base + lid];
  BARRIER();
  for (uint size = 2; size <= 256; size <<= 1)
    for (uint stride = size >> 1; stride > 0; stride >>= 1) {
      uint j = lid ^ stride;
      if (j > lid) {
        uint a = k[lid], b = k[j];
        bool up = (lid & size) == 0;
        if ((a > b) == up) {
          k[lid] = b;
          k[j] = a;
        }
      }
      BARRIER();
    }
  keys[base + lid] = k[lid];
}
