// Tests of the object layer: raw and hex containers, our ELF objects (round trip and layout),
// foreign ELF (cubins from ptxas, AMDGPU objects from clang), malformed input and patching.
#include <sys/stat.h>
#include <gelf.h>
#include <gtest/gtest.h>
#include <libelf.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <thread>
#include <fstream>
#include <iterator>
#include <random>
#include <sstream>

#include "obj/object.h"
#include "obj/simtloom_sections.h"

namespace simtloom::obj {
namespace {

namespace fs = std::filesystem;

std::vector<uint8_t> read_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void write_bytes(const std::string& path, const std::vector<uint8_t>& bytes) {
  std::ofstream out(path, std::ios::binary);
  out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
}

void write_text(const std::string& path, const std::string& text) { write_bytes(path, {text.begin(), text.end()}); }

std::string read_text(const std::string& path) {
  std::vector<uint8_t> b = read_bytes(path);
  return {b.begin(), b.end()};
}

bool any_error_mentions(const DiagList& d, const std::string& text) {
  for (const Diagnostic& item : d.items())
    if (item.severity == Severity::Error && item.message.find(text) != std::string::npos) return true;
  return false;
}

// Every error must point at the file it is about.
void expect_errors_located_at(const DiagList& d, const std::string& file) {
  EXPECT_TRUE(d.has_errors());
  for (const Diagnostic& item : d.items()) EXPECT_EQ(item.loc.file, file) << item.message;
}

// A wisa-like object that uses every field of the model.
Object sample_object() {
  Object o;
  o.target = "wisa";
  Section text{".text", true, false, true, 16, 0, {0x4e, 0, 0, 0, 0x01, 0x02, 0x03, 0x04, 0xff, 0xee, 0xdd, 0xcc}};
  Section data{".data", false, true, true, 128, 0x1000, {1, 2, 3}};
  Section note{".comment.build", false, false, false, 0, 0, {'h', 'i'}};
  Section empty{".bss.like", false, true, true, 4, 0, {}};
  o.sections = {text, data, note, empty};
  o.symbols = {
      {Symbol::NoType, ".Lloop", 0, 4, 0, false},
      {Symbol::Object, "table", 1, 0, 3, false},
      {Symbol::NoType, "ABS_CONST", -1, 0xdeadbeefcafe, 0, false},
      {Symbol::Func, "main", 0, 0, 12, true},
      {Symbol::Object, "counter", 1, 2, 1, true},
      {Symbol::NoType, "", 3, 0, 0, true},
  };
  o.files = {"kernel.s", "", "include/macros.inc"};
  o.lines = {{0, 0, 0, 3}, {0, 4, 2, 7}, {0, 8, 0, 4}, {1, 0x100000000ull, 1, 0xffffffffu}};
  Kernel k1{"main", 0, 0, 12, {{"shared_bytes", 4096}, {"vregs", 32}, {"negative", -5}}};
  Kernel k2{"helper", 0, 8, 4, {}};
  o.kernels = {k1, k2};
  return o;
}

void expect_same_object(const Object& want, const Object& got) {
  EXPECT_EQ(want.target, got.target);
  ASSERT_EQ(want.sections.size(), got.sections.size());
  for (size_t i = 0; i < want.sections.size(); ++i) {
    SCOPED_TRACE("section " + want.sections[i].name);
    const Section &a = want.sections[i], &b = got.sections[i];
    EXPECT_EQ(a.name, b.name);
    EXPECT_EQ(a.exec, b.exec);
    EXPECT_EQ(a.write, b.write);
    EXPECT_EQ(a.alloc, b.alloc);
    EXPECT_EQ(a.align, b.align);
    EXPECT_EQ(a.addr, b.addr);
    EXPECT_EQ(a.bytes, b.bytes);
  }
  ASSERT_EQ(want.symbols.size(), got.symbols.size());
  for (size_t i = 0; i < want.symbols.size(); ++i) {
    SCOPED_TRACE("symbol '" + want.symbols[i].name + "'");
    const Symbol &a = want.symbols[i], &b = got.symbols[i];
    EXPECT_EQ(a.type, b.type);
    EXPECT_EQ(a.name, b.name);
    EXPECT_EQ(a.section, b.section);
    EXPECT_EQ(a.value, b.value);
    EXPECT_EQ(a.size, b.size);
    EXPECT_EQ(a.global, b.global);
  }
  EXPECT_EQ(want.files, got.files);
  ASSERT_EQ(want.lines.size(), got.lines.size());
  for (size_t i = 0; i < want.lines.size(); ++i) {
    SCOPED_TRACE("line entry " + std::to_string(i));
    EXPECT_EQ(want.lines[i].section, got.lines[i].section);
    EXPECT_EQ(want.lines[i].addr, got.lines[i].addr);
    EXPECT_EQ(want.lines[i].file, got.lines[i].file);
    EXPECT_EQ(want.lines[i].line, got.lines[i].line);
  }
  ASSERT_EQ(want.kernels.size(), got.kernels.size());
  for (size_t i = 0; i < want.kernels.size(); ++i) {
    SCOPED_TRACE("kernel " + want.kernels[i].name);
    EXPECT_EQ(want.kernels[i].name, got.kernels[i].name);
    EXPECT_EQ(want.kernels[i].section, got.kernels[i].section);
    EXPECT_EQ(want.kernels[i].entry, got.kernels[i].entry);
    EXPECT_EQ(want.kernels[i].size, got.kernels[i].size);
    EXPECT_EQ(want.kernels[i].attrs, got.kernels[i].attrs);
  }
}

// Little-endian field access into an ELF64 image, for tests that corrupt headers on purpose.
uint64_t get_le(const std::vector<uint8_t>& b, size_t at, int n) {
  uint64_t v = 0;
  for (int i = n - 1; i >= 0; --i) v = (v << 8) | b.at(at + static_cast<size_t>(i));
  return v;
}
void put_le(std::vector<uint8_t>& b, size_t at, int n, uint64_t v) {
  for (int i = 0; i < n; ++i) b.at(at + static_cast<size_t>(i)) = static_cast<uint8_t>(v >> (8 * i));
}
size_t section_header_offset(const std::vector<uint8_t>& elf, size_t index) {
  return static_cast<size_t>(get_le(elf, 0x28, 8) + index * get_le(elf, 0x3a, 2));
}

struct ElfSectionFacts {
  std::string name;
  GElf_Shdr header;
};

// Independent reading of an image with libelf, to check the layout our writer promises.
struct ElfFacts {
  GElf_Ehdr header{};
  std::vector<ElfSectionFacts> sections;  // ELF order, [0] included
  std::vector<GElf_Sym> symbols;
  std::vector<std::string> symbol_names;

