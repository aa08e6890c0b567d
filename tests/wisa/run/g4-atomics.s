// Group 4 atomics: atom.global, atom.global.cas, red.global, atom.shared, atom.shared.cas and
// red.shared with every operation (add min max and or xor exch; .u32 and .s32 min/max compare
// unsigned and signed; .b64 on register pairs, min/max unsigned), compare-and-swap that succeeds
// and that fails (also on the high word only), and lane order: with 32 lanes on one word, each
// active lane in ascending order sees the value the lanes before it left. Each case has a
// buffer _mem (the word operated on: its final value) and, for returning forms, _old (the value
// returned). The single-lane cases run in lane 0 only, inside an if.
	.text
	.kernel g4_atomics
	.arg_bytes 632
	.shared_bytes 64
	mov v0, 0
	mov v8, lane_id
	shl v4, v8, 2                   // v4 = 4i
	cmp.eq.s32 p1, v8, 0
	if p1, one_else, one_join
	ld.const.b64 u2, [u0+0]  // @buf add_mem[1]: u32 init={fill: 10} == 15 -- memory = old + c, d = old
	waitcnt sm:0
	ld.const.b64 u4, [u0+8]  // @buf add_old[1]: u32 == 10
	waitcnt sm:0
	mov v1, 5
	atom.global.add.u32 v3, [u2+v0+0], v1
	waitcnt vm:0 vst:0
	st.global.b32 [u4+v0+0], v3
	ld.const.b64 u2, [u0+16]  // @buf add_s_mem[1]: u32 init={fill: 0xffffffff} == 1 -- wraps modulo 2^32
	waitcnt sm:0
	ld.const.b64 u4, [u0+24]  // @buf add_s_old[1]: u32 == 0xffffffff
	waitcnt sm:0
	mov v1, 2
	atom.global.add.s32 v3, [u2+v0+0], v1
	waitcnt vm:0 vst:0
	st.global.b32 [u4+v0+0], v3
	ld.const.b64 u2, [u0+32]  // @buf minu_mem[1]: u32 init={fill: 0xfffffffb} == 3 -- unsigned: 3 < 0xfffffffb
	waitcnt sm:0
	ld.const.b64 u4, [u0+40]  // @buf minu_old[1]: u32 == 0xfffffffb
	waitcnt sm:0
	mov v1, 3
	atom.global.min.u32 v3, [u2+v0+0], v1
	waitcnt vm:0 vst:0
	st.global.b32 [u4+v0+0], v3
	ld.const.b64 u2, [u0+48]  // @buf mins_mem[1]: u32 init={fill: 0xfffffffb} == 0xfffffffb -- signed: -5 < 3
	waitcnt sm:0
	ld.const.b64 u4, [u0+56]  // @buf mins_old[1]: u32 == 0xfffffffb
	waitcnt sm:0
	mov v1, 3
	atom.global.min.s32 v3, [u2+v0+0], v1
	waitcnt vm:0 vst:0
	st.global.b32 [u4+v0+0], v3
	ld.const.b64 u2, [u0+64]  // @buf maxu_mem[1]: u32 init={fill: 0xfffffffb} == 0xfffffffb -- unsigned
	waitcnt sm:0
	ld.const.b64 u4, [u0+72]  // @buf maxu_old[1]: u32 == 0xfffffffb
	waitcnt sm:0
	mov v1, 3
	atom.global.max.u32 v3, [u2+v0+0], v1
	waitcnt vm:0 vst:0
	st.global.b32 [u4+v0+0], v3
	ld.const.b64 u2, [u0+80]  // @buf maxs_mem[1]: u32 init={fill: 0xfffffffb} == 3 -- signed
	waitcnt sm:0
	ld.const.b64 u4, [u0+88]  // @buf maxs_old[1]: u32 == 0xfffffffb
	waitcnt sm:0
	mov v1, 3
	atom.global.max.s32 v3, [u2+v0+0], v1
	waitcnt vm:0 vst:0
	st.global.b32 [u4+v0+0], v3
	ld.const.b64 u2, [u0+96]  // @buf and_mem[1]: u32 init={fill: 0xff00ff00} == 0x0f000f00 -- 
	waitcnt sm:0
	ld.const.b64 u4, [u0+104]  // @buf and_old[1]: u32 == 0xff00ff00
	waitcnt sm:0
	mov v1, 0x0ff00ff0
	atom.global.and.u32 v3, [u2+v0+0], v1
	waitcnt vm:0 vst:0
	st.global.b32 [u4+v0+0], v3
	ld.const.b64 u2, [u0+112]  // @buf or_mem[1]: u32 init={fill: 0xff00ff00} == 0xfff0fff0 -- 
	waitcnt sm:0
	ld.const.b64 u4, [u0+120]  // @buf or_old[1]: u32 == 0xff00ff00
	waitcnt sm:0
	mov v1, 0x0ff00ff0
	atom.global.or.u32 v3, [u2+v0+0], v1
	waitcnt vm:0 vst:0
	st.global.b32 [u4+v0+0], v3
	ld.const.b64 u2, [u0+128]  // @buf xor_mem[1]: u32 init={fill: 0xff00ff00} == 0xf0f0f0f0 -- 
	waitcnt sm:0
	ld.const.b64 u4, [u0+136]  // @buf xor_old[1]: u32 == 0xff00ff00
	waitcnt sm:0
	mov v1, 0x0ff00ff0
	atom.global.xor.u32 v3, [u2+v0+0], v1
	waitcnt vm:0 vst:0
	st.global.b32 [u4+v0+0], v3
	ld.const.b64 u2, [u0+144]  // @buf exch_mem[1]: u32 init={fill: 7} == 9 -- memory = c
	waitcnt sm:0
	ld.const.b64 u4, [u0+152]  // @buf exch_old[1]: u32 == 7
	waitcnt sm:0
	mov v1, 9
	atom.global.exch.u32 v3, [u2+v0+0], v1
	waitcnt vm:0 vst:0
	st.global.b32 [u4+v0+0], v3
	ld.const.b64 u2, [u0+160]  // @buf cas_mem[1]: u32 init={fill: 7} == 9 -- old == c: memory = e
	waitcnt sm:0
	ld.const.b64 u4, [u0+168]  // @buf cas_old[1]: u32 == 7
	waitcnt sm:0
	mov v1, 7
	mov v2, 9
	atom.global.cas.u32 v3, [u2+v0+0], v1, v2
	waitcnt vm:0 vst:0
	st.global.b32 [u4+v0+0], v3
	ld.const.b64 u2, [u0+176]  // @buf cas_fail_mem[1]: u32 init={fill: 7} == 7 -- old != c: memory unchanged, d = old
	waitcnt sm:0
	ld.const.b64 u4, [u0+184]  // @buf cas_fail_old[1]: u32 == 7
	waitcnt sm:0
	mov v1, 8
	mov v2, 9
	atom.global.cas.u32 v3, [u2+v0+0], v1, v2
	waitcnt vm:0 vst:0
	st.global.b32 [u4+v0+0], v3
	ld.const.b64 u2, [u0+192]  // @buf red_add_mem[1]: u32 init={fill: 10} == 15 -- no result
	waitcnt sm:0
	mov v1, 5
	red.global.add.u32 [u2+v0+0], v1
	waitcnt vm:0 vst:0
	ld.const.b64 u2, [u0+200]  // @buf red_mins_mem[1]: u32 init={fill: 0xfffffffb} == 0xfffffffb -- signed
	waitcnt sm:0
	mov v1, 3
	red.global.min.s32 [u2+v0+0], v1
	waitcnt vm:0 vst:0
	ld.const.b64 u2, [u0+208]  // @buf red_maxu_mem[1]: u32 init={fill: 5} == 0xfffffff0 -- unsigned
	waitcnt sm:0
	mov v1, 0xfffffff0
	red.global.max.u32 [u2+v0+0], v1
	waitcnt vm:0 vst:0
	ld.const.b64 u2, [u0+216]  // @buf red_and_mem[1]: u32 init={fill: 0xff00ff00} == 0x0f000f00 -- 
	waitcnt sm:0
	mov v1, 0x0ff00ff0
	red.global.and.u32 [u2+v0+0], v1
	waitcnt vm:0 vst:0
	ld.const.b64 u2, [u0+224]  // @buf red_or_mem[1]: u32 init={fill: 0xff00ff00} == 0xfff0fff0 -- 
	waitcnt sm:0
	mov v1, 0x0ff00ff0
	red.global.or.u32 [u2+v0+0], v1
	waitcnt vm:0 vst:0
	ld.const.b64 u2, [u0+232]  // @buf red_xor_mem[1]: u32 init={fill: 0xff00ff00} == 0xf0f0f0f0 -- 
	waitcnt sm:0
	mov v1, 0x0ff00ff0
	red.global.xor.u32 [u2+v0+0], v1
	waitcnt vm:0 vst:0
	ld.const.b64 u2, [u0+240]  // @buf red_exch_mem[1]: u32 init={fill: 7} == 9 -- 
	waitcnt sm:0
	mov v1, 9
	red.global.exch.u32 [u2+v0+0], v1
	waitcnt vm:0 vst:0
	ld.const.b64 u2, [u0+248]  // @buf add64_mem[2]: u32 == [0, 1] -- the carry crosses into the high word
	waitcnt sm:0
	ld.const.b64 u4, [u0+256]  // @buf add64_old[2]: u32 == [0xffffffff, 0]
	waitcnt sm:0
	mov v10, 0xffffffff
	mov v11, 0
	st.global.b64 [u2+v0+0], v10
	waitcnt vst:0
	mov v12, 1
	mov v13, 0
	atom.global.add.b64 v16, [u2+v0+0], v12
	waitcnt vm:0 vst:0
	st.global.b64 [u4+v0+0], v16
	ld.const.b64 u2, [u0+264]  // @buf min64_mem[2]: u32 == [5, 0] -- unsigned 64-bit: 5 < 2^32
	waitcnt sm:0
	ld.const.b64 u4, [u0+272]  // @buf min64_old[2]: u32 == [0, 1]
	waitcnt sm:0
	mov v10, 0
	mov v11, 1
	st.global.b64 [u2+v0+0], v10
	waitcnt vst:0
	mov v12, 5
	mov v13, 0
	atom.global.min.b64 v16, [u2+v0+0], v12
	waitcnt vm:0 vst:0
	st.global.b64 [u4+v0+0], v16
	ld.const.b64 u2, [u0+280]  // @buf max64_mem[2]: u32 == [0, 0xffffffff] -- unsigned: the high word decides
	waitcnt sm:0
	ld.const.b64 u4, [u0+288]  // @buf max64_old[2]: u32 == [5, 0]
	waitcnt sm:0
	mov v10, 5
	mov v11, 0
	st.global.b64 [u2+v0+0], v10
	waitcnt vst:0
	mov v12, 0
	mov v13, 0xffffffff
	atom.global.max.b64 v16, [u2+v0+0], v12
	waitcnt vm:0 vst:0
	st.global.b64 [u4+v0+0], v16
	ld.const.b64 u2, [u0+296]  // @buf and64_mem[2]: u32 == [0xf000f000, 0x0f0f0000] -- 
	waitcnt sm:0
	ld.const.b64 u4, [u0+304]  // @buf and64_old[2]: u32 == [0xf0f0f0f0, 0x0f0f0f0f]
	waitcnt sm:0
	mov v10, 0xf0f0f0f0
	mov v11, 0x0f0f0f0f
	st.global.b64 [u2+v0+0], v10
	waitcnt vst:0
	mov v12, 0xff00ff00
	mov v13, 0xffff0000
	atom.global.and.b64 v16, [u2+v0+0], v12
	waitcnt vm:0 vst:0
	st.global.b64 [u4+v0+0], v16
	ld.const.b64 u2, [u0+312]  // @buf or64_mem[2]: u32 == [0xfff0fff0, 0xffff0f0f] -- 
	waitcnt sm:0
	ld.const.b64 u4, [u0+320]  // @buf or64_old[2]: u32 == [0xf0f0f0f0, 0x0f0f0f0f]
	waitcnt sm:0
	mov v10, 0xf0f0f0f0
	mov v11, 0x0f0f0f0f
	st.global.b64 [u2+v0+0], v10
	waitcnt vst:0
	mov v12, 0xff00ff00
	mov v13, 0xffff0000
	atom.global.or.b64 v16, [u2+v0+0], v12
	waitcnt vm:0 vst:0
	st.global.b64 [u4+v0+0], v16
	ld.const.b64 u2, [u0+328]  // @buf xor64_mem[2]: u32 == [0x0f0f0f0f, 0xf0f0f0f0] -- 
	waitcnt sm:0
	ld.const.b64 u4, [u0+336]  // @buf xor64_old[2]: u32 == [0xf0f0f0f0, 0x0f0f0f0f]
	waitcnt sm:0
	mov v10, 0xf0f0f0f0
	mov v11, 0x0f0f0f0f
	st.global.b64 [u2+v0+0], v10
	waitcnt vst:0
	mov v12, 0xffffffff
	mov v13, 0xffffffff
	atom.global.xor.b64 v16, [u2+v0+0], v12
	waitcnt vm:0 vst:0
	st.global.b64 [u4+v0+0], v16
	ld.const.b64 u2, [u0+344]  // @buf exch64_mem[2]: u32 == [3, 4] -- 
	waitcnt sm:0
	ld.const.b64 u4, [u0+352]  // @buf exch64_old[2]: u32 == [1, 2]
	waitcnt sm:0
	mov v10, 1
	mov v11, 2
	st.global.b64 [u2+v0+0], v10
	waitcnt vst:0
	mov v12, 3
	mov v13, 4
	atom.global.exch.b64 v16, [u2+v0+0], v12
	waitcnt vm:0 vst:0
	st.global.b64 [u4+v0+0], v16
	ld.const.b64 u2, [u0+360]  // @buf cas64_mem[2]: u32 == [5, 6] -- both words equal: swapped
	waitcnt sm:0
	ld.const.b64 u4, [u0+368]  // @buf cas64_old[2]: u32 == [1, 2]
	waitcnt sm:0
	mov v10, 1
	mov v11, 2
	st.global.b64 [u2+v0+0], v10
	waitcnt vst:0
	mov v12, 1
	mov v13, 2
	mov v14, 5
	mov v15, 6
	atom.global.cas.b64 v16, [u2+v0+0], v12, v14
	waitcnt vm:0 vst:0
	st.global.b64 [u4+v0+0], v16
	ld.const.b64 u2, [u0+376]  // @buf cas64_fail_mem[2]: u32 == [1, 2] -- only the high word differs: not swapped
	waitcnt sm:0
	ld.const.b64 u4, [u0+384]  // @buf cas64_fail_old[2]: u32 == [1, 2]
	waitcnt sm:0
	mov v10, 1
	mov v11, 2
	st.global.b64 [u2+v0+0], v10
	waitcnt vst:0
	mov v12, 1
	mov v13, 3
	mov v14, 5
	mov v15, 6
	atom.global.cas.b64 v16, [u2+v0+0], v12, v14
	waitcnt vm:0 vst:0
	st.global.b64 [u4+v0+0], v16
	ld.const.b64 u2, [u0+392]  // @buf red_add64_mem[2]: u32 == [1, 1] -- 
	waitcnt sm:0
	mov v10, 0xffffffff
	mov v11, 0
	st.global.b64 [u2+v0+0], v10
	waitcnt vst:0
	mov v12, 2
	mov v13, 0
	red.global.add.b64 [u2+v0+0], v12
	waitcnt vm:0 vst:0
	ld.const.b64 u2, [u0+400]  // @buf sh_add_mem[1]: u32 == 15 -- 
	waitcnt sm:0
	ld.const.b64 u4, [u0+408]  // @buf sh_add_old[1]: u32 == 10
	waitcnt sm:0
	mov v1, 10
	st.shared.b32 [v0+8], v1
	mov v12, 5
	waitcnt ls:0
	atom.shared.add.u32 v16, [v0+8], v12
	waitcnt ls:0
	ld.shared.b32 v18, [v0+8]
	waitcnt ls:0
	st.global.b32 [u2+v0+0], v18
	st.global.b32 [u4+v0+0], v16
	ld.const.b64 u2, [u0+416]  // @buf sh_maxs_mem[1]: u32 == 3 -- signed
	waitcnt sm:0
	ld.const.b64 u4, [u0+424]  // @buf sh_maxs_old[1]: u32 == 0xfffffffb
	waitcnt sm:0
	mov v1, 0xfffffffb
	st.shared.b32 [v0+8], v1
	mov v12, 3
	waitcnt ls:0
	atom.shared.max.s32 v16, [v0+8], v12
	waitcnt ls:0
	ld.shared.b32 v18, [v0+8]
	waitcnt ls:0
	st.global.b32 [u2+v0+0], v18
	st.global.b32 [u4+v0+0], v16
	ld.const.b64 u2, [u0+432]  // @buf sh_minu_mem[1]: u32 == 3 -- unsigned
	waitcnt sm:0
	ld.const.b64 u4, [u0+440]  // @buf sh_minu_old[1]: u32 == 0xfffffffb
	waitcnt sm:0
	mov v1, 0xfffffffb
	st.shared.b32 [v0+8], v1
	mov v12, 3
	waitcnt ls:0
	atom.shared.min.u32 v16, [v0+8], v12
	waitcnt ls:0
	ld.shared.b32 v18, [v0+8]
	waitcnt ls:0
	st.global.b32 [u2+v0+0], v18
	st.global.b32 [u4+v0+0], v16
	ld.const.b64 u2, [u0+448]  // @buf sh_exch_mem[1]: u32 == 9 -- 
	waitcnt sm:0
	ld.const.b64 u4, [u0+456]  // @buf sh_exch_old[1]: u32 == 7
	waitcnt sm:0
	mov v1, 7
	st.shared.b32 [v0+8], v1
	mov v12, 9
	waitcnt ls:0
	atom.shared.exch.u32 v16, [v0+8], v12
	waitcnt ls:0
	ld.shared.b32 v18, [v0+8]
	waitcnt ls:0
	st.global.b32 [u2+v0+0], v18
	st.global.b32 [u4+v0+0], v16
	ld.const.b64 u2, [u0+464]  // @buf sh_and_mem[1]: u32 == 0x0f000f00 -- 
	waitcnt sm:0
	ld.const.b64 u4, [u0+472]  // @buf sh_and_old[1]: u32 == 0xff00ff00
	waitcnt sm:0
	mov v1, 0xff00ff00
	st.shared.b32 [v0+8], v1
	mov v12, 0x0ff00ff0
	waitcnt ls:0
	atom.shared.and.u32 v16, [v0+8], v12
	waitcnt ls:0
	ld.shared.b32 v18, [v0+8]
	waitcnt ls:0
	st.global.b32 [u2+v0+0], v18
	st.global.b32 [u4+v0+0], v16
	ld.const.b64 u2, [u0+480]  // @buf sh_cas_mem[1]: u32 == 9 -- swapped
	waitcnt sm:0
	ld.const.b64 u4, [u0+488]  // @buf sh_cas_old[1]: u32 == 7
	waitcnt sm:0
	mov v1, 7
	st.shared.b32 [v0+8], v1
	mov v12, 7
	waitcnt ls:0
	mov v14, 9
	atom.shared.cas.u32 v16, [v0+8], v12, v14
	waitcnt ls:0
	ld.shared.b32 v18, [v0+8]
	waitcnt ls:0
	st.global.b32 [u2+v0+0], v18
	st.global.b32 [u4+v0+0], v16
	ld.const.b64 u2, [u0+496]  // @buf sh_cas_fail_mem[1]: u32 == 7 -- not swapped
	waitcnt sm:0
	ld.const.b64 u4, [u0+504]  // @buf sh_cas_fail_old[1]: u32 == 7
	waitcnt sm:0
	mov v1, 7
	st.shared.b32 [v0+8], v1
	mov v12, 8
	waitcnt ls:0
	mov v14, 9
	atom.shared.cas.u32 v16, [v0+8], v12, v14
	waitcnt ls:0
	ld.shared.b32 v18, [v0+8]
	waitcnt ls:0
	st.global.b32 [u2+v0+0], v18
	st.global.b32 [u4+v0+0], v16
	ld.const.b64 u2, [u0+512]  // @buf sh_add64_mem[2]: u32 == [0, 1] -- carry into the high word
	waitcnt sm:0
	ld.const.b64 u4, [u0+520]  // @buf sh_add64_old[2]: u32 == [0xffffffff, 0]
	waitcnt sm:0
	mov v10, 0xffffffff
	mov v11, 0
	st.shared.b64 [v0+8], v10
	mov v12, 1
	mov v13, 0
	waitcnt ls:0
	atom.shared.add.b64 v16, [v0+8], v12
	waitcnt ls:0
	ld.shared.b64 v18, [v0+8]
	waitcnt ls:0
	st.global.b64 [u2+v0+0], v18
	st.global.b64 [u4+v0+0], v16
	ld.const.b64 u2, [u0+528]  // @buf sh_red_add_mem[1]: u32 == 15 -- 
	waitcnt sm:0
	mov v1, 10
	st.shared.b32 [v0+8], v1
	mov v12, 5
	waitcnt ls:0
	red.shared.add.u32 [v0+8], v12
	waitcnt ls:0
	ld.shared.b32 v18, [v0+8]
	waitcnt ls:0
	st.global.b32 [u2+v0+0], v18
	ld.const.b64 u2, [u0+536]  // @buf sh_red_xor_mem[1]: u32 == 0xf0f0f0f0 -- 
	waitcnt sm:0
	mov v1, 0xff00ff00
	st.shared.b32 [v0+8], v1
	mov v12, 0x0ff00ff0
	waitcnt ls:0
	red.shared.xor.u32 [v0+8], v12
	waitcnt ls:0
	ld.shared.b32 v18, [v0+8]
	waitcnt ls:0
	st.global.b32 [u2+v0+0], v18
	ld.const.b64 u2, [u0+544]  // @buf sh_red_mins_mem[1]: u32 == 0xfffffffb -- 
	waitcnt sm:0
	mov v1, 0xfffffffb
	st.shared.b32 [v0+8], v1
	mov v12, 3
	waitcnt ls:0
	red.shared.min.s32 [v0+8], v12
	waitcnt ls:0
	ld.shared.b32 v18, [v0+8]
	waitcnt ls:0
	st.global.b32 [u2+v0+0], v18
	join
