// libFuzzer target: the input is bytes of machine code, or an object file.
//
// The same bytes are used twice: as the contents of a .text section handed to dis::disassemble
// (the `simtloom dis --raw` path), and as an ELF image handed to obj::read_elf_image (the
// `simtloom dis file.o` path). An image that reads is disassembled too, since its sections,
// symbols and addresses are then fuzzer-made.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "codec/codec.h"
#include "builtin/builtin.h"
#include "desc/loader.h"
#include "dis/disassembler.h"
#include "obj/object.h"

namespace {

using namespace simtloom;

struct Wisa {
  std::unique_ptr<desc::Target> target;
  std::unique_ptr<codec::Decoder> decoder;
};

const Wisa& wisa() {
  // Loaded once: the YAML load and the decoder build would otherwise dominate each run.
  static const Wisa w = [] {
    DiagList diags;
    Wisa r;
    r.target = desc::load_builtin("wisa", diags);
    if (!r.target) {
      std::fprintf(stderr, "fuzz_dis: cannot load target wisa\n%s", diags.render().c_str());
      std::abort();
    }
    r.decoder = std::make_unique<codec::Decoder>(*r.target);
    return r;
  }();
  return w;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const Wisa& w = wisa();
  std::vector<uint8_t> bytes(data, data + size);
  dis::DisOptions opt;  // with the address/encoding comments, the command's default
  std::string out;

  obj::Object raw;
  raw.target = w.target->id;
  obj::Section text;
  text.name = ".text";
  text.exec = true;
  text.bytes = bytes;
  raw.sections.push_back(std::move(text));
  dis::disassemble(raw, *w.decoder, opt, out);

  DiagList diags;
  if (auto o = obj::read_elf_image(bytes, "fuzz.o", diags)) {
    out.clear();
    dis::disassemble(*o, *w.decoder, opt, out);
  }
  std::string rendered = diags.render();
  return 0;
}
