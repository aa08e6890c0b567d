; gfx11 v_fmamk / v_fmaak with src0 a literal: the literal is K itself (one dword), as llvm-mc 19
	v_fmaak_f32 v1, 0x1234, v2, 0x1234
	v_fmamk_f32 v1, 0x1234, 0x1234, v2
	v_fmaak_f16 v1, 0x1234, v2, 0x1234
	v_fmaak_f32 v1, 1.0, v2, 0x3f800000
	v_fmaak_f32 v1, 2.5, v2, 0x40200000
	v_fmaak_f32 v196, 0x510a5695, v6, 0x510a5695
