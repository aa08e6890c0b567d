; gfx11 DPP16: malformed quad_perm lists, each error where llvm-mc 19 puts it and worded as it words it: an element over 3 or negative, a short list (a comma expected), a long one (the closing bracket), no list, a symbol for an element
	v_mov_b32_dpp v0, v1 quad_perm:[4,0,0,0] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v0, v1 quad_perm:[0,1,2] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3,4] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,-1] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v0, v1 quad_perm:0 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,x] row_mask:0xf bank_mask:0xf
	v_add_f32_dpp v0, v1, v2 quad_perm:[0, 1, 5, 3] row_mask:0xf bank_mask:0xf
