// What gfx11 ALU instructions compute, in one wave of 32 lanes (lane i has v0 = i): carries
// through VCC and an SGPR mask, bit-field extracts, compares into VCC and EXEC, cndmask, mbcnt,
// readfirstlane under a narrowed EXEC, 64-bit shifts and multiply-adds, VOP3 source and output
// modifiers, float-to-integer conversions, SALU carries and SCC, and LDS two-address forms.
// Each expected value is the RDNA3 ISA manual's rule applied by hand, on the @buf line.
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.globl alu
	.p2align 8
	.type alu,@function
alu:
	v_lshlrev_b32_e32 v10, 2, v0              // v10 = 4 * lane: each lane's byte offset
	s_load_b64 s[2:3], s[0:1], 0x0            // @buf add_lo[32]: u32 == i - 1 -- 0xffffffff + i, low word
	s_load_b64 s[4:5], s[0:1], 0x8            // @buf add_hi[32]: u32 == min(i, 1) -- the carry out of the low word
	s_load_b64 s[6:7], s[0:1], 0x10           // @buf bfe[32]: u32 == 0x23 -- bits 11:4 of 0xabcd1234
	s_load_b64 s[8:9], s[0:1], 0x18           // @buf bfe_i[32]: i32 == -85 -- bits 31:24 (0xab) sign-extended
	s_load_b64 s[10:11], s[0:1], 0x20         // @buf lt15[32]: i32 == min(1, max(0, 15 - i)) -- v_cmp_gt_u32 15 > i into VCC, cndmask
	s_load_b64 s[12:13], s[0:1], 0x28         // @buf mbcnt[32]: u32 == i -- set bits of exec below the lane
	s_load_b64 s[14:15], s[0:1], 0x30         // @buf odd[32]: i32 == 100 * (i - 2 * (i / 2)) -- cndmask_e64 with the mask 0xaaaaaaaa in an SGPR
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, -1, v0
	v_add_co_ci_u32_e64 v2, s20, 0, 0, vcc_lo
	global_store_b32 v10, v1, s[2:3]
	global_store_b32 v10, v2, s[4:5]
	v_bfe_u32 v1, 0xabcd1234, 4, 8
	global_store_b32 v10, v1, s[6:7]
	v_mov_b32_e32 v3, 0xabcd1234
	v_bfe_i32 v1, v3, 24, 8
	global_store_b32 v10, v1, s[8:9]
	v_cmp_gt_u32_e32 vcc_lo, 15, v0
	v_cndmask_b32_e64 v1, 0, 1, vcc_lo
	global_store_b32 v10, v1, s[10:11]
	v_mbcnt_lo_u32_b32 v1, -1, 0
	global_store_b32 v10, v1, s[12:13]
	s_mov_b32 s21, 0xaaaaaaaa
	v_cndmask_b32_e64 v1, 0, 0x64, s21
	global_store_b32 v10, v1, s[14:15]
	s_load_b64 s[2:3], s[0:1], 0x38           // @buf first[32]: u32 == 4 -- readfirstlane with exec = 0xf0 (every lane then stores it)
	s_load_b64 s[4:5], s[0:1], 0x40           // @buf cmpx[32]: i32 == 7 + 2 * min(1, max(0, i - 15)) -- v_cmpx_lt_u32 15 < i narrows exec: those lanes add 2
	s_load_b64 s[6:7], s[0:1], 0x48           // @buf shl64_lo[32]: u32 == 16 -- 0x0000000080000001 << 4, low word
	s_load_b64 s[8:9], s[0:1], 0x50           // @buf shl64_hi[32]: u32 == 8 -- high word
	s_load_b64 s[10:11], s[0:1], 0x58         // @buf mad_lo[32]: u32 == 65536 * i + 5 -- v_mad_u64_u32 i * 0x10000 + 5
	s_load_b64 s[12:13], s[0:1], 0x60         // @buf mad_hi[32]: u32 == 1 -- + 0x1_00000000 in the addend's high word
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s22, exec_lo
	s_mov_b32 exec_lo, 0xf0
	v_readfirstlane_b32 s23, v0
	s_mov_b32 exec_lo, s22
	v_mov_b32_e32 v1, s23
	global_store_b32 v10, v1, s[2:3]
	v_mov_b32_e32 v1, 7
	v_cmpx_lt_u32_e32 15, v0
	v_add_nc_u32_e32 v1, 2, v1
	s_mov_b32 exec_lo, s22
	global_store_b32 v10, v1, s[4:5]
	v_mov_b32_e32 v4, 0x80000001
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[2:3], 4, v[4:5]
	global_store_b32 v10, v2, s[6:7]
	global_store_b32 v10, v3, s[8:9]
	v_mov_b32_e32 v4, 5
	v_mov_b32_e32 v5, 1
	v_mad_u64_u32 v[2:3], null, v0, 0x10000, v[4:5]
	global_store_b32 v10, v2, s[10:11]
	global_store_b32 v10, v3, s[12:13]
	s_load_b64 s[2:3], s[0:1], 0x68           // @buf neg_abs[32]: f32 == -1 -- -|-2.0| + 1.0
	s_load_b64 s[4:5], s[0:1], 0x70           // @buf omod[32]: f32 == -4 -- (-2.0 * 0.5) mul:4
	s_load_b64 s[6:7], s[0:1], 0x78           // @buf clamp[32]: f32 == 1 -- (-2.0 + 4.0) clamped to [0, 1]
	s_load_b64 s[8:9], s[0:1], 0x80           // @buf cvt_u[32]: u32 == 0 -- v_cvt_u32_f32 of -2.0 saturates to 0
	s_load_b64 s[10:11], s[0:1], 0x88         // @buf cvt_big[32]: u32 == 4294967295 -- of 1e10: the largest u32
	s_load_b64 s[12:13], s[0:1], 0x90         // @buf cvt_i[32]: i32 == -2 -- v_cvt_i32_f32 of -2.7 truncates toward zero
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, -2.0
	v_add_f32_e64 v1, -|v3|, 1.0
	global_store_b32 v10, v1, s[2:3]
	v_mul_f32_e64 v1, v3, 0.5 mul:4
	global_store_b32 v10, v1, s[4:5]
	v_add_f32_e64 v1, v3, 4.0 clamp
	global_store_b32 v10, v1, s[6:7]
	v_cvt_u32_f32_e32 v1, v3
	global_store_b32 v10, v1, s[8:9]
	v_cvt_u32_f32_e32 v1, 0x501502f9
	global_store_b32 v10, v1, s[10:11]
	v_cvt_i32_f32_e32 v1, 0xc02ccccd
	global_store_b32 v10, v1, s[12:13]
	s_load_b64 s[2:3], s[0:1], 0x98           // @buf s_carry[32]: u32 == 1 -- s_add_u32 0xffffffff + 2 = 1 carries into s_addc_u32 0 + 0 + SCC
	s_load_b64 s[4:5], s[0:1], 0xa0           // @buf s_bfe[32]: u32 == 0x56 -- s_bfe_u32 of 0x12345678, offset 8, width 8
	s_load_b64 s[6:7], s[0:1], 0xa8           // @buf s_csel[32]: u32 == 22 -- s_cmp_lt_i32 -1 < 1 (signed) sets SCC; s_cselect picks 22
	s_load_b64 s[8:9], s[0:1], 0xb0           // @buf lds[32]: u32 == 3 * i + 1000 -- ds_store_2addr_b32 at offset0:0, offset1:32 (x4 bytes); ds_load_2addr_b32 back, summed
	s_waitcnt lgkmcnt(0)
	s_add_u32 s24, -1, 2
	s_addc_u32 s25, 0, 0
	v_mov_b32_e32 v1, s25
	global_store_b32 v10, v1, s[2:3]
	s_mov_b32 s26, 0x80008
	s_bfe_u32 s24, 0x12345678, s26
	v_mov_b32_e32 v1, s24
	global_store_b32 v10, v1, s[4:5]
	s_cmp_lt_i32 -1, 1
	s_cselect_b32 s24, 22, 33
	v_mov_b32_e32 v1, s24
	global_store_b32 v10, v1, s[6:7]
	v_lshlrev_b32_e32 v2, 1, v0
	v_add_nc_u32_e32 v3, 0x3e8, v0
	ds_store_2addr_b32 v10, v2, v3 offset1:32
	s_waitcnt lgkmcnt(0)
	ds_load_2addr_b32 v[4:5], v10 offset1:32
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v1, v4, v5
	global_store_b32 v10, v1, s[8:9]
	s_load_b64 s[2:3], s[0:1], 0xb8           // @buf neg_only[32]: f32 == 1 -- -2.0 + |-3.0|: the neg bit (61) on src0, the abs bit (9) on src1
	s_load_b64 s[4:5], s[0:1], 0xc0           // @buf abs_only[32]: f32 == 5 -- |2.0| + -(-3.0): abs (8) on src0, neg (62) on src1
	s_load_b64 s[6:7], s[0:1], 0xc8           // @buf cmp_neg[32]: u32 == 1 -- v_cmp_lt_f32_e64 -2.0 < 1.0 (neg alone: abs would give 2.0 < 1.0)
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, 2.0
	v_mov_b32_e32 v5, -4.0
	v_add_f32_e32 v5, 1.0, v5
	v_add_f32_e64 v1, -v4, |v5|
	global_store_b32 v10, v1, s[2:3]
	v_add_f32_e64 v1, |v4|, -v5
	global_store_b32 v10, v1, s[4:5]
	v_cmp_lt_f32_e64 s20, -v4, 1.0
	v_cndmask_b32_e64 v1, 0, 1, s20
	global_store_b32 v10, v1, s[6:7]
	s_endpgm
.Lend:
	.size alu, .Lend-alu
	.section .rodata,"a",@progbits
	.p2align 6
	.amdhsa_kernel alu
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 208
		.amdhsa_group_segment_fixed_size 256
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
