// A program for static analyses: the instructions of a code section decoded in sequence, each
// with the registers it reads and writes (the description's access data: register classes, or
// source codes through the target's `sources:`), its unit, wait counter, branch target, and
// its basic-block edges (a pc-relative operand is a branch; the `eb` flag ends a block).
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "codec/codec.h"
#include "desc/model.h"

namespace simtloom::analysis {

// A register unit: a tracked file's register, named as the target prints it ("v3", "s10",
// "vcc_lo"); `key` orders and compares them.
struct RegUnit {
  std::string name;
  uint32_t key = 0;
  friend bool operator==(const RegUnit& a, const RegUnit& b) { return a.key == b.key; }
};

struct ProgramInsn {
  uint64_t pc = 0;  // offset in the section
  unsigned bytes = 0;
  const desc::Variant* variant = nullptr;
  codec::MCInst mi;
  std::vector<RegUnit> reads, writes;
  int counter = -1;                    // a variable-latency instruction's wait counter
  std::optional<uint64_t> target;      // a branch's target offset
  bool falls_through = true;
};

struct Program {
  std::vector<ProgramInsn> insns;
  // The instruction index at an offset, or -1.
  int index_at(uint64_t pc) const;
};

// Decodes `code` (a section's bytes) from offset `begin` to `end`; stops at the first word that
// decodes to no instruction.
Program decode_program(const desc::Target& t, const std::vector<uint8_t>& code, uint64_t begin, uint64_t end);

}  // namespace simtloom::analysis
