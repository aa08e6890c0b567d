// Malformed code-object directives. Messages and columns are llvm-mc 19's where it reports the
// same problem (checked one case at a time: llvm-mc abandons a kernel block at its first error).
.amdgcn_target amdgcn
.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.amdgcn_target "amdgcn-amd-amdhsa--gfx1100:xnack+"
.amdhsa_code_object_version 3
.text
k:
	s_endpgm
.rodata
.amdhsa_kernel k
	.amdhsa_bogus 1
	.amdhsa_next_free_vgprs 1
	.amdhsa_next_free_vgpr 1
	.amdhsa_next_free_vgpr 2
	.amdhsa_dx10_clamp 2
	.amdhsa_group_segment_fixed_size -1
	.amdhsa_kernarg_size 4294967296
	.amdhsa_accum_offset 4
	.amdhsa_user_sgpr_flat_scratch_init 1
	.amdhsa_reserve_xnack_mask 1
	.amdhsa_float_round_mode_32 undefined_symbol
	.amdhsa_kernel nested
.end_amdhsa_kernel
.amdhsa_kernel k
	.amdhsa_next_free_vgpr 1
.end_amdhsa_kernel
.amdhsa_kernel k
	.amdhsa_next_free_vgpr 1
	.amdhsa_next_free_sgpr 1
	.amdhsa_user_sgpr_count 40
.end_amdhsa_kernel
.amdhsa_kernel k
	.amdhsa_next_free_vgpr 1
	.amdhsa_next_free_sgpr 1
	.amdhsa_user_sgpr_count 1
	.amdhsa_user_sgpr_dispatch_ptr 1
.end_amdhsa_kernel
.amdhsa_kernel k
	.amdhsa_next_free_vgpr 257
	.amdhsa_next_free_sgpr 1
	.amdhsa_wavefront_size32 0
.end_amdhsa_kernel
.amdhsa_kernel k
	.amdhsa_next_free_vgpr 1
	.amdhsa_next_free_sgpr 1
	.amdhsa_wavefront_size32 1
	.amdhsa_shared_vgpr_count 2
.end_amdhsa_kernel
.end_amdhsa_kernel
.amdhsa_kernel
.section .foo,"q"
.section .foo,"a",@bogus
.section .foo,"a",progbits
.amdgpu_metadata
---
amdhsa.version: [1, 2]
amdhsa.version: [1, 2]
...
.end_amdgpu_metadata
.amdgpu_metadata
---
amdhsa.kernels: []
...
.end_amdgpu_metadata
.amdgpu_metadata
amdhsa.version: [1, 2
.end_amdgpu_metadata
.amdhsa_kernel open
	.amdhsa_next_free_vgpr 1
