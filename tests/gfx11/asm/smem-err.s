; gfx11 scalar memory: what llvm-mc 19 refuses, with its messages at its columns
	s_load_b128 s[2:5], s[0:1], 0x10
	s_load_b32 s5, s[1:2], 0x10
	s_load_b32 s5, s[0:3], 0x10
	s_buffer_load_b32 s5, s[0:1], 0x10
	s_load_b32 s5, s[0:1], 0x100000
	s_load_b32 s5, s[0:1], -0x100001
	s_load_b32 m0, s[0:1], 0x0
