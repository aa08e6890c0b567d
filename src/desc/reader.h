// The YAML reader the description loader's parts share: diagnostics that name the node they are
// about (file:line:col), key checks with suggestions, numbers and texts.
#pragma once
#include <algorithm>
#include <charconv>
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include "desc/model.h"
#include "support/diag.h"
#include "support/name_table.h"

namespace simtloom::desc {

// Wraps the diagnostics of one file so each check can name the node it is about.
class Reader {
 public:
  Reader(const std::string& file, const std::string& text, DiagList& diags) : file_(file), diags_(diags) {
    std::istringstream in(text);
    for (std::string l; std::getline(in, l);) lines_.push_back(l);
  }

  SourceLoc loc(const YAML::Node& n) const {
    auto m = n.Mark();
    if (m.is_null()) return {file_, 0, 0};
    return {file_, m.line + 1, m.column + 1};
  }
  std::string line_text(int line) const {
    return line > 0 && line <= static_cast<int>(lines_.size()) ? lines_[line - 1] : std::string();
  }
  void error(const YAML::Node& n, std::string msg, std::string hint = {}) {
    auto l = loc(n);
    diags_.error(l, std::move(msg), line_text(l.line), std::move(hint));
  }
  void error_at(SourceLoc l, std::string msg, std::string hint = {}) {
    std::string text = line_text(l.line);
    diags_.error(std::move(l), std::move(msg), std::move(text), std::move(hint));
  }

  // Reports keys of a map that are not in `allowed`, with a suggestion.
  bool check_keys(const YAML::Node& n, std::initializer_list<std::string_view> allowed, std::string_view what) {
    if (!n.IsMap()) {
      error(n, fmt::format("{} must be a mapping", what));
      return false;
    }
    bool ok = true;
    for (auto it = n.begin(); it != n.end(); ++it) {
      auto key = it->first.as<std::string>();
      if (std::find(allowed.begin(), allowed.end(), key) == allowed.end()) {
        std::vector<std::string_view> cands(allowed.begin(), allowed.end());
        auto s = closest_match(key, cands);
        error(it->first, fmt::format("unknown key '{}' in {}", key, what),
              s.empty() ? fmt::format("allowed keys: {}", fmt::join(cands, ", ")) : fmt::format("did you mean '{}'?", s));
        ok = false;
      }
    }
    return ok;
  }

  bool require(const YAML::Node& parent, std::string_view key, std::string_view what) {
    if (parent[std::string(key)]) return true;
    error(parent, fmt::format("{} needs '{}'", what, key));
    return false;
  }

  std::string str(const YAML::Node& n) {
    if (!n.IsScalar()) {
      error(n, "expected a string");
      return {};
    }
    return n.Scalar();
  }

  // Accepts decimal, 0x hex and 0b binary.
  bool uint(const YAML::Node& n, uint64_t& out, std::string_view what) {
    if (!n.IsScalar()) {
      error(n, fmt::format("{} must be a number", what));
      return false;
    }
    const std::string& s = n.Scalar();
    int base = 10;
    size_t start = 0;
    if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) base = 16, start = 2;
    else if (s.size() > 2 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) base = 2, start = 2;
    auto [p, ec] = std::from_chars(s.data() + start, s.data() + s.size(), out, base);
    if (ec != std::errc() || p != s.data() + s.size() || start == s.size()) {
      error(n, fmt::format("{} must be a non-negative integer, not '{}'", what, s));
      return false;
    }
    return true;
  }

  Text text(const YAML::Node& n) {
    Text t;
    if (n.IsScalar()) {
      t.en = n.Scalar();
      return t;
    }
    if (!check_keys(n, {"en", "zh"}, "a text")) return t;
    if (n["en"]) t.en = str(n["en"]);
    if (n["zh"]) t.zh = str(n["zh"]);
    return t;
  }
  // `en` and `zh` given directly on a record.
  Text inline_text(const YAML::Node& n) {
    Text t;
    if (n["en"]) t.en = str(n["en"]);
    if (n["zh"]) t.zh = str(n["zh"]);
    return t;
  }

  const std::string& file() const { return file_; }

 private:
  std::string file_;
  DiagList& diags_;
  std::vector<std::string> lines_;
};

}  // namespace simtloom::desc
