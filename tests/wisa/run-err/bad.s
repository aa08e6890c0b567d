// Kernels with faults, for the run-err goldens: each launch file names one.
	.text
	.kernel copy                    // c[i] = a[i] (one workgroup)
	.arg_bytes 16
	ld.const.b64 u2, [u0+0]
	ld.const.b64 u4, [u0+8]
	mov v0, tid_x
	shl v1, v0, 2
	waitcnt sm:0
	ld.global.b32 v2, [u2+v1]
	waitcnt vm:0
	st.global.b32 [u4+v1], v2
	endpgm
	.end

	.kernel misaligned              // a 4-byte load from a + 2
	.arg_bytes 16
	ld.const.b64 u2, [u0+0]
	mov v1, 0
	waitcnt sm:0
	ld.global.b32 v2, [u2+v1+2]
	waitcnt vm:0
	endpgm
	.end

	.kernel past_end                // reads a[tid + 1000]
	.arg_bytes 16
	ld.const.b64 u2, [u0+0]
	mov v0, tid_x
	add v0, v0, 1000
	shl v1, v0, 2
	waitcnt sm:0
	ld.global.b32 v2, [u2+v1]
	waitcnt vm:0
	endpgm
	.end

	.kernel deep                    // an if inside a loop that never joins: the stack fills
	mov v0, tid_x
	cmp.eq.u32 p0, v0, 0
again:
	if p0, els, again
	bra.any pt, again
els:
	join
	endpgm
	.end

	.kernel mixed                   // st to a + (tid ^ 0x10000): lanes 0, 4, 8 ... aligned past the end, the others misaligned
	.arg_bytes 16
	ld.const.b64 u2, [u0+0]
	mov v0, tid_x
	xor v1, v0, 0x10000
	waitcnt sm:0
	st.global.b32 [u2+v1], v0
	endpgm
	.end
