; gfx11 DPP16: a bound_ctrl other than 0 or 1, refused at its key as llvm-mc 19 does
	v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf bound_ctrl:2
