#include "source_gen.h"

#include <array>
#include <iterator>
#include <string_view>

#include <fmt/format.h>

namespace simtloom::bench {
namespace {

// splitmix64: tiny, fast and identical on every platform, unlike std:: distributions.
struct Rng {
  uint64_t state;
  uint64_t next() {
    uint64_t z = (state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  uint64_t below(uint64_t n) { return next() % n; }
  bool one_in(uint64_t n) { return below(n) == 0; }
};

constexpr size_t kLinesPerBlock = 100;

// Block layout shared by both generators: line 0 is ".text"; line 1 of every block of 100 is
// a label; line 37 of every 64 is a full-line comment; the rest are instructions.
enum class LineKind { Directive, Label, Comment, Instruction };

LineKind line_kind(size_t i) {
  if (i == 0) return LineKind::Directive;
  if (i % kLinesPerBlock == 1) return LineKind::Label;
  if (i % 64 == 37) return LineKind::Comment;
  return LineKind::Instruction;
}

// The label that starts block `k` exists when its line is inside the file.
bool block_label_exists(size_t k, size_t line_count) { return k * kLinesPerBlock + 1 < line_count; }

// Both CSR names and raw numbers, read-only and read-write, as a programmer would write them.
constexpr std::array<std::string_view, 16> kCsrNames = {
    "lane_count", "warp_id", "wg_id_x", "grid_y", "wg_size_z", "core_id", "cycle", "cycle_hi",
    "instret", "exec", "prio", "trap_cause", "trap_base", "scratch0", "scratch3", "fflags"};

void append_u20(std::string& out, Rng& rng) {
  // Mostly small values as written by hand, sometimes full-range hex.
  uint64_t v = rng.one_in(4) ? rng.below(1u << 20) : rng.below(256);
  if (rng.one_in(2)) fmt::format_to(std::back_inserter(out), "{:#x}", v);
  else fmt::format_to(std::back_inserter(out), "{}", v);
}

void append_csr(std::string& out, Rng& rng) {
  if (rng.one_in(8)) fmt::format_to(std::back_inserter(out), "{:#x}", rng.below(1024));
  else out += kCsrNames[rng.below(kCsrNames.size())];
}

void append_waitcnt(std::string& out, Rng& rng) {
  struct Key {
    std::string_view name;
    unsigned max;  // largest value; the field's all-ones means "do not wait"
  };
  static constexpr std::array<Key, 6> keys = {{{"vm", 63}, {"vst", 63}, {"tex", 15}, {"ls", 15}, {"sm", 3}, {"sfu", 7}}};
  out += "waitcnt";
  // A random subset of the counters, in the canonical order, sometimes comma-separated.
  unsigned subset = static_cast<unsigned>(rng.below(64));
  bool commas = rng.one_in(4);
  bool first = true;
  for (unsigned k = 0; k < keys.size(); ++k) {
    if (!(subset & (1u << k))) continue;
    out += first || !commas ? " " : ", ";
    first = false;
    fmt::format_to(std::back_inserter(out), "{}:{}", keys[k].name, rng.below(keys[k].max + 1));
  }
}

void append_wisa_instruction(std::string& out, Rng& rng, size_t line, size_t line_count) {
  size_t block = line / kLinesPerBlock;
  // One forward reference per block: resolved by the fixup pass at finish().
  if (line % kLinesPerBlock == 50 && block_label_exists(block + 1, line_count)) {
    fmt::format_to(std::back_inserter(out), "sleep (blk_{} - blk_{}) >> 2", block + 1, block);
    return;
  }
  switch (rng.below(16)) {
    case 0: out += "nop"; break;
    case 1: out += "endpgm"; break;
    case 2: out += "barrier"; break;
    case 3: out += "icache.inv"; break;
    case 4: out += "brk"; break;
    case 5: out += "sleep "; append_u20(out, rng); break;
    case 6: out += "trap "; append_u20(out, rng); break;
    case 7: out += "setprio "; append_u20(out, rng); break;
    case 8: append_waitcnt(out, rng); break;
    case 9:
      fmt::format_to(std::back_inserter(out), "csrr u{}, ", rng.below(64));
      append_csr(out, rng);
      break;
    case 10:
    case 11:
    case 12: {
      static constexpr std::array<std::string_view, 3> ops = {"csrw", "csrs", "csrc"};
      out += ops[rng.below(3)];
      out += ' ';
      append_csr(out, rng);
      fmt::format_to(std::back_inserter(out), ", u{}", rng.below(64));
      break;
    }
    default: {
      static constexpr std::array<std::string_view, 3> ops = {"csrwi", "csrsi", "csrci"};
      out += ops[rng.below(3)];
      out += ' ';
      append_csr(out, rng);
      fmt::format_to(std::back_inserter(out), ", {}", rng.below(64));
      break;
    }
  }
}

void append_amdgpu_instruction(std::string& out, Rng& rng) {
  switch (rng.below(12)) {
    case 0: fmt::format_to(std::back_inserter(out), "s_nop {}", rng.below(16)); break;
    case 1: out += "s_endpgm"; break;
    case 2: out += "s_barrier"; break;
    case 3: out += "s_icache_inv"; break;
    case 4: fmt::format_to(std::back_inserter(out), "s_sleep {}", rng.below(128)); break;
    case 5: fmt::format_to(std::back_inserter(out), "s_trap {}", rng.below(256)); break;
    case 6: fmt::format_to(std::back_inserter(out), "s_setprio {}", rng.below(4)); break;
    case 7:
    case 8: {
      // A non-empty subset of the gfx11 counters, in canonical order.
      unsigned subset = 1 + static_cast<unsigned>(rng.below(7));
      out += "s_waitcnt";
      if (subset & 1) fmt::format_to(std::back_inserter(out), " vmcnt({})", rng.below(64));
      if (subset & 2) fmt::format_to(std::back_inserter(out), " expcnt({})", rng.below(8));
      if (subset & 4) fmt::format_to(std::back_inserter(out), " lgkmcnt({})", rng.below(64));
      break;
    }
    case 9: fmt::format_to(std::back_inserter(out), "s_sethalt {}", rng.below(2)); break;
    case 10: fmt::format_to(std::back_inserter(out), "s_clause {:#x}", 1 + rng.below(63)); break;
    default: fmt::format_to(std::back_inserter(out), "s_delay_alu instid0(VALU_DEP_{})", 1 + rng.below(4)); break;
  }
}

// Walks the shared line layout; `append_instruction` appends one instruction's text.
// `comment_styles` holds two-character comment prefixes (a trailing blank is dropped); full-line
// comments use the first.
template <class AppendInstruction>
GeneratedSource generate(size_t line_count, uint64_t seed, std::string_view comment_styles,
                         AppendInstruction append_instruction) {
  GeneratedSource src;
  src.text.reserve(line_count * 28);
  Rng rng{seed};
  std::string& out = src.text;
  for (size_t i = 0; i < line_count; ++i) {
    switch (line_kind(i)) {
      case LineKind::Directive:
        out += "\t.text\n";
        break;
      case LineKind::Label:
        fmt::format_to(std::back_inserter(out), "blk_{}:\n", i / kLinesPerBlock);
        ++src.labels;
        break;
      case LineKind::Comment:
        fmt::format_to(std::back_inserter(out), "{} block {}, line {}\n", comment_styles.substr(0, 2), i / kLinesPerBlock, i);
        break;
      case LineKind::Instruction: {
        size_t start = out.size();
        out += '\t';
        append_instruction(out, rng, i);
        if (rng.one_in(8)) {
          // Trailing comments aligned roughly like hand-written code.
          size_t len = out.size() - start;
          out.append(len < 32 ? 32 - len : 1, ' ');
          size_t style = rng.below(comment_styles.size() / 2);
          std::string_view prefix = comment_styles.substr(style * 2, 2);
          if (prefix[1] == ' ') prefix = prefix.substr(0, 1);
          fmt::format_to(std::back_inserter(out), "{} note {}", prefix, rng.below(1000));
        }
        out += '\n';
        ++src.instructions;
        break;
      }
    }
    ++src.lines;
  }
  return src;
}

}  // namespace

GeneratedSource generate_wisa_source(size_t line_count, uint64_t seed) {
  // Comment styles as two-character slots, a trailing blank dropped: "//", "#", ";".
  return generate(line_count, seed, "//# ; ", [line_count](std::string& out, Rng& rng, size_t line) {
    append_wisa_instruction(out, rng, line, line_count);
  });
}

GeneratedSource generate_amdgpu_source(size_t line_count, uint64_t seed) {
  // llvm-mc's AMDGPU comment styles: "//" and ";".
  return generate(line_count, seed, "//; ", [](std::string& out, Rng& rng, size_t) { append_amdgpu_instruction(out, rng); });
}

}  // namespace simtloom::bench
