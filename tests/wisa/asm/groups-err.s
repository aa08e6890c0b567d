// Diagnostics for groups 1-5, each with a location and a way forward: wrong register class,
// registers that do not exist, missing and extra operands, out-of-range pos/len/offset/lane/
// image/literal values, unknown suffixes (with the list or a did-you-mean), unknown mnemonics,
// malformed addresses, and branch targets that are undefined, misaligned or out of range.
	.text
	add v1, v2, p0
	add v1, u2, v3
	add u1, u2, v3
	add p1, v2, v3
	add v64, v0, v1
	add u64, u0, u1
	add v1, v2
	add v1, v2, v3, v4
	add v1, v2, 0x100000000
	add v1, v2, -2147483649
	neg v1, 5
	mad v1, v2, v3, u4
	add64 v0, v2, 5
	bfe.u32 v1, v2, 32, 1
	bfe.u32 v1, v2, -1, 1
	bfi v1, v2, 0, 64
	bfe.u32 v1, v2, 0
	bfe v1, v2, 0, 1
	cmp.lq.s32 p0, v1, v2
	cmp.lt.s64 p0, v1, v2
	cmp.lt p0, v1, v2
	cmp.lt.s32 v0, v1, v2
	cmp.lt.s32 p8, v1, v2
	cmp.lt.s32 p0, u1, v2
	cmp.lt.s32 p0, u1, 5
	sel v1, v0, v2, v3
	sel u1, p0, u2, u3
	pand p0, p1
	pnot p0, v1
	mov v1, tid_w
	mov u1, tid_x
	mov p0, v1
	movp v1, p0
	fadd.f128 v1, v2, v3
	fadd v1, v2, v3
	fadd.f32 v1, v2, 5
	fma.e4m3 v1, v2, v3, v4
	fma.f32 v1, v2, v3, u4
	fcmp.lt.s32 p0, v1, v2
	fcmp.lq.f32 p0, v1, v2
	cvt.f32 v1, v2
	cvt.f32.s32.rnd v1, v2
	cvt.f32.s32.sat.rne v1, v2
	cvt.u4.f32 v1, v2
	rcp.f16 v1, v2
	sqrt.f32 v1, u2
	ld.global.b32 v1, [u2+v3+524288]
	ld.global.b32 v1, [u2+v3-524289]
	ld.global.b32 v1, [v3+u2]
	ld.global.b32 v1, [u2]
	ld.global.b32 v1, u2+v3
	ld.global v1, [u2+v3]
	ld.global.b16 v1, [u2+v3]
	st.global.b32 [u2+v3], u4
	ld.shared.b32 v1, [u3]
	ld.shared.b32 v1, [v3+0x80000]
	ld.const.b32 v1, [u0]
	ld.const.b32 u1, [u0+v1]
	atom.global.sub.u32 v1, [u2+v3], v4
	atom.global.add.f32 v1, [u2+v3], v4
	atom.global.add v1, [u2+v3], v4
	atom.global.cas.u32 v1, [u2+v3], v4
	red.global.add.u32 v1, [u2+v3], v4
	red.shared.add.u32 [v3], 1
	tex.1d.b32 v1, 64, v2
	tex.2d.b32 v1, 0, v2
	fence.sys
	fence.wg v1
	jmp u1
	jmp nowhere
	jmp 1f
	bra.any p0
	bra.any v0, top
	call v1, top
	call top
	ret top
	if p0, top
	ifn p0, top, top, top
	join p0
	loop
	break
	break v1
	shfl.up v1, v2, 64
	shfl.up v1, v2, -1
	shfl.up v1, v2, u3
	shfl.sideways v1, v2, 1
	vote.ballot v1, p0
	vote.any p0, v1
	rdadd v1, v2
	rdadd u1, u2
	rdfadd u1, v2
	rdfadd.f64 u1, v2
	readlane v1, v2, 0
	readlane u1, v2, 64
	readlane u1, v2, v3
top:
	nop
// branch and call targets out of range (br20: +-2 MiB, br18: +-512 KiB), both directions
near:
	jmp far
	call u1, mid
	if p0, far, near
	if p0, near, far
	loop far
	bra.any p0, far
	.space 0x80000
mid:
	call u1, near
	.space 0x180000
far:
	jmp near
// a misaligned target, an absolute one, one in another section
	.byte 1
odd:
	.balign 4
	jmp odd
	jmp 16
	jmp data1
	.data
data1:
	.word 0
