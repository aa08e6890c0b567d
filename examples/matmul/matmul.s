// matmul — tiled single-precision matrix multiply C = A * B with 16x16 tiles in shared memory.
//   A is M x K, B is K x N, C is M x N, all row-major binary32. Each thread computes one C
//   element; each workgroup one 16x16 tile of C, walking K in steps of 16: it stages a tile of
//   A and a tile of B in shared memory, meets at a barrier, accumulates 16 products with
//   fma.f32 in k order, and meets at a second barrier before the tiles are overwritten.
//
// Launch: 2-D grid of (N/16) x (M/16) workgroups (wg_id_x = tile column, wg_id_y = tile row),
//   each 16 x 16 threads (wg_size_x = wg_size_y = 16: 8 warps). M, N, K are multiples of 16,
//   K >= 16, and every matrix is under 2^30 bytes.
// Shared memory: 2048 bytes: As[16][16] at 0, Bs[16][16] at 1024 (f32, row-major).
// Arguments (u0:u1 points at the argument block, read with ld.const):
//   +0   u64  A   address of f32 A[M*K]
//   +8   u64  B   address of f32 B[K*N]
//   +16  u64  C   address of f32 C[M*N]   (written)
//   +24  u32  M   rows of A and C (not read: the grid covers them)
//   +28  u32  N   columns of B and C
//   +32  u32  K   columns of A, rows of B
// Check: C[r*N+c] equals, bit for bit, the CPU loop
//   float s = 0; for (k = 0; k < K; k++) s = fmaf(A[r*K+k], B[k*N+c], s);
//   (round-to-nearest-even; the kernel accumulates in the same k order with fused multiply-adds).
	.text
	.kernel matmul
	.arg_bytes 36
	.shared_bytes 2048
	ld.const.b64 u2, [u0+0]                 // u2:u3 = A
	ld.const.b64 u4, [u0+8]                 // u4:u5 = B
	ld.const.b64 u6, [u0+16]                // u6:u7 = C
	ld.const.b32 u9, [u0+28]                // u9 = N
	ld.const.b32 u10, [u0+32]               // u10 = K
	csrr u11, wg_id_x
	csrr u12, wg_id_y
	mov v0, tid_x                           // tx
	mov v1, tid_y                           // ty
	shl u11, u11, 4                         // first column of this tile
	shl u12, u12, 4                         // first row of this tile
	add v2, v1, u12                         // v2 = row = wg_id_y*16 + ty
	add v3, v0, u11                         // v3 = col = wg_id_x*16 + tx
	waitcnt sm:0
	mul v4, v2, u10
	add v4, v4, v0
	shl v4, v4, 2                           // v4 = byte offset of A[row][t*16 + tx], t = 0
	mul v5, v1, u9
	add v5, v5, v3
	shl v5, v5, 2                           // v5 = byte offset of B[t*16 + ty][col], t = 0
	shl u13, u9, 6                          // u13 = 16 rows of B in bytes (N * 64)
	shr u14, u10, 4                         // u14 = tiles left = K / 16
	mov u15, 0                              // a uniform zero for the loop test
	shl v7, v1, 6                           // v7 = ty * 64: As[ty][0]
	shl v8, v0, 2                           // v8 = tx * 4: Bs[0][tx] - 1024
	add v6, v7, v8                          // v6 = ty*64 + tx*4: this thread's slot in As (Bs: +1024)
	mov v9, 0                               // acc = +0.0
