// In-place patching of sections' bytes in an existing ELF file (e.g. re-encoded SASS put
// back into a cubin). The file is copied byte for byte and only the section's content range is
// overwritten, so headers, other sections, padding and anything libelf would normalise on a
// rewrite stay exactly as the producing tool left them.
#include <algorithm>
#include <elf.h>
#include <fmt/format.h>
#include <string_view>

#include "obj/elf_view.h"
#include "obj/file_io.h"
#include "obj/object.h"

namespace simtloom::obj {
namespace {

// The one section called `name`, or nullptr after reporting why there is none to patch.
const ElfSectionHeader* section_to_patch(const ElfView& view, const std::string& name, const std::string& path,
                                         DiagList& diags) {
  std::vector<const ElfSectionHeader*> matches;
  for (const ElfSectionHeader& s : view.sections)
    if (s.index != 0 && s.name == name) matches.push_back(&s);
  if (matches.empty()) {
    std::vector<std::string_view> names;
    for (const ElfSectionHeader& s : view.sections) names.push_back(s.name);
    std::string suggestion = closest_match(name, names);
    diags.error({path, 0, 0}, fmt::format("'{}' has no section named '{}'", path, name), {},
                suggestion.empty() ? "list the sections with `readelf -S`" : fmt::format("did you mean '{}'?", suggestion));
    return nullptr;
  }
  if (matches.size() > 1) {
    diags.error({path, 0, 0}, fmt::format("'{}' has {} sections named '{}', so the one to patch is ambiguous", path, matches.size(), name),
                {}, "patch a file whose section names are unique");
    return nullptr;
  }
  if (matches[0]->type == SHT_NOBITS) {
    diags.error({path, 0, 0}, fmt::format("section '{}' of '{}' occupies no bytes in the file (SHT_NOBITS)", name, path), {},
                "only sections with file contents can be patched");
    return nullptr;
  }
  return matches[0];
}

}  // namespace

bool patch_elf_sections(const std::string& in_path, const std::string& out_path, const std::vector<SectionPatch>& patches,
                        DiagList& diags) {
  std::optional<std::vector<uint8_t>> image = read_file_bytes(in_path, diags);
  if (!image) return false;
  std::optional<ElfView> view = parse_elf(*image, in_path, diags);
  if (!view) return false;
  // Every patch is checked before any byte changes, and the file is written once: all or nothing.
  std::vector<const ElfSectionHeader*> targets;
  for (const SectionPatch& p : patches) {
    const ElfSectionHeader* target = section_to_patch(*view, p.section, in_path, diags);
    if (!target) continue;
    if (target->size != p.bytes.size()) {
      diags.error({in_path, 0, 0},
                  fmt::format("section '{}' of '{}' is {} bytes, but the replacement is {} bytes", p.section, in_path, target->size,
                              p.bytes.size()),
                  {}, fmt::format("patching keeps the file layout, so the new contents must be exactly {} bytes", target->size));
      continue;
    }
    targets.push_back(target);
  }
  if (targets.size() != patches.size()) return false;
  // parse_elf checked that every [offset, offset+size) lies inside the image.
  for (size_t i = 0; i < patches.size(); ++i)
    std::copy(patches[i].bytes.begin(), patches[i].bytes.end(), image->begin() + static_cast<std::ptrdiff_t>(targets[i]->offset));
  return write_file_atomic(out_path, image->data(), image->size(), diags);
}

bool patch_elf_section(const std::string& in_path, const std::string& out_path, const std::string& section,
                       const std::vector<uint8_t>& bytes, DiagList& diags) {
  return patch_elf_sections(in_path, out_path, {{section, bytes}}, diags);
}

}  // namespace simtloom::obj
