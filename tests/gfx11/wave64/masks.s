// What gfx11's lane-mask instructions compute in a wave64 (one wave of 64 lanes, lane i has
// v0 = i): VCC and EXEC are SGPR pairs, a VOPC or carry-out destination is a pair, and lanes
// 32..63 take part in every cross-lane operation. Written in llvm-mc's wave64 syntax
// (-mattr=+wavefrontsize64) and assembled by llvm-mc in tests/unit/gfx11_wave64_test.cpp;
// each expected value is on its @buf line (tests/run_yaml.py writes masks.yaml from them).
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.globl masks
	.p2align 8
	.type masks,@function
masks:
	v_lshlrev_b32_e32 v30, 2, v0              // v30 = 4 * lane: each lane's byte offset
	v_mul_u32_u24_e32 v1, 3, v0               // v1 = 3 * lane
	s_load_b64 s[20:21], s[0:1], 0x0          // @buf ballot[64]: u32 == 40 -- v_cmp_e64 into s[4:5] (lanes 0..39), s_bcnt1_i32_b64 of it
	s_load_b64 s[22:23], s[0:1], 0x8          // @buf ballot_hi[64]: u32 == 255 -- the pair's high word: lanes 32..39
	s_load_b64 s[24:25], s[0:1], 0x10         // @buf cnd[64]: u32 == 1 + i / 36 -- v_cmp_e32 into vcc (lanes 36..63), v_cndmask_b32_e32 on vcc
	s_load_b64 s[26:27], s[0:1], 0x18         // @buf div[64]: u32 == 3 + 4 * (i / 40) -- s_and_saveexec_b64: only lanes 40..63 write 7
	s_load_b64 s[28:29], s[0:1], 0x20         // @buf first[64]: u32 == 40 -- v_readfirstlane_b32 under that exec: lane 40
	s_load_b64 s[30:31], s[0:1], 0x28         // @buf mbcnt[64]: u32 == i -- v_mbcnt_lo/hi of -1: the lane's number
	s_load_b64 s[32:33], s[0:1], 0x30         // @buf mbcnt40[64]: u32 == i - (i / 40) * (i - 40) -- v_mbcnt_lo/hi of the ballot: lanes below, at most 40
	s_load_b64 s[34:35], s[0:1], 0x38         // @buf readlane[64]: u32 == 150 -- v_readlane_b32 of lane 50 (v1 = 3 * lane)
	s_load_b64 s[36:37], s[0:1], 0x40         // @buf perm[64]: u32 == 3 * (63 - i) -- ds_bpermute_b32 from lane 63 - i, across the halves
	s_load_b64 s[38:39], s[0:1], 0x48         // @buf carry[64]: u32 == i / 32 -- v_add_co_u32 carry-out pair (lanes 32..63), v_add_co_ci_u32_e64 carry-in from it
	s_load_b64 s[40:41], s[0:1], 0x50         // @buf cmpx[64]: u32 == 1 + 4 * (i / 56) -- v_cmpx_lt_u32_e32 leaves lanes 56..63 in exec
	s_load_b64 s[42:43], s[0:1], 0x58         // @buf writelane[64]: u32 == 9 -- v_writelane_b32 into lane 45, read back by v_readlane_b32
	s_waitcnt lgkmcnt(0)
	// ballot of lanes 0..39
	v_cmp_gt_u32_e64 s[4:5], 40, v0
	s_bcnt1_i32_b64 s6, s[4:5]
	v_mov_b32_e32 v2, s6
	global_store_b32 v30, v2, s[20:21]
	v_mov_b32_e32 v2, s5
	global_store_b32 v30, v2, s[22:23]
	// VCC as a pair
	v_cmp_lt_u32_e32 vcc, 35, v0
	v_cndmask_b32_e64 v3, 1, 2, vcc
	global_store_b32 v30, v3, s[24:25]
	// divergence through saveexec_b64
	v_mov_b32_e32 v4, 3
	v_cmp_lt_u32_e32 vcc, 39, v0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .Lskip
	v_mov_b32_e32 v4, 7
	v_readfirstlane_b32 s12, v0
.Lskip:
	s_or_b64 exec, exec, s[8:9]
	global_store_b32 v30, v4, s[26:27]
	v_mov_b32_e32 v2, s12
	global_store_b32 v30, v2, s[28:29]
	// mbcnt over all lanes and over the ballot
	v_mbcnt_lo_u32_b32 v5, -1, 0
	v_mbcnt_hi_u32_b32 v5, -1, v5
	global_store_b32 v30, v5, s[30:31]
	v_mbcnt_lo_u32_b32 v5, s4, 0
	v_mbcnt_hi_u32_b32 v5, s5, v5
	global_store_b32 v30, v5, s[32:33]
	// readlane of a high lane
	v_readlane_b32 s13, v1, 50
	v_mov_b32_e32 v2, s13
	global_store_b32 v30, v2, s[34:35]
	// bpermute from lane 63 - i
	v_sub_nc_u32_e32 v8, 63, v0
	v_lshlrev_b32_e32 v8, 2, v8
	ds_bpermute_b32 v9, v8, v1
	s_waitcnt lgkmcnt(0)
	global_store_b32 v30, v9, s[36:37]
	// carries as pairs: lanes 32..63 add 1 to 0xffffffff
	v_cmp_lt_u32_e32 vcc, 31, v0
	v_cndmask_b32_e64 v10, 0, -1, vcc
	v_add_co_u32 v11, s[14:15], v10, 1
	v_add_co_ci_u32_e64 v12, s[16:17], 0, 0, s[14:15]
	global_store_b32 v30, v12, s[38:39]
	// cmpx writes EXEC
	v_mov_b32_e32 v13, 1
	s_mov_b64 s[18:19], exec
	v_cmpx_lt_u32_e32 55, v0
	v_mov_b32_e32 v13, 5
	s_mov_b64 exec, s[18:19]
	global_store_b32 v30, v13, s[40:41]
	// writelane into a high lane
	v_mov_b32_e32 v14, 0
	s_mov_b32 s11, 9
	v_writelane_b32 v14, s11, 45
	v_readlane_b32 s10, v14, 45
	v_mov_b32_e32 v2, s10
	global_store_b32 v30, v2, s[42:43]
	s_endpgm
.Lend:
	.size masks, .Lend-masks
	.section .rodata,"a",@progbits
	.p2align 6
	.amdhsa_kernel masks
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 96
		.amdhsa_wavefront_size32 0
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 48
	.end_amdhsa_kernel
