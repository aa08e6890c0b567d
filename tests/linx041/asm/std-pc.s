// addpc (update_v0.40.md: addtpc's word with RegDst RA, the immediate's high 12 bits) and ccatw
// (update_v0.40.md 四.6; its field placement simtloom's). Words worked out by hand:
	.text
	BSTART.STD FALL
	addpc 1                          // 0x33 | RA 10 << 7 | 1 << 20: 0x00100533
	addpc -1                         // imm 0xfff << 20: 0xfff00533
	addtpc 1, =>s0                   // 0x33 | R11 << 7 | 1 << 12: 0x000015b3
	ccatw a0, a1, 8, =>s1            // 0x23 | R12 << 7 | func 5 << 12 | R2 << 15 | R3 << 20 | 8 << 27: 0x40315623
	ccatw t#1, u#4, 31, ->t          // RegDst 31, SrcL 24, SrcR 31, 31 << 27: 0xf9fc5fa3
	j q0                             // the simulator's register classes q and g (written: false)
q0:	j g1                             // reserve no names: q0 and g1 are labels here
g1:	BSTOP
