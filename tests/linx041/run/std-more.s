// More standard- and FP-block forms: BSTART.STD DIRECT, an FP block with COND (its setc
// decides), the FP block's 32-bit divw/divuw/remw/remuw and ctzw/clzw (the low 32 bits, results
// sign-extended), the FP-block float branches b.feq..b.fge, movr, c.setc.eq, addtpc / c.addtpc,
// c.ssrget and the register-indexed loads lb / lh / ld with sdi. Values worked out by hand.
	.text
	BSTART.STD DIRECT, fpblk         // @in a0 = {i64: -7}   @in a1 = 2   @in a2 = 0x100000000   @in a3 = 0x10
	movi 1, =>s0                     // @global s0: u64 == 1 -- the DIRECT block's own body runs
	BSTART.STD FALL
	movi 7, =>s1                     // @global s1: u64 == 0 -- DIRECT jumped over this block
fpblk:
	BSTART.FP COND, fpyes
	divw a0, a1, =>s2                // @global s2: i64 == -3 -- -7 / 2 toward zero
	divuw a0, a1, =>s3               // @global s3: u64 == 2147483644 -- 0xfffffff9 / 2
	remw a0, a1, =>s4                // @global s4: i64 == -1
	remuw a0, a1, =>s5               // @global s5: u64 == 1
	ctzw a2, =>s6                    // @global s6: u64 == 32 -- the low 32 bits of 2^32 are 0
	clzw a3, =>s7                    // @global s7: u64 == 27 -- 0x10 in 32 bits
	setc.lti a1, 3                   // 2 < 3: the COND is taken
	BSTART.FP FALL
	movi 5, =>s8                     // @global s8: u64 == 0 -- never: the FP block's COND was taken
fpyes:
	BSTART.FP FALL                   // @in a4 = {f64: 1.5}   @in a5 = {f64: 2.5}
	movi 0, =>x0
	b.feq.fd a4, a4, 1f              // taken
	ori x0, 1, =>x0
1:	b.fne.fd a4, a4, 2f              // not taken
	ori x0, 2, =>x0
2:	b.flt.fd a4, a5, 3f              // 1.5 < 2.5: taken
	ori x0, 4, =>x0
3:	b.fge.fd a4, a5, 4f              // not taken
	ori x0, 8, =>x0
4:	BSTART.STD FALL                  // @global x0: u64 == 10 -- each taken branch skips its ori: 2 | 8
	c.setc.eq a1, a1
	movr a1, =>x1                    // @global x1: u64 == 2
	addtpc 1, ->t                    // t#1 = pc + 4096
	c.addtpc 0, ->t                  // t#1 = pc + 4 (the next instruction's pc)
	sub t#2, t#1, =>x2               // @global x2: u64 == 4092
	c.ssrget TP, ->t
	addi t#1, 0, =>x3                // @global x3: u64 == 0 -- TP starts at 0
	lb [a6, zero], ->t               // @buf m[2]: u32 init={fill: 0xfffffffe} -> a6
	lh [a6, zero], ->t
	add t#1, t#2, ->t                // -2 + -2
	ld [a6, zero], ->t               // 0xfffffffe_fffffffe
	add t#1, t#2, ->t
	sdi t#1, [a7, 0]                 // @buf r[2]: u32 -> a7 == [0xfffffffa, 0xfffffffe] -- ld + lh + lb = 0xfffffffe_fffffffe - 4
	BSTOP
