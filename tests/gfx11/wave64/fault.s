// A wave64 fault in the high half only: lanes 32..63 store 256 bytes past the start of a
// 64-word buffer (past its end), so the trap report names lanes 0xffffffff00000000.
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.globl fault
	.p2align 8
	.type fault,@function
fault:
	v_lshlrev_b32_e32 v30, 2, v0
	s_load_b64 s[20:21], s[0:1], 0x0          // @buf out[64]: u32
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u32_e32 vcc, 31, v0
	s_and_saveexec_b64 s[8:9], vcc
	global_store_b32 v30, v0, s[20:21] offset:256
	s_or_b64 exec, exec, s[8:9]
	s_endpgm
.Lend:
	.size fault, .Lend-fault
	.section .rodata,"a",@progbits
	.p2align 6
	.amdhsa_kernel fault
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 8
		.amdhsa_wavefront_size32 0
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 24
	.end_amdhsa_kernel
