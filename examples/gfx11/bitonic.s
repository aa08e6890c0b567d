	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	bitonic                 ; -- Begin function bitonic
	.globl	bitonic
	.p2align	8
	.type	bitonic,@function
bitonic:                                ; @bitonic
; %bb.0:
	s_load_b64 s[0:1], s[0:1], 0x0
	v_dual_mov_b32 v2, 0 :: v_dual_lshlrev_b32 v3, 2, v0
	v_lshl_or_b32 v1, s15, 8, v0
	v_xor_b32_e32 v4, 1, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s0, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v2, vcc_lo, s1, v2, vcc_lo
	v_cmp_gt_u32_e32 vcc_lo, v4, v0
	v_lshlrev_b32_e32 v4, 2, v4
	global_load_b32 v5, v[1:2], off
	s_waitcnt vmcnt(0)
	ds_store_b32 v3, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_3
; %bb.1:
	ds_load_b32 v5, v3
	ds_load_b32 v6, v4
	v_and_b32_e32 v7, 2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_ne_u32_e64 s0, 0, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s1, v5, v6
	s_xor_b32 s0, s0, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_3
; %bb.2:
	ds_store_b32 v3, v6
	ds_store_b32 v4, v5
.LBB0_3:
	s_or_b32 exec_lo, exec_lo, s2
	v_and_b32_e32 v5, 4, v0
	v_xor_b32_e32 v6, 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmp_ne_u32_e64 s1, 0, v5
	v_cmp_gt_u32_e64 s0, v6, v0
	v_lshlrev_b32_e32 v5, 2, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s2, s0
	s_xor_b32 s3, exec_lo, s2
	s_cbranch_execz .LBB0_7
; %bb.4:
	ds_load_b32 v6, v3
	ds_load_b32 v7, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s2, v6, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s4, s1, s2
	s_and_saveexec_b32 s2, s4
	s_cbranch_execz .LBB0_6
; %bb.5:
	ds_store_b32 v3, v7
	ds_store_b32 v5, v6
.LBB0_6:
	s_or_b32 exec_lo, exec_lo, s2
.LBB0_7:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB0_10
; %bb.8:
	ds_load_b32 v6, v3
	ds_load_b32 v7, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s2, v6, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s2
	s_and_b32 exec_lo, exec_lo, s1
	s_cbranch_execz .LBB0_10
; %bb.9:
	ds_store_b32 v3, v7
	ds_store_b32 v4, v6
.LBB0_10:
	s_or_b32 exec_lo, exec_lo, s3
	v_and_b32_e32 v6, 8, v0
	v_xor_b32_e32 v7, 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmp_ne_u32_e64 s2, 0, v6
	v_cmp_gt_u32_e64 s1, v7, v0
	v_lshlrev_b32_e32 v6, 2, v7
	s_delay_alu instid0(VALU_DEP_2)
	s_and_saveexec_b32 s4, s1
	s_cbranch_execz .LBB0_13
; %bb.11:
	ds_load_b32 v7, v3
	ds_load_b32 v8, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s3, v7, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s3, s2, s3
	s_and_b32 exec_lo, exec_lo, s3
	s_cbranch_execz .LBB0_13
; %bb.12:
	ds_store_b32 v3, v8
	ds_store_b32 v6, v7
.LBB0_13:
	s_or_b32 exec_lo, exec_lo, s4
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s4, s0
	s_cbranch_execz .LBB0_16
; %bb.14:
	ds_load_b32 v7, v3
	ds_load_b32 v8, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s3, v7, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s3, s2, s3
	s_and_b32 exec_lo, exec_lo, s3
	s_cbranch_execz .LBB0_16
; %bb.15:
	ds_store_b32 v3, v8
	ds_store_b32 v5, v7
.LBB0_16:
	s_or_b32 exec_lo, exec_lo, s4
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s4, vcc_lo
	s_cbranch_execz .LBB0_19
; %bb.17:
	ds_load_b32 v7, v3
	ds_load_b32 v8, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s3, v7, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s2, s2, s3
	s_and_b32 exec_lo, exec_lo, s2
	s_cbranch_execz .LBB0_19
; %bb.18:
	ds_store_b32 v3, v8
	ds_store_b32 v4, v7
