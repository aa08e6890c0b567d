	slep 5
	sleep 0x100000
	waitcnt vm:64 vm:1 foo:2
	csrr v1, cycle
	csrw cycl, u1
	csrwi prio, 64
	trap undefined_sym
	.kernel k
	.kernel k2
	.equ a, b
	.equ b, a
	sleep a
	.byte 256
	.ascii "unterminated
	.align 3
	1: 1: nop
	trap 3f
	sleep 1 / 0
	.bogus
