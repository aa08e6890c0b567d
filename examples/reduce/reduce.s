// reduce — sums of an array, two ways, with one atomic per warp.
//   out[0] += sum of in[] (u32, mod 2^32), each warp summing with a shfl.down tree;
//   out[1] += the same sum, each warp summing with the rdadd warp reduction;
//   partial[g] = binary32 sum of fin[] over global warp g's elements, by rdfadd.f32
//   (wisa has no floating-point atomic, so the f32 result is one plain store per warp).
// Element i belongs to thread i; a thread with i >= n contributes 0 (and +0.0).
//
// Launch: 1-D grid of G workgroups of W threads, W a multiple of 32 (<= 1024), the device's
//   lane_count = 32 (the shuffle tree below has 5 steps), G*W >= n. Global warp
//   g = wg_id_x * warp_count + warp_id covers elements 32g .. 32g+31.
// Arguments (u0:u1 points at the argument block, read with ld.const):
//   +0   u64  in       address of u32 in[n]
//   +8   u64  fin      address of f32 fin[n]
//   +16  u64  out      address of u32 out[2], zeroed by the host before the launch
//   +24  u64  partial  address of f32 partial[G * W / 32]   (written)
//   +32  u32  n        element count, n < 2^30
// Check: out[0] == out[1] == (uint32_t)sum(in[0..n)). For every warp g,
//   partial[g] == s computed on the CPU as: float s = v[0]; for (l = 1; l < 32; l++) s += v[l];
//   with v[l] = (32g+l < n ? fin[32g+l] : 0.0f) in round-to-nearest-even (rdfadd.f32 adds in
//   ascending lane order, so the result is exact to the bit; the manual does not say whether
//   the sum starts from lane 0's value or from +0.0, which differ only for an all -0.0 warp).
	.text
	.kernel reduce
	.arg_bytes 36
	.shared_bytes 0
	ld.const.b64 u2, [u0+0]         // u2:u3 = in
	ld.const.b64 u4, [u0+8]         // u4:u5 = fin
	ld.const.b64 u6, [u0+16]        // u6:u7 = out
	ld.const.b64 u8, [u0+24]        // u8:u9 = partial
	ld.const.b32 u10, [u0+32]       // u10 = n
	csrr u11, wg_id_x
	csrr u12, wg_size_x
	csrr u13, warp_count
	csrr u14, warp_id
	mul u15, u11, u12
	mov v0, tid_x
	add v1, v0, u15                 // v1 = i
	shl v2, v1, 2                   // v2 = byte offset of element i
	mov v3, 0                       // integer value, 0 for i >= n
	mov v4, 0                       // float value, +0.0 for i >= n
	waitcnt sm:0
	cmp.lt.u32 p0, v1, u10
	if p0, skip_load, loaded
	ld.global.b32 v3, [u2+v2]
	ld.global.b32 v4, [u4+v2]
	join
skip_load:
	join
loaded:
	waitcnt vm:0                    // every lane's v3 and v4 are final (full mask again)

	// 1. Shuffle tree: after these five steps lane 0 holds the sum of all 32 lanes.
	//    (Lanes whose source is past the warp keep their own value; only lane 0 is used.)
	shfl.down v5, v3, 16
	add v6, v3, v5
	shfl.down v5, v6, 8
	add v6, v6, v5
	shfl.down v5, v6, 4
	add v6, v6, v5
	shfl.down v5, v6, 2
	add v6, v6, v5
	shfl.down v5, v6, 1
	add v6, v6, v5                  // lane 0: the warp's sum

	// 2. Warp reductions into uniform registers, over all 32 (active) lanes.
	rdadd u16, v3                   // the same sum, by the reduction unit
	rdfadd.f32 u17, v4              // binary32 sum in ascending lane order

	// 3. One atomic per warp for each integer sum, one store per warp for the float sum:
	//    only lane 0 runs this part.
	mul u18, u11, u13
	add u18, u18, u14               // u18 = global warp index g
	shl u18, u18, 2                 // byte offset of partial[g]
	mov v7, lane_id
	mov v8, 0                       // zero offset register for the fixed out[] addresses
	mov v9, u16
	mov v10, u17
	mov v11, u18
	cmp.eq.u32 p1, v7, 0
	if p1, not_lane0, reduced
	red.global.add.u32 [u6+v8+0], v6   // out[0] += shuffle-tree sum
	red.global.add.u32 [u6+v8+4], v9   // out[1] += rdadd sum
	st.global.b32 [u8+v11], v10        // partial[g] = rdfadd.f32 sum
	join
not_lane0:
	join
reduced:
	endpgm                          // the reductions and the store complete before the warp ends
	.end
