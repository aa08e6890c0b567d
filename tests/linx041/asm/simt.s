; linx041 SIMT micro-instructions: 64-bit LIEXT (0x77, lower address) + base pairs.
; LIEXT framing and the 10-bit operand split are confirmed; base opcodes, funcs and type codes
; are provisional (see isa/linx041/target.yaml). LinxISA's t#1 is written t1 here.
	add t1.sw, t2.sw, ->t.w
	sub t1.uw, a0.ud, ->u.d
	and m1.ud, n8.ud, ->m.d
	or u3.uh, zero.uh, ->n.h
	xor t8.ub, x3.ub, ->t.b
	srl t1.ud, t2.ud, ->t.d
	sra t1.sd, t2.sd, ->t.sd
	sll t1.uw, s8.uw, ->t.sw
	cmp.eq t1.sw, t2.sw, ->t.w
	cmp.ne t1.sw, a1.sw, ->t.w
	cmp.and t1.ud, t2.ud, ->t.d
	cmp.or t1.ud, t2.ud, ->t.d
	cmp.lt t1.sw, t2.sw, ->t.w
	cmp.ge t1.sw, t2.sw, ->t.w
	cmp.ltu t1.uw, t2.uw, ->t.w
	cmp.geu t1.uw, t2.uw, ->t.w
	fadd t1.fs, t2.fs, ->t.w
	fsub t1.fd, a0.fd, ->u.d
	fmul t1.fh, t2.fh, ->t.h
	fdiv t1.fb, t2.fb, ->t.h
	fmadd t1.fs, t2.fs, t3.fs, ->t.w
	fmsub t1.fd, t2.fd, a2.fd, ->t.d
	fnmadd t1.fs, u1.fs, m1.fs, ->n.w
	fnmsub t1.fh, t2.fh, t3.fh, ->t.h
	fabs t1.fs, ->t.w
	fsqrt t1.fd, ->t.d
	frecip t1.fs, ->t.w
	fexp t1.fh, ->t.h
	fclass t1.fs, ->t.w
	feq.fs t1, a0, ->t
	fne.fd t1, t2, ->t
	flt.fh t1, t2, ->u.w
	fge.fb t1, t2, ->t
	feqs.fs t1, a0, ->t
	fnes.fd t1, t2, ->t
	flts.fh t1, t2, ->t
	fges.fb t1, t2, ->t.b
	fcvt t1.fs, ->t.fd
	fcvt t1.fd, ->t.w.fs
	fcvti t1.fs, ->t.w.sw
	icvt t1.sw, ->t.sd
	icvtf t1.uw, ->t.w.fs
	rdadd t1.sw, ->x1.d
	rdfadd t1.fs, ->x2.w
	rdmax t1.sd, ->a0.d
else:
	pc.push t1.uw, else
	pc.push t2.sw, join
	pc.pop
join:
	loop.set a0, 1, ->LB0
	loop.set x3, 4095, ->LB2
	loop.get LC0, ->t
	loop.get LB1, =>a3
	loop.get LC2, ->u
