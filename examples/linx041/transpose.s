// Transposing an R x C matrix of words in one SIMT block over two loop dimensions:
//   out[i][j] = in[j][i] for i < C, j < R   (in is R x C, out is C x R, both row-major).
// Globals: a0 = &in, a1 = &out, a2 = R, a3 = C (the kernel arguments). The standard block
// before it sets both iteration bounds (LB0 = C, LB1 = R) and the element count s0 = R * C;
// each lane computes its two addresses from LC0 and LC1.
	.text
	BSTART.STD FALL
	loop.set a3, 0, ->LB0            // LB0 = C: LC0 = i, the column of in
	loop.set a2, 0, ->LB1            // LB1 = R: LC1 = j, the row of in
	mul a2, a3, =>s0                 // s0 = R * C
	BSTART.SIMT FALL
	B.TEXT body
	BSTOP

body:
	loop.get LC0, ->t.w              // t#1 = i
	loop.get LC1, ->t.w              // t#1 = j, t#2 = i
	mul t#1.ud, a3.ud, ->t.d         // t#1 = j * C
	add t#1.ud, t#3.ud, ->t.d        // t#1 = j * C + i, t#2 = j * C, t#3 = j, t#4 = i
	lw [a0, t#1], ->u                // u#1 = in[j][i] (the index register scaled by 4)
	mul t#4.ud, a2.ud, ->t.d         // t#1 = i * R, ..., t#4 = j
	add t#1.ud, t#4.ud, ->t.d        // t#1 = i * R + j
	sw u#1, [a1, t#1]                // out[i][j]
	BSTOP
