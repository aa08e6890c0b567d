	add t#9.sw, t#2.sw, ->t.w
	add t#0.sw, t#2.sw, ->t.w
	add x#1.sw, t#2.sw, ->t.w
	add t#1.sw, t#2.sw, ->t.w # not a comment
	add t#1.sw, t#2.sw, ->t
	add t#1.fs, t#2.sw, ->t.w
	fadd t#1.sw, t#2.fs, ->t.w
	feq.fq t#1, t#2, ->t
	BSTART.SIMT DIRECT
	BSTART.FP DIRECT
	C.BSTART.FP DIRECT
	rdadd t#1.sw, ->x1.d
	rdaddu t#9.sw, =>x1
	rdaddu t#1.sw, =>R24
	rdaddu t#1.sw, ->t.w
	rdfadd t#1.sw, =>x1
	fmax t#1.sw, t#2.sw, ->t.w
	max t#1.fs, t#2.fs, ->t.w
	csel t#1, t#2.sw, t#3.sw, ->t.w
	free t#1, 8
	alloc 4096, ->t.d
	qpop t#1.ud, ->t
	flog t#1.sw, ->t.w
	loop.set t#1, 1, ->LB0
	loop.set a0, 4096, ->LB0
	loop.get LC3, ->t
	B.TEXT
	rdor t#1.ud, =>zero               // R0 is not writable (LibPseudoCode.md V[] write: 33-55)
