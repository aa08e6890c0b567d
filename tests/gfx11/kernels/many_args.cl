// Forty arguments: a large kernarg segment and a long metadata argument list (map16/array16 in msgpack).
__kernel void many_args(int a0, int a1, int a2, int a3, int a4, int a5, int a6, int a7, int a8, int a9,
                        long b0, long b1, long b2, long b3, long b4, long b5, long b6, long b7, long b8, long b9,
                        __global float* c0, __global float* c1, __global float* c2, __global float* c3, __global float* c4,
                        __global float* c5, __global float* c6, __global float* c7, __global float* c8, __global float* c9,
                        float d0, float d1, float d2, float d3, float d4, double e0, double e1, double e2, double e3, double e4) {}
