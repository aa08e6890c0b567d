// clang: -mcode-object-version=4
// Code object v4: EI_ABIVERSION 2, amdhsa.version 1.1, hidden arguments of v4.
__kernel void cov4(__global int* a, float b) {}
