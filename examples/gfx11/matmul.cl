// matmul: C = A * B (binary32, row-major, M x K times K x N) in 16 x 16 tiles through LDS; each
// element is the fma chain in k order.
#include "common.h"
#define T 16
__kernel void matmul(__global const float* A, __global const float* B, __global float* C, uint M, uint N, uint K) {
  __local float As[T][T], Bs[T][T];
  uint tx = LID_X(), ty = LID_Y();
  uint col = GRP_X() * T + tx, row = GRP_Y() * T + ty;
  float acc = 0.0f;
  for (uint t = 0; t < K; t += T) {
    As[ty][tx] = row < M && t + tx < K ? A[row * K + t + tx] : 0.0f;
    Bs[ty][tx] = col < N && t + ty < K ? B[(t + ty) * N + col] : 0.0f;
    BARRIER();
    for (uint k = 0; k < T; ++k) acc = fma(As[ty][k], Bs[k][tx], acc);
    BARRIER();
  }
  if (row < M && col < N) C[row * N + col] = acc;
}
