// Diagnostics the assembler must give, each with a location and a way forward.
	slep 5
	sleep 0x100000
	sleep -1
	csrwi prio, 64
	csrr u1, cycel
	csrr v1, cycle
	csrr u64, cycle
	waitcnt vm:1 vm:2
	waitcnt vm:64
	waitcnt xm:1
	csrr u1
	csrr u1,
	csrw exec
	sleep 5 extra
	nop nop
	.ascii "unterminated
	trap undefined_label
	trap 1f
	.frobnicate 3
	sleep (1 + 2
	sleep 1/0
	sleep 0x
	sleep 12abc
again:
again:
	.kernel k
