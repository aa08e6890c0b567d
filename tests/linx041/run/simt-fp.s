// SIMT-block float micro-instructions: fadd fsub fmul fdiv fmadd fmsub fnmadd fnmsub fabs fsqrt
// frecip fexp flog fsin fcos fclass, the eight compares, fmax fmin and the four conversions
// (fcvt between floats, fcvti float to integer toward zero, icvt between integers, icvtf
// integer to float to nearest even), mostly in binary32: results bit for bit where IEEE fixes
// them (division, square root and reciprocal are correctly rounded), the libm-based fexp / flog /
// fsin / fcos within 3e-7. One iteration.
	.text
	BSTART.SIMT FALL
	B.TEXT body
	BSTOP
body:
	// float constants: n#1 = 1.0, n#2 = 2.0, n#3 = 3.0 (binary32); m#1 = NaN, m#2 = -0.0
	addi zero.sd, 3, ->t.d
	icvtf t#1.sd, ->n.w.fs
	addi zero.sd, 2, ->t.d
	icvtf t#1.sd, ->n.w.fs
	addi zero.sd, 1, ->t.d
	icvtf t#1.sd, ->n.w.fs
	fmul zero.fs, n#1.fs, ->t.w      // +0 * 1 = +0
	fsub zero.fs, n#1.fs, ->t.w      // -1
	fmul t#2.fs, t#1.fs, ->m.w       // +0 * -1 = -0
	fdiv zero.fs, zero.fs, ->m.w     // 0 / 0 = NaN
	fadd n#1.fs, n#2.fs, ->t.w       // @buf fadd_[1]: u32 -> a0 == 0x40400000 -- 1 + 2 = 3
	swi t#1, [a0, 0]
	fsub n#1.fs, n#3.fs, ->t.w       // @buf fsub_[1]: u32 -> a1 == 0xc0000000 -- 1 - 3 = -2
	swi t#1, [a1, 0]
	fabs t#1.fs, ->t.w               // @buf fabs_[1]: u32 -> a2 == 0x40000000 -- |-2|
	swi t#1, [a2, 0]
	fmul n#2.fs, n#3.fs, ->t.w       // @buf fmul_[1]: u32 -> a3 == 0x40c00000 -- 6
	swi t#1, [a3, 0]
	fdiv n#1.fs, n#3.fs, ->t.w       // @buf fdiv_recip[2]: u32 -> a4 == 0x3eaaaaab -- 1/3 rounded to nearest: fdiv, then frecip
	swi t#1, [a4, 0]
	frecip n#3.fs, ->t.w
	swi t#1, [a4, 4]
	fmadd n#2.fs, n#3.fs, n#1.fs, ->t.w  // @buf fmadd_[1]: u32 -> a5 == 0x40e00000 -- 2 * 3 + 1 = 7
	swi t#1, [a5, 0]
	fmsub n#2.fs, n#3.fs, n#1.fs, ->t.w  // @buf fmsub_[1]: u32 -> a6 == 0x40a00000 -- 2 * 3 - 1 = 5
	swi t#1, [a6, 0]
	fnmadd n#2.fs, n#3.fs, n#1.fs, ->t.w  // @buf fnmadd_[1]: u32 -> a7 == 0xc0e00000 -- -(2 * 3) - 1 = -7
	swi t#1, [a7, 0]
	fnmsub n#2.fs, n#3.fs, n#1.fs, ->t.w  // @buf fnmsub_[1]: u32 -> s0 == 0xc0a00000 -- -(2 * 3) + 1 = -5
	swi t#1, [s0, 0]
	fsqrt n#2.fs, ->t.w              // @buf fsqrt_[1]: u32 -> s1 == 0x3fb504f3 -- sqrt(2), correctly rounded
	swi t#1, [s1, 0]
	fexp n#1.fs, ->t.w               // @buf fexp_[1]: f32 -> s2 == 2.7182817 ~ 3e-7 -- e^1
	swi t#1, [s2, 0]
	flog n#3.fs, ->t.w               // @buf flog_[1]: f32 -> s3 == 1.5849625 ~ 3e-7 -- log2(3)
	swi t#1, [s3, 0]
	fsin n#1.fs, ->t.w               // @buf fsin_[1]: f32 -> s4 == 0.84147098 ~ 3e-7 -- sin(1)
	swi t#1, [s4, 0]
	fcos n#1.fs, ->t.w               // @buf fcos_[1]: f32 -> ra == 0.54030231 ~ 3e-7 -- cos(1)
	swi t#1, [ra, 0]
	fclass n#1.fs, ->t.d             // @buf fclass_[2]: u32 -> s5 == [0x40, 0x200] -- +1.0: a positive normal (bit 6); NaN: quiet (bit 9)
	swi t#1, [s5, 0]
	fclass m#1.fs, ->t.d
	swi t#1, [s5, 4]
	// compares packed as bit k: feq(1,1) feqs(1,2) fne(1,2) fnes(1,1) flt(1,2) flts(2,1) fge(2,2) fges(1,2)
	feq.fs n#1.fs, n#1.fs, ->t.d           // @buf fcmp_[1]: u32 -> s6 == 0x55 -- true: feq(1,1), fne(1,2), flt(1,2), fge(2,2)
	feqs.fs n#1.fs, n#2.fs, ->t.d
	slli t#1.ud, 1, ->t.d
	or t#1.ud, t#3.ud, ->t.d
	fne.fs n#1.fs, n#2.fs, ->t.d
	slli t#1.ud, 2, ->t.d
	or t#1.ud, t#3.ud, ->t.d
	fnes.fs n#1.fs, n#1.fs, ->t.d
	slli t#1.ud, 3, ->t.d
	or t#1.ud, t#3.ud, ->t.d
	flt.fs n#1.fs, n#2.fs, ->t.d
	slli t#1.ud, 4, ->t.d
	or t#1.ud, t#3.ud, ->t.d
	flts.fs n#2.fs, n#1.fs, ->t.d
	slli t#1.ud, 5, ->t.d
	or t#1.ud, t#3.ud, ->t.d
	fge.fs n#2.fs, n#2.fs, ->t.d
	slli t#1.ud, 6, ->t.d
	or t#1.ud, t#3.ud, ->t.d
	fges.fs n#1.fs, n#2.fs, ->t.d
	slli t#1.ud, 7, ->t.d
	or t#1.ud, t#3.ud, ->t.d
	swi t#1, [s6, 0]
	feq.fs m#1.fs, m#1.fs, ->t.d           // @buf fcmp_nan[1]: u32 -> s7 == 0x2 -- with a NaN, as bits 0..3: feq 0, fne 1, flt 0, fge 0
	fne.fs m#1.fs, n#1.fs, ->t.d
	slli t#1.ud, 1, ->t.d
	or t#1.ud, t#3.ud, ->t.d
	flt.fs m#1.fs, n#1.fs, ->t.d
	slli t#1.ud, 2, ->t.d
	or t#1.ud, t#3.ud, ->t.d
	fge.fs m#1.fs, n#1.fs, ->t.d
	slli t#1.ud, 3, ->t.d
	or t#1.ud, t#3.ud, ->t.d
	swi t#1, [s7, 0]
	fmax m#1.fs, n#1.fs, ->t.w       // @buf fmax_[1]: u32 -> s8 == 0x3f800000 -- maximumNumber(NaN, 1) = 1
	swi t#1, [s8, 0]
	fmin m#2.fs, zero.fs, ->t.w      // @buf fmin_[2]: u32 -> x0 == [0x80000000, 0x3f800000] -- minimumNumber(-0, +0) = -0; (1, NaN) = 1
	swi t#1, [x0, 0]
	fmin n#1.fs, m#1.fs, ->t.w
	swi t#1, [x0, 4]
	fcvt n#3.fs, ->t.fd              // @buf fcvt_[2]: u32 -> x1 == [0x00000000, 0x40080000] -- 3.0f widened to binary64
	sdi t#1, [x1, 0]
	fsub zero.fs, n#2.fs, ->t.w      // -2
	fdiv t#1.fs, n#3.fs, ->t.w       // -2/3 = -0.6666667
	fsub t#1.fs, n#2.fs, ->t.w       // -0.6666667 - 2 = -2.6666667
	fcvti t#1.fs, ->t.sw             // @buf fcvti_[1]: i32 -> x2 == -2 -- -2.67 toward zero
	swi t#1, [x2, 0]
	addi zero.sd, 0xef, ->t.d
	icvt t#1.sb, ->t.sd              // @buf icvt_[2]: u32 -> x3 == [0xffffffef, 0xffffffff] -- 0xef read as .sb (-17), extended to .sd
	sdi t#1, [x3, 0]
	lui 0x1000, ->t                  // 2^24
	addi t#1.sd, 1, ->t.d
	icvtf t#1.sw, ->t.w.fs           // @buf icvtf_[1]: u32 -> sp == 0x4b800000 -- 2^24 + 1: a tie, to the even 2^24
	swi t#1, [sp, 0]
	BSTOP
