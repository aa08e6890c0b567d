// Writes an Object as an ELF relocatable object (ELFCLASS64, little-endian, ET_REL, EM_NONE).
// An Object with `elf` set (an AMDGPU code object) is written in its machine's own format
// instead: that ELF header, each section's own type and flags, no .simtloom.* sections, a
// .rela<name> section (SHT_RELA) per section with relocations and .llvm_addrsig when asked for,
// placed after the Object's sections; symbols keep their binding (weak) and visibility.
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
// The writer lays the file out and writes every byte itself, in one pass into one buffer (it
// used to hand the plan to libelf, which wrote into an anonymous scratch file that was then read
// back: two extra copies of the image and the system calls for them). Section contents follow the
// ELF header in ELF order, each at an offset that is a multiple of its alignment (capped at 4096
// so an absurd alignment cannot blow up the file; the gaps are zero bytes), and the section header
// table comes last, 8-aligned. An sh_addralign of 0 is kept as 0. All fields are written
// little-endian whatever the host's byte order.
#include <elf.h>

#include <algorithm>
#include <cstring>
#include <fmt/format.h>

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

// What one ELF section will hold; `data` must stay alive until the image is written.
struct PlannedSection {
  std::string name;
  uint32_t type = SHT_PROGBITS;
  uint64_t flags = 0, addr = 0, addralign = 1, entsize = 0;
  uint32_t link = 0, info = 0;
  uint64_t offset = 0;  // in the file; set by lay_out
  const void* data = nullptr;
  size_t size = 0;
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
    if (sym.section < Symbol::kUndefined || sym.section >= section_count)
      error(fmt::format("symbol '{}' refers to section {}, but the object has {} sections", sym.name, sym.section, section_count),
            "use -1 for an absolute symbol, Symbol::kUndefined for an undefined one, else an index into Object::sections");
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
  for (const Relocation& r : o.relocations) {
    if (r.section < 0 || r.section >= section_count || r.symbol < 0 || static_cast<size_t>(r.symbol) >= o.symbols.size())
      error(fmt::format("a relocation refers to section {} / symbol {}, but the object has {} sections and {} symbols", r.section,
                        r.symbol, section_count, o.symbols.size()),
            "relocations must name an existing section and symbol");
    else if (r.size > o.sections[static_cast<size_t>(r.section)].bytes.size() ||
             r.offset > o.sections[static_cast<size_t>(r.section)].bytes.size() - r.size)
      error(fmt::format("a relocation at offset {} lies outside section '{}'", r.offset, o.sections[static_cast<size_t>(r.section)].name),
            "relocations must lie inside their section");
  }
  for (int i : o.addrsig_symbols)
    if (i < 0 || static_cast<size_t>(i) >= o.symbols.size())
      error(fmt::format("an address-significance entry refers to symbol {}, but the object has {} symbols", i, o.symbols.size()),
            "entries must name existing symbols");
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
    case Symbol::Section: return STT_SECTION;
    case Symbol::NoType: break;
  }
  return STT_NOTYPE;
}

// Appends little-endian fields to a byte buffer.
class LittleEndianBytes {
 public:
  explicit LittleEndianBytes(std::vector<uint8_t>& out) : out_(out) {}
  void u8(uint8_t v) { out_.push_back(v); }
  void u16(uint16_t v) { put(v, 2); }
  void u32(uint32_t v) { put(v, 4); }
  void u64(uint64_t v) { put(v, 8); }

 private:
  void put(uint64_t v, int n) {
    uint8_t b[8];
    for (int i = 0; i < n; ++i) b[i] = static_cast<uint8_t>(v >> (8 * i));
    out_.insert(out_.end(), b, b + n);
  }
  std::vector<uint8_t>& out_;
};

// The symbol table in ELF order, as file bytes: null symbol, locals, globals. `elf_index`
// receives each Object symbol's index in it.
std::vector<uint8_t> build_symbols(const Object& o, StringTable& names, uint32_t& first_global, std::vector<uint32_t>& elf_index) {
  std::vector<uint8_t> table(sizeof(Elf64_Sym), 0);
  LittleEndianBytes w(table);
  elf_index.assign(o.symbols.size(), 0);
  for (bool global : {false, true}) {
    if (global) first_global = static_cast<uint32_t>(table.size() / sizeof(Elf64_Sym));
    for (size_t i = 0; i < o.symbols.size(); ++i) {
      const Symbol& sym = o.symbols[i];
      if (sym.global != global) continue;
      elf_index[i] = static_cast<uint32_t>(table.size() / sizeof(Elf64_Sym));
      unsigned bind = !global ? STB_LOCAL : sym.weak ? STB_WEAK : STB_GLOBAL;
      w.u32(sym.type == Symbol::Section ? 0 : names.add(sym.name));  // st_name (a section symbol's is its section's)
      w.u8(static_cast<uint8_t>(ELF64_ST_INFO(bind, symbol_type(sym.type))));
      w.u8(static_cast<uint8_t>(sym.visibility & 3));  // st_other
      w.u16(sym.section == Symbol::kUndefined ? SHN_UNDEF : sym.section < 0 ? SHN_ABS : static_cast<uint16_t>(sym.section + 1));
      w.u64(sym.value);
      w.u64(sym.size);
    }
  }
  return table;
}

