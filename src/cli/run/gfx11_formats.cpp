// The data formats of typed buffer accesses, from the description's buf_format names
// ("format:[BUF_FMT_10_11_11_FLOAT]": the components' widths from the top bits down, then the
// number kind), so that the conversion table is the description's and not the simulator's.
#include <string>
#include <string_view>

#include "cli/run/gfx11_abi.h"
#include "desc/model.h"
#include "sim/gfx11/state.h"

namespace simtloom::cli::run::gfx11abi {
namespace {

using sim::gfx11::BufFormat;
using sim::gfx11::NumFmt;

// BUF_FMT_<w>[_<w>...]_<KIND> inside the entry's name; false for another name (INVALID).
bool parse_format(std::string_view name, BufFormat& f) {
  const size_t at = name.find("BUF_FMT_");
  if (at == std::string_view::npos) return false;
  std::string_view s = name.substr(at + 8);
  if (const size_t end = s.find(']'); end != std::string_view::npos) s = s.substr(0, end);
  unsigned widths[4], n = 0;
  while (!s.empty() && s[0] >= '0' && s[0] <= '9') {
    unsigned w = 0;
    while (!s.empty() && s[0] >= '0' && s[0] <= '9') w = w * 10 + static_cast<unsigned>(s[0] - '0'), s.remove_prefix(1);
    if (n == 4 || s.empty() || s[0] != '_' || w == 0 || w > 32) return false;
    widths[n++] = w;
    s.remove_prefix(1);
  }
  static const std::pair<std::string_view, NumFmt> kKinds[] = {{"UNORM", NumFmt::Unorm},     {"SNORM", NumFmt::Snorm}, {"USCALED", NumFmt::Uscaled},
                                                             {"SSCALED", NumFmt::Sscaled}, {"UINT", NumFmt::Uint},   {"SINT", NumFmt::Sint},
                                                             {"FLOAT", NumFmt::Float}};
  bool known = false;
  for (const auto& [k, v] : kKinds)
    if (s == k) f.kind = v, known = true;
  if (!known || n == 0) return false;
  f.comps = static_cast<uint8_t>(n);
  for (unsigned i = 0; i < n; ++i) f.bits[i] = static_cast<uint8_t>(widths[n - 1 - i]);
  return true;
}

}  // namespace

void fill_buf_formats(const desc::Target& t, sim::gfx11::Gfx11Launch& L) {
  for (const auto& e : t.enums) {
    if (e->name != "buf_format") continue;
    for (const desc::EnumEntry& en : e->entries) {
      BufFormat f;
      if (en.value < 128 && parse_format(en.name, f)) L.buf_format[en.value] = f;
    }
  }
}

}  // namespace simtloom::cli::run::gfx11abi
