// SAXPY as a LinxISA 0.41 SIMT block: y[i] = a * x[i] + y[i] for i < n, in binary32.
// Globals: a0 = &x, a1 = &y, a2 = a (binary32 bits), a3 = n.
// A standard (STD) block sets the iteration bound LB0 = n; the SIMT block is a separated block whose
// header (BSTART.SIMT, B.TEXT) points at its body; each lane runs one iteration i = LC0.
	.text
start:
	BSTART.STD FALL
	loop.set a3, 0, ->LB0            // LB0 = a3 + 0
	BSTART.SIMT FALL
	B.TEXT body
	BSTOP                            // end of the program

body:
	loop.get LC0, ->t.w              // t#1 = i
	lw [a0, t#1], ->t                // t#1 = x[i]   (the index register is scaled by 4)
	lw [a1, t#2], ->t                // t#1 = y[i], t#2 = x[i], t#3 = i
	fmadd a2.fs, t#2.fs, t#1.fs, ->t.w   // t#1 = a * x[i] + y[i] (one rounding)
	sw t#1, [a1, t#4]                // y[i] = t#1
	BSTOP
