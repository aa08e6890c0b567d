// Group 1, logic, shifts and bit operations: every variant of and or xor shl shr sra (vv vu vi uu
// ui in each 5-element buffer), not clz ctz popc brev bswap (v, u) and bfe.u32 bfe.s32 bfi (v, u),
// with the limits the manual states: shift counts taken mod 32, clz/ctz/popc of 0, bit-field
// lengths 0 and above 32, fields running past bit 31. One thread.
	.text
	.kernel g1_bits
	.arg_bytes 328
	.shared_bytes 0
	mov v0, 0
	ld.const.b64 u2, [u0+0]  // @buf and_[5]: u32 == 0xf000f000
	waitcnt sm:0
	mov v1, 0xf0f0f0f0
	mov v2, 0xff00ff00
	mov u4, 0xf0f0f0f0
	mov u5, 0xff00ff00
	and v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	and v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	and v3, v1, 0xff00ff00
	st.global.b32 [u2+v0+8], v3
	and u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	and u6, u4, 0xff00ff00
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+8]  // @buf or_[5]: u32 == 0xfff0fff0
	waitcnt sm:0
	mov v1, 0xf0f0f0f0
	mov v2, 0xff00ff00
	mov u4, 0xf0f0f0f0
	mov u5, 0xff00ff00
	or v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	or v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	or v3, v1, 0xff00ff00
	st.global.b32 [u2+v0+8], v3
	or u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	or u6, u4, 0xff00ff00
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+16]  // @buf xor_[5]: u32 == 0x0ff00ff0
	waitcnt sm:0
	mov v1, 0xf0f0f0f0
	mov v2, 0xff00ff00
	mov u4, 0xf0f0f0f0
	mov u5, 0xff00ff00
	xor v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	xor v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	xor v3, v1, 0xff00ff00
	st.global.b32 [u2+v0+8], v3
	xor u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	xor u6, u4, 0xff00ff00
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+24]  // @buf shl_31[5]: u32 == 0x80000000
	waitcnt sm:0
	mov v1, 1
	mov v2, 31
	mov u4, 1
	mov u5, 31
	shl v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	shl v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	shl v3, v1, 31
	st.global.b32 [u2+v0+8], v3
	shl u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	shl u6, u4, 31
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+32]  // @buf shl_32[5]: u32 == 1 -- a << (b & 31): 32 & 31 = 0
	waitcnt sm:0
	mov v1, 1
	mov v2, 32
	mov u4, 1
	mov u5, 32
	shl v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	shl v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	shl v3, v1, 32
	st.global.b32 [u2+v0+8], v3
	shl u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	shl u6, u4, 32
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+40]  // @buf shl_33[5]: u32 == 6 -- 33 & 31 = 1
	waitcnt sm:0
	mov v1, 3
	mov v2, 33
	mov u4, 3
	mov u5, 33
	shl v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	shl v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	shl v3, v1, 33
	st.global.b32 [u2+v0+8], v3
	shl u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	shl u6, u4, 33
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+48]  // @buf shr_31[5]: u32 == 1 -- logical
	waitcnt sm:0
	mov v1, 0x80000000
	mov v2, 31
	mov u4, 0x80000000
	mov u5, 31
	shr v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	shr v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	shr v3, v1, 31
	st.global.b32 [u2+v0+8], v3
	shr u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	shr u6, u4, 31
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+56]  // @buf shr_32[5]: u32 == 0x80000000 -- 32 & 31 = 0
	waitcnt sm:0
	mov v1, 0x80000000
	mov v2, 32
	mov u4, 0x80000000
	mov u5, 32
	shr v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	shr v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	shr v3, v1, 32
	st.global.b32 [u2+v0+8], v3
	shr u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	shr u6, u4, 32
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+64]  // @buf shr_big[5]: u32 == 0x08000000 -- 0xffffffe4 & 31 = 4
	waitcnt sm:0
	mov v1, 0x80000000
	mov v2, 0xffffffe4
	mov u4, 0x80000000
	mov u5, 0xffffffe4
	shr v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	shr v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	shr v3, v1, 0xffffffe4
	st.global.b32 [u2+v0+8], v3
	shr u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	shr u6, u4, 0xffffffe4
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+72]  // @buf sra_31[5]: u32 == 0xffffffff -- sign-filling
	waitcnt sm:0
	mov v1, 0x80000000
	mov v2, 31
	mov u4, 0x80000000
	mov u5, 31
	sra v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	sra v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	sra v3, v1, 31
	st.global.b32 [u2+v0+8], v3
	sra u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	sra u6, u4, 31
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+80]  // @buf sra_4[5]: u32 == 0xf8000000
	waitcnt sm:0
	mov v1, 0x80000000
	mov v2, 4
	mov u4, 0x80000000
	mov u5, 4
	sra v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	sra v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	sra v3, v1, 4
	st.global.b32 [u2+v0+8], v3
	sra u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	sra u6, u4, 4
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+88]  // @buf sra_36[5]: u32 == 0x04000000 -- 36 & 31 = 4; positive: zero-filling
	waitcnt sm:0
	mov v1, 0x40000000
	mov v2, 36
	mov u4, 0x40000000
	mov u5, 36
	sra v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	sra v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	sra v3, v1, 36
	st.global.b32 [u2+v0+8], v3
	sra u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	sra u6, u4, 36
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+96]  // @buf sra_32[5]: u32 == 0x80000000 -- 32 & 31 = 0
	waitcnt sm:0
	mov v1, 0x80000000
	mov v2, 32
	mov u4, 0x80000000
	mov u5, 32
	sra v3, v1, v2
	st.global.b32 [u2+v0+0], v3
	sra v3, v1, u5
	st.global.b32 [u2+v0+4], v3
	sra v3, v1, 32
	st.global.b32 [u2+v0+8], v3
	sra u6, u4, u5
	mov v3, u6
	st.global.b32 [u2+v0+12], v3
	sra u6, u4, 32
	mov v3, u6
	st.global.b32 [u2+v0+16], v3
	ld.const.b64 u2, [u0+104]  // @buf not_[2]: u32 == 0x0f0f0f0f
	waitcnt sm:0
	mov v1, 0xf0f0f0f0
	mov u4, 0xf0f0f0f0
	not v3, v1
	st.global.b32 [u2+v0+0], v3
	not u6, u4
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+112]  // @buf clz_0[2]: u32 == 32 -- 32 for 0
	waitcnt sm:0
	mov v1, 0
	mov u4, 0
	clz v3, v1
	st.global.b32 [u2+v0+0], v3
	clz u6, u4
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+120]  // @buf clz_1[2]: u32 == 31
	waitcnt sm:0
	mov v1, 1
	mov u4, 1
	clz v3, v1
	st.global.b32 [u2+v0+0], v3
	clz u6, u4
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+128]  // @buf clz_top[2]: u32 == 0
	waitcnt sm:0
	mov v1, 0x80000000
	mov u4, 0x80000000
	clz v3, v1
	st.global.b32 [u2+v0+0], v3
	clz u6, u4
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+136]  // @buf ctz_0[2]: u32 == 32 -- 32 for 0
	waitcnt sm:0
	mov v1, 0
	mov u4, 0
	ctz v3, v1
	st.global.b32 [u2+v0+0], v3
	ctz u6, u4
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+144]  // @buf ctz_top[2]: u32 == 31
	waitcnt sm:0
	mov v1, 0x80000000
	mov u4, 0x80000000
	ctz v3, v1
	st.global.b32 [u2+v0+0], v3
	ctz u6, u4
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+152]  // @buf ctz_mid[2]: u32 == 8
	waitcnt sm:0
	mov v1, 0x00000500
	mov u4, 0x00000500
	ctz v3, v1
	st.global.b32 [u2+v0+0], v3
	ctz u6, u4
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+160]  // @buf popc_0[2]: u32 == 0
	waitcnt sm:0
	mov v1, 0
	mov u4, 0
	popc v3, v1
	st.global.b32 [u2+v0+0], v3
	popc u6, u4
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+168]  // @buf popc_all[2]: u32 == 32
	waitcnt sm:0
	mov v1, 0xffffffff
	mov u4, 0xffffffff
	popc v3, v1
	st.global.b32 [u2+v0+0], v3
	popc u6, u4
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+176]  // @buf popc_mix[2]: u32 == 10 -- 1 + 4 + 4 + 1
	waitcnt sm:0
	mov v1, 0x8000f0f1
	mov u4, 0x8000f0f1
	popc v3, v1
	st.global.b32 [u2+v0+0], v3
	popc u6, u4
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+184]  // @buf brev_1[2]: u32 == 0x80000000
	waitcnt sm:0
	mov v1, 1
	mov u4, 1
	brev v3, v1
	st.global.b32 [u2+v0+0], v3
	brev u6, u4
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+192]  // @buf brev_x[2]: u32 == 0x1e6a2c48 -- 0001 0010 0011 0100 0101 0110 0111 1000 reversed
	waitcnt sm:0
	mov v1, 0x12345678
	mov u4, 0x12345678
	brev v3, v1
	st.global.b32 [u2+v0+0], v3
	brev u6, u4
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+200]  // @buf bswap_[2]: u32 == 0x78563412
	waitcnt sm:0
	mov v1, 0x12345678
	mov u4, 0x12345678
	bswap v3, v1
	st.global.b32 [u2+v0+0], v3
	bswap u6, u4
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+208]  // @buf bfeu_mid[2]: u32 == 0xbe -- bits [8, 16)
	waitcnt sm:0
	mov v1, 0xdeadbeef
	mov u4, 0xdeadbeef
	bfe.u32 v3, v1, 8, 8
	st.global.b32 [u2+v0+0], v3
	bfe.u32 u6, u4, 8, 8
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+216]  // @buf bfeu_len0[2]: u32 == 0 -- len 0 gives 0
	waitcnt sm:0
	mov v1, 0xdeadbeef
	mov u4, 0xdeadbeef
	bfe.u32 v3, v1, 8, 0
	st.global.b32 [u2+v0+0], v3
	bfe.u32 u6, u4, 8, 0
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+224]  // @buf bfeu_past[2]: u32 == 0xd -- bits past 31 read as 0
	waitcnt sm:0
	mov v1, 0xdeadbeef
	mov u4, 0xdeadbeef
	bfe.u32 v3, v1, 28, 8
	st.global.b32 [u2+v0+0], v3
	bfe.u32 u6, u4, 28, 8
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+232]  // @buf bfeu_len40[2]: u32 == 0x0deadbee -- length 40 acts as 32; bits past 31 read as 0
	waitcnt sm:0
	mov v1, 0xdeadbeef
	mov u4, 0xdeadbeef
	bfe.u32 v3, v1, 4, 40
	st.global.b32 [u2+v0+0], v3
	bfe.u32 u6, u4, 4, 40
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+240]  // @buf bfes_neg[2]: u32 == 0xffffffbe -- 0xbe sign-extended from bit 7
	waitcnt sm:0
	mov v1, 0xdeadbeef
	mov u4, 0xdeadbeef
	bfe.s32 v3, v1, 8, 8
	st.global.b32 [u2+v0+0], v3
	bfe.s32 u6, u4, 8, 8
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+248]  // @buf bfes_pos[2]: u32 == 0x56 -- bit 7 of the field clear: zero-filled
	waitcnt sm:0
	mov v1, 0x12345678
	mov u4, 0x12345678
	bfe.s32 v3, v1, 8, 8
	st.global.b32 [u2+v0+0], v3
	bfe.s32 u6, u4, 8, 8
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+256]  // @buf bfes_top[2]: u32 == 0xfffffffd -- bits [28, 32) = 0xd, sign-extended from bit 3
	waitcnt sm:0
	mov v1, 0xdeadbeef
	mov u4, 0xdeadbeef
	bfe.s32 v3, v1, 28, 4
	st.global.b32 [u2+v0+0], v3
	bfe.s32 u6, u4, 28, 4
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+264]  // @buf bfes_past[2]: u32 == 0xd -- bits past 31 read as 0, so the field's bit 7 (a's bit 35) is 0
	waitcnt sm:0
	mov v1, 0xdeadbeef
	mov u4, 0xdeadbeef
	bfe.s32 v3, v1, 28, 8
	st.global.b32 [u2+v0+0], v3
	bfe.s32 u6, u4, 28, 8
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+272]  // @buf bfes_len0[2]: u32 == 0 -- len 0 gives 0
	waitcnt sm:0
	mov v1, 0xdeadbeef
	mov u4, 0xdeadbeef
	bfe.s32 v3, v1, 0, 0
	st.global.b32 [u2+v0+0], v3
	bfe.s32 u6, u4, 0, 0
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+280]  // @buf bfes_len40[2]: u32 == 0xdeadbeef -- length 40 acts as 32
	waitcnt sm:0
	mov v1, 0xdeadbeef
	mov u4, 0xdeadbeef
	bfe.s32 v3, v1, 0, 40
	st.global.b32 [u2+v0+0], v3
	bfe.s32 u6, u4, 0, 40
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+288]  // @buf bfi_mid[2]: u32 == 0xffff00ff -- the other bits of d are kept
	waitcnt sm:0
	mov v1, 0
	mov u4, 0
	mov v3, 0xffffffff
	mov u6, 0xffffffff
	bfi v3, v1, 8, 8
	st.global.b32 [u2+v0+0], v3
	bfi u6, u4, 8, 8
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+296]  // @buf bfi_past[2]: u32 == 0xd0000000 -- 0xcd at bit 28: bits past 31 are dropped
	waitcnt sm:0
	mov v1, 0xabcd
	mov u4, 0xabcd
	mov v3, 0
	mov u6, 0
	bfi v3, v1, 28, 8
	st.global.b32 [u2+v0+0], v3
	bfi u6, u4, 28, 8
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+304]  // @buf bfi_len0[2]: u32 == 0x12345678 -- len 0 inserts nothing
	waitcnt sm:0
	mov v1, 0x5a
	mov u4, 0x5a
	mov v3, 0x12345678
	mov u6, 0x12345678
	bfi v3, v1, 4, 0
	st.global.b32 [u2+v0+0], v3
	bfi u6, u4, 4, 0
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+312]  // @buf bfi_len40[2]: u32 == 0xcafef00d -- length 40 acts as 32: d = a
	waitcnt sm:0
	mov v1, 0xcafef00d
	mov u4, 0xcafef00d
	mov v3, 0x12345678
	mov u6, 0x12345678
	bfi v3, v1, 0, 40
	st.global.b32 [u2+v0+0], v3
	bfi u6, u4, 0, 40
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	ld.const.b64 u2, [u0+320]  // @buf bfi_low[2]: u32 == 0x12345638 -- only the low len bits of a (0x3) go in
	waitcnt sm:0
	mov v1, 0xfffffff3
	mov u4, 0xfffffff3
	mov v3, 0x12345678
	mov u6, 0x12345678
	bfi v3, v1, 4, 4
	st.global.b32 [u2+v0+0], v3
	bfi u6, u4, 4, 4
	mov v3, u6
	st.global.b32 [u2+v0+4], v3
	endpgm
	.end
