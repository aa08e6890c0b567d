// Shuffles, votes, match, reductions, special registers, barriers, fences, clocks.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern "C" __global__ void warp_ops(int* out, float* fo, int n) {
  int t = threadIdx.x;
  int v = out[t];
  float f = fo[t];
  v += __shfl_sync(0xffffffff, v, 3) + __shfl_up_sync(0xffffffff, v, 1) + __shfl_down_sync(0xffffffff, v, 2) +
       __shfl_xor_sync(0xffffffff, v, 4);
  f += __shfl_xor_sync(0xffffffff, f, 16) + __shfl_sync(0x0000ffff, f, t & 7, 16);
  unsigned b = __ballot_sync(0xffffffff, v > n);
  v += __all_sync(0xffffffff, v > 0) + __any_sync(0xffffffff, v < 0) + __popc(b) + __activemask();
  v += __match_any_sync(0xffffffff, v);
  int pred;
  v += __match_all_sync(0xffffffff, v, &pred) + pred;
  v += __reduce_add_sync(0xffffffff, v) + __reduce_min_sync(0xffffffff, v) + __reduce_or_sync(0xffffffff, (unsigned)v);
  v += threadIdx.y + blockIdx.y + gridDim.x + blockDim.z;
  unsigned sm, warpid, laneid, lm;
  asm volatile("mov.u32 %0, %%lanemask_lt;" : "=r"(lm));
  v += lm;
  asm volatile("mov.u32 %0, %%smid;" : "=r"(sm));
  asm volatile("mov.u32 %0, %%warpid;" : "=r"(warpid));
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(laneid));
  long long c0 = clock64();
  __syncwarp();
  __threadfence(); __threadfence_block(); __threadfence_system();
  __syncthreads();
  int cnt = __syncthreads_count(v > 3) + __syncthreads_and(v > 1) + __syncthreads_or(v > 2);
  __nanosleep(100);
  cg::thread_block blk = cg::this_thread_block();
  cg::thread_block_tile<8> tile = cg::tiled_partition<8>(blk);
  v += tile.shfl_down(v, 1) + tile.thread_rank();
  blk.sync();
  out[t] = v + cnt + sm + warpid + laneid + (int)(clock64() - c0) + (int)f;
  fo[t] = f;
}

__device__ __noinline__ int callee(int a, int b) { return a * b + (a ^ b); }
__device__ __noinline__ float fcallee(float a, int k) { float s = 0; for (int i = 0; i < k; ++i) s += a * i; return s; }

extern "C" __global__ void call_ops(int* out, float* fo, int n) {
  int t = threadIdx.x;
  int acc = 0;
  for (int i = 0; i < n; ++i) {
    if ((i ^ t) & 1) acc += callee(i, t); else acc -= callee(t, i);
    if (acc > 1000) break;
  }
  switch (t & 7) {
    case 0: acc += 3; break; case 1: acc *= 5; break; case 2: acc -= 7; break;
    case 3: acc ^= 9; break; case 5: acc = callee(acc, 2); break; default: acc = 0;
  }
  fo[t] = fcallee((float)acc, n);
  out[t] = acc;
}
