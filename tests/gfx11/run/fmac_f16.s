// What v_fmac_f16 computes, in one wave of 32 lanes: S0 * S1 + D on 16-bit halves, rounded once,
// the destination's other half kept; op_sel picks the sources' and the destination's high halves
// (bits 0, 1 and 3), with neg and clamp. Inputs: v1 = (hi 2.0, lo 1.0), v2 = (4.0, 3.0) in f16.
// Each expected value is the RDNA3 ISA manual's rule applied by hand, on the @buf line.
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.globl fmac_f16
	.p2align 8
	.type fmac_f16,@function
fmac_f16:
	v_lshlrev_b32_e32 v10, 2, v0              // v10 = 4 * lane: each lane's byte offset
	v_mov_b32_e32 v1, 0x40003c00
	v_mov_b32_e32 v2, 0x44004200
	s_load_b64 s[2:3], s[0:1], 0x0            // @buf low[32]: u32 == 0xabcd4400 -- v_fmac_f16_e32 of the low halves: 1.0 * 3.0 + 1.0 = 4.0 (0x4400), the high half 0xabcd kept
	s_load_b64 s[4:5], s[0:1], 0x8            // @buf high[32]: u32 == 0x3c001234 -- v_fmac_f16_e64 -v1, v2 op_sel:[1,1,0,1] clamp: -2.0 * 4.0 + 10.0 = 2.0, clamped to 1.0 (0x3c00) in the high half, the low 0x1234 kept
	s_load_b64 s[6:7], s[0:1], 0x10           // @buf scalar[32]: u32 == 0x4600 -- v_fmac_f16_e32 s8, v2 with s8 = 2.0: 2.0 * 3.0 + 0 = 6.0 (0x4600)
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v20, 0xabcd3c00
	v_fmac_f16_e32 v20, v1, v2
	global_store_b32 v10, v20, s[2:3]
	v_mov_b32_e32 v20, 0x49001234
	v_fmac_f16_e64 v20, -v1, v2 op_sel:[1,1,0,1] clamp
	global_store_b32 v10, v20, s[4:5]
	s_mov_b32 s8, 0x4000
	v_mov_b32_e32 v20, 0
	v_fmac_f16_e32 v20, s8, v2
	global_store_b32 v10, v20, s[6:7]
	s_endpgm
.Lend:
	.size fmac_f16, .Lend-fmac_f16
	.section .rodata,"a",@progbits
	.p2align 6
	.amdhsa_kernel fmac_f16
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 24
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 16
	.end_amdhsa_kernel
