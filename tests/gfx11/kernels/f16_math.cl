// needs: full-isa (16-bit VALU, global loads and stores)
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void f16_math(__global half* x, __global const half* y, half a) {
  uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  x[i] = x[i] * a + y[i];
}