  const ElfSectionFacts* find(const std::string& name) const {
    for (const auto& s : sections)
      if (s.name == name) return &s;
    return nullptr;
  }
};

ElfFacts elf_facts(std::vector<uint8_t> image) {
  ElfFacts facts;
  elf_version(EV_CURRENT);
  Elf* e = elf_memory(reinterpret_cast<char*>(image.data()), image.size());
  EXPECT_NE(e, nullptr);
  if (!e) return facts;
  gelf_getehdr(e, &facts.header);
  size_t count = 0, names = 0;
  elf_getshdrnum(e, &count);
  elf_getshdrstrndx(e, &names);
  for (size_t i = 0; i < count; ++i) {
    Elf_Scn* scn = elf_getscn(e, i);
    ElfSectionFacts s;
    gelf_getshdr(scn, &s.header);
    s.name = elf_strptr(e, names, s.header.sh_name);
    if (s.header.sh_type == SHT_SYMTAB) {
      Elf_Data* d = elf_getdata(scn, nullptr);
      for (size_t k = 0; k < d->d_size / sizeof(Elf64_Sym); ++k) {
        GElf_Sym sym;
        gelf_getsym(d, static_cast<int>(k), &sym);
        facts.symbols.push_back(sym);
        facts.symbol_names.push_back(elf_strptr(e, s.header.sh_link, sym.st_name));
      }
    }
    facts.sections.push_back(s);
  }
  elf_end(e);
  return facts;
}

class ObjTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string pattern = (fs::path(::testing::TempDir()) / "simtloom_obj_XXXXXX").string();
    ASSERT_NE(::mkdtemp(pattern.data()), nullptr);
    dir_ = pattern;
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }
  std::string path(const std::string& name) const { return (fs::path(dir_) / name).string(); }
  std::vector<std::string> files_in_dir() const {
    std::vector<std::string> names;
    for (const auto& e : fs::directory_iterator(dir_)) names.push_back(e.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
  }
  std::string dir_;
};

// ---------------------------------------------------------------------------------------------
// Atomic output

TEST_F(ObjTest, AtomicWriteCreatesThenReplacesWithoutLeavingTemporaries) {
  DiagList d;
  ASSERT_TRUE(write_file_atomic(path("out.bin"), "abc", 3, d));
  ASSERT_TRUE(write_file_atomic(path("out.bin"), "de", 2, d));
  EXPECT_FALSE(d.has_errors());
  EXPECT_EQ(read_text(path("out.bin")), "de");
  EXPECT_EQ(files_in_dir(), std::vector<std::string>{"out.bin"});
}

TEST_F(ObjTest, AtomicWriteIntoMissingDirectoryReportsThePath) {
  DiagList d;
  std::string target = path("no/such/dir/out.bin");
  EXPECT_FALSE(write_file_atomic(target, "x", 1, d));
  expect_errors_located_at(d, target);
  EXPECT_FALSE(d.items()[0].hint.empty());
  EXPECT_TRUE(files_in_dir().empty());
}

TEST_F(ObjTest, AtomicWriteThatCannotRenameRemovesItsTemporary) {
  fs::create_directory(path("occupied"));
  write_text(path("occupied/keep"), "k");  // a non-empty directory cannot be replaced by a file
  DiagList d;
  EXPECT_FALSE(write_file_atomic(path("occupied"), "x", 1, d));
  expect_errors_located_at(d, path("occupied"));
  EXPECT_EQ(files_in_dir(), std::vector<std::string>{"occupied"});
}

TEST_F(ObjTest, AtomicWriteToADirectorySaysSo) {
  fs::create_directory(path("d"));
  DiagList d;
  EXPECT_FALSE(write_file_atomic(path("d") + "/", "x", 1, d));
  EXPECT_NE(d.render().find("it is a directory"), std::string::npos) << d.render();
}

// A symbolic link stays a link: the file it names is replaced (issue 18: -o through a link
// replaced the link by a regular file).
TEST_F(ObjTest, AtomicWriteThroughASymlinkReplacesItsTarget) {
  write_text(path("real.bin"), "old");
  fs::create_symlink("real.bin", path("link.bin"));
  DiagList d;
  ASSERT_TRUE(write_file_atomic(path("link.bin"), "new", 3, d)) << d.render();
  EXPECT_TRUE(fs::is_symlink(path("link.bin")));
  EXPECT_EQ(read_text(path("real.bin")), "new");
  EXPECT_EQ(files_in_dir(), (std::vector<std::string>{"link.bin", "real.bin"}));
}

// A FIFO (like a device node) is written into, not replaced by a regular file.
TEST_F(ObjTest, AtomicWriteIntoAFifoWritesThrough) {
  ASSERT_EQ(::mkfifo(path("pipe").c_str(), 0600), 0);
  std::string got;
  std::thread reader([&] { got = read_text(path("pipe")); });
  DiagList d;
  EXPECT_TRUE(write_file_atomic(path("pipe"), "through", 7, d)) << d.render();
  reader.join();
  EXPECT_EQ(got, "through");
  struct stat st {};
  ASSERT_EQ(::lstat(path("pipe").c_str(), &st), 0);
  EXPECT_TRUE(S_ISFIFO(st.st_mode));
}

TEST_F(ObjTest, AtomicWriteKeepsTheReplacedFilesPermissions) {
  write_text(path("tool.sh"), "old");
  fs::permissions(path("tool.sh"), fs::perms::owner_all);
  DiagList d;
  ASSERT_TRUE(write_file_atomic(path("tool.sh"), "new", 3, d)) << d.render();
  EXPECT_EQ(fs::status(path("tool.sh")).permissions() & fs::perms::all, fs::perms::owner_all);
}

// ---------------------------------------------------------------------------------------------
// Raw

TEST_F(ObjTest, RawWritesTextAndReadsBackOneExecutableSection) {
  Object o = sample_object();
  // Raw output holds .text only: a section that is not loaded (a note) or has no bytes is no
  // loss; .data would be (the next test).
  o.sections.erase(o.sections.begin() + 1);
  DiagList d;
  ASSERT_TRUE(write_raw(o, path("a.bin"), d));
  EXPECT_EQ(read_bytes(path("a.bin")), o.sections[0].bytes);
  auto back = read_raw(path("a.bin"), d);
  ASSERT_TRUE(back) << d.render();
  ASSERT_EQ(back->sections.size(), 1u);
  EXPECT_EQ(back->sections[0].name, ".text");
  EXPECT_TRUE(back->sections[0].exec);
  EXPECT_EQ(back->sections[0].addr, 0u);
  EXPECT_EQ(back->sections[0].bytes, o.sections[0].bytes);
}

// Issue 18: `-f bin` / `-f hex` dropped .data silently (a source with only .data gave an empty file).
TEST_F(ObjTest, RawAndHexRefuseToDropLoadedSections) {
  Object o = sample_object();
  DiagList d;
  EXPECT_FALSE(write_raw(o, path("a.bin"), d));
  EXPECT_FALSE(write_hex(o, path("a.hex"), 4, d));
  EXPECT_NE(d.render().find("section '.data' has 3 bytes that would be lost"), std::string::npos) << d.render();
  EXPECT_TRUE(files_in_dir().empty());
}

TEST_F(ObjTest, RawWithoutTextIsAnErrorAndWritesNothing) {
  Object o;
  o.sections.push_back({".data", false, true, true, 4, 0, {1}});
  DiagList d;
  EXPECT_FALSE(write_raw(o, path("a.bin"), d));
  expect_errors_located_at(d, path("a.bin"));
  EXPECT_TRUE(files_in_dir().empty());
}

TEST_F(ObjTest, ReadingAMissingFileReportsItsPath) {
  for (auto reader : {+[](const std::string& p, DiagList& d) { return read_raw(p, d); },
                      +[](const std::string& p, DiagList& d) { return read_elf(p, d); },
                      +[](const std::string& p, DiagList& d) { return read_hex(p, 4, d); },
                      +[](const std::string& p, DiagList& d) { return read_any(p, 4, d); }}) {
    DiagList d;
    EXPECT_FALSE(reader(path("missing.o"), d));
    expect_errors_located_at(d, path("missing.o"));
  }
}

// ---------------------------------------------------------------------------------------------
// Hex

TEST_F(ObjTest, HexWritesOneLittleEndianUnitPerLine) {
  Object o;
  o.sections.push_back({".text", true, false, true, 4, 0, {0x4e, 0, 0, 0, 0x01, 0x02, 0x03, 0x04}});
  DiagList d;
  ASSERT_TRUE(write_hex(o, path("a.hex"), 4, d)) << d.render();
  EXPECT_EQ(read_text(path("a.hex")), "0000004e\n04030201\n");
}

TEST_F(ObjTest, HexRoundTripsSixteenByteUnits) {
  std::mt19937 rng(7);
  Object o;
  o.sections.push_back({".text", true, false, true, 16, 0, {}});
  for (int i = 0; i < 64; ++i) o.sections[0].bytes.push_back(static_cast<uint8_t>(rng()));
  DiagList d;
  ASSERT_TRUE(write_hex(o, path("a.hex"), 16, d));
  std::istringstream lines(read_text(path("a.hex")));
  std::string line;
  int count = 0;
  while (std::getline(lines, line)) {
    EXPECT_EQ(line.size(), 32u);
    ++count;
  }
  EXPECT_EQ(count, 4);
  auto back = read_hex(path("a.hex"), 16, d);
  ASSERT_TRUE(back) << d.render();
  EXPECT_EQ(back->sections[0].bytes, o.sections[0].bytes);
}

TEST_F(ObjTest, HexReadAcceptsPrefixesCommasCommentsAndShortTokens) {
  write_text(path("a.hex"), "# a header comment\r\n0x0000004e, 04030201 // trailing\n\n  0X5,\t# five\n//00000000\n");
  DiagList d;
  auto o = read_hex(path("a.hex"), 4, d);
  ASSERT_TRUE(o) << d.render();
  EXPECT_EQ(o->sections[0].bytes, (std::vector<uint8_t>{0x4e, 0, 0, 0, 1, 2, 3, 4, 5, 0, 0, 0}));
  EXPECT_TRUE(o->sections[0].exec);
}

TEST_F(ObjTest, HexTokenLongerThanAUnitIsALocatedError) {
  write_text(path("a.hex"), "0000004e\n  123456789\n");
  DiagList d;
  EXPECT_FALSE(read_hex(path("a.hex"), 4, d));
  ASSERT_EQ(d.error_count(), 1u);
  const Diagnostic& e = d.items()[0];
  EXPECT_EQ(e.loc.file, path("a.hex"));
  EXPECT_EQ(e.loc.line, 2);
  EXPECT_EQ(e.loc.col, 3);
  EXPECT_NE(e.message.find("9 hex digits"), std::string::npos) << e.message;
  EXPECT_EQ(e.source_line, "  123456789");
}

TEST_F(ObjTest, HexNonHexTokenIsALocatedError) {
  write_text(path("a.hex"), "00000001 zz 0x\n");
  DiagList d;
  EXPECT_FALSE(read_hex(path("a.hex"), 4, d));
  ASSERT_EQ(d.error_count(), 2u);
  EXPECT_EQ(d.items()[0].loc.line, 1);
  EXPECT_EQ(d.items()[0].loc.col, 10);
  EXPECT_EQ(d.items()[1].loc.col, 13);
  EXPECT_TRUE(any_error_mentions(d, "'zz' is not a hex number"));
}

TEST_F(ObjTest, HexReadingBinaryGarbageStopsAfterAFewErrors) {
  std::string garbage;
  for (int i = 0; i < 1000; ++i) garbage += "zz ";
  write_text(path("a.hex"), garbage);
  DiagList d;
  EXPECT_FALSE(read_hex(path("a.hex"), 4, d));
  EXPECT_LE(d.error_count(), 20u);
}

TEST_F(ObjTest, HexWriteRejectsPartialUnitsAndZeroUnitSize) {
  Object o;
  o.sections.push_back({".text", true, false, true, 4, 0, {1, 2, 3, 4, 5, 6}});
  DiagList d;
  EXPECT_FALSE(write_hex(o, path("a.hex"), 4, d));
  EXPECT_TRUE(any_error_mentions(d, "6 bytes, not a whole number of 4-byte units"));
  EXPECT_FALSE(write_hex(o, path("a.hex"), 0, d));
  EXPECT_FALSE(read_hex(path("a.hex"), 0, d));
  expect_errors_located_at(d, path("a.hex"));
  EXPECT_TRUE(files_in_dir().empty());
}

// ---------------------------------------------------------------------------------------------
// read_any

TEST_F(ObjTest, ReadAnyChoosesTheContainerByContent) {
  Object o = sample_object();
  DiagList d;
  ASSERT_TRUE(write_elf(o, path("a.o"), d));
  write_text(path("a.hex"), "0000004e # nop\n04030201\n");
  write_bytes(path("a.bin"), {0x4e, 0, 0, 0, '\n', 0x30});
  write_text(path("words.txt"), "deadbeef hello\n");

  auto elf = read_any(path("a.o"), 4, d);
  ASSERT_TRUE(elf) << d.render();
  EXPECT_EQ(elf->target, "wisa");
  EXPECT_EQ(elf->sections.size(), o.sections.size());

  auto hex = read_any(path("a.hex"), 4, d);
  ASSERT_TRUE(hex);
  EXPECT_EQ(hex->sections[0].bytes, (std::vector<uint8_t>{0x4e, 0, 0, 0, 1, 2, 3, 4}));

  auto raw = read_any(path("a.bin"), 4, d);
  ASSERT_TRUE(raw);
  EXPECT_EQ(raw->sections[0].bytes, read_bytes(path("a.bin")));

  auto text = read_any(path("words.txt"), 4, d);  // not all tokens are hex: raw bytes
  ASSERT_TRUE(text);
  EXPECT_EQ(text->sections[0].bytes, read_bytes(path("words.txt")));
  EXPECT_FALSE(d.has_errors()) << d.render();
}

// ---------------------------------------------------------------------------------------------
// Our ELF objects

TEST_F(ObjTest, ReadingWithoutTheLineTableKeepsEverythingElse) {
  Object o = sample_object();
  ASSERT_FALSE(o.lines.empty());
  DiagList d;
  auto image = elf_image(o, d);
  ASSERT_TRUE(image) << d.render();
  ReadOptions no_lines;
  no_lines.line_table = false;
  auto back = read_elf_image(*image, "mem.o", d, no_lines);
  ASSERT_TRUE(back) << d.render();
  EXPECT_TRUE(back->lines.empty());
  Object expected = o;
  expected.lines.clear();
  expect_same_object(expected, *back);
}

TEST_F(ObjTest, ElfRoundTripReproducesTheObject) {
  Object o = sample_object();
  DiagList d;
  auto image = elf_image(o, d);
  ASSERT_TRUE(image) << d.render();
  auto back = read_elf_image(*image, "mem.o", d);
  ASSERT_TRUE(back) << d.render();
  expect_same_object(o, *back);

  ASSERT_TRUE(write_elf(o, path("a.o"), d));
  EXPECT_EQ(read_bytes(path("a.o")), *image);  // the writer is deterministic
  auto from_file = read_elf(path("a.o"), d);
  ASSERT_TRUE(from_file) << d.render();
  expect_same_object(o, *from_file);
  EXPECT_FALSE(d.has_errors());
}

TEST_F(ObjTest, ElfRoundTripOfAnEmptyObject) {
  Object o;
  DiagList d;
  auto image = elf_image(o, d);
  ASSERT_TRUE(image) << d.render();
  auto back = read_elf_image(*image, "empty.o", d);
  ASSERT_TRUE(back) << d.render();
  expect_same_object(o, *back);
}

TEST_F(ObjTest, ElfHeaderSectionsAndSymbolsFollowTheDocumentedLayout) {
  Object o = sample_object();
  DiagList d;
  auto image = elf_image(o, d);
  ASSERT_TRUE(image);
  ElfFacts f = elf_facts(*image);
  EXPECT_EQ(f.header.e_ident[EI_CLASS], ELFCLASS64);
  EXPECT_EQ(f.header.e_ident[EI_DATA], ELFDATA2LSB);
  EXPECT_EQ(f.header.e_type, ET_REL);
  EXPECT_EQ(f.header.e_machine, EM_NONE);

  for (size_t i = 0; i < o.sections.size(); ++i) {
    const GElf_Shdr& h = f.sections.at(i + 1).header;
    EXPECT_EQ(f.sections[i + 1].name, o.sections[i].name);
    EXPECT_EQ(h.sh_type, static_cast<unsigned>(SHT_PROGBITS));
    EXPECT_EQ((h.sh_flags & SHF_EXECINSTR) != 0, o.sections[i].exec);
    EXPECT_EQ((h.sh_flags & SHF_WRITE) != 0, o.sections[i].write);
    EXPECT_EQ((h.sh_flags & SHF_ALLOC) != 0, o.sections[i].alloc);
    EXPECT_EQ(h.sh_addralign, o.sections[i].align);
    EXPECT_EQ(h.sh_addr, o.sections[i].addr);
    if (h.sh_addralign > 1) {
      EXPECT_EQ(h.sh_offset % h.sh_addralign, 0u);
    }
  }
  for (const char* name : {".simtloom.target", ".simtloom.files", ".simtloom.lines", ".simtloom.kernels"}) {
    const ElfSectionFacts* s = f.find(name);
    ASSERT_NE(s, nullptr) << name;
    EXPECT_EQ(s->header.sh_type, static_cast<unsigned>(SHT_PROGBITS)) << name;
    EXPECT_EQ(s->header.sh_flags, 0u) << name;
  }
  const ElfSectionFacts* target = f.find(".simtloom.target");
  EXPECT_EQ(std::vector<uint8_t>(image->begin() + static_cast<long>(target->header.sh_offset),
                                 image->begin() + static_cast<long>(target->header.sh_offset + target->header.sh_size)),
            (std::vector<uint8_t>{'w', 'i', 's', 'a', 0}));
  const ElfSectionFacts* files = f.find(".simtloom.files");
  EXPECT_EQ(files->header.sh_size, std::string("kernel.s\0\0include/macros.inc\0", 29).size());
  const ElfSectionFacts* lines = f.find(".simtloom.lines");
  // The compact line table (format in simtloom_sections.h), row by row.
  const std::vector<uint8_t> want_lines = {
      'S', 'L', 'N', '2',
      0x03,                    // {section 0, addr 0, file 0, line 3}: one byte, line += 3
      0x82, 0x02, 0x04, 0x04,  // {0, 4, file 2, line 7}: file 2, addr += 4, line += 4
      0x82, 0x00, 0x04, 0x7d,  // {0, 8, file 0, line 4}: file 0, addr += 4, line -= 3
      0x83, 0x01, 0x01,        // {section 1, addr 1<<32, file 1, line 0xffffffff}: section 1, file 1,
      0xf8, 0xff, 0xff, 0xff, 0x0f,  //   addr += 0xfffffff8
      0xfb, 0xff, 0xff, 0xff, 0x0f,  //   line += 0xfffffffb
  };
  ASSERT_EQ(lines->header.sh_size, want_lines.size());
  EXPECT_EQ(std::vector<uint8_t>(image->begin() + static_cast<long>(lines->header.sh_offset),
                                 image->begin() + static_cast<long>(lines->header.sh_offset + lines->header.sh_size)),
            want_lines);

  const ElfSectionFacts* symtab = f.find(".symtab");
  ASSERT_NE(symtab, nullptr);
  EXPECT_EQ(f.sections.at(symtab->header.sh_link).name, ".strtab");
  EXPECT_EQ(symtab->header.sh_info, 4u);  // null symbol + 3 locals
  ASSERT_EQ(f.symbols.size(), 7u);
  EXPECT_EQ(f.symbol_names[1], ".Lloop");
  EXPECT_EQ(GELF_ST_BIND(f.symbols[1].st_info), STB_LOCAL);
  EXPECT_EQ(f.symbols[1].st_shndx, 1);  // .text is ELF section 1
  EXPECT_EQ(f.symbol_names[3], "ABS_CONST");
  EXPECT_EQ(f.symbols[3].st_shndx, SHN_ABS);
  EXPECT_EQ(f.symbol_names[4], "main");
  EXPECT_EQ(GELF_ST_TYPE(f.symbols[4].st_info), STT_FUNC);
  EXPECT_EQ(GELF_ST_BIND(f.symbols[4].st_info), STB_GLOBAL);
  EXPECT_EQ(GELF_ST_TYPE(f.symbols[5].st_info), STT_OBJECT);
  EXPECT_EQ(f.symbols[5].st_shndx, 2);  // .data
}

TEST_F(ObjTest, ElfSymbolsComeBackLocalsFirstInTheirOriginalOrder) {
  Object o;
  o.target = "wisa";
  o.sections.push_back({".text", true, false, true, 4, 0, {0, 0, 0, 0}});
  o.symbols = {{Symbol::Func, "g1", 0, 0, 4, true}, {Symbol::NoType, "l1", 0, 0, 0, false},
               {Symbol::Func, "g2", 0, 0, 0, true}, {Symbol::NoType, "l2", 0, 4, 0, false}};
  DiagList d;
  auto image = elf_image(o, d);
  ASSERT_TRUE(image);
  auto back = read_elf_image(*image, "m.o", d);
  ASSERT_TRUE(back) << d.render();
  std::vector<std::string> names;
  for (const Symbol& s : back->symbols) names.push_back(s.name);
  EXPECT_EQ(names, (std::vector<std::string>{"l1", "l2", "g1", "g2"}));
}

TEST_F(ObjTest, ElfWriterReportsEveryDanglingReferenceAndWritesNothing) {
  Object o = sample_object();
  o.symbols.push_back({Symbol::Func, "lost", 9, 0, 0, true});
  o.lines.push_back({0, 0, 7, 1});
  o.kernels.push_back({"k", 9, 0, 0, {}});
  o.sections.push_back({".simtloom.mine", false, false, false, 1, 0, {}});
  o.sections[0].align = 12;
  DiagList d;
  EXPECT_FALSE(elf_image(o, d));
  EXPECT_EQ(d.error_count(), 5u) << d.render();
  EXPECT_TRUE(any_error_mentions(d, "symbol 'lost' refers to section 9"));
  EXPECT_TRUE(any_error_mentions(d, "file 7"));
  EXPECT_TRUE(any_error_mentions(d, "kernel 'k' refers to section 9"));
  EXPECT_TRUE(any_error_mentions(d, "reserved"));
  EXPECT_TRUE(any_error_mentions(d, "not a power of two"));
  d.clear();
  EXPECT_FALSE(write_elf(o, path("a.o"), d));
  expect_errors_located_at(d, path("a.o"));
  EXPECT_TRUE(files_in_dir().empty());
}

// ---------------------------------------------------------------------------------------------
// Malformed ELF input

TEST_F(ObjTest, ElfEveryTruncationIsALocatedError) {
  DiagList d;
  auto image = elf_image(sample_object(), d);
  ASSERT_TRUE(image);
  for (size_t len = 0; len < image->size(); ++len) {
    std::vector<uint8_t> cut(image->begin(), image->begin() + static_cast<long>(len));
    DiagList e;
    auto o = read_elf_image(cut, "cut.o", e);
    EXPECT_FALSE(o) << "length " << len;
    expect_errors_located_at(e, "cut.o");
  }
  std::vector<uint8_t> half(image->begin(), image->begin() + static_cast<long>(image->size() / 2));
  write_bytes(path("half.o"), half);
  EXPECT_FALSE(read_elf(path("half.o"), d));
  expect_errors_located_at(d, path("half.o"));
  EXPECT_FALSE(d.items()[0].hint.empty());
}

TEST_F(ObjTest, ElfRandomBytesAreRejectedWithoutCrashing) {
  std::mt19937 rng(1234);
  for (int round = 0; round < 200; ++round) {
    std::vector<uint8_t> bytes(rng() % 512);
    for (uint8_t& b : bytes) b = static_cast<uint8_t>(rng());
    if (round % 2 == 1 && bytes.size() >= 64) {  // give half of them a plausible ELF64 identity
      const uint8_t ident[] = {0x7f, 'E', 'L', 'F', ELFCLASS64, ELFDATA2LSB, EV_CURRENT};
      std::copy(std::begin(ident), std::end(ident), bytes.begin());
    }
    DiagList d;
    EXPECT_FALSE(read_elf_image(bytes, "noise.o", d));
    expect_errors_located_at(d, "noise.o");
  }
  DiagList d;
  EXPECT_FALSE(read_elf_image({'h', 'e', 'l', 'l', 'o'}, "hello.txt", d));
  EXPECT_TRUE(any_error_mentions(d, "is not an ELF file"));
}

// Each broken identity gets its own true message, not libelf's "no error" or a header read
// with the wrong byte order (issue 18).
TEST_F(ObjTest, ElfIdentityProblemsSayWhatIsWrong) {
  DiagList good;
  auto image = elf_image(sample_object(), good);
  ASSERT_TRUE(image);
  auto message = [&](std::vector<uint8_t> bytes) {
    DiagList d;
    EXPECT_FALSE(read_elf_image(bytes, "x.o", d));
    expect_errors_located_at(d, "x.o");
    return d.render();
  };
  auto with = [&](size_t at, uint8_t v) {
    std::vector<uint8_t> b = *image;
    b[at] = v;
    return b;
  };
  EXPECT_NE(message({0x7f, 'E', 'L', 'F'}).find("ends inside its ELF header (4 of 64 bytes)"), std::string::npos);
  EXPECT_NE(message(with(EI_CLASS, ELFCLASS32)).find("is a 32-bit ELF file (ELFCLASS32)"), std::string::npos);
  EXPECT_NE(message(with(EI_CLASS, 7)).find("invalid ELF class 7"), std::string::npos);
  EXPECT_NE(message(with(EI_DATA, ELFDATA2MSB)).find("is a big-endian ELF file"), std::string::npos);
  EXPECT_NE(message(with(EI_DATA, 0)).find("invalid ELF data encoding 0"), std::string::npos);
  std::string v0 = message(with(EI_VERSION, 0));
  EXPECT_NE(v0.find("ELF version 0 in its identification"), std::string::npos) << v0;
  EXPECT_EQ(v0.find("no error"), std::string::npos) << v0;
}

TEST_F(ObjTest, ElfMutatedImagesNeverCrashAndAlwaysExplainAFailure) {
  DiagList d;
  auto image = elf_image(sample_object(), d);
  ASSERT_TRUE(image);
  std::mt19937 rng(99);
  for (int round = 0; round < 3000; ++round) {
    std::vector<uint8_t> bytes = *image;
    int flips = 1 + static_cast<int>(rng() % 8);
    for (int i = 0; i < flips; ++i) {
      // Aim most flips at the ELF header and section header table, where damage matters most.
      size_t shoff = static_cast<size_t>(get_le(*image, 0x28, 8));
      size_t at = rng() % 3 == 0 ? rng() % 64 : rng() % 2 == 0 ? shoff + rng() % (bytes.size() - shoff) : rng() % bytes.size();
      bytes[at] = static_cast<uint8_t>(rng());
    }
    DiagList e;
    auto o = read_elf_image(bytes, "mutant.o", e);
    if (!o) expect_errors_located_at(e, "mutant.o");
  }
}

TEST_F(ObjTest, ElfSectionOutsideTheFileIsReported) {
  DiagList d;
  auto image = elf_image(sample_object(), d);
  ASSERT_TRUE(image);
  put_le(*image, section_header_offset(*image, 1) + 0x18, 8, image->size() - 4);  // .text sh_offset
  EXPECT_FALSE(read_elf_image(*image, "bad.o", d));
  EXPECT_TRUE(any_error_mentions(d, "lies outside the file")) << d.render();
}

TEST_F(ObjTest, ElfMalformedMetadataIsReported) {
  Object o = sample_object();
  DiagList d;
  auto image = elf_image(o, d);
  ASSERT_TRUE(image);
  ElfFacts f = elf_facts(*image);
  // Point the second line row (0x82, file 2, ...) at a file that does not exist.
  size_t lines = f.find(".simtloom.lines")->header.sh_offset;
  ASSERT_EQ(get_le(*image, lines + 5, 2), 0x0282u);
  put_le(*image, lines + 6, 1, 42);
  EXPECT_FALSE(read_elf_image(*image, "bad.o", d));
  EXPECT_TRUE(any_error_mentions(d, "file 42")) << d.render();
  // A kernel record whose name length runs past the section.
  d.clear();
  image = elf_image(o, d);
  put_le(*image, f.find(".simtloom.kernels")->header.sh_offset, 4, 1000);
  EXPECT_FALSE(read_elf_image(*image, "bad.o", d));
  EXPECT_TRUE(any_error_mentions(d, ".simtloom.kernels")) << d.render();
}

TEST_F(ObjTest, LineTableRoundTripsEveryKindOfStep) {
  // Steps of every size and sign, section and file switches, and the extremes of each field.
  std::vector<LineEntry> lines = {{0, 0, 0, 1}, {0, 4, 0, 2},          {0, 34, 0, 9},  {0, 30, 0, 9},
                                  {0, 30, 0, 8}, {2, 0, 0, 8},         {2, 16, 5, 9},  {1, UINT64_MAX, 0, 0},
                                  {1, 0, 0, UINT32_MAX}, {1, 2, 0, 0}, {0, 0x8000000000000000ull, 0xffffffffu, 7}};
  std::mt19937_64 rng(7);
  LineEntry e;
  for (int i = 0; i < 5000; ++i) {
    switch (rng() % 4) {
      case 0: e = {static_cast<int>(rng() % 3), rng(), static_cast<uint32_t>(rng() % 4), static_cast<uint32_t>(rng())}; break;
      case 1: e.addr += rng() % 40, e.line += static_cast<uint32_t>(rng() % 10); break;
      default: e.addr += 4, e.line += 1; break;
    }
    lines.push_back(e);
  }
  std::vector<uint8_t> bytes = simtloom_sections::encode_lines(lines);
  std::string problem;
  auto back = simtloom_sections::decode_lines(bytes, problem);
  ASSERT_TRUE(back) << problem;
  ASSERT_EQ(back->size(), lines.size());
  for (size_t i = 0; i < lines.size(); ++i) {
    SCOPED_TRACE(i);
    EXPECT_EQ((*back)[i].section, lines[i].section);
    EXPECT_EQ((*back)[i].addr, lines[i].addr);
    EXPECT_EQ((*back)[i].file, lines[i].file);
    EXPECT_EQ((*back)[i].line, lines[i].line);
  }
  // One byte per row when the code runs straight through.
  std::vector<LineEntry> straight;
  for (uint32_t i = 0; i < 1000; ++i) straight.push_back({0, 4 * uint64_t{i}, 0, i + 1});
  EXPECT_EQ(simtloom_sections::encode_lines(straight).size(), 4 + straight.size());
}

TEST_F(ObjTest, LineTableOfOlderObjectsIsStillRead) {
  // Before the compact table: 20-byte records of u32 section, u32 file, u32 line, u64 addr.
  std::vector<uint8_t> bytes;
  auto put = [&](uint64_t v, int n) {
    for (int i = 0; i < n; ++i) bytes.push_back(static_cast<uint8_t>(v >> (8 * i)));
  };
  put(1, 4), put(2, 4), put(0xffffffff, 4), put(0x100000000ull, 8);
  put(0, 4), put(0, 4), put(3, 4), put(8, 8);
  std::string problem;
  auto lines = simtloom_sections::decode_lines(bytes, problem);
  ASSERT_TRUE(lines) << problem;
  ASSERT_EQ(lines->size(), 2u);
  EXPECT_EQ((*lines)[0].section, 1);
  EXPECT_EQ((*lines)[0].file, 2u);
  EXPECT_EQ((*lines)[0].line, 0xffffffffu);
  EXPECT_EQ((*lines)[0].addr, 0x100000000ull);
  EXPECT_EQ((*lines)[1].line, 3u);
  EXPECT_EQ((*lines)[1].addr, 8u);
  bytes.pop_back();
  EXPECT_FALSE(simtloom_sections::decode_lines(bytes, problem));
  EXPECT_NE(problem.find("not a multiple of the 20-byte record"), std::string::npos) << problem;
}

TEST_F(ObjTest, MalformedLineTablesAreExplained) {
  struct Case {
    std::vector<uint8_t> rows;  // after the magic
    const char* problem;
  };
  const Case cases[] = {
      {{0x84}, "0x84, which is not a line table operation"},
      {{0x80, 0x04}, "line change at byte 6 runs past the end"},
      {{0x81, 0x80}, "section at byte 5 runs past the end"},
      {{0x82, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f, 0, 0}, "file at byte 5 does not fit in 64 bits"},
      {{0x81, 0x80, 0x80, 0x80, 0x80, 0x08, 0, 0}, "names section 2147483648"},
      {{0x80, 0x00, 0x7f}, "takes the line number out of range"},
      {{0x80, 0x00, 0xff, 0xff, 0xff, 0xff, 0x0f, 0x01}, "takes the line number past 4294967295"},
  };
  for (const Case& c : cases) {
    std::vector<uint8_t> bytes = {'S', 'L', 'N', '2'};
    bytes.insert(bytes.end(), c.rows.begin(), c.rows.end());
    std::string problem;
    EXPECT_FALSE(simtloom_sections::decode_lines(bytes, problem)) << c.problem;
    EXPECT_NE(problem.find(c.problem), std::string::npos) << problem;
  }
}

TEST_F(ObjTest, ElfForOtherMachinesIsRejected) {
  DiagList d;
  auto image = elf_image(sample_object(), d);
  ASSERT_TRUE(image);
  put_le(*image, 0x12, 2, EM_X86_64);
  EXPECT_FALSE(read_elf_image(*image, "x86.o", d));
  EXPECT_TRUE(any_error_mentions(d, "machine 62")) << d.render();
}

// Our own image relabelled as a cubin: exercises the foreign reader and the e_flags decoding
// of both cubin ABIs without needing ptxas.
TEST_F(ObjTest, CubinTargetComesFromTheSmVersionInTheFlags) {
  DiagList d;
  auto image = elf_image(sample_object(), d);
  ASSERT_TRUE(image);
  put_le(*image, 0x12, 2, EM_CUDA);
  struct Case {
    uint8_t abi_version;
    uint32_t flags;
    const char* target;
  };
  for (Case c : {Case{8, 0x06005a04, "sm90"}, Case{8, 0x06005004, "cuda"}, Case{7, 0x005a055a, "sm90"},
                 Case{7, 0x00500550, "cuda"}}) {
    (*image)[EI_ABIVERSION] = c.abi_version;
    put_le(*image, 0x30, 4, c.flags);
    auto o = read_elf_image(*image, "relabelled.cubin", d);
    ASSERT_TRUE(o) << d.render();
    EXPECT_EQ(o->target, c.target) << std::hex << c.flags;
    EXPECT_GE(o->find_section(".text"), 0);
    EXPECT_GE(o->find_section(".simtloom.target"), 0);  // foreign reading keeps every section
    EXPECT_LT(o->find_section(".bss.like"), 0);         // but not empty ones
  }
}

// ---------------------------------------------------------------------------------------------
// Patching

TEST_F(ObjTest, PatchChangesOnlyTheSectionBytes) {
  Object o = sample_object();
  DiagList d;
  ASSERT_TRUE(write_elf(o, path("a.o"), d));
  std::vector<uint8_t> before = read_bytes(path("a.o"));
  std::vector<uint8_t> replacement(o.sections[0].bytes.size(), 0xab);
  ASSERT_TRUE(patch_elf_section(path("a.o"), path("b.o"), ".text", replacement, d)) << d.render();
  std::vector<uint8_t> after = read_bytes(path("b.o"));
  ASSERT_EQ(after.size(), before.size());
  ElfFacts f = elf_facts(before);
  size_t begin = f.find(".text")->header.sh_offset, end = begin + replacement.size();
  for (size_t i = 0; i < after.size(); ++i) {
    if (i >= begin && i < end)
      EXPECT_EQ(after[i], 0xab) << "byte " << i;
    else
      EXPECT_EQ(after[i], before[i]) << "byte " << i;
  }
  auto patched = read_elf(path("b.o"), d);
  ASSERT_TRUE(patched);
  EXPECT_EQ(patched->sections[0].bytes, replacement);
  EXPECT_EQ(read_bytes(path("a.o")), before);  // the input is untouched

  ASSERT_TRUE(patch_elf_section(path("b.o"), path("b.o"), ".data", {7, 8, 9}, d));  // in place
  EXPECT_EQ(read_elf(path("b.o"), d)->sections[1].bytes, (std::vector<uint8_t>{7, 8, 9}));
}

TEST_F(ObjTest, PatchWithAnotherSizeNamesBothSizes) {
  DiagList d;
  ASSERT_TRUE(write_elf(sample_object(), path("a.o"), d));
  EXPECT_FALSE(patch_elf_section(path("a.o"), path("b.o"), ".text", {1, 2, 3, 4}, d));
  EXPECT_TRUE(any_error_mentions(d, "is 12 bytes, but the replacement is 4 bytes")) << d.render();
  expect_errors_located_at(d, path("a.o"));
  EXPECT_EQ(files_in_dir(), std::vector<std::string>{"a.o"});
}

TEST_F(ObjTest, PatchOfAMissingSectionSuggestsTheClosestName) {
  DiagList d;
  ASSERT_TRUE(write_elf(sample_object(), path("a.o"), d));
  EXPECT_FALSE(patch_elf_section(path("a.o"), path("b.o"), ".txt", {}, d));
  ASSERT_TRUE(d.has_errors());
  EXPECT_TRUE(any_error_mentions(d, "no section named '.txt'"));
  EXPECT_NE(d.items()[0].hint.find(".text"), std::string::npos) << d.items()[0].hint;
  EXPECT_EQ(files_in_dir(), std::vector<std::string>{"a.o"});
}

// ---------------------------------------------------------------------------------------------
// Foreign objects from real tools

std::string find_tool(const char* env_var, std::vector<std::string> candidates, const std::string& name) {
  if (const char* v = std::getenv(env_var); v && *v) candidates.insert(candidates.begin(), v);
  if (const char* p = std::getenv("PATH")) {
    std::stringstream dirs(p);
    for (std::string dir; std::getline(dirs, dir, ':');)
      if (!dir.empty()) candidates.push_back(dir + "/" + name);
  }
  for (const std::string& c : candidates)
    if (::access(c.c_str(), X_OK) == 0) return c;
  return {};
}

constexpr const char* kPtx = R"(.version 8.0
.target sm_90a
.address_size 64

.visible .entry just_return()
{
  ret;
}

.visible .entry init_barrier()
{
  .shared .align 8 .b64 bar;
  mbarrier.init.shared.b64 [bar], 32;
  ret;
}
)";

