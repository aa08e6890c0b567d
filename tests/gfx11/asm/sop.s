; gfx11 scalar ALU families (SOP1, SOP2, SOPC, SOPK): source codes at the ends of their ranges,
; tuples, names, inline integers and floats, literals; encodings checked against llvm-mc 19 -mcpu=gfx1100
	s_mov_b32 s0, s105
	s_mov_b32 s105, vcc_lo
	s_mov_b32 vcc_hi, ttmp0
	s_mov_b32 ttmp15, null
	s_mov_b32 m0, exec_lo
	s_mov_b32 exec_hi, m0
	s_mov_b32 s1, 0
	s_mov_b32 s1, 64
	s_mov_b32 s1, 65
	s_mov_b32 s1, -1
	s_mov_b32 s1, -16
	s_mov_b32 s1, -17
	s_mov_b32 s1, 0.5
	s_mov_b32 s1, -4.0
	s_mov_b32 s1, 0.15915494
	s_mov_b32 s1, 1.5
	s_mov_b32 s1, 0x3f800000
	s_mov_b32 s1, 0xffffffff
	s_mov_b32 s1, src_shared_base
	s_mov_b32 s1, src_scc
	s_mov_b32 s1, scc
	s_mov_b32 s1, 2+3*4
	s_mov_b64 s[0:1], s[104:105]
	s_mov_b64 vcc, exec
	s_mov_b64 exec, ttmp[14:15]
	s_mov_b64 s[2:3], 0.15915494309189532
	s_mov_b64 s[2:3], 0x3ff0000000000000
	s_mov_b64 s[2:3], -17
	s_mov_b64 s[2:3], 0xffffffff
	s_mov_b64 s[2:3], null
	s_not_b64 s[4:5], 0x12345678
	s_getpc_b64 s[30:31]
	s_setpc_b64 s[30:31]
	s_swappc_b64 s[30:31], s[4:5]
	s_and_saveexec_b32 s6, vcc_lo
	s_bcnt1_i32_b64 s7, exec
	s_add_u32 s0, s1, 0x1234
	s_add_u32 s0, 0x1234, 0x1234
	s_addc_u32 s1, s2, 1.0
	s_lshl_b64 s[4:5], s[8:9], 3
	s_and_b64 vcc, exec, vcc
	s_cselect_b64 s[0:1], -1, 0
	s_bfm_b64 s[0:1], 5, 7
	s_pack_ll_b32_b16 s0, 0xffff, s1
	s_mul_i32 s0, s0, -2.0
	s_cmp_eq_u32 s0, 5
	s_cmp_lg_u64 s[0:1], 0
	s_bitcmp1_b32 s0, 31
	s_cmp_lt_i32 0x12345678, s3
	s_movk_i32 s0, 0x1234
	s_movk_i32 s0, -1
	s_cmpk_eq_u32 vcc_lo, 0xffff
	s_addk_i32 s5, 0x10
	s_mulk_i32 s5, 3
	s_call_b64 s[30:31], 0
