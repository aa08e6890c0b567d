; gfx11 DPP16 row_mask, bank_mask and fi keep their low bits, whatever the number, as llvm-mc 19
	v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] row_mask:0x10 bank_mask:0xf
	v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] row_mask:0x13 bank_mask:0x1f
	v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] row_mask:-1 bank_mask:0xf
	v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] row_mask:0x100000003 bank_mask:0xf
	v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf fi:3
	v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf fi:2
	v_add_f32_e64_dpp v0, v1, v2 quad_perm:[0,1,2,3] row_mask:0x1f bank_mask:0xf fi:2
