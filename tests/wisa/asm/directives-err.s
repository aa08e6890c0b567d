// Directive values that are out of range get a message that says what was written (issue 18).
	.p2align 13
	.p2align -1
	.zero -1
	.fill 0x7fffffffffffffff, 8, 0
	.quad 1 / 0
