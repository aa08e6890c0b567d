; gfx11 dual issue (VOPD): what llvm-mc 19 refuses, with its messages at its columns: VGPR banks of
; the two src0, src1 and src2, the destinations' parity, one literal (K included), the constant bus
	v_dual_mul_f32 v0, v1, v2 :: v_dual_add_f32 v3, v5, v7
	v_dual_mul_f32 v0, v1, v2 :: v_dual_add_f32 v3, v4, v6
	v_dual_fmac_f32 v0, v1, v2 :: v_dual_fmac_f32 v4, v5, v6
	v_dual_fmac_f32 v0, 13, v127 :: v_dual_fmamk_f32 v1, 22, 0x41, v128
	v_dual_fmamk_f32 v8, v15, 0x1234, v5 :: v_dual_fmac_f32 v9, v6, v0
	v_dual_add_f32 v127, src_lds_direct, v0 :: v_dual_mov_b32 v254, v127
	v_dual_mul_f32 v0, 0x1234, v2 :: v_dual_add_f32 v3, 0x1235, v5
	v_dual_add_f32 v0, 0x1235, v2 :: v_dual_fmamk_f32 v3, v6, 0x1234, v7
	v_dual_fmaak_f32 v0, v1, v2, 0x1235 :: v_dual_fmamk_f32 v3, v6, 0x1234, v7
	v_dual_cndmask_b32 v0, s1, v2 :: v_dual_add_f32 v3, s5, v7
	v_dual_cndmask_b32 v0, vcc_lo, v2 :: v_dual_add_f32 v3, s5, v7
	v_dual_fmamk_f32 v0, s1, 0x1234, v2 :: v_dual_add_f32 v3, s5, v7
	v_dual_add_f32 v0, s1, v2 :: v_dual_fmamk_f32 v3, s5, 0x1234, v7
	v_dual_mul_f32 v0, v1, v2 :: v_dual_add_f32 v3, v4, v256
