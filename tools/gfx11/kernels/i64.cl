kernel void mix64(global long* a, global const long* b, long k, int n) {
  int i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  if (i >= n) return;
  long v = b[i];
  for (int j = 0; j < (int)(v & 7); ++j) v = (v << 3) ^ (v >> 5) ^ k;
  a[i] = v * 0x9E3779B97F4A7C15L + (v / (k | 1));
}
