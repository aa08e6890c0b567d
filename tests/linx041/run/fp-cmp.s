// FP-block compares (every quiet and signalling form), fmax/fmin (maximumNumber and
// minimumNumber: a NaN loses to a number, -0 < +0), and the narrow formats through the same
// instructions: binary32 (.fs), binary16 (.fh) and the 8-bit .fb (simtloom: OCP E4M3), with
// ties to even and the fused rounding. IEEE special results: 1/0 = inf, sqrt(-1) = NaN.
// Narrow inputs come from the binary64 globals through cvt; results go to globals.
	.text
	BSTART.FP FALL                   // @in a0 = {f64: 1.0}   @in a1 = {f64: 3.0}   @in a2 = {u64: 0x7ff8000000000000}   @in a3 = {f64: 0.0}
	feq.fd a2, a2, =>s0              // @global s0: u64 == 0 -- NaN == NaN is false
	fne.fd a2, a0, =>s1              // @global s1: u64 == 1 -- NaN != 1 is true
	flt.fd a0, a1, =>s2              // @global s2: u64 == 1 -- 1 < 3
	fge.fd a2, a0, =>s3              // @global s3: u64 == 0 -- NaN >= 1 is false
	feqs.fd a0, a0, =>s4             // @global s4: u64 == 1 -- signalling forms give the same results
	fnes.fd a0, a1, =>s5             // @global s5: u64 == 1
	flts.fd a1, a0, =>s6             // @global s6: u64 == 0 -- 3 < 1 is false
	fges.fd a1, a1, =>s7             // @global s7: u64 == 1 -- 3 >= 3
	fsub.fd a3, a0, ->t              // t#1 = 0 - 1 = -1
	fmul.fd a3, t#1, ->t             // t#1 = 0 * -1 = -0, t#2 = -1
	fmin.fd a3, t#1, =>s8            // @global s8: u64 == 0x8000000000000000 -- minimumNumber(+0, -0) = -0
	fmax.fd t#1, a3, =>x0            // @global x0: u64 == 0 -- maximumNumber(-0, +0) = +0
	fmax.fd a2, a0, =>x1             // @global x1: f64 == 1.0 -- a NaN loses to a number
	fmin.fd a0, a2, =>x2             // @global x2: f64 == 1.0
	fdiv.fd a0, a3, =>x3             // @global x3: u64 == 0x7ff0000000000000 -- 1 / +0 = +inf
	fsqrt.fd t#2, =>a4               // @global a4: f64 == .nan -- sqrt(-1) is NaN
	BSTART.FP FALL
	cvt.fd2fs a0, ->t                // t#1 = 1.0f
	cvt.fd2fs a1, ->t                // t#1 = 3.0f, t#2 = 1.0f
	flt.fs t#2, t#1, =>a5            // @global a5: u64 == 1 -- binary32 1 < 3 (compares read the suffix's type)
	fadd.fs t#2, t#1, =>a6           // @global a6: u32 == 0x40800000 -- binary32 1 + 3 = 4
	fdiv.fs t#2, t#1, =>a7           // @global a7: u32 == 0x3eaaaaab -- binary32 1/3, rounded to nearest
	cvt.fd2fh a0, ->t                // t#1 = 1.0 in binary16
	cvt.fd2fh a1, ->t                // t#1 = 3.0h, t#2 = 1.0h
	fmul.fh t#1, t#1, =>ra           // @global ra: u16 == 0x4880 -- binary16 3 * 3 = 9
	cvt.fd2fb a1, ->t                // t#1 = 3.0 in E4M3
	fadd.fb t#1, t#1, =>sp           // @global sp: u8 == 0x4c -- E4M3 3 + 3 = 6
	BSTOP
