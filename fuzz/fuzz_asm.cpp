// libFuzzer target: the input is assembly text for $SIMTLOOM_FUZZ_TARGET (wisa when unset;
// scripts/fuzz.sh runs it for wisa, sm90, gfx11 and linx041, seeded from fuzz/corpus/asm plus
// fuzz/corpus/asm-<target>).
//
// Every input goes through Assembler::add_source and finish(), and the diagnostics are rendered
// (the caret display indexes into source lines, so it is worth exercising). An input that
// assembles also goes through the ELF writer, so fuzzer-made symbols, kernels and sections
// reach its consistency checks. Each input is assembled a second time without the fast path
// (asm/fast_path.h): the two must agree on every byte and every message, or the run aborts.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include "asm/assembler.h"
#include "builtin/builtin.h"
#include "desc/loader.h"
#include "obj/object.h"

namespace {

using namespace simtloom;

// Above this many section bytes the ELF image is skipped: libelf goes through a scratch file,
// and `.zero` can ask for up to 1 GiB, which would make each run slow and churn the disk.
constexpr size_t kMaxElfBytes = size_t{1} << 20;

const desc::Target& target() {
  // Loaded once: parsing the description on every input would dominate the run time.
  static const std::unique_ptr<desc::Target> target = [] {
    const char* e = std::getenv("SIMTLOOM_FUZZ_TARGET");
    const std::string name = e && *e ? e : "wisa";
    DiagList diags;
    auto t = desc::load_builtin(name, diags);
    if (!t) {
      std::fprintf(stderr, "fuzz_asm: cannot load target %s\n%s", name.c_str(), diags.render().c_str());
      std::abort();
    }
    return t;
  }();
  return *target;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const desc::Target& target = ::target();
  DiagList diags;
  assembler::Assembler as(target, diags);
  as.add_source("fuzz.s", std::string(reinterpret_cast<const char*>(data), size));
  bool ok = as.finish();
  std::string rendered = diags.render();
  if (ok) {
    size_t bytes = 0;
    for (const auto& s : as.object().sections) bytes += s.bytes.size();
    if (bytes <= kMaxElfBytes) (void)obj::elf_image(as.object(), diags);
  }

  DiagList general_diags;
  assembler::AsmOptions general_opt;
  general_opt.fast_path = false;
  assembler::Assembler general(target, general_diags, general_opt);
  general.add_source("fuzz.s", std::string(reinterpret_cast<const char*>(data), size));
  bool general_ok = general.finish();
  bool same = general_ok == ok && general_diags.render() == rendered &&
              general.object().sections.size() == as.object().sections.size();
  for (size_t i = 0; same && i < general.object().sections.size(); ++i)
    same = general.object().sections[i].bytes == as.object().sections[i].bytes;
  if (!same) {
    std::fprintf(stderr, "fuzz_asm: the fast path and the general parser disagree\n-- fast:\n%s-- general:\n%s",
                 rendered.c_str(), general_diags.render().c_str());
    std::abort();
  }
  return 0;
}
