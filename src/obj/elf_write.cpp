// Writes an Object as an ELF relocatable object (ELFCLASS64, little-endian, ET_REL, EM_NONE).
//
// Section layout, by ELF index:
//   0            the null section
//   1 .. n       Object::sections in order (ELF index = Object index + 1), SHT_PROGBITS with
//                SHF_EXECINSTR / SHF_WRITE / SHF_ALLOC from exec / write / alloc
//   n+1 .. n+4   .simtloom.target, .simtloom.files, .simtloom.lines, .simtloom.kernels
//                (formats in simtloom_sections.h)
//   n+5          .symtab: the null symbol, then local symbols, then global ones (ELF requires
//                locals first; each group keeps the Object's order), sh_info = first global
//   n+6, n+7     .strtab (symbol names) and .shstrtab (section names)
// The writer lays the file out itself (ELF_F_LAYOUT): libelf's automatic layout would rewrite an
// sh_addralign of 0 as 1 and so break the exact round trip. Section contents follow the ELF
// header in ELF order, each at an offset that is a multiple of its alignment (capped at 4096 so
// an absurd alignment cannot blow up the file), and the section header table comes last. The
// bytes are produced through an anonymous in-memory file, so elf_image never touches the file
// system.
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fmt/format.h>

#include "obj/elf_view.h"
#include "obj/object.h"
#include "obj/simtloom_sections.h"

namespace simtloom::obj {
namespace {

namespace custom = simtloom_sections;

constexpr size_t kCustomSectionCount = 4;
constexpr size_t kTrailingSectionCount = 3;  // .symtab, .strtab, .shstrtab

// An ELF string table under construction: offset 0 is the empty string.
class StringTable {
 public:
  uint32_t add(const std::string& s) {
    if (s.empty()) return 0;
    auto offset = static_cast<uint32_t>(bytes_.size());
    bytes_.insert(bytes_.end(), s.begin(), s.end());
    bytes_.push_back(0);
    return offset;
  }
  const std::vector<uint8_t>& bytes() const { return bytes_; }

 private:
  std::vector<uint8_t> bytes_{0};
};

// What one ELF section will hold; `data` must stay alive until elf_update has run.
struct PlannedSection {
  std::string name;
  uint32_t type = SHT_PROGBITS;
  uint64_t flags = 0, addr = 0, addralign = 1, entsize = 0;
  uint32_t link = 0, info = 0;
  uint64_t offset = 0;  // in the file; set by lay_out
  const void* data = nullptr;
  size_t size = 0;
  Elf_Type data_type = ELF_T_BYTE;
};

// An anonymous file for libelf to write into: memfd where the kernel has it, else an unlinked
// temporary file.
class ScratchFile {
 public:
  ScratchFile() {
    fd_ = ::memfd_create("simtloom-elf", MFD_CLOEXEC);
    if (fd_ >= 0) return;
    const char* dir = std::getenv("TMPDIR");
    std::string pattern = fmt::format("{}/simtloom-elf-XXXXXX", dir && *dir ? dir : "/tmp");
    fd_ = ::mkostemp(pattern.data(), O_CLOEXEC);
    if (fd_ >= 0) ::unlink(pattern.c_str());
  }
  ScratchFile(const ScratchFile&) = delete;
  ScratchFile& operator=(const ScratchFile&) = delete;
  ~ScratchFile() {
    if (fd_ >= 0) ::close(fd_);
  }
  int fd() const { return fd_; }

  // Reads back the first `size` bytes.
  std::optional<std::vector<uint8_t>> read_all(size_t size) const {
    std::vector<uint8_t> bytes(size);
    size_t done = 0;
    while (done < size) {
      ssize_t n = ::pread(fd_, bytes.data() + done, size - done, static_cast<off_t>(done));
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) return std::nullopt;
      done += static_cast<size_t>(n);
    }
    return bytes;
  }

