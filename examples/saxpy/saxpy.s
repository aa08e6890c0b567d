// saxpy — single-precision a*x plus y, in place: y[i] = fma(a, x[i], y[i]) (binary32, one
// rounding, round-to-nearest-even as CSR frm holds at launch).
//
// Launch: 1-D grid of ceil(n / W) workgroups of W threads (wg_size_x = W <= 1024). One thread
//   per element; threads with i >= n do nothing.
// Arguments (u0:u1 points at the argument block, read with ld.const):
//   +0   u64  x   address of f32 x[n]
//   +8   u64  y   address of f32 y[n]   (read and written)
//   +16  f32  a   the scalar (raw binary32 bits)
//   +20  u32  n   element count, n < 2^30
// Buffers: x and y hold n binary32 values each, 4-byte aligned.
// Check: y_out[i] == fmaf(a, x[i], y_in[i]) bit for bit (C's fmaf is fused, like fma.f32),
//   for every i < n; y[n..] unchanged.
	.text
	.kernel saxpy
	.arg_bytes 24
	.shared_bytes 0
	ld.const.b64 u2, [u0+0]         // u2:u3 = x
	ld.const.b64 u4, [u0+8]         // u4:u5 = y
	ld.const.b32 u6, [u0+16]        // u6 = a (binary32 bits)
	ld.const.b32 u7, [u0+20]        // u7 = n
	csrr u8, wg_id_x
	csrr u9, wg_size_x
	mov v0, tid_x
	mul u10, u8, u9
	add v1, v0, u10                 // v1 = i
	shl v2, v1, 2                   // v2 = byte offset
	waitcnt sm:0
	mov v6, u6                      // fma has no uniform operand: broadcast a to a vector register
	cmp.lt.u32 p0, v1, u7
	if p0, skip, done
	ld.global.b32 v3, [u2+v2]       // x[i]
	ld.global.b32 v4, [u4+v2]       // y[i]
	waitcnt vm:0
	fma.f32 v5, v6, v3, v4          // a * x[i] + y[i], fused
	st.global.b32 [u4+v2], v5
	join
skip:
	join
done:
	endpgm
	.end
