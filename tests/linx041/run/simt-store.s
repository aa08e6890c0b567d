// SIMT stores: sb sh sw sd (at b + c * size: the index scaled), sh.u sw.u sd.u (index unscaled),
// sbi shi swi sdi (b + imm, imm a multiple of the size), shi.u swi.u sdi.u (any imm), and the
// simm7 forms sbi.a shi.a swi.a sdi.a shi.ua swi.ua sdi.ua, which also write the updated address
// b + simm to their RegDst (->n here; checked through ra). Each stores the low bytes of
// v = 0x88776655_44332211 (or w = 2^32) into its own buffer, filled with 0xff bytes before the
// run, so the expected words are the untouched 0xff bytes and v's bytes at their addresses
// (little-endian). Unaligned addresses are allowed. One iteration.
	.text
	BSTART.SIMT FALL
	B.TEXT body
	BSTOP
body:
	lui -0x7788a, ->t                // 0xffffffff_88776000
	addi t#1.sd, 0x655, ->t.d        // 0xffffffff_88776655
	slli t#1.ud, 32, ->t.d           // 0x88776655_00000000
	lui 0x44332, ->t
	addi t#1.sd, 0x211, ->t.d        // 0x44332211
	or t#1.ud, t#3.ud, ->u.d         // u#1 = v
	addi zero.sd, 1, ->t.d
	slli t#1.ud, 32, ->u.d           // u#1 = w = 2^32, u#2 = v
	addi zero.sd, 4, ->u.d           // u#1 = 4, u#2 = w, u#3 = v
	addi zero.sd, 1, ->u.d           // u#1 = 1 (an index), u#2 = 4, u#3 = w, u#4 = v
	sb u#4, [a0, u#1]                // @buf sb_[2]: u32 init={fill: 0xffffffff} -> a0 == [0xffff11ff, 0xffffffff] -- index 1 * 1: byte 1 = 0x11
	sh u#4, [a1, u#1]                // @buf sh_[2]: u32 init={fill: 0xffffffff} -> a1 == [0x2211ffff, 0xffffffff] -- index 1 * 2: bytes 2, 3
	sw u#4, [a2, u#1]                // @buf sw_[2]: u32 init={fill: 0xffffffff} -> a2 == [0xffffffff, 0x44332211] -- index 1 * 4: word 1
	sd u#4, [a3, zero]               // @buf sd_[2]: u32 init={fill: 0xffffffff} -> a3 == [0x44332211, 0x88776655] -- index 0: all 8 bytes
	sh.u u#4, [a4, u#1]              // @buf sh_u_[2]: u32 init={fill: 0xffffffff} -> a4 == [0xff2211ff, 0xffffffff] -- index 1 unscaled: bytes 1, 2
	sw.u u#4, [a5, u#1]              // @buf sw_u_[2]: u32 init={fill: 0xffffffff} -> a5 == [0x332211ff, 0xffffff44] -- index 1 unscaled: bytes 1..4
	sd.u u#3, [a6, u#2]              // @buf sd_u_[3]: u32 init={fill: 0xffffffff} -> a6 == 0xffffffff + i -- index 4 unscaled: bytes 4..11 = 2^32 (so the words are -1, 0, 1)
	sbi u#4, [a7, 3]                 // @buf sbi_[2]: u32 init={fill: 0xffffffff} -> a7 == [0x11ffffff, 0xffffffff] -- b + 3
	shi u#4, [s0, 2]                 // @buf shi_[2]: u32 init={fill: 0xffffffff} -> s0 == [0x2211ffff, 0xffffffff] -- b + 2
	swi u#4, [s1, 4]                 // @buf swi_[2]: u32 init={fill: 0xffffffff} -> s1 == [0xffffffff, 0x44332211] -- b + 4
	sdi u#4, [s2, 0]                 // @buf sdi_[2]: u32 init={fill: 0xffffffff} -> s2 == [0x44332211, 0x88776655] -- b + 0
	shi.u u#4, [s3, 1]               // @buf shi_u_[2]: u32 init={fill: 0xffffffff} -> s3 == [0xff2211ff, 0xffffffff] -- b + 1, unaligned
	swi.u u#4, [s4, 2]               // @buf swi_u_[2]: u32 init={fill: 0xffffffff} -> s4 == [0x2211ffff, 0xffff4433] -- b + 2
	sdi.u u#3, [s5, 4]               // @buf sdi_u_[3]: u32 init={fill: 0xffffffff} -> s5 == 0xffffffff + i -- b + 4: 2^32
	sbi.a u#4, [s6, 2], ->n          // @buf sbi_a_[2]: u32 init={fill: 0xffffffff} -> s6 == [0xff11ffff, 0xffffffff] -- simm7: b + 2
	shi.a u#4, [s7, 2], ->n          // @buf shi_a_[2]: u32 init={fill: 0xffffffff} -> s7 == [0x2211ffff, 0xffffffff]
	swi.a u#4, [s8, 4], ->n          // @buf swi_a_[2]: u32 init={fill: 0xffffffff} -> s8 == [0xffffffff, 0x44332211]
	sdi.a u#4, [x0, 0], ->n          // @buf sdi_a_[2]: u32 init={fill: 0xffffffff} -> x0 == [0x44332211, 0x88776655]
	shi.ua u#4, [x1, 1], ->n         // @buf shi_ua_[2]: u32 init={fill: 0xffffffff} -> x1 == [0xff2211ff, 0xffffffff] -- unaligned
	swi.ua u#4, [x2, 3], ->n         // @buf swi_ua_[2]: u32 init={fill: 0xffffffff} -> x2 == [0x11ffffff, 0xff443322] -- b + 3: bytes 3..6
	sdi.ua u#3, [x3, 4], ->n         // @buf sdi_ua_[3]: u32 init={fill: 0xffffffff} -> x3 == 0xffffffff + i -- b + 4: 2^32
	sub n#1.ud, x3.ud, ->t.d         // sdi.ua's RegDst: x3 + 4
	swi t#1, [ra, 0]                 // @buf upd[3]: u32 -> ra == 4 - i -- the address-update stores write b + simm to RegDst
	sub n#2.ud, x2.ud, ->t.d         // swi.ua's: x2 + 3
	swi t#1, [ra, 4]
	sub n#7.ud, s6.ud, ->t.d         // sbi.a's: s6 + 2
	swi t#1, [ra, 8]
	BSTOP
