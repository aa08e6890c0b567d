; linx041 SIMT block-private micro-instructions: 64-bit LIEXT (0x77, lower address) + base pairs.
; LIEXT framing and the 10-bit operand split are confirmed; base opcodes, funcs and type codes
; are provisional (see isa/linx041/target.yaml). Queue entries are written as LinxISA does: t#1.
	fadd t#1.fs, t#2.fs, ->t.w
	fsub t#1.fd, a0.fd, ->u.d
	fmul t#1.fh, t#2.fh, ->t.h
	fdiv t#1.fb, t#2.fb, ->t.b
	fmadd t#1.fs, t#2.fs, t#3.fs, ->t.w
	fmsub t#1.fd, t#2.fd, a2.fd, ->t.d
	fnmadd t#1.fs, u#1.fs, m#1.fs, ->n.w
	fnmsub t#1.fh, t#2.fh, t#3.fh, ->t.h
	fabs t#1.fs, ->t.w
	fsqrt t#1.fd, ->t.d
	frecip t#1.fs, ->t.w
	fexp t#1.fh, ->t.h
	flog t#1.fs, ->t.w
	fsin t#1.fd, ->t.d
	fcos t#1.fh, ->u.h
	fclass t#1.fs, ->t.w
	feq.fs t#1.fs, a0.fs, ->t.w
	fne.fd t#1.fd, t#2.fd, ->t.h
	flt.fh t#1.fh, t#2.fh, ->u.w
	fge.fb t#1.fb, t#2.fb, ->t.b
	feqs.fs t#1.fs, a0.fs, ->t.w
	fnes.fd t#1.fd, t#2.fd, ->t.w
	flts.fh t#1.fh, t#2.fh, ->t.w
	fges.fb t#1.fb, t#2.fb, ->t.b
	fcvt t#1.fs, ->t.fd
	fcvt t#1.fd, ->t.w.fs
	fcvti t#1.fs, ->t.w.sw
	icvt t#1.sw, ->t.sd
	icvtf t#1.uw, ->t.w.fs
	max t#1.sw, t#2.sw, ->t.w
	maxu t#1.ud, t#2.ud, ->t.d
	min t#1.sh, a0.sh, ->t.h
	minu t#1.ub, t#2.ub, ->t.b
	fmax t#1.fs, t#2.fs, ->t.w
	fmin t#1.fd, t#2.fd, ->t.d
	div t#1.sd, t#2.sd, ->t.d
	divu t#1.ud, t#2.ud, ->t.d
	rem t#1.sw, t#2.sw, ->t.w
	remu t#1.uw, t#2.uw, ->t.w
	csel t#3.uw, t#1.sw, t#2.sw, ->t.w
	rev16 t#1.ud, ->t.d
	rev32 t#1.ud, ->t.d
	rev64 t#1.ud, ->t.d
	ctz t#1.uw, ->t.w
	clz t#1.ud, ->t.d
	alloc 64, ->t.d
	free t#1.d, 64
	qpush t#1.ud, t#2.uw, ->t.w
	qpop t#1.ud, ->t.w
	rdaddu t#1.uw, =>x1
	rdadds t#1.sw, =>x2
	rdand t#1.ud, =>a0
	rdor t#1.ud, =>R5
	rdxor t#1.ub, =>s8
	rdfadd t#1.fs, =>x3
	rdmaxu t#1.ud, =>a7
	rdmaxs t#1.sd, =>ra
	rdminu t#1.uh, =>sp
	rdmins t#1.sh, =>s0
	rdfmax t#1.fd, =>x0
	rdfmin t#1.fh, =>a1
else:
	pc.push t#1.uw, else
	pc.push t#2.sw, join
	pc.pop
join:
	loop.set a0, 1, ->LB0
	loop.set x3, 4095, ->LB2
	loop.get LC0, ->t
	loop.get LB1, =>a3
	loop.get LC2, ->u
