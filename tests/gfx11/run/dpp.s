// What gfx11 DPP16 and DPP8 instructions compute, in one wave of 32 lanes (lane i has v0 = i,
// v8 = float(i)): quad_perm, row_shr with and without bound_ctrl, row_mirror under row_mask,
// bank_mask, row_share, dpp8, float adds with a source modifier, a DPP compare (VOP3), VOP3P's
// DPP forms (v_fma_mix_f32, v_dot2_f32_f16), and a row reduction in the shape clang emits for
// subgroup sums. Each expected value is the RDNA3 ISA
// manual's rule applied by hand, on the @buf line.
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.globl dpp
	.p2align 8
	.type dpp,@function
dpp:
	v_lshlrev_b32_e32 v10, 2, v0              // v10 = 4 * lane: each lane's byte offset
	v_cvt_f32_u32_e32 v8, v0
	s_load_b64 s[2:3], s[0:1], 0x0            // @buf quad_perm[32]: u32 == 8 * (i / 4) + 3 - i -- v_mov_b32_dpp quad_perm:[3,2,1,0]: lane 4q + r reads lane 4q + 3 - r
	s_load_b64 s[4:5], s[0:1], 0x8            // @buf shr_bound[32]: u32 == 2 * i - 1 + (1 - min(i - 16 * (i / 16), 1)) * (1 - i) -- v_add_nc_u32_dpp row_shr:1 bound_ctrl:1: (i - 1) + i; the first lane of each row reads 0
	s_load_b64 s[6:7], s[0:1], 0x10           // @buf shr_keep[32]: u32 == 2 * i - 1 + (1 - min(i - 16 * (i / 16), 1)) * (101 - 2 * i) -- row_shr:1 without bound_ctrl: the first lane of each row keeps 100
	s_load_b64 s[8:9], s[0:1], 0x18           // @buf mirror_row0[32]: u32 == (15 - i) * (1 - i / 16) + 100 * (i / 16) -- v_mov_b32_dpp row_mirror row_mask:0x1: row 0 reads lane 15 - i, row 1 is not written (100)
	s_load_b64 s[10:11], s[0:1], 0x20         // @buf bank[32]: u32 == i + (100 - i) * min(1, (i / 4) - 4 * (i / 16)) -- bank_mask:0x1: only lanes 0..3 of each row are written (quad_perm:[0,1,2,3], the identity), others keep 100
	s_load_b64 s[12:13], s[0:1], 0x28         // @buf dpp8[32]: u32 == 16 * (i / 8) + 7 - i -- v_mov_b32_dpp dpp8:[7,6,5,4,3,2,1,0]: lane 8g + r reads lane 8g + 7 - r
	s_load_b64 s[14:15], s[0:1], 0x30         // @buf share[32]: u32 == 16 * (i / 16) + 5 -- v_mov_b32_dpp row_share:5: every lane reads lane 5 of its row
	s_waitcnt lgkmcnt(0)
	v_mov_b32_dpp v20, v0 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	global_store_b32 v10, v20, s[2:3]
	v_mov_b32_e32 v20, 0x64
	v_add_nc_u32_dpp v20, v0, v0 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	global_store_b32 v10, v20, s[4:5]
	v_mov_b32_e32 v20, 0x64
	v_add_nc_u32_dpp v20, v0, v0 row_shr:1 row_mask:0xf bank_mask:0xf
	global_store_b32 v10, v20, s[6:7]
	v_mov_b32_e32 v20, 0x64
	v_mov_b32_dpp v20, v0 row_mirror row_mask:0x1 bank_mask:0xf
	global_store_b32 v10, v20, s[8:9]
	v_mov_b32_e32 v20, 0x64
	v_mov_b32_dpp v20, v0 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0x1
	global_store_b32 v10, v20, s[10:11]
	v_mov_b32_dpp v20, v0 dpp8:[7,6,5,4,3,2,1,0]
	global_store_b32 v10, v20, s[12:13]
	v_mov_b32_dpp v20, v0 row_share:5 row_mask:0xf bank_mask:0xf
	global_store_b32 v10, v20, s[14:15]
	s_load_b64 s[2:3], s[0:1], 0x38           // @buf fadd_pair[32]: i32 == 2 * i + 1 - 2 * (i - 2 * (i / 2)) -- v_add_f32_dpp quad_perm:[1,0,3,2]: float(i xor 1) + float(i), converted to i32
	s_load_b64 s[4:5], s[0:1], 0x40           // @buf fneg_pair[32]: i32 == 2 * (i - 2 * (i / 2)) - 1 -- v_add_f32_dpp -v8 quad_perm:[1,0,3,2]: -float(i xor 1) + float(i), converted to i32
	s_load_b64 s[6:7], s[0:1], 0x48           // @buf scan[32]: u32 == (i - 16 * (i / 16)) * (i - 16 * (i / 16) + 1) / 2 + 16 * (i / 16) * (i - 16 * (i / 16) + 1) -- an inclusive scan within each row (x[r] += x[r - k] for k = 1, 2, 4, 8, row_shr:k bound_ctrl:1): the sum of the row's lanes 0..r
	s_load_b64 s[8:9], s[0:1], 0x50           // @buf reduce[32]: u32 == 120 + 256 * (i / 16) -- the scan's lane 15 (its row's sum, 0 + ... + 15 + 16 * 16 * row) to every lane by row_share:15
	s_load_b64 s[10:11], s[0:1], 0x58         // @buf cmp_dpp[32]: u32 == min(1, i) -- v_cmp_lt_u32_e64_dpp row_shr:1 bound_ctrl:1: (i - 1, or 0 at a row's first lane) < i, false at lane 0 only; cndmask
	s_waitcnt lgkmcnt(0)
	v_add_f32_dpp v20, v8, v8 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_cvt_i32_f32_e32 v20, v20
	global_store_b32 v10, v20, s[2:3]
	v_add_f32_dpp v20, -v8, v8 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_cvt_i32_f32_e32 v20, v20
	global_store_b32 v10, v20, s[4:5]
	v_mov_b32_e32 v20, v0
	v_add_nc_u32_dpp v20, v20, v20 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_nc_u32_dpp v20, v20, v20 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_nc_u32_dpp v20, v20, v20 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_nc_u32_dpp v20, v20, v20 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	global_store_b32 v10, v20, s[6:7]
	v_mov_b32_dpp v20, v20 row_share:15 row_mask:0xf bank_mask:0xf
	global_store_b32 v10, v20, s[8:9]
	v_cmp_lt_u32_e64_dpp s20, v0, v0 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_cndmask_b32_e64 v20, 0, 1, s20
	global_store_b32 v10, v20, s[10:11]
	s_load_b64 s[2:3], s[0:1], 0x60           // @buf fma_mix[32]: i32 == i + 2 - 2 * (i - 2 * (i / 2)) -- v_fma_mix_f32_e64_dpp quad_perm:[1,0,3,2], f32 sources (op_sel_hi 0): float(i xor 1) * 1.0 + 1.0, converted to i32
	s_load_b64 s[4:5], s[0:1], 0x68           // @buf dot2[32]: i32 == (i + 1) * min(1, i - 16 * (i / 16)) -- v_dot2_f32_f16_e64_dpp row_shr:1 bound_ctrl:1: (half(i - 1), 1.0) . (1.0, 2.0), 0 at a row's first lane (its src0 reads 0)
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v9, 1.0
	v_fma_mix_f32_e64_dpp v20, v8, v9, v9 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_cvt_i32_f32_e32 v20, v20
	global_store_b32 v10, v20, s[2:3]
	v_mov_b32_e32 v11, 0x3c000000             // the high half 1.0; the low half becomes half(i)
	v_cvt_f16_f32_e32 v11, v8
	v_mov_b32_e32 v12, 0x40003c00
	v_mov_b32_e32 v13, 0
	v_dot2_f32_f16_e64_dpp v20, v11, v12, v13 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_cvt_i32_f32_e32 v20, v20
	global_store_b32 v10, v20, s[4:5]
	s_endpgm
.Lend:
	.size dpp, .Lend-dpp
	.section .rodata,"a",@progbits
	.p2align 6
	.amdhsa_kernel dpp
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 112
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
