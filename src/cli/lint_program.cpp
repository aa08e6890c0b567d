// `simtloom lint -t gfx11 K.s|K.o`: the static checks on a real program (see lint.h).
#include <algorithm>
#include <cstdio>
#include <filesystem>

#include <fmt/format.h>

#include "analysis/delay.h"
#include "analysis/program.h"
#include "analysis/waitcnt.h"
#include "asm/assembler.h"
#include "cli/lint.h"
#include "dis/printer.h"
#include "obj/object.h"

namespace simtloom::cli {
namespace {

std::optional<obj::Object> load(const LintArgs& a, const desc::Target& t, DiagList& d) {
  auto ext = std::filesystem::path(a.input).extension().string();
  if (ext == ".o" || ext == ".elf") return obj::read_any(a.input, t.unit_bits / 8, d);
  assembler::Assembler as(t, d);
  as.add_file(a.input);
  if (!as.finish()) return std::nullopt;
  return std::move(as.object());
}

// "file:line" of an offset of the section, from the object's line table.
struct Lines {
  const obj::Object& o;
  int section;
  std::string at(uint64_t pc) const {
    const obj::LineEntry* best = nullptr;
    for (const auto& l : o.lines)
      if (l.section == section && l.addr <= pc && (!best || l.addr >= best->addr)) best = &l;
    if (!best) return fmt::format("{:#x}", pc);
    return fmt::format("{}:{}", best->file < o.files.size() ? o.files[best->file] : "?", best->line);
  }
};

// The delay analysis's class of an instruction: its unit; a wait for VA_VDST = 0 (an operand part
// named ..va_vdst at 0: s_waitcnt_depctr's) forgets every entry, as a memory instruction does.
analysis::AluClass class_of(const analysis::ProgramInsn& in) {
  const desc::Variant& v = *in.variant;
  for (size_t i = 0; i < v.form->operands.size(); ++i)
    if (v.form->operands[i].type->kind == desc::OperandKind::FieldSet)
      for (const auto& sf : v.form->operands[i].type->subfields)
        if (sf.name.size() >= 7 && sf.name.compare(sf.name.size() - 7, 7, "va_vdst") == 0 && sf.get(static_cast<uint64_t>(in.mi.ops[i])) == 0) return analysis::AluClass::Mem;
  if (v.unit == "valu") return analysis::AluClass::Valu;
  if (v.unit == "trans") return analysis::AluClass::Trans;
  if (v.unit == "salu") return analysis::AluClass::Salu;
  if (v.unit == "vmem" || v.unit == "lds") return analysis::AluClass::Mem;
  return analysis::AluClass::Other;
}

// The basic blocks of the instructions in `seq` (the program without its s_delay_alu): a block
// starts at the first instruction, at a branch target, after a branch or an instruction that
// ends a block, and at a function's entry (which nothing falls into: clang's functions end in
// s_setpc_b64). Edges: the branch target, and the next block where control falls through.
std::vector<analysis::DelayBlock> delay_blocks(const analysis::Program& p, const std::vector<const analysis::ProgramInsn*>& seq,
                                               const std::vector<uint64_t>& entries) {
  const size_t n = seq.size();
  auto seq_at = [&](uint64_t pc) {  // the first instruction of seq at or after pc
    auto it = std::lower_bound(seq.begin(), seq.end(), pc, [](const analysis::ProgramInsn* i, uint64_t a) { return i->pc < a; });
    return static_cast<size_t>(it - seq.begin());
  };
  std::vector<bool> leader(n + 1, false), entry(n + 1, false);
  leader[0] = true;
  for (uint64_t e : entries) leader[seq_at(e)] = entry[seq_at(e)] = true;
  for (size_t i = 0; i < n; ++i) {
    if (seq[i]->target) leader[seq_at(*seq[i]->target)] = true;
    if (seq[i]->target || !seq[i]->falls_through) leader[i + 1] = true;
  }
  std::vector<analysis::DelayBlock> blocks;
  std::vector<size_t> block_of(n + 1, 0);
  for (size_t i = 0; i < n; ++i) {
    if (leader[i]) blocks.push_back({i, i, {}});
    blocks.back().end = i + 1;
    block_of[i] = blocks.size() - 1;
  }
  block_of[n] = blocks.size();  // past the end: no block
  for (size_t b = 0; b < blocks.size(); ++b) {
    const analysis::ProgramInsn& last = *seq[blocks[b].end - 1];
    if (last.target && p.index_at(*last.target) >= 0) blocks[b].succs.push_back(block_of[seq_at(*last.target)]);
    if (last.falls_through && blocks[b].end < n && !entry[blocks[b].end]) blocks[b].succs.push_back(b + 1);
  }
  return blocks;
}

// Compares each s_delay_alu of the code with what the delay analysis computes over the code's
// control-flow graph (the delays removed). Prints the differences; returns how many agree.
std::pair<size_t, size_t> compare_delays(const desc::Target& t, const analysis::Program& p, const std::vector<uint64_t>& entries, const Lines& lines,
                                         std::string& out) {
  dis::Printer printer(t);
  std::vector<analysis::DelayInsn> seq;
  std::vector<uint16_t> written;  // the code's delay before each instruction of seq
  std::vector<const analysis::ProgramInsn*> origin;
  uint16_t pending = 0;
  for (const auto& in : p.insns) {
    const std::string& m = in.variant->form->mnemonic;
    if (m == "s_delay_alu") {
      pending = static_cast<uint16_t>(in.mi.ops[0]);
      continue;
    }
    analysis::DelayInsn d;
    d.cls = class_of(in);
    if (m == "s_nop") d.issue_cycles = static_cast<unsigned>(in.mi.ops[0] & 0xf) + 1;
    for (const auto& r : in.writes) d.writes.push_back(r.name);
    for (const auto& r : in.reads) d.reads.push_back(r.name);
    seq.push_back(std::move(d));
    written.push_back(pending);
    origin.push_back(&in);
    pending = 0;
  }
  auto computed = analysis::compute_delays(seq, delay_blocks(p, origin, entries));
  size_t same = 0, total = 0;
  auto text = [&](uint16_t imm) {
    if (!imm) return std::string("none");
    codec::MCInst mi;
    mi.variant = t.by_mnemonic.find("s_delay_alu").front()->variants.front();
    mi.ops[0] = imm;
    return printer.text(mi);
  };
  for (size_t i = 0; i < seq.size(); ++i) {
    if (!written[i] && !computed[i]) continue;
    ++total;
    if (written[i] == computed[i]) {
      ++same;
      continue;
    }
    out += fmt::format("{}: note: before {}: the code has {}, the delay analysis computes {}\n", lines.at(origin[i]->pc),
                       printer.text(origin[i]->mi, origin[i]->pc), text(written[i]), text(computed[i]));
  }
  return {same, total};
}

}  // namespace

int lint_program(const LintArgs& a, const desc::Target& t, DiagList& d) {
  auto o = load(a, t, d);
  if (!o) return 1;
  int sec = o->find_section(".text");
  if (sec < 0) {
    d.error({a.input, 0, 0}, "the program has no .text section");
    return 1;
  }
  std::vector<uint64_t> entries;
  for (const auto& s : o->symbols)
    if (s.section == sec && (s.type == obj::Symbol::Func || s.global)) entries.push_back(s.value);
  if (entries.empty()) entries.push_back(0);
  const auto& code = o->sections[sec].bytes;
  analysis::Program p = analysis::decode_program(t, code, 0, code.size());
  Lines lines{*o, sec};
  dis::Printer printer(t);
  std::string out;
  auto waits = analysis::missing_waits(t, p, entries);
  for (const auto& w : waits) {
    const auto& in = p.insns[static_cast<size_t>(p.index_at(w.pc))];
    const auto& ld = p.insns[static_cast<size_t>(p.index_at(w.load_pc))];
    out += fmt::format("{}: warning: {} {} {} before a wait on counter {} covers {} ({})\n", lines.at(w.pc), printer.text(in.mi, in.pc),
                       w.read ? "reads" : "overwrites", w.reg, w.counter, printer.text(ld.mi, ld.pc), lines.at(w.load_pc));
  }
  std::string delays;
  if (!t.by_mnemonic.find("s_delay_alu").empty()) {
    auto [same, total] = compare_delays(t, p, entries, lines, delays);
    out += delays;
    out += fmt::format("s_delay_alu: {} of {} as the delay analysis computes (LLVM 19's rules over the control-flow graph)\n", same, total);
  }
  out += fmt::format("missing waits: {}\n", waits.size());
  std::fwrite(out.data(), 1, out.size(), stdout);
  return waits.empty() ? 0 : 1;
}

}  // namespace simtloom::cli
