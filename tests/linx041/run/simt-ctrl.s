// SIMT blocks over several groups: LB = [5, 3] gives 15 iterations in groups of LaneNum = 4 (the
// last group has 3 lanes); iteration i = LC0 + 5 * LC1. Checked per iteration (stored at index
// i): loop.get of LC0, LC1 and LB0, ssrget LaneNum, branches taken and not (j, jr and every
// b.* form, uniform over the lanes), pc.push/pc.pop divergence (lanes with i >= 6 run the
// then-part, splitting group 1), qpush/qpop (a FIFO per queue id; qpush returns 0 when it
// pushed), alloc (a zeroed block per lane) and free. Every reduction folds the 15 iterations
// into a global. A second SIMT block, after an FP block sets LB = [17, 1] (loop.set: SrcL +
// uimm), fills a queue: the 17th qpush finds it full (16 entries) and returns 1.
	.text
	BSTART.SIMT FALL
	B.TEXT body
	BSTART.FP FALL
	loop.set zero, 17, ->LB0
	loop.set zero, 1, ->LB1
	BSTART.SIMT FALL
	B.TEXT full
	BSTOP
body:
	loop.get LC1, ->t.w
	loop.get LC0, ->t.w              // t#1 = LC0, t#2 = LC1
	addi zero.sd, 5, ->t.d
	madd t#3.ud, t#1.ud, t#2.ud, ->u.d  // u#1 = i = 5 * LC1 + LC0
	sw t#2, [a0, u#1]                // @buf lc0[15]: u32 -> a0 == i - 5 * (i / 5) -- LC0 = i mod LB0
	sw t#3, [a1, u#1]                // @buf lc1[15]: u32 -> a1 == i / 5 -- LC1 = i / LB0
	ssrget LaneNum, ->t.w            // @buf lanenum[15]: u32 -> a2 == 4 -- the launch file's lanes
	sw t#1, [a2, u#1]
	loop.get LB0, ->t.w              // @buf lb0[15]: u32 -> a3 == 5
	sw t#1, [a3, u#1]
	// branches: bit k of m#1 is set when branch k is taken
	addi zero.sd, 1, ->t.d           // t#1 = 1
	addi zero.sd, -1, ->t.d          // t#1 = -1, t#2 = 1
	icvtf t#2.sd, ->t.w.fs           // t#1 = 1.0f
	icvtf t#3.sd, ->t.w.fs           // t#1 = 1.0f, t#2 = 1.0f (t#3 = -1, t#4 = 1)
	fadd t#1.fs, t#2.fs, ->t.w       // t#1 = 2.0f, t#2 = 1.0f, t#3 = 1.0f, t#4 = -1, t#5 = 1
	addi zero.sd, 0, ->m.d           // m#1 = 0
	b.eq t#5.sd, t#5.sd, br0         // 1 == 1: taken
	j nx0
br0:
	ori m#1.ud, 0x1, ->m.d
nx0:
	b.ne t#5.sd, t#5.sd, br1         // 1 != 1: not taken
	j nx1
br1:
	ori m#1.ud, 0x2, ->m.d
nx1:
	b.lt t#4.sd, t#5.sd, br2         // -1 < 1 signed: taken
	j nx2
br2:
	ori m#1.ud, 0x4, ->m.d
nx2:
	b.ge t#4.sd, t#5.sd, br3         // not taken
	j nx3
br3:
	ori m#1.ud, 0x8, ->m.d
nx3:
	b.ltu t#4.sd, t#5.sd, br4        // 2^64 - 1 < 1 unsigned: not taken
	j nx4
br4:
	ori m#1.ud, 0x10, ->m.d
nx4:
	b.geu t#4.sd, t#5.sd, br5        // taken
	j nx5
br5:
	ori m#1.ud, 0x20, ->m.d
nx5:
	b.feq.fs t#2.fs, t#3.fs, br6           // 1.0 == 1.0: taken
	j nx6
br6:
	ori m#1.ud, 0x40, ->m.d
nx6:
	b.fne.fs t#2.fs, t#1.fs, br7           // 1.0 != 2.0: taken
	j nx7