TEST_F(ObjTest, CubinFromPtxasHasExecutableKernelSections) {
  std::string ptxas = find_tool("PTXAS", {"/usr/local/cuda/bin/ptxas"}, "ptxas");
  if (ptxas.empty()) GTEST_SKIP() << "ptxas not found (set PTXAS or install the CUDA toolkit); cubin reading not tested";
  write_text(path("x.ptx"), kPtx);
  std::string cmd = "'" + ptxas + "' -arch=sm_90a '" + path("x.ptx") + "' -o '" + path("x.cubin") + "'";
  ASSERT_EQ(std::system(cmd.c_str()), 0) << cmd;
  DiagList d;
  auto o = read_elf(path("x.cubin"), d);
  ASSERT_TRUE(o) << d.render();
  EXPECT_EQ(o->target, "sm90");
  for (const std::string kernel : {"just_return", "init_barrier"}) {
    SCOPED_TRACE(kernel);
    int index = o->find_section(".text." + kernel);
    ASSERT_GE(index, 0);
    const Section& s = o->sections[static_cast<size_t>(index)];
    EXPECT_TRUE(s.exec);
    EXPECT_FALSE(s.bytes.empty());
    EXPECT_EQ(s.bytes.size() % 16, 0u);
    bool has_symbol = false;
    for (const Symbol& sym : o->symbols)
      has_symbol |= sym.name == kernel && sym.type == Symbol::Func && sym.section == index && sym.global;
    EXPECT_TRUE(has_symbol);
    bool has_kernel = false;
    for (const Kernel& k : o->kernels) has_kernel |= k.name == kernel && k.section == index && k.size == s.bytes.size();
    EXPECT_TRUE(has_kernel);
  }
  for (const Section& s : o->sections) EXPECT_FALSE(s.bytes.empty()) << s.name;  // NOBITS .nv.shared.* left out

  // Re-patching a kernel with its own bytes must reproduce the cubin exactly.
  const Section& text = o->sections[static_cast<size_t>(o->find_section(".text.init_barrier"))];
  ASSERT_TRUE(patch_elf_section(path("x.cubin"), path("y.cubin"), text.name, text.bytes, d)) << d.render();
  EXPECT_EQ(read_bytes(path("y.cubin")), read_bytes(path("x.cubin")));
}

