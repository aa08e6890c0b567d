// Group 2 in binary32: every variant of fadd fsub fmul fmin fmax (vv, vu: the two elements of each
// buffer), fma fms fnma fnms, fabs fneg fclass, fcmp fcmps (vv, vu), with IEEE 754 edge cases:
// ties to even, the rounding mode in CSR frm, overflow to infinity, gradual underflow
// (subnormals), the one rounding of fma, NaN and infinity operands, minimumNumber /
// maximumNumber with NaN and signed zeros, and the flags each raises in CSR fflags (nv 0x10,
// dz 0x08, of 0x04, uf 0x02, nx 0x01). Results are checked bit for bit as u32; 'a NaN' checks
// use an f32 buffer (any NaN). One thread.
	.text
	.kernel g2_fp32
	.arg_bytes 680
	.shared_bytes 0
	mov v0, 0
	mov u7, 0
	ld.const.b64 u2, [u0+0]  // @buf fadd_[2]: u32 == 0x40400000 -- 1 + 2 = 3
	waitcnt sm:0
	mov v1, 0x3f800000
	mov v2, 0x40000000
	mov u5, 0x40000000
	fadd.f32 v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	fadd.f32 v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+8]  // @buf fadd_tie_even[2]: u32 == 0x3f800000 -- 1 + 2^-24: a tie, to the even 1.0
	waitcnt sm:0
	mov v1, 0x3f800000
	mov v2, 0x33800000
	mov u5, 0x33800000
	fadd.f32 v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	fadd.f32 v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+16]  // @buf fadd_tie_up[2]: u32 == 0x3f800002 -- 1 + 1.5 ulp: a tie, to the even 1 + 2 ulp
	waitcnt sm:0
	mov v1, 0x3f800000
	mov v2, 0x34400000
	mov u5, 0x34400000
	fadd.f32 v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	fadd.f32 v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+24]  // @buf fadd_inf_ninf[2]: f32 == 0/0 -- inf + -inf is a NaN (invalid)
	waitcnt sm:0
	mov v1, 0x7f800000
	mov v2, 0xff800000
	mov u5, 0xff800000
	fadd.f32 v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	fadd.f32 v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+32]  // @buf fadd_sub[2]: u32 == 0x00000002 -- subnormals add exactly, no flush
	waitcnt sm:0
	mov v1, 0x00000001
	mov v2, 0x00000001
	mov u5, 0x00000001
	fadd.f32 v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	fadd.f32 v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+40]  // @buf fadd_nzero[2]: u32 == 0x80000000 -- -0 + -0 = -0
	waitcnt sm:0
	mov v1, 0x80000000
	mov v2, 0x80000000
	mov u5, 0x80000000
	fadd.f32 v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	fadd.f32 v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+48]  // @buf fsub_zero[2]: u32 == 0x00000000 -- x - x = +0 rounding to nearest
	waitcnt sm:0
	mov v1, 0x3f800000
	mov v2, 0x3f800000
	mov u5, 0x3f800000
	fsub.f32 v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	fsub.f32 v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+56]  // @buf fsub_[2]: u32 == 0xc0000000 -- 1 - 3 = -2
	waitcnt sm:0
	mov v1, 0x3f800000
	mov v2, 0x40400000
	mov u5, 0x40400000
	fsub.f32 v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	fsub.f32 v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+64]  // @buf fsub_inf[2]: f32 == 0/0 -- inf - inf is a NaN
	waitcnt sm:0
	mov v1, 0x7f800000
	mov v2, 0x7f800000
	mov u5, 0x7f800000
	fsub.f32 v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	fsub.f32 v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+72]  // @buf fmul_[2]: u32 == 0x40c00000 -- 2 * 3 = 6
	waitcnt sm:0
	mov v1, 0x40000000
	mov v2, 0x40400000
	mov u5, 0x40400000
	fmul.f32 v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	fmul.f32 v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+80]  // @buf fmul_ovf[2]: u32 == 0x7f800000 -- overflow to +inf
	waitcnt sm:0
	mov v1, 0x7f7fffff
	mov v2, 0x40000000
	mov u5, 0x40000000
	fmul.f32 v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	fmul.f32 v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+88]  // @buf fmul_to_sub[2]: u32 == 0x00400000 -- the smallest normal halved is a subnormal (exact)
	waitcnt sm:0
	mov v1, 0x00800000
	mov v2, 0x3f000000
	mov u5, 0x3f000000
	fmul.f32 v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	fmul.f32 v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+96]  // @buf fmul_sub_tie[2]: u32 == 0x00000000 -- 2^-150: a tie between 0 and 2^-149, to the even 0
	waitcnt sm:0
	mov v1, 0x00000001
	mov v2, 0x3f000000
	mov u5, 0x3f000000
	fmul.f32 v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	fmul.f32 v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+104]  // @buf fmul_sub_tie2[2]: u32 == 0x00000002 -- 1.5 * 2^-149: a tie, to the even 2 * 2^-149
	waitcnt sm:0
	mov v1, 0x00000003
	mov v2, 0x3f000000
	mov u5, 0x3f000000
	fmul.f32 v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	fmul.f32 v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+112]  // @buf fmul_inf_zero[2]: f32 == 0/0 -- inf * 0 is a NaN
	waitcnt sm:0
	mov v1, 0x7f800000
	mov v2, 0x00000000
	mov u5, 0x00000000
	fmul.f32 v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	fmul.f32 v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+120]  // @buf fmul_nzero[2]: u32 == 0x80000000 -- -0 * 3 = -0
	waitcnt sm:0
	mov v1, 0x80000000
	mov v2, 0x40400000
	mov u5, 0x40400000
	fmul.f32 v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	fmul.f32 v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+128]  // @buf fmin_nan_a[2]: u32 == 0x3f800000 -- a NaN loses to a number
	waitcnt sm:0
	mov v1, 0x7fc00000
	mov v2, 0x3f800000
	mov u5, 0x3f800000
	fmin.f32 v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	fmin.f32 v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+136]  // @buf fmin_nan_b[2]: u32 == 0x3f800000
	waitcnt sm:0
	mov v1, 0x3f800000
	mov v2, 0x7fc00000
	mov u5, 0x7fc00000
	fmin.f32 v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	fmin.f32 v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+144]  // @buf fmin_zeros[2]: u32 == 0x80000000 -- -0 < +0
	waitcnt sm:0
	mov v1, 0x00000000
	mov v2, 0x80000000
	mov u5, 0x80000000
	fmin.f32 v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	fmin.f32 v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+152]  // @buf fmin_zeros2[2]: u32 == 0x80000000
	waitcnt sm:0
	mov v1, 0x80000000
	mov v2, 0x00000000
	mov u5, 0x00000000
	fmin.f32 v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	fmin.f32 v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+160]  // @buf fmin_ninf[2]: u32 == 0xff800000
	waitcnt sm:0
	mov v1, 0xff800000
	mov v2, 0x3f800000
	mov u5, 0x3f800000
	fmin.f32 v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	fmin.f32 v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+168]  // @buf fmin_both_nan[2]: f32 == 0/0 -- two NaNs give a NaN
	waitcnt sm:0
	mov v1, 0x7fc00000
	mov v2, 0x7fc00000
	mov u5, 0x7fc00000
	fmin.f32 v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	fmin.f32 v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+176]  // @buf fmax_nan_a[2]: u32 == 0xff800000 -- a NaN loses even to -inf
	waitcnt sm:0
	mov v1, 0x7fc00000
	mov v2, 0xff800000
	mov u5, 0xff800000
	fmax.f32 v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	fmax.f32 v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+184]  // @buf fmax_zeros[2]: u32 == 0x00000000 -- +0 > -0
	waitcnt sm:0
	mov v1, 0x80000000
	mov v2, 0x00000000
	mov u5, 0x00000000
	fmax.f32 v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	fmax.f32 v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+192]  // @buf fmax_[2]: u32 == 0x40400000
	waitcnt sm:0
	mov v1, 0x40000000
	mov v2, 0x40400000
	mov u5, 0x40400000
	fmax.f32 v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	fmax.f32 v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+200]  // @buf fmin_snan[2]: u32 == 0x3f800000 -- minimumNumber: a signalling NaN also loses to a number
	waitcnt sm:0
	mov v1, 0x7fa00000
	mov v2, 0x3f800000
	mov u5, 0x3f800000
	fmin.f32 v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	fmin.f32 v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+208]  // @buf fma_[1]: u32 == 0x40e00000 -- 2 * 3 + 1 = 7
	waitcnt sm:0
	mov v1, 0x40000000
	mov v2, 0x40400000
	mov v4, 0x3f800000
	fma.f32 v3, v1, v2, v4
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+216]  // @buf fms_[1]: u32 == 0x40a00000 -- 2 * 3 - 1 = 5
	waitcnt sm:0
	mov v1, 0x40000000
	mov v2, 0x40400000
	mov v4, 0x3f800000
	fms.f32 v3, v1, v2, v4
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+224]  // @buf fnma_[1]: u32 == 0xc0a00000 -- -(2 * 3) + 1 = -5
	waitcnt sm:0
	mov v1, 0x40000000
	mov v2, 0x40400000
	mov v4, 0x3f800000
	fnma.f32 v3, v1, v2, v4
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+232]  // @buf fnms_[1]: u32 == 0xc0e00000 -- -(2 * 3) - 1 = -7
	waitcnt sm:0
	mov v1, 0x40000000
	mov v2, 0x40400000
	mov v4, 0x3f800000
	fnms.f32 v3, v1, v2, v4
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+240]  // @buf fma_fused[1]: u32 == 0x3a000400 -- (1 + 2^-12)^2 - 1 = 2^-11 + 2^-24 with one rounding (two roundings give 2^-11)
	waitcnt sm:0
	mov v1, 0x3f800800
	mov v2, 0x3f800800
	mov v4, 0xbf800000
	fma.f32 v3, v1, v2, v4
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+248]  // @buf fms_fused[1]: u32 == 0x3a000400 -- the same as a * b - c
	waitcnt sm:0
	mov v1, 0x3f800800
	mov v2, 0x3f800800
	mov v4, 0x3f800000
	fms.f32 v3, v1, v2, v4
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+256]  // @buf fnma_fused[1]: u32 == 0xba000400 -- -(a * b) + 1
	waitcnt sm:0
	mov v1, 0x3f800800
	mov v2, 0x3f800800
	mov v4, 0x3f800000
	fnma.f32 v3, v1, v2, v4
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+264]  // @buf fnms_fused[1]: u32 == 0xba000400 -- -(a * b) - (-1)
	waitcnt sm:0
	mov v1, 0x3f800800
	mov v2, 0x3f800800
	mov v4, 0xbf800000
	fnms.f32 v3, v1, v2, v4
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+272]  // @buf fma_inf_zero[1]: f32 == 0/0 -- inf * 0 + 1 is a NaN
	waitcnt sm:0
	mov v1, 0x7f800000
	mov v2, 0x00000000
	mov v4, 0x3f800000
	fma.f32 v3, v1, v2, v4
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+280]  // @buf fma_inf_ninf[1]: f32 == 0/0 -- inf * 1 + -inf is a NaN
	waitcnt sm:0
	mov v1, 0x7f800000
	mov v2, 0x3f800000
	mov v4, 0xff800000
	fma.f32 v3, v1, v2, v4
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+288]  // @buf fma_nan_c[1]: f32 == 0/0 -- a NaN addend gives a NaN
	waitcnt sm:0
	mov v1, 0x3f800000
	mov v2, 0x3f800000
	mov v4, 0x7fc00000
	fma.f32 v3, v1, v2, v4
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+296]  // @buf fma_inf[1]: u32 == 0x7f800000 -- inf * 2 + 1 = inf
	waitcnt sm:0
	mov v1, 0x7f800000
	mov v2, 0x40000000
	mov v4, 0x3f800000
	fma.f32 v3, v1, v2, v4
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+304]  // @buf fma_sub_tie[1]: u32 == 0x00000002 -- 1.5 * 2^-149 + 0: a subnormal tie, to even
	waitcnt sm:0
	mov v1, 0x00000003
	mov v2, 0x3f000000
	mov v4, 0x00000000
	fma.f32 v3, v1, v2, v4
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+312]  // @buf fma_sub[1]: u32 == 0x00400000 -- 2^-126 - 2^-127 = 2^-127 (subnormal, exact)
	waitcnt sm:0
	mov v1, 0x00800000
	mov v2, 0xbf000000
	mov v4, 0x00800000
	fma.f32 v3, v1, v2, v4
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+320]  // @buf fma_zero_sign[1]: u32 == 0x00000000 -- 1 * 0 + -0 = +0 rounding to nearest
	waitcnt sm:0
	mov v1, 0x3f800000
	mov v2, 0x00000000
	mov v4, 0x80000000
	fma.f32 v3, v1, v2, v4
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+328]  // @buf fma_ovf_ninf[1]: u32 == 0xff800000 -- the exact a * b is finite (not inf), so + -inf gives -inf, not NaN
	waitcnt sm:0
	mov v1, 0x7f7fffff
	mov v2, 0x40000000
	mov v4, 0xff800000
	fma.f32 v3, v1, v2, v4
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+336]  // @buf frm_rdn_zero[1]: u32 == 0x80000000 -- x - x = -0 when rounding down
	waitcnt sm:0
	csrwi frm, 2
	mov v1, 0x3f800000
	fsub.f32 v3, v1, v1
	csrwi frm, 0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+344]  // @buf frm_rup[1]: u32 == 0x3f800001 -- 1 + 2^-24 rounds up to 1 + 2^-23
	waitcnt sm:0
	csrwi frm, 3
	mov v2, 0x33800000
	fadd.f32 v3, v1, v2
	csrwi frm, 0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+352]  // @buf frm_rtz[1]: u32 == 0x7f7fffff -- overflow toward zero gives the largest finite value
	waitcnt sm:0
	csrwi frm, 1
	mov v1, 0x7f7fffff
	mov v2, 0x40000000
	fmul.f32 v3, v1, v2
	csrwi frm, 0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+360]  // @buf frm_rmm[1]: u32 == 0x3f800001 -- 1 + 2^-24, a tie, goes away from zero
	waitcnt sm:0
	csrwi frm, 4
	mov v1, 0x3f800000
	mov v2, 0x33800000
	fadd.f32 v3, v1, v2
	csrwi frm, 0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+368]  // @buf frm_fma_rdn[1]: u32 == 0x3a000400 -- fma rounds once, with frm: (1 + 2^-12)^2 - 1 is exact
	waitcnt sm:0
	csrwi frm, 2
	mov v1, 0x3f800800
	mov v4, 0xbf800000
	fma.f32 v3, v1, v1, v4
	csrwi frm, 0
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+376]  // @buf ff_exact[1]: u32 == 0 -- 1 + 2 is exact: no flag
	waitcnt sm:0
	csrwi fflags, 0
	mov v1, 0x3f800000
	mov v2, 0x40000000
	fadd.f32 v3, v1, v2
	csrr u6, fflags
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+384]  // @buf ff_nx[1]: u32 == 0x01 -- inexact
	waitcnt sm:0
	csrwi fflags, 0
	mov v1, 0x3f800000
	mov v2, 0x33800000
	fadd.f32 v3, v1, v2
	csrr u6, fflags
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+392]  // @buf ff_of[1]: u32 == 0x05 -- overflow and inexact
	waitcnt sm:0
	csrwi fflags, 0
	mov v1, 0x7f7fffff
	mov v2, 0x40000000
	fmul.f32 v3, v1, v2
	csrr u6, fflags
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+400]  // @buf ff_uf[1]: u32 == 0x03 -- underflow and inexact (tiny, rounded to 0)
	waitcnt sm:0
	csrwi fflags, 0
	mov v1, 0x00000001
	mov v2, 0x3f000000
	fmul.f32 v3, v1, v2
	csrr u6, fflags
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+408]  // @buf ff_sub_exact[1]: u32 == 0 -- an exact subnormal result is not an underflow
	waitcnt sm:0
	csrwi fflags, 0
	mov v1, 0x00800000
	mov v2, 0x3f000000
	fmul.f32 v3, v1, v2
	csrr u6, fflags
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+416]  // @buf ff_nv[1]: u32 == 0x10 -- invalid
	waitcnt sm:0
	csrwi fflags, 0
	mov v1, 0x7f800000
	mov v2, 0xff800000
	fadd.f32 v3, v1, v2
	csrr u6, fflags
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+424]  // @buf ff_nv_fma[1]: u32 == 0x10 -- inf * 0 in fma is invalid
	waitcnt sm:0
	csrwi fflags, 0
	mov v1, 0x7f800000
	mov v2, 0
	mov v4, 0x3f800000
	fma.f32 v3, v1, v2, v4
	csrr u6, fflags
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+432]  // @buf ff_qnan_quiet[1]: u32 == 0 -- a quiet NaN operand raises nothing
	waitcnt sm:0
	csrwi fflags, 0
	mov v1, 0x7fc00000
	mov v2, 0x3f800000
	fadd.f32 v3, v1, v2
	csrr u6, fflags
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+440]  // @buf ff_snan[1]: u32 == 0x10 -- a signalling NaN operand is invalid
	waitcnt sm:0
	csrwi fflags, 0
	mov v1, 0x7fa00000
	mov v2, 0x3f800000
	fadd.f32 v3, v1, v2
	csrr u6, fflags
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+448]  // @buf ff_sticky[1]: u32 == 0x15 -- flags accumulate: of nx, then nv
	waitcnt sm:0
	csrwi fflags, 0
	mov v1, 0x7f7fffff
	mov v2, 0x40000000
	fmul.f32 v3, v1, v2
	mov v1, 0x7f800000
	mov v2, 0xff800000
	fadd.f32 v3, v1, v2
	csrr u6, fflags
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+456]  // @buf ff_abs_neg[1]: u32 == 0 -- fabs and fneg raise no flag, even on a signalling NaN
	waitcnt sm:0
	csrwi fflags, 0
	mov v1, 0x7fa00000
	fabs.f32 v3, v1
	fneg.f32 v3, v1
	csrr u6, fflags
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+464]  // @buf fabs_[1]: u32 == 0x3f800000
	waitcnt sm:0
	mov v1, 0xbf800000
	fabs.f32 v3, v1
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+472]  // @buf fabs_nzero[1]: u32 == 0x00000000
	waitcnt sm:0
	mov v1, 0x80000000
	fabs.f32 v3, v1
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+480]  // @buf fabs_nan[1]: u32 == 0x7fc00001 -- clears the sign bit; the NaN passes through
	waitcnt sm:0
	mov v1, 0xffc00001
	fabs.f32 v3, v1
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+488]  // @buf fneg_zero[1]: u32 == 0x80000000 -- flips the sign bit
	waitcnt sm:0
	mov v1, 0x00000000
	fneg.f32 v3, v1
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+496]  // @buf fneg_snan[1]: u32 == 0xffa00001 -- a signalling NaN passes through, unquieted
	waitcnt sm:0
	mov v1, 0x7fa00001
	fneg.f32 v3, v1
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+504]  // @buf fclass_neginf[1]: u32 == 0x001 -- -inf
	waitcnt sm:0
	mov v1, 0xff800000
	fclass.f32 v3, v1
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+512]  // @buf fclass_negnormal[1]: u32 == 0x002 -- -normal
	waitcnt sm:0
	mov v1, 0xbf800000
	fclass.f32 v3, v1
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+520]  // @buf fclass_negsubnormal[1]: u32 == 0x004 -- -subnormal
	waitcnt sm:0
	mov v1, 0x80000001
	fclass.f32 v3, v1
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+528]  // @buf fclass_neg0[1]: u32 == 0x008 -- -0
	waitcnt sm:0
	mov v1, 0x80000000
	fclass.f32 v3, v1
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+536]  // @buf fclass_pos0[1]: u32 == 0x010 -- +0
	waitcnt sm:0
	mov v1, 0x00000000
	fclass.f32 v3, v1
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+544]  // @buf fclass_possubnormal[1]: u32 == 0x020 -- +subnormal
	waitcnt sm:0
	mov v1, 0x007fffff
	fclass.f32 v3, v1
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+552]  // @buf fclass_posnormal[1]: u32 == 0x040 -- +normal
	waitcnt sm:0
	mov v1, 0x7f7fffff
	fclass.f32 v3, v1
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+560]  // @buf fclass_posinf[1]: u32 == 0x080 -- +inf
	waitcnt sm:0
	mov v1, 0x7f800000
	fclass.f32 v3, v1
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+568]  // @buf fclass_signalling_NaN[1]: u32 == 0x100 -- signalling NaN
	waitcnt sm:0
	mov v1, 0x7fa00000
	fclass.f32 v3, v1
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+576]  // @buf fclass_quiet_NaN[1]: u32 == 0x200 -- quiet NaN
	waitcnt sm:0
	mov v1, 0xffc00000
	fclass.f32 v3, v1
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+584]  // @buf fcmp_lt[1]: u32 == 0x4e -- 1 vs 2: ne lt le num
	waitcnt sm:0
	mov v1, 0x3f800000
	mov v2, 0x40000000
	mov u5, 0x40000000
	mov u9, 0
	movp p1, u7
	fcmp.eq.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 0
	or u9, u9, u6
	movp p1, u7
	fcmp.ne.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 1
	or u9, u9, u6
	movp p1, u7
	fcmp.lt.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 2
	or u9, u9, u6
	movp p1, u7
	fcmp.le.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 3
	or u9, u9, u6
	movp p1, u7
	fcmp.gt.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 4
	or u9, u9, u6
	movp p1, u7
	fcmp.ge.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 5
	or u9, u9, u6
	movp p1, u7
	fcmp.num.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 6
	or u9, u9, u6
	movp p1, u7
	fcmp.nan.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 7
	or u9, u9, u6
	mov v3, u9
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+592]  // @buf fcmp_eq[1]: u32 == 0x69 -- 2 vs 2: eq le ge num
	waitcnt sm:0
	mov v1, 0x40000000
	mov v2, 0x40000000
	mov u5, 0x40000000
	mov u9, 0
	movp p1, u7
	fcmp.eq.f32 p1, v1, u5
	movp u6, p1
	shl u6, u6, 0
	or u9, u9, u6
	movp p1, u7
	fcmp.ne.f32 p1, v1, u5
	movp u6, p1
	shl u6, u6, 1
	or u9, u9, u6
	movp p1, u7
	fcmp.lt.f32 p1, v1, u5
	movp u6, p1
	shl u6, u6, 2
	or u9, u9, u6
	movp p1, u7
	fcmp.le.f32 p1, v1, u5
	movp u6, p1
	shl u6, u6, 3
	or u9, u9, u6
	movp p1, u7
	fcmp.gt.f32 p1, v1, u5
	movp u6, p1
	shl u6, u6, 4
	or u9, u9, u6
	movp p1, u7
	fcmp.ge.f32 p1, v1, u5
	movp u6, p1
	shl u6, u6, 5
	or u9, u9, u6
	movp p1, u7
	fcmp.num.f32 p1, v1, u5
	movp u6, p1
	shl u6, u6, 6
	or u9, u9, u6
	movp p1, u7
	fcmp.nan.f32 p1, v1, u5
	movp u6, p1
	shl u6, u6, 7
	or u9, u9, u6
	mov v3, u9
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+600]  // @buf fcmp_nan[1]: u32 == 0x82 -- NaN vs 1: only ne and nan
	waitcnt sm:0
	mov v1, 0x7fc00000
	mov v2, 0x3f800000
	mov u5, 0x3f800000
	mov u9, 0
	movp p1, u7
	fcmp.eq.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 0
	or u9, u9, u6
	movp p1, u7
	fcmp.ne.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 1
	or u9, u9, u6
	movp p1, u7
	fcmp.lt.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 2
	or u9, u9, u6
	movp p1, u7
	fcmp.le.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 3
	or u9, u9, u6
	movp p1, u7
	fcmp.gt.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 4
	or u9, u9, u6
	movp p1, u7
	fcmp.ge.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 5
	or u9, u9, u6
	movp p1, u7
	fcmp.num.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 6
	or u9, u9, u6
	movp p1, u7
	fcmp.nan.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 7
	or u9, u9, u6
	mov v3, u9
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+608]  // @buf fcmp_zeros[1]: u32 == 0x69 -- -0 == +0
	waitcnt sm:0
	mov v1, 0x80000000
	mov v2, 0x00000000
	mov u5, 0x00000000
	mov u9, 0
	movp p1, u7
	fcmp.eq.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 0
	or u9, u9, u6
	movp p1, u7
	fcmp.ne.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 1
	or u9, u9, u6
	movp p1, u7
	fcmp.lt.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 2
	or u9, u9, u6
	movp p1, u7
	fcmp.le.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 3
	or u9, u9, u6
	movp p1, u7
	fcmp.gt.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 4
	or u9, u9, u6
	movp p1, u7
	fcmp.ge.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 5
	or u9, u9, u6
	movp p1, u7
	fcmp.num.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 6
	or u9, u9, u6
	movp p1, u7
	fcmp.nan.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 7
	or u9, u9, u6
	mov v3, u9
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+616]  // @buf fcmp_inf[1]: u32 == 0x72 -- inf vs max: ne gt ge num
	waitcnt sm:0
	mov v1, 0x7f800000
	mov v2, 0x7f7fffff
	mov u5, 0x7f7fffff
	mov u9, 0
	movp p1, u7
	fcmp.eq.f32 p1, v1, u5
	movp u6, p1
	shl u6, u6, 0
	or u9, u9, u6
	movp p1, u7
	fcmp.ne.f32 p1, v1, u5
	movp u6, p1
	shl u6, u6, 1
	or u9, u9, u6
	movp p1, u7
	fcmp.lt.f32 p1, v1, u5
	movp u6, p1
	shl u6, u6, 2
	or u9, u9, u6
	movp p1, u7
	fcmp.le.f32 p1, v1, u5
	movp u6, p1
	shl u6, u6, 3
	or u9, u9, u6
	movp p1, u7
	fcmp.gt.f32 p1, v1, u5
	movp u6, p1
	shl u6, u6, 4
	or u9, u9, u6
	movp p1, u7
	fcmp.ge.f32 p1, v1, u5
	movp u6, p1
	shl u6, u6, 5
	or u9, u9, u6
	movp p1, u7
	fcmp.num.f32 p1, v1, u5
	movp u6, p1
	shl u6, u6, 6
	or u9, u9, u6
	movp p1, u7
	fcmp.nan.f32 p1, v1, u5
	movp u6, p1
	shl u6, u6, 7
	or u9, u9, u6
	mov v3, u9
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+624]  // @buf fcmps_nan[1]: u32 == 0x82 -- signalling compares give the same results
	waitcnt sm:0
	mov v1, 0x7fc00000
	mov v2, 0x3f800000
	mov u5, 0x3f800000
	mov u9, 0
	movp p1, u7
	fcmps.eq.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 0
	or u9, u9, u6
	movp p1, u7
	fcmps.ne.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 1
	or u9, u9, u6
	movp p1, u7
	fcmps.lt.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 2
	or u9, u9, u6
	movp p1, u7
	fcmps.le.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 3
	or u9, u9, u6
	movp p1, u7
	fcmps.gt.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 4
	or u9, u9, u6
	movp p1, u7
	fcmps.ge.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 5
	or u9, u9, u6
	movp p1, u7
	fcmps.num.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 6
	or u9, u9, u6
	movp p1, u7
	fcmps.nan.f32 p1, v1, v2
	movp u6, p1
	shl u6, u6, 7
	or u9, u9, u6
	mov v3, u9
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+632]  // @buf fcmps_lt[1]: u32 == 0x4e -- 
	waitcnt sm:0
	mov v1, 0x3f800000
	mov v2, 0x40000000
	mov u5, 0x40000000
	mov u9, 0
	movp p1, u7
	fcmps.eq.f32 p1, v1, u5
	movp u6, p1
	shl u6, u6, 0
	or u9, u9, u6
	movp p1, u7
	fcmps.ne.f32 p1, v1, u5
	movp u6, p1
	shl u6, u6, 1
	or u9, u9, u6
	movp p1, u7
	fcmps.lt.f32 p1, v1, u5
	movp u6, p1
	shl u6, u6, 2
	or u9, u9, u6
	movp p1, u7
	fcmps.le.f32 p1, v1, u5
	movp u6, p1
	shl u6, u6, 3
	or u9, u9, u6
	movp p1, u7
	fcmps.gt.f32 p1, v1, u5
	movp u6, p1
	shl u6, u6, 4
	or u9, u9, u6
	movp p1, u7
	fcmps.ge.f32 p1, v1, u5
	movp u6, p1
	shl u6, u6, 5
	or u9, u9, u6
	movp p1, u7
	fcmps.num.f32 p1, v1, u5
	movp u6, p1
	shl u6, u6, 6
	or u9, u9, u6
	movp p1, u7
	fcmps.nan.f32 p1, v1, u5
	movp u6, p1
	shl u6, u6, 7
	or u9, u9, u6
	mov v3, u9
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+640]  // @buf ff_fcmp_qnan[1]: u32 == 0 -- fcmp is quiet on a quiet NaN
	waitcnt sm:0
	csrwi fflags, 0
	mov v1, 0x7fc00000
	mov v2, 0x3f800000
	fcmp.lt.f32 p1, v1, v2
	csrr u6, fflags
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+648]  // @buf ff_fcmp_snan[1]: u32 == 0x10 -- fcmp signals on a signalling NaN
	waitcnt sm:0
	csrwi fflags, 0
	mov v1, 0x7fa00000
	mov v2, 0x3f800000
	fcmp.eq.f32 p1, v1, v2
	csrr u6, fflags
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+656]  // @buf ff_fcmps_qnan[1]: u32 == 0x10 -- fcmps signals on any NaN
	waitcnt sm:0
	csrwi fflags, 0
	mov v1, 0x7fc00000
	mov v2, 0x3f800000
	fcmps.eq.f32 p1, v1, v2
	csrr u6, fflags
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+664]  // @buf ff_fcmps_qnan_vu[1]: u32 == 0x10 -- 
	waitcnt sm:0
	csrwi fflags, 0
	mov v1, 0x3f800000
	mov u5, 0x7fc00000
	fcmps.ne.f32 p1, v1, u5
	csrr u6, fflags
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+672]  // @buf ff_fcmps_num[1]: u32 == 0 -- no NaN: no flag
	waitcnt sm:0
	csrwi fflags, 0
	mov v1, 0x3f800000
	mov v2, 0x40000000
	fcmps.lt.f32 p1, v1, v2
	csrr u6, fflags
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	endpgm
	.end
