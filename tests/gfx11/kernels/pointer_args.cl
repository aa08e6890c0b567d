// Pointers to every address space, with qualifiers: global_buffer, dynamic_shared_pointer, const, restrict, volatile.
__kernel void pointer_args(__global int* a, __global const float* restrict b, __global volatile uint* c,
                           __constant double* d, __local char* e, __local float4* f, __global void* g) {}
