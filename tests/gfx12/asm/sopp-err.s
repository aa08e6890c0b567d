; messages and columns as llvm-mc 19 -mcpu=gfx1200 reports them
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
s_wait_alu depctr_va_vdst(16)
s_wait_alu depctr_va_vdst(1) depctr_va_vdst(1)
s_sendmsg sendmsg(MSG_HALT_WAVES)
s_sendmsg sendmsg(MSG_SYSMSG)
s_wait_alu 0x10000
