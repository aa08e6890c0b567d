kernel void collatz(global uint* steps, uint base, uint count) {
  uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  if (i >= count) return;
  uint v = base + i, s = 0;
  while (v != 1 && s < 1000) { v = (v & 1) ? 3 * v + 1 : v >> 1; ++s; }
  steps[i] = s;
}
