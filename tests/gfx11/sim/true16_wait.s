// A true16 half is a use of its whole register in the simulator's wait checks: v_mov_b16 reads
// v21.h while the load that writes v21 is outstanding, and the run says so (a warning; the
// functional model has the value, so the check passes; the timing model reads v21 before the
// data arrives, so it fails). Without the mapping, v21.h counted as register 149, which no load
// writes (tests/unit/gfx11_run_test.cpp, True16HalfReadBeforeItsLoadIsReported).
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.globl true16_wait
	.p2align 8
	.type true16_wait,@function
true16_wait:
	v_lshlrev_b32_e32 v10, 2, v0              // v10 = 4 * lane
	s_load_b64 s[2:3], s[0:1], 0x0            // @buf src[32]: u32 init={iota: {start: 0x10000, step: 0x10000}}
	s_load_b64 s[4:5], s[0:1], 0x8            // @buf out[32]: u32 == 0xaaaa0001 + i -- v_mov_b16 v20.l, v21.h: the loaded word's high half
	s_waitcnt lgkmcnt(0)
	global_load_b32 v21, v10, s[2:3]
	v_mov_b32_e32 v20, 0xaaaabbbb
	v_mov_b16 v20.l, v21.h
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v20, s[4:5]
	s_endpgm
.Lend:
	.size true16_wait, .Lend-true16_wait
	.section .rodata,"a",@progbits
	.p2align 6
	.amdhsa_kernel true16_wait
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 16
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 8
	.end_amdhsa_kernel
