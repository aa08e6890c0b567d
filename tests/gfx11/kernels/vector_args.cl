// Vector arguments: sizes and alignments of 2-, 3-, 4-, 8- and 16-element vectors.
__kernel void vector_args(char2 a, uchar3 b, short4 c, int8 d, float16 e, long2 f, double3 g, uint4 h) {}
