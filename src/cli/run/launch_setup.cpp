#include "cli/run/launch_setup.h"

#include <algorithm>

#include <fmt/format.h>

namespace simtloom::cli::run {

sim::DeviceConfig device_config(const RunArgs& a) {
  sim::DeviceConfig cfg;
  cfg.cores = a.cores;
  cfg.warp_width = a.warp_width;
  cfg.max_instructions = a.max_instructions;
  cfg.fatal_hazards = a.fatal_hazards;
  cfg.fatal_races = a.fatal_races;
  cfg.check_races = !a.no_race_check;
  return cfg;
}

bool launch_dims(const LaunchFile& L, sim::LaunchSpec& spec, DiagList& d) {
  for (const auto* dim : {&L.grid, &L.workgroup})
    if (!dim->given) {
      const char* what = dim == &L.grid ? "grid" : "workgroup";
      d.error(L.top, fmt::format("the launch file has no '{}'", what), {}, fmt::format("add '{}: [N]' (1 to 3 dimensions)", what));
      return false;
    }
  std::copy(L.grid.v, L.grid.v + 3, spec.grid);
  std::copy(L.workgroup.v, L.workgroup.v + 3, spec.wg);
  const uint64_t threads = uint64_t{spec.wg[0]} * spec.wg[1] * spec.wg[2];
  if (threads > 1024) {
    d.error(L.workgroup.loc, fmt::format("a workgroup of {} threads is too large (at most 1024)", threads));
    return false;
  }
  return true;
}

}  // namespace simtloom::cli::run
