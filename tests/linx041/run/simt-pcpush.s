// pc.push label, seed 003's form: it saves the reconvergence pc (label) and PredM; the branch
// after it splits the lanes: those that do not take it run first, pc.pop then runs the others
// at the branch target, and their pc.pop rejoins every lane at the label. Each lane's queue
// follows its own path. 11 iterations: lanes 0-2 take the branch.
	.text
	BSTART.STD FALL
	addi zero, 11, =>s0
	loop.set s0, 0, ->LB0
	BSTART.SIMT FALL
	B.TEXT body
	BSTOP
body:
	loop.get LC0, ->t.w              // t#1 = i
	addi zero.sd, 3, ->t.d           // t#1 = 3, t#2 = i
	pc.push join
	b.lt t#2.sd, t#1.sd, low         // i < 3: to low
	addi t#2.ud, 100, ->u.d          // the other lanes: u#1 = i + 100
	pc.pop                           // on to the lanes that branched
low:
	addi t#2.ud, 10, ->u.d           // i < 3: u#1 = i + 10
	pc.pop                           // rejoin at join
join:
	addi zero.sd, 7, ->m.d
	add u#1.ud, m#1.ud, ->t.d
	sw t#1, [a0, t#3]                // @buf out[11]: u32 -> a0 == i + 17 + 90 * min(1, i / 3) -- i + 10 or i + 100, then + 7 for every lane
	BSTOP
