// Wave 0 waits at an s_barrier that wave 1 never reaches: wave 1 spins in a loop instead (had it
// ended, the barrier would release, since barriers count live waves). The watchdog ends the
// launch and lists each wave's pc (tests/unit/gfx11_run_test.cpp).
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.globl spin
	.p2align 8
	.type spin,@function
spin:
	v_cmp_gt_u32_e32 vcc_lo, 32, v0
	s_cbranch_vccz .Lwave1
	s_barrier
	s_endpgm
.Lwave1:
	s_branch .Lwave1
.Lend:
	.size spin, .Lend-spin
	.section .rodata,"a",@progbits
	.p2align 6
	.amdhsa_kernel spin
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 8
	.end_amdhsa_kernel