 private:
  int fd_ = -1;
};

bool has_nul(const std::string& s) { return s.find('\0') != std::string::npos; }

// Every reference in the Object must resolve, since the ELF stores indices, not names, and the
// reader rejects dangling ones; each problem is reported, not just the first.
bool check_object(const Object& o, const std::string& where, DiagList& diags) {
  size_t errors_before = diags.error_count();
  auto error = [&](std::string msg, std::string hint) { diags.error({where, 0, 0}, std::move(msg), {}, std::move(hint)); };
  const int section_count = static_cast<int>(o.sections.size());
  if (o.sections.size() + kCustomSectionCount + kTrailingSectionCount + 1 >= SHN_LORESERVE)
    error(fmt::format("the object has {} sections; an ELF object without extended numbering holds at most {}", o.sections.size(),
                      SHN_LORESERVE - kCustomSectionCount - kTrailingSectionCount - 2),
          "merge sections");
  if (has_nul(o.target)) error("the target id contains a NUL byte", "use a plain target id such as \"wisa\"");
  for (const Section& s : o.sections) {
    if (s.name.starts_with(custom::kPrefix))
      error(fmt::format("section name '{}' is reserved for simtloom's own metadata", s.name), "rename the section");
    if (has_nul(s.name)) error("a section name contains a NUL byte", "rename the section");
    if (s.align != 0 && (s.align & (s.align - 1)) != 0)
      error(fmt::format("section '{}' has alignment {}, which is not a power of two", s.name, s.align),
            "use a power-of-two alignment such as 4 or 16");
  }
  for (const Symbol& sym : o.symbols) {
    if (sym.section < -1 || sym.section >= section_count)
      error(fmt::format("symbol '{}' refers to section {}, but the object has {} sections", sym.name, sym.section, section_count),
            "use -1 for an absolute symbol, else an index into Object::sections");
    if (has_nul(sym.name)) error("a symbol name contains a NUL byte", "rename the symbol");
  }
  for (const std::string& f : o.files)
    if (has_nul(f)) error(fmt::format("source file name '{}' contains a NUL byte", f.c_str()), "rename the file");
  for (const LineEntry& e : o.lines) {
    if (e.section < 0 || e.section >= section_count)
      error(fmt::format("a line entry refers to section {}, but the object has {} sections", e.section, section_count),
            "line entries must name an existing section");
    if (e.file >= o.files.size())
      error(fmt::format("a line entry refers to file {}, but the object lists {} files", e.file, o.files.size()),
            "add the file to Object::files");
  }
  for (const Kernel& k : o.kernels)
    if (k.section < 0 || k.section >= section_count)
      error(fmt::format("kernel '{}' refers to section {}, but the object has {} sections", k.name, k.section, section_count),
            "kernels must name an existing section");
  return diags.error_count() == errors_before;
}

uint64_t section_flags(const Section& s) {
  return (s.exec ? SHF_EXECINSTR : 0) | (s.write ? SHF_WRITE : 0) | (s.alloc ? SHF_ALLOC : 0);
}

unsigned symbol_type(Symbol::Type t) {
  switch (t) {
    case Symbol::Func: return STT_FUNC;
    case Symbol::Object: return STT_OBJECT;
    case Symbol::NoType: break;
  }
  return STT_NOTYPE;
}

// The symbol table in ELF order: null symbol, locals, globals.
std::vector<Elf64_Sym> build_symbols(const Object& o, StringTable& names, uint32_t& first_global) {
  std::vector<Elf64_Sym> table(1, Elf64_Sym{});
  for (bool global : {false, true}) {
    if (global) first_global = static_cast<uint32_t>(table.size());
    for (const Symbol& sym : o.symbols) {
      if (sym.global != global) continue;
      Elf64_Sym e{};
      e.st_name = names.add(sym.name);
      e.st_info = static_cast<unsigned char>(ELF64_ST_INFO(global ? STB_GLOBAL : STB_LOCAL, symbol_type(sym.type)));
      e.st_other = STV_DEFAULT;
      e.st_shndx = sym.section < 0 ? SHN_ABS : static_cast<Elf64_Section>(sym.section + 1);
      e.st_value = sym.value;
      e.st_size = sym.size;
      table.push_back(e);
    }
  }
  return table;
}

// Everything the ELF will contain, kept alive together until the image is produced.
struct ElfPlan {
  std::vector<uint8_t> target, files, lines, kernels;
  std::vector<Elf64_Sym> symbols;
  StringTable symbol_names, section_names;
  std::vector<PlannedSection> sections;  // ELF sections 1..
  size_t section_names_index = 0;        // ELF index of .shstrtab
};

void plan_sections(const Object& o, ElfPlan& plan) {
  for (const Section& s : o.sections) {
    PlannedSection p;
    p.name = s.name;
    p.flags = section_flags(s);
    p.addr = s.addr;
    p.addralign = s.align;
    p.data = s.bytes.data();
    p.size = s.bytes.size();
    plan.sections.push_back(p);
  }
  plan.target = custom::encode_target(o.target);
  plan.files = custom::encode_files(o.files);
  plan.lines = custom::encode_lines(o.lines);
  plan.kernels = custom::encode_kernels(o.kernels);
  for (auto [name, bytes] : {std::pair{custom::kTarget, &plan.target}, std::pair{custom::kFiles, &plan.files},
                             std::pair{custom::kLines, &plan.lines}, std::pair{custom::kKernels, &plan.kernels}}) {
    PlannedSection p;
    p.name = name;
    p.data = bytes->data();
    p.size = bytes->size();
    plan.sections.push_back(p);
  }
  uint32_t first_global = 0;
  plan.symbols = build_symbols(o, plan.symbol_names, first_global);
  const size_t symtab_index = plan.sections.size() + 1;
  PlannedSection symtab;
  symtab.name = ".symtab";
  symtab.type = SHT_SYMTAB;
  symtab.addralign = 8;
  symtab.entsize = sizeof(Elf64_Sym);
  symtab.link = static_cast<uint32_t>(symtab_index + 1);
  symtab.info = first_global;
  symtab.data = plan.symbols.data();
  symtab.size = plan.symbols.size() * sizeof(Elf64_Sym);
  symtab.data_type = ELF_T_SYM;
  plan.sections.push_back(symtab);
  PlannedSection strtab;
  strtab.name = ".strtab";
  strtab.type = SHT_STRTAB;
  strtab.data = plan.symbol_names.bytes().data();
  strtab.size = plan.symbol_names.bytes().size();
  plan.sections.push_back(strtab);
  // .shstrtab names itself, so every name goes in before its bytes are taken.
  PlannedSection shstrtab;
  shstrtab.name = ".shstrtab";
  shstrtab.type = SHT_STRTAB;
  plan.sections.push_back(shstrtab);
  plan.section_names_index = plan.sections.size();
}

uint64_t round_up(uint64_t value, uint64_t alignment) { return (value + alignment - 1) / alignment * alignment; }

// Places every section's contents and returns the offset of the section header table.
uint64_t lay_out(std::vector<PlannedSection>& sections) {
  constexpr uint64_t kMaxFileAlignment = 4096;
  uint64_t offset = sizeof(Elf64_Ehdr);
  for (PlannedSection& p : sections) {
    offset = round_up(offset, std::clamp<uint64_t>(p.addralign, 1, kMaxFileAlignment));
    p.offset = offset;
    offset += p.size;
  }
  return round_up(offset, alignof(Elf64_Shdr));
}

bool add_section(Elf* elf, const PlannedSection& p, uint32_t name_offset) {
  Elf_Scn* scn = elf_newscn(elf);
  if (!scn) return false;
  if (p.size > 0) {
    Elf_Data* d = elf_newdata(scn);
    if (!d) return false;
    d->d_buf = const_cast<void*>(p.data);  // libelf only reads it when writing
    d->d_size = p.size;
    d->d_type = p.data_type;
    d->d_align = p.data_type == ELF_T_SYM ? 8 : 1;
    d->d_off = 0;
    d->d_version = EV_CURRENT;
  }
  Elf64_Shdr* sh = elf64_getshdr(scn);
  if (!sh) return false;
  sh->sh_name = name_offset;
  sh->sh_type = p.type;
  sh->sh_flags = p.flags;
  sh->sh_addr = p.addr;
  sh->sh_addralign = p.addralign;
  sh->sh_offset = p.offset;
  sh->sh_size = p.size;
  sh->sh_entsize = p.entsize;
  sh->sh_link = p.link;
  sh->sh_info = p.info;
  return true;
}

std::string libelf_message() {
  const char* m = elf_errmsg(-1);
  return m ? m : "unknown libelf error";
}

// Runs libelf over the plan, writing into `fd`; returns the image size.
std::optional<size_t> write_plan(ElfPlan& plan, int fd, std::string& problem) {
  Elf* elf = elf_begin(fd, ELF_C_WRITE, nullptr);
  if (!elf) {
    problem = libelf_message();
    return std::nullopt;
  }
  std::optional<size_t> size;
  Elf64_Ehdr* eh = elf64_newehdr(elf);
  if (eh) {
    eh->e_ident[EI_DATA] = ELFDATA2LSB;
    eh->e_ident[EI_OSABI] = ELFOSABI_NONE;
    eh->e_type = ET_REL;
    eh->e_machine = EM_NONE;
    eh->e_version = EV_CURRENT;
    eh->e_shstrndx = static_cast<Elf64_Half>(plan.section_names_index);
    std::vector<uint32_t> name_offsets;
    for (const PlannedSection& p : plan.sections) name_offsets.push_back(plan.section_names.add(p.name));
    PlannedSection& shstrtab = plan.sections.back();
    shstrtab.data = plan.section_names.bytes().data();
    shstrtab.size = plan.section_names.bytes().size();
    eh->e_ehsize = sizeof(Elf64_Ehdr);
    eh->e_shentsize = sizeof(Elf64_Shdr);
    eh->e_shoff = lay_out(plan.sections);
    elf_flagelf(elf, ELF_C_SET, ELF_F_LAYOUT);
    bool added = true;
    for (size_t i = 0; i < plan.sections.size() && added; ++i) added = add_section(elf, plan.sections[i], name_offsets[i]);
    off_t written = added ? elf_update(elf, ELF_C_WRITE) : -1;
    if (written >= 0) size = static_cast<size_t>(written);
  }
  if (!size) problem = libelf_message();
  elf_end(elf);
  return size;
}

std::optional<std::vector<uint8_t>> build_elf_image(const Object& o, const std::string& where, DiagList& diags) {
  if (!libelf_ready(where, diags) || !check_object(o, where, diags)) return std::nullopt;
  ElfPlan plan;
  plan_sections(o, plan);
  ScratchFile scratch;
  if (scratch.fd() < 0) {
    diags.error({where, 0, 0}, fmt::format("cannot create a scratch file for the ELF writer: {}", std::strerror(errno)), {},
                "set TMPDIR to a writable directory");
    return std::nullopt;
  }
  std::string problem;
  std::optional<size_t> size = write_plan(plan, scratch.fd(), problem);
  std::optional<std::vector<uint8_t>> image = size ? scratch.read_all(*size) : std::nullopt;
  if (!image)
    diags.error({where, 0, 0}, fmt::format("libelf could not produce the ELF image: {}", size ? "reading it back failed" : problem),
                {}, "this is a bug in simtloom or libelf; please report it with the input");
  return image;
}

}  // namespace

std::optional<std::vector<uint8_t>> elf_image(const Object& o, DiagList& diags) { return build_elf_image(o, "", diags); }

bool write_elf(const Object& o, const std::string& path, DiagList& diags) {
  auto image = build_elf_image(o, path, diags);
  return image && write_file_atomic(path, image->data(), image->size(), diags);
}

}  // namespace simtloom::obj
