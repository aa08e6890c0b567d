; messages and columns as llvm-mc 19 -mcpu=gfx1100 reports them
s_delay_alu instid0(VALU_DEP_1) instskip(NEXT)
s_delay_alu instid0(FOO)
s_delay_alu instidx(VALU_DEP_1)
s_delay_alu instid0(VALU_DEP_1
s_delay_alu instid0()
s_delay_alu instid0(VALU_DEP_1) |
s_delay_alu instid0(VALU_DEP_1) | 5
s_delay_alu instid0(valu_dep_1)
s_waitcnt vmcnt(64)
s_waitcnt foo(1)
s_waitcnt vmcnt(1
s_waitcnt vmcnt()
s_waitcnt vmcnt(x)
s_waitcnt vmcnt(1) |
s_delay_alu
s_waitcnt
s_nop
s_branch
s_endpgm 0x12345
s_endpgm -1
s_clause 0x12345
s_branch 0x1ffff
s_waitcnt_vscnt null, 0x12345
s_sendmsg sendmsg(MSG_SYSMSG)
s_sendmsg sendmsg(MSG_INTERRUPT, 0)
s_sendmsg sendmsg(MSG_INTERRUPT, 1)
s_sendmsg sendmsg(1, 8)
s_sendmsg sendmsg(1, 1, 4)
s_sendmsg sendmsg(256)
s_sendmsg sendmsg(-1)
s_sendmsg sendmsg(MSG_GS)
s_sendmsg sendmsg(MSG_FOO)
s_sendmsg sendmsg(1,
s_sendmsg sendmsg(1
s_sendmsg sendmsg(1, MSG_INTERRUPT)
s_sendmsg sendmsg(1, 2, 3, 4)
s_sendmsg 65536
s_sendmsg -1
s_sendmsg foo
s_sendmsg
s_sendmsg sendmsg
s_sendmsg SENDMSG(1)
s_sendmsg sendmsg(msg_interrupt)
s_sendmsg sendmsg(MSG_INTERRUPT, OP_NONE)
s_sendmsg 1 2
s_sendmsg sendmsg(1) 2
s_sendmsg sendmsg(MSG_SAVEWAVE)
s_sendmsg sendmsg(MSG_INTERRUPT, 0, 0)
s_sendmsg sendmsg(1, SYSMSG_OP_REG_RD)
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD, 0)
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_HOST_TRAP_ACK)
s_sendmsg sendmsg(MSG_SYSMSG, 0)
s_sendmsg sendmsg(MSG_SYSMSG, 3)
s_sendmsg sendmsg(MSG_SYSMSG, 5)
s_sendmsg sendmsg(MSG_SYSMSG, 8)
s_sendmsg sendmsg(MSG_INTERRUPT
s_sendmsg sendmsg(MSG_INTERRUPT,
s_sendmsg sendmsg()
s_sendmsg sendmsg(x)
s_sendmsg x
s_waitcnt_depctr depctr_va_vdst(1) depctr_va_vdst(2)
s_waitcnt_depctr depctr_va_vdst(16)
s_waitcnt_depctr depctr_va_vdst(-1)
s_waitcnt_depctr depctr_foo(1)
s_waitcnt_depctr depctr_va_vdst 1
s_waitcnt_depctr depctr_va_vdst(1
s_waitcnt_depctr depctr_va_vdst(1) &
s_waitcnt_depctr depctr_va_vdst(1) 5
s_waitcnt_depctr 0x10000
s_waitcnt_depctr -32769
s_waitcnt_depctr 0x1ffff
s_waitcnt_depctr depctr_va_vdst(x)
s_waitcnt_depctr depctr_va_vdst()
s_waitcnt_depctr 
s_waitcnt_vscnt s0, 0x1
s_waitcnt_vscnt s105, 0x1
s_waitcnt_vscnt vcc_lo, 0x1
s_waitcnt_vscnt m0, 0x1
s_waitcnt_vscnt exec_lo, 0x1
