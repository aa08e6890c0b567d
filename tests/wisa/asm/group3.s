// Every group-3 instruction (special-function unit), with boundary registers.
	.text
	rcp.f32 v0, v63
	rcp.f32 v63, v0
	rsqrt.f32 v0, v63
	rsqrt.f32 v63, v0
	sqrt.f32 v0, v63
	sqrt.f32 v63, v0
	exp2.f32 v0, v63
	exp2.f32 v63, v0
	log2.f32 v0, v63
	log2.f32 v63, v0
	sin.f32 v0, v63
	sin.f32 v63, v0
	cos.f32 v0, v63
	cos.f32 v63, v0
	rcp.f64 v0, v62
	rcp.f64 v62, v0
	sqrt.f64 v0, v62
	sqrt.f64 v62, v0
