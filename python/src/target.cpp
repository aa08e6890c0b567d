// simtloom.targets(), simtloom.Target: assemble, disassemble, decode, encode. Each call is the
// library's own code path (the command's asm and dis use the same functions); the GIL is
// released while the library works on a copy of the input.
#include "target.h"

#include <map>
#include <mutex>

#include <fmt/format.h>
#include <pybind11/stl.h>

#include "asm/assembler.h"
#include "builtin/builtin.h"
#include "desc/loader.h"
#include "dis/disassembler.h"
#include "obj/object.h"
#include "bindings.h"

namespace simtloom::py {
namespace {


pb::bytes as_bytes(const std::vector<uint8_t>& v) { return pb::bytes(reinterpret_cast<const char*>(v.data()), v.size()); }

struct Operand {
  std::string name, kind, text;
  int64_t value = 0;
};

// A decoded instruction: what the decoder found, its texts made when they are asked for (a loop
// over a million instructions that reads only .length or .mnemonic prints none of them).
struct Instruction {
  std::shared_ptr<const TargetHandle> target;  // keeps a description from a directory alive
  const desc::Variant* variant = nullptr;
  codec::MCInst mi;
  Bits128 bits;
  uint64_t pc = 0;
  unsigned length = 0;
  uint8_t raw[32] = {};

  std::string text() const { return target->printer.text(mi, pc); }
  std::vector<Operand> operands() const;
  pb::dict fields() const {
    pb::dict d;
    for (const auto& f : variant->format->fields) d[pb::str(f.name)] = f.extract(bits);
    return d;
  }
};

pb::bytes assemble(const TargetHandle& h, const std::string& text, const std::string& filename, const std::string& format) {
  if (format != "elf" && format != "bin")
    raise_message(pb::reinterpret_borrow<pb::object>(PyExc_ValueError), fmt::format("unknown format '{}': use 'elf' or 'bin'", format));
  obj::Object o = assemble_object(h, text, filename, nullptr);
  DiagList d;
  if (format == "bin") {
    const obj::Section* s = obj::text_section(o, filename, d);
    if (!s) raise_with(errors().assembly, d, "no .text");
    return as_bytes(s->bytes);
  }
  auto image = obj::elf_image(o, d);
  if (!image) raise_with(errors().assembly, d, "the object cannot be written as ELF");
  return as_bytes(*image);
}


std::string disassemble(const TargetHandle& h, const pb::handle& data, bool comments) {
  obj::Object o = object_of(bytes_of(data, "data"), false);
  std::string out;
  pb::gil_scoped_release nogil;
  dis::DisOptions opt;
  opt.show_words = comments;
  dis::disassemble(o, h.decoder, opt, out);
  return out;
}

std::vector<Operand> Instruction::operands() const {
  std::vector<Operand> out;
  const desc::Form& di = *variant->form;
  for (size_t i = 0; i < di.operands.size() && i < codec::kMaxOperands; ++i) {
    Operand op{di.operands[i].name, desc::operand_kind_name(di.operands[i].type->kind), {}, mi.ops[i]};
    target->printer.print_operand(*di.operands[i].type, mi.ops[i], pc, op.text, {});
    out.push_back(std::move(op));
  }
  return out;
}

Instruction instruction_at(const std::shared_ptr<TargetHandle>& t, const uint8_t* p, size_t avail, uint64_t pc) {
  const TargetHandle& h = *t;
  auto r = h.decoder.decode(p, avail);
  if (r.status == codec::DecodeStatus::Truncated)
    raise_message(errors().decode, fmt::format("truncated: the instruction at offset {:#x} needs more than the {} bytes left", pc, avail));
  if (r.status != codec::DecodeStatus::Ok) {
    std::string hex;
    for (size_t i = 0; i < std::min<size_t>(avail, h.target->max_bytes); ++i) hex += fmt::format("{:02x}", p[i]);
    raise_message(errors().decode, fmt::format("no {} instruction encodes the bytes at offset {:#x} ({})", h.target->id, pc, hex));
  }
  Instruction in;
  in.target = t;
  in.variant = r.variant;
  h.operands.decode(*r.variant, r.bits, in.mi);
  in.bits = r.bits;
  in.pc = pc;
  in.length = std::min<unsigned>(r.bytes, sizeof in.raw);
  std::copy(p, p + in.length, in.raw);
  return in;
}

// The bytes of a bytes-like object in place, for a call that keeps the GIL: decoding one
// instruction of a large buffer must not copy the buffer (a loop over a million offsets would
// copy it a million times).
class ByteView {
 public:
  ByteView(const pb::handle& h, const char* what) {
    if (PyObject_GetBuffer(h.ptr(), &view_, PyBUF_SIMPLE) != 0) {
      PyErr_Clear();
      raise_message(pb::reinterpret_borrow<pb::object>(PyExc_TypeError),
                    fmt::format("{} must be bytes-like (bytes, bytearray, memoryview), not {}", what,
                                pb::str(pb::type::handle_of(h).attr("__name__")).cast<std::string>()));
    }
  }
  ~ByteView() { PyBuffer_Release(&view_); }
  ByteView(const ByteView&) = delete;
  ByteView& operator=(const ByteView&) = delete;
  const uint8_t* data() const { return static_cast<const uint8_t*>(view_.buf); }
  size_t size() const { return static_cast<size_t>(view_.len); }

