#include "support/diag.h"

#include <algorithm>
#include <fmt/format.h>

namespace simtloom {

void DiagList::error(SourceLoc loc, std::string msg, std::string source_line, std::string hint) {
  add({Severity::Error, std::move(loc), std::move(msg), std::move(source_line), std::move(hint)});
}

void DiagList::warning(SourceLoc loc, std::string msg, std::string source_line, std::string hint) {
  add({Severity::Warning, std::move(loc), std::move(msg), std::move(source_line), std::move(hint)});
}

std::string render(const Diagnostic& d) {
  std::string out;
  const char* sev = d.severity == Severity::Error ? "error" : d.severity == Severity::Warning ? "warning" : "note";
  if (!d.loc.file.empty()) {
    out += d.loc.file;
    if (d.loc.line > 0) out += fmt::format(":{}", d.loc.line);
    if (d.loc.line > 0 && d.loc.col > 0) out += fmt::format(":{}", d.loc.col);
    out += ": ";
  }
  out += fmt::format("{}: {}\n", sev, d.message);
  if (!d.source_line.empty()) {
    out += d.source_line;
    out += '\n';
    if (d.loc.col > 0) {
      // Keep tabs so the caret lines up under tab-indented source.
      std::string pad;
      for (int i = 0; i + 1 < d.loc.col && i < static_cast<int>(d.source_line.size()); ++i)
        pad += d.source_line[i] == '\t' ? '\t' : ' ';
      out += pad + "^\n";
    }
  }
  if (!d.hint.empty()) out += fmt::format("note: {}\n", d.hint);
  return out;
}

std::string DiagList::render() const {
  std::string out;
  for (const auto& d : items_) out += simtloom::render(d);
  return out;
}

// Levenshtein distance, or any value above `bound` once it must exceed it. Both words are at
// most 64 + 22 characters (closest_match's limits): fixed rows, no allocation, because a file
// with thousands of symbols asks this for every one of them at every undefined name.
static size_t edit_distance(std::string_view a, std::string_view b, size_t bound) {
  constexpr size_t kMax = 128;
  if (a.size() >= kMax || b.size() >= kMax) return bound + 1;
  size_t prev[kMax], cur[kMax];
  for (size_t j = 0; j <= b.size(); ++j) prev[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    cur[0] = i;
    size_t row_min = cur[0];
    for (size_t j = 1; j <= b.size(); ++j) {
      size_t sub = prev[j - 1] + (a[i - 1] != b[j - 1]);
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, sub});
      row_min = std::min(row_min, cur[j]);
    }
    if (row_min > bound) return bound + 1;  // distances never shrink from one row to the next
    std::copy(cur, cur + b.size() + 1, prev);
  }
  return prev[b.size()];
}

std::string closest_match(std::string_view word, const std::vector<std::string_view>& candidates) {
  // Suggest only when the typo is small relative to the word.
  size_t limit = std::max<size_t>(1, (word.size() + 2) / 3);
  if (word.size() > 64) return {};  // nobody mistypes a name that long; keeps the cost bounded
  size_t best = SIZE_MAX;
  std::string_view pick;
  for (auto c : candidates) {
    size_t diff = c.size() > word.size() ? c.size() - word.size() : word.size() - c.size();
    if (diff > limit) continue;
    size_t d = edit_distance(word, c, std::min(best, limit));
    if (d < best) { best = d; pick = c; }
  }
  if (pick.empty() || best > limit) return {};
  return std::string(pick);
}

}  // namespace simtloom
