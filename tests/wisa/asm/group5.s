// Every group-5 instruction form (control flow and warp operations): branch targets
// backward, to itself and forward; predicates p0/p6/pt; lane distances 0/1/31/63.
	.text
top:
// jumps, uniform branches, call and return: backward (to top), to itself, forward (to bottom)
	jmp top
self:
	jmp self
	jmp bottom
	bra.any p0, top
	bra.any pt, bottom
	bra.all p6, top
	bra.all p0, bottom
	bra.none pt, top
	bra.none p6, bottom
	call u0, top
	call u63, bottom
	ret u0
	ret u63
// divergence: if/ifn with else and join forward (the documented shape), and backward targets
	if p0, else1, join1
	join
else1:
	join
join1:
	ifn pt, else2, join2
	join
else2:
	join
join2:
	if p6, top, top
	ifn p0, bottom, top
// divergent loop: loop exit forward, break, back edge
	loop exit1
body1:
	break p0
	break pt
	break p6
	jmp body1
exit1:
	loop top
// shuffles: register distance and immediate lane 0/1/31/63
	shfl.idx v0, v63, v31
	shfl.idx v63, v0, v0
	shfl.idx v1, v2, 0
	shfl.idx v1, v2, 1
	shfl.idx v1, v2, 31
	shfl.idx v1, v2, 63
	shfl.up v0, v63, v31
	shfl.up v63, v0, v0
	shfl.up v1, v2, 0
	shfl.up v1, v2, 1
	shfl.up v1, v2, 31
	shfl.up v1, v2, 63
	shfl.down v0, v63, v31
	shfl.down v63, v0, v0
	shfl.down v1, v2, 0
	shfl.down v1, v2, 1
	shfl.down v1, v2, 31
	shfl.down v1, v2, 63
	shfl.xor v0, v63, v31
	shfl.xor v63, v0, v0
	shfl.xor v1, v2, 0
	shfl.xor v1, v2, 1
	shfl.xor v1, v2, 31
	shfl.xor v1, v2, 63
// votes
	vote.ballot u0, p0
	vote.ballot u63, pt
	vote.any p0, pt
	vote.any pt, p6
	vote.all p6, p0
	vote.all p0, pt
// warp reductions into uniform registers
	rdadd u0, v63
	rdadd u63, v0
	rdmin u0, v63
	rdmin u63, v0
	rdmax u0, v63
	rdmax u63, v0
	rdminu u0, v63
	rdminu u63, v0
	rdmaxu u0, v63
	rdmaxu u63, v0
	rdand u0, v63
	rdand u63, v0
	rdor u0, v63
	rdor u63, v0
	rdxor u0, v63
	rdxor u63, v0
	rdfadd.f32 u0, v63
	rdfadd.f32 u63, v0
	rdfmin.f32 u0, v63
	rdfmin.f32 u63, v0
	rdfmax.f32 u0, v63
	rdfmax.f32 u63, v0
// readlane: immediate lane 0/63 and uniform lane
	readlane u0, v63, 0
	readlane u63, v0, 63
	readlane u1, v2, 31
	readlane u0, v63, u63
	readlane u63, v0, u0
bottom:
	nop
