; gfx11 memory: what llvm-mc 19 refuses, with its messages at its columns
	global_load_b32 v1, v2, s[1:2]
	global_load_b128 v[1:3], v[2:3], off
	scratch_load_b32 v1, v256, off
