// Calls and global addresses: a global and a static noinline function (relocations against
// the symbol and against .text), a __constant table in .rodata and a __global variable in
// .bss reached through s_getpc_b64 + @rel32@lo/@rel32@hi, and a call to a function defined
// elsewhere (an undefined symbol).
__constant int kTable[4] = {7, 11, 13, 17};
__global int counter;
extern int external_helper(int);
__attribute__((noinline)) int twice(int v) { return 2 * v; }
__attribute__((noinline)) static int pick(int v) { return kTable[v & 3]; }
__kernel void calls(__global int* out, int n) {
  int i = __builtin_amdgcn_workitem_id_x();
  out[i] = twice(pick(i)) + (i < n ? external_helper(i) : 0);
  if (i == 0) counter = n;
}
