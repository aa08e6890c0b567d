// PC-relative constants and ccatw in a standard block (update_v0.40.md: addpc, the alias of
// addtpc with RegDst RA and only the immediate's high 12 bits; c.addpc, c.addtpc; ccatw's two
// results). Expected values worked out by hand: the rotation of 0xaabbccdd_55667788 right by 8
// is 0x88aabbcc_dd556677 (the checks give the sign-extended halves as i64: exact in the check
// language, whose u64 values past 2^53 compare as doubles).
	.text
	BSTART.STD FALL                  // @in a0 = 0x11223344aabbccdd   @in a1 = 0x55667788
	addpc 1                          // ra = pc + (1 << 20)
	addtpc 0, =>s0                   // s0 = its own pc, 4 bytes on
	sub ra, s0, =>s1                 // @global s1: i64 == 1048572 -- 0x100000 - 4
	c.addpc 6                        // ra = pc + 6 (16-bit)
	addtpc 0, =>s2                   // 2 bytes on
	sub ra, s2, =>s3                 // @global s3: i64 == 4 -- 6 - 2
	c.addtpc 1, ->t                  // t#1 = pc + 4096 (16-bit)
	addtpc 0, =>s4                   // 2 bytes on
	sub t#1, s4, =>s4                // @global s4: i64 == 4094 -- 4096 - 2
	ccatw a0, a1, 8, =>s5            // @global s5: i64 == -581605769 -- the low half of the rotation, sign-extended
	addi t#1, 0, =>s6                // @global s6: i64 == -2002076724 -- ccatw pushed the high half, sign-extended
	ccatw a1, a0, 0, =>s7            // @global s7: i64 == -1430532899 -- no rotation: the low half is b's
	addi t#1, 0, =>s8                // @global s8: u64 == 0x55667788 -- and the high half a's
	BSTOP
