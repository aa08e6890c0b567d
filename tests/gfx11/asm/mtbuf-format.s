; gfx11 MTBUF data formats as llvm-mc 19 takes them: the unified names, the split data and numeric
; formats (either order, one alone with the other at its default), blanks inside the brackets,
; the default format (left out when printed) and numbers
	tbuffer_load_format_x v1, off, s[4:7], s0 format:[BUF_FMT_32_FLOAT]
	tbuffer_load_format_x v1, off, s[4:7], s0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]
	tbuffer_load_format_x v1, off, s[4:7], s0 format:[BUF_NUM_FORMAT_FLOAT, BUF_DATA_FORMAT_32]
	tbuffer_load_format_x v1, off, s[4:7], s0 format: [ BUF_DATA_FORMAT_16_16 , BUF_NUM_FORMAT_SNORM ]
	tbuffer_load_format_x v1, off, s[4:7], s0 format:[BUF_NUM_FORMAT_UINT] offset:4
	tbuffer_load_format_x v1, off, s[4:7], s0 format:[BUF_DATA_FORMAT_16]
	tbuffer_load_format_x v1, off, s[4:7], s0 format:[BUF_DATA_FORMAT_INVALID]
	tbuffer_load_format_x v1, off, s[4:7], s0 format:[BUF_FMT_8_UNORM]
	tbuffer_load_format_x v1, off, s[4:7], s0 format:[ BUF_FMT_32_32_32_32_FLOAT ]
	tbuffer_load_format_xyzw v[4:7], v0, s[4:7], s1 format:[BUF_DATA_FORMAT_32_32_32_32,BUF_NUM_FORMAT_UINT] offen offset:4095 glc slc dlc
	tbuffer_store_format_xy v[2:3], v[0:1], s[8:11], 0 format:[BUF_DATA_FORMAT_8_8,BUF_NUM_FORMAT_SINT] idxen offen
	tbuffer_load_format_x v1, off, s[4:7], s0 format:22
	tbuffer_load_format_x v1, off, s[4:7], s0 format:0x7f
