; gfx11 scalar memory (SMEM): with and without a scalar offset register, offsets at their ends,
; glc/dlc in either order, tuples up to 16 registers; encodings checked against llvm-mc 19 -mcpu=gfx1100
	s_load_b32 s0, s[0:1], 0x0
	s_load_b32 s5, s[2:3], 0x10
	s_load_b32 s5, s[2:3], -0x10
	s_load_b32 s5, s[2:3], 0xfffff
	s_load_b32 s5, s[2:3], -0x100000
	s_load_b32 s5, s[2:3], 16
	s_load_b64 s[4:5], s[0:1], 0x18
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b256 s[8:15], s[0:1], 0x20
	s_load_b512 s[16:31], s[0:1], 0x40
	s_load_b32 s5, s[0:1], 0x10 glc
	s_load_b32 s5, s[0:1], 0x10 dlc
	s_load_b32 s5, s[0:1], 0x10 glc dlc
	s_load_b32 s5, s[0:1], 0x10 dlc glc
	s_load_b32 s5, s[0:1], s2
	s_load_b32 s5, s[0:1], s2 offset:0x10
	s_load_b32 s5, s[0:1], m0 offset:-0x10 glc
	s_load_b32 vcc_lo, s[104:105], s105
	s_load_b64 vcc, s[0:1], 0x8
	s_buffer_load_b32 s5, s[0:3], 0x10
	s_buffer_load_b64 s[6:7], s[4:7], s8
	s_buffer_load_b128 s[8:11], s[100:103], 0x0
	s_buffer_load_b256 s[8:15], s[0:3], 0x0
	s_buffer_load_b512 s[16:31], s[0:3], 0x0
	s_gl1_inv
	s_dcache_inv
