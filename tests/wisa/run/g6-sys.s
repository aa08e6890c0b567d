// Group 6 on a grid of 2 x 3 workgroups of 40 threads (two warps each, the second of 8 lanes):
// every CSR the manual lists read back (ids, sizes, counts, exec of a partial warp, cycle and
// instret), csrw/csrs/csrc and their immediate forms on the read-write ones, fcsr as frm and
// fflags, trap and brk and CSR access faults taken by a handler (trap_base) that records
// trap_cause, trap_info and trap_pc and returns (also for the engine's faults: misaligned
// access, access fault, shared memory out of range, control-stack overflow and underflow), barrier between the two warps through shared
// memory, waitcnt with sm 1 (reserved, behaves as 0), sleep, setprio, icache.inv, nop, endpgm.
// Results per warp go to index w = 2 * (wg_id_x + 2 * wg_id_y) + warp_id of 12-element buffers
// (so wg_id_y = i / 4, warp_id = i - 2 * (i / 2), and so on); results that are the same for every
// warp go to one word (every warp writes the same value).
	.text
	.kernel g6_sys
	.arg_bytes 488
	.shared_bytes 64
	mov v0, 0
	mov u7, 0
	mov u8, 0xffffffff
	csrr u10, wg_id_x
	csrr u11, wg_id_y
	csrr u12, warp_id
	shl u13, u11, 1
	add u13, u13, u10
	shl u13, u13, 1
	add u13, u13, u12
	shl u13, u13, 2
	mov v4, u13                     // v4 = 4w, the warp's slot
	call u20, install                // u20 = the handler's address
handler:
	csrr u21, trap_cause
	csrr u22, trap_info
	csrr u23, trap_pc
	add u24, u23, u27
	ret u24
