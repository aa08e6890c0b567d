// Each lane loops its own number of times.
__kernel void divergent_loop(__global int* out, __global const int* n) {
  uint t = __builtin_amdgcn_workitem_id_x();
  int s = 0;
  for (int k = 0; k < n[t]; ++k) s += k * t;
  out[t] = s;
}
