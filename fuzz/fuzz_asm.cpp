// libFuzzer target: the input is wisa assembly text.
//
// Every input goes through Assembler::add_source and finish(), and the diagnostics are rendered
// (the caret display indexes into source lines, so it is worth exercising). An input that
// assembles also goes through the ELF writer, so fuzzer-made symbols, kernels and sections
// reach its consistency checks.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include "asm/assembler.h"
#include "desc/loader.h"
#include "obj/object.h"

namespace {

using namespace simtloom;

// Above this many section bytes the ELF image is skipped: libelf goes through a scratch file,
// and `.zero` can ask for up to 1 GiB, which would make each run slow and churn the disk.
constexpr size_t kMaxElfBytes = size_t{1} << 20;

const desc::Target& wisa() {
  // Loaded once: parsing the YAML description on every input would dominate the run time.
  static const std::unique_ptr<desc::Target> target = [] {
    DiagList diags;
    auto t = desc::load_builtin("wisa", diags);
    if (!t) {
      std::fprintf(stderr, "fuzz_asm: cannot load target wisa\n%s", diags.render().c_str());
      std::abort();
    }
    return t;
  }();
  return *target;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const desc::Target& target = wisa();
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
  return 0;
}
