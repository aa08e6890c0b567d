; linx041 FP-block micro-instructions: 32-bit, scalar-block 5-bit operands (0.5x codes, provisional).
; The float type is a suffix of the mnemonic; the same mnemonics with typed operands (t#1.fs) are
; the 64-bit SIMT forms.
	BSTART.FP FALL
	fadd.fs a0, a1, ->t
	fsub.fd t#1, t#2, ->u
	fmul.fh u#1, u#4, =>a0
	fdiv.fb t#4, zero, =>x3
	fmadd.fs a0, a1, a2, ->t
	fmsub.fd t#1, t#2, t#3, ->t
	fnmadd.fs a0, a1, u#2, ->u
	fnmsub.fh a0, a1, a2, =>s0
	fabs.fs a0, ->t
	fsqrt.fd t#1, ->t
	frecip.fs a0, ->t
	fexp.fh a0, ->t
	flog.fs a0, ->t
	fsin.fd a0, ->t
	fcos.fb a0, ->t
	fclass.fs a0, ->t
	feq.fs t#1, a0, ->t
	fne.fd t#1, t#2, ->t
	flt.fh t#1, t#2, ->u
	fge.fb t#1, t#2, =>a1
	feqs.fs t#1, a0, ->t
	fnes.fd t#1, t#2, ->t
	flts.fh t#1, t#2, ->t
	fges.fb t#1, t#2, ->t
	fmax.fs a0, a1, ->t
	fmin.fd a0, a1, ->t
	max a0, a1, ->t
	maxu a0, t#1, ->t
	min a0, a1, =>a2
	minu a0, a1, ->u
	div a0, a1, ->t
	divu a0, a1, ->t
	rem a0, a1, ->t
	remu a0, a1, ->t
	csel t#1, a0, a1, ->t
	rev16 a0, ->t
	rev32 a0, ->t
	rev64 a0, ->t
	ctz a0, ->t
	clz a0, ->t
	cvt.fs2fd t#1, ->t
	cvt.fd2sw t#1, ->t
	cvt.sw2fs a0, =>a1
	cvt.fb2fh a0, ->u
	cvt.ud2fd a0, ->t
	cvt.sb2fh a0, ->t
	BSTOP
; both forms of max: 32-bit here, 64-bit with typed operands
	max a0, t#1, ->t
	max a0.sd, t#1.sd, ->t.d
