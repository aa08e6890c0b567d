// The in-memory form of an assembled program, and the containers it is stored in: raw binary,
// hex text and ELF (our own relocatable objects; NVIDIA cubins and AMDGPU code objects read).
#pragma once
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "support/diag.h"

namespace simtloom::obj {

struct Section {
  std::string name;  // ".text", ".data", or ".text.<kernel>" in a cubin
  bool exec = false, write = false, alloc = true;
  uint32_t align = 4;
  uint64_t addr = 0;  // load address; 0 for relocatable objects
  std::vector<uint8_t> bytes;
  // ELF details a foreign object (Object::elf set) keeps: the section type (SHT_PROGBITS,
  // SHT_NOBITS: `bytes` are zeros not written to the file, SHT_NOTE), flags beyond exec/write/
  // alloc (SHF_MERGE, SHF_STRINGS, SHF_EXCLUDE ...) and the entry size.
  uint32_t elf_type = 1;  // SHT_PROGBITS
  uint64_t elf_flags = 0;
  uint64_t entsize = 0;
};

struct Symbol {
  // Section: the section's own symbol (STT_SECTION, named by the section), which relocations
  // against local symbols name instead, as ELF assemblers write them.
  enum Type { NoType, Func, Object, Section } type = NoType;
  std::string name;
  static constexpr int kUndefined = -2;  // defined elsewhere: a relocation names it (SHN_UNDEF)
  int section = -1;  // index into Object::sections; -1 = absolute, kUndefined
  uint64_t value = 0;
  uint64_t size = 0;
  bool global = false;
  bool weak = false;           // STB_WEAK (with global set: it is not a local symbol)
  uint8_t visibility = 0;      // STV_DEFAULT, STV_INTERNAL, STV_HIDDEN, STV_PROTECTED
};

// A value the linker fills in: `type` is the machine's relocation type (R_AMDGPU_REL64 ...),
// `symbol` an index into Object::symbols.
struct Relocation {
  int section = 0;
  uint64_t offset = 0;
  uint32_t type = 0;
  int symbol = 0;
  int64_t addend = 0;
  unsigned size = 8;  // bytes it writes at `offset` (the target's RelocationKind::size; 0: read from a foreign object, not known)
};

// The ELF header of an object in a machine's own format (an AMDGPU code object): written as
// is, and read back from foreign objects.
struct ElfIdentity {
  uint16_t machine = 0;
  uint8_t osabi = 0, abi_version = 0;
  uint32_t flags = 0;
};

// Maps an address in a section to a source line; entries are sorted by (section, addr).
struct LineEntry {
  int section = 0;
  uint64_t addr = 0;
  uint32_t file = 0;  // index into Object::files
  uint32_t line = 0;
};

// A kernel declared with .kernel/.end: entry symbol plus attributes the launcher reads.
struct Kernel {
  std::string name;
  int section = 0;
  uint64_t entry = 0, size = 0;
  std::map<std::string, int64_t> attrs;  // e.g. shared_bytes, vregs
};

struct Object {
  std::string target;  // e.g. "wisa"
  std::vector<Section> sections;
  std::vector<Symbol> symbols;
  std::vector<std::string> files;
  std::vector<LineEntry> lines;
  std::vector<Kernel> kernels;
  // Set: the object is written in the machine's own format (ELF header as given, relocations,
  // no simtloom sections); read foreign objects have it too. Unset: a simtloom object.
  std::optional<ElfIdentity> elf;
  std::vector<Relocation> relocations;
  // .addrsig: an SHT_LLVM_ADDRSIG section listing these symbols (indices into `symbols`).
  bool addrsig = false;
  std::vector<int> addrsig_symbols;

  int find_section(const std::string& name) const {
    for (size_t i = 0; i < sections.size(); ++i)
      if (sections[i].name == name) return static_cast<int>(i);
    return -1;
  }
  // The section a simulator runs: .text, else the first executable one; -1 for none.
  int code_section() const {
    int s = find_section(".text");
    for (size_t i = 0; i < sections.size() && s < 0; ++i)
      if (sections[i].exec) s = static_cast<int>(i);
    return s;
  }
};

enum class Container { Raw, Hex, Elf };

// Output. Each writer writes to a temporary file and renames it into place, so a failed write
// never leaves a half-written file. `unit_bytes` is the target's instruction unit (hex words).
bool write_raw(const Object& o, const std::string& path, DiagList& diags);
bool write_hex(const Object& o, const std::string& path, unsigned unit_bytes, DiagList& diags);
bool write_elf(const Object& o, const std::string& path, DiagList& diags);

// The ELF bytes of `o`, in memory (the writer above uses this).
std::optional<std::vector<uint8_t>> elf_image(const Object& o, DiagList& diags);

// Input. Raw and hex produce one ".text" section at address 0. ELF reads our own objects,
// cubins (.text.<kernel> sections, EM_CUDA) and AMDGPU code objects (.text, EM_AMDGPU).
std::optional<Object> read_raw(const std::string& path, DiagList& diags);
std::optional<Object> read_hex(const std::string& path, unsigned unit_bytes, DiagList& diags);
// What a reader may leave out: the line table is for the simulator's source lines and costs a
// tenth of reading a large object; a disassembler has no use for it.
struct ReadOptions {
  bool line_table = true;
};
std::optional<Object> read_elf(const std::string& path, DiagList& diags, ReadOptions opt = {});
// The SM version an NVIDIA cubin was built for (90 for sm_90a), from its ELF identity.
unsigned cubin_sm_version(const ElfIdentity& id);

std::optional<Object> read_elf_image(const std::vector<uint8_t>& bytes, const std::string& name, DiagList& diags,
                                     ReadOptions opt = {});
// An object of one executable .text section at address 0 holding `bytes` (raw input).
Object object_with_text(std::vector<uint8_t> bytes);
// The one section a raw or hex output holds, .text; null with an error (at `path`) when there is
// none, or when another loaded section has bytes the output would lose.
const Section* text_section(const Object& o, const std::string& path, DiagList& diags);
// Chooses by content: ELF magic, else hex when the file is hex text, else raw.
std::optional<Object> read_any(const std::string& path, unsigned unit_bytes, DiagList& diags, ReadOptions opt = {});

// Copies the ELF file `in_path` to `out_path` with the contents of `section` replaced by `bytes`.
// Only that section's bytes change; the size must stay the same so the layout (and every other
// byte of the file) is untouched. `in_path` and `out_path` may be the same file.
// New contents for one section of an existing ELF file.
struct SectionPatch {
  std::string section;
  std::vector<uint8_t> bytes;
};
// All of `patches` or none: every section is found and its size checked before the one write.
bool patch_elf_sections(const std::string& in_path, const std::string& out_path, const std::vector<SectionPatch>& patches,
                        DiagList& diags);
bool patch_elf_section(const std::string& in_path, const std::string& out_path, const std::string& section,
                       const std::vector<uint8_t>& bytes, DiagList& diags);

// Whether two paths name one file (through links; false when either does not exist): an output
// must never be a file the same command reads.
bool same_file(const std::string& a, const std::string& b);

// Writes `data` to `path` atomically (temporary file + rename) when it is a regular file or new;
// through a symbolic link to its target; directly into a device node or FIFO; "-" is stdout.
bool write_file_atomic(const std::string& path, const void* data, size_t size, DiagList& diags);

}  // namespace simtloom::obj
