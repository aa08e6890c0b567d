// `simtloom run` in parts: the launch-file loader's scalars and ranges, .npy, bounded data
// reads, the check expressions' limits and wrapping, and a property: no launch file, however
// hostile its values, makes the loader throw or report an error without a line.
#include <gtest/gtest.h>

#include <climits>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include "cli/run/check_expr.h"
#include "cli/run/data_file.h"
#include "cli/run/launch_file.h"
#include "cli/run/npy.h"
#include "cli/run/runner.h"
#include "cli/run/yaml_reader.h"
#include "test_support.h"

namespace fs = std::filesystem;
using namespace simtloom;
using namespace simtloom::cli::run;

namespace {

fs::path temp_file(const std::string& name, const std::string& text) {
  fs::path p = fs::temp_directory_path() / fmt::format("simtloom_run_launch_{}_{}", ::getpid(), name);
  std::ofstream(p, std::ios::binary) << text;
  return p;
}

}  // namespace

TEST(RunLaunch, IntegersAreExactAndBounded) {
  bool overflow = false;
  EXPECT_EQ(parse_int("0x10", overflow)->magnitude, 16u);
  EXPECT_EQ(parse_int("0b101", overflow)->magnitude, 5u);
  EXPECT_EQ(parse_int("0o17", overflow)->magnitude, 15u);
  auto neg = parse_int("-5", overflow);
  ASSERT_TRUE(neg);
  EXPECT_TRUE(neg->negative);
  EXPECT_EQ(neg->magnitude, 5u);
  EXPECT_EQ(parse_int("18446744073709551615", overflow)->magnitude, UINT64_MAX);
  EXPECT_FALSE(overflow);
  EXPECT_FALSE(parse_int("18446744073709551616", overflow));
  EXPECT_TRUE(overflow);
  EXPECT_FALSE(parse_int("ten", overflow));
  EXPECT_FALSE(overflow);
  EXPECT_FALSE(parse_int("", overflow));
  EXPECT_FALSE(parse_int("1e3", overflow));
}

TEST(RunLaunch, NumbersAsYamlWritesThem) {
  EXPECT_EQ(*parse_number("1e3"), 1000.0);
  EXPECT_EQ(*parse_number("0xff"), 255.0);
  EXPECT_EQ(*parse_number("-.Inf"), -HUGE_VAL);
  EXPECT_TRUE(std::isnan(*parse_number(".nan")));
  EXPECT_FALSE(parse_number("abc"));
  EXPECT_FALSE(parse_number(" 1"));
  EXPECT_FALSE(parse_number("1.5x"));
}

TEST(RunLaunch, RepresentableInTheElementType) {
  const TypeInfo& u32 = *type_named("u32");
  EXPECT_TRUE(representable(4294967295.0, u32));
  EXPECT_FALSE(representable(4294967296.0, u32));
  EXPECT_FALSE(representable(-1, u32));
  EXPECT_FALSE(representable(2.5, u32));
  EXPECT_FALSE(representable(1e30, u32));
  EXPECT_TRUE(representable(-128, *type_named("i8")));
  EXPECT_FALSE(representable(128, *type_named("i8")));
  EXPECT_FALSE(representable(1e39, *type_named("f32")));
  EXPECT_TRUE(representable(HUGE_VAL, *type_named("f32")));
  EXPECT_TRUE(representable(1e300, *type_named("f64")));
}

TEST(RunLaunch, NpyRoundTripAndHeaderChecks) {
  const TypeInfo& f32 = *type_named("f32");
  std::vector<float> v = {1.5f, -2.0f, 3.25f};
  auto bytes = npy_bytes(f32, reinterpret_cast<const uint8_t*>(v.data()), v.size());
  NpyArray a;
  ASSERT_EQ(parse_npy(bytes, "t.npy", a), "");
  EXPECT_EQ(a.type, &f32);
  EXPECT_EQ(a.count, 3u);
  ASSERT_EQ(a.data.size(), 12u);
  EXPECT_EQ(std::memcmp(a.data.data(), v.data(), 12), 0);
  // A shape that does not match the data, and versions numpy never wrote.
  auto bad_shape = bytes;
  auto at = std::string(bad_shape.begin(), bad_shape.end()).find("(3,)");
  bad_shape[at + 1] = '7';
  EXPECT_NE(parse_npy(bad_shape, "t.npy", a).find("shape says 7 elements"), std::string::npos);
  auto v9 = bytes;
  v9[6] = 9;
  EXPECT_NE(parse_npy(v9, "t.npy", a).find("version 9.0 is not supported"), std::string::npos);
  auto truncated = std::vector<uint8_t>(bytes.begin(), bytes.begin() + 20);
  EXPECT_NE(parse_npy(truncated, "t.npy", a), "");
}

