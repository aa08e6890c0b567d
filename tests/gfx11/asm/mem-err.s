; gfx11 memory: what llvm-mc 19 refuses, with its messages at its columns
	global_load_b32 v1, v[2:3], off offset:4096
	global_load_b32 v1, v[2:3], off offset:-4097
	flat_load_b32 v1, v[2:3] offset:-1
	flat_load_b32 v1, v[2:3] offset:4096
	ds_store_b32 v1, v2 offset:65536
	ds_store_2addr_b32 v1, v2, v3 offset0:256
	ds_store_2addr_b32 v1, v2, v3 offset1:256
	buffer_load_b32 v1, off, s[8:11], s3 offset:-1
	global_load_b32 v1, v2, s[1:2]
	global_load_b32 v1, v[2:3], s[2:3]
	global_load_b128 v[1:3], v[2:3], off
	scratch_load_b32 v1, v256, off
