// `simtloom lint`: static checks on a program; today `--delays` (see analysis/delay.h).
#pragma once
#include <string>

namespace simtloom::cli {

struct LintArgs {
  std::string target = "gfx11", isa, delays;
};

// Prints the sequence in FILE with the s_delay_alu instructions LLVM would insert, the delay
// operand written as the target prints it. Exit status as the other commands.
int cmd_lint(const LintArgs& a);

}  // namespace simtloom::cli
