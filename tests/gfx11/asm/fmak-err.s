; gfx11 v_fmamk / v_fmaak: a literal src0 other than K is a second literal, which llvm-mc 19 refuses
	v_fmaak_f32 v1, 0x1234, v2, 0x5678
	v_fmamk_f32 v1, 0x1234, 0x5678, v2
