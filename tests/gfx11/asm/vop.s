; gfx11 vector ALU, 32-bit forms (VOP1, VOP2, VOPC _e32): VGPRs at their ends, tuples, scalar and
; inline sources, literals by the operand's type (f16, f32, f64, 16-bit integers); checked against llvm-mc 19 -mcpu=gfx1100
	v_mov_b32_e32 v0, v255
	v_mov_b32_e32 v255, s105
	v_mov_b32_e32 v1, 0x12345678
	v_mov_b32_e32 v1, 1.0
	v_mov_b32_e32 v1, -16
	v_mov_b32_e32 v1, exec_lo
	v_readfirstlane_b32 s0, v7
	v_cvt_f64_i32_e32 v[0:1], v2
	v_cvt_f32_f64_e32 v0, v[254:255]
	v_trunc_f64_e32 v[4:5], 0.15915494309189532
	v_trunc_f64_e32 v[4:5], 1.5
	v_rcp_f16_e32 v1, 0.5
	v_rcp_f16_e32 v1, 1.5
	v_cvt_f16_u16_e32 v4, 0x3c00
	v_add_f32_e32 v0, v1, v2
	v_add_f32_e32 v0, 0.5, v2
	v_add_f32_e32 v0, 0x41200000, v2
	v_mul_f32_e32 v0, s5, v255
	v_cndmask_b32_e32 v0, v1, v2, vcc_lo
	v_add_co_ci_u32_e32 v3, vcc_lo, s7, v1, vcc_lo
	v_add_nc_u32_e32 v0, 64, v1
	v_lshlrev_b32_e32 v0, 2, v1
	v_and_b32_e32 v0, 0xff, v1
	v_add_f16_e32 v0, 1.0, v1
	v_cmp_eq_u32_e32 vcc_lo, 0, v1
	v_cmp_gt_i32_e32 vcc_lo, s2, v0
	v_cmp_lt_f32_e32 vcc_lo, 0.5, v3
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	v_cmpx_gt_u32_e32 s0, v1
	v_cmpx_ne_u64_e32 0, v[4:5]
