// Folding an array in half with standard (STD) blocks around a SIMT block:
//   y[i] = x[i] + x[i + n/2] for i < n/2, then sum = y[0] + ... + y[n/2 - 1] twice, once with
//   an in-block loop (b.lt) and once with a block-level loop (a COND block that branches to
//   itself while setc's condition holds).
// Globals: a0 = &x, a1 = &y, a2 = n (the kernel arguments). The STD block computes the loop
// bound n/2 and the address &x[n/2]; nothing else comes from the launch file.
	.text
	BSTART.STD FALL
	srli a2, 1, =>s0                 // s0 = h = n / 2
	slli s0, 2, ->t                  // t#1 = 4h, the byte offset of x[h]
	add a0, t#1, =>s1                // s1 = &x[h]
	loop.set s0, 0, ->LB0            // LB0 = h: the SIMT block's iterations
	BSTART.SIMT FALL
	B.TEXT fold
	BSTART.STD FALL                  // sum y with an in-block loop
	movi 0, =>s2                     // s2 = sum (16-bit movi)
	movi 0, =>s3                     // s3 = i
next:
	lw [a1, s3], ->t                 // t#1 = y[i] (the index register scaled by 4)
	add s2, t#1, =>s2
	addi s3, 1, =>s3
	b.lt s3, s0, next                // while i < h
	BSTART.STD FALL                  // the same sum, one element per block
	movi 0, =>s4                     // s4 = i
	movi 0, =>s5                     // s5 = sum
again:
	BSTART.STD COND, again           // runs again while the condition set below holds
	lw [a1, s4], ->t
	add s5, t#1, =>s5
	c.addi s4, 1, ->t                // 16-bit: t#1 = i + 1
	movr t#1, =>s4
	setc.lt s4, s0                   // branch back to `again` while i < h
	BSTOP

fold:
	loop.get LC0, ->t.w              // t#1 = i
	lw [s1, t#1], ->t                // t#1 = x[h + i]
	lw [a0, t#2], ->t                // t#1 = x[i]
	add t#1.uw, t#2.uw, ->t.w        // t#1 = x[i] + x[h + i]
	sw t#1, [a1, t#4]                // y[i]
	BSTOP
