#include "builtin/builtin.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "builtin/compact_table.h"
#include "desc/compact.h"
#include "desc/loader.h"
#include "support/diag.h"

namespace simtloom::desc {

std::vector<std::string> builtin_target_ids() {
  std::vector<std::string> ids;
  for (const auto& t : compact_targets())
    if (t.mode.empty()) ids.emplace_back(t.id);
  return ids;
}

std::unique_ptr<Target> load_builtin(const std::string& id, DiagList& diags, bool lazy, const std::string& mode_arg) {
  const std::string mode = canonical_mode(mode_arg);
  std::vector<std::string> modes;
  bool known = false;
  for (const auto& t : compact_targets()) {
    if (t.id != id) continue;
    known = true;
    if (t.mode == mode) return read_compact(t.bytes, "<built-in " + id + (mode.empty() ? "" : "+" + mode) + ">", diags, lazy);
    if (!t.mode.empty()) modes.emplace_back(t.mode);
  }
  if (known) {
    diags.error({"<command line>", 0, 0}, fmt::format("target '{}' has no mode '{}'", id, mode), {},
                modes.empty() ? fmt::format("{} has no modes: leave out --mode", id) : fmt::format("its modes: {}", fmt::join(modes, ", ")));
    return nullptr;
  }
  auto ids = builtin_target_ids();
  std::vector<std::string_view> c(ids.begin(), ids.end());
  auto m = closest_match(id, c);
  diags.error({"<command line>", 0, 0}, fmt::format("unknown target '{}'", id), {},
              m.empty() ? fmt::format("targets: {}", fmt::join(ids, ", ")) : fmt::format("did you mean '{}'?", m));
  return nullptr;
}

std::unique_ptr<Target> load_named(const std::string& id, const std::string& isa_dir, DiagList& diags, bool lazy, const std::string& mode) {
  return isa_dir.empty() ? load_builtin(id, diags, lazy, mode) : load_target_dir(isa_dir, diags, mode);
}

std::unique_ptr<Target> load_builtin_spec(const std::string& spec, DiagList& diags) {
  const auto plus = spec.find('+');
  return plus == std::string::npos ? load_builtin(spec, diags) : load_builtin(spec.substr(0, plus), diags, false, spec.substr(plus + 1));
}

std::string builtin_target_for_elf(uint16_t machine, uint32_t flags) {
  for (const auto& t : compact_targets()) {
    if (t.elf_machine == 0 || t.elf_machine != machine || !t.mode.empty()) continue;
    for (uint32_t m : t.machs)
      if (m == (flags & t.mach_mask)) return std::string(t.id);
  }
  return {};
}

}  // namespace simtloom::desc
