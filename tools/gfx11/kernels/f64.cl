#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void poly(global double* y, global const double* x, int n) {
  int i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  if (i < n) { double t = x[i]; y[i] = ((t * 0.5 + 1.25) * t - 2.0) * t + 0.125; }
}
