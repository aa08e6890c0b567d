// Reads ELF files into an Object: simtloom's own relocatable objects (EM_NONE with a
// .simtloom.target section; see elf_write.cpp), NVIDIA cubins (EM_CUDA) and AMDGPU code objects
// (EM_AMDGPU).
//
// Own objects come back exactly as written, with one normalisation: symbols are ordered locals
// first, then globals, each group in its original order (ELF requires that order in .symtab).
//
// Foreign objects keep every section that has bytes in the file (not the symbol and string
// tables), with their names, flags and alignment, and every named FUNC, OBJECT or NOTYPE symbol
// of .symtab (.dynsym when the file is stripped) defined in one of those sections or absolute. Symbols that are undefined or live in a section
// without file bytes (SHT_NOBITS, e.g. a cubin's .nv.shared.*) have no place in Object and are
// left out. In a cubin each kernel's code is the section `.text.<kernel>` plus a FUNC symbol
// `<kernel>`; those pairs also become Object::kernels (no attrs).
#include <gelf.h>

#include <fmt/format.h>

#include "obj/elf_view.h"
#include "obj/file_io.h"
#include "obj/object.h"
#include "obj/simtloom_sections.h"

namespace simtloom::obj {
namespace {

namespace custom = simtloom_sections;

constexpr const char* kCorruptHint = "the file is truncated or corrupt; rebuild it, or check that it is the file you meant";

// The SM version a cubin was built for. The e_flags layout depends on the cubin ELF ABI:
// ABI version 8 (EI_OSABI 0x41, CUDA 12.8 and later; ptxas 13.0 writes 0x06005a04 for sm_90a)
// keeps it in bits 8..15, earlier ones (EI_OSABI 0x33, ABI version 7) in bits 0..7.
unsigned cuda_sm_version(const ElfView& view) { return cubin_sm_version({view.machine, view.osabi, view.abi_version, view.flags}); }

bool is_symbol_or_string_table(const ElfSectionHeader& s) {
  return s.type == SHT_SYMTAB || s.type == SHT_STRTAB || s.type == SHT_SYMTAB_SHNDX || s.type == SHT_DYNSYM;
}

Section to_section(const ElfSectionHeader& h, std::vector<uint8_t> bytes) {
  Section s;
  s.elf_type = h.type;
  s.elf_flags = h.flags & ~uint64_t{SHF_EXECINSTR | SHF_WRITE | SHF_ALLOC};
  s.entsize = h.entsize;
  s.name = h.name;
  s.exec = (h.flags & SHF_EXECINSTR) != 0;
  s.write = (h.flags & SHF_WRITE) != 0;
  s.alloc = (h.flags & SHF_ALLOC) != 0;
  s.align = static_cast<uint32_t>(std::min<uint64_t>(h.addralign, UINT32_MAX));
  s.addr = h.addr;
  s.bytes = std::move(bytes);
  return s;
}

std::optional<Symbol::Type> symbol_type(unsigned elf_type) {
  switch (elf_type) {
    case STT_FUNC: return Symbol::Func;
    case STT_OBJECT: return Symbol::Object;
    case STT_NOTYPE: return Symbol::NoType;
    default: return std::nullopt;  // sections, files, TLS: not program symbols
  }
}

class ElfObjectReader {
 public:
  ElfObjectReader(const std::vector<uint8_t>& image, const ElfView& view, const std::string& name, DiagList& diags,
                  ReadOptions opt)
      : image_(image), view_(view), opt_(opt), name_(name), diags_(diags), object_index_(view.sections.size(), -1) {}

  std::optional<Object> read() {
    switch (view_.machine) {
      case EM_NONE: return read_own();
      case EM_CUDA: {
        unsigned sm = cuda_sm_version(view_);
        return read_foreign(sm == 90 ? "sm90" : "cuda");
      }
      case EM_AMDGPU: return read_foreign("amdgcn");
      default:
        fail(fmt::format("'{}' is an ELF file for machine {}, which simtloom does not read", name_, view_.machine),
             "simtloom reads its own objects, NVIDIA cubins (EM_CUDA) and AMDGPU code objects (EM_AMDGPU)");
        return std::nullopt;
    }
  }

 private:
  void fail(std::string message, std::string hint = kCorruptHint) { diags_.error({name_, 0, 0}, std::move(message), {}, std::move(hint)); }

  void keep_section(const ElfSectionHeader& h) {
    object_index_[h.index] = static_cast<int>(object_.sections.size());
    object_.sections.push_back(to_section(h, view_.content(image_, h)));
  }

  // The Object index of the section a symbol lives in: -1 for absolute; nullopt for none.
  std::optional<int> symbol_section(const ElfSymbolEntry& e) const {
    if (e.section == SHN_ABS) return -1;
    if (e.section == SHN_UNDEF || e.section >= view_.sections.size() || object_index_[e.section] < 0) return std::nullopt;
    return object_index_[e.section];
  }

