// libFuzzer target: the input is bytes of machine code, or an object file, for one of the
// built-in targets with a decoder (wisa, sm90, gfx11, linx041).
//
// The target is $SIMTLOOM_FUZZ_TARGET when set (scripts/fuzz.sh runs one fuzzer per target), else
// the input's first byte picks it and the rest is the input. The bytes are used twice: as the
// contents of a .text section handed to dis::disassemble (the `simtloom dis --raw` path), and as
// an ELF image handed to obj::read_elf_image (the `simtloom dis file.o` path: simtloom objects,
// NVIDIA cubins, AMDGPU code objects). An image that reads is disassembled with the decoder of
// the target it names, since its sections, symbols and addresses are then fuzzer-made.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "builtin/builtin.h"
#include "codec/codec.h"
#include "desc/loader.h"
#include "dis/disassembler.h"
#include "obj/object.h"

namespace {

using namespace simtloom;

constexpr const char* kTargets[] = {"wisa", "sm90", "gfx11", "linx041"};
constexpr size_t kTargetCount = sizeof(kTargets) / sizeof(kTargets[0]);

struct Loaded {
  std::unique_ptr<desc::Target> target;
  std::unique_ptr<codec::Decoder> decoder;
};

// Loaded once each: the description load and the decoder build would otherwise dominate each run.
const Loaded& loaded(size_t i) {
  static Loaded all[kTargetCount];
  Loaded& l = all[i];
  if (!l.target) {
    DiagList diags;
    l.target = desc::load_builtin(kTargets[i], diags);
    if (!l.target) {
      std::fprintf(stderr, "fuzz_dis: cannot load target %s\n%s", kTargets[i], diags.render().c_str());
      std::abort();
    }
    l.decoder = std::make_unique<codec::Decoder>(*l.target);
  }
  return l;
}

// The index of $SIMTLOOM_FUZZ_TARGET, or -1 when unset.
int fixed_target() {
  static const int fixed = [] {
    const char* e = std::getenv("SIMTLOOM_FUZZ_TARGET");
    if (!e || !*e) return -1;
    for (size_t i = 0; i < kTargetCount; ++i)
      if (std::string_view(e) == kTargets[i]) return static_cast<int>(i);
    std::fprintf(stderr, "fuzz_dis: SIMTLOOM_FUZZ_TARGET=%s is not one of wisa, sm90, gfx11, linx041\n", e);
    std::abort();
  }();
  return fixed;
}

// The decoder for the target an object names (AMDGPU code objects: gfx11), or -1.
int target_of(const obj::Object& o) {
  std::string_view t = o.target == "amdgcn" ? "gfx11" : o.target.empty() ? "wisa" : std::string_view(o.target);
  for (size_t i = 0; i < kTargetCount; ++i)
    if (t == kTargets[i]) return static_cast<int>(i);
  return -1;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  int which = fixed_target();
  if (which < 0) {
    if (size == 0) return 0;
    which = static_cast<int>(data[0] % kTargetCount);
    ++data, --size;
  }
  const Loaded& l = loaded(static_cast<size_t>(which));
  std::vector<uint8_t> bytes(data, data + size);
  dis::DisOptions opt;  // with the address/encoding comments, the command's default
  std::string out;

  obj::Object raw;
  raw.target = l.target->id;
  obj::Section text;
  text.name = ".text";
  text.exec = true;
  text.bytes = bytes;
  raw.sections.push_back(std::move(text));
  dis::disassemble(raw, *l.decoder, opt, out);

  DiagList diags;
  if (auto o = obj::read_elf_image(bytes, "fuzz.o", diags)) {
    if (int t = target_of(*o); t >= 0) {
      out.clear();
      dis::disassemble(*o, *loaded(static_cast<size_t>(t)).decoder, opt, out);
    }
  }
  std::string rendered = diags.render();
  return 0;
}
