# A kernel with labels, local labels, forward references and expressions.
	.equ BASE, 0x40
	.set SHIFT, BASE >> 4
LIMIT = (1 << 20) - 1
	.global entry
	.kernel entry
	.shared_bytes 4096
	.arg_bytes 16
	.vregs 8
	sleep BASE + SHIFT * 2
	trap LIMIT
	trap (end - entry) / 4          ; forward difference
1:	setprio 1
	trap 2f - 1b
2:	sleep -(-5)
	sleep ~0 & 0xff
	sleep 'A' + '\n'
	sleep 0b1010 | 0o7 ^ 0x1_f
	sleep 10 % 3 + (7 == 7) + (3 != 3) + (2 <= 3) + (4 >= 5) + (1 && 0) + (1 || 0)
	sleep . - entry
	endpgm
end:
	.end
