// FP-block instructions in binary64 (.fd): every arithmetic, unary and class instruction of the
// FP block once, with the rules the note and the description give: one rounding in the fused
// forms (fnmadd = -(a * b) - c, fnmsub = -(a * b) + c), IEEE results for division by zero and
// the square root of -1, sqrt/recip correctly rounded, fexp = e^x and flog = log2 x (host libm:
// checked within 1e-15), fclass as RISC-V's class mask. Inputs are globals set by the launch
// file; results go to globals (=>Rd) and are checked there.
	.text
	BSTART.FP FALL                   // @in a0 = {f64: 1.0}
	fadd.fd a0, a1, =>s0             // @global s0: f64 == 4.0 -- 1 + 3      @in a1 = {f64: 3.0}
	fsub.fd a0, a1, =>s1             // @global s1: f64 == -2.0 -- 1 - 3
	fmul.fd a1, a1, =>s2             // @global s2: f64 == 9.0
	fdiv.fd a0, a1, =>s3             // @global s3: f64 == 0.3333333333333333 -- 1/3 correctly rounded
	fmadd.fd a1, a1, a0, =>s4        // @global s4: f64 == 10.0 -- 3 * 3 + 1
	fmsub.fd a1, a1, a0, =>s5        // @global s5: f64 == 8.0 -- 3 * 3 - 1
	fnmadd.fd a1, a1, a0, =>s6       // @global s6: f64 == -10.0 -- -(3 * 3) - 1
	fnmsub.fd a1, a1, a0, =>s7       // @global s7: f64 == -8.0 -- -(3 * 3) + 1
	fmadd.fd a2, a2, a3, =>s8        // @global s8: f64 == 1.4901161249358807e-08 -- (1 + 2^-27)^2 - 1 = 2^-26 + 2^-54 with one rounding   @in a2 = {u64: 0x3ff0000002000000}   @in a3 = {f64: -1.0}
	fsub.fd a0, a1, ->t              // t#1 = -2
	fabs.fd t#1, =>x0                // @global x0: f64 == 2.0
	fsqrt.fd a1, =>x1                // @global x1: f64 == 1.7320508075688772 -- sqrt(3) correctly rounded
	frecip.fd a1, =>x2               // @global x2: f64 == 0.3333333333333333
	fexp.fd a0, =>x3                 // @global x3: f64 == 2.718281828459045 ~ 1e-15 -- e^1
	flog.fd a4, =>a5                 // @global a5: f64 == 3.0 ~ 1e-15 -- log2(8)   @in a4 = {f64: 8.0}
	fsin.fd a6, =>a7                 // @global a7: f64 == 0.479425538604203 ~ 1e-15 -- sin(0.5)   @in a6 = {f64: 0.5}
	fcos.fd a6, =>ra                 // @global ra: f64 == 0.8775825618903728 ~ 1e-15 -- cos(0.5)
	fclass.fd a3, =>sp               // @global sp: u64 == 0x2 -- -1.0: a negative normal number (bit 1)
	BSTOP
