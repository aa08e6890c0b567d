// What gfx11 ds_swizzle_b32 computes, in one wave of 32 lanes (lane i has v0 = i and sends
// v1 = 100 + i, so a lane that reads lane j gets 100 + j): each mode of the offset (QUAD_PERM,
// SWAP, REVERSE, BROADCAST, BITMASK_PERM), a number whose and, or and xor bits are set together,
// and lanes EXEC disables (they read as 0 and are not written). The rules, from the RDNA3 ISA
// manual: bit 15 set, lane 4q + r reads lane 4q + sel[r]; bit 15 clear, lane l reads lane
// ((l & and) | or) ^ xor, and in bits 4:0, or in 9:5, xor in 14:10. Each expected value is
// that rule applied by hand, on the @buf line (x & 2^k written as 2^k * (x / 2^k - 2 * (x / 2^(k+1)))).
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.globl swizzle
	.p2align 8
	.type swizzle,@function
swizzle:
	v_lshlrev_b32_e32 v10, 2, v0              // v10 = 4 * lane: each lane's byte offset
	v_add_nc_u32_e32 v1, 100, v0
	s_load_b64 s[2:3], s[0:1], 0x0            // @buf quad[32]: u32 == 100 + 8 * (i / 4) + 3 - i -- QUAD_PERM,3,2,1,0: lane 4q + r reads 4q + 3 - r
	s_load_b64 s[4:5], s[0:1], 0x8            // @buf swap1[32]: u32 == 100 + i + 1 - 2 * (i - 2 * (i / 2)) -- SWAP,1 (and 31, xor 1): lane i reads i xor 1
	s_load_b64 s[6:7], s[0:1], 0x10           // @buf swap16[32]: u32 == 100 + i + 16 - 32 * (i / 16) -- SWAP,16 (xor 16): the two halves change places
	s_load_b64 s[8:9], s[0:1], 0x18           // @buf reverse8[32]: u32 == 100 + 16 * (i / 8) + 7 - i -- REVERSE,8 (xor 7): lane 8g + r reads 8g + 7 - r
	s_load_b64 s[10:11], s[0:1], 0x20         // @buf bcast[32]: u32 == 100 + 4 * (i / 4) + 1 -- BROADCAST,4,1 (and 28, or 1): lane 1 of each group of 4 to the group
	s_load_b64 s[12:13], s[0:1], 0x28         // @buf bitmask[32]: u32 == 110 + 4 * (i / 4 - 2 * (i / 8)) - 2 * (i / 2 - 2 * (i / 4)) + i - 2 * (i / 2) -- BITMASK_PERM "01pip": bit 4 0, bit 3 1, bit 2 kept, bit 1 inverted, bit 0 kept: j = 8 + (i & 4) + 2 - (i & 2) + (i & 1)
	s_load_b64 s[14:15], s[0:1], 0x30         // @buf bcast32[32]: u32 == 131 -- BROADCAST,32,31 (and 0, or 31): every lane reads lane 31
	s_waitcnt lgkmcnt(0)
	ds_swizzle_b32 v20, v1 offset:swizzle(QUAD_PERM,3,2,1,0)
	s_waitcnt lgkmcnt(0)
	global_store_b32 v10, v20, s[2:3]
	ds_swizzle_b32 v20, v1 offset:swizzle(SWAP,1)
	s_waitcnt lgkmcnt(0)
	global_store_b32 v10, v20, s[4:5]
	ds_swizzle_b32 v20, v1 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	global_store_b32 v10, v20, s[6:7]
	ds_swizzle_b32 v20, v1 offset:swizzle(REVERSE,8)
	s_waitcnt lgkmcnt(0)
	global_store_b32 v10, v20, s[8:9]
	ds_swizzle_b32 v20, v1 offset:swizzle(BROADCAST,4,1)
	s_waitcnt lgkmcnt(0)
	global_store_b32 v10, v20, s[10:11]
	ds_swizzle_b32 v20, v1 offset:swizzle(BITMASK_PERM,"01pip")
	s_waitcnt lgkmcnt(0)
	global_store_b32 v10, v20, s[12:13]
	ds_swizzle_b32 v20, v1 offset:swizzle(BROADCAST,32,31)
	s_waitcnt lgkmcnt(0)
	global_store_b32 v10, v20, s[14:15]
	s_load_b64 s[2:3], s[0:1], 0x38           // @buf or_xor[32]: u32 == 121 - 32 * (i / 16) + 8 * (i / 8) - i + 2 * (i / 2) -- offset:0x4cdf (and 31, or 6, xor 19): j = (i | 6) xor 19 = 16 (1 - i4) + 8 i3 + 4 + (1 - i0), ik the bits of i
	s_load_b64 s[4:5], s[0:1], 0x40           // @buf xor_only[32]: u32 == 101 -- offset:1024 (and 0, or 0, xor 1): every lane reads lane 1 (llvm-objdump prints it as BITMASK_PERM "00001", whose own value is 32)
	s_load_b64 s[6:7], s[0:1], 0x48           // @buf off_src[32]: u32 == 7 * (i - 2 * (i / 2)) -- SWAP,1 with the odd lanes disabled: even lanes read an odd (disabled) lane, 0; odd lanes keep 7
	s_load_b64 s[8:9], s[0:1], 0x50           // @buf on_src[32]: u32 == (100 + i) * (1 - (i - 2 * (i / 2))) + 7 * (i - 2 * (i / 2)) -- BROADCAST,2,0 with the odd lanes disabled: even lane 2k reads itself (enabled); odd lanes keep 7
	s_waitcnt lgkmcnt(0)
	ds_swizzle_b32 v20, v1 offset:0x4cdf
	s_waitcnt lgkmcnt(0)
	global_store_b32 v10, v20, s[2:3]
	ds_swizzle_b32 v20, v1 offset:1024
	s_waitcnt lgkmcnt(0)
	global_store_b32 v10, v20, s[4:5]
	v_mov_b32_e32 v20, 7
	v_mov_b32_e32 v21, 7
	s_mov_b32 exec_lo, 0x55555555
	ds_swizzle_b32 v20, v1 offset:swizzle(SWAP,1)
	ds_swizzle_b32 v21, v1 offset:swizzle(BROADCAST,2,0)
	s_waitcnt lgkmcnt(0)
	s_mov_b32 exec_lo, -1
	global_store_b32 v10, v20, s[6:7]
	global_store_b32 v10, v21, s[8:9]
	s_endpgm
.Lend:
	.size swizzle, .Lend-swizzle
	.section .rodata,"a",@progbits
	.p2align 6
	.amdhsa_kernel swizzle
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 88
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
