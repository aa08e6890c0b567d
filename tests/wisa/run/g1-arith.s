// Group 1, integer arithmetic: every variant of add sub mul mulhi mulhiu div divu rem remu min
// max minu maxu (vv vu vi uu ui, in that order in each 5-element buffer), neg abs mad mad.wide
// add64, with the edge cases the manual states. One thread; each expected value is the manual's
// rule applied by hand (two's complement, 32-bit wrap-around), written on the @buf line.
	.text
	.kernel g1_arith
	.arg_bytes 352
	.shared_bytes 0
	mov v0, 0                       // v0 = 0: the per-lane offset of every store
	ld.const.b64 u2, [u0+0]  // @buf add_wrap[5]: u32 == 0x80000000 -- d = a + b modulo 2^32
	waitcnt sm:0
	mov v1, 0x7fffffff
	mov v2, 1
	mov u4, 0x7fffffff
	mov u5, 1
	add v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	add v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	add v3, v1, 1
	st.global.b32 [u2+v0+8], v3
	add u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	add u6, u4, 1
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+8]  // @buf add_carry_out[5]: u32 == 1 -- the carry out of bit 31 is dropped
	waitcnt sm:0
	mov v1, 0xffffffff
	mov v2, 2
	mov u4, 0xffffffff
	mov u5, 2
	add v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	add v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	add v3, v1, 2
	st.global.b32 [u2+v0+8], v3
	add u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	add u6, u4, 2
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+16]  // @buf sub_borrow[5]: u32 == 0xffffffff -- 0 - 1 modulo 2^32
	waitcnt sm:0
	mov v1, 0
	mov v2, 1
	mov u4, 0
	mov u5, 1
	sub v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	sub v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	sub v3, v1, 1
	st.global.b32 [u2+v0+8], v3
	sub u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	sub u6, u4, 1
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+24]  // @buf sub_neg[5]: i32 == 2
	waitcnt sm:0
	mov v1, -5
	mov v2, -7
	mov u4, -5
	mov u5, -7
	sub v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	sub v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	sub v3, v1, -7
	st.global.b32 [u2+v0+8], v3
	sub u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	sub u6, u4, -7
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+32]  // @buf mul_low[5]: u32 == 0x00010000 -- low 32 bits of 0x1_0001_0000
	waitcnt sm:0
	mov v1, 0x10000
	mov v2, 0x10001
	mov u4, 0x10000
	mov u5, 0x10001
	mul v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	mul v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	mul v3, v1, 0x10001
	st.global.b32 [u2+v0+8], v3
	mul u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	mul u6, u4, 0x10001
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+40]  // @buf mul_signed[5]: i32 == -15 -- the low half is the same signed or unsigned
	waitcnt sm:0
	mov v1, -3
	mov v2, 5
	mov u4, -3
	mov u5, 5
	mul v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	mul v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	mul v3, v1, 5
	st.global.b32 [u2+v0+8], v3
	mul u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	mul u6, u4, 5
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+48]  // @buf mulhi_neg[5]: u32 == 0xffffffff -- -6 = 0xffffffff_fffffffa
	waitcnt sm:0
	mov v1, -2
	mov v2, 3
	mov u4, -2
	mov u5, 3
	mulhi v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	mulhi v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	mulhi v3, v1, 3
	st.global.b32 [u2+v0+8], v3
	mulhi u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	mulhi u6, u4, 3
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+56]  // @buf mulhi_min2[5]: u32 == 0x40000000 -- (-2^31)^2 = 2^62
	waitcnt sm:0
	mov v1, 0x80000000
	mov v2, 0x80000000
	mov u4, 0x80000000
	mov u5, 0x80000000
	mulhi v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	mulhi v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	mulhi v3, v1, 0x80000000
	st.global.b32 [u2+v0+8], v3
	mulhi u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	mulhi u6, u4, 0x80000000
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+64]  // @buf mulhi_m1[5]: u32 == 0 -- (-1)(-1) = 1: high half 0
	waitcnt sm:0
	mov v1, 0xffffffff
	mov v2, 0xffffffff
	mov u4, 0xffffffff
	mov u5, 0xffffffff
	mulhi v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	mulhi v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	mulhi v3, v1, 0xffffffff
	st.global.b32 [u2+v0+8], v3
	mulhi u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	mulhi u6, u4, 0xffffffff
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+72]  // @buf mulhiu_max[5]: u32 == 0xfffffffe -- (2^32-1)^2 = 0xfffffffe_00000001
	waitcnt sm:0
	mov v1, 0xffffffff
	mov v2, 0xffffffff
	mov u4, 0xffffffff
	mov u5, 0xffffffff
	mulhiu v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	mulhiu v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	mulhiu v3, v1, 0xffffffff
	st.global.b32 [u2+v0+8], v3
	mulhiu u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	mulhiu u6, u4, 0xffffffff
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+80]  // @buf mulhiu_carry[5]: u32 == 1 -- 2^31 * 2 = 2^32
	waitcnt sm:0
	mov v1, 0x80000000
	mov v2, 2
	mov u4, 0x80000000
	mov u5, 2
	mulhiu v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	mulhiu v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	mulhiu v3, v1, 2
	st.global.b32 [u2+v0+8], v3
	mulhiu u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	mulhiu u6, u4, 2
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+88]  // @buf div_pos[5]: i32 == 3
	waitcnt sm:0
	mov v1, 7
	mov v2, 2
	mov u4, 7
	mov u5, 2
	div v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	div v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	div v3, v1, 2
	st.global.b32 [u2+v0+8], v3
	div u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	div u6, u4, 2
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+96]  // @buf div_trunc[5]: i32 == -3 -- rounded toward zero
	waitcnt sm:0
	mov v1, -7
	mov v2, 2
	mov u4, -7
	mov u5, 2
	div v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	div v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	div v3, v1, 2
	st.global.b32 [u2+v0+8], v3
	div u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	div u6, u4, 2
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+104]  // @buf div_negb[5]: i32 == -3 -- rounded toward zero
	waitcnt sm:0
	mov v1, 7
	mov v2, -2
	mov u4, 7
	mov u5, -2
	div v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	div v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	div v3, v1, -2
	st.global.b32 [u2+v0+8], v3
	div u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	div u6, u4, -2
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+112]  // @buf div_zero[5]: i32 == -1 -- b = 0 gives -1
	waitcnt sm:0
	mov v1, 7
	mov v2, 0
	mov u4, 7
	mov u5, 0
	div v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	div v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	div v3, v1, 0
	st.global.b32 [u2+v0+8], v3
	div u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	div u6, u4, 0
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+120]  // @buf div_min_m1[5]: u32 == 0x80000000 -- INT_MIN / -1 gives INT_MIN
	waitcnt sm:0
	mov v1, 0x80000000
	mov v2, -1
	mov u4, 0x80000000
	mov u5, -1
	div v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	div v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	div v3, v1, -1
	st.global.b32 [u2+v0+8], v3
	div u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	div u6, u4, -1
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+128]  // @buf divu_big[5]: u32 == 0x7fffffff -- unsigned: 4294967295 / 2
	waitcnt sm:0
	mov v1, 0xffffffff
	mov v2, 2
	mov u4, 0xffffffff
	mov u5, 2
	divu v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	divu v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	divu v3, v1, 2
	st.global.b32 [u2+v0+8], v3
	divu u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	divu u6, u4, 2
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+136]  // @buf divu_zero[5]: u32 == 0xffffffff -- b = 0 gives 0xffffffff
	waitcnt sm:0
	mov v1, 7
	mov v2, 0
	mov u4, 7
	mov u5, 0
	divu v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	divu v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	divu v3, v1, 0
	st.global.b32 [u2+v0+8], v3
	divu u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	divu u6, u4, 0
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+144]  // @buf rem_sign_a[5]: i32 == -1 -- sign of a
	waitcnt sm:0
	mov v1, -7
	mov v2, 2
	mov u4, -7
	mov u5, 2
	rem v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	rem v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	rem v3, v1, 2
	st.global.b32 [u2+v0+8], v3
	rem u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	rem u6, u4, 2
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+152]  // @buf rem_negb[5]: i32 == 1 -- sign of a
	waitcnt sm:0
	mov v1, 7
	mov v2, -2
	mov u4, 7
	mov u5, -2
	rem v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	rem v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	rem v3, v1, -2
	st.global.b32 [u2+v0+8], v3
	rem u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	rem u6, u4, -2
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+160]  // @buf rem_zero[5]: i32 == -7 -- b = 0 gives a
	waitcnt sm:0
	mov v1, -7
	mov v2, 0
	mov u4, -7
	mov u5, 0
	rem v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	rem v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	rem v3, v1, 0
	st.global.b32 [u2+v0+8], v3
	rem u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	rem u6, u4, 0
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+168]  // @buf rem_min_m1[5]: u32 == 0 -- INT_MIN % -1 gives 0
	waitcnt sm:0
	mov v1, 0x80000000
	mov v2, -1
	mov u4, 0x80000000
	mov u5, -1
	rem v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	rem v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	rem v3, v1, -1
	st.global.b32 [u2+v0+8], v3
	rem u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	rem u6, u4, -1
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+176]  // @buf remu_big[5]: u32 == 5 -- 4294967295 = 429496729 * 10 + 5
	waitcnt sm:0
	mov v1, 0xffffffff
	mov v2, 10
	mov u4, 0xffffffff
	mov u5, 10
	remu v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	remu v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	remu v3, v1, 10
	st.global.b32 [u2+v0+8], v3
	remu u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	remu u6, u4, 10
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+184]  // @buf remu_zero[5]: u32 == 7 -- b = 0 gives a
	waitcnt sm:0
	mov v1, 7
	mov v2, 0
	mov u4, 7
	mov u5, 0
	remu v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	remu v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	remu v3, v1, 0
	st.global.b32 [u2+v0+8], v3
	remu u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	remu u6, u4, 0
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+192]  // @buf min_s[5]: i32 == -1 -- signed
	waitcnt sm:0
	mov v1, -1
	mov v2, 1
	mov u4, -1
	mov u5, 1
	min v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	min v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	min v3, v1, 1
	st.global.b32 [u2+v0+8], v3
	min u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	min u6, u4, 1
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+200]  // @buf max_s[5]: i32 == 1 -- signed
	waitcnt sm:0
	mov v1, -1
	mov v2, 1
	mov u4, -1
	mov u5, 1
	max v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	max v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	max v3, v1, 1
	st.global.b32 [u2+v0+8], v3
	max u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	max u6, u4, 1
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+208]  // @buf minu_u[5]: u32 == 1 -- 0xffffffff is the larger unsigned
	waitcnt sm:0
	mov v1, -1
	mov v2, 1
	mov u4, -1
	mov u5, 1
	minu v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	minu v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	minu v3, v1, 1
	st.global.b32 [u2+v0+8], v3
	minu u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	minu u6, u4, 1
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+216]  // @buf maxu_u[5]: u32 == 0xffffffff
	waitcnt sm:0
	mov v1, -1
	mov v2, 1
	mov u4, -1
	mov u5, 1
	maxu v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	maxu v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	maxu v3, v1, 1
	st.global.b32 [u2+v0+8], v3
	maxu u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	maxu u6, u4, 1
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+224]  // @buf min_ext[5]: u32 == 0x80000000 -- INT_MIN < INT_MAX
	waitcnt sm:0
	mov v1, 0x80000000
	mov v2, 0x7fffffff
	mov u4, 0x80000000
	mov u5, 0x7fffffff
	min v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	min v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	min v3, v1, 0x7fffffff
	st.global.b32 [u2+v0+8], v3
	min u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	min u6, u4, 0x7fffffff
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+232]  // @buf maxu_ext[5]: u32 == 0x80000000 -- 2^31 > 2^31 - 1
	waitcnt sm:0
	mov v1, 0x80000000
	mov v2, 0x7fffffff
	mov u4, 0x80000000
	mov u5, 0x7fffffff
	maxu v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	maxu v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	maxu v3, v1, 0x7fffffff
	st.global.b32 [u2+v0+8], v3
	maxu u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	maxu u6, u4, 0x7fffffff
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+240]  // @buf neg_5[2]: i32 == -5 -- neg.v, neg.u
	waitcnt sm:0
	mov v1, 5
	mov u4, 5
	neg v3, v1
	st.global.b32 [u2+v0+0], v3
	neg u6, u4
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+248]  // @buf neg_min[2]: u32 == 0x80000000 -- -INT_MIN modulo 2^32 = INT_MIN
	waitcnt sm:0
	mov v1, 0x80000000
	mov u4, 0x80000000
	neg v3, v1
	st.global.b32 [u2+v0+0], v3
	neg u6, u4
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+256]  // @buf abs_neg[2]: i32 == 5 -- abs.v, abs.u
	waitcnt sm:0
	mov v1, -5
	mov u4, -5
	abs v3, v1
	st.global.b32 [u2+v0+0], v3
	abs u6, u4
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+264]  // @buf abs_min[2]: u32 == 0x80000000 -- abs(INT_MIN) = INT_MIN
	waitcnt sm:0
	mov v1, 0x80000000
	mov u4, 0x80000000
	abs v3, v1
	st.global.b32 [u2+v0+0], v3
	abs u6, u4
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+272]  // @buf mad_small[2]: i32 == 17 -- 3 * 4 + 5; mad.v, mad.u
	waitcnt sm:0
	mov v1, 3
	mov v2, 4
	mov v4, 5
	mov u4, 3
	mov u5, 4
	mov u6, 5
	mad v3, v1, v2, v4
	st.global.b32 [u2+v0+0], v3
	mad u7, u4, u5, u6
	mov v3, u7
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+280]  // @buf mad_wrap[2]: u32 == 0x00000001 -- 2^16 * 2^16 + 1 = 2^32 + 1: low 32 bits
	waitcnt sm:0
	mov v1, 0x10000
	mov v4, 1
	mov u4, 0x10000
	mov u6, 1
	mad v3, v1, v1, v4
	st.global.b32 [u2+v0+0], v3
	mad u7, u4, u4, u6
	mov v3, u7
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+288]  // @buf mad_wide_v[2]: u32 == [0x00000001, 0xffffffff] -- (2^32-1)^2 + 2^32 = 0xffffffff_00000001 (lo, hi)
	waitcnt sm:0
	mov v1, 0xffffffff
	mov v10, 0
	mov v11, 1       // c = v10:v11 = 2^32
	mad.wide v12, v1, v1, v10
	st.global.b32 [u2+v0+0], v12
	st.global.b32 [u2+v0+4], v13
	ld.const.b64 u2, [u0+296]  // @buf mad_wide_u[2]: u32 == [0x00000001, 0xffffffff] -- the same with uniform registers
	waitcnt sm:0
	mov u4, 0xffffffff
	mov u10, 0
	mov u11, 1
	mad.wide u12, u4, u4, u10
	mov v12, u12
	mov v13, u13
	st.global.b32 [u2+v0+0], v12
	st.global.b32 [u2+v0+4], v13
	ld.const.b64 u2, [u0+304]  // @buf mad_wide_zext[2]: u32 == [0xfffffffe, 0x00000001] -- zext(0xffffffff) * zext(2) + 0 = 0x1_fffffffe (a signed reading would give hi 0xffffffff)
	waitcnt sm:0
	mov v1, 0xffffffff
	mov v2, 2
	mov v10, 0
	mov v11, 0
	mad.wide v12, v1, v2, v10
	st.global.b32 [u2+v0+0], v12
	st.global.b32 [u2+v0+4], v13
	// add64: a = 0x00000000_ffffffff, b = 1: the carry crosses into the high word
	mov v10, 0xffffffff
	mov v11, 0
	mov v14, 1
	mov v15, 0
	mov u10, 0xffffffff
	mov u11, 0
	mov u14, 1
	mov u15, 0
	ld.const.b64 u2, [u0+312]  // @buf add64_vv[2]: u32 == [0x00000000, 0x00000001] -- 0xffffffff + 1 = 0x1_00000000 (lo, hi)
	waitcnt sm:0
	add64 v12, v10, v14
	st.global.b32 [u2+v0+0], v12
	st.global.b32 [u2+v0+4], v13
	ld.const.b64 u2, [u0+320]  // @buf add64_vu[2]: u32 == [0x00000000, 0x00000001] -- 0xffffffff + 1 = 0x1_00000000 (lo, hi)
	waitcnt sm:0
	add64 v12, v10, u14
	st.global.b32 [u2+v0+0], v12
	st.global.b32 [u2+v0+4], v13
	ld.const.b64 u2, [u0+328]  // @buf add64_uu[2]: u32 == [0x00000000, 0x00000001] -- 0xffffffff + 1 = 0x1_00000000 (lo, hi)
	waitcnt sm:0
	add64 u12, u10, u14
	mov v12, u12
	mov v13, u13
	st.global.b32 [u2+v0+0], v12
	st.global.b32 [u2+v0+4], v13
	ld.const.b64 u2, [u0+336]  // @buf add64_ui[2]: u32 == [0x00000000, 0x00000001] -- 0xffffffff + 1 = 0x1_00000000 (lo, hi)
	waitcnt sm:0
	add64 u12, u10, 1
	mov v12, u12
	mov v13, u13
	st.global.b32 [u2+v0+0], v12
	st.global.b32 [u2+v0+4], v13
	ld.const.b64 u2, [u0+344]  // @buf add64_hi[2]: u32 == [0x00000002, 0x00000003] -- 0x1_00000001 + 0x2_00000001: high words add too
	waitcnt sm:0
	mov v10, 1
	mov v11, 1
	mov u14, 1
	mov u15, 2
	add64 v12, v10, u14
	st.global.b32 [u2+v0+0], v12
	st.global.b32 [u2+v0+4], v13
	endpgm
	.end