br7:
	ori m#1.ud, 0x80, ->m.d
nx7:
	b.flt.fs t#1.fs, t#2.fs, br8           // 2.0 < 1.0: not taken
	j nx8
br8:
	ori m#1.ud, 0x100, ->m.d
nx8:
	b.fge.fs t#1.fs, t#1.fs, br9           // 2.0 >= 2.0: taken
	j nx9
br9:
	ori m#1.ud, 0x200, ->m.d
nx9:
	addtpc 0, ->n                    // n#1 = the address of this instruction
	addi n#1.sd, 32, ->n.d           // n#1 = its address + 32 = jr_to (four 8-byte instructions on)
	jr n#1
	ori m#1.ud, 0x400, ->m.d         // jumped over
jr_to:
	sw m#1, [a4, u#1]                // @buf branches[15]: u32 -> a4 == 0x2e5 -- taken: b.eq b.lt b.geu b.feq b.fne b.fge (bits 0 2 5 6 7 9), jr over bit 10
	// divergence
	cmp.gei u#1.sd, 6, ->t.d
	pc.push t#1.uw, else_part        // lanes with i >= 6 run on; the others wait at else_part
	sw u#1, [a5, u#1]                // @buf diverge[15]: u32 -> a5 == max(i, 6) -- then-part stores i, else part 6
	pc.pop
else_part:
	addi zero.sd, 6, ->t.d
	sw t#1, [a5, u#1]
	pc.pop
	// global queue 3: every lane pushes its i, then pops (FIFO in lane order: its own i)
	addi zero.sd, 3, ->t.d
	qpush t#1.ud, u#1.ud, ->t.d      // @buf qpush_ret[15]: u32 -> a6 == 0 -- pushed
	sw t#1, [a6, u#1]
	qpop t#2.ud, ->t.d               // @buf qpop_[15]: u32 -> a7 == i -- first in, first out
	sw t#1, [a7, u#1]
	// a block per lane
	alloc 16, ->t.d
	lwi [t#1, 4], ->t                // @buf alloc_zero[15]: u32 -> s0 == 0 -- alloc's block starts zeroed
	sw t#1, [s0, u#1]
	swi u#1, [t#2, 4]
	lwi [t#2, 4], ->t                // @buf alloc_own[15]: u32 -> s1 == i -- each lane has its own block
	sw t#1, [s1, u#1]
	free t#3.d, 16
	// reductions over the 15 iterations
	rdaddu u#1.ud, =>s3              // @global s3: u64 == 105 -- 0 + 1 + ... + 14
	addi u#1.sd, -10, ->n.d          // n#1 = i - 10
	rdadds n#1.sd, =>s4              // @global s4: i64 == -45 -- 105 - 150
	ori u#1.ud, 0x100, ->t.d
	rdand t#1.ud, =>s5               // @global s5: u64 == 0x100
	rdor u#1.ud, =>s6                // @global s6: u64 == 15
	rdxor u#1.ud, =>s7               // @global s7: u64 == 15 -- 0 ^ 1 ^ ... ^ 14
	rdmaxu n#1.ud, =>s8              // @global s8: i64 == -1 -- unsigned: i = 9 gives 2^64 - 1, the largest
	rdmaxs n#1.sd, =>x0              // @global x0: i64 == 4
	rdminu n#1.ud, =>x1              // @global x1: u64 == 0 -- i = 10
	rdmins n#1.sd, =>x2              // @global x2: i64 == -10
	icvtf u#1.ud, ->t.w.fs
	rdfadd t#1.fs, =>x3              // @global x3: f32 == 105.0 -- exact in binary32 in any order
	rdfmax t#1.fs, =>ra              // @global ra: f32 == 14.0
	rdfmin t#1.fs, =>sp              // @global sp: f32 == 0.0
	BSTOP
full:
	loop.get LC0, ->t.w
	addi zero.sd, 5, ->t.d
	qpush t#1.ud, t#2.ud, ->t.d      // @buf qfull[17]: i32 -> s2 == max(i - 15, 0) -- queue 5 holds 16: the 17th push returns 1
	sw t#1, [s2, t#3]
	BSTOP
