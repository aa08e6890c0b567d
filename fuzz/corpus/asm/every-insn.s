// Every group-6 instruction once, with typical operands.
	.text
	nop
	endpgm
	barrier
	icache.inv
	brk
	sleep 5
	trap 0xfffff
	setprio 3
	waitcnt
	waitcnt vm:0 ls:2
	waitcnt sfu:1 sm:2 ls:3 tex:4 vst:5 vm:6
	waitcnt vm:1, ls:2
	csrr u1, cycle
	csrr u63, 0x3ff
	csrw exec, u0
	csrs fflags, u7
	csrc fflags, u8
	csrwi prio, 63
	csrsi scratch0, 1
	csrci scratch3, 62
