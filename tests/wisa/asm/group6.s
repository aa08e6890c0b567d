// Every group-6 instruction, with boundary operands.
	.text
	nop
	endpgm
	barrier
	icache.inv
	brk
	sleep 0
	sleep 1
	sleep 0xfffff
	trap 0
	trap 1048575
	setprio 0
	setprio 3
	setprio 0xfffff
// waitcnt: each field alone at 0 and at its largest waiting value, then together
	waitcnt
	waitcnt vm:0
	waitcnt vm:62
	waitcnt vm:63
	waitcnt vst:0
	waitcnt vst:62
	waitcnt tex:0
	waitcnt tex:14
	waitcnt ls:0
	waitcnt ls:14
	waitcnt sm:0
	waitcnt sm:1
	waitcnt sm:2
	waitcnt sfu:0
	waitcnt sfu:6
	waitcnt vm:0 vst:0 tex:0 ls:0 sm:0 sfu:0
	waitcnt sfu:1 sm:2 ls:3 tex:4 vst:5 vm:6
	waitcnt vm:1, ls:2
// CSR access: registers and 6-bit immediates at their bounds
	csrr u0, lane_count
	csrr u63, cycle
	csrw exec, u0
	csrw prio, u63
	csrs fflags, u7
	csrc fflags, u8
	csrwi frm, 0
	csrwi frm, 63
	csrsi scratch0, 1
	csrci scratch3, 62
	csrr u5, 0x3ff
	csrw 0x200, u1
	csrr u2, 0x20