install:
	csrw trap_base, u20
	mov u27, 4                      // the handler resumes at trap_pc + u27 (the faulting instruction's length)
	ld.const.b64 u2, [u0+0]  // @buf csr_warp_id[12]: u32 == i - 2 * (i / 2) -- 
	waitcnt sm:0
	csrr u6, warp_id
	mov v3, u6
	st.global.b32 [u2+v4+0], v3
	ld.const.b64 u2, [u0+8]  // @buf csr_wg_id_x[12]: u32 == i / 2 - 2 * (i / 4) -- 
	waitcnt sm:0
	csrr u6, wg_id_x
	mov v3, u6
	st.global.b32 [u2+v4+0], v3
	ld.const.b64 u2, [u0+16]  // @buf csr_wg_id_y[12]: u32 == i / 4 -- 
	waitcnt sm:0
	csrr u6, wg_id_y
	mov v3, u6
	st.global.b32 [u2+v4+0], v3
	ld.const.b64 u2, [u0+24]  // @buf csr_exec[12]: u32 == 0xffffffff - 0xffffff00 * (i - 2 * (i / 2)) -- warp 0: 32 lanes; warp 1: 8 lanes (0xff)
	waitcnt sm:0
	csrr u6, exec
	mov v3, u6
	st.global.b32 [u2+v4+0], v3
	ld.const.b64 u2, [u0+32]  // @buf csr_wg_id_z[1]: u32 == 0 -- 
	waitcnt sm:0
	csrr u6, wg_id_z
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+40]  // @buf csr_lane_count[1]: u32 == 32 -- 
	waitcnt sm:0
	csrr u6, lane_count
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+48]  // @buf csr_warp_count[1]: u32 == 2 -- 40 threads in warps of 32
	waitcnt sm:0
	csrr u6, warp_count
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+56]  // @buf csr_grid_x[1]: u32 == 2 -- the grid is [2, 3, 1]
	waitcnt sm:0
	csrr u6, grid_x
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+64]  // @buf csr_grid_y[1]: u32 == 3 -- 
	waitcnt sm:0
	csrr u6, grid_y
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+72]  // @buf csr_grid_z[1]: u32 == 1 -- 
	waitcnt sm:0
	csrr u6, grid_z
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+80]  // @buf csr_wg_size_x[1]: u32 == 40 -- the workgroup is [40, 1, 1]
	waitcnt sm:0
	csrr u6, wg_size_x
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+88]  // @buf csr_wg_size_y[1]: u32 == 1 -- 
	waitcnt sm:0
	csrr u6, wg_size_y
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+96]  // @buf csr_wg_size_z[1]: u32 == 1 -- 
	waitcnt sm:0
	csrr u6, wg_size_z
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+104]  // @buf csr_core_count[1]: u32 == 4 -- the default device has 4 cores
	waitcnt sm:0
	csrr u6, core_count
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+112]  // @buf csr_cycle_hi[1]: u32 == 0 -- a short run
	waitcnt sm:0
	csrr u6, cycle_hi
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+120]  // @buf csr_instret_hi[1]: u32 == 0 -- 
	waitcnt sm:0
	csrr u6, instret_hi
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+128]  // @buf csr_core_id[1]: u32 == 1 -- core_id < core_count
	waitcnt sm:0
	csrr u9, core_id
	csrr u10, core_count
	cmp.lt.u32 p1, u9, u10
	vote.ballot u6, p1
	and u6, u6, 1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+136]  // @buf csr_cycle[1]: u32 == 1 -- the cycle counter advances
	waitcnt sm:0
	csrr u9, cycle
	nop
	nop
	csrr u10, cycle
	cmp.gt.u32 p1, u10, u9
	vote.ballot u6, p1
	and u6, u6, 1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+144]  // @buf csr_instret[1]: u32 == 4 -- three nops and a csrr retire between the two reads
	waitcnt sm:0
	csrr u9, instret
	nop
	nop
	nop
	csrr u10, instret
	sub u6, u10, u9
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	// read-write CSRs: scratch0..3, prio, exec, trap_*, fcsr/frm/fflags
	ld.const.b64 u2, [u0+152]  // @buf csr_scratch_w[1]: u32 == 0x12345678 -- csrw
	waitcnt sm:0
	mov u9, 0x12345678
	csrw scratch0, u9
	csrr u6, scratch0
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+160]  // @buf csr_scratch_s[1]: u32 == 0x1234567f -- csrs sets bits
	waitcnt sm:0
	mov u9, 0x0000000f
	csrs scratch0, u9
	csrr u6, scratch0
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+168]  // @buf csr_scratch_c[1]: u32 == 0x02040677 -- csrc clears bits: 0x1234567f & ~0x10305008
	waitcnt sm:0
	mov u9, 0x10305008
	csrc scratch0, u9
	csrr u6, scratch0
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+176]  // @buf csr_scratch_wi[1]: u32 == 63 -- csrwi: the 6-bit immediate, zero-extended
	waitcnt sm:0
	csrwi scratch1, 63
	csrr u6, scratch1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+184]  // @buf csr_scratch_si[1]: u32 == 0xf0000023 -- csrsi
	waitcnt sm:0
	mov u9, 0xf0000000
	csrw scratch2, u9
	csrsi scratch2, 0x23
	csrr u6, scratch2
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+192]  // @buf csr_scratch_ci[1]: u32 == 0xf000000c -- csrci
	waitcnt sm:0
	mov u9, 0xf000003f
	csrw scratch3, u9
	csrci scratch3, 0x33
	csrr u6, scratch3
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+200]  // @buf csr_prio_setprio[1]: u32 == 2 -- imm[1:0] of 6
	waitcnt sm:0
	setprio 6
	csrr u6, prio
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+208]  // @buf csr_prio_w[1]: u32 == 1 -- 
	waitcnt sm:0
	csrwi prio, 1
	csrr u6, prio
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+216]  // @buf csr_fcsr[1]: u32 == 0x65 -- frm in bits 7:5, fflags in 4:0
	waitcnt sm:0
	csrwi frm, 3
	csrwi fflags, 5
	csrr u6, fcsr
	csrwi frm, 0
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+224]  // @buf csr_fcsr_w[1]: u32 == 0x2a -- fcsr = 0x4a: frm 2, fflags 0x0a; recorded as frm << 4 | fflags
	waitcnt sm:0
	mov u9, 0x4a
	csrw fcsr, u9
	csrr u6, frm
	csrr u9, fflags
	shl u6, u6, 4
	or u6, u6, u9
	csrwi fcsr, 0
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+232]  // @buf csr_exec_w[12]: u32 == 5 -- exec written and read back (lanes 0 and 2)
	waitcnt sm:0
	mov u9, 5
	csrw exec, u9
	csrr u6, exec
	csrw exec, u8
	mov v3, u6
	st.global.b32 [u2+v4+0], v3
	ld.const.b64 u2, [u0+240]  // @buf csr_exec_sc[12]: u32 == 6 -- 3 | 4 & ~1
	waitcnt sm:0
	csrwi exec, 3
	csrsi exec, 4
	csrci exec, 1
	csrr u6, exec
	csrw exec, u8
	mov v3, u6
	st.global.b32 [u2+v4+0], v3
	// traps go to the handler (installed above); it leaves cause, info and pc in u21, u22, u23
	ld.const.b64 u2, [u0+248]  // @buf trap_cause[1]: u32 == 2 -- trap: cause 2
	waitcnt sm:0
	call u25, at_trap
