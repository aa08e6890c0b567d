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

namespace {

// The length of the valid UTF-8 sequence starting at s[i], or 0 when the byte starts none.
size_t utf8_length(std::string_view s, size_t i) {
  auto c = static_cast<unsigned char>(s[i]);
  size_t n = c >= 0xf0 && c < 0xf5 ? 4 : c >= 0xe0 ? 3 : c >= 0xc2 && c < 0xe0 ? 2 : 0;
  if (n == 0 || i + n > s.size()) return 0;
  for (size_t k = 1; k < n; ++k)
    if ((static_cast<unsigned char>(s[i + k]) & 0xc0) != 0x80) return 0;
  return n;
}

// Text from a user's file as a terminal may show it: control characters and bytes that are not
// UTF-8 as \xNN (an escape sequence in a source file must not retitle the terminal), tabs and
// UTF-8 kept whole (and newlines where `newlines`: a message may have several lines). `caret_col` (1-based byte column, 0 for none) is returned as the display
// column the caret goes under, and `pad` gets the padding to it (tabs kept so it lines up).
std::string for_terminal(std::string_view s, int caret_col = 0, std::string* pad = nullptr, bool newlines = false) {
  std::string out;
  for (size_t i = 0; i < s.size();) {
    bool before_caret = caret_col > 0 && static_cast<int>(i) + 1 < caret_col;
    auto c = static_cast<unsigned char>(s[i]);
    size_t n = c >= 0x80 ? utf8_length(s, i) : 1;
    if (c == '\t' || (c >= 0x20 && c < 0x7f) || (newlines && c == '\n')) {
      out += static_cast<char>(c);
      if (before_caret && pad) *pad += c == '\t' ? '\t' : ' ';
    } else if (n > 1) {
      out.append(s.substr(i, n));
      if (before_caret && pad) *pad += ' ';
      i += n;
      continue;
    } else {
      out += fmt::format("\\x{:02x}", c);
      if (before_caret && pad) *pad += "    ";
    }
    ++i;
  }
  return out;
}

// A source line of at most kWindow bytes around the caret: a megabyte line with one error
// prints a screenful, not three megabytes.
constexpr size_t kWindow = 160;
std::string_view window(std::string_view line, int& col, bool& cut_left, bool& cut_right) {
  cut_left = cut_right = false;
  if (line.size() <= kWindow) return line;
  size_t caret = col > 0 ? static_cast<size_t>(col - 1) : 0;
  size_t start = caret > kWindow / 2 ? std::min(caret - kWindow / 2, line.size() - kWindow) : 0;
  while (start > 0 && (static_cast<unsigned char>(line[start]) & 0xc0) == 0x80) --start;  // not inside a character
  cut_left = start > 0;
  cut_right = start + kWindow < line.size();
  if (col > 0) col -= static_cast<int>(start);
  return line.substr(start, kWindow);
}

}  // namespace

std::string render(const Diagnostic& d) {
  std::string out;
  const char* sev = d.severity == Severity::Error ? "error" : d.severity == Severity::Warning ? "warning" : "note";
  if (!d.loc.file.empty()) {
    out += for_terminal(d.loc.file);
    if (d.loc.line > 0) out += fmt::format(":{}", d.loc.line);
    if (d.loc.line > 0 && d.loc.col > 0) out += fmt::format(":{}", d.loc.col);
    out += ": ";
  }
  out += fmt::format("{}: {}\n", sev, for_terminal(d.message, 0, nullptr, true));
  if (!d.source_line.empty()) {
    int col = d.loc.col;
    bool cut_left = false, cut_right = false;
    std::string_view line = window(d.source_line, col, cut_left, cut_right);
    std::string pad = cut_left ? "..." : "";
    out += (cut_left ? "..." : "") + for_terminal(line, col, &pad) + (cut_right ? "..." : "") + "\n";
    if (col > 0) out += pad + "^\n";
  }
  if (!d.hint.empty()) out += fmt::format("note: {}\n", for_terminal(d.hint, 0, nullptr, true));
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
