// Deterministic generators of large assembly sources, shared by the benchmark binary (which
// generates in memory, outside the timed region) and by gen_source (which writes files for the
// whole-process comparison in scripts/bench.sh).
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>

namespace simtloom::bench {

struct GeneratedSource {
  std::string text;
  size_t lines = 0;         // every line, including labels, comments and directives
  size_t instructions = 0;  // lines that hold one instruction
  size_t labels = 0;
};

// A wisa source of exactly `line_count` lines using every group-6 instruction with varied
// operands (decimal, hex, CSR names and numbers, waitcnt key subsets), a label every 100 lines,
// one forward label-difference operand per block (so the fixup pass has work), full-line
// comments and trailing comments in all three comment styles. The same seed gives the same text.
GeneratedSource generate_wisa_source(size_t line_count, uint64_t seed = 1);

// A comparable AMDGPU (gfx1100) source for llvm-mc: the same shape (labels every 100 lines,
// comments) with simple SOPP instructions only: s_nop, s_sleep, s_setprio, s_waitcnt (counter
// subsets), s_trap, s_barrier, s_endpgm, s_icache_inv, s_sethalt, s_clause, s_delay_alu.
// There is no forward-reference operand: llvm-mc's SOPP immediates take no label differences.
GeneratedSource generate_amdgpu_source(size_t line_count, uint64_t seed = 1);

}  // namespace simtloom::bench
