// Group 5 in one warp of 32 lanes: jmp, bra.any/all/none (taken and not), call/ret, if/ifn/join
// (some, none and all lanes true; nested), loop/break with per-lane trip counts, every shuffle
// (register and immediate distance), vote.ballot/any/all with inactive lanes, every warp
// reduction (also with no lane active: the stated identity values) and readlane. Lane i holds
// v8 = i and v9 = 100 + i; per-lane results are stored at 4i (v4), so an expected value is an
// expression in i.
	.text
	.kernel g5_ctrl
	.arg_bytes 480
	.shared_bytes 0
	mov v0, 0
	mov v8, lane_id
	add v9, v8, 100
	shl v4, v8, 2
	mov u7, 0
	mov u8, 0xffffffff
	ld.const.b64 u2, [u0+0]  // @buf branches[1]: u32 == 0x2d -- taken: jmp (0), bra.any p=(i==5) (2), bra.all p=true (3), bra.none p=(i==40) (5); not: bra.all p=(i==5) (1), bra.none p=(i==5) (4)
	waitcnt sm:0
	mov u9, 0
	cmp.eq.s32 p2, v8, 5
	cmp.eq.s32 p3, v8, v8
	cmp.eq.s32 p4, v8, 40
	jmp taken1
	jmp next2
taken1:
	or u9, u9, 1
next2:
	bra.all p2, taken3
	jmp next4
taken3:
	or u9, u9, 2
next4:
	bra.any p2, taken5
	jmp next6
taken5:
	or u9, u9, 4
next6:
	bra.all p3, taken7
	jmp next8
taken7:
	or u9, u9, 8
next8:
	bra.none p2, taken9
	jmp next10
taken9:
	or u9, u9, 16
next10:
	bra.none p4, taken11
	jmp next12
taken11:
	or u9, u9, 32
next12:
	mov v3, u9
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+8]  // @buf call_ret[2]: u32 == 0x77 -- the callee sets v3 = 0x77 and returns; the instruction after the call runs once
	waitcnt sm:0
	mov v3, 0
	mov u10, 0
	call u20, callee
	add u10, u10, 0x77
	mov v5, u10
	st.global.b32 [u2+v0+0], v3
	st.global.b32 [u2+v0+4], v5
	jmp after_call
callee:
	mov v3, 0x77
	ret u20
after_call:
	cmp.ge.s32 p2, v8, 16              // p2: lanes 16..31
	cmp.lt.s32 p4, v8, v8             // p4: no lane
	ld.const.b64 u2, [u0+16]  // @buf if_some[32]: i32 == max(i, 16) -- lanes 16.. run the then-part (v3 = i), the others the else part (16)
	waitcnt sm:0
	if p2, else13, join14
	mov v3, v8
	join
else13:
	mov v3, 16
	join
join14:
	st.global.b32 [u2+v4+0], v3
	ld.const.b64 u2, [u0+24]  // @buf ifn_some[32]: i32 == max(i, 16) -- p negated: lanes 0..15 run the then-part
	waitcnt sm:0
	ifn p2, else15, join16
	mov v3, 16
	join
else15:
	mov v3, v8
	join
join16:
	st.global.b32 [u2+v4+0], v3
	ld.const.b64 u2, [u0+32]  // @buf if_none[32]: i32 == 5 -- no lane true: straight to else
	waitcnt sm:0
	if p4, else17, join18
	mov v3, 99
	join
else17:
	mov v3, 5
	join
join18:
	st.global.b32 [u2+v4+0], v3
	ld.const.b64 u2, [u0+40]  // @buf if_all[32]: i32 == i -- every lane true: no else part runs
	waitcnt sm:0
	if p3, else19, join20
	mov v3, v8
	join
else19:
	mov v3, 99
	join
join20:
	st.global.b32 [u2+v4+0], v3
	ld.const.b64 u2, [u0+48]  // @buf ifn_all[32]: i32 == 100 + i -- ifn with every lane true: all go to else
	waitcnt sm:0
	ifn p3, else21, join22
	mov v3, 99
	join
else21:
	mov v3, v9
	join
join22:
	st.global.b32 [u2+v4+0], v3
	ld.const.b64 u2, [u0+56]  // @buf if_nested[32]: i32 == min(i, 8) + min(max(i - 16, 0), 8) -- lanes 0..7: i; 8..15: 8; 16..23: 8 + (i - 16); 24..31: 16
	waitcnt sm:0
	cmp.lt.s32 p5, v8, 8
	sub v5, v8, 16
	cmp.lt.s32 p6, v5, 8
	if p2, e23, j24
	if p6, e25, j26
	add v3, v5, 8
	join
e25:
	mov v3, 16
	join
j26:
	join
