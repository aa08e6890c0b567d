; gfx11 dual issue (VOPD, X :: Y): every X and Y operation, registers at their ends, the implied
; parity of vdsty, scalar and inline sources, a shared literal, K (fmamk/fmaak) shared with a source
; literal, v_dual_cndmask's VCC on the constant bus; checked against llvm-mc 19 -mcpu=gfx1100
	v_dual_mul_f32 v0, v1, v2 :: v_dual_add_f32 v3, v4, v5
	v_dual_mul_f32 v0, v1, v2 :: v_dual_add_f32 v1, v4, v5
	v_dual_cndmask_b32 v0, v1, v2 :: v_dual_mov_b32 v3, v4
	v_dual_mul_f32 v0, 0x1234, v2 :: v_dual_add_f32 v3, 0x1234, v5
	v_dual_fmamk_f32 v0, v1, 0x1234, v2 :: v_dual_add_f32 v3, 0x1234, v5
	v_dual_fmaak_f32 v0, v1, v2, 0x1234 :: v_dual_fmamk_f32 v3, v4, 0x1234, v5
	v_dual_fmac_f32 v0, v1, v2 :: v_dual_fmac_f32 v3, v4, v5
	v_dual_mul_f32 v0, s1, v2 :: v_dual_add_f32 v3, s1, v5
	v_dual_mul_f32 v0, s1, v2 :: v_dual_add_f32 v3, s2, v5
	v_dual_mul_f32 v0, 1.0, v2 :: v_dual_add_f32 v3, -1, v5
	v_dual_mul_f32 v255, v255, v255 :: v_dual_add_f32 v254, v254, v254
	v_dual_mov_b32 v0, v1 :: v_dual_mov_b32 v3, v6
	v_dual_mov_b32 v0, v1 :: v_dual_mov_b32 v3, v4
	v_dual_cndmask_b32 v0, s1, v2 :: v_dual_add_f32 v3, s1, v7
	v_dual_fmamk_f32 v0, s1, 0x1234, v2 :: v_dual_add_f32 v3, s1, v7
	v_dual_mul_f32 v0, s1, v2 :: v_dual_add_f32 v3, 0x1234, v7
	v_dual_cndmask_b32 v0, v1, v2 :: v_dual_cndmask_b32 v3, s5, v7
	v_dual_fmamk_f32 v0, 0x1234, 0x1234, v2 :: v_dual_add_f32 v3, s5, v7
	v_dual_sub_f32 v10, v11, v12 :: v_dual_subrev_f32 v13, v14, v15
	v_dual_mul_dx9_zero_f32 v0, -2.0, v1 :: v_dual_max_f32 v1, 4.0, v2
	v_dual_min_f32 v2, 0.5, v3 :: v_dual_dot2acc_f32_f16 v3, v6, v4
	v_dual_dot2acc_f32_f16 v4, v9, v7 :: v_dual_add_nc_u32 v5, v10, v8
	v_dual_max_f32 v6, exec_lo, v5 :: v_dual_lshlrev_b32 v7, 31, v6
	v_dual_fmac_f32 v8, m0, v9 :: v_dual_and_b32 v9, vcc_lo, v10
	v_dual_fmac_f32 v0, v1, v2 :: v_dual_fmamk_f32 v1, v6, 0xbf800000, v3
	v_dual_fmamk_f32 v2, v1, 0x1234, v4 :: v_dual_fmac_f32 v3, v6, v8
	v_dual_fmaak_f32 v4, 0x3f800000, v5, 0x3f800000 :: v_dual_mov_b32 v5, src_scc
	v_dual_add_f32 v127, src_lds_direct, v0 :: v_dual_mov_b32 v254, v12
	v_dual_cndmask_b32 v0, null, v1 :: v_dual_cndmask_b32 v1, s105, v2
	v_dual_mov_b32 v255, 0.15915494 :: v_dual_mov_b32 v0, 0xffff0000
