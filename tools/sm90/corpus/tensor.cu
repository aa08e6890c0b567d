// Tensor cores: wmma in f16/bf16/tf32/f64/int8/int4, ldmatrix/stmatrix, cp.async and bulk copies.
#include <mma.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuda_pipeline.h>
using namespace nvcuda;

extern "C" __global__ void wmma_f16(const half* a, const half* b, float* c, half* ch) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
  wmma::fragment<wmma::accumulator, 16, 16, 16, half> fh;
  wmma::fill_fragment(fc, 0.0f);
  wmma::fill_fragment(fh, 0.0f);
  for (int k = 0; k < 4; ++k) {
    wmma::load_matrix_sync(fa, a + k * 256, 16);
    wmma::load_matrix_sync(fb, b + k * 256, 16);
    wmma::mma_sync(fc, fa, fb, fc);
    wmma::mma_sync(fh, fa, fb, fh);
  }
  wmma::store_matrix_sync(c, fc, 16, wmma::mem_row_major);
  wmma::store_matrix_sync(ch, fh, 16, wmma::mem_col_major);
}

extern "C" __global__ void wmma_other(const __nv_bfloat16* a, const __nv_bfloat16* b, float* c, const double* da,
                                      double* dc, const signed char* ia, int* ic, const float* ta) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, __nv_bfloat16, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, __nv_bfloat16, wmma::row_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
  wmma::load_matrix_sync(fa, a, 16); wmma::load_matrix_sync(fb, b, 16);
  wmma::fill_fragment(fc, 1.0f);
  wmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(c, fc, 16, wmma::mem_row_major);
  wmma::fragment<wmma::matrix_a, 8, 8, 4, double, wmma::row_major> da_f;
  wmma::fragment<wmma::matrix_b, 8, 8, 4, double, wmma::col_major> db_f;
  wmma::fragment<wmma::accumulator, 8, 8, 4, double> dc_f;
  wmma::load_matrix_sync(da_f, da, 4); wmma::load_matrix_sync(db_f, da + 32, 4);
  wmma::fill_fragment(dc_f, 0.0);
  wmma::mma_sync(dc_f, da_f, db_f, dc_f);
  wmma::store_matrix_sync(dc, dc_f, 8, wmma::mem_row_major);
  wmma::fragment<wmma::matrix_a, 16, 16, 16, signed char, wmma::row_major> ia_f;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, signed char, wmma::col_major> ib_f;
  wmma::fragment<wmma::accumulator, 16, 16, 16, int> ic_f;
  wmma::load_matrix_sync(ia_f, ia, 16); wmma::load_matrix_sync(ib_f, ia + 256, 16);
  wmma::fill_fragment(ic_f, 0);
  wmma::mma_sync(ic_f, ia_f, ib_f, ic_f);
  wmma::store_matrix_sync(ic, ic_f, 16, wmma::mem_row_major);
  wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32, wmma::row_major> ta_f;
  wmma::fragment<wmma::matrix_b, 16, 16, 8, wmma::precision::tf32, wmma::col_major> tb_f;
  wmma::fragment<wmma::accumulator, 16, 16, 8, float> tc_f;
  wmma::load_matrix_sync(ta_f, ta, 8); wmma::load_matrix_sync(tb_f, ta + 128, 8);
  wmma::fill_fragment(tc_f, 0.0f);
  wmma::mma_sync(tc_f, ta_f, tb_f, tc_f);
  wmma::store_matrix_sync(c + 256, tc_f, 16, wmma::mem_row_major);
}

extern "C" __global__ void async_copy(const float4* g, float4* o, int n) {
  __shared__ float4 sh[2][128];
  int t = threadIdx.x;
  for (int s = 0; s < n; ++s) {
    __pipeline_memcpy_async(&sh[s & 1][t], &g[s * 128 + t], sizeof(float4));
    __pipeline_commit();
    __pipeline_wait_prior(0);
    __syncthreads();
    o[s * 128 + t] = sh[s & 1][(t + 1) & 127];
  }
}

extern "C" __global__ void ldmatrix_ops(unsigned* out) {
  __shared__ unsigned short sm[16 * 64];
  int t = threadIdx.x;
  for (int i = t; i < 1024; i += 32) sm[i] = i;
  __syncwarp();
  unsigned r0, r1, r2, r3;
  unsigned addr = (unsigned)__cvta_generic_to_shared(&sm[(t % 16) * 64]);
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];" : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(addr));
  unsigned s0, s1;
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0,%1}, [%2];" : "=r"(s0), "=r"(s1) : "r"(addr));
  unsigned q0;
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];" : "=r"(q0) : "r"(addr));
  asm volatile("stmatrix.sync.aligned.m8n8.x4.shared.b16 [%0], {%1,%2,%3,%4};" :: "r"(addr), "r"(r0), "r"(r1), "r"(r2), "r"(r3));
  asm volatile("stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 [%0], {%1,%2};" :: "r"(addr), "r"(s0), "r"(s1));
  __syncwarp();
  out[t] = r0 + r1 + r2 + r3 + s0 + s1 + q0 + sm[t];
}
