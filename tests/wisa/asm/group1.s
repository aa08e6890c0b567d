// Every group-1 instruction form (integer and uniform ALU), with boundary operands:
// registers v0/v63, u0/u63, p0/pt; literals 0, -1, 0xffffffff, 0x80000000; pos 0/31; len 0/32.
	.text
// three-operand ALU: .vv .vu .vi .uu .ui of each
	add v63, v0, v31
	add v0, v63, u63
	add v1, v2, 0x80000000
	add u63, u0, u31
	add u0, u63, -1
	sub v63, v0, v31
	sub v0, v63, u63
	sub v1, v2, 0x80000000
	sub u63, u0, u31
	sub u0, u63, -1
	mul v63, v0, v31
	mul v0, v63, u63
	mul v1, v2, 0x80000000
	mul u63, u0, u31
	mul u0, u63, -1
	mulhi v63, v0, v31
	mulhi v0, v63, u63
	mulhi v1, v2, 0x80000000
	mulhi u63, u0, u31
	mulhi u0, u63, -1
	mulhiu v63, v0, v31
	mulhiu v0, v63, u63
	mulhiu v1, v2, 0x80000000
	mulhiu u63, u0, u31
	mulhiu u0, u63, -1
	div v63, v0, v31
	div v0, v63, u63
	div v1, v2, 0x80000000
	div u63, u0, u31
	div u0, u63, -1
	divu v63, v0, v31
	divu v0, v63, u63
	divu v1, v2, 0x80000000
	divu u63, u0, u31
	divu u0, u63, -1
	rem v63, v0, v31
	rem v0, v63, u63
	rem v1, v2, 0x80000000
	rem u63, u0, u31
	rem u0, u63, -1
	remu v63, v0, v31
	remu v0, v63, u63
	remu v1, v2, 0x80000000
	remu u63, u0, u31
	remu u0, u63, -1
	min v63, v0, v31
	min v0, v63, u63
	min v1, v2, 0x80000000
	min u63, u0, u31
	min u0, u63, -1
	max v63, v0, v31
	max v0, v63, u63
	max v1, v2, 0x80000000
	max u63, u0, u31
	max u0, u63, -1
	minu v63, v0, v31
	minu v0, v63, u63
	minu v1, v2, 0x80000000
	minu u63, u0, u31
	minu u0, u63, -1
	maxu v63, v0, v31
	maxu v0, v63, u63
	maxu v1, v2, 0x80000000
	maxu u63, u0, u31
	maxu u0, u63, -1
	and v63, v0, v31
	and v0, v63, u63
	and v1, v2, 0x80000000
	and u63, u0, u31
	and u0, u63, -1
	or v63, v0, v31
	or v0, v63, u63
	or v1, v2, 0x80000000
	or u63, u0, u31
	or u0, u63, -1
	xor v63, v0, v31
	xor v0, v63, u63
	xor v1, v2, 0x80000000
	xor u63, u0, u31
	xor u0, u63, -1
	shl v63, v0, v31
	shl v0, v63, u63
	shl v1, v2, 0x80000000
	shl u63, u0, u31
	shl u0, u63, -1
	shr v63, v0, v31
	shr v0, v63, u63
	shr v1, v2, 0x80000000
	shr u63, u0, u31
	shr u0, u63, -1
	sra v63, v0, v31
	sra v0, v63, u63
	sra v1, v2, 0x80000000
	sra u63, u0, u31
	sra u0, u63, -1
// literal boundaries (vector and uniform)
	add v0, v63, 0
	add u63, u0, 0
	add v0, v63, -1
	add u63, u0, -1
	add v0, v63, 0xffffffff
	add u63, u0, 0xffffffff
	add v0, v63, 0x80000000
	add u63, u0, 0x80000000
	add v0, v63, 0x7fffffff
	add u63, u0, 0x7fffffff
	add v0, v63, -2147483648
	add u63, u0, -2147483648
	add v0, v63, 1
	add u63, u0, 1
// unary ALU: .v .u
	neg v0, v63
	neg v63, v0
	neg u0, u63
	neg u63, u0
	abs v0, v63
	abs v63, v0
	abs u0, u63
	abs u63, u0
	not v0, v63
	not v63, v0
	not u0, u63
	not u63, u0
	clz v0, v63
	clz v63, v0
	clz u0, u63
	clz u63, u0
	ctz v0, v63
	ctz v63, v0
	ctz u0, u63
	ctz u63, u0
	popc v0, v63
	popc v63, v0
	popc u0, u63
	popc u63, u0
	brev v0, v63
	brev v63, v0
	brev u0, u63
	brev u63, u0
	bswap v0, v63
	bswap v63, v0
	bswap u0, u63
	bswap u63, u0
// multiply-add, 64-bit multiply-add and 64-bit add (pairs named by even registers)
	mad v0, v63, v1, v62
	mad v63, v0, v62, v1
	mad u0, u63, u1, u62
	mad u63, u0, u62, u1
	mad.wide v0, v63, v1, v62
	mad.wide v62, v0, v63, v0
	mad.wide u0, u63, u1, u62
	mad.wide u62, u0, u63, u0
	add64 v0, v62, v2
	add64 v62, v0, v62
	add64 v0, v62, u62
	add64 v62, v0, u0
	add64 u0, u62, u2
	add64 u62, u0, u62
	add64 u0, u62, 0
	add64 u62, u0, -1
	add64 u2, u4, 0xffffffff
	add64 u2, u4, 0x80000000