 private:
  Py_buffer view_;
};

Instruction decode(const std::shared_ptr<TargetHandle>& h, const pb::handle& data, int64_t offset) {
  ByteView b(data, "data");
  if (offset < 0 || static_cast<uint64_t>(offset) >= b.size())
    throw pb::index_error(fmt::format("offset {} is outside the {} bytes given", offset, b.size()));
  return instruction_at(h, b.data() + offset, b.size() - static_cast<size_t>(offset), static_cast<uint64_t>(offset));
}

// Every instruction of `data` from its start, in one call (the bench's "one call").
pb::list decode_all(const std::shared_ptr<TargetHandle>& h, const pb::handle& data) {
  ByteView b(data, "data");
  pb::list out;
  for (size_t off = 0; off < b.size();) {
    Instruction in = instruction_at(h, b.data() + off, b.size() - off, off);
    off += in.length;
    out.append(pb::cast(std::move(in)));
  }
  return out;
}

pb::bytes encode(const TargetHandle& h, const std::string& text) {
  size_t count = 0;
  obj::Object o = assemble_object(h, text, "<string>", &count);
  if (count != 1)
    raise_message(pb::reinterpret_borrow<pb::object>(PyExc_ValueError),
                  fmt::format("encode takes one instruction; the text holds {} (assemble() takes a whole source)", count));
  DiagList d;
  const obj::Section* s = obj::text_section(o, "<string>", d);
  if (!s) raise_with(errors().assembly, d, "no .text");
  return as_bytes(s->bytes);
}

std::shared_ptr<TargetHandle> from_dir(const std::string& dir) {
  DiagList d;
  auto t = desc::load_target_dir(dir, d);
  if (!t) raise_with(errors().description, d, fmt::format("the description in '{}' does not load", dir));
  return std::make_shared<TargetHandle>(std::move(t));
}

}  // namespace

// Copied: the library then works without the GIL and without the object.
std::vector<uint8_t> bytes_of(const pb::handle& h, const char* what) {
  ByteView b(h, what);
  return std::vector<uint8_t>(b.data(), b.data() + b.size());
}

obj::Object assemble_object(const TargetHandle& h, const std::string& text, const std::string& filename, size_t* instructions) {
  DiagList d;
  std::optional<obj::Object> o;
  {
    pb::gil_scoped_release nogil;
    assembler::AsmOptions opt;
    opt.keep_records = instructions != nullptr;
    assembler::Assembler as(*h.target, d, opt);
    as.add_source(filename, text);
    if (as.finish()) {
      o = std::move(as.object());
      if (instructions) *instructions = as.instructions().size();
    }
  }
  if (!o) raise_with(errors().assembly, d, "the source does not assemble");
  return std::move(*o);
}

obj::Object object_of(std::vector<uint8_t> data, bool line_table) {
  static constexpr uint8_t kElf[4] = {0x7f, 'E', 'L', 'F'};
  if (data.size() < 4 || !std::equal(kElf, kElf + 4, data.begin())) return obj::object_with_text(std::move(data));
  DiagList d;
  obj::ReadOptions opt;
  opt.line_table = line_table;
  auto o = obj::read_elf_image(data, "<bytes>", d, opt);
  if (!o) raise_with(errors().decode, d, "the ELF image cannot be read");
  return std::move(*o);
}

std::shared_ptr<TargetHandle> builtin_target(const std::string& name) {
  static std::mutex mu;
  static auto* cache = new std::map<std::string, std::shared_ptr<TargetHandle>>;  // for the process's life
  std::lock_guard<std::mutex> lock(mu);
  if (auto it = cache->find(name); it != cache->end()) return it->second;
  DiagList d;
  auto t = desc::load_builtin_spec(name, d);  // "gfx11+wave64": a mode of the target, as `--mode wave64`
  if (!t) raise_with(errors().description, d, fmt::format("no built-in target '{}'", name));
  auto h = std::make_shared<TargetHandle>(std::move(t));
  (*cache)[name] = h;
  return h;
}

void bind_target(pb::module_& m) {
  m.def("targets", &desc::builtin_target_ids, "The ids of the built-in targets (as `simtloom targets` lists them).");

  pb::class_<Operand>(m, "Operand", "One operand of a decoded instruction: its name in the syntax, its kind and logical value, and its text.")
      .def_readonly("name", &Operand::name)
      .def_readonly("kind", &Operand::kind, "reg, uimm, simm, pcrel, enum, keyed, fieldset, pattern or src")
      .def_readonly("value", &Operand::value, "the logical value: a register index, an immediate, an enum value, a pc-relative byte offset")
      .def_readonly("text", &Operand::text, "as the disassembler prints it ('' for a keyed operand at its default)")
      .def("__repr__", [](const Operand& o) { return fmt::format("Operand({}, {}, {}, '{}')", o.name, o.kind, o.value, o.text); });

  pb::class_<Instruction>(m, "Instruction", "A decoded instruction.")
      .def_property_readonly("mnemonic", [](const Instruction& in) { return in.variant->form->mnemonic; })
      .def_property_readonly("text", &Instruction::text, "the disassembler's text (pc-relative targets from the offset as address)")
      .def_readonly("length", &Instruction::length, "bytes")
      .def_property_readonly("variant", [](const Instruction& in) { return in.variant->name; }, "the encoding's name in the description (the manual's)")
      .def_property_readonly("operands", &Instruction::operands)
      .def_property_readonly("fields", &Instruction::fields, "each field of the encoding's format by name, its raw value")
      .def_property_readonly("bytes", [](const Instruction& in) { return pb::bytes(reinterpret_cast<const char*>(in.raw), in.length); })
      .def("__repr__", [](const Instruction& in) { return fmt::format("Instruction('{}', {}, length={})", in.text(), in.variant->name, in.length); });

  pb::class_<TargetHandle, std::shared_ptr<TargetHandle>>(m, "Target", "An instruction set: a built-in target by id, or a description directory (from_dir).")
      .def(pb::init(&builtin_target), pb::arg("name"), "The built-in target `name` (simtloom.targets() lists them), or one of its modes as 'id+mode' ('gfx11+wave64'); DescriptionError if there is none.")
      .def_static("from_dir", &from_dir, pb::arg("path"), "The description in directory `path` (target.yaml and its groups); DescriptionError with every problem found.")
      .def_property_readonly("name", [](const TargetHandle& h) { return h.target->id; })
      .def_property_readonly("title", [](const TargetHandle& h) { return h.target->title.en; })
      .def_property_readonly("unit_bytes", [](const TargetHandle& h) { return h.target->unit_bits / 8; }, "the instruction unit")
      .def_property_readonly("max_bytes", [](const TargetHandle& h) { return h.target->max_bytes; }, "the longest instruction")
      .def("assemble", &assemble, pb::arg("text"), pb::kw_only(), pb::arg("filename") = "<string>", pb::arg("format") = "elf",
           "Assembles `text`: an ELF object ('elf') or the bytes of .text ('bin'). AssemblyError with the command's diagnostics.")
      .def("disassemble", &disassemble, pb::arg("data"), pb::kw_only(), pb::arg("comments") = true,
           "The listing of an ELF image or raw code, as `simtloom dis` prints it; undecodable units print as data directives.")
      .def("decode", &decode, pb::arg("data"), pb::arg("offset") = 0, "The instruction at `offset` of `data`; DecodeError when none encodes those bytes.")
      .def("decode_all", &decode_all, pb::arg("data"), "Every instruction of raw code from its start, in order; DecodeError at the first undecodable one.")
      .def("encode", &encode, pb::arg("text"), "The bytes of one instruction written as text; AssemblyError when it does not assemble.")
      .def("__repr__", [](const TargetHandle& h) { return fmt::format("Target('{}')", h.target->id); });
}

}  // namespace simtloom::py
