// Calls, as clang 19 compiles them at -O2 (tests/gfx11/sim/calls.s): a global and a static
// noinline function (relocations against the symbol and against .text), a __constant table in
// .rodata reached through s_getpc_b64 + rel32, and a recursive function (its frames on a dynamic stack in
// scratch). Compiled with the examples' flags: clang -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa
// -mcpu=gfx1100 -nogpulib -O2 -S calls.cl -o calls.s
#include "../../../examples/gfx11/common.h"

__constant uint kSquares[8] = {0, 1, 4, 9, 16, 25, 36, 49};

__attribute__((noinline)) float scale(float x, float k) { return x * k + 1.0f; }
__attribute__((noinline)) static uint square(uint v) { return kSquares[v & 7]; }
// Not a tail call (its result is doubled): the recursion stays, and its frames live in scratch.
__attribute__((noinline)) static uint grow(uint n) { return n == 0 ? 1 : 2 * grow(n - 1) + n - 1; }

__kernel void calls(__global float* out, __global const float* in, __global uint* sq, __global uint* deep, float k) {
  uint i = GID_X();
  out[i] = scale(in[i], k);
  sq[i] = square(i);
  deep[i] = grow(i / 32);
}