// ptxas puts the section-header table before the program headers at the end of the cubin:
// libelf reads a table cut short as fewer sections without an error, so every cut inside either
// table must still be a located error (a cut cubin once disassembled as nothing, exit 0).
TEST_F(ObjTest, CubinCutInsideItsHeaderTablesIsALocatedError) {
  std::string ptxas = find_tool("PTXAS", {"/usr/local/cuda/bin/ptxas"}, "ptxas");
  if (ptxas.empty()) GTEST_SKIP() << "ptxas not found (set PTXAS or install the CUDA toolkit); cut cubins not tested";
  write_text(path("x.ptx"), kPtx);
  std::string cmd = "'" + ptxas + "' -arch=sm_90a '" + path("x.ptx") + "' -o '" + path("x.cubin") + "'";
  ASSERT_EQ(std::system(cmd.c_str()), 0) << cmd;
  std::vector<uint8_t> image = read_bytes(path("x.cubin"));
  size_t shoff = static_cast<size_t>(get_le(image, 0x28, 8));
  size_t phoff = static_cast<size_t>(get_le(image, 0x20, 8));
  ASSERT_GT(shoff, 0u);
  size_t first = std::min(shoff, phoff ? phoff : shoff);
  ASSERT_LT(first, image.size());
  for (size_t len = first + 1; len < image.size(); ++len) {
    std::vector<uint8_t> cut(image.begin(), image.begin() + static_cast<long>(len));
    DiagList e;
    EXPECT_FALSE(read_elf_image(cut, "cut.cubin", e)) << "length " << len;
    expect_errors_located_at(e, "cut.cubin");
    EXPECT_TRUE(any_error_mentions(e, "ends past the end of the file")) << "length " << len << ": " << e.render();
  }
}

