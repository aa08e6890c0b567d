// Group 1, compares, select, predicate logic and moves, in one warp of 32 lanes: every variant
// of cmp.s32 cmp.u32 (vv vu vi uu; all eight conditions on vv), sel, pand por pxor pandn pnot
// pmov, mov (vv vu vs vi uu ui) and movp (up pu). A predicate is observed as its 32-bit lane mask
// (movp.up; bit i = lane i). Lane i compares a = i - 16 with 0, so lanes 0..15 hold negative
// numbers (huge ones read unsigned) and lane 16 holds 0.
	.text
	.kernel g1_cmp
	.arg_bytes 336
	.shared_bytes 0
	mov v0, 0
	mov v8, lane_id                 // v8 = i
	sub v9, v8, 16                  // v9 = i - 16
	mov v7, 0
	mov u7, 0
	mov u8, 0xffffffff
	ld.const.b64 u2, [u0+0]  // @buf cmp_s_eq[1]: u32 == 0x00010000 -- signed (i - 16) eq 0, lanes as bits
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	cmp.eq.s32 p1, v9, v7
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+8]  // @buf cmp_u_eq[1]: u32 == 0x00010000 -- unsigned (i - 16) eq 0
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	cmp.eq.u32 p1, v9, v7
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+16]  // @buf cmp_s_ne[1]: u32 == 0xfffeffff -- signed (i - 16) ne 0, lanes as bits
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	cmp.ne.s32 p1, v9, v7
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+24]  // @buf cmp_u_ne[1]: u32 == 0xfffeffff -- unsigned (i - 16) ne 0
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	cmp.ne.u32 p1, v9, v7
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+32]  // @buf cmp_s_lt[1]: u32 == 0x0000ffff -- signed (i - 16) lt 0, lanes as bits
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	cmp.lt.s32 p1, v9, v7
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+40]  // @buf cmp_u_lt[1]: u32 == 0x00000000 -- unsigned (i - 16) lt 0
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	cmp.lt.u32 p1, v9, v7
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+48]  // @buf cmp_s_le[1]: u32 == 0x0001ffff -- signed (i - 16) le 0, lanes as bits
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	cmp.le.s32 p1, v9, v7
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+56]  // @buf cmp_u_le[1]: u32 == 0x00010000 -- unsigned (i - 16) le 0
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	cmp.le.u32 p1, v9, v7
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+64]  // @buf cmp_s_gt[1]: u32 == 0xfffe0000 -- signed (i - 16) gt 0, lanes as bits
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	cmp.gt.s32 p1, v9, v7
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+72]  // @buf cmp_u_gt[1]: u32 == 0xfffeffff -- unsigned (i - 16) gt 0
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	cmp.gt.u32 p1, v9, v7
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+80]  // @buf cmp_s_ge[1]: u32 == 0xffff0000 -- signed (i - 16) ge 0, lanes as bits
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	cmp.ge.s32 p1, v9, v7
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+88]  // @buf cmp_u_ge[1]: u32 == 0xffffffff -- unsigned (i - 16) ge 0
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	cmp.ge.u32 p1, v9, v7
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+96]  // @buf cmp_s_num[1]: u32 == 0xffffffff -- signed (i - 16) num 0, lanes as bits
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	cmp.num.s32 p1, v9, v7
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+104]  // @buf cmp_u_num[1]: u32 == 0xffffffff -- unsigned (i - 16) num 0
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	cmp.num.u32 p1, v9, v7
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+112]  // @buf cmp_s_nan[1]: u32 == 0x00000000 -- signed (i - 16) nan 0, lanes as bits
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	cmp.nan.s32 p1, v9, v7
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+120]  // @buf cmp_u_nan[1]: u32 == 0x00000000 -- unsigned (i - 16) nan 0
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	cmp.nan.u32 p1, v9, v7
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+128]  // @buf cmp_s_lt_vu[1]: u32 == 0x0000ffff -- b uniform
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	cmp.lt.s32 p1, v9, u7
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+136]  // @buf cmp_s_ge_vi[1]: u32 == 0xfffffff0 -- b literal: i - 16 >= -12 for i >= 4
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	cmp.ge.s32 p1, v9, -12
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+144]  // @buf cmp_u_gt_vu[1]: u32 == 0x00000000 -- nothing is above 0xffffffff unsigned
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	cmp.gt.u32 p1, v9, u8
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+152]  // @buf cmp_u_lt_vi[1]: u32 == 0xffff0000 -- i - 16 < 2^31 unsigned only for i >= 16
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	cmp.lt.u32 p1, v9, 0x80000000
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+160]  // @buf cmp_s_lt_uu[1]: u32 == 0xffffffff -- uniform: -1 < 0 sets every lane's bit
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	cmp.lt.s32 p1, u8, u7
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+168]  // @buf cmp_u_lt_uu[1]: u32 == 0x00000000 -- uniform: 0xffffffff < 0 is false
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	cmp.lt.u32 p1, u8, u7
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+176]  // @buf cmp_keep[1]: u32 == 0xffff0001 -- inactive lanes' bits of pd are kept
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	movp p1, u8
	cmp.eq.s32 p2, v8, v8
	cmp.lt.u32 p2, v8, 16
	if p2, keep_else, keep_join
	cmp.eq.s32 p1, v8, v7          // lanes 0..15 run: only lane 0 is true
	join
