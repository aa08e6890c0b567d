// bitonic — sorts each workgroup's block of W unsigned 32-bit keys ascending, in place, with a
//   bitonic sorting network in shared memory. One key per thread. For each stage k = 2, 4, ..., W
//   and each step j = k/2, k/4, ..., 1, thread t with partner t^j > t compares keys t and t^j
//   and orders them ascending when (t & k) == 0, descending otherwise; a barrier separates the
//   steps. The stage and step loops are uniform (uniform registers, bra.any); only the
//   "partner above me" test diverges (if/join).
//
// Launch: 1-D grid of G workgroups of W threads, W a power of two with 32 <= W <= 1024
//   (wg_size_x = W); the keys are n = G*W u32 values, block w = keys[w*W .. w*W+W).
// Shared memory: 4096 bytes: u32 s[W] at 0 (enough for W = 1024).
// Arguments (u0:u1 points at the argument block, read with ld.const):
//   +0   u64  keys  address of u32 keys[G*W]   (read and written)
// Check: each block of W keys comes back as the ascending sort (std::sort) of the same block:
//   sorted, and a permutation of the input.
	.text
	.kernel bitonic
	.arg_bytes 8
	.shared_bytes 4096
	ld.const.b64 u2, [u0+0]         // u2:u3 = keys
	csrr u4, wg_id_x
	csrr u5, wg_size_x              // u5 = W
	mov u6, 0                       // a uniform zero for compares
	mul u7, u4, u5
	shl u7, u7, 2                   // u7 = byte offset of this block
	mov v0, tid_x                   // t
	shl v1, v0, 2                   // v1 = t * 4: s[t]
	add v2, v1, u7                  // v2 = byte offset of keys[w*W + t]
	waitcnt sm:0
	ld.global.b32 v3, [u2+v2]
	waitcnt vm:0
	st.shared.b32 [v1+0], v3        // s[t] = keys[w*W + t]
	waitcnt ls:0
	barrier                         // the block is in shared memory

	mov u8, 2                       // k = 2
stage:
	shr u9, u8, 1                   // j = k / 2
step:
	xor v4, v0, u9                  // partner = t ^ j
	cmp.gt.u32 p0, v4, v0           // the lower thread of each pair does the compare-exchange
	if p0, not_lower, exchanged
	shl v5, v4, 2                   // partner * 4
	ld.shared.b32 v6, [v1+0]        // a = s[t]
	ld.shared.b32 v7, [v5+0]        // b = s[t ^ j]
	and v8, v0, u8
	cmp.eq.u32 p1, v8, 0            // p1 = ascending pair ((t & k) == 0)
	waitcnt ls:0
	minu v9, v6, v7
	maxu v10, v6, v7
	sel v11, p1, v9, v10            // s[t]:     min if ascending, else max
	sel v12, p1, v10, v9            // s[t ^ j]: max if ascending, else min
	st.shared.b32 [v1+0], v11
	st.shared.b32 [v5+0], v12
	join
not_lower:
	join
exchanged:
	waitcnt ls:0                    // this warp's exchanges are done ...
	barrier                         // ... and every warp's before the next step reads
	shr u9, u9, 1                   // j /= 2
	cmp.ne.u32 p2, u9, u6
	bra.any p2, step                // uniform: while j != 0
	shl u8, u8, 1                   // k *= 2
	cmp.le.u32 p2, u8, u5
	bra.any p2, stage               // uniform: while k <= W

	ld.shared.b32 v3, [v1+0]        // the sorted block (the last barrier made it visible)
	waitcnt ls:0
	st.global.b32 [u2+v2], v3
	endpgm
	.end
