// The static missing-wait check (see waitcnt.h).
#include "analysis/waitcnt.h"

#include <algorithm>
#include <deque>
#include <map>
#include <set>

namespace simtloom::analysis {
namespace {

// One outstanding operation: what it writes, and where it was issued.
struct Pending {
  std::set<uint32_t> regs;
  uint64_t pc = 0;
};
// Per counter, the outstanding operations, oldest first.
using State = std::vector<std::deque<Pending>>;

// Joins `in` into `into` (newest first): true when `into` grew.
bool join(State& into, const State& in) {
  bool grew = false;
  for (size_t c = 0; c < into.size(); ++c) {
    auto& a = into[c];
    const auto& b = in[c];
    while (a.size() < b.size()) {
      a.push_front({{}, b[b.size() - a.size() - 1].pc});
      grew = true;
    }
    for (size_t k = 0; k < b.size(); ++k) {
      Pending& x = a[a.size() - 1 - k];
      for (uint32_t r : b[b.size() - 1 - k].regs) grew |= x.regs.insert(r).second;
    }
  }
  return grew;
}

int counter_named(const desc::Target& t, const std::string& name) {
  for (size_t c = 0; c < t.counters.size(); ++c)
    if (t.counters[c].name == name) return static_cast<int>(c);
  return -1;
}

// The waits an instruction performs: (counter, at most N outstanding). A fieldset part named
// COUNTERcnt (s_waitcnt's vmcnt), a keyed operand wait_COUNTER:N (gfx11 v_interp's wait_exp),
// an UImm operand of s_waitcnt_COUNTERcnt.
std::vector<std::pair<int, uint64_t>> waits_of(const desc::Target& t, const ProgramInsn& in) {
  std::vector<std::pair<int, uint64_t>> out;
  const desc::Form& insn = *in.variant->form;
  for (size_t i = 0; i < insn.operands.size(); ++i) {
    const desc::OperandType& ty = *insn.operands[i].type;
    if (ty.kind == desc::OperandKind::Keyed && ty.key.rfind("wait_", 0) == 0)
      if (int c = counter_named(t, ty.key.substr(5)); c >= 0) out.push_back({c, static_cast<uint64_t>(in.mi.ops[i])});
    if (ty.kind != desc::OperandKind::FieldSet) continue;
    for (const auto& sf : ty.subfields)
      if (sf.name.size() > 3 && sf.name.compare(sf.name.size() - 3, 3, "cnt") == 0)
        if (int c = counter_named(t, sf.name.substr(0, sf.name.size() - 3)); c >= 0) out.push_back({c, sf.get(static_cast<uint64_t>(in.mi.ops[i]))});
  }
  const std::string& m = insn.mnemonic;
  const size_t u = m.rfind('_');
  if (out.empty() && u != std::string::npos && m.size() > u + 4 && m.compare(m.size() - 3, 3, "cnt") == 0)
    if (int c = counter_named(t, m.substr(u + 1, m.size() - u - 4)); c >= 0)
      for (size_t i = 0; i < insn.operands.size(); ++i)
        if (insn.operands[i].type->kind == desc::OperandKind::UImm) out.push_back({c, static_cast<uint64_t>(in.mi.ops[i])});
  return out;
}

// Runs one instruction over the state; records uses of outstanding registers.
void step(const desc::Target& t, const ProgramInsn& in, State& s, std::map<uint64_t, MissingWait>& found) {
  for (auto [c, n] : waits_of(t, in))
    while (s[c].size() > n) s[c].pop_front();
  auto check = [&](const std::vector<RegUnit>& units, bool read) {
    for (const RegUnit& r : units)
      for (size_t c = 0; c < s.size(); ++c)
        for (const Pending& p : s[c])
          if (p.regs.count(r.key) && !found.count(in.pc)) found[in.pc] = {in.pc, p.pc, r.name, read, t.counters[c].name};
  };
  check(in.reads, true);
  check(in.writes, false);
  if (in.counter >= 0) {
    Pending p;
    p.pc = in.pc;
    for (const RegUnit& r : in.writes) p.regs.insert(r.key);
    auto& q = s[static_cast<size_t>(in.counter)];
    q.push_back(std::move(p));
    const unsigned most = (1u << t.counters[static_cast<size_t>(in.counter)].bits) - 1;
    while (q.size() > most) q.pop_front();  // the hardware counter saturates; the oldest are merged away
  }
}

}  // namespace

std::vector<MissingWait> missing_waits(const desc::Target& t, const Program& p, const std::vector<uint64_t>& entries) {
  const size_t n = p.insns.size();
  std::vector<State> in_state(n, State(t.counters.size()));
  std::vector<bool> reached(n, false);
  std::deque<size_t> work;
  for (uint64_t e : entries)
    if (int i = p.index_at(e); i >= 0 && !reached[static_cast<size_t>(i)]) {
      reached[static_cast<size_t>(i)] = true;
      work.push_back(static_cast<size_t>(i));
    }
  std::map<uint64_t, MissingWait> found;
  while (!work.empty()) {
    size_t i = work.front();
    work.pop_front();
    State s = in_state[i];
    step(t, p.insns[i], s, found);
    std::vector<size_t> next;
    if (p.insns[i].falls_through && i + 1 < n) next.push_back(i + 1);
    if (p.insns[i].target)
      if (int j = p.index_at(*p.insns[i].target); j >= 0) next.push_back(static_cast<size_t>(j));
    for (size_t j : next)
      if (join(in_state[j], s) || !reached[j]) {
        reached[j] = true;
        work.push_back(j);
      }
  }
  std::vector<MissingWait> out;
  for (auto& [pc, f] : found) out.push_back(f);
  return out;
}

}  // namespace simtloom::analysis
