// AMDGPU attributes: flat work-group size, waves per EU, register limits (descriptor and metadata fields).
__kernel __attribute__((amdgpu_flat_work_group_size(1, 1024))) void flat_1024(__global int* p) {}
__kernel __attribute__((amdgpu_flat_work_group_size(32, 32))) void flat_32(__global int* p) {}
__kernel __attribute__((amdgpu_waves_per_eu(2, 4))) void waves(__global int* p) {}
__kernel __attribute__((amdgpu_num_vgpr(32), amdgpu_num_sgpr(40))) void regs(__global int* p) {}
