; gfx11 float constants: how llvm-mc 19 converts them (the converted bits' inline code, 0.0 is 0) and folds
; neg/abs into a 64-bit float constant of an _e32 source
	v_cvt_i32_f64_e32 v5, |0.0|
	v_cvt_f32_f64_e32 v5, neg(0.0)
	v_cvt_i32_f64 v5, neg(0.0)
	v_cvt_i32_f64 v5, -|-0.5|
	v_add_f16 v5, 5.960464477539063e-08, v1
	v_add_f16 v5, 0.1, v1
	v_cvt_f32_i32 v5, 0.0
	v_add_f64 v[0:1], 0.0, v[2:3]
	v_add_f64 v[0:1], neg(0.0), v[2:3]
	v_add_f64 v[0:1], |-2.0|, v[2:3]
	v_cvt_i32_f64 v255, -|4|
