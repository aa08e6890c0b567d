	.text
	BSTART.SIMT FALL
	B.TEXT body
	BSTOP
body:
	// Constants, pushed so that they stay put: u#1 = 7, u#2 = 5, u#3 = -1, u#4 = 1,
	// u#5 = 0xffffffff_80000000, u#6 = 0xffffffff_deadbeef, u#7 = 3, u#8 = 0xff;
	// m#1 = 0x0f, m#2 = 31, m#3 = 4, m#4 = 28.
	addi zero.sd, 0xff, ->u.d
	addi zero.sd, 3, ->u.d
	lui -0x21524, ->t                // 0xffffffff_deadc000
	addi t#1.sd, -0x111, ->u.d       // 0xffffffff_deadbeef
	lui -0x80000, ->u                // 0xffffffff_80000000
	addi zero.sd, 1, ->u.d
	addi zero.sd, -1, ->u.d
	addi zero.sd, 5, ->u.d
	addi zero.sd, 7, ->u.d
	addi zero.sd, 28, ->m.d
	addi zero.sd, 4, ->m.d
	addi zero.sd, 31, ->m.d
	addi zero.sd, 0x0f, ->m.d
	add u#1.sd, u#2.sd, ->t.d        // @buf add_[2]: u32 -> a0 == 12 -- add, then addi: 7 + 5
	swi t#1, [a0, 0]
	addi u#1.sd, 5, ->t.d
	swi t#1, [a0, 4]
	sub u#2.sd, u#1.sd, ->t.sw       // @buf sub_[2]: i32 -> a1 == -2 -- sub, then subi: 5 - 7
	swi t#1, [a1, 0]
	subi u#2.sd, 7, ->t.sw
	swi t#1, [a1, 4]
	and u#6.uw, u#8.uw, ->t.w        // @buf and_[2]: u32 -> a2 == 0xef -- 0xdeadbeef & 0xff, and andi
	swi t#1, [a2, 0]
	andi u#6.uw, 0xff, ->t.w
	swi t#1, [a2, 4]
	or u#8.uw, u#5.uw, ->t.w         // @buf or_[2]: u32 -> a3 == 0x800000ff -- or, ori
	swi t#1, [a3, 0]
	ori u#5.uw, 0xff, ->t.w
	swi t#1, [a3, 4]
	xor u#6.uw, u#3.uw, ->t.w        // @buf xor_[2]: u32 -> a4 == 0x21524110 -- ~0xdeadbeef; xori with -1 (sign-extended)
	swi t#1, [a4, 0]
	xori u#6.uw, -1, ->t.w
	swi t#1, [a4, 4]
	srl u#5.uw, m#2.uw, ->t.w        // @buf srl_[2]: u32 -> a5 == 1 -- 0x80000000 >> 31, srl and srli
	swi t#1, [a5, 0]
	srli u#5.uw, 31, ->t.w
	swi t#1, [a5, 4]
	srl u#3.sw, m#3.uw, ->t.w        // @buf srl_width[2]: u32 -> a6 == 0x0fffffff -- -1 read as .sw: shifted within 32 bits, zeros come in at bit 31
	swi t#1, [a6, 0]
	srli u#3.sw, 4, ->t.w
	swi t#1, [a6, 4]
	sra u#5.sw, m#3.uw, ->t.w        // @buf sra_[2]: u32 -> a7 == 0xf8000000 -- sign-filling, sra and srai
	swi t#1, [a7, 0]
	srai u#5.sw, 4, ->t.w
	swi t#1, [a7, 4]
	sll u#4.uw, m#2.uw, ->t.w        // @buf sll_[2]: u32 -> s0 == 0x80000000 -- 1 << 31, sll and slli
	swi t#1, [s0, 0]
	slli u#4.uw, 31, ->t.w
	swi t#1, [s0, 4]
	sll u#8.uw, m#4.uw, ->t.d        // @buf sll_width[2]: u32 -> s1 == [0xf0000000, 0x00000000] -- 0xff << 28 within 32 bits: the top nibble is lost
	sdi t#1, [s1, 0]
	add u#3.uw, u#4.uw, ->t.d        // @buf add_zext[2]: u32 -> s2 == [0x00000000, 0x00000001] -- .uw sources zero-extend: 0xffffffff + 1 = 2^32
	sdi t#1, [s2, 0]
	add u#3.uw, u#4.uw, ->t.w        // @buf add_trunc[2]: u32 -> s3 == [0x00000000, 0x00000000] -- the same, truncated to .w (sdi stores all 8 bytes)
	sdi t#1, [s3, 0]
	add u#3.sw, u#4.sw, ->t.d        // @buf add_sext[2]: u32 -> s4 == [0x00000000, 0x00000000] -- .sw sources sign-extend: -1 + 1 = 0
	sdi t#1, [s4, 0]
	add u#6.uw, zero.ud, ->t.sh      // @buf dst_sh[2]: u32 -> s5 == [0xffffbeef, 0xffffffff] -- ->t.sh: the low 16 bits, sign-extended
	sdi t#1, [s5, 0]
	add u#6.uw, zero.ud, ->t.h       // @buf dst_h[2]: u32 -> s6 == [0x0000beef, 0x00000000] -- ->t.h: the low 16 bits, zero-extended
	sdi t#1, [s6, 0]
	add u#6.ub, zero.ud, ->t.d       // @buf src_ub[2]: u32 -> s7 == [0x000000ef, 0x00000000] -- .ub reads the low byte
	sdi t#1, [s7, 0]
	add u#6.sh, zero.ud, ->t.d       // @buf src_sh[2]: u32 -> s8 == [0xffffbeef, 0xffffffff] -- .sh reads the low half, sign-extended
	sdi t#1, [s8, 0]
	BSTOP
