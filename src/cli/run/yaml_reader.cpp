#include "cli/run/yaml_reader.h"

#include <cmath>
#include <cctype>
#include <cstdlib>

#include <fmt/format.h>

namespace simtloom::cli::run {

bool Fields::has(std::string_view key) const { return get(key).has_value(); }

std::optional<YAML::Node> Fields::get(std::string_view key) const {
  for (const auto& e : entries_)
    if (e.key == key) return e.value;
  return std::nullopt;
}

std::optional<YAML::Node> Fields::key_node(std::string_view key) const {
  for (const auto& e : entries_)
    if (e.key == key) return e.key_node;
  return std::nullopt;
}

std::vector<std::string> Fields::keys() const {
  std::vector<std::string> k;
  for (const auto& e : entries_) k.push_back(e.key);
  return k;
}

SourceLoc YamlReader::loc(const YAML::Node& n) const {
  auto m = n.Mark();
  if (m.line < 0) return {path_, 1, 1};  // a node made by the program, not read
  return {path_, m.line + 1, m.column + 1};
}

void YamlReader::error(const YAML::Node& n, std::string msg, std::string hint) { d_.error(loc(n), std::move(msg), {}, std::move(hint)); }

const char* kind_of(const YAML::Node& n) {
  if (n.IsSequence()) return "a list";
  if (n.IsMap()) return "a map";
  if (n.IsNull()) return "empty";
  return "a value";
}

Fields YamlReader::read_map(const YAML::Node& n, std::string_view what) {
  Fields f;
  f.node_ = n;
  if (!n.IsMap()) {
    error(n, fmt::format("{} must be a map, not {}", what, kind_of(n)));
    return f;
  }
  f.ok_ = true;
  for (const auto& kv : n) {
    if (!kv.first.IsScalar()) {
      error(kv.first, fmt::format("a key of {} must be a name, not {}", what, kind_of(kv.first)));
      continue;
    }
    std::string k = kv.first.Scalar();
    bool dup = false;
    for (const auto& e : f.entries_)
      if (e.key == k) {
        auto first = loc(e.key_node);
        error(kv.first, fmt::format("duplicate key '{}' in {}", k, what), fmt::format("the first is at line {}; keep one", first.line));
        dup = true;
      }
    if (!dup) f.entries_.push_back({k, kv.first, kv.second});
  }
  return f;
}

Fields YamlReader::any_fields(const YAML::Node& n, std::string_view what) { return read_map(n, what); }

Fields YamlReader::fields(const YAML::Node& n, const std::vector<std::string_view>& known, std::string_view what) {
  Fields f = read_map(n, what);
  std::vector<Fields::Entry> kept;
  for (auto& e : f.entries_) {
    bool ok = false;
    for (auto k : known) ok |= e.key == k;
    if (ok) {
      kept.push_back(std::move(e));
      continue;
    }
    std::string near = closest_match(e.key, known);
    error(e.key_node, fmt::format("unknown key '{}' in {}", e.key, what), near.empty() ? "" : fmt::format("did you mean '{}'?", near));
  }
  f.entries_ = std::move(kept);
  return f;
}

bool YamlReader::scalar(const YAML::Node& n, std::string_view what, std::string_view kind) {
  if (n.IsScalar()) return true;
  error(n, fmt::format("{} must be {}, not {}", what, kind, kind_of(n)));
  return false;
}

bool YamlReader::list(const YAML::Node& n, std::string_view what, std::string_view of) {
  if (n.IsSequence()) return true;
  if (n.IsNull()) return false;  // `checks:` with nothing after it: an empty list
  error(n, fmt::format("{} must be a list of {}, not {}", what, of, kind_of(n)));
  return false;
}

bool YamlReader::text(const YAML::Node& n, std::string_view what, std::string& out) {
  if (!scalar(n, what, "a name")) return false;
  out = n.Scalar();
  return true;
}

bool YamlReader::unsigned_int(const YAML::Node& n, std::string_view what, uint64_t& out, uint64_t max, uint64_t min) {
  if (!scalar(n, what, "a whole number")) return false;
  bool overflow = false;
  auto v = parse_int(n.Scalar(), overflow);
  if (!v && !overflow) {
    error(n, fmt::format("{} must be a whole number, not '{}'", what, n.Scalar()));
    return false;
  }
  if (!overflow && v->negative && v->magnitude != 0) {
    error(n, fmt::format("{} must not be negative (it is {})", what, n.Scalar()), fmt::format("use {} to {}", min, max));
    return false;
  }
  if (!overflow && v->magnitude < min) {
    error(n, fmt::format("{} must be at least {} (it is {})", what, min, n.Scalar()));
    return false;
  }
  if (overflow || v->magnitude > max) {
    error(n, fmt::format("{} is out of range: {} is not in {}..{}", what, n.Scalar(), min, max));
    return false;
  }
  out = v->magnitude;
  return true;
}

bool YamlReader::signed_int(const YAML::Node& n, std::string_view what, int64_t& out) {
  if (!scalar(n, what, "a whole number")) return false;
  bool overflow = false;
  auto v = parse_int(n.Scalar(), overflow);
  if (!v && !overflow) {
    error(n, fmt::format("{} must be a whole number, not '{}'", what, n.Scalar()));
    return false;
  }
  const uint64_t lim = v && v->negative ? uint64_t{1} << 63 : (uint64_t{1} << 63) - 1;
  if (overflow || v->magnitude > lim) {
    error(n, fmt::format("{} is out of range: {} is not in -9223372036854775808..9223372036854775807", what, n.Scalar()));
    return false;
  }
  out = v->negative ? static_cast<int64_t>(0 - v->magnitude) : static_cast<int64_t>(v->magnitude);
  return true;
}

bool YamlReader::number(const YAML::Node& n, std::string_view what, double& out) {
  if (!scalar(n, what, "a number")) return false;
  auto v = parse_number(n.Scalar());
  if (!v) {
    error(n, fmt::format("{} must be a number, not '{}'", what, n.Scalar()));
    return false;
  }
  out = *v;
  return true;
}

bool YamlReader::boolean(const YAML::Node& n, std::string_view what, bool& out) {
  if (!scalar(n, what, "true or false")) return false;
  const std::string& s = n.Scalar();
  for (const char* t : {"true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON"})
    if (s == t) return out = true, true;
  for (const char* f : {"false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF"})
    if (s == f) return out = false, true;
  error(n, fmt::format("{} must be true or false, not '{}'", what, s));
  return false;
}

std::optional<ParsedInt> parse_int(std::string_view t, bool& overflow) {
  overflow = false;
  ParsedInt r;
  if (!t.empty() && (t[0] == '-' || t[0] == '+')) r.negative = t[0] == '-', t.remove_prefix(1);
  unsigned base = 10;
  if (t.size() > 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X')) base = 16;
  else if (t.size() > 2 && t[0] == '0' && (t[1] == 'o' || t[1] == 'O')) base = 8;
  else if (t.size() > 2 && t[0] == '0' && (t[1] == 'b' || t[1] == 'B')) base = 2;
  if (base != 10) t.remove_prefix(2);
  if (t.empty()) return std::nullopt;
  for (char c : t) {
    unsigned d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : 99;
    if (d >= base) return overflow = false, std::nullopt;
    if (r.magnitude > (UINT64_MAX - d) / base) overflow = true;
    r.magnitude = r.magnitude * base + d;
  }
  if (overflow) return std::nullopt;
  return r;
}

std::optional<double> parse_number(std::string_view t) {
  bool overflow = false;
  if (auto i = parse_int(t, overflow)) return i->negative ? -static_cast<double>(i->magnitude) : static_cast<double>(i->magnitude);
  // YAML's spellings of infinity and NaN (.inf, .Inf, .INF, ...).
  for (auto [c, v] : {std::pair{std::string_view(".inf"), HUGE_VAL}, {"+.inf", HUGE_VAL}, {"-.inf", -HUGE_VAL}, {".nan", NAN}}) {
    bool eq = t.size() == c.size();
    for (size_t i = 0; eq && i < t.size(); ++i) eq = std::tolower(static_cast<unsigned char>(t[i])) == c[i];
    if (eq) return v;
  }
  std::string s(t);
  if (s.empty() || std::isspace(static_cast<unsigned char>(s[0]))) return std::nullopt;
  char* end = nullptr;
  double v = std::strtod(s.c_str(), &end);
  if (!end || *end) return std::nullopt;
  return v;
}

}  // namespace simtloom::cli::run
