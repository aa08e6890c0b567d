// Helpers shared by the unit tests.
#pragma once
#include <gtest/gtest.h>

#include <cstdio>

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "asm/assembler.h"
#include "builtin/builtin.h"
#include "desc/loader.h"

namespace simtloom::test {

// The LLVM 19 tools of the oracle and clang tests (each test skips visibly where one is absent).
inline constexpr const char* kClang = "/usr/lib/llvm-19/bin/clang";
inline constexpr const char* kLlvmMc = "/usr/lib/llvm-19/bin/llvm-mc";

// A built-in target, or one of its modes: builtin("gfx11", "wave64") or builtin("gfx11+wave64").
inline std::unique_ptr<desc::Target> builtin(const std::string& id, const std::string& mode = {}) {
  DiagList d;
  auto t = mode.empty() ? desc::load_builtin_spec(id, d) : desc::load_builtin(id, d, false, mode);
  EXPECT_TRUE(t) << d.render();
  return t;
}

// Every built-in target's modes, as "id+mode" (the properties of every target hold in them too).
inline std::vector<std::string> builtin_mode_ids() {
  std::vector<std::string> out;
  for (const auto& id : desc::builtin_target_ids()) {
    DiagList d;
    if (auto t = desc::load_builtin(id, d))
      for (const auto& m : t->modes) out.push_back(id + "+" + m.name);
  }
  return out;
}

// Assembles `text` and returns the bytes of .text; diagnostics go to `diags`.
inline std::vector<uint8_t> assemble(const desc::Target& t, const std::string& text, DiagList& diags) {
  assembler::Assembler as(t, diags);
  as.add_source("<test>", text);
  if (!as.finish()) return {};
  int s = as.object().find_section(".text");
  return s < 0 ? std::vector<uint8_t>{} : as.object().sections[s].bytes;
}

// Assembles `text` as k.s and returns the whole object (sections, symbols, line table, kernels).
inline obj::Object assemble_object(const desc::Target& t, const std::string& text) {
  DiagList d;
  assembler::Assembler as(t, d);
  as.add_source("k.s", text);
  EXPECT_TRUE(as.finish()) << d.render();
  return as.object();
}

// Runs a shell command and returns its standard output; `rc` receives pclose's status.
inline std::string run_command(const std::string& cmd, int* rc = nullptr) {
  std::string out;
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return out;
  char buf[65536];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
  int st = pclose(p);
  if (rc) *rc = st;
  return out;
}

// A wisa example program with a launch file: examples/<dir>/<x>.yaml beside its <x>.s. The
// other targets' examples (examples/linx041, examples/gfx11: run with -t) are left out.
struct ExampleLaunch {
  std::filesystem::path launch, source;
};
inline std::vector<ExampleLaunch> wisa_example_launches() {
  namespace fs = std::filesystem;
  std::vector<ExampleLaunch> out;
  for (const auto& dir : fs::directory_iterator(fs::path(SIMTLOOM_SOURCE_DIR) / "examples")) {
    if (!dir.is_directory() || dir.path().filename() == "linx041" || dir.path().filename() == "gfx11") continue;
    for (const auto& f : fs::directory_iterator(dir.path())) {
      if (f.path().extension() != ".yaml") continue;
      fs::path src = f.path();
      src.replace_extension(".s");
      if (fs::exists(src)) out.push_back({f.path(), src});
    }
  }
  return out;
}

inline uint32_t word_at(const std::vector<uint8_t>& b, size_t i = 0) {
  return b[i] | b[i + 1] << 8 | b[i + 2] << 16 | static_cast<uint32_t>(b[i + 3]) << 24;
}

}  // namespace simtloom::test
