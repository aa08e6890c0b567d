// The 16-bit micro-instructions of fengzhazha/linx-isa
// docs/figs/bitfield/json/Introduction_32bit/CompressedInstruction.json: [0] 0 (16-bit), [1] 1
// (layer 1, block body), [6:2] and [11:7] operands (opcodes 13 and 14: Func [9:7] and [11:10]),
// [15:12] opcode. Each line gives the word worked out by hand from the figure.
	.text
	C.BSTART.STD FALL               // layer 0 ([1] = 0): the header space, which no micro-instruction uses
	c.add a0, a1, ->t               // opcode 2, SrcL [6:2], SrcR [11:7]: 0x218a
	c.sub a0, a1, ->t               // opcode 3: 0x318a
	c.and t#1, u#1, ->t             // opcode 4: 0x4e62
	c.or a0, a1, ->t                // opcode 5: 0x518a
	c.setc.eq a0, a1                // opcode 6: 0x618a
	c.setc.ne a0, a1                // opcode 7: 0x718a
	c.addi a0, -3, ->t              // opcode 12, simm5 [11:7]: 0xce8a
	movr a0, =>s0                   // opcode 0, SrcL [6:2], RegDst [11:7]: 0x058a
	c.movr t#1, ->u                 // the same instruction spelled as the 0.56 figures name it: 0x0f62
	movi -16, ->t                   // opcode 1, simm5 [6:2], RegDst [11:7]: 0x1fc2
	c.addpc 8                       // opcode 1, RegDst 10 (RA), uimm5 4 (halfwords): 0x1512
	c.lwi [a0, -4], ->t             // opcode 8, simm5 -1 (x4): 0x8f8a
	c.ldi [sp, 120], ->t            // opcode 9, simm5 15 (x8): 0x9786
	c.swi t#1, [a0, 4]              // opcode 10, the base in [6:2]: 0xa08a
	c.sdi t#1, [sp, -128]           // opcode 11: 0xb806
	c.setc.tgt ra                   // opcode 13, Func 0, [11:10] 0: 0xd02a
	sext.b a0, ->t                  // opcode 13, Func 0, [11:10] 1: 0xd40a
	sext.h a0, ->t                  // Func 1: 0xd48a
	sext.w a0, ->t                  // Func 2: 0xd50a
	zext.b a0, ->t                  // Func 3: 0xd58a
	zext.h a0, ->t                  // Func 4: 0xd60a
	c.zext.w a0, ->t                // Func 5 (the 0.56 spelling): 0xd68a
	c.cmp.eqi t#1, -16, ->t         // opcode 14, simm5 [6:2], Func 0, [11:10] 0: 0xe042
	c.cmp.nei t#1, 15, ->t          // Func 1: 0xe0be
	c.slli t#1, 4, ->t              // Func 2: 0xe112
	c.srli t#1, 31, ->t             // Func 3: 0xe1fe
	c.ssrget GP, ->t                // Func 0, [11:10] 2: 0xe806
	c.addtpc -1, ->t                // opcode 15, simm10 [11:2]: 0xfffe
	C.BSTOP
