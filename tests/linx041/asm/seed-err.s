// What seed 003's model rejects, at assembly time.
	.text
	BSTART.STD FALL
	add t#1.sw, t#2.sw, ->t.w        // a 64-bit SIMT form in a standard block
	ssrset a0, LaneNum               // LaneNum is read-only
	ssrset a0, LC0                   // LCn are set by the block engine
	BSTART.SIMT FALL
	B.TEXT body
	BSTOP
body:
	fadd.fs a0, a1, ->t              // a 32-bit FP-block form in a SIMT body
	fadd t#1.fs, t#2.fd, ->t.w       // mismatched source types
	fmadd t#1.fs, t#2.fs, t#3.fh, ->t.w
	feq.fs t#1.fs, t#2.fd, ->t.w
	feq.fd t#1.fs, t#2.fs, ->t.w     // the suffix and the operands disagree
	b.flt.fs t#1.fs, t#2.fh, body
	fcvt t#1.fs, ->t.w.sw            // fcvt converts float to float
	fcvti t#1.sw, ->t.w.fd           // fcvti converts float to integer
	icvt t#1.fs, ->t.w.sd            // icvt converts integer to integer
	icvtf t#1.ud, ->t.w.sw           // icvtf converts integer to float
	ssrset t#1.ud, LaneNum
	BSTOP
	.context simd
