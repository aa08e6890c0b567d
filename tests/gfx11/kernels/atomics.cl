__kernel void atomics(__global int* counter, __global int* out) {
  __local int local_count;
  uint t = __builtin_amdgcn_workitem_id_x();
  if (t == 0) local_count = 0;
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
  __atomic_fetch_add(&local_count, 1, __ATOMIC_RELAXED);
  out[t] = __atomic_fetch_add(counter, 1, __ATOMIC_RELAXED);
}
