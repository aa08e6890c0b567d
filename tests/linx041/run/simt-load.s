// SIMT loads: lb lh lw ld lbu lhu lwu (address a + b * size: the index register scaled),
// lbi lhi lwi ldi lbui lhui lwui (a + imm, imm a multiple of the size) and lhi.u lwi.u ldi.u
// lhui.u lwui.u (a + imm, any imm: unaligned addresses are allowed). Buffer `bytes` holds
// bytes[k] = 0x7e + k, so a load's value is those bytes little-endian, sign- or zero-extended to
// 64 bits; each result is stored whole (sdi) and checked as [low word, high word]. One iteration.
	.text
	BSTART.SIMT FALL
	B.TEXT body
	BSTOP
body:
	addi zero.sd, 2, ->u.d           // u#1 = 2 (an index)   @buf bytes[32]: u8 init={iota: {start: 0x7e, step: 1}} -> a0
	addi zero.sd, 1, ->u.d           // u#1 = 1, u#2 = 2
	lb [a0, u#2], ->t                // @buf lb_[2]: u32 -> a1 == [0xffffff80, 0xffffffff] -- byte 2 = 0x80, sign-extended
	sdi t#1, [a1, 0]
	lbu [a0, u#2], ->t               // @buf lbu_[2]: u32 -> a2 == [0x00000080, 0x00000000] -- zero-extended
	sdi t#1, [a2, 0]
	lh [a0, u#1], ->t                // @buf lh_[2]: u32 -> a3 == [0xffff8180, 0xffffffff] -- index 1 * 2: bytes 2, 3
	sdi t#1, [a3, 0]
	lhu [a0, u#1], ->t               // @buf lhu_[2]: u32 -> a4 == [0x00008180, 0x00000000]
	sdi t#1, [a4, 0]
	lw [a0, u#1], ->t                // @buf lw_[2]: u32 -> a5 == [0x85848382, 0xffffffff] -- index 1 * 4: bytes 4..7
	sdi t#1, [a5, 0]
	lwu [a0, u#1], ->t               // @buf lwu_[2]: u32 -> a6 == [0x85848382, 0x00000000]
	sdi t#1, [a6, 0]
	ld [a0, u#1], ->t                // @buf ld_[2]: u32 -> a7 == [0x89888786, 0x8d8c8b8a] -- index 1 * 8: bytes 8..15
	sdi t#1, [a7, 0]
	lbi [a0, 3], ->t                 // @buf lbi_[2]: u32 -> s0 == [0xffffff81, 0xffffffff] -- a + 3
	sdi t#1, [s0, 0]
	lbui [a0, 1], ->t                // @buf lbui_[2]: u32 -> s1 == [0x0000007f, 0x00000000] -- a + 1
	sdi t#1, [s1, 0]
	lhi [a0, 6], ->t                 // @buf lhi_[2]: u32 -> s2 == [0xffff8584, 0xffffffff] -- a + 6
	sdi t#1, [s2, 0]
	lhui [a0, 6], ->t                // @buf lhui_[2]: u32 -> s3 == [0x00008584, 0x00000000]
	sdi t#1, [s3, 0]
	lwi [a0, 8], ->t                 // @buf lwi_[2]: u32 -> s4 == [0x89888786, 0xffffffff] -- a + 8
	sdi t#1, [s4, 0]
	lwui [a0, 8], ->t                // @buf lwui_[2]: u32 -> s5 == [0x89888786, 0x00000000]
	sdi t#1, [s5, 0]
	ldi [a0, 16], ->t                // @buf ldi_[2]: u32 -> s6 == [0x91908f8e, 0x95949392] -- a + 16
	sdi t#1, [s6, 0]
	lhi.u [a0, 3], ->t               // @buf lhi_u[2]: u32 -> s7 == [0xffff8281, 0xffffffff] -- a + 3, unscaled and unaligned
	sdi t#1, [s7, 0]
	lhui.u [a0, 3], ->t              // @buf lhui_u[2]: u32 -> s8 == [0x00008281, 0x00000000]
	sdi t#1, [s8, 0]
	lwi.u [a0, 1], ->t               // @buf lwi_u[2]: u32 -> x0 == [0x8281807f, 0xffffffff] -- a + 1
	sdi t#1, [x0, 0]
	lwui.u [a0, 1], ->t              // @buf lwui_u[2]: u32 -> x1 == [0x8281807f, 0x00000000]
	sdi t#1, [x1, 0]
	ldi.u [a0, 3], ->t               // @buf ldi_u[2]: u32 -> x2 == [0x84838281, 0x88878685] -- a + 3
	sdi t#1, [x2, 0]
	addi a0.ud, 4, ->t.d             // t#1 = a0 + 4
	lwi [t#1, -4], ->t               // @buf lwi_neg[2]: u32 -> x3 == [0x81807f7e, 0xffffffff] -- a negative offset: (a + 4) - 4
	sdi t#1, [x3, 0]
	BSTOP
