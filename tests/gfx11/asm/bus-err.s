; gfx11 constant bus: reads outside the operands (v_div_fmas' VCC) and the 64-bit shifts' one-value
; bus, as llvm-mc 19 refuses them
	v_div_fmas_f32 v4, s10, s20, v16
	v_div_fmas_f32 v4, vcc_lo, s20, v16
	v_div_fmas_f32 v4, s1, 0x41, v2
	v_div_fmas_f64 v[4:5], s[10:11], s[20:21], v[16:17]
	v_lshlrev_b64 v[4:5], s10, s[20:21]
	v_lshrrev_b64 v[4:5], s10, 0x1234
	v_ashrrev_i64 v[4:5], s10, s[10:11]
	v_mad_u64_u32 v[0:1], null, s2, s3, s[2:3]
	v_mad_u64_u32 v[2:3], s0, s1, 0x1234, 0x1234
