// Reductions in a LinxISA 0.41 SIMT block: the sum and maximum of a binary32 array and the
// maximum, minimum and sum of an int32 array, each into a global register.
// Globals: a0 = &x (f32), a1 = &k (i32), a2 = n.
	.text
	BSTART.STD FALL
	loop.set a2, 0, ->LB0
	BSTART.SIMT FALL
	B.TEXT body
	BSTOP

body:
	loop.get LC0, ->t.w              // t#1 = i
	lw [a0, t#1], ->t                // t#1 = x[i]
	rdfadd t#1.fs, =>s0              // s0 = sum of x (binary32; lanes in order, then groups)
	rdfmax t#1.fs, =>s1              // s1 = max of x
	lw [a1, t#2], ->t                // t#1 = k[i]
	rdmaxs t#1.sw, =>s2              // s2 = max of k (signed)
	rdmins t#1.sw, =>s3              // s3 = min of k (signed)
	rdadds t#1.sw, =>s4              // s4 = sum of k
	BSTOP
