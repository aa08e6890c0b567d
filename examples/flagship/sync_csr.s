// The flagship kernel of the foundation: a warp prologue and epilogue built only from group 6.
// It reads its identity from CSRs, raises its priority while it waits for outstanding memory,
// meets the rest of its workgroup at a barrier, and ends. (Group 1-5 instructions arrive with
// the ISA issue; the simulator issue makes this run.)
	.text
	.kernel flagship
	.shared_bytes 0
	.arg_bytes 0
	csrr u0, warp_id          // which warp of the workgroup am I?
	csrr u1, wg_id_x          // which workgroup?
	csrr u2, lane_count
	csrr u3, cycle            // start time
	setprio 3                 // drain first: this warp holds the barrier's last arrival
	waitcnt vm:0 vst:0        // every load and store done
	barrier
	setprio 0
	csrwi scratch0, 1         // mark: passed the barrier
	csrr u4, cycle
	waitcnt
	endpgm
	.end
