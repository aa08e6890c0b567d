// clang: -mwavefrontsize64
// Wave64 code with lane masks: compares into SGPR pairs and VCC, v_cndmask with a pair selector,
// 64-bit address and integer carries, s_and_saveexec_b64 around a divergent loop, f64 division
// (v_div_scale's pair destination, v_div_fmas' VCC).
__kernel void wave64_masks(__global float* out, __global const float* in, __global long* acc, __global double* q, int n) {
  uint t = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  if (t < (uint)n) {
    float x = in[t];
    float y = x > 0.5f ? x * 2.0f : -x;
    for (uint k = 0; k < (t & 7); ++k) y = y * 0.5f + 1.0f;
    out[t] = y;
    acc[t] += (long)t * n;
    q[t] = (double)x / (double)(t + 1);
  }
}
