// histogram — 256-bin byte histogram: bins[b] += number of i < n with data[i] == b.
//   Each workgroup counts its share of the bytes into a private histogram in shared memory
//   with shared atomics (red.shared.add), then adds its 256 counts to the global histogram
//   with global atomics (red.global.add), one per bin per workgroup. The element loop is a
//   grid-stride loop whose trip count differs between lanes, so it is a divergent loop
//   (loop / break).
//
// Launch: 1-D grid of any G >= 1 workgroups of exactly 256 threads (wg_size_x = 256: thread t
//   owns bin t when clearing and flushing). Thread t of workgroup w handles elements
//   i = w*256 + t, then i + G*256, i + 2*G*256, ... while i < n.
// Shared memory: 1024 bytes: u32 count[256] at 0.
// Arguments (u0:u1 points at the argument block, read with ld.const):
//   +0   u64  data  address of u8 data[n]
//   +8   u64  bins  address of u32 bins[256], zeroed by the host before the launch
//   +16  u32  n     byte count, n <= 2^32 - 1 - G*256 (so i + G*256 does not wrap)
// Check: for every b in 0..255, bins[b] == count of data[i] == b over i < n (so the bins sum
//   to n), whatever G is.
	.text
	.kernel histogram
	.arg_bytes 20
	.shared_bytes 1024
	ld.const.b64 u2, [u0+0]         // u2:u3 = data
	ld.const.b64 u4, [u0+8]         // u4:u5 = bins
	ld.const.b32 u6, [u0+16]        // u6 = n
	csrr u7, wg_id_x
	csrr u8, wg_size_x
	csrr u9, grid_x
	mov v0, tid_x                   // t
	shl v1, v0, 2                   // v1 = t * 4: this thread's bin, in bytes
	mov v2, 0
	st.shared.b32 [v1+0], v2        // count[t] = 0
	mul u10, u7, u8
	add v3, v0, u10                 // v3 = i = w*256 + t
	mul u11, u9, u8                 // u11 = stride = G * 256
	mov v4, 1
	waitcnt sm:0 ls:0               // arguments loaded; this warp's clears done
	barrier                         // every bin is clear before any warp counts

	loop counted                    // divergent loop: exit at 'counted'
next:
	cmp.ge.u32 p0, v3, u6
	break p0                        // lanes with i >= n leave; the loop ends when none is left
	ld.global.u8 v5, [u2+v3]        // data[i], zero-extended
	waitcnt vm:0 ls:7               // the byte has arrived; at most 7 shared atomics still in flight
	shl v5, v5, 2
	red.shared.add.u32 [v5+0], v4   // count[data[i]] += 1
	add v3, v3, u11                 // i += stride
	jmp next                        // back edge
counted:
	waitcnt ls:0                    // this warp's shared atomics are done ...
	barrier                         // ... and every warp's: the private histogram is complete
	ld.shared.b32 v6, [v1+0]        // count[t]
	waitcnt ls:0
	red.global.add.u32 [u4+v1], v6  // bins[t] += count[t]
	endpgm
	.end
