; gfx11 bfloat16 sources (v_dot2_bf16_bf16, v_dot2_f32_bf16): the inline constants are bfloat16
; patterns (0x3f80 is 1.0, 0x3e22 is 1/(2*pi)), a float is rounded to bfloat16 (0.1 is 0x3dcd), a
; 32-bit float pattern is a literal, as llvm-mc 19
	v_dot2_bf16_bf16 v5, 1.0, v1, v2
	v_dot2_bf16_bf16 v5, 0x3f80, v1, v2
	v_dot2_bf16_bf16 v5, 0x3f800000, v1, v2
	v_dot2_bf16_bf16 v5, 0x3e22, v1, v2
	v_dot2_bf16_bf16 v5, v1, v1, 0x3f00
	v_dot2_bf16_bf16 v5, v1, v1, 0.1
	v_dot2_bf16_bf16 v5, v1, v1, 2.5
	v_dot2_bf16_bf16 v5, v1, v1, 0xfffc
	v_dot2_bf16_bf16 v5, v1, v1, 0x3e23
	v_dot2_bf16_bf16 v5, 0xffffffc0, v1, v2
	v_dot2_bf16_bf16 v5, -|2.0|, v1, v2
	v_dot2_bf16_bf16 v5, 0x3c00, v1, v2
	v_dot2_bf16_bf16 v5, v1, v1, 65504.0
	v_dot2_f32_bf16 v5, 1.0, v1, v2
	v_dot2_f32_bf16 v5, 0x3f800000, v1, v2
	v_dot2_f32_bf16 v5, v1, v2, 0x3f800000
	v_dot2_f32_bf16 v5, 0.1, v1, v2
	v_dot2_f32_bf16 v5, 70000.0, v1, v2
	v_dot2_f32_bf16 v5, 3.3895e38, v1, v2
	v_dot2_f32_bf16 v5, 0x12345, v1, v2
	v_dot2_bf16_bf16 v5, 0.15915494, v1, v2
	v_dot2_bf16_bf16 v5, v1, v1, 0.15915494
	v_dot2_f32_bf16 v5, 0.15915494, v1, v2
	v_dot2_bf16_bf16 v5, v1, v1, -0.0
	v_dot2_bf16_bf16 v5, v1, v1, 0.0
	v_dot2_f32_bf16 v5, -4.0, v1, v2
