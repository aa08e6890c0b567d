// What gfx11 packed and mixed-precision (VOP3P) instructions compute, in one wave of 32 lanes
// (lane i has v0 = i): v_pk_* f16 and i16/u16 with op_sel, op_sel_hi, neg_lo, neg_hi and clamp,
// v_dot2 / v_dot4 / v_dot8 (neg_lo as the signedness of the _iu forms) and v_fma_mix*. Inputs:
// v1 = (hi 2.0, lo 1.0), v2 = (4.0, 3.0) in f16; v6 = (0xffff, 5), v7 = (2, 1) in 16-bit
// integers; v8 = f32 i; v9 = bytes (4,3,2,1) high to low, v11 = bytes (0xff,2,0xfe,1); v12 =
// nibbles 8..1, v14 = all nibbles 1; v15 = f32 -4.0. Each expected value is the RDNA3 ISA
// manual's rule applied by hand, on the @buf line.
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.globl packed
	.p2align 8
	.type packed,@function
packed:
	v_lshlrev_b32_e32 v10, 2, v0              // v10 = 4 * lane: each lane's byte offset
	v_mov_b32_e32 v1, 0x40003c00
	v_mov_b32_e32 v2, 0x44004200
	v_mov_b32_e32 v6, 0xffff0005
	v_mov_b32_e32 v7, 0x20001
	v_cvt_f32_u32_e32 v8, v0
	v_mov_b32_e32 v9, 0x4030201
	v_mov_b32_e32 v11, 0xff02fe01
	v_mov_b32_e32 v12, 0x87654321
	v_mov_b32_e32 v14, 0x11111111
	v_mov_b32_e32 v15, -4.0
	s_load_b64 s[2:3], s[0:1], 0x0            // @buf pk_add[32]: u32 == 0x4500bc00 -- v_pk_add_f16 op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[0,1]: low 2.0 + -3.0 = -1.0 (0xbc00), high 1.0 + 4.0 = 5.0 (0x4500)
	s_load_b64 s[4:5], s[0:1], 0x8            // @buf pk_fma[32]: u32 == 0x49004400 -- v_pk_fma_f16 (1,2) * (3,4) + (1,2): low 4.0 (0x4400), high 10.0 (0x4900)
	s_load_b64 s[6:7], s[0:1], 0x10           // @buf pk_mul[32]: u32 == 0xc8004200 -- v_pk_mul_f16 neg_hi:[1,0]: low 1.0 * 3.0 = 3.0 (0x4200), high -2.0 * 4.0 = -8.0 (0xc800)
	s_load_b64 s[8:9], s[0:1], 0x18           // @buf pk_min[32]: u32 == 0x40003c00 -- v_pk_min_f16 op_sel:[0,1]: low min(1.0, 4.0), high min(2.0, 4.0)
	s_load_b64 s[10:11], s[0:1], 0x20         // @buf pk_max[32]: u32 == 0x42004400 -- v_pk_max_f16 op_sel:[0,1] op_sel_hi:[0,0]: low max(1.0, 4.0) (0x4400), high max(1.0, 3.0) (0x4200)
	s_load_b64 s[12:13], s[0:1], 0x28         // @buf pk_add_u16[32]: u32 == 4294901760 + 5 + i -- v_pk_add_u16 clamp op_sel_hi:[1,0]: low 5 + i, high 0xffff + i saturated to 0xffff
	s_load_b64 s[14:15], s[0:1], 0x30         // @buf pk_sub_i16[32]: u32 == 131072 + i - 5 - 65536 * min(1, i / 5) -- v_pk_sub_i16: low i - 5 (mod 2^16), high 0 - (-1) = 1
	s_waitcnt lgkmcnt(0)
	v_pk_add_f16 v20, v1, v2 op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[0,1]
	global_store_b32 v10, v20, s[2:3]
	v_pk_fma_f16 v20, v1, v2, v1
	global_store_b32 v10, v20, s[4:5]
	v_pk_mul_f16 v20, v1, v2 neg_hi:[1,0]
	global_store_b32 v10, v20, s[6:7]
	v_pk_min_f16 v20, v1, v2 op_sel:[0,1]
	global_store_b32 v10, v20, s[8:9]
	v_pk_max_f16 v20, v1, v2 op_sel:[0,1] op_sel_hi:[0,0]
	global_store_b32 v10, v20, s[10:11]
	v_pk_add_u16 v20, v6, v0 op_sel_hi:[1,0] clamp
	global_store_b32 v10, v20, s[12:13]
	v_pk_sub_i16 v20, v0, v6
	global_store_b32 v10, v20, s[14:15]
	s_load_b64 s[2:3], s[0:1], 0x38           // @buf pk_ashr[32]: u32 == 4294901762 -- v_pk_ashrrev_i16 by (1, 2): low 5 >> 1 = 2, high -1 >> 2 = -1 (0xffff)
	s_load_b64 s[4:5], s[0:1], 0x40           // @buf pk_lshl[32]: u32 == 2 * i + 262144 * i -- v_pk_lshlrev_b16 by (1, 2) of (i, i) (op_sel_hi:[1,0]): low i << 1, high i << 2
	s_load_b64 s[6:7], s[0:1], 0x48           // @buf pk_mad_u16[32]: u32 == 65537 * (i * i + 5) -- v_pk_mad_u16 op_sel_hi:[0,0,0]: both halves i * i + 5
	s_load_b64 s[8:9], s[0:1], 0x50           // @buf dot2[32]: f32 == 5 + i -- v_dot2_f32_f16 neg_lo:[1,0,0]: -1.0 * 3.0 + 2.0 * 4.0 + i
	s_load_b64 s[10:11], s[0:1], 0x58         // @buf dot4_u8[32]: u32 == 30 + i -- v_dot4_u32_u8 of bytes (1,2,3,4) with themselves: 1 + 4 + 9 + 16, + i
	s_load_b64 s[12:13], s[0:1], 0x60         // @buf dot4_ss[32]: i32 == i - 1 -- v_dot4_i32_iu8 neg_lo:[1,1,0] (both signed): bytes (1,-2,2,-1) . (1,2,3,4) = 1 - 4 + 6 - 4, + i
	s_load_b64 s[14:15], s[0:1], 0x68         // @buf dot4_us[32]: i32 == 1535 + i -- v_dot4_i32_iu8 neg_lo:[0,1,0] (src0 unsigned): (1,254,2,255) . (1,2,3,4) = 1 + 508 + 6 + 1020, + i
	s_waitcnt lgkmcnt(0)
	v_pk_ashrrev_i16 v20, v7, v6
	global_store_b32 v10, v20, s[2:3]
	v_pk_lshlrev_b16 v20, v7, v0 op_sel_hi:[1,0]
	global_store_b32 v10, v20, s[4:5]
	v_pk_mad_u16 v20, v0, v0, v6 op_sel_hi:[0,0,0]
	global_store_b32 v10, v20, s[6:7]
	v_dot2_f32_f16 v20, v1, v2, v8 neg_lo:[1,0,0]
	global_store_b32 v10, v20, s[8:9]
	v_dot4_u32_u8 v20, v9, v9, v0
	global_store_b32 v10, v20, s[10:11]
	v_dot4_i32_iu8 v20, v11, v9, v0 neg_lo:[1,1,0]
	global_store_b32 v10, v20, s[12:13]
	v_dot4_i32_iu8 v20, v11, v9, v0 neg_lo:[0,1,0]
	global_store_b32 v10, v20, s[14:15]
	s_load_b64 s[2:3], s[0:1], 0x70           // @buf dot8_u4[32]: u32 == 204 + i -- v_dot8_u32_u4 of nibbles 1..8 with themselves: the sum of squares 204, + i
	s_load_b64 s[4:5], s[0:1], 0x78           // @buf dot8_ss[32]: i32 == 20 + i -- v_dot8_i32_iu4 neg_lo:[1,1,0]: nibbles (1..7, 8 = -8) . all 1 = 28 - 8, + i
	s_load_b64 s[6:7], s[0:1], 0x80           // @buf mix_f32[32]: f32 == i - 6 -- v_fma_mix_f32 op_sel:[1,0,0] op_sel_hi:[1,1,0]: -(f16 2.0) * f16 3.0 + f32 i
	s_load_b64 s[8:9], s[0:1], 0x88           // @buf mix_abs[32]: f32 == 12 + i -- v_fma_mix_f32 op_sel_hi:[0,1,0]: |f32 -4.0| * f16 3.0 + f32 i
	s_load_b64 s[10:11], s[0:1], 0x90         // @buf mix_lo_hi[32]: u32 == 0x49004400 -- v_fma_mixlo_f16 then v_fma_mixhi_f16 into 0x12340000: low 1*3+1 = 4.0, high 2*4+2 = 10.0
	s_load_b64 s[12:13], s[0:1], 0x98         // @buf mixlo_keep[32]: u32 == 0x12344400 -- v_fma_mixlo_f16 keeps the high half: 0x1234, low 1*3+1 = 4.0 (0x4400)
	s_waitcnt lgkmcnt(0)
	v_dot8_u32_u4 v20, v12, v12, v0
	global_store_b32 v10, v20, s[2:3]
	v_dot8_i32_iu4 v20, v12, v14, v0 neg_lo:[1,1,0]
	global_store_b32 v10, v20, s[4:5]
	v_fma_mix_f32 v20, -v1, v2, v8 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	global_store_b32 v10, v20, s[6:7]
	v_fma_mix_f32 v20, |v15|, v2, v8 op_sel_hi:[0,1,0]
	global_store_b32 v10, v20, s[8:9]
	v_mov_b32_e32 v20, 0x12340000
	v_fma_mixlo_f16 v20, v1, v2, v1 op_sel_hi:[1,1,1]
	v_fma_mixhi_f16 v20, v1, v2, v1 op_sel:[1,1,1] op_sel_hi:[1,1,1]
	global_store_b32 v10, v20, s[10:11]
	v_mov_b32_e32 v20, 0x12340000
	v_fma_mixlo_f16 v20, v1, v2, v1 op_sel_hi:[1,1,1]
	global_store_b32 v10, v20, s[12:13]
	s_endpgm
.Lend:
	.size packed, .Lend-packed
	.section .rodata,"a",@progbits
	.p2align 6
	.amdhsa_kernel packed
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 160
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