TEST_F(ObjTest, AmdgpuObjectFromClangIsReadAsAmdgcn) {
  std::string clang = find_tool("CLANG", {}, "clang");
  if (clang.empty()) GTEST_SKIP() << "clang not found (set CLANG); AMDGPU code object reading not tested";
  write_text(path("k.cl"), "__kernel void add1(__global int* p) { p[get_global_id(0)] += 1; }\n");
  std::string cmd = "'" + clang + "' -target amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib -c '" + path("k.cl") + "' -o '" +
                    path("k.o") + "' 2>/dev/null";
  if (std::system(cmd.c_str()) != 0) GTEST_SKIP() << "this clang cannot target amdgcn; AMDGPU code object reading not tested";
  DiagList d;
  auto o = read_any(path("k.o"), 4, d);
  ASSERT_TRUE(o) << d.render();
  EXPECT_EQ(o->target, "amdgcn");
  int text = o->find_section(".text");
  ASSERT_GE(text, 0);
  EXPECT_TRUE(o->sections[static_cast<size_t>(text)].exec);
  EXPECT_EQ(o->sections[static_cast<size_t>(text)].bytes.size() % 4, 0u);
  bool has_kernel = false, has_descriptor = false;
  int undefined = -1;
  for (size_t i = 0; i < o->symbols.size(); ++i) {
    const Symbol& s = o->symbols[i];
    has_kernel |= s.name == "add1" && s.type == Symbol::Func && s.section == text && s.size > 0;
    has_descriptor |= s.name == "add1.kd" && s.type == Symbol::Object;
    if (s.name == "_Z13get_global_idj") undefined = static_cast<int>(i);
  }
  EXPECT_TRUE(has_kernel);
  EXPECT_TRUE(has_descriptor);
  // An undefined symbol is kept only because a relocation of the code names it (the call).
  ASSERT_GE(undefined, 0);
  EXPECT_EQ(o->symbols[static_cast<size_t>(undefined)].section, Symbol::kUndefined);
  bool called = false;
  for (const Relocation& r : o->relocations) called |= r.symbol == undefined && r.section == text;
  EXPECT_TRUE(called);
  for (const Section& s : o->sections) EXPECT_FALSE(s.bytes.empty()) << s.name;
}

