	add t#1.sw, t2.sw, ->t.w
	add t1.sw, t2.sw, ->t
	add t1.fs, t2.sw, ->t.w
	fadd t1.sw, t2.fs, ->t.w
	feq.fq t1, t2, ->t
	BSTART.SIMT DIRECT
	BSTART.FP DIRECT
	C.BSTART.FP DIRECT
	rdadd t9.sw, ->x1.d
	loop.set t1, 1, ->LB0
	loop.set a0, 4096, ->LB0
	loop.get LC3, ->t
	B.TEXT
