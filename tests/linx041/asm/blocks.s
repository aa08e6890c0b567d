; linx041 block headers. Confirmed encodings (TARGETS.md): BSTART.SIMT FALL = 0x00001981,
; BSTART.FP FALL = 0x00001101, C.BSTART.FP FALL = 0x0110, BTEXT offset = halfwords in [31:7].
; Provisional: the BTEXT opcode (0x09), BSTOP (0x00000001), BSTART.FP DIRECT/COND/CALL payloads.
header:
	BSTART.SIMT FALL
	B.TEXT body
	BSTART.FP FALL
	BSTART.FP IND
	BSTART.FP ICALL
	BSTART.FP RET
	BSTART.FP DIRECT, header
	BSTART.FP COND, body
	BSTART.FP CALL, header
	C.BSTART.FP FALL
	C.BSTART.FP RET
	B.TEXT header
body:
	add t#1.sw, t#2.sw, ->t.w
	BSTOP