.LBB0_19:
	s_or_b32 exec_lo, exec_lo, s4
	v_and_b32_e32 v7, 16, v0
	v_xor_b32_e32 v8, 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmp_ne_u32_e64 s3, 0, v7
	v_cmp_gt_u32_e64 s2, v8, v0
	v_lshlrev_b32_e32 v7, 2, v8
	s_delay_alu instid0(VALU_DEP_2)
	s_and_saveexec_b32 s5, s2
	s_cbranch_execz .LBB0_22
; %bb.20:
	ds_load_b32 v8, v3
	ds_load_b32 v9, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s4, v8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s4, s3, s4
	s_and_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB0_22
; %bb.21:
	ds_store_b32 v3, v9
	ds_store_b32 v7, v8
.LBB0_22:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s1
	s_cbranch_execz .LBB0_25
; %bb.23:
	ds_load_b32 v8, v3
	ds_load_b32 v9, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s4, v8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s4, s3, s4
	s_and_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB0_25
; %bb.24:
	ds_store_b32 v3, v9
	ds_store_b32 v6, v8
.LBB0_25:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s0
	s_cbranch_execz .LBB0_28
; %bb.26:
	ds_load_b32 v8, v3
	ds_load_b32 v9, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s4, v8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s4, s3, s4
	s_and_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB0_28
; %bb.27:
	ds_store_b32 v3, v9
	ds_store_b32 v5, v8
.LBB0_28:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, vcc_lo
	s_cbranch_execz .LBB0_31
; %bb.29:
	ds_load_b32 v8, v3
	ds_load_b32 v9, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s4, v8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s3, s3, s4
	s_and_b32 exec_lo, exec_lo, s3
	s_cbranch_execz .LBB0_31
; %bb.30:
	ds_store_b32 v3, v9
	ds_store_b32 v4, v8
.LBB0_31:
	s_or_b32 exec_lo, exec_lo, s5
	v_and_b32_e32 v8, 32, v0
	v_xor_b32_e32 v9, 16, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmp_ne_u32_e64 s4, 0, v8
	v_cmp_gt_u32_e64 s3, v9, v0
	v_lshlrev_b32_e32 v8, 2, v9
	s_delay_alu instid0(VALU_DEP_2)
	s_and_saveexec_b32 s6, s3
	s_cbranch_execz .LBB0_34
; %bb.32:
	ds_load_b32 v9, v3
	ds_load_b32 v10, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s5, v9, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s5, s4, s5
	s_and_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB0_34
; %bb.33:
	ds_store_b32 v3, v10
	ds_store_b32 v8, v9
.LBB0_34:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s2
	s_cbranch_execz .LBB0_37
; %bb.35:
	ds_load_b32 v9, v3
	ds_load_b32 v10, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s5, v9, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s5, s4, s5
	s_and_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB0_37
; %bb.36:
	ds_store_b32 v3, v10
	ds_store_b32 v7, v9
.LBB0_37:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s1
	s_cbranch_execz .LBB0_40
; %bb.38:
	ds_load_b32 v9, v3
	ds_load_b32 v10, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s5, v9, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s5, s4, s5
	s_and_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB0_40
; %bb.39:
	ds_store_b32 v3, v10
	ds_store_b32 v6, v9
.LBB0_40:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s0
	s_cbranch_execz .LBB0_43
; %bb.41:
	ds_load_b32 v9, v3
	ds_load_b32 v10, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s5, v9, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s5, s4, s5
	s_and_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB0_43
; %bb.42:
	ds_store_b32 v3, v10
	ds_store_b32 v5, v9
.LBB0_43:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, vcc_lo
	s_cbranch_execz .LBB0_46
; %bb.44:
	ds_load_b32 v9, v3
	ds_load_b32 v10, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s5, v9, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s4, s4, s5
	s_and_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB0_46
; %bb.45:
	ds_store_b32 v3, v10
	ds_store_b32 v4, v9
.LBB0_46:
	s_or_b32 exec_lo, exec_lo, s6
	v_and_b32_e32 v9, 64, v0
	v_xor_b32_e32 v10, 32, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmp_ne_u32_e64 s5, 0, v9
	v_cmp_gt_u32_e64 s4, v10, v0
	v_lshlrev_b32_e32 v9, 2, v10
	s_delay_alu instid0(VALU_DEP_2)
	s_and_saveexec_b32 s7, s4
	s_cbranch_execz .LBB0_49
; %bb.47:
	ds_load_b32 v10, v3
	ds_load_b32 v11, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s6, v10, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s6, s5, s6
	s_and_b32 exec_lo, exec_lo, s6
	s_cbranch_execz .LBB0_49
