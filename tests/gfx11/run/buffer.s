// What gfx11's MUBUF buffer instructions read and write through a V# (the 128-bit buffer resource
// in four SGPRs: base, stride, num_records, add_tid_enable, oob_select), in one wave of 32 lanes
// (lane i has v0 = i). Each expected value is the RDNA3 ISA manual's rule applied by hand, on the
// @buf line: lane i's index is its idxen VGPR (+ i with add_tid_enable), its offset its offen
// VGPR + offset:; buffer_offset = index * stride + offset; address = base + soffset +
// buffer_offset. A piece is out of range, by oob_select, when 3 (raw): buffer_offset + its end >
// num_records (bytes); 1: index >= num_records; 0: that, or offset + its end > stride. Loads of
// out-of-range dwords read 0 (each dword of a b64 on its own), stores and atomics out of range
// change nothing; buffer_load_lds_* write the LDS at M0 + offset + 4 * lane. in[i] = 0xf0e0d000 + i;
// each output starts as 0xdeadbeef.
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.globl buffer
	.p2align 8
	.type buffer,@function
buffer:
	v_lshlrev_b32_e32 v10, 2, v0               // v10 = 4 * lane: each lane's byte offset
	s_load_b64 s[16:17], s[0:1], 0x0           // @buf in[32]: u32 init={iota: {start: 0xf0e0d000, step: 1}}
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s20, s16
	s_and_b32 s21, s17, 0xffff
	s_mov_b32 s22, 64                          // num_records 64
	s_mov_b32 s23, 0x30014000                  // oob_select 3
	s_load_b64 s[2:3], s[0:1], 0x8             // @buf ld_b32[32]: u32 init={fill: 0xdeadbeef} == (0xf0e0d000 + i) * (1 - min(i / 16, 1)) -- raw, offen: lane i reads in[i] while 4i + 4 <= 64 bytes, else 0
	s_waitcnt lgkmcnt(0)
	buffer_load_b32 v20, v10, s[20:23], 0 offen
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v20, s[2:3]
	s_load_b64 s[2:3], s[0:1], 0x10            // @buf ld64_lo[32]: u32 init={fill: 0xdeadbeef} == (0xf0e0d000 + i) * (1 - min(i / 16, 1)) -- buffer_load_b64's first dword: in range while 4i + 4 <= 64
	s_waitcnt lgkmcnt(0)
	s_load_b64 s[4:5], s[0:1], 0x18            // @buf ld64_hi[32]: u32 init={fill: 0xdeadbeef} == (0xf0e0d001 + i) * (1 - min(i / 15, 1)) -- its second dword, checked on its own: 4i + 8 <= 64, so lane 15 reads 0 here
	s_waitcnt lgkmcnt(0)
	buffer_load_b64 v[20:21], v10, s[20:23], 0 offen
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v20, s[2:3]
	global_store_b32 v10, v21, s[4:5]
	s_load_b64 s[2:3], s[0:1], 0x20            // @buf ld_soff[32]: u32 init={fill: 0xdeadbeef} == (0xf0e0d003 + i) * (1 - min(i / 14, 1)) -- soffset 4 + offset:8 read in[i + 3]; the range check counts offset:8 (4i + 12 <= 64) but not soffset
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s24, 4
	buffer_load_b32 v20, v10, s[20:23], s24 offen offset:8
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v20, s[2:3]
	s_load_b64 s[2:3], s[0:1], 0x28            // @buf ld_u8[32]: u32 init={fill: 0xdeadbeef} == 0xd0 -- buffer_load_u8 off offset:1: byte 1 of in[0], zero-extended
	s_waitcnt lgkmcnt(0)
	buffer_load_u8 v20, off, s[20:23], 0 offset:1
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v20, s[2:3]
	s_load_b64 s[2:3], s[0:1], 0x30            // @buf ld_i8[32]: u32 init={fill: 0xdeadbeef} == 0xffffffd0 -- buffer_load_i8 offset:1: 0xd0 sign-extended
	s_waitcnt lgkmcnt(0)
	buffer_load_i8 v20, off, s[20:23], 0 offset:1
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v20, s[2:3]
	s_load_b64 s[2:3], s[0:1], 0x38            // @buf ld_u16[32]: u32 init={fill: 0xdeadbeef} == 0xf0e0 -- buffer_load_u16 offset:2: the high half of in[0]
	s_waitcnt lgkmcnt(0)
	buffer_load_u16 v20, off, s[20:23], 0 offset:2
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v20, s[2:3]
	s_load_b64 s[2:3], s[0:1], 0x40            // @buf ld_i16[32]: u32 init={fill: 0xdeadbeef} == 0 -- buffer_load_i16 offset:63: bytes 63..64 end past num_records 64: out of range, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v20, 0x5555
	buffer_load_i16 v20, off, s[20:23], 0 offset:63
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v20, s[2:3]
	s_load_b64 s[2:3], s[0:1], 0x48            // @buf ld_d16[32]: u32 init={fill: 0xdeadbeef} == 0xbbbb + 0xf0e00000 * (1 - min(i / 16, 1)) -- buffer_load_d16_hi_b16 offen offset:2: in[i]'s high half into the high half (0 out of range), the low half kept
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v20, 0xaaaabbbb
	buffer_load_d16_hi_b16 v20, v10, s[20:23], 0 offen offset:2
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v20, s[2:3]
	s_mov_b32 s20, s16
	s_and_b32 s21, s17, 0xffff
	s_or_b32 s21, s21, 0x80000                 // stride 8
	s_mov_b32 s22, 10                          // num_records 10
	s_mov_b32 s23, 0x10014000                  // oob_select 1
	s_load_b64 s[2:3], s[0:1], 0x50            // @buf ld_idx[32]: u32 init={fill: 0xdeadbeef} == (0xf0e0d001 + 2 * i) * (1 - min(i / 10, 1)) -- stride 8, 10 records, oob_select 1, idxen offset:4: lane i reads in[2i + 1] while i < 10
	s_waitcnt lgkmcnt(0)
	buffer_load_b32 v20, v0, s[20:23], 0 idxen offset:4
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v20, s[2:3]
	s_load_b64 s[2:3], s[0:1], 0x58            // @buf ld_idxoff[32]: u32 init={fill: 0xdeadbeef} == (0xf0e0d000 + 2 * i) * (1 - min(i / 10, 1)) -- idxen offen with the VGPR pair (index i, offset 0): in[2i] while i < 10
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v30, v0
	v_mov_b32_e32 v31, 0
	buffer_load_b32 v20, v[30:31], s[20:23], 0 idxen offen
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v20, s[2:3]
	s_mov_b32 s20, s16
	s_and_b32 s21, s17, 0xffff
	s_or_b32 s21, s21, 0x80000                 // stride 8
	s_mov_b32 s22, 10                          // num_records 10
	s_mov_b32 s23, 0x14000                     // oob_select 0
	s_load_b64 s[2:3], s[0:1], 0x60            // @buf ld_st_lo[32]: u32 init={fill: 0xdeadbeef} == (0xf0e0d001 + 2 * i) * (1 - min(i / 10, 1)) -- oob_select 0, buffer_load_b64 idxen offset:4: the first dword ends at 8 <= stride 8: in[2i + 1] while i < 10
	s_waitcnt lgkmcnt(0)
	s_load_b64 s[4:5], s[0:1], 0x68            // @buf ld_st_hi[32]: u32 init={fill: 0xdeadbeef} == 0 -- the second dword ends at 12 > stride 8: out of range in every lane
	s_waitcnt lgkmcnt(0)
	buffer_load_b64 v[20:21], v0, s[20:23], 0 idxen offset:4
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v20, s[2:3]
	global_store_b32 v10, v21, s[4:5]
	s_mov_b32 s20, s16
	s_and_b32 s21, s17, 0xffff
	s_or_b32 s21, s21, 0x40000                 // stride 4
	s_mov_b32 s22, 20                          // num_records 20
	s_mov_b32 s23, 0x10814000                  // oob_select 1, add_tid_enable
	s_load_b64 s[2:3], s[0:1], 0x70            // @buf ld_tid[32]: u32 init={fill: 0xdeadbeef} == (0xf0e0d000 + i) * (1 - min(i / 20, 1)) -- add_tid_enable, stride 4, 20 records, no VGPR address: the lane number is the index: in[i] while i < 20
	s_waitcnt lgkmcnt(0)
	buffer_load_b32 v20, off, s[20:23], 0
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v20, s[2:3]
	s_load_b64 s[2:3], s[0:1], 0x78            // @buf st32[32]: u32 init={fill: 0xdeadbeef} == 0xdeadbeef + (0x100 + i - 0xdeadbeef) * (1 - min(i / 10, 1)) -- buffer_store_b32 raw with num_records 40: lanes i < 10 store 0x100 + i, the others are dropped
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s20, s2
	s_and_b32 s21, s3, 0xffff
	s_mov_b32 s22, 40                          // num_records 40
	s_mov_b32 s23, 0x30014000                  // oob_select 3
	v_add_nc_u32_e32 v40, 0x100, v0
	buffer_store_b32 v40, v10, s[20:23], 0 offen
	s_load_b64 s[2:3], s[0:1], 0x80            // @buf st_hi16[32]: u32 init={fill: 0xdeadbeef} == 0xdeadbeef + (0x1234beef - 0xdeadbeef) * (1 - min(i / 16, 1)) -- buffer_store_d16_hi_b16 of 0x12345678 offen offset:2, num_records 64: 0x1234 into bytes 4i + 2..3 while 4i + 4 <= 64
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s20, s2
	s_and_b32 s21, s3, 0xffff
	s_mov_b32 s22, 64                          // num_records 64
	s_mov_b32 s23, 0x30014000                  // oob_select 3
	v_mov_b32_e32 v41, 0x12345678
	buffer_store_d16_hi_b16 v41, v10, s[20:23], 0 offen offset:2
	s_load_b64 s[2:3], s[0:1], 0x88            // @buf atom[32]: u32 init={fill: 10} == 10 + (i + 1) * (1 - min(i / 16, 1)) -- buffer_atomic_add_u32 glc of i + 1 onto 10, num_records 64: lanes i < 16 add, the others change nothing
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s20, s2
	s_and_b32 s21, s3, 0xffff
	s_mov_b32 s22, 64                          // num_records 64
	s_mov_b32 s23, 0x30014000                  // oob_select 3
	s_load_b64 s[4:5], s[0:1], 0x90            // @buf atom_ret[32]: u32 init={fill: 0xdeadbeef} == 10 * (1 - min(i / 16, 1)) -- its returned old value: 10, or 0 out of range
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v51, 1, v0
	buffer_atomic_add_u32 v51, v10, s[20:23], 0 offen glc
	s_waitcnt vmcnt(0)                         // a returning atomic counts on vmcnt (vscnt: the others)
	global_store_b32 v10, v51, s[4:5]
	s_load_b64 s[2:3], s[0:1], 0x98            // @buf cas[32]: u32 init={iota: {start: 0, step: 1}} == i + 100 * (1 - min(i / 6, 1)) -- buffer_atomic_cmpswap_b32 glc of (100 + i, compare min(i, 5)) onto i: only lanes 0..5 match
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s20, s2
	s_and_b32 s21, s3, 0xffff
	s_mov_b32 s22, 64                          // num_records 64
	s_mov_b32 s23, 0x30014000                  // oob_select 3
	s_load_b64 s[4:5], s[0:1], 0xa0            // @buf cas_ret[32]: u32 init={fill: 0xdeadbeef} == i * (1 - min(i / 16, 1)) -- the old value i returned (num_records 64: 0 for lanes 16..31, which change nothing)
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v52, 100, v0
	v_min_u32_e32 v53, 5, v0
	buffer_atomic_cmpswap_b32 v[52:53], v10, s[20:23], 0 offen glc
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v52, s[4:5]
	s_load_b64 s[2:3], s[0:1], 0xa8            // @buf a64[2]: u32 == [0, 0x10] -- buffer_atomic_add_u64 (no glc) of 0x80000000 from all 32 lanes onto 0: 32 * 2^31 = 0x10_00000000, the carries into the high dword
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s20, s2
	s_and_b32 s21, s3, 0xffff
	s_mov_b32 s22, 8                           // num_records 8
	s_mov_b32 s23, 0x30014000                  // oob_select 3
	v_mov_b32_e32 v54, 0x80000000
	v_mov_b32_e32 v55, 0
	buffer_atomic_add_u64 v[54:55], off, s[20:23], 0
	s_load_b64 s[2:3], s[0:1], 0xb0            // @buf lds_b32[32]: u32 init={fill: 0xdeadbeef} == (0xf0e0d001 + i) * (1 - min(i / 15, 1)) -- buffer_load_lds_b32 offen offset:4 with M0 = 16: in[i + 1] (0 past 64 bytes: 4i + 8 <= 64) into LDS byte 16 + 4 + 4i, read back by ds_load_b32
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s20, s16
	s_and_b32 s21, s17, 0xffff
	s_mov_b32 s22, 64                          // num_records 64
	s_mov_b32 s23, 0x30014000                  // oob_select 3
	s_mov_b32 m0, 16
	buffer_load_lds_b32 v10, s[20:23], 0 offen offset:4
	s_waitcnt vmcnt(0)
	ds_load_b32 v20, v10 offset:20
	s_waitcnt lgkmcnt(0)
	global_store_b32 v10, v20, s[2:3]
	s_load_b64 s[2:3], s[0:1], 0xb8            // @buf lds_i8[32]: u32 init={fill: 0xdeadbeef} == 0xffffffd0 -- buffer_load_lds_i8 off offset:1 with M0 = 255: byte 1 of in[0], sign-extended, into the dword at LDS 255 + 1 + 4i
	s_waitcnt lgkmcnt(0)
	s_movk_i32 m0, 0xff
	buffer_load_lds_i8 off, s[20:23], 0 offset:1
	s_waitcnt vmcnt(0)
	ds_load_b32 v20, v10 offset:256
	s_waitcnt lgkmcnt(0)
	global_store_b32 v10, v20, s[2:3]
	s_endpgm
.Lend:
	.size buffer, .Lend-buffer
	.section .rodata,"a",@progbits
	.p2align 6
	.amdhsa_kernel buffer
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_group_segment_fixed_size 512
		.amdhsa_kernarg_size 192
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
