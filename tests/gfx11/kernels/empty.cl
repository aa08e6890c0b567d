// The smallest kernel: no arguments, no body (s_endpgm alone).
__kernel void empty(void) {}
