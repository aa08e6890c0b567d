#include "analysis/delay.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>
#include <optional>

#include <fmt/format.h>

namespace simtloom::analysis {
namespace {

// One register unit's last ALU writer (LLVM's DelayInfo).
struct DelayInfo {
  static constexpr unsigned kValuMax = 5, kTransMax = 4, kSaluCyclesMax = 4;
  unsigned valu_cycles = 0, valu_num = kValuMax;
  unsigned trans_cycles = 0, trans_num = kTransMax, trans_num_valu = kValuMax;
  unsigned salu_cycles = 0;

  static DelayInfo written(AluClass c, unsigned cycles) {
    DelayInfo d;
    if (c == AluClass::Valu) d.valu_cycles = cycles, d.valu_num = 0;
    else if (c == AluClass::Trans) d.trans_cycles = cycles, d.trans_num = 0, d.trans_num_valu = 0;
    else if (c == AluClass::Salu) d.salu_cycles = std::min(cycles, kSaluCyclesMax);
    return d;
  }
  void merge(const DelayInfo& o) {
    valu_cycles = std::max(valu_cycles, o.valu_cycles);
    valu_num = std::min(valu_num, o.valu_num);
    trans_cycles = std::max(trans_cycles, o.trans_cycles);
    trans_num = std::min(trans_num, o.trans_num);
    trans_num_valu = std::min(trans_num_valu, o.trans_num_valu);
    salu_cycles = std::max(salu_cycles, o.salu_cycles);
  }
  // After issuing an instruction of class c taking `cycles`; true when nothing is left to wait for.
  bool advance(AluClass c, unsigned cycles) {
    bool erase = true;
    valu_num += c == AluClass::Valu;
    if (valu_num >= kValuMax || valu_cycles <= cycles) {
      valu_num = kValuMax, valu_cycles = 0;
    } else {
      valu_cycles -= cycles, erase = false;
    }
    trans_num += c == AluClass::Trans;
    trans_num_valu += c == AluClass::Valu;
    if (trans_num >= kTransMax || trans_cycles <= cycles) {
      trans_num = kTransMax, trans_num_valu = kValuMax, trans_cycles = 0;
    } else {
      trans_cycles -= cycles, erase = false;
    }
    if (salu_cycles <= cycles) salu_cycles = 0;
    else salu_cycles -= cycles, erase = false;
    return erase;
  }
};

bool is_alu(AluClass c) { return c == AluClass::Valu || c == AluClass::Trans || c == AluClass::Salu; }

unsigned default_latency(AluClass c) {
  switch (c) {
    case AluClass::Valu: return kValuLatency;
    case AluClass::Trans: return kTransLatency;
    case AluClass::Salu: return kSaluLatency;
    default: return 0;
  }
}

// The operand for one merged delay (LLVM's emitDelayAlu, before folding).
unsigned delay_imm(const DelayInfo& d) {
  unsigned imm = 0;
  if (d.trans_num < DelayInfo::kTransMax) imm |= 4 + d.trans_num;
  if (d.valu_num < DelayInfo::kValuMax && d.valu_num <= d.trans_num_valu) imm |= (imm & 0xf) ? d.valu_num << 7 : d.valu_num;
  if (d.salu_cycles) {
    if (imm & 0x780) {
      // No room for a third wait: LLVM drops it.
    } else if (imm & 0xf) {
      imm |= (d.salu_cycles + 8) << 7;
    } else {
      imm |= d.salu_cycles + 8;
    }
  }
  return imm;
}

}  // namespace

namespace {

using DelayState = std::map<std::string, DelayInfo>;

// One block of instructions from `st` (its state at entry, updated to its exit state); the
// delays it needs go to `out`. A wait folds only into an s_delay_alu of the same block.
void run_block(const std::vector<DelayInsn>& prog, size_t begin, size_t end, DelayState& state, std::vector<uint16_t>& out) {
  int last = -1;  // the instruction whose s_delay_alu still has room for a second wait
  for (size_t i = begin; i < end; ++i) {
    const DelayInsn& in = prog[i];
    out[i] = 0;
    if (in.cls == AluClass::Mem) {
      state.clear();
    } else if (is_alu(in.cls)) {
      DelayInfo d;
      for (const auto& r : in.reads) {
        auto it = state.find(r);
        if (it == state.end()) continue;
        d.merge(it->second);
        state.erase(it);
      }
      unsigned imm = delay_imm(d);
      if (imm) {
        bool folded = false;
        if (!(imm & 0x780) && last >= 0) {
          size_t skip = i - static_cast<size_t>(last);
          if (skip < 6) {
            out[last] = static_cast<uint16_t>(out[last] | imm << 7 | skip << 4);
            last = -1;
            folded = true;
          }
        }
        if (!folded) {
          out[i] = static_cast<uint16_t>(imm);
          last = (imm & 0x780) ? -1 : static_cast<int>(i);
        }
      }
    }
    if (is_alu(in.cls)) {
      unsigned lat = in.latency ? in.latency : default_latency(in.cls);
      for (const auto& w : in.writes) state[w] = DelayInfo::written(in.cls, lat);
    }
    for (auto it = state.begin(); it != state.end();) {
      if (it->second.advance(in.cls, in.issue_cycles)) it = state.erase(it);
      else ++it;
    }
  }
}

bool operator==(const DelayInfo& a, const DelayInfo& b) {
  return a.valu_cycles == b.valu_cycles && a.valu_num == b.valu_num && a.trans_cycles == b.trans_cycles && a.trans_num == b.trans_num &&
         a.trans_num_valu == b.trans_num_valu && a.salu_cycles == b.salu_cycles;
}

void merge_into(DelayState& into, const DelayState& from) {
  for (const auto& [reg, info] : from) {
    auto [it, fresh] = into.try_emplace(reg, info);
    if (!fresh) it->second.merge(info);
  }
}

}  // namespace

std::vector<uint16_t> compute_delays(const std::vector<DelayInsn>& prog) {
  return compute_delays(prog, {DelayBlock{0, prog.size(), {}}});
}

// As LLVM's pass: each block starts from the merge of its predecessors' exit states; blocks are
// revisited (a worklist, the first block first) until no exit state changes, then one last pass
// gives the delays.
std::vector<uint16_t> compute_delays(const std::vector<DelayInsn>& prog, const std::vector<DelayBlock>& blocks) {
  std::vector<uint16_t> out(prog.size(), 0);
  std::vector<std::vector<size_t>> preds(blocks.size());
  for (size_t b = 0; b < blocks.size(); ++b)
    for (size_t s : blocks[b].succs)
      if (s < blocks.size()) preds[s].push_back(b);
  std::vector<DelayState> exit(blocks.size());
  auto entry = [&](size_t b) {
    DelayState st;
    for (size_t p : preds[b]) merge_into(st, exit[p]);
    return st;
  };
  std::vector<size_t> work;
  std::vector<bool> queued(blocks.size(), true);
  for (size_t b = blocks.size(); b-- > 0;) work.push_back(b);
  // Each exit state only grows toward the worst case of bounded counters, so this ends; the cap
  // guards against a malformed graph all the same.
  for (size_t steps = 0; !work.empty() && steps < 64 * blocks.size() + 64; ++steps) {
    const size_t b = work.back();
    work.pop_back();
    queued[b] = false;
    DelayState st = entry(b);
    run_block(prog, blocks[b].begin, blocks[b].end, st, out);
    if (st == exit[b]) continue;
    exit[b] = std::move(st);
    for (size_t s : blocks[b].succs)
      if (s < blocks.size() && !queued[s]) queued[s] = true, work.push_back(s);
  }
  for (size_t b = 0; b < blocks.size(); ++b) {
    DelayState st = entry(b);
    run_block(prog, blocks[b].begin, blocks[b].end, st, out);
  }
  return out;
}

namespace {

std::string lower(std::string_view s) {
  std::string r(s);
  for (auto& ch : r) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return r;
}

// A decimal number 0..max, the whole of `s` (no sign: "-1" must not wrap to 4294967295).
std::optional<unsigned> bounded(std::string_view s, unsigned max) {
  unsigned v = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (s.empty() || ec != std::errc() || end != s.data() + s.size() || v > max) return std::nullopt;
  return v;
}

// The numbered register files of gfx11 (the target s_delay_alu exists on): 256 VGPRs, 106
// SGPRs, 16 trap temporaries. Other names (vcc_lo, exec_hi, m0) are taken as written.
struct RegFile {
  std::string_view prefix;
  unsigned count;
};
constexpr RegFile kRegFiles[] = {{"v", 256}, {"s", 106}, {"ttmp", 16}};

const RegFile* reg_file(std::string_view prefix) {
  for (const auto& f : kRegFiles)
    if (f.prefix == prefix) return &f;
  return nullptr;
}

// The register file of a name such as v7 or s[4:5] (its letters before the first digit or '[').
std::string_view reg_prefix(std::string_view tok) {
  size_t k = 0;
  while (k < tok.size() && std::isalpha(static_cast<unsigned char>(tok[k]))) ++k;
  return tok.substr(0, k);
}

// "v[0:3]" -> v0 v1 v2 v3; "v7" -> v7. An error message when malformed or past its file's end.
std::string expand(std::string_view tok, std::vector<std::string>& out) {
  std::string_view prefix = reg_prefix(tok);
  const RegFile* file = reg_file(prefix);
  auto lb = tok.find('[');
  if (lb == std::string_view::npos) {
    std::string_view num = tok.substr(prefix.size());
    if (file && !num.empty() && std::isdigit(static_cast<unsigned char>(num[0])) && !bounded(num, file->count - 1))
      return fmt::format("register '{}' is out of range: {} is {}0 to {}{}", tok, prefix, prefix, prefix, file->count - 1);
    out.emplace_back(tok);
    return {};
  }
  auto colon = tok.find(':', lb), rb = tok.find(']', lb);
  if (lb == 0 || colon == std::string_view::npos || rb != tok.size() - 1 || colon > rb)
    return fmt::format("bad register '{}'", tok);
  unsigned max = file ? file->count - 1 : 65535;
  auto a = bounded(tok.substr(lb + 1, colon - lb - 1), max), b = bounded(tok.substr(colon + 1, rb - colon - 1), max);
  if (!a || !b) {
    if (file) return fmt::format("register range '{}' is out of range: {} is {}0 to {}{}", tok, prefix, prefix, prefix, max);
    return fmt::format("bad register '{}'", tok);
  }
  if (*b < *a) return fmt::format("register range '{}' ends before it starts", tok);
  if (*b - *a > 255) return fmt::format("register range '{}' is longer than 256 registers", tok);
  for (unsigned k = *a; k <= *b; ++k) out.push_back(fmt::format("{}{}", tok.substr(0, lb), k));
  return {};
}

}  // namespace

bool parse_delay_program(std::string_view text, const std::string& file, std::vector<DelayInsn>& out, DiagList& diags) {
  bool ok = true;
  int lineno = 0;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t nl = text.find('\n', pos);
    if (nl == std::string_view::npos) nl = text.size();
    std::string_view full = text.substr(pos, nl - pos);
    pos = nl + 1;
    ++lineno;
    std::string_view line = full;
    for (std::string_view c : {"#", ";", "//"}) {
      auto k = line.find(c);
      if (k != std::string_view::npos) line = line.substr(0, k);
    }
    while (!line.empty() && std::isspace(static_cast<unsigned char>(line.back()))) line.remove_suffix(1);
    size_t lead = 0;
    while (lead < line.size() && std::isspace(static_cast<unsigned char>(line[lead]))) ++lead;
    line.remove_prefix(lead);
    if (line.empty()) {
      if (nl == text.size()) break;
      continue;
    }
    auto fail = [&](size_t col, std::string msg, std::string hint = {}) {
      diags.error({file, lineno, static_cast<int>(lead + col + 1)}, std::move(msg), std::string(full), std::move(hint));
      ok = false;
    };
    DelayInsn in;
    in.text = std::string(line);
    in.line = lineno;
    size_t k = 0;
    while (k < line.size() && !std::isspace(static_cast<unsigned char>(line[k]))) ++k;
    std::string head = lower(line.substr(0, k));
    std::string_view rest = line.substr(k);
    auto slash = head.find('/');
    std::string cls = head.substr(0, slash);
    if (cls == "valu") in.cls = AluClass::Valu;
    else if (cls == "trans") in.cls = AluClass::Trans;
    else if (cls == "salu") in.cls = AluClass::Salu;
    else if (cls == "other") in.cls = AluClass::Other;
    else if (cls == "mem") in.cls = AluClass::Mem;
    else if (cls == "nop") in.cls = AluClass::Other;
    else {
      fail(0, fmt::format("unknown instruction class '{}'", line.substr(0, k)), "classes: valu, trans, salu, other, mem, nop N");
      continue;
    }
    if (slash != std::string::npos) {
      auto lat = bounded(std::string_view(head).substr(slash + 1), kMaxLatency);
      if (!lat || *lat == 0) {
        fail(slash + 1, fmt::format("expected a latency of 1 to {} cycles after '/'", kMaxLatency));
        continue;
      }
      in.latency = *lat;
    }
    std::string body(rest);
    for (auto& ch : body)
      if (ch == ',') ch = ' ';
    if (cls == "nop") {
      std::string_view n = body;
      size_t at = k;
      while (!n.empty() && std::isspace(static_cast<unsigned char>(n.front()))) n.remove_prefix(1), ++at;
      while (!n.empty() && std::isspace(static_cast<unsigned char>(n.back()))) n.remove_suffix(1);
      auto cycles = bounded(n, kMaxNop);
      if (!cycles) {
        fail(at, fmt::format("expected 'nop N' with N from 0 to {} (s_nop's 16-bit immediate)", kMaxNop));
        continue;
      }
      in.issue_cycles = *cycles + 1;
      out.push_back(std::move(in));
      continue;
    }
    auto arrow = body.find("<-");
    std::string_view w = std::string_view(body).substr(0, arrow == std::string::npos ? body.size() : arrow);
    std::string_view r = arrow == std::string::npos ? std::string_view() : std::string_view(body).substr(arrow + 2);
    auto split = [&](std::string_view s, std::vector<std::string>& dst, size_t base) {
      size_t i = 0;
      while (i < s.size()) {
        while (i < s.size() && s[i] == ' ') ++i;
        size_t j = i;
        while (j < s.size() && s[j] != ' ' && s[j] != '\t') ++j;
        if (j > i) {
          if (std::string err = expand(s.substr(i, j - i), dst); !err.empty()) {
            fail(k + base + i, std::move(err), "write v0, s12, vcc_lo or a range v[0:3]");
            return false;
          }
        }
        i = j + 1;
      }
      return true;
    };
    if (!split(w, in.writes, 0)) continue;
    if (arrow != std::string::npos && !split(r, in.reads, arrow + 2)) continue;
    out.push_back(std::move(in));
  }
  return ok;
}

}  // namespace simtloom::analysis