TEST(RunLaunch, DataFilesAreReadBounded) {
  DataFile f;
  ASSERT_EQ(read_data_file("/dev/zero", 128, f), "");
  EXPECT_EQ(f.bytes.size(), 128u);
  EXPECT_TRUE(f.longer);
  EXPECT_NE(read_data_file(fs::temp_directory_path().string(), 128, f).find("is a directory"), std::string::npos);
  fs::path p = temp_file("raw", std::string(10, 'x'));
  ASSERT_EQ(read_data_file(p.string(), 4, f), "");
  EXPECT_EQ(f.bytes.size(), 4u);
  EXPECT_TRUE(f.longer);
  EXPECT_EQ(f.size, 10u);
  fs::remove(p);
}

TEST(RunLaunch, ExpressionNestingIsLimited) {
  std::vector<BufferData> bufs;
  auto nested = [](int n) { return std::string(n, '(') + "1" + std::string(n, ')'); };
  ExprError err;
  parse_expr(nested(255), bufs, err);
  EXPECT_EQ(err.message, "");
  parse_expr(nested(100000), bufs, err);
  EXPECT_NE(err.message.find("nested more than 256 levels deep"), std::string::npos);
  EXPECT_LT(err.message.size(), 200u);  // the expression is elided around the error
  ExprError chain;
  std::string sum = "1";
  for (int i = 0; i < 5000; ++i) sum += "+1";
  parse_expr(sum, bufs, chain);
  EXPECT_NE(chain.message.find("operations deep"), std::string::npos);
}

TEST(RunLaunch, IntegerExpressionsWrap) {
  std::vector<BufferData> bufs;
  ExprError err;
  Expr e = parse_expr("(0 - 2147483647 - 1) / (0 - 1)", bufs, err);
  ASSERT_EQ(err.message, "");
  EXPECT_EQ(eval_expr<int32_t>(e, 0), INT32_MIN);
  Expr m = parse_expr("2147483647 * 2 + i", bufs, err);
  EXPECT_EQ(eval_expr<int32_t>(m, 3), 1);
  EXPECT_EQ(eval_expr<uint32_t>(m, 3), 1u);  // 4294967294 + 3, modulo 2^32
  Expr z = parse_expr("i / 0", bufs, err);
  EXPECT_EQ(eval_expr<uint32_t>(z, 5), 0u);
}

TEST(RunLaunch, LoadsValuesExactly) {
  fs::path p = temp_file("ok.yaml",
                         "kernel: k\ngrid: [2, 3]\nworkgroup: 64\nbuffers:\n  - {name: a, type: u64, count: 4, init: {fill: 18446744073709551615}}\n"
                         "args:\n  - {buffer: a, offset: 8}\n  - {u32: 0xffffffff}\n  - {f32: 2.5}\n  - {i64: -9223372036854775808}\n");
  DiagList d;
  auto L = load_launch_file(p.string(), find_runner("wisa")->schema(), d);
  ASSERT_TRUE(L) << d.render();
  EXPECT_EQ(L->grid.v[0], 2u);
  EXPECT_EQ(L->grid.v[1], 3u);
  EXPECT_EQ(L->workgroup.v[0], 64u);
  ASSERT_EQ(L->buffers.size(), 1u);
  EXPECT_EQ(*L->buffers[0].init.fill_bits, UINT64_MAX);
  ASSERT_EQ(L->args.size(), 4u);
  EXPECT_EQ(L->args[0].kind, ValueSpec::Kind::Address);
  EXPECT_EQ(L->args[0].offset, 8u);
  EXPECT_EQ(L->args[1].bits, 0xffffffffu);
  float f = 2.5f;
  uint32_t fb;
  std::memcpy(&fb, &f, 4);
  EXPECT_EQ(L->args[2].bits, fb);
  EXPECT_EQ(L->args[3].bits, uint64_t{1} << 63);
  fs::remove(p);
}

