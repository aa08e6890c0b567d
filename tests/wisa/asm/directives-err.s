// Directive values that are out of range get a message that says what was written (issue 18).
	.p2align 13
	.p2align -1
	.zero -1
	.fill 0x7fffffffffffffff, 8, 0
	.quad 1 / 0
// Character constants: empty, several characters, unterminated (issue 18).
	.word ''
	.word 'ab'
	.word 'a
// A string whose last character is a backslash escapes nothing: it is unterminated.
	.ascii "abc\
// A cycle through two symbols is one error, not one per use.
	cyc_a = cyc_b
	cyc_b = cyc_a
	.word cyc_a, cyc_b
// Kernel attributes: byte counts in 32 bits, register counts within the register class.
	.kernel attrs
	.shared_bytes -1
	.shared_bytes 0x100000000
	.arg_bytes -4
	.vregs 1000
	.uregs -5
	.vregs 64
	.uregs 0
	endpgm
	.end