  std::optional<Object> read_foreign(std::string target) {
    object_.target = std::move(target);
    object_.elf = ElfIdentity{view_.machine, view_.osabi, view_.abi_version, view_.flags};
    for (const ElfSectionHeader& h : view_.sections)
      if (h.index != 0 && h.type != SHT_NOBITS && h.type != SHT_NULL && h.size > 0 && !is_symbol_or_string_table(h)) keep_section(h);
    for (const ElfSymbolEntry& e : view_.symbols) {
      auto type = symbol_type(e.type);
      auto section = symbol_section(e);
      if (e.name.empty() || !type || !section) continue;
      object_.symbols.push_back(
          {*type, e.name, *section, e.value, e.size, e.bind != STB_LOCAL, e.bind == STB_WEAK, static_cast<uint8_t>(e.visibility)});
    }
    if (view_.machine == EM_CUDA) add_cubin_kernels();
    return std::move(object_);
  }

  void add_cubin_kernels() {
    for (const Symbol& sym : object_.symbols)
      if (sym.type == Symbol::Func && sym.section >= 0 &&
          object_.sections[static_cast<size_t>(sym.section)].name == ".text." + sym.name)
        object_.kernels.push_back({sym.name, sym.section, sym.value, sym.size, {}});
  }

  std::optional<Object> read_own() {
    const ElfSectionHeader* metadata[4] = {};
    const char* metadata_names[4] = {custom::kTarget, custom::kFiles, custom::kLines, custom::kKernels};
    for (const ElfSectionHeader& h : view_.sections) {
      if (h.index == 0 || is_symbol_or_string_table(h)) continue;
      if (h.name.starts_with(custom::kPrefix)) {
        for (size_t i = 0; i < 4; ++i)
          if (h.name == metadata_names[i] && !metadata[i]) metadata[i] = &h;
        continue;
      }
      // Our writer emits every Object section as PROGBITS, empty ones included.
      if (h.type == SHT_PROGBITS || (h.type != SHT_NOBITS && h.size > 0)) keep_section(h);
    }
    if (!metadata[0]) {
      fail(fmt::format("'{}' is an ELF file with no machine type (EM_NONE) and no {} section, so it is not a simtloom object",
                       name_, custom::kTarget),
           "reassemble it with simtloom, or pass a cubin or AMDGPU code object");
      return std::nullopt;
    }
    if (!read_metadata(metadata[0], metadata[1], metadata[2], metadata[3]) || !read_own_symbols() || !check_references())
      return std::nullopt;
    return std::move(object_);
  }

  template <typename T, typename Decoder>
  bool decode(const ElfSectionHeader* h, Decoder decoder, T& out) {
    if (!h) return true;  // an absent optional section means "none"
    std::string problem;
    auto value = decoder(view_.content(image_, *h), problem);
    if (!value) {
      fail(fmt::format("section {} of '{}' is malformed: {}", h->name, name_, problem));
      return false;
    }
    out = std::move(*value);
    return true;
  }

  bool read_metadata(const ElfSectionHeader* target, const ElfSectionHeader* files, const ElfSectionHeader* lines,
                     const ElfSectionHeader* kernels) {
    return decode(target, custom::decode_target, object_.target) && decode(files, custom::decode_files, object_.files) &&
           (!opt_.line_table || decode(lines, custom::decode_lines, object_.lines)) &&
           decode(kernels, custom::decode_kernels, object_.kernels);
  }

  bool read_own_symbols() {
    for (const ElfSymbolEntry& e : view_.symbols) {
      auto type = symbol_type(e.type);
      if (!type) continue;
      auto section = symbol_section(e);
      if (!section) {
        fail(fmt::format("symbol '{}' of '{}' refers to ELF section {}, which is not one of the object's sections", e.name,
                         name_, e.section));
        return false;
      }
      object_.symbols.push_back({*type, e.name, *section, e.value, e.size, e.bind != STB_LOCAL});
    }
    return true;
  }

  // Line and kernel records index sections and files; a dangling index would crash consumers.
  bool check_references() {
    const size_t sections = object_.sections.size();
    auto valid_section = [&](int s) { return s >= 0 && static_cast<size_t>(s) < sections; };
    for (const LineEntry& e : object_.lines)
      if (!valid_section(e.section) || e.file >= object_.files.size()) {
        fail(fmt::format("a line entry of '{}' refers to section {} / file {}, but the object has {} sections and {} files",
                         name_, e.section, e.file, sections, object_.files.size()));
        return false;
      }
    for (const Kernel& k : object_.kernels)
      if (!valid_section(k.section)) {
        fail(fmt::format("kernel '{}' of '{}' refers to section {}, but the object has {} sections", k.name, name_, k.section,
                         sections));
        return false;
      }
    return true;
  }

  const std::vector<uint8_t>& image_;
  const ElfView& view_;
  ReadOptions opt_;
  const std::string& name_;
  DiagList& diags_;
  std::vector<int> object_index_;  // ELF section index -> Object section index, -1 if not kept
  Object object_;
};

}  // namespace

unsigned cubin_sm_version(const ElfIdentity& id) { return id.abi_version >= 8 ? (id.flags >> 8) & 0xff : id.flags & 0xff; }

std::optional<Object> read_elf_image(const std::vector<uint8_t>& bytes, const std::string& name, DiagList& diags,
                                     ReadOptions opt) {
  std::optional<ElfView> view = parse_elf(bytes, name, diags);
  if (!view) return std::nullopt;
  return ElfObjectReader(bytes, *view, name, diags, opt).read();
}

std::optional<Object> read_elf(const std::string& path, DiagList& diags, ReadOptions opt) {
  auto bytes = read_file_bytes(path, diags);
  if (!bytes) return std::nullopt;
  return read_elf_image(*bytes, path, diags, opt);
}

}  // namespace simtloom::obj
