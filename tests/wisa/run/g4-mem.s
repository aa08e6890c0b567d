// Group 4 loads and stores: ld.global and st.global in every size (u8 s8 u16 s16 b32 b64 b128:
// zero- and sign-extension, the byte order of little-endian words, register pairs and quads),
// the address U[b:b+1] + zext(V[a]) + off with positive and negative offsets, ld.const into
// uniform registers, ld.shared / st.shared, tex.1d / tex.2d with clamped coordinates, and the
// two fences. Buffer `bytes` holds bytes[i] = 0x7e + i, so each expected value is those bytes
// read little-endian. One thread.
	.text
	.kernel g4_mem
	.arg_bytes 312
	.shared_bytes 64
	mov v0, 0
	mov v5, 8
	ld.const.b64 u8, [u0+0]  // @buf bytes[32]: u8 init={iota: {start: 0x7e, step: 1}}
	waitcnt sm:0
	ld.const.b64 u2, [u0+8]  // @buf ld_u8[1]: u32 == 0x00000080 -- byte 2 = 0x80, zero-extended
	waitcnt sm:0
	ld.global.u8 v3, [u8+v0+2]
	waitcnt vm:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+16]  // @buf ld_s8[1]: u32 == 0xffffff80 -- sign-extended
	waitcnt sm:0
	ld.global.s8 v3, [u8+v0+2]
	waitcnt vm:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+24]  // @buf ld_s8_pos[1]: u32 == 0x0000007f -- 0x7f: positive
	waitcnt sm:0
	ld.global.s8 v3, [u8+v0+1]
	waitcnt vm:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+32]  // @buf ld_u16[1]: u32 == 0x00008180 -- bytes 2, 3 = 0x80 0x81, little-endian
	waitcnt sm:0
	ld.global.u16 v3, [u8+v0+2]
	waitcnt vm:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+40]  // @buf ld_s16[1]: u32 == 0xffff8180 -- sign-extended
	waitcnt sm:0
	ld.global.s16 v3, [u8+v0+2]
	waitcnt vm:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+48]  // @buf ld_b32[1]: u32 == 0x85848382 -- bytes 4..7
	waitcnt sm:0
	ld.global.b32 v3, [u8+v0+4]
	waitcnt vm:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+56]  // @buf ld_b64[2]: u32 == [0x89888786, 0x8d8c8b8a] -- bytes 8..15 into the pair v10:v11
	waitcnt sm:0
	ld.global.b64 v10, [u8+v0+8]
	waitcnt vm:0
	st.global.b32 [u2+v0+0], v10
	st.global.b32 [u2+v0+4], v11
	ld.const.b64 u2, [u0+64]  // @buf ld_b128[4]: u32 == 0x91908f8e + 0x04040404 * i -- bytes 16..31 into v12..v15
	waitcnt sm:0
	ld.global.b128 v12, [u8+v0+16]
	waitcnt vm:0
	st.global.b32 [u2+v0+0], v12
	st.global.b32 [u2+v0+4], v13
	st.global.b32 [u2+v0+8], v14
	st.global.b32 [u2+v0+12], v15
	ld.const.b64 u2, [u0+72]  // @buf ld_negoff[1]: u32 == 0x85848382 -- V[a] = 8, off = -4: byte 4
	waitcnt sm:0
	ld.global.b32 v3, [u8+v5-4]
	waitcnt vm:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+80]  // @buf ld_regoff[1]: u32 == 0x89888786 -- V[a] = 8, off = 0: byte 8
	waitcnt sm:0
	ld.global.b32 v3, [u8+v5+0]
	waitcnt vm:0
	st.global.b32 [u2+v0+0], v3
	mov v1, 0x12345678
	ld.const.b64 u2, [u0+88]  // @buf st_u8[1]: u32 init={fill: 0xffffffff} == 0xffff78ff -- only byte 1 changes, to the low byte 0x78
	waitcnt sm:0
	st.global.u8 [u2+v0+1], v1
	ld.const.b64 u2, [u0+96]  // @buf st_s8[1]: u32 init={fill: 0xffffffff} == 0x78ffffff -- .s8 stores the same byte as .u8
	waitcnt sm:0
	st.global.s8 [u2+v0+3], v1
	ld.const.b64 u2, [u0+104]  // @buf st_u16[1]: u32 init={fill: 0xffffffff} == 0x5678ffff -- the low half at bytes 2, 3
	waitcnt sm:0
	st.global.u16 [u2+v0+2], v1
	ld.const.b64 u2, [u0+112]  // @buf st_s16[1]: u32 init={fill: 0xffffffff} == 0xffff5678 -- .s16 stores the same bytes as .u16
	waitcnt sm:0
	st.global.s16 [u2+v0+0], v1
	ld.const.b64 u2, [u0+120]  // @buf st_b64[2]: u32 == [0x11111111, 0x22222222] -- the pair, low word first
	waitcnt sm:0
	mov v10, 0x11111111
	mov v11, 0x22222222
	st.global.b64 [u2+v0+0], v10
	ld.const.b64 u2, [u0+128]  // @buf st_b128[4]: u32 == 100 + i -- four registers
	waitcnt sm:0
	mov v12, 100
	mov v13, 101
	mov v14, 102
	mov v15, 103
	st.global.b128 [u2+v0+0], v12
	ld.const.b64 u2, [u0+136]  // @buf st_negoff[2]: u32 == [0, 0x12345678] -- V[a] = 8, off = -4: byte 4, word 1
	waitcnt sm:0
	st.global.b32 [u2+v5-4], v1
	ld.const.b64 u2, [u0+144]  // @buf ldc_s8[1]: u32 == 0xffffff80 -- scalar loads extend as vector ones
	waitcnt sm:0
	ld.const.s8 u12, [u8+2]
	waitcnt sm:0
	mov v3, u12
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+152]  // @buf ldc_u16[1]: u32 == 0x00008382 -- 
	waitcnt sm:0
	ld.const.u16 u12, [u8+4]
	waitcnt sm:0
	mov v3, u12
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+160]  // @buf ldc_b32[1]: u32 == 0x85848382 -- 
	waitcnt sm:0
	ld.const.b32 u12, [u8+4]
	waitcnt sm:0
	mov v3, u12
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+168]  // @buf ldc_b64[2]: u32 == [0x89888786, 0x8d8c8b8a] -- a uniform pair
	waitcnt sm:0
	ld.const.b64 u12, [u8+8]
	waitcnt sm:0
	mov v3, u12
	st.global.b32 [u2+v0+0], v3
	mov v3, u13
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+176]  // @buf ldc_b128[4]: u32 == 0x91908f8e + 0x04040404 * i -- four uniform registers
	waitcnt sm:0
	ld.const.b128 u12, [u8+16]
	waitcnt sm:0
	mov v3, u12
	st.global.b32 [u2+v0+0], v3
	mov v3, u13
	st.global.b32 [u2+v0+4], v3
	mov v3, u14
	st.global.b32 [u2+v0+8], v3
	mov v3, u15
	st.global.b32 [u2+v0+12], v3
	// shared memory: write bytes 16..48, then read them back in every size
	mov v6, 16
	mov v7, 0x80
	mov v8, 0xfedc
	mov v9, 20
	mov v10, 0x11111111
	mov v11, 0x22222222
	st.shared.b32 [v6+0], v1
	st.shared.u8 [v6+4], v7
	st.shared.s8 [v6+5], v7
	st.shared.u16 [v6+6], v8
	st.shared.b64 [v6+8], v10
	st.shared.b128 [v0+32], v12
	waitcnt ls:0
	ld.const.b64 u2, [u0+184]  // @buf lds_b32[1]: u32 == 0x12345678 -- 
	waitcnt sm:0
	ld.shared.b32 v3, [v6+0]
	waitcnt ls:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+192]  // @buf lds_u8[1]: u32 == 0x80 -- 
	waitcnt sm:0
	ld.shared.u8 v3, [v6+4]
	waitcnt ls:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+200]  // @buf lds_s8[1]: u32 == 0xffffff80 -- st.shared.s8 stored the byte 0x80
	waitcnt sm:0
	ld.shared.s8 v3, [v6+5]
	waitcnt ls:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+208]  // @buf lds_s16[1]: u32 == 0xfffffedc -- 
	waitcnt sm:0
	ld.shared.s16 v3, [v6+6]
	waitcnt ls:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+216]  // @buf lds_u16[1]: u32 == 0x0000fedc -- 
	waitcnt sm:0
	ld.shared.u16 v3, [v6+6]
	waitcnt ls:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+224]  // @buf lds_bytes[1]: u32 == 0xfedc8080 -- bytes 20..23: 0x80 0x80 0xdc 0xfe
	waitcnt sm:0
	ld.shared.b32 v3, [v6+4]
	waitcnt ls:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+232]  // @buf lds_b64[2]: u32 == [0x11111111, 0x22222222] -- 
	waitcnt sm:0
	ld.shared.b64 v20, [v6+8]
	waitcnt ls:0
	st.global.b32 [u2+v0+0], v20
	st.global.b32 [u2+v0+4], v21
	ld.const.b64 u2, [u0+240]  // @buf lds_b128[4]: u32 == 100 + i -- 
	waitcnt sm:0
	ld.shared.b128 v24, [v0+32]
	waitcnt ls:0
	st.global.b32 [u2+v0+0], v24
	st.global.b32 [u2+v0+4], v25
	st.global.b32 [u2+v0+8], v26
	st.global.b32 [u2+v0+12], v27
	ld.const.b64 u2, [u0+248]  // @buf lds_negoff[1]: u32 == 0x12345678 -- V[a] = 20, off = -4: byte 16
	waitcnt sm:0
	ld.shared.b32 v3, [v9-4]
	waitcnt ls:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+256]  // @buf tex1d[1]: u32 == 103 -- texel 3 of image 0
	waitcnt sm:0
	mov v1, 3
	tex.1d.b32 v3, 0, v1
	waitcnt tex:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+264]  // @buf tex1d_clamp[1]: u32 == 107 -- x = 100 clamps to the last texel, 7
	waitcnt sm:0
	mov v1, 100
	tex.1d.b32 v3, 0, v1
	waitcnt tex:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+272]  // @buf tex2d[1]: u32 == 206 -- (2, 1) of a 4-wide row-major image: 200 + 4 + 2
	waitcnt sm:0
	mov v1, 2
	mov v2, 1
	tex.2d.b32 v3, 1, v1, v2
	waitcnt tex:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+280]  // @buf tex2d_clamp_x[1]: u32 == 207 -- x = 9 clamps to 3
	waitcnt sm:0
	mov v1, 9
	mov v2, 1
	tex.2d.b32 v3, 1, v1, v2
	waitcnt tex:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+288]  // @buf tex2d_clamp_y[1]: u32 == 208 -- y = 5 clamps to 2
	waitcnt sm:0
	mov v1, 0
	mov v2, 5
	tex.2d.b32 v3, 1, v1, v2
	waitcnt tex:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+296]  // @buf fence_wg[2]: u32 == 0xabc -- a load after fence.wg sees the store before it
	waitcnt sm:0
	mov v1, 0xabc
	st.global.b32 [u2+v0+0], v1
	fence.wg
	ld.global.b32 v3, [u2+v0+0]
	waitcnt vm:0
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+304]  // @buf fence_dev[2]: u32 == 0xabc -- the same with fence.dev
	waitcnt sm:0
	st.global.b32 [u2+v0+0], v1
	fence.dev
	ld.global.b32 v3, [u2+v0+0]
	waitcnt vm:0
	st.global.b32 [u2+v0+4], v3
	endpgm
	.end