// One SHT_RELA section per section with relocations, in section order.
std::vector<std::pair<int, std::vector<uint8_t>>> build_relocations(const Object& o, const std::vector<uint32_t>& elf_index) {
  std::vector<std::pair<int, std::vector<uint8_t>>> out;
  for (size_t s = 0; s < o.sections.size(); ++s) {
    std::vector<uint8_t> bytes;
    LittleEndianBytes w(bytes);
    for (const Relocation& r : o.relocations) {
      if (r.section != static_cast<int>(s)) continue;
      w.u64(r.offset);
      w.u64(ELF64_R_INFO(uint64_t{elf_index[static_cast<size_t>(r.symbol)]}, r.type));
      w.u64(static_cast<uint64_t>(r.addend));
    }
    if (!bytes.empty()) out.emplace_back(static_cast<int>(s), std::move(bytes));
  }
  return out;
}

// SHT_LLVM_ADDRSIG's contents: the symbols' indices as ULEB128 numbers.
std::vector<uint8_t> build_addrsig(const Object& o, const std::vector<uint32_t>& elf_index) {
  std::vector<uint8_t> out;
  for (int i : o.addrsig_symbols) {
    uint64_t v = elf_index[static_cast<size_t>(i)];
    do {
      uint8_t b = v & 0x7f;
      v >>= 7;
      out.push_back(static_cast<uint8_t>(b | (v ? 0x80 : 0)));
    } while (v);
  }
  return out;
}

// Everything the ELF will contain, kept alive together until the image is produced.
struct ElfPlan {
  std::vector<uint8_t> target, files, lines, kernels;
  std::vector<uint8_t> symbols;  // .symtab's bytes
  std::vector<std::pair<int, std::vector<uint8_t>>> relocations;  // per section: .rela bytes
  std::vector<uint8_t> addrsig;
  StringTable symbol_names, section_names;
  std::vector<PlannedSection> sections;  // ELF sections 1..
  size_t section_names_index = 0;        // ELF index of .shstrtab
};

constexpr uint32_t kShtLlvmAddrsig = 0x6fff4c03;

void plan_symbol_tables(ElfPlan& plan, uint32_t first_global);
void plan_foreign_sections(const Object& o, const std::vector<uint32_t>& elf_index, ElfPlan& plan);
void plan_simtloom_sections(const Object& o, ElfPlan& plan);

void plan_sections(const Object& o, ElfPlan& plan) {
  for (const Section& s : o.sections) {
    PlannedSection p;
    p.name = s.name;
    p.flags = section_flags(s) | (o.elf ? s.elf_flags : 0);
    p.type = o.elf ? s.elf_type : SHT_PROGBITS;
    p.entsize = o.elf ? s.entsize : 0;
    p.addr = s.addr;
    p.addralign = s.align;
    p.data = s.bytes.data();
    p.size = s.bytes.size();
    plan.sections.push_back(p);
  }
  uint32_t first_global = 0;
  std::vector<uint32_t> elf_index;
  plan.symbols = build_symbols(o, plan.symbol_names, first_global, elf_index);
  if (o.elf) plan_foreign_sections(o, elf_index, plan);
  else plan_simtloom_sections(o, plan);
  plan_symbol_tables(plan, first_global);
}

