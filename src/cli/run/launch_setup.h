// What every SIMT runner reads from the command line and the launch file the same way: the
// device settings, and the grid and workgroup shape.
#pragma once
#include "cli/run.h"
#include "cli/run/launch_file.h"
#include "sim/engine/engine.h"
#include "support/diag.h"

namespace simtloom::cli::run {

// The engine's settings from the command line (cores, warp width, watchdog, hazards, races).
sim::DeviceConfig device_config(const RunArgs& a);
// The launch file's grid and workgroup into `spec`: both given, at most 1024 threads a
// workgroup; false with a located error.
bool launch_dims(const LaunchFile& L, sim::LaunchSpec& spec, DiagList& d);

}  // namespace simtloom::cli::run
