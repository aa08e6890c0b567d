// Integer and float arithmetic in every width: what ptxas makes of ordinary kernels.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <stdint.h>

extern "C" __global__ void int_ops(int* out, const int* a, const int* b, unsigned n, long long* o64) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int x = a[i], y = b[i];
  int r = x * y + (x >> 3) - (y << 2);
  r ^= (x & 0xff00) | (~y);
  r += __popc(x) + __clz(y) + __ffs(x);
  r += __brev(x) + __byte_perm(x, y, 0x5410);
  r += min(x, y) + max(x, y) + abs(x - y);
  r += __mulhi(x, y) + __umulhi(x, y) + __sad(x, y, 3);
  r += (unsigned)x / (unsigned)(y | 1) + x % (y | 1);
  r += __funnelshift_l(x, y, 5) + __funnelshift_r(x, y, i);
  long long l = (long long)x * y + ((long long)r << 33);
  l = l / (y | 3) + (l >> 7);
  o64[i] = l;
  out[i] = r > 10 ? r : x < y ? -r : r * 3;
}

extern "C" __global__ void f32_ops(float* out, const float* a, const float* b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = a[i], y = b[i];
  float r = fmaf(x, y, 1.5f) + x * 0.25f - y;
  r += sqrtf(fabsf(x)) + rsqrtf(y) + __expf(x) + __logf(y) + __sinf(x) + __cosf(y);
  r += x / y + fminf(x, y) + fmaxf(x, -y) + floorf(x) + ceilf(y) + truncf(x) + rintf(y);
  r += (float)(int)x + (float)(unsigned)y + __saturatef(x);
  r += expf(x) + logf(y) + powf(x, y) + tanhf(x) + exp2f(y) + log2f(x);
  out[i] = (r > x) ? r : (isnan(y) ? 0.f : -r);
}

extern "C" __global__ void f64_ops(double* out, const double* a, const double* b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double x = a[i], y = b[i];
  double r = fma(x, y, 2.0) + x * y - y / x + sqrt(x) + rsqrt(y);
  r += (double)(float)x + (double)(long long)y + floor(x) + fmin(x, y) + fabs(y);
  r += exp(x) + log(y) + sin(x);
  out[i] = r < x ? r : -r;
}

extern "C" __global__ void f16_ops(__half* out, const __half* a, const __half* b, __half2* o2,
                                   const __half2* a2, __nv_bfloat16* ob, const __nv_bfloat16* ab,
                                   __nv_bfloat162* ob2, const __nv_bfloat162* ab2, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __half x = a[i], y = b[i];
  __half r = __hfma(x, y, __float2half(1.0f)) + x * y - __hmax(x, y);
  out[i] = __hgt(r, x) ? r : __hneg(r);
  __half2 p = a2[i];
  o2[i] = __hfma2(p, p, __half2(1.0f, 2.0f)) + __hmul2(p, __habs2(p));
  __nv_bfloat16 bx = ab[i];
  ob[i] = __hfma(bx, bx, __float2bfloat16(3.0f)) + __float2bfloat16((float)x);
  __nv_bfloat162 bq = ab2[i];
  ob2[i] = __hfma2(bq, bq, bq) * bq;
}

extern "C" __global__ void convert_ops(float* f, double* d, int* s, unsigned long long* u, __half* h, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = f[i];
  d[i] = (double)x + (double)s[i] + (double)u[i];
  s[i] = __float2int_rz(x) + __double2int_rn(d[i]) + (int)__float2half(x);
  u[i] = (unsigned long long)x + __double2ull_rd(d[i]);
  h[i] = __float2half_rn(x) + __int2half_rn(s[i]);
  f[i] = __half2float(h[i]) + __uint2float_rz(i) + __ll2float_rn((long long)u[i]);
}
