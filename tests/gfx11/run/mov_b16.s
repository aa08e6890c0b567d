// What gfx11's v_mov_b16 (true16 operands: vN.l is bits 15:0 of vN, vN.h bits 31:16) moves, in one
// wave of 32 lanes (lane i has v0 = i): a 16-bit half of a VGPR, an SGPR's low half, an inline
// constant (its 16-bit pattern) or a literal into one half of the destination, the other half kept;
// the DPP16 and DPP8 forms read the source half from another lane. s_version and
// s_setreg_imm32_b32 change nothing a kernel can see. Each destination starts as 0xaaaabbbb; lane
// i's source word v1 is 0x12340000 + i * 0x10001 (low half 0x0000 + i, high half 0x1234 + i).
// Each expected value is the RDNA3 ISA manual's rule applied by hand, on the @buf line.
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.globl mov_b16
	.p2align 8
	.type mov_b16,@function
mov_b16:
	s_version UC_VERSION_GFX11 | UC_VERSION_W32_BIT
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 0
	v_lshlrev_b32_e32 v10, 2, v0              // v10 = 4 * lane: each lane's byte offset
	s_load_b64 s[2:3], s[0:1], 0x0            // @buf l_from_h[32]: u32 == 0xaaaa1234 + i -- v_mov_b16 v20.l, v1.h: the high half into the low one
	s_load_b64 s[4:5], s[0:1], 0x8            // @buf h_from_l[32]: u32 == 0x0000bbbb + 0x10000 * i -- v_mov_b16 v20.h, v1.l
	s_load_b64 s[6:7], s[0:1], 0x10           // @buf h_from_h[32]: u32 == 0x1234bbbb + 0x10000 * i -- v_mov_b16 v20.h, v1.h
	s_load_b64 s[8:9], s[0:1], 0x18           // @buf l_from_s[32]: u32 == 0xaaaa5678 -- v_mov_b16 v20.l, s20 (s20 = 0x9abc5678): its low half
	s_load_b64 s[10:11], s[0:1], 0x20         // @buf h_const[32]: u32 == 0x3800bbbb -- v_mov_b16 v20.h, 0.5: the f16 pattern 0x3800
	s_load_b64 s[12:13], s[0:1], 0x28         // @buf l_lit[32]: u32 == 0xaaaafedc -- v_mov_b16 v20.l, 0xfedc: a literal
	s_load_b64 s[14:15], s[0:1], 0x30         // @buf dpp_shl[32]: u32 == 0xaaaa1235 + i + ((i - 16 * (i / 16)) / 15) * (0xbbbb - 0x1235 - i) -- v_mov_b16_dpp v20.l, v1.h row_shl:1: lane i + 1's high half; lanes 15 and 31 (the last of a row) keep 0xbbbb
	s_load_b64 s[16:17], s[0:1], 0x38         // @buf dpp8_rev[32]: u32 == 0x0000bbbb + 0x10000 * (i + 7 - 2 * (i - 8 * (i / 8))) -- v_mov_b16_dpp v20.h, v1.l dpp8:[7,6,5,4,3,2,1,0]
	s_waitcnt lgkmcnt(0)
	v_mul_u32_u24_e32 v1, 0x10001, v0
	v_add_nc_u32_e32 v1, 0x12340000, v1
	v_mov_b32_e32 v20, 0xaaaabbbb
	v_mov_b16 v20.l, v1.h
	global_store_b32 v10, v20, s[2:3]
	v_mov_b32_e32 v20, 0xaaaabbbb
	v_mov_b16 v20.h, v1.l
	global_store_b32 v10, v20, s[4:5]
	v_mov_b32_e32 v20, 0xaaaabbbb
	v_mov_b16_e32 v20.h, v1.h
	global_store_b32 v10, v20, s[6:7]
	s_mov_b32 s20, 0x9abc5678
	v_mov_b32_e32 v20, 0xaaaabbbb
	v_mov_b16 v20.l, s20
	global_store_b32 v10, v20, s[8:9]
	v_mov_b32_e32 v20, 0xaaaabbbb
	v_mov_b16 v20.h, 0.5
	global_store_b32 v10, v20, s[10:11]
	v_mov_b32_e32 v20, 0xaaaabbbb
	v_mov_b16 v20.l, 0xfedc
	global_store_b32 v10, v20, s[12:13]
	v_mov_b32_e32 v20, 0xaaaabbbb
	v_mov_b16_dpp v20.l, v1.h row_shl:1 row_mask:0xf bank_mask:0xf
	global_store_b32 v10, v20, s[14:15]
	v_mov_b32_e32 v20, 0xaaaabbbb
	v_mov_b16_dpp v20.h, v1.l dpp8:[7,6,5,4,3,2,1,0]
	global_store_b32 v10, v20, s[16:17]
	s_endpgm
.Lend:
	.size mov_b16, .Lend-mov_b16
	.section .rodata,"a",@progbits
	.p2align 6
	.amdhsa_kernel mov_b16
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 64
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
