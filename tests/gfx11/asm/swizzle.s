; gfx11 ds_swizzle_b32 as llvm-mc 19 writes it: each mode of swizzle(...) at the ends of its
; arguments, the same patterns as numbers, and the values llvm-mc prints as a number
	ds_swizzle_b32 v5, v2 offset:swizzle(QUAD_PERM,0,1,2,3)
	ds_swizzle_b32 v255, v255 offset:swizzle(QUAD_PERM, 3, 3, 3, 3) gds
	ds_swizzle_b32 v5, v2 offset:swizzle(QUAD_PERM,0,0,0,0)
	ds_swizzle_b32 v5, v2 offset:swizzle(BITMASK_PERM,"01pip")
	ds_swizzle_b32 v5, v2 offset:swizzle(BITMASK_PERM,"ppppp")
	ds_swizzle_b32 v5, v2 offset:swizzle(BITMASK_PERM,"iiiii")
	ds_swizzle_b32 v5, v2 offset:swizzle(BITMASK_PERM,"11111")
	ds_swizzle_b32 v5, v2 offset:swizzle(BITMASK_PERM,"00000")
	ds_swizzle_b32 v5, v2 offset:swizzle(SWAP,1)
	ds_swizzle_b32 v5, v2 offset:swizzle(SWAP,16)
	ds_swizzle_b32 v5, v2 offset:swizzle(REVERSE,2)
	ds_swizzle_b32 v5, v2 offset:swizzle(REVERSE,4)
	ds_swizzle_b32 v5, v2 offset:swizzle(REVERSE,32)
	ds_swizzle_b32 v5, v2 offset:swizzle(BROADCAST,2,0)
	ds_swizzle_b32 v5, v2 offset:swizzle(BROADCAST,2,1)
	ds_swizzle_b32 v5, v2 offset:swizzle(BROADCAST,32,31)
	ds_swizzle_b32 v5, v2 offset:swizzle(BROADCAST,32,0)
	ds_swizzle_b32 v5, v2 offset:swizzle(BROADCAST,1+1,2-1)
	ds_swizzle_b32 v5, v2 offset:swizzle (SWAP , 8)
	ds_swizzle_b32 v5, v2 offset:0x801b
	ds_swizzle_b32 v5, v2 offset:1055
	ds_swizzle_b32 v5, v2 offset:0x8100
	ds_swizzle_b32 v5, v2 offset:65535
	ds_swizzle_b32 v5, v2 offset:0
	ds_swizzle_b32 v5, v2
	ds_swizzle_b32 v5, v2 gds
