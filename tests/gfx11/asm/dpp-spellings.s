// DPP controls as llvm-mc 19 also takes them: numbers in another base, blanks inside the lists.
	v_add_f32_dpp v0, v1, v2 quad_perm:[0, 1, 2, 3] row_mask:0xf bank_mask:0xf
	v_add_f32_dpp v0, v1, v2 quad_perm:[ 3,2, 1,0 ]
	v_add_f32_dpp v0, v1, v2 row_shl:0x1 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v0, v1 row_share:0xf bound_ctrl:1
	v_mov_b32_dpp v0, v1 row_xmask:07
	v_add_f32_dpp v0, v1, v2 dpp8:[7, 6, 5, 4, 3, 2, 1, 0]
	v_add_f32_dpp v0, v1, v2 dpp8:[7,6 ,5,4,3,2,1,0] fi:1
