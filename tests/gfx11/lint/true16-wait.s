// v_mov_b16's true16 halves are uses of their registers: reading v1.h (or writing v2.l) while a
// load into v1 (v2) is outstanding is reported, at the load's line; after s_waitcnt vmcnt(0), not.
	.text
	global_load_b32 v1, v0, s[0:1]
	v_mov_b16 v3.l, v1.h
	s_waitcnt vmcnt(0)
	v_mov_b16 v4.h, v1.h
	global_load_b32 v2, v0, s[0:1]
	v_mov_b16 v2.l, v4.h
	s_endpgm
