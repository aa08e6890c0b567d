// The launch-file loader's internals (launch_file.h is the interface), one file per part of
// the file: launch_file.cpp the top level, launch_buffers.cpp buffers, images and their
// initial contents, launch_values.cpp arguments and globals, launch_checks.cpp checks and
// outputs.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "cli/run/launch_file.h"
#include "cli/run/yaml_reader.h"

namespace simtloom::cli::run {

class LaunchLoader {
 public:
  LaunchLoader(const std::string& path, const LaunchSchema& schema, DiagList& d) : r_(path, d), schema_(schema) { L_.path = path; }
  std::optional<LaunchFile> load();

 private:
  // launch_file.cpp
  void read_top(const Fields& root);
  bool dims(const YAML::Node& n, const char* what, Dims& out);
  // A file name in the launch file, relative to its folder; not a directory.
  bool path_value(const YAML::Node& n, std::string_view what, std::string& resolved, std::string& written);
  // launch_buffers.cpp
  void read_buffers(const YAML::Node& n);
  void read_buffer(const YAML::Node& n);
  bool charge(const YAML::Node& at, uint64_t count, uint64_t elem_size, const std::string& what);
  bool read_init(const YAML::Node& n, const TypeInfo& t, uint64_t count, InitSpec& out);
  bool init_value(const YAML::Node& n, std::string_view what, const TypeInfo& t, double& out);
  bool init_iota(const YAML::Node& v, const TypeInfo& t, uint64_t count, InitSpec& out);
  bool init_random(const YAML::Node& v, const TypeInfo& t, InitSpec& out);
  void read_images(const YAML::Node& n);
  // launch_values.cpp
  void read_args(const YAML::Node& n);
  bool read_value(const YAML::Node& n, bool argument, ValueSpec& out);
  bool typed_value(const YAML::Node& v, const TypeInfo& t, ValueSpec& out);
  bool address_value(const YAML::Node& n, ValueSpec& out);
  void read_globals(const YAML::Node& n);
  // launch_checks.cpp
  void read_checks(const YAML::Node& n);
  void read_buffer_check(const YAML::Node& n);
  bool read_reference(const Fields& f, BufferCheck& c);
  void read_global_check(const YAML::Node& n);
  void read_outputs(const YAML::Node& n);
  // The buffer a name refers to; an error with a suggestion when none is declared (a buffer
  // declared with errors fails silently: its own error says what is wrong).
  std::optional<size_t> buffer_ref(const YAML::Node& n);

  YamlReader r_;
  const LaunchSchema& schema_;
  LaunchFile L_;
  std::vector<std::string> declared_;  // every buffer name, those with errors too
  bool buffers_unreadable_ = false;    // a buffer without a readable name: no "missing buffer" errors
  uint64_t data_bytes_ = 0;            // buffers and images so far
};

}  // namespace simtloom::cli::run
