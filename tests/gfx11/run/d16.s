// What gfx11's d16 loads and stores move, in one wave of 32 lanes (lane i has v0 = i): a 16-bit
// or 8-bit value into the low or high half of a VGPR, the other half kept, and the high half of a
// VGPR stored. Lane i's input word is 0x5680fe00 + i; each destination starts as 0xaaaabbbb and
// each output word as 0xffffffff. Each expected value is the RDNA3 ISA manual's rule applied by
// hand, on the @buf line.
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.globl d16
	.p2align 8
	.type d16,@function
d16:
	v_lshlrev_b32_e32 v10, 2, v0              // v10 = 4 * lane: each lane's byte offset
	s_load_b64 s[16:17], s[0:1], 0x0          // @buf in[32]: u32 init={iota: {start: 0x5680fe00, step: 1}}
	s_load_b64 s[2:3], s[0:1], 0x8            // @buf lo_b16[32]: u32 == 0xaaaafe00 + i -- global_load_d16_b16: the low half 0xfe00 + i, the high half kept
	s_load_b64 s[4:5], s[0:1], 0x10           // @buf hi_b16[32]: u32 == 0x5680bbbb -- global_load_d16_hi_b16 offset:2: the high half 0x5680, the low kept
	s_load_b64 s[6:7], s[0:1], 0x18           // @buf lo_i8[32]: u32 == 0xaaaafffe -- global_load_d16_i8 offset:1: 0xfe sign-extended to 16 bits
	s_load_b64 s[8:9], s[0:1], 0x20           // @buf hi_u8[32]: u32 == 0x00febbbb -- global_load_d16_hi_u8 offset:1: 0xfe zero-extended into the high half
	s_load_b64 s[10:11], s[0:1], 0x28         // @buf st_hi16[32]: u32 init={fill: 0xffffffff} == 0xffff1234 -- global_store_d16_hi_b16 of 0x12345678: its high half, 2 bytes
	s_load_b64 s[12:13], s[0:1], 0x30         // @buf st_hi8[32]: u32 init={fill: 0xffffffff} == 0xffffff34 -- global_store_d16_hi_b8 of 0x12345678: bits 23:16, 1 byte
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v20, 0xaaaabbbb
	global_load_d16_b16 v20, v10, s[16:17]
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v20, s[2:3]
	v_mov_b32_e32 v20, 0xaaaabbbb
	global_load_d16_hi_b16 v20, v10, s[16:17] offset:2
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v20, s[4:5]
	v_mov_b32_e32 v20, 0xaaaabbbb
	global_load_d16_i8 v20, v10, s[16:17] offset:1
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v20, s[6:7]
	v_mov_b32_e32 v20, 0xaaaabbbb
	global_load_d16_hi_u8 v20, v10, s[16:17] offset:1
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v20, s[8:9]
	v_mov_b32_e32 v21, 0x12345678
	global_store_d16_hi_b16 v10, v21, s[10:11]
	global_store_d16_hi_b8 v10, v21, s[12:13]
	s_endpgm
.Lend:
	.size d16, .Lend-d16
	.section .rodata,"a",@progbits
	.p2align 6
	.amdhsa_kernel d16
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 56
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
