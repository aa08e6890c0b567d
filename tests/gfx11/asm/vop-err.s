; gfx11 vector ALU (_e32): what llvm-mc 19 refuses, with its messages at its columns
	v_mov_b32_e32 v256, v0
	v_mov_b32_e32 v0, v[0:1]
	v_not_b32_e32 v3, s[0:1]
	v_add_f32_e32 v0, v1, s2
	v_add_f16_e32 v4, 0x12345, v12
	v_cvt_f64_i32_e32 v0, v2
	v_mov_b32_e32 s0, v1
	v_add_f32_e32 v0, v1
	v_add_f32_e64 v0, v1, v2 mul:3
	v_mul_f32_e64 v0, v1, v2 div:4
