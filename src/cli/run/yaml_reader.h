// Reading a YAML document without letting a yaml-cpp exception escape: every accessor checks
// the node's kind and the value's range itself and reports a located error (file:line:col from
// the node's Mark) instead. Maps are read through Fields, which reports unknown keys (with the
// closest known key as a suggestion), duplicate keys and keys that are not names.
#pragma once
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <yaml-cpp/yaml.h>

#include "support/diag.h"

namespace simtloom::cli::run {

class YamlReader;

// The entries of one map, keyed by name, each key known and present once.
class Fields {
 public:
  bool ok() const { return ok_; }  // a map (its entries may still have had errors)
  const YAML::Node& node() const { return node_; }
  bool has(std::string_view key) const;
  std::optional<YAML::Node> get(std::string_view key) const;
  // The key node itself (for errors about the key).
  std::optional<YAML::Node> key_node(std::string_view key) const;
  // The keys present, in document order.
  std::vector<std::string> keys() const;

 private:
  friend class YamlReader;
  struct Entry {
    std::string key;
    YAML::Node key_node, value;
  };
  YAML::Node node_;
  std::vector<Entry> entries_;
  bool ok_ = false;
};

class YamlReader {
 public:
  YamlReader(std::string path, DiagList& d) : path_(std::move(path)), d_(d) {}

  const std::string& path() const { return path_; }
  DiagList& diags() { return d_; }
  SourceLoc loc(const YAML::Node& n) const;
  void error(const YAML::Node& n, std::string msg, std::string hint = {});

  // The map n with the given keys; `what` names it in messages ("a buffer"). Reports a node
  // that is not a map, unknown keys, duplicates.
  Fields fields(const YAML::Node& n, const std::vector<std::string_view>& keys, std::string_view what);
  Fields fields(const YAML::Node& n, std::initializer_list<std::string_view> keys, std::string_view what) {
    return fields(n, std::vector<std::string_view>(keys), what);
  }
  // The same for a map whose keys are free names (globals: register names); only duplicates
  // and non-scalar keys are errors.
  Fields any_fields(const YAML::Node& n, std::string_view what);

  // Scalars. Each returns false after reporting an error; `what` names the value ("'count'").
  bool text(const YAML::Node& n, std::string_view what, std::string& out);
  bool unsigned_int(const YAML::Node& n, std::string_view what, uint64_t& out, uint64_t max = UINT64_MAX, uint64_t min = 0);
  bool signed_int(const YAML::Node& n, std::string_view what, int64_t& out);
  bool number(const YAML::Node& n, std::string_view what, double& out);
  bool boolean(const YAML::Node& n, std::string_view what, bool& out);
  // A sequence node; false for an empty value (nothing to read) and, with an error, for
  // anything else.
  bool list(const YAML::Node& n, std::string_view what, std::string_view of);

 private:
  bool scalar(const YAML::Node& n, std::string_view what, std::string_view kind);
  Fields read_map(const YAML::Node& n, std::string_view what);

  std::string path_;
  DiagList& d_;
};

// Scalar text as YAML numbers are written: decimal, 0x hexadecimal, 0o octal, 0b binary, with an
// optional sign; the magnitude must fit in 64 bits.
struct ParsedInt {
  bool negative = false;
  uint64_t magnitude = 0;
};
std::optional<ParsedInt> parse_int(std::string_view text, bool& overflow);
// An integer as above, or a decimal/exponent floating-point number, or .inf/-.inf/.nan.
std::optional<double> parse_number(std::string_view text);
// "a list", "a map", "empty", "a value".
const char* kind_of(const YAML::Node& n);

}  // namespace simtloom::cli::run
