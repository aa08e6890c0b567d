// Group 3, the special-function unit: every variant (rcp rsqrt sqrt exp2 log2 sin cos in
// binary32, rcp and sqrt in binary64). Results arrive later on counter sfu (waitcnt sfu:0 before
// each use). Approximate functions are checked within the accuracy the manual states (a
// tolerance of that many ulp, or the stated absolute error); correctly rounded ones and the
// stated special values bit for bit. One thread.
	.text
	.kernel g3_sfu
	.arg_bytes 288
	.shared_bytes 0
	mov v0, 0
	ld.const.b64 u2, [u0+0]  // @buf rcp_2[1]: f32 == 0.5 ~ 6e-8 -- within 1 ulp (2^-24 at 0.5)
	waitcnt sm:0
	mov v1, 0x40000000
	rcp.f32 v3, v1
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+8]  // @buf rcp_3[1]: f32 == 1 / 3 ~ 3e-8 -- within 1 ulp (2^-25 at 1/3)
	waitcnt sm:0
	mov v1, 0x40400000
	rcp.f32 v3, v1
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+16]  // @buf rcp_zero[1]: u32 == 0x7f800000 -- rcp(+0) = +inf
	waitcnt sm:0
	mov v1, 0x00000000
	rcp.f32 v3, v1
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+24]  // @buf rcp_nzero[1]: u32 == 0xff800000 -- rcp(-0) = -inf
	waitcnt sm:0
	mov v1, 0x80000000
	rcp.f32 v3, v1
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+32]  // @buf rcp_inf[1]: u32 == 0x00000000 -- rcp(+inf) = +0
	waitcnt sm:0
	mov v1, 0x7f800000
	rcp.f32 v3, v1
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+40]  // @buf rcp_ninf[1]: u32 == 0x80000000 -- rcp(-inf) = -0
	waitcnt sm:0
	mov v1, 0xff800000
	rcp.f32 v3, v1
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+48]  // @buf rcp_flush[1]: u32 == 0x00000000 -- 1 / 2^127 = 2^-127 is subnormal: flushed to zero
	waitcnt sm:0
	mov v1, 0x7f000000
	rcp.f32 v3, v1
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+56]  // @buf rsqrt_4[1]: f32 == 0.5 ~ 1.2e-7 -- within 2 ulp
	waitcnt sm:0
	mov v1, 0x40800000
	rsqrt.f32 v3, v1
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+64]  // @buf rsqrt_neg[1]: f32 == 0/0 -- a < 0 gives NaN
	waitcnt sm:0
	mov v1, 0xbf800000
	rsqrt.f32 v3, v1
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+72]  // @buf rsqrt_zero[1]: u32 == 0x7f800000 -- +0 gives +inf
	waitcnt sm:0
	mov v1, 0x00000000
	rsqrt.f32 v3, v1
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+80]  // @buf sqrt_2[1]: u32 == 0x3fb504f3 -- correctly rounded sqrt(2)
	waitcnt sm:0
	mov v1, 0x40000000
	sqrt.f32 v3, v1
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+88]  // @buf sqrt_4[1]: u32 == 0x40000000 -- 
	waitcnt sm:0
	mov v1, 0x40800000
	sqrt.f32 v3, v1
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+96]  // @buf sqrt_nzero[1]: u32 == 0x80000000 -- IEEE: sqrt(-0) = -0
	waitcnt sm:0
	mov v1, 0x80000000
	sqrt.f32 v3, v1
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+104]  // @buf sqrt_neg[1]: f32 == 0/0 -- IEEE: sqrt(-1) is NaN
	waitcnt sm:0
	mov v1, 0xbf800000
	sqrt.f32 v3, v1
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+112]  // @buf sqrt_inf[1]: u32 == 0x7f800000 -- 
	waitcnt sm:0
	mov v1, 0x7f800000
	sqrt.f32 v3, v1
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+120]  // @buf sqrt_sub[1]: u32 == 0x1a800000 -- the subnormal 2^-148: sqrt = 2^-74 exactly, no flush
	waitcnt sm:0
	mov v1, 0x00000002
	sqrt.f32 v3, v1
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+128]  // @buf exp2_3[1]: f32 == 8 ~ 1.9e-6 -- within 2 ulp (2^-20 at 8)
	waitcnt sm:0
	mov v1, 0x40400000
	exp2.f32 v3, v1
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+136]  // @buf exp2_m2[1]: f32 == 0.25 ~ 3e-8 -- within 2 ulp
	waitcnt sm:0
	mov v1, 0xc0000000
	exp2.f32 v3, v1
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+144]  // @buf exp2_ovf[1]: u32 == 0x7f800000 -- 2^128 overflows to +inf
	waitcnt sm:0
	mov v1, 0x43000000
	exp2.f32 v3, v1
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+152]  // @buf exp2_under[1]: u32 == 0x00000000 -- 2^-200 gives +0
	waitcnt sm:0
	mov v1, 0xc3480000
	exp2.f32 v3, v1
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+160]  // @buf log2_8[1]: f32 == 3 ~ 4.8e-7 -- within 2 ulp
	waitcnt sm:0
	mov v1, 0x41000000
	log2.f32 v3, v1
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+168]  // @buf log2_1[1]: f32 == 0 ~ 4.8e-7 -- absolute error below 2^-21 in [0.5, 2]
	waitcnt sm:0
	mov v1, 0x3f800000
	log2.f32 v3, v1
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+176]  // @buf log2_sqrt2[1]: f32 == 0.5 ~ 4.8e-7 -- log2(sqrt 2) = 0.5 (the input's rounding adds 1e-8)
	waitcnt sm:0
	mov v1, 0x3fb504f3
	log2.f32 v3, v1
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+184]  // @buf log2_zero[1]: u32 == 0xff800000 -- log2(0) = -inf
	waitcnt sm:0
	mov v1, 0x00000000
	log2.f32 v3, v1
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+192]  // @buf log2_neg[1]: f32 == 0/0 -- a < 0 gives NaN
	waitcnt sm:0
	mov v1, 0xbf800000
	log2.f32 v3, v1
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+200]  // @buf sin_pi6[1]: f32 == 0.5 ~ 4.8e-7 -- sin(pi/6), absolute error below 2^-21
	waitcnt sm:0
	mov v1, 0x3f060a92
	sin.f32 v3, v1
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+208]  // @buf sin_0[1]: f32 == 0 ~ 4.8e-7 -- 
	waitcnt sm:0
	mov v1, 0x00000000
	sin.f32 v3, v1
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+216]  // @buf sin_pi[1]: f32 == 0 ~ 4.8e-7 -- sin(binary32 pi) = -8.7e-8
	waitcnt sm:0
	mov v1, 0x40490fdb
	sin.f32 v3, v1
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+224]  // @buf cos_pi[1]: f32 == -1 ~ 4.8e-7 -- 
	waitcnt sm:0
	mov v1, 0x40490fdb
	cos.f32 v3, v1
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+232]  // @buf cos_0[1]: f32 == 1 ~ 4.8e-7 -- 
	waitcnt sm:0
	mov v1, 0x00000000
	cos.f32 v3, v1
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+240]  // @buf cos_pi3[1]: f32 == 0.5 ~ 4.8e-7 -- cos(pi/3)
	waitcnt sm:0
	mov v1, 0x3f860a92
	cos.f32 v3, v1
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+248]  // @buf drcp_3[2]: u32 == [0x55555555, 0x3fd55555] -- 1/3 correctly rounded
	waitcnt sm:0
	mov v10, 0
	mov v11, 0x40080000
	rcp.f64 v14, v10
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+256]  // @buf drcp_nzero[2]: u32 == [0x00000000, 0xfff00000] -- IEEE: 1/-0 = -inf
	waitcnt sm:0
	mov v10, 0
	mov v11, 0x80000000
	rcp.f64 v14, v10
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+264]  // @buf dsqrt_2[2]: u32 == [0x667f3bcd, 0x3ff6a09e] -- sqrt(2) correctly rounded
	waitcnt sm:0
	mov v10, 0
	mov v11, 0x40000000
	sqrt.f64 v14, v10
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+272]  // @buf dsqrt_4[2]: u32 == [0x00000000, 0x40000000] -- 
	waitcnt sm:0
	mov v10, 0
	mov v11, 0x40100000
	sqrt.f64 v14, v10
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+280]  // @buf sfu_in_flight[3]: f32 == 4 - i -- three square roots in flight at once each arrive in their own register: 4, 3, 2
	waitcnt sm:0
	mov v1, 0x41800000
	mov v2, 0x41100000
	mov v4, 0x40800000
	sqrt.f32 v5, v1
	sqrt.f32 v6, v2
	sqrt.f32 v7, v4
	waitcnt sfu:0
	st.global.b32 [u2+v0+0], v5
	st.global.b32 [u2+v0+4], v6
	st.global.b32 [u2+v0+8], v7
	endpgm
	.end