; %bb.48:
	ds_store_b32 v3, v11
	ds_store_b32 v9, v10
.LBB0_49:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s3
	s_cbranch_execz .LBB0_52
; %bb.50:
	ds_load_b32 v10, v3
	ds_load_b32 v11, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s6, v10, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s6, s5, s6
	s_and_b32 exec_lo, exec_lo, s6
	s_cbranch_execz .LBB0_52
; %bb.51:
	ds_store_b32 v3, v11
	ds_store_b32 v8, v10
.LBB0_52:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s2
	s_cbranch_execz .LBB0_55
; %bb.53:
	ds_load_b32 v10, v3
	ds_load_b32 v11, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s6, v10, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s6, s5, s6
	s_and_b32 exec_lo, exec_lo, s6
	s_cbranch_execz .LBB0_55
; %bb.54:
	ds_store_b32 v3, v11
	ds_store_b32 v7, v10
.LBB0_55:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s1
	s_cbranch_execz .LBB0_58
; %bb.56:
	ds_load_b32 v10, v3
	ds_load_b32 v11, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s6, v10, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s6, s5, s6
	s_and_b32 exec_lo, exec_lo, s6
	s_cbranch_execz .LBB0_58
; %bb.57:
	ds_store_b32 v3, v11
	ds_store_b32 v6, v10
.LBB0_58:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s0
	s_cbranch_execz .LBB0_61
; %bb.59:
	ds_load_b32 v10, v3
	ds_load_b32 v11, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s6, v10, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s6, s5, s6
	s_and_b32 exec_lo, exec_lo, s6
	s_cbranch_execz .LBB0_61
; %bb.60:
	ds_store_b32 v3, v11
	ds_store_b32 v5, v10
.LBB0_61:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB0_64
; %bb.62:
	ds_load_b32 v10, v3
	ds_load_b32 v11, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s6, v10, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s5, s5, s6
	s_and_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB0_64
; %bb.63:
	ds_store_b32 v3, v11
	ds_store_b32 v4, v10
.LBB0_64:
	s_or_b32 exec_lo, exec_lo, s7
	v_and_b32_e32 v10, 0x80, v0
	v_xor_b32_e32 v11, 64, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmp_ne_u32_e64 s6, 0, v10
	v_cmp_gt_u32_e64 s5, v11, v0
	v_lshlrev_b32_e32 v10, 2, v11
	s_delay_alu instid0(VALU_DEP_2)
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB0_67
; %bb.65:
	ds_load_b32 v11, v3
	ds_load_b32 v12, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s7, v11, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s7, s6, s7
	s_and_b32 exec_lo, exec_lo, s7
	s_cbranch_execz .LBB0_67
; %bb.66:
	ds_store_b32 v3, v12
	ds_store_b32 v10, v11
.LBB0_67:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s4
	s_cbranch_execz .LBB0_70
; %bb.68:
	ds_load_b32 v11, v3
	ds_load_b32 v12, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s7, v11, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s7, s6, s7
	s_and_b32 exec_lo, exec_lo, s7
	s_cbranch_execz .LBB0_70
; %bb.69:
	ds_store_b32 v3, v12
	ds_store_b32 v9, v11
.LBB0_70:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB0_73
; %bb.71:
	ds_load_b32 v11, v3
	ds_load_b32 v12, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s7, v11, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s7, s6, s7
	s_and_b32 exec_lo, exec_lo, s7
	s_cbranch_execz .LBB0_73
; %bb.72:
	ds_store_b32 v3, v12
	ds_store_b32 v8, v11
.LBB0_73:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s2
	s_cbranch_execz .LBB0_76
; %bb.74:
	ds_load_b32 v11, v3
	ds_load_b32 v12, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s7, v11, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s7, s6, s7
	s_and_b32 exec_lo, exec_lo, s7
	s_cbranch_execz .LBB0_76
; %bb.75:
	ds_store_b32 v3, v12
	ds_store_b32 v7, v11
.LBB0_76:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s1
	s_cbranch_execz .LBB0_79
; %bb.77:
	ds_load_b32 v11, v3
	ds_load_b32 v12, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s7, v11, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s7, s6, s7
	s_and_b32 exec_lo, exec_lo, s7
	s_cbranch_execz .LBB0_79
