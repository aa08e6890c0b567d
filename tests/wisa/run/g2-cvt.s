// Group 2 conversions (the one cvt variant, across its type pairs, rounding modes and .sat):
// float to float rounds with rm (none: frm = rne) and overflows to infinity unless .sat (E4M3:
// to NaN unless .sat); float to integer rounds toward zero unless rm says otherwise, gives the
// nearest representable integer when out of range and 0 for NaN, raising invalid; integer to
// integer truncates or extends, clamping with .sat; a signalling NaN converted to its own type
// comes out quiet. 64-bit values are pairs [low word, high word]; 8- and 16-bit results are
// stored with st.global.u8 / .u16 so only their bits are checked. One thread.
	.text
	.kernel g2_cvt
	.arg_bytes 672
	.shared_bytes 0
	mov v0, 0
	ld.const.b64 u2, [u0+0]  // @buf d2f_tie[1]: u32 == 0x3f800000 -- 1 + 2^-24: a tie, to the even 1.0
	waitcnt sm:0
	mov v10, 0x10000000
	mov v11, 0x3ff00000
	cvt.f32.f64 v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+8]  // @buf d2f_rup[1]: u32 == 0x3f800001 -- rounding up
	waitcnt sm:0
	mov v10, 0x10000000
	mov v11, 0x3ff00000
	cvt.f32.f64.rup v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+16]  // @buf d2f_rtz[1]: u32 == 0x3f800000 -- 
	waitcnt sm:0
	mov v10, 0x10000000
	mov v11, 0x3ff00000
	cvt.f32.f64.rtz v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+24]  // @buf d2f_rmm[1]: u32 == 0x3f800001 -- ties away from zero
	waitcnt sm:0
	mov v10, 0x10000000
	mov v11, 0x3ff00000
	cvt.f32.f64.rmm v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+32]  // @buf d2f_rdn[1]: u32 == 0xbf800001 -- -(1 + 2^-24) rounded down
	waitcnt sm:0
	mov v10, 0x10000000
	mov v11, 0xbff00000
	cvt.f32.f64.rdn v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+40]  // @buf d2f_ovf[1]: u32 == 0x7f800000 -- 1e300 overflows to +inf
	waitcnt sm:0
	mov v10, 0x8800759c
	mov v11, 0x7e37e43c
	cvt.f32.f64 v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+48]  // @buf d2f_sat[1]: u32 == 0x7f7fffff -- .sat: the largest finite value
	waitcnt sm:0
	mov v10, 0x8800759c
	mov v11, 0x7e37e43c
	cvt.f32.f64.sat v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+56]  // @buf d2f_ovf_rtz[1]: u32 == 0x7f7fffff -- IEEE: overflow toward zero gives the largest finite value
	waitcnt sm:0
	mov v10, 0x8800759c
	mov v11, 0x7e37e43c
	cvt.f32.f64.rtz v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+64]  // @buf d2f_sub_tie[1]: u32 == 0x00000000 -- 2^-150: a tie, to the even 0
	waitcnt sm:0
	mov v10, 0
	mov v11, 0x36900000
	cvt.f32.f64 v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+72]  // @buf d2f_sub_tie2[1]: u32 == 0x00000002 -- 1.5 * 2^-149: a tie, to 2 * 2^-149
	waitcnt sm:0
	mov v10, 0
	mov v11, 0x36a80000
	cvt.f32.f64 v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+80]  // @buf f2d_sub[2]: u32 == [0x00000000, 0x36a00000] -- 2^-149 widens exactly
	waitcnt sm:0
	mov v10, 0x00000001
	cvt.f64.f32 v14, v10
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+88]  // @buf f2d_ninf[2]: u32 == [0x00000000, 0xfff00000] -- 
	waitcnt sm:0
	mov v10, 0xff800000
	cvt.f64.f32 v14, v10
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+96]  // @buf f2h_tie_ovf[1]: u32 == 0x7c00 -- 65520: a tie between 65504 and 65536, to even, which overflows to inf
	waitcnt sm:0
	mov v10, 0x477ff000
	cvt.f16.f32 v14, v10
	st.global.u16 [u2+v0+0], v14
	ld.const.b64 u2, [u0+104]  // @buf f2h_below[1]: u32 == 0x7bff -- 65519 rounds to 65504
	waitcnt sm:0
	mov v10, 0x477fef00
	cvt.f16.f32 v14, v10
	st.global.u16 [u2+v0+0], v14
	ld.const.b64 u2, [u0+112]  // @buf f2h_sat[1]: u32 == 0x7bff -- .sat: 65504
	waitcnt sm:0
	mov v10, 0x477ff000
	cvt.f16.f32.sat v14, v10
	st.global.u16 [u2+v0+0], v14
	ld.const.b64 u2, [u0+120]  // @buf f2h_rup[1]: u32 == 0x3c01 -- 1 + 2^-11 rounded up
	waitcnt sm:0
	mov v10, 0x3f801000
	cvt.f16.f32.rup v14, v10
	st.global.u16 [u2+v0+0], v14
	ld.const.b64 u2, [u0+128]  // @buf f2h_tie[1]: u32 == 0x3c00 -- 1 + 2^-11: a tie, to the even 1.0
	waitcnt sm:0
	mov v10, 0x3f801000
	cvt.f16.f32 v14, v10
	st.global.u16 [u2+v0+0], v14
	ld.const.b64 u2, [u0+136]  // @buf f2e4_round[1]: u32 == 0x45 -- 3.140625 rounds to 3.25 (steps of 0.25 in [2, 4))
	waitcnt sm:0
	mov v10, 0x40490000
	cvt.e4m3.f32 v14, v10
	st.global.u8 [u2+v0+0], v14
	ld.const.b64 u2, [u0+144]  // @buf f2e4_ovf[1]: u32 == 0x7f -- 1000 without .sat: NaN (E4M3 has no infinity)
	waitcnt sm:0
	mov v10, 0x447a0000
	cvt.e4m3.f32 v14, v10
	st.global.u8 [u2+v0+0], v14
	ld.const.b64 u2, [u0+152]  // @buf f2e4_sat[1]: u32 == 0x7e -- 1000 with .sat: 448
	waitcnt sm:0
	mov v10, 0x447a0000
	cvt.e4m3.f32.sat v14, v10
	st.global.u8 [u2+v0+0], v14
	ld.const.b64 u2, [u0+160]  // @buf f2e4_nsat[1]: u32 == 0xfe -- -1000 with .sat: -448
	waitcnt sm:0
	mov v10, 0xc47a0000
	cvt.e4m3.f32.sat v14, v10
	st.global.u8 [u2+v0+0], v14
	ld.const.b64 u2, [u0+168]  // @buf f2e5_ovf[1]: u32 == 0x7c -- 1e6 overflows to +inf
	waitcnt sm:0
	mov v10, 0x49742400
	cvt.e5m2.f32 v14, v10
	st.global.u8 [u2+v0+0], v14
	ld.const.b64 u2, [u0+176]  // @buf f2e5_sat[1]: u32 == 0x7b -- .sat: 57344
	waitcnt sm:0
	mov v10, 0x49742400
	cvt.e5m2.f32.sat v14, v10
	st.global.u8 [u2+v0+0], v14
	ld.const.b64 u2, [u0+184]  // @buf f2bf_tie[1]: u32 == 0x3f80 -- 1 + 2^-8: a tie, to the even 1.0
	waitcnt sm:0
	mov v10, 0x3f808000
	cvt.bf16.f32 v14, v10
	st.global.u16 [u2+v0+0], v14
	ld.const.b64 u2, [u0+192]  // @buf f2bf_tie_up[1]: u32 == 0x3f82 -- 1 + 3 * 2^-8: a tie, to 1 + 2^-6
	waitcnt sm:0
	mov v10, 0x3f818000
	cvt.bf16.f32 v14, v10
	st.global.u16 [u2+v0+0], v14
	ld.const.b64 u2, [u0+200]  // @buf f2bf_above[1]: u32 == 0x3f81 -- just above the tie: up
	waitcnt sm:0
	mov v10, 0x3f808001
	cvt.bf16.f32 v14, v10
	st.global.u16 [u2+v0+0], v14
	ld.const.b64 u2, [u0+208]  // @buf h2f_sub[1]: u32 == 0x33800000 -- 2^-24 widens exactly
	waitcnt sm:0
	mov v10, 0x0001
	cvt.f32.f16 v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+216]  // @buf bf2f[1]: u32 == 0x3f810000 -- 
	waitcnt sm:0
	mov v10, 0x3f81
	cvt.f32.bf16 v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+224]  // @buf e42f_sub[1]: u32 == 0x3b000000 -- the smallest E4M3 subnormal is 2^-9
	waitcnt sm:0
	mov v10, 0x01
	cvt.f32.e4m3 v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+232]  // @buf e42f_max[1]: u32 == 0x43e00000 -- 0x7e = 448
	waitcnt sm:0
	mov v10, 0x7e
	cvt.f32.e4m3 v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+240]  // @buf e52f_inf[1]: u32 == 0x7f800000 -- 
	waitcnt sm:0
	mov v10, 0x7c
	cvt.f32.e5m2 v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+248]  // @buf e42f_nan[1]: f32 == 0/0 -- E4M3's NaN
	waitcnt sm:0
	mov v10, 0x7f
	cvt.f32.e4m3 v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+256]  // @buf h2d[2]: u32 == [0x00000000, 0x3fd55400] -- 0x3555 = 1.333 * 2^-2 widens exactly
	waitcnt sm:0
	mov v10, 0x3555
	cvt.f64.f16 v14, v10
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+264]  // @buf f2i_trunc[1]: i32 == 2 -- 2.5: toward zero by default
	waitcnt sm:0
	mov v10, 0x40200000
	cvt.s32.f32 v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+272]  // @buf f2i_trunc_neg[1]: i32 == -2 -- -2.5: toward zero
	waitcnt sm:0
	mov v10, 0xc0200000
	cvt.s32.f32 v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+280]  // @buf f2i_rne[1]: i32 == 2 -- 2.5: a tie, to even
	waitcnt sm:0
	mov v10, 0x40200000
	cvt.s32.f32.rne v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+288]  // @buf f2i_rne3[1]: i32 == 4 -- 3.5: a tie, to even
	waitcnt sm:0
	mov v10, 0x40600000
	cvt.s32.f32.rne v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+296]  // @buf f2i_rmm[1]: i32 == 3 -- 2.5: away from zero
	waitcnt sm:0
	mov v10, 0x40200000
	cvt.s32.f32.rmm v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+304]  // @buf f2i_rup[1]: i32 == 3 -- 2.25 up
	waitcnt sm:0
	mov v10, 0x40100000
	cvt.s32.f32.rup v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+312]  // @buf f2i_rdn[1]: i32 == -3 -- -2.25 down
	waitcnt sm:0
	mov v10, 0xc0100000
	cvt.s32.f32.rdn v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+320]  // @buf f2i_big[1]: u32 == 0x7fffffff -- 3e9: the nearest representable, INT_MAX
	waitcnt sm:0
	mov v10, 0x4f32d05e
	cvt.s32.f32 v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+328]  // @buf f2i_nbig[1]: u32 == 0x80000000 -- -3e9: INT_MIN
	waitcnt sm:0
	mov v10, 0xcf32d05e
	cvt.s32.f32 v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+336]  // @buf f2i_nan[1]: u32 == 0 -- NaN gives 0
	waitcnt sm:0
	mov v10, 0x7fc00000
	cvt.s32.f32 v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+344]  // @buf f2i_inf[1]: u32 == 0x7fffffff -- +inf: INT_MAX
	waitcnt sm:0
	mov v10, 0x7f800000
	cvt.s32.f32 v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+352]  // @buf f2u_neg[1]: u32 == 0 -- -1 is below the range: 0
	waitcnt sm:0
	mov v10, 0xbf800000
	cvt.u32.f32 v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+360]  // @buf f2u_neg_half[1]: u32 == 0 -- -0.5 toward zero is 0 (in range)
	waitcnt sm:0
	mov v10, 0xbf000000
	cvt.u32.f32 v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+368]  // @buf f2u_big[1]: u32 == 0xffffffff -- 5e9: UINT_MAX
	waitcnt sm:0
	mov v10, 0x4f9502f9
	cvt.u32.f32 v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+376]  // @buf d2l[2]: u32 == [0xffffffff, 0xffffffff] -- -1.5 toward zero: -1
	waitcnt sm:0
	mov v10, 0
	mov v11, 0xbff80000
	cvt.s64.f64 v14, v10
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+384]  // @buf d2ul[2]: u32 == [0x00000000, 0x80000000] -- 2^63 fits in u64
	waitcnt sm:0
	mov v10, 0
	mov v11, 0x43e00000
	cvt.u64.f64 v14, v10
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+392]  // @buf f2l_big[2]: u32 == [0xffffffff, 0x7fffffff] -- 1e19: INT64_MAX
	waitcnt sm:0
	mov v10, 0x5f0ac723
	cvt.s64.f32 v14, v10
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+400]  // @buf i2f_tie[1]: u32 == 0x4b800000 -- 2^24 + 1: a tie, to the even 2^24
	waitcnt sm:0
	mov v10, 16777217
	cvt.f32.s32 v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+408]  // @buf i2f_rup[1]: u32 == 0x4b800001 -- 2^24 + 1 up: 2^24 + 2
	waitcnt sm:0
	mov v10, 16777217
	cvt.f32.s32.rup v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+416]  // @buf i2f_neg[1]: u32 == 0xbf800000 -- 
	waitcnt sm:0
	mov v10, -1
	cvt.f32.s32 v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+424]  // @buf u2f[1]: u32 == 0x4f800000 -- 2^32 - 1 rounds to 2^32
	waitcnt sm:0
	mov v10, 0xffffffff
	cvt.f32.u32 v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+432]  // @buf u2f_rtz[1]: u32 == 0x4f7fffff -- toward zero: 2^32 - 256
	waitcnt sm:0
	mov v10, 0xffffffff
	cvt.f32.u32.rtz v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+440]  // @buf i2d[2]: u32 == [0x00000000, 0xbff00000] -- 
	waitcnt sm:0
	mov v10, -1
	cvt.f64.s32 v14, v10
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+448]  // @buf u2d[2]: u32 == [0xffe00000, 0x41efffff] -- exact
	waitcnt sm:0
	mov v10, 0xffffffff
	cvt.f64.u32 v14, v10
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+456]  // @buf i2h_tie[1]: u32 == 0x6800 -- 2049: a tie (11-bit precision), to the even 2048
	waitcnt sm:0
	mov v10, 2049
	cvt.f16.s32 v14, v10
	st.global.u16 [u2+v0+0], v14
	ld.const.b64 u2, [u0+464]  // @buf i2h_ovf[1]: u32 == 0x7c00 -- 70000 overflows binary16
	waitcnt sm:0
	mov v10, 70000
	cvt.f16.s32 v14, v10
	st.global.u16 [u2+v0+0], v14
	ld.const.b64 u2, [u0+472]  // @buf i2h_sat[1]: u32 == 0x7bff -- .sat: 65504
	waitcnt sm:0
	mov v10, 70000
	cvt.f16.s32.sat v14, v10
	st.global.u16 [u2+v0+0], v14
	ld.const.b64 u2, [u0+480]  // @buf u2e5[1]: u32 == 0x42 -- 
	waitcnt sm:0
	mov v10, 3
	cvt.e5m2.u32 v14, v10
	st.global.u8 [u2+v0+0], v14
	ld.const.b64 u2, [u0+488]  // @buf i2b_trunc[1]: u32 == 0x2c -- 300 truncated to 8 bits: 44
	waitcnt sm:0
	mov v10, 300
	cvt.s8.s32 v14, v10
	st.global.u8 [u2+v0+0], v14
	ld.const.b64 u2, [u0+496]  // @buf i2b_sat[1]: u32 == 0x7f -- clamped: 127
	waitcnt sm:0
	mov v10, 300
	cvt.s8.s32.sat v14, v10
	st.global.u8 [u2+v0+0], v14
	ld.const.b64 u2, [u0+504]  // @buf i2b_nsat[1]: u32 == 0x80 -- clamped: -128
	waitcnt sm:0
	mov v10, -300
	cvt.s8.s32.sat v14, v10
	st.global.u8 [u2+v0+0], v14
	ld.const.b64 u2, [u0+512]  // @buf i2ub_sat[1]: u32 == 0 -- clamped: 0
	waitcnt sm:0
	mov v10, -5
	cvt.u8.s32.sat v14, v10
	st.global.u8 [u2+v0+0], v14
	ld.const.b64 u2, [u0+520]  // @buf u2uh_sat[1]: u32 == 0xffff -- clamped: 65535
	waitcnt sm:0
	mov v10, 70000
	cvt.u16.u32.sat v14, v10
	st.global.u16 [u2+v0+0], v14
	ld.const.b64 u2, [u0+528]  // @buf i2h16_trunc[1]: u32 == 0x2345 -- truncated
	waitcnt sm:0
	mov v10, 0x12345
	cvt.s16.s32 v14, v10
	st.global.u16 [u2+v0+0], v14
	ld.const.b64 u2, [u0+536]  // @buf u2i_sat[1]: u32 == 0x7fffffff -- clamped: INT_MAX
	waitcnt sm:0
	mov v10, 0xffffffff
	cvt.s32.u32.sat v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+544]  // @buf i2u_sat[1]: u32 == 0 -- clamped: 0
	waitcnt sm:0
	mov v10, -1
	cvt.u32.s32.sat v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+552]  // @buf i2u[1]: u32 == 0xffffffff -- no .sat: the bits
	waitcnt sm:0
	mov v10, -1
	cvt.u32.s32 v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+560]  // @buf b2i[1]: i32 == -128 -- an s8 source is sign-extended
	waitcnt sm:0
	mov v10, 0x80
	cvt.s32.s8 v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+568]  // @buf h2i[1]: i32 == -32767 -- an s16 source is sign-extended
	waitcnt sm:0
	mov v10, 0x8001
	cvt.s32.s16 v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+576]  // @buf ub2u[1]: u32 == 0xff -- a u8 source is zero-extended
	waitcnt sm:0
	mov v10, 0xff
	cvt.u32.u8 v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+584]  // @buf i2l[2]: u32 == [0xfffffffe, 0xffffffff] -- sign extension to 64 bits
	waitcnt sm:0
	mov v10, -2
	cvt.s64.s32 v14, v10
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+592]  // @buf u2ul[2]: u32 == [0xffffffff, 0x00000000] -- zero extension
	waitcnt sm:0
	mov v10, 0xffffffff
	cvt.u64.u32 v14, v10
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+600]  // @buf l2i_sat[1]: u32 == 0x7fffffff -- 2^40 clamped
	waitcnt sm:0
	mov v10, 0
	mov v11, 0x100
	cvt.s32.s64.sat v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+608]  // @buf l2i[1]: u32 == 0x89abcdef -- truncated: the low word
	waitcnt sm:0
	mov v10, 0x89abcdef
	mov v11, 0x100
	cvt.s32.s64 v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+616]  // @buf f2f[1]: u32 == 0x3f800000 -- the value
	waitcnt sm:0
	mov v10, 0x3f800000
	cvt.f32.f32 v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+624]  // @buf f2f_snan[1]: u32 == 0x200 -- a signalling NaN comes out quiet (fclass)
	waitcnt sm:0
	mov v10, 0x7fa00000
	cvt.f32.f32 v14, v10
	fclass.f32 v3, v14
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+632]  // @buf ff_f2i_nan[1]: u32 == 0x10 -- NaN to an integer raises invalid
	waitcnt sm:0
	csrwi fflags, 0
	mov v10, 0x7fc00000
	cvt.s32.f32 v14, v10
	csrr u6, fflags
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+640]  // @buf ff_f2i_big[1]: u32 == 0x10 -- out of range raises invalid
	waitcnt sm:0
	csrwi fflags, 0
	mov v10, 0x4f32d05e
	cvt.s32.f32 v14, v10
	csrr u6, fflags
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+648]  // @buf ff_f2i_exact[1]: u32 == 0 -- 3.0: exact, no flag
	waitcnt sm:0
	csrwi fflags, 0
	mov v10, 0x40400000
	cvt.s32.f32 v14, v10
	csrr u6, fflags
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+656]  // @buf frm_cvt[1]: u32 == 0x3f800001 -- float to float with no rm uses frm (rup)
	waitcnt sm:0
	csrwi frm, 3
	mov v10, 0x10000000
	mov v11, 0x3ff00000
	cvt.f32.f64 v14, v10
	csrwi frm, 0
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+664]  // @buf frm_not_f2i[1]: i32 == 2 -- float to integer with no rm rounds toward zero, whatever frm says
	waitcnt sm:0
	csrwi frm, 3
	mov v10, 0x40200000
	cvt.s32.f32 v14, v10
	csrwi frm, 0
	st.global.b32 [u2+v0+0], v14
	endpgm
	.end
