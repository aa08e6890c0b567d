// What gfx11's typed buffer accesses convert (tbuffer_*: the format operand; MUBUF's
// buffer_*_format_*: the V#'s format field), in one lane. The formats are the description's
// buf_format names: component widths from the top bits down (x at bit 0), then the kind: UNORM
// v / (2^n - 1), SNORM v / (2^(n-1) - 1) clamped to -1, USCALED/SSCALED the integer as a float,
// UINT/SINT the integer, FLOAT f32, f16, or the 11/10-bit unsigned floats (5-bit exponent, bias
// 15); components a format lacks load as 0 (y, z) and 1 (w). Stores clamp, scale and round to
// nearest even. Each expected value is those rules applied by hand, on the @buf line.
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.globl tbuffer
	.p2align 8
	.type tbuffer,@function
tbuffer:
	v_mov_b32_e32 v10, 0                               // one lane: every store at byte 0 of its buffer
	s_load_b64 s[16:17], s[0:1], 0x0                   // @buf in[8]: u32 -- written below, then read through the V#
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, 0x3c00ff80
	global_store_b32 v10, v1, s[16:17] offset:0
	v_mov_b32_e32 v1, 0xc0003c00
	global_store_b32 v10, v1, s[16:17] offset:4
	v_mov_b32_e32 v1, 0xfe07
	global_store_b32 v10, v1, s[16:17] offset:8
	v_mov_b32_e32 v1, 0x801c03c0
	global_store_b32 v10, v1, s[16:17] offset:12
	v_mov_b32_e32 v1, 0x3fffe
	global_store_b32 v10, v1, s[16:17] offset:16
	s_waitcnt_vscnt null, 0x0                          // the stores are in memory before the buffer loads read it
	s_mov_b32 s20, s16
	s_and_b32 s21, s17, 0xffff                         // stride 0
	s_mov_b32 s22, 32                                  // num_records 32 bytes: in[0..8)
	s_mov_b32 s23, 0x3001d000                          // oob_select 3 (raw), format 29 (BUF_FMT_16_16_FLOAT) for buffer_*_format
	s_load_b64 s[2:3], s[0:1], 0x8                     // @buf u8x4_x[1]: f32 init={fill: 7.5} == 128 / 255 -- BUF_FMT_8_8_8_8_UNORM of in[0] = 0x3c00ff80: x = 0x80 / 255
	s_load_b64 s[4:5], s[0:1], 0x10                    // @buf u8x4_y[1]: f32 init={fill: 7.5} == 1 -- y = 0xff / 255
	s_load_b64 s[6:7], s[0:1], 0x18                    // @buf u8x4_z[1]: f32 init={fill: 7.5} == 0 -- z = 0
	s_load_b64 s[8:9], s[0:1], 0x20                    // @buf u8x4_w[1]: f32 init={fill: 7.5} == 60 / 255 -- w = 0x3c / 255
	s_waitcnt lgkmcnt(0)
	tbuffer_load_format_xyzw v[20:23], off, s[20:23], 0 format:[BUF_FMT_8_8_8_8_UNORM]
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v20, s[2:3]
	global_store_b32 v10, v21, s[4:5]
	global_store_b32 v10, v22, s[6:7]
	global_store_b32 v10, v23, s[8:9]
	s_load_b64 s[2:3], s[0:1], 0x28                    // @buf sn_x[1]: f32 init={fill: 7.5} == -1 -- BUF_FMT_8_8_SNORM: x = -128 / 127 clamped to -1
	s_load_b64 s[4:5], s[0:1], 0x30                    // @buf sn_y[1]: f32 init={fill: 7.5} == -1 / 127 -- y = 0xff = -1: -1 / 127
	s_load_b64 s[6:7], s[0:1], 0x38                    // @buf sn_z[1]: f32 init={fill: 7.5} == 0 -- z: not in the format, 0
	s_load_b64 s[8:9], s[0:1], 0x40                    // @buf sn_w[1]: f32 init={fill: 7.5} == 1 -- w: not in the format, 1.0
	s_waitcnt lgkmcnt(0)
	tbuffer_load_format_xyzw v[20:23], off, s[20:23], 0 format:[BUF_FMT_8_8_SNORM]
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v20, s[2:3]
	global_store_b32 v10, v21, s[4:5]
	global_store_b32 v10, v22, s[6:7]
	global_store_b32 v10, v23, s[8:9]
	s_load_b64 s[2:3], s[0:1], 0x48                    // @buf h_x[1]: f32 init={fill: 7.5} == 1 -- BUF_FMT_16_16_FLOAT of in[1] = 0xc0003c00 (offset:4): x = f16 0x3c00 = 1.0
	s_load_b64 s[4:5], s[0:1], 0x50                    // @buf h_y[1]: f32 init={fill: 7.5} == -2 -- y = f16 0xc000 = -2.0
	s_waitcnt lgkmcnt(0)
	tbuffer_load_format_xy v[20:21], off, s[20:23], 0 format:[BUF_FMT_16_16_FLOAT] offset:4
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v20, s[2:3]
	global_store_b32 v10, v21, s[4:5]
	s_load_b64 s[2:3], s[0:1], 0x58                    // @buf ui_x[1]: u32 init={fill: 0xdeadbeef} == 7 -- BUF_FMT_8_8_UINT of in[2] = 0x0000fe07: x = 7
	s_load_b64 s[4:5], s[0:1], 0x60                    // @buf ui_y[1]: u32 init={fill: 0xdeadbeef} == 0xfe -- y = 0xfe
	s_load_b64 s[6:7], s[0:1], 0x68                    // @buf ui_z[1]: u32 init={fill: 0xdeadbeef} == 0 -- z = 0
	s_load_b64 s[8:9], s[0:1], 0x70                    // @buf ui_w[1]: u32 init={fill: 0xdeadbeef} == 1 -- w: not in the format, the integer 1
	s_waitcnt lgkmcnt(0)
	tbuffer_load_format_xyzw v[20:23], off, s[20:23], 0 format:[BUF_FMT_8_8_UINT] offset:8
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v20, s[2:3]
	global_store_b32 v10, v21, s[4:5]
	global_store_b32 v10, v22, s[6:7]
	global_store_b32 v10, v23, s[8:9]
	s_load_b64 s[2:3], s[0:1], 0x78                    // @buf sf_x[1]: f32 init={fill: 7.5} == 1 -- BUF_FMT_10_11_11_FLOAT of in[3] = 0x801c03c0: x = bits 10:0 = 0x3c0 (exponent 15, mantissa 0) = 1.0
	s_load_b64 s[4:5], s[0:1], 0x80                    // @buf sf_y[1]: f32 init={fill: 7.5} == 0.5 -- y = bits 21:11 = 0x380 = 0.5
	s_load_b64 s[6:7], s[0:1], 0x88                    // @buf sf_z[1]: f32 init={fill: 7.5} == 2 -- z = bits 31:22 = 0x200 (10 bits: exponent 16) = 2.0
	s_waitcnt lgkmcnt(0)
	tbuffer_load_format_xyz v[20:22], off, s[20:23], 0 format:[BUF_FMT_10_11_11_FLOAT] offset:12
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v20, s[2:3]
	global_store_b32 v10, v21, s[4:5]
	global_store_b32 v10, v22, s[6:7]
	s_load_b64 s[2:3], s[0:1], 0x90                    // @buf us_x[1]: f32 init={fill: 7.5} == 65534 -- BUF_FMT_16_16_USCALED of in[4] = 0x0003fffe: x = 65534.0
	s_load_b64 s[4:5], s[0:1], 0x98                    // @buf us_y[1]: f32 init={fill: 7.5} == 3 -- y = 3.0
	s_load_b64 s[6:7], s[0:1], 0xa0                    // @buf ss_x[1]: f32 init={fill: 7.5} == -2 -- BUF_FMT_16_16_SSCALED: x = 0xfffe = -2.0
	s_load_b64 s[8:9], s[0:1], 0xa8                    // @buf ss_y[1]: f32 init={fill: 7.5} == 3 -- y = 3.0
	s_waitcnt lgkmcnt(0)
	tbuffer_load_format_xy v[20:21], off, s[20:23], 0 format:[BUF_FMT_16_16_USCALED] offset:16
	tbuffer_load_format_xy v[24:25], off, s[20:23], 0 format:[BUF_FMT_16_16_SSCALED] offset:16
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v20, s[2:3]
	global_store_b32 v10, v21, s[4:5]
	global_store_b32 v10, v24, s[6:7]
	global_store_b32 v10, v25, s[8:9]
	s_load_b64 s[2:3], s[0:1], 0xb0                    // @buf d16_xy[1]: u32 init={fill: 0xdeadbeef} == 0x3c003804 -- tbuffer_load_d16_format_xy BUF_FMT_8_8_UNORM of in[0]: x = 128/255 as f16 (0.5 + 4 * 2^-11, 0x3804) in the low half, y = 1.0 (0x3c00) in the high
	s_waitcnt lgkmcnt(0)
	tbuffer_load_d16_format_xy v20, off, s[20:23], 0 format:[BUF_FMT_8_8_UNORM]
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v20, s[2:3]
	s_load_b64 s[2:3], s[0:1], 0xb8                    // @buf mu_x[1]: f32 init={fill: 7.5} == 1 -- MUBUF buffer_load_format_xy takes the V#'s format (29, BUF_FMT_16_16_FLOAT): in[1]'s x = 1.0
	s_load_b64 s[4:5], s[0:1], 0xc0                    // @buf mu_y[1]: f32 init={fill: 7.5} == -2 -- y = -2.0
	s_waitcnt lgkmcnt(0)
	buffer_load_format_xy v[20:21], off, s[20:23], 0 offset:4
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v20, s[2:3]
	global_store_b32 v10, v21, s[4:5]
	s_load_b64 s[2:3], s[0:1], 0xc8                    // @buf oob_x[1]: u32 init={fill: 0xdeadbeef} == 0 -- tbuffer_load_format_xyzw BUF_FMT_8_8_8_8_UINT at offset:32 (past num_records 32): every component 0
	s_load_b64 s[4:5], s[0:1], 0xd0                    // @buf oob_w[1]: u32 init={fill: 0xdeadbeef} == 0 -- w too
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v23, 5
	tbuffer_load_format_xyzw v[20:23], off, s[20:23], 0 format:[BUF_FMT_8_8_8_8_UINT] offset:32
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v20, s[2:3]
	global_store_b32 v10, v23, s[4:5]
	s_load_b64 s[2:3], s[0:1], 0xd8                    // @buf lds_fx[1]: f32 init={fill: 7.5} == 1 -- buffer_load_lds_format_x offset:4 with M0 = 0: in[1]'s x by the V#'s BUF_FMT_16_16_FLOAT (1.0) into LDS byte 0 + 4, read back by ds_load_b32
	s_waitcnt lgkmcnt(0)
	s_mov_b32 m0, 0
	buffer_load_lds_format_x off, s[20:23], 0 offset:4
	s_waitcnt vmcnt(0)
	ds_load_b32 v20, v10 offset:4
	s_waitcnt lgkmcnt(0)
	global_store_b32 v10, v20, s[2:3]
	s_load_b64 s[2:3], s[0:1], 0xe0                    // @buf st_u8x4[1]: u32 init={fill: 0xdeadbeef} == 0x4000ff80 -- tbuffer_store_format_xyzw BUF_FMT_8_8_8_8_UNORM of (0.5, 1.5, -1.0, 0.25): 127.5 -> 128 (to even), 1.5 clamps to 255, -1 to 0, 63.75 -> 64
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s20, s2
	s_and_b32 s21, s3, 0xffff
	s_mov_b32 s22, 4                                   // num_records 4: one element
	s_mov_b32 s23, 0x3001d000
	v_mov_b32_e32 v20, 0.5
	v_mov_b32_e32 v21, 0x3fc00000                      // 1.5
	v_mov_b32_e32 v22, -1.0
	v_mov_b32_e32 v23, 0x3e800000                      // 0.25
	tbuffer_store_format_xyzw v[20:23], off, s[20:23], 0 format:[BUF_FMT_8_8_8_8_UNORM]
	s_load_b64 s[2:3], s[0:1], 0xe8                    // @buf st_sn16[1]: u32 init={fill: 0xdeadbeef} == 0x40008001 -- tbuffer_store_format_xy BUF_FMT_16_16_SNORM of (-1.0, 0.5): -32767 = 0x8001, 16383.5 -> 16384 (to even) = 0x4000
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s20, s2
	s_and_b32 s21, s3, 0xffff
	s_mov_b32 s22, 4                                   // num_records 4: one element
	s_mov_b32 s23, 0x3001d000
	v_mov_b32_e32 v20, -1.0
	v_mov_b32_e32 v21, 0.5
	tbuffer_store_format_xy v[20:21], off, s[20:23], 0 format:[BUF_FMT_16_16_SNORM]
	s_load_b64 s[2:3], s[0:1], 0xf0                    // @buf st_sf[1]: u32 init={fill: 0xdeadbeef} == 0x801c03c0 -- tbuffer_store_format_xyz BUF_FMT_10_11_11_FLOAT of (1.0, 0.5, 2.0): 0x3c0 | 0x380 << 11 | 0x200 << 22
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s20, s2
	s_and_b32 s21, s3, 0xffff
	s_mov_b32 s22, 4                                   // num_records 4: one element
	s_mov_b32 s23, 0x3001d000
	v_mov_b32_e32 v20, 1.0
	v_mov_b32_e32 v21, 0.5
	v_mov_b32_e32 v22, 2.0
	tbuffer_store_format_xyz v[20:22], off, s[20:23], 0 format:[BUF_FMT_10_11_11_FLOAT]
	s_load_b64 s[2:3], s[0:1], 0xf8                    // @buf st_d16[1]: u32 init={fill: 0xdeadbeef} == 0xc0003c00 -- buffer_store_d16_format_xy with the V#'s BUF_FMT_16_16_FLOAT of the halves (0x3c00, 0xc000): the same f16 bits
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s20, s2
	s_and_b32 s21, s3, 0xffff
	s_mov_b32 s22, 4                                   // num_records 4: one element
	s_mov_b32 s23, 0x3001d000
	v_mov_b32_e32 v20, 0xc0003c00
	buffer_store_d16_format_xy v20, off, s[20:23], 0
	s_load_b64 s[2:3], s[0:1], 0x100                   // @buf st_oob[1]: u32 init={fill: 0xdeadbeef} == 0xdeadbeef -- tbuffer_store_format_x BUF_FMT_32_UINT at offset:4, past num_records 4: dropped
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s20, s2
	s_and_b32 s21, s3, 0xffff
	s_mov_b32 s22, 4                                   // num_records 4: one element
	s_mov_b32 s23, 0x3001d000
	v_mov_b32_e32 v20, 1
	tbuffer_store_format_x v20, off, s[20:23], 0 format:[BUF_FMT_32_UINT] offset:4
	s_load_b64 s[2:3], s[0:1], 0x108                   // @buf u8_default[1]: f32 init={fill: 7.5} == 128 / 255 -- no format: llvm-mc's default, BUF_FMT_8_UNORM, of in[0]'s low byte 0x80
	s_load_b64 s[4:5], s[0:1], 0x110                   // @buf u8_split[1]: f32 init={fill: 7.5} == -1 -- format:[BUF_DATA_FORMAT_8,BUF_NUM_FORMAT_SSCALED] (BUF_FMT_8_SSCALED) of in[0]'s byte 1 (offset:1), 0xff: -1.0
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s20, s16
	s_and_b32 s21, s17, 0xffff
	s_mov_b32 s22, 32
	s_mov_b32 s23, 0x3001d000
	tbuffer_load_format_x v20, off, s[20:23], 0
	tbuffer_load_format_x v21, off, s[20:23], 0 format:[BUF_DATA_FORMAT_8, BUF_NUM_FORMAT_SSCALED] offset:1
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v20, s[2:3]
	global_store_b32 v10, v21, s[4:5]
	s_endpgm
.Lend:
	.size tbuffer, .Lend-tbuffer
	.section .rodata,"a",@progbits
	.p2align 6
	.amdhsa_kernel tbuffer
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_group_segment_fixed_size 16
		.amdhsa_kernarg_size 280
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