keep_else:
	join
keep_join:
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+184]  // @buf pand_[1]: u32 == 0x00005555 -- lanes 0..15 and even lanes
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	cmp.lt.s32 p3, v9, v7
	and v10, v8, 1
	cmp.eq.s32 p4, v10, v7
	pand p1, p3, p4
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+192]  // @buf por_[1]: u32 == 0x5555ffff -- 
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	cmp.lt.s32 p3, v9, v7
	and v10, v8, 1
	cmp.eq.s32 p4, v10, v7
	por p1, p3, p4
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+200]  // @buf pxor_[1]: u32 == 0x5555aaaa -- 
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	cmp.lt.s32 p3, v9, v7
	and v10, v8, 1
	cmp.eq.s32 p4, v10, v7
	pxor p1, p3, p4
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+208]  // @buf pandn_[1]: u32 == 0x0000aaaa -- p3 & !p4
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	cmp.lt.s32 p3, v9, v7
	and v10, v8, 1
	cmp.eq.s32 p4, v10, v7
	pandn p1, p3, p4
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+216]  // @buf pnot_[1]: u32 == 0xffff0000 -- 
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	cmp.lt.s32 p3, v9, v7
	and v10, v8, 1
	cmp.eq.s32 p4, v10, v7
	pnot p1, p3
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+224]  // @buf pmov_[1]: u32 == 0x55555555 -- 
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	cmp.lt.s32 p3, v9, v7
	and v10, v8, 1
	cmp.eq.s32 p4, v10, v7
	pmov p1, p4
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+232]  // @buf pt_reads_true[1]: u32 == 0x0000ffff -- pt reads as all-true
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	cmp.lt.s32 p3, v9, v7
	and v10, v8, 1
	cmp.eq.s32 p4, v10, v7
	pand p1, p3, pt
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+240]  // @buf pt_ignores_writes[1]: u32 == 0xffffffff -- pt ignores writes
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	cmp.lt.s32 p3, v9, v7
	and v10, v8, 1
	cmp.eq.s32 p4, v10, v7
	pmov pt, p3
	pmov p1, pt
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+248]  // @buf movp_pu[1]: u32 == 0x12345678 -- predicate from a uniform register, then back
	waitcnt sm:0
	movp p1, u7                     // clear p1 in every lane
	cmp.lt.s32 p3, v9, v7
	and v10, v8, 1
	cmp.eq.s32 p4, v10, v7
	mov u9, 0x12345678
	movp p1, u9
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+256]  // @buf sel_vv[32]: i32 == max(i, 16) -- d = p ? a : b per lane, p = (i >= 16)
	waitcnt sm:0
	shl v4, v8, 2                   // v4 = 4i, the lane's store offset
	mov v5, 16
	mov u9, 16
	cmp.ge.s32 p3, v8, 16
	sel v3, p3, v8, v5
	st.global.b32 [u2+v4+0], v3
	ld.const.b64 u2, [u0+264]  // @buf sel_vu[32]: i32 == max(i, 16) -- b uniform
	waitcnt sm:0
	sel v3, p3, v8, u9
	st.global.b32 [u2+v4+0], v3
	ld.const.b64 u2, [u0+272]  // @buf mov_vv[32]: i32 == i -- per-lane copy
	waitcnt sm:0
	mov v3, v8
	st.global.b32 [u2+v4+0], v3
	ld.const.b64 u2, [u0+280]  // @buf mov_vu[32]: u32 == 0xcafef00d -- a uniform source is broadcast
	waitcnt sm:0
	mov u9, 0xcafef00d
	mov v3, u9
	st.global.b32 [u2+v4+0], v3
	ld.const.b64 u2, [u0+288]  // @buf mov_vi[32]: u32 == 0x89abcdef -- a 32-bit literal
	waitcnt sm:0
	mov v3, 0x89abcdef
	st.global.b32 [u2+v4+0], v3
	ld.const.b64 u2, [u0+296]  // @buf mov_uu[1]: u32 == 0x13579bdf -- uniform to uniform
	waitcnt sm:0
	mov u9, 0x13579bdf
	mov u10, u9
	mov v3, u10
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+304]  // @buf mov_ui_neg[1]: i32 == -2 -- a negative literal
	waitcnt sm:0
	mov u10, -2
	mov v3, u10
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+312]  // @buf mov_vs_tid_x[32]: i32 == i -- workgroup [32, 1, 1]: tid_x = lane
	waitcnt sm:0
	mov v3, tid_x
	st.global.b32 [u2+v4+0], v3
	ld.const.b64 u2, [u0+320]  // @buf mov_vs_tid_flat[32]: i32 == i -- flattened: x fastest
	waitcnt sm:0
	mov v3, tid_flat
	st.global.b32 [u2+v4+0], v3
	ld.const.b64 u2, [u0+328]  // @buf mov_vs_tid_yz[2]: u32 == 0 -- tid_y and tid_z are 0 in a one-dimensional workgroup
	waitcnt sm:0
	mov v3, tid_y
	st.global.b32 [u2+v0+0], v3
	mov v3, tid_z
	st.global.b32 [u2+v0+4], v3
	endpgm
	.end
