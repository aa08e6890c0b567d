// The ALU-bound kernel of bench_gfx11 (clang 19 -O2 for gfx1100, committed as gfx11_alu.s): per
// work-item, `iters` trips of a multiply-add LCG and an xorshift mix; one store at the end. The
// same loop as bench_sim's wisa kernel and its native reference.
__kernel void alu(__global uint* out, uint iters) {
  uint t = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x();
  uint x = t, y = t, s = 0;
  for (uint k = 0; k < iters; ++k) {
    x = x * 1664525u + 13u;
    y ^= x >> 7;
    y += y << 3;
    y ^= x;
    s += y;
  }
  out[t] = s;
}
