kernel void reduce(global const int* in, global int* out, int n) {
  local int part[256];
  unsigned l = __builtin_amdgcn_workitem_id_x();
  unsigned g = __builtin_amdgcn_workgroup_id_x() * 256 + l;
  part[l] = g < (unsigned)n ? in[g] : 0;
  for (unsigned s = 128; s > 0; s >>= 1) {
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
    __builtin_amdgcn_s_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
    if (l < s) part[l] += part[l + s];
  }
  if (l == 0) __atomic_fetch_add(out, part[0], __ATOMIC_RELAXED);
}
