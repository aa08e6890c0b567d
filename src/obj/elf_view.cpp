#include "obj/elf_view.h"

#include <gelf.h>
#include <libelf.h>

#include <cstring>
#include <fmt/format.h>

namespace simtloom::obj {
namespace {

constexpr const char* kCorruptHint = "the file is truncated or corrupt; rebuild it, or check that it is the file you meant";

// Ends the libelf descriptor on every path out of parse_elf.
class ElfHandle {
 public:
  explicit ElfHandle(Elf* e) : elf_(e) {}
  ElfHandle(const ElfHandle&) = delete;
  ElfHandle& operator=(const ElfHandle&) = delete;
  ~ElfHandle() {
    if (elf_) elf_end(elf_);
  }
  Elf* get() const { return elf_; }

 private:
  Elf* elf_;
};

std::string libelf_message() {
  const char* m = elf_errmsg(-1);
  return m ? m : "unknown libelf error";
}

// Whether [offset, offset+size) lies inside an image of `image_size` bytes, without overflow.
bool inside(uint64_t offset, uint64_t size, size_t image_size) {
  return offset <= image_size && size <= image_size - offset;
}

class Parser {
 public:
  Parser(const std::vector<uint8_t>& image, const std::string& name, DiagList& diags)
      : image_(image), name_(name), diags_(diags) {}

  std::optional<ElfView> run() {
    if (!libelf_ready(name_, diags_)) return std::nullopt;
    if (image_.size() < SELFMAG || std::memcmp(image_.data(), ELFMAG, SELFMAG) != 0) {
      fail(fmt::format("'{}' is not an ELF file (it does not start with the ELF magic \\x7fELF)", name_),
           "pass an ELF object, or choose the raw or hex container");
      return std::nullopt;
    }
    if (!identity_supported()) return std::nullopt;
    // libelf may convert data in place, so it gets a private copy of the image.
    copy_.assign(image_.begin(), image_.end());
    ElfHandle elf(elf_memory(reinterpret_cast<char*>(copy_.data()), copy_.size()));
    if (!elf.get() || elf_kind(elf.get()) != ELF_K_ELF) {
      fail(fmt::format("'{}' is not a valid ELF file: {}", name_, libelf_message()));
      return std::nullopt;
    }
    elf_ = elf.get();
    if (!read_header() || !read_section_headers() || !read_section_names() || !read_symbols()) return std::nullopt;
    return std::move(view_);
  }

 private:
  // Always false, so a check can `return fail(...)`.
  bool fail(std::string message, std::string hint = kCorruptHint) {
    diags_.error({name_, 0, 0}, std::move(message), {}, std::move(hint));
    return false;
  }

  // The identification bytes libelf would otherwise turn into "no error" or a garbled header:
  // every object simtloom reads (its own, cubins, AMDGPU code objects) is 64-bit little-endian.
  bool identity_supported() {
    if (image_.size() < sizeof(Elf64_Ehdr))
      return fail(fmt::format("'{}' ends inside its ELF header ({} of {} bytes)", name_, image_.size(), sizeof(Elf64_Ehdr)));
    unsigned cls = image_[EI_CLASS], data = image_[EI_DATA], version = image_[EI_VERSION];
    if (cls == ELFCLASS32)
      return fail(fmt::format("'{}' is a 32-bit ELF file (ELFCLASS32)", name_), "simtloom reads 64-bit objects (ELFCLASS64)");
    if (cls != ELFCLASS64) return fail(fmt::format("'{}' has an invalid ELF class {} (EI_CLASS)", name_, cls));
    if (data == ELFDATA2MSB)
      return fail(fmt::format("'{}' is a big-endian ELF file (ELFDATA2MSB)", name_), "simtloom reads little-endian objects (ELFDATA2LSB)");
    if (data != ELFDATA2LSB) return fail(fmt::format("'{}' has an invalid ELF data encoding {} (EI_DATA)", name_, data));
    if (version != EV_CURRENT)
      return fail(fmt::format("'{}' has ELF version {} in its identification (EI_VERSION); the only version is 1", name_, version));
    return true;
  }

