// clang: -mcode-object-version=6
// Code object v6: EI_ABIVERSION 4.
__kernel void cov6(__global int* a, float b) {}
