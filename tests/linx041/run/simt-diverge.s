// SIMT divergence and reductions in detail, over a three-dimensional loop LB = [2, 2, 3]
// (12 iterations, i = LC0 + 2 LC1 + 4 LC2, in groups of 4): LC2 = i / (LB0 LB1); nested
// pc.push/pc.pop where each path pushes its own code onto the T queue, so that after the paths
// meet each lane's t#1 tells which path it took (lanes that do not run an instruction do not
// push); a pc.push where every lane is true (the else part runs with an empty PredM and changes
// nothing) and one where none is (the lanes go straight to else); a reduction in a then-part
// folds only the active lanes; a reduction writes its global when the block ends, so a read of
// that global inside the body still sees the value from before the block; rdfadd folds the lanes
// of each group in order, then the groups in order.
	.text
	BSTART.SIMT FALL
	B.TEXT body
	BSTOP
body:
	loop.get LC2, ->t.w
	loop.get LC1, ->t.w
	loop.get LC0, ->t.w              // t#1 = LC0, t#2 = LC1, t#3 = LC2
	addi zero.sd, 2, ->t.d
	madd t#3.ud, t#1.ud, t#2.ud, ->t.d  // LC1 * 2 + LC0
	addi zero.sd, 4, ->t.d
	madd t#6.ud, t#1.ud, t#2.ud, ->u.d  // u#1 = i = LC2 * 4 + LC1 * 2 + LC0
	sw t#6, [a0, u#1]                // @buf lc2[12]: u32 -> a0 == i / 4 -- LC2 = i / (LB0 * LB1)
	// nested paths: outer i >= 5 (splits group 1), inner i >= 9 (splits group 2)
	cmp.gei u#1.sd, 5, ->t.d
	pc.push t#1.uw, outer_else
	cmp.gei u#1.sd, 9, ->t.d
	pc.push t#1.uw, inner_else
	addi zero.sd, 2, ->t.d           // path code 2: i >= 9
	pc.pop
inner_else:
	addi zero.sd, 3, ->t.d           // path code 3: 5 <= i < 9
	pc.pop
	rdaddu u#1.ud, =>s1              // @global s1: u64 == 56 -- in the outer then-part: 5 + 6 + ... + 11, the active lanes only
	pc.pop
outer_else:
	addi zero.sd, 1, ->t.d           // path code 1: i < 5
	pc.pop
	sw t#1, [a1, u#1]                // @buf path[12]: i32 -> a1 == 1 + 2 * min(max(i - 4, 0), 1) - min(max(i - 8, 0), 1) -- 1 for i < 5, 3 for 5..8, 2 for 9..11
	// every lane true: the else part runs with no lane and stores nothing
	cmp.gei u#1.sd, 0, ->t.d
	pc.push t#1.uw, all_else
	pc.pop
all_else:
	sw zero, [a2, u#1]               // @buf all_true[12]: u32 init={fill: 7} -> a2 == 7 -- untouched
	pc.pop
	// no lane true: straight to else
	cmp.lti u#1.sd, 0, ->t.d
	pc.push t#1.uw, none_else
	sw u#1, [a3, u#1]                // @buf none_true[12]: u32 -> a3 == 2 -- only the else part stores (2)
	pc.pop
none_else:
	addi zero.sd, 2, ->t.d
	sw t#1, [a3, u#1]
	pc.pop
	// the reduction's global is written when the block ends
	rdaddu u#1.ud, =>s0              // @global s0: u64 == 66 -- 0 + 1 + ... + 11
	sw s0, [a4, u#1]                 // @buf s0_inside[12]: u32 -> a4 == 1000 -- s0 as it was before the block   @in s0 = 1000
	// rdfadd's order: iteration 0 holds 2^24, the others 1.0 (binary32). Folding the lanes of each
	// group in lane order gives 2^24 (each + 1 is a tie back to the even 2^24), 4 and 4; folding
	// those in group order gives 2^24 + 8 exactly (a single fold over all lanes would stay 2^24).
	addi zero.sd, 1, ->t.d
	lui 0x1000, ->t                  // 2^24
	cmp.eqi u#1.sd, 0, ->t.d
	csel t#1.sd, t#2.sd, t#3.sd, ->t.d
	icvtf t#1.sd, ->t.w.fs
	rdfadd t#1.fs, =>s2              // @global s2: f32 == 16777224.0 -- lanes in order, then the groups in order (docs/linx041-sim.md)
	BSTOP