  bool read_header() {
    GElf_Ehdr eh;
    if (!gelf_getehdr(elf_, &eh)) return fail(fmt::format("cannot read the ELF header of '{}': {}", name_, libelf_message()));
    view_.elf_class = static_cast<unsigned>(gelf_getclass(elf_));
    view_.osabi = eh.e_ident[EI_OSABI];
    view_.abi_version = eh.e_ident[EI_ABIVERSION];
    view_.type = eh.e_type;
    view_.machine = eh.e_machine;
    view_.flags = eh.e_flags;
    return tables_inside(eh);
  }

  // libelf reads a section-header table cut short by the end of the file as fewer sections (or
  // none) without an error: check the tables the header names against the file's size first.
  bool tables_inside(const GElf_Ehdr& eh) {
    auto check = [&](const char* what, uint64_t off, uint64_t count, uint64_t entsize) {
      if (off == 0 || count == 0) return true;
      if (count <= image_.size() && entsize <= image_.size() && inside(off, count * entsize, image_.size())) return true;
      return fail(fmt::format("the {} table of '{}' ends past the end of the file ({} entries of {} bytes at offset {}, file size {})",
                              what, name_, count, entsize, off, image_.size()));
    };
    // e_shnum 0 with a table: the count is in section 0's sh_size (more than 65279 sections);
    // section 0 itself must then be in the file.
    uint64_t sections = eh.e_shnum == 0 && eh.e_shoff != 0 ? 1 : eh.e_shnum;
    return check("section-header", eh.e_shoff, sections, eh.e_shentsize) && check("program-header", eh.e_phoff, eh.e_phnum, eh.e_phentsize);
  }

  bool read_section_headers() {
    size_t count = 0;
    if (elf_getshdrnum(elf_, &count) != 0)
      return fail(fmt::format("cannot read the section headers of '{}': {}", name_, libelf_message()));
    for (size_t i = 0; i < count; ++i) {
      Elf_Scn* scn = elf_getscn(elf_, i);
      GElf_Shdr sh;
      if (!scn || !gelf_getshdr(scn, &sh))
        return fail(fmt::format("cannot read section header {} of '{}': {}", i, name_, libelf_message()));
      ElfSectionHeader s;
      s.index = i;
      s.type = sh.sh_type;
      s.flags = sh.sh_flags;
      s.addr = sh.sh_addr;
      s.offset = sh.sh_offset;
      s.size = sh.sh_size;
      s.addralign = sh.sh_addralign;
      s.entsize = sh.sh_entsize;
      s.link = sh.sh_link;
      s.info = sh.sh_info;
      if (s.type != SHT_NOBITS && s.type != SHT_NULL && !inside(s.offset, s.size, image_.size()))
        return fail(fmt::format("section {} of '{}' lies outside the file (offset {}, size {}, file size {})", i, name_,
                                 s.offset, s.size, image_.size()));
      view_.sections.push_back(std::move(s));
    }
    return true;
  }

  bool read_section_names() {
    if (view_.sections.empty()) return true;
    size_t names_index = 0;
    if (elf_getshdrstrndx(elf_, &names_index) != 0 || names_index >= view_.sections.size() ||
        view_.sections[names_index].type != SHT_STRTAB)
      return fail(fmt::format("'{}' has no valid section name table (e_shstrndx)", name_));
    for (ElfSectionHeader& s : view_.sections) {
      GElf_Shdr sh;
      Elf_Scn* scn = elf_getscn(elf_, s.index);
      const char* n = scn && gelf_getshdr(scn, &sh) ? elf_strptr(elf_, names_index, sh.sh_name) : nullptr;
      if (!n) return fail(fmt::format("section {} of '{}' has an invalid name offset: {}", s.index, name_, libelf_message()));
      s.name = n;
    }
    return true;
  }

