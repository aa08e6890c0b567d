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
#include <cstring>

#include <gelf.h>

#include <fmt/format.h>

#include "obj/elf_view.h"
#include "obj/file_io.h"
#include "obj/object.h"
#include "obj/simtloom_sections.h"

namespace simtloom::obj {
namespace {

namespace custom = simtloom_sections;

constexpr uint64_t kMaxNobitsBytes = uint64_t{256} << 20;  // the assembler's section limit
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
    for (const ElfSectionHeader& h : view_.sections) {
      if (h.index != 0 && h.type != SHT_NOBITS && h.type != SHT_NULL && h.size > 0 && !is_symbol_or_string_table(h)) keep_section(h);
      // An AMDGPU object's .bss holds variables its code refers to (a loader zeroes it): kept,
      // zeroed, up to what an assembled source may hold.
      if (view_.machine == EM_AMDGPU && h.type == SHT_NOBITS && (h.flags & SHF_ALLOC) && h.size > 0) {
        if (h.size > kMaxNobitsBytes) {
          fail(fmt::format("section {} of '{}' is {} bytes; at most {} MiB are placed", h.name, name_, h.size, kMaxNobitsBytes >> 20),
               "make the zero-initialized data smaller");
          return std::nullopt;
        }
        object_index_[h.index] = static_cast<int>(object_.sections.size());
        object_.sections.push_back(to_section(h, std::vector<uint8_t>(h.size, 0)));
      }
    }
    symbol_index_.assign(view_.symbols.size(), -1);
    for (size_t i = 0; i < view_.symbols.size(); ++i) {
      const ElfSymbolEntry& e = view_.symbols[i];
      auto type = symbol_type(e.type);
      auto section = symbol_section(e);
      if (e.name.empty() || !type || !section) continue;
      symbol_index_[i] = static_cast<int>(object_.symbols.size());
      object_.symbols.push_back(
          {*type, e.name, *section, e.value, e.size, e.bind != STB_LOCAL, e.bind == STB_WEAK, static_cast<uint8_t>(e.visibility)});
    }
    if (view_.machine == EM_CUDA) add_cubin_kernels();
    if (view_.machine == EM_AMDGPU && !read_relocations()) return std::nullopt;
    return std::move(object_);
  }

  // The relocations of a relocatable AMDGPU object (SHT_RELA, as llvm-mc and clang -c write
  // them), for the simulator's loader to resolve as for an assembled source. The symbols they
  // name that Object leaves out (section symbols, undefined ones) are added for them.
  bool read_relocations() {
    constexpr uint64_t kEntry = 24;  // Elf64_Rela
    for (const ElfSectionHeader& h : view_.sections) {
      if (h.type != SHT_RELA) continue;
      const int target = h.info < object_index_.size() ? object_index_[h.info] : -1;
      if (target < 0) continue;  // relocations of a section without bytes: nothing to place them in
      if (view_.elf_class != ELFCLASS64 || h.size % kEntry) {
        fail(fmt::format("relocation section {} of '{}' is not a list of 24-byte Elf64_Rela entries", h.name, name_));
        return false;
      }
      const std::vector<uint8_t> bytes = view_.content(image_, h);
      for (uint64_t at = 0; at + kEntry <= bytes.size(); at += kEntry) {
        uint64_t f[3];
        std::memcpy(f, bytes.data() + at, sizeof f);
        const int sym = relocation_symbol(static_cast<size_t>(f[1] >> 32));
        if (sym < 0) {
          fail(fmt::format("relocation {} of {} in '{}' names symbol {}, which .symtab does not hold", at / kEntry, h.name, name_, f[1] >> 32));
          return false;
        }
        object_.relocations.push_back({target, f[0], static_cast<uint32_t>(f[1]), sym, static_cast<int64_t>(f[2]), 0});
      }
    }
    return true;
  }

  // The Object symbol of ELF symbol `elf` (its .symtab index), added if Object left it out; -1
  // for an index out of range.
  int relocation_symbol(size_t elf) {
    if (elf == 0 || elf > view_.symbols.size()) return -1;
    int& index = symbol_index_[elf - 1];
    if (index >= 0) return index;
    const ElfSymbolEntry& e = view_.symbols[elf - 1];
    Symbol s;
    s.name = e.name;
    s.global = e.bind != STB_LOCAL;
    s.weak = e.bind == STB_WEAK;
    s.value = e.value;
    if (e.type == STT_SECTION) {
      s.type = Symbol::Section;
      const auto section = symbol_section(e);
      s.section = section ? *section : Symbol::kUndefined;
      if (section && *section >= 0) s.name = object_.sections[static_cast<size_t>(*section)].name;
    } else {
      const auto section = symbol_section(e);
      s.section = section ? *section : Symbol::kUndefined;
    }
    index = static_cast<int>(object_.symbols.size());
    object_.symbols.push_back(std::move(s));
    return index;
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
  std::vector<int> symbol_index_;  // view_.symbols index -> Object symbol index, -1 if left out
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
