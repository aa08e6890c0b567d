// needs: full-isa (64-bit integer adds, shifts and multiplies, scalar and vector)
__kernel void int64_ops(__global ulong* x, ulong a, long b) {
  uint t = __builtin_amdgcn_workitem_id_x();
  x[t] = (x[t] << 3) * a + (ulong)(b >> 2) + t;
}
