; gfx11 constant bus: what llvm-mc 19 accepts beside an implicit read
	v_div_fmas_f32 v4, s1, s1, v16
	v_div_fmas_f32 v4, vcc_lo, vcc_lo, v2
	v_div_fmas_f64 v[4:5], vcc, s[2:3], v[16:17]
	v_div_fmas_f64 v[4:5], s[2:3], v[6:7], v[16:17]
	v_div_fmas_f64 v[4:5], 0x41, v[6:7], v[16:17]
	v_lshlrev_b64 v[4:5], vcc_lo, v[2:3]
	v_ashrrev_i64 v[4:5], 4, s[10:11]
	v_fma_f32 v4, s10, s20, v16
	v_mad_u64_u32 v[0:1], null, s2, s2, s[2:3]
	v_mad_u64_u32 v[0:1], null, s2, v3, s[2:3]
	v_mad_u64_u32 v[2:3], s0, v1, 0x1234, 0x1234
