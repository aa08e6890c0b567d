// vadd — element-wise vector add of 32-bit integers: c[i] = a[i] + b[i] (mod 2^32).
//
// Launch: 1-D grid of ceil(n / W) workgroups of W threads (wg_size_x = W, any W up to 1024;
//   wg_size_y = wg_size_z = 1). One thread per element; threads with i >= n do nothing.
// Arguments (u0:u1 points at the argument block, read with ld.const):
//   +0   u64  a   address of u32 a[n]
//   +8   u64  b   address of u32 b[n]
//   +16  u64  c   address of u32 c[n]   (written)
//   +24  u32  n   element count, n < 2^30 (byte offsets are 32-bit)
// Buffers: a, b, c hold n 32-bit words each, 4-byte aligned.
// Check: after the launch, c[i] == (uint32_t)(a[i] + b[i]) for every i < n, and c is not
//   written past n (fill c with a canary beforehand and check c[n..] is unchanged).
	.text
	.kernel vadd
	.arg_bytes 28
	.shared_bytes 0
	ld.const.b64 u2, [u0+0]         // u2:u3 = a
	ld.const.b64 u4, [u0+8]         // u4:u5 = b
	ld.const.b64 u6, [u0+16]        // u6:u7 = c
	ld.const.b32 u8, [u0+24]        // u8 = n
	csrr u9, wg_id_x
	csrr u10, wg_size_x
	mov v0, tid_x
	mul u11, u9, u10                // first element of this workgroup
	add v1, v0, u11                 // v1 = i
	shl v2, v1, 2                   // v2 = byte offset of element i
	waitcnt sm:0                    // the arguments are in u2..u8 from here on
	cmp.lt.u32 p0, v1, u8           // p0 = i < n
	if p0, skip, done
	ld.global.b32 v3, [u2+v2]
	ld.global.b32 v4, [u4+v2]
	waitcnt vm:0                    // both loads have written v3 and v4
	add v5, v3, v4
	st.global.b32 [u6+v2], v5
	join
skip:                                   // (empty else part: lanes with i >= n)
	join
done:
	endpgm                          // ends after the outstanding store completes
	.end
