; linx041 public-space instructions inside SIMT blocks: 64-bit LIEXT (0x77) + base pairs.
; Every base opcode, func and immediate placement here is provisional (isa/linx041/target.yaml).
top:
	add t#1.sw, t#2.sw, ->t.w
	sub t#1.uw, a0.ud, ->u.d
	and m#1.ud, n#8.ud, ->m.d
	or u#3.uh, zero.uh, ->n.h
	xor t#8.ub, x3.ub, ->t.b
	srl t#1.ud, t#2.ud, ->t.d
	sra t#1.sd, t#2.sd, ->t.sd
	sll t#1.uw, s8.uw, ->t.sw
	addi t#1.sw, -2048, ->t.w
	subi t#1.ud, 2047, ->u.d
	andi t#2.uw, 0xff, ->t.w
	ori a0.ud, -1, ->t.d
	xori t#1.ub, 1, ->t.b
	srli t#1.ud, 63, ->t.d
	srai t#1.sd, 1, ->t.sd
	slli t#3.uw, 31, ->m.w
	cmp.eq t#1.sw, t#2.sw, ->t.w
	cmp.ne t#1.sw, a1.sw, ->t.w
	cmp.and t#1.ud, t#2.ud, ->t.d
	cmp.or t#1.ud, t#2.ud, ->t.d
	cmp.lt t#1.sw, t#2.sw, ->t.w
	cmp.ge t#1.sw, t#2.sw, ->t.w
	cmp.ltu t#1.uw, t#2.uw, ->t.w
	cmp.geu t#1.uw, t#2.uw, ->t.w
	cmp.eqi t#1.sw, 0, ->t.w
	cmp.nei t#1.sw, -1, ->t.w
	cmp.andi t#1.ud, 3, ->t.d
	cmp.ori t#1.ud, 4, ->t.d
	cmp.lti t#1.sw, -5, ->t.w
	cmp.gei t#1.sw, 6, ->t.w
	cmp.ltui t#1.uw, 7, ->t.w
	cmp.geui t#1.uw, 2047, ->t.w
	bxs t#1.sd, 4, 8, ->t.sd
	bxu t#1.ud, 63, 1, ->t.d
	bic t#1.ud, t#2.ud, ->t.d
	bis t#1.uw, a0.uw, ->t.w
	mul t#1.sd, t#2.sd, ->t.d
	mulu t#1.ud, t#2.ud, ->t.d
	madd t#1.sw, t#2.sw, t#3.sw, ->t.w
	j top
	jr t#1
	b.eq t#1.sw, t#2.sw, top
	b.ne t#1.ud, zero.ud, next
	b.lt t#1.sw, t#2.sw, top
	b.ge t#1.sw, t#2.sw, next
	b.ltu t#1.uw, t#2.uw, top
	b.geu t#1.uw, t#2.uw, next
	b.feq.fs t#1.fs, t#2.fs, top
	b.fne.fd t#1.fd, a0.fd, next
	b.flt.fh t#1.fh, t#2.fh, top
	b.fge.fb t#1.fb, t#2.fb, next
next:
	ssrget LaneNum, ->t.w
	ssrget LC0, ->t.d
	ssrget LB2, ->u.w
	ssrget 0x123, ->t.d
	ssrset t#1.ud, LB0
	ssrset a0.uw, 0xfff
	lb [a0, t#1], ->t
	lh [a0, t#1], ->t
	lw [t#2, t#1], ->u
	ld [a0, zero], ->t
	lbu [a0, t#1], ->t
	lhu [a0, t#1], ->t
	lwu [a0, t#1], ->m
	lbi [a0, -2048], ->t
	lhi [a0, 4094], ->t
	lwi [t#1, -8192], ->t
	ldi [t#1, 16376], ->t
	lbui [a0, 7], ->t
	lhui [a0, -2], ->t
	lwui [a0, 4], ->n
	lhi.u [a0, 3], ->t
	lwi.u [a0, -3], ->t
	ldi.u [a0, 2047], ->t
	lhui.u [a0, -2048], ->t
	lwui.u [a0, 5], ->t
	sb t#1, [a0, t#2]
	sh t#1, [a0, t#2]
	sw t#1, [a0, t#2]
	sd t#1, [a0, t#2]
	sh.u t#1, [a0, t#2]
	sw.u t#1, [a0, t#2]
	sd.u t#1, [a0, t#2]
	sbi t#1, [a0, -2048]
	shi t#1, [a0, 4094]
	swi t#1, [a0, -8192]
	sdi t#1, [a0, 8]
	shi.u t#1, [a0, 1]
	swi.u t#1, [a0, 2047]
	sdi.u t#1, [a0, -1]
	sbi.a t#1, [a0, -64], ->t
	shi.a t#1, [a0, 126], ->t
	swi.a t#1, [a0, -256], ->t
	sdi.a t#1, [a0, 504], ->t
	shi.ua t#1, [a0, 63], ->t
	swi.ua t#1, [a0, -64], ->t
	sdi.ua t#1, [a0, 5], ->t
	addtpc 0x7ffff, ->t
	addtpc -0x80000, ->u
	lui 0x12345, ->t
	lui -1, ->t
	loop.get LC0, ->t.w
	loop.get LB2, ->u.d
	loop.get LC0, ->t
