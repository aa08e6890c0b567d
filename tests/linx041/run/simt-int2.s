	.text
	BSTART.SIMT FALL
	B.TEXT body
	BSTOP
body:
	// Constants, pushed so that they stay put: u#1 = 7, u#2 = 5, u#3 = -1, u#4 = 1,
	// u#5 = 0xffffffff_80000000, u#6 = 0xffffffff_deadbeef, u#7 = 3, u#8 = 0xff;
	// m#1 = 0x0f, m#2 = 31, m#3 = 4, m#4 = 28.
	addi zero.sd, 0xff, ->u.d
	addi zero.sd, 3, ->u.d
	lui -0x21524, ->t                // 0xffffffff_deadc000
	addi t#1.sd, -0x111, ->u.d       // 0xffffffff_deadbeef
	lui -0x80000, ->u                // 0xffffffff_80000000
	addi zero.sd, 1, ->u.d
	addi zero.sd, -1, ->u.d
	addi zero.sd, 5, ->u.d
	addi zero.sd, 7, ->u.d
	addi zero.sd, 28, ->m.d
	addi zero.sd, 4, ->m.d
	addi zero.sd, 31, ->m.d
	addi zero.sd, 0x0f, ->m.d
	max u#3.sd, u#4.sd, ->t.d        // @buf max_[2]: u32 -> a0 == [0x00000001, 0x00000000] -- signed max(-1, 1)
	sdi t#1, [a0, 0]
	maxu u#3.sd, u#4.sd, ->t.d       // @buf maxu_[2]: u32 -> a1 == [0xffffffff, 0xffffffff] -- unsigned: -1 is 2^64 - 1
	sdi t#1, [a1, 0]
	min u#3.sd, u#4.sd, ->t.d        // @buf min_[2]: u32 -> a2 == [0xffffffff, 0xffffffff]
	sdi t#1, [a2, 0]
	minu u#3.sd, u#4.sd, ->t.d       // @buf minu_[2]: u32 -> a3 == [0x00000001, 0x00000000]
	sdi t#1, [a3, 0]
	sub zero.sd, u#1.sd, ->t.d       // t#1 = -7
	div t#1.sd, m#3.sd, ->t.d        // @buf div_[2]: u32 -> a4 == [0xffffffff, 0xffffffff] -- -7 / 4 = -1.75, toward zero: -1
	sdi t#1, [a4, 0]
	rem t#2.sd, m#3.sd, ->t.d        // @buf rem_[2]: u32 -> a5 == [0xfffffffd, 0xffffffff] -- -7 rem 4 = -3 (the sign of a)
	sdi t#1, [a5, 0]
	divu t#3.ud, m#3.ud, ->t.d       // @buf divu_[2]: u32 -> a6 == [0xfffffffe, 0x3fffffff] -- (2^64 - 7) / 4 = 2^62 - 2, remainder 1
	sdi t#1, [a6, 0]
	remu t#4.ud, m#3.ud, ->t.d       // @buf remu_[1]: u32 -> a7 == 1
	swi t#1, [a7, 0]
	csel u#4.sd, u#1.sd, u#2.sd, ->t.d  // @buf csel_[2]: u32 -> s0 == [7, 5] -- c = 1: a (7); then c = 0: b (5)
	swi t#1, [s0, 0]
	csel zero.sd, u#1.sd, u#2.sd, ->t.d
	swi t#1, [s0, 4]
	rev16 u#6.ud, ->t.d              // @buf rev16_[2]: u32 -> s1 == [0xaddeefbe, 0xffffffff] -- 0xffffffff_deadbeef: bytes swapped in each halfword
	sdi t#1, [s1, 0]
	rev32 u#6.ud, ->t.d              // @buf rev32_[2]: u32 -> s2 == [0xefbeadde, 0xffffffff] -- in each word
	sdi t#1, [s2, 0]
	rev64 u#6.ud, ->t.d              // @buf rev64_[2]: u32 -> s3 == [0xffffffff, 0xefbeadde] -- all 8 bytes
	sdi t#1, [s3, 0]
	rev64 u#6.uw, ->t.d              // @buf rev64_uw[2]: u32 -> s4 == [0x00000000, 0xefbeadde] -- a .uw source is 0x00000000_deadbeef
	sdi t#1, [s4, 0]
	ctz zero.uw, ->t.d               // @buf ctz_zero_w[1]: u32 -> s5 == 32 -- 0 in a .uw operand: the width, 32
	swi t#1, [s5, 0]
	ctz zero.ud, ->t.d               // @buf ctz_zero_d[1]: u32 -> s6 == 64
	swi t#1, [s6, 0]
	clz zero.ub, ->t.d               // @buf clz_zero_b[1]: u32 -> s7 == 8
	swi t#1, [s7, 0]
	clz u#4.uh, ->t.d                // @buf clz_h[1]: u32 -> s8 == 15 -- 1 in 16 bits
	swi t#1, [s8, 0]
	clz u#4.ud, ->t.d                // @buf clz_d[1]: u32 -> x0 == 63
	swi t#1, [x0, 0]
	ctz u#5.ud, ->t.d                // @buf ctz_d[1]: u32 -> x1 == 31 -- 0xffffffff_80000000
	swi t#1, [x1, 0]
	clz u#5.uw, ->t.d                // @buf clz_w[1]: u32 -> x2 == 0 -- 0x80000000 in 32 bits
	swi t#1, [x2, 0]
	ctz u#6.sh, ->t.d                // @buf ctz_sh[1]: u32 -> x3 == 0 -- 0xbeef: bit 0 set
	swi t#1, [x3, 0]
	BSTOP
