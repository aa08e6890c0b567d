// The static missing-wait check: over a program's control-flow graph, which registers may still
// be written by an outstanding variable-latency instruction (a load) when an instruction reads
// or overwrites them, with no wait on that instruction's counter in between.
//
// Counters retire in order (a wait for N leaves the newest N). A wait is an operand of a
// field-set type whose parts are named <counter>cnt (s_waitcnt's vmcnt(N) lgkmcnt(N)), a keyed
// operand wait_<counter>:N (gfx11 v_interp's wait_exp:N), or an instruction named
// ..._<counter>cnt with an immediate (s_waitcnt_vscnt null, N). At a join the
// outstanding operations of the predecessors are merged (newest first, registers united), so a
// finding means some path reaches the instruction without the wait.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "analysis/program.h"

namespace simtloom::analysis {

struct MissingWait {
  uint64_t pc = 0;       // the instruction that uses the register
  uint64_t load_pc = 0;  // the outstanding instruction that writes it
  std::string reg;       // "v2"
  bool read = true;      // reads it (else overwrites it)
  std::string counter;   // the counter the missing wait is on
};

// `entries`: the offsets where execution starts (the kernels).
std::vector<MissingWait> missing_waits(const desc::Target& t, const Program& p, const std::vector<uint64_t>& entries);

}  // namespace simtloom::analysis
