// Relocations resolved in the simulator's memory (see gfx11_link.h).
#include "cli/run/gfx11_link.h"

#include <fmt/format.h>

namespace simtloom::cli::run::gfx11link {
namespace {

// What a user needs to hear about a symbol the object uses but does not define.
std::string undefined_hint(const std::string& name) {
  if (name.rfind("_Z", 0) == 0 || name.rfind("__ocml_", 0) == 0 || name.rfind("__ockl_", 0) == 0)
    return "it is an OpenCL or device-library function (ROCm's device libraries, which Debian's clang lacks): compile with -nogpulib "
           "and the __builtin_amdgcn_* builtins, or define it in the same source";
  return "define it in the same source, or link the object with its library (ld.lld) and run the linked code object";
}

class Linker {
 public:
  Linker(sim::Device& dev, const obj::Object& o, const desc::CodeObject& co, const std::string& input, DiagList& d)
      : dev_(dev), o_(o), co_(co), input_(input), d_(d), base_(o.sections.size(), 0) {}

  bool run(uint64_t code_base) {
    const int code = o_.code_section();
    if (code < 0) return true;
    base_[static_cast<size_t>(code)] = code_base;
    // Every section the placed sections' relocations reach, placed, to a fixpoint (.data may
    // point into .rodata); then each placed section's relocations applied.
    for (bool grew = true; grew;) {
      grew = false;
      for (const auto& r : o_.relocations) {
        if (!base_[static_cast<size_t>(r.section)]) continue;
        const obj::Symbol& s = symbol(r);
        const bool unplaced = s.section == obj::Symbol::kUndefined || (s.section >= 0 && !base_[static_cast<size_t>(s.section)]);
        if (unplaced && !place_target(r)) return false;
        grew |= unplaced;
      }
    }
    bool ok = true;
    for (const auto& r : o_.relocations)
      if (base_[static_cast<size_t>(r.section)]) ok = apply(r) && ok;
    return ok;
  }

 private:
  const obj::Symbol& symbol(const obj::Relocation& r) const { return o_.symbols[static_cast<size_t>(r.symbol)]; }

  // The section the relocation's symbol is in, placed in memory (once).
  bool place_target(const obj::Relocation& r) {
    const obj::Symbol& s = symbol(r);
    if (s.section == obj::Symbol::kUndefined) {
      d_.error({input_, 0, 0}, fmt::format("the code refers to '{}', which {} does not define", s.name, input_), {}, undefined_hint(s.name));
      return false;
    }
    if (s.section < 0 || base_[static_cast<size_t>(s.section)]) return true;
    const obj::Section& sec = o_.sections[static_cast<size_t>(s.section)];
    const uint64_t size = std::max<uint64_t>(sec.bytes.size(), 1);
    const uint64_t a = dev_.memory().alloc(size, sec.name);
    dev_.memory().write(a, sec.bytes.data(), sec.bytes.size());
    base_[static_cast<size_t>(s.section)] = a;
    return true;
  }

  bool apply(const obj::Relocation& r) {
    const desc::RelocationKind* k = co_.relocation_type(r.type);
    const obj::Symbol& s = symbol(r);
    if (!k) {
      d_.error({input_, 0, 0}, fmt::format("relocation type {} (against '{}') is not one the target description lists", r.type, s.name), {},
               "the description's code object lists the relocations (isa/gfx11/amdhsa.yaml, relocations:)");
      return false;
    }
    if (k->got) {
      d_.error({input_, 0, 0}, fmt::format("{} against '{}' needs a global offset table, which only a linked object has", k->name, s.name), {},
               "link the object (ld.lld -shared) and run the linked code object");
      return false;
    }
    const uint64_t S = s.section >= 0 ? base_[static_cast<size_t>(s.section)] + s.value : s.value;
    const uint64_t P = base_[static_cast<size_t>(r.section)] + r.offset;
    uint64_t v = S + static_cast<uint64_t>(r.addend) - (k->pc_relative ? P : 0);
    if (k->part == desc::RelocationKind::Part::Hi) v >>= 32;
    if (!dev_.memory().write(P, &v, k->size)) {
      d_.error({input_, 0, 0}, fmt::format("{} at offset {:#x} of {} lies outside the section", k->name, r.offset, o_.sections[static_cast<size_t>(r.section)].name));
      return false;
    }
    return true;
  }

  sim::Device& dev_;
  const obj::Object& o_;
  const desc::CodeObject& co_;
  const std::string& input_;
  DiagList& d_;
  std::vector<uint64_t> base_;  // per section: where it is in memory, 0 = not placed
};

}  // namespace

bool link_object(sim::Device& dev, const obj::Object& o, uint64_t code_base, const desc::CodeObject& co, const std::string& input, DiagList& d) {
  // Relocations of the code the reader did not take (not Elf64_Rela): its calls would jump nowhere.
  const int code = o.code_section();
  if (code >= 0 && o.relocations.empty() && o.find_section(".rela" + o.sections[static_cast<size_t>(code)].name) >= 0) {
    d.error({input, 0, 0}, fmt::format("{} is a relocatable object with relocations in its code, which the simulator does not link", input), {},
            "pass the assembly source (.s), or link the object first (ld.lld -shared)");
    return false;
  }
  return Linker(dev, o, co, input, d).run(code_base);
}

}  // namespace simtloom::cli::run::gfx11link
