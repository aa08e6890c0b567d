; gfx11 memory: FLAT / GLOBAL / SCRATCH, DS and MUBUF as llvm-mc 19 writes them
	global_load_b32 v1, v[2:3], off offset:-16 glc slc dlc
	global_load_b32 v1, v2, s[2:3] offset:4095
	global_load_b128 v[1:4], v2, s[2:3] offset:-4096
	global_store_b32 v[2:3], v1, off
	global_atomic_add_u32 v0, v[2:3], v1, off glc
	global_atomic_add_u32 v[2:3], v1, off
	global_atomic_cmpswap_b64 v[0:1], v2, v[4:7], s[2:3] glc
	flat_load_b32 v1, v[2:3] offset:4095
	scratch_load_b32 v1, v2, off offset:-4096
	scratch_load_b32 v1, off, s2
	scratch_load_b32 v255, v2, s2
	scratch_store_b32 off, v1, s2
	global_load_addtid_b32 v1, s[2:3]
	global_load_d16_hi_b16 v1, v[2:3], off
	ds_store_b32 v1, v2 offset:65535
	ds_load_2addr_b32 v[0:1], v2 offset0:1 offset1:255
	ds_add_rtn_u32 v1, v2, v3 gds
	ds_gws_init v2 offset:16 gds
	ds_bpermute_b32 v1, v2, v3
	ds_nop
	buffer_load_b32 v5, off, s[8:11], s3 offset:4095
	buffer_load_b32 v[5:6], v[2:3], s[8:11], 0.5 idxen offen offset:16 glc slc dlc tfe
	buffer_store_b32 v5, v2, s[8:11], null offen
	buffer_atomic_add_u32 v5, off, s[8:11], m0 glc
	buffer_load_b32 v5, off, ttmp[8:11], -16
	buffer_gl0_inv
	buffer_gl1_inv
