// Several kernels in one file: one descriptor each, 256-byte aligned code, one metadata note.
__kernel void first(__global int* a) {}
__kernel void second(int b, int c) {}
__kernel void third(__local float* d, __constant uint* e) {}
__kernel void fourth(void) {}
