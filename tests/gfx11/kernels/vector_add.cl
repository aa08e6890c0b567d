// needs: full-isa (global loads and stores, VALU adds, the work-item and work-group ids)
// c[i] = a[i] + b[i], with the hidden arguments that the group size comes from.
__kernel void vector_add(__global const float* a, __global const float* b, __global float* c) {
  uint i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x();
  c[i] = a[i] + b[i];
}
