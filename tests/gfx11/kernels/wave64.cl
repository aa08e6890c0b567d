// clang: -mwavefrontsize64
// Wave64: .amdhsa_wavefront_size32 0 (VGPR granule 4) and .wavefront_size 64 in the metadata.
__kernel void wave64(__global int* a, int b) {}
