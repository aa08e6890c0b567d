#include "asm/code_object.h"

#include <algorithm>

#include <fmt/format.h>

#include "asm/hsa_metadata.h"

namespace simtloom::assembler {
namespace {

constexpr uint8_t kStvProtected = 3;
constexpr uint32_t kShtNote = 7;

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

std::string names_of(const std::vector<desc::Processor>& ps) {
  std::vector<std::string_view> n;
  for (const auto& p : ps) n.push_back(p.name);
  return fmt::format("{}", fmt::join(n, ", "));
}

}  // namespace

CodeObjectWriter::CodeObjectWriter(const desc::CodeObject& co, DirectiveHost& host)
    : co_(co), host_(host), processor_(co.processor(co.default_processor)), version_(co.default_version) {}

void CodeObjectWriter::directive(std::string_view name, int col, Cursor& c) {
  const desc::Directive* d = co_.directive(name);
  if (!d) return;
  if (name == d->end) {
    host_.error(col, fmt::format("{} without {}", name, d->name), fmt::format("a block opens with {}", d->name));
    return;
  }
  switch (d->kind) {
    case desc::DirectiveKind::TargetId: return target_id(c);
    case desc::DirectiveKind::CodeObjectVersion: return version(c);
    case desc::DirectiveKind::KernelDescriptor: return open_kernel(*d, c);
    case desc::DirectiveKind::MetadataNote:
      if (!host_.end_of_statement(c)) return;
      raw_ = RawBlock{d, host_.location(), {}, {}};
      return;
  }
}

// .amdgcn_target "<prefix><processor>": the first one chooses the processor among the target's;
// a later one must name the same (llvm-mc compares it with its -mcpu).
void CodeObjectWriter::target_id(Cursor& c) {
  c.skip_space();
  int scol = c.col();
  if (c.peek() != '"') {
    host_.error(scol, co_.message("expected_string"), "write the target id in double quotes");
    return;
  }
  std::string id;
  if (!host_.string_literal(c, id) || !host_.end_of_statement(c)) return;
  const desc::Processor* p = nullptr;
  if (id.rfind(co_.target_id_prefix, 0) == 0) p = co_.processor(std::string_view(id).substr(co_.target_id_prefix.size()));
  if (!p || (chosen_ && p != processor_)) {
    std::string specified = co_.target_id_prefix + processor_->name;
    host_.error(scol, fmt::format("{} {}", co_.message("target_id_mismatch", id), specified),
                fmt::format("processors of this target: {} (written {}<processor>, without features)", names_of(co_.processors),
                            co_.target_id_prefix));
    return;
  }
  processor_ = p;
  chosen_ = true;
}

void CodeObjectWriter::version(Cursor& c) {
  c.skip_space();
  int vcol = c.col();
  auto v = host_.absolute_expr(c, "the code object version");
  if (!v || !host_.end_of_statement(c)) return;
  if (*v < 0 || !co_.abi_versions.count(static_cast<unsigned>(*v))) {
    std::vector<unsigned> known;
    for (const auto& [k, abi] : co_.abi_versions) known.push_back(k);
    host_.error(vcol, co_.message("bad_version", std::to_string(*v)), fmt::format("versions: {}", fmt::join(known, ", ")));
    return;
  }
  version_ = static_cast<unsigned>(*v);
}

void CodeObjectWriter::open_kernel(const desc::Directive& d, Cursor& c) {
  c.skip_space();
  int ncol = c.col();
  std::string_view name = c.ident();
  if (name.empty()) {
    host_.error(ncol, co_.descriptor.message("expected_name"));
    return;
  }
  if (!host_.end_of_statement(c)) return;
  kernel_ = OpenKernel{std::string(name), &d, host_.location(), {}};
}

void CodeObjectWriter::descriptor_statement(std::string_view word, int col, Cursor& c) {
  if (word == kernel_->directive->end) {
    if (!host_.end_of_statement(c)) return;
    close_kernel(col + static_cast<int>(word.size()));
    return;
  }
  if (word == kernel_->directive->name) {
    host_.error(col, co_.descriptor.message("nested"), fmt::format("close '{}' with {} first", kernel_->name, kernel_->directive->end));
    return;
  }
  const desc::DescriptorField* f = co_.descriptor.field(word);
  if (!f) {
    std::vector<std::string_view> names;
    for (const auto& x : co_.descriptor.fields)
      if (x.unsupported.empty()) names.push_back(x.directive);
    auto m = closest_match(word, names);
    host_.error(col, co_.descriptor.message("unknown"), m.empty() ? std::string() : fmt::format("did you mean '{}'?", m));
    return;
  }
  if (!f->unsupported.empty()) {
    host_.error(col, f->unsupported);
    return;
  }
  c.skip_space();
  int vcol = c.col();
  auto v = host_.absolute_expr(c, "the value");
  if (!v || !host_.end_of_statement(c)) return;
  if (kernel_->values.count(f)) {
    host_.error(vcol, co_.descriptor.message("repeated"));
    return;
  }
  if (*v < 0 || static_cast<uint64_t>(*v) > f->max_value) {
    // A value the target cannot have at all (xnack on gfx11) is reported at the directive.
    if (!f->range_message.empty()) host_.error(col, f->range_message);
    else host_.error(vcol, co_.descriptor.message("out_of_range"), fmt::format("{} takes 0..{}", f->directive, f->max_value));
    return;
  }
  kernel_->values[f] = {static_cast<uint64_t>(*v), host_.location(), vcol};
}

uint64_t CodeObjectWriter::field_value(const OpenKernel& k, const desc::DescriptorField& f) const {
  auto it = k.values.find(&f);
  return it != k.values.end() ? it->second.value : f.default_value;
}

unsigned CodeObjectWriter::implied_user_sgprs(const OpenKernel& k) const {
  unsigned n = 0;
  for (const auto& f : co_.descriptor.fields)
    if (f.user_sgprs && field_value(k, f)) n += f.user_sgprs;
  return n;
}

// Fills the descriptor's words from the fields; reports values that do not fit once encoded.
std::vector<uint8_t> CodeObjectWriter::descriptor_bytes(const OpenKernel& k, int col, bool& ok) {
  const auto& kd = co_.descriptor;
  std::vector<uint8_t> bytes(kd.size, 0);
  unsigned implied = implied_user_sgprs(k);
  for (const auto& f : kd.fields) {
    if (f.store == desc::DescriptorField::Store::None) continue;
    uint64_t v = field_value(k, f);
    auto given = k.values.find(&f);
    if (f.default_user_sgprs) {
      if (implied > kd.max_user_sgprs) {
        host_.error(col, co_.descriptor.message("too_many_user_sgprs"));
        ok = false;
        continue;
      }
      if (given != k.values.end() && v < implied) {
        host_.error(col, co_.descriptor.message("user_sgpr_count_small"), fmt::format("the enabled user SGPRs take {}", implied));
        ok = false;
        continue;
      }
      if (given == k.values.end()) v = implied;
      if (v > kd.max_user_sgprs) {
        host_.error(col, co_.descriptor.message("too_many_user_sgprs"));
        ok = false;
        continue;
      }
    }
    if (f.store == desc::DescriptorField::Store::Granulated) {
      uint64_t index = field_value(k, *kd.field(f.granule_by));
      unsigned granule = f.granules[std::min<size_t>(index, f.granules.size() - 1)];
      v = (std::max<uint64_t>(v, 1) + granule - 1) / granule - 1;
    }
    if (v > f.bits_max()) {
      if (given != k.values.end()) host_.error_at(given->second.loc, given->second.col, co_.descriptor.message("out_of_range"));
      else host_.error(col, co_.descriptor.message("out_of_range"));
      ok = false;
      continue;
    }
    uint64_t word = 0;
    for (unsigned i = 0; i < f.size; ++i) word |= uint64_t{bytes[f.byte + i]} << (8 * i);
    word |= v << f.lo;
    for (unsigned i = 0; i < f.size; ++i) bytes[f.byte + i] = static_cast<uint8_t>(word >> (8 * i));
  }
  return bytes;
}

// A descriptor that asks for another target mode than the source is assembled in (a wave64
// kernel assembled as wave32 code): llvm-mc says nothing, and its lane-mask operands were read at
// the wrong width; the encodings agree where none was written.
void CodeObjectWriter::check_mode(const OpenKernel& k, int col) {
  for (const auto& f : co_.descriptor.fields) {
    if (f.mode_of.empty()) continue;
    const uint64_t v = field_value(k, f);
    const std::string want = f.mode_for(v);
    if (want == host_.target_mode() || (!want.empty() && !host_.has_mode(want))) continue;  // (gfx12 has no wave64 mode)
    host_.warning(col,
                  fmt::format("kernel '{}' is {} code ({} {}), but the source is assembled {}", k.name, want.empty() ? "default-mode" : want,
                              f.directive, v, host_.target_mode().empty() ? "in the default mode" : "in mode " + host_.target_mode()),
                  want.empty() ? "assemble it without --mode" : fmt::format("assemble it with --mode {}", want));
  }
}

void CodeObjectWriter::close_kernel(int col) {
  OpenKernel k = std::move(*kernel_);
  kernel_.reset();
  const auto& kd = co_.descriptor;
  bool ok = true;
  for (const auto& f : kd.fields)
    if (f.required && !k.values.count(&f)) {
      host_.error(col, co_.descriptor.message("required", f.directive));
      return;
    }
  for (const auto& f : kd.fields)
    if (f.needs && field_value(k, f) != 0 && k.values.count(kd.field(f.needs->field)) &&
        field_value(k, *kd.field(f.needs->field)) != f.needs->value) {
      host_.error(col, f.needs->message);
      return;
    }
  check_mode(k, col);
  std::vector<uint8_t> bytes = descriptor_bytes(k, col, ok);
  if (!ok) return;
  std::string kd_name = k.name + kd.symbol_suffix;
  const uint64_t at = host_.object().sections[static_cast<size_t>(host_.current_section())].bytes.size();
  if (!host_.define_symbol(kd_name, col, obj::Symbol::Object, kd.size)) return;
  // llvm-mc: the descriptor takes the kernel's binding and visibility, and a kernel of default
  // visibility becomes protected so that the descriptor may refer to it statically.
  SymbolBinding b = host_.binding(k.name);
  host_.set_binding(kd_name, b);
  if (b.visibility == 0) {
    b.visibility = kStvProtected;
    host_.set_binding(k.name, b);
  }
  host_.emit(bytes.data(), bytes.size());
  if (kd.relocation) host_.relocate(at + kd.entry_byte, kd.relocation, k.name, kd.entry_addend);
}

void CodeObjectWriter::raw_line(std::string_view line) {
  std::string_view t = trim(line);
  std::string_view first = t.substr(0, t.find_first_of(" \t"));  // the end directive may carry a comment
  if (first == raw_->directive->end) {
    close_metadata();
    return;
  }
  raw_->lines.push_back(line);
  raw_->text.append(line);
  raw_->text += '\n';
}

void CodeObjectWriter::close_metadata() {
  RawBlock b = std::move(*raw_);
  raw_.reset();
  MetadataError err;
  auto doc = yaml_to_msgpack(b.text, err);
  if (!doc && err.line < 0) {
    host_.error(static_cast<int>(host_.location().text.size()) + 1, err.message,
                "the document needs amdhsa.version (two integers) and amdhsa.kernels, each kernel its .name, .symbol and sizes");
    return;
  }
  if (!doc) {
    Location at = b.loc;
    at.line = b.loc.line + 1 + err.line;
    at.text = static_cast<size_t>(err.line) < b.lines.size() ? b.lines[static_cast<size_t>(err.line)] : std::string_view();
    host_.error_at(at, err.col + 1, fmt::format("invalid HSA metadata: {}", err.message), "the block between the directives is a YAML document");
    return;
  }
  std::vector<uint8_t> note = elf_note(co_.note_name, co_.note_type, *doc);
  SectionSpec spec;
  spec.elf_type = kShtNote;
  spec.align = 4;
  int back = host_.current_section();
  host_.switch_to(host_.section(co_.note_section, spec));
  host_.emit(note.data(), note.size());
  host_.switch_to(back);
}

void CodeObjectWriter::finish() {
  if (kernel_) {
    host_.error_at(kernel_->loc, 1, co_.descriptor.message("unterminated", kernel_->name), fmt::format("close it with {}", kernel_->directive->end));
    kernel_.reset();
  }
  if (raw_) {
    host_.error_at(raw_->loc, 1, fmt::format("{} has no {}", raw_->directive->name, raw_->directive->end),
                   fmt::format("close the block with {}", raw_->directive->end));
    raw_.reset();
  }
  obj::ElfIdentity id;
  id.machine = co_.machine;
  id.osabi = co_.osabi;
  id.abi_version = co_.abi_versions.at(version_);
  id.flags = processor_->mach;
  if (processor_->generic_version && version_ >= 6) id.flags |= processor_->generic_version << 24;
  host_.object().elf = id;
}

}  // namespace simtloom::assembler
