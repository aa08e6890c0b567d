// Conversions in an FP block across LinxISA 0.41's four float types: fd (binary64), fs
// (binary32), fh (binary16) and fb (8-bit; simtloom models it as OCP FP8 E4M3, provisionally),
// and between floats and integers. An FP block runs as one lane with T and U queues of four.
// Global a0 holds a binary64 input; results go to s0-s4 (=>Rd writes a global).
	.text
	BSTART.FP FALL
	cvt.fd2fs a0, ->t                // t#1 = fs(a0)
	cvt.fs2fh t#1, ->t               // t#1 = fh(t#1), t#2 = the fs value
	cvt.fh2fb t#1, ->t               // t#1 = fb(t#1), t#2 = fh, t#3 = fs
	cvt.fb2fd t#1, =>s0              // s0 = the fb value, widened
	cvt.fs2fd t#3, =>s1              // s1 = the fs value, widened (exact)
	cvt.fh2fd t#2, =>s2              // s2 = the fh value, widened (exact)
	cvt.fd2sw a0, =>s3               // s3 = a0 rounded toward zero to int32
	cvt.sw2fh s3, ->t                // t#1 = fh(s3)
	cvt.fh2fd t#1, =>s4              // s4 = that, widened
	BSTOP
