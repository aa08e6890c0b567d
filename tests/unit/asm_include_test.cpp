// `.include` at scale (issue 18): each file is read once however often it is included, so a
// file that includes a one-line file 70,000 times (past Linux's 65,530 memory maps per process)
// or a 4-way include fan-out nested 9 deep (262,144 includes) assembles.
#include <gtest/gtest.h>

#include <unistd.h>

#include <fstream>
#include <iterator>

#include "test_support.h"

namespace simtloom {
namespace {

namespace fs = std::filesystem;

struct TempDir {
  fs::path path;
  TempDir() {
    std::string templ = (fs::temp_directory_path() / "simtloom-include.XXXXXX").string();
    path = mkdtemp(templ.data());
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
  void write(const std::string& name, const std::string& text) const { std::ofstream(path / name) << text; }
};

size_t mapping_count() {
  std::ifstream maps("/proc/self/maps");
  return static_cast<size_t>(std::count(std::istreambuf_iterator<char>(maps), std::istreambuf_iterator<char>(), '\n'));
}

size_t text_bytes(const std::string& main_path, const std::string& main_text, DiagList& d) {
  auto t = test::builtin("wisa");
  assembler::Assembler as(*t, d);
  as.add_source(main_path, main_text);
  if (!as.finish()) return 0;
  int s = as.object().find_section(".text");
  return s < 0 ? 0 : as.object().sections[s].bytes.size();
}

TEST(AsmInclude, OneFileIncludedSeventyThousandTimesIsMappedOnce) {
  TempDir dir;
  dir.write("one.s", "\tnop\n");
  std::string main;
  for (int i = 0; i < 70000; ++i) main += "\t.include \"one.s\"\n";
  size_t before = mapping_count();
  DiagList d;
  EXPECT_EQ(text_bytes((dir.path / "main.s").string(), main, d), 70000u * 4) << d.render();
  // One mapping for one.s, not one per include (the assembler has finished, but its object and
  // sources were alive until text_bytes returned: count again inside would be stricter, and the
  // size above already needs every include to have been read).
  EXPECT_LT(mapping_count(), before + 64);
}

TEST(AsmInclude, FourWayFanOutNineDeep) {
  TempDir dir;
  dir.write("l9.s", "\tnop\n");
  for (int level = 8; level >= 1; --level) {
    std::string text;
    for (int k = 0; k < 4; ++k) text += "\t.include \"l" + std::to_string(level + 1) + ".s\"\n";
    dir.write("l" + std::to_string(level) + ".s", text);
  }
  DiagList d;
  EXPECT_EQ(text_bytes((dir.path / "main.s").string(), "\t.include \"l1.s\"\n", d), (size_t{1} << 16) * 4) << d.render();
}

TEST(AsmInclude, ErrorsInAnIncludedFileNameItsLineEachTime) {
  TempDir dir;
  dir.write("bad.s", "\tnop\n\tbogus\n");
  DiagList d;
  text_bytes((dir.path / "main.s").string(), "\t.include \"bad.s\"\n\t.include \"bad.s\"\n", d);
  std::string r = d.render();
  size_t first = r.find("bad.s:2:2: error: unknown mnemonic 'bogus'");
  ASSERT_NE(first, std::string::npos) << r;
  EXPECT_NE(r.find("bad.s:2:2: error: unknown mnemonic 'bogus'", first + 1), std::string::npos) << r;
}

}  // namespace
}  // namespace simtloom
