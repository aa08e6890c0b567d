// Group 2 in the other widths: binary64 (register pairs), binary16, bfloat16, OCP FP8 E4M3 and
// E5M2 (results in the low bits, stored with st.global.u16 / .u8 so the buffer holds exactly
// them), through fadd fsub fmul fmin fmax (vv, vu) fma fms fnma fnms fabs fneg fclass fcmp fcmps:
// ties to even in each format's precision, the single rounding of fma, overflow, subnormals,
// NaN. A binary64 result is two u32 elements [low word, high word]. One thread.
	.text
	.kernel g2_fpw
	.arg_bytes 640
	.shared_bytes 0
	mov v0, 0
	mov u7, 0
	ld.const.b64 u2, [u0+0]  // @buf dadd[2]: u32 == [0x00000000, 0x40080000] -- 1 + 2 = 3
	waitcnt sm:0
	mov v10, 0
	mov v11, 0x3ff00000
	mov v12, 0
	mov v13, 0x40000000
	mov u12, 0
	mov u13, 0x40000000
	fadd.f64 v14, v10, v12
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+8]  // @buf dadd_vu[2]: u32 ==  -- b in a uniform pair
	waitcnt sm:0
	fadd.f64 v14, v10, u12
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+16]  // @buf dadd_tie[2]: u32 == [0x00000000, 0x3ff00000] -- 1 + 2^-53: a tie, to the even 1.0
	waitcnt sm:0
	mov v10, 0
	mov v11, 0x3ff00000
	mov v12, 0
	mov v13, 0x3ca00000
	mov u12, 0
	mov u13, 0x3ca00000
	fadd.f64 v14, v10, v12
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+24]  // @buf dadd_tie_vu[2]: u32 ==  -- b in a uniform pair
	waitcnt sm:0
	fadd.f64 v14, v10, u12
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+32]  // @buf dadd_tie_up[2]: u32 == [0x00000002, 0x3ff00000] -- 1 + 1.5 ulp: a tie, to 1 + 2 ulp
	waitcnt sm:0
	mov v10, 0
	mov v11, 0x3ff00000
	mov v12, 0
	mov v13, 0x3cb80000
	mov u12, 0
	mov u13, 0x3cb80000
	fadd.f64 v14, v10, v12
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+40]  // @buf dadd_tie_up_vu[2]: u32 ==  -- b in a uniform pair
	waitcnt sm:0
	fadd.f64 v14, v10, u12
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+48]  // @buf dadd_carry[2]: u32 == [0x00000000, 0x3ff00000] -- (1 - 2^-53) + 2^-54: a tie, to the even 1.0; the rounding carries across the word boundary
	waitcnt sm:0
	mov v10, 0xffffffff
	mov v11, 0x3fefffff
	mov v12, 0
	mov v13, 0x3c900000
	mov u12, 0
	mov u13, 0x3c900000
	fadd.f64 v14, v10, v12
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+56]  // @buf dadd_carry_vu[2]: u32 ==  -- b in a uniform pair
	waitcnt sm:0
	fadd.f64 v14, v10, u12
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+64]  // @buf dsub[2]: u32 == [0x00000000, 0xc0000000] -- 1 - 3 = -2
	waitcnt sm:0
	mov v10, 0
	mov v11, 0x3ff00000
	mov v12, 0
	mov v13, 0x40080000
	mov u12, 0
	mov u13, 0x40080000
	fsub.f64 v14, v10, v12
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+72]  // @buf dsub_vu[2]: u32 ==  -- b in a uniform pair
	waitcnt sm:0
	fsub.f64 v14, v10, u12
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+80]  // @buf dmul[2]: u32 == [0x00000000, 0x40180000] -- 2 * 3 = 6
	waitcnt sm:0
	mov v10, 0
	mov v11, 0x40000000
	mov v12, 0
	mov v13, 0x40080000
	mov u12, 0
	mov u13, 0x40080000
	fmul.f64 v14, v10, v12
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+88]  // @buf dmul_vu[2]: u32 ==  -- b in a uniform pair
	waitcnt sm:0
	fmul.f64 v14, v10, u12
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+96]  // @buf dmul_ovf[2]: u32 == [0x00000000, 0x7ff00000] -- overflow to +inf
	waitcnt sm:0
	mov v10, 0xffffffff
	mov v11, 0x7fefffff
	mov v12, 0
	mov v13, 0x40000000
	mov u12, 0
	mov u13, 0x40000000
	fmul.f64 v14, v10, v12
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+104]  // @buf dmul_ovf_vu[2]: u32 ==  -- b in a uniform pair
	waitcnt sm:0
	fmul.f64 v14, v10, u12
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+112]  // @buf dmul_sub_tie[2]: u32 == [0x00000000, 0x00000000] -- 2^-1074 / 2: a tie, to the even 0
	waitcnt sm:0
	mov v10, 1
	mov v11, 0
	mov v12, 0
	mov v13, 0x3fe00000
	mov u12, 0
	mov u13, 0x3fe00000
	fmul.f64 v14, v10, v12
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+120]  // @buf dmul_sub_tie_vu[2]: u32 ==  -- b in a uniform pair
	waitcnt sm:0
	fmul.f64 v14, v10, u12
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+128]  // @buf dmin_nan[2]: u32 == [0x00000000, 0x40080000] -- a NaN loses to a number
	waitcnt sm:0
	mov v10, 0
	mov v11, 0x7ff80000
	mov v12, 0
	mov v13, 0x40080000
	mov u12, 0
	mov u13, 0x40080000
	fmin.f64 v14, v10, v12
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+136]  // @buf dmin_nan_vu[2]: u32 ==  -- b in a uniform pair
	waitcnt sm:0
	fmin.f64 v14, v10, u12
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+144]  // @buf dmax_zeros[2]: u32 == [0x00000000, 0x00000000] -- +0 > -0
	waitcnt sm:0
	mov v10, 0
	mov v11, 0x80000000
	mov v12, 0
	mov v13, 0
	mov u12, 0
	mov u13, 0
	fmax.f64 v14, v10, v12
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+152]  // @buf dmax_zeros_vu[2]: u32 ==  -- b in a uniform pair
	waitcnt sm:0
	fmax.f64 v14, v10, u12
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+160]  // @buf dfma[2]: u32 == [0x00000000, 0x401c0000] -- 2 * 3 + 1 = 7
	waitcnt sm:0
	mov v10, 0
	mov v11, 0x40000000
	mov v12, 0
	mov v13, 0x40080000
	mov v16, 0
	mov v17, 0x3ff00000
	fma.f64 v14, v10, v12, v16
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+168]  // @buf dfma_fused[2]: u32 == [0x01000000, 0x3e500000] -- (1 + 2^-27)^2 - 1 = 2^-26 + 2^-54, one rounding (two give 2^-26)
	waitcnt sm:0
	mov v10, 0x02000000
	mov v11, 0x3ff00000
	mov v12, 0x02000000
	mov v13, 0x3ff00000
	mov v16, 0
	mov v17, 0xbff00000
	fma.f64 v14, v10, v12, v16
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+176]  // @buf dfms[2]: u32 == [0x00000000, 0x40140000] -- 2 * 3 - 1 = 5
	waitcnt sm:0
	mov v10, 0
	mov v11, 0x40000000
	mov v12, 0
	mov v13, 0x40080000
	mov v16, 0
	mov v17, 0x3ff00000
	fms.f64 v14, v10, v12, v16
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+184]  // @buf dfnma[2]: u32 == [0x00000000, 0xc0140000] -- -(2 * 3) + 1 = -5
	waitcnt sm:0
	mov v10, 0
	mov v11, 0x40000000
	mov v12, 0
	mov v13, 0x40080000
	mov v16, 0
	mov v17, 0x3ff00000
	fnma.f64 v14, v10, v12, v16
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+192]  // @buf dfnms[2]: u32 == [0x00000000, 0xc01c0000] -- -(2 * 3) - 1 = -7
	waitcnt sm:0
	mov v10, 0
	mov v11, 0x40000000
	mov v12, 0
	mov v13, 0x40080000
	mov v16, 0
	mov v17, 0x3ff00000
	fnms.f64 v14, v10, v12, v16
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+200]  // @buf dfma_nan[1]: u32 == 0x200 -- inf * 0 + 1 is a quiet NaN (fclass)
	waitcnt sm:0
	mov v10, 0
	mov v11, 0x7ff00000
	mov v12, 0
	mov v13, 0
	mov v16, 0
	mov v17, 0x3ff00000
	fma.f64 v14, v10, v12, v16
	fclass.f64 v3, v14
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+208]  // @buf dabs_nan[2]: u32 == [0x00000005, 0x7ff00000] -- clears the sign bit of a signalling NaN, payload kept
	waitcnt sm:0
	mov v10, 5
	mov v11, 0xfff00000
	fabs.f64 v14, v10
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+216]  // @buf dneg[2]: u32 == [0x00000000, 0xbff00000] -- 
	waitcnt sm:0
	mov v10, 0
	mov v11, 0x3ff00000
	fneg.f64 v14, v10
	st.global.b32 [u2+v0+0], v14
	st.global.b32 [u2+v0+4], v15
	ld.const.b64 u2, [u0+224]  // @buf dclass_nsub[1]: u32 == 0x004 -- -2^-1074 is a negative subnormal
	waitcnt sm:0
	mov v10, 1
	mov v11, 0x80000000
	fclass.f64 v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+232]  // @buf dclass_snan[1]: u32 == 0x100 -- quiet bit (51) clear: signalling
	waitcnt sm:0
	mov v10, 0
	mov v11, 0x7ff40000
	fclass.f64 v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+240]  // @buf dclass_inf[1]: u32 == 0x080 -- 
	waitcnt sm:0
	mov v10, 0
	mov v11, 0x7ff00000
	fclass.f64 v14, v10
	st.global.b32 [u2+v0+0], v14
	ld.const.b64 u2, [u0+248]  // @buf dcmp_lo_word[1]: u32 == 1 -- 1 + 2^-52 > 1: the low words decide
	waitcnt sm:0
	mov v10, 1
	mov v11, 0x3ff00000
	mov v12, 0
	mov v13, 0x3ff00000
	movp p1, u7
	fcmp.gt.f64 p1, v10, v12
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+256]  // @buf dcmp_nan[1]: u32 == 1 -- 
	waitcnt sm:0
	mov v10, 0
	mov v11, 0x7ff80000
	mov v12, 0
	mov v13, 0x7ff80000
	movp p1, u7
	fcmp.nan.f64 p1, v10, v12
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+264]  // @buf dcmps_zeros[1]: u32 == 1 -- -0 == +0
	waitcnt sm:0
	mov v10, 0
	mov v11, 0x80000000
	mov v12, 0
	mov v13, 0
	movp p1, u7
	fcmps.eq.f64 p1, v10, v12
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+272]  // @buf hadd[2]: u32 == 0x4200 -- binary16: 1 + 2 = 3
	waitcnt sm:0
	mov v1, 0x3c00
	mov v2, 0x4000
	mov u5, 0x4000
	fadd.f16 v3, v1, v2
	st.global.u16 [u2+v0+0], v3
	fadd.f16 v3, v1, u5
	st.global.u16 [u2+v0+4], v3
	ld.const.b64 u2, [u0+280]  // @buf hadd_tie[2]: u32 == 0x3c00 -- 1 + 2^-11: a tie, to the even 1.0
	waitcnt sm:0
	mov v1, 0x3c00
	mov v2, 0x1000
	mov u5, 0x1000
	fadd.f16 v3, v1, v2
	st.global.u16 [u2+v0+0], v3
	fadd.f16 v3, v1, u5
	st.global.u16 [u2+v0+4], v3
	ld.const.b64 u2, [u0+288]  // @buf hadd_tie_up[2]: u32 == 0x3c02 -- 1 + 1.5 ulp (2^-10): to 1 + 2 ulp
	waitcnt sm:0
	mov v1, 0x3c00
	mov v2, 0x1600
	mov u5, 0x1600
	fadd.f16 v3, v1, v2
	st.global.u16 [u2+v0+0], v3
	fadd.f16 v3, v1, u5
	st.global.u16 [u2+v0+4], v3
	ld.const.b64 u2, [u0+296]  // @buf hsub[2]: u32 == 0xc000 -- 1 - 3 = -2
	waitcnt sm:0
	mov v1, 0x3c00
	mov v2, 0x4200
	mov u5, 0x4200
	fsub.f16 v3, v1, v2
	st.global.u16 [u2+v0+0], v3
	fsub.f16 v3, v1, u5
	st.global.u16 [u2+v0+4], v3
	ld.const.b64 u2, [u0+304]  // @buf hmul_ovf[2]: u32 == 0x7c00 -- 65504 * 2 overflows to +inf
	waitcnt sm:0
	mov v1, 0x7bff
	mov v2, 0x4000
	mov u5, 0x4000
	fmul.f16 v3, v1, v2
	st.global.u16 [u2+v0+0], v3
	fmul.f16 v3, v1, u5
	st.global.u16 [u2+v0+4], v3
	ld.const.b64 u2, [u0+312]  // @buf hmul_sub_tie[2]: u32 == 0x0002 -- 1.5 * 2^-24: a subnormal tie, to the even 2 * 2^-24
	waitcnt sm:0
	mov v1, 0x0003
	mov v2, 0x3800
	mov u5, 0x3800
	fmul.f16 v3, v1, v2
	st.global.u16 [u2+v0+0], v3
	fmul.f16 v3, v1, u5
	st.global.u16 [u2+v0+4], v3
	ld.const.b64 u2, [u0+320]  // @buf hmin_nan[2]: u32 == 0xbc00 -- a NaN loses to -1
	waitcnt sm:0
	mov v1, 0x7e00
	mov v2, 0xbc00
	mov u5, 0xbc00
	fmin.f16 v3, v1, v2
	st.global.u16 [u2+v0+0], v3
	fmin.f16 v3, v1, u5
	st.global.u16 [u2+v0+4], v3
	ld.const.b64 u2, [u0+328]  // @buf hmax_zeros[2]: u32 == 0x0000 -- +0 > -0
	waitcnt sm:0
	mov v1, 0x8000
	mov v2, 0x0000
	mov u5, 0x0000
	fmax.f16 v3, v1, v2
	st.global.u16 [u2+v0+0], v3
	fmax.f16 v3, v1, u5
	st.global.u16 [u2+v0+4], v3
	ld.const.b64 u2, [u0+336]  // @buf hfma_fused[1]: u32 == 0x2808 -- (1 + 2^-6)^2 - 1 = 2^-5 + 2^-12, one rounding (two give 0x2800)
	waitcnt sm:0
	mov v1, 0x3c10
	mov v2, 0x3c10
	mov v4, 0xbc00
	fma.f16 v3, v1, v2, v4
	st.global.u16 [u2+v0+0], v3
	ld.const.b64 u2, [u0+344]  // @buf hfms[1]: u32 == 0x4500 -- 2 * 3 - 1 = 5
	waitcnt sm:0
	mov v1, 0x4000
	mov v2, 0x4200
	mov v4, 0x3c00
	fms.f16 v3, v1, v2, v4
	st.global.u16 [u2+v0+0], v3
	ld.const.b64 u2, [u0+352]  // @buf hfnma[1]: u32 == 0xc500 -- -(2 * 3) + 1 = -5
	waitcnt sm:0
	mov v1, 0x4000
	mov v2, 0x4200
	mov v4, 0x3c00
	fnma.f16 v3, v1, v2, v4
	st.global.u16 [u2+v0+0], v3
	ld.const.b64 u2, [u0+360]  // @buf hfnms[1]: u32 == 0xc700 -- -(2 * 3) - 1 = -7
	waitcnt sm:0
	mov v1, 0x4000
	mov v2, 0x4200
	mov v4, 0x3c00
	fnms.f16 v3, v1, v2, v4
	st.global.u16 [u2+v0+0], v3
	ld.const.b64 u2, [u0+368]  // @buf habs[1]: u32 == 0x3c00 -- 
	waitcnt sm:0
	mov v1, 0xbc00
	fabs.f16 v3, v1
	st.global.u16 [u2+v0+0], v3
	ld.const.b64 u2, [u0+376]  // @buf hneg[1]: u32 == 0xbc00 -- 
	waitcnt sm:0
	mov v1, 0x3c00
	fneg.f16 v3, v1
	st.global.u16 [u2+v0+0], v3
	ld.const.b64 u2, [u0+384]  // @buf hclass_sub[1]: u32 == 0x020 -- 2^-24 is a positive subnormal
	waitcnt sm:0
	mov v1, 0x0001
	fclass.f16 v3, v1
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+392]  // @buf hclass_snan[1]: u32 == 0x100 -- quiet bit (9) clear: signalling
	waitcnt sm:0
	mov v1, 0x7d00
	fclass.f16 v3, v1
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+400]  // @buf hclass_ninf[1]: u32 == 0x001 -- 
	waitcnt sm:0
	mov v1, 0xfc00
	fclass.f16 v3, v1
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+408]  // @buf bfadd[2]: u32 == 0x4040 -- bfloat16: 1 + 2 = 3
	waitcnt sm:0
	mov v1, 0x3f80
	mov v2, 0x4000
	mov u5, 0x4000
	fadd.bf16 v3, v1, v2
	st.global.u16 [u2+v0+0], v3
	fadd.bf16 v3, v1, u5
	st.global.u16 [u2+v0+4], v3
	ld.const.b64 u2, [u0+416]  // @buf bfadd_tie[2]: u32 == 0x3f80 -- 1 + 2^-8: a tie (8-bit precision), to the even 1.0
	waitcnt sm:0
	mov v1, 0x3f80
	mov v2, 0x3b80
	mov u5, 0x3b80
	fadd.bf16 v3, v1, v2
	st.global.u16 [u2+v0+0], v3
	fadd.bf16 v3, v1, u5
	st.global.u16 [u2+v0+4], v3
	ld.const.b64 u2, [u0+424]  // @buf bfadd_tie_up[2]: u32 == 0x3f82 -- 1 + 1.5 ulp: to 1 + 2 ulp
	waitcnt sm:0
	mov v1, 0x3f80
	mov v2, 0x3c40
	mov u5, 0x3c40
	fadd.bf16 v3, v1, v2
	st.global.u16 [u2+v0+0], v3
	fadd.bf16 v3, v1, u5
	st.global.u16 [u2+v0+4], v3
	ld.const.b64 u2, [u0+432]  // @buf bfmul_ovf[2]: u32 == 0x7f80 -- the largest bfloat16 * 2 overflows to +inf
	waitcnt sm:0
	mov v1, 0x7f7f
	mov v2, 0x4000
	mov u5, 0x4000
	fmul.bf16 v3, v1, v2
	st.global.u16 [u2+v0+0], v3
	fmul.bf16 v3, v1, u5
	st.global.u16 [u2+v0+4], v3
	ld.const.b64 u2, [u0+440]  // @buf bfmax_nan[2]: u32 == 0xff80 -- a NaN loses to -inf
	waitcnt sm:0
	mov v1, 0x7fc0
	mov v2, 0xff80
	mov u5, 0xff80
	fmax.bf16 v3, v1, v2
	st.global.u16 [u2+v0+0], v3
	fmax.bf16 v3, v1, u5
	st.global.u16 [u2+v0+4], v3
	ld.const.b64 u2, [u0+448]  // @buf bffma_fused[1]: u32 == 0x3e04 -- (1 + 2^-4)^2 - 1 = 2^-3 + 2^-8, one rounding
	waitcnt sm:0
	mov v1, 0x3f88
	mov v2, 0x3f88
	mov v4, 0xbf80
	fma.bf16 v3, v1, v2, v4
	st.global.u16 [u2+v0+0], v3
	ld.const.b64 u2, [u0+456]  // @buf bfclass_sub[1]: u32 == 0x020 -- 
	waitcnt sm:0
	mov v1, 0x0001
	fclass.bf16 v3, v1
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+464]  // @buf e4add[2]: u32 == 0x44 -- E4M3: 1 + 2 = 3
	waitcnt sm:0
	mov v1, 0x38
	mov v2, 0x40
	mov u5, 0x40
	fadd.e4m3 v3, v1, v2
	st.global.u8 [u2+v0+0], v3
	fadd.e4m3 v3, v1, u5
	st.global.u8 [u2+v0+4], v3
	ld.const.b64 u2, [u0+472]  // @buf e4mul[2]: u32 == 0x4c -- 2 * 3 = 6 = 1.5 * 2^2
	waitcnt sm:0
	mov v1, 0x40
	mov v2, 0x44
	mov u5, 0x44
	fmul.e4m3 v3, v1, v2
	st.global.u8 [u2+v0+0], v3
	fmul.e4m3 v3, v1, u5
	st.global.u8 [u2+v0+4], v3
	ld.const.b64 u2, [u0+480]  // @buf e4add_tie[2]: u32 == 0x38 -- 1 + 2^-4: a tie (3 fraction bits), to the even 1.0
	waitcnt sm:0
	mov v1, 0x38
	mov v2, 0x18
	mov u5, 0x18
	fadd.e4m3 v3, v1, v2
	st.global.u8 [u2+v0+0], v3
	fadd.e4m3 v3, v1, u5
	st.global.u8 [u2+v0+4], v3
	ld.const.b64 u2, [u0+488]  // @buf e4sub_sub[2]: u32 == 0x38 -- 1 - 2^-9 rounds back to 1
	waitcnt sm:0
	mov v1, 0x38
	mov v2, 0x01
	mov u5, 0x01
	fsub.e4m3 v3, v1, v2
	st.global.u8 [u2+v0+0], v3
	fsub.e4m3 v3, v1, u5
	st.global.u8 [u2+v0+4], v3
	ld.const.b64 u2, [u0+496]  // @buf e4mul_sub[2]: u32 == 0x04 -- 2^-6 (the smallest normal) / 2 = 2^-7, a subnormal
	waitcnt sm:0
	mov v1, 0x08
	mov v2, 0x30
	mov u5, 0x30
	fmul.e4m3 v3, v1, v2
	st.global.u8 [u2+v0+0], v3
	fmul.e4m3 v3, v1, u5
	st.global.u8 [u2+v0+4], v3
	ld.const.b64 u2, [u0+504]  // @buf e4min_nan[2]: u32 == 0x38 -- a NaN loses to a number
	waitcnt sm:0
	mov v1, 0x7f
	mov v2, 0x38
	mov u5, 0x38
	fmin.e4m3 v3, v1, v2
	st.global.u8 [u2+v0+0], v3
	fmin.e4m3 v3, v1, u5
	st.global.u8 [u2+v0+4], v3
	ld.const.b64 u2, [u0+512]  // @buf e4neg[1]: u32 == 0xb8 -- 
	waitcnt sm:0
	mov v1, 0x38
	fneg.e4m3 v3, v1
	st.global.u8 [u2+v0+0], v3
	ld.const.b64 u2, [u0+520]  // @buf e4abs[1]: u32 == 0x7e -- -448 -> 448
	waitcnt sm:0
	mov v1, 0xfe
	fabs.e4m3 v3, v1
	st.global.u8 [u2+v0+0], v3
	ld.const.b64 u2, [u0+528]  // @buf e4class_nan[1]: u32 == 0x200 -- E4M3's NaN reports as quiet
	waitcnt sm:0
	mov v1, 0x7f
	fclass.e4m3 v3, v1
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+536]  // @buf e4class_max[1]: u32 == 0x040 -- 0x7e is 448, a normal number (no infinities)
	waitcnt sm:0
	mov v1, 0x7e
	fclass.e4m3 v3, v1
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+544]  // @buf e4class_big[1]: u32 == 0x040 -- 0x78 = 256: exponent all ones is still a number
	waitcnt sm:0
	mov v1, 0x78
	fclass.e4m3 v3, v1
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+552]  // @buf e5add[2]: u32 == 0x42 -- E5M2: 1 + 2 = 3
	waitcnt sm:0
	mov v1, 0x3c
	mov v2, 0x40
	mov u5, 0x40
	fadd.e5m2 v3, v1, v2
	st.global.u8 [u2+v0+0], v3
	fadd.e5m2 v3, v1, u5
	st.global.u8 [u2+v0+4], v3
	ld.const.b64 u2, [u0+560]  // @buf e5mul_ovf[2]: u32 == 0x7c -- 57344 * 2 overflows to +inf
	waitcnt sm:0
	mov v1, 0x7b
	mov v2, 0x40
	mov u5, 0x40
	fmul.e5m2 v3, v1, v2
	st.global.u8 [u2+v0+0], v3
	fmul.e5m2 v3, v1, u5
	st.global.u8 [u2+v0+4], v3
	ld.const.b64 u2, [u0+568]  // @buf e5add_tie[2]: u32 == 0x3c -- 1 + 2^-3: a tie (2 fraction bits), to the even 1.0
	waitcnt sm:0
	mov v1, 0x3c
	mov v2, 0x30
	mov u5, 0x30
	fadd.e5m2 v3, v1, v2
	st.global.u8 [u2+v0+0], v3
	fadd.e5m2 v3, v1, u5
	st.global.u8 [u2+v0+4], v3
	ld.const.b64 u2, [u0+576]  // @buf e5max_nan[2]: u32 == 0xbc -- a NaN loses to -1
	waitcnt sm:0
	mov v1, 0x7e
	mov v2, 0xbc
	mov u5, 0xbc
	fmax.e5m2 v3, v1, v2
	st.global.u8 [u2+v0+0], v3
	fmax.e5m2 v3, v1, u5
	st.global.u8 [u2+v0+4], v3
	ld.const.b64 u2, [u0+584]  // @buf e5class_inf[1]: u32 == 0x080 -- 
	waitcnt sm:0
	mov v1, 0x7c
	fclass.e5m2 v3, v1
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+592]  // @buf e5class_qnan[1]: u32 == 0x200 -- 
	waitcnt sm:0
	mov v1, 0x7e
	fclass.e5m2 v3, v1
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+600]  // @buf e5class_snan[1]: u32 == 0x100 -- quiet bit (1) clear: signalling
	waitcnt sm:0
	mov v1, 0x7d
	fclass.e5m2 v3, v1
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+608]  // @buf hcmp[1]: u32 == 1 -- 
	waitcnt sm:0
	mov v1, 0x3c01
	mov u5, 0x3c00
	movp p1, u7
	fcmp.gt.f16 p1, v1, u5
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+616]  // @buf bfcmps_nan[1]: u32 == 1 -- 
	waitcnt sm:0
	mov v1, 0x7fc0
	mov u5, 0x3f80
	movp p1, u7
	fcmps.nan.bf16 p1, v1, u5
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+624]  // @buf e4cmp_nan[1]: u32 == 0 -- NaN != NaN
	waitcnt sm:0
	mov v1, 0x7f
	mov u5, 0x7f
	movp p1, u7
	fcmp.eq.e4m3 p1, v1, u5
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+632]  // @buf e5cmp_zeros[1]: u32 == 1 -- -0 == +0
	waitcnt sm:0
	mov v1, 0x80
	mov u5, 0x00
	movp p1, u7
	fcmp.eq.e5m2 p1, v1, u5
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	endpgm
	.end
