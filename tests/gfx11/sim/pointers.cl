// Pointers in program-scope data: clang puts `tabs` in .data.rel.ro as `.quad a` / `.quad b+4`
// (R_AMDGPU_ABS64 relocations against .rodata), and `where` in .data as `.quad c+8` against a
// __global variable; the runner must resolve them as a loader does.
#include "../../../examples/gfx11/common.h"

__constant int a[4] = {10, 20, 30, 40};
__constant int b[5] = {1, 2, 3, 4, 5};
__constant int *__constant tabs[2] = {a, b + 1};
__global int c[8] = {100, 101, 102, 103, 104, 105, 106, 107};
__global int *where = c + 2;

__kernel void pointers(__global int *out, __global int *moved) {
  const unsigned i = GID_X();
  out[i] = tabs[i & 1][i & 3];
  if (i < 4) moved[i] = where[i];
}
