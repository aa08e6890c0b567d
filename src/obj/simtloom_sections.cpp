// Encoding and decoding of the .simtloom.* sections; the formats are documented in the header.
#include "obj/simtloom_sections.h"

#include <fmt/format.h>

namespace simtloom::obj::simtloom_sections {
namespace {

class LittleEndianWriter {
 public:
  void u32(uint32_t v) { put(v, 4); }
  void u64(uint64_t v) { put(v, 8); }
  void text(const std::string& s) { bytes_.insert(bytes_.end(), s.begin(), s.end()); }
  void sized_text(const std::string& s) {
    u32(static_cast<uint32_t>(s.size()));
    text(s);
  }
  std::vector<uint8_t> take() { return std::move(bytes_); }
  void reserve(size_t n) { bytes_.reserve(n); }

 private:
  void put(uint64_t v, int n) {
    uint8_t b[8];
    for (int i = 0; i < n; ++i) b[i] = static_cast<uint8_t>(v >> (8 * i));
    bytes_.insert(bytes_.end(), b, b + n);
  }
  std::vector<uint8_t> bytes_;
};

// Bounds-checked reads; the first read past the end latches an error naming what was being read.
class LittleEndianReader {
 public:
  explicit LittleEndianReader(const std::vector<uint8_t>& bytes) : bytes_(bytes) {}
  bool at_end() const { return pos_ == bytes_.size(); }
  size_t pos() const { return pos_; }
  bool failed() const { return !problem_.empty(); }
  const std::string& problem() const { return problem_; }

  uint32_t u32(const char* what) { return static_cast<uint32_t>(get(4, what)); }
  uint64_t u64(const char* what) { return get(8, what); }
  std::string sized_text(const char* what) {
    uint32_t n = u32(what);
    if (!have(n, what)) return {};
    std::string s(reinterpret_cast<const char*>(bytes_.data() + pos_), n);
    pos_ += n;
    return s;
  }

 private:
  bool have(size_t n, const char* what) {
    if (failed()) return false;
    if (bytes_.size() - pos_ >= n) return true;
    problem_ = fmt::format("{} at byte {} runs past the end of the section ({} bytes)", what, pos_, bytes_.size());
    return false;
  }
  uint64_t get(int n, const char* what) {
    if (!have(static_cast<size_t>(n), what)) return 0;
    uint64_t v = 0;
    for (int i = n - 1; i >= 0; --i) v = (v << 8) | bytes_[pos_ + static_cast<size_t>(i)];
    pos_ += static_cast<size_t>(n);
    return v;
  }

  const std::vector<uint8_t>& bytes_;
  size_t pos_ = 0;
  std::string problem_;
};

}  // namespace

std::vector<uint8_t> encode_target(const std::string& target) {
  std::vector<uint8_t> bytes(target.begin(), target.end());
  bytes.push_back(0);
  return bytes;
}

std::vector<uint8_t> encode_files(const std::vector<std::string>& files) {
  std::vector<uint8_t> bytes;
  for (const std::string& f : files) {
    bytes.insert(bytes.end(), f.begin(), f.end());
    bytes.push_back(0);
  }
  return bytes;
}

std::vector<uint8_t> encode_lines(const std::vector<LineEntry>& lines) {
  LittleEndianWriter w;
  w.reserve(lines.size() * 20);
  for (const LineEntry& e : lines) {
    w.u32(static_cast<uint32_t>(e.section));
    w.u32(e.file);
    w.u32(e.line);
    w.u64(e.addr);
  }
  return w.take();
}

std::vector<uint8_t> encode_kernels(const std::vector<Kernel>& kernels) {
  LittleEndianWriter w;
  for (const Kernel& k : kernels) {
    w.sized_text(k.name);
    w.u32(static_cast<uint32_t>(k.section));
    w.u64(k.entry);
    w.u64(k.size);
    w.u32(static_cast<uint32_t>(k.attrs.size()));
    for (const auto& [key, value] : k.attrs) {
      w.sized_text(key);
      w.u64(static_cast<uint64_t>(value));
    }
  }
  return w.take();
}

std::optional<std::string> decode_target(const std::vector<uint8_t>& bytes, std::string& problem) {
  if (bytes.empty() || bytes.back() != 0) {
    problem = "the target id is not NUL-terminated";
    return std::nullopt;
  }
  std::string target(bytes.begin(), bytes.end() - 1);
  if (target.find('\0') != std::string::npos) {
    problem = "the target id contains a NUL byte";
    return std::nullopt;
  }
  return target;
}

std::optional<std::vector<std::string>> decode_files(const std::vector<uint8_t>& bytes, std::string& problem) {
  if (!bytes.empty() && bytes.back() != 0) {
    problem = "the last file name is not NUL-terminated";
    return std::nullopt;
  }
  std::vector<std::string> files;
  std::string current;
  for (uint8_t b : bytes) {
    if (b == 0) {
      files.push_back(std::move(current));
      current.clear();
    } else {
      current += static_cast<char>(b);
    }
  }
  return files;
}

std::optional<std::vector<LineEntry>> decode_lines(const std::vector<uint8_t>& bytes, std::string& problem) {
  if (bytes.size() % kLineRecordBytes != 0) {
    problem = fmt::format("its size ({} bytes) is not a multiple of the {}-byte record", bytes.size(), kLineRecordBytes);
    return std::nullopt;
  }
  LittleEndianReader r(bytes);
  std::vector<LineEntry> lines;
  lines.reserve(bytes.size() / kLineRecordBytes);
  while (!r.at_end()) {
    LineEntry e;
    e.section = static_cast<int>(r.u32("section"));
    e.file = r.u32("file");
    e.line = r.u32("line");
    e.addr = r.u64("addr");
    lines.push_back(e);
  }
  return lines;
}

std::optional<std::vector<Kernel>> decode_kernels(const std::vector<uint8_t>& bytes, std::string& problem) {
  LittleEndianReader r(bytes);
  std::vector<Kernel> kernels;
  while (!r.at_end() && !r.failed()) {
    Kernel k;
    k.name = r.sized_text("kernel name");
    k.section = static_cast<int>(r.u32("kernel section"));
    k.entry = r.u64("kernel entry");
    k.size = r.u64("kernel size");
    uint32_t attr_count = r.u32("attribute count");
    for (uint32_t i = 0; i < attr_count && !r.failed(); ++i) {
      std::string key = r.sized_text("attribute name");
      auto value = static_cast<int64_t>(r.u64("attribute value"));
      if (!r.failed() && !k.attrs.try_emplace(key, value).second) {
        problem = fmt::format("kernel '{}' has attribute '{}' twice", k.name, key);
        return std::nullopt;
      }
    }
    kernels.push_back(std::move(k));
  }
  if (r.failed()) {
    problem = r.problem();
    return std::nullopt;
  }
  return kernels;
}

}  // namespace simtloom::obj::simtloom_sections
