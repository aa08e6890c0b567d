; gfx11 v_mov_b16 with true16 operands (vN.l: bits 15:0 of vN, vN.h: bits 31:16; v0..v127):
; VOP1 (_e32, and the suffix-less spelling), DPP16 and DPP8; encodings checked against llvm-mc 19
; -mcpu=gfx1100 (which has no _e64 of it). The other 16-bit VOP1 instructions keep their 32-bit
; register names (v_not_b16 v5, v1). (An inline float, v_mov_b16 v5.l, 0.5, prints as its 16-bit pattern
; 0x3800, as llvm-objdump prints it, which reads back as a literal: not in a listing here.)
	v_mov_b16_e32 v5.l, v1.h
	v_mov_b16 v5.l, v1.h
	v_mov_b16 v5.h, v1.l
	v_mov_b16 v0.l, v0.l
	v_mov_b16 v127.h, v127.h
	v_mov_b16 v127.l, v0.h
	v_mov_b16 v5.l, s1
	v_mov_b16 v5.h, s105
	v_mov_b16 v5.l, vcc_hi
	v_mov_b16 v5.l, m0
	v_mov_b16 v5.l, exec_lo
	v_mov_b16 v5.l, null
	v_mov_b16 v5.l, src_scc
	v_mov_b16 v5.l, 0
	v_mov_b16 v5.l, 64
	v_mov_b16 v5.l, -16
	v_mov_b16 v5.l, -1
	v_mov_b16 v5.l, 0x3118
	v_mov_b16 v5.l, 65
	v_mov_b16 v5.l, 0xffff
	v_mov_b16 v5.l, -32768
	v_mov_b16 v5.l, 0x3c00
	v_mov_b16_dpp v5.l, v1.h quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_mov_b16_dpp v5.h, v127.h row_shl:1 row_mask:0xf bank_mask:0xf
	v_mov_b16_dpp v5.h, v1.l quad_perm:[0,1,2,3] row_mask:0x3 bank_mask:0x1 bound_ctrl:1 fi:1
	v_mov_b16_dpp v5.l, v1.l row_xmask:15 row_mask:0xf bank_mask:0xf
	v_mov_b16_dpp v5.l, v1.h dpp8:[7,6,5,4,3,2,1,0]
	v_mov_b16_dpp v127.h, v0.l dpp8:[0,1,2,3,4,5,6,7] fi:1
	v_not_b16 v5, v1
