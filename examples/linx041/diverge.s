// A divergent SIMT block: y[i] = x[i] >= 0 ? 2 * x[i] : -x[i]. The lanes split at pc.push
// and meet again after the second pc.pop; each lane's T queue follows its own path.
// Globals: a0 = &x, a1 = &y, a2 = n (all int32).
	.text
	BSTART.STD FALL
	loop.set a2, 0, ->LB0
	BSTART.SIMT FALL
	B.TEXT body
	BSTOP

body:
	loop.get LC0, ->t.w              // t#1 = i
	lw [a0, t#1], ->t                // t#1 = x, t#2 = i
	cmp.ge t#1.sw, zero.sw, ->t.w    // t#1 = x >= 0, t#2 = x, t#3 = i
	pc.push t#1.uw, negative         // lanes with x >= 0 go on; the others wait at `negative`
	add t#2.sw, t#2.sw, ->t.w        // t#1 = 2x (t#4 = i)
	sw t#1, [a1, t#4]
	pc.pop                           // now the waiting lanes run from `negative`
negative:
	sub zero.sw, t#2.sw, ->t.w       // t#1 = -x (t#4 = i)
	sw t#1, [a1, t#4]
	pc.pop                           // every lane again
	BSTOP
