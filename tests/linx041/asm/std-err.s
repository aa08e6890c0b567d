// Standard- and FP-block forms the assembler refuses, each with the reason: SSRs ssrset may
// not write, written by number; movi to RA (that word is c.addpc); the 16-bit forms that read
// t#1 (c.slli, c.cmp.eqi, c.swi) with another source; cvt between two integer types
// (update_v0.40.md 调整14); a c.lwi offset that is no multiple of 4.
	.text
	BSTART.STD FALL
	ssrset a0, 0x32                  // LaneNum by its id
	ssrset a0, 0x054                 // LC1 by its id
	ssrset a0, 0x51                  // LB0: accepted
	movi 1, =>ra
	movi 1, =>R10
	c.slli a0, 4, ->t
	c.cmp.eqi t#2, 1, ->t
	c.swi a0, [sp, 4]
	c.lwi [a0, 6], ->t
	bfi a0, a1, 8, 1, ->t            // M is a byte position 0..7
	BSTART.FP FALL
	cvt.sw2sd a0, ->t
	cvt.ud2uw a0, ->t
	cvt.uw2fd a0, ->t                // accepted
	cvt.fs2sw a0, ->t                // accepted
	addtpc 1, =>ra                   // addtpc's word with RegDst RA is addpc
	addpc 0x800                      // addpc's 12 valid bits are signed: -2048..2047
	BSTOP
