// Standard (STD) blocks: loads and stores, the 16-bit compressed instructions of the 0.40
// change log, and the block branch types FALL, DIRECT, COND (setc), CALL / RET, IND (setc.tgt),
// plus the six in-block branches. Expected values worked out by hand: a0 = 100, a1 = -7.
	.text
	BSTART.STD FALL                  // @buf mem[4]: u32 init={fill: 0xffffffff} -> a3   @in a0 = 100   @in a1 = {i64: -7}
	lui 0x44332, ->t
	addi t#1, 0x211, =>a4            // a4 = 0x44332211
	sbi a4, [a3, 0]                  // mem byte 0 = 0x11
	shi a4, [a3, 8]                  // mem[2] low half = 0x2211
	swi a4, [a3, 12]                 // mem[3] = 0x44332211
	lbi [a3, 0], =>a5                // 0x11
	lbui [a3, 12], ->t               // 0x11
	lhi [a3, 12], ->t                // 0x2211
	lwi [a3, 12], ->t                // 0x44332211
	add t#1, t#2, ->t
	add t#1, t#4, =>a6               // @global a6: u64 == 0x44334433 -- lwi + lhi + lbui: 0x44332211 + 0x2211 + 0x11
	addi zero, 3, ->t
	lw [a3, t#1], =>a7               // @global a7: u64 == 0x44332211 -- lw [a3, 3]: index scaled by 4
	movi -2, ->t                     // 16-bit movi: t#1 = -2
	sbi t#1, [a3, 1]                 // mem byte 1 = 0xfe (mem[1] stays 0xffffffff: the buffer starts filled)
	BSTART.STD CALL, callee          // CALL / RET: the callee runs, then the block after this one
	movi 5, =>s0                     // s0 = 5 for the callee
	BSTART.STD FALL
	addi s1, 0, =>s2                 // @global s2: i64 == 10 -- s1 from the callee (5 * 2): CALL, then RET came back here
	c.addpc indirect - .             // ra = &indirect (pc-relative)
	setc.tgt ra
	BSTART.STD IND                   // to the target setc.tgt set
	movi 1, =>x0                     // (not a result: x0 checked above is overwritten below)
	BSTART.STD FALL                  // IND jumps over this block
	movi 9, =>s3                     // @global s3: u64 == 0 -- never runs: IND jumped over it
indirect:
	C.BSTART.STD FALL                // 16-bit header
	movi 3, ->t
	movi 6, ->u
	c.add t#1, u#1, ->t              // 9
	c.sub t#1, t#2, ->t              // 9 - 3 = 6
	c.and t#1, t#2, ->t              // 6 & 9 = 0
	c.or t#1, t#3, ->t               // 0 | 9 = 9
	c.slli t#1, 4, ->t               // 144
	c.srli t#1, 3, ->t               // 18
	c.addi t#1, -3, ->t              // 15
	c.cmp.eqi t#1, 15, ->t           // 1
	c.cmp.nei t#1, 1, ->t            // 0 (c.slli, c.srli and c.cmp.eqi/nei read t#1)
	add t#1, t#2, =>x0               // @global x0: u64 == 1 -- c.cmp.eqi 1 + c.cmp.nei 0
	addi t#3, 0, =>x1                // @global x1: u64 == 15 -- c.add c.sub c.and c.or c.slli c.srli c.addi: 3+6, -3, &9, |9, <<4, >>3, -3
	ldi [a3, 8], ->t                 // t#1 = 0x44332211_ffff2211 (shi wrote 0x2211 over the 0xff fill)
	sext.h t#1, ->t                  // 0x2211
	zext.w t#2, ->t                  // 0xffff2211
	sext.b t#3, ->t                  // 0x11
	add t#1, t#2, ->t                // 0xffff2222
	add t#1, t#4, =>x3               // @global x3: u64 == 0xffff4433 -- sext.b 0x11 + zext.w 0xffff2211 + sext.h 0x2211
	sext.w a1, ->t                   // -7
	zext.b a1, ->t                   // 0xf9
	zext.h a1, ->t                   // 0xfff9
	add t#1, t#2, ->t                // 0x100f2
	add t#1, t#4, =>x2               // @global x2: u64 == 65771 -- zext.h 0xfff9 + zext.b 0xf9 + sext.w -7
	addi zero, 0, =>sp
	addi a3, 0, =>sp                 // sp = &mem
	c.lwi [sp, 12], ->t              // t#1 = 0x44332211
	c.swi t#1, [sp, 4]               // mem[1] = 0x44332211 (c.swi / c.sdi store t#1)
	c.ldi [sp, 0], ->t               // t#1 = 0x44332211_fffffe11
	c.sdi t#1, [sp, 8]               // mem[2..3] = 0xfffffe11, 0x44332211
	lwui [a3, 4], =>ra
	lhui [a3, 8], ->t                // 0xfe11
	add t#1, ra, =>ra                // @global ra: u64 == 0x44342022 -- c.swi wrote 0x44332211, c.sdi's low half 0xfe11
	ssrget LaneNum, =>s4             // @global s4: u64 == 8
	addi zero, 5, =>s5
	BSTART.STD COND, skipped         // its own setc decides: false, so the next block runs
	addi zero, 1, =>s6               // @global s6: u64 == 1 -- a COND block with a false condition falls through
	setc.eq s5, zero                 // 5 == 0: false
	BSTART.STD COND, taken           // true: to `taken`
	c.setc.ne s5, zero               // 16-bit: 5 != 0
skipped:
	BSTART.STD FALL
	addi zero, 9, =>s7               // @global s7: u64 == 0 -- never: COND skipped over this block
taken:
	BSTART.STD FALL                  // in-block branches: bit k of s8 set when branch k is taken
	movi 0, =>s8
	b.eq a0, a0, 1f                  // taken
	j 2f
1:	ori s8, 1, =>s8
2:	b.ne a0, a0, 3f                  // not taken
	j 4f
3:	ori s8, 2, =>s8
4:	b.lt a1, a0, 5f                  // -7 < 100: taken
	j 6f
5:	ori s8, 4, =>s8
6:	b.ge a1, a0, 7f                  // not taken
	j 8f
7:	ori s8, 8, =>s8
8:	b.ltu a1, a0, 9f                 // 2^64 - 7 < 100 unsigned: not taken
	j 10f
9:	ori s8, 16, =>s8
10:	b.geu a1, a0, 11f                // taken
	j 12f
11:	ori s8, 32, =>s8                 // @global s8: u64 == 0x25 -- b.eq, b.lt, b.geu taken
12:	C.BSTOP
callee:
	BSTART.STD RET
	add s0, s0, =>s1                 // s1 = 10
	BSTOP
