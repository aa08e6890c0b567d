; gfx11 float constants llvm-mc 19 refuses: below the normal range and inexact (underflow), and
; neg/abs on a 64-bit integer constant of an _e32 source (and, warned of with llvm-mc's text,
; 64-bit float constants whose low half the literal cannot hold: 1.1, -0.1)
	v_cvt_f32_i32_e32 v5, 1.4e-45
	v_cvt_f32_i32 v5, 1e-50
	v_add_f16 v5, 6e-8, v1
	v_cvt_i32_f64_e32 v5, neg(0)
	v_cvt_i32_f64_e32 v5, |-1|
	v_add_f64 v[0:1], 1.1, v[2:3]
	v_fma_f64 v[0:1], v[2:3], -0.1, v[4:5]