TEST(RunLaunch, ReportsEveryErrorOfAFile) {
  fs::path p = temp_file("bad.yaml",
                         "kernel: k\ngrid: [1]\nworkgroup: [1]\nbuffers:\n  - {name: a, type: u32, count: -1}\n  - {name: b, type: u32, count: ten}\n"
                         "args:\n  - {u32: -5}\n  - {u8: 256}\nchecks:\n  - {buffer: b, expect: a, tolerance: abc}\n");
  DiagList d;
  EXPECT_FALSE(load_launch_file(p.string(), find_runner("wisa")->schema(), d));
  ASSERT_EQ(d.error_count(), 5u) << d.render();
  for (const auto& x : d.items()) EXPECT_GT(x.loc.line, 0) << x.message;
  EXPECT_EQ(d.items()[0].loc.line, 5);
  EXPECT_EQ(d.items()[4].loc.line, 11);
  fs::remove(p);
}

// Every scalar of every example launch file replaced in turn by hostile values: the loader
// returns (a file or located errors) and never throws.
TEST(RunLaunch, HostileValuesNeverThrow) {
  const char* hostile[] = {"-1", "ten", "18446744073709551616", "1e300", "[1, 2]", "{a: 1}", "''", "4294967296", "-0x8000000000000001", ".nan"};
  std::vector<fs::path> files;
  for (const auto& e : fs::recursive_directory_iterator(fs::path(SIMTLOOM_SOURCE_DIR) / "examples"))
    if (e.path().extension() == ".yaml") files.push_back(e.path());
  ASSERT_FALSE(files.empty());
  unsigned loads = 0;
  for (const auto& f : files) {
    const bool linx = f.parent_path().filename() == "linx041";
    YAML::Node doc = YAML::LoadFile(f.string());
    std::vector<YAML::Node> scalars;
    std::function<void(YAML::Node)> walk = [&](YAML::Node n) {
      if (n.IsScalar()) scalars.push_back(n);
      else if (n.IsSequence())
        for (auto x : n) walk(x);
      else if (n.IsMap())
        for (auto kv : n) walk(kv.second);
    };
    walk(doc);
    for (auto& s : scalars) {
      const std::string keep = s.Scalar();
      for (const char* h : hostile) {
        s = YAML::Load(h);
        fs::path p = temp_file("hostile.yaml", YAML::Dump(doc));
        DiagList d;
        EXPECT_NO_THROW(load_launch_file(p.string(), find_runner(linx ? "linx041" : "wisa")->schema(), d)) << YAML::Dump(doc);
        for (const auto& x : d.items()) EXPECT_GT(x.loc.line, 0) << x.message;
        ++loads;
      }
      s = keep;
    }
  }
  EXPECT_GT(loads, 500u);
}

TEST(RunLaunch, CommandLineLimits) {
  const std::string bin = SIMTLOOM_BINARY, src = SIMTLOOM_SOURCE_DIR;
  int rc = 0;
  std::string out = test::run_command(fmt::format("{} run {}/examples/vadd/vadd.s --launch {}/examples 2>&1", bin, src, src), &rc);
  EXPECT_NE(rc, 0);
  EXPECT_NE(out.find("the launch file is a directory"), std::string::npos) << out;
  out = test::run_command(fmt::format("{} run {}/examples/vadd/vadd.s --launch {}/examples/vadd/vadd.yaml --cores 4294967295 2>&1", bin, src, src), &rc);
  EXPECT_EQ(WEXITSTATUS(rc), 1);
  EXPECT_NE(out.find("--cores 4294967295 is out of range"), std::string::npos) << out;
  out = test::run_command(fmt::format("{} run {}/examples/vadd/vadd.s --launch {}/examples/vadd/vadd.yaml --cores 0 2>&1", bin, src, src), &rc);
  EXPECT_EQ(WEXITSTATUS(rc), 1);
  // --stats naming the launch file is refused, and the launch file is left as it was.
  fs::path copy = temp_file("stats.yaml", "");
  fs::copy_file(fs::path(src) / "examples/vadd/vadd.yaml", copy, fs::copy_options::overwrite_existing);
  const auto before = fs::file_size(copy);
  out = test::run_command(fmt::format("{} run {}/examples/vadd/vadd.s --launch {} --stats {} 2>&1", bin, src, copy.string(), copy.string()), &rc);
  EXPECT_EQ(WEXITSTATUS(rc), 1);
  EXPECT_NE(out.find("would overwrite"), std::string::npos) << out;
  EXPECT_EQ(fs::file_size(copy), before);
  fs::remove(copy);
}
