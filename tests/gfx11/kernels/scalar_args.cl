// One argument of every OpenCL C scalar type (by_value arguments, their sizes and alignments), a half pointer.
__kernel void scalar_args(char a, uchar b, short c, ushort d, int e, uint f, long g, ulong h, float i, double j,
                          __global half* k) {}