e23:
	if p5, e27, j28
	mov v3, v8
	join
e27:
	mov v3, 8
	join
j28:
	join
j24:
	st.global.b32 [u2+v4+0], v3
	ld.const.b64 u2, [u0+64]  // @buf loop_trips[32]: i32 == i -- lane i breaks when its counter reaches i: per-lane trip counts
	waitcnt sm:0
	mov v3, 0
	loop exit30
top29:
	cmp.ge.s32 p5, v3, v8
	break p5
	add v3, v3, 1
	jmp top29
exit30:
	st.global.b32 [u2+v4+0], v3
	ld.const.b64 u2, [u0+72]  // @buf loop_restore[1]: u32 == 0xffffffff -- after the loop every lane is active again
	waitcnt sm:0
	vote.ballot u11, p3
	mov v3, u11
	st.global.b32 [u2+v0+0], v3
	mov v6, 31
	sub v6, v6, v8                  // v6 = 31 - i
	ld.const.b64 u2, [u0+80]  // @buf shfl_idx[32]: i32 == 131 - i -- lane i reads lane 31 - i
	waitcnt sm:0
	shfl.idx v3, v9, v6
	st.global.b32 [u2+v4+0], v3
	ld.const.b64 u2, [u0+88]  // @buf shfl_idx_mod[32]: i32 == 105 -- lane 37 mod 32 = 5
	waitcnt sm:0
	mov v7, 37
	shfl.idx v3, v9, v7
	st.global.b32 [u2+v4+0], v3
	ld.const.b64 u2, [u0+96]  // @buf shfl_idx_i[32]: i32 == 105 -- immediate lane
	waitcnt sm:0
	shfl.idx v3, v9, 5
	st.global.b32 [u2+v4+0], v3
	ld.const.b64 u2, [u0+104]  // @buf shfl_idx_i_mod[32]: i32 == 106 -- 38 mod 32 = 6
	waitcnt sm:0
	shfl.idx v3, v9, 38
	st.global.b32 [u2+v4+0], v3
	ld.const.b64 u2, [u0+112]  // @buf shfl_xor[32]: i32 == 100 + i -- lane i reads lane i ^ 1; stored at 4 (i ^ 1), so element j holds a of lane j
	waitcnt sm:0
	xor v5, v8, 1
	shl v5, v5, 2
	mov v7, 1
	shfl.xor v3, v9, v7
	st.global.b32 [u2+v5+0], v3
	ld.const.b64 u2, [u0+120]  // @buf shfl_xor_i[32]: i32 == 100 + i -- immediate distance 6, stored at 4 (i ^ 6)
	waitcnt sm:0
	xor v5, v8, 6
	shl v5, v5, 2
	shfl.xor v3, v9, 6
	st.global.b32 [u2+v5+0], v3
	// shfl.up/down: the lanes that read another lane store to one buffer, those that keep their own a to another
	ld.const.b64 u2, [u0+128]  // @buf up_moved[32]: i32 -- lanes 3..31 read lane i - 3 (stored at i - 3), lanes 0..2 keep their own a
	waitcnt sm:0
	// @check up_moved[29] == 100 + i
	ld.const.b64 u12, [u0+136]  // @buf up_kept[32]: i32
	waitcnt sm:0
	// @check up_kept[3] == 100 + i
	shfl.up v3, v9, 3
	cmp.lt.s32 p5, v8, 3
	add v5, v4, -12
	add v6, v4, 0
	if p5, e31, j32
	st.global.b32 [u12+v6+0], v3
	join
e31:
	st.global.b32 [u2+v5+0], v3
	join
j32:
	ld.const.b64 u2, [u0+144]  // @buf up_v_moved[32]: i32 -- the same with the distance in a register
	waitcnt sm:0
	// @check up_v_moved[29] == 100 + i
	ld.const.b64 u12, [u0+152]  // @buf up_v_kept[32]: i32
	waitcnt sm:0
	// @check up_v_kept[3] == 100 + i
	mov v7, 3
	shfl.up v3, v9, v7
	cmp.lt.s32 p5, v8, 3
	add v5, v4, -12
	add v6, v4, 0
	if p5, e33, j34
	st.global.b32 [u12+v6+0], v3
	join
e33:
	st.global.b32 [u2+v5+0], v3
	join
j34:
	ld.const.b64 u2, [u0+160]  // @buf down_moved[32]: i32 -- lanes 0..28 read lane i + 3, lanes 29..31 keep their own a (stored at i - 29)
	waitcnt sm:0
	// @check down_moved[29] == 103 + i
	ld.const.b64 u12, [u0+168]  // @buf down_kept[32]: i32
	waitcnt sm:0
	// @check down_kept[3] == 129 + i
	shfl.down v3, v9, 3
	cmp.ge.s32 p5, v8, 29
	add v5, v4, 0
	add v6, v4, -116
	if p5, e35, j36
	st.global.b32 [u12+v6+0], v3
	join
