// Every group-2 instruction form (floating point): every ftype and ftype4 suffix, every
// compare condition, every rounding mode (and none), .sat, and a sample of conversion pairs.
	.text
// two-source arithmetic: every type (.vv), and the uniform-operand form (.vu)
	fadd.f64 v0, v62, v2
	fadd.f32 v63, v0, v31
	fadd.f16 v63, v0, v31
	fadd.bf16 v63, v0, v31
	fadd.e4m3 v63, v0, v31
	fadd.e5m2 v63, v0, v31
	fadd.f32 v0, v63, u63
	fadd.f64 v62, v0, u62
	fadd.e5m2 v1, v2, u0
	fsub.f64 v0, v62, v2
	fsub.f32 v63, v0, v31
	fsub.f16 v63, v0, v31
	fsub.bf16 v63, v0, v31
	fsub.e4m3 v63, v0, v31
	fsub.e5m2 v63, v0, v31
	fsub.f32 v0, v63, u63
	fsub.f64 v62, v0, u62
	fsub.e5m2 v1, v2, u0
	fmul.f64 v0, v62, v2
	fmul.f32 v63, v0, v31
	fmul.f16 v63, v0, v31
	fmul.bf16 v63, v0, v31
	fmul.e4m3 v63, v0, v31
	fmul.e5m2 v63, v0, v31
	fmul.f32 v0, v63, u63
	fmul.f64 v62, v0, u62
	fmul.e5m2 v1, v2, u0
	fmin.f64 v0, v62, v2
	fmin.f32 v63, v0, v31
	fmin.f16 v63, v0, v31
	fmin.bf16 v63, v0, v31
	fmin.e4m3 v63, v0, v31
	fmin.e5m2 v63, v0, v31
	fmin.f32 v0, v63, u63
	fmin.f64 v62, v0, u62
	fmin.e5m2 v1, v2, u0
	fmax.f64 v0, v62, v2
	fmax.f32 v63, v0, v31
	fmax.f16 v63, v0, v31
	fmax.bf16 v63, v0, v31
	fmax.e4m3 v63, v0, v31
	fmax.e5m2 v63, v0, v31
	fmax.f32 v0, v63, u63
	fmax.f64 v62, v0, u62
	fmax.e5m2 v1, v2, u0
// fused multiply-add family: every ftype4 type
	fma.f64 v0, v62, v2, v60
	fma.f32 v63, v0, v31, v62
	fma.f16 v63, v0, v31, v62
	fma.bf16 v63, v0, v31, v62
	fms.f64 v0, v62, v2, v60
	fms.f32 v63, v0, v31, v62
	fms.f16 v63, v0, v31, v62
	fms.bf16 v63, v0, v31, v62
	fnma.f64 v0, v62, v2, v60
	fnma.f32 v63, v0, v31, v62
	fnma.f16 v63, v0, v31, v62
	fnma.bf16 v63, v0, v31, v62
	fnms.f64 v0, v62, v2, v60
	fnms.f32 v63, v0, v31, v62
	fnms.f16 v63, v0, v31, v62
	fnms.bf16 v63, v0, v31, v62
// sign and class: every type
	fabs.f64 v62, v0
	fabs.f32 v0, v63
	fabs.f16 v0, v63
	fabs.bf16 v0, v63
	fabs.e4m3 v0, v63
	fabs.e5m2 v0, v63
	fneg.f64 v62, v0
	fneg.f32 v0, v63
	fneg.f16 v0, v63
	fneg.bf16 v0, v63
	fneg.e4m3 v0, v63
	fneg.e5m2 v0, v63
	fclass.f64 v62, v0
	fclass.f32 v0, v63
	fclass.f16 v0, v63
	fclass.bf16 v0, v63
	fclass.e4m3 v0, v63
	fclass.e5m2 v0, v63
