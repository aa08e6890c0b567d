// Faulting LinxISA programs for the run-err goldens (each launch file's entry names one).
	.text
past_end:                            // reads x[i + 100]
	BSTART.SIMT FALL
	B.TEXT body1
	BSTOP
body1:
	loop.get LC0, ->t.w
	addi t#1.uw, 100, ->t.w
	lw [a0, t#1], ->t
	BSTOP

split:                               // lanes disagree on a branch
	BSTART.SIMT FALL
	B.TEXT body2
	BSTOP
body2:
	loop.get LC0, ->t.w
	b.eq t#1.uw, zero.uw, out
out:
	BSTOP

no_body:                             // a SIMT header without its B.TEXT
	BSTART.SIMT FALL
	BSTOP