one_else:
	join
one_join:
	// all 32 lanes on one word: lane order
	ld.const.b64 u2, [u0+552]  // @buf lanes_add_mem[1]: u32 init={fill: 10} == 42 -- lane i sees 10 + i
	waitcnt sm:0
	ld.const.b64 u4, [u0+560]  // @buf lanes_add_old[32]: u32 == 10 + i
	waitcnt sm:0
	mov v1, 1
	atom.global.add.u32 v3, [u2+v0+0], v1
	waitcnt vm:0 vst:0 ls:0
	st.global.b32 [u4+v4+0], v3
	ld.const.b64 u2, [u0+568]  // @buf lanes_exch_mem[1]: u32 init={fill: 0xffffffff} == 31 -- lane i sees lane i-1's value (lane 0: the initial -1)
	waitcnt sm:0
	ld.const.b64 u4, [u0+576]  // @buf lanes_exch_old[32]: i32 == i - 1
	waitcnt sm:0
	mov v1, v8
	atom.global.exch.u32 v3, [u2+v0+0], v1
	waitcnt vm:0 vst:0 ls:0
	st.global.b32 [u4+v4+0], v3
	ld.const.b64 u2, [u0+584]  // @buf lanes_cas_mem[1]: u32 init={fill: 0} == 1 -- only lane 0 finds 0 and swaps in 1; the others find 1
	waitcnt sm:0
	ld.const.b64 u4, [u0+592]  // @buf lanes_cas_old[32]: u32 == min(i, 1)
	waitcnt sm:0
	mov v1, 0
	add v9, v8, 1
	atom.global.cas.u32 v3, [u2+v0+0], v1, v9
	waitcnt vm:0 vst:0 ls:0
	st.global.b32 [u4+v4+0], v3
	ld.const.b64 u2, [u0+600]  // @buf lanes_sh_add_mem[1]: u32 == 496 -- lane i sees 0 + 1 + ... + (i-1); finally 496
	waitcnt sm:0
	ld.const.b64 u4, [u0+608]  // @buf lanes_sh_add_old[32]: i32 == i * (i - 1) / 2
	waitcnt sm:0
	mov v1, 0
	cmp.eq.s32 p2, v8, 0
	if p2, lanes_sh_add_else, lanes_sh_add_join
	st.shared.b32 [v0+0], v1
	join