// bit fields: pos 0/31, len 0/32
	bfe.u32 v0, v63, 0, 0
	bfe.u32 v0, v63, 31, 32
	bfe.u32 v0, v63, 0, 32
	bfe.u32 v0, v63, 31, 1
	bfe.u32 v0, v63, 8, 8
	bfe.u32 u63, u0, 0, 0
	bfe.u32 u0, u63, 31, 32
	bfe.s32 v0, v63, 0, 0
	bfe.s32 v0, v63, 31, 32
	bfe.s32 v0, v63, 0, 32
	bfe.s32 v0, v63, 31, 1
	bfe.s32 v0, v63, 8, 8
	bfe.s32 u63, u0, 0, 0
	bfe.s32 u0, u63, 31, 32
	bfi v0, v63, 0, 0
	bfi v0, v63, 31, 32
	bfi v0, v63, 0, 32
	bfi v0, v63, 31, 1
	bfi v0, v63, 8, 8
	bfi u63, u0, 0, 0
	bfi u0, u63, 31, 32
// integer compares: every condition in every form, both types
	cmp.eq.s32 p0, v0, v63
	cmp.eq.s32 p1, v63, u0
	cmp.eq.s32 p6, v1, -1
	cmp.eq.s32 pt, u63, u0
	cmp.ne.s32 p0, v0, v63
	cmp.ne.s32 p1, v63, u0
	cmp.ne.s32 p6, v1, -1
	cmp.ne.s32 pt, u63, u0
	cmp.lt.s32 p0, v0, v63
	cmp.lt.s32 p1, v63, u0
	cmp.lt.s32 p6, v1, -1
	cmp.lt.s32 pt, u63, u0
	cmp.le.s32 p0, v0, v63
	cmp.le.s32 p1, v63, u0
	cmp.le.s32 p6, v1, -1
	cmp.le.s32 pt, u63, u0
	cmp.gt.s32 p0, v0, v63
	cmp.gt.s32 p1, v63, u0
	cmp.gt.s32 p6, v1, -1
	cmp.gt.s32 pt, u63, u0
	cmp.ge.s32 p0, v0, v63
	cmp.ge.s32 p1, v63, u0
	cmp.ge.s32 p6, v1, -1
	cmp.ge.s32 pt, u63, u0
	cmp.num.s32 p0, v0, v63
	cmp.num.s32 p1, v63, u0
	cmp.num.s32 p6, v1, -1
	cmp.num.s32 pt, u63, u0
	cmp.nan.s32 p0, v0, v63
	cmp.nan.s32 p1, v63, u0
	cmp.nan.s32 p6, v1, -1
	cmp.nan.s32 pt, u63, u0
	cmp.lt.s32 p2, v5, 0
	cmp.lt.s32 p2, v5, 0xffffffff
	cmp.lt.s32 p2, v5, 0x80000000
	cmp.eq.u32 p0, v0, v63
	cmp.eq.u32 p1, v63, u0
	cmp.eq.u32 p6, v1, -1
	cmp.eq.u32 pt, u63, u0
	cmp.ne.u32 p0, v0, v63
	cmp.ne.u32 p1, v63, u0
	cmp.ne.u32 p6, v1, -1
	cmp.ne.u32 pt, u63, u0
	cmp.lt.u32 p0, v0, v63
	cmp.lt.u32 p1, v63, u0
	cmp.lt.u32 p6, v1, -1
	cmp.lt.u32 pt, u63, u0
	cmp.le.u32 p0, v0, v63
	cmp.le.u32 p1, v63, u0
	cmp.le.u32 p6, v1, -1
	cmp.le.u32 pt, u63, u0
	cmp.gt.u32 p0, v0, v63
	cmp.gt.u32 p1, v63, u0
	cmp.gt.u32 p6, v1, -1
	cmp.gt.u32 pt, u63, u0
	cmp.ge.u32 p0, v0, v63
	cmp.ge.u32 p1, v63, u0
	cmp.ge.u32 p6, v1, -1
	cmp.ge.u32 pt, u63, u0
	cmp.num.u32 p0, v0, v63
	cmp.num.u32 p1, v63, u0
	cmp.num.u32 p6, v1, -1
	cmp.num.u32 pt, u63, u0
	cmp.nan.u32 p0, v0, v63
	cmp.nan.u32 p1, v63, u0
	cmp.nan.u32 p6, v1, -1
	cmp.nan.u32 pt, u63, u0
	cmp.lt.u32 p2, v5, 0
	cmp.lt.u32 p2, v5, 0xffffffff
	cmp.lt.u32 p2, v5, 0x80000000
// select
	sel v0, p0, v63, v1
	sel v63, pt, v0, v62
	sel v0, p6, v63, u63
	sel v63, pt, v0, u0
// predicate logic
	pand p0, p1, pt
	pand pt, p0, p6
	por p0, p1, pt
	por pt, p0, p6
	pxor p0, p1, pt
	pxor pt, p0, p6
	pandn p0, p1, pt
	pandn pt, p0, p6
	pnot p0, pt
	pnot p6, p0
	pmov p0, pt
	pmov p6, p0
// moves: vector, uniform, special, literal; predicates to and from uniform registers
	mov v0, v63
	mov v63, v0
	mov v0, u63
	mov v63, u0
	mov v63, lane_id
	mov v63, tid_x
	mov v63, tid_y
	mov v63, tid_z
	mov v63, tid_flat
	mov v0, 0
	mov u63, 0
	mov v0, -1
	mov u63, -1
	mov v0, 0xffffffff
	mov u63, 0xffffffff
	mov v0, 0x80000000
	mov u63, 0x80000000
	mov u0, u63
	mov u63, u0
	movp u0, p0
	movp u63, pt
	movp p0, u63
	movp p6, u0
