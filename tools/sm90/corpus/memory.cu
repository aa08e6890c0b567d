// Loads and stores of every space and width, atomics, reductions, shared memory, local arrays.
#include <stdint.h>
struct __align__(16) V4 { float x, y, z, w; };

__constant__ float ctab[64];

extern "C" __global__ void mem_ops(float* g, V4* g4, double* gd, char* gc, short* gs, int idx, int n) {
  __shared__ float sh[256];
  __shared__ double shd[128];
  __shared__ V4 sh4[64];
  float loc[32];
  int t = threadIdx.x;
  sh[t] = g[t] + ctab[t & 63];
  shd[t & 127] = gd[t];
  sh4[t & 63] = g4[t];
  for (int k = 0; k < 32; ++k) loc[k] = g[t + k * n];
  __syncthreads();
  float s = sh[(t + 1) & 255] + (float)shd[(t + 3) & 127] + sh4[(t + 5) & 63].y + loc[idx & 31];
  gc[t] = (char)s; gs[t] = (short)s;
  g4[t + n] = sh4[t & 63];
  gd[t + n] = shd[t & 127] * 2.0;
  g[t] = s + __ldg(&g[t + 2 * n]) + __ldcs(&g[t + 3 * n]) + __ldlu(&g[t + 4 * n]);
  __stcs(&g[t + 5 * n], s);
  __stwt(&g[t + 6 * n], s);
}

extern "C" __global__ void atomic_ops(int* ai, unsigned* au, float* af, double* ad, unsigned long long* aull, int v) {
  __shared__ int sh[32];
  __shared__ float shf[32];
  int t = threadIdx.x;
  if (t < 32) { sh[t] = 0; shf[t] = 0; }
  __syncthreads();
  int old = atomicAdd(&ai[t & 7], v);
  atomicAdd(&ai[8], 1);
  atomicSub(&ai[9], v);
  atomicMax(&ai[10], v); atomicMin(&ai[11], old);
  atomicAnd(&ai[12], v); atomicOr(&ai[13], v); atomicXor(&ai[14], v);
  unsigned e = atomicExch(&au[0], (unsigned)v);
  unsigned c = atomicCAS(&au[1], e, (unsigned)old);
  atomicInc(&au[2], 100u); atomicDec(&au[3], 100u);
  atomicAdd(&af[0], 1.5f); float fo = atomicAdd(&af[1], (float)v);
  atomicAdd(&ad[0], 2.5); atomicAdd(&aull[0], 3ull);
  unsigned long long c64 = atomicCAS(&aull[1], 1ull, (unsigned long long)c);
  atomicAdd(&sh[t & 31], v); atomicMax(&sh[(t + 1) & 31], v); atomicCAS(&sh[2], v, old);
  atomicAdd(&shf[t & 31], 1.0f); atomicExch(&sh[3], v);
  __syncthreads();
  ai[16 + t] = sh[t & 31] + old + (int)fo + (int)c64;
}
