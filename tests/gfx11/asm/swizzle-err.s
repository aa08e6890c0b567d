; gfx11 ds_swizzle_b32: what llvm-mc 19 refuses, with its messages at its columns
	ds_swizzle_b32 v5, v2 offset:swizzle(QUAD_PERM,4,0,3,2)
	ds_swizzle_b32 v5, v2 offset:swizzle(QUAD_PERM,1,0,3)
	ds_swizzle_b32 v5, v2 offset:swizzle(QUAD_PERM,1,0,3,2,1)
	ds_swizzle_b32 v5, v2 offset:swizzle(QUAD_PERM,x,0,3,2)
	ds_swizzle_b32 v5, v2 offset:swizzle(quad_perm,1,0,3,2)
	ds_swizzle_b32 v5, v2 offset:swizzle(QUAD_PERM
	ds_swizzle_b32 v5, v2 offset:swizzle
	ds_swizzle_b32 v5, v2 offset:swizzle(BITMASK_PERM,"01pi")
	ds_swizzle_b32 v5, v2 offset:swizzle(BITMASK_PERM,"01piX")
	ds_swizzle_b32 v5, v2 offset:swizzle(BITMASK_PERM,01pip)
	ds_swizzle_b32 v5, v2 offset:swizzle(SWAP,0)
	ds_swizzle_b32 v5, v2 offset:swizzle(SWAP,3)
	ds_swizzle_b32 v5, v2 offset:swizzle(REVERSE,64)
	ds_swizzle_b32 v5, v2 offset:swizzle(BROADCAST,3,0)
	ds_swizzle_b32 v5, v2 offset:swizzle(BROADCAST,4,4)
	ds_swizzle_b32 v5, v2 offset:swizzle(BROADCAST,4)
	ds_swizzle_b32 v5, v2 offset:65536
	ds_swizzle_b32 v5, v2 offset:x
	ds_swizzle_b32 v5, v2 offset:swizzle(SWAP,1) offset:4
