// The simulated targets: the one list of runners.
#include <fmt/format.h>

#include "cli/run/runner.h"

namespace simtloom::cli::run {

// Each runner's factory and launch-file schema, defined in its own file.
std::unique_ptr<Runner> make_wisa_runner();
LaunchSchema wisa_schema();
std::unique_ptr<Runner> make_linx_runner();
LaunchSchema linx_schema();
std::unique_ptr<Runner> make_gfx11_runner();
LaunchSchema gfx11_schema();

namespace {

constexpr RunnerEntry kRunners[] = {
    {"wisa", wisa_schema, make_wisa_runner},
    {"linx041", linx_schema, make_linx_runner},
    {"gfx11", gfx11_schema, make_gfx11_runner},
};

}  // namespace

const RunnerEntry* find_runner(std::string_view target) {
  for (const auto& r : kRunners)
    if (r.target == target) return &r;
  return nullptr;
}

std::string runner_targets() {
  std::vector<std::string_view> names;
  for (const auto& r : kRunners) names.push_back(r.target);
  return fmt::format("{}", fmt::join(names, ", "));
}

}  // namespace simtloom::cli::run
