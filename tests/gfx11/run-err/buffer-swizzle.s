// A buffer load through a swizzled V# (swizzle enable, bits 63:62, set: 0x40000000 in its
// second word): swizzled addressing is not modelled, so the access stops the run with an
// illegal_instruction trap whose info is that word, at the instruction's source line.
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.globl buffer_swizzle
	.p2align 8
	.type buffer_swizzle,@function
buffer_swizzle:
	s_load_b64 s[4:5], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s5, s5, 0xffff
	s_or_b32 s5, s5, 0x40000000
	s_mov_b32 s6, 4
	s_mov_b32 s7, 0x30014000
	buffer_load_b32 v1, off, s[4:7], 0
	s_waitcnt vmcnt(0)
	s_endpgm
.Lend:
	.size buffer_swizzle, .Lend-buffer_swizzle
	.section .rodata,"a",@progbits
	.p2align 6
	.amdhsa_kernel buffer_swizzle
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 8
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 8
	.end_amdhsa_kernel
