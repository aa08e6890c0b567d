// ds_swizzle_b32 as clang 19 emits it for __builtin_amdgcn_ds_swizzle(x, pattern), in two waves
// of 32: each lane sends x = in[i] and gets the x of the lane the pattern names, within its own
// wave (the pattern's modes: target.yaml's ds_swizzle_offset).
__kernel void swizzle(__global const int* in, __global int* quad, __global int* swap, __global int* bcast, __global int* bits) {
  const uint i = __builtin_amdgcn_workitem_id_x();
  const int x = in[i];
  quad[i] = __builtin_amdgcn_ds_swizzle(x, 0x801b);   // QUAD_PERM,3,2,1,0
  swap[i] = __builtin_amdgcn_ds_swizzle(x, 0x401f);   // SWAP,16
  bcast[i] = __builtin_amdgcn_ds_swizzle(x, 0x03c0);  // BROADCAST,32,30
  bits[i] = __builtin_amdgcn_ds_swizzle(x, 0x0907);   // BITMASK_PERM "01pip"
}
