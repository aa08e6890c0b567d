; gfx11 v_mov_b16: what llvm-mc 19 refuses, with its messages at its columns. (A register past
; v127, v128.l, llvm-mc refuses at the mnemonic with "operands are not valid for this GPU or
; mode"; simtloom at the register, with "register index is out of range"; v_mov_b16_e64 llvm-mc
; calls "e64 variant of this instruction is not supported", simtloom an unknown mnemonic: not
; compared here.)
	v_mov_b16 v5, v1
	v_mov_b16 v5, v1.l
	v_mov_b16 v5.x, v1.l
	v_mov_b16 v5.L, v1.H
	v_mov_b16 v5.l, s1.l
	v_mov_b16 v5.l, v[1:2]
	v_mov_b16 v5.l, 0x10000
	v_mov_b16 v5.l, -v1.l
	v_mov_b16 v5.l, |v1.l|
	v_mov_b16_e32 v5.l, 0x12345678
	v_mov_b16_dpp v5.h, s1 quad_perm:[0,1,2,3]
	v_not_b16 v5.l, v1.h
