// Internal to the obj layer: an ELF image parsed through libelf into plain structs, with every
// offset checked against the image, so the readers above it never touch out-of-range memory.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "support/diag.h"

namespace simtloom::obj {

struct ElfSectionHeader {
  size_t index = 0;  // ELF section index
  std::string name;
  uint32_t type = 0;
  uint64_t flags = 0, addr = 0, offset = 0, size = 0, addralign = 0, entsize = 0;
  uint32_t link = 0, info = 0;
};

struct ElfSymbolEntry {
  std::string name;
  unsigned type = 0, bind = 0;  // STT_*, STB_*
  unsigned visibility = 0;      // STV_*
  uint32_t section = 0;         // ELF section index (SHN_XINDEX already resolved), or SHN_ABS etc.
  uint64_t value = 0, size = 0;
};

struct ElfView {
  unsigned elf_class = 0;  // ELFCLASS32 / ELFCLASS64
  uint8_t osabi = 0, abi_version = 0;
  uint16_t type = 0, machine = 0;
  uint32_t flags = 0;
  std::vector<ElfSectionHeader> sections;  // every section header in ELF order, [0] included
  std::vector<ElfSymbolEntry> symbols;     // .symtab (else .dynsym) without its null entry [0]

  // The file bytes of a section; NOBITS sections have none.
  std::vector<uint8_t> content(const std::vector<uint8_t>& image, const ElfSectionHeader& s) const;
};

// Initialises libelf once per process; reports an error located at `name` when it cannot.
bool libelf_ready(const std::string& name, DiagList& diags);

// Parses `image`; on malformed input reports errors located at `name` and returns nullopt.
std::optional<ElfView> parse_elf(const std::vector<uint8_t>& image, const std::string& name, DiagList& diags);

}  // namespace simtloom::obj