e35:
	st.global.b32 [u2+v5+0], v3
	join
j36:
	ld.const.b64 u2, [u0+176]  // @buf down_v_moved[32]: i32 -- 
	waitcnt sm:0
	// @check down_v_moved[29] == 103 + i
	ld.const.b64 u12, [u0+184]  // @buf down_v_kept[32]: i32
	waitcnt sm:0
	// @check down_v_kept[3] == 129 + i
	mov v7, 3
	shfl.down v3, v9, v7
	cmp.ge.s32 p5, v8, 29
	add v5, v4, 0
	add v6, v4, -116
	if p5, e37, j38
	st.global.b32 [u12+v6+0], v3
	join
e37:
	st.global.b32 [u2+v5+0], v3
	join
j38:
	and v5, v8, 3
	cmp.eq.s32 p5, v5, 0              // p5: lanes 0, 4, 8, ...
	cmp.eq.s32 p6, v8, 7
	cmp.lt.s32 p0, v8, 31
	ld.const.b64 u2, [u0+192]  // @buf ballot[1]: u32 == 0x11111111 -- lanes where p is true
	waitcnt sm:0
	vote.ballot u6, p5
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+200]  // @buf ballot_inactive[1]: u32 == 0x0000ffff -- only the active lanes (0..15) count
	waitcnt sm:0
	cmp.lt.s32 p1, v8, 16
	if p1, e39, j40
	vote.ballot u6, p3
	join
e39:
	join
j40:
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+208]  // @buf vote_any[1]: u32 == 0xffffffff -- p true in lane 7: true, written to every lane
	waitcnt sm:0
	movp p1, u7
	vote.any p1, p6
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+216]  // @buf vote_any_none[1]: u32 == 0 -- p true nowhere: false everywhere
	waitcnt sm:0
	movp p1, u8
	vote.any p1, p4
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+224]  // @buf vote_all[1]: u32 == 0 -- false in lane 31: false
	waitcnt sm:0
	movp p1, u8
	vote.all p1, p0
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+232]  // @buf vote_all_true[1]: u32 == 0xffffffff -- 
	waitcnt sm:0
	movp p1, u7
	vote.all p1, p3
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+240]  // @buf vote_all_inactive[1]: u32 == 0x0000ffff -- lanes 0..15 active: p2 is true in all of them; written to the active lanes only
	waitcnt sm:0
	movp p1, u7
	cmp.lt.s32 p2, v8, 16
	if p2, e41, j42
	vote.all p1, p2
	join
e41:
	join
j42:
	movp u6, p1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+248]  // @buf rdadd_[1]: u32 == 496 -- 0 + 1 + ... + 31
	waitcnt sm:0
	mov v5, v8
	rdadd u6, v5
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+256]  // @buf rdadd_wrap[1]: u32 == 0 -- 32 * 2^28 = 2^33: modulo 2^32
	waitcnt sm:0
	mov v5, 0x10000000
	rdadd u6, v5
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+264]  // @buf rdmin_[1]: i32 == -16 -- signed minimum of i - 16
	waitcnt sm:0
	sub v5, v8, 16
	rdmin u6, v5
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+272]  // @buf rdmax_[1]: i32 == 15 -- 
	waitcnt sm:0
	sub v5, v8, 16
	rdmax u6, v5
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+280]  // @buf rdminu_[1]: u32 == 0 -- unsigned: lane 16 holds 0
	waitcnt sm:0
	sub v5, v8, 16
	rdminu u6, v5
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+288]  // @buf rdmaxu_[1]: u32 == 0xffffffff -- unsigned: lane 15 holds 0xffffffff
	waitcnt sm:0
	sub v5, v8, 16
	rdmaxu u6, v5
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+296]  // @buf rdand_[1]: u32 == 0x100 -- 
	waitcnt sm:0
	or v5, v8, 0x100
	rdand u6, v5
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+304]  // @buf rdor_[1]: u32 == 31 -- 
	waitcnt sm:0
	mov v5, v8
	rdor u6, v5
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+312]  // @buf rdxor_[1]: u32 == 32 -- 1 ^ 2 ^ ... ^ 32
	waitcnt sm:0
	add v5, v8, 1
	rdxor u6, v5
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+320]  // @buf rdadd_inactive[1]: u32 == 120 -- active lanes 0..15 only
	waitcnt sm:0
	mov v5, v8
	cmp.lt.s32 p2, v8, 16
	if p2, e43, j44
	rdadd u6, v5
	join
e43:
	join
