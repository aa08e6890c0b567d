// Helpers shared by the unit tests.
#pragma once
#include <gtest/gtest.h>

#include <cstdio>

#include <memory>
#include <string>
#include <vector>

#include "asm/assembler.h"
#include "desc/loader.h"

namespace simtloom::test {

inline std::unique_ptr<desc::Target> builtin(const std::string& id) {
  DiagList d;
  auto t = desc::load_builtin(id, d);
  EXPECT_TRUE(t) << d.render();
  return t;
}

// Assembles `text` and returns the bytes of .text; diagnostics go to `diags`.
inline std::vector<uint8_t> assemble(const desc::Target& t, const std::string& text, DiagList& diags) {
  assembler::Assembler as(t, diags);
  as.add_source("<test>", text);
  if (!as.finish()) return {};
  int s = as.object().find_section(".text");
  return s < 0 ? std::vector<uint8_t>{} : as.object().sections[s].bytes;
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

inline uint32_t word_at(const std::vector<uint8_t>& b, size_t i = 0) {
  return b[i] | b[i + 1] << 8 | b[i + 2] << 16 | static_cast<uint32_t>(b[i + 3]) << 24;
}

}  // namespace simtloom::test
