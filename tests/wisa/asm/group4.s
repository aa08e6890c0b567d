// Every group-4 instruction form (memory): every msize, asize and aop suffix; offsets
// +0 (written or omitted), -524288 and +524287; registers v0/v63, u0/u62; image slots 0/63.
	.text
// global loads and stores: every size
	ld.global.u8 v63, [u0+v63]
	ld.global.s8 v63, [u0+v63]
	ld.global.u16 v63, [u0+v63]
	ld.global.s16 v63, [u0+v63]
	ld.global.b32 v63, [u0+v63]
	ld.global.b64 v62, [u0+v63]
	ld.global.b128 v60, [u0+v63]
	st.global.u8 [u62+v0], v63
	st.global.s8 [u62+v0], v63
	st.global.u16 [u62+v0], v63
	st.global.s16 [u62+v0], v63
	st.global.b32 [u62+v0], v63
	st.global.b64 [u62+v0], v62
	st.global.b128 [u62+v0], v60
// global: offset boundaries
	ld.global.b32 v0, [u62+v63+0]
	ld.global.b32 v0, [u62+v63-524288]
	ld.global.b32 v0, [u62+v63+524287]
	st.global.b32 [u0+v0-524288], v63
	st.global.b32 [u0+v0+524287], v63
	st.global.u8 [u2+v1-1], v2
// shared loads and stores: every size and the offset boundaries
	ld.shared.u8 v63, [v0]
	ld.shared.s8 v63, [v0]
	ld.shared.u16 v63, [v0]
	ld.shared.s16 v63, [v0]
	ld.shared.b32 v63, [v0]
	ld.shared.b64 v62, [v0]
	ld.shared.b128 v60, [v0]
	st.shared.u8 [v63+4], v63
	st.shared.s8 [v63+4], v63
	st.shared.u16 [v63+4], v63
	st.shared.s16 [v63+4], v63
	st.shared.b32 [v63+4], v63
	st.shared.b64 [v63+4], v62
	st.shared.b128 [v63+16], v60
	ld.shared.b32 v0, [v63-524288]
	ld.shared.b32 v63, [v0+524287]
	st.shared.b32 [v0-524288], v63
	st.shared.b32 [v63+524287], v0
// scalar (constant) loads into uniform registers: every size and the offset boundaries
	ld.const.u8 u63, [u0]
	ld.const.s8 u63, [u0]
	ld.const.u16 u63, [u0]
	ld.const.s16 u63, [u0]
	ld.const.b32 u63, [u0]
	ld.const.b64 u62, [u0]
	ld.const.b128 u60, [u0]
	ld.const.b32 u0, [u62+0]
	ld.const.b64 u2, [u0+8]
	ld.const.b32 u63, [u0-524288]
	ld.const.b32 u63, [u0+524287]
// global atomics: every operation (returning and not), every operand size
	atom.global.add.u32 v63, [u0+v0], v62
	atom.global.add.s32 v0, [u62+v63-524288], v1
	atom.global.min.u32 v63, [u0+v0], v62
	atom.global.min.s32 v0, [u62+v63-524288], v1
	atom.global.max.u32 v63, [u0+v0], v62
	atom.global.max.s32 v0, [u62+v63-524288], v1
	atom.global.and.u32 v63, [u0+v0], v62
	atom.global.and.s32 v0, [u62+v63-524288], v1
	atom.global.or.u32 v63, [u0+v0], v62
	atom.global.or.s32 v0, [u62+v63-524288], v1
	atom.global.xor.u32 v63, [u0+v0], v62
	atom.global.xor.s32 v0, [u62+v63-524288], v1
	atom.global.exch.u32 v63, [u0+v0], v62
	atom.global.exch.s32 v0, [u62+v63-524288], v1
	red.global.add.u32 [u0+v0+524287], v63
	red.global.add.s32 [u62+v63], v0
	red.global.min.u32 [u0+v0+524287], v63
	red.global.min.s32 [u62+v63], v0
	red.global.max.u32 [u0+v0+524287], v63
	red.global.max.s32 [u62+v63], v0
	red.global.and.u32 [u0+v0+524287], v63
	red.global.and.s32 [u62+v63], v0
	red.global.or.u32 [u0+v0+524287], v63
	red.global.or.s32 [u62+v63], v0
	red.global.xor.u32 [u0+v0+524287], v63
	red.global.xor.s32 [u62+v63], v0
	red.global.exch.u32 [u0+v0+524287], v63
	red.global.exch.s32 [u62+v63], v0
	atom.global.add.b64 v62, [u0+v0], v2
	atom.global.exch.b64 v0, [u2+v1+8], v62
	red.global.add.b64 [u0+v0], v62
	atom.global.cas.u32 v63, [u0+v0], v62, v61
	atom.global.cas.s32 v0, [u62+v63+524287], v1, v2
	atom.global.cas.b64 v0, [u2+v3-8], v62, v60
// shared atomics: every operation, every operand size
	atom.shared.add.u32 v63, [v0], v62
	atom.shared.add.s32 v0, [v63-524288], v1
	atom.shared.min.u32 v63, [v0], v62
	atom.shared.min.s32 v0, [v63-524288], v1
	atom.shared.max.u32 v63, [v0], v62
	atom.shared.max.s32 v0, [v63-524288], v1
	atom.shared.and.u32 v63, [v0], v62
	atom.shared.and.s32 v0, [v63-524288], v1
	atom.shared.or.u32 v63, [v0], v62
	atom.shared.or.s32 v0, [v63-524288], v1
	atom.shared.xor.u32 v63, [v0], v62
	atom.shared.xor.s32 v0, [v63-524288], v1
	atom.shared.exch.u32 v63, [v0], v62
	atom.shared.exch.s32 v0, [v63-524288], v1
	red.shared.add.u32 [v0+524287], v63
	red.shared.add.s32 [v63], v0
	red.shared.min.u32 [v0+524287], v63
	red.shared.min.s32 [v63], v0
	red.shared.max.u32 [v0+524287], v63
	red.shared.max.s32 [v63], v0
	red.shared.and.u32 [v0+524287], v63
	red.shared.and.s32 [v63], v0
	red.shared.or.u32 [v0+524287], v63
	red.shared.or.s32 [v63], v0
	red.shared.xor.u32 [v0+524287], v63
	red.shared.xor.s32 [v63], v0
	red.shared.exch.u32 [v0+524287], v63
	red.shared.exch.s32 [v63], v0
	atom.shared.add.b64 v62, [v0], v2
	red.shared.exch.b64 [v0+8], v62
	atom.shared.cas.u32 v63, [v0], v62, v61
	atom.shared.cas.s32 v0, [v63-4], v1, v2
	atom.shared.cas.b64 v0, [v3+8], v62, v60
// images: slots 0 and 63
	tex.1d.b32 v0, 0, v63
	tex.1d.b32 v63, 63, v0
	tex.2d.b32 v0, 0, v63, v1
	tex.2d.b32 v63, 63, v0, v62
// fences
	fence.wg
	fence.dev
