// Local memory arguments of several element types (dynamic_shared_pointer with pointee alignment).
__kernel void local_memory(__local int* a, __local double* b, __local char16* c, __local short* d) {}
