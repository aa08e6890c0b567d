// A typed buffer load whose format (127: a value llvm-mc prints as a number and the description's
// buf_format table does not name) has no conversion: the access stops the run with an
// illegal_instruction trap whose info is the format value, at the instruction's source line.
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.globl tbuffer_format
	.p2align 8
	.type tbuffer_format,@function
tbuffer_format:
	s_load_b64 s[4:5], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s5, s5, 0xffff
	s_mov_b32 s6, 4
	s_mov_b32 s7, 0x30014000
	tbuffer_load_format_x v1, off, s[4:7], 0 format:127
	s_waitcnt vmcnt(0)
	s_endpgm
.Lend:
	.size tbuffer_format, .Lend-tbuffer_format
	.section .rodata,"a",@progbits
	.p2align 6
	.amdhsa_kernel tbuffer_format
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 8
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 8
	.end_amdhsa_kernel
