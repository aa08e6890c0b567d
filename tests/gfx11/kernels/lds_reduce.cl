// needs: full-isa (LDS, barriers with fences, DS and VALU instructions)
// A work-group sum in local memory: group_segment_fixed_size from a __local array.
__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void lds_reduce(__global const int* in, __global int* out) {
  __local int buf[64];
  uint t = __builtin_amdgcn_workitem_id_x();
  buf[t] = in[__builtin_amdgcn_workgroup_id_x() * 64 + t];
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
  for (uint s = 32; s > 0; s >>= 1) {
    if (t < s) buf[t] += buf[t + s];
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
    __builtin_amdgcn_s_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
  }
  if (t == 0) out[__builtin_amdgcn_workgroup_id_x()] = buf[0];
}
