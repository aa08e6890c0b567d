// A kernel that calls a function the source does not define (as clang's -O0 code calls OpenCL's
// fma from the device libraries): the run refuses it before anything executes, naming it.
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.globl extern_call
	.p2align 8
	.type extern_call,@function
extern_call:
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, _Z3fmafff@rel32@lo+4
	s_addc_u32 s3, s3, _Z3fmafff@rel32@hi+12
	s_swappc_b64 s[30:31], s[2:3]
	s_endpgm
.Lend:
	.size extern_call, .Lend-extern_call
	.section .rodata,"a",@progbits
	.p2align 6
	.amdhsa_kernel extern_call
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 8
	.end_amdhsa_kernel
