// The gfx11 (RDNA3) plug-in of the SIMT engine: wave32 kernels of the AMDHSA ABI.
#pragma once
#include "sim/engine/engine.h"

namespace simtloom::sim::gfx11 {

const IsaPlugin& plugin();
// The RDNA3-shaped timing configuration (rdna3_gpu.yaml), applied over the engine's defaults.
const char* device_yaml();

}  // namespace simtloom::sim::gfx11
