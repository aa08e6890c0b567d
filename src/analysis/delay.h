// The `delay` analysis: for a straight-line sequence of instructions annotated by class and by
// the registers they read and write, the s_delay_alu values LLVM's AMDGPUInsertDelayAlu (LLVM 19)
// inserts on gfx11+, computed the same way:
//
//  - every register unit remembers its last ALU writer: a VALU (latency 5 cycles, counted in
//    VALU instructions since, at most 4 back), a TRANS (latency 10, at most 3 TRANS back, plus
//    the VALU count since it) or an SALU (latency 2, in cycles, at most 3);
//  - each instruction issues in 1 cycle (`nop N`: N+1) and ages every entry; an entry is
//    forgotten when its latency has passed or it is too far back;
//  - before an ALU instruction (VALU, TRANS, SALU), the entries of the registers it reads are
//    merged (worst case of each kind) and erased; the wait is instid TRANS32_DEP_n, then
//    VALU_DEP_n (only when that VALU is not older than the TRANS), then SALU_CYCLE_n while there
//    is room for two;
//  - a single wait is folded into the previous s_delay_alu (instid1 with instskip = the number
//    of instructions between them) when that one holds one wait and is fewer than 6 back;
//  - a `mem` instruction (DS, FLAT, MUBUF, MIMG, EXP... which wait for VA_VDST = 0) forgets every entry.
//
// Input format (one instruction a line; `#`, `;` and `//` start comments):
//
//     CLASS[/LATENCY] [WRITES] [<- READS]
//
// CLASS is valu, trans, salu, other, mem (any case), or `nop N`; registers are separated by
// commas or spaces: v0, s12, vcc_lo, or ranges v[0:3] / s[4:5] (one unit per register).
// LATENCY overrides the class's default latency. List explicit operands only: LLVM ignores
// implicit ones (a VOPC _e32 compare's VCC write, for one). Examples:
//
//     valu  v1 <- v0, v2        # v_add_f32 v1, v0, v2
//     trans v3 <- v1            # v_exp_f32 v3, v1
//     salu  s0 <- s1            # s_add_u32 s0, s1, 1
//     other <- v3               # a store: reads only; no delay, one cycle
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "support/diag.h"

namespace simtloom::analysis {

enum class AluClass { Valu, Trans, Salu, Other, Mem };

struct DelayInsn {
  AluClass cls = AluClass::Other;
  std::vector<std::string> writes, reads;  // register units
  unsigned latency = 0;                    // 0: the class's default
  unsigned issue_cycles = 1;
  std::string text;  // the line as written (without its comment)
  int line = 0;
};

// Default latencies (LLVM's GFX11 scheduling model).
constexpr unsigned kValuLatency = 5, kTransLatency = 10, kSaluLatency = 2;
// Bounds of the input's numbers: a latency override (CLASS/LATENCY) and `nop N`.
constexpr unsigned kMaxLatency = 65535, kMaxNop = 65535;

// A basic block of a program: instructions [begin, end) and the blocks control may pass to.
struct DelayBlock {
  size_t begin = 0, end = 0;
  std::vector<size_t> succs;
};

// For each instruction, the s_delay_alu operand to insert right before it (0: none). A later wait
// may have been folded into an earlier value (instskip/instid1). Without blocks, the program is
// one straight-line block; with them, each block starts from the merge (the worst case) of its
// predecessors' states at their ends, as LLVM's pass computes over the control-flow graph.
std::vector<uint16_t> compute_delays(const std::vector<DelayInsn>& prog);
std::vector<uint16_t> compute_delays(const std::vector<DelayInsn>& prog, const std::vector<DelayBlock>& blocks);

// Reads the text format above; false (with diagnostics) on a malformed line.
bool parse_delay_program(std::string_view text, const std::string& file, std::vector<DelayInsn>& out, DiagList& diags);

}  // namespace simtloom::analysis
