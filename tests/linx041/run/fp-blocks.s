// FP blocks and block headers: C.BSTART.FP (16-bit), BSTART.FP CALL / RET / DIRECT / FALL,
// BSTOP, and in their bodies cvt between the four float types and the integer types (float to
// integer toward zero, the rest to nearest even; an integer source reads the low bits of its
// type, sign- or zero-extended) and loop.set / loop.get (seed 003: loop.set sets the loop
// register to SrcL + uimm). The block order is checked through values handed from block to
// block in globals: s1 (CALL block) -> s2 (the called RET block) -> s3 (the block after the
// CALL); the block DIRECT jumps over would set x3.
	.text
	C.BSTART.FP FALL                 // @in a0 = {f64: -2.75}   @in a1 = 3   @in a2 = 16777217   @in a3 = {f64: 65520.0}
	cvt.fd2sw a0, =>s0               // @global s0: i32 == -2 -- toward zero
	cvt.sw2fs a2, =>s4               // @global s4: u32 == 0x4b800000 -- 2^24 + 1: a tie, to the even 2^24
	cvt.fd2fh a3, =>s5               // @global s5: u16 == 0x7c00 -- 65520: a tie between 65504 and 65536, to even: overflows to inf
	cvt.fd2fb a4, =>s6               // @global s6: u8 == 0x2a -- 0.3 in E4M3: 1.25 * 2^-2 = 0.3125   @in a4 = {f64: 0.3}
	cvt.fh2fd a5, =>s7               // @global s7: f64 == 5.960464477539063e-08 -- binary16 0x0001 = 2^-24   @in a5 = 1
	cvt.sh2fd a6, =>s8               // @global s8: f64 == -32768.0 -- the low 16 bits 0x8000, read as signed   @in a6 = 0x18000
	cvt.ud2fd a7, =>x0               // @global x0: f64 == 18446744073709551616.0 -- 2^64 - 1 rounds to 2^64   @in a7 = {i64: -1}
	cvt.fd2ud ra, =>x1               // @global x1: u64 == 10000000000000000000 -- 1e19 is exact in binary64 and in u64   @in ra = {f64: 1e19}
	cvt.uw2fd a7, =>x2               // @global x2: f64 == 4294967295.0 -- .uw reads the low 32 bits, zero-extended
	BSTART.FP CALL, callee
	fmul.fd a0, a0, ->t              // t#1 = 7.5625
	cvt.fd2sd t#1, =>s1              // s1 = 7
	BSTART.FP DIRECT, after
	loop.set a1, 2, ->LB1            // LB1 = 3 + 2
	loop.get LB1, =>sp               // @global sp: u64 == 5 -- loop.set: SrcL + uimm
	BSTART.FP FALL                   // DIRECT jumps over this block
	cvt.fd2sd a0, =>x3               // @global x3: u64 == 0 -- never runs
after:
	BSTART.FP FALL
	cvt.sd2fd s2, ->t                // t#1 = 8.0 (s2 from the called block)
	fadd.fd t#1, t#1, =>s3           // @global s3: f64 == 16.0 -- the block after the CALL ran after the callee
	BSTOP
callee:
	BSTART.FP RET
	cvt.sd2fd s1, ->t                // t#1 = 7.0 (s1 from the CALL block)
	fadd.fd t#1, a0, ->t             // 7 - 2.75 = 4.25
	fadd.fd t#1, t#1, ->t            // 8.5
	cvt.fd2sd t#1, =>s2              // @global s2: i64 == 8 -- 8.5 toward zero: the callee ran after the CALL block
	BSTOP
