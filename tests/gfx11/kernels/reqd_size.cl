// Work-group size attributes: reqd_work_group_size, work_group_size_hint, vec_type_hint.
__kernel __attribute__((reqd_work_group_size(64, 2, 1))) void reqd_size(__global int* out) {}
__kernel __attribute__((work_group_size_hint(128, 1, 1))) void size_hint(__global int* out) {}
__kernel __attribute__((vec_type_hint(float4))) void type_hint(__global float4* out) {}
