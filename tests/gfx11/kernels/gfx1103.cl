// clang: -mcpu=gfx1103 -mcode-object-version=4
// gfx1103 with code object v4.
__kernel void on_gfx1103(__global int* a) {}
