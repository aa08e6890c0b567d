; more malformed operands: messages and columns as llvm-mc 19 -mcpu=gfx1100 reports them
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)
s_sendmsg sendmsg(1)&
s_waitcnt vmcnt(1) && lgkmcnt(1)
s_waitcnt_depctr depctr_va_vdst(1) && depctr_sa_sdst(0)
s_delay_alu instid0(VALU_DEP_1) && instid1(VALU_DEP_2)
s_delay_alu instid0(VALU_DEP_1) || instid1(VALU_DEP_2)
s_sendmsg sendmsg(1) | 2
s_sendmsg sendmsg(1) )
s_sendmsg sendmsg(1) -
s_sendmsg sendmsg(1) *
s_nop 1 &
s_sendmsg sendmsg(MSG_GS_DONE, SYSMSG_OP_REG_RD)
s_sendmsg sendmsg(MSG_INTERRUPT, GS_OP_NOP)
s_sendmsg sendmsg(15, GS_OP_NOP)
s_sendmsg sendmsg(1, SYSMSG_OP_HOST_TRAP_ACK)
s_sendmsg sendmsg(15, SYSMSG_OP_HOST_TRAP_ACK)
s_sendmsg sendmsg(1, GS_OP_FOO)
s_waitcnt x
s_waitcnt vmcnt_sat 1
s_waitcnt foo_sat(1)
s_waitcnt vmcnt_sat(x)
s_waitcnt vmcnt_sat()
s_waitcnt VMCNT_SAT(1)
s_delay_alu x
