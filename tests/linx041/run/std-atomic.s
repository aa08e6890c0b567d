// Standard-block atomics in the sizes std-ext.s leaves out: lr.b / sc.b, lr.d / sc.d, swapw, and
// an sc with no reservation; bic/bis, miadd/misub and tc.iva/tc.iall (which change nothing).
// Expected values worked out by hand and checked with Python.
	.text
	BSTART.STD FALL                  // @buf m[4]: u32 init={fill: 0x80402010} -> a0   @in a1 = 0x1122334455667788
	lr.b [a0], =>s0                  // @global s0: u64 == 0x10
	sc.b a1, [a0], =>s1              // @global s1: u64 == 0 -- the reservation holds: 0x88 stored
	lbui [a0, 0], =>s2               // @global s2: u64 == 0x88
	addi a0, 4, =>a2
	lr.d [a2], =>s3                  // @global s3: u64 == 0x8040201080402010 -- m[2]:m[1]
	sc.d a1, [a2], =>s4              // @global s4: u64 == 0
	ldi [a2, 0], =>s5                // @global s5: u64 == 0x1122334455667788
	sc.d a0, [a2], =>s6              // @global s6: u64 == 1 -- the last sc ended the reservation
	swapw a1, [a0], =>s7             // @global s7: i64 == -2143281016 -- m[0] was 0x80402088, sign-extended
	lwui [a0, 0], =>s8               // @global s8: u64 == 0x55667788 -- a1's low word, stored
	BSTART.STD FALL
	tc.iva a0
	tc.iall
	bic a1, 4, 8, =>x0               // @global x0: u64 == 0x1122334455667008 -- bits 4..11 cleared
	bis a1, 60, 8, =>x1              // @global x1: u64 == 0xf122334455667788 -- bits 60..63 set (the rest are past 63)
	addi zero, 5, =>a3
	miadd a1, a3, 31, =>x2           // @global x2: u64 == 0x1122334455667823 -- a1 + 5 * 31
	misub a3, a3, 2, =>x3            // @global x3: i64 == -5 -- 5 - 5 * 2
	BSTOP
