// The older names llvm-mc 19 still takes for gfx11 instructions (tools/gfx11/legacy_aliases.py
// finds them by asking it): each assembles as its gfx11 name, which the listing prints.
	buffer_load_dword v1, off, s[4:7], 0
	buffer_store_dwordx2 v[2:3], v0, s[8:11], s1 offen offset:16
	buffer_atomic_add v5, off, s[8:11], s3 offset:16 glc
	global_load_dwordx4 v[4:7], v[2:3], off
	global_atomic_cmpswap_x2 v[0:1], v2, v[4:7], s[2:3] glc
	flat_load_ushort v1, v[2:3]
	global_load_short_d16_hi v1, v[2:3], off
	s_load_dwordx2 s[0:1], s[2:3], 0x10
	s_buffer_load_dword s4, s[8:11], 0x0
	ds_read_b32 v1, v2 offset:4
	ds_write2_b32 v1, v2, v3 offset0:1 offset1:2
	ds_read2st64_b64 v[4:7], v1 offset1:3
	ds_wrxchg_rtn_b32 v1, v2, v3
	v_add_u32 v0, v1, v2
	v_add_u32_e64 v0, v1, v2 clamp
	v_sub_u32 v0, s1, v2
	v_cvt_pkrtz_f16_f32 v0, v1, v2
	v_cvt_flr_i32_f32 v0, v1
	s_andn2_b32 s0, s1, s2
	s_orn2_saveexec_b32 s0, s1
