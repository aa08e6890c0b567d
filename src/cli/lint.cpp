#include "cli/lint.h"

#include <cstdio>

#include <fmt/format.h>

#include "analysis/delay.h"
#include "codec/codec.h"
#include "builtin/builtin.h"
#include "desc/loader.h"
#include "dis/printer.h"
#include "obj/file_io.h"

namespace simtloom::cli {

int cmd_lint(const LintArgs& a) {
  DiagList d;
  auto done = [&] {
    std::fputs(d.render().c_str(), stderr);
    return d.has_errors() ? 1 : 0;
  };
  if (a.delays.empty() && a.input.empty()) {
    d.error({"<command line>", 0, 0}, "nothing to check", {}, "give a program (K.s or K.o) or --delays FILE");
    return done();
  }
  auto t = desc::load_named(a.target, a.isa, d, false, a.mode);
  if (!t) return done();
  if (a.delays.empty()) {
    int rc = lint_program(a, *t, d);
    std::fputs(d.render().c_str(), stderr);
    return d.has_errors() ? 1 : rc;
  }
  // The delay instruction: the target's one-operand instruction named s_delay_alu.
  auto delay_forms = t->by_mnemonic.find("s_delay_alu");
  if (delay_forms.empty() || delay_forms.front()->operands.size() != 1) {
    d.error({"<command line>", 0, 0}, fmt::format("target {} has no s_delay_alu instruction", t->id), {}, "use -t gfx11 or -t gfx12");
    return done();
  }
  const desc::Variant* delay = delay_forms.front()->variants.front();
  auto bytes = obj::read_file_bytes(a.delays, d);
  if (!bytes) return done();
  std::string text(bytes->begin(), bytes->end());
  std::vector<analysis::DelayInsn> prog;
  if (!analysis::parse_delay_program(text, a.delays, prog, d)) return done();
  auto imms = analysis::compute_delays(prog);
  dis::Printer printer(*t);
  std::string out;
  for (size_t i = 0; i < prog.size(); ++i) {
    if (imms[i]) {
      codec::MCInst mi;
      mi.variant = delay;
      mi.ops[0] = imms[i];
      out += '\t';
      out += printer.text(mi);
      out += '\n';
    }
    out += '\t';
    out += prog[i].text;
    out += '\n';
  }
  std::fwrite(out.data(), 1, out.size(), stdout);
  return done();
}

}  // namespace simtloom::cli
