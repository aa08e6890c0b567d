// Standard-block bit fields, multiply-add, atomics and the ICALL branch type: bxu/bxs, bfi in
// bytes (update_v0.40.md 调整9), madd/maddw, lr/sc/swap, and c.setc.tgt + BSTART.STD ICALL with
// the callee's RET. Expected values worked out by hand and checked with Python's integers.
	.text
	BSTART.STD FALL                  // @in a0 = 0x8877665544332211   @in a1 = 0xaabbccdd
	bxu a0, 8, 12, =>s0              // @global s0: u64 == 0x322 -- bits 8..19 of a0
	bxs a0, 60, 4, =>s1              // @global s1: i64 == -8 -- the top nibble 0x8, sign-extended
	bxs a0, 4, 0, =>s2               // @global s2: u64 == 0 -- a field of width 0 is empty
	bfi a0, a1, 2, 3, =>s3           // @global s3: u64 == 0x887766bbccdd2211 -- bytes 2..4 of a0 = the low 3 bytes of a1
	bfi a0, a1, 6, 4, =>s4           // @global s4: u64 == 0xccdd665544332211 -- bytes 6..9: the two past byte 7 are dropped
	addi zero, 7, =>a2
	addi zero, -3, =>a3
	madd a2, a3, a0, =>s5            // @global s5: u64 == 0x88776655443321fc -- a0 + 7 * -3
	maddw a1, a2, a3, =>s6           // @global s6: i64 == -1423795704 -- the low 32 bits of -3 + 0xaabbccdd * 7
	BSTART.STD FALL                  // @buf m[4]: u32 init={fill: 0xfffffff0} -> a4
	lr.w [a4], ->t                   // t#1 = -16, m[0] reserved
	addi t#1, 100, ->t               // 84
	sc.w t#1, [a4], =>s7             // @global s7: u64 == 0 -- the reservation holds: 84 stored
	sc.w t#1, [a4], =>s8             // @global s8: u64 == 1 -- sc ended the reservation
	lwi [a4, 0], =>x0                // @global x0: u64 == 84
	lr.d [a4], ->t
	sc.w t#2, [a4], ->t              // 1: the reservation covers 8 bytes, not these 4
	lr.h [a4], ->u                   // 84
	sc.h a1, [a4], ->u               // 0: stores 0xccdd
	lhui [a4, 0], ->u                // 0xccdd
	add t#1, u#1, ->t
	add t#1, u#2, ->t
	add t#1, u#3, =>x1               // @global x1: u64 == 52530 -- 1 + 0xccdd + 0 + 84
	addi a4, 8, =>a6
	swaph a1, [a6], =>x2             // @global x2: i64 == -16 -- m[2]'s low half was 0xfff0
	swapd a0, [a6], ->t              // t#1 = m[3]:m[2] = 0xfffffff0_ffffccdd
	ldi [a6, 0], ->t                 // a0, just stored
	xor t#1, a0, ->t                 // 0
	add t#1, t#3, =>x3               // @global x3: u64 == 0xfffffff0ffffccdd -- the old value swapd returned, plus 0
	swapb a3, [a4], ->t              // -35: m[0]'s low byte was 0xdd
	lbui [a4, 0], ->t                // 0xfd: -3's low byte, stored
	add t#1, t#2, =>sp               // @global sp: u64 == 218 -- 0xfd + -35
	BSTART.STD FALL                  // ICALL: to the block c.setc.tgt names, RET back to the next one
	c.addpc callee - .               // ra = &callee
	c.setc.tgt ra                    // 16-bit setc.tgt
	BSTART.STD ICALL
	addi zero, 3, =>a5               // the ICALL block's own body runs first
	BSTART.STD FALL
	addi a7, 1, =>a2                 // @global a2: u64 == 14 -- after the callee's RET: a7 = 13
	BSTART.STD DIRECT, done
	movi 0, ->t
callee:
	BSTART.STD RET
	addi a5, 10, =>a7                // @global a7: u64 == 13 -- a5 = 3 from the ICALL block
done:
	BSTART.STD FALL
	BSTOP