  const ElfSectionHeader* find_first(uint32_t type) const {
    for (const ElfSectionHeader& s : view_.sections)
      if (s.type == type) return &s;
    return nullptr;
  }

  // The extended section indices (SHT_SYMTAB_SHNDX) that go with the symbol table, if any.
  Elf_Data* extended_indices_for(size_t symtab_index) {
    for (const ElfSectionHeader& s : view_.sections)
      if (s.type == SHT_SYMTAB_SHNDX && s.link == symtab_index) return elf_getdata(elf_getscn(elf_, s.index), nullptr);
    return nullptr;
  }

  bool read_symbols() {
    // A stripped shared object (e.g. an AMDGPU .hsaco) keeps only the dynamic symbols.
    const ElfSectionHeader* symtab = find_first(SHT_SYMTAB);
    if (!symtab) symtab = find_first(SHT_DYNSYM);
    if (!symtab) return true;
    if (symtab->link == 0 || symtab->link >= view_.sections.size() || view_.sections[symtab->link].type != SHT_STRTAB)
      return fail(fmt::format("the symbol table of '{}' links to section {}, which is not a string table", name_, symtab->link));
    Elf_Data* data = elf_getdata(elf_getscn(elf_, symtab->index), nullptr);
    size_t entry_size = gelf_fsize(elf_, ELF_T_SYM, 1, EV_CURRENT);
    if (!data || entry_size == 0) return fail(fmt::format("cannot read the symbol table of '{}': {}", name_, libelf_message()));
    Elf_Data* extended = extended_indices_for(symtab->index);
    size_t count = data->d_size / entry_size;
    for (size_t i = 1; i < count; ++i) {
      GElf_Sym sym;
      if (!gelf_getsym(data, static_cast<int>(i), &sym))
        return fail(fmt::format("cannot read symbol {} of '{}': {}", i, name_, libelf_message()));
      const char* n = elf_strptr(elf_, symtab->link, sym.st_name);
      if (!n) return fail(fmt::format("symbol {} of '{}' has an invalid name offset: {}", i, name_, libelf_message()));
      ElfSymbolEntry e;
      e.name = n;
      e.type = GELF_ST_TYPE(sym.st_info);
      e.bind = GELF_ST_BIND(sym.st_info);
      e.visibility = GELF_ST_VISIBILITY(sym.st_other);
      e.section = sym.st_shndx;
      e.value = sym.st_value;
      e.size = sym.st_size;
      if (e.section == SHN_XINDEX) {
        if (!extended || extended->d_size / sizeof(Elf32_Word) <= i)
          return fail(fmt::format("symbol '{}' of '{}' needs an extended section index that is missing", e.name, name_));
        e.section = static_cast<const Elf32_Word*>(extended->d_buf)[i];
      }
      view_.symbols.push_back(std::move(e));
    }
    return true;
  }

  const std::vector<uint8_t>& image_;
  const std::string& name_;
  DiagList& diags_;
  std::vector<uint8_t> copy_;
  Elf* elf_ = nullptr;
  ElfView view_;
};

}  // namespace

std::vector<uint8_t> ElfView::content(const std::vector<uint8_t>& image, const ElfSectionHeader& s) const {
  if (s.type == SHT_NOBITS || s.type == SHT_NULL || !inside(s.offset, s.size, image.size())) return {};
  auto begin = image.begin() + static_cast<std::ptrdiff_t>(s.offset);
  return {begin, begin + static_cast<std::ptrdiff_t>(s.size)};
}

bool libelf_ready(const std::string& name, DiagList& diags) {
  static const bool ready = elf_version(EV_CURRENT) != EV_NONE;
  if (!ready)
    diags.error({name, 0, 0}, "the libelf library in use does not support the current ELF version", {},
                "install a current elfutils libelf");
  return ready;
}

std::optional<ElfView> parse_elf(const std::vector<uint8_t>& image, const std::string& name, DiagList& diags) {
  return Parser(image, name, diags).run();
}

}  // namespace simtloom::obj
