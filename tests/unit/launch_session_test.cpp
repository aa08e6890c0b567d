// The launch structure without a launch file (what the Python module builds): buffers given as
// bytes, values typed, run by the same LaunchSession `simtloom run` uses, read back after.
#include <gtest/gtest.h>

#include <cstring>
#include <fstream>
#include <sstream>

#include "cli/run/launch_session.h"
#include "test_support.h"

using namespace simtloom;
using namespace simtloom::cli::run;

namespace {

std::string read_text(const std::string& path) {
  std::ifstream f(std::string(SIMTLOOM_SOURCE_DIR) + "/" + path);
  std::stringstream s;
  s << f.rdbuf();
  return s.str();
}

template <class T>
std::vector<uint8_t> bytes_of(const std::vector<T>& v) {
  std::vector<uint8_t> b(v.size() * sizeof(T));
  std::memcpy(b.data(), v.data(), b.size());
  return b;
}

BufferDecl buffer(const char* name, const char* type, std::vector<uint8_t> bytes) {
  BufferDecl b;
  b.name = name;
  b.type = type_named(type);
  b.count = bytes.size() / b.type->size;
  b.init.kind = InitSpec::Kind::Bytes;
  b.init.loc = {"<memory>", 0, 0};
  b.init.bytes = std::move(bytes);
  return b;
}

ValueSpec typed(const char* type, uint64_t bits) {
  ValueSpec v;
  v.kind = ValueSpec::Kind::Typed;
  v.type = type_named(type);
  v.bits = bits;
  return v;
}

ValueSpec address(size_t buffer) {
  ValueSpec v;
  v.kind = ValueSpec::Kind::Address;
  v.buffer = buffer;
  return v;
}

// saxpy over n elements: x = 0, 1, 2 ..., y = -1, a = 2.
struct Saxpy {
  std::unique_ptr<desc::Target> t = test::builtin("wisa");
  obj::Object object = test::assemble_object(*t, read_text("examples/saxpy/saxpy.s"));
  LaunchFile L;
  cli::RunArgs args;
  explicit Saxpy(uint32_t n) {
    std::vector<float> x(n), y(n + 1, -1.0f);
    for (uint32_t i = 0; i < n; ++i) x[i] = static_cast<float>(i);
    L.buffers = {buffer("x", "f32", bytes_of(x)), buffer("y", "f32", bytes_of(y))};
    float a = 2.0f;
    uint32_t abits;
    std::memcpy(&abits, &a, 4);
    L.args = {address(0), address(1), typed("f32", abits), typed("u32", n)};
    L.grid.v[0] = (n + 63) / 64, L.grid.given = true;
    L.workgroup.v[0] = 64, L.workgroup.given = true;
  }
};

}  // namespace

TEST(LaunchSession, BuffersGivenInMemoryRunAndReadBack) {
  Saxpy s(100);
  const RunInput in{s.args, *s.t, s.object, s.L};
  LaunchSession session(*find_runner("wisa"), in);
  DiagList d;
  ASSERT_TRUE(session.prepare(d)) << d.render();
  RunOutcome o = session.run();
  ASSERT_TRUE(o.ok) << o.trap_text;
  std::vector<uint8_t> after = session.contents(1);
  ASSERT_EQ(after.size(), 101u * 4);
  for (uint32_t i = 0; i <= 100; ++i) {
    float v;
    std::memcpy(&v, &after[i * 4], 4);
    EXPECT_EQ(v, i < 100 ? 2.0f * static_cast<float>(i) - 1.0f : -1.0f) << i;  // y[100] is past n
  }
  EXPECT_EQ(session.buffers()[1].initial, s.L.buffers[1].init.bytes);  // the contents before the run
  EXPECT_EQ(session.digests()[1].hex, digest_of(after));
  EXPECT_EQ(session.stats_name(), "saxpy");
}

TEST(LaunchSession, BytesOfTheWrongSizeAreALocatedError) {
  Saxpy s(100);
  s.L.buffers[0].count = 200;  // the declaration says more elements than the bytes hold
  const RunInput in{s.args, *s.t, s.object, s.L};
  LaunchSession session(*find_runner("wisa"), in);
  DiagList d;
  EXPECT_FALSE(session.prepare(d));
  ASSERT_EQ(d.error_count(), 1u);
  EXPECT_EQ(d.items()[0].loc.file, "<memory>");
  EXPECT_NE(d.items()[0].message.find("size mismatch: 400 bytes given, the buffer is 800 bytes (200 x f32)"), std::string::npos) << d.render();
}

TEST(LaunchSession, AnArgumentBlockOfTheWrongSizeIsRefused) {
  Saxpy s(100);
  s.L.args.pop_back();
  const RunInput in{s.args, *s.t, s.object, s.L};
  LaunchSession session(*find_runner("wisa"), in);
  DiagList d;
  EXPECT_FALSE(session.prepare(d));
  EXPECT_NE(d.render().find("the argument block is 20 bytes, kernel 'saxpy' declares .arg_bytes 24"), std::string::npos) << d.render();
}
