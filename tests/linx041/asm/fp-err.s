; Typical mistakes with FP-block instructions (32-bit, untyped scalar-block operands).
	fadd a0, a1, ->t
	fadd.fq a0, a1, ->t
	fadd.fs a0, a1, ->m
	fadd.fs t#5, a1, ->t
	fadd.fs a0, u#0, ->t
	fadd.fs a0, a1, =>R24
	fadd.fs a0, a1, ->t.w
	max a0.sw, a1, ->t
	cvt.fs2fq a0, ->t
	cvt.fs a0, ->t
	cvt.fx2fd a0, ->t
	csel a0, a1, ->t
	feq.fs t#1, a0, ->t.q
