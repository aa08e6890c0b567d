// `simtloom lint`: static checks. On a program (K.s assembled in process, or an object): the
// missing-wait check (analysis/waitcnt.h: a register read or overwritten while a load that
// writes it may be outstanding, with both source lines; exit status 1 when there is one) and,
// where the target has s_delay_alu, its values compared with what the delay analysis computes.
// With --delays FILE: the waits LLVM would insert into an abstract sequence (analysis/delay.h).
#pragma once
#include <string>

#include "desc/model.h"
#include "support/diag.h"

namespace simtloom::cli {

struct LintArgs {
  std::string target = "gfx11", isa, mode, delays, input;
};

// Prints the sequence in FILE with the s_delay_alu instructions LLVM would insert, the delay
// operand written as the target prints it. Exit status as the other commands.
int cmd_lint(const LintArgs& a);
// The checks on a.input.
int lint_program(const LintArgs& a, const desc::Target& t, DiagList& d);

}  // namespace simtloom::cli
