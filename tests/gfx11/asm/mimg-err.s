; gfx11 image memory (MIMG): what llvm-mc 19 refuses, with its messages at its columns
	image_load v[0:1], v0, s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_1D
	image_load v[0:3], v0, s[0:7] dmask:0xf dim:SQ_RSRC_IMG_1D tfe
	image_load v[0:3], v0, s[0:7] dmask:0xf dim:SQ_RSRC_IMG_1D d16
	image_store v[0:2], v0, s[0:7] dmask:0x3 dim:SQ_RSRC_IMG_1D
	image_load v[0:3], v0, s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D
	image_load v[0:3], v[0:1], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D a16
	image_sample v[0:3], [v0, v1, v2], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_2D
	image_atomic_add v[0:1], v0, s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_1D
	image_load v[0:3], v0, s[0:7] dmask:0xf dim:SQ_RSRC_IMG_4D
	image_load v0, v0, s[0:7] dmask:0x3 dim:SQ_RSRC_IMG_1D
	image_load v0, v0, s[0:7] dmask:0x1
	image_load v[0:3], v0, s[0:3] dmask:0xf dim:SQ_RSRC_IMG_1D
	image_gather4 v[0:2], v[0:1], s[0:7], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_2D
	image_load v0, v0, s[0:7] dmask:0x1 dim:1
	image_load v0, v0, s[0:7] dmask:0x1 dim:2D_MSAA
	image_msaa_load v[1:4], v[5:8], s[8:15] dmask:0x1
	image_load v[0:1], v0, s[0:7] dmask:0xf
