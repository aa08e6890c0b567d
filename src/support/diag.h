// Diagnostics: every message carries a location and, where one fits, a hint.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace simtloom {

struct SourceLoc {
  std::string file;  // as the user named it
  int line = 0;      // 1-based; 0 = no line
  int col = 0;       // 1-based; 0 = no column
};

enum class Severity { Error, Warning, Note };

struct Diagnostic {
  Severity severity = Severity::Error;
  SourceLoc loc;
  std::string message;
  std::string source_line;  // the text of the line, for the caret display
  std::string hint;         // "did you mean 'sleep'?" and similar; printed as a note
};

// Collects diagnostics; a pass reports as many as it can before giving up.
class DiagList {
 public:
  void error(SourceLoc loc, std::string msg, std::string source_line = {}, std::string hint = {});
  void warning(SourceLoc loc, std::string msg, std::string source_line = {}, std::string hint = {});
  void add(Diagnostic d) {
    if (d.severity == Severity::Error) ++errors_;
    items_.push_back(std::move(d));
  }
  bool has_errors() const { return errors_ > 0; }
  size_t error_count() const { return errors_; }
  const std::vector<Diagnostic>& items() const { return items_; }
  void clear() { items_.clear(); errors_ = 0; }
  // Renders all diagnostics in the `file:line:col: error: message` form, with the source line
  // and a caret under the column.
  std::string render() const;

 private:
  std::vector<Diagnostic> items_;
  size_t errors_ = 0;
};

std::string render(const Diagnostic& d);

// The closest candidate by edit distance, or "" when nothing is close enough to suggest.
std::string closest_match(std::string_view word, const std::vector<std::string_view>& candidates);

}  // namespace simtloom
