// Encoding and decoding of the .simtloom.* sections; the formats are documented in the header.
#include "obj/simtloom_sections.h"

#include <cstring>

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

namespace {

// LEB128 numbers written at `w` (at most 10 bytes); return the position after them.
uint8_t* put_uleb(uint8_t* w, uint64_t v) {
  while (v >= 0x80) {
    *w++ = static_cast<uint8_t>(v | 0x80);
    v >>= 7;
  }
  *w++ = static_cast<uint8_t>(v);
  return w;
}

uint8_t* put_sleb(uint8_t* w, int64_t v) {
  for (;;) {
    auto byte = static_cast<uint8_t>(v & 0x7f);
    v >>= 7;  // arithmetic shift
    if ((v == 0 && !(byte & 0x40)) || (v == -1 && (byte & 0x40))) {
      *w++ = byte;
      return w;
    }
    *w++ = byte | 0x80;
  }
}

constexpr uint8_t kLineGeneral = 0x80, kLineSetSection = 1, kLineSetFile = 2;

}  // namespace

std::vector<uint8_t> encode_lines(const std::vector<LineEntry>& lines) {
  std::vector<uint8_t> out;
  out.reserve(4 + lines.size() + lines.size() / 8 + 16);
  out.insert(out.end(), kLinesMagic, kLinesMagic + 4);
  // Rows go into a small buffer first (a row is at most 31 bytes), appended a block at a time.
  uint8_t block[4096];
  uint8_t* w = block;
  LineEntry state;  // section 0, file 0, addr 0, line 0
  for (const LineEntry& e : lines) {
    if (w > block + sizeof block - 32) {
      out.insert(out.end(), block, w);
      w = block;
    }
    const uint64_t addr_step = e.addr - state.addr;  // modulo 2^64
    const int64_t line_step = int64_t{e.line} - int64_t{state.line};
    if (e.section == state.section && e.file == state.file && addr_step <= 30 && addr_step % 2 == 0 && line_step >= 0 &&
        line_step <= 7) {
      *w++ = static_cast<uint8_t>((addr_step / 2) << 3 | static_cast<uint64_t>(line_step));
    } else {
      uint8_t op = kLineGeneral | (e.section != state.section ? kLineSetSection : 0) | (e.file != state.file ? kLineSetFile : 0);
      *w++ = op;
      if (op & kLineSetSection) w = put_uleb(w, static_cast<uint32_t>(e.section));
      if (op & kLineSetFile) w = put_uleb(w, e.file);
      w = put_sleb(w, static_cast<int64_t>(addr_step));
      w = put_sleb(w, line_step);
    }
    state = e;
  }
  out.insert(out.end(), block, w);
  return out;
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

namespace {

// The 20-byte records of objects written before the compact line table.
std::optional<std::vector<LineEntry>> decode_fixed_lines(const std::vector<uint8_t>& bytes, std::string& problem) {
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

// LEB128 numbers, bounds-checked; `pos` advances past the number.
bool get_uleb(const std::vector<uint8_t>& b, size_t& pos, uint64_t& v, const char* what, std::string& problem) {
  v = 0;
  const size_t start = pos;
  for (unsigned shift = 0;; shift += 7) {
    if (pos == b.size()) {
      problem = fmt::format("{} at byte {} runs past the end of the section ({} bytes)", what, start, b.size());
      return false;
    }
    uint8_t byte = b[pos++];
    if (shift == 63 && (byte & 0x7e)) {
      problem = fmt::format("{} at byte {} does not fit in 64 bits", what, start);
      return false;
    }
    v |= uint64_t{byte & 0x7fu} << shift;
    if (!(byte & 0x80)) return true;
    if (shift == 63) {
      problem = fmt::format("{} at byte {} does not fit in 64 bits", what, start);
      return false;
    }
  }
}

bool get_sleb(const std::vector<uint8_t>& b, size_t& pos, int64_t& v, const char* what, std::string& problem) {
  uint64_t u = 0;
  const size_t start = pos;
  for (unsigned shift = 0;; shift += 7) {
    if (pos == b.size()) {
      problem = fmt::format("{} at byte {} runs past the end of the section ({} bytes)", what, start, b.size());
      return false;
    }
    uint8_t byte = b[pos++];
    u |= uint64_t{byte & 0x7fu} << shift;
    if (!(byte & 0x80)) {
      if (shift < 57 && (byte & 0x40)) u |= ~uint64_t{0} << (shift + 7);
      v = static_cast<int64_t>(u);
      return true;
    }
    if (shift == 63) {
      problem = fmt::format("{} at byte {} does not fit in 64 bits", what, start);
      return false;
    }
  }
}

}  // namespace

std::optional<std::vector<LineEntry>> decode_lines(const std::vector<uint8_t>& bytes, std::string& problem) {
  if (bytes.size() < 4 || std::memcmp(bytes.data(), kLinesMagic, 4) != 0) return decode_fixed_lines(bytes, problem);
  std::vector<LineEntry> lines;
  // Every row takes at least one byte: the size bounds the row count.
  lines.reserve(bytes.size() - 4);
  LineEntry state;
  const uint8_t* b = bytes.data();
  const size_t n = bytes.size();
  for (size_t pos = 4; pos < n;) {
    const size_t row = pos;
    const uint8_t op = b[pos++];
    if (op < kLineGeneral) {
      state.addr += 2 * (op >> 3);
      const uint64_t line = uint64_t{state.line} + (op & 7);
      if (line > UINT32_MAX) {
        problem = fmt::format("the row at byte {} takes the line number past 4294967295", row);
        return std::nullopt;
      }
      state.line = static_cast<uint32_t>(line);
      lines.push_back(state);
      continue;
    }
    if (op > (kLineGeneral | kLineSetSection | kLineSetFile)) {
      problem = fmt::format("the row at byte {} starts with {:#04x}, which is not a line table operation", row, op);
      return std::nullopt;
    }
    // A section or file index, at most `max`.
    auto index = [&](const char* what, uint64_t max, uint64_t& out) {
      if (!get_uleb(bytes, pos, out, what, problem)) return false;
      if (out <= max) return true;
      problem = fmt::format("the row at byte {} names {} {}, which is out of range", row, what, out);
      return false;
    };
    uint64_t value = 0;
    if (op & kLineSetSection) {
      if (!index("section", INT32_MAX, value)) return std::nullopt;
      state.section = static_cast<int>(value);
    }
    if (op & kLineSetFile) {
      if (!index("file", UINT32_MAX, value)) return std::nullopt;
      state.file = static_cast<uint32_t>(value);
    }
    int64_t addr_step = 0, line_step = 0;
    if (!get_sleb(bytes, pos, addr_step, "addr change", problem) || !get_sleb(bytes, pos, line_step, "line change", problem))
      return std::nullopt;
    state.addr += static_cast<uint64_t>(addr_step);
    // Both in range, so the sum cannot overflow.
    const int64_t line = line_step >= -(int64_t{1} << 40) && line_step <= (int64_t{1} << 40) ? int64_t{state.line} + line_step : -1;
    if (line < 0 || line > int64_t{UINT32_MAX}) {
      problem = fmt::format("the row at byte {} takes the line number out of range", row);
      return std::nullopt;
    }
    state.line = static_cast<uint32_t>(line);
    lines.push_back(state);
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
