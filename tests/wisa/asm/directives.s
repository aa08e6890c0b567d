// Labels, local labels, expressions and data directives.
	.equ BASE, 0x40
	.set SHIFT, BASE >> 4
LIMIT = (1 << 20) - 1
	.set STEP, 1
	.set STEP, STEP + 1             # its own name is the earlier value, as in GNU as: 2
	.set STEP, STEP * 3             # 6
	.global entry
	.text
	.kernel entry
	.shared_bytes 4096
	.arg_bytes 16
	sleep BASE + SHIFT * 2          # 0x48
	trap LIMIT
	trap (end - entry) / 4          ; a forward label difference
1:	setprio 1
	setprio 2
	trap 2f - 1b
2:	sleep -(-5)
	sleep ~0 & 0xff
	sleep 'A'
	sleep 0b1010 | 0o7
	sleep 10 % 3 + (7 == 7) + (3 != 3) + (2 <= 3) + (4 >= 5) + (1 && 0) + (1 || 0)
	sleep . - entry
	sleep STEP                      # 6
	// INT64_MIN / -1 wraps to INT64_MIN (its top byte 0x80), INT64_MIN % -1 is 0 (issue 18).
	sleep ((-0x7fffffffffffffff - 1) / -1 >> 56) & 0xff
	sleep 7 + (-0x7fffffffffffffff - 1) % -1
	endpgm
end:
	.end
	.data
table:
	.byte 1, 2, 0xff, -1
	.short 0x1234, -2
	.word 0xdeadbeef, table_end - table
	.quad 0x0123456789abcdef
	.ascii "ab\n"
	.asciz "c\x41\"\\"
	.balign 8
	.zero 3
	.p2align 2
	.space 2, 0x5a
table_end:
