; Typical mistakes with the public-space instructions of SIMT blocks.
	addi t#1.fs, 1, ->t.w
	addi t#1.sw, 2048, ->t.w
	srli t#1.ud, 64, ->t.d
	cmp.eqi t#1.sw, t#2.sw, ->t.w
	cmp.xyi t#1.sw, 1, ->t.w
	bxu t#1.ud, 1, 64, ->t.d
	lwi [a0, 6], ->t
	lhui [a0, 3], ->t
	ldi [a0, 16384], ->t
	lwi.u [a0, 2048], ->t
	swi t#1, [a0, 2]
	shi.a t#1, [a0, 3], ->t
	sdi.a t#1, [a0, 512], ->t
	sbi.a t#1, [a0, 64], ->t
	swi.ua t#1, [a0, -65], ->t
	add t#1.sw, t#2.sw, ->t
	addi t#1.sw, 1, ->t
	ssrget LC3, ->t.w
	ssrget LaneNm, ->t.w
	ssrget 0x1000, ->t.w
	ssrset t#1.ud, LaneNum, ->t
	b.eq t#1.sw, t#2.sw
	b.feq t#1, t#2, top
	lui 0x80000, ->t
	lw [a0, t#9], ->t
	loop.get LC0, ->t.q
	jr t#1.ud