// After the Object's sections and the relocation / address-significance ones: the symbol table,
// its names and the section names.
void plan_symbol_tables(ElfPlan& plan, uint32_t first_global) {
  const size_t symtab_index = plan.sections.size() + 1;
  PlannedSection symtab;
  symtab.name = ".symtab";
  symtab.type = SHT_SYMTAB;
  symtab.addralign = 8;
  symtab.entsize = sizeof(Elf64_Sym);
  symtab.link = static_cast<uint32_t>(symtab_index + 1);
  symtab.info = first_global;
  symtab.data = plan.symbols.data();
  symtab.size = plan.symbols.size();
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

void plan_foreign_sections(const Object& o, const std::vector<uint32_t>& elf_index, ElfPlan& plan) {
  plan.relocations = build_relocations(o, elf_index);
  const uint32_t symtab_index = static_cast<uint32_t>(plan.sections.size() + plan.relocations.size() + (o.addrsig ? 1 : 0) + 1);
  for (const auto& [section, bytes] : plan.relocations) {
    PlannedSection p;
    p.name = ".rela" + o.sections[static_cast<size_t>(section)].name;
    p.type = SHT_RELA;
    p.flags = SHF_INFO_LINK;
    p.addralign = 8;
    p.entsize = sizeof(Elf64_Rela);
    p.link = symtab_index;
    p.info = static_cast<uint32_t>(section + 1);
    p.data = bytes.data();
    p.size = bytes.size();
    plan.sections.push_back(p);
  }
  if (o.addrsig) {
    plan.addrsig = build_addrsig(o, elf_index);
    PlannedSection p;
    p.name = ".llvm_addrsig";
    p.type = kShtLlvmAddrsig;
    p.flags = SHF_EXCLUDE;
    p.link = symtab_index;
    p.data = plan.addrsig.data();
    p.size = plan.addrsig.size();
    plan.sections.push_back(p);
  }
}

void plan_simtloom_sections(const Object& o, ElfPlan& plan) {
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
}

uint64_t round_up(uint64_t value, uint64_t alignment) { return (value + alignment - 1) / alignment * alignment; }

// Places every section's contents and returns the offset of the section header table.
uint64_t lay_out(std::vector<PlannedSection>& sections) {
  constexpr uint64_t kMaxFileAlignment = 4096;
  uint64_t offset = sizeof(Elf64_Ehdr);
  for (PlannedSection& p : sections) {
    offset = round_up(offset, std::clamp<uint64_t>(p.addralign, 1, kMaxFileAlignment));
    p.offset = offset;
    if (p.type != SHT_NOBITS) offset += p.size;  // NOBITS: a size, no file bytes
  }
  return round_up(offset, alignof(Elf64_Shdr));
}

// Names every section in .shstrtab, lays the file out and writes it.
std::vector<uint8_t> write_plan(const Object& o, ElfPlan& plan) {
  std::vector<uint32_t> name_offsets;
  name_offsets.reserve(plan.sections.size());
  for (const PlannedSection& p : plan.sections) name_offsets.push_back(plan.section_names.add(p.name));
  PlannedSection& shstrtab = plan.sections.back();
  shstrtab.data = plan.section_names.bytes().data();
  shstrtab.size = plan.section_names.bytes().size();
  const uint64_t shoff = lay_out(plan.sections);
  const size_t section_count = plan.sections.size() + 1;  // with the null section

  std::vector<uint8_t> image;
  image.reserve(shoff + section_count * sizeof(Elf64_Shdr));
  LittleEndianBytes w(image);
  const ElfIdentity id = o.elf.value_or(ElfIdentity{});
  const uint8_t ident[EI_NIDENT] = {ELFMAG0, ELFMAG1, ELFMAG2, ELFMAG3, ELFCLASS64, ELFDATA2LSB, EV_CURRENT, id.osabi, id.abi_version};
  image.insert(image.end(), ident, ident + EI_NIDENT);
  w.u16(ET_REL);                     // e_type
  w.u16(id.machine);                 // e_machine (EM_NONE for simtloom objects)
  w.u32(EV_CURRENT);                 // e_version
  w.u64(0);                          // e_entry
  w.u64(0);                          // e_phoff
  w.u64(shoff);                      // e_shoff
  w.u32(id.flags);                   // e_flags
  w.u16(sizeof(Elf64_Ehdr));         // e_ehsize
  w.u16(0);                          // e_phentsize
  w.u16(0);                          // e_phnum
  w.u16(sizeof(Elf64_Shdr));         // e_shentsize
  w.u16(static_cast<uint16_t>(section_count));
  w.u16(static_cast<uint16_t>(plan.section_names_index));
  for (const PlannedSection& p : plan.sections) {
    if (p.size == 0 || p.type == SHT_NOBITS) continue;
    image.resize(p.offset);  // zero bytes up to the aligned offset
    const auto* data = static_cast<const uint8_t*>(p.data);
    image.insert(image.end(), data, data + p.size);
  }
  image.resize(shoff);
  image.resize(image.size() + sizeof(Elf64_Shdr));  // the null section header
  for (size_t i = 0; i < plan.sections.size(); ++i) {
    const PlannedSection& p = plan.sections[i];
    w.u32(name_offsets[i]);
    w.u32(p.type);
    w.u64(p.flags);
    w.u64(p.addr);
    w.u64(p.offset);
    w.u64(p.size);
    w.u32(p.link);
    w.u32(p.info);
    w.u64(p.addralign);
    w.u64(p.entsize);
  }
  return image;
}

std::optional<std::vector<uint8_t>> build_elf_image(const Object& o, const std::string& where, DiagList& diags) {
  if (!check_object(o, where, diags)) return std::nullopt;
  ElfPlan plan;
  plan_sections(o, plan);
  return write_plan(o, plan);
}

}  // namespace

std::optional<std::vector<uint8_t>> elf_image(const Object& o, DiagList& diags) { return build_elf_image(o, "", diags); }

bool write_elf(const Object& o, const std::string& path, DiagList& diags) {
  auto image = build_elf_image(o, path, diags);
  return image && write_file_atomic(path, image->data(), image->size(), diags);
}

}  // namespace simtloom::obj