at_trap:
	trap 0x1234
	mov u6, u21
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+256]  // @buf trap_info[1]: u32 == 0x1234 -- trap info = the immediate
	waitcnt sm:0
	mov u6, u22
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+264]  // @buf trap_pc[1]: u32 == 0 -- trap_pc = the trap's own address (u25, from the call before it)
	waitcnt sm:0
	sub u6, u23, u25
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+272]  // @buf trap_resume[1]: u32 == 0x55 -- the handler's return to trap_pc + 4 lands here
	waitcnt sm:0
	mov u6, 0x55
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+280]  // @buf brk_cause[1]: u32 == 3 -- brk: cause 3
	waitcnt sm:0
	call u25, at_brk
at_brk:
	brk
	mov u6, u21
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+288]  // @buf brk_info[1]: u32 == 0 -- trap info 0
	waitcnt sm:0
	mov u6, u22
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+296]  // @buf brk_pc[1]: u32 == 0 -- 
	waitcnt sm:0
	sub u6, u23, u25
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+304]  // @buf csrfault_ro_cause[1]: u32 == 9 -- writing a read-only CSR: cause 9
	waitcnt sm:0
	mov u9, 7
	call u25, at_ro
at_ro:
	csrw lane_count, u9
	mov u6, u21
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+312]  // @buf csrfault_ro_info[1]: u32 == 0 -- trap info = the CSR number (lane_count = 0)
	waitcnt sm:0
	mov u6, u22
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+320]  // @buf csrfault_ro_pc[1]: u32 == 0 -- 
	waitcnt sm:0
	sub u6, u23, u25
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+328]  // @buf csrfault_ro_kept[1]: u32 == 32 -- the read-only CSR is unchanged
	waitcnt sm:0
	csrr u6, lane_count
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+336]  // @buf csrfault_unknown[1]: u32 == 0x3fe -- reading an unknown CSR: cause 9, info = its number
	waitcnt sm:0
	csrr u9, 0x3fe
	mov u6, u22
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+344]  // @buf csrfault_unknown_cause[1]: u32 == 9 -- 
	waitcnt sm:0
	mov u6, u21
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+352]  // @buf csrfault_set_ro[1]: u32 == 0x011 -- csrsi of a read-only CSR faults too (core_count = 0x011)
	waitcnt sm:0
	csrsi core_count, 1
	mov u6, u22
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+360]  // @buf trap_cause_csr[1]: u32 == 9 -- the trap CSRs hold the last trap
	waitcnt sm:0
	csrr u6, trap_cause
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	// barrier: warp 1 (8 lanes) writes shared words 0..7, warp 0 reads them after the barrier
	ld.const.b64 u2, [u0+368]  // @buf barrier_[8]: u32 == 1000 + i -- stores before the barrier are visible to loads after it
	waitcnt sm:0
	mov v8, lane_id
	shl v9, v8, 2
	add v10, v8, 1000
	csrr u9, warp_id
	cmp.eq.s32 p1, u9, u7
	bra.any p1, bar_wait
	st.shared.b32 [v9+0], v10
bar_wait:
	barrier
	bra.none p1, bar_done
	cmp.lt.s32 p2, v8, 8
	if p2, bar_else, bar_join
	ld.shared.b32 v3, [v9+0]
	waitcnt ls:0
	st.global.b32 [u2+v9+0], v3
	join
bar_else:
	join
