; gfx11 scalar ALU: what llvm-mc 19 refuses, with its messages at its columns
	s_mov_b32 s0, 0x100000000
	s_mov_b32 s0, -0x80000001
	s_mov_b64 s[0:1], 1.5
	s_mov_b64 s[0:1], 0x100000000
	s_mov_b64 s[0:1], s[1:2]
	s_mov_b64 s[0:1], s2
	s_mov_b32 s0, s[2:3]
	s_mov_b32 s0, s106
	s_mov_b32 s0, v0
	s_mov_b32 s0, vcc
	s_mov_b32 s0, ttmp16
	s_mov_b32 s0, s[3:4]
	s_mov_b64 ttmp[1:2], 0
	s_mov_b32 s0, exec
	s_mov_b32 s0, 1e40
	s_add_u32 s0, 0x1234, 0x1235
	s_add_u32 s0, 0x1234
	s_mov_b32 s0, src_vccz
	s_mov_b32 s0, src_pops_exiting_wave_id
	s_mov_b32 s0, src_lds_direct
	s_movrels_b32 s0, 5
	s_setpc_b64 src_scc
	s_mov_b64 s[0:1], m0
	s_mov_b32 s0, s1 s2
