; gfx11 image memory (MIMG) as llvm-mc 19 writes it: every dim, NSA address lists, d16, tfe, a16, lwe,
; unorm, glc slc dlc r128, loads, stores, atomics, samples, gathers, queries, BVH
	image_load v[0:3], v0, s[0:7] dmask:0xf dim:SQ_RSRC_IMG_1D
	image_load v0, v[0:1], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D
	image_load v[1:2], v[2:4], s[96:103] dmask:0x9 dim:SQ_RSRC_IMG_3D
	image_load v[1:3], v[2:4], s[8:15] dmask:0x7 dim:SQ_RSRC_IMG_CUBE
	image_load v[252:255], v[254:255], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_1D_ARRAY
	image_load v5, v[1:3], s[0:7] dmask:0x2 dim:SQ_RSRC_IMG_2D_ARRAY
	image_load v5, v[1:3], s[0:7] dmask:0x4 dim:SQ_RSRC_IMG_2D_MSAA
	image_load v5, v[1:4], s[0:7] dmask:0x8 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY
	image_load v[0:3], [v0, v5], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D
	image_load v[0:1], [v7, v3, v9], s[0:7] dmask:0x3 dim:SQ_RSRC_IMG_3D
	image_load v[0:4], v0, s[0:7] dmask:0xf dim:SQ_RSRC_IMG_1D tfe
	image_load v[0:1], v0, s[0:7] dmask:0xf dim:SQ_RSRC_IMG_1D d16
	image_load v[0:2], v0, s[0:7] dmask:0xf dim:SQ_RSRC_IMG_1D tfe d16
	image_load v0, v1, s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
	image_load v[0:1], v0, s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_1D unorm glc slc dlc r128 a16 tfe lwe d16
	image_load v0, v0, s[0:7] dim:SQ_RSRC_IMG_1D
	image_load_mip v[0:3], v[0:2], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D
	image_load_pck_sgn v[0:1], v0, s[0:7] dmask:0x3 dim:SQ_RSRC_IMG_1D glc
	image_store v[0:3], v0, s[0:7] dmask:0xf dim:SQ_RSRC_IMG_1D
	image_store v[0:1], [v4, v2], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D d16
	image_store_mip_pck v1, v[2:4], s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_2D slc
	image_atomic_add v1, v2, s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_1D glc
	image_atomic_cmpswap v[1:2], v[2:3], s[0:7] dmask:0x3 dim:SQ_RSRC_IMG_2D
	image_atomic_swap v[4:5], v2, s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_1D tfe
	image_atomic_dec v1, [v2, v3], s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_2D
	image_get_resinfo v[0:3], v0, s[0:7] dmask:0xf dim:SQ_RSRC_IMG_1D
	image_msaa_load v[0:3], v[1:3], s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA
	image_sample v[0:3], v[0:1], s[0:7], s[100:103] dmask:0xf dim:SQ_RSRC_IMG_2D
	image_sample  v[0:3], [v0, v5], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_2D
	image_sample_c_d_cl_o  v[0:3], [v0, v5, v6, v7, v[8:15]], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_3D
	image_sample_l v0, v[0:1], s[0:7], s[8:11] dmask:0x3 dim:SQ_RSRC_IMG_2D a16 d16
	image_sample_b v0, v[0:3], s[0:7], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_CUBE unorm
	image_sample_d_g16 v[0:3], v[0:3], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_2D
	image_gather4 v[0:3], v[0:1], s[0:7], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_2D
	image_gather4_c_lz_o  v[0:4], [v1, v2, v3, v4], s[0:7], s[8:11] dmask:0x8 dim:SQ_RSRC_IMG_2D tfe
	image_gather4h v[0:1], v[0:1], s[0:7], s[8:11] dmask:0x2 dim:SQ_RSRC_IMG_2D d16
	image_get_lod v[0:1], v[0:1], s[0:7], s[8:11] dmask:0x3 dim:SQ_RSRC_IMG_2D
	image_bvh_intersect_ray v[4:7], [v9, v10, v[11:13], v[14:16], v[17:19]], s[4:7]
	image_bvh_intersect_ray v[4:7], v[9:16], s[4:7] a16
	image_bvh64_intersect_ray v[4:7], [v[9:10], v11, v[12:14], v[15:17]], s[4:7] a16
	image_bvh64_intersect_ray v[4:7], v[9:20], s[4:7]
	image_load v[0:3], v0, ttmp[8:15] dmask:0xf dim:SQ_RSRC_IMG_1D
