#include "cli/run/mode_printer.h"

#include "builtin/builtin.h"
#include "cli/run/gfx11_abi.h"

namespace simtloom::cli::run {

std::unique_ptr<ModePrinter> ModePrinter::make(const desc::Target& base, const std::string& mode, const std::string& isa_dir, DiagList& d) {
  std::unique_ptr<ModePrinter> p(new ModePrinter(base));
  if (mode.empty() || mode == base.mode) return p;
  p->mode_t_ = desc::load_named(base.id, isa_dir, d, false, mode);
  if (!p->mode_t_) return nullptr;
  p->dec_ = std::make_unique<codec::Decoder>(*p->mode_t_);
  p->printer_ = std::make_unique<dis::Printer>(*p->mode_t_);
  return p;
}

std::string ModePrinter::text(const codec::MCInst& mi, uint64_t pc) const {
  if (!dec_ || !mi.variant) return base_.text(mi, pc);
  const Bits128 b = codec::encode(mi);
  const unsigned n = codec::encoded_length(mi);
  uint8_t bytes[16];
  for (unsigned i = 0; i < 16; ++i) bytes[i] = static_cast<uint8_t>((i < 8 ? b.lo >> (8 * i) : b.hi >> (8 * (i - 8))) & 0xff);
  const codec::DecodeResult r = dec_->decode(bytes, n);
  if (r.status != codec::DecodeStatus::Ok) return base_.text(mi, pc);  // (VOPD: the mode has none; the default text)
  codec::MCInst m;
  codec::decode_operands(*r.variant, r.bits, m);
  return printer_->text(m, pc);
}

std::string object_mode(const desc::Target& t, const obj::Object& o) {
  if (!t.code_object) return {};
  std::string mode;
  bool first = true;
  for (const auto& name : gfx11abi::kernel_names(o)) {
    gfx11abi::KernelInfo k;
    DiagList quiet;  // (a kernel that cannot be read is listed as its words say; the mode is the others')
    if (!gfx11abi::read_kernel(t, o, name, k, quiet)) continue;
    std::string m = descriptor_mode(*t.code_object, [&](const std::string& f) { return gfx11abi::descriptor_field(t, k.descriptor, f); });
    if (!first && m != mode) return {};
    mode = m, first = false;
  }
  return mode;
}

}  // namespace simtloom::cli::run
