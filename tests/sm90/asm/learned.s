// sm90 learned instructions (LD/ST/LDG/STG/FSETP) as nvdisasm prints them: words of the corpus
// cubins (tools/sm90/build_corpus.sh); each encoding below is the corpus word the line came from.
	[B01----:R1:W0:Y:S15] LD.E R4, desc[UR4][R4.64]
	[B01----:R1:W0:Y:S15] LD.E.64 R4, desc[UR4][R4.64]
	[B01----:R1:W0:Y:S15] LD.E.U16 R0, desc[UR4][R6.64]
	[B01----:R1:W0:Y:S15] LD.E.128 R4, desc[UR4][R4.64]
	[B01----:R1:W-:Y:S15] ST.E desc[UR4][R6.64], R4
	[B01----:R1:W-:Y:S15] ST.E.64 desc[UR4][R4.64], R6
	[B01----:R1:W-:Y:S15] ST.E.U16 desc[UR4][R4.64], R0
	[B01----:R1:W-:Y:S15] ST.E.128 desc[UR4][R26.64], R4
	[B01----:R1:W0:Y:S15] LDG.E.64.CONSTANT R10, desc[UR4][R10.64]
	[B------:R-:W3:-:S01] LDG.E R8, desc[UR4][R2.64]
	[B------:R-:W2:-:S01] LDG.E.64 R14, desc[UR4][R4.64]
	[B------:R-:W2:-:S01] LDG.E.U16 R4, desc[UR4][R4.64]
	[B------:R0:W-:-:S01] STG.E.64 desc[UR4][R12.64], R10
	[B------:R1:W-:-:S04] STG.E desc[UR4][R6.64], R21
	[B------:R-:W-:-:S04] STG.E.U16 desc[UR4][R10.64], R12
	[B01----:R1:W-:Y:S15] STG.E.EF desc[UR4][R4.64], R0
	[B01----:R-:W-:Y:S15] FSETP.GT.AND P0, PT, R17, R22, PT
	[B01----:R-:W-:Y:S15] FSETP.GTU.FTZ.AND P0, PT, R6, R9, PT
	[B01----:R-:W-:Y:S15] FSETP.EQ.FTZ.AND P0, PT, R6, R9, PT
	[B01----:R-:W-:Y:S15] FSETP.NEU.FTZ.AND P0, PT, R0, R3, PT
	[B01----:R-:W-:Y:S15] FSETP.LT.AND P0, PT, R0, 6.5827683646048100446e-37, PT
	[B01----:R-:W-:Y:S15] FSETP.GT.AND P0, PT, R0, 1.469367938527859385e-39, PT

// hand-written: the second source's reuse flag alone (the assembler once read 'R226.reuse' as a symbol)
	[B------:R-:W-:-:S02] FSETP.GT.FTZ.AND P3, P5, |R154|, R226.reuse, P1

// register operands with negation and absolute-value bits: one learned variant takes every
// combination (a source operand with mods: [neg, abs]); the '.reuse' after the closing '|'
	[B------:R-:W-:-:S01] FFMA R6, -|R5|.reuse, R4, -R6
	[B------:R-:W-:-:S01] FFMA R6, |R5|, -|R4|, |R6|
	[B------:R-:W-:-:S01] FFMA R11, -R2, 1.4426950216293334961, |R7|
	[B------:R-:W-:-:S01] DFMA R20, -R8, |R14|, -|R12|
	[B------:R-:W-:-:S01] FADD R0, -|R4|, |R0|
	[B------:R-:W-:-:S01] DADD R4, |R4|, -R6
	[B------:R-:W-:-:S01] FSETP.GT.AND P0, PT, -|R0|, |R3|, PT
	[B------:R-:W-:-:S01] MUFU.RCP R5, -|R5|
// an address printed after a blank, nothing when 0 (CALL.ABS.NOINC's offset: space)
	[B------:R-:W-:-:S01] CALL.ABS.NOINC UR4 0x400
	[B------:R-:W-:-:S01] CALL.ABS.NOINC R6
