// Atomics and reductions of every width on global and shared memory, with used results (ATOM/ATOMS)
// and unused ones (RED), plus a non-inlined call with a return.
#include <cuda_fp16.h>
#include <cuda_bf16.h>

__device__ __noinline__ int callee(int a, int b) { return a * b + (a >> 3); }

extern "C" __global__ void atom_ops(int* gi, unsigned* gu, unsigned long long* gl, long long* gs,
                                    float* gf, double* gd, __half2* gh, __nv_bfloat162* gb,
                                    __half* gh1, int* out) {
  __shared__ int si[64];
  __shared__ unsigned long long sl[64];
  __shared__ float sf[64];
  __shared__ double sd[64];
  int t = threadIdx.x;
  si[t & 63] = t; sl[t & 63] = t; sf[t & 63] = t; sd[t & 63] = t;
  __syncthreads();
  int r = 0;
  r += atomicAdd(gi, t);
  r += atomicSub(gi + 1, t);
  r += atomicExch(gi + 2, t);
  r += atomicMin(gi + 3, t);
  r += atomicMax(gi + 4, t);
  r += atomicAnd(gi + 5, t);
  r += atomicOr(gi + 6, t);
  r += atomicXor(gi + 7, t);
  r += atomicCAS(gi + 8, t, t + 1);
  r += atomicInc(gu, 17u);
  r += atomicDec(gu + 1, 17u);
  r += atomicMin(gu + 2, (unsigned)t);
  r += (int)atomicAdd(gl, (unsigned long long)t);
  r += (int)atomicCAS(gl + 1, (unsigned long long)t, 5ull);
  r += (int)atomicExch(gl + 2, (unsigned long long)t);
  r += (int)atomicMin(gs, (long long)t);
  r += (int)atomicMax(gs + 1, (long long)t);
  r += (int)atomicAnd(gl + 3, (unsigned long long)t);
  r += (int)atomicOr(gl + 4, (unsigned long long)t);
  r += (int)atomicXor(gl + 5, (unsigned long long)t);
  r += (int)atomicAdd(gf, 1.5f);
  r += (int)atomicExch(gf + 1, 2.5f);
  r += (int)atomicAdd(gd, 1.25);
  __half2 h = atomicAdd(gh, __floats2half2_rn(1.f, 2.f));
  __nv_bfloat162 b = atomicAdd(gb, __floats2bfloat162_rn(1.f, 2.f));
  __half h1 = atomicAdd(gh1, __float2half(1.f));
  r += (int)__low2float(h) + (int)__low2float(b) + (int)__half2float(h1);
  // Results unused: reductions.
  atomicAdd(gi + 9, t); atomicMin(gi + 10, t); atomicMax(gi + 11, t); atomicAnd(gi + 12, t);
  atomicOr(gi + 13, t); atomicXor(gi + 14, t); atomicInc(gu + 3, 9u); atomicDec(gu + 4, 9u);
  atomicAdd(gl + 6, 3ull); atomicMin(gs + 2, (long long)t); atomicMax(gl + 7, 4ull);
  atomicAdd(gf + 2, 0.5f); atomicAdd(gd + 1, 0.5); atomicAdd(gh + 1, __floats2half2_rn(1.f, 1.f));
  atomicAdd(gb + 1, __floats2bfloat162_rn(1.f, 1.f));
  // Shared memory.
  r += atomicAdd(&si[(t * 7) & 63], t);
  r += atomicCAS(&si[(t * 3) & 63], t, 2);
  r += atomicMax(&si[(t * 5) & 63], t);
  r += atomicExch(&si[(t * 9) & 63], t);
  r += (int)atomicAdd(&sl[(t * 7) & 63], 1ull);
  r += (int)atomicCAS(&sl[(t * 3) & 63], 1ull, 2ull);
  r += (int)atomicAdd(&sf[(t * 11) & 63], 1.0f);
  r += (int)atomicAdd(&sd[(t * 13) & 63], 1.0);
  atomicOr(&si[(t * 13) & 63], t);
  atomicAdd(&sf[(t * 17) & 63], 2.0f);
  // System and block scopes.
  r += atomicAdd_block(gi + 15, t) + atomicAdd_system(gi + 16, t);
  atomicAdd_system(gf + 3, 1.0f);
  out[t] = callee(r, t) + si[t & 63];
}
