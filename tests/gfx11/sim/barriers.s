// Waves meet at s_barrier instructions at different pcs (gfx11's barrier counts arrivals): wave 0
// stores 1 after its barrier, wave 1 waits at another barrier, then reads wave 0's LDS store from
// before the barriers and writes it out. (tests/unit/gfx11_run_test.cpp)
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.globl barriers
	.p2align 8
	.type barriers,@function
barriers:
	s_load_b64 s[2:3], s[0:1], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0x2a
	v_cmp_gt_u32_e32 vcc_lo, 32, v0
	s_cbranch_vccz .Lwave1
	ds_store_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_endpgm
.Lwave1:
	s_barrier
	ds_load_b32 v3, v1
	s_waitcnt lgkmcnt(0)
	global_store_b32 v1, v3, s[2:3]
	s_endpgm
.Lend:
	.size barriers, .Lend-barriers
	.section .rodata,"a",@progbits
	.p2align 6
	.amdhsa_kernel barriers
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 8
		.amdhsa_group_segment_fixed_size 4
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 8
	.end_amdhsa_kernel
