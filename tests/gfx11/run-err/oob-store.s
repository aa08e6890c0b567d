// Two faults of one kernel: the load's result is read before any s_waitcnt covers it (the
// missing-wait checker's warning, with the source line), then lanes 1..3 store 4 KiB apart,
// past the 8-byte buffer: the trap report names the cause, the lanes, the address, the
// instruction and its source line.
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.globl oob_store
	.p2align 8
	.type oob_store,@function
oob_store:
	s_load_b64 s[2:3], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, 0
	global_load_b32 v2, v1, s[2:3]
	v_add_nc_u32_e32 v3, 1, v2
	v_lshlrev_b32_e32 v4, 12, v0
	global_store_b32 v4, v3, s[2:3] offset:4
	s_endpgm
.Lend:
	.size oob_store, .Lend-oob_store
	.section .rodata,"a",@progbits
	.p2align 6
	.amdhsa_kernel oob_store
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 8
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 8
	.end_amdhsa_kernel
