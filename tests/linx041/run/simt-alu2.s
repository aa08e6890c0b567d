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
	// cmp in the eight conditions on (a, b) = (-1, 1), packed as bit k of a mask for condition k
	// (eq ne and or lt ge ltu geu): ne, and (both non-zero), or, lt (signed) and geu hold.
	cmp.eq u#3.sd, u#4.sd, ->t.d     // @buf cmp_[1]: u32 -> a0 == 0x9e
	cmp.ne u#3.sd, u#4.sd, ->t.d
	slli t#1.ud, 1, ->t.d
	or t#1.ud, t#3.ud, ->t.d
	cmp.and u#3.sd, u#4.sd, ->t.d
	slli t#1.ud, 2, ->t.d
	or t#1.ud, t#3.ud, ->t.d
	cmp.or u#3.sd, u#4.sd, ->t.d
	slli t#1.ud, 3, ->t.d
	or t#1.ud, t#3.ud, ->t.d
	cmp.lt u#3.sd, u#4.sd, ->t.d
	slli t#1.ud, 4, ->t.d
	or t#1.ud, t#3.ud, ->t.d
	cmp.ge u#3.sd, u#4.sd, ->t.d
	slli t#1.ud, 5, ->t.d
	or t#1.ud, t#3.ud, ->t.d
	cmp.ltu u#3.sd, u#4.sd, ->t.d
	slli t#1.ud, 6, ->t.d
	or t#1.ud, t#3.ud, ->t.d
	cmp.geu u#3.sd, u#4.sd, ->t.d
	slli t#1.ud, 7, ->t.d
	or t#1.ud, t#3.ud, ->t.d
	swi t#1, [a0, 0]
	cmp.eqi u#3.sd, 1, ->t.d         // @buf cmpi_[1]: u32 -> a1 == 0x9e -- the same with the immediate 1
	cmp.nei u#3.sd, 1, ->t.d
	slli t#1.ud, 1, ->t.d
	or t#1.ud, t#3.ud, ->t.d
	cmp.andi u#3.sd, 1, ->t.d
	slli t#1.ud, 2, ->t.d
	or t#1.ud, t#3.ud, ->t.d
	cmp.ori u#3.sd, 1, ->t.d
	slli t#1.ud, 3, ->t.d
	or t#1.ud, t#3.ud, ->t.d
	cmp.lti u#3.sd, 1, ->t.d
	slli t#1.ud, 4, ->t.d
	or t#1.ud, t#3.ud, ->t.d
	cmp.gei u#3.sd, 1, ->t.d
	slli t#1.ud, 5, ->t.d
	or t#1.ud, t#3.ud, ->t.d
	cmp.ltui u#3.sd, 1, ->t.d
	slli t#1.ud, 6, ->t.d
	or t#1.ud, t#3.ud, ->t.d
	cmp.geui u#3.sd, 1, ->t.d
	slli t#1.ud, 7, ->t.d
	or t#1.ud, t#3.ud, ->t.d
	swi t#1, [a1, 0]
	cmp.and u#4.sd, zero.sd, ->t.d   // @buf cmp_and0[2]: u32 -> a2 == 0 -- cmp.and with a zero operand, cmp.or of two zeros
	swi t#1, [a2, 0]
	cmp.or zero.sd, zero.sd, ->t.d
	swi t#1, [a2, 4]
	bxs u#6.uw, 8, 8, ->t.d          // @buf bxs_[2]: u32 -> a3 == [0xffffffbe, 0xffffffff] -- bits [8, 16) of 0xdeadbeef = 0xbe, sign-extended
	sdi t#1, [a3, 0]
	bxu u#6.uw, 8, 8, ->t.d          // @buf bxu_[2]: u32 -> a4 == [0x000000be, 0x00000000] -- zero-extended
	sdi t#1, [a4, 0]
	bxs u#6.uw, 8, 0, ->t.d          // @buf bx_width0[2]: u32 -> a5 == 0 -- a width of 0 gives 0 (bxs, then bxu)
	swi t#1, [a5, 0]
	bxu u#6.uw, 8, 0, ->t.d
	swi t#1, [a5, 4]
	bxs u#6.uw, 4, 4, ->t.d          // @buf bxs_pos[1]: u32 -> a6 == 0xfffffffe -- bits [4, 8) = 0xe, sign-extended
	swi t#1, [a6, 0]
	bic u#8.ud, m#1.ud, ->t.d        // @buf bic_[1]: u32 -> a7 == 0xf0 -- 0xff & ~0x0f
	swi t#1, [a7, 0]
	bis m#1.ud, u#5.ud, ->t.d        // @buf bis_[2]: u32 -> s0 == [0x8000000f, 0xffffffff] -- 0x0f | 0xffffffff_80000000
	sdi t#1, [s0, 0]
	mul u#3.sd, u#2.sd, ->t.d        // @buf mul_[2]: u32 -> s1 == [0xfffffffb, 0xffffffff] -- -1 * 5 = -5 (64-bit)
	sdi t#1, [s1, 0]
	mul u#3.sw, u#3.sw, ->t.d        // @buf mul_signed[2]: u32 -> s2 == [0x00000001, 0x00000000] -- read as signed: -1 * -1 = 1
	sdi t#1, [s2, 0]
	mulu u#3.uw, u#3.uw, ->t.d       // @buf mulu_[2]: u32 -> s3 == [0x00000001, 0xfffffffe] -- read as unsigned: (2^32 - 1)^2
	sdi t#1, [s3, 0]
	madd u#7.sd, u#2.sd, u#1.sd, ->t.d  // @buf madd_[1]: u32 -> s4 == 22 -- 3 * 5 + 7
	swi t#1, [s4, 0]
	lui 0x12345, ->t                 // @buf lui_[2]: u32 -> s5 == [0x12345000, 0x00000000] -- imm << 12
	sdi t#1, [s5, 0]
	lui -1, ->t                      // @buf lui_neg[2]: u32 -> s6 == [0xfffff000, 0xffffffff] -- sign-extended to 64 bits
	sdi t#1, [s6, 0]
	addtpc 0, ->t                    // @buf addtpc_[2]: u32 -> s7 == [8, 4104] -- the pc difference of two instructions 8 bytes apart; then with imm 1: 8 + 4096
	addtpc 0, ->t
	sub t#1.sd, t#2.sd, ->t.d
	swi t#1, [s7, 0]
	addtpc 0, ->t
	addtpc 1, ->t
	sub t#1.sd, t#2.sd, ->t.d
	swi t#1, [s7, 4]
	BSTOP