lanes_sh_add_else:
	join
lanes_sh_add_join:
	waitcnt ls:0
	mov v1, v8
	atom.shared.add.u32 v3, [v0+0], v1
	waitcnt vm:0 vst:0 ls:0
	ld.shared.b32 v5, [v0+0]
	waitcnt ls:0
	st.global.b32 [u2+v0+0], v5
	st.global.b32 [u4+v4+0], v3
	ld.const.b64 u2, [u0+616]  // @buf lanes_red_mem[1]: u32 init={fill: 0} == 496 -- 0 + 1 + ... + 31
	waitcnt sm:0
	mov v1, v8
	red.global.add.u32 [u2+v0+0], v1
	waitcnt vm:0 vst:0 ls:0
	ld.const.b64 u2, [u0+624]  // @buf lanes_sh_red_mem[1]: u32 == 15 -- the signed maximum of i - 16
	waitcnt sm:0
	mov v1, 0x80000000
	cmp.eq.s32 p2, v8, 0
	if p2, lanes_sh_red_else, lanes_sh_red_join
	st.shared.b32 [v0+0], v1
	join
lanes_sh_red_else:
	join
lanes_sh_red_join:
	waitcnt ls:0
	sub v1, v8, 16
	red.shared.max.s32 [v0+0], v1
	waitcnt vm:0 vst:0 ls:0
	ld.shared.b32 v5, [v0+0]
	waitcnt ls:0
	st.global.b32 [u2+v0+0], v5
	endpgm
	.end
