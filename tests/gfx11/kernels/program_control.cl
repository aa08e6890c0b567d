// Bodies of program-control instructions only: barrier, sleep, priority, halt-free traps.
__kernel void barrier_only(void) { __builtin_amdgcn_s_barrier(); }
__kernel void sleep_prio(void) {
  __builtin_amdgcn_s_sleep(3);
  __builtin_amdgcn_s_setprio(2);
  __builtin_amdgcn_s_setprio(0);
}
__kernel void waits(void) { __builtin_amdgcn_s_waitcnt(0); }
