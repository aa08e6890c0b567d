// Encodings the public LinxISA sources settle (fengzhazha/linx-isa; figures under
// docs/figs/bitfield/json/Introduction_32bit/). Each line names its source and the word it
// must give, worked out by hand from the figure's fields ([6:0] opcode, [11:7] RegDst,
// [14:12] func, [19:15] SrcL, [24:20] SrcR, [26:25] SrcType, [31:27]).
	.text
	BSTOP                           // BSTOP.json, update_v0.40.md: 0x00000001
	C.BSTOP                         // update_v0.40.md (all-zero 16-bit word): 0x0000
	C.BSTART.FP RET                 // C.BSTART.FP.json: [6:4] 7, [10:7] 2: 0x0170
	BSTART.FP FALL                  // BSTART.FP.json: 0x00001101
	// 5-bit destinations (update_v0.40.md 调整15): ->t 31, ->u 30, R1-R23 1-23
	div a0, a1, ->t                 // Multi-CycleALU.json DIV: 0x07, func 0, RegDst 31: 0x00310f87
	divu a0, a1, ->u                // DIVU: func 1, RegDst 30: 0x00311f07
	divw a0, a1, =>s0               // DIVW: func 2, RegDst 11: 0x00312587
	divuw t#1, u#4, ->t             // DIVUW: func 3, SrcL 24, SrcR 31: 0x01fc3f87
	rem a0, a1, ->t                 // REM: func 4: 0x00314f87
	remu a0, a1, ->t                // REMU: func 5: 0x00315f87
	remw a0, a1, ->t                // REMW: func 6: 0x00316f87
	remuw a0, a1, ->t               // REMUW: func 7: 0x00317f87
	fabs.fs a0, ->t                 // FloatingPointArithmetic_1.json FABS: 0x1f, SrcType 1: 0x02010f9f
	fsqrt.fd a0, ->t                // FSQRT: func 1: 0x00011f9f
	fexp.fd a0, ->t                 // FEXP: func 2: 0x00012f9f
	flog.fd a0, ->t                 // FLOG: func 3: 0x00013f9f
	fsin.fd a0, ->t                 // FSIN: func 4: 0x00014f9f
	fcos.fd a0, ->t                 // FCOS: func 5: 0x00015f9f
	frecip.fh a0, ->t               // FRECIP: func 6, SrcType 2: 0x04016f9f
	fclass.fb a0, ->t               // FCLASS: func 7, SrcType 3: 0x06017f9f
	csel a2, a0, a1, ->t            // ThreeSourceInteger_FP.json CSEL: 0x2f, SrcP [31:27] 4: 0x20310faf
	rev16 a0, ->t                   // BitOperation_FP.json REV16: 0x3f func 1: 0x00011fbf
	rev32 a0, ->t                   // REV32: func 2: 0x00012fbf
	rev64 a0, ->t                   // REV64: func 3: 0x00013fbf
	ctz a0, ->t                     // CTZ: func 4: 0x00014fbf
	ctzw a0, ->t                    // CTZW: func 5: 0x00015fbf
	clz a0, ->t                     // CLZ: func 6: 0x00016fbf
	clzw a0, ->t                    // CLZW: func 7: 0x00017fbf
	cvt.fs2fd a0, ->t               // Convert.json CVT: 0x47, SrcType [23:20] 1, DstType [30:27] 0: 0x00110fc7
	cvt.fd2sw a0, =>a1              // SrcType 0, DstType 13 (sw): 0x680101c7
back:
	b.feq.fs a0, a1, back           // FloatingPointBranch.json B.FEQ: 0x57, func 0, offset 0: 0x02310057
	b.fne.fd a0, a1, back           // B.FNE: func 1, -2 halfwords = 0x3fe: [11:7] 0x1f (high), [31:27] 0x1e: 0xf0311fd7
	b.flt.fh a0, a1, back           // B.FLT: func 2, -4 halfwords = 0x3fc, SrcType 2: 0xe4312fd7
	b.fge.fb a0, a1, fwd            // B.FGE: func 3, +2 halfwords, SrcType 3: 0x16313057
fwd:
	BSTOP
// SIMT forms: LIEXT 0x77 (bits 31:0) + the base word (bits 63:32). 10-bit operands
// (LibPseudoCode.md V[]): T/U/M/N 0-31, R0-R23 32-55, LC0 64, LB0 65; destinations ->t 0, ->u 1,
// ->m 2, ->n 3.
here:
	b.eq t#1.sd, t#2.sd, here       // BranchInstruction.json B.EQ: base 0x6b, SrcR 1; LIEXT types .sd: 0x01080077 0x0010006b
	jr t#1                          // JR: base 0x6b func 6: 0x00000077 0x0000606b
	j here                          // Branch.json J: base 0x73, offset -8 halfwords: [11:7] 0x1f, [31:15] 0x1fff8: 0x00000077 0xfffc0ff3
	sbi.a t#1, [a0, 5], ->u         // StoreInstructionwithAddressUpdatewithimmediate.json: base 0x5d, RegDst 1, SrcR 34 (ext 1), simm7 5: 0x00100077 0x0a2000dd
	shi.ua t#1, [a0, 6], ->t        // SHI.UA: func 5, simm7 6: 0x00100077 0x0c20505d
	ssrget LaneNum, ->n.w           // update_v0.40.md (opcode 1111): base 0x7b, RegDst 3, width .w: 0x00000277 0x032001fb
	add LC0.ud, LB0.ud, ->m.d       // V[] 64, 65 (ext 2), destination m = 2: 0x00210077 0x00100103
	add LC1.ud, LB1.ud, ->t.d       // V[] 68, 69 (ext 2, base 4 and 5), destination t = 0: 0x00210077 0x00520003
	add LC2.ud, LB2.ud, ->u.d       // V[] 72, 73 (ext 2, base 8 and 9), destination u = 1: 0x00210077 0x00940083
	rdaddu t#1.ud, =>R5             // V[] write 37 = R5 (LIEXT [8:7] 1, base [11:7] 5): 0x000000f7 0x000002b7