bar_join:
bar_done:
	ld.const.b64 u2, [u0+376]  // @buf waitcnt_sm1[1]: u32 == 0x3c -- waitcnt sm:1 behaves as sm:0: the scalar load has arrived (no hazard is reported)
	waitcnt sm:0
	ld.const.b64 u14, [u0+384]  // @buf sm_src[1]: u32 init={fill: 0x3c}
	waitcnt sm:0
	ld.const.b32 u9, [u14+0]
	waitcnt sm:1
	mov v3, u9
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+392]  // @buf sleep_[1]: u32 == 1 -- sleep 4: about 256 cycles pass (at least half of that)
	waitcnt sm:0
	csrr u9, cycle
	sleep 4
	csrr u10, cycle
	sub u10, u10, u9
	mov u11, 128
	cmp.ge.u32 p1, u10, u11
	vote.ballot u6, p1
	and u6, u6, 1
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+400]  // @buf icache_nop[1]: u32 == 0x99 -- icache.inv and nop change nothing
	waitcnt sm:0
	icache.inv
	nop
	mov u6, 0x99
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	// the engine's faults, taken by the same handler (u27 = 8 for the 64-bit memory instructions)
	mov v5, 0
	mov u27, 8
	ld.const.b64 u2, [u0+408]  // @buf fault_misaligned[1]: u32 == 4 -- a 4-byte load at an address 2 mod 4: cause 4
	waitcnt sm:0
	mov u28, u2
	call u25, at_mis
at_mis:
	ld.global.b32 v3, [u28+v5+2]
	mov u6, u21
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+416]  // @buf fault_misaligned_info[1]: u32 == 2 -- trap info = the address (that buffer's + 2)
	waitcnt sm:0
	sub u6, u22, u28
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+424]  // @buf fault_misaligned_pc[1]: u32 == 0 -- 
	waitcnt sm:0
	sub u6, u23, u25
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+432]  // @buf fault_access[1]: u32 == 5 -- 512 KiB below the buffer's address (wrapping below 0): outside every allocation, cause 5
	waitcnt sm:0
	mov u28, u2
	ld.global.b32 v3, [u28+v5-0x80000]
	mov u6, u21
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+440]  // @buf fault_access_info[1]: u32 == 0xfff80000 -- trap info = the address: that buffer's - 0x80000 (low 32 bits)
	waitcnt sm:0
	sub u6, u22, u28
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+448]  // @buf fault_shared[1]: u32 == 6 -- offset 64 of a 64-byte shared allocation: cause 6
	waitcnt sm:0
	ld.shared.b32 v3, [v5+64]
	mov u6, u21
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	ld.const.b64 u2, [u0+456]  // @buf fault_shared_info[1]: u32 == 64 -- trap info = the offset
	waitcnt sm:0
	mov u6, u22
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	mov u27, 4
	ld.const.b64 u2, [u0+464]  // @buf fault_underflow[1]: u32 == 11 -- join with an empty control stack: cause 11
	waitcnt sm:0
	join
	mov u6, u21
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	// sixteen nested loops fill the control stack; the seventeenth push traps; then break pops them one by one
	loop ovf_exit1
	loop ovf_exit2
	loop ovf_exit3
	loop ovf_exit4
	loop ovf_exit5
	loop ovf_exit6
	loop ovf_exit7
	loop ovf_exit8
	loop ovf_exit9
	loop ovf_exit10
	loop ovf_exit11
	loop ovf_exit12
	loop ovf_exit13
	loop ovf_exit14
	loop ovf_exit15
	loop ovf_exit16
	ld.const.b64 u2, [u0+472]  // @buf fault_overflow[1]: u32 == 7 -- a push on a full control stack (16 entries): cause 7
	waitcnt sm:0
	loop ovf_exit17
	mov u6, u21
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	break pt
ovf_exit16:
	break pt
ovf_exit15:
	break pt
ovf_exit14:
	break pt
ovf_exit13:
	break pt
ovf_exit12:
	break pt
ovf_exit11:
	break pt
ovf_exit10:
	break pt
ovf_exit9:
	break pt
ovf_exit8:
	break pt
ovf_exit7:
	break pt
ovf_exit6:
	break pt
ovf_exit5:
	break pt
ovf_exit4:
	break pt
ovf_exit3:
	break pt
ovf_exit2:
	break pt
ovf_exit1:
	nop
ovf_exit17:
	ld.const.b64 u2, [u0+480]  // @buf fault_overflow_unwound[1]: u32 == 11 -- after the sixteen breaks the stack is empty again: join underflows
	waitcnt sm:0
	join
	mov u6, u21
	mov v3, u6
	st.global.b32 [u2+v0+0], v3
	endpgm
	.end
