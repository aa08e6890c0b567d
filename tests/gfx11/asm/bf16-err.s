; gfx11 bfloat16 sources: what llvm-mc 19 refuses (a 32-bit literal in a single bfloat16 source; a
; float outside a half's range there, outside a float's in a packed one)
	v_dot2_bf16_bf16 v5, v1, v1, 0x3f800000
	v_dot2_bf16_bf16 v5, v1, v1, 70000.0
	v_dot2_bf16_bf16 v5, v1, v1, 1e-5
	v_dot2_f32_bf16 v5, 1e-40, v1, v2
	v_dot2_f32_bf16 v5, 1e39, v1, v2