; %bb.78:
	ds_store_b32 v3, v12
	ds_store_b32 v6, v11
.LBB0_79:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s0
	s_cbranch_execz .LBB0_82
; %bb.80:
	ds_load_b32 v11, v3
	ds_load_b32 v12, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s7, v11, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s7, s6, s7
	s_and_b32 exec_lo, exec_lo, s7
	s_cbranch_execz .LBB0_82
; %bb.81:
	ds_store_b32 v3, v12
	ds_store_b32 v5, v11
.LBB0_82:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, vcc_lo
	s_cbranch_execz .LBB0_85
; %bb.83:
	ds_load_b32 v11, v3
	ds_load_b32 v12, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s7, v11, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s6, s6, s7
	s_and_b32 exec_lo, exec_lo, s6
	s_cbranch_execz .LBB0_85
; %bb.84:
	ds_store_b32 v3, v12
	ds_store_b32 v4, v11
.LBB0_85:
	s_or_b32 exec_lo, exec_lo, s8
	v_xor_b32_e32 v11, 0x80, v0
	s_mov_b32 s7, exec_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_gt_u32_e64 v11, v0
	s_cbranch_execz .LBB0_88
; %bb.86:
	v_lshlrev_b32_e32 v0, 2, v11
	ds_load_b32 v11, v3
	ds_load_b32 v12, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s6, v11, v12
	s_delay_alu instid0(VALU_DEP_1)
	s_and_b32 exec_lo, exec_lo, s6
	s_cbranch_execz .LBB0_88
; %bb.87:
	ds_store_b32 v3, v12
	ds_store_b32 v0, v11
.LBB0_88:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_91
; %bb.89:
	ds_load_b32 v0, v3
	ds_load_b32 v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s5, v0, v11
	s_delay_alu instid0(VALU_DEP_1)
	s_and_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB0_91
; %bb.90:
	ds_store_b32 v3, v11
	ds_store_b32 v10, v0
.LBB0_91:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_94
; %bb.92:
	ds_load_b32 v0, v3
	ds_load_b32 v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s4, v0, v10
	s_delay_alu instid0(VALU_DEP_1)
	s_and_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB0_94
; %bb.93:
	ds_store_b32 v3, v10
	ds_store_b32 v9, v0
.LBB0_94:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB0_97
; %bb.95:
	ds_load_b32 v0, v3
	ds_load_b32 v9, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s3, v0, v9
	s_delay_alu instid0(VALU_DEP_1)
	s_and_b32 exec_lo, exec_lo, s3
	s_cbranch_execz .LBB0_97
; %bb.96:
	ds_store_b32 v3, v9
	ds_store_b32 v8, v0
.LBB0_97:
	s_or_b32 exec_lo, exec_lo, s4
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_100
; %bb.98:
	ds_load_b32 v0, v3
	ds_load_b32 v8, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s2, v0, v8
	s_delay_alu instid0(VALU_DEP_1)
	s_and_b32 exec_lo, exec_lo, s2
	s_cbranch_execz .LBB0_100
; %bb.99:
	ds_store_b32 v3, v8
	ds_store_b32 v7, v0
.LBB0_100:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB0_103
; %bb.101:
	ds_load_b32 v0, v3
	ds_load_b32 v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s1, v0, v7
	s_delay_alu instid0(VALU_DEP_1)
	s_and_b32 exec_lo, exec_lo, s1
	s_cbranch_execz .LBB0_103
; %bb.102:
	ds_store_b32 v3, v7
	ds_store_b32 v6, v0
.LBB0_103:
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_106
; %bb.104:
	ds_load_b32 v0, v3
	ds_load_b32 v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s0, v0, v6
	s_delay_alu instid0(VALU_DEP_1)
	s_and_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_106
; %bb.105:
	ds_store_b32 v3, v6
	ds_store_b32 v5, v0
.LBB0_106:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_109
; %bb.107:
	ds_load_b32 v0, v3
	ds_load_b32 v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc_lo, v0, v5
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB0_109
; %bb.108:
	ds_store_b32 v3, v5
	ds_store_b32 v4, v0
.LBB0_109:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v0, v3
	s_waitcnt lgkmcnt(0)
	global_store_b32 v[1:2], v0, off
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bitonic
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	bitonic, .Lfunc_end0-bitonic
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3508
; NumSgprs: 18
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 13
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
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

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           bitonic
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         bitonic.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
