// LDS parameter loads count on the export counter; v_interp_*'s wait_exp:N waits for it (at most
// N outstanding), as s_waitcnt expcnt(N) does, and exp reads its sources as they are.
	.text
	lds_param_load v1, attr0.x wait_vdst:0
	lds_param_load v2, attr0.y wait_vdst:0
	v_interp_p10_f32 v3, v1, v4, v1 wait_exp:1
	v_interp_p10_f32 v5, v2, v4, v2 wait_exp:1
	v_interp_p2_f32 v5, v2, v6, v5 wait_exp:0
	exp mrt0 v3, v5, off, off done
	s_endpgm
