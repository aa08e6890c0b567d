; linx041 SIMT micro-instructions: 64-bit LIEXT (0x77, lower address) + base pairs.
; LIEXT framing and the 10-bit operand split are confirmed; base opcodes, funcs and type codes
; are provisional (see isa/linx041/target.yaml). Queue entries are written as LinxISA does: t#1 ('#' starts no comment here).
	add t#1.sw, t#2.sw, ->t.w
	sub t#1.uw, a0.ud, ->u.d
	and m#1.ud, n#8.ud, ->m.d
	or u#3.uh, zero.uh, ->n.h
	xor t#8.ub, x3.ub, ->t.b
	srl t#1.ud, t#2.ud, ->t.d
	sra t#1.sd, t#2.sd, ->t.sd
	sll t#1.uw, s8.uw, ->t.sw
	cmp.eq t#1.sw, t#2.sw, ->t.w
	cmp.ne t#1.sw, a1.sw, ->t.w
	cmp.and t#1.ud, t#2.ud, ->t.d
	cmp.or t#1.ud, t#2.ud, ->t.d
	cmp.lt t#1.sw, t#2.sw, ->t.w
	cmp.ge t#1.sw, t#2.sw, ->t.w
	cmp.ltu t#1.uw, t#2.uw, ->t.w
	cmp.geu t#1.uw, t#2.uw, ->t.w
	fadd t#1.fs, t#2.fs, ->t.w
	fsub t#1.fd, a0.fd, ->u.d
	fmul t#1.fh, t#2.fh, ->t.h
	fdiv t#1.fb, t#2.fb, ->t.h
	fmadd t#1.fs, t#2.fs, t#3.fs, ->t.w
	fmsub t#1.fd, t#2.fd, a2.fd, ->t.d
	fnmadd t#1.fs, u#1.fs, m#1.fs, ->n.w
	fnmsub t#1.fh, t#2.fh, t#3.fh, ->t.h
	fabs t#1.fs, ->t.w
	fsqrt t#1.fd, ->t.d
	frecip t#1.fs, ->t.w
	fexp t#1.fh, ->t.h
	fclass t#1.fs, ->t.w
	feq.fs t#1, a0, ->t
	fne.fd t#1, t#2, ->t
	flt.fh t#1, t#2, ->u.w
	fge.fb t#1, t#2, ->t
	feqs.fs t#1, a0, ->t
	fnes.fd t#1, t#2, ->t
	flts.fh t#1, t#2, ->t
	fges.fb t#1, t#2, ->t.b
	fcvt t#1.fs, ->t.fd
	fcvt t#1.fd, ->t.w.fs
	fcvti t#1.fs, ->t.w.sw
	icvt t#1.sw, ->t.sd
	icvtf t#1.uw, ->t.w.fs
	rdadd t#1.sw, ->x1.d
	rdfadd t#1.fs, ->x2.w
	rdmax t#1.sd, ->a0.d
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
