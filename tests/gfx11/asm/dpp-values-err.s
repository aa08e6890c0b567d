; gfx11 DPP16: a bound_ctrl other than 0 or 1 (refused at its key), dpp_ctrl numbers out of range (at the number) and unknown dpp_ctrl names, as llvm-mc 19 words them
	v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf bound_ctrl:2
	v_mov_b32_dpp v0, v1 row_shl:16 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v0, v1 row_shl:0 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v0, v1 row_shr:16 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v0, v1 row_ror:16 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v0, v1 row_share:16 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v0, v1 row_xmask:16 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v0, v1 row_bcast:15 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v0, v1 row_foo:1 row_mask:0xf bank_mask:0xf
