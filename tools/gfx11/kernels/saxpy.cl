kernel void saxpy(global float* y, global const float* x, float a, int n) {
  int i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x();
  if (i < n) y[i] = __builtin_fmaf(a, x[i], y[i]);
}
