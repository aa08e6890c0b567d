	.data
table:
	.byte 1, 2, 0xff, -1
	.short 0x1234, -2
	.word 0xdeadbeef, table_end - table
	.quad 0x0123456789abcdef
	.ascii "ab\n"
	.asciz "c\x41\"\\"
	.string "s\t\0"
	.balign 8
	.zero 3
	.p2align 2
	.space 2, 0x5a
table_end:
	.section .text.extra, "x"
	.type f, @function
f:	nop
	.size f, . - f
	.section .rodata, "a"
	.type obj, @object
obj:	.4byte 7
	.local obj
	.text
	brk
