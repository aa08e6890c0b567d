// The DPP16 controls dpp.s leaves out and fetch-inactive, in one wave of 32 lanes (lane i has
// v0 = i): row_xmask, row_half_mirror, row_shl with and without bound_ctrl, row_ror, and fi:1
// (DPP16 and DPP8) against fi:0 with only the even lanes active, whose sources are the odd
// lanes. Each expected value is the RDNA3 ISA manual's rule applied by hand (r = i mod 16, the
// lane within its row), on the @buf line; a lane not written keeps 100.
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.globl dpp_controls
	.p2align 8
	.type dpp_controls,@function
dpp_controls:
	v_lshlrev_b32_e32 v10, 2, v0              // v10 = 4 * lane: each lane's byte offset
	s_load_b64 s[2:3], s[0:1], 0x0            // @buf xmask[32]: u32 == i + 9 - 16 * ((i - 16 * (i / 16)) / 8) - 2 * (i - 2 * (i / 2)) -- row_xmask:9: lane r reads lane r xor 9 of its row (bit 3 and bit 0 flipped)
	s_load_b64 s[4:5], s[0:1], 0x8            // @buf half_mirror[32]: u32 == 16 * (i / 8) + 7 - i -- row_half_mirror: lane 8h + k reads lane 8h + 7 - k
	s_load_b64 s[6:7], s[0:1], 0x10           // @buf shl_bound[32]: u32 == (i + 3) * (1 - ((i - 16 * (i / 16)) + 3) / 16) -- row_shl:3 bound_ctrl:1: lane r reads r + 3; the last three lanes of a row read 0
	s_load_b64 s[8:9], s[0:1], 0x18           // @buf shl_keep[32]: u32 == (i + 3) * (1 - ((i - 16 * (i / 16)) + 3) / 16) + 100 * (((i - 16 * (i / 16)) + 3) / 16) -- row_shl:3 without bound_ctrl: the last three lanes of a row are not written
	s_load_b64 s[10:11], s[0:1], 0x20         // @buf ror[32]: u32 == 16 * (i / 16) + (i - 16 * (i / 16)) + 12 - 16 * (((i - 16 * (i / 16)) + 12) / 16) -- row_ror:4: lane r reads lane (r - 4) mod 16 of its row
	s_load_b64 s[12:13], s[0:1], 0x28         // @buf fi16[32]: u32 == (i + 1) * (1 - (i - 2 * (i / 2))) + 100 * (i - 2 * (i / 2)) -- quad_perm:[1,0,3,2] fi:1, even lanes active: each reads its odd (inactive) neighbour
	s_load_b64 s[14:15], s[0:1], 0x30         // @buf nofi16[32]: u32 == 100 -- the same without fi: an inactive source lane leaves the lane unwritten
	s_load_b64 s[16:17], s[0:1], 0x38         // @buf fi8[32]: u32 == (i + 1) * (1 - (i - 2 * (i / 2))) + 100 * (i - 2 * (i / 2)) -- dpp8:[1,0,3,2,5,4,7,6] fi:1, even lanes active
	s_load_b64 s[18:19], s[0:1], 0x40         // @buf nofi8[32]: u32 == 100 -- the same without fi
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v20, 0x64
	v_mov_b32_dpp v20, v0 row_xmask:9 row_mask:0xf bank_mask:0xf
	global_store_b32 v10, v20, s[2:3]
	v_mov_b32_e32 v20, 0x64
	v_mov_b32_dpp v20, v0 row_half_mirror row_mask:0xf bank_mask:0xf
	global_store_b32 v10, v20, s[4:5]
	v_mov_b32_e32 v20, 0x64
	v_mov_b32_dpp v20, v0 row_shl:3 row_mask:0xf bank_mask:0xf bound_ctrl:1
	global_store_b32 v10, v20, s[6:7]
	v_mov_b32_e32 v20, 0x64
	v_mov_b32_dpp v20, v0 row_shl:3 row_mask:0xf bank_mask:0xf
	global_store_b32 v10, v20, s[8:9]
	v_mov_b32_e32 v20, 0x64
	v_mov_b32_dpp v20, v0 row_ror:4 row_mask:0xf bank_mask:0xf
	global_store_b32 v10, v20, s[10:11]
	v_mov_b32_e32 v20, 0x64
	v_mov_b32_e32 v21, 0x64
	v_mov_b32_e32 v22, 0x64
	v_mov_b32_e32 v23, 0x64
	s_mov_b32 s20, exec_lo
	s_mov_b32 exec_lo, 0x55555555
	v_mov_b32_dpp v20, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf fi:1
	v_mov_b32_dpp v21, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v22, v0 dpp8:[1,0,3,2,5,4,7,6] fi:1
	v_mov_b32_dpp v23, v0 dpp8:[1,0,3,2,5,4,7,6]
	s_mov_b32 exec_lo, s20
	global_store_b32 v10, v20, s[12:13]
	global_store_b32 v10, v21, s[14:15]
	global_store_b32 v10, v22, s[16:17]
	global_store_b32 v10, v23, s[18:19]
	s_endpgm
.Lend:
	.size dpp_controls, .Lend-dpp_controls
	.section .rodata,"a",@progbits
	.p2align 6
	.amdhsa_kernel dpp_controls
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 72
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
