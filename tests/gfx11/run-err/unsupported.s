// A kernel with instructions the simulator has no semantics for: the run is refused before
// anything executes, each such instruction listed with its address, text and source line.
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.globl unsupported
	.p2align 8
	.type unsupported,@function
unsupported:
	s_load_b64 s[2:3], s[0:1], 0x0
	v_cubeid_f32 v1, v0, v0, v0
	v_mov_b32_e32 v2, 0
	lds_param_load v3, attr0.x wait_vdst:15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_b32 v2, v1, s[2:3]
	s_endpgm
.Lend:
	.size unsupported, .Lend-unsupported
	.section .rodata,"a",@progbits
	.p2align 6
	.amdhsa_kernel unsupported
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 8
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 8
	.end_amdhsa_kernel
