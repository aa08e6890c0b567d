#include "cli/run/mode_printer.h"

#include "builtin/builtin.h"
#include "desc/loader.h"

namespace simtloom::cli::run {

std::unique_ptr<ModePrinter> ModePrinter::make(const desc::Target& base, const std::string& mode, const std::string& isa_dir, DiagList& d) {
  std::unique_ptr<ModePrinter> p(new ModePrinter(base));
  if (mode.empty() || mode == base.mode) return p;
  p->mode_t_ = isa_dir.empty() ? desc::load_builtin(base.id, d, false, mode) : desc::load_target_dir(isa_dir, d, mode);
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

}  // namespace simtloom::cli::run