j44:
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	mov v5, 0x3f800000              // 1.0 in every lane but lane 0
	mov v6, 0x4b800000
	cmp.eq.s32 p2, v8, 0
	sel v5, p2, v6, v5
	ld.const.b64 u2, [u0+328]  // @buf rdfadd_order[1]: u32 == 0x4b800000 -- 2^24 first, then 1.0 added 31 times in lane order: each sum is a tie back to 2^24 (any other order gives more)
	waitcnt sm:0
	rdfadd.f32 u6, v5
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	mov v6, 0x7fc00000
	cvt.f32.s32 v5, v8
	cmp.eq.s32 p2, v8, 3
	sel v5, p2, v6, v5      // lane i: float(i), lane 3: NaN
	ld.const.b64 u2, [u0+336]  // @buf rdfmin_[1]: u32 == 0x00000000 -- minimumNumber: the NaN loses; +0.0 (lane 0)
	waitcnt sm:0
	rdfmin.f32 u6, v5
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+344]  // @buf rdfmax_[1]: u32 == 0x41f80000 -- 31.0
	waitcnt sm:0
	rdfmax.f32 u6, v5
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	mov v6, 0x80000000
	cmp.eq.s32 p2, v8, 9
	sel v5, p2, v6, v5      // lane 9: -0.0
	ld.const.b64 u2, [u0+352]  // @buf rdfmin_zero[1]: u32 == 0x80000000 -- -0 < +0
	waitcnt sm:0
	rdfmin.f32 u6, v5
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	// no lane active (exec = 0): the identities the manual states; rd* execute once per warp whatever the mask
	ld.const.b64 u2, [u0+360]  // @buf rd0_add[1]: u32 == 0 -- 0 when no lane is active
	waitcnt sm:0
	csrw exec, u7
	rdadd u6, v8
	csrw exec, u8
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+368]  // @buf rd0_min[1]: u32 == 0x7fffffff -- INT_MAX
	waitcnt sm:0
	csrw exec, u7
	rdmin u6, v8
	csrw exec, u8
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+376]  // @buf rd0_max[1]: u32 == 0x80000000 -- INT_MIN
	waitcnt sm:0
	csrw exec, u7
	rdmax u6, v8
	csrw exec, u8
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+384]  // @buf rd0_minu[1]: u32 == 0xffffffff -- 
	waitcnt sm:0
	csrw exec, u7
	rdminu u6, v8
	csrw exec, u8
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+392]  // @buf rd0_maxu[1]: u32 == 0 -- 
	waitcnt sm:0
	csrw exec, u7
	rdmaxu u6, v8
	csrw exec, u8
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+400]  // @buf rd0_and[1]: u32 == 0xffffffff -- all ones
	waitcnt sm:0
	csrw exec, u7
	rdand u6, v8
	csrw exec, u8
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+408]  // @buf rd0_or[1]: u32 == 0 -- 
	waitcnt sm:0
	csrw exec, u7
	rdor u6, v8
	csrw exec, u8
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+416]  // @buf rd0_xor[1]: u32 == 0 -- 
	waitcnt sm:0
	csrw exec, u7
	rdxor u6, v8
	csrw exec, u8
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+424]  // @buf rd0_fadd[1]: u32 == 0x00000000 -- +0.0
	waitcnt sm:0
	csrw exec, u7
	rdfadd.f32 u6, v8
	csrw exec, u8
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+432]  // @buf readlane_i[1]: u32 == 105 -- a of lane 5
	waitcnt sm:0
	readlane u6, v9, 5
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+440]  // @buf readlane_i_mod[1]: u32 == 105 -- 37 mod 32 = 5
	waitcnt sm:0
	readlane u6, v9, 37
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+448]  // @buf readlane_u[1]: u32 == 107 -- lane in a uniform register
	waitcnt sm:0
	mov u9, 7
	readlane u6, v9, u9
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+456]  // @buf readlane_u_mod[1]: u32 == 103 -- 35 mod 32 = 3
	waitcnt sm:0
	mov u9, 35
	readlane u6, v9, u9
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+464]  // @buf readlane_inactive[1]: u32 == 120 -- lane 20 is inactive there and still read
	waitcnt sm:0
	cmp.lt.s32 p2, v8, 16
	if p2, e45, j46
	readlane u6, v9, 20
	join
e45:
	join
j46:
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+472]  // @buf shfl_inactive_src[16]: i32 == 120 -- lanes 0..15 active read lane 20, inactive: its register's current value
	waitcnt sm:0
	cmp.lt.s32 p2, v8, 16
	if p2, e47, j48
	shfl.idx v3, v9, 20
	st.global.b32 [u2+v4+0], v3
	join
e47:
	join
j48:
	endpgm
	.end
