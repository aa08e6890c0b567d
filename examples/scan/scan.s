// scan — inclusive prefix sum of u32 values within each workgroup's block:
//   out[i] = in[b] + in[b+1] + ... + in[i]  (mod 2^32), b = the first element of i's block.
//   Step 1: each warp scans its 32 values with five shfl.up steps (Hillis-Steele).
//   Step 2: the last lane of each warp writes the warp total to shared memory; after a barrier,
//           warp 0 loads the totals and scans them the same way (a uniform branch: only warp 0).
//   Step 3: after a second barrier, warp w > 0 adds the scanned total of warps 0..w-1.
//   Elements past n count as 0 and are not stored. To scan a whole array longer than one
//   block, run a second pass that adds to each block the scanned block totals (out[last of
//   each block] holds the block's total).
//
// Launch: 1-D grid of ceil(n / W) workgroups of W threads, W a multiple of 32 and <= 1024
//   (so at most 32 warps), the device's lane_count = 32. Block w covers in[w*W .. w*W+W).
// Shared memory: 128 bytes: u32 total[32], one per warp.
// Arguments (u0:u1 points at the argument block, read with ld.const):
//   +0   u64  in   address of u32 in[n]
//   +8   u64  out  address of u32 out[n]   (written)
//   +16  u32  n    element count, n < 2^30
// Check: for every i < n, with b = (i / W) * W: out[i] == (uint32_t)(in[b] + ... + in[i]).
	.text
	.kernel scan
	.arg_bytes 20
	.shared_bytes 128
	ld.const.b64 u2, [u0+0]         // u2:u3 = in
	ld.const.b64 u4, [u0+8]         // u4:u5 = out
	ld.const.b32 u6, [u0+16]        // u6 = n
	csrr u7, wg_id_x
	csrr u8, wg_size_x
	csrr u9, warp_id
	csrr u10, warp_count
	mov u11, 0                      // a uniform zero for compares
	mul u12, u7, u8
	mov v0, tid_x
	mov v1, lane_id
	add v2, v0, u12                 // v2 = i
	shl v3, v2, 2                   // v3 = byte offset of element i
	mov v4, 0                       // x = 0 for i >= n
	mov v20, 0                      // a vector zero for sel
	waitcnt sm:0
	cmp.lt.u32 p0, v2, u6           // p0 = i < n (kept for the store)
	if p0, no_load, loaded
	ld.global.b32 v4, [u2+v3]
	join
no_load:
	join
loaded:
	waitcnt vm:0                    // x is final in every lane

	// Step 1: inclusive warp scan of x. shfl.up leaves lanes below the distance with their own
	// value, so those lanes add 0 instead (p1 = lane >= distance).
	shfl.up v5, v4, 1
	cmp.ge.u32 p1, v1, 1
	sel v5, p1, v5, v20
	add v4, v4, v5
	shfl.up v5, v4, 2
	cmp.ge.u32 p1, v1, 2
	sel v5, p1, v5, v20
	add v4, v4, v5
	shfl.up v5, v4, 4
	cmp.ge.u32 p1, v1, 4
	sel v5, p1, v5, v20
	add v4, v4, v5
	shfl.up v5, v4, 8
	cmp.ge.u32 p1, v1, 8
	sel v5, p1, v5, v20
	add v4, v4, v5
	shfl.up v5, v4, 16
	cmp.ge.u32 p1, v1, 16
	sel v5, p1, v5, v20
	add v4, v4, v5                  // v4 = inclusive scan within the warp

	// Step 2: the last lane writes the warp total to total[warp_id].
	mov v6, u9
	shl v6, v6, 2                   // v6 = warp_id * 4
	cmp.eq.u32 p2, v1, 31
	if p2, not_last, written
	st.shared.b32 [v6+0], v4
	join
not_last:
	join
written:
	waitcnt ls:0
	barrier                         // every warp total is in shared memory

	cmp.ne.u32 p3, u9, u11          // uniform: p3 = (warp_id != 0) in every lane
	bra.any p3, totals_done         // warps other than 0 skip; the warp stays together
	shl v7, v1, 2                   // lane * 4 (inside the 128-byte allocation)
	ld.shared.b32 v8, [v7+0]        // total[lane]; stale for lanes >= warp_count ...
	cmp.lt.u32 p4, v1, u10          // ... so p4 = lane < warp_count
	waitcnt ls:0
	sel v8, p4, v8, v20             // ... and those lanes count 0
	shfl.up v5, v8, 1
	cmp.ge.u32 p1, v1, 1
	sel v5, p1, v5, v20
	add v8, v8, v5
	shfl.up v5, v8, 2
	cmp.ge.u32 p1, v1, 2
	sel v5, p1, v5, v20
	add v8, v8, v5
	shfl.up v5, v8, 4
	cmp.ge.u32 p1, v1, 4
	sel v5, p1, v5, v20
	add v8, v8, v5
	shfl.up v5, v8, 8
	cmp.ge.u32 p1, v1, 8
	sel v5, p1, v5, v20
	add v8, v8, v5
	shfl.up v5, v8, 16
	cmp.ge.u32 p1, v1, 16
	sel v5, p1, v5, v20
	add v8, v8, v5                  // total[w] = sum of warp totals 0..w
	st.shared.b32 [v7+0], v8        // every lane writes its own slot (all 32 are in range)
	waitcnt ls:0
totals_done:
	barrier                         // the scanned totals are visible to every warp

	// Step 3: warp w > 0 adds total[w-1].
	bra.none p3, add_done           // warp 0 adds nothing (uniform branch)
	ld.shared.b32 v10, [v6-4]       // total[warp_id - 1]
	waitcnt ls:0
	add v4, v4, v10
add_done:
	if p0, no_store, stored         // store only elements i < n
	st.global.b32 [u4+v3], v4
	join
no_store:
	join
stored:
	endpgm
	.end
