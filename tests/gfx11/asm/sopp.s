; gfx11 SOPP/SOPK program control; expected encodings checked against llvm-mc 19 -mcpu=gfx1100
start:
	s_nop 0
	s_nop 64
	s_nop 0x41
	s_nop -1
	s_nop 0x12345
	s_setkill 1
	s_sethalt 0
	s_sleep 10
	s_set_inst_prefetch_distance 3
	s_clause 0x3f
	s_delay_alu 0
	s_delay_alu instid0(VALU_DEP_1)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_delay_alu instid1(TRANS32_DEP_3)|instid0(VALU_DEP_4)
	s_delay_alu instid0(VALU_DEP_1) | instid0(VALU_DEP_2)
	s_delay_alu 0x345
	s_waitcnt 0
	s_waitcnt vmcnt(0)
	s_waitcnt vmcnt(1) & expcnt(2), lgkmcnt(3)
	s_waitcnt lgkmcnt(0) vmcnt(63)
	s_waitcnt vmcnt(1) vmcnt(2)
	s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63)
	s_waitcnt 0xfff7
	s_wait_idle
	s_wait_event 0x2
	s_trap 2
	s_round_mode 0xf
	s_denorm_mode 0xf
	s_code_end
	s_branch start
	s_cbranch_scc0 start
	s_cbranch_scc1 end
	s_cbranch_vccz end
	s_cbranch_vccnz 5
	s_cbranch_execz -1
	s_cbranch_execnz 65535
	s_cbranch_cdbgsys end
	s_cbranch_cdbguser end
	s_cbranch_cdbgsys_or_user end
	s_cbranch_cdbgsys_and_user end
	s_endpgm
	s_endpgm 3
	s_endpgm_saved
	s_wakeup
	s_setprio 3
	s_incperflevel 1
	s_decperflevel 1
	s_ttracedata
	s_ttracedata_imm 0x1234
	s_icache_inv
	s_barrier
	s_waitcnt_vscnt null, 0x0
	s_waitcnt_vmcnt null, 0x1
	s_waitcnt_expcnt null, 0xffff
	s_waitcnt_lgkmcnt null, -1
end:
	s_endpgm
s_sendmsg sendmsg(MSG_INTERRUPT)
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)
s_sendmsg sendmsg(1, 1)
s_sendmsg sendmsg(1, 7, 3)
s_sendmsg sendmsg(2+3)
s_sendmsg sendmsg( MSG_INTERRUPT )
s_sendmsg sendmsg (1)
s_sendmsghalt sendmsg(MSG_HS_TESSFACTOR)
s_sendmsg sendmsg(MSG_RTN_GET_DOORBELL)
s_sendmsg sendmsg(1, 0, 0)
s_sendmsg sendmsg(MSG_SYSMSG, 2)
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_ECC_ERR_INTERRUPT)
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_TTRACE_PC)
s_sendmsg sendmsg(15, 7, 3)
s_sendmsg 1+1
s_waitcnt_depctr depctr_va_vdst(1)
s_waitcnt_depctr depctr_va_vdst(1) depctr_vm_vsrc(2)
s_waitcnt_depctr depctr_va_vdst(1) & depctr_vm_vsrc(2)
s_waitcnt_depctr depctr_va_vdst(1), depctr_vm_vsrc(2)
s_waitcnt_depctr -1
s_waitcnt_depctr 0xffff
s_waitcnt_depctr -32768
s_waitcnt_depctr depctr_hold_cnt(1) depctr_sa_sdst(1) depctr_va_vdst(15) depctr_va_sdst(7) depctr_va_ssrc(1) depctr_va_vcc(1) depctr_vm_vsrc(7)
s_waitcnt_depctr depctr_va_vdst(1)depctr_vm_vsrc(2)
s_waitcnt_vmcnt null, 0x1
s_waitcnt_depctr 0xff9f
s_waitcnt_depctr depctr_va_vdst(0) depctr_va_sdst(0)
s_waitcnt vmcnt_sat(100)
s_waitcnt expcnt_sat(8) lgkmcnt_sat(-1)
s_waitcnt vmcnt_sat(5) & lgkmcnt_sat(200), expcnt_sat(3)
s_waitcnt vmcnt(1) vmcnt_sat(100)
s_sendmsg sendmsg(2, GS_OP_CUT)
s_sendmsg sendmsg(2, GS_OP_EMIT_CUT, 1)
s_sendmsg sendmsg(15, SYSMSG_OP_REG_RD)
