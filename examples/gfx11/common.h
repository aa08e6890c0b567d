// Work-item helpers for OpenCL C compiled with -nogpulib (Debian's clang has no ROCm device
// libraries): the ids and sizes come from the amdgcn builtins, which read the ABI's registers
// and the hidden kernel arguments.
#define LID_X() __builtin_amdgcn_workitem_id_x()
#define LID_Y() __builtin_amdgcn_workitem_id_y()
#define GRP_X() __builtin_amdgcn_workgroup_id_x()
#define GRP_Y() __builtin_amdgcn_workgroup_id_y()
#define LSIZE_X() __builtin_amdgcn_workgroup_size_x()
#define LSIZE_Y() __builtin_amdgcn_workgroup_size_y()
#define GID_X() (GRP_X() * LSIZE_X() + LID_X())
#define GID_Y() (GRP_Y() * LSIZE_Y() + LID_Y())
// A workgroup barrier with the LDS fence OpenCL's barrier(CLK_LOCAL_MEM_FENCE) implies.
#define BARRIER()                                              \
  do {                                                         \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");     \
    __builtin_amdgcn_s_barrier();                              \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");     \
  } while (0)
