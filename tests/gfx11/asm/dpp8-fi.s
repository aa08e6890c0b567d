; gfx11 DPP8's fi: src0's code (0xE9, 0xEA for fi:1), written fi:0, fi:1 or not at all, as llvm-mc 19 takes it; any other number is fi:1 (fi:2, fi:-1), as llvm-mc reads it
	v_mov_b32_dpp v0, v1 dpp8:[7,6,5,4,3,2,1,0] fi:0
	v_mov_b32_dpp v0, v1 dpp8:[7,6,5,4,3,2,1,0] fi:1
	v_mov_b32_dpp v0, v1 dpp8:[7,6,5,4,3,2,1,0]
	v_add_f32_e64_dpp v0, -v1, |v2| dpp8:[7,6,5,4,3,2,1,0] fi:1
	v_add_f32_e64_dpp v0, -v1, |v2| dpp8:[7,6,5,4,3,2,1,0] fi:0
	v_mov_b16_dpp v5.l, v1.h dpp8:[7,6,5,4,3,2,1,0] fi:1
	v_add_f32 v0, v1, v2 dpp8:[7,6,5,4,3,2,1,0] fi:0
	v_mov_b32_dpp v0, v1 dpp8:[7,6,5,4,3,2,1,0] fi:2
	v_add_f32_e64_dpp v0, -v1, |v2| dpp8:[7,6,5,4,3,2,1,0] fi:-1
