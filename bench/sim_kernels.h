// The wisa kernels the simulator benchmarks run (bench_sim: functional mode against native C++;
// bench_timing: the timing model): an integer-ALU-bound loop and a memory-bound vadd.
#pragma once

namespace simtloom::bench {

// alu: `iters` trips of 8 vector ALU instructions per lane plus 3 uniform loop instructions;
// arguments: out (u64), iters (u32); out[global id] = the lane's checksum.
inline constexpr const char* kAluSource = R"(
	.text
	.kernel alu
	.arg_bytes 12
	.shared_bytes 0
	ld.const.b64 u2, [u0+0]         // u2:u3 = out
	ld.const.b32 u4, [u0+8]         // u4 = iterations (>= 1)
	csrr u6, wg_id_x
	csrr u7, wg_size_x
	mov v0, tid_x
	mul u8, u6, u7
	add v1, v0, u8                  // x = global thread id
	mov v2, v1                      // y = x
	mov v5, 0                       // s = 0
	mov v3, 1664525
	mov u5, 0
	waitcnt sm:0
again:
	mul v1, v1, v3                  // x = x * 1664525 + 13
	add v1, v1, 13
	shr v4, v1, 7                   // y ^= x >> 7
	xor v2, v2, v4
	shl v4, v2, 3                   // y += y << 3
	add v2, v2, v4
	xor v2, v2, v1                  // y ^= x
	add v5, v5, v2                  // s += y
	sub u4, u4, 1
	cmp.ne.u32 p0, u4, u5
	bra.any p0, again
	mul v6, v1, 0
	add v6, v0, u8
	shl v6, v6, 2
	st.global.b32 [u2+v6], v5       // out[i] = s
	endpgm
	.end
)";

// vadd: c[i] = a[i] + b[i] for i < n; arguments: a, b, c (u64 each), n (u32).
inline constexpr const char* kVaddSource = R"(
	.text
	.kernel vadd
	.arg_bytes 28
	.shared_bytes 0
	ld.const.b64 u2, [u0+0]
	ld.const.b64 u4, [u0+8]
	ld.const.b64 u6, [u0+16]
	ld.const.b32 u8, [u0+24]
	csrr u9, wg_id_x
	csrr u10, wg_size_x
	mov v0, tid_x
	mul u11, u9, u10
	add v1, v0, u11
	shl v2, v1, 2
	waitcnt sm:0
	cmp.lt.u32 p0, v1, u8
	if p0, skip, done
	ld.global.b32 v3, [u2+v2]
	ld.global.b32 v4, [u4+v2]
	waitcnt vm:0
	add v5, v3, v4
	st.global.b32 [u6+v2], v5
	join
skip:
	join
done:
	endpgm
	.end
)";

}  // namespace simtloom::bench
