// Seed 003's own spellings: upper-case mnemonics (FADD, CSEL, Rdfmax, BSTART.fp, C.BSTART.fp),
// BTEXT beside B.TEXT, TR1..TR8 / UR / MR / NR beside t#1, =>R5 beside =>a3, loop.set's
// => LB destination (also '=> LB2' with a space, as the seed writes it), the operand types written on feq's and b.feq's operands, .d as a source type.
	.text
	BSTART.STD FALL
	loop.set a0, 4, =>LB0
	loop.set a1, 0, ->LB1
	loop.set a2, 1, => LB2
	BSTART.SIMT FALL
	BTEXT body
	BSTART.fp FALL
	FADD.FS a0, a1, ->t
	C.BSTART.fp FALL
	CSEL a2, a0, a1, =>R5
	BSTOP
body:
	FADD TR1.fs, TR2.fs, ->t.w
	add UR1.sw, MR8.sw, ->n.w
	CSEL NR1.sw, TR1.sw, TR2.sw, ->t.w
	feq.fs t#1.fs, t#2.fs, ->t.w
	Rdfmax t#1.fs, =>R5
	rdaddu t#1.ud, =>R23
	b.feq.fs t#1.fs, t#2.fs, body
	free t#1.d, 16
	pc.push body                     // seed 003: pc.push label
	BSTOP
