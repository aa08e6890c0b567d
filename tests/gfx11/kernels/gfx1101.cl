// clang: -mcpu=gfx1101
// Another processor: .amdgcn_target names gfx1101, e_flags EF_AMDGPU_MACH_AMDGCN_GFX1101.
__kernel void on_gfx1101(__global int* a) {}
