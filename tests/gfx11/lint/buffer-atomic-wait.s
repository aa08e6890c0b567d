// MUBUF atomics: with glc an atomic returns the old value into vdata and counts on vmcnt; without
// glc it only reads vdata and counts on vscnt. The returning add's result is read after a vscnt
// wait alone (reported, with the atomic's line); the returning cmpswap's after s_waitcnt vmcnt(0)
// (no finding); the add without glc returns nothing, so reading v3 after it needs no wait.
	.text
	buffer_atomic_add_u32 v1, v0, s[8:11], 0 offen glc
	s_waitcnt_vscnt null, 0x0
	v_add_nc_u32_e32 v2, 1, v1
	buffer_atomic_cmpswap_b32 v[4:5], v0, s[8:11], 0 offen glc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v6, 1, v4
	buffer_atomic_add_u32 v3, v0, s[8:11], 0 offen
	v_add_nc_u32_e32 v7, 1, v3
	s_endpgm
