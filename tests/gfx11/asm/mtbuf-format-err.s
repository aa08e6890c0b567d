; gfx11 MTBUF data formats llvm-mc 19 refuses, with its messages at its columns
	tbuffer_load_format_x v1, off, s[4:7], s0 format:[BUF_DATA_FORMAT_32]
	tbuffer_load_format_x v1, off, s[4:7], s0 format:[BUF_NUM_FORMAT_RESERVED_6]
	tbuffer_load_format_x v1, off, s[4:7], s0 format:[BUF_DATA_FORMAT_32 BUF_NUM_FORMAT_UINT]
	tbuffer_load_format_x v1, off, s[4:7], s0 format:[buf_fmt_32_float]
	tbuffer_load_format_x v1, off, s[4:7], s0 format:128
