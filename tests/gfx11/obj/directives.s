// Every directive clang 19 writes for gfx1100 (compare tests/gfx11/kernels), each kernel
// descriptor field away from its default, and the generic ELF directives. The object's bytes are
// checked against llvm-mc 19's by tests/unit/gfx11_code_object_test.cpp (DirectivesGolden).
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	k                       ; -- Begin function k
	.globl	k
	.p2align	8
	.type	k,@function
k:                                      ; @k
; %bb.0:
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_cbranch_scc0 .LBB0_2
; %bb.1:
	s_barrier
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel k
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 48
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_private_segment_size 1
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 0
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 1
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 37
		.amdhsa_next_free_sgpr 40
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 0
		.amdhsa_float_round_mode_32 1
		.amdhsa_float_round_mode_16_64 2
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 1
		.amdhsa_dx10_clamp 0
		.amdhsa_ieee_mode 0
		.amdhsa_fp16_overflow 1
		.amdhsa_workgroup_processor_mode 0
		.amdhsa_memory_ordered 0
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 3
		.amdhsa_exception_fp_ieee_invalid_op 1
		.amdhsa_exception_fp_denorm_src 1
		.amdhsa_exception_fp_ieee_div_zero 1
		.amdhsa_exception_fp_ieee_overflow 1
		.amdhsa_exception_fp_ieee_underflow 1
		.amdhsa_exception_fp_ieee_inexact 1
		.amdhsa_exception_int_div_zero 1
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	k, .Lfunc_end0-k
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 16
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.hidden	__oclc_ABI_version              ; @__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.section	.rodata,"a",@progbits
	.weak	__oclc_ABI_version
	.p2align	2, 0x0
__oclc_ABI_version:
	.long	500                             ; 0x1f4
	.size	__oclc_ABI_version, 4

	.ident	"simtloom directive test"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym k
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_x
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           k
    .private_segment_fixed_size: 48
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         k.kd
    .uses_dynamic_stack: true
    .vgpr_count:     37
    .vgpr_spill_count: 0
    .wavefront_size: 64
    .workgroup_processor_mode: 0
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