// compares: every condition, every type, quiet and signalling, register and uniform operand
	fcmp.eq.f32 p0, v0, v63
	fcmp.ne.f32 p0, v0, v63
	fcmp.lt.f32 p0, v0, v63
	fcmp.le.f32 p0, v0, v63
	fcmp.gt.f32 p0, v0, v63
	fcmp.ge.f32 p0, v0, v63
	fcmp.num.f32 p0, v0, v63
	fcmp.nan.f32 p0, v0, v63
	fcmp.lt.f64 pt, v63, v0
	fcmp.lt.f32 pt, v63, v0
	fcmp.lt.f16 pt, v63, v0
	fcmp.lt.bf16 pt, v63, v0
	fcmp.lt.e4m3 pt, v63, v0
	fcmp.lt.e5m2 pt, v63, v0
	fcmp.ge.f32 p6, v1, u63
	fcmp.nan.f16 p1, v63, u0
	fcmps.eq.f32 p0, v0, v63
	fcmps.ne.f32 p0, v0, v63
	fcmps.lt.f32 p0, v0, v63
	fcmps.le.f32 p0, v0, v63
	fcmps.gt.f32 p0, v0, v63
	fcmps.ge.f32 p0, v0, v63
	fcmps.num.f32 p0, v0, v63
	fcmps.nan.f32 p0, v0, v63
	fcmps.lt.f64 pt, v63, v0
	fcmps.lt.f32 pt, v63, v0
	fcmps.lt.f16 pt, v63, v0
	fcmps.lt.bf16 pt, v63, v0
	fcmps.lt.e4m3 pt, v63, v0
	fcmps.lt.e5m2 pt, v63, v0
	fcmps.ge.f32 p6, v1, u63
	fcmps.nan.f16 p1, v63, u0
// conversions: float <-> float in both directions for every float type
	cvt.f64.f32 v62, v0
	cvt.f64.f16 v62, v0
	cvt.f64.bf16 v62, v0
	cvt.f64.e4m3 v62, v0
	cvt.f64.e5m2 v62, v0
	cvt.f32.f64 v62, v0
	cvt.f32.f16 v0, v63
	cvt.f32.bf16 v0, v63
	cvt.f32.e4m3 v0, v63
	cvt.f32.e5m2 v0, v63
	cvt.f16.f64 v62, v0
	cvt.f16.f32 v0, v63
	cvt.f16.bf16 v0, v63
	cvt.f16.e4m3 v0, v63
	cvt.f16.e5m2 v0, v63
	cvt.bf16.f64 v62, v0
	cvt.bf16.f32 v0, v63
	cvt.bf16.f16 v0, v63
	cvt.bf16.e4m3 v0, v63
	cvt.bf16.e5m2 v0, v63
	cvt.e4m3.f64 v62, v0
	cvt.e4m3.f32 v0, v63
	cvt.e4m3.f16 v0, v63
	cvt.e4m3.bf16 v0, v63
	cvt.e4m3.e5m2 v0, v63
	cvt.e5m2.f64 v62, v0
	cvt.e5m2.f32 v0, v63
	cvt.e5m2.f16 v0, v63
	cvt.e5m2.bf16 v0, v63
	cvt.e5m2.e4m3 v0, v63
// conversions: integers to and from f32, and 64-bit integers with f64
	cvt.f32.u32 v1, v2
	cvt.u32.f32 v1, v2
	cvt.f32.s32 v1, v2
	cvt.s32.f32 v1, v2
	cvt.f32.u64 v1, v2
	cvt.u64.f32 v1, v2
	cvt.f32.s64 v1, v2
	cvt.s64.f32 v1, v2
	cvt.f32.u16 v1, v2
	cvt.u16.f32 v1, v2
	cvt.f32.s16 v1, v2
	cvt.s16.f32 v1, v2
	cvt.f32.u8 v1, v2
	cvt.u8.f32 v1, v2
	cvt.f32.s8 v1, v2
	cvt.s8.f32 v1, v2
	cvt.f64.u64 v0, v62
	cvt.s64.f64 v62, v0
	cvt.f16.s8 v63, v0
	cvt.u8.e4m3 v0, v63
// conversions: every rounding mode, with and without .sat
	cvt.s32.f32.rne v1, v2
	cvt.f16.f32.rne.sat v1, v2
	cvt.s32.f32.rtz v1, v2
	cvt.f16.f32.rtz.sat v1, v2
	cvt.s32.f32.rdn v1, v2
	cvt.f16.f32.rdn.sat v1, v2
	cvt.s32.f32.rup v1, v2
	cvt.f16.f32.rup.sat v1, v2
	cvt.s32.f32.rmm v1, v2
	cvt.f16.f32.rmm.sat v1, v2
	cvt.e4m3.f32.sat v1, v2
	cvt.e5m2.f16.sat v1, v2
	cvt.u8.f32.sat v1, v2
	cvt.f32.f32 v1, v2
	cvt.s32.s32.rne.sat v63, v0
