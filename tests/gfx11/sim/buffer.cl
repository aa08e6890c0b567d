// Buffer loads (b8, b16, b32, b128) and stores as clang 19 builds them from
// __builtin_amdgcn_raw_buffer_load/store:
// a raw V# (stride 0, oob_select 3: in range while the access ends within num_records bytes)
// over the first n elements of `in` and `dst`. Past n, loads read 0 and stores are dropped,
// also where the address lies past the end of the allocation (b128 from lane 16 on), which
// the range check keeps from being accessed. `skip` is a scalar offset (soffset), which the
// range check does not count.
typedef unsigned int uint4_ __attribute__((ext_vector_type(4)));

#define RAW_FLAGS 0x30014000  // word 3: oob_select 3 (raw), format 32_FLOAT

__kernel void buffer(__global uint* in, __global uint* out, __global uint4_* out4, __global uint* outs,
                     __global uint* outb, __global uint* outh, __global uint* dst, uint n, uint skip) {
  const uint i = __builtin_amdgcn_workitem_id_x();
  __amdgpu_buffer_rsrc_t src = __builtin_amdgcn_make_buffer_rsrc(in, 0, n * 4, RAW_FLAGS);
  __amdgpu_buffer_rsrc_t to = __builtin_amdgcn_make_buffer_rsrc(dst, 0, n * 4, RAW_FLAGS);
  out[i] = __builtin_amdgcn_raw_buffer_load_b32(src, i * 4, 0, 0);
  out4[i] = __builtin_amdgcn_raw_buffer_load_b128(src, i * 16, 0, 0);
  outs[i] = __builtin_amdgcn_raw_buffer_load_b32(src, i * 4, skip, 0);
  outb[i] = __builtin_amdgcn_raw_buffer_load_b8(src, i * 4, 0, 0);   // zero-extended
  outh[i] = __builtin_amdgcn_raw_buffer_load_b16(src, i * 4, 0, 0);
  __builtin_amdgcn_raw_buffer_store_b32(in[i] + 1, to, i * 4, 0, 0);
}
