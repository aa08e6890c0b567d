// needs: full-isa (64-bit VALU, FMA, global memory)
__kernel void f64_fma(__global double* x, __global const double* y, double a) {
  uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  x[i] = __builtin_fma(a, y[i], x[i]);
}
