// A wave64 kernel that never ends: the watchdog stops it, and its report prints the instruction
// as the wave64 mode spells it (a compare into an SGPR pair), though the default model runs it.
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.globl spin
	.p2align 8
	.type spin,@function
spin:
	s_load_b64 s[20:21], s[0:1], 0x0          // @buf out[64]: u32
	s_waitcnt lgkmcnt(0)
.Lloop:
	v_cmp_gt_u32_e64 s[4:5], 32, v0
	s_branch .Lloop
.Lend:
	.size spin, .Lend-spin
	.section .rodata,"a",@progbits
	.p2align 6
	.amdhsa_kernel spin
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 8
		.amdhsa_wavefront_size32 0
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 24
	.end_amdhsa_kernel
