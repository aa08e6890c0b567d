// collatz — per-element Collatz step count: steps[i] = the number of steps x -> (x odd ? 3x+1
//   : x/2) that take start[i] to 1 (0 for start[i] == 1). Each lane runs its own number of
//   iterations, so the loop is divergent: loop/break remove lanes as they reach 1 and the
//   warp reconverges at the loop exit. The odd/even step itself is branch-free (sel).
//
// Launch: 1-D grid of ceil(n / W) workgroups of W threads (wg_size_x = W <= 1024); threads
//   with i >= n do nothing (an if around the loop: the loop nests inside the if, 2-3
//   control-stack entries of the 16).
// Arguments (u0:u1 points at the argument block, read with ld.const):
//   +0   u64  start  address of u32 start[n]; every value in 1 .. 100000 (trajectories then
//                    stay below 2^32 and take at most 350 steps; 0 would loop until the
//                    watchdog, trap cause 10)
//   +8   u64  steps  address of u32 steps[n]   (written)
//   +16  u32  n      element count, n < 2^30
// Check: steps[i] == the CPU loop
//   uint32_t x = start[i], c = 0; while (x != 1) { x = (x & 1) ? 3*x + 1 : x >> 1; c++; }
//   for every i < n (e.g. start 27 gives 111, start 1 gives 0, start 77671 gives 231).
	.text
	.kernel collatz
	.arg_bytes 20
	.shared_bytes 0
	ld.const.b64 u2, [u0+0]         // u2:u3 = start
	ld.const.b64 u4, [u0+8]         // u4:u5 = steps
	ld.const.b32 u6, [u0+16]        // u6 = n
	csrr u7, wg_id_x
	csrr u8, wg_size_x
	mov v0, tid_x
	mul u9, u7, u8
	add v1, v0, u9                  // v1 = i
	shl v2, v1, 2                   // v2 = byte offset of element i
	waitcnt sm:0
	cmp.lt.u32 p0, v1, u6
	if p0, skip, done
	ld.global.b32 v3, [u2+v2]       // x = start[i]
	mov v4, 0                       // c = 0
	waitcnt vm:0
	loop finished                   // divergent loop: exit at 'finished'
again:
	cmp.eq.u32 p1, v3, 1
	break p1                        // lanes that reached 1 leave the loop
	and v5, v3, 1
	cmp.ne.u32 p2, v5, 0            // p2 = x is odd
	mul v6, v3, 3
	add v6, v6, 1                   // 3x + 1
	shr v7, v3, 1                   // x / 2
	sel v3, p2, v6, v7
	add v4, v4, 1                   // c++
	jmp again                       // back edge
finished:                               // every lane of the if's mask is back
	st.global.b32 [u4+v2], v4
	join
skip:
	join
done:
	endpgm
	.end