TEST_F(ObjTest, StrippedAmdgpuCodeObjectFallsBackToDynamicSymbols) {
  std::string clang = find_tool("CLANG", {}, "clang");
  std::string strip = find_tool("LLVM_STRIP", {}, "llvm-strip");
  if (clang.empty() || strip.empty()) GTEST_SKIP() << "clang or llvm-strip not found; stripped .hsaco reading not tested";
  write_text(path("k.cl"), "__kernel void add1(__global int* p) { p[0] += 1; }\n");
  std::string cmd = "'" + clang + "' -target amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib '" + path("k.cl") + "' -o '" +
                    path("k.hsaco") + "' 2>/dev/null && '" + strip + "' '" + path("k.hsaco") + "'";
  if (std::system(cmd.c_str()) != 0) GTEST_SKIP() << "this clang cannot link for amdgcn; stripped .hsaco reading not tested";
  DiagList d;
  auto o = read_elf(path("k.hsaco"), d);
  ASSERT_TRUE(o) << d.render();
  EXPECT_EQ(o->target, "amdgcn");
  EXPECT_LT(o->find_section(".symtab"), 0);
  EXPECT_LT(o->find_section(".dynsym"), 0);
  int text = o->find_section(".text");
  ASSERT_GE(text, 0);
  bool has_kernel = false;
  for (const Symbol& s : o->symbols)
    has_kernel |= s.name == "add1" && s.type == Symbol::Func && s.section == text && s.value == o->sections[text].addr;
  EXPECT_TRUE(has_kernel);
}

}  // namespace
}  // namespace simtloom::obj
