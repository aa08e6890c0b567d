// Helpers shared by the unit tests.
#pragma once
#include <gtest/gtest.h>

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

inline uint32_t word_at(const std::vector<uint8_t>& b, size_t i = 0) {
  return b[i] | b[i + 1] << 8 | b[i + 2] << 16 | static_cast<uint32_t>(b[i + 3]) << 24;
}

}  // namespace simtloom::test
