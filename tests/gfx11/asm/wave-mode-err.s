; gfx11 wave32 code with wave64's lane-mask words (vcc for vcc_lo) where the syntax has its own
; word: llvm-mc 19's "operands are not valid for this GPU or mode" at the mnemonic
	v_cmp_eq_u32_e32 vcc, v1, v2
	v_cmp_eq_u32 vcc, v1, v2
	v_cndmask_b32_e32 v0, v1, v2, vcc
	v_cndmask_b32 v0, v1, v2, vcc
	v_add_co_ci_u32_e32 v0, vcc, v1, v2, vcc
	v_cmp_eq_u32_dpp vcc, v1, v2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_cmp_class_f32_e32 vcc, v1, v2
	v_cmp_eq_u32_e64 vcc, v1, v2