tile:
	ld.global.b32 v10, [u2+v4]
	ld.global.b32 v11, [u4+v5]
	waitcnt vm:0
	st.shared.b32 [v6+0], v10               // As[ty][tx]
	st.shared.b32 [v6+1024], v11            // Bs[ty][tx]
	waitcnt ls:0                            // this warp's stores are done ...
	barrier                                 // ... and every warp's: both tiles are complete
	ld.shared.b128 v16, [v7+0]              // v16..v19 = As[ty][0..3]
	ld.shared.b128 v20, [v7+16]             // v20..v23 = As[ty][4..7]
	ld.shared.b32 v24, [v8+1024]            // Bs[0][tx]
	ld.shared.b32 v25, [v8+1088]            // Bs[1][tx]
	ld.shared.b32 v26, [v8+1152]            // Bs[2][tx]
	ld.shared.b32 v27, [v8+1216]            // Bs[3][tx]
	ld.shared.b32 v28, [v8+1280]            // Bs[4][tx]
	ld.shared.b32 v29, [v8+1344]            // Bs[5][tx]
	ld.shared.b32 v30, [v8+1408]            // Bs[6][tx]
	ld.shared.b32 v31, [v8+1472]            // Bs[7][tx]
	waitcnt ls:0                            // the 10 shared loads have arrived
	fma.f32 v9, v16, v24, v9                // acc += As[ty][0] * Bs[0][tx]
	fma.f32 v9, v17, v25, v9                // acc += As[ty][1] * Bs[1][tx]
	fma.f32 v9, v18, v26, v9                // acc += As[ty][2] * Bs[2][tx]
	fma.f32 v9, v19, v27, v9                // acc += As[ty][3] * Bs[3][tx]
	fma.f32 v9, v20, v28, v9                // acc += As[ty][4] * Bs[4][tx]
	fma.f32 v9, v21, v29, v9                // acc += As[ty][5] * Bs[5][tx]
	fma.f32 v9, v22, v30, v9                // acc += As[ty][6] * Bs[6][tx]
	fma.f32 v9, v23, v31, v9                // acc += As[ty][7] * Bs[7][tx]
	ld.shared.b128 v32, [v7+32]             // v32..v35 = As[ty][8..11]
	ld.shared.b128 v36, [v7+48]             // v36..v39 = As[ty][12..15]
	ld.shared.b32 v40, [v8+1536]            // Bs[8][tx]
	ld.shared.b32 v41, [v8+1600]            // Bs[9][tx]
	ld.shared.b32 v42, [v8+1664]            // Bs[10][tx]
	ld.shared.b32 v43, [v8+1728]            // Bs[11][tx]
	ld.shared.b32 v44, [v8+1792]            // Bs[12][tx]
	ld.shared.b32 v45, [v8+1856]            // Bs[13][tx]
	ld.shared.b32 v46, [v8+1920]            // Bs[14][tx]
	ld.shared.b32 v47, [v8+1984]            // Bs[15][tx]
	waitcnt ls:0                            // the 10 shared loads have arrived
	fma.f32 v9, v32, v40, v9                // acc += As[ty][8] * Bs[8][tx]
	fma.f32 v9, v33, v41, v9                // acc += As[ty][9] * Bs[9][tx]
	fma.f32 v9, v34, v42, v9                // acc += As[ty][10] * Bs[10][tx]
	fma.f32 v9, v35, v43, v9                // acc += As[ty][11] * Bs[11][tx]
	fma.f32 v9, v36, v44, v9                // acc += As[ty][12] * Bs[12][tx]
	fma.f32 v9, v37, v45, v9                // acc += As[ty][13] * Bs[13][tx]
	fma.f32 v9, v38, v46, v9                // acc += As[ty][14] * Bs[14][tx]
	fma.f32 v9, v39, v47, v9                // acc += As[ty][15] * Bs[15][tx]
	barrier                                 // every warp has read the tiles: they may be overwritten
	add v4, v4, 64                          // next tile of A: 16 columns on
	add v5, v5, u13                         // next tile of B: 16 rows down
	sub u14, u14, 1
	cmp.ne.u32 p0, u14, u15                 // uniform compare: the same for every lane
	bra.any p0, tile                        // uniform branch: the warp stays together
	mul v12, v2, u9
	add v12, v12, v3
	shl v12, v12, 2                         // byte offset of C[row][col]
	st.global.b32 [u6+v12], v9
	endpgm
	.end
